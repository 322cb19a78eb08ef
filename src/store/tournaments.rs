//! Tournaments (schema in `migrations/*/0013_tournaments.sql`): the open
//! event of a channel, its entrants, and each round's boards and unpaired
//! players, read back as the [`Event`] the pairing systems work on. A
//! round is written once: [`insert_round`] says whether this call wrote
//! it, so of two processes ending a round's last game at once, one pairs
//! the next round.

use super::{StoreError, Tx};
use crate::games::GameKind;
use crate::tournament::event::{Board, Entrant, Event, EventRound, Format, Outcome};
use crate::{execute, on_backend};

/// Where an event stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentStatus {
    /// Taking entrants.
    Lobby,
    /// Rounds being played.
    Running,
    /// Every round played.
    Finished,
    /// Stopped by its creator or a moderator.
    Aborted,
}

impl TournamentStatus {
    /// As stored.
    fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Lobby => "lobby",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Aborted => "aborted",
        }
    }

    /// From the stored text.
    fn parse(text: &str, id: i64) -> Result<TournamentStatus, StoreError> {
        match text {
            "lobby" => Ok(TournamentStatus::Lobby),
            "running" => Ok(TournamentStatus::Running),
            "finished" => Ok(TournamentStatus::Finished),
            "aborted" => Ok(TournamentStatus::Aborted),
            other => Err(corrupt(id, format!("unknown status `{other}`"))),
        }
    }
}

/// An event to open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewTournament {
    /// The channel it is run from.
    pub channel: String,
    /// The server.
    pub server: String,
    /// The game its boards play.
    pub game: GameKind,
    /// The game's options, in the game's own text.
    pub options: String,
    /// How it is paired.
    pub format: Format,
    /// Hours per turn in its games, if turns have a deadline.
    pub turn_hours: Option<i64>,
    /// Who opened it.
    pub creator_id: String,
}

/// A stored event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentRow {
    /// Its id.
    pub id: i64,
    /// Its status.
    pub status: TournamentStatus,
    /// What it was opened with.
    pub new: NewTournament,
}

/// An entrant as stored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EntrantRow {
    /// The starting number (from 1).
    pub number: i64,
    /// The platform's user id (a computer's `computer:` id).
    pub user_id: String,
    /// The name shown.
    pub name: String,
    /// After which round the entrant withdrew.
    pub withdrawn_after: Option<i64>,
}

/// What does not read back in tournament `id`.
fn corrupt(id: i64, reason: String) -> StoreError {
    StoreError::CorruptTournament {
        tournament: id,
        reason,
    }
}

/// `format` as its stored text and round count.
fn format_columns(format: Format) -> (&'static str, Option<i64>) {
    match format {
        Format::RoundRobin { double: false } => ("round-robin", None),
        Format::RoundRobin { double: true } => ("double-round-robin", None),
        Format::Swiss { rounds } => ("swiss", Some(rounds as i64)),
    }
}

/// The format stored as `text` with `rounds`.
fn format_from(id: i64, text: &str, rounds: Option<i64>) -> Result<Format, StoreError> {
    match (text, rounds) {
        ("round-robin", _) => Ok(Format::RoundRobin { double: false }),
        ("double-round-robin", _) => Ok(Format::RoundRobin { double: true }),
        ("swiss", Some(rounds)) if rounds > 0 => Ok(Format::Swiss {
            rounds: rounds as usize,
        }),
        _ => Err(corrupt(
            id,
            format!("unknown format `{text}` ({rounds:?} rounds)"),
        )),
    }
}

/// An outcome as stored.
fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::WhiteWins => "1-0",
        Outcome::BlackWins => "0-1",
        Outcome::Draw => "1/2-1/2",
        Outcome::WhiteByForfeit => "+/-",
        Outcome::BlackByForfeit => "-/+",
        Outcome::DoubleForfeit => "-/-",
    }
}

/// The outcome stored as `text`.
fn outcome_from(id: i64, text: &str) -> Result<Outcome, StoreError> {
    Ok(match text {
        "1-0" => Outcome::WhiteWins,
        "0-1" => Outcome::BlackWins,
        "1/2-1/2" => Outcome::Draw,
        "+/-" => Outcome::WhiteByForfeit,
        "-/+" => Outcome::BlackByForfeit,
        "-/-" => Outcome::DoubleForfeit,
        other => return Err(corrupt(id, format!("unknown outcome `{other}`"))),
    })
}

