//! The action itself, before its consequences: sowing (R11, R12), growing,
//! moving, harvesting and pruning (R10), a parasite's step (R31) and a
//! launch (R32), each checked (see [`checks`](super::checks)), charged to
//! a source of the turn (R9) and done on the board.

use super::checks::sow_only_refusal;
use super::state::{Plants, State};
use crate::games::palanquee::actions::Action;
use crate::games::palanquee::geometry::Cell;
use crate::games::palanquee::plants::Plant;
use crate::games::palanquee::position::{PieceKind, Player, SeedFate};
use crate::games::palanquee::reasons::{Reason, Verb};
use crate::games::palanquee::rulings::IllegalAction;
use crate::games::palanquee::turn::{ChargeKind, SourceMask};

impl State {
    /// The action itself, before its consequences: checks R9-R12, R19 and
    /// R30-R32 and changes the board. Returns the cell a piece was placed
    /// on.
    pub(super) fn act(
        &mut self,
        mover: Player,
        action: Action,
        plants: Plants<'_>,
    ) -> Result<Option<Cell>, IllegalAction> {
        let acts_on_groups = !matches!(
            action,
            Action::Sow(_) | Action::Claim(_) | Action::End | Action::TimeOut | Action::Resign
        );
        if acts_on_groups && self.turn.is_sow_only() && self.turn.sources().is_empty() {
            return Err(sow_only_refusal());
        }
        match action {
            Action::Sow(cell) => self.sow(mover, cell).map(Some),
            Action::Grow(cell, kind) => self.grow(mover, cell, kind, plants).map(Some),
            Action::Move(from, to) => self.move_sprout(mover, from, to, plants).map(Some),
            Action::Harvest(cell) => self.harvest(mover, cell, plants).map(|()| None),
            Action::Prune(cell) => self.prune(mover, cell, plants).map(|()| None),
            Action::Launch(from, to) => self.launch(mover, from, to, plants).map(Some),
            Action::Claim(_) | Action::End | Action::TimeOut | Action::Resign => Ok(None),
        }
    }

    /// R11, R12: a seed from the reserve onto an empty cell.
    fn sow(&mut self, mover: Player, cell: Cell) -> Result<Cell, IllegalAction> {
        if self.position.reserve(mover).seeds == 0 {
            return Err(Reason::NoSeedToSow.into());
        }
        self.check_one_seed()?;
        self.check_empty(cell)?;
        self.check_opening(mover, cell)?;
        self.charge(self.turn.sowing_charge(), Reason::NoActionToSow)?;
        self.place(cell, mover, PieceKind::Seed);
        Ok(cell)
    }

    /// R10: a piece from the reserve next to the mover's plants or
    /// parasites, charged to one of them (a seed to a seed's action, R12).
    fn grow(
        &mut self,
        mover: Player,
        cell: Cell,
        kind: PieceKind,
        plants: Plants<'_>,
    ) -> Result<Cell, IllegalAction> {
        let reserve = self.position.reserve(mover);
        self.check_empty(cell)?;
        let (union, group_count) = plants.touching(&self.position, cell, mover);
        if group_count == 0 {
            return Err(Reason::TouchesNoPlant { cell }.into());
        }
        let charge_kind = match kind {
            PieceKind::Seed if reserve.seeds == 0 => {
                return Err(Reason::NoSeedInReserve.into());
            }
            PieceKind::Seed => {
                self.check_one_seed()?;
                ChargeKind::SeedAction
            }
            PieceKind::Sprout if reserve.sprouts == 0 => {
                return Err(Reason::NoSproutInReserve.into());
            }
            PieceKind::Sprout => ChargeKind::AnyAction,
        };
        self.check_opening(mover, cell)?;
        let eligible = self.eligible(union, charge_kind, None)?;
        self.charge(
            eligible,
            Reason::NoActionToGrow {
                cell,
                groups: group_count,
                seed: charge_kind == ChargeKind::SeedAction,
            },
        )?;
        self.place(cell, mover, kind);
        Ok(cell)
    }

    /// R10, R31: a sprout steps along its plant, or a lone parasite sprout
    /// one cell.
    fn move_sprout(
        &mut self,
        mover: Player,
        from: Cell,
        to: Cell,
        plants: Plants<'_>,
    ) -> Result<Cell, IllegalAction> {
        self.check_own(mover, from, PieceKind::Sprout, Verb::Move)?;
        let group = plants.of(&self.position, from)?;
        self.check_empty(to)?;
        self.check_move_target(mover, &group, from, to)?;
        self.check_opening(mover, to)?;
        let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(from))?;
        self.charge_and_relocate(eligible, &group, from, to)?;
        self.turn.note_moved(from, to);
        Ok(to)
    }

    /// R10: a seed of a plant with two or more goes back to reserve,
    /// stranding no sprout.
    fn harvest(
        &mut self,
        mover: Player,
        cell: Cell,
        plants: Plants<'_>,
    ) -> Result<(), IllegalAction> {
        self.check_own(mover, cell, PieceKind::Seed, Verb::Harvest)?;
        let plant = plants.of(&self.position, cell)?;
        if plant.seed_count() < 2 {
            return Err(Reason::SingleSeed { cell }.into());
        }
        let eligible = self.eligible(plant.cells, ChargeKind::SeedAction, None)?;
        self.charge(eligible, Reason::NoActionToHarvest { cell })?;
        self.position.take(cell, SeedFate::Reserve);
        self.turn.note_removed(cell);
        let stranded = self.position.isolated_sprouts(mover) & plant.cells;
        if !stranded.is_empty() {
            return Err(Reason::StrandsSprouts { cell, stranded }.into());
        }
        Ok(())
    }

    /// R10: a sprout goes back to reserve.
    fn prune(
        &mut self,
        mover: Player,
        cell: Cell,
        plants: Plants<'_>,
    ) -> Result<(), IllegalAction> {
        self.check_own(mover, cell, PieceKind::Sprout, Verb::Prune)?;
        let group = plants.of(&self.position, cell)?;
        let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(cell))?;
        self.charge(
            eligible,
            Reason::NoActionLeft {
                cell,
                group: group.kind(),
            },
        )?;
        self.position.take(cell, SeedFate::Reserve);
        self.turn.note_removed(cell);
        Ok(())
    }

    /// R32: the centre of a button flies to `to`, a new parasite; each
    /// plant or parasite launches once a turn.
    fn launch(
        &mut self,
        mover: Player,
        from: Cell,
        to: Cell,
        plants: Plants<'_>,
    ) -> Result<Cell, IllegalAction> {
        self.check_launch(mover, from, to)?;
        let group = plants.of(&self.position, from)?;
        let eligible = self.eligible(group.cells, ChargeKind::AnyAction, Some(from))?;
        if self.turn.has_launched(eligible) {
            let group = group.kind();
            return Err(Reason::AlreadyLaunched { from, group }.into());
        }
        self.charge_and_relocate(eligible, &group, from, to)?;
        self.turn.note_launched(from, eligible);
        Ok(to)
    }

    /// Charges an action of `group` to one of `eligible` (R9), then lifts
    /// the sprout on `from` and puts it on `to`: a move or a launch.
    fn charge_and_relocate(
        &mut self,
        eligible: SourceMask,
        group: &Plant,
        from: Cell,
        to: Cell,
    ) -> Result<(), IllegalAction> {
        self.charge(
            eligible,
            Reason::NoActionLeft {
                cell: from,
                group: group.kind(),
            },
        )?;
        if let Some(piece) = self.position.lift(from) {
            self.position.put(to, piece);
        }
        Ok(())
    }
}
