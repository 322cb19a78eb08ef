//! The legal placements of the mover: for autocomplete, computer players
//! and random playouts (P6-P9).
//!
//! Every list is built from the same judges as [`Game::play`], over every
//! cell a tile could go: the free cells touching the table and, for a
//! first tile laid apart (P7), the free cells next to those. Lists are
//! sorted, so they never depend on the order the table grew in.

use super::cell::{Cell, Direction};
use super::game::{FirstTile, Game};
use super::tile::{Orientation, Placement};
use super::turn::Turn;

impl Game {
    /// The placements the mover may lay as the first tile of the turn,
    /// sorted; empty once the game is over.
    #[must_use]
    pub fn legal_firsts(&self) -> Vec<Placement> {
        let mut firsts: Vec<Placement> = self
            .candidate_cells()
            .into_iter()
            .flat_map(|cell| Orientation::ALL.map(|k| Placement::new(cell, k)))
            .filter(|&placement| self.judge_first(placement).is_ok())
            .collect();
        firsts.sort_unstable();
        firsts
    }

    /// The placements that may follow `first` in this turn, sorted; empty
    /// when `first` is refused or ends the game by itself (P9).
    #[must_use]
    pub fn legal_seconds(&self, first: Placement) -> Vec<Placement> {
        if self.judge_first(first) != Ok(FirstTile::NeedsASecond) {
            return Vec::new();
        }
        let mut seconds: Vec<Placement> = first
            .cell
            .neighbours()
            .flat_map(|cell| Orientation::ALL.map(|k| Placement::new(cell, k)))
            .filter(|&second| self.judge_second(first, second).is_ok())
            .collect();
        seconds.sort_unstable();
        seconds
    }

    /// Every whole turn the mover may play, sorted: a single tile when it
    /// ends the game, otherwise every legal pair (P9).
    #[must_use]
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        for first in self.legal_firsts() {
            if self.judge_first(first) == Ok(FirstTile::EndsTheGame) {
                turns.push(Turn::single(first));
            } else {
                turns.extend(
                    self.legal_seconds(first)
                        .into_iter()
                        .map(|second| Turn::pair(first, second)),
                );
            }
        }
        turns.sort_unstable();
        turns
    }

    /// Whether `turn` would be accepted: exactly whether it is in
    /// [`Game::legal_turns`].
    #[must_use]
    pub fn is_legal(&self, turn: &Turn) -> bool {
        self.judge(turn).is_ok()
    }

    /// A legal turn drawn at random, quickly, for playouts: a first tile on
    /// a free cell touching the table and a second next to it. `pick(n)`
    /// returns a number below `n`. Not uniform over all turns (it never
    /// lays a first tile apart, P7); `None` once the game is over.
    pub fn random_turn(&self, pick: &mut impl FnMut(usize) -> usize) -> Option<Turn> {
        if self.is_over() {
            return None;
        }
        if self.table().is_empty() {
            let first = Placement::new(Cell::ORIGIN, random_orientation(pick));
            let side = Direction::from_index(pick(6));
            let second = Cell::ORIGIN.neighbour(side)?;
            return Some(Turn::pair(
                first,
                Placement::new(second, random_orientation(pick)),
            ));
        }
        let frontier = self.table().frontier_len();
        for _ in 0..16.min(frontier) {
            let cell = self.table().frontier_cell(pick(frontier))?;
            let first = Placement::new(cell, random_orientation(pick));
            match self.judge_first(first) {
                Ok(FirstTile::EndsTheGame) => return Some(Turn::single(first)),
                Ok(FirstTile::NeedsASecond) => return self.random_second(first, pick),
                Err(_) => continue,
            }
        }
        // Only single holes were drawn: take the full list.
        let turns = self.legal_turns();
        if turns.is_empty() {
            return None;
        }
        turns.get(pick(turns.len())).copied()
    }

    /// A second tile on a free cell next to `first`, at random.
    fn random_second(
        &self,
        first: Placement,
        pick: &mut impl FnMut(usize) -> usize,
    ) -> Option<Turn> {
        let mut free = [Cell::ORIGIN; 6];
        let mut count = 0;
        for cell in first.cell.neighbours() {
            if self.table().is_free(cell) {
                free[count] = cell;
                count += 1;
            }
        }
        if count == 0 {
            return None;
        }
        let cell = *free.get(pick(count))?;
        Some(Turn::pair(
            first,
            Placement::new(cell, random_orientation(pick)),
        ))
    }

    /// Every cell a tile could go this turn: free cells touching the
    /// table, and free cells next to those (a first tile laid apart, P7).
    fn candidate_cells(&self) -> Vec<Cell> {
        if self.table().is_empty() {
            return vec![Cell::ORIGIN];
        }
        let mut cells: Vec<Cell> = self.table().frontier().collect();
        let apart: Vec<Cell> = cells
            .iter()
            .flat_map(|cell| cell.neighbours())
            .filter(|&cell| self.table().is_free(cell) && !self.table().touches(cell))
            .collect();
        cells.extend(apart);
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

fn random_orientation(pick: &mut impl FnMut(usize) -> usize) -> Orientation {
    Orientation::from_index(pick(3)).unwrap_or(Orientation::Upright)
}
