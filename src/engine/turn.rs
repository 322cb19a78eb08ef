//! The turn in progress and its budget (R9, R11, R12, R20).
//!
//! Seeds present when the player takes control each grant one action. Every
//! action records which of those seeds were in the plant it acted on at that
//! moment; the turn stays legal while the actions can be matched one-to-one
//! to such seeds. Fusion and separation then need no special case.

use arrayvec::ArrayVec;

use super::cell_set::CellSet;
use super::geometry::Cell;
use super::position::{Player, Position};

/// A set of starting seeds, bit `i` for [`Turn::start_seeds`]`[i]`.
pub type SeedMask = u8;

/// How many sources of actions a mask can name.
const MASK_BITS: usize = SeedMask::BITS as usize;

/// The bit standing for the one sowing of a player with no seed on the
/// board at the start of the turn (R11). It is no real seed.
const SOWING_RIGHT: SeedMask = 1 << 7;

/// A placement of the turn that captured pieces; remembered for the
/// opponents' next turns (R18).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CapturingPlacement {
    /// Where the piece was placed.
    pub placed: Cell,
    /// What it captured: cells and the owners of the pieces taken there.
    pub captured: Vec<(Cell, Player)>,
}

/// The state of the turn being played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Turn {
    player: Player,
    start_seeds: ArrayVec<Cell, MASK_BITS>,
    gone: SeedMask,
    sow_only: bool,
    charges: ArrayVec<SeedMask, MASK_BITS>,
    seed_placed: bool,
    capturing_placements: Vec<CapturingPlacement>,
}

impl Turn {
    /// `player` takes control in `position` (R9, R11).
    #[must_use]
    pub fn start(position: &Position, player: Player) -> Turn {
        // A player has at most 3 seeds (R7); the mask keeps bit 7 for the
        // sowing right.
        let start_seeds: ArrayVec<Cell, MASK_BITS> = position
            .seeds_of(player)
            .iter()
            .take(MASK_BITS - 1)
            .collect();
        Turn {
            player,
            sow_only: start_seeds.is_empty(),
            start_seeds,
            gone: 0,
            charges: ArrayVec::new(),
            seed_placed: false,
            capturing_placements: Vec::new(),
        }
    }

    /// Whose turn it is.
    #[must_use]
    pub fn player(&self) -> Player {
        self.player
    }

    /// The cells of the seeds present when the turn began.
    #[must_use]
    pub fn start_seeds(&self) -> &[Cell] {
        &self.start_seeds
    }

    /// Whether the turn's only action is a sowing (R11).
    #[must_use]
    pub fn is_sow_only(&self) -> bool {
        self.sow_only
    }

    /// Actions played so far this turn.
    #[must_use]
    pub fn actions_played(&self) -> usize {
        self.charges.len()
    }

    /// Whether a seed was put on the board this turn (R12).
    #[must_use]
    pub fn seed_placed(&self) -> bool {
        self.seed_placed
    }

    /// Placements of this turn that captured.
    #[must_use]
    pub fn capturing_placements(&self) -> &[CapturingPlacement] {
        &self.capturing_placements
    }

    /// Starting seeds still on the board that lie in `cells`.
    #[must_use]
    pub fn seeds_within(&self, cells: CellSet) -> SeedMask {
        self.start_seeds
            .iter()
            .enumerate()
            .filter(|&(i, &cell)| self.gone & (1 << i) == 0 && cells.contains(cell))
            .fold(0, |mask, (i, _)| mask | (1 << i))
    }

    /// What a sowing may be charged to: any starting seed still on the
    /// board, or the sowing right of a seedless start (R11).
    #[must_use]
    pub fn sowing_charge(&self) -> SeedMask {
        if self.sow_only {
            SOWING_RIGHT
        } else {
            self.seeds_within(CellSet::FULL)
        }
    }

    /// Whether one more action charged to any of `eligible` keeps the turn
    /// matchable (R9).
    #[must_use]
    pub fn can_charge(&self, eligible: SeedMask) -> bool {
        let mut charges = self.charges.clone();
        charges.try_push(eligible).is_ok() && matchable(&charges, 0)
    }

    /// Records an action charged to one of `eligible`. The caller has
    /// checked [`Turn::can_charge`].
    pub(crate) fn charge(&mut self, eligible: SeedMask) {
        // Never full: `can_charge` refused a ninth charge.
        let _ = self.charges.try_push(eligible);
    }

    /// Records that a seed was put on the board (R12).
    pub(crate) fn note_seed_placed(&mut self) {
        self.seed_placed = true;
    }

    /// Records a placement that captured (R18).
    pub(crate) fn note_capture(&mut self, placement: CapturingPlacement) {
        self.capturing_placements.push(placement);
    }

    /// Records that the piece on `cell` left the board: if it was a
    /// starting seed, it grants nothing more.
    pub(crate) fn note_removed(&mut self, cell: Cell) {
        if let Some(i) = self.start_seeds.iter().position(|&c| c == cell) {
            self.gone |= 1 << i;
        }
    }

    fn present(&self) -> SeedMask {
        self.sowing_charge()
    }

    /// The largest number of further actions the matching could still take
    /// (R20).
    #[must_use]
    pub fn unused_actions(&self) -> usize {
        let present = self.present();
        subsets(present)
            .filter(|&idle| matchable(&self.charges, idle))
            .map(|idle| idle.count_ones() as usize)
            .max()
            .unwrap_or(0)
    }

    /// Starting seeds still present that some largest matching leaves
    /// unused: their plants may be claimed (R21).
    #[must_use]
    pub fn idle_seeds(&self) -> SeedMask {
        let present = self.present() & !SOWING_RIGHT;
        (0..self.start_seeds.len())
            .map(|i| 1 << i)
            .filter(|&bit| present & bit != 0 && matchable(&self.charges, bit))
            .fold(0, |mask, bit| mask | bit)
    }

    /// Whether the turn's actions can be matched while leaving every seed
    /// of `idle` unused.
    #[must_use]
    pub fn matchable_leaving(&self, idle: SeedMask) -> bool {
        matchable(&self.charges, idle)
    }
}

/// Whether each charge can get its own seed among those it allows, none of
/// them in `forbidden` (a tiny bipartite matching: a player has 3 seeds).
fn matchable(charges: &[SeedMask], forbidden: SeedMask) -> bool {
    fn assign(charges: &[SeedMask], used: SeedMask) -> bool {
        match charges.split_first() {
            None => true,
            Some((&first, rest)) => (0..8)
                .map(|i| 1u8 << i)
                .filter(|&bit| first & bit != 0 && used & bit == 0)
                .any(|bit| assign(rest, used | bit)),
        }
    }
    assign(charges, forbidden)
}

/// Every subset of `mask`.
fn subsets(mask: SeedMask) -> impl Iterator<Item = SeedMask> {
    (0..=u8::MAX).filter(move |s| s & !mask == 0)
}
