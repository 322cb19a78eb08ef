//! Rows and the queries that read and write them. Each function runs on a
//! connection inside the caller's transaction.

use std::fmt;

use sqlx::SqliteConnection;

use super::StoreError;
use crate::games::GameKind;
use crate::games::palanquee::Rules;

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
    /// Basic, or advanced (R30-R36): Palanquée's option.
    pub rules: Rules,
    /// Whether a drawn game goes to the larger open region (P12): Palago's
    /// option.
    pub tiebreak: bool,
    /// Hours per turn, if turns have a deadline.
    pub turn_hours: Option<i64>,
    /// Who created it.
    pub creator_id: String,
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
    bool,
    Option<i64>,
    String,
    i64,
    Option<String>,
);

const GAME_COLUMNS: &str = "SELECT id, channel, status, game, rules, tiebreak, turn_hours, creator_id, version, result FROM games";

fn game_from(row: GameTuple) -> Result<GameRow, StoreError> {
    let (id, channel, status, game, rules, tiebreak, turn_hours, creator_id, version, result) = row;
    Ok(GameRow {
        id,
        channel,
        status: GameStatus::parse(&status, id)?,
        game: game.parse().map_err(|e| StoreError::Corrupt {
            game: id,
            reason: format!("{e}"),
        })?,
        tiebreak,
        rules: rules.parse().map_err(|e| StoreError::Corrupt {
            game: id,
            reason: format!("{e}"),
        })?,
        turn_hours,
        creator_id,
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

/// The active (lobby or playing) game of `channel`.
pub async fn active_game(
    conn: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("{GAME_COLUMNS} WHERE channel = ? AND status IN ('lobby', 'playing')");
    let row: Option<GameTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(game_from).transpose()
}

/// The most recent game of `channel`, whatever its status.
pub async fn latest_game(
    conn: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("{GAME_COLUMNS} WHERE channel = ? ORDER BY id DESC LIMIT 1");
    let row: Option<GameTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(game_from).transpose()
}

/// Every game being played, oldest first.
pub async fn playing_games(conn: &mut SqliteConnection) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!("{GAME_COLUMNS} WHERE status = 'playing' ORDER BY id");
    let rows: Vec<GameTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .fetch_all(&mut *conn)
        .await?;
    rows.into_iter().map(game_from).collect()
}

/// The game with this id.
pub async fn game(conn: &mut SqliteConnection, id: i64) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("{GAME_COLUMNS} WHERE id = ?");
    let row: Option<GameTuple> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(game_from).transpose()
}

/// What a new game is: its game, options and pace.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NewGame {
    /// Which game.
    pub game: GameKind,
    /// Palanquée's rules (`Basic` for Palago).
    pub rules: Rules,
    /// Palago's tiebreak option (P12).
    pub tiebreak: bool,
    /// Hours per turn, if turns have a deadline.
    pub turn_hours: Option<i64>,
}

