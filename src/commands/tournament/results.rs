//! A board's result, and the event's progress: when a tournament game
//! ends, in the transaction that ends it, its result is recorded (a game
//! lost on time by a player who never moved in it is lost by forfeit,
//! `+`/`-`, and does not count as played for pairing), and when it was
//! the round's last, the event is noted due: once the transaction has
//! committed, the next round is paired off the lock and its games opened,
//! or the event finishes with its final standings (`round_pairing.rs`).
//! The event's row is locked first (PostgreSQL; SQLite has one writer),
//! and a round is written once, so two processes ending a round's last
//! games at once pair the next round once; a round left unpaired (a crash
//! between the two) is paired by [`Service::advance_tournaments`], which
//! every tick runs.

use super::Tournaments;
use super::words::{entrant_name, result_symbol, standings_lines, with_standings};
use crate::commands::catalogue::{Message, say_with};
use crate::commands::computer::rating_id;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::reply::Reply;
use crate::store::Tx;
use crate::store::queries::{self, GameRow};
use crate::store::tournaments::{self, TournamentRow, TournamentStatus};
use crate::tournament::event::{Board, Event, Outcome};
use crate::tournament::picture::standings_png;

/// Forfeit losses after which an arbiter withdraws a player.
pub const FORFEITS_TO_WITHDRAW: usize = 2;

impl Tournaments<'_> {
    /// The game of `row` ended with `places` (one per seat, 0 the best),
    /// in `tx`: it is rated, and if it is a tournament board its result
    /// counts for the event. Every game's end comes here.
    pub(crate) async fn game_finished(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        places: &[usize],
    ) -> Result<(), CommandError> {
        self.service.rate_game(tx, row, places).await?;
        self.board_over(tx, row, places).await
    }

    /// The game of `row` ended with `places` (one per seat, 0 the best;
    /// equal places a draw), in `tx`: if it is a tournament board, its
    /// result is recorded and the event goes on.
    async fn board_over(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        places: &[usize],
    ) -> Result<(), CommandError> {
        let Some((id, round, board)) = tournaments::board_of_game(tx, row.id).await? else {
            return Ok(());
        };
        let Some(event_row) = tournaments::tournament(tx, id).await? else {
            return Ok(());
        };
        if event_row.status != TournamentStatus::Running {
            return Ok(());
        }
        let outcome = board_outcome(tx, row.id, places).await?;
        tournaments::set_outcome(tx, id, (round, board), outcome).await?;
        let mut event = tournaments::load_event(tx, &event_row).await?;
        // No one asked: the event's channel reads its server's language.
        let readers = self
            .service
            .readers_language(tx, &event_row.new.server)
            .await?;
        self.announce_result(tx, &event_row, &event, (round, board), readers)
            .await?;
        self.withdraw_absentee(tx, &event_row, &mut event, outcome, (round, board), readers)
            .await?;
        // The next round is paired once this transaction has committed,
        // off the lock (`round_pairing.rs`).
        if event.round_over() {
            self.pairing_due(event_row.id);
        }
        Ok(())
    }

    /// Whether the game of `row` is a tournament board: such a game plays
    /// on with computers alone, its result counting for the event.
    pub(crate) async fn is_board(&self, tx: &mut Tx, row: &GameRow) -> Result<bool, CommandError> {
        Ok(tournaments::board_of_game(tx, row.id).await?.is_some())
    }

    /// Posts board `at`'s result in the event's channel, in `readers`'
    /// language.
    async fn announce_result(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        event: &Event,
        (round, board): (i64, i64),
        readers: Language,
    ) -> Result<(), CommandError> {
        let Some(played) = board_at(event, (round, board)) else {
            return Ok(());
        };
        let name = |number: usize| entrant_name(event, number);
        let entrants = tournaments::entrants(tx, row.id).await?;
        let id_of = |number: usize| {
            entrants
                .iter()
                .find(|e| e.number == number as i64)
                .map(|e| rating_id(&e.user_id))
        };
        let one_player =
            id_of(played.white).is_some() && id_of(played.white) == id_of(played.black);
        let text = {
            let result = say_with(
                readers,
                Message::TournamentBoardResult,
                &[
                    ("round", &round),
                    ("board", &board),
                    ("white", &name(played.white)),
                    ("black", &name(played.black)),
                    ("result", &result_symbol(played.outcome)),
                ],
            );
            if one_player {
                let unrated = say_with(
                    readers,
                    Message::UnratedOnePlayerResult,
                    &[("name", &name(played.white))],
                );
                format!("{result} {unrated}")
            } else {
                result
            }
        };
        self.post_in(tx, &row.new.channel, Reply::public(readers, text))
            .await
    }

    /// Withdraws the loser of a forfeit who has lost
    /// [`FORFEITS_TO_WITHDRAW`] games so: an arbiter pairs no player who
    /// does not come to the board. The event's channel is told in
    /// `readers`' language.
    async fn withdraw_absentee(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        event: &mut Event,
        outcome: Outcome,
        (round, board): (i64, i64),
        readers: Language,
    ) -> Result<(), CommandError> {
        let Some(&played) = board_at(event, (round, board)) else {
            return Ok(());
        };
        let losers: &[usize] = match outcome {
            Outcome::WhiteByForfeit => &[played.black],
            Outcome::BlackByForfeit => &[played.white],
            Outcome::DoubleForfeit => &[played.white, played.black],
            _ => &[],
        };
        for &loser in losers {
            let Some(entrant) = event.entrants.get(loser.wrapping_sub(1)) else {
                continue;
            };
            if entrant.withdrawn_after.is_some()
                || forfeits_lost(event, loser) < FORFEITS_TO_WITHDRAW
            {
                continue;
            }
            let name = shown(&entrant.name);
            let after = event.rounds.len() as i64;
            tournaments::set_withdrawn(tx, row.id, loser as i64, after).await?;
            // The same withdrawal in the event read, which pairs on.
            event.withdraw(loser);
            let text = say_with(
                readers,
                Message::TournamentAbsenteeWithdrawn,
                &[("name", &name), ("forfeits", &FORFEITS_TO_WITHDRAW)],
            );
            self.post_in(tx, &row.new.channel, Reply::public(readers, text))
                .await?;
        }
        Ok(())
    }

    /// Ends the event of `row` (`early`: why no further round could be
    /// paired) and posts the final standings, text and picture, in
    /// `readers`' language.
    pub(super) async fn finish_event(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        event: &Event,
        early: Option<String>,
        readers: Language,
    ) -> Result<(), CommandError> {
        tournaments::set_tournament_status(tx, row.id, TournamentStatus::Finished).await?;
        let played = say_with(
            readers,
            Message::RoundCount,
            &[("count", &event.rounds.len())],
        );
        let head = match &early {
            None => say_with(readers, Message::TournamentFinished, &[("rounds", &played)]),
            Some(why) => say_with(
                readers,
                Message::TournamentEndsEarly,
                &[("rounds", &played), ("why", why)],
            ),
        };
        let title = self.event_title(readers, row);
        let text = format!("{head}\n```\n{}\n```", standings_lines(event));
        // The game that ended the event is published whatever happens to
        // the picture: the standings are posted as text then.
        let reply = match standings_png(event, &title) {
            Ok(png) => with_standings(Reply::public(readers, text), png),
            Err(error) => {
                tracing::error!(%error, event = row.id, "the final standings were not drawn");
                Reply::public(readers, text)
            }
        };
        self.post_in(tx, &row.new.channel, reply).await
    }

    /// The event's title on its pictures, in `language`: the game and the
    /// format.
    pub(super) fn event_title(&self, language: Language, row: &TournamentRow) -> String {
        let title = self
            .service
            .games
            .get(&row.new.game)
            .map_or_else(|_| row.new.game.to_string(), |game| game.title().to_owned());
        format!(
            "{title} · {}",
            super::words::format_words(language, row.new.format)
        )
    }

    /// Pairs every running event whose round is over but whose next round
    /// is not paired: after a crash between a result and its pairing, or
    /// a round of forfeits. One read finds them; each is advanced in a
    /// write transaction with its row locked.
    pub(crate) async fn advance_tournaments(&self) -> Result<(), CommandError> {
        self.pair_due().await;
        let ids = self
            .service
            .reading(async |tx| Ok(tournaments::between_rounds(tx).await?))
            .await?;
        for id in ids {
            self.advance_event(id).await?;
        }
        Ok(())
    }
}

