//! Suggestions for `/place` (autocomplete): the cells where the caller's
//! next tile may go (at most [`MAX_SUGGESTIONS`], nearest to what was
//! typed), and the orientations legal on a chosen cell, each with a word
//! and a glyph. A typed value is still checked in full when the command
//! arrives.

use super::hosted::Palago;
use crate::commands::caller::Caller;
use crate::commands::error::CommandError;
use crate::commands::menu::Suggestion;
use crate::commands::reply::MAX_SUGGESTIONS;
use crate::commands::service::Host;
use crate::commands::service::Typed;
use crate::games::palago::{Cell, FirstTile, Orientation, Placement};

/// How an orientation is offered: `1 · leaning left ╲`.
#[must_use]
pub(crate) fn orientation_label(orientation: Orientation) -> String {
    let (word, glyph) = match orientation {
        Orientation::Upright => ("upright", '│'),
        Orientation::LeaningLeft => ("leaning left", '╲'),
        Orientation::LeaningRight => ("leaning right", '╱'),
    };
    format!("{} · {word} {glyph}", orientation.index())
}

impl Host<'_, Palago> {
    /// The cells, or the orientations on the cell already filled in,
    /// legal for the caller's next tile (`/place`).
    pub(crate) async fn suggest(
        &self,
        channel: &str,
        caller: &Caller,
        typed: &Typed<'_>,
    ) -> Result<Vec<Suggestion>, CommandError> {
        if typed.option == "orientation" {
            let cell = typed
                .other("cell")
                .and_then(|text| text.trim().parse().ok());
            let orientations = self.suggest_orientations(channel, caller, cell).await?;
            return Ok(orientations
                .into_iter()
                .map(|o| Suggestion {
                    label: orientation_label(o),
                    value: o.index().to_string(),
                })
                .collect());
        }
        let cells = self.suggest_cells(channel, caller, typed.text).await?;
        Ok(cells.into_iter().map(Suggestion::plain).collect())
    }

    /// The placements legal for the caller's next tile: every orientation
    /// on every cell where a first tile may go, or next to the draft's
    /// first tile for the second (P6-P9). Empty unless it is the caller's
    /// turn in a Palago game.
    async fn next_placements(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Placement>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let table = match self.active(&mut tx, channel).await {
            Ok(table) => table,
            Err(CommandError::Refused(_)) => return Ok(Vec::new()),
            Err(other) => return Err(other),
        };
        tx.commit().await?;
        if table.mover(caller).is_err() {
            return Ok(Vec::new());
        }
        let game = &table.game;
        Ok(match *table.draft.as_slice() {
            [] => game.legal_firsts(),
            [first] if game.judge_first(first) == Ok(FirstTile::NeedsASecond) => {
                game.legal_seconds(first)
            }
            _ => Vec::new(),
        })
    }

    /// Up to [`MAX_SUGGESTIONS`] cells for the caller's next tile: those
    /// whose name starts with `typed` first, each group nearest first to
    /// the typed cell (or to `0,0` while it is incomplete).
    async fn suggest_cells(
        &self,
        channel: &str,
        caller: &Caller,
        typed: &str,
    ) -> Result<Vec<Cell>, CommandError> {
        let mut cells: Vec<Cell> = self
            .next_placements(channel, caller)
            .await?
            .into_iter()
            .map(|p| p.cell)
            .collect();
        cells.sort();
        cells.dedup();
        let typed = typed.trim().replace(' ', "");
        let target = typed.parse::<Cell>().unwrap_or(Cell::ORIGIN);
        cells.sort_by_key(|c| (!c.to_string().starts_with(&typed), c.distance(target), *c));
        cells.truncate(MAX_SUGGESTIONS);
        Ok(cells)
    }

    /// The orientations the caller's next tile may take on `cell` (all
    /// three while no cell is chosen, none on a cell it may not go to).
    async fn suggest_orientations(
        &self,
        channel: &str,
        caller: &Caller,
        cell: Option<Cell>,
    ) -> Result<Vec<Orientation>, CommandError> {
        let Some(cell) = cell else {
            return Ok(Orientation::ALL.to_vec());
        };
        let mut orientations: Vec<Orientation> = self
            .next_placements(channel, caller)
            .await?
            .into_iter()
            .filter(|p| p.cell == cell)
            .map(|p| p.orientation)
            .collect();
        orientations.sort();
        orientations.dedup();
        Ok(orientations)
    }
}
