//! The board: 304 flat-topped hexagons in 19 columns and 16 rows, wrapping
//! top to bottom (rulings R1-R6).
//!
//! ```text
//!      A     B     C            Columns B, D, F, … R stand half a cell
//!    ____        ____           lower than their neighbours (R2).
//!   / A1 \ ____ / C1 \          Row 16 touches row 1 (blue edges, R3):
//!   \____// B1 \\____/          every column is a ring of 16 cells.
//!   / A2 \\____// C2 \          Nothing crosses the left side of A or
//!   \____// B2 \\____/          the right side of S (red edges, R4).
//! ```
//!
//! Cells are indexed column-major (`column * 16 + row`) so that one column
//! fits a `u16` in [`CellSet`](super::CellSet).

use std::fmt;
use std::str::FromStr;

/// Number of columns, `A`..`S` (R1).
pub const COLUMN_COUNT: usize = 19;
/// Number of rows, `1`..`16` (R1).
pub const ROW_COUNT: usize = 16;
/// Number of cells on the board (R1).
pub const CELL_COUNT: usize = COLUMN_COUNT * ROW_COUNT;

/// A column `A`..`S`, left to right (R1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Column(u8);

impl Column {
    /// Every column, left to right.
    pub const ALL: [Column; COLUMN_COUNT] = {
        let mut all = [Column(0); COLUMN_COUNT];
        let mut i = 0;
        while i < COLUMN_COUNT {
            all[i] = Column(i as u8);
            i += 1;
        }
        all
    };

    /// The column with this index (A = 0), if it is on the board.
    #[must_use]
    pub const fn new(index: usize) -> Option<Column> {
        if index < COLUMN_COUNT {
            Some(Column(index as u8))
        } else {
            None
        }
    }

    /// Index from the left red edge, A = 0.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column's letter, upper case.
    #[must_use]
    pub const fn letter(self) -> char {
        (b'A' + self.0) as char
    }

    /// Reads a column letter, either case.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Column> {
        let upper = letter.to_ascii_uppercase();
        if upper.is_ascii_uppercase() {
            Column::new((upper as u8 - b'A') as usize)
        } else {
            None
        }
    }

    /// Columns B, D, … R stand half a cell lower (R2).
    #[must_use]
    pub const fn is_lowered(self) -> bool {
        self.0 % 2 == 1
    }

    /// The 16 cells of this column, row 1 first (a ring, R3).
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..ROW_COUNT).map(move |row| Cell::at(self, Row(row as u8)))
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A row `1`..`16`, top to bottom (R1). Stored from 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Row(u8);

impl Row {
    /// The row with this index (row 1 = 0), if it is on the board.
    #[must_use]
    pub const fn new(index: usize) -> Option<Row> {
        if index < ROW_COUNT {
            Some(Row(index as u8))
        } else {
            None
        }
    }

    /// Index from the top, row 1 = 0.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number players read, 1..=16.
    #[must_use]
    pub const fn number(self) -> usize {
        self.0 as usize + 1
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// One of the six directions from a cell of flat-topped hexagons (R2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// Up the column (row − 1, wrapping, R3).
    North,
    /// Up and right.
    NorthEast,
    /// Down and right.
    SouthEast,
    /// Down the column (row + 1, wrapping, R3).
    South,
    /// Down and left.
    SouthWest,
    /// Up and left.
    NorthWest,
}

impl Direction {
    /// The six directions, clockwise from north.
    pub const ALL: [Direction; 6] = [
        Direction::North,
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The three line directions of R5, one per axis: along the column, the
    /// rising diagonal and the falling diagonal. Each line runs both ways.
    pub const AXES: [Direction; 3] = [Direction::North, Direction::NorthEast, Direction::SouthEast];

    /// The direction pointing back.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::NorthWest => Direction::SouthEast,
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// One of the 304 cells, named column letter + row: `A1`, `J8`, `S16` (R1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(u16);

/// Marks a missing neighbour (beyond a red edge) in the table.
const NO_CELL: u16 = u16::MAX;

/// Neighbour table of R2-R4, indexed by cell then [`Direction`].
static NEIGHBOURS: [[u16; 6]; CELL_COUNT] = neighbour_table();

const fn neighbour_table() -> [[u16; 6]; CELL_COUNT] {
    let mut table = [[NO_CELL; 6]; CELL_COUNT];
    let mut column = 0;
    while column < COLUMN_COUNT {
        let mut row = 0;
        while row < ROW_COUNT {
            let up = (row + ROW_COUNT - 1) % ROW_COUNT;
            let down = (row + 1) % ROW_COUNT;
            // R2: even columns touch their side neighbours at rows r-1 and r,
            // odd (lowered) columns at rows r and r+1.
            let (side_up, side_down) = if column % 2 == 0 {
                (up, row)
            } else {
                (row, down)
            };
            let cell = column * ROW_COUNT + row;
            table[cell][Direction::North.index()] = (column * ROW_COUNT + up) as u16;
            table[cell][Direction::South.index()] = (column * ROW_COUNT + down) as u16;
            if column + 1 < COLUMN_COUNT {
                table[cell][Direction::NorthEast.index()] =
                    ((column + 1) * ROW_COUNT + side_up) as u16;
                table[cell][Direction::SouthEast.index()] =
                    ((column + 1) * ROW_COUNT + side_down) as u16;
            }
            if column > 0 {
                table[cell][Direction::NorthWest.index()] =
                    ((column - 1) * ROW_COUNT + side_up) as u16;
                table[cell][Direction::SouthWest.index()] =
                    ((column - 1) * ROW_COUNT + side_down) as u16;
            }
            row += 1;
        }
        column += 1;
    }
    table
}

impl Cell {
    /// The cell at this column and row.
    #[must_use]
    pub const fn at(column: Column, row: Row) -> Cell {
        Cell((column.0 as u16) * ROW_COUNT as u16 + row.0 as u16)
    }

    /// The cell with this index (see the module docs), if on the board.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < CELL_COUNT {
            Some(Cell(index as u16))
        } else {
            None
        }
    }

