//! Parasites (R30): which seedless groups live, and on whom.
//!
//! A seedless group of sprouts lives as a parasite while it touches an
//! enemy plant or an enemy parasite that itself lives. "Itself lives" is
//! the one subtle point: two parasites of different players touching only
//! each other keep each other alive, since each touches a living enemy
//! parasite. So the living parasites are the largest set of candidates in
//! which every member touches an enemy plant or another member of another
//! player; [`living`] finds it by removing, one at a time, a candidate
//! that touches neither, until none is left to remove. The game (after
//! every change) and the position notation (checking that a position could
//! arise) both ask this one function.

use super::cell_set::CellSet;
use super::position::{Player, Position};

/// A seedless group of sprouts and its owner.
pub type Group = (Player, CellSet);

/// Splits seedless `candidates` into those that live as parasites and
/// those that do not (R30), the dead in the order they were found.
#[must_use]
pub fn living(position: &Position, mut candidates: Vec<Group>) -> (Vec<Group>, Vec<Group>) {
    let mut dead = Vec::new();
    while let Some(index) = candidates
        .iter()
        .position(|&(owner, group)| !touches_living_enemy(position, owner, group, &candidates))
    {
        dead.push(candidates.swap_remove(index));
    }
    (candidates, dead)
}

/// Whether `owner`'s seedless `group` touches an enemy plant, or one of
/// the enemy groups still among `alive`.
fn touches_living_enemy(
    position: &Position,
    owner: Player,
    group: CellSet,
    alive: &[Group],
) -> bool {
    let around = group.border();
    position
        .players()
        .filter(|&enemy| enemy != owner)
        .any(|enemy| {
            let pieces = position.pieces_of(enemy);
            let near = around & pieces;
            !near.is_empty()
                && (!(CellSet::flood(near, pieces) & position.seeds_of(enemy)).is_empty()
                    || alive
                        .iter()
                        .any(|&(o, g)| o == enemy && !(g & near).is_empty()))
        })
}

/// The players whose pieces `owner`'s parasite `cells` touches: its
/// hosts, in seat order (R30).
#[must_use]
pub fn hosts(position: &Position, owner: Player, cells: CellSet) -> Vec<Player> {
    let around = cells.border();
    position
        .players()
        .filter(|&host| host != owner && !(around & position.pieces_of(host)).is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::palanquee::{Cell, Piece, PieceKind};

    fn sprout(position: &mut Position, owner: usize, cell: &str) -> CellSet {
        let owner = Player::new(owner).expect("a seat");
        let cell: Cell = cell.parse().expect("a cell");
        let piece = Piece {
            owner,
            kind: PieceKind::Sprout,
        };
        assert!(position.place(cell, piece));
        CellSet::single(cell)
    }

    #[test]
    fn r30_parasites_touching_only_each_other_keep_each_other_alive() {
        let mut position = Position::new(3).expect("three players");
        let a = sprout(&mut position, 0, "E5");
        let b = sprout(&mut position, 1, "E6");
        let lone = sprout(&mut position, 2, "M10");
        let (alive, dead) = living(
            &position,
            vec![
                (Player::ALL[0], a),
                (Player::ALL[1], b),
                (Player::ALL[2], lone),
            ],
        );
        assert_eq!(alive, [(Player::ALL[0], a), (Player::ALL[1], b)]);
        assert_eq!(dead, [(Player::ALL[2], lone)]);
        assert_eq!(hosts(&position, Player::ALL[0], a), [Player::ALL[1]]);
    }
}
