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
#[derive(Clone, Debug)]
pub struct Match {
    /// The level measured.
    pub level: Level,
    /// Who it plays against (every other seat).
    pub against: Opponent,
    /// Games to play.
    pub games: u32,
    /// Thinking per turn.
    pub budget: Budget,
    /// `--baseline-ms`, when given: how long the `alphabeta:N` baseline
    /// (Palago's) may search (see its game's arena for the default).
    pub baseline_ms: Option<u64>,
    /// `--opening-nodes`, when given: the work that checks each random
    /// opening (Palago's; see its game's arena for the default).
    pub opening_nodes: Option<u64>,
    /// `--opening-turns`, when given: how many random turns open each
    /// game (Palago's; see its game's arena for the default).
    pub opening_turns: Option<u32>,
    /// `--opening-window`, when given: the most the check of a random
    /// opening may judge it from even (Palago's).
    pub opening_window: Option<u32>,
    /// `--openings`, when given: a file of openings to play instead of
    /// random ones (Palago's).
    pub book: Option<std::path::PathBuf>,
    /// `--list-openings`: print the openings the games would play, one
    /// per pair, instead of playing them (Palago's).
    pub list_openings: bool,
    /// The first game's seed; game `i` uses `seed + i`.
    pub seed: u64,
}

impl Match {
    /// A match of `games` from `seed`, `level` against `against` with
    /// `budget`, every other option left out.
    #[must_use]
    pub fn plain(level: Level, against: Opponent, games: u32, budget: Budget, seed: u64) -> Match {
        Match {
            level,
            against,
            games,
            budget,
            baseline_ms: None,
            opening_nodes: None,
            opening_turns: None,
            opening_window: None,
            book: None,
            list_openings: false,
            seed,
        }
    }
}

/// How one game ended for the level measured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Result3 {
    /// The level won.
    Won,
    /// Nobody won.
    Drawn,
    /// A game stopped at its game's cap of rounds: a draw, counted apart.
    Capped,
    /// The level lost.
    Lost,
}

impl Result3 {
    /// The word of one game's line on stderr.
    fn word(self) -> &'static str {
        match self {
            Result3::Won => "won",
            Result3::Drawn => "drawn",
            Result3::Capped => "drawn at the round cap",
            Result3::Lost => "lost",
        }
    }
}

/// The results of a run of games.
pub(crate) struct Tally {
    /// The level's score (a capped game counts as a draw).
    pub score: Score,
    /// Games that reached the round cap.
    pub capped: u32,
    /// One line per game, `game I (seed S): won` and the game's note, in
    /// the games' order, so that a game worth a look can be found (and in
    /// Palanquée replayed alone with `--games 1 --seed S`).
    pub games: String,
}

/// `work(i)` for every `i` below `count`, shared between two threads
/// (the machine's cores), each with its `i`, in the order of `i`. Each
/// `i` is worked alone, so the results do not depend on which thread did
/// it.
pub(crate) fn on_two_threads<T: Send>(count: u32, work: impl Fn(u32) -> T + Sync) -> Vec<(u32, T)> {
    let mut results: Vec<(u32, T)> = std::thread::scope(|scope| {
        let work = &work;
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                scope.spawn(move || {
                    (0..count)
                        .filter(|i| i % 2 == worker)
                        .map(|i| (i, work(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    results.sort_unstable_by_key(|&(i, _)| i);
    results
}

/// Plays `play(i)` for every game on two threads and adds up the results;
/// `play` returns how game `i` ended and a note for its line (empty, or
/// starting with a space: how long it lasted, where it stopped).
pub(crate) fn run_games(m: &Match, play: impl Fn(u32) -> (Result3, String) + Sync) -> Tally {
    let results = on_two_threads(m.games, play);
    let mut tally = Tally {
        score: Score::default(),
        capped: 0,
        games: String::new(),
    };
    for (i, (result, note)) in results {
        let seed = m.seed + u64::from(i);
        let _ = writeln!(
            tally.games,
            "game {i} (seed {seed}): {}{note}",
            result.word()
        );
        match result {
            Result3::Won => tally.score.wins += 1,
            Result3::Drawn => tally.score.draws += 1,
            Result3::Capped => {
                tally.score.draws += 1;
                tally.capped += 1;
            }
            Result3::Lost => tally.score.losses += 1,
        }
    }
    tally
}

/// The report: the match, the score and its Elo difference (at a table
/// of `seats`) on stdout, each game's line on stderr; `title` names the
/// game and `about` (empty, or starting with `, `) what its games open
/// with.
pub(crate) fn report(title: &str, about: &str, m: &Match, tally: &Tally, seats: usize) -> Outcome {
    let score = tally.score;
    let mut stdout = String::new();
    let _ = writeln!(
        stdout,
        "{title}: {} against {} ({} a turn, seeds {}..{}{about})",
        m.level,
        m.against,
        m.budget,
        m.seed,
        // The last seed played: `..` reads inclusive, as the docs write it.
        (m.seed + u64::from(m.games)).saturating_sub(1),
    );
    let _ = writeln!(stdout, "{}: {score}", m.level);
    let _ = writeln!(
        stdout,
        "{}: {} against {}",
        m.level,
        score.elo_line(seats),
        m.against
    );
    Outcome {
        stdout,
        stderr: tally.games.clone(),
        code: 0,
    }
}
