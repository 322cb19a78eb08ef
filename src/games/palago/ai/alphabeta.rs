//! The `alphabeta:N` baseline of the arena, built after the strongest
//! robot of the public Palago program (Boardspace's best robot: alpha-beta
//! over single tiles to depth 8, up to 10 s a search, judging open lines
//! by their ends, tips, holes and squeezes). It shares with `hard` only
//! the board and the reading of lines (facts of the rules), not the
//! judgement.
//!
//! The search goes over single tiles (a turn is two plies), deepened one
//! tile at a time from two up to N while its budget lasts: the deepest
//! search completed decides, so a budget of time (10 s by default in the
//! arena) caps it as the public robot's clock does, and a budget of work
//! keeps it deterministic. A position is judged per open line of each
//! colour ([`line_worth`]): how near it is to closing (its liberties),
//! its straights and tips, and the patterns that public robot weighs,
//! read in this engine's geometry: liberties where it wraps an empty cell
//! on two corners (a *two-tip*) or on all three of its colour's corners
//! (a *squeeze*), two such cells side by side (a *four-tip*), and
//! liberties that are single holes (where one tile fits, and only to end
//! the game, P8). Two lines a tile from closing at once earn a bonus.

use super::super::cell::{Cell, Colour};
use super::super::game::Game;
use super::super::outcome::Outcome;
use super::super::tile::Placement;
use super::super::turn::Turn;
use super::board::{Board, placements_on};
use super::lines::{Line, Lines, Reader};
use crate::ai::{Budget, Deepening};
use smallvec::SmallVec;

/// A won game.
const WIN: i32 = 1_000_000;
/// Placements searched at an inner node, best ordered first.
const BEAM: usize = 10;

/// The baseline's turn, searching up to `depth` plies (tiles) within
/// `budget`, or `None` when the game is over. The search to two plies
/// always completes; deeper ones count only when complete.
#[must_use]
pub fn alphabeta_turn(game: &Game, depth: u32, budget: Budget) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    let mut robot = Robot {
        board: Board::new(game.table().clone(), game.options().tiebreak),
        reader: Reader::default(),
        lines: Lines::default(),
        second: None,
        clock: Deepening::new(budget),
    };
    let mut moves = robot.moves(usize::MAX);
    let mut best = None;
    // Two plies at least: the turn's second tile comes from ply 1.
    for plies in 2..=depth.clamp(2, 12) as i32 {
        let Some((turn, order)) = robot.root(plies, &moves) else {
            break;
        };
        best = Some(turn);
        moves = order;
        robot.clock.first_iteration_done();
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
    clock: Deepening,
}

impl Robot {
    /// One search to `depth` plies over the first tiles `moves`: the best
    /// turn and the first tiles reordered best first, or `None` when the
    /// budget ran out before it completed.
    fn root(&mut self, depth: i32, moves: &[Placement]) -> Option<(Turn, Vec<Placement>)> {
        let side = self.board.mover();
        let (mut alpha, mut best) = (-WIN - 1, None);
        let mut scored = Vec::with_capacity(moves.len());
        for &first in moves {
            self.second = None;
            let outcome = self.board.lay(first);
            let score = match outcome {
                Some(outcome) => terminal(outcome, side, 1),
                None => self.search(depth - 1, alpha, WIN + 1, 1),
            };
            self.board.lift(first);
            if self.clock.stopped() {
                return None;
            }
            scored.push((first, score));
            if score > alpha {
                alpha = score;
                best = Some(match (outcome, self.second) {
                    (None, Some(second)) => Turn::pair(first, second),
                    _ => Turn::single(first),
                });
            }
        }
        // Stable: equal scores keep the previous order.
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        Some((best?, scored.into_iter().map(|(m, _)| m).collect()))
    }

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
        if self.clock.out_of_time() {
            return 0;
        }
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
            if self.clock.stopped() {
                return 0;
            }
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

