//! What players read of a game, once for every game: `/board`,
//! `/history`, `/export` and `/replay` read the channel's active game (or
//! else its latest), each worded in the language the dispatch gives: the
//! channel's for the board and the replay, posted for all
//! ([`View::is_public`]), the caller's for the others. A game says what each shows through
//! [`Views`]; any game's host is the dispatch's [`AtTable`].

use async_trait::async_trait;

use super::caller::Caller;
use super::command::{ExportFormat, Stamp};
use super::draft::Drafting;
use super::error::CommandError;
use super::language::Language;
use super::reply::Reply;
use super::service::{AtTable, Host, HostedGame, View};

/// A view's answer.
type Replies = Result<Vec<Reply>, CommandError>;

/// What a game shows of its loaded game for each [`View`].
#[async_trait]
pub(crate) trait Views: Drafting {
    /// `/board`: the board now, or as it stood at the end of `round` (a
    /// round as the game counts them); refused for a round not played.
    async fn board(&self, table: &Self::Table, round: Option<u32>, language: Language) -> Replies;

    /// `/history`: the turns played, within a message.
    async fn history(&self, table: &Self::Table, language: Language) -> Replies;

    /// `/export`: the game's record, as a file in `format`.
    async fn export(
        &self,
        table: &Self::Table,
        format: ExportFormat,
        language: Language,
    ) -> Replies;

    /// `/replay`: the game as an animation.
    async fn replay(&self, table: &Self::Table, language: Language) -> Replies;
}

impl<'a, G: HostedGame> Host<'a, G>
where
    Host<'a, G>: Views,
{
    /// `view` of the channel's active game, or else of its latest one,
    /// in `language`.
    pub(crate) async fn view(&self, channel: &str, view: View, language: Language) -> Replies {
        let table = self.latest(channel).await?;
        match view {
            View::Board(round) => self.board(&table, round, language).await,
            View::History => self.history(&table, language).await,
            View::Export(format) => self.export(&table, format, language).await,
            View::Replay => self.replay(&table, language).await,
        }
    }
}

#[async_trait]
impl<G: HostedGame> AtTable for Host<'_, G>
where
    for<'any> Host<'any, G>: Views,
{
    async fn undo(
        &self,
        channel: &str,
        caller: &Caller,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        Host::undo(self, channel, caller, stamp).await
    }

    async fn view(&self, channel: &str, view: View, language: Language) -> Replies {
        Host::view(self, channel, view, language).await
    }
}
