//! The search of medium and hard: a beam over the actions of the turn,
//! then every opponent's greedy answer, then [`judge`].
//!
//! Within the turn, each step keeps the `width` best partial turns by
//! material and approach (a partial turn reached by two orders of the
//! same actions is kept once); the whole turns it ends with, and a few
//! varied greedy turns when time allows, are each answered by every
//! opponent as the greedy baseline would, and the turn whose answered
//! position judges best for the mover is played. A turn that wins is
//! played at once.

use super::super::actions::Action;
use super::super::game::{Game, Outcome};
use super::super::position::{MAX_PLAYERS, Player};
use super::eval::{judge, quick};
use super::{MAX_ACTIONS, finish, play_out_turn, scored_actions};
use crate::ai::Rng;

/// A whole turn and the game after it.
type Candidate = (Vec<Action>, Game);

/// Weighs about `budget` candidate turns and returns the best.
pub(super) fn search(game: &Game, budget: usize, rng: &mut Rng) -> Vec<Action> {
    let mover = game.to_move();
    let width = (budget / 3).clamp(2, 12);
    let mut candidates = beam_turns(game, mover, width, rng);
    for index in candidates.len()..budget {
        candidates.push(play_out_turn(game, rng, 2 + index % 3, 0));
    }
    let mut best: Option<(i64, Vec<Action>)> = None;
    let mut seen: Vec<Vec<Action>> = Vec::new();
    for (turn, mut after) in candidates {
        if seen.contains(&turn) {
            continue;
        }
        if after.outcome() == Some(Outcome::Winner(mover)) {
            return turn;
        }
        answer_round(&mut after, mover, rng);
        let score = judge(&after, mover);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, turn.clone()));
        }
        seen.push(turn);
    }
    best.map(|(_, turn)| turn).unwrap_or_default()
}

/// The whole turns a beam of `width` partial turns ends with, best first.
fn beam_turns(game: &Game, mover: Player, width: usize, rng: &mut Rng) -> Vec<Candidate> {
    let mut frontier: Vec<Candidate> = vec![(Vec::new(), game.clone())];
    let mut whole = Vec::new();
    for _ in 0..MAX_ACTIONS {
        let mut children: Vec<(i64, Candidate)> = Vec::new();
        for (turn, state) in frontier {
            let open = state.outcome().is_none() && state.actions_left() > 0;
            let steps = if open {
                best_steps(&state, mover, width, rng)
            } else {
                Vec::new()
            };
            if steps.is_empty() {
                whole.push(ended(turn, state, mover));
                continue;
            }
            for (score, action, after) in steps {
                let already = children
                    .iter()
                    .any(|(_, (_, g))| g.position() == after.position());
                if !already {
                    let mut longer = turn.clone();
                    longer.push(action);
                    children.push((score, (longer, after)));
                }
            }
        }
        if children.is_empty() {
            break;
        }
        children.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
        frontier = children.into_iter().take(width).map(|(_, c)| c).collect();
    }
    whole
}

/// The `width` best next actions by [`quick`] (ties in random order),
/// each with the game after it.
fn best_steps(game: &Game, mover: Player, width: usize, rng: &mut Rng) -> Vec<(i64, Action, Game)> {
    let mut scored = scored_actions(game, mover, quick);
    shuffle_ties(&mut scored, rng);
    scored.truncate(width);
    scored
        .into_iter()
        .filter_map(|(action, score)| {
            let mut after = game.clone();
            after.play(mover, action).ok()?;
            Some((score, action, after))
        })
        .collect()
}

/// The turn ended (unless the game is over).
fn ended(mut turn: Vec<Action>, mut game: Game, mover: Player) -> Candidate {
    finish(&mut game, mover, &mut turn);
    (turn, game)
}

/// Every opponent plays a greedy turn, until it is `mover`'s turn again
/// or the game is over.
fn answer_round(game: &mut Game, mover: Player, rng: &mut Rng) {
    for _ in 0..MAX_PLAYERS {
        if game.outcome().is_some() || game.to_move() == mover {
            return;
        }
        let (_, after) = play_out_turn(game, rng, 0, 0);
        *game = after;
    }
}

/// Shuffles each run of equal scores in a list sorted by score.
fn shuffle_ties(scored: &mut [(Action, i64)], rng: &mut Rng) {
    let mut start = 0;
    while start < scored.len() {
        let score = scored[start].1;
        let end = start
            + scored[start..]
                .iter()
                .take_while(|(_, s)| *s == score)
                .count();
        for i in (start + 1..end).rev() {
            let j = start + rng.below(i - start + 1);
            scored.swap(i, j);
        }
        start = end;
    }
}
