//! How strongly a computer plays: the three levels players choose, and
//! the two fixed baselines the arena measures them against.

use std::fmt;
use std::str::FromStr;

/// How a computer seat chooses its turns.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Baseline: a uniformly random legal choice at each step.
    Random,
    /// Baseline: each step the choice with the best simple material score
    /// just after it.
    Greedy,
    /// For beginners: the greedy choice, but now and then a random one
    /// (visible mistakes).
    Easy,
    /// Greedy, plus taking a win at once and not handing one over.
    Medium,
    /// A search of the turn within its thinking time.
    Hard,
}

impl Level {
    /// Every level, baselines first.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Greedy,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];

    /// The name typed (`level:hard`) and shown.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is none of [`Level::ALL`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a level: easy, medium or hard (or the baselines random and greedy)")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        let wanted = text.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == wanted)
            .ok_or_else(|| ParseLevelError(text.trim().to_owned()))
    }
}
