//! Where each tournament game is played on Discord (schema in
//! `migrations/*/0015_threads_of_games.sql`): the command layer names a
//! game's channel `<event channel>/r2-b3` for every front end; the bot
//! keeps here, for each such game, the starter message it posted in the
//! event's channel, the thread started from it, or why the game is
//! played in the event's channel instead. A row belongs to a game, not to
//! its channel's name: a later event's board of the same name is another
//! game, with a thread of its own.

use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// Where a tournament game is played on Discord, as far as known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardThread {
    /// The game.
    pub game: i64,
    /// Its channel in the command layer (`<event channel>/r1-b2`).
    pub channel: String,
    /// The starter message posted in the event's channel, once posted.
    pub starter: Option<String>,
    /// The thread started from it, once started.
    pub thread: Option<String>,
    /// Why the game is played in the event's channel, if it is.
    pub fallback: Option<String>,
}

impl BoardThread {
    /// Whether the game's place is settled: its thread is known, or it is
    /// played in its event's channel.
    #[must_use]
    pub fn is_placed(&self) -> bool {
        self.thread.is_some() || self.fallback.is_some()
    }
}

/// The newest game of `channel` (the one its new posts announce).
pub async fn newest_game(tx: &mut Tx, channel: &str) -> Result<Option<i64>, StoreError> {
    let sql = "SELECT max(id) FROM games WHERE channel = $1";
    let row: Option<(Option<i64>,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(channel)
        .fetch_optional(conn)
        .await)?;
    Ok(row.and_then(|(id,)| id))
}

/// What is known of game `game`'s thread.
pub async fn board_thread(tx: &mut Tx, game: i64) -> Result<Option<BoardThread>, StoreError> {
    let sql =
        "SELECT channel, starter, thread, fallback FROM board_games_threads WHERE game_id = $1";
    type Row = (String, Option<String>, Option<String>, Option<String>);
    let row: Option<Row> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(channel, starter, thread, fallback)| BoardThread {
        game,
        channel,
        starter,
        thread,
        fallback,
    }))
}

/// Makes sure game `game` (of board channel `channel`) has a row.
async fn ensure_row(tx: &mut Tx, game: i64, channel: &str) -> Result<(), StoreError> {
    let sql = "INSERT INTO board_games_threads (game_id, channel) VALUES ($1, $2)
         ON CONFLICT (game_id) DO NOTHING";
    execute!(tx, sql, game, channel)?;
    Ok(())
}

/// Keeps `starter` as game `game`'s starter message unless one is kept
/// already (another process posted it first); returns the one kept.
pub async fn keep_starter(
    tx: &mut Tx,
    game: i64,
    channel: &str,
    starter: &str,
) -> Result<String, StoreError> {
    ensure_row(tx, game, channel).await?;
    let sql = "UPDATE board_games_threads SET starter = $2 WHERE game_id = $1 AND starter IS NULL";
    execute!(tx, sql, game, starter)?;
    let kept = board_thread(tx, game).await?.and_then(|row| row.starter);
    Ok(kept.unwrap_or_else(|| starter.to_owned()))
}

/// Keeps `thread` as game `game`'s thread: it is played there now.
pub async fn keep_thread(tx: &mut Tx, game: i64, thread: &str) -> Result<(), StoreError> {
    let sql = "UPDATE board_games_threads SET thread = $2, fallback = NULL WHERE game_id = $1";
    execute!(tx, sql, game, thread)?;
    Ok(())
}

/// Game `game` (of board channel `channel`) is played in its event's
/// channel from now on, for reason `why`; whether this is news (it was
/// not already).
pub async fn keep_fallback(
    tx: &mut Tx,
    game: i64,
    channel: &str,
    why: &str,
) -> Result<bool, StoreError> {
    ensure_row(tx, game, channel).await?;
    let sql = "UPDATE board_games_threads SET thread = NULL, fallback = $2
         WHERE game_id = $1 AND fallback IS NULL";
    Ok(execute!(tx, sql, game, why)? > 0)
}

/// The thread of the newest game of board channel `channel`, if it has
/// one.
pub async fn thread_of(tx: &mut Tx, channel: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT t.thread FROM board_games_threads t
         WHERE t.game_id = (SELECT max(g.id) FROM games g WHERE g.channel = $1)";
    let row: Option<(Option<String>,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(channel)
        .fetch_optional(conn)
        .await)?;
    Ok(row.and_then(|(thread,)| thread))
}

/// The board channel whose commands come from thread `thread`: only if
/// the thread's game is its channel's newest (an older event's thread
/// does not reach the new event's game of the same name).
pub async fn channel_of_thread(tx: &mut Tx, thread: &str) -> Result<Option<String>, StoreError> {
    let sql = "SELECT t.channel FROM board_games_threads t
         WHERE t.thread = $1
           AND t.game_id = (SELECT max(g.id) FROM games g WHERE g.channel = t.channel)";
    let row: Option<(String,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(thread)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(channel,)| channel))
}

/// The board channel, under event channel `event`, of a game in play
/// without a thread (played in the event's channel) where `user` has a
/// seat: their commands in the event's channel go there.
pub async fn fallback_board_of(
    tx: &mut Tx,
    event: &str,
    user: &str,
) -> Result<Option<String>, StoreError> {
    let sql = "SELECT t.channel FROM board_games_threads t
         JOIN games g ON g.id = t.game_id
         JOIN seats s ON s.game_id = g.id
         WHERE t.fallback IS NOT NULL AND g.status = 'playing' AND s.user_id = $2
           AND t.channel LIKE $1 ESCAPE '\\'
         ORDER BY g.id DESC LIMIT 1";
    let pattern = format!("{}/%", like_escaped(event));
    let row: Option<(String,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(&pattern)
        .bind(user)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(channel,)| channel))
}

/// `text` with `LIKE`'s wildcards and escape character escaped.
fn like_escaped(text: &str) -> String {
    text.chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect()
}

/// Threads of finished or aborted games not archived yet, with nothing
/// left to post in them: (game, thread), at most `limit`.
pub async fn threads_to_archive(tx: &mut Tx, limit: i64) -> Result<Vec<(i64, String)>, StoreError> {
    let sql = "SELECT t.game_id, t.thread FROM board_games_threads t
         JOIN games g ON g.id = t.game_id
         WHERE t.thread IS NOT NULL AND NOT t.archived
           AND g.status IN ('finished', 'aborted')
           AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.board_game = t.game_id
                           AND o.delivered_at IS NULL AND o.given_up_at IS NULL)
         ORDER BY t.game_id LIMIT $1";
    Ok(on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(limit)
        .fetch_all(conn)
        .await)?)
}

/// Game `game`'s thread is archived (or can never be): not tried again.
pub async fn mark_archived(tx: &mut Tx, game: i64) -> Result<(), StoreError> {
    let sql = "UPDATE board_games_threads SET archived = TRUE WHERE game_id = $1";
    execute!(tx, sql, game)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::like_escaped;

    #[test]
    fn like_wildcards_are_escaped() {
        assert_eq!(like_escaped("1234"), "1234");
        assert_eq!(like_escaped("a_b%c\\d"), "a\\_b\\%c\\\\d");
    }
}
