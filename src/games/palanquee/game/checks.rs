//! The legality checks an action goes through, each naming the ruling it
//! applies: the cell is free or holds the right piece (R10, R32), one seed
//! a turn (R12), the opening distance (R19), no recapture (R18), a lone
//! parasite's step (R31), a launch's landing (R32), who may pay for the
//! action (R9, R11, R12, R30, R36), and no suicide (R17). A check reads
//! the state and refuses with an [`IllegalAction`]; it changes nothing.

use super::state::State;
use crate::games::palanquee::captures::{Threat, threat_against};
use crate::games::palanquee::cell_set::CellSet;
use crate::games::palanquee::geometry::Cell;
use crate::games::palanquee::plants::Plant;
use crate::games::palanquee::position::{PieceKind, Player, Position};
use crate::games::palanquee::reasons::{Reason, Verb};
use crate::games::palanquee::rulings::IllegalAction;
use crate::games::palanquee::shapes::{MAX_LAUNCH_DISTANCE, button_cells};
use crate::games::palanquee::turn::{ChargeKind, SourceMask};

/// Turns during which a player keeps 3 cells from enemy pieces (R19).
pub const OPENING_ROUNDS: u32 = 3;
/// Smallest distance from enemy pieces during the opening (R19).
pub const OPENING_DISTANCE: usize = 3;

impl State {
    /// R10: a piece goes only on an empty cell.
    pub(crate) fn check_empty(&self, cell: Cell) -> Result<(), IllegalAction> {
        match self.position.piece_at(cell) {
            None => Ok(()),
            Some(piece) => Err(Reason::Taken { cell, piece }.into()),
        }
    }

    /// R10, R32: the piece on `cell` is the mover's, of the `kind` that
    /// `verb` acts on.
    pub(crate) fn check_own(
        &self,
        mover: Player,
        cell: Cell,
        kind: PieceKind,
        verb: Verb,
    ) -> Result<(), IllegalAction> {
        match self.position.piece_at(cell) {
            Some(piece) if piece.owner == mover && piece.kind == kind => Ok(()),
            Some(piece) if piece.owner == mover => Err(match kind {
                PieceKind::Sprout => Reason::SeedsNever { cell, verb },
                PieceKind::Seed => Reason::OnlySeedsHarvested { cell },
            }
            .into()),
            Some(piece) => Err(Reason::NotYours { cell, piece }.into()),
            None => Err(Reason::Empty { cell, kind, verb }.into()),
        }
    }

    /// R12: at most one seed placed per turn.
    pub(crate) fn check_one_seed(&self) -> Result<(), IllegalAction> {
        if self.turn.seed_placed() {
            Err(Reason::OneSeedPerTurn.into())
        } else {
            Ok(())
        }
    }

    /// R19: in a player's first three turns, pieces go 3 cells or more from
    /// every enemy piece.
    pub(crate) fn check_opening(&self, mover: Player, cell: Cell) -> Result<(), IllegalAction> {
        if self.position.round() > OPENING_ROUNDS {
            return Ok(());
        }
        let nearest = self
            .position
            .enemy_pieces(mover)
            .iter()
            .map(|enemy| (cell.distance(enemy), enemy))
            .min();
        match nearest {
            Some((distance, enemy)) if distance < OPENING_DISTANCE => {
                let owner = self.position.piece_at(enemy).map(|p| p.owner);
                Err(Reason::TooClose {
                    cell,
                    distance,
                    owner,
                    enemy,
                }
                .into())
            }
            _ => Ok(()),
        }
    }

    /// R18: no taking back at once what took one of yours.
    pub(crate) fn check_recapture(
        &self,
        mover: Player,
        placed: Cell,
        captured: CellSet,
    ) -> Result<(), IllegalAction> {
        for cell in captured.iter() {
            let Some(piece) = self.position.piece_at(cell) else {
                continue;
            };
            let barred = self.last_capturing[piece.owner.index()]
                .iter()
                .any(|p| p.placed == cell && p.captured.contains(&(placed, mover)));
            if barred {
                return Err(Reason::Recapture {
                    cell,
                    owner: piece.owner,
                    placed,
                }
                .into());
            }
        }
        Ok(())
    }

    /// R10, R31: a sprout of `group` moving from `from` to `to` stays
    /// along its plant, or, alone in a parasite, steps one cell and keeps
    /// enemy contact.
    pub(crate) fn check_move_target(
        &self,
        mover: Player,
        group: &Plant,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        if group.is_parasite() && group.cells.len() == 1 {
            self.check_lone_parasite_move(mover, from, to)
        } else if !(group.cells - CellSet::single(from)).grow().contains(to) {
            Err(Reason::LeavesItsPlant { from, to }.into())
        } else {
            Ok(())
        }
    }

