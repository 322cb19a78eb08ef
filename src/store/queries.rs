//! Rows and the queries that read and write them. Each function runs
//! inside the caller's transaction, on either database: one SQL text each
//! (see `backend.rs`).

use std::fmt;

use super::backend::Tx;
use super::error::StoreError;
use crate::games::GameKind;
use crate::{execute, on_backend};

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameStatus {
    /// Seats are being taken.
    Lobby,
    /// Turns are being played.
    Playing,
    /// Someone won, or it was drawn.
    Finished,
    /// Stopped by its creator or a moderator.
    Aborted,
}

impl GameStatus {
    fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Playing => "playing",
            GameStatus::Finished => "finished",
            GameStatus::Aborted => "aborted",
        }
    }

    fn parse(text: &str, game: i64) -> Result<GameStatus, StoreError> {
        match text {
            "lobby" => Ok(GameStatus::Lobby),
            "playing" => Ok(GameStatus::Playing),
            "finished" => Ok(GameStatus::Finished),
            "aborted" => Ok(GameStatus::Aborted),
            other => Err(StoreError::Corrupt {
                game,
                reason: format!("unknown status `{other}`"),
            }),
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRow {
    /// Its id.
    pub id: i64,
    /// The channel (or thread) it is played in.
    pub channel: String,
    /// Lobby, playing, finished or aborted.
    pub status: GameStatus,
    /// Which game it plays.
    pub game: GameKind,
    /// The game's options, in its own text (`rules:advanced`): the store
    /// keeps them, the game reads them.
    pub options: String,
    /// Hours per turn, if turns have a deadline.
    pub turn_hours: Option<i64>,
    /// Who created it.
    pub creator_id: String,
    /// The server (Discord guild) it is played in; empty in the local
    /// mode and for games made before servers were recorded.
    pub server: String,
    /// Bumped by every change.
    pub version: i64,
    /// How it ended, in words.
    pub result: Option<String>,
}

type GameTuple = (
    i64,
    String,
    String,
    String,
    String,
    Option<i64>,
    String,
    i64,
    Option<String>,
    String,
);

/// A query on the games table: its columns in [`GameTuple`]'s order, then
/// `$tail`, as one literal.
macro_rules! games_where {
    ($tail:literal) => {
        concat!(
            "SELECT id, channel, status, game, options, turn_hours, creator_id, version, result, server FROM games ",
            $tail
        )
    };
}

fn game_from(row: GameTuple) -> Result<GameRow, StoreError> {
    let (id, channel, status, game, options, turn_hours, creator_id, version, result, server) = row;
    Ok(GameRow {
        id,
        channel,
        status: GameStatus::parse(&status, id)?,
        game: game.parse().map_err(|e| StoreError::Corrupt {
            game: id,
            reason: format!("{e}"),
        })?,
        options,
        turn_hours,
        creator_id,
        server,
        version,
        result,
    })
}

/// A seated player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatRow {
    /// Seat index, 0 = first (letter `a`).
    pub seat: i64,
    /// The platform's user id.
    pub user_id: String,
    /// The name shown to others.
    pub name: String,
    /// Consecutive turns ended by the deadline.
    pub missed_deadlines: i64,
}

/// A committed event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EventRow {
    /// Position in the log, from 1.
    pub seq: i64,
    /// Who played it.
    pub seat: i64,
    /// The action's text form.
    pub action: String,
}

/// The draft of the turn in progress.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DraftRow {
    /// Whose draft.
    pub seat: i64,
    /// The actions' text forms, in order.
    pub actions: Vec<String>,
}

/// A turn's deadline.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DeadlineRow {
    /// The game.
    pub game_id: i64,
    /// When the turn ends by itself (unix seconds).
    pub due_at: i64,
    /// When to remind the player.
    pub remind_at: i64,
    /// Whether the reminder went out.
    pub reminded: bool,
}

/// One game row, read by `$sql` with the parameter `$param`; by
/// `$locking_sql` instead when the transaction locks the rows it reads
/// (see [`Tx::locks_rows`]).
macro_rules! one_game {
    ($tx:expr, [$sql:expr, $locking_sql:expr], $param:expr) => {{
        let sql = if $tx.locks_rows() { $locking_sql } else { $sql };
        let row: Option<GameTuple> = on_backend!($tx, |conn| {
            sqlx::query_as(sql).bind($param).fetch_optional(conn).await
        })?;
        row.map(game_from).transpose()
    }};
}

