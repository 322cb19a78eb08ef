//! Turn notices by direct message: who wants them (per turn, as a daily
//! digest), whether Discord refuses them, and the language they read
//! (schema in `migrations/*/0007_notices.sql`, `0009_notice_language.sql`
//! and `0020_digests.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// Sets `user_id`'s notices by direct message: one per turn (`on`), and a
/// daily digest at `digest_hour` (UTC) or none, written in `language` (a
/// code such as `fr`). Setting them forgets that their DMs were closed:
/// the next refusal is told again.
pub async fn set_dm(
    tx: &mut Tx,
    user_id: &str,
    (on, digest_hour): (bool, Option<i64>),
    language: &str,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO notice_settings (user_id, dm, dm_closed_at, language, digest_hour)
         VALUES ($1, $2, NULL, $3, $4)
         ON CONFLICT (user_id) DO UPDATE
         SET dm = excluded.dm, dm_closed_at = NULL, language = excluded.language,
             digest_hour = excluded.digest_hour";
    execute!(tx, sql, user_id, on, language, digest_hour)?;
    Ok(())
}

/// The language code `user_id`'s notices are written in, if they ever ran
/// `/notify`.
pub async fn language(tx: &mut Tx, user_id: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT language FROM notice_settings WHERE user_id = $1";
    let row: Option<(String,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(user_id).fetch_optional(conn).await
    })?;
    Ok(row.map(|(language,)| language))
}

/// Whether a turn notice by direct message should be sent to `user_id`:
/// they asked for them, and Discord has not refused one since `quiet_since`
/// (a refusal counts towards Discord's limit of invalid requests, so a
/// user whose DMs are closed is tried now and then, not at every turn).
pub async fn wants_dm(tx: &mut Tx, user_id: &str, quiet_since: i64) -> Result<bool, StoreError> {
    let sql = "SELECT dm, dm_closed_at FROM notice_settings WHERE user_id = $1";
    let row: Option<(bool, Option<i64>)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(user_id).fetch_optional(conn).await
    })?;
    Ok(row.is_some_and(|(on, refused)| on && refused.is_none_or(|at| at <= quiet_since)))
}

/// Records that Discord refused a direct message to `user_id` at `now`
/// (the last refusal is kept). Returns whether this is news (their DMs
/// were not known closed): the game's channel is told only then.
pub async fn dm_closed(tx: &mut Tx, user_id: &str, now: i64) -> Result<bool, StoreError> {
    let sql = "SELECT dm_closed_at FROM notice_settings WHERE user_id = $1";
    let before: Option<(Option<i64>,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(user_id).fetch_optional(conn).await
    })?;
    let sql = "UPDATE notice_settings SET dm_closed_at = $1 WHERE user_id = $2";
    execute!(tx, sql, now, user_id)?;
    Ok(matches!(before, Some((None,))))
}

/// A direct message reached `user_id`: their DMs are open (again).
pub async fn dm_open(tx: &mut Tx, user_id: &str) -> Result<(), StoreError> {
    let sql = "UPDATE notice_settings SET dm_closed_at = NULL WHERE user_id = $1";
    execute!(tx, sql, user_id)?;
    Ok(())
}
