//! Tournaments (issue 31): an event run from a channel, round-robin by
//! the Berger tables or Swiss by the FIDE Dutch system. The pure model
//! (pairing, standings, the FIDE report) is [`crate::tournament`]; the
//! store keeps it in `store/tournaments.rs`. Here are the `/tournament`
//! commands and the event's progress:
//!
//! - `lobby.rs`: `new`, `join`, `addbot`, `leave` (a withdrawal once
//!   started), `start`, `abort`;
//! - `rounds.rs`: pairing a round and opening its games, each a normal
//!   game of the bot in a channel of its own ([`board_channel`]);
//! - `results.rs`: a board's result, recorded when its game ends (in the
//!   game's own transaction), and the next round paired when it was the
//!   round's last: exactly once, the event's row locked and each round
//!   written once;
//! - `views.rs`: `standings`, `pairings`, `export`;
//! - `threads.rs`: the threads a front end opens for the games;
//! - `words.rs`: the lines the event's posts share.

mod lobby;
mod parse;
mod results;
mod round_pairing;
mod rounds;
mod threads;
mod views;
mod words;

pub use parse::MAX_SWISS_ROUNDS;
pub(crate) use parse::read_tournament;
pub(crate) use round_pairing::PairingsDue;
pub(crate) use threads::platform_channel;
pub use threads::{Board, THREAD_NAME_LIMIT, fallback_prefix};

use super::caller::Caller;
use super::command::TournamentCommand;
use super::error::CommandError;
use super::language::Language;
use super::reply::Reply;
use super::service::Service;
use crate::store::tournaments::TournamentRow;

/// The channel board `board` of round `round` of the event run in
/// `channel` is played in: `<channel>/r2-b3`. The local mode plays it
/// there; the Discord bot in a thread of `channel` it opens for it.
#[must_use]
pub fn board_channel(channel: &str, round: i64, board: i64) -> String {
    format!("{channel}/{}", board_name(round, board))
}

/// A board's short name, `r2-b3` (its thread's name on Discord).
#[must_use]
pub fn board_name(round: i64, board: i64) -> String {
    format!("r{round}-b{board}")
}

/// The event channel and board name of a board's channel
/// (`general/r2-b3`), if `channel` is one.
#[must_use]
pub fn split_board_channel(channel: &str) -> Option<(&str, &str)> {
    let (event, board) = channel.rsplit_once('/')?;
    let (round, number) = board.strip_prefix('r')?.split_once("-b")?;
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    (digits(round) && digits(number)).then_some((event, board))
}

/// Whether `caller` runs the event: its creator, or someone who manages
/// the channel.
fn runs(caller: &Caller, row: &TournamentRow) -> bool {
    caller.moderator || caller.id == row.new.creator_id
}

/// The service's tournaments: their lobby, rounds, boards, results and
/// threads (`service.tournaments()`).
#[derive(Clone, Copy)]
pub struct Tournaments<'a> {
    service: &'a Service,
}

impl Service {
    /// The tournaments played on this service.
    #[must_use]
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments { service: self }
    }
}

impl Tournaments<'_> {
    /// Runs one `/tournament` command in `channel`, whose posts are in
    /// `readers`' language (the channel's); what the caller alone reads is
    /// in theirs.
    pub(crate) async fn tournament(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: TournamentCommand,
    ) -> Result<Vec<Reply>, CommandError> {
        match command {
            TournamentCommand::New {
                game,
                format,
                options,
                turn_hours,
            } => {
                let asked = lobby::Asked {
                    game,
                    format,
                    options,
                    turn_hours,
                };
                self.open_event(channel, caller, readers, asked).await
            }
            TournamentCommand::Join => self.enter_event(channel, caller, readers).await,
            TournamentCommand::AddBot { level } => {
                self.enter_computer(channel, caller, readers, level).await
            }
            TournamentCommand::Leave => self.leave_event(channel, caller, readers).await,
            TournamentCommand::Start => self.start_event(channel, caller, readers).await,
            TournamentCommand::Abort => self.abort_event(channel, caller, readers).await,
            TournamentCommand::Standings => self.event_standings(channel, caller).await,
            TournamentCommand::Pairings { round } => {
                self.event_pairings(channel, caller, round).await
            }
            TournamentCommand::Export => self.event_export(channel, caller).await,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_channel_reads_back() {
        let channel = board_channel("local", 2, 13);
        assert_eq!(channel, "local/r2-b13");
        assert_eq!(split_board_channel(&channel), Some(("local", "r2-b13")));
        assert_eq!(split_board_channel("a/b/r1-b1"), Some(("a/b", "r1-b1")));
        for not_one in ["local", "local/r2", "local/r-b1", "local/r1-b", "x/r1-bx"] {
            assert_eq!(split_board_channel(not_one), None, "{not_one}");
        }
    }
}
