//! Palanquée's deadlines: a reminder before a turn runs out, and at
//! expiry the draft so far is published as the turn with the rest unused,
//! opening claims (R21). Three expiries in a row resign the player (R22).

use super::hosted::Palanquee;
use super::table::{Table, Told};
use crate::commands::catalogue::say_with;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::{Host, TurnHolder};
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Event};
use crate::store::Tx;
use crate::store::queries::GameRow;

/// Consecutive missed deadlines that resign a player.
pub const MISSED_DEADLINES_TO_RESIGN: i64 = 3;

impl Host<'_, Palanquee> {
    /// Whose turn the deadline of `row` times, and its reminder in
    /// `readers`' language (the channel's): the mover is mentioned, their
    /// turn running out (R21).
    pub(crate) async fn turn_holder(
        &self,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Option<TurnHolder>, CommandError> {
        let table = self.table(tx, row).await?;
        let mover = table.current.to_move();
        Ok(Some(TurnHolder {
            seat: mover.index(),
            user: table.user_id(mover),
            computer: table.is_computer(mover),
            reminder: say_with(
                readers,
                PalanqueeMessage::Reminder,
                &[("name", &table.name(mover))],
            ),
        }))
    }

    /// The turn of `row` ended at its deadline, the `missed`-th in a row:
    /// the channel's announcement, in `readers`' language.
    pub(crate) async fn expire(
        &self,
        tx: &mut Tx,
        row: GameRow,
        missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let table = self.table(tx, row).await?;
        self.expire_turn(tx, table, missed, readers).await
    }

    /// The turn's end at its deadline: the draft so far is published, the
    /// rest unused (R21); a third missed deadline in a row resigns the
    /// player (R22).
    async fn expire_turn(
        &self,
        tx: &mut Tx,
        mut table: Table,
        missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError> {
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
        let mut headline = say_with(
            readers,
            PalanqueeMessage::TimeIsUpPublished,
            &[("name", &table.name(mover))],
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
            headline.push_str(&say_with(
                readers,
                PalanqueeMessage::MissedResigned,
                &[("missed", &missed)],
            ));
        }
        let deadline = self.commit_turn(tx, &table, &events).await?;
        self.announce(&table, &story, headline, deadline, readers)
            .await
    }
}
