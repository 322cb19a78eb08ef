//! Palago (Cameron Browne, 2008): its rules, exactly (no I/O, no async,
//! no chat types), and its [`picture`]. Rulings P1..P15 of
//! `shared/rules/PALAGO.md`.
//!
//! One file per concept: [`cell`] (cells, directions, corners and their
//! fixed colours, P1, P2), [`tile`] (the tile, its three orientations and
//! the placement text, P3, P4, P13), [`turn`] (one or two placements),
//! [`table`] (the tiles laid and the free cells around them), [`regions`](mod@regions)
//! (regions, creatures and eyes, found incrementally, P10), [`game`]
//! (judging and playing turns, the end, P5-P12), [`legal`] (the mover's
//! legal placements), [`record`] (the record, which is also the
//! position, P13), [`text`] (the table as text) and [`picture`] (the
//! game as a PNG, P14). Refusals are [`Refusal`] values naming their
//! [`Ruling`] and their [`reasons`] as data.

pub mod ai;
pub mod cell;
pub mod game;
pub mod legal;
pub mod options;
pub mod picture;
pub mod reasons;
pub mod record;
pub mod regions;
pub mod rulings;
pub mod table;
pub mod text;
pub mod tile;
pub mod turn;

pub use cell::{Cell, Colour, Direction, MAX_REACH, Vertex};
pub use game::{End, FirstTile, Game, Options, Outcome, TILE_COUNT, TurnReport};
pub use reasons::Reason;
pub use regions::{Region, creatures_through, regions};
pub use rulings::{Refusal, Ruling};
pub use table::Table;
pub use tile::{Orientation, Piece, Placement};
pub use turn::Turn;
