//! The tournament as the Dutch system sees it before pairing a round:
//! each player's games, score, colour preference (C.04.1 and C.04.3
//! A6), floats and bye eligibility, read from a FIDE report. Scores are
//! in half points under the standard point system (win 1, draw ½, loss
//! 0, a pairing-allocated bye 1), the only one the report's columns
//! carry without extensions.

use std::collections::HashSet;

use crate::tournament::trf::{Colour, Played, Report};

/// Points of a win, in half points.
pub const WIN: u32 = 2;

/// The result of one round for one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Lost, forfeited, absent, or a zero-point bye.
    Loss,
    /// Drawn, or a half-point bye.
    Draw,
    /// Won, won by forfeit, or a one-point bye of either kind.
    Win,
}

/// One round of a player's history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Record {
    /// The opponent's index, `None` without one.
    pub opponent: Option<usize>,
    /// The colour, when a game was played.
    pub colour: Option<Colour>,
    /// What the round brought.
    pub outcome: Outcome,
    /// A game was played over the board (not a forfeit, not a bye).
    pub played: bool,
    /// The player was paired (a game, a forfeit, or the pairing-allocated
    /// bye), as opposed to absent or given a requested bye.
    pub participated: bool,
}

impl Record {
    /// An empty round: no opponent, nothing scored.
    const ABSENT: Record = Record {
        opponent: None,
        colour: None,
        outcome: Outcome::Loss,
        played: false,
        participated: false,
    };

    /// The points of this round, in half points.
    #[must_use]
    pub fn points(&self) -> u32 {
        match self.outcome {
            Outcome::Loss => 0,
            Outcome::Draw => 1,
            Outcome::Win => WIN,
        }
    }

    /// A pairing-allocated bye (C.04.1 c).
    fn is_pairing_bye(&self) -> bool {
        self.participated && self.opponent.is_none()
    }
}

/// A player of the report, with what the pairing rules derive from the
/// games.
#[derive(Clone, Debug)]
pub struct Entrant {
    /// Index: starting rank minus one.
    pub id: usize,
    /// Rank among the players still in the event, for ties and colours.
    pub rank: usize,
    /// The rounds, padded to the rounds played; one more when the player
    /// is already known to be absent from the round to pair.
    pub records: Vec<Record>,
    /// Total score in half points.
    pub score: u32,
    /// Games played over the board.
    pub played_games: usize,
    /// |whites - blacks|.
    pub imbalance: usize,
    /// The colour the player should get, if any (A6).
    pub preference: Option<Colour>,
    /// The colour of the last two games, when they were the same.
    pub repeated: Option<Colour>,
    /// A strong preference: imbalance of one, not absolute.
    pub strong: bool,
}

impl Entrant {
    /// An absolute colour preference: imbalance above one, or the same
    /// colour in the last two games (A6.a).
    #[must_use]
    pub fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }

    /// The score `rounds_back` rounds ago, before the latest rounds.
    #[must_use]
    pub fn score_back(&self, field: &Field, rounds_back: usize) -> u32 {
        let end = field.played_rounds;
        let latest = &self.records[end - rounds_back..end];
        self.score - latest.iter().map(Record::points).sum::<u32>()
    }

    /// May receive the pairing-allocated bye (C.04.1 f, 2025): not after a
    /// pairing-allocated bye, a forfeit win or a full-point bye.
    #[must_use]
    pub fn bye_eligible(&self) -> bool {
        !self
            .records
            .iter()
            .any(|r| !r.played && (r.points() >= WIN || r.is_pairing_bye()))
    }
}

/// The whole field.
#[derive(Clone, Debug)]
pub struct Field {
    /// By index; `None` for a hole in the starting ranks or a player not in
    /// the event.
    pub entrants: Vec<Option<Entrant>>,
    /// Rounds already paired.
    pub played_rounds: usize,
    /// Rounds of the event (`XXR`).
    pub total_rounds: usize,
    /// The colour of the top-ranked player in the first round.
    pub initial_colour: Colour,
    /// Who may not meet whom again (C.04.1 b), by index.
    pub met: Vec<HashSet<usize>>,
}

