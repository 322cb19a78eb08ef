//! A Palanquée computer seat's turn: thought from the published position
//! (computers keep no draft), sent as the draft of the whole turn with
//! `end` (confirmed when it leaves actions unused, R20), or, when it
//! opens with a claim (R21), the claim first. A computer not to move
//! claims too, whenever an opponent has forgotten actions: claims do not
//! wait for the claimer's turn (R21), and the window closes when the
//! forgetful player's next turn begins. When a thought turn cannot be
//! published, a plain legal one replaces it ([`plain_turn`]).

use super::hosted::Palanquee;
use super::table::Table;
use crate::ai::Rng;
use crate::commands::caller::Caller;
use crate::commands::command::Command;
use crate::commands::computer::budget;
use crate::commands::computer::{computer_at, computer_caller};
use crate::commands::error::CommandError;
use crate::commands::service::Host;
use crate::commands::service::Plan;
use crate::games::palanquee::ai::{choose_claim, choose_turn};
use crate::games::palanquee::{Action, Cell, Game, Player};
use crate::store::queries::GameRow;

/// The most actions of a plain turn (a turn has far fewer).
const MAX_PLAIN_ACTIONS: usize = 64;

impl Host<'_, Palanquee> {
    /// The command of the computer to move in `row`'s game by `plan`, if
    /// a computer is to move (or, thinking, to claim).
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
        let mover = table.committed.to_move();
        if plan == Plan::Think
            && let Some(claim) = off_turn_claim(&table, mover)
        {
            return Ok(Some(claim));
        }
        let Some((caller, level)) = computer_at(&table.seats, mover.index()) else {
            return Ok(None);
        };
        let game = table.committed.clone();
        let actions = match plan {
            Plan::Think => {
                let budget = budget(level, self.service.hard_thinking);
                self.service
                    .think(move || choose_turn(&game, level, budget, &mut Rng::new(seed)))
                    .await?
            }
            Plan::Fallback => self.service.think(move || plain_turn(&game)).await?,
            Plan::Resign => return Ok(Some((caller, Command::Resign))),
        };
        if let Some(&Action::Claim(cell)) = actions.first() {
            return Ok(Some((caller, claim(cell))));
        }
        // The turn always ends: a winning action publishes it by itself,
        // and an `end` the engine refuses is a refusal, never a draft left
        // waiting.
        let mut words: Vec<String> = actions
            .iter()
            .filter(|&&action| action != Action::End)
            .map(ToString::to_string)
            .collect();
        words.push("end".to_owned());
        let command = Command::Play {
            text: words.join("; "),
            stamp: None,
        };
        Ok(Some((caller, command)))
    }
}

/// A plain legal turn of the player to move in `game`: the first legal
/// action (never a claim or a resignation) until ending the turn is
/// legal, then the end. Used when a thought turn cannot be published.
#[must_use]
pub(crate) fn plain_turn(game: &Game) -> Vec<Action> {
    let mut game = game.detached();
    let mover = game.to_move();
    let mut turn = Vec::new();
    while game.outcome().is_none() && game.to_move() == mover && turn.len() < MAX_PLAIN_ACTIONS {
        if game.is_legal(Action::End) {
            turn.push(Action::End);
            break;
        }
        let Some(action) = game
            .legal_actions()
            .into_iter()
            .find(|a| !matches!(a, Action::End | Action::Resign | Action::Claim(_)))
        else {
            break;
        };
        if game.play(mover, action).is_err() {
            break;
        }
        turn.push(action);
    }
    turn
}

/// `/claim cell:…`, as a computer sends it.
fn claim(cell: Cell) -> Command {
    Command::Action {
        name: "claim".to_owned(),
        options: vec![("cell".to_owned(), cell.to_string())],
        stamp: None,
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
                Action::Claim(cell) => Some((caller, claim(cell))),
                _ => None,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_turn_is_legal_and_ends() {
        let mut game = Game::new(3).expect("three players");
        for _ in 0..12 {
            let mover = game.to_move();
            let turn = plain_turn(&game);
            assert_eq!(turn.last(), Some(&Action::End), "{turn:?}");
            for action in turn {
                game.play(mover, action).expect("legal");
            }
            assert_ne!(game.to_move(), mover);
        }
    }
}
