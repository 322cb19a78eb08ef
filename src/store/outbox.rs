//! The outbox: what must reach a channel, written in the same transaction
//! as the change it announces, and kept until a front end shows it or the
//! platform confirms a post (schema in `migrations/0002_outbox.sql`). Also
//! the channels whose posts fail, and why.

use sqlx::SqliteConnection;

use super::StoreError;

/// A post waiting for (or done with) delivery.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OutboxRow {
    /// Its id.
    pub id: i64,
    /// Where it goes.
    pub channel: String,
    /// The message text.
    pub text: String,
    /// User ids to mention.
    pub mentions: Vec<String>,
    /// A deadline to show (unix seconds).
    pub deadline: Option<i64>,
    /// The attached file's name and bytes.
    pub file: Option<(String, Vec<u8>)>,
    /// Sent with the post so that a retry cannot post twice.
    pub nonce: String,
    /// Tries so far.
    pub attempts: i64,
}

/// A post to add: what a public reply holds.
pub struct NewPost<'a> {
    /// Where it goes.
    pub channel: &'a str,
    /// The message text.
    pub text: &'a str,
    /// User ids to mention.
    pub mentions: &'a [String],
    /// A deadline to show.
    pub deadline: Option<i64>,
    /// The attached file's name and bytes.
    pub file: Option<(&'a str, &'a [u8])>,
}

type OutboxTuple = (
    i64,
    String,
    String,
    String,
    Option<i64>,
    Option<String>,
    Option<Vec<u8>>,
    String,
    i64,
);

fn outbox_from(row: OutboxTuple) -> OutboxRow {
    let (id, channel, text, mentions, deadline, file_name, file_bytes, nonce, attempts) = row;
    OutboxRow {
        id,
        channel,
        text,
        mentions: mentions
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect(),
        deadline,
        file: file_name.zip(file_bytes),
        nonce,
        attempts,
    }
}

const OUTBOX_COLUMNS: &str = "SELECT id, channel, text, mentions, deadline, file_name, file_bytes, nonce, attempts FROM outbox";

/// Adds `post`, to be left to its maker until `post_after`; returns its id.
pub async fn insert_post(
    conn: &mut SqliteConnection,
    post: &NewPost<'_>,
    now: i64,
    post_after: i64,
) -> Result<i64, StoreError> {
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO outbox (channel, text, mentions, deadline, file_name, file_bytes, nonce, created_at, post_after)
         VALUES (?, ?, ?, ?, ?, ?, '', ?, ?) RETURNING id",
    )
    .bind(post.channel)
    .bind(post.text)
    .bind(post.mentions.join("\n"))
    .bind(post.deadline)
    .bind(post.file.map(|(name, _)| name))
    .bind(post.file.map(|(_, bytes)| bytes))
    .bind(now)
    .bind(post_after)
    .fetch_one(&mut *conn)
    .await?;
    // Unique per post and per database: the id, and when it was made
    // (a database started afresh reuses ids). At most 25 characters.
    let nonce = format!("{id:x}.{now:x}");
    sqlx::query("UPDATE outbox SET nonce = ? WHERE id = ?")
        .bind(nonce)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(id)
}

/// The post with this id, if it still waits for delivery.
pub async fn undelivered_post(
    conn: &mut SqliteConnection,
    id: i64,
) -> Result<Option<OutboxRow>, StoreError> {
    let sql =
        format!("{OUTBOX_COLUMNS} WHERE id = ? AND delivered_at IS NULL AND given_up_at IS NULL");
    let row: Option<OutboxTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map(outbox_from))
}

/// Posts due for delivery at `now`, oldest first, at most `limit`. A post
/// waits while an older one of its channel does (a channel's posts keep
/// their order, and a refused channel is tried one post at a time).
pub async fn due_posts(
    conn: &mut SqliteConnection,
    now: i64,
    limit: i64,
) -> Result<Vec<OutboxRow>, StoreError> {
    let sql = format!(
        "{OUTBOX_COLUMNS} AS o
         WHERE delivered_at IS NULL AND given_up_at IS NULL AND post_after <= ?
           AND NOT EXISTS (SELECT 1 FROM outbox AS e
               WHERE e.channel = o.channel AND e.id < o.id AND e.delivered_at IS NULL
                 AND e.given_up_at IS NULL AND e.post_after > ?)
         ORDER BY id LIMIT ?"
    );
    let rows: Vec<OutboxTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(now)
        .bind(now)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows.into_iter().map(outbox_from).collect())
}

/// Every undelivered post of `channel`, due or not, oldest first.
pub async fn undelivered_in(
    conn: &mut SqliteConnection,
    channel: &str,
) -> Result<Vec<OutboxRow>, StoreError> {
    let sql = format!(
        "{OUTBOX_COLUMNS} WHERE delivered_at IS NULL AND given_up_at IS NULL AND channel = ?
         ORDER BY id"
    );
    let rows: Vec<OutboxTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel)
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows.into_iter().map(outbox_from).collect())
}

/// Marks post `id` delivered (`how`: a message id, `answer`, `printed`)
/// and drops its file, which the channel now holds. Returns its channel
/// if it was still undelivered.
pub async fn mark_delivered(
    conn: &mut SqliteConnection,
    id: i64,
    how: &str,
    now: i64,
) -> Result<Option<String>, StoreError> {
    let channel: Option<(String,)> = sqlx::query_as(
        "UPDATE outbox SET delivered_as = ?, delivered_at = ?, file_bytes = NULL
         WHERE id = ? AND delivered_at IS NULL RETURNING channel",
    )
    .bind(how)
    .bind(now)
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(channel.map(|(channel,)| channel))
}

/// Records a failed try of post `id`; the next is not before `retry_at`.
pub async fn mark_failed(
    conn: &mut SqliteConnection,
    id: i64,
    error: &str,
    retry_at: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, post_after = ?
         WHERE id = ? AND delivered_at IS NULL",
    )
    .bind(error)
    .bind(retry_at)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Gives post `id` up for good (the channel is gone, or the platform
/// refuses the message itself); the row stays, with the reason.
pub async fn give_up(
    conn: &mut SqliteConnection,
    id: i64,
    error: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, given_up_at = ?
         WHERE id = ? AND delivered_at IS NULL",
    )
    .bind(error)
    .bind(now)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Makes post `id` due now (its maker could not show it).
pub async fn due_now(conn: &mut SqliteConnection, id: i64, now: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE outbox SET post_after = ? WHERE id = ? AND delivered_at IS NULL")
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Why posts to `channel` fail, and since when, if they do.
pub async fn channel_problem(
    conn: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<(String, i64)>, StoreError> {
    Ok(
        sqlx::query_as("SELECT problem, since FROM channel_problems WHERE channel = ?")
            .bind(channel)
            .fetch_optional(&mut *conn)
            .await?,
    )
}

/// Records why posts to `channel` fail (keeping the first time it did).
pub async fn set_channel_problem(
    conn: &mut SqliteConnection,
    channel: &str,
    problem: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO channel_problems (channel, problem, since) VALUES (?, ?, ?)
         ON CONFLICT (channel) DO UPDATE SET problem = excluded.problem",
    )
    .bind(channel)
    .bind(problem)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Posts to `channel` go through again.
pub async fn clear_channel_problem(
    conn: &mut SqliteConnection,
    channel: &str,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM channel_problems WHERE channel = ?")
        .bind(channel)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
