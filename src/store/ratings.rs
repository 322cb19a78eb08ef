//! Ratings: one Glicko-2 rating per player, game and server (schema in
//! `migrations/*/0005_ratings.sql`). The maths is the command layer's.

use super::{StoreError, Tx};
use crate::games::GameKind;
use crate::{execute, on_backend};

/// A player's rating in one game on one server.
#[derive(Clone, PartialEq, Debug)]
pub struct RatingRow {
    /// The player's id.
    pub user_id: String,
    /// Their name at their last rated game.
    pub name: String,
    /// The rating (1500 to start).
    pub rating: f64,
    /// How uncertain it is (350 to start; lower is surer).
    pub deviation: f64,
    /// How erratic the player's results are (0.06 to start).
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

type RatingTuple = (String, String, f64, f64, f64, i64);

fn rating_from((user_id, name, rating, deviation, volatility, games): RatingTuple) -> RatingRow {
    RatingRow {
        user_id,
        name,
        rating,
        deviation,
        volatility,
        games,
    }
}

/// `user_id`'s rating in `game` on `server`, if they have played one.
pub async fn rating(
    tx: &mut Tx,
    server: &str,
    game: &GameKind,
    user_id: &str,
) -> Result<Option<RatingRow>, StoreError> {
    let sql = "SELECT user_id, name, rating, deviation, volatility, games FROM ratings
         WHERE server = $1 AND game = $2 AND user_id = $3";
    let row: Option<RatingTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(server)
            .bind(game.key())
            .bind(user_id)
            .fetch_optional(conn)
            .await
    })?;
    Ok(row.map(rating_from))
}

/// Stores `row` as the player's rating in `game` on `server`.
pub async fn set_rating(
    tx: &mut Tx,
    server: &str,
    game: &GameKind,
    row: &RatingRow,
) -> Result<(), StoreError> {
    let sql =
        "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (server, game, user_id) DO UPDATE SET name = excluded.name,
             rating = excluded.rating, deviation = excluded.deviation,
             volatility = excluded.volatility, games = excluded.games";
    execute!(
        tx,
        sql,
        server,
        game.key(),
        &row.user_id,
        &row.name,
        row.rating,
        row.deviation,
        row.volatility,
        row.games
    )?;
    Ok(())
}

/// The best `limit` ratings in `game` on `server`, best first.
pub async fn leaderboard(
    tx: &mut Tx,
    server: &str,
    game: &GameKind,
    limit: i64,
) -> Result<Vec<RatingRow>, StoreError> {
    let sql = "SELECT user_id, name, rating, deviation, volatility, games FROM ratings
         WHERE server = $1 AND game = $2 ORDER BY rating DESC, user_id LIMIT $3";
    let rows: Vec<RatingTuple> = on_backend!(tx, |conn| {
        sqlx::query_as(sql)
            .bind(server)
            .bind(game.key())
            .bind(limit)
            .fetch_all(conn)
            .await
    })?;
    Ok(rows.into_iter().map(rating_from).collect())
}
