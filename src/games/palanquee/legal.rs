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

    /// Every legal action of the player to move but ending the turn and
    /// resigning, each with the game after it (see [`Game::successor`]),
    /// in the order of [`Game::legal_actions`]: what a search weighs,
    /// each action applied once instead of checked, then played.
    pub(crate) fn successors(&self) -> impl Iterator<Item = (Action, Game)> + '_ {
        let plants = self.position().groups(self.to_move());
        self.candidate_actions(&plants)
            .into_iter()
            .filter(|&a| !matches!(a, Action::End | Action::Resign))
            .filter_map(move |action| Some((action, self.successor(action, &plants)?)))
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

#[cfg(test)]
mod tests {
    use super::super::rules::Rules;
    use super::*;
    use crate::ai::Rng;

    /// The successors a search weighs are exactly the legal actions but
    /// ending and resigning, and each is the game [`Game::play`] leaves,
    /// along random games of every size, basic and advanced.
    #[test]
    fn successors_are_the_legal_actions_played() {
        for (seed, players) in (0..8u64).zip([2, 3, 4, 5, 2, 3, 4, 5]) {
            let rules = if seed < 4 {
                Rules::Basic
            } else {
                Rules::Advanced
            };
            let mut game = Game::new_with_rules(players, rules).expect("2-5 seats");
            let mut rng = Rng::new(seed);
            for _ in 0..150 {
                let legal: Vec<Action> = game
                    .legal_actions()
                    .into_iter()
                    .filter(|a| !matches!(a, Action::End | Action::Resign))
                    .collect();
                let successors: Vec<(Action, Game)> = game.successors().collect();
                let actions: Vec<Action> = successors.iter().map(|(a, _)| *a).collect();
                assert_eq!(actions, legal);
                for (action, after) in &successors {
                    let mut played = game.clone();
                    played.play(game.to_move(), *action).expect("legal");
                    assert_eq!(after.position(), played.position(), "{action}");
                    assert_eq!(after.turn(), played.turn(), "{action}");
                    assert_eq!(after.claims(), played.claims(), "{action}");
                    assert_eq!(after.outcome(), played.outcome(), "{action}");
                    assert_eq!(after.record(), played.record(), "{action}");
                }
                let Some(action) = game.random_action(|n| rng.below(n)) else {
                    break;
                };
                game.play(game.to_move(), action).expect("a legal action");
            }
        }
    }
}
