//! Abstract Play game records ("AP Game Record" 1-0-0, the JSON format of
//! Abstract Play's records and rankings service, schema MIT-licensed: see
//! docs/players.md), the shape every game's record shares; it names no
//! game. A game turns what its seats did into [`Done`] items and gets the
//! `moves` rows from [`rows`]; reading back, [`in_order`] gives them again
//! in the order they were played.
//!
//! A row is a round: one entry per seat in seating order, `null` for a
//! seat that did nothing that round (eliminated, or its turn never came),
//! else what the seat did, its actions' text forms joined by `; `. When
//! a seat acted out of turn (a claim, a resignation) the entries of its
//! row carry a `sequence` (1, 2…: the order in which they were played);
//! a seat that acted twice apart in one round (a claim, then its turn
//! after another's) goes on in a second row of that round, so that each
//! entry is one unbroken run of its seat's actions and the record reads
//! back exactly.

use serde::{Deserialize, Serialize};

/// The site name records of this bot carry, the same for every game so
/// that records can be collated.
pub const SITE_NAME: &str = "Palanquée bot";

/// A whole record: its header and the rounds played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApRecord {
    /// Who, what, where and when.
    pub header: Header,
    /// One row per round (see the module docs).
    pub moves: Vec<Vec<Option<Entry>>>,
}

/// A record's header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// The game and its variants.
    pub game: GameName,
    /// The tournament the game was played in, if any (with `round`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// The tournament's round, if any (with `event`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    /// This bot, and the game's id in its store.
    pub site: Site,
    /// When the game was opened (RFC 3339, UTC).
    #[serde(rename = "date-start")]
    pub date_start: String,
    /// When its last action was played.
    #[serde(rename = "date-end")]
    pub date_end: String,
    /// When the record was written.
    #[serde(rename = "date-generated")]
    pub date_generated: String,
    /// Whether the game was left unrated (as the bot's ratings left it).
    #[serde(default)]
    pub unrated: bool,
    /// The seats in seating order.
    pub players: Vec<ApPlayer>,
    /// The position the game began from, in the game's own notation,
    /// when it has one.
    #[serde(
        rename = "startingPosition",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub starting_position: Option<String>,
}

/// The game's name and variants (`advanced`, `tiebreak`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameName {
    /// The game's full name (`Palanquée`).
    pub name: String,
    /// The options it was played with.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<String>,
}

/// Where the game was played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Site {
    /// [`SITE_NAME`].
    pub name: String,
    /// The game's id on this bot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gameid: Option<i64>,
}

/// One seat's player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApPlayer {
    /// The name shown.
    pub name: String,
    /// The platform's user id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub userid: Option<String>,
    /// Whether a computer held the seat.
    #[serde(default)]
    pub is_ai: bool,
    /// Higher beat lower, equal tied.
    pub result: i64,
}

/// What one seat did in one row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Entry {
    /// Played in seating order.
    Text(String),
    /// Played in the order `sequence` says within its row.
    Ordered {
        /// The actions' text.
        #[serde(rename = "move")]
        text: String,
        /// Its place in the row's order, from 1.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sequence: Option<i64>,
    },
}

impl Entry {
    /// The actions' text.
    #[must_use]
    pub fn text(&self) -> &str {
        match self {
            Entry::Text(text) | Entry::Ordered { text, .. } => text,
        }
    }
}

/// One action of a seat, in the order the game recorded it, with the
/// round it was played in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Done {
    /// The seat, from 0.
    pub seat: usize,
    /// The round, as the game counts them.
    pub round: u32,
    /// The action's text form, as players type it.
    pub text: String,
}

/// The `moves` rows of `done` for a table of `seats` (see the module docs).
#[must_use]
pub fn rows(seats: usize, done: &[Done]) -> Vec<Vec<Option<Entry>>> {
    let mut rows = Vec::new();
    let mut runs: Vec<(usize, Vec<&str>)> = Vec::new();
    let mut round = None;
    for item in done {
        let same_round = round == Some(item.round);
        if let Some((seat, texts)) = runs.last_mut()
            && same_round
            && *seat == item.seat
        {
            texts.push(&item.text);
            continue;
        }
        let seen = runs.iter().any(|(seat, _)| *seat == item.seat);
        if !same_round || seen {
            if !runs.is_empty() {
                rows.push(row(seats, &runs));
            }
            runs.clear();
            round = Some(item.round);
        }
        runs.push((item.seat, vec![&item.text]));
    }
    if !runs.is_empty() {
        rows.push(row(seats, &runs));
    }
    rows
}

