//! Pictures of a Palanquée position: the text board of `palanquee show`,
//! and the board picture (PNG) that tells the last turn's story. Shapes,
//! fonts and the palette PNG encoder are the shared kit of
//! [`crate::picture`].
//!
//! The PNG side, one file per concept: [`layout`] (pixel geometry, R1-R4),
//! [`palette`] (colour-blind-safe colours), `sprites` (pieces drawn once),
//! `board` (the empty board, drawn once per language), `assets` (what is
//! drawn once per process), `specimen` (the pictures the PNG palette is
//! learnt from, once per process), [`story`] (what the last turn did, R21 claims
//! included), [`status`] (actions of the player to move, the result, the
//! advanced rules' facts, all asked of the engine), `advanced` (the marks
//! of the advanced rules on the board: parasites, buttons, bonus leaves,
//! R30, R32, R36), `panel` (the side panel's composition), `pen` (its text
//! layout), `texts` (every sentence the picture writes, in English and in
//! French), `legend` (the legend and the last turn's icons) and [`draw`]
//! (the entry point [`render_png`]).
//!
//! Every render call takes the [`Language`](crate::language::Language)
//! its words are in: English or French.
//!
//! Rendering takes a few milliseconds of CPU: async callers run it with
//! `tokio::task::spawn_blocking` (see [`draw`]).

pub mod text;

mod advanced;
mod assets;
mod board;
pub mod draw;
pub mod layout;
mod legend;
pub mod palette;
mod panel;
mod pen;
mod specimen;
mod sprites;
pub mod status;
pub mod story;
mod texts;

pub use crate::picture::RenderError;
pub use draw::{encode_png, prepare, render_image, render_png};
pub use status::{ActionsLeft, BonusLeaf, Button, Group, Parasite, PlantActions, Status};
pub use story::{Removal, RemovalReason, TurnStory};
