//! Captures: the pincer (simple, multiple, polychrome, against the red
//! edge, R14), saturation of a column (R16), and the no-suicide test of a
//! position (R17).

use super::cell_set::CellSet;
use super::geometry::{Cell, Column, Direction};
use super::position::{MAX_PLAYERS, Player, Position};

/// Every piece captured by `mover`'s piece just placed on `placed` (R14):
/// along each of the six directions, a run of enemy pieces (colours may be
/// mixed) closed by a piece of `mover`, or a run of one colour closed by a
/// red edge. All directions count at once.
#[must_use]
pub fn pincer_captures(position: &Position, placed: Cell, mover: Player) -> CellSet {
    let mut captured = CellSet::EMPTY;
    for direction in Direction::ALL {
        let mut run = CellSet::EMPTY;
        let mut colours = Vec::new();
        // Walking a whole column ring comes back to the placed piece itself.
        let mut closer = if is_along_column(direction) {
            Closer::Mover
        } else {
            Closer::RedEdge
        };
        for cell in placed.ray(direction) {
            match position.piece_at(cell) {
                None => {
                    closer = Closer::Empty;
                    break;
                }
                Some(piece) if piece.owner == mover => {
                    closer = Closer::Mover;
                    break;
                }
                Some(piece) => {
                    if !colours.contains(&piece.owner) {
                        colours.push(piece.owner);
                    }
                    run.insert(cell);
                }
            }
        }
        let taken = match closer {
            Closer::Mover => true,
            Closer::RedEdge => colours.len() == 1,
            Closer::Empty => false,
        };
        if taken && !run.is_empty() {
            captured |= run;
        }
    }
    captured
}

/// What stops a ray from a placed piece.
enum Closer {
    Mover,
    RedEdge,
    Empty,
}

fn is_along_column(direction: Direction) -> bool {
    matches!(direction, Direction::North | Direction::South)
}

/// Columns holding no two adjacent empty cells on their ring (R16).
#[must_use]
pub fn saturated_columns(position: &Position) -> Vec<Column> {
    let occupied = position.occupied();
    Column::ALL
        .into_iter()
        .filter(|&column| {
            let empty = !occupied.column_bits(column);
            empty & empty.rotate_left(1) == 0
        })
        .collect()
}

/// What closes one side of a capturable run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RunEnd {
    /// A piece of the threatening player on this cell.
    Piece(Cell),
    /// The red edge (R4).
    RedEdge,
}

/// A run of the mover's pieces that an opponent could take (R17).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Threat {
    /// The threatening player.
    pub by: Player,
    /// A cell of the mover inside the run.
    pub cell: Cell,
    /// The two ends of the run.
    pub ends: [RunEnd; 2],
}

/// A run of the mover's pieces standing capturable in `position`, if any
/// (R17): on a line, adjacent occupied cells holding a piece of `mover`,
/// with pieces of one other colour X at both ends and no X inside; or only
/// `mover`'s pieces between a red edge and an X piece.
///
/// With `through = Some(cell)` only the lines through that cell are read:
/// removing pieces never makes a run capturable, so after an action that
/// started from a clean position only the placed cell needs checking.
#[must_use]
pub fn threat_against(position: &Position, mover: Player, through: Option<Cell>) -> Option<Threat> {
    let own = position.pieces_of(mover);
    let cells: Vec<Cell> = match through {
        Some(cell) if own.contains(cell) => vec![cell],
        Some(_) => Vec::new(),
        None => own.iter().collect(),
    };
    for cell in cells {
        for axis in Direction::AXES {
            let forward = side_ends(position, mover, cell, axis);
            let backward = side_ends(position, mover, cell, axis.opposite());
            if let Some(threat) = match_sides(cell, &forward, &backward)
                .or_else(|| match_sides(cell, &backward, &forward).map(swap_ends))
            {
                return Some(threat);
            }
        }
    }
    None
}

/// What one side of a cell's line offers as the end of a run.
#[derive(Default)]
struct SideEnds {
    /// For each enemy colour (by seat), the first piece of that colour met
    /// before any empty cell.
    first_of: [Option<Cell>; MAX_PLAYERS],
    /// The red edge reached through the mover's pieces only.
    edge_through_own: bool,
    /// The first enemy piece met, if reached through the mover's pieces only.
    first_after_own: Option<(Player, Cell)>,
}

fn side_ends(position: &Position, mover: Player, from: Cell, direction: Direction) -> SideEnds {
    let mut side = SideEnds::default();
    let mut only_own = true;
    let mut reached_edge = true;
    for cell in from.ray(direction) {
        let Some(piece) = position.piece_at(cell) else {
            reached_edge = false;
            break;
        };
        if piece.owner == mover {
            continue;
        }
        if only_own {
            side.first_after_own = Some((piece.owner, cell));
            only_own = false;
        }
        side.first_of[piece.owner.index()].get_or_insert(cell);
    }
    // A column is a ring: walking it never meets a red edge.
    side.edge_through_own = reached_edge && only_own && !is_along_column(direction);
    side
}

fn match_sides(cell: Cell, one: &SideEnds, other: &SideEnds) -> Option<Threat> {
    for by in Player::ALL {
        if let (Some(end), Some(other_end)) = (one.first_of[by.index()], other.first_of[by.index()])
        {
            return Some(Threat {
                by,
                cell,
                ends: [RunEnd::Piece(end), RunEnd::Piece(other_end)],
            });
        }
    }
    match other.first_after_own {
        Some((owner, end)) if one.edge_through_own => Some(Threat {
            by: owner,
            cell,
            ends: [RunEnd::RedEdge, RunEnd::Piece(end)],
        }),
        _ => None,
    }
}

fn swap_ends(mut threat: Threat) -> Threat {
    threat.ends.swap(0, 1);
    threat
}
