//! `palanquee play`, `show`, `legal`, `ai` and `arena` for Palanquée:
//! positions in the notation `ROWS TO_MOVE ROUND RESERVES`, actions in
//! their text forms, and the game's side of [`EngineCli`].

pub mod arena;

use std::fmt::Write;
use std::path::Path;

use crate::ai::{Budget, Level, Rng};
use crate::cli::arena::Match;
use crate::cli::engine::{Computer, EngineCli, RecordView, own_options};
use crate::cli::outcome::{EXIT_ILLEGAL, Outcome, failure, malformed};
use crate::games::ap_record::ApRecord;
use crate::games::palanquee::ai::choose_turn;
use crate::games::palanquee::ap_record::{AP_NAME, replay_ap, rules_of_variants};
use crate::games::palanquee::picture::text::board_text;
use crate::games::palanquee::picture::{Status, TurnStory, render_png};
use crate::games::palanquee::{Action, Game, Player, Position, Report, Rules, parse_actions};
use crate::language::Language;

/// The game of `position` under `rules`, or the exit for a position the
/// notation or the rules refuse (a seedless group in a basic game, R8).
fn game_of(position: &str, rules: Rules) -> Result<Game, Outcome> {
    let position: Position = position.parse().map_err(malformed)?;
    Game::from_position_with(position, rules).map_err(malformed)
}

