//! Palago deadlines: a reminder before the turn runs out, and at expiry
//! the player who ran out loses. Palanquée lets opponents claim a
//! forgotten turn (R21); a two-player game has nobody to claim, so the
//! product's rule is a loss on time, and `/rules topic:palago-end` says so.

use super::hosted::Palago;
use super::table::{Stop, TIMEOUT, seat_of};
use crate::commands::catalogue::{Message, say_with};
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::{Host, TurnHolder};
use crate::games::palago::words::PalagoMessage;
use crate::store::Tx;
use crate::store::queries::GameRow;

impl Host<'_, Palago> {
    /// Whose turn the deadline of `row` times, and its reminder in
    /// `readers`' language (the channel's).
    pub(crate) async fn turn_holder(
        &self,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Option<TurnHolder>, CommandError> {
        let table = self.table(tx, row).await?;
        let mover = table.game.to_move();
        let mention = table.player(readers, mover);
        Ok(Some(TurnHolder {
            seat: seat_of(mover) as usize,
            user: table.user_id(mover),
            computer: table.is_computer(mover),
            reminder: say_with(readers, PalagoMessage::Reminder, &[("mention", &mention)]),
        }))
    }

    /// The turn of `row` ran out: its player loses on time, announced in
    /// `readers`' language (the channel's).
    pub(crate) async fn expire(
        &self,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let mut table = self.table(tx, row).await?;
        let mover = table.game.to_move();
        let stop = Stop::TimedOut(mover);
        table.stop = Some(stop);
        let name = table.player(readers, mover);
        let headline = say_with(readers, Message::TimeIsUpFor, &[("name", &name)]);
        self.stop(tx, &table, stop, TIMEOUT, headline, readers)
            .await
    }
}
