//! Turn deadlines, for every game: set when a turn begins, and settled by
//! [`Service::tick`], which catches up whatever came due while the program
//! was down. The missed deadline is recorded here, once for every game;
//! what a reminder says and what an expiry does are the game's (publish
//! the turn as it stood and open claims, or lose on time).

use crate::commands::conditional::Dropped;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::{Announcement, Service};
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow, GameStatus};
use crate::telemetry;

/// Seconds in an hour.
const HOUR: i64 = 3600;

/// What a due deadline asks of its game now (when it asks anything:
/// see [`Service::deadline_step`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum DeadlineStep {
    /// The reminder to the player to move.
    Remind,
    /// The end of the turn, as the game's rules say.
    Expire,
}

impl Service {
    /// Plays due computer turns, sends due reminders, ends expired turns
    /// and makes the daily digests due; returns what was announced, each already in the outbox for
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
        // A round left unpaired (a crash between its last result and the
        // pairing) is paired now.
        if let Err(error) = self.tournaments().advance_tournaments().await {
            tracing::error!(%error, "cannot advance the tournaments");
        }
        // The daily digests due (direct messages, in the outbox).
        if let Err(error) = self.send_digests().await {
            tracing::error!(%error, "cannot make the daily digests");
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
        let readers = self.readers_language(&mut tx, &row.server).await?;
        // No caller: everything a deadline words is for the channel.
        let reply = self.settle_due(tx, row, deadline, now, readers).await?;
        Ok(reply.map(|reply| Announcement { channel, reply }))
    }

    /// Settles the due `deadline` of `row` in `tx`, for every game: the
    /// reminder, or at expiry the missed deadline recorded (a tournament
    /// reads a game lost so by a player who never moved as a forfeit) and
    /// the game's own expiry. The announcement, already in the outbox, in
    /// `readers`' language (the channel's).
    async fn settle_due(
        &self,
        mut tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
        readers: Language,
    ) -> Result<Option<Reply>, CommandError> {
        let game = self.games.get(&row.game)?;
        let holder = game.turn_holder(self, &mut tx, row.clone(), readers);
        let Some(holder) = holder.await? else {
            queries::clear_deadline(&mut tx, row.id).await?;
            tx.commit().await?;
            return Ok(None);
        };
        let seat = (holder.computer, holder.user.clone());
        let Some((mut tx, step)) = self.deadline_step(tx, &row, &deadline, seat, now).await? else {
            return Ok(None);
        };
        match step {
            DeadlineStep::Remind => {
                let (user, text) = (holder.user, holder.reminder);
                let reminder = Reply::public(readers, text);
                self.remind(tx, &row, &deadline, user, reminder, now).await
            }
            DeadlineStep::Expire => {
                let missed = missed_once_more(&mut tx, &row, holder.seat).await?;
                let channel = row.channel.clone();
                self.drop_queues(&mut tx, &row, Dropped::Expired).await?;
                let expiry = game.expire(self, &mut tx, row, holder.seat, missed, readers);
                let reply = expiry.await?;
                let announced = self.announce_deadline(tx, &channel, reply, now).await?;
                let late = (now - deadline.due_at).max(0).unsigned_abs();
                telemetry::deadline_settled(std::time::Duration::from_secs(late));
                Ok(announced)
            }
        }
    }

    /// What `deadline` of game `row` asks for at `now`, the seat to move
    /// being a `computer`'s or the person `user`'s (see [`DeadlineStep`]),
    /// with `tx` to do it in. `None` when it asks nothing, `tx` then
    /// committed: the turn waits (a computer thinks, or its player is on
    /// vacation and the deadline moved in `tx`), or the reminder is not
    /// due or was sent.
    pub(crate) async fn deadline_step(
        &self,
        mut tx: Tx,
        row: &GameRow,
        deadline: &DeadlineRow,
        (computer, user): (bool, Option<String>),
        now: i64,
    ) -> Result<Option<(Tx, DeadlineStep)>, CommandError> {
        let waits = self
            .deadline_waits(&mut tx, row, deadline, computer, user, now)
            .await?;
        let step = match deadline.due_at > now {
            _ if waits => None,
            true if deadline.reminded || deadline.remind_at > now => None,
            true => Some(DeadlineStep::Remind),
            false => Some(DeadlineStep::Expire),
        };
        match step {
            Some(step) => Ok(Some((tx, step))),
            None => {
                tx.commit().await?;
                Ok(None)
            }
        }
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
        self.outbox()
            .keep_posts(&mut tx, channel, &mut replies, now)
            .await?;
        tx.commit().await?;
        let [reply] = replies;
        Ok(Some(reply))
    }

    /// The reminder of `deadline`, the turn of `user` (a person's id, if
    /// the mover is one) running out: `reply` posted to `row`'s channel,
    /// mentioning them, and the reminder marked sent, in `tx`.
    pub(crate) async fn remind(
        &self,
        mut tx: Tx,
        row: &GameRow,
        deadline: &DeadlineRow,
        user: Option<String>,
        mut reply: Reply,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        queries::mark_reminded(&mut tx, row.id).await?;
        reply.mentions = user.into_iter().collect();
        reply.deadline = Some(deadline.due_at);
        self.announce_deadline(tx, &row.channel, reply, now).await
    }
}

/// Records that `seat` of `row` let one more deadline pass in a row; the
/// count now (a published turn sets it back to 0).
async fn missed_once_more(tx: &mut Tx, row: &GameRow, seat: usize) -> Result<i64, CommandError> {
    let seat = seat as i64;
    let seats = queries::seats(tx, row.id).await?;
    let before = seats.iter().find(|s| s.seat == seat);
    let missed = before.map_or(0, |s| s.missed_deadlines) + 1;
    queries::set_missed_deadlines(tx, row.id, seat, missed).await?;
    Ok(missed)
}