/// The active (lobby or playing) game of `channel`. Its id goes to the
/// `game` field of the command's span, if any, for the logs.
pub async fn active_game(tx: &mut Tx, channel: &str) -> Result<Option<GameRow>, StoreError> {
    let sql = games_where!("WHERE channel = $1 AND status IN ('lobby', 'playing')");
    let locking = games_where!("WHERE channel = $1 AND status IN ('lobby', 'playing') FOR UPDATE");
    let row = one_game!(tx, [sql, locking], channel)?;
    Ok(in_span(row))
}

/// The most recent game of `channel`, whatever its status; its id in the
/// span like [`active_game`].
pub async fn latest_game(tx: &mut Tx, channel: &str) -> Result<Option<GameRow>, StoreError> {
    let sql = games_where!("WHERE channel = $1 ORDER BY id DESC LIMIT 1");
    let locking = games_where!("WHERE channel = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE");
    let row = one_game!(tx, [sql, locking], channel)?;
    Ok(in_span(row))
}

/// Records `row`'s game id in the current span's `game` field.
fn in_span(row: Option<GameRow>) -> Option<GameRow> {
    if let Some(row) = &row {
        tracing::Span::current().record("game", row.id);
    }
    row
}

/// The game with this id.
pub async fn game(tx: &mut Tx, id: i64) -> Result<Option<GameRow>, StoreError> {
    let sql = games_where!("WHERE id = $1");
    let locking = games_where!("WHERE id = $1 FOR UPDATE");
    one_game!(tx, [sql, locking], id)
}

/// Every game being played, oldest first (no row is locked).
pub async fn playing_games(tx: &mut Tx) -> Result<Vec<GameRow>, StoreError> {
    let sql = games_where!("WHERE status = 'playing' ORDER BY id");
    let rows: Vec<GameTuple> = on_backend!(tx, |conn| sqlx::query_as(sql).fetch_all(conn).await)?;
    rows.into_iter().map(game_from).collect()
}

/// The games joined with one of their seats: the games' columns in
/// [`GameTuple`]'s order, then the seat; `$tail` (`WHERE …`) follows.
macro_rules! games_with_seat {
    ($tail:literal) => {
        concat!(
            "SELECT g.id, g.channel, g.status, g.game, g.options, g.turn_hours,
                g.creator_id, g.version, g.result, g.server, s.seat
         FROM games AS g JOIN seats AS s ON s.game_id = g.id ",
            $tail
        )
    };
}

/// A row of [`games_with_seat!`]: [`GameTuple`], then the seat.
type SeatedTuple = (
    i64,
    String,
    String,
    String,
    String,
    Option<i64>,
    String,
    i64,
    Option<String>,
    String,
    i64,
);

/// Rows of [`games_with_seat!`] as games and seats.
fn with_seats(rows: Vec<SeatedTuple>) -> Result<Vec<(GameRow, i64)>, StoreError> {
    rows.into_iter()
        .map(
            |(
                id,
                channel,
                status,
                game,
                options,
                hours,
                creator,
                version,
                result,
                server,
                seat,
            )| {
                let row = (
                    id, channel, status, game, options, hours, creator, version, result, server,
                );
                Ok((game_from(row)?, seat))
            },
        )
        .collect()
}

/// The active (lobby or playing) games of `server` where `user_id` has a
/// seat, oldest first, with that seat.
pub async fn player_games(
    tx: &mut Tx,
    server: &str,
    user_id: &str,
) -> Result<Vec<(GameRow, i64)>, StoreError> {
    let sql = games_with_seat!(
        "WHERE g.server = $1 AND s.user_id = $2 AND g.status IN ('lobby', 'playing') ORDER BY g.id"
    );
    let rows: Vec<SeatedTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(server)
            .bind(user_id)
            .fetch_all(conn)
            .await
    })?;
    with_seats(rows)
}

/// The games being played on every server where `user_id` has a seat,
/// oldest first, with that seat (the daily digest).
pub async fn playing_games_of(
    tx: &mut Tx,
    user_id: &str,
) -> Result<Vec<(GameRow, i64)>, StoreError> {
    let sql = games_with_seat!("WHERE s.user_id = $1 AND g.status = 'playing' ORDER BY g.id");
    let rows: Vec<SeatedTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(user_id).fetch_all(conn).await
    })?;
    with_seats(rows)
}

/// What a new game is: its game, options and pace.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    /// Which game.
    pub game: GameKind,
    /// Its options, in the game's own text (`tiebreak:on`).
    pub options: String,
    /// Hours per turn, if turns have a deadline.
    pub turn_hours: Option<i64>,
}

