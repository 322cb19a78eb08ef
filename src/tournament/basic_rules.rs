//! The basic rules every Swiss pairing keeps (FIDE Handbook C.04.1),
//! checked on a proposed round against the rounds already played: no two
//! players meet twice (b); the pairing-allocated bye goes to nobody who
//! already had one or won by forfeit (d); no player's colour difference
//! goes past ±2 (f), nor does anyone get one colour three times in a row
//! (g). A pairing engine's round is checked here before it is believed;
//! the systems' own exceptions (C.04.3 lets topscorers break f and g in
//! the last round) are the caller's to allow.

use std::collections::HashMap;

use super::pairing::Round;
use super::trf::{Colour, Report};

/// A basic rule a round breaks, named by its letter in C.04.1.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Breach {
    /// (b) `a` and `b` already met.
    Rematch {
        /// One player.
        a: usize,
        /// The other.
        b: usize,
    },
    /// (d) `player` already had a bye or a forfeit win.
    SecondBye {
        /// The player.
        player: usize,
    },
    /// (f) `player`'s whites minus blacks would be `difference`.
    ColourDifference {
        /// The player.
        player: usize,
        /// Whites minus blacks after the round.
        difference: i32,
    },
    /// (g) `player` would have the same colour three times in a row.
    ThreeInARow {
        /// The player.
        player: usize,
    },
    /// A player paired twice in the round, or not at all.
    NotOnce {
        /// The player.
        player: usize,
        /// How many times the round names them.
        times: usize,
    },
}

impl std::fmt::Display for Breach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Breach::Rematch { a, b } => write!(f, "C.04.1 b: {a} and {b} already met"),
            Breach::SecondBye { player } => {
                write!(f, "C.04.1 d: {player} already had a bye or a forfeit win")
            }
            Breach::ColourDifference { player, difference } => write!(
                f,
                "C.04.1 f: {player}'s colour difference would be {difference:+}"
            ),
            Breach::ThreeInARow { player } => write!(
                f,
                "C.04.1 g: {player} would have one colour three times in a row"
            ),
            Breach::NotOnce { player, times } => {
                write!(f, "{player} is paired {times} times in the round")
            }
        }
    }
}

/// What the played rounds say of one player.
#[derive(Default)]
struct History {
    /// Opponents met over the board or by forfeit.
    met: Vec<usize>,
    /// Colours of the games played, in order.
    colours: Vec<Colour>,
    /// Whether they had a bye or a forfeit win already.
    had_bye: bool,
}

/// Every breach of the basic rules by `round` after the rounds of
/// `report`; none if the round keeps them all.
#[must_use]
pub fn breaches(report: &Report, round: &Round) -> Vec<Breach> {
    let histories = histories(report);
    let mut found = once_each(report, round);
    for pair in &round.pairs {
        if histories
            .get(&pair.white)
            .is_some_and(|h| h.met.contains(&pair.black))
        {
            found.push(Breach::Rematch {
                a: pair.white,
                b: pair.black,
            });
        }
        for (player, colour) in [(pair.white, Colour::White), (pair.black, Colour::Black)] {
            found.extend(colour_breaches(histories.get(&player), player, colour));
        }
    }
    for &player in &round.byes {
        if histories.get(&player).is_some_and(|h| h.had_bye) {
            found.push(Breach::SecondBye { player });
        }
    }
    found
}

/// Each player of the report paired exactly once by `round`.
fn once_each(report: &Report, round: &Round) -> Vec<Breach> {
    let mut times: HashMap<usize, usize> = report.players.iter().map(|p| (p.id, 0)).collect();
    let named = round
        .pairs
        .iter()
        .flat_map(|pair| [pair.white, pair.black])
        .chain(round.byes.iter().copied());
    for player in named {
        *times.entry(player).or_insert(0) += 1;
    }
    let mut breaches: Vec<Breach> = times
        .into_iter()
        .filter(|&(_, times)| times != 1)
        .map(|(player, times)| Breach::NotOnce { player, times })
        .collect();
    breaches.sort_by_key(|breach| match breach {
        Breach::NotOnce { player, .. } => *player,
        _ => 0,
    });
    breaches
}

/// Rules f and g for `player` given `colour`.
fn colour_breaches(history: Option<&History>, player: usize, colour: Colour) -> Vec<Breach> {
    let mut colours: Vec<Colour> = history.map(|h| h.colours.clone()).unwrap_or_default();
    colours.push(colour);
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i32;
    let difference = 2 * whites - colours.len() as i32;
    let mut found = Vec::new();
    if difference.abs() > 2 {
        found.push(Breach::ColourDifference { player, difference });
    }
    if colours.len() >= 3 && colours[colours.len() - 3..].iter().all(|&c| c == colour) {
        found.push(Breach::ThreeInARow { player });
    }
    found
}

