//! The state a game changes from one event to the next, and the small
//! steps every event is made of: placing a piece, charging an action to a
//! source (R9), telling a plant from a parasite (R8, R30), and reading the
//! end from a position (R22, R23).

use std::sync::Arc;

use crate::games::palanquee::captures::threat_against;
use crate::games::palanquee::cell_set::CellSet;
use crate::games::palanquee::claims::ClaimWindow;
use crate::games::palanquee::geometry::Cell;
use crate::games::palanquee::plants::Plant;
use crate::games::palanquee::position::{MAX_PLAYERS, Piece, PieceKind, Player, Position};
use crate::games::palanquee::reasons::Reason;
use crate::games::palanquee::report::Outcome;
use crate::games::palanquee::rules::Rules;
use crate::games::palanquee::rulings::IllegalAction;
use crate::games::palanquee::shapes::{Leaf, leaves};
use crate::games::palanquee::turn::{CapturingPlacement, SourceMask, Turn};

/// How much an application of an action reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Detail {
    /// Everything players read: fusions and separations included.
    Full,
    /// Just enough to decide legality.
    LegalityOnly,
    /// The whole state after the action, without what only players read
    /// (fusions and separations): for searches, which weigh thousands.
    Quiet,
}

/// Where the mover's groups (plants and parasites) of the position before
/// the action come from.
#[derive(Clone, Copy)]
pub(crate) enum Plants<'a> {
    /// Flood-filled from the board when needed.
    Live,
    /// Computed once by the caller for many checks of one position.
    Known(&'a [Plant]),
}

impl Plants<'_> {
    /// The group holding the mover's piece on `cell`: its plant (R8), or
    /// its parasite (R30).
    pub(crate) fn of(self, position: &Position, cell: Cell) -> Result<Plant, IllegalAction> {
        let found = match self {
            Plants::Live => position.group_at(cell),
            Plants::Known(plants) => plants.iter().find(|p| p.cells.contains(cell)).copied(),
        };
        found.ok_or_else(|| IllegalAction::from(Reason::NoPlant { cell }))
    }

    /// The cells of the mover's groups touching `cell`, and how many groups
    /// that is (R10, R31).
    pub(crate) fn touching(
        self,
        position: &Position,
        cell: Cell,
        mover: Player,
    ) -> (CellSet, usize) {
        match self {
            Plants::Live => {
                let groups = position.groups_touching(cell, mover);
                let union = groups.iter().fold(CellSet::EMPTY, |all, p| all | p.cells);
                (union, groups.len())
            }
            Plants::Known(plants) => {
                let around = CellSet::single(cell).grow();
                plants
                    .iter()
                    .filter(|p| !(p.cells & around).is_empty())
                    .fold((CellSet::EMPTY, 0), |(all, n), p| (all | p.cells, n + 1))
            }
        }
    }
}

/// Everything that changes from one event to the next.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct State {
    pub(crate) position: Position,
    pub(crate) turn: Turn,
    pub(crate) claims: Vec<ClaimWindow>,
    pub(crate) last_capturing: [Vec<CapturingPlacement>; MAX_PLAYERS],
    /// Basic or advanced rules.
    pub(crate) rules: Rules,
    /// Per player, the leaves standing when their last turn ended (R36);
    /// shared between the copies legality checks make, as it changes only
    /// when a turn ends.
    pub(crate) leaves_at_end: Arc<[Vec<Leaf>; MAX_PLAYERS]>,
    /// No run of the mover stands capturable: R17 then only reads the
    /// lines through a placed piece.
    pub(crate) mover_clean: bool,
    /// The parasite sprouts of the settled position (R30; empty under the
    /// basic rules), kept so that an action need not look for them again:
    /// set at the start and by every removal of unrooted groups.
    pub(crate) parasites: CellSet,
    pub(crate) outcome: Option<Outcome>,
}

impl State {
    /// The state of a game whose player to move starts a turn in
    /// `position` under `rules`: nothing before it is known.
    pub(crate) fn start(position: Position, rules: Rules) -> State {
        let mut leaves_at_end: Arc<[Vec<Leaf>; MAX_PLAYERS]> = Arc::default();
        if rules.is_advanced() {
            for player in position.players() {
                Arc::make_mut(&mut leaves_at_end)[player.index()] = leaves(&position, player);
            }
        }
        let mover = position.to_move();
        let mover_clean = threat_against(&position, mover, None).is_none();
        let outcome = outcome_of(&position);
        let parasites = if rules.is_advanced() {
            seedless_cells(&position)
        } else {
            CellSet::EMPTY
        };
        State {
            turn: Turn::start_advanced(
                &position,
                mover,
                rules.is_advanced(),
                &leaves_at_end[mover.index()],
            ),
            position,
            claims: Vec::new(),
            last_capturing: Default::default(),
            rules,
            leaves_at_end,
            mover_clean,
            parasites,
            outcome,
        }
    }

    /// Puts a piece of `owner` on `cell`, noting a seed placed (R12).
    pub(crate) fn place(&mut self, cell: Cell, owner: Player, kind: PieceKind) {
        if self.position.place(cell, Piece { owner, kind }) && kind == PieceKind::Seed {
            self.turn.note_seed_placed();
        }
    }

    /// Charges an action to one of `eligible` (R9), or refuses with `reason`.
    pub(crate) fn charge(
        &mut self,
        eligible: SourceMask,
        reason: Reason,
    ) -> Result<(), IllegalAction> {
        if self.turn.can_charge(eligible) {
            self.turn.charge(eligible);
            Ok(())
        } else {
            Err(reason.into())
        }
    }
}

/// Cells of every seedless group: in a settled position under the advanced
/// rules, every parasite sprout (R30).
pub(crate) fn seedless_cells(position: &Position) -> CellSet {
    position
        .players()
        .fold(CellSet::EMPTY, |all, p| all | position.isolated_sprouts(p))
}

/// R22/R23: one player left wins; nobody left is a draw.
///
/// When only parasites are left, nobody holds a seed any more: the last
/// seeds were taken by a player without seeds, and the game is drawn (R23).
pub(crate) fn outcome_of(position: &Position) -> Option<Outcome> {
    let seedless = |p: Player| position.seeds_of(p).is_empty() && position.reserve(p).seeds == 0;
    if position.alive_players().all(seedless) {
        return Some(Outcome::Draw);
    }
    let mut alive = position.alive_players();
    match (alive.next(), alive.next()) {
        (Some(winner), None) => Some(Outcome::Winner(winner)),
        _ => None,
    }
}
