//! Round-robin pairings by the FIDE Berger tables (Handbook C.05,
//! Annex 1): every player meets every other once per cycle, the highest
//! number plays the first board and alternates colours, and an odd field
//! plays the table of the next even number, the highest number standing
//! for the bye.
//!
//! The tables follow one rule, which this file applies instead of
//! copying them: round 1 pairs 1 with n, 2 with n-1, and so on; each
//! later round adds n/2 to every number of the round before, modulo n-1
//! (n itself stays), board by board, and player n changes colour. A double
//! round-robin plays the same cycle again with the colours reversed; as
//! C.05 recommends, the last two rounds of the first cycle are then
//! swapped, so that no player has the same colour three times in a row.

use super::pairing::{Pair, Round};

/// Why a round-robin round cannot be paired.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BergerError {
    /// Fewer than two players.
    TooFewPlayers(usize),
    /// A round past the last one of the event (or round 0).
    NoSuchRound {
        /// The round asked for.
        round: usize,
        /// How many rounds the event has.
        rounds: usize,
    },
}

impl std::fmt::Display for BergerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BergerError::TooFewPlayers(n) => {
                write!(f, "a round-robin needs at least 2 players, not {n}")
            }
            BergerError::NoSuchRound { round, rounds } => write!(
                f,
                "round {round} is not a round of this event: it has rounds 1 to {rounds}"
            ),
        }
    }
}

impl std::error::Error for BergerError {}

/// How many rounds a round-robin of `players` has: `players - 1` per cycle
/// for an even field, `players` for an odd one (each player sits out
/// once), twice that for a double round-robin.
#[must_use]
pub fn rounds(players: usize, double: bool) -> usize {
    let per_cycle = table_size(players).saturating_sub(1);
    if double { 2 * per_cycle } else { per_cycle }
}

/// The pairings of `round` (1-based) of a round-robin of `players`,
/// numbered 1 to `players` (their draw numbers), boards in the table's
/// order; a player paired with the bye number of an odd field gets the
/// bye.
pub fn round(players: usize, round: usize, double: bool) -> Result<Round, BergerError> {
    if players < 2 {
        return Err(BergerError::TooFewPlayers(players));
    }
    let total = rounds(players, double);
    if round == 0 || round > total {
        return Err(BergerError::NoSuchRound {
            round,
            rounds: total,
        });
    }
    let cycle = total / if double { 2 } else { 1 };
    let (in_cycle, reversed) = if round > cycle {
        (round - cycle, true)
    } else {
        (swapped_in_first_cycle(round, cycle, double), false)
    };
    let boards = table_round(table_size(players), in_cycle);
    Ok(Round::from_boards(boards, players, reversed))
}

/// The round of the table played as `round` of the first cycle: the last
/// two are swapped in a double round-robin (C.05), so that the second
/// cycle, colours reversed, gives nobody three games of one colour in a
/// row across the two cycles.
fn swapped_in_first_cycle(round: usize, cycle: usize, double: bool) -> usize {
    match round {
        _ if !double || cycle < 3 => round,
        r if r == cycle => cycle - 1,
        r if r == cycle - 1 => cycle,
        r => r,
    }
}

/// The even number whose table an event of `players` plays.
fn table_size(players: usize) -> usize {
    players + players % 2
}

/// Round `round` of the Berger table for `n` players (`n` even), as
/// (white, black) numbers, board 1 first.
fn table_round(n: usize, round: usize) -> Vec<Pair> {
    let half = n / 2;
    let mut boards: Vec<Pair> = (1..=half)
        .map(|board| match board {
            1 => Pair::new(1, n),
            k => Pair::new(k, n + 1 - k),
        })
        .collect();
    for _ in 1..round {
        boards = next_round(&boards, n);
    }
    boards
}

/// The round after `boards`: every number but `n` moves on by n/2 modulo
/// n-1; on board 1, `n` changes colour.
fn next_round(boards: &[Pair], n: usize) -> Vec<Pair> {
    let turn = |number: usize| (number - 1 + n / 2) % (n - 1) + 1;
    boards
        .iter()
        .enumerate()
        .map(|(board, pair)| match board {
            0 if pair.white == n => Pair::new(turn(pair.black), n),
            0 => Pair::new(n, turn(pair.white)),
            _ => Pair::new(turn(pair.white), turn(pair.black)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round as the FIDE tables print it: `1-6 2-5 3-4`, byes as `7-0`.
    fn printed(round: &Round) -> String {
        round.to_string()
    }

    #[test]
    fn the_first_rounds_of_six_are_the_fide_table() {
        let six: Vec<String> = (1..=5)
            .map(|r| printed(&round(6, r, false).expect("a round")))
            .collect();
        assert_eq!(
            six,
            [
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1"
            ]
        );
    }

    #[test]
    fn an_odd_field_gives_the_bye_to_whoever_meets_the_extra_number() {
        let first = round(5, 1, false).expect("a round");
        assert_eq!(printed(&first), "2-5 3-4 1-0");
        assert_eq!(rounds(5, false), 5);
    }

    #[test]
    fn a_second_cycle_reverses_the_colours_and_the_first_swaps_its_last_two() {
        assert_eq!(rounds(4, true), 6);
        let first: Vec<String> = (1..=3)
            .map(|r| printed(&round(4, r, true).expect("a round")))
            .collect();
        assert_eq!(first, ["1-4 2-3", "2-4 3-1", "4-3 1-2"]);
        let second: Vec<String> = (4..=6)
            .map(|r| printed(&round(4, r, true).expect("a round")))
            .collect();
        assert_eq!(second, ["4-1 3-2", "3-4 2-1", "4-2 1-3"]);
    }

    #[test]
    fn rounds_outside_the_event_and_tiny_fields_are_refused() {
        assert_eq!(round(1, 1, false), Err(BergerError::TooFewPlayers(1)));
        assert_eq!(
            round(4, 4, false),
            Err(BergerError::NoSuchRound {
                round: 4,
                rounds: 3
            })
        );
        assert!(round(4, 0, false).is_err());
    }
}
