//! The turn in progress and its budget (R9, R11, R12, R20, R30, R36).
//!
//! When the player takes control, each of their seeds on the board grants
//! one action (R9); under the advanced rules so does each of their
//! parasites (R30), and each leaf that stood since their previous turn
//! grants an optional bonus (R36). These are the turn's *sources*. Every
//! action records which sources were, at that moment, in the group (plant
//! or parasite) it acted on; the turn stays legal while the actions can be
//! matched one-to-one to such sources. Fusion, separation and grafting then
//! need no special case.

use std::sync::Arc;

use smallvec::SmallVec;

use super::cell_set::CellSet;
use super::geometry::Cell;
use super::position::{Player, Position};
use super::shapes::{Leaf, bonus_leaves};

/// A set of sources, bit `i` for the turn's `i`-th source.
pub type SourceMask = u64;

/// How many sources a mask can name besides the sowing right. A player has
/// at most 3 seeds, 50 parasites (one sprout each) and 6 leaves (8 sprouts
/// each), so 59 sources at the very most.
const MAX_SOURCES: usize = SourceMask::BITS as usize - 1;

/// The bit standing for the one sowing of a player with no seed on the
/// board at the start of the turn (R11). It is no real source.
const SOWING_RIGHT: SourceMask = 1 << MAX_SOURCES;

/// What grants an action this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SourceKind {
    /// A seed on the board at the start of the turn (R9).
    Seed,
    /// A parasite made before this turn (R30): its action must be used.
    Parasite,
    /// A leaf standing since the previous turn (R36): an optional bonus.
    Leaf,
}

/// One source of an action and the cells that carry it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Source {
    /// Seed, parasite or leaf.
    pub kind: SourceKind,
    /// The seed's cell, the parasite's sprouts (followed when they move), or
    /// the leaf's 8 sprouts.
    pub cells: CellSet,
}

/// What an action may be charged to: a seed placed or taken needs a seed's
/// action (R12), anything else may use any source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChargeKind {
    /// Sowing, a seed growth or a harvest: seeds only.
    SeedAction,
    /// Any other action: seeds, parasites and leaves.
    AnyAction,
}

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
    /// Shared between the copies of a turn that legality checks make; copied
    /// only when a source changes.
    sources: Arc<Vec<Source>>,
    gone: SourceMask,
    sow_only: bool,
    sowing_optional: bool,
    /// Inline for the few actions of a usual turn: a legality check
    /// copies the turn, and a short copy keeps it cheap.
    charges: SmallVec<[SourceMask; 6]>,
    launched: SourceMask,
    seed_placed: bool,
    capturing_placements: Vec<CapturingPlacement>,
}

impl Turn {
    /// `player` takes control in `position` under the basic rules (R9, R11).
    #[must_use]
    pub fn start(position: &Position, player: Player) -> Turn {
        Turn::start_advanced(position, player, false, &[])
    }

    /// `player` takes control in `position`. Under the advanced rules their
    /// parasites grant actions (R30), and so do those of `prior_leaves` (the
    /// leaves standing when their previous turn ended) still standing (R36).
    #[must_use]
    pub fn start_advanced(
        position: &Position,
        player: Player,
        advanced: bool,
        prior_leaves: &[Leaf],
    ) -> Turn {
        let mut sources: Vec<Source> = position
            .seeds_of(player)
            .iter()
            .map(|cell| Source {
                kind: SourceKind::Seed,
                cells: CellSet::single(cell),
            })
            .collect();
        let sow_only = sources.is_empty();
        let mut has_parasite = false;
        if advanced {
            let groups: Vec<CellSet> = position.pieces_of(player).components().collect();
            let seeds = position.seeds_of(player);
            for group in groups.iter().filter(|g| (**g & seeds).is_empty()) {
                has_parasite = true;
                sources.push(Source {
                    kind: SourceKind::Parasite,
                    cells: *group,
                });
            }
            let standing: Vec<Leaf> = prior_leaves
                .iter()
                .filter(|leaf| leaf.stands(position, player))
                .copied()
                .collect();
            sources.extend(
                bonus_leaves(&standing, &groups)
                    .into_iter()
                    .map(|leaf| Source {
                        kind: SourceKind::Leaf,
                        cells: leaf.cells,
                    }),
            );
        }
        sources.truncate(MAX_SOURCES);
        Turn {
            player,
            sources: Arc::new(sources),
            gone: 0,
            sow_only,
            sowing_optional: has_parasite,
            charges: SmallVec::new(),
            launched: 0,
            seed_placed: false,
            capturing_placements: Vec::new(),
        }
    }

    /// Whose turn it is.
    #[must_use]
    pub fn player(&self) -> Player {
        self.player
    }

    /// The turn's sources of actions, in the order of their mask bits.
    #[must_use]
    pub fn sources(&self) -> &[Source] {
        &self.sources
    }

