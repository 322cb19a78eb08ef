//! `palanquee play --game palago` and `palanquee show --game palago`
//! (also `legal`, `ai` and `arena`): turns from the empty table, each
//! argument one turn of one or two placements `q,r:k` (P13); and the
//! game's side of [`EngineCli`].
//!
//! `play` prints one record line per accepted turn (with the end, when a
//! turn ends the game), and always, as its last line, the status of the
//! game after the last accepted turn:
//!
//! ```text
//! 1. W 0,0:1 -1,1:0
//! palago: 2 placed, 46 left, Blue to move
//! ```
//!
//! A turn the rules refuse stops the run with exit 1 and its ruling on
//! standard error; unreadable text exits 2 naming P13.

pub mod arena;
mod book;

use std::fmt::Write;
use std::path::Path;

use crate::ai::{Budget, Level, Rng};
use crate::cli::arena::Match;
use crate::cli::engine::{Computer, EngineCli, RecordView, own_options};
use crate::cli::outcome::{EXIT_ILLEGAL, EXIT_MALFORMED, Outcome, failure, malformed};
use crate::games::ap_record::{ApRecord, in_order};
use crate::games::palago::ai::choose_turn;
use crate::games::palago::ap_record::{AP_NAME, options_of_variants, replay_ap};
use crate::games::palago::text::table_text;
use crate::games::palago::{Game, Options, Refusal, Turn};

/// The game after `turns`, the record lines printed on the way, and the
/// refusal that stopped it, if one did, with the turn's number and text.
struct Run {
    game: Game,
    lines: String,
    stopped: Option<(usize, String, Refusal)>,
}

/// Plays `turns` from the empty table, stopping at the first refused.
fn run(options: Options, turns: &[String]) -> Run {
    let mut game = Game::new(options);
    let mut lines = String::new();
    for (index, text) in turns.iter().enumerate() {
        let played = text
            .parse::<Turn>()
            .and_then(|turn| game.play(&turn).map(|report| (turn, report)));
        match played {
            Ok((turn, report)) => {
                let _ = write!(lines, "{}. {} {turn}", index + 1, report.mover.letter());
                match report.end {
                    Some(end) => {
                        let _ = writeln!(lines, " -> {end}");
                    }
                    None => lines.push('\n'),
                }
            }
            Err(refusal) => {
                return Run {
                    game,
                    lines,
                    stopped: Some((index + 1, text.trim().to_owned(), refusal)),
                };
            }
        }
    }
    Run {
        game,
        lines,
        stopped: None,
    }
}

/// The exit of a refused turn: 2 for unreadable text (P13), else 1.
fn refused(
    stdout: String,
    game: &Game,
    (number, text, refusal): (usize, String, Refusal),
) -> Outcome {
    let code = if refusal.is_unreadable() {
        EXIT_MALFORMED
    } else {
        EXIT_ILLEGAL
    };
    let what = if refusal.is_unreadable() {
        "unreadable"
    } else {
        "illegal"
    };
    Outcome {
        stdout,
        stderr: format!(
            "{what} turn {number} (`{}` by {}): {refusal}\n",
            shortened(&text),
            game.to_move()
        ),
        code,
    }
}

