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

use super::super::cell::{Cell, Colour, GRID_SIZE, Vertex};
use super::super::regions::{around, corner_id};
use super::super::table::Table;
use super::super::tile::{Orientation, Piece, Placement};

/// Liberties counted exactly up to this many; more count as this.
pub(super) const LIBERTIES_KEPT: usize = 3;

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
    /// Its number among the regions the [`Reader`] read last (for
    /// [`Reader::region_at`]) or the tracker knows.
    pub region: u32,
}

impl Line {
    /// Its number of liberties, counted up to [`LIBERTIES_KEPT`] + 1.
    pub fn liberty_count(&self) -> usize {
        self.liberties.len() + usize::from(self.more)
    }

    /// Whether the region is an open line: it has a straight (a
    /// creature needs one, P10) and a liberty still.
    pub fn is_open_line(&self) -> bool {
        self.straights > 0 && !self.liberties.is_empty()
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

    /// What `placement` would close, `[white, blue]`, on the table these
    /// lines were read from: nothing unless its cell is a last liberty.
    pub fn closed_by(&self, placement: Placement) -> [bool; 2] {
        self.closing_at(placement.cell)
            .map_or([false, false], |c| c.closes[placement.orientation.index()])
    }

    /// The cells where a tile wins for `colour`, with the placement.
    pub fn wins_for(&self, colour: Colour) -> impl Iterator<Item = Placement> + '_ {
        self.closing.iter().filter_map(move |c| c.win_for(colour))
    }

    /// The cells where a tile wins for `colour` (its threats).
    pub fn winning_cells(&self, colour: Colour) -> Vec<Cell> {
        self.wins_for(colour).map(|p| p.cell).collect()
    }

    /// The lines of `colour` that a turn of two adjacent tiles could
    /// close ([`Line::closable_by_a_pair`]).
    pub fn pair_lines(&self, colour: Colour) -> impl Iterator<Item = &Line> + '_ {
        self.lines
            .iter()
            .filter(move |l| l.colour == colour && l.closable_by_a_pair())
    }
}

/// What a reader keeps of every region, lines or not, to judge what a
/// tile on a last liberty closes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Facts {
    /// Its straights.
    pub straights: u16,
    /// Whether its only liberty is one cell.
    pub one_liberty: bool,
}

impl Facts {
    /// The facts of `line`.
    pub fn of(line: &Line) -> Facts {
        Facts {
            straights: line.straights,
            one_liberty: matches!((line.liberties.as_slice(), line.more), ([_], false)),
        }
    }
}

/// The regions at the six corners of a free cell, each as its number
/// and its [`Facts`]; `None` where no tile touches the corner yet.
pub(super) type Corners = [Option<(u32, Facts)>; 6];

/// Walks regions vertex by vertex, marking the vertices met in one
/// generation: a walk never meets a vertex twice.
#[derive(Clone, Debug)]
pub(super) struct Flood {
    /// Per vertex: the generation that last met it.
    marks: Vec<u32>,
    generation: u32,
    stack: Vec<usize>,
}

impl Default for Flood {
    fn default() -> Flood {
        Flood {
            marks: vec![0; GRID_SIZE * 2],
            generation: 0,
            stack: Vec::with_capacity(64),
        }
    }
}

