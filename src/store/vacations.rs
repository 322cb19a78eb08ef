//! Vacations: who is away until when, and the days each player took per
//! year (schema in `migrations/*/0006_vacations.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// A player's vacation: from and until (unix seconds).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Away {
    /// When it began.
    pub from: i64,
    /// When it ends.
    pub until: i64,
}

/// `user_id`'s vacation on `server` if it covers `now`.
pub async fn away_at(
    tx: &mut Tx,
    server: &str,
    user_id: &str,
    now: i64,
) -> Result<Option<Away>, StoreError> {
    let sql = "SELECT away_from, away_until FROM vacations
         WHERE server = $1 AND user_id = $2 AND away_from <= $3 AND away_until > $3";
    let row: Option<(i64, i64)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(server)
            .bind(user_id)
            .bind(now)
            .fetch_optional(conn)
            .await
    })?;
    Ok(row.map(|(from, until)| Away { from, until }))
}

/// Records `user_id`'s vacation on `server` (replacing the last one).
pub async fn set_away(
    tx: &mut Tx,
    server: &str,
    user_id: &str,
    away: Away,
) -> Result<(), StoreError> {
    let sql =
        "INSERT INTO vacations (server, user_id, away_from, away_until) VALUES ($1, $2, $3, $4)
         ON CONFLICT (server, user_id) DO UPDATE SET away_from = excluded.away_from,
             away_until = excluded.away_until";
    execute!(tx, sql, server, user_id, away.from, away.until)?;
    Ok(())
}

/// The vacation days `user_id` took on `server` in `year`.
pub async fn days_used(
    tx: &mut Tx,
    server: &str,
    user_id: &str,
    year: i64,
) -> Result<i64, StoreError> {
    let sql = "SELECT used FROM vacation_days WHERE server = $1 AND user_id = $2 AND year = $3";
    let row: Option<(i64,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(server)
            .bind(user_id)
            .bind(year)
            .fetch_optional(conn)
            .await
    })?;
    Ok(row.map_or(0, |(used,)| used))
}

/// Sets the vacation days `user_id` took on `server` in `year`.
pub async fn set_days_used(
    tx: &mut Tx,
    server: &str,
    user_id: &str,
    year: i64,
    used: i64,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO vacation_days (server, user_id, year, used) VALUES ($1, $2, $3, $4)
         ON CONFLICT (server, user_id, year) DO UPDATE SET used = excluded.used";
    execute!(tx, sql, server, user_id, year, used)?;
    Ok(())
}
