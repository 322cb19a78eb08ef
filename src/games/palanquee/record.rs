//! The game record: a starting position and every event since, from which
//! any earlier position is replayed.
//!
//! Text form, one event per line after the start:
//!
//! ```text
//! start 19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 a 1 50/3,50/3
//! a sow E1
//! a end
//! b sow K9
//! ```
//!
//! A game under the advanced rules has the line `rules advanced` right after
//! the start; a record without it plays the basic rules.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::actions::{Action, ParseActionError};
use super::notation::ParsePositionError;
use super::position::{Player, Position};
use super::rules::{ParseRulesError, Rules};

/// One thing a player did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    /// Who did it.
    pub player: Player,
    /// What they did.
    pub action: Action,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.player, self.action)
    }
}

/// A starting position and the events played from it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// Shared between copies: searches copy games by the thousand.
    start: Arc<Position>,
    rules: Rules,
    events: Vec<Event>,
}

impl Record {
    /// A record of the basic game with no event yet.
    #[must_use]
    pub fn new(start: Position) -> Record {
        Record::with_rules(start, Rules::Basic)
    }

    /// A record under `rules` with no event yet.
    #[must_use]
    pub fn with_rules(start: Position, rules: Rules) -> Record {
        Record {
            start: Arc::new(start),
            rules,
            events: Vec::new(),
        }
    }

    /// The rules the game plays.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The position the record starts from.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The events, oldest first.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The record cut after its first `count` events (an earlier moment of
    /// the game, to replay with [`Game::replay`](super::Game::replay)).
    #[must_use]
    pub fn truncated(&self, count: usize) -> Record {
        Record {
            start: Arc::clone(&self.start),
            rules: self.rules,
            events: self.events.iter().take(count).copied().collect(),
        }
    }

    pub(crate) fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    pub(crate) fn pop(&mut self) -> Option<Event> {
        self.events.pop()
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "start {}", self.start)?;
        if self.rules.is_advanced() {
            writeln!(f, "rules {}", self.rules)?;
        }
        for event in &self.events {
            writeln!(f, "{event}")?;
        }
        Ok(())
    }
}

/// Why a text is not a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseRecordError {
    /// The first line is not `start POSITION`.
    #[error("line 1: a record starts with `start POSITION`")]
    MissingStart,
    /// The starting position is malformed.
    #[error("line 1: {0}")]
    Start(#[from] ParsePositionError),
    /// An event line does not begin with a seat letter `a`..`e`.
    #[error("line {line}: `{text}` does not start with a player letter a-e")]
    BadPlayer {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: String,
    },
    /// The `rules` line names no rule set.
    #[error("line {line}: {error}")]
    BadRules {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        error: ParseRulesError,
    },
    /// An event's action is malformed.
    #[error("line {line}: {error}")]
    BadAction {
        /// 1-based line number.
        line: usize,
        /// What is wrong with the action.
        error: ParseActionError,
    },
}

impl FromStr for Record {
    type Err = ParseRecordError;

    /// Reads the text form. Blank lines are skipped. Only the syntax is
    /// checked; [`Game::replay`](super::Game::replay) checks the rules.
    fn from_str(text: &str) -> Result<Record, ParseRecordError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.trim()))
            .filter(|(_, line)| !line.is_empty());
        let start = lines
            .next()
            .and_then(|(_, line)| line.strip_prefix("start "))
            .ok_or(ParseRecordError::MissingStart)?
            .parse::<Position>()?;
        let mut record = Record::new(start);
        let mut lines = lines.peekable();
        if let Some((line, rules)) = lines.next_if(|(_, text)| text.starts_with("rules ")) {
            record.rules = rules
                .trim_start_matches("rules ")
                .parse()
                .map_err(|error| ParseRecordError::BadRules { line, error })?;
        }
        for (line, text) in lines {
            let (who, action) = text.split_once(' ').unwrap_or((text, ""));
            let mut letters = who.chars();
            let player = match (letters.next().and_then(Player::from_letter), letters.next()) {
                (Some(player), None) => player,
                _ => {
                    return Err(ParseRecordError::BadPlayer {
                        line,
                        text: text.into(),
                    });
                }
            };
            let action = action
                .parse::<Action>()
                .map_err(|error| ParseRecordError::BadAction { line, error })?;
            record.push(Event { player, action });
        }
        Ok(record)
    }
}
