//! Palanquée (Ludovic Robillard) and Palago (Cameron Browne), hex games
//! played asynchronously.
//!
//! Layers, data flowing one way: each game in [`games`] (its exact rules,
//! pure, and its picture, drawn with the shared kit of [`picture`]) →
//! [`store`] (an embedded SQLite file, or PostgreSQL shared by several
//! processes) and [`commands`] (the games as players use them, for
//! any front end; the shared commands reach each game through one trait
//! and a registry) → the front ends: [`local`] (the terminal), [`discord`]
//! (the bot) and [`cli`] (`palanquee play`, `show`, `legal`, `ai` and
//! `arena`). What a
//! change announces is kept in the store's outbox with the change, so no
//! front end can lose it. Computer players ([`ai`], and each game's `ai`
//! module) are pure like the rules.
//!
//! Rules are quoted by the ids of the projects' rulings pages: R1..R36 for
//! Palanquée, P1..P15 for Palago.

#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

pub mod ai;
pub mod cli;
pub mod commands;
pub mod discord;
pub mod games;
pub mod language;
pub mod local;
pub mod operations;
pub mod picture;
pub mod registry;
pub mod store;
pub mod telemetry;
pub mod tournament;
pub mod words;