impl Flood {
    /// Starts a generation: no vertex met yet.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.marks.fill(0);
            self.generation = 1;
        }
    }

    /// Whether this generation met vertex `id`.
    pub fn met(&self, id: usize) -> bool {
        self.marks[id] == self.generation
    }

    /// The region through vertex `start`, numbered `region`: `visit` is
    /// told each of its vertices, `piece` each tile's corner in it. The
    /// inner loop looks pieces up in [`PIECES`] and keeps liberties as
    /// grid slots, naming their cells once at the end.
    pub fn region(
        &mut self,
        table: &Table,
        start: usize,
        region: u32,
        mut visit: impl FnMut(usize),
        mut piece: impl FnMut(usize, usize),
    ) -> Line {
        let mut slots: SmallVec<[usize; LIBERTIES_KEPT]> = SmallVec::new();
        let (mut more, mut bridge_ends, mut size) = (false, 0u16, 0u16);
        self.stack.clear();
        self.stack.push(start);
        self.marks[start] = self.generation;
        while let Some(id) = self.stack.pop() {
            size += 1;
            visit(id);
            for (slot, corner) in around(id) {
                let Some(orientation) = table.tile_in_slot(slot) else {
                    if !slots.contains(&slot) {
                        if slots.len() < LIBERTIES_KEPT {
                            slots.push(slot);
                        } else {
                            more = true;
                        }
                    }
                    continue;
                };
                piece(slot, corner);
                let other_corner = PIECES[orientation.index()][corner];
                if other_corner < 6 {
                    bridge_ends += 1;
                    let other = corner_id(slot, usize::from(other_corner));
                    if self.marks[other] != self.generation {
                        self.marks[other] = self.generation;
                        self.stack.push(other);
                    }
                }
            }
        }
        let mut liberties: SmallVec<[Cell; LIBERTIES_KEPT]> = SmallVec::new();
        for slot in slots {
            match Cell::from_slot(slot) {
                Some(cell) => liberties.push(cell),
                None => more = true,
            }
        }
        Line {
            colour: Vertex::from_id(start).colour(),
            straights: bridge_ends / 2,
            size,
            liberties,
            more,
            region,
        }
    }
}

/// Reads tables into [`Lines`], reusing its marks between tables.
#[derive(Clone, Debug)]
pub(crate) struct Reader {
    flood: Flood,
    /// Per vertex met this generation: its region in `facts`.
    region_of: Vec<u32>,
    facts: Vec<Facts>,
}

impl Default for Reader {
    fn default() -> Reader {
        Reader {
            flood: Flood::default(),
            region_of: vec![0; GRID_SIZE * 2],
            facts: Vec::with_capacity(64),
        }
    }
}

impl Reader {
    /// The lines and closing cells of `table`.
    pub fn read(&mut self, table: &Table, into: &mut Lines) {
        into.lines.clear();
        into.closing.clear();
        self.facts.clear();
        self.flood.next_generation();
        let mut last_liberties: SmallVec<[Cell; 16]> = SmallVec::new();
        for placement in table.placements() {
            let slot = placement.cell.slot();
            for corner in 0..6 {
                let start = corner_id(slot, corner);
                if self.flood.met(start) {
                    continue;
                }
                let index = self.facts.len() as u32;
                let region_of = &mut self.region_of;
                let line =
                    self.flood
                        .region(table, start, index, |id| region_of[id] = index, |_, _| {});
                let facts = Facts::of(&line);
                self.facts.push(facts);
                if facts.one_liberty && !last_liberties.contains(&line.liberties[0]) {
                    last_liberties.push(line.liberties[0]);
                }
                if line.is_open_line() {
                    into.lines.push(line);
                }
            }
        }
        for cell in last_liberties {
            let closes = self.closes_at(cell);
            into.closing.push(Closing { cell, closes });
        }
    }

    /// What each orientation of a tile on the free `cell` closes,
    /// `[white, blue]`, from the regions just read ([`closes`]).
    fn closes_at(&self, cell: Cell) -> [[bool; 2]; 3] {
        let slot = cell.slot();
        closes(std::array::from_fn(|corner| {
            let id = corner_id(slot, corner);
            self.flood.met(id).then(|| {
                let region = self.region_of[id];
                (region, self.facts[region as usize])
            })
        }))
    }

    /// The region the last table read holds at `corner` of `cell` (a
    /// [`Line::region`]), or `None` when no tile touches that corner.
    pub fn region_at(&self, cell: Cell, corner: usize) -> Option<u32> {
        let id = corner_id(cell.slot(), corner);
        self.flood.met(id).then(|| self.region_of[id])
    }
}

/// What each orientation of a tile on a free cell closes, `[white,
/// blue]`, given the regions at its `corners`: the tile's bridges join
/// the regions at its corners; a joined region closes when every region
/// in it had this cell as its only liberty (a corner no tile touched yet
/// is open), and is a creature when it holds a straight (P10, P11). The
/// same answer as [`super::super::regions::creatures_closed_by`],
/// without walking the regions.
pub(super) fn closes(corners: Corners) -> [[bool; 2]; 3] {
    let shut = corners.map(|r| r.is_some_and(|(_, facts)| facts.one_liberty));
    if !shut.contains(&true) {
        return [[false; 2]; 3];
    }
    // A creature needs a straight: a shut region with one, or a bridge
    // of the tile between two shut corners.
    let straight =
        (0..6).any(|c| shut[c] && corners[c].is_some_and(|(_, facts)| facts.straights > 0));
    Orientation::ALL.map(|orientation| {
        let bridged = (0..6).any(|c| {
            matches!(orientation.piece_at(c), Piece::Bridge { other_corner } if shut[c] && shut[other_corner])
        });
        if straight || bridged {
            closed_by(orientation, corners, shut)
        } else {
            [false, false]
        }
    })
}