/// Why a report cannot be paired by the Dutch system.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FieldError {
    /// No `XXR`.
    #[error("the report must say the number of rounds of the event (an `XXR` line)")]
    NoRoundCount,
    /// A line whose pairing rules are not applied here.
    #[error(
        "`{0}` lines (accelerations, forbidden pairs or another point system) are not supported by this Dutch pairing"
    )]
    Unsupported(String),
    /// Every round already paired.
    #[error("all {0} rounds of the event are paired")]
    Finished(usize),
    /// A game of the last round has no result yet.
    #[error(
        "round {round} is still in play (player {player} against {opponent} has no result): the next round is paired once every result of this one is in"
    )]
    InPlay {
        /// The round in play.
        round: usize,
        /// A player whose game goes on.
        player: usize,
        /// Their opponent.
        opponent: usize,
    },
    /// No colour to start from.
    #[error(
        "the first round's colours are unknown: add `XXC white1` or `XXC black1` (the colour of player 1 in round 1)"
    )]
    NoInitialColour,
    /// A round of a player that the rules cannot read.
    #[error("player {player}, round {round}: {why}")]
    Round {
        /// The player's starting rank.
        player: usize,
        /// The round, from 1.
        round: usize,
        /// What is wrong.
        why: &'static str,
    },
}

impl Field {
    /// The field of `report`, ready to pair its next round.
    pub fn from_report(report: &Report) -> Result<Field, FieldError> {
        if let Some(code) = report.unsupported.first() {
            return Err(FieldError::Unsupported(code.clone()));
        }
        if let Some((round, player, opponent)) = report.game_in_play() {
            return Err(FieldError::InPlay {
                round,
                player,
                opponent,
            });
        }
        let size = report.players.iter().map(|p| p.id).max().unwrap_or(0);
        let mut entrants: Vec<Option<Entrant>> = vec![None; size];
        let mut played_rounds = 0;
        for player in &report.players {
            let records = records_of(player.id, &player.rounds)?;
            for (index, record) in records.iter().enumerate() {
                played_rounds = played_rounds.max(index + usize::from(record.participated));
            }
            entrants[player.id - 1] = Some(entrant(player.id - 1, records));
        }
        let total_rounds = report.total_rounds.ok_or(FieldError::NoRoundCount)?;
        played_rounds = even_up(&mut entrants, played_rounds);
        for entrant in entrants.iter_mut().flatten() {
            // A bye already known for the round to pair is not yet scored.
            entrant.score = entrant.records[..played_rounds]
                .iter()
                .map(Record::points)
                .sum();
        }
        if played_rounds >= total_rounds {
            return Err(FieldError::Finished(total_rounds));
        }
        let mut field = Field {
            met: met(&entrants),
            entrants,
            played_rounds,
            total_rounds,
            initial_colour: Colour::White,
        };
        field.rank();
        for entrant in field.entrants.iter_mut().flatten() {
            colour_data(entrant);
        }
        field.initial_colour = match report.initial_colour {
            Some(colour) => colour,
            None => field.inferred_colour().ok_or(FieldError::NoInitialColour)?,
        };
        Ok(field)
    }

    /// The players to pair this round: in the event and not already known
    /// to be absent.
    #[must_use]
    pub fn to_pair(&self) -> Vec<&Entrant> {
        self.entrants
            .iter()
            .flatten()
            .filter(|e| e.records.len() <= self.played_rounds)
            .collect()
    }

    /// The entrant of index `id`.
    #[must_use]
    pub fn entrant(&self, id: usize) -> Option<&Entrant> {
        self.entrants.get(id).and_then(Option::as_ref)
    }