/// Opens an event in `new.channel`; `None` if the channel already has an
/// open one (the unique index decides).
pub async fn insert_tournament(
    tx: &mut Tx,
    new: &NewTournament,
    now: i64,
) -> Result<Option<i64>, StoreError> {
    let (format, rounds) = format_columns(new.format);
    let sql = "INSERT INTO tournaments (channel, server, status, game, options, format, rounds,
             turn_hours, creator_id, created_at)
         VALUES ($1, $2, 'lobby', $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (channel) WHERE status IN ('lobby', 'running') DO NOTHING
         RETURNING id";
    let id: Option<(i64,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(&new.channel)
            .bind(&new.server)
            .bind(new.game.key())
            .bind(&new.options)
            .bind(format)
            .bind(rounds)
            .bind(new.turn_hours)
            .bind(&new.creator_id)
            .bind(now)
            .fetch_optional(conn)
            .await
    })?;
    Ok(id.map(|(id,)| id))
}

/// The row tuple of `tournaments`.
type TournamentTuple = (
    i64,
    String,
    String,
    String,
    String,
    String,
    String,
    Option<i64>,
    Option<i64>,
    String,
);

/// A query of [`TournamentTuple`]s with `$tail` after its `FROM`.
macro_rules! tournaments_where {
    ($tail:literal) => {
        concat!(
            "SELECT id, channel, server, status, game, options, format, rounds, turn_hours, creator_id
             FROM tournaments ",
            $tail
        )
    };
}

/// A row read back.
fn tournament_from(row: TournamentTuple) -> Result<TournamentRow, StoreError> {
    let (id, channel, server, status, game, options, format, rounds, turn_hours, creator_id) = row;
    Ok(TournamentRow {
        id,
        status: TournamentStatus::parse(&status, id)?,
        new: NewTournament {
            channel,
            server,
            game: game.parse().map_err(|e| corrupt(id, format!("{e}")))?,
            options,
            format: format_from(id, &format, rounds)?,
            turn_hours,
            creator_id,
        },
    })
}

/// The open (lobby or running) event of `channel`, its row locked on
/// PostgreSQL for the rest of the transaction.
pub async fn open_tournament(
    tx: &mut Tx,
    channel: &str,
) -> Result<Option<TournamentRow>, StoreError> {
    let sql = if tx.locks_rows() {
        tournaments_where!("WHERE channel = $1 AND status IN ('lobby', 'running') FOR UPDATE")
    } else {
        tournaments_where!("WHERE channel = $1 AND status IN ('lobby', 'running')")
    };
    let row: Option<TournamentTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(channel).fetch_optional(conn).await
    })?;
    row.map(tournament_from).transpose()
}

/// The latest event of `channel`, whatever its status (a finished
/// event's standings stay readable until the next one opens).
pub async fn latest_tournament(
    tx: &mut Tx,
    channel: &str,
) -> Result<Option<TournamentRow>, StoreError> {
    let sql = tournaments_where!("WHERE channel = $1 ORDER BY id DESC LIMIT 1");
    let row: Option<TournamentTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql).bind(channel).fetch_optional(conn).await
    })?;
    row.map(tournament_from).transpose()
}

/// The ids of the events being played whose every board has a result
/// (the round over, the next one not paired), oldest first: one query,
/// for each tick.
pub async fn between_rounds(tx: &mut Tx) -> Result<Vec<i64>, StoreError> {
    let sql = "SELECT t.id FROM tournaments AS t WHERE t.status = 'running'
           AND NOT EXISTS (SELECT 1 FROM tournament_boards AS b
               WHERE b.tournament_id = t.id AND b.outcome IS NULL)
         ORDER BY t.id";
    let rows: Vec<(i64,)> = on_backend!(tx, |conn| sqlx::query_as(sql).fetch_all(conn).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// The event of id `id`, locked as [`open_tournament`] locks.
pub async fn tournament(tx: &mut Tx, id: i64) -> Result<Option<TournamentRow>, StoreError> {
    let sql = if tx.locks_rows() {
        tournaments_where!("WHERE id = $1 FOR UPDATE")
    } else {
        tournaments_where!("WHERE id = $1")
    };
    let row: Option<TournamentTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(conn)
        .await)?;
    row.map(tournament_from).transpose()
}

/// Sets event `id`'s status.
pub async fn set_tournament_status(
    tx: &mut Tx,
    id: i64,
    status: TournamentStatus,
) -> Result<(), StoreError> {
    execute!(
        tx,
        "UPDATE tournaments SET status = $1 WHERE id = $2",
        status.as_str(),
        id
    )?;
    Ok(())
}

/// Adds an entrant with the next starting number; `None` if `user_id`
/// has already entered.
pub async fn insert_entrant(
    tx: &mut Tx,
    id: i64,
    user_id: &str,
    name: &str,
) -> Result<Option<i64>, StoreError> {
    let sql = "INSERT INTO tournament_entrants (tournament_id, number, user_id, name)
         SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3 FROM tournament_entrants
         WHERE tournament_id = $1
         ON CONFLICT (tournament_id, user_id) DO NOTHING
         RETURNING number";
    let number: Option<(i64,)> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(id)
            .bind(user_id)
            .bind(name)
            .fetch_optional(conn)
            .await
    })?;
    Ok(number.map(|(number,)| number))
}