/// [`closes`] for one orientation, given whether each corner's region
/// had one liberty.
fn closed_by(orientation: Orientation, corners: Corners, shut: [bool; 6]) -> [bool; 2] {
    let regions = corners.map(|r| r.map(|(region, _)| region));
    // Corners joined by a bridge of the tile or by a region share a
    // group, named by its smallest corner.
    let mut group: [usize; 6] = [0, 1, 2, 3, 4, 5];
    let mut join = |a: usize, b: usize| {
        let (from, to) = (group[a].max(group[b]), group[a].min(group[b]));
        group
            .iter_mut()
            .filter(|g| **g == from)
            .for_each(|g| *g = to);
    };
    for corner in 0..6 {
        if let Piece::Bridge { other_corner } = orientation.piece_at(corner) {
            join(corner, other_corner);
        }
        for other in corner + 1..6 {
            if regions[corner].is_some() && regions[corner] == regions[other] {
                join(corner, other);
            }
        }
    }
    let mut closed = [false, false];
    for root in 0..6 {
        let mut members = (0..6).filter(|&c| group[c] == root).peekable();
        if members.peek().is_none() {
            continue;
        }
        let (mut open, mut straights) = (false, 0u32);
        for corner in members {
            open |= !shut[corner];
            if matches!(orientation.piece_at(corner), Piece::Bridge { .. }) {
                straights += 1;
            }
            let counted = (0..corner).any(|c| group[c] == root && regions[c] == regions[corner]);
            if let Some((_, facts)) = corners[corner].filter(|_| !counted) {
                straights += u32::from(facts.straights);
            }
        }
        if !open && straights > 0 {
            closed[Colour::of_corner(root) as usize] = true;
        }
    }
    closed
}

/// Per orientation and corner: the tile's other corner joined by a
/// bridge there, or 6 for a tip (P3), as [`Orientation::piece_at`] says,
/// looked up instead of computed in the reader's inner loop.
const PIECES: [[u8; 6]; 3] = {
    let mut pieces = [[6u8; 6]; 3];
    let mut k = 0;
    while k < 3 {
        let mut corner = 0;
        while corner < 6 {
            if let Piece::Bridge { other_corner } = Orientation::ALL[k].piece_at(corner) {
                pieces[k][corner] = other_corner as u8;
            }
            corner += 1;
        }
        k += 1;
    }
    pieces
};

#[cfg(test)]
mod tests {
    use super::super::board::placements_on;
    use super::*;
    use crate::ai::Rng;
    use crate::games::palago::regions::creatures_closed_by;
    use crate::games::palago::{Game, Options};

    /// The reader's shortcut gives what walking the regions gives, for
    /// every tile on every free cell next to the table, after every turn
    /// of 150 random games (which end by closing creatures).
    #[test]
    fn what_a_tile_closes_agrees_with_walking_the_regions() {
        let (mut reader, mut lines) = (Reader::default(), Lines::default());
        let (mut checked, mut closing) = (0, 0);
        for seed in 0..150 {
            let mut rng = Rng::new(seed);
            let mut game = Game::new(Options::default());
            while let Some(turn) = game.random_turn(&mut |n| rng.below(n)) {
                reader.read(game.table(), &mut lines);
                for placement in game.table().frontier().flat_map(placements_on) {
                    let walked = creatures_closed_by(game.table(), placement);
                    let read = reader.closes_at(placement.cell)[placement.orientation.index()];
                    assert_eq!(read, walked, "{placement:?}");
                    checked += 1;
                    closing += usize::from(walked != [false, false]);
                }
                if game.play(&turn).is_err() {
                    break;
                }
            }
        }
        assert!(
            checked > 50_000 && closing > 500,
            "{checked} tiles, {closing} closing"
        );
    }
}
