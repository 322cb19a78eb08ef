//! A report is checked before it is paired: every meeting is written on
//! both players' lines, with opposite colours and results that go
//! together; a bye or an absence has no opponent; one pairing-allocated
//! bye per round; the declared points are the sum of the results. A
//! breach is refused with the lines it involves, never paired as if
//! one of the two lines were right.

use super::{Colour, Played, Report, TrfError};

/// Points of a result code, in half points, under the standard system.
#[must_use]
pub fn half_points_of(result: char) -> u32 {
    match result {
        '1' | '+' | 'W' | 'U' | 'F' => 2,
        '=' | 'D' | 'H' => 1,
        _ => 0,
    }
}

/// Checks `report`, whose players' lines are `lines` (same order).
pub(super) fn check(report: &Report, lines: &[usize]) -> Result<(), TrfError> {
    let by_id: std::collections::HashMap<usize, usize> = report
        .players
        .iter()
        .enumerate()
        .map(|(index, player)| (player.id, index))
        .collect();
    for (index, player) in report.players.iter().enumerate() {
        let fail = |why: String| TrfError {
            line: lines[index],
            why,
        };
        for (round, played) in player.rounds.iter().enumerate() {
            let round = round + 1;
            let Some(opponent) = played.opponent else {
                unpaired(played).map_err(|why| fail(format!("round {round}: {why}")))?;
                continue;
            };
            if opponent == player.id {
                return Err(fail(format!(
                    "player {} meets themselves in round {round}",
                    player.id
                )));
            }
            let Some(&other) = by_id.get(&opponent) else {
                return Err(fail(format!(
                    "player {} meets {opponent} in round {round}, who has no line",
                    player.id
                )));
            };
            let theirs = report.players[other].rounds.get(round - 1);
            meeting(player.id, played, opponent, theirs, round).map_err(|why| {
                fail(format!(
                    "{why} (player {opponent} is line {})",
                    lines[other]
                ))
            })?;
        }
    }
    one_bye_a_round(report, lines)?;
    if report.unsupported.is_empty() {
        declared_points(report, lines)?;
    }
    Ok(())
}

/// A round without an opponent: a bye, an absence or a forfeit, never a
/// game result.
fn unpaired(played: &Played) -> Result<(), String> {
    if played.written && "10=WDL".contains(played.result) {
        return Err(format!(
            "the result `{}` is a game's, but no opponent is written (0000)",
            played.result
        ));
    }
    Ok(())
}

/// Player `id`'s round `round` against `opponent`, whose own round is
/// `theirs`: the same meeting seen from the other side.
fn meeting(
    id: usize,
    mine: &Played,
    opponent: usize,
    theirs: Option<&Played>,
    round: usize,
) -> Result<(), String> {
    let meets = format!("player {id} meets {opponent} in round {round}");
    let Some(theirs) = theirs.filter(|t| t.written) else {
        return Err(format!("{meets}, but {opponent} has no round {round}"));
    };
    match theirs.opponent {
        Some(back) if back == id => {}
        Some(other) => {
            return Err(format!(
                "{meets}, but {opponent} meets {other} in that round"
            ));
        }
        None => {
            return Err(format!(
                "{meets}, but {opponent} has no opponent in that round"
            ));
        }
    }
    if "HFUZ".contains(mine.result) {
        return Err(format!(
            "{meets}, but the result `{}` is a bye's or an absence's, which has no opponent",
            mine.result
        ));
    }
    if !colours_match(mine.colour, theirs.colour) {
        return Err(format!(
            "{meets} with {}, and {opponent} has {}: the colours must be opposite",
            colour_name(mine.colour),
            colour_name(theirs.colour)
        ));
    }
    if !results_match(mine.result, theirs.result) {
        return Err(format!(
            "{meets} with the result `{}`, and {opponent} has `{}`: the results do not go together",
            mine.result, theirs.result
        ));
    }
    Ok(())
}

/// Opposite colours, or none on either side.
fn colours_match(mine: Option<Colour>, theirs: Option<Colour>) -> bool {
    match (mine, theirs) {
        (Some(mine), Some(theirs)) => mine == theirs.other(),
        (None, None) => true,
        _ => false,
    }
}

/// The two results of one game: a win and a loss, two draws, forfeits
/// (both may lose by forfeit), or both blank while the game is played.
fn results_match(mine: char, theirs: char) -> bool {
    matches!(
        (mine, theirs),
        ('1', '0')
            | ('0', '1')
            | ('=', '=')
            | ('W', 'L')
            | ('L', 'W')
            | ('D', 'D')
            | ('+', '-')
            | ('-', '+')
            | ('-', '-')
            | (' ', ' ')
    )
}

/// How a refusal names a colour.
fn colour_name(colour: Option<Colour>) -> &'static str {
    match colour {
        Some(Colour::White) => "White",
        Some(Colour::Black) => "Black",
        None => "no colour",
    }
}

/// At most one pairing-allocated bye (`U`) in each round (C.04.1 c).
fn one_bye_a_round(report: &Report, lines: &[usize]) -> Result<(), TrfError> {
    let mut first_bye: Vec<Option<usize>> = Vec::new();
    for (index, player) in report.players.iter().enumerate() {
        for (round, played) in player.rounds.iter().enumerate() {
            if played.result != 'U' {
                continue;
            }
            if first_bye.len() <= round {
                first_bye.resize(round + 1, None);
            }
            match first_bye[round] {
                Some(earlier) => {
                    return Err(TrfError {
                        line: lines[index],
                        why: format!(
                            "a second pairing-allocated bye (U) in round {}: line {} has one already; a round has at most one",
                            round + 1,
                            lines[earlier]
                        ),
                    });
                }
                None => first_bye[round] = Some(index),
            }
        }
    }
    Ok(())
}