    /// R31: a one-sprout parasite moves one cell and keeps enemy contact.
    fn check_lone_parasite_move(
        &self,
        mover: Player,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        if !from.touches(to) {
            return Err(Reason::ParasiteStep { from, to }.into());
        }
        let enemies = self.position.enemy_pieces(mover);
        if to.neighbours().all(|n| !enemies.contains(n)) {
            return Err(Reason::ParasiteLosesContact { from, to }.into());
        }
        Ok(())
    }

    /// R32: only under the advanced rules, the centre of one of the
    /// mover's buttons flies at most [`MAX_LAUNCH_DISTANCE`] cells to an
    /// empty cell touching none of the mover's pieces and some enemy
    /// piece; R19 holds as for any placement.
    pub(crate) fn check_launch(
        &self,
        mover: Player,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        if !self.rules.is_advanced() {
            return Err(Reason::LaunchInBasicRules.into());
        }
        self.check_own(mover, from, PieceKind::Sprout, Verb::Launch)?;
        let sprouts = self.position.sprouts_of(mover);
        let is_button = button_cells(from).is_some_and(|cells| cells - sprouts == CellSet::EMPTY);
        if !is_button {
            return Err(Reason::NotAButton { from }.into());
        }
        self.check_empty(to)?;
        let distance = from.distance(to);
        if distance > MAX_LAUNCH_DISTANCE {
            return Err(Reason::LaunchTooFar { from, to, distance }.into());
        }
        let own = self.position.pieces_of(mover) - CellSet::single(from);
        if let Some(touching) = to.neighbours().find(|&n| own.contains(n)) {
            return Err(Reason::LaunchTouchesOwn { to, touching }.into());
        }
        // Every enemy piece is in a plant or a parasite, and both may be
        // parasitised ("on peut parasiter un parasite").
        let enemy = self.position.enemy_pieces(mover);
        if to.neighbours().all(|n| !enemy.contains(n)) {
            return Err(Reason::LaunchTouchesNoEnemy { to }.into());
        }
        self.check_opening(mover, to)
    }

    /// The sources that may pay for an action of `kind` on the group of
    /// `cells` (R9). Placing or harvesting a seed needs a seed's action,
    /// never a parasite's or a leaf's (R12). A player who began the turn
    /// with no seed on the board acts only by sowing, or with their
    /// parasites (R11, R30); a seedless group no source pays for became a
    /// parasite this turn and acts from the next (R30).
    ///
    /// `lifted` is the sprout the action lifts, prunes or launches: a leaf
    /// holding it cannot pay (R36).
    pub(crate) fn eligible(
        &self,
        cells: CellSet,
        kind: ChargeKind,
        lifted: Option<Cell>,
    ) -> Result<SourceMask, IllegalAction> {
        let mut eligible = self.turn.sources_within(cells, kind);
        if let Some(cell) = lifted {
            eligible = self.turn.without_leaves_at(eligible, cell);
        }
        if eligible != 0 {
            return Ok(eligible);
        }
        let any = self.turn.sources_within(cells, ChargeKind::AnyAction);
        if kind == ChargeKind::SeedAction && any != 0 {
            return Err(Reason::SeedActionNeeded.into());
        }
        let mover = self.turn.player();
        let seedless = (cells & self.position.seeds_of(mover)).is_empty();
        if self.rules.is_advanced() && seedless && any == 0 {
            return Err(Reason::NewParasite { at: cells.first() }.into());
        }
        if self.turn.is_sow_only() {
            return Err(sow_only_refusal());
        }
        Ok(eligible)
    }

    /// R17: after its captures, an action leaves none of the mover's
    /// pieces standing captured. While no run of the mover stood
    /// capturable, only the lines through `placed` can make one.
    pub(crate) fn check_no_suicide(
        &self,
        mover: Player,
        placed: Option<Cell>,
    ) -> Result<(), IllegalAction> {
        let threat = if self.mover_clean {
            placed.and_then(|cell| threat_against(&self.position, mover, Some(cell)))
        } else {
            threat_against(&self.position, mover, None)
        };
        match threat {
            Some(threat) => Err(suicide(&self.position, &threat)),
            None => Ok(()),
        }
    }
}

/// R11: a turn begun with no seed on the board acts by sowing (and with
/// parasites, under the advanced rules).
pub(crate) fn sow_only_refusal() -> IllegalAction {
    Reason::SowOnly.into()
}

/// The R17 refusal, in words.
fn suicide(position: &Position, threat: &Threat) -> IllegalAction {
    Reason::Suicide {
        kind: position.piece_at(threat.cell).map(|p| p.kind),
        cell: threat.cell,
        by: threat.by,
        ends: threat.ends,
    }
    .into()
}
