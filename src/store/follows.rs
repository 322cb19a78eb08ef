//! Following a game (issue 50): who gets a direct message per published
//! turn of a game they do not sit in, and in which language (schema in
//! `migrations/*/0019_follows.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// Starts `user_id` following `game_id`, reading `language` (a code);
/// following it already, only the language changes. Returns whether they
/// were not following it yet.
pub async fn follow(
    tx: &mut Tx,
    game_id: i64,
    user_id: &str,
    (language, now): (&str, i64),
) -> Result<bool, StoreError> {
    let sql = "UPDATE follows SET language = $1 WHERE game_id = $2 AND user_id = $3";
    if execute!(tx, sql, language, game_id, user_id)? > 0 {
        return Ok(false);
    }
    let sql = "INSERT INTO follows (game_id, user_id, language, since) VALUES ($1, $2, $3, $4)";
    execute!(tx, sql, game_id, user_id, language, now)?;
    Ok(true)
}

/// Stops `user_id` following `game_id`; whether they were.
pub async fn unfollow(tx: &mut Tx, game_id: i64, user_id: &str) -> Result<bool, StoreError> {
    let sql = "DELETE FROM follows WHERE game_id = $1 AND user_id = $2";
    Ok(execute!(tx, sql, game_id, user_id)? > 0)
}

/// Who follows `game_id` and does not sit in it, with the language code
/// each reads, in the order they began.
pub async fn followers(tx: &mut Tx, game_id: i64) -> Result<Vec<(String, String)>, StoreError> {
    let sql = "SELECT f.user_id, f.language FROM follows f
         WHERE f.game_id = $1
           AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = f.game_id AND s.user_id = f.user_id)
         ORDER BY f.since, f.user_id";
    let rows: Vec<(String, String)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(game_id).fetch_all(conn).await
    })?;
    Ok(rows)
}

/// The ids of the games `user_id` follows on `server`, newest first.
pub async fn followed(tx: &mut Tx, server: &str, user_id: &str) -> Result<Vec<i64>, StoreError> {
    let sql = "SELECT g.id FROM follows f JOIN games g ON g.id = f.game_id
         WHERE f.user_id = $1 AND g.server = $2
         ORDER BY g.id DESC";
    let rows: Vec<(i64,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(user_id)
            .bind(server)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}