/// Creates a game in the lobby; `None` if the channel already has an
/// active one (the unique index decides, so two at once cannot both win;
/// `DO NOTHING` keeps the transaction usable on PostgreSQL, where a failed
/// statement would abort it).
pub async fn insert_game(
    tx: &mut Tx,
    channel: &str,
    server: &str,
    new: &NewGame,
    creator_id: &str,
    now: i64,
) -> Result<Option<i64>, StoreError> {
    let sql = "INSERT INTO games (channel, status, game, options, turn_hours, creator_id, created_at, server)
         VALUES ($1, 'lobby', $2, $3, $4, $5, $6, $7)
         ON CONFLICT (channel) WHERE status IN ('lobby', 'playing') DO NOTHING
         RETURNING id";
    let id: Option<(i64,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(channel)
            .bind(new.game.key())
            .bind(&new.options)
            .bind(new.turn_hours)
            .bind(creator_id)
            .bind(now)
            .bind(server)
            .fetch_optional(conn)
            .await
    })?;
    Ok(id.map(|(id,)| id))
}

/// Marks a change of the game: bumps its version. Returns the new one.
pub async fn bump_version(tx: &mut Tx, game: i64) -> Result<i64, StoreError> {
    let sql = "UPDATE games SET version = version + 1 WHERE id = $1 RETURNING version";
    let (version,): (i64,) = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_one(conn)
        .await)?;
    Ok(version)
}

/// Hands the game to `creator_id` (the creator left the lobby).
pub async fn set_creator(tx: &mut Tx, game: i64, creator_id: &str) -> Result<(), StoreError> {
    let sql = "UPDATE games SET creator_id = $1 WHERE id = $2";
    execute!(tx, sql, creator_id, game)?;
    Ok(())
}

/// Sets the game's status (and result, once it is over).
pub async fn set_status(
    tx: &mut Tx,
    game: i64,
    status: GameStatus,
    result: Option<&str>,
) -> Result<(), StoreError> {
    let sql = "UPDATE games SET status = $1, result = $2 WHERE id = $3";
    execute!(tx, sql, status.as_str(), result, game)?;
    Ok(())
}

/// The seats, in order.
pub async fn seats(tx: &mut Tx, game: i64) -> Result<Vec<SeatRow>, StoreError> {
    let sql =
        "SELECT seat, user_id, name, missed_deadlines FROM seats WHERE game_id = $1 ORDER BY seat";
    let rows: Vec<(i64, String, String, i64)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_all(conn)
        .await)?;
    Ok(rows
        .into_iter()
        .map(|(seat, user_id, name, missed_deadlines)| SeatRow {
            seat,
            user_id,
            name,
            missed_deadlines,
        })
        .collect())
}

/// Seats `user_id` at `seat`.
pub async fn insert_seat(
    tx: &mut Tx,
    game: i64,
    seat: i64,
    user_id: &str,
    name: &str,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)";
    execute!(tx, sql, game, seat, user_id, name)?;
    Ok(())
}

/// Replaces the seats of a game in the lobby (after someone left, the
/// others move up so that seat order stays join order).
pub async fn replace_seats(tx: &mut Tx, game: i64, seats: &[SeatRow]) -> Result<(), StoreError> {
    let sql = "DELETE FROM seats WHERE game_id = $1";
    execute!(tx, sql, game)?;
    for (index, seat) in seats.iter().enumerate() {
        insert_seat(tx, game, index as i64, &seat.user_id, &seat.name).await?;
    }
    Ok(())
}

/// Records how many deadlines in a row `seat` has missed.
pub async fn set_missed_deadlines(
    tx: &mut Tx,
    game: i64,
    seat: i64,
    missed: i64,
) -> Result<(), StoreError> {
    let sql = "UPDATE seats SET missed_deadlines = $1 WHERE game_id = $2 AND seat = $3";
    execute!(tx, sql, missed, game, seat)?;
    Ok(())
}

/// The committed events after event number `skip`, in order, without
/// those taken back (`/takeback`: a range of the `retracted` table).
pub async fn events_after(
    tx: &mut Tx,
    game: i64,
    skip: usize,
) -> Result<Vec<EventRow>, StoreError> {
    let sql = "SELECT e.seq, e.seat, e.action FROM events e WHERE e.game_id = $1 AND e.seq > $2
         AND NOT EXISTS (SELECT 1 FROM retracted r WHERE r.game_id = e.game_id
             AND e.seq BETWEEN r.first_seq AND r.last_seq)
         ORDER BY e.seq";
    let rows: Vec<(i64, i64, String)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(game)
            .bind(skip as i64)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows
        .into_iter()
        .map(|(seq, seat, action)| EventRow { seq, seat, action })
        .collect())
}

