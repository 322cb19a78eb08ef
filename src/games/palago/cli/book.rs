//! A book of Palago openings for the arena: one opening a line, its turns
//! quoted as `show --game palago --` reads them, then an optional comment
//! after `#` (where it came from, how the check judged it):
//!
//! ```text
//! # Palago openings of 2 random turns, ...
//! '0,0:1 -1,1:0' '0,1:2 -1,2:0'  # seed 3: White to move, judged +12
//! ```
//!
//! `arena --list-openings` writes one and `arena --openings FILE` plays
//! one, so that openings checked once with a long search can be played
//! in many runs without checking them again.

use super::{Run, run};
use crate::games::palago::ai::Judgement;
use crate::games::palago::{Game, Options};

/// The turns of `game`, each quoted: `'0,0:1 -1,1:0' '0,1:2 -1,2:0'`.
pub(super) fn quoted(game: &Game) -> String {
    let turns: Vec<String> = game.turns().iter().map(|t| format!("'{t}'")).collect();
    turns.join(" ")
}

/// The book line of the opening `game`, drawn from `seed`, with the
/// check's judgement of it; an opening that did not pass the check (the
/// last of its draws) is written as a comment, so a book never holds it.
pub(super) fn line(game: &Game, seed: u64, judged: Option<Judgement>, passed: bool) -> String {
    let judgement = match judged {
        Some(judged) => format!("{} to move, judged {:+}", game.to_move(), judged.score),
        None => "the game is over".to_owned(),
    };
    let turns = quoted(game);
    if passed {
        format!("{turns}  # seed {seed}: {judgement}\n")
    } else {
        format!("# seed {seed}: no draw passed the check; the last: {turns} ({judgement})\n")
    }
}

/// The openings of a book's `text`, each played from the empty table
/// with `options`: an error names the first line that is not an opening
/// (unreadable, refused by the rules, or already over), and a book with
/// none is an error too.
pub(super) fn read(text: &str, options: Options) -> Result<Vec<Game>, String> {
    let mut games = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or_default().trim();
        if content.is_empty() {
            continue;
        }
        let game =
            opening(content, options).map_err(|error| format!("line {}: {error}", index + 1))?;
        games.push(game);
    }
    if games.is_empty() {
        return Err(
            "no opening in it: each line holds quoted turns, like '0,0:1 -1,1:0' '0,1:2 -1,2:0'"
                .to_owned(),
        );
    }
    Ok(games)
}

/// The game after the quoted turns of one line.
fn opening(content: &str, options: Options) -> Result<Game, String> {
    let parts: Vec<&str> = content.split('\'').collect();
    if parts.len().is_multiple_of(2) {
        return Err("a quote is not closed".to_owned());
    }
    if let Some(stray) = parts.iter().step_by(2).find(|part| !part.trim().is_empty()) {
        return Err(format!(
            "`{}` is not inside quotes: each turn is quoted, like '0,0:1 -1,1:0'",
            stray.trim()
        ));
    }
    let turns: Vec<String> = parts
        .iter()
        .skip(1)
        .step_by(2)
        .map(|t| (*t).to_owned())
        .collect();
    let Run { game, stopped, .. } = run(options, &turns);
    if let Some((number, text, refusal)) = stopped {
        return Err(format!("turn {number} `{text}`: {refusal}"));
    }
    if game.is_over() {
        return Err("the opening ends the game: a book opening leaves a game to play".to_owned());
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_default(text: &str) -> Result<Vec<Game>, String> {
        read(text, Options::default())
    }

    #[test]
    fn a_line_written_reads_back_as_the_same_opening() {
        let mut game = Game::new(Options::default());
        for turn in ["0,0:1 -1,1:0", "0,1:2 -1,2:0"] {
            game.play(&turn.parse().expect("a turn")).expect("legal");
        }
        let judged = Judgement {
            score: -12,
            winner: None,
        };
        let line = line(&game, 3, Some(judged), true);
        assert_eq!(
            line,
            "'0,0:1 -1,1:0' '0,1:2 -1,2:0'  # seed 3: White to move, judged -12\n"
        );
        let games = read_default(&format!("# a book\n\n{line}")).expect("a book");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].turns(), game.turns());
    }

    #[test]
    fn an_opening_that_failed_the_check_is_written_as_a_comment() {
        let game = Game::new(Options::default());
        let line = line(&game, 5, None, false);
        assert!(line.starts_with("# seed 5: no draw passed"), "{line}");
        assert!(read_default(&line).is_err(), "a comment is no opening");
    }

    #[test]
    fn each_bad_line_is_named_with_what_is_wrong() {
        let cases = [
            ("'0,0:1 -1,1:0", "line 1: a quote is not closed"),
            (
                "0,0:1 -1,1:0",
                "line 1: `0,0:1 -1,1:0` is not inside quotes",
            ),
            (
                "'0,0:1 -1,1:0'\n'0,0:7 1,0:0'",
                "line 2: turn 1 `0,0:7 1,0:0`",
            ),
            ("'1,1:0 1,2:0'", "line 1: turn 1 `1,1:0 1,2:0`"),
            ("", "no opening in it"),
            ("# only a comment", "no opening in it"),
        ];
        for (text, expected) in cases {
            let error = read_default(text).expect_err(text);
            assert!(error.starts_with(expected), "{text:?}: {error}");
        }
    }

    #[test]
    fn the_rules_refusal_is_named_by_its_ruling() {
        let error = read_default("'1,1:0 1,2:0'").expect_err("off the origin");
        assert!(error.contains("P6"), "{error}");
    }
}
