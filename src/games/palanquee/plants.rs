//! Plants: maximal connected groups of one player's pieces holding a seed
//! (R8), and under the advanced rules parasites: seedless groups touching
//! an enemy (R30). Derived from the board on demand; fusion, separation and
//! grafting follow from these definitions (R13).

use super::cell_set::CellSet;
use super::geometry::Cell;
use super::position::{Player, Position};
use super::reasons::GroupKind;

/// One connected group of one player's pieces: a plant, or a parasite
/// when it holds no seed (R30; only the advanced rules keep those).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Plant {
    /// Every cell of the group.
    pub cells: CellSet,
    /// The cells of its seeds (empty for a parasite).
    pub seeds: CellSet,
}

impl Plant {
    /// Whether the group is a parasite: no seed in it (R30).
    #[must_use]
    pub fn is_parasite(&self) -> bool {
        self.seeds.is_empty()
    }

    /// Plant or parasite, as refusals and claims name it.
    #[must_use]
    pub fn kind(&self) -> GroupKind {
        if self.is_parasite() {
            GroupKind::Parasite
        } else {
            GroupKind::Plant
        }
    }

    /// Number of seeds in the plant.
    #[must_use]
    pub fn seed_count(&self) -> usize {
        self.seeds.len()
    }

    /// The plant's sprouts.
    #[must_use]
    pub fn sprouts(&self) -> CellSet {
        self.cells - self.seeds
    }
}

impl Position {
    /// `player`'s plants, in column-major order of their first cell.
    #[must_use]
    pub fn plants(&self, player: Player) -> Vec<Plant> {
        let seeds = self.seeds_of(player);
        self.pieces_of(player)
            .components()
            .filter(|part| !(*part & seeds).is_empty())
            .map(|cells| Plant {
                cells,
                seeds: cells & seeds,
            })
            .collect()
    }

    /// `player`'s groups (plants and parasites) touching empty `cell`, where
    /// a growth may go (R10, R31).
    #[must_use]
    pub fn groups_touching(&self, cell: Cell, player: Player) -> Vec<Plant> {
        let mut found: Vec<Plant> = Vec::new();
        for neighbour in cell.neighbours() {
            if found.iter().any(|p| p.cells.contains(neighbour)) {
                continue;
            }
            if let Some(plant) = self
                .group_at(neighbour)
                .filter(|_| self.pieces_of(player).contains(neighbour))
            {
                found.push(plant);
            }
        }
        found
    }

    /// `player`'s groups, plants and parasites alike, in column-major order
    /// of their first cell.
    #[must_use]
    pub fn groups(&self, player: Player) -> Vec<Plant> {
        let seeds = self.seeds_of(player);
        self.pieces_of(player)
            .components()
            .map(|cells| Plant {
                cells,
                seeds: cells & seeds,
            })
            .collect()
    }

    /// `player`'s parasites: their seedless groups (R30). In a game under
    /// the basic rules there are none.
    #[must_use]
    pub fn parasites(&self, player: Player) -> Vec<Plant> {
        let mut groups = self.groups(player);
        groups.retain(Plant::is_parasite);
        groups
    }

    /// The group, plant or parasite, of the piece on `cell`.
    #[must_use]
    pub fn group_at(&self, cell: Cell) -> Option<Plant> {
        let owner = self.piece_at(cell)?.owner;
        let cells = CellSet::flood(CellSet::single(cell), self.pieces_of(owner));
        let seeds = cells & self.seeds_of(owner);
        Some(Plant { cells, seeds })
    }

    /// Cells of `player`'s sprouts in no plant: isolated groups (R8), or
    /// under the advanced rules parasites (R30).
    #[must_use]
    pub fn isolated_sprouts(&self, player: Player) -> CellSet {
        let pieces = self.pieces_of(player);
        pieces - CellSet::flood(self.seeds_of(player), pieces)
    }
}