    /// The sources still able to pay for an action: not removed, not
    /// cancelled (a leaf touched this turn, R36). Used ones included.
    pub fn live_sources(&self) -> impl Iterator<Item = &Source> {
        self.sources
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.gone & (1 << i) == 0)
            .map(|(_, source)| source)
    }

    /// Whether the player had no seed on the board when the turn began: no
    /// plant acts, and one sowing is their action (R11).
    #[must_use]
    pub fn is_sow_only(&self) -> bool {
        self.sow_only
    }

    /// Whether the sowing of a seedless start must be played before the
    /// turn ends: it must unless a parasite of the player's lived when the
    /// turn began (R11, R30).
    #[must_use]
    pub fn is_sowing_compulsory(&self) -> bool {
        self.sow_only && !self.sowing_optional
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

    /// Sources still standing whose cells meet `cells` and that may pay for
    /// an action of `kind`.
    #[must_use]
    pub fn sources_within(&self, cells: CellSet, kind: ChargeKind) -> SourceMask {
        self.sources
            .iter()
            .enumerate()
            .filter(|&(i, source)| {
                self.gone & (1 << i) == 0
                    && !(source.cells & cells).is_empty()
                    && (kind == ChargeKind::AnyAction || source.kind == SourceKind::Seed)
            })
            .fold(0, |mask, (i, _)| mask | (1 << i))
    }

    /// `eligible` without the leaves holding `cell`: an action that lifts,
    /// prunes or launches a leaf's sprout cancels that leaf's bonus, so the
    /// bonus cannot pay for it (R36).
    #[must_use]
    pub fn without_leaves_at(&self, eligible: SourceMask, cell: Cell) -> SourceMask {
        self.sources
            .iter()
            .enumerate()
            .filter(|(_, source)| source.kind == SourceKind::Leaf && source.cells.contains(cell))
            .fold(eligible, |mask, (i, _)| mask & !(1 << i))
    }

    /// What a sowing may be charged to: any starting seed still on the
    /// board, or the sowing right of a seedless start (R11).
    #[must_use]
    pub fn sowing_charge(&self) -> SourceMask {
        if self.sow_only {
            SOWING_RIGHT
        } else {
            self.sources_within(CellSet::FULL, ChargeKind::SeedAction)
        }
    }

    /// Whether one more action charged to any of `eligible` keeps the turn
    /// matchable (R9).
    #[must_use]
    pub fn can_charge(&self, eligible: SourceMask) -> bool {
        let mut charges = self.charges.clone();
        charges.push(eligible);
        matchable(&charges, 0)
    }

    /// Records an action charged to one of `eligible`. The caller has
    /// checked [`Turn::can_charge`].
    pub(crate) fn charge(&mut self, eligible: SourceMask) {
        self.charges.push(eligible);
    }

    /// Whether a group holding the sources `eligible` launched already this
    /// turn (R32: one launch per plant or parasite per turn).
    #[must_use]
    pub fn has_launched(&self, eligible: SourceMask) -> bool {
        self.launched & eligible != 0
    }

    /// Records that a seed was put on the board (R12).
    pub(crate) fn note_seed_placed(&mut self) {
        self.seed_placed = true;
    }

    /// Records a placement that captured (R18).
    pub(crate) fn note_capture(&mut self, placement: CapturingPlacement) {
        self.capturing_placements.push(placement);
    }

    /// Records that the piece on `cell` left the board: a seed there grants
    /// nothing more, a parasite loses that sprout, a leaf there is broken.
    pub(crate) fn note_removed(&mut self, cell: Cell) {
        if self
            .sources
            .iter()
            .all(|source| !source.cells.contains(cell))
        {
            return;
        }
        for (i, source) in Arc::make_mut(&mut self.sources).iter_mut().enumerate() {
            if !source.cells.contains(cell) {
                continue;
            }
            source.cells.remove(cell);
            if source.kind != SourceKind::Parasite || source.cells.is_empty() {
                self.gone |= 1 << i;
            }
        }
    }

    /// Records that the mover's sprout went from `from` to `to`: a parasite
    /// takes it along, a leaf lifted is cancelled (R36).
    pub(crate) fn note_moved(&mut self, from: Cell, to: Cell) {
        if self
            .sources
            .iter()
            .all(|source| !source.cells.contains(from))
        {
            return;
        }
        for (i, source) in Arc::make_mut(&mut self.sources).iter_mut().enumerate() {
            if !source.cells.contains(from) {
                continue;
            }
            match source.kind {
                SourceKind::Parasite => {
                    source.cells.remove(from);
                    source.cells.insert(to);
                }
                SourceKind::Leaf | SourceKind::Seed => self.gone |= 1 << i,
            }
        }
    }

    /// Records a launch from `from` by a group holding `eligible` (R32): the
    /// launched sprout is a new parasite and carries no source away.
    pub(crate) fn note_launched(&mut self, from: Cell, eligible: SourceMask) {
        self.launched |= eligible;
        self.note_removed(from);
    }

    fn present(&self) -> SourceMask {
        let all = if self.sources.len() >= MAX_SOURCES {
            !SOWING_RIGHT
        } else {
            (1 << self.sources.len()) - 1
        };
        let right = if self.sow_only { SOWING_RIGHT } else { 0 };
        (all & !self.gone) | right
    }

    /// The present sources of `kind`.
    fn present_of(&self, kind: SourceKind) -> SourceMask {
        self.sources
            .iter()
            .enumerate()
            .filter(|(_, source)| source.kind == kind)
            .fold(0, |mask, (i, _)| mask | (1 << i))
            & self.present()
    }

    /// Sources whose action must be used, or be claimable: seeds and
    /// parasites, and a compulsory sowing right (R20, R30).
    fn mandatory(&self) -> SourceMask {
        let right = if self.is_sowing_compulsory() {
            SOWING_RIGHT
        } else {
            0
        };
        self.present_of(SourceKind::Seed) | self.present_of(SourceKind::Parasite) | right
    }

    /// The largest number of further actions the matching could still
    /// take, using only sources in `among`.
    fn further(&self, among: SourceMask) -> usize {
        let mut idle: SourceMask = 0;
        let mut rest = among & self.present();
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            if matchable(&self.charges, idle | bit) {
                idle |= bit;
            }
        }
        idle.count_ones() as usize
    }

    /// The largest number of further actions whose absence opens claims:
    /// seeds' and parasites' actions, not leaves' bonuses nor an optional
    /// sowing (R20, R36). The actions played count against the owed
    /// sources first: a bonus is only ever spent on what no owed source
    /// could pay for, so skipping a bonus never opens a claim.
    ///
    /// Sets of sources that the actions so far can leave idle form a
    /// matroid (the dual of a transversal matroid), and `Turn::further`
    /// is its rank. The fewest owed sources idle in a largest idle set is
    /// then the rank of everything minus the rank of the optional sources.
    #[must_use]
    pub fn unused_actions(&self) -> usize {
        let optional = self.present() & !self.mandatory();
        self.further(self.present()) - self.further(optional)
    }

    /// Every further action still possible, bonuses included.
    #[must_use]
    pub fn actions_left(&self) -> usize {
        self.further(self.present())
    }

    /// Further actions possible with the sources in `cells` (a plant or a
    /// parasite): `(owed, bonus)`, the owed ones opening claims if unused
    /// (counted as in [`Turn::unused_actions`]).
    #[must_use]
    pub fn actions_left_within(&self, cells: CellSet) -> (usize, usize) {
        let within = self.sources_within(cells, ChargeKind::AnyAction);
        let all = self.further(within);
        let bonus = self.further(within & !self.mandatory());
        (all - bonus, bonus)
    }

    /// Owed sources present that some way of charging the turn's actions,
    /// owed sources first, leaves unused: their plants, or parasites, may
    /// be claimed (R21).
    #[must_use]
    pub fn idle_sources(&self) -> SourceMask {
        let mut owed = self.mandatory() & !SOWING_RIGHT;
        let mut idle = 0;
        while owed != 0 {
            let bit = owed & owed.wrapping_neg();
            owed &= owed - 1;
            if self.claimable_leaving(bit) {
                idle |= bit;
            }
        }
        idle
    }

    /// Whether the owed sources of `idle` can all stay unused while the
    /// turn's actions are charged owed sources first (R20, R21, R36): the
    /// idle set extends a largest idle set of optional sources.
    #[must_use]
    pub fn claimable_leaving(&self, idle: SourceMask) -> bool {
        let optional = self.present() & !self.mandatory();
        idle & !self.mandatory() == 0
            && self.further(idle | optional) == idle.count_ones() as usize + self.further(optional)
    }
}

/// Whether each charge can get its own source among those it allows, none
/// of them in `forbidden`: bipartite matching by augmenting paths.
fn matchable(charges: &[SourceMask], forbidden: SourceMask) -> bool {
    const FREE: usize = usize::MAX;
    let mut holder = [FREE; SourceMask::BITS as usize];

    fn augment(
        charges: &[SourceMask],
        forbidden: SourceMask,
        charge: usize,
        holder: &mut [usize; SourceMask::BITS as usize],
        visited: &mut SourceMask,
    ) -> bool {
        let allowed = charges.get(charge).copied().unwrap_or(0) & !forbidden;
        loop {
            let options = allowed & !*visited;
            if options == 0 {
                return false;
            }
            let bit = options.trailing_zeros() as usize;
            *visited |= 1 << bit;
            let current = holder[bit];
            if current == FREE || augment(charges, forbidden, current, holder, visited) {
                holder[bit] = charge;
                return true;
            }
        }
    }

    (0..charges.len()).all(|charge| {
        let mut visited = 0;
        augment(charges, forbidden, charge, &mut holder, &mut visited)
    })
}
