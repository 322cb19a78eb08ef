//! Conditional turns: each player's queued lines of replies to the
//! opponent's next turns, per game (schema in
//! `migrations/*/0021_conditionals.sql`). A line is kept as the plies
//! still to come, in the game's canonical text, joined by
//! [`PLY_SEPARATOR`]; it is shortened as it fires and removed when it
//! is spent, dropped or cleared.

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// What separates two plies of a stored line (and of a typed one).
pub const PLY_SEPARATOR: &str = " | ";

/// One queued line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LineRow {
    /// Its row id.
    pub id: i64,
    /// The seat that queued it.
    pub seat: i64,
    /// The plies still to come, in order.
    pub plies: Vec<String>,
    /// The language code its owner typed it in.
    pub language: String,
}

/// The lines queued in game `game`, oldest first.
pub async fn lines(tx: &mut Tx, game: i64) -> Result<Vec<LineRow>, StoreError> {
    let sql = "SELECT id, seat, line, language FROM conditionals WHERE game_id = $1 ORDER BY id";
    let rows: Vec<(i64, i64, String, String)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_all(conn)
        .await)?;
    Ok(rows
        .into_iter()
        .map(|(id, seat, line, language)| LineRow {
            id,
            seat,
            plies: line.split(PLY_SEPARATOR).map(str::to_string).collect(),
            language,
        })
        .collect())
}

/// Queues `plies` for `seat` of game `game`, its owner reading `language`.
pub async fn add(
    tx: &mut Tx,
    game: i64,
    seat: i64,
    plies: &[String],
    language: &str,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO conditionals (game_id, seat, line, language) VALUES ($1, $2, $3, $4)";
    execute!(tx, sql, game, seat, plies.join(PLY_SEPARATOR), language)?;
    Ok(())
}

/// Keeps only `plies` of line `id` (what is left once its first reply
/// fired); an empty rest removes it.
pub async fn shorten(tx: &mut Tx, id: i64, plies: &[String]) -> Result<(), StoreError> {
    if plies.is_empty() {
        return remove(tx, id).await;
    }
    let sql = "UPDATE conditionals SET line = $1 WHERE id = $2";
    execute!(tx, sql, plies.join(PLY_SEPARATOR), id)?;
    Ok(())
}

/// Removes line `id`.
pub async fn remove(tx: &mut Tx, id: i64) -> Result<(), StoreError> {
    execute!(tx, "DELETE FROM conditionals WHERE id = $1", id)?;
    Ok(())
}

/// Removes every line `seat` queued in game `game`; how many there were.
pub async fn clear(tx: &mut Tx, game: i64, seat: i64) -> Result<u64, StoreError> {
    let sql = "DELETE FROM conditionals WHERE game_id = $1 AND seat = $2";
    let count = execute!(tx, sql, game, seat)?;
    Ok(count)
}