/// Each player's history from the report's rounds. A forfeit counts as
/// a meeting (the two may not be paired again) but not as a colour; a
/// full-point or pairing-allocated bye and a forfeit win count as a bye
/// (d).
fn histories(report: &Report) -> HashMap<usize, History> {
    let mut histories = HashMap::new();
    for player in &report.players {
        let mut history = History::default();
        for played in &player.rounds {
            history.met.extend(played.opponent);
            let over_the_board = matches!(played.result, '1' | '0' | '=' | 'W' | 'D' | 'L');
            if let Some(colour) = played.colour.filter(|_| over_the_board) {
                history.colours.push(colour);
            }
            if matches!(played.result, 'U' | 'F' | '+') {
                history.had_bye = true;
            }
        }
        histories.insert(player.id, history);
    }
    histories
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::pairing::Pair;
    use crate::tournament::trf::{Played, Player};

    /// A player with rounds `(opponent, colour, result)`, 0 for none.
    fn player(id: usize, rounds: &[(usize, char, char)]) -> Player {
        let rounds = rounds
            .iter()
            .map(|&(opponent, colour, result)| Played {
                opponent: (opponent > 0).then_some(opponent),
                colour: match colour {
                    'w' => Some(Colour::White),
                    'b' => Some(Colour::Black),
                    _ => None,
                },
                result,
                written: true,
            })
            .collect();
        Player {
            id,
            name: format!("P{id}"),
            rating: 0,
            half_points: 0,
            rounds,
        }
    }

    fn round(pairs: &[(usize, usize)], byes: &[usize]) -> Round {
        Round {
            pairs: pairs.iter().map(|&(w, b)| Pair::new(w, b)).collect(),
            byes: byes.to_vec(),
        }
    }

    /// Four players after two rounds: 1 beat 2 and 3, both times White; 3
    /// and 4 drew (3 White); 2 then won against 4 by forfeit.
    fn after_two_rounds() -> Report {
        Report {
            players: vec![
                player(1, &[(2, 'w', '1'), (3, 'w', '1')]),
                player(2, &[(1, 'b', '0'), (4, 'w', '+')]),
                player(3, &[(4, 'w', '='), (1, 'b', '0')]),
                player(4, &[(3, 'b', '='), (2, 'b', '-')]),
            ],
            total_rounds: Some(3),
            initial_colour: None,
            unsupported: Vec::new(),
        }
    }

    #[test]
    fn a_round_that_keeps_the_rules_has_no_breach() {
        let report = after_two_rounds();
        // 1 (two whites) takes black; 2 has white once (the forfeit does not count).
        assert_eq!(breaches(&report, &round(&[(4, 1), (2, 3)], &[])), []);
    }

    #[test]
    fn b_no_two_players_meet_twice_a_forfeit_included() {
        let report = after_two_rounds();
        let found = breaches(&report, &round(&[(3, 1), (4, 2)], &[]));
        assert!(found.contains(&Breach::Rematch { a: 3, b: 1 }), "{found:?}");
        assert!(found.contains(&Breach::Rematch { a: 4, b: 2 }), "{found:?}");
    }

    #[test]
    fn d_a_forfeit_win_or_a_bye_rules_out_another_bye() {
        let mut report = after_two_rounds();
        report
            .players
            .push(player(5, &[(0, '-', 'U'), (0, '-', 'U')]));
        let found = breaches(&report, &round(&[(4, 1), (3, 5)], &[2]));
        assert_eq!(found, [Breach::SecondBye { player: 2 }]);
        let found = breaches(&report, &round(&[(4, 1), (2, 3)], &[5]));
        assert_eq!(found, [Breach::SecondBye { player: 5 }]);
    }

    #[test]
    fn f_and_g_a_third_white_in_a_row_breaks_both() {
        let report = after_two_rounds();
        let found = breaches(&report, &round(&[(1, 4), (2, 3)], &[]));
        assert_eq!(
            found,
            [
                Breach::ColourDifference {
                    player: 1,
                    difference: 3
                },
                Breach::ThreeInARow { player: 1 }
            ]
        );
        assert_eq!(
            found[0].to_string(),
            "C.04.1 f: 1's colour difference would be +3"
        );
    }

    #[test]
    fn everyone_is_paired_exactly_once() {
        let report = after_two_rounds();
        let found = breaches(&report, &round(&[(4, 1), (2, 4)], &[]));
        assert!(
            found.contains(&Breach::NotOnce {
                player: 3,
                times: 0
            }),
            "{found:?}"
        );
        assert!(
            found.contains(&Breach::NotOnce {
                player: 4,
                times: 2
            }),
            "{found:?}"
        );
    }
}
