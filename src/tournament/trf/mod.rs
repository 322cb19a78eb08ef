//! FIDE's Tournament Report File (TRF16, and the `XXR` line of TRF-2026
//! and of the pairing programs' input), read into the players and the
//! rounds they played: what a pairing program needs to pair the next
//! round. Read by columns, as the format defines them; a line that does
//! not fit is refused with its number and what is wrong, never guessed;
//! lines that disagree with each other (a meeting on one line only,
//! colours or results that do not go together, points that do not add
//! up) are refused with both lines.

mod consistency;
mod line;
mod write;

use std::fmt;

pub use consistency::half_points_of;
pub use write::{name_as_written, write};

/// The most rounds a report may hold, on a player's line or in `XXR`:
/// more than any event plays, few enough that a report is read in
/// bounded time and memory.
pub const MAX_ROUNDS: usize = 999;

/// A colour in a round, as the report writes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Colour {
    /// `w`.
    White,
    /// `b`.
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// One round of a player's record.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Played {
    /// The opponent's starting rank; `None` for a bye or no game.
    pub opponent: Option<usize>,
    /// The colour played, if a game was paired.
    pub colour: Option<Colour>,
    /// The result code: `1 0 =` played, `+ - ` forfeits, `W D L` unrated
    /// wins…, `H F U Z` byes and absences.
    pub result: char,
    /// Whether anything is written in the round's columns (a blank round
    /// after a player's last one is no round at all).
    pub written: bool,
}

/// A player's line (`001`).
#[derive(Clone, PartialEq, Debug)]
pub struct Player {
    /// The starting rank, the number the pairings use.
    pub id: usize,
    /// The name as written.
    pub name: String,
    /// The rating, 0 if none.
    pub rating: u32,
    /// The points, in half points (`4.5` is 9).
    pub half_points: u32,
    /// The rounds, in order.
    pub rounds: Vec<Played>,
}

/// What a report says of a tournament.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Report {
    /// The players, in the order of their lines.
    pub players: Vec<Player>,
    /// The number of rounds of the event (`XXR`, or `142` of older
    /// reports), if given.
    pub total_rounds: Option<usize>,
    /// The colour of player 1 in round 1 (`XXC white1` or `XXC black1`).
    pub initial_colour: Option<Colour>,
    /// Codes of lines that change how a Swiss event is paired and that
    /// this reader does not apply (`XXA` accelerations, `XXP` forbidden
    /// pairs, the `BB?` point systems, `240`/`250`/`260`), in order of
    /// appearance: a pairing system must refuse them, not ignore them.
    pub unsupported: Vec<String>,
}

/// The line codes [`Report::unsupported`] collects.
const UNSUPPORTED: [&str; 12] = [
    "XXA", "XXP", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU", "240", "250", "260",
];

impl Report {
    /// How many rounds the players' records hold.
    #[must_use]
    pub fn rounds_played(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
    }

    /// The first game still in play, as `(round, player, opponent)`: a
    /// meeting with no result yet, as an export written during a round
    /// has. No next round is paired before it ends.
    #[must_use]
    pub fn game_in_play(&self) -> Option<(usize, usize, usize)> {
        self.players.iter().find_map(|player| {
            player
                .rounds
                .iter()
                .enumerate()
                .find_map(|(round, played)| {
                    let opponent = played.opponent.filter(|_| played.result == ' ')?;
                    Some((round + 1, player.id, opponent))
                })
        })
    }
}

/// Why a report cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrfError {
    /// The line, counted from 1; 0 for the file as a whole.
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.why)
        } else {
            write!(f, "line {}: {}", self.line, self.why)
        }
    }
}

impl std::error::Error for TrfError {}

/// Reads a report's text, then checks that its lines agree with each
/// other ([`consistency`]).
pub fn read(text: &str) -> Result<Report, TrfError> {
    let mut report = Report::default();
    // The line of each player, for refusals found once all are read.
    let mut lines = Vec::new();
    let mut ranks = std::collections::HashMap::new();
    // Lines end with `\n`, `\r\n`, or a lone `\r` (as bbpPairings writes).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, line) in text.lines().enumerate() {
        let fail = |why: String| TrfError {
            line: index + 1,
            why,
        };
        if line.starts_with("001") {
            let player = line::player(line).map_err(fail)?;
            if let Some(first) = ranks.insert(player.id, index + 1) {
                return Err(fail(format!(
                    "starting rank {} is given twice (first on line {first})",
                    player.id
                )));
            }
            report.players.push(player);
            lines.push(index + 1);
        } else if line.trim_start().starts_with("001") {
            return Err(fail(
                "a player line must start with `001` in column 1; this one starts further right, so its columns are shifted".into(),
            ));
        } else if let Some(code) = UNSUPPORTED.iter().find(|code| line.starts_with(**code)) {
            if !report.unsupported.iter().any(|seen| seen == code) {
                report.unsupported.push((*code).to_owned());
            }
        } else if let Some(rest) = line.strip_prefix("XXC") {
            report.initial_colour = initial_colour(rest).map_err(fail)?;
        } else if let Some(rest) = line.strip_prefix("XXR").or(line.strip_prefix("142")) {
            report.total_rounds = Some(total_rounds(rest).map_err(fail)?);
        }
    }
    if report.players.is_empty() {
        return Err(TrfError {
            line: 0,
            why: "no player line (`001` in columns 1-3) in the file: is it a FIDE report (TRF)?"
                .into(),
        });
    }
    consistency::check(&report, &lines)?;
    Ok(report)
}

