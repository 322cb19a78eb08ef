//! What an event did, for players to read: the end of the game and the
//! consequences of one action or one turn (captures R14-R16, claims R21,
//! removals R8, fusions and separations, unused actions R20).

use std::fmt;

use super::geometry::{Cell, Column};
use super::position::{Piece, Player, Position};
use crate::games::rules::Finish;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The last player left (R22).
    Winner(Player),
    /// Nobody is left: the last seeds went at once (R23).
    Draw,
}

impl From<Outcome> for Finish {
    /// The outcome by seats (player `a` is seat 0).
    fn from(outcome: Outcome) -> Finish {
        match outcome {
            Outcome::Winner(winner) => Finish::Won(winner.index()),
            Outcome::Draw => Finish::Drawn,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Winner(player) => write!(f, "{player} wins"),
            Outcome::Draw => f.write_str("the game is drawn"),
        }
    }
}

/// A piece that left the board, and where from.
pub type Removed = (Cell, Piece);

/// What one event did, for players to read.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Report {
    /// Pieces captured by a pincer (R14, R15).
    pub captured: Vec<Removed>,
    /// Saturated columns and the pieces they lost (R16).
    pub saturated: Vec<(Column, Vec<Removed>)>,
    /// Isolated sprouts removed (R8), and pieces that left with a resignation.
    pub removed: Vec<Removed>,
    /// Seeds taken by a claim (R21).
    pub claimed: Vec<Removed>,
    /// For each of the mover's plants made of several: how many joined.
    pub fused: Vec<usize>,
    /// For each of the mover's plants that fell apart: into how many.
    pub split: Vec<usize>,
    /// Actions left unused when the turn ended (R20).
    pub unused: usize,
    /// Players who went out (R22).
    pub eliminated: Vec<Player>,
    /// Who moves next, when the turn passed.
    pub next: Option<Player>,
    /// The end of the game, if this event ended it.
    pub outcome: Option<Outcome>,
}

impl fmt::Display for Report {
    /// The consequences as one line, empty when there were none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        let list = |pieces: &[Removed]| {
            pieces
                .iter()
                .map(|(cell, piece)| format!("{cell} ({})", piece.letter()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.captured.is_empty() {
            parts.push(format!("captured {}", list(&self.captured)));
        }
        for (column, pieces) in &self.saturated {
            parts.push(format!(
                "column {column} saturated: removed {}",
                list(pieces)
            ));
        }
        if !self.claimed.is_empty() {
            parts.push(format!("claimed {}", list(&self.claimed)));
        }
        if !self.removed.is_empty() {
            parts.push(format!("removed {}", list(&self.removed)));
        }
        for joined in &self.fused {
            parts.push(format!("{joined} plants fused"));
        }
        for parts_count in &self.split {
            parts.push(format!("a plant split in {parts_count}"));
        }
        if self.unused > 0 {
            parts.push(format!(
                "{} action{} unused: opponents may claim (R20, R21)",
                self.unused,
                if self.unused == 1 { "" } else { "s" }
            ));
        }
        for player in &self.eliminated {
            parts.push(format!("{player} is out"));
        }
        if let Some(outcome) = self.outcome {
            parts.push(outcome.to_string());
        } else if let Some(next) = self.next {
            parts.push(format!("{next} to move"));
        }
        f.write_str(&parts.join("; "))
    }
}

/// How the mover's plants joined or fell apart (fusion, separation).
pub(crate) fn plant_changes(
    before: &Position,
    after: &Position,
    mover: Player,
    report: &mut Report,
) {
    let before = before.plants(mover);
    let after = after.plants(mover);
    for new in &after {
        let joined = before
            .iter()
            .filter(|old| !(old.cells & new.cells).is_empty())
            .count();
        if joined > 1 {
            report.fused.push(joined);
        }
    }
    for old in &before {
        let parts = after
            .iter()
            .filter(|new| !(old.cells & new.cells).is_empty())
            .count();
        if parts > 1 {
            report.split.push(parts);
        }
    }
}
