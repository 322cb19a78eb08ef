//! The figures of the advanced rules, and how far a launch flies, as data
//! (R32, R36).
//!
//! The rule texts lost their figures; the rulings fix them:
//!
//! ```text
//!   button (R32)            leaf (R36)
//!       o                      t          t: the tip, on the line from
//!     o   o                    o             the centre through a ring
//!       C                    o   o           sprout
//!     o   o                    C
//!       o                    o   o
//!                              o
//! ```
//!
//! A **button** is a sprout `C` whose six neighbours are all sprouts of its
//! colour: a rosette of 7 sprouts, no seed. A **leaf** is a button plus a
//! tip: one more sprout of that colour next to a ring sprout, straight out
//! from the centre (8 sprouts, no seed). Both exist only away from the red
//! edges' missing neighbours: a centre in column A or S has no button.

use super::cell_set::CellSet;
use super::geometry::{Cell, Direction};
use super::position::{Player, Position};

/// The ring of a button: the six directions from its centre (R32).
pub const BUTTON_RING: [Direction; 6] = Direction::ALL;

/// Steps from a leaf's centre to its tip: twice the same direction (R36).
pub const LEAF_TIP_STEPS: usize = 2;

/// The farthest a button's centre flies when launched (R32).
pub const MAX_LAUNCH_DISTANCE: usize = 6;

/// A leaf of one player: its centre, the direction of its tip, its cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Leaf {
    /// The centre of its button.
    pub centre: Cell,
    /// From the centre, through a ring sprout, to the tip.
    pub tip_direction: Direction,
    /// Its 8 sprouts.
    pub cells: CellSet,
}

impl Leaf {
    /// The cell of its tip.
    #[must_use]
    pub fn tip(&self) -> Option<Cell> {
        self.centre.ray(self.tip_direction).nth(LEAF_TIP_STEPS - 1)
    }

    /// Whether all 8 of its cells still hold `player`'s sprouts.
    #[must_use]
    pub fn stands(&self, position: &Position, player: Player) -> bool {
        self.cells - position.sprouts_of(player) == CellSet::EMPTY
    }
}

/// The cells of a button centred on `centre`, if `centre` can be one.
#[must_use]
pub fn button_cells(centre: Cell) -> Option<CellSet> {
    let mut cells = CellSet::single(centre);
    for direction in BUTTON_RING {
        cells.insert(centre.neighbour(direction)?);
    }
    Some(cells)
}

/// The centres of `player`'s buttons: sprouts whose six neighbours are all
/// sprouts of theirs (R32). Buttons may share sprouts.
#[must_use]
pub fn button_centres(position: &Position, player: Player) -> CellSet {
    let sprouts = position.sprouts_of(player);
    let mut centres = CellSet::EMPTY;
    // A centre has at least six sprout neighbours: skip the sparse cells.
    for centre in sprouts.iter() {
        if button_cells(centre).is_some_and(|cells| cells - sprouts == CellSet::EMPTY) {
            centres.insert(centre);
        }
    }
    centres
}

/// Every leaf figure of `player` on the board, overlapping ones included
/// (R36). Which of them give a bonus is decided by [`bonus_leaves`].
#[must_use]
pub fn leaves(position: &Position, player: Player) -> Vec<Leaf> {
    let sprouts = position.sprouts_of(player);
    let mut found = Vec::new();
    for centre in button_centres(position, player).iter() {
        let Some(button) = button_cells(centre) else {
            continue;
        };
        for tip_direction in BUTTON_RING {
            let tip = centre.ray(tip_direction).nth(LEAF_TIP_STEPS - 1);
            if let Some(tip) = tip.filter(|&t| sprouts.contains(t) && !button.contains(t)) {
                let mut cells = button;
                cells.insert(tip);
                found.push(Leaf {
                    centre,
                    tip_direction,
                    cells,
                });
            }
        }
    }
    found
}

/// Most bonus actions a plant or a parasite gets from its leaves (R36).
pub const MAX_LEAF_BONUS: usize = 2;

/// The leaves of `candidates` that give bonuses to the groups of `groups`:
/// per group, the largest number (at most two) of leaves sharing no sprout
/// (R36).
#[must_use]
pub fn bonus_leaves(candidates: &[Leaf], groups: &[CellSet]) -> Vec<Leaf> {
    let mut chosen = Vec::new();
    for group in groups {
        let inside: Vec<&Leaf> = candidates
            .iter()
            .filter(|leaf| leaf.cells - *group == CellSet::EMPTY)
            .collect();
        let pair = inside.iter().enumerate().find_map(|(i, first)| {
            inside[i + 1..]
                .iter()
                .find(|second| (first.cells & second.cells).is_empty())
                .map(|second| [**first, **second])
        });
        match (pair, inside.first()) {
            (Some(pair), _) => chosen.extend(pair.into_iter().take(MAX_LEAF_BONUS)),
            (None, Some(&&leaf)) => chosen.push(leaf),
            (None, None) => {}
        }
    }
    chosen
}
