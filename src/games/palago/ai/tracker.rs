//! The lines of the table under search, kept up to date tile by tile
//! instead of read anew at every node.
//!
//! A tile changes only the regions through its six corners: they merge
//! through it and lose it as a liberty. Every other region, and what a
//! tile closes on a cell none of whose corners those regions touch, stays
//! as it was. So after a tile the [`Tracker`] walks only the regions at
//! its corners again, keeps the rest of the lines it had, and judges
//! again only the closing cells next to what changed; lifting the tile
//! puts back what it changed. The [`Lines`] it gives are the ones
//! [`Reader::read`](super::lines::Reader::read) reads from the same
//! table, in the same order (the tests compare them at every tile of
//! random searches); only a line's liberties may come in another order
//! (walked from another vertex), and of a line with more than
//! [`LIBERTIES_KEPT`] others may be kept, which no search reads (they
//! read the cells of lines with fewer). So a search gives the same
//! turns either way, only sooner.

use super::super::cell::{Cell, GRID_SIZE};
use super::super::regions::corner_id;
use super::super::table::Table;
#[cfg(doc)]
use super::lines::LIBERTIES_KEPT;
use super::lines::{Closing, Corners, Facts, Flood, Line, Lines, closes};

/// No region: no tile touches the vertex.
const NO_REGION: u32 = u32::MAX;

/// A region met on the path: its line, its facts, and its place in the
/// order a [`Reader`](super::lines::Reader) meets regions (the first
/// tile laid with a corner in it, then that corner: `6 × tile + corner`).
#[derive(Clone, Debug)]
struct Known {
    key: u32,
    line: Line,
    facts: Facts,
}

/// What following one tile changed, to put back when it is lifted.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// The length of the log of vertices renamed before the tile.
    log_len: usize,
    /// The number of regions known before the tile: regions numbered
    /// from here on are the tile's.
    regions_len: usize,
}

/// The regions of the table under search, followed tile by tile.
#[derive(Clone, Debug)]
pub(crate) struct Tracker {
    flood: Flood,
    /// Per vertex: its region in `regions`, or [`NO_REGION`].
    region_of: Vec<u32>,
    /// Every region met on the path from the root, by number; a region
    /// a tile merged stays, unused, until the tile is lifted.
    regions: Vec<Known>,
    /// Per grid slot: the order in which its tile was laid.
    laid: Vec<u32>,
    /// Vertices renamed, with the region each had before.
    log: Vec<(u32, u32)>,
    /// One per tile followed since the root.
    frames: Vec<Frame>,
    /// Per tile followed (the root first): the regions then on the
    /// table, in order.
    alive: Vec<Vec<u32>>,
}

impl Default for Tracker {
    fn default() -> Tracker {
        Tracker {
            flood: Flood::default(),
            region_of: vec![NO_REGION; GRID_SIZE * 2],
            regions: Vec::with_capacity(256),
            laid: vec![0; GRID_SIZE],
            log: Vec::with_capacity(1024),
            frames: Vec::with_capacity(32),
            alive: Vec::new(),
        }
    }
}

impl Tracker {
    /// Reads `table` whole as the root of a search: its lines into `into`.
    pub fn start(&mut self, table: &Table, into: &mut Lines) {
        self.region_of.fill(NO_REGION);
        self.regions.clear();
        self.log.clear();
        self.frames.clear();
        self.flood.next_generation();
        for (tile, placement) in table.placements().iter().enumerate() {
            self.laid[placement.cell.slot()] = tile as u32;
        }
        let mut alive = self.alive_at(0);
        for placement in table.placements() {
            let slot = placement.cell.slot();
            for corner in 0..6 {
                let start = corner_id(slot, corner);
                if !self.flood.met(start) {
                    alive.push(self.walk(table, start, false));
                }
            }
        }
        alive.sort_unstable_by_key(|&r| self.regions[r as usize].key);
        self.alive[0] = alive;
        self.write(0, None, into);
    }

