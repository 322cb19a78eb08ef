//! Palago deadlines: a reminder before the turn runs out, and at expiry
//! the player who ran out loses. Palanquée lets opponents claim a
//! forgotten turn (R21); a two-player game has nobody to claim, so the
//! product's rule is a loss on time, and `/rules topic:palago-end` says so.

use super::hosted::Palago;
use super::table::{Stop, TIMEOUT, seat_of};
use crate::commands::catalogue::{Message, say_with};
use crate::commands::deadlines::DeadlineStep;
use crate::commands::error::CommandError;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow};

impl Host<'_, Palago> {
    /// Settles a due Palago deadline in `tx`: the reminder, or the loss on
    /// time. Returns the announcement, already in the outbox.
    pub(crate) async fn settle_deadline(
        &self,
        mut tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let mut table = self.table(&mut tx, row).await?;
        let mover = table.game.to_move();
        let seat = (table.is_computer(mover), table.user_id(mover));
        let Some((mut tx, step)) = self
            .service
            .deadline_step(tx, &table.row, &deadline, seat, now)
            .await?
        else {
            return Ok(None);
        };
        let reply = match step {
            DeadlineStep::Remind => {
                let mention = table.player(mover);
                let text = say_with(Message::PalagoReminder, &[("mention", &mention)]);
                let user = table.user_id(mover);
                return self
                    .service
                    .remind(tx, &table.row, &deadline, user, text, now)
                    .await;
            }
            DeadlineStep::Expire => {
                let stop = Stop::TimedOut(mover);
                table.stop = Some(stop);
                // The seat missed its deadline: a tournament reads a game
                // lost so by a player who never moved as a forfeit.
                let missed = seat_of(mover);
                queries::set_missed_deadlines(&mut tx, table.row.id, missed, 1).await?;
                let name = table.player(mover);
                let headline = say_with(Message::TimeIsUpFor, &[("name", &name)]);
                self.stop(&mut tx, &table, stop, TIMEOUT, headline).await?
            }
        };
        self.service
            .announce_deadline(tx, &table.row.channel, reply, now)
            .await
    }
}
