//! The command-line contracts of `palanquee play` and `palanquee show`.
//!
//! Exit codes of `play`: 0 when every action was legal, 1 when one was
//! refused by the rules (stderr names the ruling; nothing after it is
//! played), 2 for malformed input.

use std::fmt::Write;

use crate::engine::{Game, Position, parse_actions};
use crate::render::text::board_text;
use crate::render::{Status, TurnStory, render_png};

/// What a command prints and how it exits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error.
    pub stderr: String,
    /// The process exit code.
    pub code: u8,
}

/// Exit code for an action the rules refuse.
pub const EXIT_ILLEGAL: u8 = 1;
/// Exit code for malformed input.
pub const EXIT_MALFORMED: u8 = 2;

/// A failure of the program itself (database, terminal): exit 2 with the
/// message.
#[must_use]
pub fn failure(message: impl std::fmt::Display) -> Outcome {
    malformed(message)
}

fn malformed(message: impl std::fmt::Display) -> Outcome {
    Outcome {
        stdout: String::new(),
        stderr: format!("error: {message}\n"),
        code: EXIT_MALFORMED,
    }
}

/// `palanquee play --position POSITION [ACTION ...]`: the player to move
/// starts a turn in `position` and plays `actions` in order (each argument
/// one or more actions, `;` optional). One line per action with its
/// consequences, then `position: POSITION`.
#[must_use]
pub fn play(position: &str, actions: &[String]) -> Outcome {
    let position: Position = match position.parse() {
        Ok(position) => position,
        Err(error) => return malformed(error),
    };
    let actions = if actions.is_empty() {
        Vec::new()
    } else {
        match parse_actions(&actions.join(" ")) {
            Ok(actions) => actions,
            Err(error) => return malformed(error),
        }
    };
    let mut game = Game::from_position(position);
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

/// `palanquee show --position POSITION`: the board as text and the reserves.
#[must_use]
pub fn show(position: &str) -> Outcome {
    match position.parse::<Position>() {
        Ok(position) => Outcome {
            stdout: board_text(&position),
            stderr: String::new(),
            code: 0,
        },
        Err(error) => malformed(error),
    }
}

/// `palanquee show --position POSITION --png FILE`: writes the board
/// picture of `position` to `file` and prints the path. The panel shows
/// the actions per plant of the player to move; there is no last turn to
/// tell. A bad position or a failed write exits with code 2.
#[must_use]
pub fn show_png(position: &str, file: &std::path::Path) -> Outcome {
    let position = match position.parse::<Position>() {
        Ok(position) => position,
        Err(error) => return malformed(error),
    };
    let status = Status::of_game(&Game::from_position(position.clone()));
    let png = match render_png(&position, &TurnStory::default(), &[], &status) {
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
