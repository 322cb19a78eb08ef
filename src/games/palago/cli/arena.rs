//! `palanquee arena --game palago`: games played in pairs on one random
//! opening, the level White in one and Blue in the other. The line of a
//! game the level did not win ends with its turns, quoted as
//! `show --game palago --` reads them.

use crate::ai::{Budget, MAX_WORK, Rng};
use crate::cli::arena::{Match, Opponent, Result3, report, run_games};
use crate::cli::outcome::Outcome;
use crate::games::palago::{Colour, Game, Options, Outcome as GameOutcome, ai};

/// Random turns each Palago game of the arena opens with, drawn from the
/// game's seed: the searches are nearly deterministic, so without them
/// the games of a match would repeat one another. Four tiles cannot
/// close a creature (the smallest takes five, P15).
pub const OPENING_TURNS: u32 = 2;

/// The most random turns `--opening-turns` may ask for: a third of the 48
/// tiles, so that the players still play most of the game.
pub const MAX_OPENING_TURNS: u32 = 8;

/// The random turns each game opens with: `--opening-turns`, or
/// [`OPENING_TURNS`].
fn opening_turns(m: &Match) -> u32 {
    m.opening_turns.unwrap_or(OPENING_TURNS)
}

/// The search nodes spent checking that an opening is not already won by
/// one side, unless `--opening-nodes` says otherwise: such openings
/// measure the random turns, not the players (a pair on one gives each
/// side a game whoever plays). This many misses wins three turns away:
/// six of the first 20 pairs of `--seed 1` (openings seeded 1, 7, 12, 16,
/// 18 and 19) are found won by White only with 3,000,000 nodes, about
/// 10 s an opening.
pub const OPENING_NODES: u64 = 20_000;

/// How long the `alphabeta:N` baseline may search a tile unless
/// `--baseline-ms` says otherwise: 10 s, as the issue measured the public
/// robot (whose driver counts its limit in minutes, and only to decline a
/// deeper search).
pub const BASELINE_MS: u64 = 10_000;

/// The `alphabeta:N` baseline's budget a search (a tile): `--baseline-ms` when
/// given; else, when the level's budget is work (`--nodes`), unbounded
/// work, so that N alone bounds it and a run replays; else
/// [`BASELINE_MS`].
fn baseline(m: &Match) -> Budget {
    match (m.baseline_ms, m.budget) {
        (Some(ms), _) => Budget::Millis(ms),
        (None, Budget::Work(_)) => Budget::Work(MAX_WORK),
        (None, Budget::Millis(_)) => Budget::Millis(BASELINE_MS),
    }
}

/// The work that checks each opening: `--opening-nodes`, or
/// [`OPENING_NODES`].
fn opening_check(m: &Match) -> Budget {
    Budget::Work(m.opening_nodes.unwrap_or(OPENING_NODES))
}

/// Openings drawn at most, looking for one that is not already decided.
const OPENING_DRAWS: usize = 100;

/// The opening of a game pair: `turns` random turns from the pair's
/// `seed`, drawn again (up to [`OPENING_DRAWS`] times) while the game is
/// over or a search of `check` finds a forced win for either side.
fn opening(seed: u64, options: Options, turns: u32, check: Budget) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(options);
    for _ in 0..OPENING_DRAWS {
        game = Game::new(options);
        for _ in 0..turns {
            let Some(turn) = game.random_turn(&mut |n| rng.below(n)) else {
                break;
            };
            if game.play(&turn).is_err() {
                break;
            }
        }
        if !game.is_over() && ai::foreseen_winner(&game, check).is_none() {
            break;
        }
    }
    game
}

/// `palanquee arena --game palago`: games are played in pairs on one
/// opening ([`opening`]), the level White in the even game and Blue in
/// the odd one, so neither colour nor opening favours a side.
#[must_use]
pub fn arena(m: &Match, options: Options) -> Outcome {
    let tally = run_games(m, |i| {
        let ours = level_colour(i);
        let (result, game) = play_game(m, options, i, ours);
        let mut note = format!(" as {ours}, {} tiles", game.placed());
        if result != Result3::Won {
            // The turns, quoted as `show --game palago --` reads them, to
            // look at a game the level did not win.
            let turns: Vec<String> = game.turns().iter().map(|t| format!("'{t}'")).collect();
            note = format!("{note}: {}", turns.join(" "));
        }
        (result, note)
    });
    let searched = match (m.against, baseline(m)) {
        (Opponent::Level(_), _) => String::new(),
        (Opponent::AlphaBeta(_), Budget::Work(MAX_WORK)) => {
            ", the baseline searching to its full depth".to_owned()
        }
        (Opponent::AlphaBeta(_), budget) => {
            format!(", the baseline searching up to {budget} a tile")
        }
    };
    report(
        "palago",
        &format!(
            ", openings of {} random turns not already won (checked with {}), each played with both colours{searched}",
            opening_turns(m),
            opening_check(m)
        ),
        m,
        &tally,
        2,
    )
}

/// The level's colour in game `i`: White in the even games, Blue in the
/// odd ones.
fn level_colour(i: u32) -> Colour {
    if i.is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Blue
    }
}

/// Game `i` of the match, the level playing `ours`: its result for the
/// level and the game.
fn play_game(m: &Match, options: Options, i: u32, ours: Colour) -> (Result3, Game) {
    let mut rng = Rng::new(m.seed + u64::from(i));
    let seed = m.seed + u64::from(i / 2);
    let mut game = opening(seed, options, opening_turns(m), opening_check(m));
    while !game.is_over() {
        let player = if game.to_move() == ours {
            Opponent::Level(m.level)
        } else {
            m.against
        };
        let turn = match player {
            Opponent::Level(level) => ai::choose_turn(&game, level, m.budget, &mut rng),
            Opponent::AlphaBeta(depth) => ai::alphabeta_turn(&game, depth, baseline(m)),
        };
        let Some(turn) = turn else {
            break;
        };
        if game.play(&turn).is_err() {
            // An illegal computer turn loses: it must never happen.
            let result = if game.to_move() == ours {
                Result3::Lost
            } else {
                Result3::Won
            };
            return (result, game);
        }
    }
    let result = match game.end().map(|end| end.outcome()) {
        Some(GameOutcome::Win(winner)) if winner == ours => Result3::Won,
        Some(GameOutcome::Win(_)) => Result3::Lost,
        _ => Result3::Drawn,
    };
    (result, game)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three random turns are White's first pair, Blue's and White's
    /// second: six tiles, Blue to move.
    #[test]
    fn an_opening_of_three_turns_lays_six_tiles_and_leaves_blue_to_move() {
        let game = opening(3, Options::default(), 3, Budget::Work(OPENING_NODES));
        assert_eq!(game.turns().len(), 3);
        assert_eq!(game.placed(), 6);
        assert_eq!(game.to_move(), Colour::Blue);
        assert!(!game.is_over());
    }

    /// The opening of seed 7 passes the default check, but White wins it
    /// by force in three turns: a check of 700,000 nodes sees that and
    /// draws another opening.
    #[test]
    fn a_larger_check_draws_again_an_opening_won_by_force() {
        let options = Options::default();
        let deeper = Budget::Work(700_000);
        let shallow = opening(7, options, OPENING_TURNS, Budget::Work(OPENING_NODES));
        assert_eq!(ai::foreseen_winner(&shallow, deeper), Some(Colour::White));
        let checked = opening(7, options, OPENING_TURNS, deeper);
        assert_ne!(checked.turns(), shallow.turns());
    }
}
