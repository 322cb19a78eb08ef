//! The tiles on the table, kept in a fixed grid with the set of empty cells
//! next to them (P1, P6-P8).
//!
//! The game judges a turn before laying any of it, so a refused turn never
//! touches the table.

use super::cell::{Cell, GRID_SIZE, SLOT_STEPS};
use super::tile::{Orientation, Placement};

/// No slot: the frontier does not hold the cell.
const ABSENT: u16 = u16::MAX;

/// The tiles laid so far and what is around them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    /// Per grid slot: 0 when empty, else 1 + the orientation's number.
    tiles: Box<[u8]>,
    /// Per grid slot: how many of its six neighbours hold a tile.
    filled_neighbours: Box<[u8]>,
    /// Slots of the empty cells within reach that touch a tile.
    frontier: Vec<u16>,
    /// Per grid slot: its index in `frontier`, or [`ABSENT`].
    frontier_index: Box<[u16]>,
    /// Per tile laid: the index in `frontier` its cell left, or
    /// [`ABSENT`], so that lifting it puts every cell back in its place.
    left_frontier_at: Vec<u16>,
    /// The tiles in the order they were laid.
    placed: Vec<Placement>,
}

impl Default for Table {
    fn default() -> Table {
        Table::new()
    }
}

impl Table {
    /// The empty table.
    #[must_use]
    pub fn new() -> Table {
        Table {
            tiles: vec![0; GRID_SIZE].into_boxed_slice(),
            filled_neighbours: vec![0; GRID_SIZE].into_boxed_slice(),
            frontier: Vec::with_capacity(128),
            frontier_index: vec![ABSENT; GRID_SIZE].into_boxed_slice(),
            left_frontier_at: Vec::with_capacity(48),
            placed: Vec::with_capacity(48),
        }
    }

    /// A table holding exactly `placements`, laid in that order without
    /// judging any rule (no turns, no connection, no end): for studying
    /// shapes with [`regions`](super::regions::regions), as the facts of
    /// P15 do. `None` when two placements share a cell.
    ///
    /// ```
    /// use palanquee::games::palago::{Table, regions};
    /// let bone: Vec<_> = "0,0:0 0,-1:2 1,-1:0 0,1:1 1,0:0"
    ///     .split(' ')
    ///     .map(|p| p.parse().unwrap())
    ///     .collect();
    /// let table = Table::with_tiles(&bone).unwrap();
    /// assert_eq!(regions(&table).iter().filter(|r| r.is_creature()).count(), 1);
    /// ```
    #[must_use]
    pub fn with_tiles(placements: &[Placement]) -> Option<Table> {
        let mut table = Table::new();
        for &placement in placements {
            if !table.is_free(placement.cell) {
                return None;
            }
            table.place(placement);
        }
        Some(table)
    }

    /// The tile on `cell`, if any.
    #[must_use]
    pub fn tile_at(&self, cell: Cell) -> Option<Orientation> {
        self.tile_in_slot(cell.slot())
    }

    /// The tile in a grid slot, if any.
    pub(crate) fn tile_in_slot(&self, slot: usize) -> Option<Orientation> {
        match self.tiles.get(slot) {
            Some(&code) if code > 0 => Orientation::from_index(usize::from(code - 1)),
            _ => None,
        }
    }

    /// Whether `cell` holds no tile.
    #[must_use]
    pub fn is_free(&self, cell: Cell) -> bool {
        self.tiles[cell.slot()] == 0
    }

    /// How many of the six neighbours of `cell` hold a tile.
    #[must_use]
    pub fn filled_neighbours(&self, cell: Cell) -> usize {
        usize::from(self.filled_neighbours[cell.slot()])
    }

    /// Whether `cell` shares a side with a tile on the table.
    #[must_use]
    pub fn touches(&self, cell: Cell) -> bool {
        self.filled_neighbours(cell) > 0
    }

    /// Whether `cell` is a single hole: empty, with all six neighbours
    /// filled (P8).
    #[must_use]
    pub fn is_single_hole(&self, cell: Cell) -> bool {
        self.is_free(cell) && self.filled_neighbours(cell) == 6
    }

