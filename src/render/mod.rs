//! Pictures of a position: the text board of `palanquee show`, and the
//! board picture (PNG) that tells the last turn's story.
//!
//! The PNG side, one file per concept: [`layout`] (pixel geometry, R1-R4),
//! [`palette`] (colour-blind-safe colours), `shapes` (anti-aliased shapes
//! from signed distances), `fonts` (the embedded DejaVu Sans), `sprites`
//! (pieces drawn once), `board` (the empty board drawn once), `assets`
//! (what is drawn once per process), `encode` (palette PNG), `error`
//! ([`RenderError`]), [`story`] (what the last turn did, R21 claims
//! included), [`status`] (actions of the player to move, the result, the
//! advanced rules' facts), `advanced` (the marks of the advanced rules on
//! the board: parasites, buttons, bonus leaves, R30, R32, R36), `panel`
//! (the side panel) and [`picture`] (the entry point [`render_png`]).
//!
//! Rendering takes a few milliseconds of CPU: async callers run it with
//! `tokio::task::spawn_blocking` (see [`picture`]).

pub mod text;

mod advanced;
mod assets;
mod board;
pub(crate) mod encode;
mod error;
pub(crate) mod fonts;
pub mod layout;
pub mod palette;
mod panel;
pub mod picture;
pub(crate) mod shapes;
mod sprites;
pub mod status;
pub mod story;

pub use error::RenderError;
pub use picture::{encode_png, prepare, render_image, render_png};
pub use status::{ActionsLeft, BonusLeaf, Button, Group, Parasite, PlantActions, Status};
pub use story::{Removal, RemovalReason, TurnStory};
