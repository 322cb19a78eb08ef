//! The computer seats' turns in a game hosted from its rules.

use std::sync::Arc;

use super::RulesGame;
use crate::ai::Level;
use crate::commands::caller::Caller;
use crate::commands::command::Command;
use crate::commands::computer::computer_at;
use crate::commands::error::CommandError;
use crate::commands::service::Plan;
use crate::commands::service::Service;
use crate::games::rules::GameRules;
use crate::store::queries::{GameRow, GameStatus};

impl<G: GameRules> RulesGame<G> {
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
        let Some((caller, level)) = computer_at(&table.seats, mover) else {
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
