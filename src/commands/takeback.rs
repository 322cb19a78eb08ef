//! Taking the last turn back by consent (issue 50, `/takeback`, through
//! `consent.rs`). Only the last published turn is taken back, by the
//! player who published it, until anything else happens in the game: a
//! claim or a resignation after it (R21: they count as the game moving
//! on), a turn ended by its deadline, the next turn. Refused in
//! tournament games (the arbiters' rule: a published turn stands) and
//! once the game is over.
//!
//! Events are append-only: a takeback is recorded as data, the turn's
//! range of events in `retracted`, which every read of the events leaves
//! out (`queries::events_after`: the games' tables, replays, history,
//! export, the tournament's reading of a game); what publishing it
//! replaced (the deadline of the turn it ended, with its reminder, and
//! the mover's missed deadlines) was kept when it was published
//! (`Service::publish`) and is restored. The draft is cleared and the
//! version moves on (older buttons go stale; Palanquée's cached replay
//! is rebuilt, since it counts the turns taken back).

use super::catalogue::{Message, say_with};
use super::consent::Open;
use super::error::{CommandError, refuse};
use super::language::Language;
use super::refusal::said;
use super::reply::Reply;
use super::service::Service;
use crate::store::Tx;
use crate::store::proposals;
use crate::store::queries;

impl Service {
    /// Refuses a takeback asked by `open`'s caller that the game does not
    /// allow (see the module docs).
    pub(crate) async fn may_take_back(&self, tx: &mut Tx, open: &Open) -> Result<(), CommandError> {
        let id = open.row.id;
        if crate::store::tournaments::board_of_game(tx, id)
            .await?
            .is_some()
        {
            return refuse(Message::TakebackInTournament);
        }
        let Some((last_seq, last_seat)) = proposals::last_event(tx, id).await? else {
            return refuse(Message::NoTurnToTakeBack);
        };
        let published = proposals::last_published(tx, id).await?;
        match published {
            Some(turn) if turn.last_seq == last_seq && turn.seat == open.seat => Ok(()),
            Some(turn) if turn.last_seq == last_seq => {
                let name = open.name(turn.seat);
                refuse(said(Message::TakebackNotYours, &[("name", &name)]))
            }
            _ if missed(open, last_seat) > 0 => refuse(Message::TakebackAfterExpiry),
            Some(turn) if turn.seat == open.seat => refuse(Message::TakebackAfterClaim),
            _ if last_seat == open.seat => refuse(Message::TakebackAfterClaim),
            _ => {
                let name = open.name(last_seat);
                refuse(said(Message::TakebackNotYours, &[("name", &name)]))
            }
        }
    }

    /// Takes back `seat`'s last turn of `open`'s game in `tx`: its events
    /// retracted, the deadline and missed deadlines it replaced restored,
    /// the draft cleared, a new version; announced in `readers`' language
    /// (the channel's) through the outbox, committed; then the board as
    /// it stands again.
    pub(crate) async fn take_back_turn(
        &self,
        mut tx: Tx,
        open: &Open,
        seat: i64,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let id = open.row.id;
        let Some(turn) = proposals::last_published(&mut tx, id).await? else {
            return refuse(Message::NoTurnToTakeBack);
        };
        proposals::retract(&mut tx, id, (turn.first_seq, turn.last_seq), self.now()).await?;
        queries::set_missed_deadlines(&mut tx, id, turn.seat, turn.missed).await?;
        match turn.deadline {
            Some(deadline) => {
                queries::set_deadline(&mut tx, id, deadline.due_at, deadline.remind_at).await?;
                if deadline.reminded {
                    queries::mark_reminded(&mut tx, id).await?;
                }
            }
            None => queries::clear_deadline(&mut tx, id).await?,
        }
        queries::clear_draft(&mut tx, id).await?;
        queries::bump_version(&mut tx, id).await?;
        let name = open.name(seat);
        let mut reply = Reply::public(
            readers,
            say_with(readers, Message::TakenBack, &[("name", &name)]),
        );
        reply.mentions = open
            .seats
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| s.user_id.clone())
            .collect();
        reply.deadline = turn.deadline.map(|d| d.due_at);
        self.outbox()
            .commit_announced(tx, &open.row.channel, vec![reply])
            .await
    }
}

/// The missed deadlines in a row of `seat` of `open`'s game.
fn missed(open: &Open, seat: i64) -> i64 {
    open.seats
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.missed_deadlines)
}
