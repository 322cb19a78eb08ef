//! Pairing a round and opening its games: each board a normal game of
//! the bot (deadlines, computers, ratings) in its own channel, its two
//! players seated white (seat 1, who moves first) and black.

use super::Tournaments;
use std::collections::HashMap;

use super::board_channel;
use super::words::round_lines;
use crate::commands::catalogue::{Message, say_with};
use crate::commands::computer::{is_computer, rating_id};
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::reply::Reply;
use crate::store::queries::{self, GameStatus};
use crate::store::tournaments::{self, EntrantRow, TournamentRow};
use crate::store::{NewGame, StoreError, Tx};
use crate::tournament::event::{Board, Event, EventRound};

/// Who posts a round's pairings in the event's channel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Announce {
    /// [`Service::open_round`], at once, before the games' posts.
    Now,
    /// The caller, in its answer (`/tournament start`).
    InAnswer,
}

impl Tournaments<'_> {
    /// Adds `round`, paired off the lock on a copy of `event` (the event
    /// of `row`, unchanged since), writes it and opens its games, in
    /// `tx`: the posts left to the caller (the round's, unless `announce`
    /// says to post it at once, before the games' own posts). Nothing is
    /// written, and no post made, if another process wrote the round
    /// first (`Ok(None)`). The posts are in `readers`' language, the
    /// event's channel's.
    pub(super) async fn open_round(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        event: &mut Event,
        announce: Announce,
        round: EventRound,
        readers: Language,
    ) -> Result<Option<Vec<Reply>>, CommandError> {
        let round = match event.add_paired(round) {
            Ok(round) => round.clone(),
            Err(error) => return Err(corrupt(row, error.to_string())),
        };
        let number = event.rounds.len() as i64;
        if !tournaments::insert_round(tx, row.id, number, &round).await? {
            return Ok(None);
        }
        let total = event.total_rounds();
        // Its games' threads open with their first posts, after this one.
        let lines = round_lines(readers, event, number as usize, &HashMap::new(), false);
        let text = say_with(
            readers,
            Message::TournamentRoundPaired,
            &[("round", &number), ("rounds", &total), ("boards", &lines)],
        );
        let post = Reply::public(readers, text);
        let left = if announce == Announce::Now {
            self.post_in(tx, &row.new.channel, post).await?;
            Vec::new()
        } else {
            vec![post]
        };
        let entrants = tournaments::entrants(tx, row.id).await?;
        for (index, board) in round.boards.iter().enumerate() {
            if board.outcome.is_none() {
                let at = (number, index as i64 + 1);
                self.open_board(tx, row, &entrants, at, board, readers)
                    .await?;
            }
        }
        Ok(Some(left))
    }

    /// Opens the game of `board`, round and board number `at`, in its own
    /// channel, and announces it there with both players mentioned, in
    /// `readers`' language.
    async fn open_board(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        entrants: &[EntrantRow],
        at: (i64, i64),
        board: &Board,
        readers: Language,
    ) -> Result<(), CommandError> {
        let now = self.service.now();
        let white = entrant(row, entrants, board.white)?;
        let black = entrant(row, entrants, board.black)?;
        let channel = board_channel(&row.new.channel, at.0, at.1);
        let new = NewGame {
            game: row.new.game.clone(),
            options: row.new.options.clone(),
            turn_hours: row.new.turn_hours,
        };
        let Some(id) = queries::insert_game(
            tx,
            &channel,
            &row.new.server,
            &new,
            &row.new.creator_id,
            now,
        )
        .await?
        else {
            return Err(corrupt(row, format!("{channel} already has a game")));
        };
        queries::insert_seat(tx, id, 0, &white.user_id, &white.name).await?;
        queries::insert_seat(tx, id, 1, &black.user_id, &black.name).await?;
        queries::set_status(tx, id, GameStatus::Playing, None).await?;
        if let Some(hours) = row.new.turn_hours {
            self.service.set_turn_deadline(tx, id, hours, now).await?;
        }
        queries::bump_version(tx, id).await?;
        tournaments::set_board_game(tx, row.id, at, id).await?;
        let Some(game_row) = queries::game(tx, id).await? else {
            return Err(corrupt(row, format!("game {id} vanished")));
        };
        let game = self.service.games.get(&row.new.game)?;
        let mut opening = game.opening(self.service, tx, game_row, readers).await?;
        let header = say_with(
            readers,
            Message::TournamentBoardOpens,
            &[
                ("round", &at.0),
                ("board", &at.1),
                ("white", &shown(&white.name)),
                ("black", &shown(&black.name)),
            ],
        );
        opening.text = format!("{header}\n{}", opening.text);
        if let Some(unrated) = one_rated_player(readers, white, black) {
            opening.text = format!("{unrated}\n{}", opening.text);
        }
        for player in [white, black] {
            if !is_computer(&player.user_id) && !opening.mentions.contains(&player.user_id) {
                opening.mentions.push(player.user_id.clone());
            }
        }
        self.post_in(tx, &channel, opening).await
    }

    /// Keeps `reply` in the outbox of `channel`, due at once: a post of
    /// the event in a channel other than the command's.
    pub(super) async fn post_in(
        &self,
        tx: &mut Tx,
        channel: &str,
        reply: Reply,
    ) -> Result<(), CommandError> {
        let now = self.service.now();
        self.service
            .outbox()
            .keep_posts(tx, channel, &mut [reply], now)
            .await
    }
}

/// When `white` and `black` are one rated player (two computers of one
/// level), the sentence saying their game is not rated, in `readers`'
/// language (the channel's).
fn one_rated_player(readers: Language, white: &EntrantRow, black: &EntrantRow) -> Option<String> {
    (rating_id(&white.user_id) == rating_id(&black.user_id)).then(|| {
        say_with(
            readers,
            Message::UnratedOnePlayer,
            &[("name", &shown(&white.name))],
        )
    })
}

/// Entrant `number` of the event of `row`.
fn entrant<'a>(
    row: &TournamentRow,
    entrants: &'a [EntrantRow],
    number: usize,
) -> Result<&'a EntrantRow, CommandError> {
    entrants
        .iter()
        .find(|e| e.number == number as i64)
        .ok_or_else(|| corrupt(row, format!("no entrant {number}")))
}

/// The event of `row` does not read back as it should.
fn corrupt(row: &TournamentRow, reason: String) -> CommandError {
    CommandError::from(StoreError::CorruptTournament {
        tournament: row.id,
        reason,
    })
}
