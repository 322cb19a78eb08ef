//! A Palanquée game ended by agreement (issue 50). There is no official
//! rule; our ruling, "from the seeds": the players still in the game are
//! placed by the seeds they own (on the board and in reserve, R7), more
//! is better, then by their sprouts on the board; equal counts share a
//! place. Players already out keep the places their elimination gave
//! them, below every survivor (a resignation below an elimination, as in
//! every Palanquée result).

use super::hosted::Palanquee;
use crate::commands::consent::InPlay;
use crate::commands::error::CommandError;
use crate::commands::service::Host;
use crate::games::palanquee::{Action, Game, Player};
use crate::store::Tx;
use crate::store::queries::GameRow;

impl Host<'_, Palanquee> {
    /// Where the game of `row` stands for a proposal: who is still in it,
    /// and the places ending it by agreement would give.
    pub(crate) async fn in_play(&self, tx: &mut Tx, row: GameRow) -> Result<InPlay, CommandError> {
        let table = self.table(tx, row).await?;
        Ok(in_play(&table.committed))
    }
}

/// Who is still in `game` and the places "from the seeds" (module docs).
#[must_use]
pub(crate) fn in_play(game: &Game) -> InPlay {
    let position = game.position();
    let still_in: Vec<bool> = position
        .players()
        .map(|p| position.is_alive(p) && !resigned(game, p))
        .collect();
    let score = |player: Player| {
        let seeds = position.seeds_of(player).len() + usize::from(position.reserve(player).seeds);
        (seeds, position.sprouts_of(player).len())
    };
    let survivors: Vec<(usize, usize)> = position
        .players()
        .filter(|p| still_in[p.index()])
        .map(score)
        .collect();
    let places = position
        .players()
        .map(|player| {
            if still_in[player.index()] {
                let own = score(player);
                survivors.iter().filter(|&&other| other > own).count()
            } else {
                survivors.len() + usize::from(resigned(game, player))
            }
        })
        .collect();
    InPlay {
        still_in,
        agreed: Some(places),
    }
}

/// Whether `player` resigned from `game`.
fn resigned(game: &Game, player: Player) -> bool {
    game.record()
        .events()
        .iter()
        .any(|e| e.action == Action::Resign && e.player == player)
}
