//! Palanquée, the hex game of plants by Ludovic Robillard, played
//! asynchronously.
//!
//! Layers, data flowing one way: [`engine`] (the exact rules, pure) →
//! [`render`] (pictures of a position) → [`cli`] (the command-line front
//! end of `palanquee play` and `palanquee show`).
//!
//! Rules are quoted by the ids of the project's rulings page (R1..R36).

#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)
)]

pub mod cli;
pub mod engine;
pub mod render;