    /// The open lines judged for `side`, each by [`line_worth`]; two lines
    /// a tile from closing at once earn a bonus; single holes count
    /// against the player to move, who may not fill them (P8).
    fn judge(&mut self, side: Colour) -> i32 {
        self.reader.read(self.board.table(), &mut self.lines);
        let whole_turn = self.board.pending_first().is_none();
        let mut totals = [0i32; 2];
        let mut near = [0i32; 2];
        for line in &self.lines.lines {
            let colour = line.colour as usize;
            if line.liberty_count() == 1 {
                near[colour] += 1;
            }
            let owner_moves = whole_turn && line.colour == side;
            totals[colour] += line_worth(line, &self.reader, self.board.table(), owner_moves);
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

/// What an open line is worth to its owner: the fewer liberties, the
/// nearer a creature (and a line a pair closes is worth most to an owner
/// about to lay a whole turn, `owner_moves`), times its straights, plus
/// its tips and the patterns at its liberties ([`Patterns`]).
fn line_worth(
    line: &Line,
    reader: &Reader,
    table: &super::super::table::Table,
    owner_moves: bool,
) -> i32 {
    let worth = match line.liberty_count() {
        1 => 60,
        2 if owner_moves && line.closable_by_a_pair() => 300,
        2 => 20,
        3 => 6,
        _ => 1,
    };
    let tips = i32::from(line.size) - i32::from(line.straights);
    let patterns = Patterns::of(line, reader, table);
    worth * (2 + i32::from(line.straights.min(3)))
        + tips.clamp(0, 4)
        + 10 * patterns.two_tips
        + 20 * patterns.four_tips
        + 30 * patterns.holes
        + 40 * patterns.squeezes
}

/// The patterns at a line's liberties (those its [`Line`] keeps).
#[derive(Default)]
struct Patterns {
    /// Liberties the line touches at two corners.
    two_tips: i32,
    /// Pairs of adjacent liberties each touched at two corners or more.
    four_tips: i32,
    /// Liberties that are single holes (P8).
    holes: i32,
    /// Liberties the line touches at all three corners of its colour.
    squeezes: i32,
}

impl Patterns {
    fn of(line: &Line, reader: &Reader, table: &super::super::table::Table) -> Patterns {
        let mut patterns = Patterns::default();
        // At most the liberties a line keeps: no allocation in the judge.
        let mut wrapped: SmallVec<[Cell; 3]> = SmallVec::new();
        for &cell in &line.liberties {
            let touched = (0..6)
                .filter(|&corner| reader.region_at(cell, corner) == Some(line.region))
                .count();
            match touched {
                2 => patterns.two_tips += 1,
                3.. => patterns.squeezes += 1,
                _ => {}
            }
            if touched >= 2 {
                patterns.four_tips += wrapped.iter().filter(|c| c.is_adjacent(cell)).count() as i32;
                wrapped.push(cell);
            }
            if table.is_single_hole(cell) {
                patterns.holes += 1;
            }
        }
        patterns
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{MAX_WORK, Rng};
    use crate::games::palago::Options;

    /// A game after `turns` random turns from `seed`.
    fn random_game(seed: u64, turns: usize) -> Game {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Options::default());
        for _ in 0..turns {
            let Some(turn) = game.random_turn(&mut |n| rng.below(n)) else {
                break;
            };
            if game.play(&turn).is_err() || game.is_over() {
                break;
            }
        }
        game
    }

    /// However little the budget, the two-ply search completes and gives a
    /// legal turn; a budget of work replays the same turn; a deeper search
    /// with room to finish may choose otherwise, never illegally.
    #[test]
    fn a_spent_budget_still_gives_the_two_ply_turn_and_work_replays() {
        for seed in 0..12 {
            let game = random_game(seed, 6);
            if game.is_over() {
                continue;
            }
            let starved = alphabeta_turn(&game, 8, Budget::Work(1)).expect("a turn");
            assert!(game.is_legal(&starved), "seed {seed}: {starved}");
            assert_eq!(
                alphabeta_turn(&game, 2, Budget::Work(MAX_WORK)),
                Some(starved),
                "seed {seed}: a spent budget keeps the two-ply search's turn"
            );
            let deep = alphabeta_turn(&game, 4, Budget::Work(MAX_WORK)).expect("a turn");
            assert!(game.is_legal(&deep), "seed {seed}: {deep}");
            assert_eq!(alphabeta_turn(&game, 4, Budget::Work(MAX_WORK)), Some(deep));
        }
    }
}
