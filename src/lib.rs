//! Palanquée, the hex game of plants by Ludovic Robillard, played
//! asynchronously.
//!
//! Layers, data flowing one way: [`engine`] (the exact rules, pure) →
//! [`render`] (pictures of a position) → [`store`] (SQLite) and
//! [`commands`] (the game as players use it, for any front end) → the front
//! ends: [`local`] (the terminal), [`discord`] (the bot) and [`cli`]
//! (`palanquee play` and `palanquee show`). What a change announces is
//! kept in the store's outbox with the change, so no front end can lose it.
//!
//! Rules are quoted by the ids of the project's rulings page (R1..R36).

#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

pub mod cli;
pub mod commands;
pub mod discord;
pub mod engine;
pub mod games;
pub mod local;
pub mod palago;
pub mod render;
pub mod store;
