//! The open lines of a table, as the searches read them: every region
//! (P10) with the empty cells it still waits on, and the placements that
//! would close a creature now.
//!
//! A region closes when every one of its vertices has its three cells
//! filled, so the empty cells around its vertices (its *liberties*) say
//! how near it is to closing: a region with one liberty is closed by the
//! right tile there, one with two adjacent liberties by a pair. Only a
//! cell that is some region's last liberty can close anything, so the
//! placements that end the game are found by judging only those cells.
//! This is facts, not judgement: each search weighs them its own way.

use smallvec::SmallVec;

use super::super::cell::{Cell, Colour, GRID_SIZE};
use super::super::regions::{around, corner_id, creatures_closed_by};
use super::super::table::Table;
use super::super::tile::{Orientation, Piece, Placement};
use super::board::placements_on;

/// Liberties counted exactly up to this many; more count as this.
const LIBERTIES_KEPT: usize = 3;

/// An open line: a region not yet closed.
#[derive(Clone, Debug)]
pub(crate) struct Line {
    /// Its colour.
    pub colour: Colour,
    /// Its straights (bridges): a creature needs one (P10).
    pub straights: u16,
    /// Its vertices.
    pub size: u16,
    /// Its empty neighbouring cells, the first [`LIBERTIES_KEPT`].
    pub liberties: SmallVec<[Cell; LIBERTIES_KEPT]>,
    /// Whether it has more liberties than those kept.
    pub more: bool,
}

impl Line {
    /// Its number of liberties, counted up to [`LIBERTIES_KEPT`] + 1.
    pub fn liberty_count(&self) -> usize {
        self.liberties.len() + usize::from(self.more)
    }

    /// Whether a turn of two adjacent tiles could cover all its
    /// liberties.
    pub fn closable_by_a_pair(&self) -> bool {
        match self.liberties.as_slice() {
            [_] => !self.more,
            [a, b] => !self.more && a.is_adjacent(*b),
            _ => false,
        }
    }
}

/// A cell some line waits on alone, with what each orientation there
/// closes: `[white, blue]` per orientation (P11).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Closing {
    /// The cell.
    pub cell: Cell,
    /// Per orientation `0`, `1`, `2`: the colours of the creatures it
    /// would close.
    pub closes: [[bool; 2]; 3],
}

impl Closing {
    /// An orientation that closes a creature of `colour` only: a win for
    /// `colour`, whoever lays it.
    pub fn win_for(&self, colour: Colour) -> Option<Placement> {
        let (own, other) = (colour as usize, colour.other() as usize);
        (0..3)
            .find(|&k| self.closes[k][own] && !self.closes[k][other])
            .and_then(|k| Orientation::from_index(k).map(|o| Placement::new(self.cell, o)))
    }

    /// Whether every orientation here closes something: the cell cannot
    /// be filled without ending the game.
    pub fn is_poisoned(&self) -> bool {
        self.closes.iter().all(|c| c[0] || c[1])
    }

    /// Whether `placement` (on this cell) closes any creature.
    pub fn ends(&self, placement: Placement) -> bool {
        let [white, blue] = self.closes[placement.orientation.index()];
        white || blue
    }
}

/// The lines and closing cells of one table.
#[derive(Clone, Debug, Default)]
pub(crate) struct Lines {
    /// Every open region with at least one straight.
    pub lines: Vec<Line>,
    /// Every cell that is some region's last liberty.
    pub closing: Vec<Closing>,
}

impl Lines {
    /// The closing facts of `cell`, if it is some region's last liberty.
    pub fn closing_at(&self, cell: Cell) -> Option<&Closing> {
        self.closing.iter().find(|c| c.cell == cell)
    }

    /// The cells where a tile wins for `colour`, with the placement.
    pub fn wins_for(&self, colour: Colour) -> impl Iterator<Item = Placement> + '_ {
        self.closing.iter().filter_map(move |c| c.win_for(colour))
    }
}

/// Reads tables into [`Lines`], reusing its marks between tables.
#[derive(Clone, Debug)]
pub(crate) struct Reader {
    marks: Vec<u32>,
    generation: u32,
    stack: Vec<usize>,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader {
            marks: vec![0; GRID_SIZE * 2],
            generation: 0,
            stack: Vec::with_capacity(64),
        }
    }
}

impl Reader {
    /// The lines and closing cells of `table`.
    pub fn read(&mut self, table: &Table, into: &mut Lines) {
        into.lines.clear();
        into.closing.clear();
        self.next_generation();
        let mut last_liberties: SmallVec<[Cell; 16]> = SmallVec::new();
        for placement in table.placements() {
            let slot = placement.cell.slot();
            for corner in 0..6 {
                let start = corner_id(slot, corner);
                if self.marks[start] == self.generation {
                    continue;
                }
                let line = self.region(table, start);
                if let ([cell], false) = (line.liberties.as_slice(), line.more)
                    && !last_liberties.contains(cell)
                {
                    last_liberties.push(*cell);
                }
                if line.straights > 0 && !line.liberties.is_empty() {
                    into.lines.push(line);
                }
            }
        }
        for cell in last_liberties {
            let closes = placements_on(cell).map(|p| creatures_closed_by(table, p));
            into.closing.push(Closing { cell, closes });
        }
    }

    fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.marks.fill(0);
            self.generation = 1;
        }
    }

    /// The region through vertex `start`, marking its vertices.
    fn region(&mut self, table: &Table, start: usize) -> Line {
        let mut liberties: SmallVec<[Cell; LIBERTIES_KEPT]> = SmallVec::new();
        let (mut more, mut bridge_ends, mut size) = (false, 0u16, 0u16);
        self.stack.clear();
        self.stack.push(start);
        self.marks[start] = self.generation;
        while let Some(id) = self.stack.pop() {
            size += 1;
            for (slot, corner) in around(id) {
                let Some(orientation) = table.tile_in_slot(slot) else {
                    match Cell::from_slot(slot) {
                        Some(cell) if liberties.contains(&cell) => {}
                        Some(cell) if liberties.len() < LIBERTIES_KEPT => liberties.push(cell),
                        _ => more = true,
                    }
                    continue;
                };
                if let Piece::Bridge { other_corner } = orientation.piece_at(corner) {
                    bridge_ends += 1;
                    let other = corner_id(slot, other_corner);
                    if self.marks[other] != self.generation {
                        self.marks[other] = self.generation;
                        self.stack.push(other);
                    }
                }
            }
        }
        Line {
            colour: super::super::cell::Vertex::from_id(start).colour(),
            straights: bridge_ends / 2,
            size,
            liberties,
            more,
        }
    }
}
