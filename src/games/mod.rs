//! The games the platform hosts, by name: the one list that the store,
//! the command layer and the front ends consult to tell games apart.
//!
//! Each game's rules, notation and picture live in a folder of their own
//! ([`crate::engine`] with [`crate::render`] for Palanquée,
//! [`crate::palago`] for Palago); this module only names them. A third
//! game adds a variant here, its folder, and its arm in the command
//! layer's dispatch (`commands::Service::run`).

use std::fmt;
use std::str::FromStr;

/// Which game a table plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum GameKind {
    /// Palanquée (Ludovic Robillard), 2-5 players, rulings R1..R36.
    #[default]
    Palanquee,
    /// Palago (Cameron Browne), 2 players, rulings P1..P15.
    Palago,
}

impl GameKind {
    /// Every game, in the order menus show them.
    pub const ALL: [GameKind; 2] = [GameKind::Palanquee, GameKind::Palago];

    /// The name stored and typed (`game:palago`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::Palanquee => "palanquee",
            GameKind::Palago => "palago",
        }
    }

    /// The name players read.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Palanquee => "Palanquée",
            GameKind::Palago => "Palago",
        }
    }

    /// The fewest and most seats a game of this kind plays with (R7, P5).
    #[must_use]
    pub const fn seats(self) -> (usize, usize) {
        match self {
            GameKind::Palanquee => (2, 5),
            GameKind::Palago => (2, 2),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// A game name that is none of [`GameKind::ALL`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a game here: palanquee or palago")]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    /// `palanquee` (also `palanquée`) or `palago`, in any case.
    fn from_str(text: &str) -> Result<GameKind, UnknownGame> {
        match text.trim().to_lowercase().as_str() {
            "palanquee" | "palanquée" => Ok(GameKind::Palanquee),
            "palago" => Ok(GameKind::Palago),
            _ => Err(UnknownGame(text.trim().to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in GameKind::ALL {
            assert_eq!(kind.key().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!("Palanquée".parse::<GameKind>(), Ok(GameKind::Palanquee));
        assert!("chess".parse::<GameKind>().is_err());
    }
}