/// `palanquee play --position POSITION [--rules RULES] [ACTION ...]`: the
/// player to move starts a turn in `position` under `rules` and plays
/// `actions` in order (each argument one or more actions, `;` optional).
/// One line per action with its consequences, then `position: POSITION`.
#[must_use]
pub fn play(position: &str, rules: Rules, actions: &[String]) -> Outcome {
    let mut game = match game_of(position, rules) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    let actions = if actions.is_empty() {
        Vec::new()
    } else {
        match parse_actions(&actions.join(" ")) {
            Ok(actions) => actions,
            Err(error) => return malformed(error),
        }
    };
    let mut stdout = String::new();
    for (index, action) in actions.into_iter().enumerate() {
        let player = game.to_move();
        match game.play(player, action) {
            Ok(report) => {
                let consequences = report.to_string();
                if consequences.is_empty() {
                    let _ = writeln!(stdout, "{player}: {action}");
                } else {
                    let _ = writeln!(stdout, "{player}: {action} -> {consequences}");
                }
            }
            Err(illegal) => {
                return Outcome {
                    stdout,
                    stderr: format!(
                        "illegal action {} (`{action}` by {player}): {illegal}\n",
                        index + 1
                    ),
                    code: EXIT_ILLEGAL,
                };
            }
        }
    }
    let _ = writeln!(stdout, "position: {}", game.position());
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// `palanquee show --position POSITION [--rules RULES]`: the board as
/// text and the reserves.
#[must_use]
pub fn show(position: &str, rules: Rules) -> Outcome {
    match game_of(position, rules) {
        Ok(game) => Outcome {
            stdout: board_text(game.position()),
            stderr: String::new(),
            code: 0,
        },
        Err(outcome) => outcome,
    }
}

/// `palanquee show --position POSITION --png FILE`: writes the board
/// picture of `position` to `file` and prints the path. The panel shows
/// the actions per plant of the player to move; there is no last turn to
/// tell; under the advanced rules it marks parasites, buttons and leaves.
/// A bad position or a failed write exits with code 2.
#[must_use]
pub fn show_png(position: &str, rules: Rules, file: &Path) -> Outcome {
    let game = match game_of(position, rules) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    let status = Status::of_game(&game);
    let png = match render_png(
        game.position(),
        &TurnStory::default(),
        &[],
        &status,
        Language::English,
    ) {
        Ok(png) => png,
        Err(error) => return malformed(error),
    };
    match std::fs::write(file, png) {
        Ok(()) => Outcome {
            stdout: format!("{}\n", file.display()),
            stderr: String::new(),
            code: 0,
        },
        Err(error) => malformed(format!("cannot write {}: {error}", file.display())),
    }
}

/// `palanquee legal --position POSITION [--rules RULES]`: the legal next
/// actions of the player to move, one per line in their text forms
/// (`end` when the turn may end, claims, `resign`).
#[must_use]
pub fn legal(position: &str, rules: Rules) -> Outcome {
    let game = match game_of(position, rules) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    let mut stdout = String::new();
    // Resigning is always possible: listed last, after the actions of play.
    let (resign, actions): (Vec<Action>, Vec<Action>) = game
        .legal_actions()
        .into_iter()
        .partition(|&a| a == Action::Resign);
    for action in actions.into_iter().chain(resign) {
        let _ = writeln!(stdout, "{action}");
    }
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// `palanquee ai --position POSITION [--rules RULES] [--level L]
/// [--think-ms N | --nodes N] [--seed S]`: the computer's whole turn for the player to
/// move, as the last line `turn: A; B; …; end` (no `end` after a winning
/// action), which `palanquee play --position POSITION` accepts.
#[must_use]
pub fn ai(position: &str, rules: Rules, level: Level, budget: Budget, seed: u64) -> Outcome {
    let game = match game_of(position, rules) {
        Ok(game) => game,
        Err(outcome) => return outcome,
    };
    if let Some(outcome) = game.outcome() {
        return Outcome {
            stdout: String::new(),
            stderr: format!("the game is over ({outcome}): no turn to play (R22, R23)\n"),
            code: EXIT_ILLEGAL,
        };
    }
    let turn = choose_turn(&game, level, budget, &mut Rng::new(seed));
    let texts: Vec<String> = turn.iter().map(ToString::to_string).collect();
    Outcome {
        stdout: format!("turn: {}\n", texts.join("; ")),
        stderr: String::new(),
        code: 0,
    }
}

/// Palanquée's side of the engine subcommands, listed in
/// [`crate::registry`]: a position is required, and its options text is
/// `rules:basic` or `rules:advanced`.
pub struct PalanqueeCli;

/// The one [`PalanqueeCli`].
pub static ENGINE: PalanqueeCli = PalanqueeCli;

/// The refusal of a subcommand given no position.
fn needs_position(command: &str) -> Outcome {
    failure(format!("palanquee {command} needs --position POSITION"))
}

/// The rules of the command line's options text (the other games'
/// options ignored), or the exit of unreadable ones.
fn rules_of(options: &str) -> Result<Rules, Outcome> {
    Rules::from_options_text(&own_options(options, &["rules"])).map_err(malformed)
}

/// `play --record FILE` and `show --record FILE` of a Palanquée record:
/// every action in the order played, `play` printing each as it prints
/// its own (`b: claim H8`), then `position: …`; `show` the board reached.
/// An action the rules refuse exits 1, naming it.
fn from_record(record: &ApRecord, view: RecordView<'_>) -> Outcome {
    let Some(rules) = rules_of_variants(&record.header.game.variants) else {
        let variants = record.header.game.variants.join(", ");
        return malformed(format!(
            "`{variants}`: Palanquée's only variant is advanced"
        ));
    };
    let start = record.header.starting_position.as_deref();
    let seats = record.header.players.len();
    let mut stdout = String::new();
    let printed = |player: Player, action: Action, report: &Report| {
        let consequences = report.to_string();
        if consequences.is_empty() {
            let _ = writeln!(stdout, "{player}: {action}");
        } else {
            let _ = writeln!(stdout, "{player}: {action} -> {consequences}");
        }
    };
    let game = match replay_ap(start, seats, rules, &record.moves, printed) {
        Ok(game) => game,
        Err(why) => {
            return Outcome {
                stdout,
                stderr: format!("{why}\n"),
                code: EXIT_ILLEGAL,
            };
        }
    };
    match view {
        RecordView::Play => {
            let _ = writeln!(stdout, "position: {}", game.position());
            Outcome {
                stdout,
                stderr: String::new(),
                code: 0,
            }
        }
        RecordView::Show(Some(file)) => show_png(&game.position().to_string(), rules, file),
        RecordView::Show(None) => Outcome {
            stdout: board_text(game.position()),
            stderr: String::new(),
            code: 0,
        },
    }
}

impl EngineCli for PalanqueeCli {
    fn key(&self) -> &'static str {
        "palanquee"
    }

    fn record(&self, record: &ApRecord, view: RecordView<'_>) -> Option<Outcome> {
        (record.header.game.name == AP_NAME).then(|| from_record(record, view))
    }

    fn option_value(&self, name: &str, value: &str) -> Option<Result<String, String>> {
        (name == "rules").then(|| {
            value
                .parse::<Rules>()
                .map(|rules| rules.name().to_owned())
                .map_err(|error| error.to_string())
        })
    }

    fn play(&self, options: &str, position: Option<&str>, moves: &[String]) -> Outcome {
        let Some(position) = position else {
            return needs_position("play");
        };
        match rules_of(options) {
            Ok(rules) => play(position, rules, moves),
            Err(outcome) => outcome,
        }
    }

    fn show(
        &self,
        options: &str,
        position: Option<&str>,
        moves: &[String],
        png: Option<&Path>,
    ) -> Outcome {
        let Some(position) = position else {
            return needs_position("show");
        };
        if !moves.is_empty() {
            return failure("palanquee show takes no turns: the position says it all");
        }
        match (rules_of(options), png) {
            (Err(outcome), _) => outcome,
            (Ok(rules), Some(file)) => show_png(position, rules, file),
            (Ok(rules), None) => show(position, rules),
        }
    }

    fn legal(&self, options: &str, position: Option<&str>, _moves: &[String]) -> Outcome {
        let Some(position) = position else {
            return needs_position("legal");
        };
        match rules_of(options) {
            Ok(rules) => legal(position, rules),
            Err(outcome) => outcome,
        }
    }

    fn ai(
        &self,
        options: &str,
        position: Option<&str>,
        _moves: &[String],
        computer: Computer,
    ) -> Outcome {
        let Some(position) = position else {
            return needs_position("ai");
        };
        match rules_of(options) {
            Ok(rules) => ai(
                position,
                rules,
                computer.level,
                computer.budget,
                computer.seed,
            ),
            Err(outcome) => outcome,
        }
    }

    fn arena(&self, options: &str, m: &Match, players: Option<usize>) -> Outcome {
        if let Some(refusal) = palago_option_given(m) {
            return refusal;
        }
        let players = players.unwrap_or(2);
        if !(2..=5).contains(&players) {
            return failure(format!(
                "`--players {players}`: a Palanquée table has 2 to 5 seats"
            ));
        }
        match rules_of(options) {
            Ok(rules) => arena::arena(m, players, rules),
            Err(outcome) => outcome,
        }
    }
}

/// The refusal of the first arena option given that only Palago's arena
/// reads, naming it and what it is for; `None` when none is given.
fn palago_option_given(m: &Match) -> Option<Outcome> {
    let palago_only = [
        (
            m.baseline_ms.is_some(),
            "--baseline-ms",
            "its alphabeta baseline's time",
        ),
        (
            m.opening_nodes.is_some(),
            "--opening-nodes",
            "the check of its random openings",
        ),
        (
            m.opening_turns.is_some(),
            "--opening-turns",
            "its random openings",
        ),
        (
            m.opening_window.is_some(),
            "--opening-window",
            "the check of its random openings",
        ),
        (m.book.is_some(), "--openings", "a book of its openings"),
        (
            m.list_openings,
            "--list-openings",
            "the openings its games would play",
        ),
    ];
    let (_, option, what) = palago_only.into_iter().find(|(given, ..)| *given)?;
    Some(failure(format!(
        "`{option}` is Palago's option ({what}): leave it out"
    )))
}