/// Event `id`'s entrants by starting number.
pub async fn entrants(tx: &mut Tx, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
    let sql = "SELECT number, user_id, name, withdrawn_after FROM tournament_entrants
         WHERE tournament_id = $1 ORDER BY number";
    let rows: Vec<(i64, String, String, Option<i64>)> =
        on_backend!(tx, |conn| sqlx::query_as(sql)
            .bind(id)
            .fetch_all(conn)
            .await)?;
    Ok(rows
        .into_iter()
        .map(|(number, user_id, name, withdrawn_after)| EntrantRow {
            number,
            user_id,
            name,
            withdrawn_after,
        })
        .collect())
}

/// Removes entrant `user_id` before the start, renumbering those after.
pub async fn remove_entrant(tx: &mut Tx, id: i64, user_id: &str) -> Result<bool, StoreError> {
    let rows = entrants(tx, id).await?;
    let Some(leaving) = rows.iter().find(|r| r.user_id == user_id) else {
        return Ok(false);
    };
    execute!(
        tx,
        "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND number = $2",
        id,
        leaving.number
    )?;
    for row in rows.iter().filter(|r| r.number > leaving.number) {
        execute!(
            tx,
            "UPDATE tournament_entrants SET number = $1 WHERE tournament_id = $2 AND number = $3",
            row.number - 1,
            id,
            row.number
        )?;
    }
    Ok(true)
}

/// Marks entrant `number` withdrawn after round `after`.
pub async fn set_withdrawn(
    tx: &mut Tx,
    id: i64,
    number: i64,
    after: i64,
) -> Result<(), StoreError> {
    let sql = "UPDATE tournament_entrants SET withdrawn_after = $1
         WHERE tournament_id = $2 AND number = $3 AND withdrawn_after IS NULL";
    execute!(tx, sql, after, id, number)?;
    Ok(())
}

/// Writes round `number` of event `id`; `false` (and nothing written) if
/// that round is already there.
pub async fn insert_round(
    tx: &mut Tx,
    id: i64,
    number: i64,
    round: &EventRound,
) -> Result<bool, StoreError> {
    let exists = "SELECT COUNT(*) FROM (SELECT round FROM tournament_boards
             WHERE tournament_id = $1 AND round = $2
         UNION ALL SELECT round FROM tournament_unpaired
             WHERE tournament_id = $1 AND round = $2) AS written";
    let (count,): (i64,) = on_backend!(tx, |conn| {
        sqlx::query_as(exists)
            .bind(id)
            .bind(number)
            .fetch_one(conn)
            .await
    })?;
    if count > 0 {
        return Ok(false);
    }
    for (index, board) in round.boards.iter().enumerate() {
        let sql =
            "INSERT INTO tournament_boards (tournament_id, round, board, white, black, outcome)
             VALUES ($1, $2, $3, $4, $5, $6)";
        let outcome = board.outcome.map(outcome_text);
        execute!(
            tx,
            sql,
            id,
            number,
            index as i64 + 1,
            board.white as i64,
            board.black as i64,
            outcome
        )?;
    }
    let unpaired = round
        .byes
        .iter()
        .map(|n| (n, "bye"))
        .chain(round.absent.iter().map(|n| (n, "absent")));
    for (player, kind) in unpaired {
        let sql = "INSERT INTO tournament_unpaired (tournament_id, round, number, kind)
             VALUES ($1, $2, $3, $4)";
        execute!(tx, sql, id, number, *player as i64, kind)?;
    }
    Ok(true)
}

