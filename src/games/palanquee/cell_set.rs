//! Sets of cells as one 16-bit ring per column, so that growing a region by
//! one step (R2-R4) is a handful of rotations and the wrap of R3 is free.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use super::geometry::{COLUMN_COUNT, Cell, Column, ROW_COUNT};

/// A set of cells: bit `row` of `columns[c]` stands for the cell at (c, row).
#[derive(Clone, Copy, Eq, Default, Debug)]
pub struct CellSet {
    columns: [u16; COLUMN_COUNT],
}

/// Column by column without branching: the derived comparison calls
/// `memcmp` on the 38 bytes, and flood fills compare once a step.
impl PartialEq for CellSet {
    fn eq(&self, other: &CellSet) -> bool {
        self.columns
            .iter()
            .zip(&other.columns)
            .fold(0, |differ, (a, b)| differ | (a ^ b))
            == 0
    }
}

/// Hashes the columns, as equality compares them.
impl std::hash::Hash for CellSet {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.columns.hash(state);
    }
}

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet {
        columns: [0; COLUMN_COUNT],
    };

    /// All 304 cells.
    pub const FULL: CellSet = CellSet {
        columns: [u16::MAX; COLUMN_COUNT],
    };

    /// The set holding just `cell`.
    #[must_use]
    pub fn single(cell: Cell) -> CellSet {
        let mut set = CellSet::EMPTY;
        set.insert(cell);
        set
    }

    /// Whether `cell` is in the set.
    #[must_use]
    #[inline]
    pub fn contains(&self, cell: Cell) -> bool {
        self.columns[cell.column().index()] & (1 << cell.row().index()) != 0
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.columns[cell.column().index()] |= 1 << cell.row().index();
    }

    /// Removes `cell`.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.columns[cell.column().index()] &= !(1 << cell.row().index());
    }

    /// Whether the set holds no cell.
    #[must_use]
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.columns.iter().all(|&c| c == 0)
    }

    /// Number of cells in the set.
    #[must_use]
    pub fn len(&self) -> usize {
        self.columns.iter().map(|c| c.count_ones() as usize).sum()
    }

    /// The ring of one column as a bit mask, row 1 in bit 0.
    #[must_use]
    pub fn column_bits(&self, column: Column) -> u16 {
        self.columns[column.index()]
    }

    /// Some cell of the set (the first in column-major order).
    #[must_use]
    pub fn first(&self) -> Option<Cell> {
        self.iter().next()
    }

    /// The cells, column A first, row 1 first within a column.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + use<> {
        CellIter {
            columns: self.columns,
            column: 0,
        }
    }

    /// The set and every cell touching it (one step of R2-R4).
    #[must_use]
    pub fn grow(&self) -> CellSet {
        let mut out = CellSet::EMPTY;
        for (c, &bits) in self.columns.iter().enumerate() {
            if bits == 0 {
                continue;
            }
            // Same column: north and south, wrapping (R3).
            out.columns[c] |= bits | bits.rotate_right(1) | bits.rotate_left(1);
            // Side columns: even columns reach rows r-1 and r, odd ones r and r+1 (R2).
            let side = if c % 2 == 0 {
                bits | bits.rotate_right(1)
            } else {
                bits | bits.rotate_left(1)
            };
            if c > 0 {
                out.columns[c - 1] |= side;
            }
            if c + 1 < COLUMN_COUNT {
                out.columns[c + 1] |= side;
            }
        }
        out
    }

    /// The cells touching the set but not in it.
    #[must_use]
    pub fn border(&self) -> CellSet {
        self.grow() - *self
    }

    /// The cells of `within` connected to `start` through `within`
    /// (`start` cells outside `within` are dropped).
    #[must_use]
    pub fn flood(start: CellSet, within: CellSet) -> CellSet {
        let mut region = start & within;
        loop {
            let next = region.grow() & within;
            if next == region {
                return region;
            }
            region = next;
        }
    }

    /// The connected parts of the set.
    pub fn components(self) -> impl Iterator<Item = CellSet> {
        let mut rest = self;
        std::iter::from_fn(move || {
            let cell = rest.first()?;
            let part = CellSet::flood(CellSet::single(cell), rest);
            rest = rest - part;
            Some(part)
        })
    }
}

/// Walks the set bit by bit, skipping empty columns.
struct CellIter {
    columns: [u16; COLUMN_COUNT],
    column: usize,
}

impl Iterator for CellIter {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        loop {
            let bits = self.columns.get_mut(self.column)?;
            if *bits == 0 {
                self.column += 1;
                continue;
            }
            let row = bits.trailing_zeros() as usize;
            *bits &= *bits - 1;
            return Cell::from_index(self.column * ROW_COUNT + row);
        }
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitor(mut self, rhs: CellSet) -> CellSet {
        self |= rhs;
        self
    }
}

impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.columns.iter_mut().zip(rhs.columns) {
            *a |= b;
        }
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    #[inline]
    fn bitand(mut self, rhs: CellSet) -> CellSet {
        self &= rhs;
        self
    }
}

impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.columns.iter_mut().zip(rhs.columns) {
            *a &= b;
        }
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    #[inline]
    fn sub(mut self, rhs: CellSet) -> CellSet {
        for (a, b) in self.columns.iter_mut().zip(rhs.columns) {
            *a &= !b;
        }
        self
    }
}

impl Not for CellSet {
    type Output = CellSet;
    #[inline]
    fn not(self) -> CellSet {
        CellSet::FULL - self
    }
}
