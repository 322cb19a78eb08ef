//! Palanquée's deadlines: a reminder before a turn runs out, and at
//! expiry the draft so far is published as the turn with the rest unused,
//! opening claims (R21). Three expiries in a row resign the player (R22).

use super::hosted::Palanquee;
use super::table::{Table, Told};
use crate::commands::catalogue::{Message, say_with};
use crate::commands::deadlines::DeadlineStep;
use crate::commands::error::CommandError;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palanquee::{Action, Event};
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow};

/// Consecutive missed deadlines that resign a player.
pub const MISSED_DEADLINES_TO_RESIGN: i64 = 3;

impl Host<'_, Palanquee> {
    /// Settles a due Palanquée deadline in `tx`: the reminder, or the turn
    /// published as it stood. Returns the announcement, already in the
    /// outbox.
    pub(crate) async fn settle_deadline(
        &self,
        mut tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let table = self.table(&mut tx, row).await?;
        let mover = table.current.to_move();
        let seat = (table.is_computer(mover), table.user_id(mover));
        let Some((tx, step)) = self
            .service
            .deadline_step(tx, &table.row, &deadline, seat, now)
            .await?
        else {
            return Ok(None);
        };
        match step {
            DeadlineStep::Remind => self.remind(tx, &table, &deadline, now).await,
            DeadlineStep::Expire => self.expire_turn(tx, table, now).await,
        }
    }

    /// The reminder of `deadline`: the mover is mentioned, their turn
    /// running out (R21).
    async fn remind(
        &self,
        tx: Tx,
        table: &Table,
        deadline: &DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let mover = table.current.to_move();
        let text = say_with(Message::PalanqueeReminder, &[("name", &table.name(mover))]);
        self.service
            .remind(tx, &table.row, deadline, table.user_id(mover), text, now)
            .await
    }

    /// The turn's end at its deadline: the draft so far is published, the
    /// rest unused (R21); a third missed deadline in a row resigns the
    /// player (R22).
    async fn expire_turn(
        &self,
        mut tx: Tx,
        mut table: Table,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let (id, mover) = (table.row.id, table.current.to_move());

        let report = match table.current.time_out() {
            Ok(report) => report,
            Err(illegal) => {
                return Err(CommandError::Task(format!(
                    "timeout refused in game {id}: {illegal}"
                )));
            }
        };
        let seat = mover.index() as i64;
        table.draft_story.push((
            Event {
                player: mover,
                action: Action::TimeOut,
            },
            report,
        ));
        let mut events: Vec<(i64, String)> =
            table.draft.iter().map(|a| (seat, a.to_string())).collect();
        events.push((seat, Action::TimeOut.to_string()));
        let missed = table
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or(0, |s| s.missed_deadlines)
            + 1;
        let mut headline = say_with(Message::TimeIsUpPublished, &[("name", &table.name(mover))]);
        let mut story: Vec<Told> = std::mem::take(&mut table.draft_story);
        let resigns = missed >= MISSED_DEADLINES_TO_RESIGN && table.current.outcome().is_none();
        let resignation = resigns
            .then(|| table.current.play(mover, Action::Resign).ok())
            .flatten();
        if let Some(report) = resignation {
            events.push((seat, Action::Resign.to_string()));
            story.push((
                Event {
                    player: mover,
                    action: Action::Resign,
                },
                report,
            ));
            headline.push_str(&say_with(Message::MissedResigned, &[("missed", &missed)]));
        }
        let deadline = self.commit_turn(&mut tx, &table, &events).await?;
        queries::set_missed_deadlines(&mut tx, id, seat, missed).await?;
        let reply = self.announce(&table, &story, headline, deadline).await?;
        self.service
            .announce_deadline(tx, &table.row.channel, reply, now)
            .await
    }
}
