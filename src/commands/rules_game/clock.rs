//! Time in a game hosted from its rules: a reminder before a turn runs
//! out, and at the deadline the late player leaves the game as if they
//! resigned (a two-seat game is then lost); and the computer seats' turns.

use crate::commands::catalogue::{Message, say_with};
use std::sync::Arc;

use super::RulesGame;
use super::table::TIMEOUT;
use crate::ai::Level;
use crate::commands::caller::Caller;
use crate::commands::command::Command;
use crate::commands::computer::computer_caller;
use crate::commands::deadlines::DeadlineStep;
use crate::commands::error::CommandError;
use crate::commands::reply::Reply;
use crate::commands::service::Plan;
use crate::commands::service::Service;
use crate::games::rules::GameRules;
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow, GameStatus};

impl<G: GameRules> RulesGame<G> {
    /// Settles a due deadline of `row` in `tx`: the reminder, or the turn
    /// lost on time. Returns the announcement, already in the outbox.
    pub(super) async fn settle(
        &self,
        service: &Service,
        mut tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        let table = self.table(&mut tx, row).await?;
        let Some(mover) = self.rules.to_move(&table.state) else {
            queries::clear_deadline(&mut tx, table.row.id).await?;
            tx.commit().await?;
            return Ok(None);
        };
        let seat = (table.is_computer(mover), table.user_id(mover));
        let Some((mut tx, step)) = service
            .deadline_step(tx, &table.row, &deadline, seat, now)
            .await?
        else {
            return Ok(None);
        };
        let channel = table.row.channel.clone();
        let reply = match step {
            DeadlineStep::Remind => {
                let text = say_with(
                    Message::GameReminder,
                    &[
                        ("mention", &table.player(mover)),
                        ("title", &self.rules.title()),
                    ],
                );
                let user = table.user_id(mover);
                return service
                    .remind(tx, &table.row, &deadline, user, text, now)
                    .await;
            }
            DeadlineStep::Expire => {
                // Recorded as for every game: a tournament reads a game
                // lost on time by a player who never moved as a forfeit.
                let missed = table.missed_deadlines(mover) + 1;
                queries::set_missed_deadlines(&mut tx, table.row.id, mover as i64, missed).await?;
                let name = table.player(mover);
                let headline = say_with(Message::TimeIsUpFor, &[("name", &name)]);
                self.leave(service, &mut tx, table, mover, TIMEOUT, headline)
                    .await?
            }
        };
        service.announce_deadline(tx, &channel, reply, now).await
    }

    /// The command of the computer to move in `row`'s game by `plan`, if
    /// a computer is to move: its whole turn, ended.
    pub(super) async fn computer(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        let table = service
            .reading(async |tx| self.table(tx, row).await)
            .await?;
        if table.row.status != GameStatus::Playing {
            return Ok(None);
        }
        let Some(mover) = self.rules.to_move(&table.state) else {
            return Ok(None);
        };
        let Some((caller, level)) = table
            .seats
            .iter()
            .find(|s| s.seat == mover as i64)
            .and_then(computer_caller)
        else {
            return Ok(None);
        };
        let level = match plan {
            Plan::Think => level,
            Plan::Fallback => Level::Random,
            Plan::Resign => return Ok(Some((caller, Command::Resign))),
        };
        let (rules, state) = (Arc::clone(&self.rules), table.state.clone());
        let moves = service
            .think(move || rules.computer_turn(&state, level, seed))
            .await?;
        let command = match moves.is_empty() {
            // No move to play: the game cannot wait on the computer.
            true => Command::Resign,
            false => Command::Play {
                text: format!("{}; end", moves.join("; ")),
                stamp: None,
            },
        };
        Ok(Some((caller, command)))
    }
}
