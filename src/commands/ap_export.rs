//! `/export format:ap`, once for every game: a finished game as an
//! Abstract Play game record ([`crate::games::ap_record`]). The game gives
//! its name, variants, start, places and moves ([`ApGame`]); this adds
//! what the store knows (the seats, dates, the tournament round) and
//! whether the ratings left the game unrated, and attaches `NAME.json`.

use std::collections::HashSet;

use super::catalogue::{Message, say};
use super::computer::{is_computer, rating_id};
use super::error::{CommandError, refuse};
use super::language::Language;
use super::refusal::said;
use super::reply::{Attachment, Reply};
use super::service::Service;
use crate::games::ap_record::{
    ApPlayer, ApRecord, Entry, GameName, Header, SITE_NAME, Site, date_time, results_of, to_json,
};
use crate::store::queries::{GameRow, GameStatus, SeatRow};
use crate::store::{dates, tournaments};

/// What a game gives of a finished game for its Abstract Play record.
pub(crate) struct ApGame {
    /// The game's name (`Palanquée`).
    pub name: &'static str,
    /// Its variants (`advanced`).
    pub variants: Vec<String>,
    /// The starting position in the game's notation, if it has one.
    pub starting_position: Option<String>,
    /// Each seat's final place, 0 best (as the ratings read them).
    pub places: Vec<usize>,
    /// Whether the game ended unrated for want of people.
    pub abandoned: bool,
    /// The rounds played.
    pub moves: Vec<Vec<Option<Entry>>>,
}

impl Service {
    /// The reply to `/export format:ap` of game `row` with `seats`, in
    /// `language` (the caller's); refused for a game not over.
    pub(crate) async fn ap_export(
        &self,
        row: &GameRow,
        seats: &[SeatRow],
        game: ApGame,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        if row.status != GameStatus::Finished {
            return refuse(Message::ExportApUnfinished);
        }
        let mut tx = self.store.read().await?;
        let (opened, last) = dates::game_dates(&mut tx, row.id)
            .await?
            .unwrap_or((self.now(), None));
        let board = tournaments::board_of_game(&mut tx, row.id).await?;
        tx.commit().await?;
        let key = row.game.key();
        let record = ApRecord {
            header: Header {
                game: GameName {
                    name: game.name.to_owned(),
                    variants: game.variants,
                },
                event: board.map(|(event, _, _)| format!("{SITE_NAME} tournament {event}")),
                round: board.map(|(_, round, _)| round.to_string()),
                site: Site {
                    name: SITE_NAME.to_owned(),
                    gameid: Some(row.id),
                },
                date_start: date_time(opened),
                date_end: date_time(last.unwrap_or(opened)),
                date_generated: date_time(self.now()),
                unrated: game.abandoned || one_rated_player(seats),
                players: players(seats, &game.places),
                starting_position: game.starting_position,
            },
            moves: game.moves,
        };
        let mut reply = Reply::private(language, say(language, Message::ExportApRecord));
        reply.file = Some(Attachment {
            name: format!("{key}-game-{}.json", row.id),
            bytes: to_json(&record).into_bytes(),
        });
        Ok(vec![reply])
    }
}

/// The refusal of `/export format:ap` for a game that has no such record.
pub(crate) fn no_ap_record(title: &str) -> CommandError {
    CommandError::Refused(said(Message::ExportApNotOffered, &[("game", &title)]))
}

/// Whether every seat is one rated player (two computers of one level):
/// such a game is not rated.
fn one_rated_player(seats: &[SeatRow]) -> bool {
    let players: HashSet<String> = seats.iter().map(|s| rating_id(&s.user_id)).collect();
    players.len() < 2
}

/// The seats in seating order, with their results from `places`.
fn players(seats: &[SeatRow], places: &[usize]) -> Vec<ApPlayer> {
    let mut seats: Vec<&SeatRow> = seats.iter().collect();
    seats.sort_by_key(|s| s.seat);
    let results = results_of(places);
    seats
        .iter()
        .map(|seat| ApPlayer {
            name: seat.name.clone(),
            userid: Some(seat.user_id.clone()),
            is_ai: is_computer(&seat.user_id),
            result: usize::try_from(seat.seat)
                .ok()
                .and_then(|s| results.get(s).copied())
                .unwrap_or(0),
        })
        .collect()
}