/// One row of runs, each a seat's unbroken actions in the order played.
fn row(seats: usize, runs: &[(usize, Vec<&str>)]) -> Vec<Option<Entry>> {
    let in_seat_order = runs.windows(2).all(|pair| pair[0].0 < pair[1].0);
    let mut row = vec![None; seats];
    for (index, (seat, texts)) in runs.iter().enumerate() {
        let text = texts.join("; ");
        let entry = if in_seat_order {
            Entry::Text(text)
        } else {
            Entry::Ordered {
                text,
                sequence: i64::try_from(index + 1).ok(),
            }
        };
        if let Some(slot) = row.get_mut(*seat) {
            *slot = Some(entry);
        }
    }
    row
}

/// Each entry of `moves` with its seat, in the order played: row by row,
/// within a row by `sequence` (seating order without one).
#[must_use]
pub fn in_order(moves: &[Vec<Option<Entry>>]) -> Vec<(usize, &str)> {
    let mut played = Vec::new();
    for row in moves {
        let mut entries: Vec<(i64, usize, &Entry)> = row
            .iter()
            .enumerate()
            .filter_map(|(seat, entry)| entry.as_ref().map(|e| (seat, e)))
            .map(|(seat, entry)| {
                let fallback = i64::try_from(seat).unwrap_or(i64::MAX);
                let key = match entry {
                    Entry::Ordered {
                        sequence: Some(n), ..
                    } => *n,
                    _ => fallback,
                };
                (key, seat, entry)
            })
            .collect();
        entries.sort_by_key(|&(key, seat, _)| (key, seat));
        played.extend(entries.into_iter().map(|(_, seat, e)| (seat, e.text())));
    }
    played
}

/// Whether `text` looks like an AP record (a JSON object) rather than a
/// game's own text record.
#[must_use]
pub fn looks_like_json(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// Reads an AP record; the message says what is wrong.
///
/// # Errors
/// Text that is not JSON of the record's shape.
pub fn read(text: &str) -> Result<ApRecord, String> {
    serde_json::from_str(text).map_err(|error| format!("not an AP game record: {error}"))
}

/// The record as pretty JSON.
#[must_use]
pub fn to_json(record: &ApRecord) -> String {
    serde_json::to_string_pretty(record).unwrap_or_default()
}

/// `seconds` since 1970 (UTC) as RFC 3339 (`2026-11-28T15:06:03Z`).
#[must_use]
pub fn date_time(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let time = seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        time / 3600,
        time % 3600 / 60,
        time % 60
    )
}

/// The proleptic Gregorian date of day `days` since 1970-01-01 (Howard
/// Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Results from places (0 best, equal places tied): higher beats lower.
#[must_use]
pub fn results_of(places: &[usize]) -> Vec<i64> {
    let worst = places.iter().copied().max().unwrap_or(0);
    places
        .iter()
        .map(|&place| i64::try_from(worst - place).unwrap_or(0))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(seat: usize, round: u32, text: &str) -> Done {
        Done {
            seat,
            round,
            text: text.to_owned(),
        }
    }

    #[test]
    fn a_round_in_seating_order_is_plain_text_and_null_for_silent_seats() {
        let played = [
            done(0, 1, "sow E1"),
            done(0, 1, "end"),
            done(2, 1, "sow K9"),
            done(2, 1, "end"),
            done(0, 2, "grow E2"),
        ];
        let rows = rows(3, &played);
        assert_eq!(
            rows,
            vec![
                vec![
                    Some(Entry::Text("sow E1; end".into())),
                    None,
                    Some(Entry::Text("sow K9; end".into())),
                ],
                vec![Some(Entry::Text("grow E2".into())), None, None],
            ]
        );
        let order: Vec<(usize, &str)> = in_order(&rows);
        assert_eq!(
            order,
            [(0, "sow E1; end"), (2, "sow K9; end"), (0, "grow E2")]
        );
    }

    #[test]
    fn out_of_turn_actions_carry_a_sequence_and_a_second_run_opens_a_row() {
        let played = [
            done(0, 1, "sow E1"),
            done(2, 1, "claim E1"),
            done(1, 1, "sow K9"),
            done(2, 1, "sow L9"),
        ];
        let rows = rows(3, &played);
        assert_eq!(rows.len(), 2);
        assert!(matches!(
            rows[0][2],
            Some(Entry::Ordered {
                sequence: Some(2),
                ..
            })
        ));
        let order: Vec<(usize, &str)> = in_order(&rows);
        assert_eq!(
            order,
            [(0, "sow E1"), (2, "claim E1"), (1, "sow K9"), (2, "sow L9")]
        );
    }

    #[test]
    fn dates_are_rfc_3339_in_utc() {
        assert_eq!(date_time(0), "1970-01-01T00:00:00Z");
        assert_eq!(date_time(1_795_878_363), "2026-11-28T15:06:03Z");
        assert_eq!(date_time(951_782_400), "2000-02-29T00:00:00Z");
    }

    #[test]
    fn results_put_the_best_place_highest() {
        assert_eq!(results_of(&[0, 1, 2, 1]), [2, 1, 0, 1]);
        assert_eq!(results_of(&[0, 0]), [0, 0]);
    }
}
