//! Palanquée: its rules, exactly (no I/O, no async, no chat types), and
//! its [`picture`].
//!
//! One file per concept: [`advanced`] (what the advanced rules show on
//! the board now: parasites' hosts, buttons that can launch, bonus
//! leaves), [`geometry`] (cells, directions, distance, R1-R6),
//! [`cell_set`] (regions), [`position`] (pieces and reserves, R7),
//! [`plants`] (R8), [`actions`] (what players do and its text form),
//! [`turn`] (the budget, R9-R12, R20), [`captures`] (R14-R17), [`game`]
//! (applying actions in the order of R13, the end, R18-R23), [`claims`]
//! (the windows of R21), [`report`] (what an event did, for players),
//! [`notation`] (the position text), [`record`] (the game record),
//! [`legal`] (every legal action), [`parasites`] (which seedless groups
//! live, and on whom, R30), [`rules`] (basic or advanced), [`options`]
//! (the rules as stored with a game: `rules:advanced`) and
//! [`shapes`] (the button, how far it launches, and the leaf of the
//! advanced rules, R32, R36).
//! Refusals are [`IllegalAction`] values naming their [`Ruling`] and their
//! [`reasons`] as data.

pub mod actions;
pub mod advanced;
pub mod ai;
pub mod ap_record;
pub mod captures;
pub mod cell_set;
pub mod claims;
pub mod game;
pub mod geometry;
/// Palanquée as the command layer hosts it: its commands, turns, deadlines,
/// computer seats, replays, suggestions and words, the rest of the game's
/// folder above the pure rules (which never use it).
pub(crate) mod hosting;

/// Palanquée on the command line: `play`, `show`, `legal`, `ai` and
/// `arena` (its [`crate::cli::engine::EngineCli`]).
pub mod cli;
pub mod legal;
pub mod notation;
pub mod options;
pub mod parasites;
pub mod picture;
pub mod plants;
pub mod position;
pub mod reasons;
pub mod record;
pub mod report;
pub mod rules;
pub mod rulings;
pub mod shapes;
pub mod turn;
/// What the bot says in this game only, as Fluent files.
pub mod words;

pub use actions::{Action, ParseActionError, parse_actions};
pub use cell_set::CellSet;
pub use game::{ClaimWindow, Game, Outcome, Report};
pub use geometry::{
    CELL_COUNT, COLUMN_COUNT, Cell, Column, Direction, ParseCellError, ROW_COUNT, Row,
};
pub use notation::ParsePositionError;
pub use plants::Plant;
pub use position::{MAX_PLAYERS, MIN_PLAYERS, Piece, PieceKind, Player, Position, Reserve};
pub use reasons::{GroupKind, Reason, Verb};
pub use record::{Event, ParseRecordError, Record};
pub use rules::{ParseRulesError, Rules};
pub use rulings::{IllegalAction, Ruling};
pub use shapes::Leaf;
pub use turn::{Source, SourceKind, Turn};
