//! Regions, creatures and eyes (P10), found from the lattice corners.
//!
//! Every piece of a tile holds one or two corners of its colour: a tip one,
//! a bridge two. Pieces meeting at a corner join there, and a bridge joins
//! its two corners, so a region is a set of same-coloured vertices linked
//! by bridges. It is **closed** when all three cells around each of its
//! vertices hold a tile; a closed region with a bridge (a straight) is a
//! **creature**, one without is an **eye** (three tips around one vertex).
//!
//! Only a region through one of its six corners can be closed by a new
//! tile, so checking a placement searches from those six corners and stops
//! at the first empty cell met: it never scans the table.

use smallvec::SmallVec;

use super::cell::{Cell, Colour, GRID_SIZE, GRID_WIDTH, Vertex};
use super::table::Table;
use super::tile::{Orientation, Piece, Placement};

/// A region of one colour (P10).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Region {
    /// The region's colour.
    pub colour: Colour,
    /// Its vertices, sorted.
    pub vertices: Vec<Vertex>,
    /// Its pieces as `(cell, corner)`: the piece of the tile on `cell` that
    /// holds `corner`. A bridge appears once per corner.
    pub pieces: Vec<(Cell, usize)>,
    /// Its number of straights: the bridges in it, one per tile (P10, P12).
    pub straights: usize,
    /// Whether no empty cell touches it (P10).
    pub closed: bool,
}

impl Region {
    /// A closed region with at least one straight (P10).
    #[must_use]
    pub fn is_creature(&self) -> bool {
        self.closed && self.straights > 0
    }

    /// A closed region without a straight: three tips around one vertex,
    /// which does not count (P10).
    #[must_use]
    pub fn is_eye(&self) -> bool {
        self.closed && self.straights == 0
    }

    /// The cells whose tiles have a piece in the region, sorted, once each.
    #[must_use]
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.pieces.iter().map(|&(cell, _)| cell).collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// The table, seen with perhaps one more tile on it: lets a placement be
/// judged without laying it.
#[derive(Clone, Copy)]
struct View<'a> {
    table: &'a Table,
    extra: Option<(usize, Orientation)>,
}

impl View<'_> {
    fn tile(self, slot: usize) -> Option<Orientation> {
        match self.extra {
            Some((extra, orientation)) if extra == slot => Some(orientation),
            _ => self.table.tile_in_slot(slot),
        }
    }
}

/// The internal id of corner `corner` of the cell in grid slot `slot` (P2).
pub(crate) fn corner_id(slot: usize, corner: usize) -> usize {
    let width = GRID_WIDTH as usize;
    match corner % 6 {
        0 => slot * 2,
        1 => slot * 2 + 1,
        2 => (slot + 1) * 2,
        3 => (slot + 1 - width) * 2 + 1,
        4 => (slot + 1 - width) * 2,
        _ => (slot - width) * 2 + 1,
    }
}

/// The three `(cell slot, corner)` around vertex `id` (P2).
pub(crate) fn around(id: usize) -> [(usize, usize); 3] {
    let slot = id / 2;
    let width = GRID_WIDTH as usize;
    if id % 2 == 1 {
        [(slot, 1), (slot + width - 1, 3), (slot + width, 5)]
    } else {
        [(slot, 0), (slot - 1, 2), (slot + width - 1, 4)]
    }
}

/// Vertices met so far by a search; small regions stay on the stack.
type Ids = SmallVec<[usize; 32]>;

/// The closed region through vertex `start`, as its vertex ids and its
/// number of straights, or `None` as soon as an empty cell shows it open.
fn closed_region(view: View<'_>, start: usize) -> Option<(Ids, usize)> {
    let mut seen: Ids = SmallVec::new();
    seen.push(start);
    let mut next = 0;
    let mut bridge_ends = 0;
    while let Some(&id) = seen.get(next) {
        next += 1;
        for (slot, corner) in around(id) {
            let orientation = view.tile(slot)?;
            if let Piece::Bridge { other_corner } = orientation.piece_at(corner) {
                bridge_ends += 1;
                let other = corner_id(slot, other_corner);
                if !seen.contains(&other) {
                    seen.push(other);
                }
            }
        }
    }
    // Every bridge of a closed region is met from both of its corners.
    Some((seen, bridge_ends / 2))
}

