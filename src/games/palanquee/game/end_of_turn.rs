//! The end of a turn (R20): a compulsory sowing not skipped (R11), the
//! unused actions opening claims (R21), the captures the next players may
//! not take back (R18), the leaves standing (R36), and the turn passed to
//! the next seat still playing.

use std::sync::Arc;

use super::state::{Plants, State};
use crate::games::palanquee::actions::Action;
use crate::games::palanquee::captures::threat_against;
use crate::games::palanquee::claims::ClaimWindow;
use crate::games::palanquee::position::Player;
use crate::games::palanquee::reasons::Reason;
use crate::games::palanquee::report::Report;
use crate::games::palanquee::rulings::IllegalAction;
use crate::games::palanquee::shapes::leaves;
use crate::games::palanquee::turn::{CapturingPlacement, Turn};

impl State {
    /// R20: the player to move ends the turn; unused actions open claims.
    pub(super) fn end_turn(
        &mut self,
        timed_out: bool,
        report: &mut Report,
    ) -> Result<(), IllegalAction> {
        let mover = self.turn.player();
        if !timed_out
            && self.turn.is_sowing_compulsory()
            && self.turn.actions_played() == 0
            && self.position.reserve(mover).seeds > 0
            && self.some_sowing_is_legal()
        {
            return Err(Reason::MustSow.into());
        }
        let unused = self.turn.unused_actions();
        report.unused = unused;
        if let Some(window) = ClaimWindow::open(self.turn.clone(), unused, &self.position) {
            self.claims.push(window);
        }
        let standing: Vec<CapturingPlacement> = self
            .turn
            .capturing_placements()
            .iter()
            .filter(|p| self.position.pieces_of(mover).contains(p.placed))
            .cloned()
            .collect();
        self.last_capturing[mover.index()] = standing;
        if self.rules.is_advanced() {
            Arc::make_mut(&mut self.leaves_at_end)[mover.index()] = leaves(&self.position, mover);
        }
        self.pass_turn(report);
        Ok(())
    }

    /// R11: whether the mover could sow a seed somewhere now.
    fn some_sowing_is_legal(&self) -> bool {
        let empty = !self.position.occupied();
        empty.iter().any(|cell| {
            let mut trial = self.clone();
            trial
                .turn_action(Action::Sow(cell), Plants::Live, &mut Report::default())
                .is_ok()
        })
    }

    /// Hands the turn to the next seat still playing; passing the last
    /// seat starts a new round.
    pub(super) fn pass_turn(&mut self, report: &mut Report) {
        let current = self.position.to_move();
        let count = self.position.player_count();
        let next = (1..=count)
            .filter_map(|step| Player::new((current.index() + step) % count))
            .find(|&candidate| self.position.is_alive(candidate))
            .unwrap_or(current);
        // Saturating: a round past u32::MAX stays there, never wraps to 0
        // (positions may start at any round the notation accepts).
        let round = self
            .position
            .round()
            .saturating_add(u32::from(next.index() <= current.index()));
        self.position.set_to_move(next, round);
        self.claims.retain(|w| w.against() != next);
        self.turn = Turn::start_advanced(
            &self.position,
            next,
            self.rules.is_advanced(),
            &self.leaves_at_end[next.index()],
        );
        self.mover_clean = threat_against(&self.position, next, None).is_none();
        report.next = Some(next);
    }
}
