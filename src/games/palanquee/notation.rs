//! The position notation `ROWS TO_MOVE ROUND RESERVES`.
//!
//! - ROWS: 16 rows separated by `/`, row 1 first, each listing columns A..S:
//!   a number 1-19 is that many empty cells, `a`..`e` a sprout of player
//!   1..5, `A`..`E` a seed. Every row adds up to 19 cells.
//! - TO_MOVE: the letter of the player to move. ROUND: from 1.
//! - RESERVES: `sprouts/seeds` per player in seat order, comma-separated;
//!   their count is the number of players (2-5).
//!
//! ```
//! use palanquee::games::palanquee::Position;
//! let text = "4A14/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 1 50/2,50/3";
//! let position: Position = text.parse().unwrap();
//! assert_eq!(position.to_string(), text);
//! ```
//!
//! Parsing reads the syntax, then checks that the position could stand in a
//! game (material of R7, no isolated sprouts R8, no saturated column R16).
//! A seedless group touching an enemy plant (or a parasite so rooted) is a
//! parasite of the advanced rules (R30) and is accepted; a basic game
//! refuses it ([`Game::from_position_with`](super::Game::from_position_with)).

use std::fmt;
use std::str::FromStr;

use super::captures::saturated_columns;
use super::geometry::{COLUMN_COUNT, Cell, Column, ROW_COUNT, Row};
use super::parasites;
use super::position::{
    MAX_PLAYERS, MIN_PLAYERS, Piece, Player, Position, Reserve, SEEDS_PER_PLAYER,
    SPROUTS_PER_PLAYER,
};

/// Why a text is not a position: the field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("position {field}: {reason}")]
pub struct ParsePositionError {
    /// The field at fault: `rows`, `row 3`, `player to move`, `round`,
    /// `reserves`, or the whole `position`.
    pub field: String,
    /// What is wrong, in words.
    pub reason: String,
}

fn error(field: impl Into<String>, reason: impl Into<String>) -> ParsePositionError {
    ParsePositionError {
        field: field.into(),
        reason: reason.into(),
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows: Vec<String> = (0..ROW_COUNT)
            .filter_map(Row::new)
            .map(|row| {
                let mut text = String::new();
                let mut empty = 0;
                for column in Column::ALL {
                    match self.piece_at(Cell::at(column, row)) {
                        None => empty += 1,
                        Some(piece) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push(piece.letter());
                        }
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                text
            })
            .collect();
        let reserves: Vec<String> = self
            .players()
            .map(|p| {
                let r = self.reserve(p);
                format!("{}/{}", r.sprouts, r.seeds)
            })
            .collect();
        write!(
            f,
            "{} {} {} {}",
            rows.join("/"),
            self.to_move(),
            self.round(),
            reserves.join(",")
        )
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [rows, to_move, round, reserves] = fields[..] else {
            return Err(error(
                "position",
                format!(
                    "expected 4 fields `ROWS TO_MOVE ROUND RESERVES`, found {}",
                    fields.len()
                ),
            ));
        };
        let reserves = parse_reserves(reserves)?;
        let board = parse_rows(rows)?;
        let to_move = parse_to_move(to_move)?;
        let round = round
            .parse::<u32>()
            .ok()
            .filter(|&r| r >= 1)
            .ok_or_else(|| error("round", format!("`{round}` is not a round number from 1")))?;

        let player_count = reserves.len();
        let mut position = Position::new(player_count)
            .ok_or_else(|| error("reserves", "a game has 2 to 5 players (R7)"))?;
        for (cell, piece) in board {
            if !position.is_seated(piece.owner) {
                return Err(error(
                    format!("row {}", cell.row()),
                    format!(
                        "`{}` at {cell} belongs to player {}, but the reserves list {player_count} players",
                        piece.letter(),
                        piece.owner.index() + 1
                    ),
                ));
            }
            position.put(cell, piece);
        }
        if !position.is_seated(to_move) {
            return Err(error(
                "player to move",
                format!("`{to_move}` has no seat: the reserves list {player_count} players"),
            ));
        }
        for (player, reserve) in position.players().zip(reserves) {
            position.set_reserve(player, reserve);
        }
        position.set_to_move(to_move, round);
        validate(&position)?;
        Ok(position)
    }
}

fn parse_rows(text: &str) -> Result<Vec<(Cell, Piece)>, ParsePositionError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != ROW_COUNT {
        return Err(error(
            "rows",
            format!("expected 16 rows separated by `/`, found {}", rows.len()),
        ));
    }
    let mut pieces = Vec::new();
    for (index, row_text) in rows.iter().enumerate() {
        let field = format!("row {}", index + 1);
        let Some(row) = Row::new(index) else {
            return Err(error(field, "no such row"));
        };
        let mut column = 0usize;
        let mut chars = row_text.char_indices().peekable();
        while let Some((start, c)) = chars.next() {
            if c.is_ascii_digit() {
                let mut end = start + 1;
                while let Some(&(i, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    end = i + 1;
                    chars.next();
                }
                let run = &row_text[start..end];
                let count = run
                    .parse::<usize>()
                    .ok()
                    .filter(|n| (1..=COLUMN_COUNT).contains(n))
                    .ok_or_else(|| {
                        error(
                            &field,
                            format!("`{run}` is not a count of empty cells from 1 to 19"),
                        )
                    })?;
                column += count;
            } else {
                let piece = Piece::from_letter(c).ok_or_else(|| {
                    error(
                        &field,
                        format!("`{c}` is neither a count of empty cells nor a piece (a-e sprouts, A-E seeds)"),
                    )
                })?;
                if let Some(col) = Column::new(column) {
                    pieces.push((Cell::at(col, row), piece));
                }
                column += 1;
            }
            if column > COLUMN_COUNT {
                return Err(error(
                    &field,
                    format!("`{row_text}` holds more than 19 cells"),
                ));
            }
        }
        if column != COLUMN_COUNT {
            return Err(error(
                &field,
                format!("`{row_text}` adds up to {column} cells, not 19"),
            ));
        }
    }
    Ok(pieces)
}

fn parse_to_move(text: &str) -> Result<Player, ParsePositionError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_lowercase() => Player::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| {
        error(
            "player to move",
            format!("`{text}` is not a player letter a-e"),
        )
    })
}

