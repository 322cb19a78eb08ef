//! Cells of the plane, their sides and corners, and the lattice corners
//! ("vertices") that carry a colour for good (P1, P2).
//!
//! Cells are flat-topped hexagons named by axial coordinates `q,r`; the
//! game's first tile is at `0,0`. Directions are numbered clockwise from
//! north as seen on the picture:
//!
//! ```text
//!                    0,-2
//!           -1,-1            1,-2
//!   -2,0             0,-1            2,-2
//!           -1,0             1,-1
//!   -2,1             0,0             2,-1
//!           -1,1             1,0
//!   -2,2             0,1             2,0
//!           -1,2             1,1
//!                    0,2
//! ```
//!
//! A table of 48 tiles grows one connected group from `0,0`, so no tile can
//! ever stand more than 47 cells from it, and no cell a tile may go in more
//! than 48: [`Cell`] is bounded to that disc ([`MAX_REACH`]), which lets the
//! table live in a fixed array.
//!
//! A cell's text `q,r` is written here and read in
//! [`notation`](super::notation), where its refusals are.

use std::fmt;

/// The farthest a cell can be from `0,0` and still receive a tile: with 48
/// tiles in one connected group started at `0,0`, tiles reach at most 47
/// and the empty cells next to them 48.
pub const MAX_REACH: i32 = 48;

/// Half the width of the internal grid: the disc of [`MAX_REACH`] plus the
/// neighbours and corners of its cells.
pub(crate) const GRID_HALF: i32 = MAX_REACH + 2;
/// Width of the internal grid (cells per `q` column).
pub(crate) const GRID_WIDTH: i32 = 2 * GRID_HALF + 1;
/// Number of slots of the internal grid.
pub(crate) const GRID_SIZE: usize = (GRID_WIDTH * GRID_WIDTH) as usize;

/// A cell of the plane within [`MAX_REACH`] of `0,0` (P1).
///
/// ```
/// use palanquee::games::palago::Cell;
/// let cell: Cell = "-1,2".parse().unwrap();
/// assert_eq!((cell.q(), cell.r()), (-1, 2));
/// assert_eq!(cell.to_string(), "-1,2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell {
    q: i8,
    r: i8,
}

/// The six sides of a cell, clockwise from north (P1). Side `d` faces the
/// neighbour in direction `d`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Side 0, towards `q, r-1`.
    North,
    /// Side 1, towards `q+1, r-1`.
    NorthEast,
    /// Side 2, towards `q+1, r`.
    SouthEast,
    /// Side 3, towards `q, r+1`.
    South,
    /// Side 4, towards `q-1, r+1`.
    SouthWest,
    /// Side 5, towards `q-1, r`.
    NorthWest,
}

impl Direction {
    /// The six directions in their numbering order.
    pub const ALL: [Direction; 6] = [
        Direction::North,
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The number of the direction, 0..6 (P1).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction numbered `index` mod 6.
    #[must_use]
    pub const fn from_index(index: usize) -> Direction {
        Direction::ALL[index % 6]
    }

    /// The step `(dq, dr)` to the neighbour on this side.
    #[must_use]
    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::North => (0, -1),
            Direction::NorthEast => (1, -1),
            Direction::SouthEast => (1, 0),
            Direction::South => (0, 1),
            Direction::SouthWest => (-1, 1),
            Direction::NorthWest => (-1, 0),
        }
    }
}

/// The two colours of the tiles, and the two players (P5): each player's
/// creatures are of their own colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Colour {
    /// White, who moves first.
    White,
    /// Blue.
    Blue,
}

impl Colour {
    /// The seat of this colour's player, from 0: White sits first and
    /// moves first (P5).
    #[must_use]
    pub const fn seat(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Blue => 1,
        }
    }

    /// Both colours, White first.
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Blue];

    /// The other colour.
    #[must_use]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Blue,
            Colour::Blue => Colour::White,
        }
    }

    /// `W` or `B`, as in records (P13).
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Blue => 'B',
        }
    }

    /// The colour of corner `corner` (0..6) of every cell: odd corners are
    /// white, even corners blue (P2).
    #[must_use]
    pub const fn of_corner(corner: usize) -> Colour {
        if corner % 2 == 1 {
            Colour::White
        } else {
            Colour::Blue
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Blue => "Blue",
        })
    }
}

impl Cell {
    /// The first tile's cell, `0,0` (P6).
    pub const ORIGIN: Cell = Cell { q: 0, r: 0 };

    /// The cell `q,r`, or `None` beyond [`MAX_REACH`] of `0,0`.
    #[must_use]
    pub fn new(q: i32, r: i32) -> Option<Cell> {
        if hex_distance(q, r) > MAX_REACH {
            return None;
        }
        Some(Cell {
            q: i8::try_from(q).ok()?,
            r: i8::try_from(r).ok()?,
        })
    }

    /// The axial `q` coordinate (columns, growing to the east).
    #[must_use]
    pub fn q(self) -> i32 {
        i32::from(self.q)
    }

    /// The axial `r` coordinate (growing to the south along a column).
    #[must_use]
    pub fn r(self) -> i32 {
        i32::from(self.r)
    }

