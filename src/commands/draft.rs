//! A turn's private draft, once for every game: a turn command opened
//! (the channel's game in a write transaction, the button's stamp checked,
//! the caller's turn), the draft kept (stored, the version moved on,
//! committed, and only then its preview drawn, with its End turn and Undo
//! buttons), a step taken back, and a game read for the views (`/board`,
//! `/history`, `/export`, `/replay`).
//!
//! A game says only what the pipeline cannot know, through [`Drafting`]:
//! how its game is loaded, whose turn it is, its draft as stored text, how
//! a step is taken back, and what its preview says and shows. What a draft
//! step is (a tile, an action, a move) stays the game's: it adds steps to
//! the loaded table, then hands it back to [`Host::keep_draft`].

use async_trait::async_trait;

use super::caller::Caller;
use super::catalogue::Message;
use super::command::Stamp;
use super::error::{CommandError, check_stamp_of, refuse};
use super::language::Language;
use super::refusal::{Refusal, said};
use super::reply::{Button, Reply};
use super::service::{Host, HostedGame};
use crate::store::Tx;
use crate::store::queries::{self, GameRow};

/// What the turn pipeline asks of a game to keep its players' private
/// drafts (see the module docs). Each game implements it once, on its
/// [`Host`].
#[async_trait]
pub(crate) trait Drafting: Sync {
    /// A game loaded whole: its rows, what everybody sees, and the
    /// mover's draft on top.
    type Table: Send + Sync;

    /// The row of `table`'s game.
    fn row<'t>(&self, table: &'t Self::Table) -> &'t GameRow;

    /// Loads the game of `row` in `tx`.
    async fn load(&self, tx: &mut Tx, row: GameRow) -> Result<Self::Table, CommandError>;

    /// The refusal of a turn command in a channel that has no game.
    fn no_game_here(&self) -> Refusal {
        Message::NoGameHere.into()
    }

    /// The seat (from 0) of `caller` when it is their turn in `table`'s
    /// game, or the refusal saying why not (not started, over, not
    /// seated, another player's turn).
    fn mover(&self, table: &Self::Table, caller: &Caller) -> Result<usize, CommandError>;

    /// The draft's steps as stored, each in the game's own text.
    fn draft_texts(&self, table: &Self::Table) -> Vec<String>;

    /// Takes the draft's last step back; `false` when it has none.
    fn take_back(&self, table: &mut Self::Table) -> bool;

    /// The private preview of `table`'s draft in `language` (the
    /// mover's): its words and its picture. The pipeline adds the
    /// buttons, and asks only once the draft is committed.
    async fn preview(&self, table: &Self::Table, language: Language)
    -> Result<Reply, CommandError>;
}

/// The game a [`Host`] loads for its [`Drafting`].
type TableOf<'a, G> = <Host<'a, G> as Drafting>::Table;

impl<'a, G: HostedGame> Host<'a, G>
where
    Host<'a, G>: Drafting,
{
    /// The channel's active game, in `tx`, if this game plays it; else
    /// the refusal naming the game the channel plays, or saying it has
    /// none.
    pub(crate) async fn active(
        &self,
        tx: &mut Tx,
        channel: &str,
    ) -> Result<TableOf<'a, G>, CommandError> {
        match queries::active_game(tx, channel).await? {
            Some(row) if row.game == self.game.kind() => self.load(tx, row).await,
            Some(row) => refuse(said(
                Message::NotThisGamesCommand,
                &[
                    ("game", &self.service.title_of(&row.game)),
                    ("other", &self.game.title()),
                ],
            )),
            None => refuse(self.no_game_here()),
        }
    }

    /// The channel's active game, or else its latest one, for the views.
    pub(crate) async fn latest(&self, channel: &str) -> Result<TableOf<'a, G>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let row = self.service.current_or_latest_row(&mut tx, channel).await?;
        let table = self.load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(table)
    }

    /// The channel's game in a write transaction, for a turn command of
    /// `caller`, from a button made for `stamp` if one was clicked:
    /// refused unless the button is current and it is the caller's turn.
    /// The caller's seat comes back with the game.
    pub(crate) async fn open_turn(
        &self,
        channel: &str,
        caller: &Caller,
        stamp: Option<Stamp>,
    ) -> Result<(Tx, TableOf<'a, G>, usize), CommandError> {
        let mut tx = self.service.store.write().await?;
        let table = self.active(&mut tx, channel).await?;
        check_stamp_of(self.row(&table), stamp)?;
        let seat = self.mover(&table, caller)?;
        Ok((tx, table, seat))
    }

    /// Stores `seat`'s draft of `table` in `tx` and moves the game's
    /// version on, so that older buttons go stale; the new version.
    pub(crate) async fn store_draft(
        &self,
        tx: &mut Tx,
        table: &TableOf<'a, G>,
        seat: usize,
    ) -> Result<i64, CommandError> {
        let id = self.row(table).id;
        queries::set_draft(tx, id, seat as i64, &self.draft_texts(table)).await?;
        Ok(queries::bump_version(tx, id).await?)
    }

    /// Keeps `seat`'s draft of `table` and answers with its preview in
    /// `language`, drawn once the draft is committed: a write transaction holds
    /// SQLite's only write lock, which no picture may keep while it is
    /// drawn, and the draft stands even if drawing fails.
    pub(crate) async fn keep_draft(
        &self,
        mut tx: Tx,
        table: &TableOf<'a, G>,
        seat: usize,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let version = self.store_draft(&mut tx, table, seat).await?;
        tx.commit().await?;
        let mut reply = self.preview(table, language).await?;
        reply.buttons = Button::preview(self.row(table).id, version);
        Ok(vec![reply])
    }

    /// `/undo` (or the Undo button): takes the draft's last step back.
    pub(crate) async fn undo(
        &self,
        channel: &str,
        caller: &Caller,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, mut table, seat) = self.open_turn(channel, caller, stamp).await?;
        if !self.take_back(&mut table) {
            return refuse(Message::NothingToUndo);
        }
        self.keep_draft(tx, &table, seat, caller.language).await
    }
}
