//! Private notes (issue 50): what a person keeps on a game, each at the
//! round it was written in (schema in `migrations/*/0018_notes.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// A note as its author reads it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NoteRow {
    /// The round the game was in when it was written (0 before the first).
    pub round: i64,
    /// The note, cleaned when kept.
    pub text: String,
    /// When it was written (unix seconds).
    pub at: i64,
}

/// Keeps `user_id`'s note `text` on `game_id` at `round`.
pub async fn add(
    tx: &mut Tx,
    game_id: i64,
    user_id: &str,
    round: i64,
    (text, at): (&str, i64),
) -> Result<(), StoreError> {
    let sql = "INSERT INTO notes (game_id, user_id, round, text, at) VALUES ($1, $2, $3, $4, $5)";
    execute!(tx, sql, game_id, user_id, round, text, at)?;
    Ok(())
}

/// How many notes `user_id` keeps on `game_id`.
pub async fn count(tx: &mut Tx, game_id: i64, user_id: &str) -> Result<i64, StoreError> {
    let sql = "SELECT count(*) FROM notes WHERE game_id = $1 AND user_id = $2";
    let (count,): (i64,) = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(game_id)
            .bind(user_id)
            .fetch_one(conn)
            .await
    })?;
    Ok(count)
}

/// `user_id`'s notes on `game_id`, oldest first.
pub async fn of_author(
    tx: &mut Tx,
    game_id: i64,
    user_id: &str,
) -> Result<Vec<NoteRow>, StoreError> {
    let sql = "SELECT round, text, at FROM notes WHERE game_id = $1 AND user_id = $2 ORDER BY id";
    let rows: Vec<(i64, String, i64)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(game_id)
            .bind(user_id)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows
        .into_iter()
        .map(|(round, text, at)| NoteRow { round, text, at })
        .collect())
}
