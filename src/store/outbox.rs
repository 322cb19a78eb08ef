//! The outbox: what must reach a channel, written in the same transaction
//! as the change it announces, and kept until a front end shows it or the
//! platform confirms a post (schema in `migrations/0002_outbox.sql`). Also
//! the channels whose posts fail, and why.
//!
//! Several processes may deliver from one outbox: each leases the posts it
//! takes ([`lease_due_posts`]), so a post goes out from one of them only.

use super::backend::{Conn, Tx};
use super::error::StoreError;
use crate::language::Language;
use crate::{execute, on_backend};

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
    /// For a direct message (`channel` is `dm:USER`): the game's channel,
    /// told if the message cannot go.
    pub about: Option<String>,
    /// The language it was worded in.
    pub language: Language,
    /// The game it announces, in a tournament game's channel (whose name
    /// a later event's game reuses): the newest of its channel when
    /// written.
    pub board_game: Option<i64>,
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
    /// For a direct message: the game's channel.
    pub about: Option<&'a str>,
    /// The language it is worded in.
    pub language: Language,
}

impl<'a> NewPost<'a> {
    /// A post of text alone (no deadline, file or game link), mentioning
    /// `mentions`: the bot's own notices to a channel.
    #[must_use]
    pub fn plain(channel: &'a str, text: &'a str, mentions: &'a [String]) -> NewPost<'a> {
        NewPost {
            channel,
            text,
            mentions,
            deadline: None,
            file: None,
            about: None,
            language: Language::English,
        }
    }
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
    Option<String>,
    String,
    Option<i64>,
);

fn outbox_from(row: OutboxTuple) -> OutboxRow {
    let (
        id,
        channel,
        text,
        mentions,
        deadline,
        file_name,
        file_bytes,
        nonce,
        attempts,
        about,
        language,
        board_game,
    ) = row;
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
        about,
        language: language.parse().unwrap_or_default(),
        board_game,
    }
}

/// A query on the outbox: its columns in [`OutboxTuple`]'s order, then
/// `$tail`, as one literal.
macro_rules! outbox_where {
    ($tail:literal) => {
        concat!(
            "SELECT id, channel, text, mentions, deadline, file_name, file_bytes, nonce, attempts, about, language, board_game FROM outbox ",
            $tail
        )
    };
}

/// Adds `post`, to be left to its maker until `post_after`; returns its id.
pub async fn insert_post(
    tx: &mut Tx,
    post: &NewPost<'_>,
    now: i64,
    post_after: i64,
) -> Result<i64, StoreError> {
    let sql = "INSERT INTO outbox (channel, text, mentions, deadline, file_name, file_bytes, nonce, created_at, post_after, about, language, board_game)
         VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8, $9, $10,
                 (SELECT max(g.id) FROM games g WHERE g.channel = $1)) RETURNING id";
    let mentions = post.mentions.join("\n");
    let (id,): (i64,) = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(post.channel)
            .bind(post.text)
            .bind(&mentions)
            .bind(post.deadline)
            .bind(post.file.map(|(name, _)| name))
            .bind(post.file.map(|(_, bytes)| bytes))
            .bind(now)
            .bind(post_after)
            .bind(post.about)
            .bind(post.language.code())
            .fetch_one(conn)
            .await
    })?;
    // Unique per post and per database: the id, and when it was made
    // (a database started afresh reuses ids). At most 25 characters.
    let nonce = format!("{id:x}.{now:x}");
    let sql = "UPDATE outbox SET nonce = $1 WHERE id = $2";
    execute!(tx, sql, &nonce, id)?;
    Ok(id)
}

/// The post with this id, if it still waits for delivery.
pub async fn undelivered_post(tx: &mut Tx, id: i64) -> Result<Option<OutboxRow>, StoreError> {
    let sql = outbox_where!("WHERE id = $1 AND delivered_at IS NULL AND given_up_at IS NULL");
    let row: Option<OutboxTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(outbox_from))
}

/// The condition of a due post (parameter `$1`: now). A post waits while
/// an older one of its channel does (a channel's posts keep their order,
/// and a refused channel is tried one post at a time).
macro_rules! due {
    () => {
        "delivered_at IS NULL AND given_up_at IS NULL AND post_after <= $1
           AND NOT EXISTS (SELECT 1 FROM outbox AS e
               WHERE e.channel = o.channel AND e.id < o.id AND e.delivered_at IS NULL
                 AND e.given_up_at IS NULL AND e.post_after > $1)"
    };
}

/// Posts due for delivery at `now`, oldest first, at most `limit`, read
/// without taking them (see [`lease_due_posts`] to deliver them).
pub async fn due_posts(tx: &mut Tx, now: i64, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
    let sql = concat!(
        outbox_where!("AS o WHERE "),
        due!(),
        " ORDER BY id LIMIT $2"
    );
    let rows: Vec<OutboxTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(now)
            .bind(limit)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows.into_iter().map(outbox_from).collect())
}

/// How many undelivered posts are due at `now`, and when the oldest of
/// them fell due: what operators watch (`palanquee_outbox_due`).
pub async fn due_summary(tx: &mut Tx, now: i64) -> Result<(i64, Option<i64>), StoreError> {
    let sql = "SELECT COUNT(*), MIN(post_after) FROM outbox
         WHERE delivered_at IS NULL AND given_up_at IS NULL AND post_after <= $1";
    let row: (i64, Option<i64>) = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(now).fetch_one(conn).await
    })?;
    Ok(row)
}