/// Appends events after the last one.
pub async fn append_events(
    tx: &mut Tx,
    game: i64,
    events: &[(i64, String)],
    now: i64,
) -> Result<(), StoreError> {
    let last_sql = "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = $1";
    let (last,): (i64,) = on_backend!(tx, |conn| sqlx::query_as(last_sql)
        .bind(game)
        .fetch_one(conn)
        .await)?;
    let sql = "INSERT INTO events (game_id, seq, seat, action, at) VALUES ($1, $2, $3, $4, $5)";
    for (offset, (seat, action)) in events.iter().enumerate() {
        execute!(tx, sql, game, last + 1 + offset as i64, seat, action, now)?;
    }
    Ok(())
}

/// The draft of the turn in progress, if any.
pub async fn draft(tx: &mut Tx, game: i64) -> Result<Option<DraftRow>, StoreError> {
    let sql = "SELECT seat, actions FROM drafts WHERE game_id = $1";
    let row: Option<(i64, String)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(seat, actions)| DraftRow {
        seat,
        actions: actions
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect(),
    }))
}

/// Stores the draft (an empty one is removed).
pub async fn set_draft(
    tx: &mut Tx,
    game: i64,
    seat: i64,
    actions: &[String],
) -> Result<(), StoreError> {
    if actions.is_empty() {
        return clear_draft(tx, game).await;
    }
    let sql = "INSERT INTO drafts (game_id, seat, actions) VALUES ($1, $2, $3)
         ON CONFLICT (game_id) DO UPDATE SET seat = excluded.seat, actions = excluded.actions";
    let text = actions.join("\n");
    execute!(tx, sql, game, seat, &text)?;
    Ok(())
}

/// Removes the draft.
pub async fn clear_draft(tx: &mut Tx, game: i64) -> Result<(), StoreError> {
    let sql = "DELETE FROM drafts WHERE game_id = $1";
    execute!(tx, sql, game)?;
    Ok(())
}

type DeadlineTuple = (i64, i64, i64, bool);

/// The game's deadline, if the turn in progress has one.
pub async fn deadline(tx: &mut Tx, game: i64) -> Result<Option<DeadlineRow>, StoreError> {
    let sql = "SELECT game_id, due_at, remind_at, reminded FROM deadlines WHERE game_id = $1";
    let row: Option<DeadlineTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(deadline_from))
}

fn deadline_from((game_id, due_at, remind_at, reminded): DeadlineTuple) -> DeadlineRow {
    DeadlineRow {
        game_id,
        due_at,
        remind_at,
        reminded,
    }
}

/// Sets (or replaces) the deadline of the turn in progress.
pub async fn set_deadline(
    tx: &mut Tx,
    game: i64,
    due_at: i64,
    remind_at: i64,
) -> Result<(), StoreError> {
    let sql =
        "INSERT INTO deadlines (game_id, due_at, remind_at, reminded) VALUES ($1, $2, $3, FALSE)
         ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at,
             remind_at = excluded.remind_at, reminded = FALSE";
    execute!(tx, sql, game, due_at, remind_at)?;
    Ok(())
}

/// Marks the reminder of `game`'s deadline as sent.
pub async fn mark_reminded(tx: &mut Tx, game: i64) -> Result<(), StoreError> {
    let sql = "UPDATE deadlines SET reminded = TRUE WHERE game_id = $1";
    execute!(tx, sql, game)?;
    Ok(())
}

/// Removes the game's deadline.
pub async fn clear_deadline(tx: &mut Tx, game: i64) -> Result<(), StoreError> {
    let sql = "DELETE FROM deadlines WHERE game_id = $1";
    execute!(tx, sql, game)?;
    Ok(())
}

/// Deadlines whose reminder or expiry has come at `now`.
pub async fn deadlines_due(tx: &mut Tx, now: i64) -> Result<Vec<DeadlineRow>, StoreError> {
    let sql = "SELECT game_id, due_at, remind_at, reminded FROM deadlines
         WHERE due_at <= $1 OR (remind_at <= $1 AND reminded = FALSE) ORDER BY due_at";
    let rows: Vec<DeadlineTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(now)
        .fetch_all(conn)
        .await)?;
    Ok(rows.into_iter().map(deadline_from).collect())
}
