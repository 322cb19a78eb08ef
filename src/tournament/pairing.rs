//! A round's pairings, whatever system made them: who has white against
//! whom, and who has the bye; printed as the FIDE tables print them, or in
//! the output format of the FIDE-endorsed pairing programs (JaVaFo,
//! bbpPairings), which other tools read.

use std::fmt;

/// One board: two players by their numbers (their starting ranks).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Pair {
    /// The player with white (who moves first).
    pub white: usize,
    /// The player with black.
    pub black: usize,
}

impl Pair {
    /// `white` against `black`.
    #[must_use]
    pub const fn new(white: usize, black: usize) -> Pair {
        Pair { white, black }
    }

    /// The same two players, colours swapped.
    #[must_use]
    pub const fn reversed(self) -> Pair {
        Pair::new(self.black, self.white)
    }
}

/// The pairings of one round: the boards in order, then the players who
/// sit out with a bye.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Round {
    /// The boards, board 1 first.
    pub pairs: Vec<Pair>,
    /// Players with a pairing-allocated bye.
    pub byes: Vec<usize>,
}

impl Round {
    /// A round from a table's `boards`, numbers above `players` standing
    /// for the bye; `reversed` swaps every board's colours.
    #[must_use]
    pub fn from_boards(boards: Vec<Pair>, players: usize, reversed: bool) -> Round {
        let mut round = Round::default();
        for pair in boards {
            let pair = if reversed { pair.reversed() } else { pair };
            match (pair.white > players, pair.black > players) {
                (false, false) => round.pairs.push(pair),
                (true, false) => round.byes.push(pair.black),
                (false, true) => round.byes.push(pair.white),
                (true, true) => {}
            }
        }
        round
    }

    /// The round in the output format of JaVaFo and bbpPairings: the number
    /// of lines that follow, then one line per board `WHITE BLACK`, and
    /// `ID 0` for each bye.
    #[must_use]
    pub fn engine_output(&self) -> String {
        let mut out = format!("{}\n", self.pairs.len() + self.byes.len());
        for pair in &self.pairs {
            out.push_str(&format!("{} {}\n", pair.white, pair.black));
        }
        for bye in &self.byes {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }
}

impl fmt::Display for Round {
    /// As the FIDE tables print a round: `1-6 2-5 3-4`, a bye as `7-0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let boards = self
            .pairs
            .iter()
            .map(|pair| format!("{}-{}", pair.white, pair.black))
            .chain(self.byes.iter().map(|bye| format!("{bye}-0")));
        let boards: Vec<String> = boards.collect();
        f.write_str(&boards.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_prints_as_the_tables_and_as_the_pairing_programs() {
        let round = Round::from_boards(vec![Pair::new(1, 6), Pair::new(2, 5)], 5, false);
        assert_eq!(round.to_string(), "2-5 1-0");
        assert_eq!(round.engine_output(), "2\n2 5\n1 0\n");
        let back = Round::from_boards(vec![Pair::new(1, 4)], 4, true);
        assert_eq!(back.to_string(), "4-1");
    }
}