/// The event's result of a game that ended with `places`: white is seat
/// 0. A game lost on time by a player who never moved in it is lost by
/// forfeit: they never came to the board.
async fn board_outcome(tx: &mut Tx, game: i64, places: &[usize]) -> Result<Outcome, CommandError> {
    let (white, black) = match places {
        [white, black, ..] => (*white, *black),
        _ => return Ok(Outcome::DoubleForfeit),
    };
    if white == black {
        return Ok(Outcome::Draw);
    }
    let loser = if white < black { 1 } else { 0 };
    let events = queries::events_after(tx, game, 0).await?;
    let last = events.last().map(|e| e.seq);
    let moved = events
        .iter()
        .any(|e| e.seat == loser && Some(e.seq) != last);
    let missed = queries::seats(tx, game)
        .await?
        .iter()
        .any(|s| s.seat == loser && s.missed_deadlines > 0);
    Ok(match (white < black, moved || !missed) {
        (true, true) => Outcome::WhiteWins,
        (true, false) => Outcome::WhiteByForfeit,
        (false, true) => Outcome::BlackWins,
        (false, false) => Outcome::BlackByForfeit,
    })
}

/// Board `board` of round `round` (both from 1), if paired.
fn board_at(event: &Event, (round, board): (i64, i64)) -> Option<&Board> {
    let round = usize::try_from(round).ok()?.checked_sub(1)?;
    let board = usize::try_from(board).ok()?.checked_sub(1)?;
    event.rounds.get(round)?.boards.get(board)
}

/// How many games entrant `number` lost by forfeit.
fn forfeits_lost(event: &Event, number: usize) -> usize {
    event
        .rounds
        .iter()
        .flat_map(|round| &round.boards)
        .filter(|board| match board.outcome {
            Some(Outcome::WhiteByForfeit) => board.black == number,
            Some(Outcome::BlackByForfeit) => board.white == number,
            Some(Outcome::DoubleForfeit) => board.white == number || board.black == number,
            _ => false,
        })
        .count()
}
