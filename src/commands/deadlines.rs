//! Deadlines: a reminder before a turn runs out, and at expiry the draft
//! so far is published as the turn with the rest unused, opening claims
//! (R21). Three expiries in a row resign the player (R22). Deadlines live
//! in the database; [`Service::tick`] catches up whatever came due while
//! the program was down.

use super::table::Told;
use super::{Announcement, CommandError, Reply, Service};
use crate::engine::{Action, Event};
use crate::games::GameKind;
use crate::store::WriteTx;
use crate::store::queries::{self, GameStatus};

/// Consecutive missed deadlines that resign a player.
pub const MISSED_DEADLINES_TO_RESIGN: i64 = 3;

impl Service {
    /// Sends due reminders and ends expired turns; returns what was
    /// announced, each already in the outbox for its channel. Each game is
    /// settled on its own: one that fails is logged and skipped, and the
    /// others go on. Call it every minute or so, and once at start-up.
    pub async fn tick(&self) -> Result<Vec<Announcement>, CommandError> {
        let now = self.now();
        let due = {
            let mut tx = self.store.read().await?;
            let due = queries::deadlines_due(&mut tx, now).await?;
            tx.commit().await?;
            due
        };
        let mut announcements = Vec::new();
        for deadline in due {
            match self.settle_deadline(deadline.game_id, now).await {
                Ok(Some(announcement)) => announcements.push(announcement),
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(game = deadline.game_id, %error, "cannot settle a deadline; the other games go on");
                }
            }
        }
        Ok(announcements)
    }

    /// Handles game `id`'s deadline if it is still due (another process
    /// may have handled it since it was read).
    async fn settle_deadline(
        &self,
        id: i64,
        now: i64,
    ) -> Result<Option<Announcement>, CommandError> {
        let mut tx = self.store.write().await?;
        let (Some(deadline), Some(row)) = (
            queries::deadline(&mut tx, id).await?,
            queries::game(&mut tx, id).await?,
        ) else {
            return Ok(None);
        };
        if row.status != GameStatus::Playing {
            queries::clear_deadline(&mut tx, id).await?;
            tx.commit().await?;
            return Ok(None);
        }
        if row.game == GameKind::Palago {
            let channel = row.channel.clone();
            let reply = self.settle_palago_deadline(tx, row, deadline, now).await?;
            return Ok(reply.map(|reply| Announcement { channel, reply }));
        }
        let channel = row.channel.clone();
        let mut table = self.table(&mut tx, row).await?;
        let mover = table.current.to_move();
        if deadline.due_at > now {
            if deadline.reminded || deadline.remind_at > now {
                return Ok(None);
            }
            queries::mark_reminded(&mut tx, id).await?;
            let mut reply = Reply::public(format!(
                "Reminder: **{}**, your turn is running out. Unplayed actions will be left unused and open to claims (R21).",
                table.name(mover)
            ));
            reply.mentions = table.user_id(mover).into_iter().collect();
            reply.deadline = Some(deadline.due_at);
            return self.announce_deadline(tx, channel, reply, now).await;
        }
        // Expired: publish the draft so far, the rest unused.
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
        let mut headline = format!(
            "Time is up for **{}**: their turn is published as it stood.",
            table.name(mover)
        );
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
            headline.push_str(&format!(
                " That is {missed} missed deadlines in a row: they are resigned (R22)."
            ));
        }
        let deadline = self.commit_turn(&mut tx, &table, &events).await?;
        queries::set_missed_deadlines(&mut tx, id, seat, missed).await?;
        let reply = self.announce(&table, &story, headline, deadline).await?;
        self.announce_deadline(tx, channel, reply, now).await
    }

    /// Keeps a deadline's announcement in the outbox, due at once (no
    /// front end is there to show it), and commits.
    async fn announce_deadline(
        &self,
        mut tx: WriteTx,
        channel: String,
        reply: Reply,
        now: i64,
    ) -> Result<Option<Announcement>, CommandError> {
        let mut replies = [reply];
        self.keep_posts(&mut tx, &channel, &mut replies, now)
            .await?;
        tx.commit().await?;
        let [reply] = replies;
        Ok(Some(Announcement { channel, reply }))
    }
}
