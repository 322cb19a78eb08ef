//! Opening, joining, leaving, starting and aborting games.

use sqlx::SqliteConnection;

use super::table::Table;
use super::{Caller, CommandError, Reply, Service, refuse, shown};
use crate::engine::{Player, Rules};
use crate::games::GameKind;
use crate::store::NewGame;
use crate::store::queries::{self, GameRow, GameStatus};

impl Service {
    /// `/new`: opens a game here; the caller takes seat 1.
    pub(crate) async fn new_game(
        &self,
        channel: &str,
        caller: &Caller,
        new: NewGame,
    ) -> Result<Vec<Reply>, CommandError> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let Some(id) = queries::insert_game(&mut tx, channel, new, &caller.id, now).await? else {
            return refuse(
                "This channel already has a game. Finish or /abort it, or open a thread for a parallel game.",
            );
        };
        queries::insert_seat(&mut tx, id, 0, &caller.id, &caller.name).await?;
        let pace = match new.turn_hours {
            Some(h) => format!("{h} hours per turn"),
            None => "no turn deadline".to_string(),
        };
        let reply = Reply::public(format!(
            "**{}** opened a game of {} ({}, {pace}). /join to take a seat ({}), then {} runs /start.{}",
            shown(&caller.name),
            new.game,
            options_in_words(new.game, new.rules, new.tiebreak),
            seats_in_words(new.game),
            shown(&caller.name),
            match new.game {
                GameKind::Palago => " The rules in short: /rules topic:palago.",
                GameKind::Palanquee if new.rules.is_advanced() => {
                    " The advanced rules in short: /rules topic:advanced."
                }
                GameKind::Palanquee => "",
            }
        ));
        self.commit_announced(tx, channel, vec![reply]).await
    }

    /// `/join`: takes the next seat.
    pub(crate) async fn join(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(
                &mut tx,
                channel,
                "The game has already started; seats are taken at the start.",
            )
            .await?;
        if table.player_of(caller).is_some() {
            return refuse("You already have a seat.");
        }
        let seat = table.seats.len();
        if seat >= table.row.game.seats().1 {
            return refuse(match table.row.game {
                GameKind::Palanquee => "All 5 seats are taken (R7).",
                GameKind::Palago => "Palago is played by two, and both seats are taken (P5).",
            });
        }
        queries::insert_seat(&mut tx, table.row.id, seat as i64, &caller.id, &caller.name).await?;
        queries::bump_version(&mut tx, table.row.id).await?;
        let reply = Reply::public(format!(
            "**{}** takes seat {} ({}). {} seated.",
            shown(&caller.name),
            seat + 1,
            seat_in_words(table.row.game, seat),
            seat + 1
        ));
        self.commit_announced(tx, channel, vec![reply]).await
    }

    /// `/leave`: gives up a seat before the start.
    pub(crate) async fn leave(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(
                &mut tx,
                channel,
                "The game has started: use /resign to leave it.",
            )
            .await?;
        if table.player_of(caller).is_none() {
            return refuse("You have no seat in this game.");
        }
        let rest: Vec<_> = table
            .seats
            .iter()
            .filter(|s| s.user_id != caller.id)
            .cloned()
            .collect();
        queries::replace_seats(&mut tx, table.row.id, &rest).await?;
        let text = match rest.first() {
            None => {
                queries::set_status(
                    &mut tx,
                    table.row.id,
                    GameStatus::Aborted,
                    Some("everyone left"),
                )
                .await?;
                format!(
                    "**{}** left; nobody is seated, so the game is closed.",
                    shown(&caller.name)
                )
            }
            // The lobby stays with someone who sits in it.
            Some(next) if table.row.creator_id == caller.id => {
                queries::set_creator(&mut tx, table.row.id, &next.user_id).await?;
                format!(
                    "**{}** left the game. {} seated. **{}** now runs the lobby: /start when ready, or /abort.",
                    shown(&caller.name),
                    rest.len(),
                    shown(&next.name)
                )
            }
            Some(_) => format!(
                "**{}** left the game. {} seated.",
                shown(&caller.name),
                rest.len()
            ),
        };
        queries::bump_version(&mut tx, table.row.id).await?;
        self.commit_announced(tx, channel, vec![Reply::public(text)])
            .await
    }

    /// `/start`: the creator (or a moderator) starts with 2-5 seated.
    pub(crate) async fn start(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(&mut tx, channel, "The game has already started.")
            .await?;
        if table.row.creator_id != caller.id && !caller.moderator {
            return refuse("Only the game's creator (or a moderator) can start it.");
        }
        if table.seats.len() < table.row.game.seats().0 {
            return refuse(match table.row.game {
                GameKind::Palanquee => {
                    "A game needs 2 to 5 players (R7): wait for someone to /join."
                }
                GameKind::Palago => "Palago needs two players (P5): wait for someone to /join.",
            });
        }
        let id = table.row.id;
        queries::set_status(&mut tx, id, GameStatus::Playing, None).await?;
        if let Some(hours) = table.row.turn_hours {
            self.set_turn_deadline(&mut tx, id, hours, now).await?;
        }
        queries::bump_version(&mut tx, id).await?;
        if table.row.game == GameKind::Palago {
            let reply = self.palago_opening(&mut tx, table.row.clone()).await?;
            return self.commit_announced(tx, channel, vec![reply]).await;
        }
        let table = self.table(&mut tx, table.row.clone()).await?;
        let first = table.committed.to_move();
        let order: Vec<String> = table
            .seats
            .iter()
            .map(|s| {
                let letter = Player::new(s.seat as usize).map_or('?', Player::letter);
                format!("{letter} {}", s.name)
            })
            .collect();
        let png = self.picture(&table, &table.committed, &[]).await?;
        let mut reply = Reply::public(format!(
            "The game begins! Seat order: {}. Round 1: each player sows a first seed, at least 3 cells from every enemy piece (R11, R19). **{}**, you sow first: /sow cell:H8.",
            order.join(", "),
            table.name(first)
        ))
        .with_picture(png);
        reply.mentions = table.user_id(first).into_iter().collect();
        reply.deadline = table.deadline.map(|d| d.due_at);
        self.commit_announced(tx, channel, vec![reply]).await
    }

    /// The channel's game while seats are taken; `started` is the refusal
    /// once it has begun.
    async fn lobby_table(
        &self,
        tx: &mut SqliteConnection,
        channel: &str,
        started: &str,
    ) -> Result<Table, CommandError> {
        let table = self.active_table(tx, channel).await?;
        if table.row.status != GameStatus::Lobby {
            return refuse(started);
        }
        Ok(table)
    }

    /// `/abort`: the creator or a moderator stops the game.
    pub(crate) async fn abort(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let Some(row) = queries::active_game(&mut tx, channel).await? else {
            return refuse("No game to abort in this channel.");
        };
        if row.creator_id != caller.id && !caller.moderator {
            return refuse(
                "Only the game's creator or someone who manages this channel can abort it.",
            );
        }
        queries::set_status(
            &mut tx,
            row.id,
            GameStatus::Aborted,
            Some(&format!("aborted by {}", shown(&caller.name))),
        )
        .await?;
        queries::clear_deadline(&mut tx, row.id).await?;
        queries::bump_version(&mut tx, row.id).await?;
        let reply = Reply::public(format!(
            "**{}** aborted the game. /new opens another.",
            shown(&caller.name)
        ));
        self.commit_announced(tx, channel, vec![reply]).await
    }
}