/// Creates a game in the lobby; `None` if the channel already has an
/// active one (the unique index decides, so two at once cannot both win).
pub async fn insert_game(
    conn: &mut SqliteConnection,
    channel: &str,
    new: NewGame,
    creator_id: &str,
    now: i64,
) -> Result<Option<i64>, StoreError> {
    let result = sqlx::query(
        "INSERT INTO games (channel, status, game, rules, tiebreak, turn_hours, creator_id, created_at)
         VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?)",
    )
    .bind(channel)
    .bind(new.game.key())
    .bind(new.rules.name())
    .bind(new.tiebreak)
    .bind(new.turn_hours)
    .bind(creator_id)
    .bind(now)
    .execute(&mut *conn)
    .await;
    match result {
        Ok(done) => Ok(Some(done.last_insert_rowid())),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Marks a change of the game: bumps its version. Returns the new one.
pub async fn bump_version(conn: &mut SqliteConnection, game: i64) -> Result<i64, StoreError> {
    let (version,): (i64,) =
        sqlx::query_as("UPDATE games SET version = version + 1 WHERE id = ? RETURNING version")
            .bind(game)
            .fetch_one(&mut *conn)
            .await?;
    Ok(version)
}

/// Hands the game to `creator_id` (the creator left the lobby).
pub async fn set_creator(
    conn: &mut SqliteConnection,
    game: i64,
    creator_id: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET creator_id = ? WHERE id = ?")
        .bind(creator_id)
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Sets the game's status (and result, once it is over).
pub async fn set_status(
    conn: &mut SqliteConnection,
    game: i64,
    status: GameStatus,
    result: Option<&str>,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET status = ?, result = ? WHERE id = ?")
        .bind(status.as_str())
        .bind(result)
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The seats, in order.
pub async fn seats(conn: &mut SqliteConnection, game: i64) -> Result<Vec<SeatRow>, StoreError> {
    let rows: Vec<(i64, String, String, i64)> = sqlx::query_as(
        "SELECT seat, user_id, name, missed_deadlines FROM seats WHERE game_id = ? ORDER BY seat",
    )
    .bind(game)
    .fetch_all(&mut *conn)
    .await?;
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
    conn: &mut SqliteConnection,
    game: i64,
    seat: i64,
    user_id: &str,
    name: &str,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)")
        .bind(game)
        .bind(seat)
        .bind(user_id)
        .bind(name)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Replaces the seats of a game in the lobby (after someone left, the
/// others move up so that seat order stays join order).
pub async fn replace_seats(
    conn: &mut SqliteConnection,
    game: i64,
    seats: &[SeatRow],
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM seats WHERE game_id = ?")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    for (index, seat) in seats.iter().enumerate() {
        insert_seat(conn, game, index as i64, &seat.user_id, &seat.name).await?;
    }
    Ok(())
}

/// Records how many deadlines in a row `seat` has missed.
pub async fn set_missed_deadlines(
    conn: &mut SqliteConnection,
    game: i64,
    seat: i64,
    missed: i64,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE seats SET missed_deadlines = ? WHERE game_id = ? AND seat = ?")
        .bind(missed)
        .bind(game)
        .bind(seat)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The committed events after the first `skip`, in order.
pub async fn events_after(
    conn: &mut SqliteConnection,
    game: i64,
    skip: usize,
) -> Result<Vec<EventRow>, StoreError> {
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT seq, seat, action FROM events WHERE game_id = ? AND seq > ? ORDER BY seq",
    )
    .bind(game)
    .bind(skip as i64)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(seq, seat, action)| EventRow { seq, seat, action })
        .collect())
}

/// Appends events after the last one.
pub async fn append_events(
    conn: &mut SqliteConnection,
    game: i64,
    events: &[(i64, String)],
    now: i64,
) -> Result<(), StoreError> {
    let (last,): (i64,) =
        sqlx::query_as("SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?")
            .bind(game)
            .fetch_one(&mut *conn)
            .await?;
    for (offset, (seat, action)) in events.iter().enumerate() {
        sqlx::query("INSERT INTO events (game_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)")
            .bind(game)
            .bind(last + 1 + offset as i64)
            .bind(seat)
            .bind(action)
            .bind(now)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The draft of the turn in progress, if any.
pub async fn draft(conn: &mut SqliteConnection, game: i64) -> Result<Option<DraftRow>, StoreError> {
    let row: Option<(i64, String)> =
        sqlx::query_as("SELECT seat, actions FROM drafts WHERE game_id = ?")
            .bind(game)
            .fetch_optional(&mut *conn)
            .await?;
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
    conn: &mut SqliteConnection,
    game: i64,
    seat: i64,
    actions: &[String],
) -> Result<(), StoreError> {
    if actions.is_empty() {
        return clear_draft(conn, game).await;
    }
    sqlx::query(
        "INSERT INTO drafts (game_id, seat, actions) VALUES (?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET seat = excluded.seat, actions = excluded.actions",
    )
    .bind(game)
    .bind(seat)
    .bind(actions.join("\n"))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Removes the draft.
pub async fn clear_draft(conn: &mut SqliteConnection, game: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM drafts WHERE game_id = ?")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The game's deadline, if the turn in progress has one.
pub async fn deadline(
    conn: &mut SqliteConnection,
    game: i64,
) -> Result<Option<DeadlineRow>, StoreError> {
    let row: Option<(i64, i64, i64, bool)> = sqlx::query_as(
        "SELECT game_id, due_at, remind_at, reminded FROM deadlines WHERE game_id = ?",
    )
    .bind(game)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.map(deadline_from))
}

fn deadline_from((game_id, due_at, remind_at, reminded): (i64, i64, i64, bool)) -> DeadlineRow {
    DeadlineRow {
        game_id,
        due_at,
        remind_at,
        reminded,
    }
}

/// Sets (or replaces) the deadline of the turn in progress.
pub async fn set_deadline(
    conn: &mut SqliteConnection,
    game: i64,
    due_at: i64,
    remind_at: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO deadlines (game_id, due_at, remind_at, reminded) VALUES (?, ?, ?, 0)
         ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at,
             remind_at = excluded.remind_at, reminded = 0",
    )
    .bind(game)
    .bind(due_at)
    .bind(remind_at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Marks the reminder of `game`'s deadline as sent.
pub async fn mark_reminded(conn: &mut SqliteConnection, game: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE deadlines SET reminded = 1 WHERE game_id = ?")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Removes the game's deadline.
pub async fn clear_deadline(conn: &mut SqliteConnection, game: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM deadlines WHERE game_id = ?")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Deadlines whose reminder or expiry has come at `now`.
pub async fn deadlines_due(
    conn: &mut SqliteConnection,
    now: i64,
) -> Result<Vec<DeadlineRow>, StoreError> {
    let rows: Vec<(i64, i64, i64, bool)> = sqlx::query_as(
        "SELECT game_id, due_at, remind_at, reminded FROM deadlines
         WHERE due_at <= ? OR (remind_at <= ? AND reminded = 0) ORDER BY due_at",
    )
    .bind(now)
    .bind(now)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows.into_iter().map(deadline_from).collect())
}
