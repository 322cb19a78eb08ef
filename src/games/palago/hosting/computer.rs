//! A Palago computer seat's turn: the whole turn at once, stamped; the
//! first legal turn when the thought one cannot be published.

use super::hosted::Palago;
use crate::ai::Rng;
use crate::commands::caller::Caller;
use crate::commands::command::Command;
use crate::commands::computer::budget;
use crate::commands::computer::computer_at;
use crate::commands::error::CommandError;
use crate::commands::service::Host;
use crate::commands::service::Plan;
use crate::games::palago::ai::choose_turn;
use crate::store::queries::GameRow;

impl Host<'_, Palago> {
    /// The command of the computer to move in `row`'s game by `plan`, if
    /// a computer is to move.
    pub(crate) async fn computer(
        &self,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        let table = self
            .service
            .reading(async |tx| self.table(tx, row).await)
            .await?;
        if table.stop.is_some() || table.game.is_over() {
            return Ok(None);
        }
        let mover = table.game.to_move();
        let Some((caller, level)) = computer_at(&table.seats, mover.seat()) else {
            return Ok(None);
        };
        let game = table.game.clone();
        let turn = match plan {
            Plan::Think => {
                let budget = budget(level, self.service.hard_thinking);
                self.service
                    .think(move || {
                        choose_turn(&game, level, budget, &mut Rng::new(seed))
                            .or_else(|| game.legal_turns().into_iter().next())
                    })
                    .await?
            }
            Plan::Fallback => {
                self.service
                    .think(move || game.legal_turns().into_iter().next())
                    .await?
            }
            Plan::Resign => None,
        };
        // No turn to lay: the game cannot wait on the computer.
        let command = match turn {
            Some(turn) => Command::Play {
                text: turn.to_string(),
                stamp: None,
            },
            None => Command::Resign,
        };
        Ok(Some((caller, command)))
    }
}