/// The colours of the creatures a tile at `placement` would close, if laid
/// now on a free cell (P10, P11): `[white, blue]`.
pub(crate) fn creatures_closed_by(table: &Table, placement: Placement) -> [bool; 2] {
    let slot = placement.cell.slot();
    let view = View {
        table,
        extra: Some((slot, placement.orientation)),
    };
    let mut closed = [false; 2];
    for corner in 0..6 {
        let colour = Colour::of_corner(corner) as usize;
        if closed[colour] {
            continue;
        }
        if let Some((_, straights)) = closed_region(view, corner_id(slot, corner)) {
            closed[colour] = straights > 0;
        }
    }
    closed
}

/// The creatures through the corners of the tile on `cell`, each once
/// (P10): after a tile is laid, the only ones it can have closed.
#[must_use]
pub fn creatures_through(table: &Table, cell: Cell) -> Vec<Region> {
    let view = View { table, extra: None };
    let slot = cell.slot();
    let mut found: Vec<Region> = Vec::new();
    for corner in 0..6 {
        let start = corner_id(slot, corner);
        let vertex = Vertex::from_id(start);
        if found.iter().any(|region| region.vertices.contains(&vertex)) {
            continue;
        }
        if let Some((ids, straights)) = closed_region(view, start)
            && straights > 0
        {
            found.push(region_of(view, &ids, straights, true));
        }
    }
    found
}

/// The region of vertex ids `ids`, with its pieces.
fn region_of(view: View<'_>, ids: &[usize], straights: usize, closed: bool) -> Region {
    let mut vertices: Vec<Vertex> = ids.iter().map(|&id| Vertex::from_id(id)).collect();
    vertices.sort_unstable();
    let mut pieces = Vec::new();
    for &id in ids {
        for (slot, corner) in around(id) {
            if view.tile(slot).is_some()
                && let Some(cell) = Cell::from_slot(slot)
            {
                pieces.push((cell, corner));
            }
        }
    }
    pieces.sort_unstable();
    Region {
        colour: Vertex::from_id(ids[0]).colour(),
        vertices,
        pieces,
        straights,
        closed,
    }
}

/// The straights of each colour's largest open region: White, Blue (P12).
#[must_use]
pub fn tiebreak_scores(table: &Table) -> [usize; 2] {
    let mut scores = [0; 2];
    for region in regions(table).iter().filter(|r| !r.closed) {
        let score = &mut scores[region.colour as usize];
        *score = (*score).max(region.straights);
    }
    scores
}

/// Every region of the table, open or closed, each once, ordered by their
/// first vertex (P10). Used at the end (tiebreak, eyes) and by tests; it
/// reads the whole table.
#[must_use]
pub fn regions(table: &Table) -> Vec<Region> {
    let view = View { table, extra: None };
    let mut visited = vec![false; GRID_SIZE * 2];
    let mut regions = Vec::new();
    for placement in table.placements() {
        let slot = placement.cell.slot();
        for corner in 0..6 {
            let start = corner_id(slot, corner);
            if !visited[start] {
                regions.push(whole_region(view, start, &mut visited));
            }
        }
    }
    regions.sort_by(|a, b| a.vertices.first().cmp(&b.vertices.first()));
    regions
}

/// The whole region through `start`, open or not, marking its vertices.
fn whole_region(view: View<'_>, start: usize, visited: &mut [bool]) -> Region {
    let mut ids = vec![start];
    visited[start] = true;
    let (mut next, mut bridge_ends, mut closed) = (0, 0, true);
    while let Some(&id) = ids.get(next) {
        next += 1;
        for (slot, corner) in around(id) {
            let Some(orientation) = view.tile(slot) else {
                closed = false;
                continue;
            };
            if let Piece::Bridge { other_corner } = orientation.piece_at(corner) {
                bridge_ends += 1;
                let other = corner_id(slot, other_corner);
                if !visited[other] {
                    visited[other] = true;
                    ids.push(other);
                }
            }
        }
    }
    region_of(view, &ids, bridge_ends / 2, closed)
}
