//! Who won a game of Palago, if anyone (P11, P12): the result a record
//! ends with and a refusal after the end names.

use std::fmt;

use super::cell::Colour;
use crate::games::rules::Finish;

/// Who won, if anyone.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The player of this colour won.
    Win(Colour),
    /// Nobody won.
    Draw,
}

impl From<Outcome> for Finish {
    /// The outcome by seats ([`Colour::seat`]).
    fn from(outcome: Outcome) -> Finish {
        match outcome {
            Outcome::Win(winner) => Finish::Won(winner.seat()),
            Outcome::Draw => Finish::Drawn,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win(colour) => write!(f, "{colour} wins"),
            Outcome::Draw => f.write_str("Draw"),
        }
    }
}