    /// Follows the last tile of `table`, laid after the `depth - 1`
    /// tiles followed since the root (any followed beyond are lifted
    /// first): `parent` holds the lines before it, `into` gets them after.
    pub fn follow(&mut self, table: &Table, depth: usize, parent: &Lines, into: &mut Lines) {
        self.rewind(depth - 1);
        let Some(&placement) = table.placements().last() else {
            return;
        };
        let slot = placement.cell.slot();
        self.laid[slot] = (table.len() - 1) as u32;
        let regions_len = self.regions.len();
        self.frames.push(Frame {
            log_len: self.log.len(),
            regions_len,
        });
        let corners: [usize; 6] = std::array::from_fn(|corner| corner_id(slot, corner));
        let merged = corners.map(|id| self.region_of[id]);
        let mut alive = self.alive_at(depth);
        alive.extend(self.alive[depth - 1].iter().filter(|r| !merged.contains(r)));
        self.flood.next_generation();
        for start in corners {
            if !self.flood.met(start) {
                let region = self.walk(table, start, true);
                let key = self.regions[region as usize].key;
                let at = alive.partition_point(|&r| self.regions[r as usize].key < key);
                alive.insert(at, region);
            }
        }
        self.alive[depth] = alive;
        self.write(depth, Some((parent, regions_len)), into);
    }

    /// Lifts the tiles followed beyond the first `depth`: their regions
    /// and names of vertices are put back.
    pub fn rewind(&mut self, depth: usize) {
        while self.frames.len() > depth {
            let Some(frame) = self.frames.pop() else {
                return;
            };
            for (vertex, region) in self.log.drain(frame.log_len..).rev() {
                self.region_of[vertex as usize] = region;
            }
            self.regions.truncate(frame.regions_len);
        }
    }

    /// The list of regions for `depth`, emptied, taken out to be filled.
    fn alive_at(&mut self, depth: usize) -> Vec<u32> {
        if self.alive.len() <= depth {
            self.alive.resize_with(depth + 1, Vec::new);
        }
        let mut alive = std::mem::take(&mut self.alive[depth]);
        alive.clear();
        alive
    }

    /// Walks the region through vertex `start` and numbers it; `logged`:
    /// the names its vertices had are kept, to be put back.
    fn walk(&mut self, table: &Table, start: usize, logged: bool) -> u32 {
        let region = self.regions.len() as u32;
        let mut key = u32::MAX;
        let (region_of, log, laid) = (&mut self.region_of, &mut self.log, &self.laid);
        let line = self.flood.region(
            table,
            start,
            region,
            |id| {
                if logged {
                    log.push((id as u32, region_of[id]));
                }
                region_of[id] = region;
            },
            |slot, corner| key = key.min(6 * laid[slot] + corner as u32),
        );
        let facts = Facts::of(&line);
        self.regions.push(Known { key, line, facts });
        region
    }

    /// Writes the lines of `depth` into `into`: the regions on the table
    /// with a straight and a liberty, then every last liberty with what
    /// it closes, kept from `parent` where no region at its corners is
    /// new (numbered from `new_from`).
    fn write(&self, depth: usize, parent: Option<(&Lines, usize)>, into: &mut Lines) {
        into.lines.clear();
        into.closing.clear();
        let alive = &self.alive[depth];
        for &region in alive {
            let line = &self.regions[region as usize].line;
            if line.is_open_line() {
                into.lines.push(line.clone());
            }
        }
        for &region in alive {
            let known = &self.regions[region as usize];
            if !known.facts.one_liberty {
                continue;
            }
            let cell = known.line.liberties[0];
            if into.closing.iter().any(|c| c.cell == cell) {
                continue;
            }
            let corners = self.corners(cell);
            let kept = parent.and_then(|(parent, new_from)| {
                let changed = corners
                    .iter()
                    .any(|c| c.is_some_and(|(r, _)| r as usize >= new_from));
                if changed {
                    None
                } else {
                    parent.closing_at(cell)
                }
            });
            into.closing.push(match kept {
                Some(&closing) => closing,
                None => Closing {
                    cell,
                    closes: closes(corners),
                },
            });
        }
    }

