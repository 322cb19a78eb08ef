//! A Palago computer seat's turn: the whole turn at once, stamped.

use super::table::seat_of;
use crate::ai::Rng;
use crate::commands::computer::computer_caller;
use crate::commands::{Caller, Command, CommandError, Service, Stamp, budget};
use crate::games::palago::ai::choose_turn;
use crate::store::queries::GameRow;

impl Service {
    /// The command of the computer to move in `row`'s game, if a computer
    /// is to move.
    pub(crate) async fn palago_computer(
        &self,
        row: GameRow,
        stamp: Stamp,
        seed: u64,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        let table = {
            let mut tx = self.store.read().await?;
            let table = self.palago_table(&mut tx, row).await?;
            tx.commit().await?;
            table
        };
        if table.stop.is_some() {
            return Ok(None);
        }
        let mover = table.game.to_move();
        let Some((caller, level)) = table
            .seats
            .iter()
            .find(|s| s.seat == seat_of(mover))
            .and_then(computer_caller)
        else {
            return Ok(None);
        };
        let game = table.game.clone();
        let budget = budget(level, self.hard_thinking);
        let turn = self
            .think(move || choose_turn(&game, level, budget, &mut Rng::new(seed)))
            .await?;
        Ok(turn.map(|turn| {
            let command = Command::PlayTurn {
                turn,
                stamp: Some(stamp),
            };
            (caller, command)
        }))
    }
}
