//! Ruling ids of `shared/rules/PALAGO.md`, the refusal value that names
//! them, and which ruling each [`Reason`] applies ([`Reason::ruling`]).
//! Every refusal of the Palago engine carries the ruling it applies, as
//! R1..R36 do for Palanquée.

use std::fmt;

use super::reasons::Reason;

/// A ruling of the Palago rulings page. The variant docs summarise them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ruling {
    /// Board: an unbounded plane of flat-topped cells named `q,r`.
    P1,
    /// Sides and corners: every lattice corner is white or blue for good.
    P2,
    /// The tile: a straight and a tip of each colour.
    P3,
    /// The three orientations `0`, `1`, `2`; a tile turned 60° matches nothing.
    P4,
    /// Two players, White first, one pool of 48 tiles.
    P5,
    /// A tile goes on an empty cell; the game's first tile on `0,0`.
    P6,
    /// A turn is a pair of adjacent tiles, one of them touching the table.
    P7,
    /// Single holes: the first tile of a turn goes there only to end the game.
    P8,
    /// Two tiles a turn, unless the first ends the game.
    P9,
    /// Regions, creatures and eyes.
    P10,
    /// Winning: a creature of one colour; both colours at once lose for the mover.
    P11,
    /// The end without a creature: a draw, or the optional tiebreak.
    P12,
    /// Text forms: cells, placements, turns, records.
    P13,
    /// Drawing (informative).
    P14,
    /// Facts for tests (informative).
    P15,
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A text or a placement the rules refuse. The game is left untouched; the
/// value names the ruling and says what is wrong and where, as data that
/// any layer can word ([`Reason`]'s `Display` is the engine's English).
/// Unreadable text is refused under [`Ruling::P13`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{ruling}: {reason}")]
pub struct Refusal {
    /// The ruling that refuses the text or the placement.
    pub ruling: Ruling,
    /// What is wrong, where.
    pub reason: Reason,
}

impl From<Reason> for Refusal {
    fn from(reason: Reason) -> Refusal {
        Refusal {
            ruling: reason.ruling(),
            reason,
        }
    }
}

impl Reason {
    /// The ruling that refuses the text or the placement.
    #[must_use]
    pub fn ruling(&self) -> Ruling {
        use Reason as R;
        match self {
            R::TurnedSixty { .. } => Ruling::P4,
            R::FirstTileOffOrigin { .. } | R::Occupied { .. } | R::SameCell { .. } => Ruling::P6,
            R::OutOfReach { .. }
            | R::TooFar { .. }
            | R::NotAdjacent { .. }
            | R::TouchesNoTile { .. } => Ruling::P7,
            R::SingleHole { .. } => Ruling::P8,
            R::NoSecondAfterEnd { .. } | R::SecondNeeded { .. } => Ruling::P9,
            R::GameOver { .. } => Ruling::P12,
            R::EmptyTurn
            | R::TooManyPlacements { .. }
            | R::NotAnOrientation { .. }
            | R::NotAPlacement { .. }
            | R::NotACell { .. }
            | R::AfterResult { .. }
            | R::TurnNumber { .. }
            | R::WrongColour { .. }
            | R::ResultMismatch { .. } => Ruling::P13,
            R::OnRecordLine { reason, .. } => reason.ruling(),
        }
    }
}

impl Refusal {
    /// Whether the text could not be read at all (P13), as opposed to a
    /// readable placement that breaks a rule.
    #[must_use]
    pub fn is_unreadable(&self) -> bool {
        self.ruling == Ruling::P13
    }
}
