//! Ratings: a Glicko-2 rating (Glickman) per player, per game and per
//! server, updated in the transaction that ends a game, with the maths of
//! the maintained `skillratings` crate. A game is one rating period: each
//! player's results are the pairwise ones against every other player by
//! final placing (a better place wins, an equal one draws), against their
//! ratings before the game. Resignations and timeouts place last; aborted
//! games (and games ended because no person was left) are not rated, nor
//! is a game whose seats are all one rated player.
//! Computer players are rated like anyone, one player per level
//! (`computer:LEVEL`, however many seats it held), which gives the
//! humans a fixed scale to read their own against.

use crate::commands::catalogue::{Message, say_with};
use std::cmp::Ordering;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

use crate::commands::caller::Caller;
use crate::commands::computer::rating_id;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::reply::Reply;
use crate::commands::service::{HostedGame, Service};
use crate::games::GameKind;
use crate::store::Tx;
use crate::store::queries::{self, GameRow};
use crate::store::ratings::{self, RatingRow};

/// A rating whose deviation is above this is provisional (marked `?`):
/// too few games to say much (lichess uses the same bound).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// How many players `/leaderboard` shows.
const LEADERBOARD_SIZE: i64 = 10;

/// The ratings after one game of `players`, each given as (rating before,
/// place): place 0 is the best, equal places drew. In the same order.
#[must_use]
pub fn rated(players: &[(Glicko2Rating, usize)]) -> Vec<Glicko2Rating> {
    let ratings: Vec<Glicko2Rating> = players.iter().map(|(rating, _)| *rating).collect();
    let places: Vec<Vec<usize>> = players.iter().map(|(_, place)| vec![*place]).collect();
    rated_together(&ratings, &places)
}

/// [`rated`] where a player may hold several seats of one game (two
/// computers of one level are one rated player): `places[i]` are the
/// places of player `i`'s seats. Each seat's results against every other
/// player's seats count for its player; seats of one player are not
/// matched against each other.
#[must_use]
pub fn rated_together(ratings: &[Glicko2Rating], places: &[Vec<usize>]) -> Vec<Glicko2Rating> {
    let config = Glicko2Config::new();
    ratings
        .iter()
        .enumerate()
        .map(|(me, rating)| {
            let mine = places.get(me).map_or(&[][..], Vec::as_slice);
            let mut results: Vec<(Glicko2Rating, Outcomes)> = Vec::new();
            for (other, (opponent, theirs)) in ratings.iter().zip(places).enumerate() {
                if other == me {
                    continue;
                }
                for place in mine {
                    for their_place in theirs {
                        let outcome = match place.cmp(their_place) {
                            Ordering::Less => Outcomes::WIN,
                            Ordering::Greater => Outcomes::LOSS,
                            Ordering::Equal => Outcomes::DRAW,
                        };
                        results.push((*opponent, outcome));
                    }
                }
            }
            glicko2_rating_period(rating, &results, &config)
        })
        .collect()
}

/// A stored rating as the crate's.
fn glicko(row: &RatingRow) -> Glicko2Rating {
    Glicko2Rating {
        rating: row.rating,
        deviation: row.deviation,
        volatility: row.volatility,
    }
}

/// A rating as players read it: `1623 ± 85`, `1500? ± 350` if provisional.
fn shown_rating(row: &RatingRow) -> String {
    let mark = if row.deviation > PROVISIONAL_DEVIATION {
        "?"
    } else {
        ""
    };
    format!("{:.0}{mark} ± {:.0}", row.rating, row.deviation)
}

impl Service {
    /// Rates the finished game `row`: `places[seat]` is each seat's final
    /// place (0 best). Run inside the transaction that ends the game.
    pub(crate) async fn rate_game(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        places: &[usize],
    ) -> Result<(), CommandError> {
        let seats = queries::seats(tx, row.id).await?;
        // Each rated player once, with the places of their seats: every
        // computer of a level is one player ([`rating_id`]).
        let mut before: Vec<(RatingRow, Vec<usize>)> = Vec::with_capacity(seats.len());
        for seat in &seats {
            let Some(&place) = usize::try_from(seat.seat).ok().and_then(|s| places.get(s)) else {
                continue;
            };
            let id = rating_id(&seat.user_id);
            if let Some((_, held)) = before.iter_mut().find(|(old, _)| old.user_id == id) {
                held.push(place);
                continue;
            }
            let stored = ratings::rating(tx, &row.server, &row.game, &id).await?;
            let old = stored.unwrap_or_else(|| RatingRow {
                user_id: id,
                name: seat.name.clone(),
                rating: Glicko2Rating::new().rating,
                deviation: Glicko2Rating::new().deviation,
                volatility: Glicko2Rating::new().volatility,
                games: 0,
            });
            before.push((old, vec![place]));
        }
        // A game of one rated player (two computers of one level) has no
        // result to rate: it is not rated at all (issue 47).
        if before.len() < 2 {
            return Ok(());
        }
        let ratings_before: Vec<Glicko2Rating> =
            before.iter().map(|(old, _)| glicko(old)).collect();
        let held: Vec<Vec<usize>> = before.iter().map(|(_, held)| held.clone()).collect();
        for ((old, _), new) in before.iter().zip(rated_together(&ratings_before, &held)) {
            let name = seats
                .iter()
                .find(|s| rating_id(&s.user_id) == old.user_id)
                .map_or_else(|| old.name.clone(), |s| s.name.clone());
            let updated = RatingRow {
                name,
                rating: new.rating,
                deviation: new.deviation,
                volatility: new.volatility,
                games: old.games + 1,
                ..old.clone()
            };
            ratings::set_rating(tx, &row.server, &row.game, &updated).await?;
        }
        Ok(())
    }