    /// The neighbour across side `direction`, or `None` beyond the reach
    /// of any tile.
    #[must_use]
    pub fn neighbour(self, direction: Direction) -> Option<Cell> {
        let (dq, dr) = direction.step();
        Cell::new(self.q() + dq, self.r() + dr)
    }

    /// The neighbours within reach, in direction order.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        Direction::ALL
            .into_iter()
            .filter_map(move |direction| self.neighbour(direction))
    }

    /// The number of steps between two cells.
    #[must_use]
    pub fn distance(self, other: Cell) -> i32 {
        hex_distance(other.q() - self.q(), other.r() - self.r())
    }

    /// Whether the two cells share a side.
    #[must_use]
    pub fn is_adjacent(self, other: Cell) -> bool {
        self.distance(other) == 1
    }

    /// The lattice corner `corner` (0..6, taken mod 6) of this cell (P2).
    #[must_use]
    pub fn vertex(self, corner: usize) -> Vertex {
        let (q, r) = (self.q(), self.r());
        let (q, r, white) = match corner % 6 {
            0 => (q, r, false),
            1 => (q, r, true),
            2 => (q, r + 1, false),
            3 => (q - 1, r + 1, true),
            4 => (q - 1, r + 1, false),
            _ => (q - 1, r, true),
        };
        Vertex::from_parts(q, r, white)
    }

    /// The slot of the cell in the internal grid.
    pub(crate) fn slot(self) -> usize {
        slot_of(self.q(), self.r())
    }

    /// The cell in grid slot `slot`, when it is within reach.
    pub(crate) fn from_slot(slot: usize) -> Option<Cell> {
        let slot = i32::try_from(slot).ok()?;
        Cell::new(slot / GRID_WIDTH - GRID_HALF, slot % GRID_WIDTH - GRID_HALF)
    }
}

/// Hex distance of `(q, r)` from `0,0`, saturated at `i32::MAX`.
pub(crate) fn hex_distance(q: i32, r: i32) -> i32 {
    // In i64: `Cell::new` takes any i32, and `i32::MIN.abs()` or
    // `i32::MAX + 1` would overflow (parsing never panics, P13).
    let (q, r) = (i64::from(q), i64::from(r));
    i32::try_from((q.abs() + r.abs() + (q + r).abs()) / 2).unwrap_or(i32::MAX)
}

/// The grid slot of `(q, r)`; the coordinates are within [`GRID_HALF`].
pub(crate) fn slot_of(q: i32, r: i32) -> usize {
    ((q + GRID_HALF) * GRID_WIDTH + (r + GRID_HALF)) as usize
}

/// The slot step to the neighbour in each direction.
pub(crate) const SLOT_STEPS: [isize; 6] = {
    let mut steps = [0isize; 6];
    let mut d = 0;
    while d < 6 {
        let (dq, dr) = Direction::ALL[d].step();
        steps[d] = (dq * GRID_WIDTH + dr) as isize;
        d += 1;
    }
    steps
};

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.q, self.r)
    }
}

/// A lattice corner, where three cells meet, white or blue for good (P2).
///
/// Its canonical name is `(q, r, k)`: corner 0 (`k = 0`, blue) or corner 1
/// (`k = 1`, white) of cell `q,r`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Vertex {
    q: i8,
    r: i8,
    white: bool,
}

impl Vertex {
    /// The vertex of internal id `slot * 2 + k` (see [`Vertex::id`]).
    pub(crate) fn from_id(id: usize) -> Vertex {
        let slot = (id / 2) as i32;
        Vertex::from_parts(
            slot / GRID_WIDTH - GRID_HALF,
            slot % GRID_WIDTH - GRID_HALF,
            id % 2 == 1,
        )
    }

    fn from_parts(q: i32, r: i32, white: bool) -> Vertex {
        // Corners of cells within reach stay within the grid, well inside i8.
        Vertex {
            q: i8::try_from(q).unwrap_or(i8::MAX),
            r: i8::try_from(r).unwrap_or(i8::MAX),
            white,
        }
    }

    /// The colour of the vertex, the same for the three cells around it.
    #[must_use]
    pub fn colour(self) -> Colour {
        if self.white {
            Colour::White
        } else {
            Colour::Blue
        }
    }

    /// The canonical name `(q, r, k)`.
    #[must_use]
    pub fn name(self) -> (i32, i32, u8) {
        (i32::from(self.q), i32::from(self.r), u8::from(self.white))
    }

    /// The three cells around the vertex with the number of the corner the
    /// vertex is of each (P2), or `None` for a cell out of reach.
    #[must_use]
    pub fn cells(self) -> [(Option<Cell>, usize); 3] {
        let (q, r) = (i32::from(self.q), i32::from(self.r));
        if self.white {
            [
                (Cell::new(q, r), 1),
                (Cell::new(q + 1, r - 1), 3),
                (Cell::new(q + 1, r), 5),
            ]
        } else {
            [
                (Cell::new(q, r), 0),
                (Cell::new(q, r - 1), 2),
                (Cell::new(q + 1, r - 1), 4),
            ]
        }
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}/{}", self.q, self.r, u8::from(self.white))
    }
}
