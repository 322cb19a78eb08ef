//! FIDE's Tournament Report File (TRF16, and the `XXR` line of TRF-2026
//! and of the pairing programs' input), read into the players and the
//! rounds they played: what a pairing program needs to pair the next
//! round. Read by columns, as the format defines them; a line that does
//! not fit is refused with its number and what is wrong, never guessed.

use std::fmt;

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
}

/// Why a report cannot be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrfError {
    /// The line, counted from 1.
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for TrfError {}

/// Reads a report's text.
pub fn read(text: &str) -> Result<Report, TrfError> {
    let mut report = Report::default();
    // The line of each player, for refusals found once all are read.
    let mut lines = Vec::new();
    // Lines end with `\n`, `\r\n`, or a lone `\r` (as bbpPairings writes).
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, line) in text.lines().enumerate() {
        let fail = |why: String| TrfError {
            line: index + 1,
            why,
        };
        if line.starts_with("001") {
            let player = player(line).map_err(fail)?;
            if report.players.iter().any(|p| p.id == player.id) {
                return Err(fail(format!("starting rank {} is given twice", player.id)));
            }
            report.players.push(player);
            lines.push(index + 1);
        } else if let Some(code) = UNSUPPORTED.iter().find(|code| line.starts_with(**code)) {
            if !report.unsupported.iter().any(|seen| seen == code) {
                report.unsupported.push((*code).to_owned());
            }
        } else if let Some(rest) = line.strip_prefix("XXC") {
            report.initial_colour = initial_colour(rest).map_err(fail)?;
        } else if let Some(rest) = line.strip_prefix("XXR").or(line.strip_prefix("142")) {
            let rounds = rest.trim().parse().map_err(|_| {
                fail(format!(
                    "`XXR` needs a number of rounds, not `{}`",
                    rest.trim()
                ))
            })?;
            report.total_rounds = Some(rounds);
        }
    }
    if report.players.is_empty() {
        return Err(TrfError {
            line: text.lines().count(),
            why: "no player line (`001`) in the file".into(),
        });
    }
    check_opponents(&report, &lines)?;
    Ok(report)
}

/// Writes `report` as a TRF16 file named `title` (line `012`), with
/// `XXR` and `XXC` when known: what `/export` of a tournament gives and
/// what [`read`] and the FIDE-endorsed programs read back.
#[must_use]
pub fn write(report: &Report, title: &str) -> String {
    let mut text = format!("012 {}\n", title.replace(['\n', '\r'], " "));
    for player in &report.players {
        let name: String = player
            .name
            .chars()
            .filter(|c| !c.is_control())
            .take(33)
            .collect();
        let points = format!(
            "{}.{}",
            player.half_points / 2,
            5 * (player.half_points % 2)
        );
        text.push_str(&format!(
            "001 {:>4}      {name:<33} {:>4}{:28}{points:>4} {:>4}",
            player.id, player.rating, "", player.id
        ));
        for round in &player.rounds {
            let opponent = round
                .opponent
                .map_or("0000".to_owned(), |o| format!("{o:>4}"));
            let colour = match round.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            text.push_str(&format!("  {opponent} {colour} {}", round.result));
        }
        text = text.trim_end().to_owned();
        text.push('\n');
    }
    if let Some(rounds) = report.total_rounds {
        text.push_str(&format!("XXR {rounds}\n"));
    }
    match report.initial_colour {
        Some(Colour::White) => text.push_str("XXC white1\n"),
        Some(Colour::Black) => text.push_str("XXC black1\n"),
        None => {}
    }
    text
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

/// The characters of `line` from column `from` to `to` (1-based, both
/// included), trimmed; empty past the end of the line.
fn columns(line: &str, from: usize, to: usize) -> &str {
    let start = line.char_indices().nth(from - 1).map(|(i, _)| i);
    let end = line.char_indices().nth(to).map_or(line.len(), |(i, _)| i);
    match start {
        Some(start) if start < end => line[start..end].trim(),
        _ => "",
    }
}

/// A `001` line.
fn player(line: &str) -> Result<Player, String> {
    let id = columns(line, 5, 8);
    let id: usize = id
        .parse()
        .ok()
        .filter(|&id| id > 0)
        .ok_or_else(|| format!("columns 5-8 must hold the starting rank, not `{id}`"))?;
    let rating = columns(line, 49, 52);
    let rating = if rating.is_empty() {
        0
    } else {
        rating
            .parse()
            .map_err(|_| format!("columns 49-52 must hold a rating, not `{rating}`"))?
    };
    let points = columns(line, 81, 84);
    let half_points = half_points(points)
        .ok_or_else(|| format!("columns 81-84 must hold the points, like 4.5, not `{points}`"))?;
    let mut rounds = Vec::new();
    let mut column = 92;
    while line.chars().count() >= column + 3 {
        rounds.push(
            played(line, column).map_err(|why| format!("round {}: {why}", rounds.len() + 1))?,
        );
        column += 10;
    }
    Ok(Player {
        id,
        name: columns(line, 15, 47).to_owned(),
        rating,
        half_points,
        rounds,
    })
}

/// `4.5` as 9 half points; empty as 0.
fn half_points(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(0);
    }
    let (whole, half) = match text.split_once('.') {
        Some((whole, "5")) => (whole, 1),
        Some((whole, "0")) | Some((whole, "")) => (whole, 0),
        Some(_) => return None,
        None => (text, 0),
    };
    Some(whole.parse::<u32>().ok()? * 2 + half)
}

