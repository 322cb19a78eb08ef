//! Reading the text forms of P13: a cell `q,r`, an orientation `k`, a
//! placement `q,r:k` and a turn of one or two placements. Unreadable text
//! is refused under P13, a tile turned 60° under P4 and a cell beyond any
//! table under P7, each as a [`Refusal`] carrying its [`Reason`].
//!
//! The types themselves ([`Cell`], [`Orientation`], [`Placement`],
//! [`Turn`]) and their `Display` live in their own files, which know
//! nothing of refusals; reading them needs the refusals, so it lives here,
//! above both.

use std::str::FromStr;

use super::cell::{Cell, hex_distance};
use super::reasons::Reason;
use super::rulings::Refusal;
use super::tile::{Orientation, Placement};
use super::turn::Turn;

/// Reads one coordinate of a cell: optional `-`, then decimal digits
/// (P13). `None` when it is not that. A number too long for an `i32` is
/// still readable, only far: it saturates, and is refused as out of reach
/// (P7).
fn parse_coordinate(text: &str) -> Option<i32> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(if text.starts_with('-') {
        i32::MIN
    } else {
        i32::MAX
    }))
}

impl FromStr for Cell {
    type Err = Refusal;

    /// Reads `q,r` (P13). Unreadable text is refused under P13; a cell
    /// farther from `0,0` than any tile can reach is refused under P7.
    fn from_str(text: &str) -> Result<Cell, Refusal> {
        let unreadable = || Refusal::from(Reason::NotACell { text: text.into() });
        let (q, r) = text.split_once(',').ok_or_else(unreadable)?;
        let (q, r) = (
            parse_coordinate(q).ok_or_else(unreadable)?,
            parse_coordinate(r).ok_or_else(unreadable)?,
        );
        Cell::new(q, r).ok_or_else(|| {
            let distance = hex_distance(q, r);
            Refusal::from(Reason::OutOfReach {
                text: text.into(),
                distance: (distance != i32::MAX).then_some(distance),
            })
        })
    }
}

impl FromStr for Orientation {
    type Err = Refusal;

    /// Reads `0`, `1` or `2`; `3`, `4` and `5` are tiles turned by a sixth
    /// (refused, P4); anything else is unreadable (P13).
    fn from_str(text: &str) -> Result<Orientation, Refusal> {
        match text {
            "0" => Ok(Orientation::Upright),
            "1" => Ok(Orientation::LeaningLeft),
            "2" => Ok(Orientation::LeaningRight),
            "3" | "4" | "5" => Err(Reason::TurnedSixty { text: text.into() }.into()),
            _ => Err(Reason::NotAnOrientation { text: text.into() }.into()),
        }
    }
}

impl FromStr for Placement {
    type Err = Refusal;

    /// Reads `q,r:k` (P13), e.g. `1,-1:2`.
    fn from_str(text: &str) -> Result<Placement, Refusal> {
        let (cell, orientation) = text
            .split_once(':')
            .ok_or_else(|| Reason::NotAPlacement { text: text.into() })?;
        let cell: Cell = cell.parse()?;
        let orientation: Orientation = orientation.parse()?;
        Ok(Placement { cell, orientation })
    }
}

impl FromStr for Turn {
    type Err = Refusal;

    /// Reads one or two placements `q,r:k` separated by spaces (P13).
    fn from_str(text: &str) -> Result<Turn, Refusal> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [first] => Ok(Turn::single(first.parse()?)),
            [first, second] => Ok(Turn::pair(first.parse()?, second.parse()?)),
            [] => Err(Reason::EmptyTurn.into()),
            _ => Err(Reason::TooManyPlacements {
                text: text.trim().to_owned(),
                count: words.len(),
            }
            .into()),
        }
    }
}
