//! What the shared commands ask of a channel's game, whichever it is: the
//! interface between the command layer and each game's part of it.
//!
//! Seats, the lobby, the outbox, deadlines and computer seats are the
//! layer's own; at each step where games differ (running the game's own
//! commands, `/status`, the opening post, a computer's move, an expired
//! turn, the line of `/mygames`, the refusals of the lobby) the shared
//! code asks the [`HostedGame`] that [`registry::hosted`](super::registry)
//! returns for the row's game, and never names a game itself. Each game
//! implements it once, in its own folder (`palanquee/hosted.rs`,
//! `palago/hosted.rs`).

use async_trait::async_trait;

use super::catalogue::Message;
use super::{Caller, Command, CommandError, Reply, Service};
use crate::store::Tx;
use crate::store::queries::{DeadlineRow, GameRow};

/// How a computer chooses its move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Plan {
    /// Think at its level, and claim out of turn when it can (R21).
    Think,
    /// A plain legal turn, when the thought one could not be published:
    /// no claims, the first legal actions, and the end of the turn as
    /// soon as it is legal.
    Fallback,
    /// Resign (R22): the last resort of a computer whose every turn was
    /// refused, so that the game never waits on it.
    Resign,
}

/// Where a game being played stands, for lists (`/mygames`).
pub(crate) struct Progress {
    /// The round (or turn pair) in progress, from 1.
    pub round: u32,
    /// The seat to move.
    pub seat: i64,
    /// Their name.
    pub name: String,
}

/// A game as the command layer hosts it (see the module docs).
#[async_trait]
pub(crate) trait HostedGame: Send + Sync {
    /// The refusal of `/join` or `/addbot` when every seat is taken.
    fn seats_taken(&self) -> Message;

    /// The refusal of `/start` with too few seated.
    fn too_few_players(&self) -> Message;

    /// The refusal, in a channel playing this game, of a command of
    /// another game (`{command}` is filled in).
    fn not_this_games(&self) -> Message;

    /// The names of this game's `/rules` topics, in the caller's language.
    fn topic_names(&self) -> Vec<&'static str>;

    /// The `/rules` topic `topic` if it is one of this game's (a picture
    /// may come with it).
    async fn rules_topic(
        &self,
        service: &Service,
        topic: &str,
    ) -> Result<Option<Reply>, CommandError>;

    /// `/rules` without a topic in a channel of this game.
    async fn rules_overview(&self, service: &Service) -> Result<Reply, CommandError>;

    /// The game's own commands (turns, undo, board, history…).
    async fn run(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError>;

    /// `/status` of the game of `row`, as `caller` sees it.
    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError>;

    /// The post that opens the game of `row`, in `tx`, once `/start` set
    /// it playing.
    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Reply, CommandError>;

    /// The move a computer seat sends now by `plan`, with who sends it,
    /// if a computer is to move (or, thinking, to claim).
    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError>;

    /// Settles `deadline` of `row` at `now` in `tx` (a reminder or the
    /// turn's end), committing it; what the channel is told, if anything.
    async fn settle_deadline(
        &self,
        service: &Service,
        tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError>;

    /// The round and the player to move of the game of `row`.
    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError>;
}