/// The `XXR` line's number of rounds, 1 to [`MAX_ROUNDS`].
fn total_rounds(rest: &str) -> Result<usize, String> {
    let rest = rest.trim();
    rest.parse()
        .ok()
        .filter(|rounds| (1..=MAX_ROUNDS).contains(rounds))
        .ok_or_else(|| {
            format!("`XXR` needs a number of rounds from 1 to {MAX_ROUNDS}, not `{rest}`")
        })
}

/// The `XXC` line's colour of player 1 in round 1, if it gives one
/// (`rank` alone, which orders by rating, is not read).
fn initial_colour(rest: &str) -> Result<Option<Colour>, String> {
    let mut colour = None;
    for word in rest.split_whitespace() {
        colour = match word {
            "white1" => Some(Colour::White),
            "black1" => Some(Colour::Black),
            "rank" => return Err("`XXC rank` (pairing numbers by rating) is not supported".into()),
            other => return Err(format!("`XXC` takes white1 or black1, not `{other}`")),
        };
    }
    Ok(colour)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `001` line: rank, name, rating, points, then rounds as
    /// `(opponent, colour, result)`.
    fn line(id: usize, name: &str, points: &str, rounds: &[(usize, char, char)]) -> String {
        let mut text = format!(
            "001 {id:>4} m    {name:<33} 1800 FRA             1990/01/01 {points:>4} {id:>4}"
        );
        for (opponent, colour, result) in rounds {
            text.push_str(&format!("  {opponent:>4} {colour} {result}"));
        }
        text
    }

    #[test]
    fn a_report_gives_its_players_their_rounds_and_the_event_length() {
        let text = [
            "012 Club championship".to_owned(),
            line(1, "Alice", "1.5", &[(2, 'w', '1'), (0, '-', 'H')]),
            line(2, "Bob", "0.0", &[(1, 'b', '0'), (3, 'w', '-')]),
            line(3, "Chen", "2.0", &[(0, '-', 'U'), (2, 'b', '+')]),
            "XXR 5".to_owned(),
        ]
        .join("\n");
        let report = read(&text).expect("a report");
        assert_eq!(report.players.len(), 3);
        assert_eq!(report.total_rounds, Some(5));
        assert_eq!(report.rounds_played(), 2);
        let alice = &report.players[0];
        assert_eq!(
            (alice.id, alice.name.as_str(), alice.rating),
            (1, "Alice", 1800)
        );
        assert_eq!(alice.half_points, 3);
        assert_eq!(
            alice.rounds[0],
            Played {
                opponent: Some(2),
                colour: Some(Colour::White),
                result: '1',
                written: true,
            }
        );
        assert_eq!(alice.rounds[1].opponent, None);
        assert_eq!(report.players[2].rounds[1].result, '+');
    }

    #[test]
    fn unreadable_lines_are_named_with_what_is_wrong() {
        let bad_rank = read("001 abcd m    Alice").expect_err("no rank");
        assert_eq!(bad_rank.line, 1);
        assert!(bad_rank.why.contains("columns 5-8"), "{bad_rank}");
        let bad_colour = read(&line(1, "Alice", "1.0", &[(2, 'x', '1')])).expect_err("colour");
        assert!(
            bad_colour.why.contains("round 1: the colour"),
            "{bad_colour}"
        );
        let nobody = read("012 Empty\nXXR 3").expect_err("no players");
        assert!(nobody.why.contains("no player line"), "{nobody}");
        let empty = read("").expect_err("empty");
        assert!(empty.to_string().starts_with("no player line"), "{empty}");
        let shifted = format!("012 Shifted\n {}", line(1, "A", "0", &[]));
        let shifted = read(&shifted).expect_err("shifted");
        assert_eq!(shifted.line, 2, "{shifted}");
        assert!(shifted.why.contains("column 1"), "{shifted}");
        let no_rounds = read(&format!("{}\nXXR 0", line(1, "A", "0", &[]))).expect_err("XXR 0");
        assert!(no_rounds.why.contains("from 1 to 999"), "{no_rounds}");
        let alone = read(&line(1, "Alice", "1.0", &[(1, 'w', '1')])).expect_err("self");
        assert!(alone.why.contains("meets themselves"), "{alone}");
        let stranger = read(&line(1, "Alice", "1.0", &[(9, 'w', '1')])).expect_err("unknown");
        assert!(stranger.why.contains("meets 9"), "{stranger}");
        assert_eq!(stranger.line, 1);
        let twice = [line(1, "A", "0", &[]), line(1, "B", "0", &[])].join("\n");
        let twice = read(&twice).expect_err("twice");
        assert_eq!(
            (twice.line, twice.why.as_str()),
            (2, "starting rank 1 is given twice (first on line 1)")
        );
        let xxr = read(&format!("{}\nXXR five", line(1, "A", "0", &[]))).expect_err("xxr");
        assert_eq!(xxr.line, 2);
    }

    #[test]
    fn no_input_panics_the_reader() {
        for text in [
            "",
            "001",
            "001 1",
            "001    1 m    A\u{e9}\u{e9}",
            "001    1 m    A                                  x",
        ] {
            let _ = read(text);
        }
    }
}
