//! Proposals answered by every other person in a game: ending it by
//! agreement, taking the last turn back (schema in
//! `migrations/*/0022_proposals.sql`). One open proposal per game.

use super::queries::DeadlineRow;
use super::{StoreError, Tx};
use crate::{execute, on_backend};

/// An open proposal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ProposalRow {
    /// Its id, which its buttons carry.
    pub id: i64,
    /// What is proposed: `end` or `takeback`.
    pub kind: String,
    /// The seat that proposed it.
    pub seat: i64,
    /// The game's last event when it was made: a later one lapses it.
    pub at_seq: i64,
}

/// The last event of `game` (0 before any), retracted or not: any event
/// appended moves it on.
pub async fn last_seq(tx: &mut Tx, game: i64) -> Result<i64, StoreError> {
    let sql = "SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = $1";
    let (last,): (i64,) = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_one(conn)
        .await)?;
    Ok(last)
}

/// The open proposal of `game`, if any.
pub async fn open_proposal(tx: &mut Tx, game: i64) -> Result<Option<ProposalRow>, StoreError> {
    let sql = "SELECT id, kind, seat, at_seq FROM proposals WHERE game_id = $1 AND state = 'open'";
    let row: Option<(i64, String, i64, i64)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(|(id, kind, seat, at_seq)| ProposalRow {
        id,
        kind,
        seat,
        at_seq,
    }))
}

/// Opens a proposal of `kind` by `seat` in `game`, made after event
/// `at_seq` at `now`; its id.
pub async fn insert_proposal(
    tx: &mut Tx,
    game: i64,
    (kind, seat): (&str, i64),
    at_seq: i64,
    now: i64,
) -> Result<i64, StoreError> {
    let sql = "INSERT INTO proposals (game_id, kind, seat, at_seq, made_at, state)
         VALUES ($1, $2, $3, $4, $5, 'open') RETURNING id";
    let (id,): (i64,) = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .bind(kind)
        .bind(seat)
        .bind(at_seq)
        .bind(now)
        .fetch_one(conn)
        .await)?;
    Ok(id)
}

/// Closes proposal `id` as `state`: `accepted`, `declined` or `lapsed`.
pub async fn close_proposal(tx: &mut Tx, id: i64, state: &str) -> Result<(), StoreError> {
    let sql = "UPDATE proposals SET state = $1 WHERE id = $2";
    execute!(tx, sql, state, id)?;
    Ok(())
}

/// Records `seat`'s answer to proposal `id`.
pub async fn answer(tx: &mut Tx, id: i64, seat: i64, accepted: bool) -> Result<(), StoreError> {
    let sql = "INSERT INTO proposal_answers (proposal_id, seat, accepted) VALUES ($1, $2, $3)
         ON CONFLICT (proposal_id, seat) DO UPDATE SET accepted = excluded.accepted";
    execute!(tx, sql, id, seat, accepted)?;
    Ok(())
}

/// The seats that accepted proposal `id`.
pub async fn accepted_seats(tx: &mut Tx, id: i64) -> Result<Vec<i64>, StoreError> {
    let sql = "SELECT seat FROM proposal_answers WHERE proposal_id = $1 AND accepted ORDER BY seat";
    let rows: Vec<(i64,)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(id)
        .fetch_all(conn)
        .await)?;
    Ok(rows.into_iter().map(|(seat,)| seat).collect())
}

/// What publishing a turn replaced, kept so that a takeback restores it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReplacedRow {
    /// The turn's first event.
    pub first_seq: i64,
    /// Its last event.
    pub last_seq: i64,
    /// The seat that published it.
    pub seat: i64,
    /// That seat's missed deadlines before (publishing sets them to 0).
    pub missed: i64,
    /// The deadline of the turn it ended, if it had one.
    pub deadline: Option<DeadlineRow>,
}

/// Keeps what publishing the turn `replaced` of `game` replaced.
pub async fn record_replaced(
    tx: &mut Tx,
    game: i64,
    replaced: &ReplacedRow,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO replaced (game_id, first_seq, last_seq, seat, missed, due_at, remind_at, reminded)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
    let deadline = replaced.deadline.as_ref();
    execute!(
        tx,
        sql,
        game,
        replaced.first_seq,
        replaced.last_seq,
        replaced.seat,
        replaced.missed,
        deadline.map(|d| d.due_at),
        deadline.map(|d| d.remind_at),
        deadline.map(|d| d.reminded),
    )?;
    Ok(())
}

type ReplacedTuple = (i64, i64, i64, i64, Option<i64>, Option<i64>, Option<bool>);

/// The last published turn of `game` not taken back, with what it
/// replaced.
pub async fn last_published(tx: &mut Tx, game: i64) -> Result<Option<ReplacedRow>, StoreError> {
    let sql = "SELECT p.first_seq, p.last_seq, p.seat, p.missed, p.due_at, p.remind_at, p.reminded
         FROM replaced p WHERE p.game_id = $1 AND NOT EXISTS (
             SELECT 1 FROM retracted r WHERE r.game_id = p.game_id AND r.first_seq = p.first_seq)
         ORDER BY p.first_seq DESC LIMIT 1";
    let row: Option<ReplacedTuple> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row.map(
        |(first_seq, last_seq, seat, missed, due_at, remind_at, reminded)| ReplacedRow {
            first_seq,
            last_seq,
            seat,
            missed,
            deadline: due_at.map(|due_at| DeadlineRow {
                game_id: game,
                due_at,
                remind_at: remind_at.unwrap_or(due_at),
                reminded: reminded.unwrap_or(false),
            }),
        },
    ))
}

/// The last event of `game` that counts (not taken back): its sequence
/// number and seat.
pub async fn last_event(tx: &mut Tx, game: i64) -> Result<Option<(i64, i64)>, StoreError> {
    let sql = "SELECT e.seq, e.seat FROM events e WHERE e.game_id = $1 AND NOT EXISTS (
             SELECT 1 FROM retracted r WHERE r.game_id = e.game_id
                 AND e.seq BETWEEN r.first_seq AND r.last_seq)
         ORDER BY e.seq DESC LIMIT 1";
    let row: Option<(i64, i64)> = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)?;
    Ok(row)
}

/// Takes the events `first_seq` to `last_seq` of `game` back at `now`:
/// every read of the events leaves them out from then on.
pub async fn retract(
    tx: &mut Tx,
    game: i64,
    (first_seq, last_seq): (i64, i64),
    now: i64,
) -> Result<(), StoreError> {
    let sql = "INSERT INTO retracted (game_id, first_seq, last_seq, at) VALUES ($1, $2, $3, $4)";
    execute!(tx, sql, game, first_seq, last_seq, now)?;
    Ok(())
}

/// How many turns of `game` were taken back: a replay cached before the
/// last one is out of date.
pub async fn retracted_count(tx: &mut Tx, game: i64) -> Result<i64, StoreError> {
    let sql = "SELECT COUNT(*) FROM retracted WHERE game_id = $1";
    let (count,): (i64,) = on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_one(conn)
        .await)?;
    Ok(count)
}