    /// Ranks the players still in the event by starting rank; drops the
    /// others (only known absent, never paired).
    fn rank(&mut self) {
        let mut rank = 0;
        for slot in &mut self.entrants {
            let keep = slot.as_ref().is_some_and(|e| {
                e.records.len() <= self.played_rounds || e.records.iter().any(|r| r.participated)
            });
            match slot {
                Some(entrant) if keep => {
                    entrant.rank = rank;
                    rank += 1;
                }
                _ => *slot = None,
            }
        }
    }

    /// The first round's colour of the top-ranked player, inferred from the
    /// first round anyone had a colour, when the report does not say it.
    fn inferred_colour(&self) -> Option<Colour> {
        let first = self
            .entrants
            .iter()
            .flatten()
            .filter_map(|e| e.records.iter().position(|r| r.colour.is_some()))
            .min()?;
        let mut position = 0;
        for entrant in self.entrants.iter().flatten() {
            if entrant
                .records
                .iter()
                .take(first + 1)
                .any(|r| r.participated)
            {
                if let Some(colour) = entrant.records.get(first).and_then(|r| r.colour) {
                    return Some(if position % 2 == 1 {
                        colour.other()
                    } else {
                        colour
                    });
                }
                position += 1;
            }
        }
        None
    }
}

/// A player's rounds as records; blank rounds after the last written one
/// are not rounds at all.
fn records_of(player: usize, rounds: &[Played]) -> Result<Vec<Record>, FieldError> {
    let written = rounds
        .iter()
        .rposition(|r| r.written)
        .map_or(0, |last| last + 1);
    rounds[..written]
        .iter()
        .enumerate()
        .map(|(index, played)| {
            record(played).map_err(|why| FieldError::Round {
                player,
                round: index + 1,
                why,
            })
        })
        .collect()
}

/// One round as a record, by the report's result codes.
fn record(played: &Played) -> Result<Record, &'static str> {
    if !played.written {
        return Ok(Record::ABSENT);
    }
    let outcome = match played.result {
        'D' | '=' | 'H' => Outcome::Draw,
        '+' | 'W' | '1' | 'F' | 'U' => Outcome::Win,
        _ => Outcome::Loss,
    };
    let unplayed_code = "+-HFUZ ".contains(played.result);
    if unplayed_code && !"+-".contains(played.result) && played.opponent.is_some() {
        return Err("a bye or an absence has no opponent");
    }
    let played_game = played.opponent.is_some() && played.colour.is_some() && !unplayed_code;
    if !unplayed_code && played.colour.is_none() && played.opponent.is_some() {
        return Err("a game played needs a colour");
    }
    Ok(Record {
        opponent: played.opponent.map(|o| o - 1),
        colour: if played_game { played.colour } else { None },
        outcome,
        played: played_game,
        participated: played.opponent.is_some() || "U+".contains(played.result),
    })
}

/// A player of index `id` with `records`, before ranks and colours.
fn entrant(id: usize, records: Vec<Record>) -> Entrant {
    Entrant {
        id,
        rank: id,
        score: 0,
        played_games: records.iter().filter(|r| r.played).count(),
        records,
        imbalance: 0,
        preference: None,
        repeated: None,
        strong: false,
    }
}

/// Pads every history to the rounds played; returns the rounds played
/// (one more if every player already has an entry past them).
fn even_up(entrants: &mut [Option<Entrant>], played_rounds: usize) -> usize {
    let mut played_rounds = played_rounds;
    let all_ahead = entrants
        .iter()
        .flatten()
        .all(|e| e.records.len() > played_rounds);
    if all_ahead && entrants.iter().flatten().next().is_some() {
        played_rounds += 1;
    }
    for entrant in entrants.iter_mut().flatten() {
        if entrant.records.len() < played_rounds {
            entrant.records.resize(played_rounds, Record::ABSENT);
        }
    }
    played_rounds
}

/// Who has played whom over the board.
fn met(entrants: &[Option<Entrant>]) -> Vec<HashSet<usize>> {
    let mut met = vec![HashSet::new(); entrants.len()];
    for entrant in entrants.iter().flatten() {
        for record in entrant.records.iter().filter(|r| r.played) {
            if let Some(opponent) = record.opponent {
                met[entrant.id].insert(opponent);
            }
        }
    }
    met
}

