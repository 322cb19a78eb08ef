//! The games' rules, each pure and in a folder of its own ([`palanquee`],
//! [`palago`]), and what the platform knows of a game without knowing
//! which: its key ([`GameKind`], an open name stored with each game), its
//! options' text form ([`options`]), and the interface a game implements
//! to be hosted from its rules alone ([`rules::GameRules`]).
//!
//! Which games a program hosts is the command layer's registry's to say
//! (`commands::Service::with_game` adds one): nothing here lists them.

pub mod ap_record;
pub mod options;
pub mod palago;
pub mod palanquee;
pub mod rules;

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

/// Which game a table plays, by its key (`palago`): an open name, not a
/// closed list, so that a game the crate does not know (one registered by
/// the program that hosts it) is stored and dispatched like the others.
/// Which keys are hosted is the command layer's registry's to say.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameKind(Cow<'static, str>);

/// Longest game key.
const MAX_KEY: usize = 32;

impl GameKind {
    /// The game whose key is `key` (a game's own constant).
    #[must_use]
    pub const fn new(key: &'static str) -> GameKind {
        GameKind(Cow::Borrowed(key))
    }

    /// The name stored and typed (`game:palago`).
    #[must_use]
    pub fn key(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Text that cannot be a game's key: empty, too long, or with other
/// characters than letters, digits, `-` and `_`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a game here: palanquee or palago")]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    /// A key in any case, its accents dropped (`Palanquée` is
    /// `palanquee`); whether a game of that key is hosted is not checked.
    fn from_str(text: &str) -> Result<GameKind, UnknownGame> {
        let key: String = text.trim().to_lowercase().chars().map(unaccented).collect();
        let well_formed = (1..=MAX_KEY).contains(&key.len())
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if well_formed {
            Ok(GameKind(Cow::Owned(key)))
        } else {
            Err(UnknownGame(text.trim().to_owned()))
        }
    }
}

/// `c` without its accent, for the French letters a game's name may hold.
fn unaccented(c: char) -> char {
    match c {
        'à' | 'â' | 'ä' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'î' | 'ï' => 'i',
        'ô' | 'ö' => 'o',
        'ù' | 'û' | 'ü' => 'u',
        'ç' => 'c',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for key in ["palanquee", "palago", "hex"] {
            assert_eq!(key.parse::<GameKind>(), Ok(GameKind::new(key)));
        }
        assert_eq!(
            "Palanquée".parse::<GameKind>(),
            Ok(GameKind::new("palanquee"))
        );
        assert!("".parse::<GameKind>().is_err());
        assert!("two words".parse::<GameKind>().is_err());
        assert!("x".repeat(MAX_KEY + 1).parse::<GameKind>().is_err());
    }
}