    /// `/rating [user]`: a player's rating in each game on this server.
    pub(crate) async fn ratings_of(
        &self,
        caller: &Caller,
        user: Option<String>,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let user_id = user.unwrap_or_else(|| caller.id.clone());
        let mut tx = self.store.read().await?;
        let mut found = Vec::new();
        for game in self.games.all() {
            found.push((
                game.title(),
                ratings::rating(&mut tx, &caller.server, &game.kind(), &user_id).await?,
            ));
        }
        tx.commit().await?;
        let name = found
            .iter()
            .find_map(|(_, row)| row.as_ref().map(|r| r.name.clone()))
            .unwrap_or_else(|| {
                if user_id == caller.id {
                    caller.name.clone()
                } else {
                    user_id.clone()
                }
            });
        let lines: Vec<String> = found
            .iter()
            .map(|(game, row)| match row {
                Some(row) => {
                    let said = if row.games == 1 {
                        Message::RatedOne
                    } else {
                        Message::RatedMany
                    };
                    let args: [(&str, &dyn std::fmt::Display); 3] = [
                        ("game", game),
                        ("rating", &shown_rating(row)),
                        ("games", &row.games),
                    ];
                    say_with(language, said, &args)
                }
                None => say_with(language, Message::NotRated, &[("game", game)]),
            })
            .collect();
        let (name, lines) = (shown(&name), lines.join("\n"));
        let said = say_with(
            language,
            Message::RatingsOf,
            &[("name", &name), ("lines", &lines)],
        );
        Ok(vec![Reply::private(language, said)])
    }

    /// `/leaderboard game`: the server's best rated players of `game`.
    pub(crate) async fn leaderboard(
        &self,
        caller: &Caller,
        readers: Language,
        game: Option<GameKind>,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let game = match &game {
            Some(game) => self.games.get(game)?,
            None => self.games.first(),
        };
        let mut tx = self.store.read().await?;
        let rows =
            ratings::leaderboard(&mut tx, &caller.server, &game.kind(), LEADERBOARD_SIZE).await?;
        tx.commit().await?;
        if rows.is_empty() {
            return Ok(vec![Reply::private(
                language,
                say_with(
                    language,
                    Message::NobodyRatedYet,
                    &[("game", &game.title())],
                ),
            )]);
        }
        let text = leaderboard_text(readers, game, &rows);
        Ok(vec![Reply::public(readers, text)])
    }
}

/// `/leaderboard`'s post: `game`'s best rated `rows`, in `language`.
fn leaderboard_text(language: Language, game: &dyn HostedGame, rows: &[RatingRow]) -> String {
    let lines: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            say_with(
                language,
                Message::LeaderboardLine,
                &[
                    ("place", &(index + 1)),
                    ("name", &shown(&row.name)),
                    ("rating", &shown_rating(row)),
                    (
                        "games",
                        &say_with(language, Message::RatedGameCount, &[("count", &row.games)]),
                    ),
                ],
            )
        })
        .collect();
    let lines = lines.join("\n");
    say_with(
        language,
        Message::LeaderboardOf,
        &[("game", &game.title()), ("lines", &lines)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Glicko2Rating {
        Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example ("Example of the Glicko-2 system",
    /// glicko.net/glicko/glicko2.pdf): a player of 1500 ± 200 beats 1400 ±
    /// 30 and loses to 1550 ± 100 and 1700 ± 300 in one period, and comes
    /// out at 1464.06 ± 151.52, volatility 0.05999. Here, as one game of
    /// four placed 1700, 1550, the player, 1400.
    #[test]
    fn glickmans_example_is_reproduced() {
        let players = [
            (rating(1700.0, 300.0), 0),
            (rating(1550.0, 100.0), 1),
            (rating(1500.0, 200.0), 2),
            (rating(1400.0, 30.0), 3),
        ];
        let after = rated(&players)[2];
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_three_player_game_gives_pairwise_results_by_place() {
        let new = || rating(1500.0, 350.0);
        let after = rated(&[(new(), 0), (new(), 1), (new(), 1)]);
        // The winner beat both; the two others drew with each other and
        // lost to the winner: they move down alike.
        assert!(after[0].rating > 1500.0);
        assert!(after[1].rating < 1500.0);
        assert!((after[1].rating - after[2].rating).abs() < 1e-9);
        assert!(after.iter().all(|r| r.deviation < 350.0));
        // One player holding two seats is the same as its seats' results
        // against the others, never against itself.
        let together = rated_together(&[new(), new()], &[vec![0, 2], vec![1]]);
        let apart = rated(&[(new(), 0), (new(), 1)]);
        assert!(together[0].rating < apart[0].rating, "a win and a loss");
        assert!(together[1].deviation < apart[1].deviation, "two results");
        // All equal: a draw moves nobody.
        let drawn = rated(&[(new(), 0), (new(), 0), (new(), 0)]);
        assert!(drawn.iter().all(|r| (r.rating - 1500.0).abs() < 1e-9));
    }
}
