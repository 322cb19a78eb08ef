//! Computer players, the parts every game shares: the [`Level`] a seat
//! plays at, a small seeded random generator ([`Rng`]) so that a seed
//! replays the same choices, and the [`Score`] of an arena with its 95%
//! interval. Each game's search lives with its rules (an `ai` module in
//! the game's own folder); like the rules, it is
//! pure: no I/O, and the clock read only through a [`Thinking`] when the
//! [`Budget`] is wall-clock time; a budget of work instead gives the same
//! turn for a seed on any machine.

mod arena;
mod budget;
mod level;
mod rng;

pub use arena::{Score, elo_of};
pub use budget::{Budget, BudgetError, Deepening, MAX_MILLIS, MAX_WORK, Thinking};
pub use level::{Level, ParseLevelError};
pub use rng::Rng;
