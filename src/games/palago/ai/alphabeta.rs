//! The `alphabeta:N` baseline of the arena, built the way public Palago
//! programs build their robots: a plain alpha-beta over single tiles (a
//! turn is two plies) to a fixed depth, judging a position by the open
//! lines of each colour. It shares with `hard` only the board and the
//! reading of lines (facts of the rules), not the judgement: its own
//! evaluation counts how near each line is to closing (its liberties),
//! its tips and straights, the single holes, and gives a bonus for two
//! threats at once. It is deterministic: the same position gives the
//! same turn.

use super::super::cell::{Cell, Colour};
use super::super::game::Game;
use super::super::outcome::Outcome;
use super::super::tile::Placement;
use super::super::turn::Turn;
use super::board::{Board, placements_on};
use super::lines::{Lines, Reader};

/// A won game.
const WIN: i32 = 1_000_000;
/// Placements searched at an inner node, best ordered first.
const BEAM: usize = 10;

/// The baseline's turn at `depth` plies (tiles), or `None` when the game
/// is over.
#[must_use]
pub fn alphabeta_turn(game: &Game, depth: u32) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    let mut robot = Robot {
        board: Board::new(game.table().clone(), game.options().tiebreak),
        reader: Reader::default(),
        lines: Lines::default(),
        second: None,
    };
    // Two plies at least: the turn's second tile comes from ply 1.
    let depth = depth.clamp(2, 12) as i32;
    let side = robot.board.mover();
    let (mut alpha, mut best) = (-WIN - 1, None);
    for first in robot.moves(usize::MAX) {
        robot.second = None;
        let outcome = robot.board.lay(first);
        let score = match outcome {
            Some(outcome) => terminal(outcome, side, 1),
            None => robot.search(depth - 1, alpha, WIN + 1, 1),
        };
        robot.board.lift(first);
        let turn = match (outcome, robot.second) {
            (None, Some(second)) => Turn::pair(first, second),
            _ => Turn::single(first),
        };
        if score > alpha {
            alpha = score;
            best = Some(turn);
        }
    }
    best
}

/// The robot's search state.
struct Robot {
    board: Board,
    reader: Reader,
    lines: Lines,
    /// The best second tile found at ply 1, for the first tile searched.
    second: Option<Placement>,
}

impl Robot {
    /// The placements of the mover, ordered by the evaluation after each,
    /// at most `beam` of them.
    fn moves(&mut self, beam: usize) -> Vec<Placement> {
        let mut cells: Vec<Cell> = Vec::new();
        self.board.cells(&mut cells);
        let side = self.board.mover();
        let mut scored = Vec::new();
        for cell in cells {
            for placement in placements_on(cell) {
                if self.board.is_single_hole(cell) {
                    // Legal only if it ends the game (P8).
                    let ends = self.board.lay(placement);
                    self.board.lift(placement);
                    if ends.is_none() {
                        continue;
                    }
                }
                let order = match self.board.lay(placement) {
                    Some(outcome) => terminal(outcome, side, 0),
                    None => self.judge(side),
                };
                self.board.lift(placement);
                scored.push((order, placement));
            }
        }
        scored.sort_by_key(|&(order, _)| std::cmp::Reverse(order));
        scored.truncate(beam);
        scored.into_iter().map(|(_, p)| p).collect()
    }

    /// Alpha-beta to `depth` more tiles; the score is for the player to
    /// lay the next tile.
    fn search(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let mover = self.board.mover();
        if depth <= 0 {
            return self.judge(mover);
        }
        let moves = self.moves(BEAM);
        if moves.is_empty() {
            return -(WIN - ply as i32);
        }
        let mut best = -WIN - 1;
        for placement in moves {
            let score = match self.board.lay(placement) {
                Some(outcome) => terminal(outcome, mover, ply + 1),
                None if self.board.mover() == mover => self.search(depth - 1, alpha, beta, ply + 1),
                None => -self.search(depth - 1, -beta, -alpha, ply + 1),
            };
            self.board.lift(placement);
            if score > best {
                best = score;
                if ply == 1 {
                    self.second = Some(placement);
                }
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The open lines judged for `side`: each line by how few liberties it
    /// has (nearer closing is worth more), with its straights and tips;
    /// two lines a tile from closing at once earn a bonus; single holes
    /// count against the player to move, who may not fill them (P8).
    fn judge(&mut self, side: Colour) -> i32 {
        self.reader.read(self.board.table(), &mut self.lines);
        let mut totals = [0i32; 2];
        let mut near = [0i32; 2];
        for line in &self.lines.lines {
            let colour = line.colour as usize;
            let worth = match line.liberty_count() {
                1 => {
                    near[colour] += 1;
                    60
                }
                2 => 20,
                3 => 6,
                _ => 1,
            };
            let tips = i32::from(line.size) - i32::from(line.straights);
            totals[colour] += worth * (2 + i32::from(line.straights.min(3))) + tips.clamp(0, 4);
        }
        for colour in Colour::BOTH {
            if near[colour as usize] >= 2 {
                totals[colour as usize] += 250;
            }
        }
        let holes = self.board.table().single_holes().len() as i32;
        let (own, other) = (side as usize, side.other() as usize);
        totals[own] - totals[other] - 2 * holes
    }
}

/// The score of a game that ended, for `side`.
fn terminal(outcome: Outcome, side: Colour, ply: usize) -> i32 {
    match outcome {
        Outcome::Win(winner) if winner == side => WIN - ply as i32,
        Outcome::Win(_) => -(WIN - ply as i32),
        Outcome::Draw => 0,
    }
}
