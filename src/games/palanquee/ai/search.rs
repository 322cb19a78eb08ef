//! The searches of medium and hard: a beam over the actions of the turn,
//! then every opponent's greedy answer, then [`press`].
//!
//! Within the turn, each step keeps the `width` best partial turns by
//! material, approach and what a long game adds ([`press_step`]; a
//! partial turn reached by two orders of the same actions is kept once);
//! the whole turns it ends with, and a few varied greedy turns, are
//! each answered by every opponent as the greedy baseline would, and the
//! turn whose answered position [`press`] rates best for the mover is
//! played. A turn that wins is played at once.
//!
//! Medium weighs a fixed handful of turns ([`search`]). Hard thinks until
//! its budget is spent ([`think`]): it widens the beam (2, 4, 8, …
//! partial turns a step) and looks a second round ahead for its best
//! turns (its own follow-up turn, then every opponent's answer again),
//! so it sees the captures and threats its turn prepares two turns on.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::super::actions::Action;
use super::super::game::{Game, Outcome};
use super::super::position::{MAX_PLAYERS, Player};
use super::eval::{press, press_step};
use super::turns::{MAX_ACTIONS, finish, play_out_turn, scored_actions};
use crate::ai::{Rng, Thinking};

/// A whole turn and the game after it.
type Candidate = (Vec<Action>, Game);

/// Weighs about `budget` candidate turns and returns the best.
pub(crate) fn search(game: &Game, budget: usize, rng: &mut Rng) -> Vec<Action> {
    let mover = game.to_move();
    let width = (budget / 3).clamp(2, 12);
    let mut candidates = beam_turns(game, mover, width, rng, None);
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
        let score = press(&after, mover);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, turn.clone()));
        }
        seen.push(turn);
    }
    best.map(|(_, turn)| turn).unwrap_or_default()
}

