//! Claims (R20, R21): a player who ends a turn with actions unused opens
//! a window in which opponents may take the plants whose seeds stayed
//! idle, one claim per unused action.
//!
//! What may be claimed is decided once, when the forgetful turn ends: each
//! group (plant or parasite) the forgetful player holds then, with the
//! idle sources in it, the seeds and parasites that some largest matching
//! of that turn leaves unused (R21). The forgetful player cannot act again
//! before the window closes, so their pieces only ever leave the board
//! meanwhile and those groups stay what the turn left. A later claim names
//! a seed of such a plant (or a sprout of such a parasite) and is charged
//! to one of its group's idle sources; it stands while every claim made so
//! far can be charged to distinct sources that the turn's actions could
//! all have left idle together. That test reads the set of claims, never
//! their order: whichever seed a claimer picks first, by whichever
//! opponent, the same claims are accepted and reach the same position.

use smallvec::SmallVec;

use super::cell_set::CellSet;
use super::geometry::Cell;
use super::plants::Plant;
use super::position::{Player, Position};
use super::reasons::GroupKind;
use super::turn::{SourceKind, SourceMask, Turn};

/// Claims open against a player who ended a turn with actions unused (R21).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClaimWindow {
    /// The forgetful turn, as it ended: it says which idle sources can
    /// stay idle together.
    turn: Turn,
    /// The groups a claim may hit, as the forgetful turn left them.
    targets: Vec<ClaimTarget>,
    /// Claims made so far on each of `targets`.
    made: Vec<usize>,
    /// Claims left.
    remaining: usize,
}

/// A group of the forgetful player, as their turn ended, holding a source
/// that turn left idle: a claim on it is charged to one of those sources.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct ClaimTarget {
    /// The group's cells when the turn ended.
    cells: CellSet,
    /// A plant loses the one seed claimed; a parasite goes whole (R21, R30).
    kind: GroupKind,
    /// The idle sources in the group: seeds of a plant, or the parasite's.
    sources: SourceMask,
}

/// Why a claim was not charged (R21).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Uncharged {
    /// The group used every action its sources gave in the forgetful turn.
    NothingIdle,
    /// The group had idle sources, but the claims made already use every
    /// action they could stand for.
    AllClaimed,
}

impl ClaimWindow {
    /// The window opened by `turn`, ended in `position` with `unused`
    /// actions left; `None` if no group holds an idle source (R21).
    pub(crate) fn open(turn: Turn, unused: usize, position: &Position) -> Option<ClaimWindow> {
        // Most turns end with every action used (searches end thousands):
        // they open nothing, and need neither the idle sources nor the
        // groups.
        if unused == 0 {
            return None;
        }
        let idle = turn.idle_sources();
        let targets: Vec<ClaimTarget> = position
            .groups(turn.player())
            .iter()
            .map(|group| ClaimTarget::of(group, &turn, idle))
            .filter(|target| target.sources != 0)
            .collect();
        if targets.is_empty() {
            return None;
        }
        Some(ClaimWindow {
            made: vec![0; targets.len()],
            turn,
            targets,
            remaining: unused,
        })
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

    /// The cells a claim may name now (R21): every seed still standing in
    /// a plant the forgetful turn left with an idle seed, and every sprout
    /// of a parasite that got no action in it (claimed whole, R30), while
    /// one more claim on that group can be charged.
    #[must_use]
    pub fn claimable_cells(&self, position: &Position) -> CellSet {
        (0..self.targets.len())
            .filter(|&index| self.can_charge(index))
            .fold(CellSet::EMPTY, |all, index| {
                all | self.standing(position, index)
            })
    }

    /// Charges a claim on `target`, a seed or a parasite sprout of the
    /// forgetful player, or says why no claim is due on it. Nothing
    /// changes on refusal.
    pub(crate) fn charge(&mut self, position: &Position, target: Cell) -> Result<(), Uncharged> {
        let index = (0..self.targets.len())
            .find(|&index| self.standing(position, index).contains(target))
            .ok_or(Uncharged::NothingIdle)?;
        if !self.can_charge(index) {
            return Err(Uncharged::AllClaimed);
        }
        self.made[index] += 1;
        self.remaining -= 1;
        Ok(())
    }

    /// The pieces of target `index` a claim may name in `position`: the
    /// plant's seeds still there, or the parasite's sprouts.
    fn standing(&self, position: &Position, index: usize) -> CellSet {
        let Some(target) = self.targets.get(index) else {
            return CellSet::EMPTY;
        };
        let owner = self.turn.player();
        let pieces = match target.kind {
            GroupKind::Plant => position.seeds_of(owner),
            GroupKind::Parasite => position.pieces_of(owner),
        };
        pieces & target.cells
    }

    /// Whether one more claim on target `index`, with those made so far,
    /// can be charged to distinct idle sources of their targets (R21).
    fn can_charge(&self, index: usize) -> bool {
        if self.remaining == 0 {
            return false;
        }
        let mut claims: SmallVec<[SourceMask; 8]> = SmallVec::new();
        for (i, (target, &made)) in self.targets.iter().zip(&self.made).enumerate() {
            let count = made + usize::from(i == index);
            claims.extend(std::iter::repeat_n(target.sources, count));
        }
        self.chargeable(&claims, 0, 0)
    }

    /// Whether each of `claims` (the sources each may be charged to) can
    /// get a source of its own, not in `chosen` nor `barred`, so that all
    /// the sources chosen could have stayed idle together in the forgetful
    /// turn (R20, R21). Such sets only grow from smaller ones, so a choice
    /// that fails is not extended.
    ///
    /// Claims on one group are alike and come next to each other: each
    /// takes a source above the one before it (`barred` holds those at or
    /// below), so a set of sources is tried once, not in every order. A
    /// window holds at most 59 sources and a player at most 3 seeds; a
    /// parasite's claim has its one source, so the search stays small.
    fn chargeable(&self, claims: &[SourceMask], chosen: SourceMask, barred: SourceMask) -> bool {
        let Some((&first, rest)) = claims.split_first() else {
            return true;
        };
        let mut options = first & !chosen & !barred;
        while options != 0 {
            let bit = options & options.wrapping_neg();
            options &= options - 1;
            let with = chosen | bit;
            let next_barred = if rest.first() == Some(&first) {
                bit | (bit - 1)
            } else {
                0
            };
            if self.turn.claimable_leaving(with) && self.chargeable(rest, with, next_barred) {
                return true;
            }
        }
        false
    }
}

impl ClaimTarget {
    /// `group` as the forgetful `turn` ended, with the sources of `idle`
    /// it holds: a plant its idle seeds, a parasite its own source if idle.
    fn of(group: &Plant, turn: &Turn, idle: SourceMask) -> ClaimTarget {
        let kind = group.kind();
        let sources = turn
            .sources()
            .iter()
            .enumerate()
            .filter(|&(_, source)| match (source.kind, kind) {
                (SourceKind::Seed, GroupKind::Plant)
                | (SourceKind::Parasite, GroupKind::Parasite) => {
                    !(source.cells & group.cells).is_empty()
                }
                _ => false,
            })
            .fold(0 as SourceMask, |mask, (index, _)| mask | (1 << index))
            & idle;
        ClaimTarget {
            cells: group.cells,
            kind,
            sources,
        }
    }
}
