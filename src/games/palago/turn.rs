//! A turn: one or two placements in the order laid (P7, P9, P13); reading
//! one is in [`notation`](super::notation).

use std::fmt;

use super::tile::Placement;

/// The tiles a player lays in one turn, in order: two, or one when that
/// tile ends the game (P9). Reading a turn checks only its text (P13, and
/// P4 for a tile turned 60°); the game judges the rest.
///
/// ```
/// use palanquee::games::palago::Turn;
/// let turn: Turn = "0,1:1 1,1:2".parse().unwrap();
/// assert_eq!(turn.placements().len(), 2);
/// assert_eq!(turn.to_string(), "0,1:1 1,1:2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Turn {
    first: Placement,
    second: Option<Placement>,
}

impl Turn {
    /// A turn of two tiles, `first` laid first.
    #[must_use]
    pub const fn pair(first: Placement, second: Placement) -> Turn {
        Turn {
            first,
            second: Some(second),
        }
    }

    /// A turn of one tile, which must end the game (P9).
    #[must_use]
    pub const fn single(tile: Placement) -> Turn {
        Turn {
            first: tile,
            second: None,
        }
    }

    /// The first tile laid.
    #[must_use]
    pub const fn first(&self) -> Placement {
        self.first
    }

    /// The second tile, if the turn has two.
    #[must_use]
    pub const fn second(&self) -> Option<Placement> {
        self.second
    }

    /// The tiles in the order laid.
    #[must_use]
    pub fn placements(&self) -> Vec<Placement> {
        std::iter::once(self.first).chain(self.second).collect()
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.second {
            Some(second) => write!(f, "{} {second}", self.first),
            None => write!(f, "{}", self.first),
        }
    }
}
