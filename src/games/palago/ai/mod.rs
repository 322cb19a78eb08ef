//! The computer player of Palago.
//!
//! The levels a seat can take:
//!
//! - `random` lays a uniformly random legal turn (a baseline);
//! - `greedy` takes a win, never completes the opponent's creature when
//!   another turn exists, and otherwise maximises its largest open
//!   region's straights minus the opponent's (a baseline);
//! - `easy` takes a win and never hands one over, but one turn in three is
//!   otherwise random (visible mistakes);
//! - `medium` is greedy and also refuses turns after which the opponent
//!   wins with one tile;
//! - `hard` searches ([`search`]): alpha-beta over single tiles, deepened
//!   while its [`Budget`] lasts, that reads wins, forced blocks and
//!   double threats exactly and judges the rest by the open lines.
//!
//! The arena's `alphabeta:N` ([`alphabeta_turn`]) is a baseline built the
//! way public Palago programs build their robots, to measure `hard`
//! against something strong. [`board`] and [`lines`] are what both
//! searches share: tiles laid and lifted, and the open lines of a table.
//!
//! A [`Budget`] of work is a number of search nodes for `hard`, so a seed
//! gives the same turn on any machine; a budget of time is wall clock.

mod alphabeta;
mod board;
mod lines;
mod search;
mod simple;

pub use alphabeta::alphabeta_turn;

use super::cell::Colour;
use super::game::Game;
use super::turn::Turn;
use crate::ai::{Budget, Level, Rng};

/// The turn the computer plays at `level` for the player to move, or
/// `None` when the game is over. Always a legal turn.
pub fn choose_turn(game: &Game, level: Level, budget: Budget, rng: &mut Rng) -> Option<Turn> {
    match level {
        Level::Hard => search::best_turn(game, budget)
            .filter(|turn| game.is_legal(turn))
            .or_else(|| simple::choose(game, Level::Medium, rng)),
        other => simple::choose(game, other, rng),
    }
}

/// The colour that wins by force from `game`, if hard's search finds it
/// within `budget`: lets the arena draw its random openings again when
/// they are already decided (a forced loss may be overstated, since inner
/// nodes search only the best tiles).
#[must_use]
pub fn foreseen_winner(game: &Game, budget: Budget) -> Option<Colour> {
    search::foreseen_winner(game, budget)
}