    /// Column-major index, `column * 16 + row`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell's column.
    #[must_use]
    pub const fn column(self) -> Column {
        Column((self.0 / ROW_COUNT as u16) as u8)
    }

    /// The cell's row.
    #[must_use]
    pub const fn row(self) -> Row {
        Row((self.0 % ROW_COUNT as u16) as u8)
    }

    /// Every cell, column A first, row 1 first within a column.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELL_COUNT as u16).map(Cell)
    }

    /// The neighbour in `direction`, or `None` past a red edge (R2-R4).
    #[must_use]
    pub fn neighbour(self, direction: Direction) -> Option<Cell> {
        let raw = NEIGHBOURS[self.index()][direction.index()];
        (raw != NO_CELL).then_some(Cell(raw))
    }

    /// The 6 neighbours (4 in columns A and S), clockwise from north.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        NEIGHBOURS[self.index()]
            .into_iter()
            .filter(|&raw| raw != NO_CELL)
            .map(Cell)
    }

    /// Whether the two cells touch.
    #[must_use]
    pub fn touches(self, other: Cell) -> bool {
        self.neighbours().any(|n| n == other)
    }

    /// The cells met going from here in `direction`, this cell excluded,
    /// until a red edge; along a column the ring is walked once (R5).
    pub fn ray(self, direction: Direction) -> impl Iterator<Item = Cell> {
        let start = self;
        std::iter::successors(self.neighbour(direction), move |cell| {
            cell.neighbour(direction).filter(|&next| next != start)
        })
    }

    /// Steps between two cells on the cylinder: wrap through the blue edges
    /// allowed, red edges never crossed (R6).
    #[must_use]
    pub fn distance(self, other: Cell) -> usize {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let dq = q2 - q1;
        [-(ROW_COUNT as i32), 0, ROW_COUNT as i32]
            .into_iter()
            .map(|wrap| {
                let dr = r2 + wrap - r1;
                (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
            })
            .min()
            .map_or(0, |d| d as usize)
    }

    /// Axial coordinates of the unwrapped board, for distances.
    fn axial(self) -> (i32, i32) {
        let q = self.column().index() as i32;
        let r = self.row().index() as i32 - (q - (q & 1)) / 2;
        (q, r)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column(), self.row())
    }
}

/// Why a text is not a cell name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCellError {
    /// Nothing was given.
    #[error("a cell is a column letter A-S and a row 1-16, like H8 (R1)")]
    Empty,
    /// The first character is not a column letter.
    #[error("`{0}` is not a cell: columns run from A to S (R1)")]
    BadColumn(String),
    /// What follows the letter is not a row number.
    #[error("`{0}` is not a cell: rows run from 1 to 16 (R1)")]
    BadRow(String),
}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads `H8`, `h8`, `S16`, case-insensitive (R1).
    fn from_str(text: &str) -> Result<Cell, ParseCellError> {
        let mut chars = text.chars();
        let letter = chars.next().ok_or(ParseCellError::Empty)?;
        let column =
            Column::from_letter(letter).ok_or_else(|| ParseCellError::BadColumn(text.into()))?;
        let digits = chars.as_str();
        let bad_row = || ParseCellError::BadRow(text.into());
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad_row());
        }
        let number: usize = digits.parse().map_err(|_| bad_row())?;
        let row = number
            .checked_sub(1)
            .and_then(Row::new)
            .ok_or_else(bad_row)?;
        Ok(Cell::at(column, row))
    }
}
