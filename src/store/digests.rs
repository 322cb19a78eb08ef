//! The daily digest (issue 50): whose digest is due, and the one row per
//! player and day that makes each digest once across processes (schema in
//! `migrations/*/0020_digests.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// The players whose digest of `day` (days since 1970-01-01, UTC) is due
/// at `hour` (UTC): their hour has come and no digest of that day was
/// made; with the language code each reads, and whether Discord refused a
/// direct message to them since `quiet_since` (then none is tried).
pub async fn due(
    tx: &mut Tx,
    day: i64,
    hour: i64,
    quiet_since: i64,
) -> Result<Vec<(String, String)>, StoreError> {
    let sql = "SELECT n.user_id, n.language FROM notice_settings n
         WHERE n.digest_hour IS NOT NULL AND n.digest_hour <= $1
           AND (n.dm_closed_at IS NULL OR n.dm_closed_at <= $2)
           AND NOT EXISTS (SELECT 1 FROM digests d WHERE d.user_id = n.user_id AND d.day = $3)
         ORDER BY n.user_id";
    let rows: Vec<(String, String)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(hour)
            .bind(quiet_since)
            .bind(day)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows)
}

/// Records `user_id`'s digest of `day`, listing `games`, made `at`;
/// `false` if one was already made (by another process): then this one is
/// not sent. On PostgreSQL a second process's insert waits for the first
/// one's commit and then does nothing.
pub async fn claim(
    tx: &mut Tx,
    user_id: &str,
    day: i64,
    (games, at): (i64, i64),
) -> Result<bool, StoreError> {
    let sql = "INSERT INTO digests (user_id, day, games, at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, day) DO NOTHING";
    Ok(execute!(tx, sql, user_id, day, games, at)? == 1)
}
