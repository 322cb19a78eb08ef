//! A report written as TRF16 text: what `/tournament export` gives and
//! what [`super::read`] and the FIDE-endorsed programs read back.

use super::{Colour, Player, Report};

/// Writes `report` as a TRF16 file named `title` (line `012`), with
/// `XXR` and `XXC` when known: what `/export` of a tournament gives and
/// what [`super::read`] and the FIDE-endorsed programs read back.
#[must_use]
pub fn write(report: &Report, title: &str) -> String {
    let mut text = format!("012 {}\n", title.replace(['\n', '\r'], " "));
    for player in &report.players {
        text.push_str(&player_line(player));
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

/// `name` as a player line holds it, and as it reads back: no control
/// characters, at most 33 characters, no spaces at either end.
#[must_use]
pub fn name_as_written(name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).take(33).collect();
    name.trim().to_owned()
}

/// One `001` line, without its line end or trailing spaces.
fn player_line(player: &Player) -> String {
    let name = name_as_written(&player.name);
    let points = format!(
        "{}.{}",
        player.half_points / 2,
        5 * (player.half_points % 2)
    );
    let mut line = format!(
        "001 {:>4}      {name:<33} {:>4}{:28}{points:>4} {:>4}",
        player.id, player.rating, "", player.id
    );
    for round in &player.rounds {
        let opponent = round
            .opponent
            .map_or("0000".to_owned(), |o| format!("{o:>4}"));
        let colour = match round.colour {
            Some(Colour::White) => 'w',
            Some(Colour::Black) => 'b',
            None => '-',
        };
        line.push_str(&format!("  {opponent} {colour} {}", round.result));
    }
    line.truncate(line.trim_end().len());
    line
}

#[cfg(test)]
mod write_tests {
    use super::*;
    use crate::tournament::trf::{Played, read};

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
