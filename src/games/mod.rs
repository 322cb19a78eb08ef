//! The games the platform hosts, by name: the one list that the store,
//! the command layer and the front ends consult to tell games apart.
//!
//! Each game's rules, notation and picture live in a folder of their own:
//! [`palanquee`] and [`palago`]; this module names them. A third game adds
//! a folder here, a variant of [`GameKind`], and its arm in each `match`
//! on it that the compiler then lists (the command layer's dispatch in
//! `commands::Service::run` first).

pub mod options;
pub mod palago;
pub mod palanquee;

use std::fmt;
use std::str::FromStr;

use crate::games::palanquee::Rules;

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

/// How each game is described to players: seats, options, refusals of
/// the lobby. The lobby is shared; these words are what differ.
impl GameKind {
    /// How many play: `2-5 players`.
    #[must_use]
    pub const fn seats_in_words(self) -> &'static str {
        match self {
            GameKind::Palanquee => "2-5 players",
            GameKind::Palago => "two players: seat 1 is White and moves first",
        }
    }

    /// Seat `seat` (from 0) as players know it: a letter (Palanquée) or a
    /// colour (Palago).
    #[must_use]
    pub fn seat_name(self, seat: usize) -> String {
        match (self, seat) {
            (GameKind::Palago, 0) => "White".into(),
            (GameKind::Palago, _) => "Blue".into(),
            (GameKind::Palanquee, _) => u8::try_from(seat)
                .ok()
                .filter(|&s| s < 5)
                .map_or('?', |s| char::from(b'a' + s))
                .to_string(),
        }
    }

    /// Where a new game's players read the rules first, or nothing
    /// (`options` as stored with the game).
    #[must_use]
    pub fn rules_hint(self, options: &str) -> &'static str {
        match self {
            GameKind::Palago => " The rules in short: /rules topic:palago.",
            GameKind::Palanquee
                if Rules::from_options_text(options).is_ok_and(Rules::is_advanced) =>
            {
                " The advanced rules in short: /rules topic:advanced."
            }
            GameKind::Palanquee => "",
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
