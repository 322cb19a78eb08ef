//! Applying any event to a copy of the state: a claim or a resignation
//! from any seat (see [`out_of_turn`](super::out_of_turn)), the end of the
//! mover's turn (see [`end_of_turn`](super::end_of_turn)), or a turn action
//! with its consequences (see [`turn_action`](super::turn_action)); then
//! eliminations, the end of the game and, when the mover went out, the
//! turn passed on (R22, R23).

use super::state::{Detail, Plants, State, outcome_of};
use crate::games::palanquee::actions::Action;
use crate::games::palanquee::position::Player;
use crate::games::palanquee::reasons::Reason;
use crate::games::palanquee::report::{Report, plant_changes};
use crate::games::palanquee::rulings::IllegalAction;

impl State {
    /// The state after `player` plays `action`, and what it did; `self` is
    /// left as it was.
    pub(super) fn apply(
        &self,
        player: Player,
        action: Action,
        detail: Detail,
        plants: Plants<'_>,
    ) -> Result<(State, Report), IllegalAction> {
        if let Some(outcome) = self.outcome {
            return Err(Reason::GameOver { outcome }.into());
        }
        if !self.position.is_alive(player) {
            return Err(Reason::NotPlaying { player }.into());
        }
        let mut next = self.clone();
        let mut report = Report::default();
        match action {
            Action::Claim(cell) => next.claim(player, cell, &mut report)?,
            Action::Resign => next.resign(player, &mut report),
            _ if player != self.position.to_move() => {
                let to_move = self.position.to_move();
                return Err(Reason::NotYourTurn { to_move, player }.into());
            }
            Action::End => next.end_turn(false, &mut report)?,
            Action::TimeOut => next.end_turn(true, &mut report)?,
            _ => {
                next.turn_action(action, plants, &mut report)?;
                if detail == Detail::LegalityOnly {
                    return Ok((next, report));
                }
                if detail == Detail::Full {
                    plant_changes(&self.position, &next.position, player, &mut report);
                }
            }
        }
        let alive_before: Vec<Player> = self.position.alive_players().collect();
        next.settle(&alive_before, &mut report);
        Ok((next, report))
    }

    /// After any event: eliminations, the end of the game, and passing the
    /// turn when the mover went out (R22, R23).
    fn settle(&mut self, alive_before: &[Player], report: &mut Report) {
        report.eliminated = alive_before
            .iter()
            .copied()
            .filter(|&p| !self.position.is_alive(p))
            .collect();
        let position = &self.position;
        self.claims.retain(|w| position.is_alive(w.against()));
        self.outcome = outcome_of(&self.position);
        report.outcome = self.outcome;
        if self.outcome.is_none() && !self.position.is_alive(self.position.to_move()) {
            self.pass_turn(report);
        }
    }
}
