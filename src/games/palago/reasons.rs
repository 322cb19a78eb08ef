//! Why the Palago rules refuse a text or a placement: one [`Reason`] per
//! refusal, carrying the cells, tiles and numbers it is about. The engine
//! words them in English (their `Display`); other layers may word the same
//! values in another language.

use super::cell::{Cell, Colour, MAX_REACH};
use super::outcome::Outcome;
use super::tile::Placement;

/// Why a text or a placement is refused. [`Reason::ruling`] (in
/// [`rulings`](super::rulings)) names the ruling that applies; `Display`
/// says it in a player's words.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Reason {
    /// P4: an orientation 3-5, a tile turned 60°.
    #[error(
        "orientation {text} is a tile turned 60°, which would mismatch every side: use 0, 1 or 2"
    )]
    TurnedSixty {
        /// The orientation as written.
        text: String,
    },
    /// P6: the game's first tile away from `0,0`.
    #[error("the game's first tile goes on 0,0, not {cell}")]
    FirstTileOffOrigin {
        /// Where it was put.
        cell: Cell,
    },
    /// P6: a cell that already holds a tile.
    #[error("{cell} already holds a tile")]
    Occupied {
        /// The cell.
        cell: Cell,
    },
    /// P6: both tiles of a turn on one cell.
    #[error("{cell} already holds this turn's first tile")]
    SameCell {
        /// The cell.
        cell: Cell,
    },
    /// P7: a cell beyond any table of 48 tiles.
    #[error(
        "{text} is {} cells from the first tile: a table of 48 tiles never reaches beyond {MAX_REACH}",
        distance_words(*distance)
    )]
    OutOfReach {
        /// The cell as written.
        text: String,
        /// Its distance from `0,0`, if it fits a number.
        distance: Option<i32>,
    },
    /// P7: a first tile with no way to touch the table.
    #[error("{cell} is too far: neither it nor a free cell next to it touches the table")]
    TooFar {
        /// The cell.
        cell: Cell,
    },
    /// P7: the two tiles of a turn do not share a side.
    #[error("{cell} is not next to {first}: the two tiles of a turn must share a side")]
    NotAdjacent {
        /// The second tile's cell.
        cell: Cell,
        /// The first tile's cell.
        first: Cell,
    },
    /// P7: neither tile of a turn touches the table.
    #[error("neither {first} nor {cell} touches a tile already on the table")]
    TouchesNoTile {
        /// The first tile's cell.
        first: Cell,
        /// The second tile's cell.
        cell: Cell,
    },
    /// P8: a single hole filled by a first tile that does not end the game.
    #[error(
        "{cell} is a single hole: the first tile of a turn may go there only if it ends the game, and {placement} does not"
    )]
    SingleHole {
        /// The hole.
        cell: Cell,
        /// The tile put there.
        placement: Placement,
    },
    /// P9: a second tile after a first that ends the game.
    #[error("the first tile {first} alone ends the game: the turn is that tile, without a second")]
    NoSecondAfterEnd {
        /// The first tile.
        first: Placement,
    },
    /// P9: a lone tile that does not end the game.
    #[error(
        "{first} does not end the game, so a second tile must follow next to {}",
        first.cell
    )]
    SecondNeeded {
        /// The first tile.
        first: Placement,
    },
    /// P12: the game has ended.
    #[error("the game is over: {outcome}")]
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// P13: no placement given.
    #[error("the turn is empty: give one or two placements `q,r:k`, such as `0,1:1 1,1:2`")]
    EmptyTurn,
    /// P13: more than two placements.
    #[error("`{text}` holds {count} placements: a turn is one or two, separated by a space")]
    TooManyPlacements {
        /// The turn as written.
        text: String,
        /// How many placements it holds.
        count: usize,
    },
    /// P13: an unreadable orientation.
    #[error("`{text}` is not an orientation: use 0, 1 or 2")]
    NotAnOrientation {
        /// The text.
        text: String,
    },
    /// P13: an unreadable placement.
    #[error(
        "`{text}` is not a placement: write `q,r:k`, a cell and an orientation 0, 1 or 2, such as `0,1:2`"
    )]
    NotAPlacement {
        /// The text.
        text: String,
    },
    /// P13: an unreadable cell.
    #[error("`{text}` is not a cell: write it `q,r`, two whole numbers such as `-1,2`")]
    NotACell {
        /// The text.
        text: String,
    },
    /// P13: a record line after the result.
    #[error("nothing may follow the result given on line {line}")]
    AfterResult {
        /// The result's line.
        line: usize,
    },
    /// P13: a record's turn number out of sequence.
    #[error("turn number {found} where {expected} was expected")]
    TurnNumber {
        /// The number as written.
        found: String,
        /// The number of the next turn.
        expected: usize,
    },
    /// P13: a record line naming the colour not to move.
    #[error("the line says {letter} but {to_move} is to move (P5)")]
    WrongColour {
        /// The colour letter written.
        letter: char,
        /// Who is to move.
        to_move: Colour,
    },
    /// P13: a record whose result differs from its replay.
    #[error("the record says ({claimed}) but its turns give {}", replayed_words(replayed.as_deref()))]
    ResultMismatch {
        /// The result written.
        claimed: String,
        /// The result replayed, if the game ended.
        replayed: Option<String>,
    },
    /// Any reason, on one line of a record.
    #[error("record line {line}: {reason}")]
    OnRecordLine {
        /// The line, from 1.
        line: usize,
        /// Why it is refused.
        reason: Box<Reason>,
    },
}

fn distance_words(distance: Option<i32>) -> String {
    distance.map_or_else(|| "too many".to_owned(), |d| d.to_string())
}

fn replayed_words(replayed: Option<&str>) -> String {
    replayed.map_or_else(|| "a game still going".to_owned(), str::to_owned)
}
