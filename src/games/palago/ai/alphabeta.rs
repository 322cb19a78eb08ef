//! The `alphabeta:N` baseline of the arena, built after the strongest
//! robot of the public Palago program (Boardspace's best robot: alpha-beta
//! over single tiles to depth 8, judging open lines by their ends, tips,
//! holes and squeezes). It shares with `hard` only the board and the
//! reading of lines (facts of the rules), not the judgement.
//!
//! The search is the one that robot's driver runs: each tile of a turn is
//! chosen by a search of its own, over every tile at every node, sorted
//! by the judgement of the table after it (which is also the value of the
//! nodes at the horizon), pruned by alpha-beta and deepened as the driver
//! deepens ([`deepening`]: half the depth first, then two plies at a
//! time). The first search always completes; a deeper one counts only
//! when complete, so a budget of time (10 s by default in the arena) caps
//! it and a budget of work keeps it deterministic. (The public driver
//! counts its limit in minutes and only declines to start a deeper
//! search, so it runs to depth 8 almost always.)
//!
//! A position is judged per open line of each colour ([`line_worth`]):
//! how near it is to closing (its liberties), its straights and tips, and
//! the patterns that public robot weighs, read in this engine's geometry:
//! liberties where it wraps an empty cell on two corners (a *two-tip*) or
//! on all three of its colour's corners (a *squeeze*), two such cells side
//! by side (a *four-tip*), and liberties that are single holes (where one
//! tile fits, and only to end the game, P8). Two lines a tile from closing
//! at once earn a bonus.

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
/// Scores beyond this are games won in so many plies (no search goes
/// deeper than 12).
const WON: i32 = WIN - 64;

/// The baseline's turn, each of its tiles chosen by a search of its own
/// up to `depth` plies (tiles) within `budget`, or `None` when the game
/// is over. The first iteration of each search always completes; deeper
/// ones count only when complete.
#[must_use]
pub fn alphabeta_turn(game: &Game, depth: u32, budget: Budget) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    let mut robot = Robot {
        board: Board::new(game.table().clone(), game.options().tiebreak),
        reader: Reader::default(),
        lines: Lines::default(),
        clock: Deepening::new(budget),
    };
    let first = robot.best_tile(depth, budget)?;
    if robot.board.lay(first).is_some() {
        return Some(Turn::single(first));
    }
    match robot.best_tile(depth, budget) {
        Some(second) => Some(Turn::pair(first, second)),
        None => Some(Turn::single(first)),
    }
}

/// The depths of the deepening, as the public robot's search driver takes
/// them: a first search to half of `depth` (to `depth` itself below 4, and
/// to 3 for 4), then two plies deeper each time, the last to `depth`.
fn deepening(depth: u32) -> impl Iterator<Item = i32> {
    let depth = depth.clamp(1, 12) as i32;
    let first = match depth {
        ..4 => depth,
        4 => 3,
        _ => depth - depth / 2,
    };
    std::iter::successors(Some(first), move |&d| {
        (d < depth).then(|| (d + 2).min(depth))
    })
}

/// The robot's search state.
struct Robot {
    board: Board,
    reader: Reader,
    lines: Lines,
    clock: Deepening,
}

impl Robot {
    /// The best tile for the player to move, deepened as [`deepening`]
    /// says while `budget` lasts; `None` when no tile may be laid.
    fn best_tile(&mut self, depth: u32, budget: Budget) -> Option<Placement> {
        self.clock = Deepening::new(budget);
        let mut moves: Vec<Placement> = self.scored_moves(0).into_iter().map(|(_, p)| p).collect();
        let mut best = None;
        for plies in deepening(depth) {
            let Some((tile, score, order)) = self.root(plies, &moves) else {
                break;
            };
            best = Some(tile);
            moves = order;
            self.clock.first_iteration_done();
            // A won game found: deeper searches cannot better it.
            if score >= WON || self.clock.is_spent() {
                break;
            }
        }
        best
    }

