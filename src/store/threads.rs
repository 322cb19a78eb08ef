//! The Discord thread each tournament game is played in (schema in
//! `migrations/*/0014_board_threads.sql`): the command layer names a
//! game's channel `<event channel>/r2-b3` for every front end; the bot
//! keeps here the thread it opened for it, to post there and to read the
//! thread's commands as the game's.

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// The thread opened for board channel `channel`, if any.
pub async fn thread_of(tx: &mut Tx, channel: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT thread FROM board_threads WHERE channel = $1";
    let row: Option<(String,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(channel)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(thread,)| thread))
}

/// The board channel thread `thread` was opened for, if it is one.
pub async fn channel_of_thread(tx: &mut Tx, thread: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT channel FROM board_threads WHERE thread = $1";
    let row: Option<(String,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(thread)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(channel,)| channel))
}

/// Keeps `thread` as board channel `channel`'s, unless one is kept
/// already (another process opened one first); returns the one kept.
pub async fn keep_thread(tx: &mut Tx, channel: &str, thread: &str) -> Result<String, StoreError> {
    let sql = "INSERT INTO board_threads (channel, thread) VALUES ($1, $2)
         ON CONFLICT (channel) DO NOTHING";
    execute!(tx, sql, channel, thread)?;
    Ok(thread_of(tx, channel)
        .await?
        .unwrap_or_else(|| thread.to_owned()))
}

/// Forgets the thread of board channel `channel`: a new game opens there
/// (a new event's board of the same name), to be played in a new thread.
pub async fn forget_thread(tx: &mut Tx, channel: &str) -> Result<(), StoreError> {
    execute!(tx, "DELETE FROM board_threads WHERE channel = $1", channel)?;
    Ok(())
}
