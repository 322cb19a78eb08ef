//! What the picture shows, gathered from the game before anything is
//! drawn: the tiles (with the caller's draft tiles), the highlighted cells,
//! the free cells where a tile may go next (P6-P8), the single holes (P8),
//! the winning creatures and the eyes (P10, P11).

use std::collections::HashSet;

use super::layout::Layout;
use crate::games::palago::{Cell, Game, Placement, Region};

/// Everything to draw, in table terms.
pub(crate) struct Scene<'a> {
    /// The game drawn.
    pub(crate) game: &'a Game,
    /// Highlighted placements on cells the table leaves free: tiles the
    /// caller is trying out (a draft), drawn as tiles.
    pub(crate) drafts: Vec<Placement>,
    /// The cells ringed: the last turn's, or the caller's choice.
    pub(crate) highlighted: Vec<Cell>,
    /// Whether the caller chose the highlight (else it is the last turn).
    pub(crate) chosen_highlight: bool,
    /// Free cells touching the table with a legal first tile (P6-P8); the
    /// single cell `0,0` on the empty table.
    pub(crate) free: Vec<Cell>,
    /// The single holes (P8).
    pub(crate) holes: Vec<Cell>,
    /// The creatures that ended the game (P10, P11).
    pub(crate) creatures: &'a [Region],
    /// The eyes on the table, which do not count (P10).
    pub(crate) eyes: Vec<Region>,
    /// The cells holding a tile or a draft tile.
    filled: HashSet<Cell>,
}

impl<'a> Scene<'a> {
    /// The scene of `game`, with `highlight` ringed (the last turn when
    /// `None`).
    pub(crate) fn new(game: &'a Game, highlight: Option<&[Placement]>) -> Scene<'a> {
        let table = game.table();
        let drafts: Vec<Placement> = highlight
            .unwrap_or_default()
            .iter()
            .copied()
            .filter(|placement| table.is_free(placement.cell))
            .collect();
        let highlighted = match highlight {
            Some(placements) => placements.iter().map(|p| p.cell).collect(),
            None => game
                .last_turn()
                .map(|turn| turn.placements().iter().map(|p| p.cell).collect())
                .unwrap_or_default(),
        };
        let mut filled: HashSet<Cell> = table.placements().iter().map(|p| p.cell).collect();
        filled.extend(drafts.iter().map(|p| p.cell));
        let mut free: Vec<Cell> = game
            .legal_firsts()
            .into_iter()
            .map(|placement| placement.cell)
            .filter(|&cell| (table.is_empty() || table.touches(cell)) && !filled.contains(&cell))
            .collect();
        free.dedup();
        Scene {
            game,
            drafts,
            highlighted,
            chosen_highlight: highlight.is_some(),
            free,
            holes: table.single_holes(),
            creatures: game.creatures(),
            eyes: game.eyes(),
            filled,
        }
    }

    /// Every tile to draw: the table's, then the drafts.
    pub(crate) fn tiles(&self) -> impl Iterator<Item = Placement> + '_ {
        let laid = self.game.table().placements().iter().copied();
        laid.chain(self.drafts.iter().copied())
    }

    /// Whether `cell` holds a tile or a draft tile.
    pub(crate) fn is_filled(&self, cell: Cell) -> bool {
        self.filled.contains(&cell)
    }

    /// Whether each of the six neighbours of `cell` (in direction order,
    /// P1) holds a tile.
    pub(crate) fn filled_sides(&self, cell: Cell) -> [bool; 6] {
        crate::games::palago::Direction::ALL.map(|direction| {
            cell.neighbour(direction)
                .is_some_and(|neighbour| self.is_filled(neighbour))
        })
    }

    /// The view that shows the tiles and every free cell around them.
    pub(crate) fn layout(&self) -> Layout {
        let frontier = self.game.table().frontier();
        let cells = self.filled.iter().copied().chain(frontier);
        Layout::fit(cells.chain(self.free.iter().copied()))
    }
}
