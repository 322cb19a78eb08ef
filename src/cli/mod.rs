//! The command-line contracts of the engine subcommands `palanquee play`,
//! `show`, `legal`, `ai` and `arena`, for every game: each game's file
//! implements [`engine::EngineCli`] in its own folder (`games/<game>/cli/`) and [`crate::registry`] lists them, so the
//! program reaches a game by its `--game` key alone. Other tools depend on
//! these forms.
//!
//! Exit codes of `play`: 0 when every action or turn was legal, 1 when one
//! was refused by the rules (stderr names the ruling; nothing after it is
//! played), 2 for malformed input.

pub mod arena;
pub mod engine;
pub mod outcome;
pub mod pairings;

pub use outcome::{EXIT_ILLEGAL, EXIT_MALFORMED, Outcome, failure, success};
