//! What players read of a game, once for every game: `/board`,
//! `/history`, `/export` and `/replay` read the channel's active game (or
//! else its latest), and the replay is drawn in the channel's language,
//! since it is posted for all. A game says what each shows through
//! [`Views`]; any game's host is the dispatch's [`AtTable`].

use async_trait::async_trait;

use super::caller::Caller;
use super::command::Stamp;
use super::draft::Drafting;
use super::error::CommandError;
use super::language::publicly;
use super::reply::Reply;
use super::service::{AtTable, Host, HostedGame, View};

/// What a game shows of its loaded game for each [`View`].
#[async_trait]
pub(crate) trait Views: Drafting {
    /// `/board`: the board now, or as it stood at the end of `round` (a
    /// round as the game counts them); refused for a round not played.
    async fn board(
        &self,
        table: &Self::Table,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError>;

    /// `/history`: the turns played, within a message.
    async fn history(&self, table: &Self::Table) -> Result<Vec<Reply>, CommandError>;

    /// `/export`: the game's record, as a file.
    async fn export(&self, table: &Self::Table) -> Result<Vec<Reply>, CommandError>;

    /// `/replay`: the game as an animation (in the language of the
    /// moment, which the pipeline makes the channel's).
    async fn replay(&self, table: &Self::Table) -> Result<Vec<Reply>, CommandError>;
}

impl<'a, G: HostedGame> Host<'a, G>
where
    Host<'a, G>: Views,
{
    /// `view` of the channel's active game, or else of its latest one.
    pub(crate) async fn view(&self, channel: &str, view: View) -> Result<Vec<Reply>, CommandError> {
        let table = self.latest(channel).await?;
        match view {
            View::Board(round) => self.board(&table, round).await,
            View::History => self.history(&table).await,
            View::Export => self.export(&table).await,
            View::Replay => publicly(self.replay(&table)).await,
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

    async fn view(&self, channel: &str, view: View) -> Result<Vec<Reply>, CommandError> {
        Host::view(self, channel, view).await
    }
}
