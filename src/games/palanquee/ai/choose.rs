//! What the computer decides: the turn it plays at a level
//! ([`choose_turn`]), and the claim it makes out of turn
//! ([`choose_claim`]).

use super::super::actions::Action;
use super::super::game::Game;
use super::super::position::Player;
use super::eval::{material, press_step};
use super::search::{search, think};
use super::turns::{play_out_turn, play_out_turn_by, random_turn};
use crate::ai::{Budget, Level, Rng};

/// Beginner plays one action in this many at random: every one (easy
/// one in four), a winning action excepted. One in two played about as
/// well as easy (40 games: Elo −61, 17 at the round cap).
const BEGINNER_BLUNDERS: usize = 1;

/// The candidate turns medium weighs, each answered by every opponent's
/// greedy turn and judged by [`press`](super::eval::press), as hard
/// judges. At five seats (20 games, seeds 5000 on, hard at 60 nodes),
/// twelve left hard only +102 Elo above medium; six put medium +276
/// above easy and hard +185 above medium.
const MEDIUM_TURNS: usize = 6;

/// Easy plays one action in this many at random, a winning action
/// excepted; the others by [`press_step`], so that it closes in on the
/// enemy seeds in a long game. By material alone (greedy's measure) it
/// did not finish four beginners at five seats: 19 of 20 games reached
/// the round cap.
const EASY_BLUNDERS: usize = 4;

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
        Level::Beginner => play_out_turn(game, rng, 0, BEGINNER_BLUNDERS).0,
        Level::Easy => play_out_turn_by(game, rng, 0, EASY_BLUNDERS, press_step).0,
        Level::Medium => search(game, MEDIUM_TURNS, rng),
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
