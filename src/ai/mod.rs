//! Computer players, the parts every game shares: the [`Level`] a seat
//! plays at, a small seeded random generator ([`Rng`]) so that a seed
//! replays the same choices, and the [`Score`] of an arena with its 95%
//! interval. Each game's search lives with its rules
//! (`games::palanquee::ai`, `games::palago::ai`); like the rules, it is
//! pure: no I/O, no clock. Thinking time is given as a number of
//! milliseconds and turned into a fixed amount of work, so that a seed
//! gives the same turn on any machine.

mod arena;
mod level;
mod rng;

pub use arena::Score;
pub use level::{Level, ParseLevelError};
pub use rng::Rng;
