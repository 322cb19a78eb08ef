//! A Palanquée computer seat's turn: thought from the published position
//! (computers keep no draft), sent as the draft of the whole turn with
//! `end`, or, when it opens with a claim (R21), the claim first. A
//! computer not to move claims too, whenever an opponent has forgotten
//! actions: claims do not wait for the claimer's turn (R21), and the
//! window closes when the forgetful player's next turn begins.

use crate::ai::Rng;
use crate::commands::computer::computer_caller;
use crate::commands::palanquee::table::Table;
use crate::commands::{Caller, Command, CommandError, Service, Stamp, budget};
use crate::games::palanquee::ai::{choose_claim, choose_turn};
use crate::games::palanquee::{Action, Player};
use crate::store::queries::GameRow;

impl Service {
    /// The command of the computer to move in `row`'s game, if a computer
    /// is to move.
    pub(crate) async fn palanquee_computer(
        &self,
        row: GameRow,
        stamp: Stamp,
        seed: u64,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        let table = {
            let mut tx = self.store.read().await?;
            let table = self.table(&mut tx, row).await?;
            tx.commit().await?;
            table
        };
        let mover = table.committed.to_move();
        if let Some(claim) = off_turn_claim(&table, mover) {
            return Ok(Some(claim));
        }
        let Some((caller, level)) = table
            .seats
            .iter()
            .find(|s| s.seat == mover.index() as i64)
            .and_then(computer_caller)
        else {
            return Ok(None);
        };
        let game = table.committed.clone();
        let budget = budget(level, self.hard_thinking);
        let mut actions = self
            .think(move || choose_turn(&game, level, budget, &mut Rng::new(seed)))
            .await?;
        if let Some(&Action::Claim(cell)) = actions.first() {
            return Ok(Some((caller, Command::Claim(cell))));
        }
        let end = actions.last() == Some(&Action::End);
        if end {
            actions.pop();
        }
        if actions.is_empty() && !end {
            return Ok(None);
        }
        let command = Command::Draft {
            actions,
            end,
            stamp: Some(stamp),
        };
        Ok(Some((caller, command)))
    }
}

/// The first claim a computer seat other than `mover`'s makes now (R21).
fn off_turn_claim(table: &Table, mover: Player) -> Option<(Caller, Command)> {
    table
        .seats
        .iter()
        .filter(|seat| seat.seat != mover.index() as i64)
        .find_map(|seat| {
            let (caller, _) = computer_caller(seat)?;
            let claimer = Player::new(usize::try_from(seat.seat).ok()?)?;
            match choose_claim(&table.committed, claimer)? {
                Action::Claim(cell) => Some((caller, Command::Claim(cell))),
                _ => None,
            }
        })
}
