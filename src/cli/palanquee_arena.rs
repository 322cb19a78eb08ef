//! `palanquee arena` for Palanquée: 2 to 5 seats, the level in one, the
//! opponent in every other, the level's seat rotated game after game.

use std::fmt::Write;

use super::arena::{Match, Opponent, Result3, report, run_games};
use super::outcome::{Outcome, failure};
use crate::ai::Rng;
use crate::games::palanquee::{Game, Outcome as GameOutcome, Player, Rules, ai};

/// A Palanquée game still going after this many rounds counts as a draw.
pub const MAX_ROUNDS: u32 = 300;

/// `palanquee arena` for Palanquée with `players` seats: the level sits in
/// seat `i % players` of game `i`, the baseline in every other seat. A
/// game still going after [`MAX_ROUNDS`] rounds is a draw (the report
/// counts them); one in which the level is out is lost at once.
#[must_use]
pub fn arena(m: &Match, players: usize, rules: Rules) -> Outcome {
    let Opponent::Level(against) = m.against else {
        return failure(format!("{} is a Palago baseline", m.against));
    };
    let (score, capped) = run_games(m.games, |i| {
        let mut rng = Rng::new(m.seed + u64::from(i));
        let Some(ours) = Player::new(i as usize % players) else {
            return Result3::Drawn;
        };
        let Some(mut game) = Game::new_with_rules(players, rules) else {
            return Result3::Drawn;
        };
        while game.outcome().is_none() && game.position().round() <= MAX_ROUNDS {
            if !game.position().is_alive(ours) {
                // Out of the game: what the others do next cannot change it.
                return Result3::Lost;
            }
            let mover = game.to_move();
            let level = if mover == ours { m.level } else { against };
            let turn = ai::choose_turn(&game, level, m.budget, &mut rng);
            if turn.is_empty() {
                break;
            }
            for action in turn {
                if game.play(mover, action).is_err() {
                    return if mover == ours {
                        Result3::Lost
                    } else {
                        Result3::Won
                    };
                }
            }
        }
        match game.outcome() {
            Some(GameOutcome::Winner(winner)) if winner == ours => Result3::Won,
            Some(GameOutcome::Winner(_)) => Result3::Lost,
            Some(GameOutcome::Draw) => Result3::Drawn,
            None if game.position().round() > MAX_ROUNDS => Result3::Capped,
            None => Result3::Drawn,
        }
    });
    let mut outcome = report(
        &format!("palanquee, {players} players, {rules} rules"),
        "",
        m,
        score,
    );
    let _ = writeln!(
        outcome.stdout,
        "reached the {MAX_ROUNDS}-round cap: {capped}"
    );
    outcome
}