/// Takes the posts due at `now` (oldest first, at most `limit`) for one
/// deliverer until `lease_until`: they are due again only then, so another
/// process, or another pass, leaves them alone meanwhile. A delivered post
/// is marked so; a failed one gets its retry time; one whose deliverer
/// died is taken again once its lease runs out. Run it in a write
/// transaction.
///
/// Takers go one at a time, so that each sees the leases of the one
/// before and a channel's posts go to one taker in order: SQLite's write
/// transaction excludes everyone else; on PostgreSQL a transaction-scoped
/// advisory lock does (row locks alone would let a second taker, skipping
/// or waiting for the first one's rows, take a newer post of the same
/// channel and post it first).
pub async fn lease_due_posts(
    tx: &mut Tx,
    now: i64,
    limit: i64,
    lease_until: i64,
) -> Result<Vec<OutboxRow>, StoreError> {
    if let Conn::Postgres(conn) = tx.conn() {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(OUTBOX_TAKERS_LOCK)
            .execute(conn)
            .await?;
    }
    let rows = due_posts(tx, now, limit).await?;
    let lease = "UPDATE outbox SET post_after = $1 WHERE id = $2";
    for row in &rows {
        execute!(tx, lease, lease_until, row.id)?;
    }
    Ok(rows)
}

/// The PostgreSQL advisory lock that takers of posts hold in turn (an
/// arbitrary number, the same in every process: "outbox" in ASCII).
const OUTBOX_TAKERS_LOCK: i64 = 0x6f75_7462_6f78;

/// Every undelivered post of `channel`, due or not, oldest first.
pub async fn undelivered_in(tx: &mut Tx, channel: &str) -> Result<Vec<OutboxRow>, StoreError> {
    let sql = outbox_where!(
        "WHERE delivered_at IS NULL AND given_up_at IS NULL AND channel = $1 ORDER BY id"
    );
    let rows: Vec<OutboxTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(channel)
        .fetch_all(conn)
        .await)?;
    Ok(rows.into_iter().map(outbox_from).collect())
}

/// The posts not yet delivered in `channel` and in the channels under it
/// (`channel/…`: a tournament's games), oldest first: what the local mode
/// prints.
pub async fn undelivered_under(tx: &mut Tx, channel: &str) -> Result<Vec<OutboxRow>, StoreError> {
    let sql = outbox_where!(
        "WHERE delivered_at IS NULL AND given_up_at IS NULL
           AND (channel = $1 OR substr(channel, 1, $2) = $3) ORDER BY id"
    );
    let under = format!("{channel}/");
    let length = i32::try_from(under.chars().count()).unwrap_or(i32::MAX);
    let rows: Vec<OutboxTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(channel)
        .bind(length)
        .bind(&under)
        .fetch_all(conn)
        .await)?;
    Ok(rows.into_iter().map(outbox_from).collect())
}

/// Marks post `id` delivered (`how`: a message id, `answer`, `printed`)
/// and drops its file, which the channel now holds. Returns its channel
/// if it was still undelivered.
pub async fn mark_delivered(
    tx: &mut Tx,
    id: i64,
    how: &str,
    now: i64,
) -> Result<Option<String>, StoreError> {
    let sql = "UPDATE outbox SET delivered_as = $1, delivered_at = $2, file_bytes = NULL
         WHERE id = $3 AND delivered_at IS NULL RETURNING channel";
    let channel: Option<(String,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(how)
            .bind(now)
            .bind(id)
            .fetch_optional(conn)
            .await
    })?;
    Ok(channel.map(|(channel,)| channel))
}

/// Records a failed try of post `id`; the next is not before `retry_at`.
pub async fn mark_failed(
    tx: &mut Tx,
    id: i64,
    error: &str,
    retry_at: i64,
) -> Result<(), StoreError> {
    let sql = "UPDATE outbox SET attempts = attempts + 1, last_error = $1, post_after = $2
         WHERE id = $3 AND delivered_at IS NULL";
    execute!(tx, sql, error, retry_at, id)?;
    Ok(())
}

/// Gives post `id` up for good (the channel is gone, or the platform
/// refuses the message itself); the row stays, with the reason.
pub async fn give_up(tx: &mut Tx, id: i64, error: &str, now: i64) -> Result<(), StoreError> {
    let sql = "UPDATE outbox SET attempts = attempts + 1, last_error = $1, given_up_at = $2
         WHERE id = $3 AND delivered_at IS NULL";
    execute!(tx, sql, error, now, id)?;
    Ok(())
}

/// Makes post `id` due at `now` (its maker could not show it, or its
/// deliverer gives back a lease it will not use).
pub async fn due_now(tx: &mut Tx, id: i64, now: i64) -> Result<(), StoreError> {
    let sql = "UPDATE outbox SET post_after = $1 WHERE id = $2 AND delivered_at IS NULL";
    execute!(tx, sql, now, id)?;
    Ok(())
}

/// Why posts to `channel` fail, and since when, if they do.
pub async fn channel_problem(
    tx: &mut Tx,
    channel: &str,
) -> Result<Option<(String, i64)>, StoreError> {
    let sql = "SELECT problem, since FROM channel_problems WHERE channel = $1";
    Ok(on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(channel).fetch_optional(conn).await
    })?)
}

/// Records why posts to `channel` fail (keeping the first time it did).
pub async fn set_channel_problem(
    tx: &mut Tx,
    channel: &str,
    problem: &str,
    now: i64,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO channel_problems (channel, problem, since) VALUES ($1, $2, $3)
         ON CONFLICT (channel) DO UPDATE SET problem = excluded.problem";
    execute!(tx, sql, channel, problem, now)?;
    Ok(())
}

/// Posts to `channel` go through again.
pub async fn clear_channel_problem(tx: &mut Tx, channel: &str) -> Result<(), StoreError> {
    let sql = "DELETE FROM channel_problems WHERE channel = $1";
    execute!(tx, sql, channel)?;
    Ok(())
}