/// A game's options in words: Palanquée's rules, Palago's tiebreak.
pub(crate) fn options_in_words(game: GameKind, rules: Rules, tiebreak: bool) -> &'static str {
    match game {
        GameKind::Palanquee => rules_in_words(rules),
        GameKind::Palago if tiebreak => "with the tiebreak of P12",
        GameKind::Palago => "no tiebreak: all tiles down without a creature is a draw, P12",
    }
}

/// [`options_in_words`] of a stored game.
pub(crate) fn row_options_in_words(row: &GameRow) -> &'static str {
    options_in_words(row.game, row.rules, row.tiebreak)
}

/// How many play a game of `game`.
fn seats_in_words(game: GameKind) -> &'static str {
    match game {
        GameKind::Palanquee => "2-5 players",
        GameKind::Palago => "two players: seat 1 is White and moves first",
    }
}

/// Seat `seat` (from 0) as players know it: a letter, or a colour.
fn seat_in_words(game: GameKind, seat: usize) -> String {
    match (game, seat) {
        (GameKind::Palago, 0) => "White".into(),
        (GameKind::Palago, _) => "Blue".into(),
        (GameKind::Palanquee, _) => Player::new(seat).map_or('?', Player::letter).to_string(),
    }
}

/// How a game's rules are named in messages: the advanced ones with their
/// rulings, so players know where to read about them.
pub(crate) fn rules_in_words(rules: Rules) -> &'static str {
    match rules {
        Rules::Basic => "basic rules",
        Rules::Advanced => "advanced rules with parasites, launches and leaves, R30-R36",
    }
}
