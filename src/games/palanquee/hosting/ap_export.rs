//! `/export format:ap` of a Palanquée game: its moves as
//! [`crate::games::palanquee::ap_record`] writes them, its places as the
//! ratings read them (the winner, then those who played on, then those
//! who resigned, R22), handed to the shared record
//! ([`crate::commands::ap_export`]).

use super::hosted::Palanquee;
use super::table::Table;
use super::turn::resigned;
use crate::commands::ap_export::ApGame;
use crate::commands::catalogue::Message;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palanquee::Game;
use crate::games::palanquee::ap_record::{AP_NAME, ap_moves, ap_variants};
use crate::games::rules::Finish;

impl Host<'_, Palanquee> {
    /// The Abstract Play record of `table`'s finished game, with a line
    /// in `language` (the caller's).
    pub(super) async fn ap_record(
        &self,
        table: &Table,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let game = &table.committed;
        let Some(moves) = ap_moves(game.record()) else {
            return refuse(Message::RecordDoesNotReplay);
        };
        let record = ApGame {
            name: AP_NAME,
            variants: ap_variants(game.rules()),
            starting_position: Some(game.record().start().to_string()),
            places: places(game, table.seats.len()),
            abandoned: game.outcome().is_none(),
            moves,
        };
        self.service
            .ap_export(&table.row, &table.seats, record, language)
            .await
    }
}

/// Each seat's place: as the game's end placed them (R22, R23), or, for
/// a game that stopped with only computers left, those still in first
/// and the others after.
fn places(game: &Game, seats: usize) -> Vec<usize> {
    match game.outcome() {
        Some(outcome) => Finish::from(outcome).places(seats, |seat| resigned(game, seat)),
        None => {
            let alive: Vec<usize> = game.position().alive_players().map(|p| p.index()).collect();
            (0..seats)
                .map(|seat| usize::from(!alive.contains(&seat)))
                .collect()
        }
    }
}