    /// The empty cells that touch a tile, in no particular order.
    pub fn frontier(&self) -> impl Iterator<Item = Cell> + '_ {
        self.frontier
            .iter()
            .filter_map(|&slot| Cell::from_slot(usize::from(slot)))
    }

    /// The `index`-th cell of the frontier (for drawing one at random).
    pub(crate) fn frontier_cell(&self, index: usize) -> Option<Cell> {
        let slot = *self.frontier.get(index)?;
        Cell::from_slot(usize::from(slot))
    }

    /// The number of empty cells that touch a tile.
    #[must_use]
    pub fn frontier_len(&self) -> usize {
        self.frontier.len()
    }

    /// The single holes on the table (P8), in grid order.
    #[must_use]
    pub fn single_holes(&self) -> Vec<Cell> {
        let mut holes: Vec<Cell> = self
            .frontier()
            .filter(|&cell| self.is_single_hole(cell))
            .collect();
        holes.sort_unstable();
        holes
    }

    /// The tiles in the order they were laid.
    #[must_use]
    pub fn placements(&self) -> &[Placement] {
        &self.placed
    }

    /// The number of tiles on the table.
    #[must_use]
    pub fn len(&self) -> usize {
        self.placed.len()
    }

    /// Whether no tile has been laid.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.placed.is_empty()
    }

    /// Lays a tile on a free cell. The caller has checked the rules.
    pub(crate) fn place(&mut self, placement: Placement) {
        let slot = placement.cell.slot();
        self.tiles[slot] = 1 + placement.orientation.index() as u8;
        let left_at = self.frontier_index[slot];
        if left_at != ABSENT {
            self.remove_from_frontier(slot);
        }
        self.left_frontier_at.push(left_at);
        for step in SLOT_STEPS {
            let neighbour = slot.wrapping_add_signed(step);
            self.filled_neighbours[neighbour] += 1;
            if self.tiles[neighbour] == 0
                && self.frontier_index[neighbour] == ABSENT
                && Cell::from_slot(neighbour).is_some()
            {
                self.frontier_index[neighbour] = self.frontier.len() as u16;
                self.frontier.push(neighbour as u16);
            }
        }
        self.placed.push(placement);
    }

    /// Lifts the last tile laid, `placement`, leaving the table exactly as
    /// it was before [`Table::place`] laid it, the frontier's order
    /// included: a search's move order, whose ties follow that order,
    /// then depends on the position alone, never on what was searched
    /// before it. For searches that lay and lift tiles instead of
    /// copying the table.
    pub(crate) fn unplace(&mut self, placement: Placement) {
        let slot = placement.cell.slot();
        self.tiles[slot] = 0;
        self.placed.pop();
        // The cells the tile brought into the frontier are its last
        // entries, in the order of the steps: take them off backwards.
        for &step in SLOT_STEPS.iter().rev() {
            let neighbour = slot.wrapping_add_signed(step);
            self.filled_neighbours[neighbour] -= 1;
            if self.tiles[neighbour] == 0
                && self.filled_neighbours[neighbour] == 0
                && self.frontier_index[neighbour] != ABSENT
            {
                debug_assert_eq!(self.frontier.last(), Some(&(neighbour as u16)));
                self.remove_from_frontier(neighbour);
            }
        }
        match self.left_frontier_at.pop() {
            Some(index) if index != ABSENT => self.return_to_frontier(slot, index),
            _ => {}
        }
    }

    /// Puts `slot` back at `index` of the frontier, undoing
    /// [`Table::remove_from_frontier`]: the entry that took its place
    /// goes back to the end.
    fn return_to_frontier(&mut self, slot: usize, index: u16) {
        let at = usize::from(index);
        if let Some(&moved) = self.frontier.get(at) {
            self.frontier_index[usize::from(moved)] = self.frontier.len() as u16;
            self.frontier.push(moved);
            self.frontier[at] = slot as u16;
        } else {
            self.frontier.push(slot as u16);
        }
        self.frontier_index[slot] = index;
    }

    /// Removes `slot` from the frontier by moving the last entry into its
    /// place.
    fn remove_from_frontier(&mut self, slot: usize) {
        let index = usize::from(self.frontier_index[slot]);
        self.frontier.swap_remove(index);
        if let Some(&moved) = self.frontier.get(index) {
            self.frontier_index[usize::from(moved)] = index as u16;
        }
        self.frontier_index[slot] = ABSENT;
    }
}
