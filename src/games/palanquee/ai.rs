//! The computer player of Palanquée: whole turns, action by action.
//!
//! The measure every level uses is material (the greedy baseline's
//! score): own seeds × 10 + own sprouts, minus the best opponent's, with a
//! won game above everything and a lost one below. The levels:
//!
//! - `random` plays uniformly random legal actions (ending the turn is
//!   one of them) until its turn ends;
//! - `greedy` plays, while it has actions, the action (a claim included,
//!   R21) with the best material just after it, then ends the turn;
//! - `easy` is greedy, but one action in four is random (a winning action
//!   is always taken);
//! - `medium` and `hard` build several whole turns (the greedy one, and
//!   others that take a near-best action at some steps), let every
//!   opponent answer each with their greedy turn, and play the turn that
//!   leaves the best material after that round. Medium weighs 3 turns;
//!   hard as many as its thinking time allows (`TURNS_PER_SECOND`).
//!
//! Like the rules, it is pure: thinking time is a number of candidate
//! turns, so a seed gives the same turn on any machine.

use super::actions::Action;
use super::game::{Game, Outcome};
use super::position::Player;
use crate::ai::{Level, Rng};

/// Candidate turns hard weighs per second of thinking (each is the turn
/// and every opponent's greedy answer, some tens of milliseconds).
pub const TURNS_PER_SECOND: u64 = 40;

/// Actions one turn may take at most, whatever the budget (a safety: a
/// turn has far fewer).
const MAX_ACTIONS: usize = 40;

/// Material above any position's: a won or lost game.
const DECIDED: i64 = 100_000;

/// The turn the computer plays at `level` for the player to move: legal
/// actions ending with [`Action::End`], unless the turn wins the game
/// (then nothing follows). Empty when the game is over.
pub fn choose_turn(game: &Game, level: Level, think_ms: u64, rng: &mut Rng) -> Vec<Action> {
    if game.outcome().is_some() {
        return Vec::new();
    }
    match level {
        Level::Random => random_turn(game, rng),
        Level::Greedy => play_out_turn(game, rng, 0, 0).0,
        Level::Easy => play_out_turn(game, rng, 0, 4).0,
        Level::Medium => search(game, 3, rng),
        Level::Hard => {
            let turns = (think_ms * TURNS_PER_SECOND / 1000).clamp(2, 400);
            search(game, turns as usize, rng)
        }
    }
}

/// The material of `player`: own seeds × 10 + sprouts, minus the best
/// opponent's; a decided game counts as ±[`DECIDED`].
#[must_use]
pub fn material(game: &Game, player: Player) -> i64 {
    match game.outcome() {
        Some(Outcome::Winner(winner)) if winner == player => return DECIDED,
        Some(Outcome::Winner(_)) => return -DECIDED,
        Some(Outcome::Draw) => return 0,
        None => {}
    }
    let position = game.position();
    let worth =
        |p: Player| 10 * position.seeds_of(p).len() as i64 + position.sprouts_of(p).len() as i64;
    let best_opponent = position
        .alive_players()
        .filter(|&p| p != player)
        .map(worth)
        .max()
        .unwrap_or(0);
    worth(player) - best_opponent
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
fn finish(game: &mut Game, mover: Player, turn: &mut Vec<Action>) {
    if game.outcome().is_none() && game.play(mover, Action::End).is_ok() {
        turn.push(Action::End);
    }
}

/// The mover's actions worth weighing now: every legal one but ending and
/// resigning, with the material each leaves, best first.
fn ranked_actions(game: &Game, mover: Player) -> Vec<(Action, i64)> {
    let mut ranked: Vec<(Action, i64)> = game
        .legal_actions()
        .into_iter()
        .filter(|&a| !matches!(a, Action::End | Action::Resign))
        .filter_map(|action| {
            let mut after = game.clone();
            after.play(mover, action).ok()?;
            Some((action, material(&after, mover)))
        })
        .collect();
    ranked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    ranked
}

/// A whole turn from `game`: at each step the best-scored action, except
/// that with `wander` > 0 one of the `wander` best is taken at random, and
/// with `blunder` > 0 one action in `blunder` is a random one. Returns the
/// turn and the game after it.
fn play_out_turn(game: &Game, rng: &mut Rng, wander: usize, blunder: usize) -> (Vec<Action>, Game) {
    let mut game = game.clone();
    let mover = game.to_move();
    let mut turn = Vec::new();
    while game.outcome().is_none() && game.actions_left() > 0 && turn.len() < MAX_ACTIONS {
        let ranked = ranked_actions(&game, mover);
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

/// Weighs `turns` candidate turns (the greedy one first, then varied
/// ones) by the material left after every opponent answers greedily, and
/// returns the best.
fn search(game: &Game, turns: usize, rng: &mut Rng) -> Vec<Action> {
    let mover = game.to_move();
    let mut best: Option<(i64, Vec<Action>)> = None;
    for index in 0..turns.max(1) {
        let wander = if index == 0 { 0 } else { 2 + index % 3 };
        let (turn, mut after) = play_out_turn(game, rng, wander, 0);
        if best.as_ref().is_some_and(|(_, t)| *t == turn) {
            continue;
        }
        // A win is played at once.
        if after.outcome() == Some(Outcome::Winner(mover)) {
            return turn;
        }
        answer_round(&mut after, mover, rng);
        let score = material(&after, mover);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, turn));
        }
    }
    best.map(|(_, turn)| turn).unwrap_or_default()
}

/// Every opponent plays a greedy turn, until it is `mover`'s turn again
/// or the game is over.
fn answer_round(game: &mut Game, mover: Player, rng: &mut Rng) {
    for _ in 0..super::position::MAX_PLAYERS {
        if game.outcome().is_some() || game.to_move() == mover {
            return;
        }
        let (_, after) = play_out_turn(game, rng, 0, 0);
        *game = after;
    }
}
