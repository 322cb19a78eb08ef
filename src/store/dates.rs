//! When a game was played: when it was opened and when its last action
//! was recorded (unix seconds), for records that carry dates (an
//! Abstract Play record's `date-start` and `date-end`).

use super::{StoreError, Tx};
use crate::on_backend;

/// Game `game`'s opening time and its last event's, if any event; `None`
/// for no such game.
pub async fn game_dates(tx: &mut Tx, game: i64) -> Result<Option<(i64, Option<i64>)>, StoreError> {
    let sql = "SELECT g.created_at, (SELECT MAX(e.at) FROM events AS e WHERE e.game_id = g.id)
         FROM games AS g WHERE g.id = $1";
    on_backend!(tx, |conn| sqlx::query_as(sql)
        .bind(game)
        .fetch_optional(conn)
        .await)
    .map_err(StoreError::from)
}
