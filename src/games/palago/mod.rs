//! Palago (Cameron Browne, 2008): its rules, exactly (no I/O, no async,
//! no chat types), and its [`picture`]. Rulings P1..P15 of
//! `shared/rules/PALAGO.md`.
//!
//! One file per concept: [`cell`] (cells, directions, corners and their
//! fixed colours, P1, P2), [`tile`] (the tile, its three orientations and
//! the placement text, P3, P4, P13), [`turn`] (one or two placements),
//! [`table`] (the tiles laid and the free cells around them), [`regions`](mod@regions)
//! (regions, creatures and eyes, found incrementally, P10), [`outcome`]
//! (who won), [`reasons`] (why a text or a placement is refused, as
//! data), [`rulings`] (the ruling ids and the [`Refusal`] naming one),
//! [`notation`] (reading cells, placements and turns, P13), [`game`]
//! (judging and playing turns, the end, P5-P12), [`legal`] (the mover's
//! legal placements), [`record`] (the record, which is also the
//! position, P13), [`options`] (the options as stored with a game, P12's
//! tiebreak), [`text`] (the table as text) and [`picture`] (the game as
//! a PNG, P14).
//!
//! The files form layers, each using only those before it: `cell`,
//! `tile`, `turn`, `table`, `regions`, `outcome`, `reasons`, `rulings`,
//! `notation`, `game`, then `legal`, `options`, `record`, `text`, `ai`
//! and `picture`.

pub mod ai;
pub mod ap_record;
pub mod cell;
pub mod game;
/// Palago as the command layer hosts it: its commands, turns, deadlines,
/// computer seats, replays, suggestions and words, the rest of the game's
/// folder above the pure rules (which never use it).
pub(crate) mod hosting;

/// Palago on the command line: `play`, `show`, `legal`, `ai` and
/// `arena` (its [`crate::cli::engine::EngineCli`]).
pub mod cli;
pub mod legal;
pub mod notation;
pub mod options;
pub mod outcome;
pub mod picture;
pub mod reasons;
pub mod record;
pub mod regions;
pub mod rulings;
pub mod table;
pub mod text;
pub mod tile;
pub mod turn;
/// What the bot says in this game only, as Fluent files.
pub mod words;

pub use cell::{Cell, Colour, Direction, MAX_REACH, Vertex};
pub use game::{End, FirstTile, Game, Options, TILE_COUNT, TurnReport};
pub use outcome::Outcome;
pub use reasons::Reason;
pub use regions::{Region, creatures_through, regions};
pub use rulings::{Refusal, Ruling};
pub use table::Table;
pub use tile::{Orientation, Piece, Placement};
pub use turn::Turn;