    /// One search to `depth` plies over the tiles `moves`: the best tile,
    /// its score, and the tiles reordered best first, or `None` when the
    /// budget ran out before it completed.
    fn root(
        &mut self,
        depth: i32,
        moves: &[Placement],
    ) -> Option<(Placement, i32, Vec<Placement>)> {
        let side = self.board.mover();
        let mut alpha = -WIN - 1;
        let mut best = None;
        let mut scored = Vec::with_capacity(moves.len());
        for &tile in moves {
            let score = match self.board.lay(tile) {
                Some(outcome) => terminal(outcome, side, 1),
                None if self.board.mover() == side => self.search(depth - 1, alpha, WIN + 1, 1),
                None => -self.search(depth - 1, -WIN - 1, -alpha, 1),
            };
            self.board.lift(tile);
            if self.clock.stopped() {
                return None;
            }
            scored.push((tile, score));
            if score > alpha {
                alpha = score;
                best = Some(tile);
            }
        }
        // Stable: equal scores keep the previous order.
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        Some((best?, alpha, scored.into_iter().map(|(m, _)| m).collect()))
    }

    /// Every tile the mover may lay, each with its score for the mover
    /// (the end of the game, or the judgement of the table after it),
    /// best first: the public robot's driver sorts every node's moves by
    /// their static evaluation, and takes it as the value of the nodes
    /// at the horizon. `ply` is the mover's distance from the root.
    fn scored_moves(&mut self, ply: usize) -> Vec<(i32, Placement)> {
        let mut cells: Vec<Cell> = Vec::new();
        self.board.cells(&mut cells);
        let side = self.board.mover();
        let mut scored = Vec::with_capacity(3 * cells.len());
        for cell in cells {
            let single_hole = self.board.is_single_hole(cell);
            for placement in placements_on(cell) {
                let score = match self.board.lay(placement) {
                    Some(outcome) => Some(terminal(outcome, side, ply + 1)),
                    // Legal only if it ends the game (P8).
                    None if single_hole => None,
                    None if self.board.mover() == side => Some(self.judge(side)),
                    None => Some(-self.judge(side.other())),
                };
                self.board.lift(placement);
                scored.extend(score.map(|score| (score, placement)));
            }
        }
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        scored
    }

    /// Alpha-beta to `depth` more tiles, every tile searched; the score is
    /// for the player to lay the next tile.
    fn search(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.clock.out_of_time() {
            return 0;
        }
        let mover = self.board.mover();
        if depth <= 0 {
            return self.judge(mover);
        }
        let moves = self.scored_moves(ply);
        let Some(&(horizon, _)) = moves.first() else {
            return -(WIN - ply as i32);
        };
        if depth == 1 {
            // The tiles were judged in sorting them: the best is the value.
            return horizon;
        }
        let mut best = -WIN - 1;
        for (_, placement) in moves {
            let score = match self.board.lay(placement) {
                Some(outcome) => terminal(outcome, mover, ply + 1),
                None if self.board.mover() == mover => self.search(depth - 1, alpha, beta, ply + 1),
                None => -self.search(depth - 1, -beta, -alpha, ply + 1),
            };
            self.board.lift(placement);
            if self.clock.stopped() {
                return 0;
            }
            best = best.max(score);
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

    /// However little the budget, the first search (to 3 tiles for 5)
    /// completes and gives a legal turn; a budget of work replays the same
    /// turn; a deeper search with room to finish may choose otherwise,
    /// never illegally.
    #[test]
    fn a_spent_budget_still_gives_the_first_search_turn_and_work_replays() {
        for seed in 0..4 {
            let game = random_game(seed, 6);
            if game.is_over() {
                continue;
            }
            let starved = alphabeta_turn(&game, 5, Budget::Work(1)).expect("a turn");
            assert!(game.is_legal(&starved), "seed {seed}: {starved}");
            assert_eq!(
                alphabeta_turn(&game, 3, Budget::Work(MAX_WORK)),
                Some(starved),
                "seed {seed}: a spent budget keeps the first search's turn"
            );
            let deep = alphabeta_turn(&game, 4, Budget::Work(MAX_WORK)).expect("a turn");
            assert!(game.is_legal(&deep), "seed {seed}: {deep}");
            assert_eq!(alphabeta_turn(&game, 4, Budget::Work(MAX_WORK)), Some(deep));
        }
    }

    /// The depths follow the public robot's driver: half first, then two
    /// plies deeper, the last the depth asked for.
    #[test]
    fn the_deepening_starts_at_half_and_steps_by_two() {
        let depths = |n| deepening(n).collect::<Vec<_>>();
        assert_eq!(depths(2), [2]);
        assert_eq!(depths(3), [3]);
        assert_eq!(depths(4), [3, 4]);
        assert_eq!(depths(5), [3, 5]);
        assert_eq!(depths(7), [4, 6, 7]);
        assert_eq!(depths(8), [4, 6, 8]);
        assert_eq!(depths(12), [6, 8, 10, 12]);
    }
}
