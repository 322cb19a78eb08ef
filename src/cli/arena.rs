//! `palanquee arena`: many games between a computer level and a baseline
//! (or another level), colours or seats rotated, and the level's win rate
//! with its 95% interval. Games are shared between two threads; each game
//! has its own seed, so a run replays whatever the thread that plays it.

use std::fmt::Write;

use super::Outcome;
use crate::ai::{Budget, Level, Rng, Score};
use crate::games::palago::{self, Colour};
use crate::games::palanquee::{self, Player, Rules};

/// A Palanquée game still going after this many rounds counts as a draw.
pub const MAX_ROUNDS: u32 = 300;

/// Who the measured level plays against: a level, or (Palago only) the
/// `alphabeta:N` baseline searching N tiles deep.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponent {
    /// A level or a baseline of [`Level`].
    Level(Level),
    /// Palago's alpha-beta baseline, to this depth in tiles (2-12).
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
enum Result3 {
    Won,
    Drawn,
    /// A Palanquée game still going at [`MAX_ROUNDS`]: a draw.
    Capped,
    Lost,
}

/// Plays `play(i)` for every game on two threads, adding up the results;
/// also returns how many games reached the round cap.
fn run_games(games: u32, play: impl Fn(u32) -> Result3 + Sync) -> (Score, u32) {
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

/// The report: the match and the score.
fn report(game: &str, m: &Match, score: Score) -> Outcome {
    let mut stdout = String::new();
    let _ = writeln!(
        stdout,
        "{game}: {} against {} ({} a turn, seeds {}..{}{})",
        m.level,
        m.against,
        m.budget,
        m.seed,
        m.seed + u64::from(m.games),
        if game == "palago" {
            format!(
                ", openings of {PALAGO_OPENING_TURNS} random turns not already won, each played with both colours"
            )
        } else {
            String::new()
        }
    );
    let _ = writeln!(stdout, "{}: {score}", m.level);
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// Random turns each Palago game of the arena opens with, drawn from the
/// game's seed: the searches are nearly deterministic, so without them
/// the games of a match would repeat one another. Four tiles cannot
/// close a creature (the smallest takes five, P15).
pub const PALAGO_OPENING_TURNS: usize = 2;

/// The search nodes spent checking that an opening is not already won by
/// one side: such openings measure the random turns, not the players.
const OPENING_CHECK: Budget = Budget::Work(20_000);

/// Openings drawn at most, looking for one that is not already decided.
const OPENING_DRAWS: usize = 100;

/// The opening of game pair `pair`: [`PALAGO_OPENING_TURNS`] random turns
/// from the pair's seed, drawn again (up to [`OPENING_DRAWS`] times) while
/// a short search finds a forced win for either side.
fn palago_opening(seed: u64, options: palago::Options) -> palago::Game {
    let mut rng = Rng::new(seed);
    let mut game = palago::Game::new(options);
    for _ in 0..OPENING_DRAWS {
        game = palago::Game::new(options);
        for _ in 0..PALAGO_OPENING_TURNS {
            let Some(turn) = game.random_turn(&mut |n| rng.below(n)) else {
                break;
            };
            if game.play(&turn).is_err() {
                break;
            }
        }
        if !game.is_over() && palago::ai::foreseen_winner(&game, OPENING_CHECK).is_none() {
            break;
        }
    }
    game
}

/// `palanquee arena --game palago`: games are played in pairs on one
/// opening ([`palago_opening`]), the level White in the even game and
/// Blue in the odd one, so neither colour nor opening favours a side.
#[must_use]
pub fn palago(m: &Match, options: palago::Options) -> Outcome {
    let (score, _) = run_games(m.games, |i| {
        let mut rng = Rng::new(m.seed + u64::from(i));
        let ours = if i % 2 == 0 {
            Colour::White
        } else {
            Colour::Blue
        };
        let mut game = palago_opening(m.seed + u64::from(i / 2), options);
        while !game.is_over() {
            let player = if game.to_move() == ours {
                Opponent::Level(m.level)
            } else {
                m.against
            };
            let turn = match player {
                Opponent::Level(level) => palago::ai::choose_turn(&game, level, m.budget, &mut rng),
                Opponent::AlphaBeta(depth) => palago::ai::alphabeta_turn(&game, depth),
            };
            let Some(turn) = turn else {
                break;
            };
            if game.play(&turn).is_err() {
                // An illegal computer turn loses: it must never happen.
                return if game.to_move() == ours {
                    Result3::Lost
                } else {
                    Result3::Won
                };
            }
        }
        match game.end().map(|end| end.outcome()) {
            Some(palago::Outcome::Win(winner)) if winner == ours => Result3::Won,
            Some(palago::Outcome::Win(_)) => Result3::Lost,
            _ => Result3::Drawn,
        }
    });
    report("palago", m, score)
}

/// `palanquee arena` for Palanquée with `players` seats: the level sits in
/// seat `i % players` of game `i`, the baseline in every other seat. A
/// game still going after [`MAX_ROUNDS`] rounds is a draw (the report
/// counts them); one in which the level is out is lost at once.
#[must_use]
pub fn palanquee(m: &Match, players: usize, rules: Rules) -> Outcome {
    let Opponent::Level(against) = m.against else {
        return super::failure(format!("{} is a Palago baseline", m.against));
    };
    let (score, capped) = run_games(m.games, |i| {
        let mut rng = Rng::new(m.seed + u64::from(i));
        let Some(ours) = Player::new(i as usize % players) else {
            return Result3::Drawn;
        };
        let Some(mut game) = palanquee::Game::new_with_rules(players, rules) else {
            return Result3::Drawn;
        };
        while game.outcome().is_none() && game.position().round() <= MAX_ROUNDS {
            if !game.position().is_alive(ours) {
                // Out of the game: what the others do next cannot change it.
                return Result3::Lost;
            }
            let mover = game.to_move();
            let level = if mover == ours { m.level } else { against };
            let turn = palanquee::ai::choose_turn(&game, level, m.budget, &mut rng);
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
            Some(palanquee::Outcome::Winner(winner)) if winner == ours => Result3::Won,
            Some(palanquee::Outcome::Winner(_)) => Result3::Lost,
            Some(palanquee::Outcome::Draw) => Result3::Drawn,
            None if game.position().round() > MAX_ROUNDS => Result3::Capped,
            None => Result3::Drawn,
        }
    });
    let mut outcome = report(
        &format!("palanquee, {players} players, {rules} rules"),
        m,
        score,
    );
    let _ = writeln!(
        outcome.stdout,
        "reached the {MAX_ROUNDS}-round cap: {capped}"
    );
    outcome
}