    /// The regions at the corners of `cell`.
    fn corners(&self, cell: Cell) -> Corners {
        let slot = cell.slot();
        std::array::from_fn(|corner| {
            let region = self.region_of[corner_id(slot, corner)];
            (region != NO_REGION).then(|| (region, self.regions[region as usize].facts))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::{Board, placements_on};
    use super::super::lines::Reader;
    use super::*;
    use crate::ai::Rng;
    use crate::games::palago::{Game, Options};

    /// The facts of `lines` a search reads, in their order. A line's
    /// number is the reader's own, so left out; its liberties are a set
    /// (a walk from another vertex meets them in another order), and
    /// which are kept of more than [`LIBERTIES_KEPT`] is not read.
    fn seen(lines: &Lines) -> (Vec<String>, Vec<String>) {
        let lines_seen = lines
            .lines
            .iter()
            .map(|l| {
                let mut liberties = l.liberties.to_vec();
                liberties.sort_unstable();
                if l.more {
                    liberties.clear();
                }
                format!(
                    "{:?} {} {} {liberties:?} {}",
                    l.colour,
                    l.straights,
                    l.size,
                    l.liberty_count()
                )
            })
            .collect();
        let closing = lines
            .closing
            .iter()
            .map(|c| format!("{} {:?}", c.cell, c.closes))
            .collect();
        (lines_seen, closing)
    }

    /// Random walks of a search, laying and lifting tiles from positions
    /// of random games: at every tile the tracker's lines are the
    /// reader's, in the same order. Some walks leave tiles followed
    /// beyond the next depth, as a search stopped by its clock does.
    #[test]
    fn followed_lines_are_the_lines_read_anew() {
        let (mut reader, mut tracker) = (Reader::default(), Tracker::default());
        let mut rng = Rng::new(7);
        let (mut compared, mut closing) = (0, 0);
        for seed in 0..40 {
            let mut game_rng = Rng::new(seed);
            let mut game = Game::new(Options::default());
            while let Some(turn) = game.random_turn(&mut |n| game_rng.below(n)) {
                let mut board = Board::new(game.table().clone(), false);
                let mut path: Vec<Lines> = vec![Lines::default()];
                tracker.start(board.table(), &mut path[0]);
                let mut laid = Vec::new();
                for _ in 0..12 {
                    let lift = !laid.is_empty() && rng.below(3) == 0;
                    if lift {
                        let Some(placement) = laid.pop() else { break };
                        board.lift(placement);
                        path.pop();
                        continue;
                    }
                    let mut cells = Vec::new();
                    board.cells(&mut cells);
                    let free: Vec<Cell> = cells
                        .into_iter()
                        .filter(|&c| !board.is_single_hole(c))
                        .collect();
                    if free.is_empty() {
                        break;
                    }
                    let cell = free[rng.below(free.len())];
                    let placement = placements_on(cell)[rng.below(3)];
                    if board.lay(placement).is_some() {
                        board.lift(placement);
                        continue;
                    }
                    laid.push(placement);
                    let mut after = Lines::default();
                    let parent = path.last().expect("the root's lines");
                    tracker.follow(board.table(), laid.len(), parent, &mut after);
                    let mut read = Lines::default();
                    reader.read(board.table(), &mut read);
                    assert_eq!(seen(&after), seen(&read), "after {laid:?}");
                    compared += 1;
                    closing += after.closing.len();
                    path.push(after);
                }
                if game.play(&turn).is_err() {
                    break;
                }
            }
        }
        assert!(
            compared > 5_000 && closing > 1_000,
            "{compared} tables, {closing} closing cells"
        );
    }
}
