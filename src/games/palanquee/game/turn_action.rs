//! A turn action and its consequences in the order of R13: the action
//! itself (see [`act`](super::act)), then (1) the captures it makes (R14,
//! R15) unless they take back a capture at once (R18), (2) saturated
//! columns (R16), (3) groups cut from their seeds (R8) or, under the
//! advanced rules, seedless groups that are no living parasite (R30); and
//! last, no piece of the mover may stand captured (R17).

use super::removals::may_disconnect;
use super::state::{Plants, State, seedless_cells};
use crate::games::palanquee::actions::Action;
use crate::games::palanquee::captures::{pincer_captures, saturated_columns};
use crate::games::palanquee::cell_set::CellSet;
use crate::games::palanquee::geometry::Cell;
use crate::games::palanquee::position::{Player, SeedFate};
use crate::games::palanquee::report::{Removed, Report};
use crate::games::palanquee::rulings::IllegalAction;
use crate::games::palanquee::turn::CapturingPlacement;

impl State {
    /// Sow, grow, move, harvest, prune or launch for the player to move,
    /// with its consequences (R13).
    pub(super) fn turn_action(
        &mut self,
        action: Action,
        plants: Plants<'_>,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let mover = self.position.to_move();
        // Parasite sprouts before the action, followed where they go: only
        // groups holding one of them can be parasites afterwards (R30).
        debug_assert_eq!(
            self.parasites,
            if self.rules.is_advanced() {
                seedless_cells(&self.position)
            } else {
                CellSet::EMPTY
            },
            "the parasite cells kept are those of the position"
        );
        let heritage = self.parasites;
        let placed = self.act(mover, action, plants)?;
        let heritage = followed(heritage, action);
        if let Some(placed) = placed {
            self.capture(mover, placed, report)?;
        }
        self.remove_saturated(report);
        let removed = report
            .captured
            .iter()
            .chain(report.saturated.iter().flat_map(|(_, pieces)| pieces));
        for &(cell, _) in removed {
            self.turn.note_removed(cell);
        }
        self.remove_cut_groups(mover, action, heritage, report);
        self.check_no_suicide(mover, placed)?;
        self.mover_clean = true;
        Ok(())
    }

    /// R13 (1): the captures made by the piece placed on `placed` (R14,
    /// R15), refused if they take back at once what took one of the
    /// mover's (R18).
    fn capture(
        &mut self,
        mover: Player,
        placed: Cell,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let captured = pincer_captures(&self.position, placed, mover);
        self.check_recapture(mover, placed, captured)?;
        let mut taken = Vec::new();
        for cell in captured.iter() {
            if let Some(piece) = self.position.take(cell, SeedFate::Eliminated) {
                taken.push((cell, piece.owner));
                report.captured.push((cell, piece));
            }
        }
        if !taken.is_empty() {
            self.turn.note_capture(CapturingPlacement {
                placed,
                captured: taken,
            });
        }
        Ok(())
    }

    /// R13 (2), R16: every saturated column is emptied.
    fn remove_saturated(&mut self, report: &mut Report) {
        for column in saturated_columns(&self.position) {
            let pieces: Vec<Removed> = column
                .cells()
                .filter_map(|cell| Some((cell, self.position.take(cell, SeedFate::Eliminated)?)))
                .collect();
            report.saturated.push((column, pieces));
        }
    }

    /// R13 (3): the groups the action cut from their seeds leave (R8), or
    /// under the advanced rules every seedless group that is no living
    /// parasite (R30). Only the players who lost pieces, and the mover,
    /// can have such a group.
    fn remove_cut_groups(
        &mut self,
        mover: Player,
        action: Action,
        heritage: CellSet,
        report: &mut Report,
    ) {
        let mut losers: Vec<Player> = report
            .captured
            .iter()
            .chain(report.saturated.iter().flat_map(|(_, pieces)| pieces))
            .map(|(_, piece)| piece.owner)
            .collect();
        if self.rules.is_advanced() {
            // The mover's groups change with any action (a growth may graft
            // a parasite, a launch makes one); others' only by losing pieces.
            losers.push(mover);
            losers.sort();
            losers.dedup();
            self.remove_unrooted(heritage, &losers, report);
        } else {
            let lifted = match action {
                Action::Move(from, _) | Action::Prune(from) | Action::Harvest(from) => Some(from),
                _ => None,
            };
            if lifted.is_some_and(|cell| may_disconnect(&self.position, cell, mover)) {
                losers.push(mover);
            }
            losers.sort();
            losers.dedup();
            self.remove_isolated(losers, report);
        }
    }
}

/// The parasite sprouts `heritage` after `action`: a moved parasite sprout
/// is followed to its new cell, and a launched sprout is a new parasite
/// (R30, R32).
fn followed(mut heritage: CellSet, action: Action) -> CellSet {
    match action {
        Action::Move(from, to) if heritage.contains(from) => {
            heritage.remove(from);
            heritage.insert(to);
        }
        Action::Launch(_, to) => heritage.insert(to),
        _ => {}
    }
    heritage
}
