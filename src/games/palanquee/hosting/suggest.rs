//! Suggestions for cell options (autocomplete): only the legal choices for
//! the caller in the current draft, filtered by what was typed. A typed
//! value is still checked in full when the command arrives.

use super::hosted::Palanquee;
use crate::commands::caller::Caller;
use crate::commands::error::CommandError;
use crate::commands::menu::Suggestion;
use crate::commands::reply::MAX_SUGGESTIONS;
use crate::commands::service::Host;
use crate::commands::service::Typed;
use crate::games::palanquee::{Action, Cell};

/// Which cell option is being typed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CellField {
    /// `/sow cell`.
    Sow,
    /// `/grow cell` (sprout or seed).
    Grow,
    /// `/move from`.
    MoveFrom,
    /// `/move to`, for the sprout on `from` if known.
    MoveTo(Option<Cell>),
    /// `/harvest cell`.
    Harvest,
    /// `/prune cell`.
    Prune,
    /// `/claim cell`.
    Claim,
    /// `/launch from`: the centres of the caller's buttons (R32).
    LaunchFrom,
    /// `/launch to`, for the button centred on `from` if known (R32).
    LaunchTo(Option<Cell>),
}

impl CellField {
    /// The field of option `option` of command `command` (`move`, `to`),
    /// `from` being the other option's value when filled in.
    fn of(command: &str, option: &str, from: Option<Cell>) -> Option<CellField> {
        Some(match (command, option) {
            ("sow", "cell") => CellField::Sow,
            ("grow", "cell") => CellField::Grow,
            ("move", "from") => CellField::MoveFrom,
            ("move", "to") => CellField::MoveTo(from),
            ("harvest", "cell") => CellField::Harvest,
            ("prune", "cell") => CellField::Prune,
            ("claim", "cell") => CellField::Claim,
            ("launch", "from") => CellField::LaunchFrom,
            ("launch", "to") => CellField::LaunchTo(from),
            _ => return None,
        })
    }
}

impl Host<'_, Palanquee> {
    /// The cells legal for the option being typed (see
    /// [`Host::suggest_cells`]).
    pub(crate) async fn suggest(
        &self,
        channel: &str,
        caller: &Caller,
        typed: &Typed<'_>,
    ) -> Result<Vec<Suggestion>, CommandError> {
        let from = typed
            .other("from")
            .and_then(|text| text.trim().parse().ok());
        let Some(field) = CellField::of(typed.command, typed.option, from) else {
            return Ok(Vec::new());
        };
        let cells = self
            .suggest_cells(channel, caller, field, typed.text)
            .await?;
        Ok(cells.into_iter().map(Suggestion::plain).collect())
    }

    /// Up to [`MAX_SUGGESTIONS`] cells legal for `caller` in `field`,
    /// starting with `typed` (case-insensitive), in board order. Empty when
    /// nothing is legal or the caller cannot act.
    pub(crate) async fn suggest_cells(
        &self,
        channel: &str,
        caller: &Caller,
        field: CellField,
        typed: &str,
    ) -> Result<Vec<Cell>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let table = match self.active(&mut tx, channel).await {
            Ok(table) => table,
            Err(CommandError::Refused(_)) => return Ok(Vec::new()),
            Err(other) => return Err(other),
        };
        tx.commit().await?;
        let Some(player) = table.player_of(caller) else {
            return Ok(Vec::new());
        };
        if table.playing().is_err() {
            return Ok(Vec::new());
        }
        let game = &table.current;
        let mut cells: Vec<Cell> = if field == CellField::Claim {
            let candidates: Vec<Cell> = game
                .claims()
                .iter()
                .filter(|w| w.against() != player)
                .flat_map(|w| {
                    w.claimable_cells(game.position())
                        .iter()
                        .collect::<Vec<_>>()
                })
                .collect();
            candidates
                .into_iter()
                .filter(|&c| game.is_legal_for(player, Action::Claim(c)))
                .collect()
        } else if game.to_move() != player {
            Vec::new()
        } else {
            game.legal_actions()
                .into_iter()
                .filter_map(|action| match (field, action) {
                    (CellField::Sow, Action::Sow(c))
                    | (CellField::Grow, Action::Grow(c, _))
                    | (CellField::MoveFrom, Action::Move(c, _))
                    | (CellField::Harvest, Action::Harvest(c))
                    | (CellField::Prune, Action::Prune(c)) => Some(c),
                    (CellField::MoveTo(from), Action::Move(f, to))
                    | (CellField::LaunchTo(from), Action::Launch(f, to))
                        if from.is_none_or(|from| from == f) =>
                    {
                        Some(to)
                    }
                    (CellField::LaunchFrom, Action::Launch(c, _)) => Some(c),
                    _ => None,
                })
                .collect()
        };
        cells.sort();
        cells.dedup();
        let typed = typed.trim().to_ascii_uppercase();
        Ok(cells
            .into_iter()
            .filter(|c| c.to_string().starts_with(&typed))
            .take(MAX_SUGGESTIONS)
            .collect())
    }
}
