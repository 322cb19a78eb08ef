//! The record: every turn from the start, one per line, which is also the
//! position (P13).
//!
//! ```text
//! 1. W 0,0:1 -1,1:0
//! 2. B 0,1:1 1,1:2
//! 3. W 1,0:1 (W wins)
//! ```
//!
//! Reading accepts a line's number and colour or neither (`0,0:1 -1,1:0`),
//! blank lines, comment lines starting with `#` (the bot's export names
//! the players there), and the result in brackets after the last turn;
//! what is given must agree with the replay.

use std::fmt::Write;

use super::game::{Game, Options};
use super::outcome::Outcome;
use super::reasons::Reason;
use super::rulings::Refusal;
use super::turn::Turn;

impl Game {
    /// The record of the game so far (P13), one turn per line, the result
    /// after the last turn once the game is over.
    #[must_use]
    pub fn record(&self) -> String {
        let mut text = String::new();
        let mut colour = super::cell::Colour::White;
        for (index, turn) in self.turns().iter().enumerate() {
            let _ = write!(text, "{}. {} {turn}", index + 1, colour.letter());
            if index + 1 == self.turns().len()
                && let Some(end) = self.end()
            {
                let _ = write!(text, " ({})", result_mark(end.outcome()));
            }
            text.push('\n');
            colour = colour.other();
        }
        text
    }

    /// Replays a record (P13): the game it leads to, or the refusal of the
    /// first line that cannot be read or played, naming its line.
    pub fn from_record(text: &str, options: Options) -> Result<Game, Refusal> {
        let mut game = Game::new(options);
        let mut claimed: Option<(usize, String)> = None;
        for (line_number, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some((at, _)) = &claimed {
                return Err(at_line(
                    line_number,
                    Reason::AfterResult { line: *at }.into(),
                ));
            }
            let (turn_text, result) = split_result(line);
            let turn = read_line(turn_text, &game).map_err(|r| at_line(line_number, r))?;
            game.play(&turn).map_err(|r| at_line(line_number, r))?;
            claimed = result.map(|mark| (line_number, mark.to_owned()));
        }
        if let Some((line_number, mark)) = claimed {
            check_result(&game, &mark).map_err(|r| at_line(line_number, r))?;
        }
        Ok(game)
    }
}

/// `W wins`, `B wins` or `draw`, as records write results.
fn result_mark(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(colour) => format!("{} wins", colour.letter()),
        Outcome::Draw => "draw".to_owned(),
    }
}

/// Splits `turn (result)` into the turn's text and the result, if any.
fn split_result(line: &str) -> (&str, Option<&str>) {
    match line.split_once('(') {
        Some((turn, rest)) => (turn.trim_end(), Some(rest.trim_end().trim_end_matches(')'))),
        None => (line, None),
    }
}

/// Reads one record line without its result: `N. C TURN` or `TURN`.
fn read_line(line: &str, game: &Game) -> Result<Turn, Refusal> {
    let mut rest = line;
    if let Some((number, after)) = rest.split_once(". ") {
        let expected = game.turns().len() + 1;
        if number.trim() != expected.to_string() {
            return Err(Reason::TurnNumber {
                found: number.trim().to_owned(),
                expected,
            }
            .into());
        }
        rest = after.trim_start();
    }
    if let Some(after) = rest.strip_prefix(['W', 'B']) {
        let letter = rest.chars().next().unwrap_or('W');
        if letter != game.to_move().letter() {
            return Err(Reason::WrongColour {
                letter,
                to_move: game.to_move(),
            }
            .into());
        }
        rest = after;
    }
    rest.parse()
}

/// Checks the result written in a record against the replay.
fn check_result(game: &Game, mark: &str) -> Result<(), Refusal> {
    let actual = game.end().map(|end| result_mark(end.outcome()));
    if actual.as_deref() == Some(mark.trim()) {
        return Ok(());
    }
    Err(Reason::ResultMismatch {
        claimed: mark.trim().to_owned(),
        replayed: actual,
    }
    .into())
}

/// `refusal`, saying which line of the record it is about.
fn at_line(line: usize, refusal: Refusal) -> Refusal {
    Reason::OnRecordLine {
        line,
        reason: Box::new(refusal.reason),
    }
    .into()
}
