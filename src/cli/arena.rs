//! `palanquee arena`: many games between a computer level and a baseline
//! (or another level), colours or seats rotated, and the level's win rate
//! with its 95% interval. Games are shared between two threads; each game
//! has its own seed, so a run replays whatever the thread that plays it.
//!
//! This file holds what every game's arena shares: the match, the
//! threads and the report. How one game is played lives with its game.

use std::fmt::Write;

use super::outcome::Outcome;
use crate::ai::{Budget, Level, Score};

/// Who the measured level plays against: a level, or (in the one game
/// that has it) the `alphabeta:N` baseline searching N tiles deep.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    /// A level or a baseline of [`Level`].
    Level(Level),
    /// The alpha-beta baseline, to this depth in tiles (2-12).
    AlphaBeta(u32),
}

impl std::fmt::Display for Opponent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Opponent::Level(level) => write!(f, "{level}"),
            Opponent::AlphaBeta(depth) => write!(f, "alphabeta:{depth}"),
        }
    }
}

impl std::str::FromStr for Opponent {
    type Err = String;

    /// Reads a level name or `alphabeta:N` (N from 2 to 12).
    fn from_str(text: &str) -> Result<Opponent, String> {
        match text.trim().strip_prefix("alphabeta:") {
            Some(depth) => match depth.parse::<u32>() {
                Ok(depth) if (2..=12).contains(&depth) => Ok(Opponent::AlphaBeta(depth)),
                _ => Err(format!(
                    "`{text}`: alphabeta's depth is a number of tiles from 2 to 12, like alphabeta:5"
                )),
            },
            None => text
                .parse()
                .map(Opponent::Level)
                .map_err(|e: crate::ai::ParseLevelError| format!("{e}, or alphabeta:N")),
        }
    }
}

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct Match {
    /// The level measured.
    pub level: Level,
    /// Who it plays against (every other seat).
    pub against: Opponent,
    /// Games to play.
    pub games: u32,
    /// Thinking per turn.
    pub budget: Budget,
    /// The first game's seed; game `i` uses `seed + i`.
    pub seed: u64,
}

/// How one game ended for the level measured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Result3 {
    /// The level won.
    Won,
    /// Nobody won.
    Drawn,
    /// A game stopped at its game's cap of rounds: a draw, counted apart.
    Capped,
    /// The level lost.
    Lost,
}

/// Plays `play(i)` for every game on two threads, adding up the results;
/// also returns how many games reached the round cap.
pub(super) fn run_games(games: u32, play: impl Fn(u32) -> Result3 + Sync) -> (Score, u32) {
    let results: Vec<Result3> = std::thread::scope(|scope| {
        let play = &play;
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                scope.spawn(move || {
                    (0..games)
                        .filter(|i| i % 2 == worker)
                        .map(play)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    let mut score = Score::default();
    let mut capped = 0;
    for result in results {
        match result {
            Result3::Won => score.wins += 1,
            Result3::Drawn => score.draws += 1,
            Result3::Capped => {
                score.draws += 1;
                capped += 1;
            }
            Result3::Lost => score.losses += 1,
        }
    }
    (score, capped)
}

/// The report: the match and the score, `title` naming the game and
/// `about` (empty, or starting with `, `) what its games open with.
pub(super) fn report(title: &str, about: &str, m: &Match, score: Score) -> Outcome {
    let mut stdout = String::new();
    let _ = writeln!(
        stdout,
        "{title}: {} against {} ({} a turn, seeds {}..{}{about})",
        m.level,
        m.against,
        m.budget,
        m.seed,
        m.seed + u64::from(m.games),
    );
    let _ = writeln!(stdout, "{}: {score}", m.level);
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}
