//! Claims (R20, R21): a player who ends a turn with actions unused opens
//! a window in which opponents may take the plants whose seeds stayed
//! idle, one claim per unused action.

use super::cell_set::CellSet;
use super::geometry::Cell;
use super::plants::Plant;
use super::position::{Player, Position};
use super::turn::{SourceKind, SourceMask, Turn};

/// Claims open against a player who ended a turn with actions unused (R21).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClaimWindow {
    /// The forgetful turn, as it ended.
    turn: Turn,
    /// Idle sources already charged to claims.
    charged: SourceMask,
    /// Claims left.
    remaining: usize,
}

impl ClaimWindow {
    /// The window opened by `turn`, ended with `unused` actions left.
    pub(crate) fn open(turn: Turn, unused: usize) -> ClaimWindow {
        ClaimWindow {
            turn,
            charged: 0,
            remaining: unused,
        }
    }

    /// The forgetful player.
    #[must_use]
    pub fn against(&self) -> Player {
        self.turn.player()
    }

    /// Claims still to be made.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.remaining
    }

    /// The cells a claim may name now (R21): every seed of a plant that
    /// still holds an idle, uncharged seed of the forgetful turn, and every
    /// sprout of a parasite that got no action in it (claimed whole, R30).
    #[must_use]
    pub fn claimable_cells(&self, position: &Position) -> CellSet {
        let mut claimable = CellSet::EMPTY;
        for index in 0..self.turn.sources().len() {
            if let Some(group) = self.claimable_group(position, index) {
                claimable |= if group.is_parasite() {
                    group.cells
                } else {
                    group.seeds
                };
            }
        }
        claimable
    }

    /// The group a claim charged to source `index` would hit, if that
    /// source is idle, uncharged, and still in such a group.
    fn claimable_group(&self, position: &Position, index: usize) -> Option<Plant> {
        let bit: SourceMask = 1 << index;
        let source = self.turn.sources().get(index)?;
        // Idle together with the claims already charged implies idle alone:
        // one check of the whole set is enough.
        let usable = self.charged & bit == 0 && self.turn.claimable_leaving(self.charged | bit);
        if !usable {
            return None;
        }
        let owner = self.turn.player();
        let own = position.pieces_of(owner);
        source
            .cells
            .iter()
            .filter(|&cell| own.contains(cell))
            .filter_map(|cell| position.group_at(cell))
            .find(|group| match source.kind {
                SourceKind::Seed => !group.is_parasite(),
                SourceKind::Parasite => group.is_parasite(),
                SourceKind::Leaf => false,
            })
    }

    /// Charges a claim on the group of `target`; the group hit (a plant or
    /// a parasite), or `None` if no claim is due on it.
    pub(crate) fn charge(&mut self, position: &Position, target: Cell) -> Option<Plant> {
        let target_group = position.group_at(target)?;
        let index = (0..self.turn.sources().len()).find(|&index| {
            self.claimable_group(position, index)
                .is_some_and(|group| group.cells == target_group.cells)
        })?;
        self.charged |= 1 << index;
        self.remaining -= 1;
        Some(target_group)
    }
}
