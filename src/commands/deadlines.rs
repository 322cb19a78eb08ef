//! Turn deadlines, for every game: set when a turn begins, and settled by
//! [`Service::tick`], which catches up whatever came due while the program
//! was down. What a reminder says and what an expiry does are the game's:
//! Palanquée publishes the turn as it stood and opens claims (R21, R22);
//! Palago's player who ran out loses.

use crate::commands::error::CommandError;
use crate::commands::reply::Reply;
use crate::commands::service::{Announcement, Service};
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow, GameStatus};

/// Seconds in an hour.
const HOUR: i64 = 3600;

/// What a due deadline asks of its game now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeadlineStep {
    /// Nothing: the turn waits (a computer thinks, or its player is on
    /// vacation and the deadline moved), or the reminder is not due or
    /// was sent. The game commits what was moved and says nothing.
    Nothing,
    /// The reminder to the player to move.
    Remind,
    /// The end of the turn, as the game's rules say.
    Expire,
}

impl Service {
    /// Plays due computer turns, sends due reminders and ends expired
    /// turns; returns what was announced, each already in the outbox for
    /// its channel. Each game is settled on its own: one that fails is
    /// logged and skipped, and the others go on. Call it every minute or
    /// so, and once at start-up.
    pub async fn tick(&self) -> Result<Vec<Announcement>, CommandError> {
        // Computer turns first (one pending at a restart is played here).
        let mut announcements = self.all_computer_turns().await?;
        let now = self.now();
        let due = {
            let mut tx = self.store.read().await?;
            let due = queries::deadlines_due(&mut tx, now).await?;
            tx.commit().await?;
            due
        };
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
        // The game first: on PostgreSQL reading it locks its row, so the
        // deadline read next is the one its last change left, and a second
        // process settling the same deadline waits, then finds it settled.
        let Some(row) = queries::game(&mut tx, id).await? else {
            return Ok(None);
        };
        let Some(deadline) = queries::deadline(&mut tx, id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Playing {
            queries::clear_deadline(&mut tx, id).await?;
            tx.commit().await?;
            return Ok(None);
        }
        let channel = row.channel.clone();
        let reply = self
            .games
            .get(&row.game)?
            .settle_deadline(self, tx, row, deadline, now)
            .await?;
        Ok(reply.map(|reply| Announcement { channel, reply }))
    }

    /// What `deadline` of game `row` asks for at `now`, the seat to move
    /// being a `computer`'s or the person `user`'s (see [`DeadlineStep`]);
    /// a vacation moves the deadline in `tx`.
    pub(crate) async fn deadline_step(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        deadline: &DeadlineRow,
        (computer, user): (bool, Option<String>),
        now: i64,
    ) -> Result<DeadlineStep, CommandError> {
        if self
            .deadline_waits(tx, row, deadline, computer, user, now)
            .await?
        {
            return Ok(DeadlineStep::Nothing);
        }
        Ok(match deadline.due_at > now {
            true if deadline.reminded || deadline.remind_at > now => DeadlineStep::Nothing,
            true => DeadlineStep::Remind,
            false => DeadlineStep::Expire,
        })
    }

    /// Sets the deadline of a turn starting at `now`, with a reminder a
    /// quarter of the turn before it (at most an hour before). Returns it.
    pub(crate) async fn set_turn_deadline(
        &self,
        tx: &mut Tx,
        game: i64,
        hours: i64,
        now: i64,
    ) -> Result<i64, CommandError> {
        let due = now + hours * HOUR;
        let lead = (hours * HOUR / 4).min(HOUR);
        queries::set_deadline(tx, game, due, due - lead).await?;
        Ok(due)
    }

    /// Keeps a deadline's announcement in the outbox, due at once (no
    /// front end is there to show it), and commits.
    pub(crate) async fn announce_deadline(
        &self,
        mut tx: Tx,
        channel: &str,
        reply: Reply,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let mut replies = [reply];
        self.keep_posts(&mut tx, channel, &mut replies, now).await?;
        tx.commit().await?;
        let [reply] = replies;
        Ok(Some(reply))
    }
}
