//! The computer player of Palago.
//!
//! The levels a seat can take, weakest first (each step measured in the
//! arena: README "Computer levels"):
//!
//! - `random` lays a uniformly random legal turn (a baseline);
//! - `beginner` lays a random turn among those that do not hand the
//!   opponent a creature (a true beginner's opponent);
//! - `greedy` takes a win, never completes the opponent's creature when
//!   another turn exists, and otherwise maximises its largest open
//!   region's straights minus the opponent's (a baseline);
//! - `easy` is beginner, but takes a win when a turn closes its own
//!   creature (that alone beats greedy seven games in ten);
//! - `medium` is hard's search cut to [`MEDIUM_NODES`] nodes: it reads
//!   its own whole turn with the threats left after it (wins, single
//!   threats, forced blocks) and misses deeper tactics;
//! - `hard` searches ([`search`]): alpha-beta over single tiles, deepened
//!   while its [`Budget`] lasts, that reads wins, forced blocks and
//!   double threats exactly and judges the rest by the open lines.
//!
//! The arena's `alphabeta:N` ([`alphabeta_turn`]) is a baseline built
//! after the public Palago program's strongest robot, to measure `hard`
//! against something strong. [`board`] and [`lines`] are what both
//! searches share: tiles laid and lifted, and the open lines of a table;
//! hard's search keeps its lines up to date tile by tile ([`tracker`]),
//! which gives the lines [`lines`] reads, without reading the table anew.
//!
//! A [`Budget`] of work is a number of search nodes for `hard`, so a seed
//! gives the same turn on any machine; a budget of time is wall clock.
//! The other levels do a fixed amount of work whatever the budget.

mod alphabeta;
mod board;
mod lines;
mod search;
mod simple;
mod tracker;

pub use alphabeta::alphabeta_turn;
pub use search::Judgement;

use super::cell::Colour;
use super::game::Game;
use super::turn::Turn;
use crate::ai::{Budget, Level, Rng};

/// The turn the computer plays at `level` for the player to move, or
/// `None` when the game is over. Always a legal turn.
pub fn choose_turn(game: &Game, level: Level, budget: Budget, rng: &mut Rng) -> Option<Turn> {
    let searched = match level {
        Level::Hard => budget,
        Level::Medium => Budget::Work(MEDIUM_NODES),
        other => return simple::choose(game, other, rng),
    };
    search::best_turn(game, searched)
        .filter(|turn| game.is_legal(turn))
        .or_else(|| simple::choose(game, Level::Hard, rng))
}

/// The search nodes of `medium`: the search to two tiles (its own whole
/// turn, judged with the horizon's count of threats) always completes,
/// and this leaves it no more (200 and 500 nodes played the same games).
pub const MEDIUM_NODES: u64 = 200;

/// The colour that wins by force from `game`, if hard's search finds it
/// within `budget`: lets the arena draw its random openings again when
/// they are already decided (a forced loss may be overstated, since inner
/// nodes search only the best tiles).
#[must_use]
pub fn foreseen_winner(game: &Game, budget: Budget) -> Option<Colour> {
    search::judge(game, budget).and_then(|judged| judged.winner)
}

/// What hard's search makes of `game` within `budget`, for the player to
/// move, or `None` when the game is over: lets the arena keep only
/// openings it judges near even.
#[must_use]
pub fn judge(game: &Game, budget: Budget) -> Option<Judgement> {
    search::judge(game, budget)
}
