//! The Palago tile, its three orientations and the placement text
//! `q,r:k` (P3, P4, P13); reading that text is in
//! [`notation`](super::notation).
//!
//! Every tile carries one straight through its centre and two arcs. The
//! arcs cut off two **tips**, small discs around two opposite corners, one
//! white and one blue; the straight splits the rest into two **bridges**,
//! each holding the two other corners of its colour. Orientation `k` is
//! orientation 0 turned `k` thirds of a turn clockwise:
//!
//! | `k` | straight | white tip | blue tip | white bridge | blue bridge |
//! |---|---|---|---|---|---|
//! | `0` `\|` | sides 0-3 | c1 | c4 | c3, c5 | c0, c2 |
//! | `1` `\`  | sides 5-2 | c3 | c0 | c5, c1 | c2, c4 |
//! | `2` `/`  | sides 1-4 | c5 | c2 | c1, c3 | c4, c0 |
//!
//! A tile turned by a sixth would put white where its neighbours show blue
//! on every side, so three orientations are all there is (P4).

use std::fmt;

use super::cell::{Cell, Colour};

/// One of the three ways a tile can lie (P4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Orientation {
    /// `0`: the straight upright, joining sides 0 (N) and 3 (S).
    Upright,
    /// `1`: the straight leaning like `\`, joining sides 5 (NW) and 2 (SE).
    LeaningLeft,
    /// `2`: the straight leaning like `/`, joining sides 1 (NE) and 4 (SW).
    LeaningRight,
}

/// What part of a tile holds a given corner (P3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// The small disc around the corner: it joins nothing beyond it.
    Tip,
    /// A bridge: it joins the corner to the tile's other corner of the
    /// same colour.
    Bridge {
        /// The bridge's other corner (0..6).
        other_corner: usize,
    },
}

impl Orientation {
    /// The three orientations, numbered `0`, `1`, `2`.
    pub const ALL: [Orientation; 3] = [
        Orientation::Upright,
        Orientation::LeaningLeft,
        Orientation::LeaningRight,
    ];

    /// The number `k` of the orientation (P4).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The orientation numbered `k`, if `k` is 0, 1 or 2.
    #[must_use]
    pub const fn from_index(k: usize) -> Option<Orientation> {
        match k {
            0 => Some(Orientation::Upright),
            1 => Some(Orientation::LeaningLeft),
            2 => Some(Orientation::LeaningRight),
            _ => None,
        }
    }

    /// The corner (0..6) of the tip of `colour`: white `2k+1`, blue `2k+4`.
    #[must_use]
    pub const fn tip(self, colour: Colour) -> usize {
        let k = self.index();
        match colour {
            Colour::White => (2 * k + 1) % 6,
            Colour::Blue => (2 * k + 4) % 6,
        }
    }

    /// The two corners of the bridge of `colour`: white `2k+3, 2k+5`, blue
    /// `2k, 2k+2`.
    #[must_use]
    pub const fn bridge(self, colour: Colour) -> [usize; 2] {
        let k = self.index();
        match colour {
            Colour::White => [(2 * k + 3) % 6, (2 * k + 5) % 6],
            Colour::Blue => [(2 * k) % 6, (2 * k + 2) % 6],
        }
    }

    /// The two sides (0..6) the straight joins: `2k` and `2k+3`.
    #[must_use]
    pub const fn straight(self) -> [usize; 2] {
        let k = self.index();
        [(2 * k) % 6, (2 * k + 3) % 6]
    }

    /// The piece of the tile at corner `corner` (0..6).
    #[must_use]
    pub const fn piece_at(self, corner: usize) -> Piece {
        let k = self.index();
        // Counted from corner 2k: tips at 1 and 4, bridges 0-2 and 3-5.
        let offset = (corner % 6 + 6 - (2 * k) % 6) % 6;
        let other_offset = match offset {
            1 | 4 => return Piece::Tip,
            0 => 2,
            2 => 0,
            3 => 5,
            _ => 3,
        };
        Piece::Bridge {
            other_corner: (2 * k + other_offset) % 6,
        }
    }

    /// A one-character drawing of the straight: `|`, `\` or `/`.
    #[must_use]
    pub const fn glyph(self) -> char {
        match self {
            Orientation::Upright => '|',
            Orientation::LeaningLeft => '\\',
            Orientation::LeaningRight => '/',
        }
    }
}

impl fmt::Display for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index())
    }
}

/// A tile laid on a cell in an orientation: the text `q,r:k` (P13).
///
/// ```
/// use palanquee::games::palago::Placement;
/// let placement: Placement = "1,-1:2".parse().unwrap();
/// assert_eq!(placement.to_string(), "1,-1:2");
/// let turned: Result<Placement, _> = "0,0:4".parse();
/// assert!(turned.unwrap_err().to_string().starts_with("P4:"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Placement {
    /// Where the tile goes.
    pub cell: Cell,
    /// How it lies.
    pub orientation: Orientation,
}

impl Placement {
    /// The tile `orientation` on `cell`.
    #[must_use]
    pub const fn new(cell: Cell, orientation: Orientation) -> Placement {
        Placement { cell, orientation }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.cell, self.orientation)
    }
}
