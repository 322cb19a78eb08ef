//! Whole turns played out action by action: the random level's turn and
//! the greedy one (with the easy level's wandering and blunders), and
//! what the searches share with them: the cap on a turn's actions,
//! ending a turn, and the legal actions scored best first.

use super::super::actions::Action;
use super::super::game::Game;
use super::super::position::Player;
use super::eval::{DECIDED, material};
use crate::ai::Rng;

/// Actions one turn may take at most, whatever the budget (a safety: a
/// turn has far fewer).
pub(crate) const MAX_ACTIONS: usize = 40;

/// Uniformly random legal actions (never resigning) until the turn ends.
pub(crate) fn random_turn(game: &Game, rng: &mut Rng) -> Vec<Action> {
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
pub(crate) fn finish(game: &mut Game, mover: Player, turn: &mut Vec<Action>) {
    if game.outcome().is_none() && game.play(mover, Action::End).is_ok() {
        turn.push(Action::End);
    }
}

/// The mover's actions worth weighing now: every legal one but ending and
/// resigning, with the score `measure` gives the game after each, best
/// first (ties keep the legal order).
pub(crate) fn scored_actions(
    game: &Game,
    mover: Player,
    measure: fn(&Game, Player) -> i64,
) -> Vec<(Action, i64)> {
    let mut scored: Vec<(Action, i64)> = game
        .successors()
        .map(|(action, after)| (action, measure(&after, mover)))
        .collect();
    scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    scored
}

/// A whole turn from `game`: at each step the action [`material`] scores
/// best, except that with `wander` > 0 one of the `wander` best is taken
/// at random, and with `blunder` > 0 one action in `blunder` is a random
/// one. Returns the turn and the game after it.
pub(crate) fn play_out_turn(
    game: &Game,
    rng: &mut Rng,
    wander: usize,
    blunder: usize,
) -> (Vec<Action>, Game) {
    play_out_turn_by(game, rng, wander, blunder, material)
}

/// [`play_out_turn`] scoring each action by `measure` instead of
/// [`material`].
pub(crate) fn play_out_turn_by(
    game: &Game,
    rng: &mut Rng,
    wander: usize,
    blunder: usize,
    measure: fn(&Game, Player) -> i64,
) -> (Vec<Action>, Game) {
    let mut game = game.clone();
    let mover = game.to_move();
    let mut turn = Vec::new();
    while game.outcome().is_none() && game.actions_left() > 0 && turn.len() < MAX_ACTIONS {
        let ranked = scored_actions(&game, mover, measure);
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