fn parse_reserves(text: &str) -> Result<Vec<Reserve>, ParsePositionError> {
    let entries: Vec<&str> = text.split(',').collect();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&entries.len()) {
        return Err(error(
            "reserves",
            format!(
                "expected one `sprouts/seeds` entry per player, 2 to 5 (R7), found {}",
                entries.len()
            ),
        ));
    }
    entries
        .iter()
        .map(|entry| {
            let parsed = entry.split_once('/').and_then(|(sprouts, seeds)| {
                Some(Reserve {
                    sprouts: sprouts.parse().ok().filter(|&n| n <= SPROUTS_PER_PLAYER)?,
                    seeds: seeds.parse().ok().filter(|&n| n <= SEEDS_PER_PLAYER)?,
                })
            });
            parsed.ok_or_else(|| {
                error(
                    "reserves",
                    format!(
                        "`{entry}` is not `sprouts/seeds` with at most 50 sprouts and 3 seeds (R7)"
                    ),
                )
            })
        })
        .collect()
}

/// A sprout in a seedless group that could not be a parasite: it touches
/// no enemy plant, nor an enemy parasite that itself lives (R8, R30).
fn unrooted_sprout(position: &Position) -> Option<(Player, Cell)> {
    let candidates = position
        .players()
        .flat_map(|player| {
            position
                .parasites(player)
                .into_iter()
                .map(move |group| (player, group.cells))
        })
        .collect();
    let (_, dead) = parasites::living(position, candidates);
    dead.first()
        .and_then(|&(player, cells)| Some((player, cells.first()?)))
}

/// Checks that a parsed position could arise in a game.
fn validate(position: &Position) -> Result<(), ParsePositionError> {
    for player in position.players() {
        let reserve = position.reserve(player);
        let sprouts = position.sprouts_of(player).len() + usize::from(reserve.sprouts);
        if sprouts != usize::from(SPROUTS_PER_PLAYER) {
            return Err(error(
                "reserves",
                format!(
                    "{player} has {sprouts} sprouts on the board and in reserve; every player has 50 (R7)"
                ),
            ));
        }
        let seeds = position.seeds_of(player).len() + usize::from(reserve.seeds);
        if seeds > usize::from(SEEDS_PER_PLAYER) {
            return Err(error(
                "reserves",
                format!("{player} has {seeds} seeds on the board and in reserve; at most 3 (R7)"),
            ));
        }
    }
    if let Some((player, cell)) = unrooted_sprout(position) {
        return Err(error(
            format!("row {}", cell.row()),
            format!(
                "{player}'s sprout at {cell} is in a group with no seed touching no enemy plant: neither a plant (R8) nor a parasite (R30)"
            ),
        ));
    }
    if let Some(column) = saturated_columns(position).first() {
        return Err(error(
            "rows",
            format!("column {column} has no two adjacent empty cells: it would be saturated (R16)"),
        ));
    }
    let alive = position.alive_players().count();
    if alive > 1 && !position.is_alive(position.to_move()) {
        return Err(error(
            "player to move",
            format!("{} has no seed left and is out (R22)", position.to_move()),
        ));
    }
    Ok(())
}