/// Links board `board` of round `round` to the game played on it.
pub async fn set_board_game(
    tx: &mut Tx,
    id: i64,
    (round, board): (i64, i64),
    game: i64,
) -> Result<(), StoreError> {
    let sql = "UPDATE tournament_boards SET game_id = $1
         WHERE tournament_id = $2 AND round = $3 AND board = $4";
    execute!(tx, sql, game, id, round, board)?;
    Ok(())
}

/// Records the outcome of board `board` of round `round`.
pub async fn set_outcome(
    tx: &mut Tx,
    id: i64,
    (round, board): (i64, i64),
    outcome: Outcome,
) -> Result<(), StoreError> {
    let sql = "UPDATE tournament_boards SET outcome = $1
         WHERE tournament_id = $2 AND round = $3 AND board = $4";
    execute!(tx, sql, outcome_text(outcome), id, round, board)?;
    Ok(())
}

/// The event, round and board game `game` is played for, if any.
pub async fn board_of_game(tx: &mut Tx, game: i64) -> Result<Option<(i64, i64, i64)>, StoreError> {
    let sql = "SELECT tournament_id, round, board FROM tournament_boards WHERE game_id = $1";
    on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)
    .map_err(StoreError::from)
}

/// The games of round `round` of event `id`, by board.
pub async fn round_games(
    tx: &mut Tx,
    id: i64,
    round: i64,
) -> Result<Vec<(i64, Option<i64>)>, StoreError> {
    let sql = "SELECT board, game_id FROM tournament_boards
         WHERE tournament_id = $1 AND round = $2 ORDER BY board";
    on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(id)
        .bind(round)
        .fetch_all(conn)
        .await)
    .map_err(StoreError::from)
}

/// Event `row` as the pairing systems and standings read it.
pub async fn load_event(tx: &mut Tx, row: &TournamentRow) -> Result<Event, StoreError> {
    let id = row.id;
    let entrants = entrants(tx, id).await?;
    let boards_sql = "SELECT round, board, white, black, outcome FROM tournament_boards
         WHERE tournament_id = $1 ORDER BY round, board";
    let boards: Vec<(i64, i64, i64, i64, Option<String>)> =
        on_backend!(tx, |conn| sqlx::query_as(boards_sql)
            .bind(id)
            .fetch_all(conn)
            .await)?;
    let unpaired_sql = "SELECT round, number, kind FROM tournament_unpaired
         WHERE tournament_id = $1 ORDER BY round, number";
    let unpaired: Vec<(i64, i64, String)> = on_backend!(tx, |conn| sqlx::query_as(unpaired_sql)
        .bind(id)
        .fetch_all(conn)
        .await)?;
    let last = boards
        .iter()
        .map(|b| b.0)
        .chain(unpaired.iter().map(|u| u.0))
        .max()
        .unwrap_or(0);
    let mut rounds = vec![EventRound::default(); usize::try_from(last).unwrap_or(0)];
    for (round, _, white, black, outcome) in boards {
        let outcome = outcome.map(|text| outcome_from(id, &text)).transpose()?;
        let slot = round_slot(&mut rounds, id, round)?;
        slot.boards.push(Board {
            white: player_number(id, white)?,
            black: player_number(id, black)?,
            outcome,
        });
    }
    for (round, number, kind) in unpaired {
        let number = player_number(id, number)?;
        let slot = round_slot(&mut rounds, id, round)?;
        match kind.as_str() {
            "bye" => slot.byes.push(number),
            _ => slot.absent.push(number),
        }
    }
    let entrants = entrants
        .into_iter()
        .map(|e| Entrant {
            name: e.name,
            withdrawn_after: e.withdrawn_after.and_then(|r| usize::try_from(r).ok()),
        })
        .collect();
    Ok(Event {
        format: row.new.format,
        entrants,
        rounds,
    })
}

/// Round `round` (from 1) of `rounds`.
fn round_slot(
    rounds: &mut [EventRound],
    id: i64,
    round: i64,
) -> Result<&mut EventRound, StoreError> {
    usize::try_from(round - 1)
        .ok()
        .and_then(|index| rounds.get_mut(index))
        .ok_or_else(|| corrupt(id, format!("round {round} out of range")))
}

/// A stored player number.
fn player_number(id: i64, number: i64) -> Result<usize, StoreError> {
    usize::try_from(number)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| corrupt(id, format!("player number {number}")))
}
