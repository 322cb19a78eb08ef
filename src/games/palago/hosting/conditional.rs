//! Palago's side of conditional turns (`commands::conditional`): a ply is
//! a whole turn as `/play` takes it (`0,1:1 1,1:2`), checked on a copy of
//! the game; two plies are the same turn whatever order their tiles are
//! typed in (a turn typed in an order the rules refuse is kept in the
//! other order, if that one is legal); a reply is published as any turn.

use async_trait::async_trait;

use super::hosted::Palago;
use super::refusals::turn_refused;
use super::table::PalagoTable;
use crate::commands::catalogue::{Message, say};
use crate::commands::conditional::Conditionals;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::refusal::Refusal;
use crate::commands::reply::Reply;
use crate::commands::service::{Host, Service};
use crate::games::palago::{Game, Placement, Turn};
use crate::store::Tx;
use crate::store::queries::{self, GameRow};

#[async_trait]
impl Conditionals for Palago {
    async fn check_line(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        _seat: usize,
        plies: &[String],
        language: Language,
    ) -> Result<Result<Vec<String>, (usize, String)>, CommandError> {
        let table = Host::new(service, self).table(tx, row.clone()).await?;
        let mut game = table.game.clone();
        let mut checked = Vec::new();
        for (index, text) in plies.iter().enumerate() {
            if game.is_over() {
                let why = say(language, Message::ConditionalOverBefore);
                return Ok(Err((index + 1, why)));
            }
            match play_either(&mut game, text) {
                Ok(turn) => checked.push(turn.to_string()),
                Err(refusal) => return Ok(Err((index + 1, refusal.words(language)))),
            }
        }
        Ok(Ok(checked))
    }

    async fn last_turn(
        &self,
        _service: &Service,
        tx: &mut Tx,
        row: &GameRow,
    ) -> Result<Option<(usize, String)>, CommandError> {
        let events = queries::events_after(tx, row.id, 0).await?;
        Ok(events.last().and_then(|event| {
            let turn: Turn = event.action.parse().ok()?;
            Some((usize::try_from(event.seat).ok()?, turn.to_string()))
        }))
    }

    fn same_turn(&self, a: &str, b: &str) -> bool {
        match (tiles(a), tiles(b)) {
            (Some(a), Some(b)) => a == b,
            _ => a == b,
        }
    }

    async fn play_queued(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        seat: usize,
        ply: &str,
        readers: Language,
    ) -> Result<Option<Reply>, CommandError> {
        let host = Host::new(service, self);
        let table = host.table(tx, row.clone()).await?;
        if !to_move(&table, seat) {
            return Ok(None);
        }
        let Ok(turn) = play_either(&mut table.game.clone(), ply) else {
            return Ok(None);
        };
        let reply = host.lay_turn_in(tx, table, turn, readers).await?;
        Ok(Some(reply))
    }

    async fn line_picture(
        &self,
        service: &Service,
        row: GameRow,
        plies: &[String],
        language: Language,
    ) -> Result<Option<Vec<u8>>, CommandError> {
        let host = Host::new(service, self);
        let table = service
            .reading(async |tx| host.table(tx, row).await)
            .await?;
        let mut game = table.game.clone();
        for ply in plies {
            if play_either(&mut game, ply).is_err() {
                return Ok(None);
            }
        }
        let png = host
            .picture_of(game, table.picture_names(), None, language)
            .await?;
        Ok(Some(png))
    }
}

/// Whether `seat` is to move in `table`'s game, which goes on.
fn to_move(table: &PalagoTable, seat: usize) -> bool {
    table.stop.is_none() && !table.game.is_over() && table.game.to_move().seat() == seat
}

/// Plays the turn `text` on `game` as typed, or else with its two tiles
/// the other way round: the turn played, or why the typed one is
/// refused (`game` unchanged then).
fn play_either(game: &mut Game, text: &str) -> Result<Turn, Refusal> {
    let turn = match text.to_ascii_lowercase().parse::<Turn>() {
        Ok(turn) => turn,
        Err(refusal) => return Err(turn_refused(None, refusal)),
    };
    let mut tried = game.clone();
    let refusal = match tried.play(&turn) {
        Ok(_) => {
            *game = tried;
            return Ok(turn);
        }
        Err(refusal) => refusal,
    };
    if let Some(second) = turn.second() {
        let swapped = Turn::pair(second, turn.first());
        let mut tried = game.clone();
        if tried.play(&swapped).is_ok() {
            *game = tried;
            return Ok(swapped);
        }
    }
    Err(turn_refused(Some(&turn), refusal))
}

/// The tiles of the turn `text`, in a fixed order, if it reads as one.
fn tiles(text: &str) -> Option<Vec<Placement>> {
    let turn: Turn = text.to_ascii_lowercase().parse().ok()?;
    let mut tiles = turn.placements();
    tiles.sort();
    Some(tiles)
}
