//! What anyone may ask of the channel's event (its latest, a finished one
//! included): the standings, a round's pairings, the FIDE report.

use super::Tournaments;
use std::collections::HashMap;

use super::words::{round_lines, standings_lines, with_standings};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::refusal::said;
use crate::commands::reply::{Attachment, Reply};
use crate::store::threads;
use crate::store::tournaments::{self, TournamentRow, TournamentStatus};
use crate::tournament::event::Event;
use crate::tournament::picture::standings_png;
use crate::tournament::trf;

impl Tournaments<'_> {
    /// `/tournament standings`: points and tie-breaks, as text and
    /// picture, for the caller.
    pub(super) async fn event_standings(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let (row, event) = self.event_to_show(channel, caller).await?;
        // During a round, its results so far (and its bye) count: the
        // head says so rather than "after" the round before.
        let (said, round) = if event.round_over() {
            (Message::TournamentStandingsAfter, event.rounds.len())
        } else {
            (Message::TournamentStandingsDuring, event.rounds.len())
        };
        let head = say_with(
            language,
            said,
            &[("round", &round), ("rounds", &event.total_rounds())],
        );
        let png = standings_png(&event, &self.event_title(language, &row))?;
        let text = format!("{head}\n```\n{}\n```", standings_lines(&event));
        Ok(vec![with_standings(Reply::private(language, text), png)])
    }

    /// `/tournament pairings [round:N]`: a round's boards and results,
    /// with links to their threads, for the caller.
    pub(super) async fn event_pairings(
        &self,
        channel: &str,
        caller: &Caller,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let (row, event) = self.event_to_show(channel, caller).await?;
        let paired = event.rounds.len();
        let round = round.map_or(paired, |r| r as usize);
        if round == 0 || round > paired {
            return refuse(said(
                Message::TournamentRoundNotPaired,
                &[("round", &round), ("paired", &paired)],
            ));
        }
        let threads = self.round_threads(row.id, round as i64).await?;
        let stopped = row.status == TournamentStatus::Aborted;
        let boards = round_lines(language, &event, round, &threads, stopped);
        let text = say_with(
            language,
            Message::TournamentPairingsOf,
            &[
                ("round", &round),
                ("rounds", &event.total_rounds()),
                ("boards", &boards),
            ],
        );
        Ok(vec![Reply::private(language, text)])
    }

    /// The threads of round `round` of event `id` known so far, by board.
    async fn round_threads(
        &self,
        id: i64,
        round: i64,
    ) -> Result<HashMap<i64, String>, CommandError> {
        self.service
            .reading(async |tx| {
                let mut threads = HashMap::new();
                for (board, game) in tournaments::round_games(tx, id, round).await? {
                    let Some(game) = game else { continue };
                    if let Some(thread) = threads::board_thread(tx, game)
                        .await?
                        .and_then(|t| t.thread)
                    {
                        threads.insert(board, thread);
                    }
                }
                Ok(threads)
            })
            .await
    }

    /// `/tournament export`: the event as a FIDE report (TRF), the form
    /// pairing programs read, for the caller.
    pub(super) async fn event_export(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let (row, event) = self.event_to_show(channel, caller).await?;
        let title = self.event_title(language, &row);
        let text = trf::write(&event.report(), &title);
        let mut reply = Reply::private(
            language,
            say_with(
                language,
                Message::TournamentExported,
                &[("rounds", &event.rounds.len())],
            ),
        );
        reply.file = Some(Attachment {
            name: format!("tournament-{}.trf", row.id),
            bytes: text.into_bytes(),
        });
        Ok(vec![reply])
    }

    /// The channel's latest event, once started, read whole; else a
    /// refusal for `caller`.
    async fn event_to_show(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<(TournamentRow, Event), CommandError> {
        self.service
            .reading(async |tx| {
                let Some(row) = tournaments::latest_tournament(tx, channel).await? else {
                    return refuse(Message::NoTournamentHere);
                };
                let event = tournaments::load_event(tx, &row).await?;
                if event.rounds.is_empty() {
                    let count = say_with(
                        caller.language,
                        Message::EnteredCount,
                        &[("count", &event.entrants.len())],
                    );
                    return refuse(said(Message::TournamentNotStarted, &[("count", &count)]));
                }
                Ok((row, event))
            })
            .await
    }
}