/// The whole turns a beam of `width` partial turns, each step scored by
/// [`press_step`], ends with, best first. With `thinking`, stops early
/// (returning what it has) once that budget is spent.
fn beam_turns(
    game: &Game,
    mover: Player,
    width: usize,
    rng: &mut Rng,
    thinking: Option<&Thinking>,
) -> Vec<Candidate> {
    let mut frontier: Vec<Candidate> = vec![(Vec::new(), game.clone())];
    let mut whole = Vec::new();
    for _ in 0..MAX_ACTIONS {
        let mut children: Vec<(i64, Candidate)> = Vec::new();
        let mut reached = Reached::default();
        for (turn, state) in frontier {
            if thinking.is_some_and(Thinking::is_spent) {
                return whole;
            }
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
                if reached.is_new(&after, &children) {
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

/// The positions a step of the beam has reached, by hash, so that a
/// partial turn reached by two orders of the same actions is kept once.
#[derive(Default)]
struct Reached {
    /// Hash of a position → the children holding a position of that hash.
    by_hash: HashMap<u64, Vec<usize>>,
}

impl Reached {
    /// Whether `game`'s position is none of `children`'s; if so, notes it
    /// as the next child's.
    fn is_new(&mut self, game: &Game, children: &[(i64, Candidate)]) -> bool {
        let mut hasher = DefaultHasher::new();
        game.position().hash(&mut hasher);
        let same_hash = self.by_hash.entry(hasher.finish()).or_default();
        let seen = same_hash
            .iter()
            .any(|&i| children[i].1.1.position() == game.position());
        if !seen {
            same_hash.push(children.len());
        }
        !seen
    }
}

/// The `width` best next actions by [`press_step`] (ties in random
/// order), each with the game after it.
fn best_steps(game: &Game, mover: Player, width: usize, rng: &mut Rng) -> Vec<(i64, Action, Game)> {
    let mut scored = scored_actions(game, mover, press_step);
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

/// The widest beam hard tries; past it, hard weighs varied greedy turns.
const MAX_WIDTH: usize = 32;

/// How many of its best turns (one round ahead) hard looks at two rounds
/// ahead.
const DEEPENED: usize = 6;

/// Varied greedy turns in a row that repeat known turns before hard stops
/// looking for new turns (there is nothing left to find) and looks at all
/// of its lines two rounds ahead, then stops early.
const REPEATS: usize = 24;

/// A turn hard weighs: the game after it and every opponent's answer,
/// its judgement there, and once deepened its judgement a round later.
struct Line {
    turn: Vec<Action>,
    answered: Game,
    near: i64,
    far: Option<i64>,
}

impl Line {
    /// How the line ranks: two rounds ahead once looked at (weighed twice
    /// as much as one round ahead), one round ahead otherwise.
    fn rank(&self) -> (bool, i64) {
        match self.far {
            Some(far) => (true, 2 * far + self.near),
            None => (false, self.near),
        }
    }
}

/// Hard's search: thinks until `thinking` is spent and returns the best
/// turn found, always legal and whole (the greedy turn if there was no
/// time for anything else).
///
/// A unit of work is one line: a candidate turn answered by every
/// opponent's greedy turn and judged, or one such line deepened by the
/// mover's follow-up and a second round of answers (or one varied greedy
/// turn tried, even if it repeats a known turn), so `Budget::Work(n)`
/// replays a seed on any machine.
pub(crate) fn think(game: &Game, thinking: &mut Thinking, rng: &mut Rng) -> Vec<Action> {
    let mover = game.to_move();
    let (greedy, after) = play_out_turn(game, rng, 0, 0);
    if after.outcome() == Some(Outcome::Winner(mover)) || thinking.is_spent() {
        return greedy;
    }
    let mut lines = vec![line(greedy, after, mover, rng)];
    thinking.spend(1);
    let mut width = 2;
    let mut repeats = 0;
    while !thinking.is_spent() {
        let deepened = if repeats < REPEATS {
            DEEPENED
        } else {
            lines.len()
        };
        if let Some(index) = next_to_deepen(&lines, deepened) {
            deepen(&mut lines[index], mover, rng);
            thinking.spend(1);
            continue;
        }
        if repeats >= REPEATS {
            // Nothing new to find and every line looked at twice over.
            break;
        }
        let fresh = if width <= MAX_WIDTH {
            let turns = beam_turns(game, mover, width, rng, Some(thinking));
            width *= 2;
            turns
        } else {
            thinking.spend(1);
            let varied = play_out_turn(game, rng, 2 + repeats % 3, 0);
            repeats += 1;
            vec![varied]
        };
        for (turn, after) in fresh {
            if thinking.is_spent() {
                break;
            }
            if lines.iter().any(|l| l.turn == turn) {
                continue;
            }
            if after.outcome() == Some(Outcome::Winner(mover)) {
                return turn;
            }
            repeats = 0;
            lines.push(line(turn, after, mover, rng));
            thinking.spend(1);
        }
    }
    lines
        .into_iter()
        .max_by_key(Line::rank)
        .map(|l| l.turn)
        .unwrap_or_default()
}

/// `turn` (leading to `after`) answered by every opponent and judged.
fn line(turn: Vec<Action>, mut after: Game, mover: Player, rng: &mut Rng) -> Line {
    answer_round(&mut after, mover, rng);
    let near = press(&after, mover);
    Line {
        turn,
        answered: after,
        near,
        far: None,
    }
}

/// The line to look at two rounds ahead next: the best one round ahead
/// among the `best` best that is not yet deepened.
fn next_to_deepen(lines: &[Line], best: usize) -> Option<usize> {
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(lines[i].near));
    order
        .into_iter()
        .take(best)
        .find(|&i| lines[i].far.is_none())
}

/// Judges `line` a round later: the mover's follow-up turn (a beam of
/// one, by [`press_step`]), then every opponent's answer again.
fn deepen(line: &mut Line, mover: Player, rng: &mut Rng) {
    let mut game = line.answered.clone();
    let open = game.outcome().is_none() && game.to_move() == mover;
    if let Some((_, after)) = open
        .then(|| beam_turns(&game, mover, 1, rng, None).into_iter().next())
        .flatten()
    {
        game = after;
        answer_round(&mut game, mover, rng);
    }
    line.far = Some(press(&game, mover));
}
