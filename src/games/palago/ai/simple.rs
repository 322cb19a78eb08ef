//! The levels that do not search: random, beginner, greedy and easy, and
//! the safe turn hard falls back on.
//!
//! Every one sees the same facts of a candidate turn ([`Judged`]): does
//! it win, does it hand the opponent a creature (P11), and the greedy
//! score, the straights of the mover's largest open region minus the
//! opponent's (the measure of P12's tiebreak).

use super::super::cell::Colour;
use super::super::game::Game;
use super::super::outcome::Outcome;
use super::super::turn::Turn;
use crate::ai::{Level, Rng};

/// The most candidates, best-scored first, whose opponent replies the
/// safe turn examines.
const EXAMINED: usize = 96;

/// What a candidate turn does, seen from the mover.
#[derive(Clone, Copy, Debug)]
struct Judged {
    turn: Turn,
    /// The game ends with the mover's win.
    wins: bool,
    /// The game ends with the opponent's win (P11).
    loses: bool,
    /// The mover's largest open region's straights minus the opponent's.
    score: i64,
}

/// The turn of a level that does not search, or `None` when the game is
/// over; the searching levels (`medium`, `hard`) ask here for the safe
/// turn when their search finds none.
pub(super) fn choose(game: &Game, level: Level, rng: &mut Rng) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    match level {
        Level::Random => game.random_turn(&mut |n| rng.below(n)),
        Level::Beginner => harmless(&judge_all(game, false), rng),
        Level::Greedy => greedy(&judge_all(game, true), rng),
        Level::Easy => easy(&judge_all(game, false), rng),
        Level::Medium | Level::Hard => safe(game, &judge_all(game, true), rng),
    }
}

/// Every legal turn, judged; its greedy score only if `scored` (else 0:
/// beginner and easy never read it, and it is the costly part).
fn judge_all(game: &Game, scored: bool) -> Vec<Judged> {
    let mover = game.to_move();
    game.legal_turns()
        .into_iter()
        .filter_map(|turn| {
            let mut after = game.clone();
            after.play(&turn).ok()?;
            let outcome = after.end().map(|end| end.outcome());
            let score = if scored {
                greedy_score(&after, mover)
            } else {
                0
            };
            Some(Judged {
                turn,
                wins: outcome == Some(Outcome::Win(mover)),
                loses: outcome == Some(Outcome::Win(mover.other())),
                score,
            })
        })
        .collect()
}

/// The straights of `mover`'s largest open region minus the opponent's.
fn greedy_score(game: &Game, mover: Colour) -> i64 {
    let [white, blue] = game.tiebreak_scores();
    match mover {
        Colour::White => white as i64 - blue as i64,
        Colour::Blue => blue as i64 - white as i64,
    }
}

/// The best of `judged` by `key`, ties broken at random.
fn best_by<K: Ord>(judged: &[Judged], rng: &mut Rng, key: impl Fn(&Judged) -> K) -> Option<Turn> {
    let top = judged.iter().map(&key).max()?;
    let ties: Vec<&Judged> = judged.iter().filter(|j| key(j) == top).collect();
    ties.get(rng.below(ties.len())).map(|j| j.turn)
}

/// A win if there is one, else the best score among turns that do not
/// hand the opponent a creature (any turn when all do).
fn greedy(judged: &[Judged], rng: &mut Rng) -> Option<Turn> {
    best_by(judged, rng, |j| (j.wins, !j.loses, j.score))
}

/// Beginner's choice: a random turn among those that do not hand the
/// opponent a creature (any turn when all do).
fn harmless(judged: &[Judged], rng: &mut Rng) -> Option<Turn> {
    let harmless: Vec<&Judged> = judged.iter().filter(|j| !j.loses).collect();
    let pool: Vec<&Judged> = if harmless.is_empty() {
        judged.iter().collect()
    } else {
        harmless
    };
    pool.get(rng.below(pool.len())).map(|j| j.turn)
}

/// Easy's choice: a win if there is one, else beginner's.
fn easy(judged: &[Judged], rng: &mut Rng) -> Option<Turn> {
    let wins: Vec<&Judged> = judged.iter().filter(|j| j.wins).collect();
    match wins.get(rng.below(wins.len())) {
        Some(win) => Some(win.turn),
        None => harmless(judged, rng),
    }
}

/// Whether the opponent, to move in `game`, wins with one tile laid now.
fn opponent_wins_at_once(game: &Game) -> bool {
    let opponent = game.to_move();
    game.legal_firsts()
        .into_iter()
        .filter(|&first| game.ends_the_game(first))
        .any(|first| {
            let mut after = game.clone();
            after.play(&Turn::single(first)).is_ok()
                && after.end().map(|end| end.outcome()) == Some(Outcome::Win(opponent))
        })
}

/// The safe turn the searches fall back on: a win, else the best-scored
/// of the first [`EXAMINED`] after which the opponent has no winning
/// tile (the best-scored of all when none is).
fn safe(game: &Game, judged: &[Judged], rng: &mut Rng) -> Option<Turn> {
    if let Some(win) = judged.iter().find(|j| j.wins) {
        return Some(win.turn);
    }
    let mut candidates: Vec<Judged> = judged.iter().filter(|j| !j.loses).copied().collect();
    if candidates.is_empty() {
        return greedy(judged, rng);
    }
    // Best score first; equal scores in a random order.
    let order: Vec<u64> = candidates.iter().map(|_| rng.next_u64()).collect();
    let mut indexed: Vec<(Judged, u64)> = candidates.drain(..).zip(order).collect();
    indexed.sort_by_key(|(j, tie)| (std::cmp::Reverse(j.score), *tie));
    let first_safe = indexed.iter().take(EXAMINED).find(|(judged, _)| {
        let mut after = game.clone();
        after.play(&judged.turn).is_ok() && !opponent_wins_at_once(&after)
    });
    Some(first_safe.unwrap_or(&indexed[0]).0.turn)
}
