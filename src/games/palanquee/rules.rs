//! Which rules a game plays: the basic game, or the advanced rules that
//! add parasites, launches and leaves (R30-R36). Chosen when the game is
//! created and kept in its record.

use std::fmt;
use std::str::FromStr;

/// The rule set of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Rules {
    /// The basic game (R7-R23).
    #[default]
    Basic,
    /// The basic game plus parasites, launches and leaves (R30-R36).
    Advanced,
}

impl Rules {
    /// Whether parasites, launches and leaves are in play.
    #[must_use]
    pub fn is_advanced(self) -> bool {
        self == Rules::Advanced
    }

    /// The option's name: `basic` or `advanced`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Rules::Basic => "basic",
            Rules::Advanced => "advanced",
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule set's name that is neither `basic` nor `advanced`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rules `{0}`: choose `basic` or `advanced`")]
pub struct ParseRulesError(pub String);

impl FromStr for Rules {
    type Err = ParseRulesError;

    fn from_str(text: &str) -> Result<Rules, ParseRulesError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "basic" => Ok(Rules::Basic),
            "advanced" => Ok(Rules::Advanced),
            _ => Err(ParseRulesError(text.trim().to_string())),
        }
    }
}
