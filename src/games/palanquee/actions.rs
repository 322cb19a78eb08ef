//! Actions and their text forms: `sow H8`, `grow H8`, `grow H8 seed`,
//! `move H8 J9`, `harvest H8`, `prune H8`, `launch H8 K10` (advanced rules),
//! `claim H8`, `end`, `resign`.
//! Case-insensitive; several actions may be separated by `;` or simply
//! follow each other. Parsing checks only the syntax; whether an action is
//! legal is the [`Game`](super::Game)'s business.

use std::fmt;
use std::str::FromStr;

use super::geometry::{Cell, ParseCellError};
use super::position::PieceKind;

/// Something a player does. The cell names the plant acted on (R10).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Place a seed from reserve on any empty cell, instead of an action (R11).
    Sow(Cell),
    /// Place a sprout or a seed from reserve on an empty cell touching a plant (R10).
    Grow(Cell, PieceKind),
    /// Lift a sprout and set it on an empty cell touching its plant (R10).
    Move(Cell, Cell),
    /// Return a seed of a plant with two or more seeds to reserve (R10).
    Harvest(Cell),
    /// Return a sprout to reserve (R10).
    Prune(Cell),
    /// Launch the centre sprout of a button to a cell up to 6 away, where
    /// it becomes a parasite (R32, advanced rules).
    Launch(Cell, Cell),
    /// Remove a seed of a forgetful opponent's plant, or a whole parasite
    /// of theirs that did not act (R21, R30).
    Claim(Cell),
    /// End the turn, possibly with actions unused (R20).
    End,
    /// The turn ended by its deadline, every remaining action unused
    /// (R21). Written by the deadline keeper through
    /// [`Game::time_out`](super::Game::time_out), never played by players.
    TimeOut,
    /// Leave the game; the player's pieces leave the board (R22).
    Resign,
}

impl Action {
    /// Whether the action belongs to the turn of the player to move (claims
    /// and resignations may come from anyone).
    #[must_use]
    pub fn is_turn_action(self) -> bool {
        !matches!(self, Action::Claim(_) | Action::Resign)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Sow(cell) => write!(f, "sow {cell}"),
            Action::Grow(cell, PieceKind::Sprout) => write!(f, "grow {cell}"),
            Action::Grow(cell, PieceKind::Seed) => write!(f, "grow {cell} seed"),
            Action::Move(from, to) => write!(f, "move {from} {to}"),
            Action::Harvest(cell) => write!(f, "harvest {cell}"),
            Action::Prune(cell) => write!(f, "prune {cell}"),
            Action::Launch(from, to) => write!(f, "launch {from} {to}"),
            Action::Claim(cell) => write!(f, "claim {cell}"),
            Action::End => f.write_str("end"),
            Action::TimeOut => f.write_str("timeout"),
            Action::Resign => f.write_str("resign"),
        }
    }
}

/// Why a text is not an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    /// No action in the text.
    #[error("no action given: try `sow H8`, `grow H8`, `move H8 J9` or `end`")]
    Empty,
    /// The first word is no action's name.
    #[error(
        "unknown action `{0}`: the actions are sow, grow, move, harvest, prune, launch, claim, end and resign"
    )]
    UnknownAction(String),
    /// A cell is missing after the action's name.
    #[error("`{action}` needs {needs}, like `{example}`")]
    MissingCell {
        /// The action's name.
        action: &'static str,
        /// What is missing, in words.
        needs: &'static str,
        /// A correct example.
        example: &'static str,
    },
    /// A word that should be a cell is not one.
    #[error("{0}")]
    BadCell(#[from] ParseCellError),
    /// Words left over after a complete action.
    #[error("unexpected `{word}` after `{action}`")]
    Unexpected {
        /// The extra word.
        word: String,
        /// The action it follows.
        action: String,
    },
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads exactly one action.
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let mut actions = parse_actions(text)?;
        match (actions.pop(), actions.is_empty()) {
            (Some(action), true) => Ok(action),
            (Some(action), false) => Err(ParseActionError::Unexpected {
                word: action.to_string(),
                action: actions
                    .iter()
                    .map(Action::to_string)
                    .collect::<Vec<_>>()
                    .join("; "),
            }),
            (None, _) => Err(ParseActionError::Empty),
        }
    }
}

/// Reads a sequence of actions: `grow H8; move H8 J9` or `grow H8 move H8 J9`.
pub fn parse_actions(text: &str) -> Result<Vec<Action>, ParseActionError> {
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == ';' || c == ',')
        .filter(|w| !w.is_empty())
        .peekable();
    let mut actions = Vec::new();
    while let Some(word) = words.next() {
        let name = word.to_ascii_lowercase();
        let mut cell = |action: &'static str, needs, example| -> Result<Cell, ParseActionError> {
            let word = words.next().ok_or(ParseActionError::MissingCell {
                action,
                needs,
                example,
            })?;
            Ok(word.parse::<Cell>()?)
        };
        let action = match name.as_str() {
            "sow" => Action::Sow(cell("sow", "a cell", "sow H8")?),
            "grow" => {
                let at = cell("grow", "a cell", "grow H8")?;
                if words.peek().is_some_and(|w| w.eq_ignore_ascii_case("seed")) {
                    words.next();
                    Action::Grow(at, PieceKind::Seed)
                } else {
                    Action::Grow(at, PieceKind::Sprout)
                }
            }
            "move" => {
                let from = cell("move", "two cells, from and to", "move H8 J9")?;
                let to = cell("move", "two cells, from and to", "move H8 J9")?;
                Action::Move(from, to)
            }
            "launch" => {
                let from = cell(
                    "launch",
                    "two cells, the button's centre and the landing",
                    "launch H8 K10",
                )?;
                let to = cell(
                    "launch",
                    "two cells, the button's centre and the landing",
                    "launch H8 K10",
                )?;
                Action::Launch(from, to)
            }
            "harvest" => Action::Harvest(cell("harvest", "a seed's cell", "harvest H8")?),
            "prune" => Action::Prune(cell("prune", "a sprout's cell", "prune H8")?),
            "claim" => Action::Claim(cell("claim", "a seed's or a parasite's cell", "claim H8")?),
            "end" => Action::End,
            "timeout" => Action::TimeOut,
            "resign" => Action::Resign,
            "seed" => {
                return Err(ParseActionError::Unexpected {
                    word: word.into(),
                    action: actions
                        .last()
                        .map_or_else(String::new, |a: &Action| a.to_string()),
                });
            }
            _ => return Err(ParseActionError::UnknownAction(word.into())),
        };
        actions.push(action);
    }
    if actions.is_empty() {
        return Err(ParseActionError::Empty);
    }
    Ok(actions)
}