/// Each player's declared points (columns 81-84) are their results' sum,
/// with or without the byes and absences already written for the round
/// to pair (reports differ: bbpPairings counts them when it writes the
/// round, not before).
fn declared_points(report: &Report, lines: &[usize]) -> Result<(), TrfError> {
    let paired = report
        .players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|r| r.opponent.is_some() || r.result == 'U')
        })
        .max()
        .map_or(0, |last| last + 1);
    for (player, &line) in report.players.iter().zip(lines) {
        let sum =
            |rounds: &[Played]| -> u32 { rounds.iter().map(|r| half_points_of(r.result)).sum() };
        let counted = sum(&player.rounds);
        let before = sum(&player.rounds[..paired.min(player.rounds.len())]);
        if counted != player.half_points && before != player.half_points {
            return Err(TrfError {
                line,
                why: format!(
                    "player {} declares {} points (columns 81-84), but the results add up to {}",
                    player.id,
                    shown(player.half_points),
                    shown(counted)
                ),
            });
        }
    }
    Ok(())
}

/// Half points as the report writes points: `4.5`.
fn shown(half_points: u32) -> String {
    format!("{}.{}", half_points / 2, 5 * (half_points % 2))
}

#[cfg(test)]
mod tests {
    use crate::tournament::trf::read;

    /// A `001` line: rank, points, then rounds as `(opponent, colour,
    /// result)`.
    fn line(id: usize, points: &str, rounds: &[(usize, char, char)]) -> String {
        let mut text = format!(
            "001 {id:>4}      {:<33} 1800{:28}{points:>4} {id:>4}",
            format!("P{id}"),
            ""
        );
        for (opponent, colour, result) in rounds {
            text.push_str(&format!("  {opponent:>4} {colour} {result}"));
        }
        text
    }

    /// The refusal of the report made of `lines` (line 1 is its title).
    fn refusal(lines: &[String]) -> String {
        let text = format!("012 Test\n{}\nXXR 5\n", lines.join("\n"));
        read(&text).expect_err("refused").to_string()
    }

    #[test]
    fn a_meeting_written_on_one_line_only_is_refused_with_both_lines() {
        let why = refusal(&[
            line(1, "0.0", &[]),
            line(2, "1.0", &[(4, 'w', '1')]),
            line(3, "1.0", &[(2, 'b', '1')]),
            line(4, "0.0", &[(2, 'b', '0')]),
        ]);
        assert!(
            why.starts_with("line 4: player 3 meets 2 in round 1, but 2 meets 4"),
            "{why}"
        );
        assert!(why.contains("(player 2 is line 3)"), "{why}");
        let alone = refusal(&[line(1, "1.0", &[(2, 'w', '1')]), line(2, "0.0", &[])]);
        assert!(
            alone.contains("2 has no round 1 (player 2 is line 3)"),
            "{alone}"
        );
    }

    #[test]
    fn colours_and_results_must_go_together() {
        let white_twice = refusal(&[
            line(1, "1.0", &[(2, 'w', '1')]),
            line(2, "0.0", &[(1, 'w', '0')]),
        ]);
        assert!(
            white_twice.contains("with White, and 2 has White"),
            "{white_twice}"
        );
        let both_won = refusal(&[
            line(1, "1.0", &[(2, 'w', '1')]),
            line(2, "1.0", &[(1, 'b', '1')]),
        ]);
        assert!(
            both_won.contains("the result `1`, and 2 has `1`"),
            "{both_won}"
        );
        let forfeits = [
            line(1, "0.0", &[(2, 'w', '-')]),
            line(2, "0.0", &[(1, 'b', '-')]),
        ];
        assert!(
            read(&forfeits.join("\n")).is_ok(),
            "both may lose by forfeit"
        );
    }

    #[test]
    fn byes_have_no_opponent_and_come_one_a_round() {
        let bye_with_opponent = refusal(&[
            line(1, "1.0", &[(2, 'w', 'U')]),
            line(2, "0.0", &[(1, 'b', '0')]),
        ]);
        assert!(
            bye_with_opponent.contains("a bye's or an absence's"),
            "{bye_with_opponent}"
        );
        let result_alone = refusal(&[line(1, "1.0", &[(0, '-', '1')])]);
        assert!(
            result_alone.contains("no opponent is written"),
            "{result_alone}"
        );
        let two_byes = refusal(&[
            line(1, "1.0", &[(0, '-', 'U')]),
            line(2, "1.0", &[(0, '-', 'U')]),
        ]);
        assert!(
            two_byes.starts_with("line 3: a second pairing-allocated bye (U) in round 1: line 2"),
            "{two_byes}"
        );
    }

    #[test]
    fn declared_points_must_be_the_results_sum() {
        let why = refusal(&[
            line(1, "2.0", &[(2, 'w', '1')]),
            line(2, "0.0", &[(1, 'b', '0')]),
        ]);
        assert_eq!(
            why,
            "line 2: player 1 declares 2.0 points (columns 81-84), but the results add up to 1.0"
        );
    }

    #[test]
    fn a_game_in_play_reads_and_is_found() {
        let text = [
            line(1, "0.0", &[(2, 'w', ' ')]),
            line(2, "0.0", &[(1, 'b', ' ')]),
        ]
        .join("\n");
        let report = read(&text).expect("a round in play reads");
        assert_eq!(report.game_in_play(), Some((1, 1, 2)));
    }
}
