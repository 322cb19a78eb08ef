//! The events any seat may play, whoever is to move: a claim against a
//! forgetful player (R21, R30) and a resignation (R22).

use super::state::State;
use crate::games::palanquee::cell_set::CellSet;
use crate::games::palanquee::claims::Uncharged;
use crate::games::palanquee::geometry::Cell;
use crate::games::palanquee::position::{PieceKind, Player, SeedFate};
use crate::games::palanquee::reasons::Reason;
use crate::games::palanquee::report::Report;
use crate::games::palanquee::rulings::IllegalAction;

impl State {
    /// R21: `claimer` takes a seed of a forgetful opponent, or one of
    /// their parasites that got no action, whole (R30).
    pub(super) fn claim(
        &mut self,
        claimer: Player,
        cell: Cell,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let (Some(piece), Some(group)) =
            (self.position.piece_at(cell), self.position.group_at(cell))
        else {
            return Err(Reason::ClaimOnEmpty { cell }.into());
        };
        let owner = piece.owner;
        if piece.kind != PieceKind::Seed && !group.is_parasite() {
            return Err(Reason::ClaimOnSprout { cell }.into());
        }
        if owner == claimer {
            return Err(Reason::ClaimOnOwn { cell }.into());
        }
        let position = &self.position;
        let Some(window) = self.claims.iter_mut().find(|w| w.against() == owner) else {
            return Err(Reason::NoClaimOpen { owner }.into());
        };
        window.charge(position, cell).map_err(|why| {
            let group = group.kind();
            match why {
                Uncharged::NothingIdle => Reason::NothingToClaim { cell, group, owner },
                Uncharged::AllClaimed => Reason::AllClaimed { cell, group, owner },
            }
        })?;
        self.claims.retain(|w| w.remaining() > 0);
        let heritage = self.parasites;
        let taken = if group.is_parasite() {
            group.cells
        } else {
            CellSet::single(cell)
        };
        for taken_cell in taken.iter() {
            if let Some(piece) = self.position.take(taken_cell, SeedFate::Eliminated) {
                report.claimed.push((taken_cell, piece));
            }
            self.turn.note_removed(taken_cell);
        }
        self.remove_orphans(heritage, [owner], report);
        Ok(())
    }

    /// R22: `player` leaves; their pieces leave the board.
    pub(super) fn resign(&mut self, player: Player, report: &mut Report) {
        let heritage = self.parasites;
        for cell in self.position.pieces_of(player).iter() {
            if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                report.removed.push((cell, piece));
            }
        }
        self.position.clear_reserve_seeds(player);
        self.claims.retain(|w| w.against() != player);
        self.remove_orphans(heritage, [player], report);
    }
}
