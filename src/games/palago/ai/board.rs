//! The table as the searches see it: tiles laid and lifted one at a time
//! (no copies), whose tile comes next, the placements it may lay, and a
//! Zobrist key of the position.
//!
//! A search goes tile by tile: a turn is two plies of the same player
//! (P7), so the player to lay the next tile follows from the number of
//! tiles on the table while the game goes on: tiles `4t` and `4t+1` are
//! White's, `4t+2` and `4t+3` Blue's. A first tile laid apart from the
//! table (P7) is never generated: the same pair laid the other way round
//! reaches the same table with the same ends, so nothing is lost.

use super::super::cell::{Cell, Colour};
use super::super::game::TILE_COUNT;
use super::super::outcome::Outcome;
use super::super::regions::{creatures_closed_by, tiebreak_scores};
use super::super::table::Table;
use super::super::tile::{Orientation, Placement};

/// The table under search, with the options that decide a drawn end.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    table: Table,
    tiebreak: bool,
    hash: u64,
}

/// A 64-bit mix of `n` (SplitMix64's finaliser): the Zobrist keys, made
/// on the fly instead of kept in a table.
const fn mix(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of a tile on the table.
fn tile_key(placement: Placement) -> u64 {
    mix((placement.cell.slot() as u64) << 2 | placement.orientation.index() as u64)
}

/// The key of a turn half done, its first tile on `cell`.
fn pending_key(cell: Cell) -> u64 {
    mix((cell.slot() as u64) << 2 | 3)
}

impl Board {
    /// The board of `table` at the start of a turn.
    pub(crate) fn new(table: Table, tiebreak: bool) -> Board {
        let hash = table
            .placements()
            .iter()
            .fold(0, |hash, &p| hash ^ tile_key(p));
        Board {
            table,
            tiebreak,
            hash,
        }
    }

    /// The tiles on the table.
    pub(crate) fn table(&self) -> &Table {
        &self.table
    }

    /// The position's key: the tiles, and the first tile of a turn half
    /// done (which bounds where the second may go).
    pub(crate) fn hash(&self) -> u64 {
        match self.pending_first() {
            Some(first) => self.hash ^ pending_key(first.cell),
            None => self.hash,
        }
    }

    /// Who lays the next tile.
    pub(crate) fn mover(&self) -> Colour {
        if (self.table.len() / 2).is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Blue
        }
    }

    /// The first tile of the turn in progress, when the next is its second.
    pub(crate) fn pending_first(&self) -> Option<Placement> {
        if self.table.len() % 2 == 1 {
            self.table.placements().last().copied()
        } else {
            None
        }
    }

    /// Tiles still in the pool (P5).
    pub(crate) fn tiles_left(&self) -> usize {
        TILE_COUNT.saturating_sub(self.table.len())
    }

    /// The cells the next tile may go on: the free cells touching the
    /// table for a first tile (single holes included: the caller keeps
    /// them only when the tile ends the game, P8), the free neighbours of
    /// the first tile for a second.
    pub(crate) fn cells(&self, out: &mut Vec<Cell>) {
        out.clear();
        match self.pending_first() {
            _ if self.table.is_empty() => out.push(Cell::ORIGIN),
            Some(first) => out.extend(first.cell.neighbours().filter(|&c| self.table.is_free(c))),
            None => out.extend(self.table.frontier()),
        }
    }

    /// Whether a first tile on `cell` must end the game to be legal (P8).
    pub(crate) fn is_single_hole(&self, cell: Cell) -> bool {
        self.pending_first().is_none() && self.table.is_single_hole(cell)
    }

    /// Lays `placement` for the mover; returns how the game ends, if it
    /// does (P11, P12). The placement must be one [`Board::cells`] offers.
    pub(crate) fn lay(&mut self, placement: Placement) -> Option<Outcome> {
        let closes = creatures_closed_by(&self.table, placement);
        self.lay_closing(placement, closes)
    }

    /// [`Board::lay`] for a search that already knows what the tile closes
    /// (`[white, blue]`), read from the table's [`super::lines::Lines`]:
    /// only a cell that is some region's last liberty closes anything.
    pub(crate) fn lay_closing(
        &mut self,
        placement: Placement,
        closes: [bool; 2],
    ) -> Option<Outcome> {
        debug_assert_eq!(closes, creatures_closed_by(&self.table, placement));
        let mover = self.mover();
        let [white, blue] = closes;
        self.table.place(placement);
        self.hash ^= tile_key(placement);
        match (white, blue) {
            (true, true) => Some(Outcome::Win(mover.other())),
            (true, false) => Some(Outcome::Win(Colour::White)),
            (false, true) => Some(Outcome::Win(Colour::Blue)),
            (false, false) if self.tiles_left() == 0 => Some(self.drawn_end()),
            (false, false) => None,
        }
    }

    /// Lifts the last tile laid, `placement`.
    pub(crate) fn lift(&mut self, placement: Placement) {
        self.table.unplace(placement);
        self.hash ^= tile_key(placement);
    }

    /// The end when the pool is empty without a creature: a draw, or the
    /// tiebreak's winner (P12).
    fn drawn_end(&self) -> Outcome {
        if !self.tiebreak {
            return Outcome::Draw;
        }
        let [white, blue] = tiebreak_scores(&self.table);
        match white.cmp(&blue) {
            std::cmp::Ordering::Greater => Outcome::Win(Colour::White),
            std::cmp::Ordering::Less => Outcome::Win(Colour::Blue),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}

/// The three placements on `cell`.
pub(crate) fn placements_on(cell: Cell) -> [Placement; 3] {
    Orientation::ALL.map(|k| Placement::new(cell, k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::palago::{Game, Options};

    /// A game of `turns` random turns drawn with `seed`, and its board.
    fn after_random_turns(seed: u64, turns: usize) -> (Game, Board) {
        let mut game = Game::new(Options::default());
        let mut rng = crate::ai::Rng::new(seed);
        for _ in 0..turns {
            let turn = game.random_turn(&mut |n| rng.below(n)).expect("a turn");
            game.play(&turn).expect("legal");
        }
        let board = Board::new(game.table().clone(), false);
        (game, board)
    }

    #[test]
    fn laying_and_lifting_restores_the_table_and_its_key() {
        let (game, mut board) = after_random_turns(9, 10);
        let before = (board.hash(), board.table().len(), board.mover());
        let mut frontier: Vec<Cell> = board.table().frontier().collect();
        frontier.sort_unstable();
        let mut cells = Vec::new();
        board.cells(&mut cells);
        let first = placements_on(cells[0])[1];
        assert!(board.lay(first).is_none() || board.table().len() == 21);
        assert_eq!(board.pending_first(), Some(first));
        assert_eq!(
            board.mover(),
            before.2,
            "the second tile is the same player's"
        );
        board.lift(first);
        let mut after: Vec<Cell> = board.table().frontier().collect();
        after.sort_unstable();
        assert_eq!((board.hash(), board.table().len(), board.mover()), before);
        assert_eq!(after, frontier);
        assert_eq!(board.table().placements(), game.table().placements());
    }

    #[test]
    fn laying_and_lifting_leaves_the_cells_offered_in_their_order() {
        let (game, mut board) = after_random_turns(5, 8);
        let mut before = Vec::new();
        board.cells(&mut before);
        // A pair laid and lifted on every cell, as a search does.
        for (k, &cell) in before.iter().enumerate() {
            let first = placements_on(cell)[k % 3];
            if board.lay(first).is_none() {
                let mut seconds = Vec::new();
                board.cells(&mut seconds);
                if let Some(&next) = seconds.get(k % seconds.len().max(1)) {
                    let second = placements_on(next)[(k + 1) % 3];
                    let _ = board.lay(second);
                    board.lift(second);
                }
            }
            board.lift(first);
        }
        let mut after = Vec::new();
        board.cells(&mut after);
        assert_eq!(after, before);
        assert_eq!(board.table(), game.table());
    }
}
