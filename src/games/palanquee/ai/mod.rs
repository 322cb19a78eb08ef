//! The computer player of Palanquée: whole turns, action by action.
//!
//! Within a turn every level measures actions by material (the greedy
//! baseline's score, [`material`]): own seeds × 10 + own sprouts, minus
//! the best opponent's, with a won game above everything and a lost one
//! below. The levels:
//!
//! - `random` plays uniformly random legal actions (ending the turn is
//!   one of them) until its turn ends;
//! - `greedy` plays, while it has actions, the action (a claim included,
//!   R21) with the best material just after it, then ends the turn;
//! - `easy` is greedy, but one action in four is random (a winning action
//!   is always taken);
//! - `medium` and `hard` search: a beam of partial turns ordered by
//!   material and approach, every whole turn it ends with answered by
//!   each opponent's greedy turn, and the turn whose answered position
//!   [`judge`] rates best (material, the captures at hand and those
//!   threatened, the distance to the enemy seeds) is played. Medium weighs
//!   3 turns ([`search`](search::search)). Hard thinks until its budget is
//!   spent ([`think`](search::think)): it widens its beam step by step and
//!   looks a second round ahead (its own follow-up, every opponent's
//!   answer again) for its best turns; it starts from the greedy turn, so
//!   it has a whole turn to play however soon the time runs out. Hard
//!   judges by [`press`]: the judgement, with the distance to the enemy
//!   seeds costing more as the game grows long; at a table of three or
//!   more seats it counts only the threats to its own pieces (the worst
//!   opponent's in full, every other's at half) and adds every seed the
//!   opponents have lost for good, so that it takes the seeds of any
//!   opponent, not only the best one's.
//!
//! Like the rules, it is pure: it reads no clock but through the
//! [`Thinking`](crate::ai::Thinking) of its budget. Under `Budget::Work(n)`
//! hard weighs `n` lines (a candidate turn answered by every opponent, or
//! one such line looked at a round further), so a seed replays the same
//! turn on any machine; under `Budget::Millis` it thinks for that long.

mod eval;
mod search;

pub use eval::{DECIDED, judge, material, press, quick};

use super::actions::Action;
use super::game::Game;
use super::position::Player;
use crate::ai::{Budget, Level, Rng};
use search::{search, think};

/// Actions one turn may take at most, whatever the budget (a safety: a
/// turn has far fewer).
pub(super) const MAX_ACTIONS: usize = 40;

/// The turn the computer plays at `level` for the player to move: legal
/// actions ending with [`Action::End`], unless the turn wins the game
/// (then nothing follows). Empty when the game is over.
pub fn choose_turn(game: &Game, level: Level, budget: Budget, rng: &mut Rng) -> Vec<Action> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    // Searches copy the game thousands of times: not its history.
    let game = &game.detached();
    match level {
        Level::Random => random_turn(game, rng),
        Level::Greedy => play_out_turn(game, rng, 0, 0).0,
        Level::Easy => play_out_turn(game, rng, 0, 4).0,
        Level::Medium => search(game, 3, rng),
        Level::Hard => think(game, &mut budget.start(), rng),
    }
}

/// The claim (R21) `claimer` makes now, out of turn, against a forgetful
/// opponent: the one leaving the best material, if any is open and it
/// does not lower `claimer`'s material (a claim always removes an enemy
/// seed or parasite, so in practice one is made whenever one is open).
#[must_use]
pub fn choose_claim(game: &Game, claimer: Player) -> Option<Action> {
    let before = material(game, claimer);
    game.claims()
        .iter()
        .filter(|window| window.against() != claimer)
        .flat_map(|window| window.claimable_cells(game.position()).iter())
        .map(Action::Claim)
        .filter_map(|claim| {
            let mut after = game.detached();
            after.play(claimer, claim).ok()?;
            Some((material(&after, claimer), claim))
        })
        .filter(|&(score, _)| score >= before)
        .max_by_key(|&(score, _)| score)
        .map(|(_, claim)| claim)
}

/// Uniformly random legal actions (never resigning) until the turn ends.
fn random_turn(game: &Game, rng: &mut Rng) -> Vec<Action> {
    let mut game = game.clone();
    let mover = game.to_move();
    let mut turn = Vec::new();
    while game.outcome().is_none() && game.to_move() == mover && turn.len() < MAX_ACTIONS {
        let actions: Vec<Action> = game
            .legal_actions()
            .into_iter()
            .filter(|&a| a != Action::Resign)
            .collect();
        let Some(&action) = actions.get(rng.below(actions.len())) else {
            break;
        };
        if game.play(mover, action).is_err() {
            break;
        }
        turn.push(action);
        if action == Action::End {
            return turn;
        }
    }
    finish(&mut game, mover, &mut turn);
    turn
}

/// Ends `turn` unless the game is over.
pub(super) fn finish(game: &mut Game, mover: Player, turn: &mut Vec<Action>) {
    if game.outcome().is_none() && game.play(mover, Action::End).is_ok() {
        turn.push(Action::End);
    }
}

/// The mover's actions worth weighing now: every legal one but ending and
/// resigning, with the score `measure` gives the game after each, best
/// first (ties keep the legal order).
pub(super) fn scored_actions(
    game: &Game,
    mover: Player,
    measure: fn(&Game, Player) -> i64,
) -> Vec<(Action, i64)> {
    let mut scored: Vec<(Action, i64)> = game
        .legal_actions()
        .into_iter()
        .filter(|&a| !matches!(a, Action::End | Action::Resign))
        .filter_map(|action| {
            let mut after = game.clone();
            after.play(mover, action).ok()?;
            Some((action, measure(&after, mover)))
        })
        .collect();
    scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    scored
}

/// A whole turn from `game`: at each step the best-scored action, except
/// that with `wander` > 0 one of the `wander` best is taken at random, and
/// with `blunder` > 0 one action in `blunder` is a random one. Returns the
/// turn and the game after it.
pub(super) fn play_out_turn(
    game: &Game,
    rng: &mut Rng,
    wander: usize,
    blunder: usize,
) -> (Vec<Action>, Game) {
    let mut game = game.clone();
    let mover = game.to_move();
    let mut turn = Vec::new();
    while game.outcome().is_none() && game.actions_left() > 0 && turn.len() < MAX_ACTIONS {
        let ranked = scored_actions(&game, mover, material);
        if ranked.is_empty() {
            break;
        }
        let top = ranked[0].1;
        // A winning action is always taken, at every level.
        let index = if top >= DECIDED {
            0
        } else if blunder > 0 && rng.chance(1, blunder) {
            rng.below(ranked.len())
        } else if wander > 0 {
            rng.below(wander.min(ranked.len()))
        } else {
            let ties = ranked.iter().take_while(|(_, s)| *s == top).count();
            rng.below(ties)
        };
        let action = ranked[index].0;
        if game.play(mover, action).is_err() {
            break;
        }
        turn.push(action);
    }
    finish(&mut game, mover, &mut turn);
    (turn, game)
}
