//! How strongly a computer plays: the four levels players choose, a
//! ladder from a true beginner's opponent to `hard` (each step measured in
//! the arena, README "Computer levels"), and the two fixed baselines the
//! arena measures them against.

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
    /// For a first game: mostly random, but it takes what lies in reach
    /// (each game says what, in its own words).
    Beginner,
    /// The greedy choice, but now and then a random one (visible
    /// mistakes).
    Easy,
    /// A short look ahead: single threats seen, deeper tactics missed.
    Medium,
    /// A search of the turn within its thinking time.
    Hard,
}

impl Level {
    /// Every level, baselines first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Greedy,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
    ];

    /// The levels a person chooses from, weakest first: the ladder.
    pub const LADDER: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard];

    /// The name typed (`level:hard`) and shown.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Beginner => "beginner",
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
#[error(
    "`{0}` is not a level: beginner, easy, medium or hard (or the baselines random and greedy)"
)]
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