/// The colour preference and its strength (C.04.3 A6).
fn colour_data(entrant: &mut Entrant) {
    let (mut whites, mut blacks, mut run) = (0usize, 0usize, 0usize);
    let mut last = None;
    for colour in entrant.records.iter().filter_map(|r| r.colour) {
        match colour {
            Colour::White => whites += 1,
            Colour::Black => blacks += 1,
        }
        run = if last == Some(colour) { run + 1 } else { 1 };
        last = Some(colour);
    }
    let fewer = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    entrant.imbalance = whites.abs_diff(blacks);
    entrant.preference = if entrant.imbalance > 1 {
        Some(fewer)
    } else if run > 1 {
        last.map(Colour::other)
    } else if entrant.imbalance > 0 {
        Some(fewer)
    } else {
        last.map(Colour::other)
    };
    entrant.repeated = if run > 1 { last } else { None };
    entrant.strong = !entrant.absolute() && entrant.imbalance > 0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::dutch::testing::field;

    /// The entrant of starting rank `rank`.
    fn who(field: &Field, rank: usize) -> &Entrant {
        field.entrant(rank - 1).expect("an entrant")
    }

    #[test]
    fn a6_colour_preferences_are_absolute_strong_or_mild() {
        let f = field(
            &[
                &[(5, 'w', '1'), (6, 'w', '1')],
                &[(6, 'b', '1'), (5, 'w', '1'), (7, 'w', '1')],
                &[(7, 'w', '1')],
                &[(0, '-', 'U')],
                &[(1, 'b', '0'), (2, 'b', '0')],
                &[(2, 'w', '0'), (1, 'b', '0')],
                &[(3, 'b', '0'), (0, '-', 'U'), (2, 'b', '0')],
            ],
            6,
        );
        // Twice white in a row: absolute black.
        let one = who(&f, 1);
        assert!(one.absolute() && one.preference == Some(Colour::Black));
        // B W W: one more white and white twice in a row: absolute black.
        let two = who(&f, 2);
        assert!(two.absolute() && two.repeated == Some(Colour::White));
        // One white: a strong preference for black (imbalance one).
        let three = who(&f, 3);
        assert!(three.strong && three.preference == Some(Colour::Black));
        // No game: no preference.
        assert_eq!(who(&f, 4).preference, None);
        // W B: balanced, a mild preference for the other colour of the last.
        let six = who(&f, 6);
        assert!(!six.strong && !six.absolute());
        assert_eq!(six.preference, Some(Colour::White));
        // B, bye, B: the bye does not break the run: absolute white.
        let seven = who(&f, 7);
        assert!(seven.absolute() && seven.preference == Some(Colour::White));
    }

    #[test]
    fn c04_1_f_the_pairing_bye_forfeit_wins_and_full_point_byes_end_bye_eligibility() {
        let f = field(
            &[
                &[(0, '-', 'U')],
                &[(3, 'w', '+')],
                &[(2, 'b', '-')],
                &[(0, '-', 'F')],
                &[(0, '-', 'H')],
                &[(0, '-', 'Z')],
            ],
            5,
        );
        let eligible: Vec<bool> = (1..=6).map(|rank| who(&f, rank).bye_eligible()).collect();
        assert_eq!(eligible, [false, false, true, false, true, true]);
    }

    #[test]
    fn scores_count_the_rounds_played_not_a_bye_written_ahead() {
        let f = field(
            &[
                &[(2, 'w', '1'), (0, '-', 'H')],
                &[(1, 'b', '0')],
                &[(0, '-', 'U')],
            ],
            5,
        );
        assert_eq!(f.played_rounds, 1);
        assert_eq!(who(&f, 1).score, 2);
        assert_eq!(who(&f, 2).score, 0);
        let paired: Vec<usize> = f.to_pair().iter().map(|e| e.id + 1).collect();
        assert_eq!(paired, [2, 3], "1 is absent from round 2");
    }
}
