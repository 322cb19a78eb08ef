//! `palanquee arena` for Palanquée: 2 to 5 seats, the level in one, the
//! opponent in every other, the level's seat rotated game after game.

use std::fmt::Write;

use crate::ai::{Level, Rng};
use crate::cli::arena::{Match, Opponent, Result3, report, run_games};
use crate::cli::outcome::{Outcome, failure};
use crate::games::palanquee::{Game, Outcome as GameOutcome, Player, Rules, ai};

/// A Palanquée game still going after this many rounds counts as a draw.
pub const MAX_ROUNDS: u32 = 300;

/// `palanquee arena` for Palanquée with `players` seats: the level sits in
/// seat `seed % players` of the game of seed `seed`, the baseline in every
/// other seat. A game still going after [`MAX_ROUNDS`] rounds is a draw
/// (the report counts them); one in which the level is out is lost at
/// once.
#[must_use]
pub fn arena(m: &Match, players: usize, rules: Rules) -> Outcome {
    let Opponent::Level(against) = m.against else {
        return failure(format!("{} is a Palago baseline", m.against));
    };
    let tally = run_games(m, |i| {
        let Some(game) = Game::new_with_rules(players, rules) else {
            return (Result3::Drawn, String::new());
        };
        let (result, game) = play_game(m, against, i, game);
        let round = game.position().round();
        let note = match result {
            // Where it stood, to see why it went on so long.
            Result3::Capped => format!(" in round {round}: {}", game.position()),
            _ => format!(" in round {round}"),
        };
        (result, note)
    });
    let mut outcome = report(
        &format!("palanquee, {players} players, {rules} rules"),
        "",
        m,
        &tally,
        players,
    );
    let _ = writeln!(
        outcome.stdout,
        "reached the {MAX_ROUNDS}-round cap: {}",
        tally.capped
    );
    outcome
}

/// Game `i` of the match, from `game`: its seed is the match's plus `i`,
/// the level sits in the seat the seed gives modulo the seats (so that
/// `--games 1 --seed S` replays the game of seed S alone), `against` in
/// every other. Returns its result for the level and the game as it
/// stopped.
fn play_game(m: &Match, against: Level, i: u32, mut game: Game) -> (Result3, Game) {
    let seed = m.seed + u64::from(i);
    let mut rng = Rng::new(seed);
    let players = game.position().player_count() as u64;
    let seat = usize::try_from(seed % players.max(1)).unwrap_or_default();
    let Some(ours) = Player::new(seat) else {
        return (Result3::Drawn, game);
    };
    while game.outcome().is_none() && game.position().round() <= MAX_ROUNDS {
        if !game.position().is_alive(ours) {
            // Out of the game: what the others do next cannot change it.
            return (Result3::Lost, game);
        }
        let mover = game.to_move();
        let level = if mover == ours { m.level } else { against };
        let turn = ai::choose_turn(&game, level, m.budget, &mut rng);
        if turn.is_empty() {
            break;
        }
        for action in turn {
            if game.play(mover, action).is_err() {
                let result = if mover == ours {
                    Result3::Lost
                } else {
                    Result3::Won
                };
                return (result, game);
            }
        }
    }
    let result = match game.outcome() {
        Some(GameOutcome::Winner(winner)) if winner == ours => Result3::Won,
        Some(GameOutcome::Winner(_)) => Result3::Lost,
        Some(GameOutcome::Draw) => Result3::Drawn,
        None if game.position().round() > MAX_ROUNDS => Result3::Capped,
        None => Result3::Drawn,
    };
    (result, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Budget;

    #[test]
    fn the_arena_names_each_games_seed_and_result_on_stderr() {
        let m = Match::plain(
            Level::Random,
            Opponent::Level(Level::Random),
            3,
            Budget::Work(1),
            40,
        );
        let outcome = arena(&m, 2, Rules::Basic);
        assert_eq!(outcome.code, 0, "{}", outcome.stderr);
        assert!(
            outcome.stdout.contains(", seeds 40..42"),
            "{}",
            outcome.stdout
        );
        let lines: Vec<&str> = outcome.stderr.lines().collect();
        assert_eq!(lines.len(), 3, "{}", outcome.stderr);
        for (i, line) in lines.iter().enumerate() {
            let prefix = format!("game {i} (seed {}): ", 40 + i);
            let result = line.strip_prefix(&prefix).unwrap_or_default();
            let word = result.split(" in round ").next().unwrap_or_default();
            assert!(
                ["won", "drawn", "drawn at the round cap", "lost"].contains(&word),
                "{line}"
            );
            assert!(result.len() > word.len(), "the round is named: {line}");
        }
        // The same seeds give the same games.
        assert_eq!(arena(&m, 2, Rules::Basic).stderr, outcome.stderr);
    }
}
