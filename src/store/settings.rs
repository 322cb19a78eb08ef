//! A server's settings, set by its admins (schema in
//! `migrations/*/0008_settings.sql`, `0012_server_language.sql`).

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// The vacation days a year `server` allows, if its admins set them.
pub async fn vacation_days(tx: &mut Tx, server: &str) -> Result<Option<i64>, StoreError> {
    let sql = "SELECT vacation_days FROM server_settings WHERE server = $1";
    let row: Option<(i32,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(server).fetch_optional(conn).await
    })?;
    Ok(row.map(|(days,)| i64::from(days)))
}

/// Sets the vacation days a year of `server`.
pub async fn set_vacation_days(tx: &mut Tx, server: &str, days: i32) -> Result<(), StoreError> {
    let sql = "INSERT INTO server_settings (server, vacation_days) VALUES ($1, $2)
         ON CONFLICT (server) DO UPDATE SET vacation_days = excluded.vacation_days";
    execute!(tx, sql, server, days)?;
    Ok(())
}

/// The language `server`'s channels read, as its code (`en`, `fr`), if
/// its admins chose one.
pub async fn language(tx: &mut Tx, server: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT language FROM server_language WHERE server = $1";
    let row: Option<(String,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(server).fetch_optional(conn).await
    })?;
    Ok(row.map(|(code,)| code))
}

/// Sets the language `server`'s channels read, by its code.
pub async fn set_language(tx: &mut Tx, server: &str, code: &str) -> Result<(), StoreError> {
    let sql = "INSERT INTO server_language (server, language) VALUES ($1, $2)
         ON CONFLICT (server) DO UPDATE SET language = excluded.language";
    execute!(tx, sql, server, code)?;
    Ok(())
}
