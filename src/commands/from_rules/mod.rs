//! A game hosted from its rules alone ([`GameRules`]): the command layer's
//! side of every game registered with [`Service::with_game`]. The lobby,
//! outbox, deadlines, computer seats and ratings are the layer's own, as
//! for the crate's games; this folder adds what a game's folder does for
//! them, once for all such games: `table` (a game loaded and replayed),
//! `turn` (moves added to the draft, publishing, resigning, and its side
//! of the shared draft pipeline, `commands::draft`), `info`
//! (status, board, history, export, the opening post) and `clock`
//! (deadlines and computer seats).
//!
//! Events are the game's moves in its own text, one per event, plus
//! `resign` and `timeout`; a turn is the run of one seat's events.

mod computer;
mod hosted;
mod info;
mod table;
mod turn;

pub(crate) use hosted::RulesGame;