/// The round whose block starts at `column`: opponent (4 columns), colour,
/// result.
fn played(line: &str, column: usize) -> Result<Played, String> {
    let opponent = columns(line, column, column + 3);
    let opponent = match opponent {
        "" | "0000" | "0" => None,
        id => Some(
            id.parse()
                .map_err(|_| format!("the opponent must be a starting rank, not `{id}`"))?,
        ),
    };
    let colour = match columns(line, column + 5, column + 5) {
        "w" => Some(Colour::White),
        "b" => Some(Colour::Black),
        "" | "-" => None,
        other => return Err(format!("the colour is w, b or -, not `{other}`")),
    };
    let result = columns(line, column + 7, column + 7)
        .chars()
        .next()
        .unwrap_or(' ');
    let written = !columns(line, column, column + 7).is_empty();
    if !"10=+-WDLHFUZ ".contains(result) {
        return Err(format!("`{result}` is not a result code"));
    }
    Ok(Played {
        opponent,
        colour,
        result,
        written,
    })
}

/// Every opponent a player of the report; `lines` are the players' lines.
fn check_opponents(report: &Report, lines: &[usize]) -> Result<(), TrfError> {
    let ids: std::collections::HashSet<usize> = report.players.iter().map(|p| p.id).collect();
    for (player, &line) in report.players.iter().zip(lines) {
        for (round, played) in player.rounds.iter().enumerate() {
            if played.opponent == Some(player.id) {
                return Err(TrfError {
                    line,
                    why: format!(
                        "player {} meets themselves in round {}",
                        player.id,
                        round + 1
                    ),
                });
            }
            if let Some(opponent) = played.opponent.filter(|o| !ids.contains(o)) {
                return Err(TrfError {
                    line,
                    why: format!(
                        "player {} meets {opponent} in round {}, who has no line",
                        player.id,
                        round + 1
                    ),
                });
            }
        }
    }
    Ok(())
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
            line(3, "Chen", "1.0", &[(0, '-', 'U'), (2, 'b', '+')]),
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
        let alone = read(&line(1, "Alice", "1.0", &[(1, 'w', '1')])).expect_err("self");
        assert!(alone.why.contains("meets themselves"), "{alone}");
        let stranger = read(&line(1, "Alice", "1.0", &[(9, 'w', '1')])).expect_err("unknown");
        assert!(stranger.why.contains("meets 9"), "{stranger}");
        assert_eq!(stranger.line, 1);
        let twice = [line(1, "A", "0", &[]), line(1, "B", "0", &[])].join("\n");
        let twice = read(&twice).expect_err("twice");
        assert_eq!(
            (twice.line, twice.why.as_str()),
            (2, "starting rank 1 is given twice")
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

#[cfg(test)]
mod write_tests {
    use super::*;

    #[test]
    fn a_written_report_reads_back_the_same() {
        let report = Report {
            players: vec![
                Player {
                    id: 1,
                    name: "Ann Élodie".into(),
                    rating: 1800,
                    half_points: 3,
                    rounds: vec![
                        Played {
                            opponent: Some(2),
                            colour: Some(Colour::White),
                            result: '1',
                            written: true,
                        },
                        Played {
                            opponent: None,
                            colour: None,
                            result: 'H',
                            written: true,
                        },
                    ],
                },
                Player {
                    id: 2,
                    name: "Bo".into(),
                    rating: 0,
                    half_points: 2,
                    rounds: vec![
                        Played {
                            opponent: Some(1),
                            colour: Some(Colour::Black),
                            result: '0',
                            written: true,
                        },
                        Played {
                            opponent: None,
                            colour: None,
                            result: 'U',
                            written: true,
                        },
                    ],
                },
            ],
            total_rounds: Some(5),
            initial_colour: Some(Colour::Black),
            unsupported: Vec::new(),
        };
        let text = write(&report, "Club Swiss");
        assert!(
            text.starts_with("012 Club Swiss\n001    1      Ann"),
            "{text}"
        );
        assert_eq!(read(&text).expect("read back"), report);
    }
}
