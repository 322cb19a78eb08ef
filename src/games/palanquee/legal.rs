//! Every legal action of the player to move, and random legal play.
//!
//! Candidates are gathered cheaply (a superset of the legal actions), then
//! each goes through the same check as [`Game::play`], so that
//! [`Game::is_legal`] and membership in [`Game::legal_actions`] agree.

use super::actions::Action;
use super::cell_set::CellSet;
use super::game::Game;
use super::geometry::Cell;
use super::plants::Plant;
use super::position::PieceKind;
use super::shapes::{MAX_LAUNCH_DISTANCE, button_centres};
use super::turn::ChargeKind;

impl Game {
    /// Whether the player to move may play `action` now.
    #[must_use]
    pub fn is_legal(&self, action: Action) -> bool {
        self.is_legal_for(self.to_move(), action)
    }

    /// Every legal action of the player to move: sowings, growths, moves,
    /// harvests, prunings, launches, claims, ending the turn and resigning.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let plants = self.position().groups(self.to_move());
        self.candidate_actions(&plants)
            .into_iter()
            .filter(|&action| self.is_legal_with_plants(action, &plants))
            .collect()
    }

    /// A legal action of the player to move other than resigning, drawn
    /// with `pick(n)` (which returns an index below `n`); `None` once the
    /// game is over. Tries candidates at random instead of listing every
    /// legal action, so a playout stays cheap.
    pub fn random_action(&self, mut pick: impl FnMut(usize) -> usize) -> Option<Action> {
        let plants = self.position().groups(self.to_move());
        let mut candidates = self.candidate_actions(&plants);
        candidates.retain(|&a| a != Action::Resign);
        while !candidates.is_empty() {
            let index = pick(candidates.len()) % candidates.len();
            let action = candidates.swap_remove(index);
            if self.is_legal_with_plants(action, &plants) {
                return Some(action);
            }
        }
        None
    }

    /// A superset of the legal actions of the player to move.
    fn candidate_actions(&self, plants: &[Plant]) -> Vec<Action> {
        let mut candidates = Vec::new();
        if self.outcome().is_some() {
            return candidates;
        }
        let position = self.position();
        let mover = self.to_move();
        let turn = self.turn();
        for window in self.claims() {
            if window.against() != mover {
                candidates.extend(window.claimable_cells(position).iter().map(Action::Claim));
            }
        }
        candidates.push(Action::End);
        candidates.push(Action::Resign);
        if self.actions_left() == 0 {
            return candidates;
        }
        let empty = !position.occupied();
        let reserve = position.reserve(mover);
        if reserve.seeds > 0 && !turn.seed_placed() {
            candidates.extend(empty.iter().map(Action::Sow));
        }
        if turn.is_sow_only() && turn.sources().is_empty() {
            return candidates;
        }
        let growth = position.pieces_of(mover).border() & empty;
        if reserve.sprouts > 0 {
            candidates.extend(growth.iter().map(|c| Action::Grow(c, PieceKind::Sprout)));
        }
        if reserve.seeds > 0 && !turn.seed_placed() {
            candidates.extend(growth.iter().map(|c| Action::Grow(c, PieceKind::Seed)));
        }
        let buttons = if self.rules().is_advanced() {
            button_centres(position, mover)
        } else {
            CellSet::EMPTY
        };
        for plant in plants {
            if !turn.can_charge(turn.sources_within(plant.cells, ChargeKind::AnyAction)) {
                continue;
            }
            for sprout in plant.sprouts().iter() {
                candidates.push(Action::Prune(sprout));
                let landing = if plant.cells.len() == 1 {
                    plant.cells.grow() & empty
                } else {
                    (plant.cells - CellSet::single(sprout)).grow() & empty
                };
                candidates.extend(landing.iter().map(|to| Action::Move(sprout, to)));
            }
            if plant.seed_count() >= 2 {
                candidates.extend(plant.seeds.iter().map(Action::Harvest));
            }
            for centre in (plant.cells & buttons).iter() {
                let reach = launch_reach(centre) & empty;
                candidates.extend(reach.iter().map(|to| Action::Launch(centre, to)));
            }
        }
        candidates
    }
}

/// The cells within launch distance of `centre` (R32).
fn launch_reach(centre: Cell) -> CellSet {
    let mut reach = CellSet::single(centre);
    for _ in 0..MAX_LAUNCH_DISTANCE {
        reach = reach.grow();
    }
    reach
}