/// At most 60 characters of a player's text, for messages.
fn shortened(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(60).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// `palanquee play --game palago [--tiebreak] TURN...`: plays the turns
/// from the empty table; the last line of standard output is always the
/// status line of the game as it stands.
#[must_use]
pub fn play(options: Options, turns: &[String]) -> Outcome {
    let Run {
        game,
        mut lines,
        stopped,
    } = run(options, turns);
    lines.push_str(&game.status_line());
    lines.push('\n');
    match stopped {
        Some(stop) => refused(lines, &game, stop),
        None => Outcome {
            stdout: lines,
            stderr: String::new(),
            code: 0,
        },
    }
}

/// `palanquee show --game palago [--tiebreak] TURN...`: the table after
/// the turns as text, ending with the status line. A refused turn exits
/// as `play` does.
#[must_use]
pub fn show(options: Options, turns: &[String]) -> Outcome {
    let Run { game, stopped, .. } = run(options, turns);
    let text = table_text(&game);
    match stopped {
        Some(stop) => refused(text, &game, stop),
        None => Outcome {
            stdout: text,
            stderr: String::new(),
            code: 0,
        },
    }
}

/// `palanquee show --game palago --png FILE TURN...`: writes the picture
/// of the table after the turns and prints the path.
#[must_use]
pub fn show_png(options: Options, turns: &[String], file: &Path) -> Outcome {
    let Run { game, stopped, .. } = run(options, turns);
    if let Some(stop) = stopped {
        return refused(game.status_line() + "\n", &game, stop);
    }
    let png = match crate::games::palago::picture::render_png(
        &game,
        ["White", "Blue"],
        None,
        crate::language::Language::English,
    ) {
        Ok(png) => png,
        Err(error) => return failure(error),
    };
    match std::fs::write(file, png) {
        Ok(()) => Outcome {
            stdout: format!("{}\n", file.display()),
            stderr: String::new(),
            code: 0,
        },
        Err(error) => failure(format!("cannot write {}: {error}", file.display())),
    }
}

/// The game after `turns`, or the exit of the first refused one.
fn game_after(options: Options, turns: &[String]) -> Result<Game, Outcome> {
    let Run { game, stopped, .. } = run(options, turns);
    match stopped {
        Some(stop) => Err(refused(String::new(), &game, stop)),
        None => Ok(game),
    }
}

/// `palanquee legal --game palago [--tiebreak] TURN...`: the placements
/// `q,r:k` the next tile may take after the turns, one per line (none once
/// the game is over).
#[must_use]
pub fn legal(options: Options, turns: &[String]) -> Outcome {
    let game = match game_after(options, turns) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    let mut stdout = String::new();
    for placement in game.legal_firsts() {
        let _ = writeln!(stdout, "{placement}");
    }
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// `palanquee ai --game palago [--tiebreak] [--level L] [--think-ms N | --nodes N]
/// [--seed S] TURN...`: the computer's turn after the turns, as the last
/// line `turn: q,r:k q,r:k` (one placement when it ends the game).
#[must_use]
pub fn ai(options: Options, turns: &[String], level: Level, budget: Budget, seed: u64) -> Outcome {
    let game = match game_after(options, turns) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    match choose_turn(&game, level, budget, &mut Rng::new(seed)) {
        Some(turn) => Outcome {
            stdout: format!("turn: {turn}\n"),
            stderr: String::new(),
            code: 0,
        },
        None => Outcome {
            stdout: String::new(),
            stderr: format!("{}: no turn to play (P12)\n", game.status_line()),
            code: EXIT_ILLEGAL,
        },
    }
}

/// Palago's side of the engine subcommands, listed in
/// [`crate::registry`]: turns from the empty table (no position), two
/// colours, and the options text `tiebreak:on` or `tiebreak:off`.
pub struct PalagoCli;

/// The one [`PalagoCli`].
pub static ENGINE: PalagoCli = PalagoCli;

/// The options of the command line's options text (the other games'
/// ignored), or the exit of unreadable ones.
fn options_of(options: &str) -> Result<Options, Outcome> {
    Options::from_options_text(&own_options(options, &["tiebreak"])).map_err(malformed)
}

/// `play --record FILE` and `show --record FILE` of a Palago record:
/// its turns in the order played, then what `play` or `show` prints of
/// them; a turn in the wrong seat exits 1, as a refused one does.
fn from_record(record: &ApRecord, view: RecordView<'_>) -> Outcome {
    let Some(options) = options_of_variants(&record.header.game.variants) else {
        let variants = record.header.game.variants.join(", ");
        return malformed(format!("`{variants}`: Palago's only variant is tiebreak"));
    };
    if let Err(why) = replay_ap(options, &record.moves) {
        return Outcome {
            stdout: String::new(),
            stderr: format!("{why}\n"),
            code: EXIT_ILLEGAL,
        };
    }
    let turns: Vec<String> = in_order(&record.moves)
        .into_iter()
        .map(|(_, text)| text.to_owned())
        .collect();
    match view {
        RecordView::Play => play(options, &turns),
        RecordView::Show(Some(file)) => show_png(options, &turns, file),
        RecordView::Show(None) => show(options, &turns),
    }
}

impl EngineCli for PalagoCli {
    fn key(&self) -> &'static str {
        "palago"
    }

    fn record(&self, record: &ApRecord, view: RecordView<'_>) -> Option<Outcome> {
        (record.header.game.name == AP_NAME).then(|| from_record(record, view))
    }

    fn option_value(&self, name: &str, value: &str) -> Option<Result<String, String>> {
        (name == "tiebreak").then(|| {
            let text = format!("tiebreak:{}", value.trim().to_ascii_lowercase());
            Options::from_options_text(&text)
                .map(|options| if options.tiebreak { "on" } else { "off" }.to_owned())
                .map_err(|error| error.to_string())
        })
    }

    fn play(&self, options: &str, _position: Option<&str>, moves: &[String]) -> Outcome {
        match options_of(options) {
            Ok(options) => play(options, moves),
            Err(outcome) => outcome,
        }
    }

    fn show(
        &self,
        options: &str,
        _position: Option<&str>,
        moves: &[String],
        png: Option<&Path>,
    ) -> Outcome {
        match (options_of(options), png) {
            (Err(outcome), _) => outcome,
            (Ok(options), Some(file)) => show_png(options, moves, file),
            (Ok(options), None) => show(options, moves),
        }
    }

    fn legal(&self, options: &str, _position: Option<&str>, moves: &[String]) -> Outcome {
        match options_of(options) {
            Ok(options) => legal(options, moves),
            Err(outcome) => outcome,
        }
    }

    fn ai(
        &self,
        options: &str,
        _position: Option<&str>,
        moves: &[String],
        computer: Computer,
    ) -> Outcome {
        match options_of(options) {
            Ok(options) => ai(
                options,
                moves,
                computer.level,
                computer.budget,
                computer.seed,
            ),
            Err(outcome) => outcome,
        }
    }

    fn arena(&self, options: &str, m: &Match, players: Option<usize>) -> Outcome {
        if let Some(players) = players {
            return failure(format!(
                "`--players {players}` is Palanquée's option: Palago is always played by two, so leave it out"
            ));
        }
        if let Some(turns) = m.opening_turns
            && !(1..=arena::MAX_OPENING_TURNS).contains(&turns)
        {
            return failure(format!(
                "`--opening-turns {turns}`: a Palago arena opens with 1 to {} random turns, so that the players play the rest",
                arena::MAX_OPENING_TURNS
            ));
        }
        if let Some(refusal) = book_conflict(m) {
            return refusal;
        }
        match options_of(options) {
            Ok(options) => arena::arena(m, options),
            Err(outcome) => outcome,
        }
    }
}

/// The refusal of an option given with `--openings` that only random
/// openings read, naming it; `None` when there is none.
fn book_conflict(m: &Match) -> Option<Outcome> {
    m.book.as_ref()?;
    let random_only = [
        (m.opening_turns.is_some(), "--opening-turns"),
        (m.opening_nodes.is_some(), "--opening-nodes"),
        (m.opening_window.is_some(), "--opening-window"),
        (m.list_openings, "--list-openings"),
    ];
    let (_, option) = random_only.into_iter().find(|(given, _)| *given)?;
    Some(failure(format!(
        "`{option}` is about random openings, and `--openings` plays a book's: give one or the other"
    )))
}
