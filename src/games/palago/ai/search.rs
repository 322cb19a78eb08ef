//! Hard's search: alpha-beta over single tiles (a turn is two plies of one
//! player), deepened one tile at a time while the budget lasts, with a
//! transposition table, killer and history move ordering, and an
//! evaluation that reads threats.
//!
//! Tactics are exact where they are cheap to be exact. At every node the
//! player to lay a tile first looks for a tile that closes a creature of
//! their own colour only: that is a win at once, searched no further. A
//! tile that would close the opponent's creature, or both colours', is
//! never laid while another exists (P11). At the horizon, the opponent's
//! winning cells are counted against the tiles the player has left: two
//! adjacent tiles cover at most two adjacent cells, one tile one cell, so
//! more threats than that are a win for their owner (a double threat).
//! So is a line the opponent closes with a pair beyond the reach of the
//! turn that must defuse those cells, or, with none, two such lines too
//! far apart for one turn to reach both.
//! The rest of the judgement weighs each colour's open lines by how few
//! empty cells stand between them and closing.

use super::super::cell::{Cell, Colour};
use super::super::game::Game;
use super::super::outcome::Outcome;
use super::super::regions::creatures_closed_by;
use super::super::tile::{Orientation, Placement};
use super::super::turn::Turn;
use super::board::{Board, placements_on};
use super::lines::Lines;
use super::tracker::Tracker;
use crate::ai::{Budget, Deepening};
use smallvec::SmallVec;

/// A won game, less the plies it takes.
pub(crate) const WIN: i32 = 1_000_000;
/// A win the horizon sees coming but has not played out.
const NEAR_WIN: i32 = 200_000;
/// Scores beyond this are wins or losses in so many plies.
const DECIDED: i32 = WIN - 1000;
/// First tiles searched at an inner node, best ordered first (against
/// alphabeta:5 at 60,000 nodes a turn, 40 games: 16 won 58.8%, 28 won
/// 63.7%, 40 won 71.2%, 80 won 75.0%: wider kept winning more).
const WIDTH: usize = 80;
/// The farthest a liberty may lie from a cell the mover must defuse and
/// still be reached by the defending turn: a tile on the cell or on a
/// neighbour (which changes what the cell closes), the other tile next
/// to it, and a tile changes what its neighbours close.
const THREAT_REACH: i32 = 3;
/// The farthest apart two lines' liberties may lie and one turn of two
/// adjacent tiles still reach both: a liberty, a tile, the other tile,
/// a liberty.
const PAIR_REACH: i32 = 3;
/// The move order of a tile on a line with two liberties or fewer.
const TACTICAL: i64 = 2 << 20;
/// The deepest search, in tiles.
const MAX_DEPTH: i32 = 24;
/// Entries of the transposition table (a power of two).
const TABLE_SIZE: usize = 1 << 18;

/// What the table remembers of a position.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    bound: Bound,
    best: u16,
}

/// How an entry's score bounds the true one.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    /// At least the score (a cut-off).
    Lower,
    /// At most the score (no move reached alpha).
    Upper,
}

/// A placement packed in 16 bits: grid slot, orientation.
fn pack(placement: Placement) -> u16 {
    ((placement.cell.slot() as u16) << 2) | placement.orientation.index() as u16
}

fn unpack(code: u16) -> Option<Placement> {
    let cell = Cell::from_slot(usize::from(code >> 2))?;
    let orientation = Orientation::from_index(usize::from(code & 3))?;
    Some(Placement::new(cell, orientation))
}

/// One search, from one game, within one budget.
struct Searcher {
    board: Board,
    tracker: Tracker,
    /// The lines read at each ply.
    lines: Vec<Lines>,
    table: Vec<Entry>,
    killers: Vec<[u16; 2]>,
    history: Vec<u32>,
    clock: Deepening,
    /// The best second tile found at ply 1, for the root move searched.
    second: Option<Placement>,
    /// Scratch lists of cells per ply.
    cells: Vec<Vec<Cell>>,
}

/// Hard's turn for the player to move in `game`, or `None` when the game
/// is over.
pub(crate) fn best_turn(game: &Game, budget: Budget) -> Option<Turn> {
    search(game, budget).map(|(turn, _)| turn)
}

/// What the search makes of `game` within `budget`, for the player to
/// move; `None` when the game is over.
pub(crate) fn judge(game: &Game, budget: Budget) -> Option<Judgement> {
    let (_, score) = search(game, budget)?;
    let mover = game.to_move();
    let winner = if score >= DECIDED {
        Some(mover)
    } else if score <= -DECIDED {
        Some(mover.other())
    } else {
        None
    };
    Some(Judgement { score, winner })
}

/// A position as hard's search judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The score for the player to move: positive when ahead; a cell
    /// where a tile wins at once is worth 150 to its owner, a won game
    /// about a million.
    pub score: i32,
    /// The colour the search finds winning by force, if any. A forced
    /// loss may be overstated (inner nodes search the best tiles only);
    /// a forced win is exact.
    pub winner: Option<Colour>,
}

/// The best turn found from `game` within `budget`, with its score for
/// the mover; `None` when the game is over.
fn search(game: &Game, budget: Budget) -> Option<(Turn, i32)> {
    if game.is_over() {
        return None;
    }
    Searcher::new(game, budget).root()
}

impl Searcher {
    /// A search of `game` within `budget`, nothing searched yet.
    fn new(game: &Game, budget: Budget) -> Searcher {
        Searcher {
            board: Board::new(game.table().clone(), game.options().tiebreak),
            tracker: Tracker::default(),
            lines: vec![Lines::default(); MAX_DEPTH as usize + 2],
            table: vec![Entry::default(); TABLE_SIZE],
            killers: vec![[0; 2]; MAX_DEPTH as usize + 2],
            history: vec![0; super::super::cell::GRID_SIZE * 4],
            clock: Deepening::new(budget),
            second: None,
            cells: vec![Vec::new(); MAX_DEPTH as usize + 2],
        }
    }

    /// Deepens the search tile by tile; the turn of the last complete
    /// iteration (or a win found on the way), with its score.
    fn root(&mut self) -> Option<(Turn, i32)> {
        let mut moves = self.root_moves();
        let mut best: Option<(Turn, i32)> = None;
        for depth in 2..=MAX_DEPTH {
            let Some((turn, score, order)) = self.root_iteration(depth, &moves) else {
                break;
            };
            best = Some((turn, score));
            moves = order;
            self.clock.first_iteration_done();
            if score.abs() >= DECIDED || self.clock.is_spent() {
                break;
            }
        }
        best
    }

    /// The first tiles of the turn, with a win at once alone.
    fn root_moves(&mut self) -> Vec<Placement> {
        self.read(0);
        if let Some(win) = self.immediate_win(0) {
            return vec![win];
        }
        self.ordered_moves(0, None, false)
    }

    /// One iteration at `depth`: the best turn, its score, and the root
    /// moves reordered best first; when the budget stops it, the best of
    /// the moves searched in full, or `None` if none was.
    fn root_iteration(
        &mut self,
        depth: i32,
        moves: &[Placement],
    ) -> Option<(Turn, i32, Vec<Placement>)> {
        let mut alpha = -WIN - 1;
        let mut scored: Vec<(Placement, i32)> = Vec::with_capacity(moves.len());
        let mut best: Option<(Turn, i32)> = None;
        let side = self.board.mover();
        for &first in moves {
            let outcome = self.lay(0, first);
            self.second = None;
            let score = match outcome {
                Some(outcome) => terminal(outcome, side, 1),
                None => self.negamax(depth - 1, alpha, WIN + 1, 1),
            };
            self.board.lift(first);
            if self.clock.stopped() {
                // The moves searched in full still count: the best of
                // them, if it beat the previous iteration's (searched
                // first), is the better turn.
                return best.map(|(turn, score)| (turn, score, moves.to_vec()));
            }
            scored.push((first, score));
            if score > alpha {
                alpha = score;
                let turn = match (outcome, self.second) {
                    (None, Some(second)) => Turn::pair(first, second),
                    _ => Turn::single(first),
                };
                best = Some((turn, score));
            }
        }
        // Stable: equal scores keep the previous iteration's order.
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let (turn, score) = best?;
        Some((turn, score, scored.into_iter().map(|(m, _)| m).collect()))
    }

    /// Lays `placement` on the board whose lines ply `ply` read.
    fn lay(&mut self, ply: usize, placement: Placement) -> Option<Outcome> {
        let closes = self.lines[ply].closed_by(placement);
        self.board.lay_closing(placement, closes)
    }

    /// The lines of the board into ply `ply`'s slot: read whole at the
    /// root, followed from the ply before after its tile elsewhere.
    fn read(&mut self, ply: usize) {
        let table = self.board.table();
        if ply == 0 {
            self.tracker.start(table, &mut self.lines[0]);
            return;
        }
        let (before, after) = self.lines.split_at_mut(ply);
        self.tracker
            .follow(table, ply, &before[ply - 1], &mut after[0]);
    }

    /// A tile the mover may lay now that closes a creature of their own
    /// colour only.
    fn immediate_win(&self, ply: usize) -> Option<Placement> {
        let mover = self.board.mover();
        let first = self.board.pending_first();
        self.lines[ply]
            .wins_for(mover)
            .find(|p| first.is_none_or(|f| f.cell.is_adjacent(p.cell)))
    }

    /// The score of the position for the player to lay the next tile,
    /// searched `depth` more tiles within `(alpha, beta)`.
    fn negamax(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.clock.out_of_time() {
            return 0;
        }
        self.read(ply);
        if let Some(win) = self.immediate_win(ply) {
            if ply == 1 {
                self.second = Some(win);
            }
            return WIN - ply as i32 - 1;
        }
        if depth <= 0 || ply >= MAX_DEPTH as usize {
            return self.evaluate(ply);
        }
        let key = self.board.hash();
        let slot = (key as usize) & (TABLE_SIZE - 1);
        let entry = self.table[slot];
        let remembered = (entry.key == key).then_some(entry);
        if ply > 1
            && let Some(score) = remembered.and_then(|e| settled_by(e, depth, alpha, beta, ply))
        {
            return score;
        }
        let hint = remembered.and_then(|e| unpack(e.best));
        let moves = self.ordered_moves(ply, hint, ply > 0);
        if moves.is_empty() {
            // Every tile ends the game against the mover.
            return -(WIN - ply as i32 - 1);
        }
        let side = self.board.mover();
        let (alpha_in, mut best, mut best_move) = (alpha, -WIN - 1, moves[0]);
        for placement in moves {
            let outcome = self.lay(ply, placement);
            let score = match outcome {
                Some(outcome) => terminal(outcome, side, ply + 1),
                None if self.board.mover() == side => self.negamax(depth - 1, alpha, beta, ply + 1),
                None => -self.negamax(depth - 1, -beta, -alpha, ply + 1),
            };
            self.board.lift(placement);
            if self.clock.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                best_move = placement;
                if ply == 1 {
                    self.second = Some(placement);
                }
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.remember_cut(ply, placement, depth);
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best <= alpha_in {
            Bound::Upper
        } else {
            Bound::Exact
        };
        self.table[slot] = Entry {
            key,
            score: to_table(best, ply),
            depth: depth as i8,
            bound,
            best: pack(best_move),
        };
        best
    }

    /// A move that cut: a killer at this ply, and history.
    fn remember_cut(&mut self, ply: usize, placement: Placement, depth: i32) {
        let code = pack(placement);
        let killers = &mut self.killers[ply];
        if killers[0] != code {
            killers[1] = killers[0];
            killers[0] = code;
        }
        let index = usize::from(code);
        self.history[index] = self.history[index].saturating_add((depth * depth) as u32);
    }

    /// The mover's tiles worth searching, best first: none that ends the
    /// game against them while another exists (P11); single holes only
    /// to end the game (P8); at inner first tiles only the [`WIDTH`]
    /// best.
    fn ordered_moves(
        &mut self,
        ply: usize,
        hint: Option<Placement>,
        narrow: bool,
    ) -> Vec<Placement> {
        let mover = self.board.mover();
        let mut cells = std::mem::take(&mut self.cells[ply]);
        self.board.cells(&mut cells);
        let lines = &self.lines[ply];
        let threats = lines.winning_cells(mover.other());
        let mut scored: Vec<(i64, Placement)> = Vec::with_capacity(cells.len() * 3);
        for &cell in &cells {
            // A first tile in a single hole must end the game (P8): here
            // that would be a loss, since a win was looked for first.
            if self.board.is_single_hole(cell) {
                continue;
            }
            let closing = lines.closing_at(cell);
            let near = lines
                .lines
                .iter()
                .filter(|l| l.liberty_count() <= 3 && l.liberties.contains(&cell))
                .map(|l| 4 - l.liberty_count() as i64)
                .sum::<i64>();
            for placement in placements_on(cell) {
                if closing.is_some_and(|c| c.ends(placement)) {
                    continue;
                }
                let code = pack(placement);
                // History orders the quiet tiles, below every tactical one.
                let mut order = i64::from(self.history[usize::from(code)].min((1 << 20) - 1));
                order += near << 20;
                if threats.contains(&cell) {
                    order += 1 << 28;
                }
                if self.killers[ply].contains(&code) {
                    order += 1 << 26;
                }
                if hint == Some(placement) {
                    order += 1 << 32;
                }
                scored.push((order, placement));
            }
        }
        self.cells[ply] = cells;
        // Stable: equal orders keep the sorted cell order.
        scored.sort_by_key(|&(order, _)| std::cmp::Reverse(order));
        let first_tile = self.board.pending_first().is_none();
        if narrow && first_tile && scored.len() > WIDTH {
            // Beyond the best, keep every tile on a line two tiles or
            // fewer from closing: no tactic is cut away.
            let tactical = scored[WIDTH..]
                .iter()
                .take_while(|&&(order, _)| order >= TACTICAL)
                .count();
            scored.truncate(WIDTH + tactical);
        }
        scored.into_iter().map(|(_, p)| p).collect()
    }

    /// The position judged at the horizon for the player to lay the next
    /// tile (who has no win at once: [`Searcher::negamax`] looked).
    fn evaluate(&mut self, ply: usize) -> i32 {
        let side = self.board.mover();
        let pending = self.board.pending_first();
        let threats = self.lines[ply].winning_cells(side.other());
        if !coverable(&threats, pending, &self.lines[ply]) {
            return -(NEAR_WIN - ply as i32);
        }
        match pending {
            // A whole turn to lay: a pair closing one of the mover's own
            // lines wins.
            None if self.wins_with_a_pair(ply, side, None) => return WIN - ply as i32 - 2,
            // Otherwise the opponent may close a line with their next
            // pair whatever this turn does.
            None if self.loses_to_a_pair(ply, &threats) => return -(NEAR_WIN - ply as i32),
            // One tile left, then the opponent lays a pair: one closing
            // their line where this tile cannot reach wins for them.
            Some(first) if self.wins_with_a_pair(ply, side.other(), Some(first.cell)) => {
                return -(NEAR_WIN - ply as i32);
            }
            _ => {}
        }
        let lines = &self.lines[ply];
        let mut score = 0i32;
        for line in &lines.lines {
            let sign = if line.colour == side { 1 } else { -1 };
            score += sign * line_value(line, lines, pending.is_none() && line.colour == side);
        }
        let own_threats = lines.wins_for(side).count() as i32;
        score + 150 * own_threats - 150 * threats.len() as i32
    }

    /// Whether `colour`, laying a whole turn now, closes a creature of
    /// its own with a first tile on a liberty of one of its lines and the
    /// second next to it. Lines with a liberty within two cells of
    /// `reach` are left out (the player to move can still lay a tile next
    /// to `reach`, and change what a tile there would close).
    fn wins_with_a_pair(&mut self, ply: usize, colour: Colour, reach: Option<Cell>) -> bool {
        // The tile left may go next to `reach`, and a tile changes what
        // its neighbours' tiles would close.
        let near_reach = |cell: &Cell| reach.is_some_and(|r| r.distance(*cell) <= 2);
        let candidates: Vec<(Cell, Option<Cell>)> = self.lines[ply]
            .pair_lines(colour)
            .filter(|l| !l.liberties.iter().any(near_reach))
            .map(|l| (l.liberties[0], l.liberties.get(1).copied()))
            .collect();
        candidates
            .into_iter()
            .any(|(a, b)| self.line_closes(ply, colour, a, b))
    }

    /// Whether `colour` closes its line of liberties `a` (and `b`) with
    /// a pair, laying either liberty first.
    fn line_closes(&mut self, ply: usize, colour: Colour, a: Cell, b: Option<Cell>) -> bool {
        let orders = [(a, b), (b.unwrap_or(a), Some(a))];
        let orders = if b.is_some() {
            &orders[..]
        } else {
            &orders[..1]
        };
        orders
            .iter()
            .any(|&(first, second)| self.pair_closes(ply, colour, first, second))
    }

    /// Whether the opponent of the mover, who lays a whole turn and has
    /// no pair of their own that wins, closes a creature with their next
    /// pair whatever the mover lays (the pool holding the four tiles).
    ///
    /// A tile changes what a tile closes on its own cell and its
    /// neighbours only. The mover must defuse the opponent's winning
    /// `threats` (at most two adjacent cells, [`coverable`]), so their
    /// tiles lie within two cells of a threat: an opponent's line that a
    /// pair closes with no liberty within [`THREAT_REACH`] of a threat
    /// still closes. With no threat, two such lines with no liberties
    /// within [`PAIR_REACH`] of each other cannot both be reached by two
    /// adjacent tiles: one of them still closes (a double threat of
    /// pairs).
    fn loses_to_a_pair(&mut self, ply: usize, threats: &[Cell]) -> bool {
        if self.board.tiles_left() < 4 {
            return false;
        }
        let colour = self.board.mover().other();
        let reached = |liberties: &[Cell], cells: &[Cell], reach: i32| {
            liberties
                .iter()
                .any(|l| cells.iter().any(|c| l.distance(*c) <= reach))
        };
        let pair_lines: Vec<SmallVec<[Cell; 3]>> = self.lines[ply]
            .pair_lines(colour)
            .map(|l| l.liberties.clone())
            .filter(|liberties| !reached(liberties, threats, THREAT_REACH))
            .collect();
        let needed = if threats.is_empty() { 2 } else { 1 };
        if pair_lines.len() < needed {
            return false;
        }
        let mut closing: Vec<&[Cell]> = Vec::new();
        for liberties in &pair_lines {
            let far_from_all = closing
                .iter()
                .all(|other| !reached(liberties, other, PAIR_REACH));
            if far_from_all
                && self.line_closes(ply, colour, liberties[0], liberties.get(1).copied())
            {
                closing.push(liberties);
                if closing.len() == needed {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a tile on `first` that ends nothing, then one on `second`
    /// (or on any free neighbour of `first`), closes `colour`'s creature
    /// only. The second tile is judged by walking the regions at its
    /// corners ([`creatures_closed_by`]), which stops at the first empty
    /// cell: cheaper than reading every line of the table again.
    fn pair_closes(
        &mut self,
        ply: usize,
        colour: Colour,
        first: Cell,
        second: Option<Cell>,
    ) -> bool {
        let table = self.board.table();
        if table.is_single_hole(first) || !table.is_free(first) {
            return false;
        }
        let mut win = [false, false];
        win[colour as usize] = true;
        for placement in placements_on(first) {
            let closes = self.lines[ply].closed_by(placement);
            if closes != [false, false] {
                continue;
            }
            self.board.lay_closing(placement, closes);
            let table = self.board.table();
            let wins = first
                .neighbours()
                .filter(|&cell| second.is_none_or(|s| s == cell) && table.is_free(cell))
                .flat_map(placements_on)
                .any(|p| creatures_closed_by(table, p) == win);
            self.board.lift(placement);
            if wins {
                return true;
            }
        }
        false
    }
}

/// What an open line is worth to its owner: the fewer liberties, the
/// nearer a creature; `to_move`: its owner lays the next two tiles.
fn line_value(line: &super::lines::Line, lines: &Lines, to_move: bool) -> i32 {
    let straights = i32::from(line.straights.min(4));
    match line.liberty_count() {
        1 => {
            let closable = line.liberties.first().is_some_and(|&cell| {
                lines
                    .closing_at(cell)
                    .is_some_and(|c| c.win_for(line.colour).is_some())
            });
            if closable { 40 } else { 12 + straights }
        }
        2 if line.closable_by_a_pair() => {
            if to_move {
                90
            } else {
                30 + 2 * straights
            }
        }
        2 => 14 + 2 * straights,
        3 => 5 + straights,
        _ => 1,
    }
}

/// Whether the player to lay the next tile can still cover every cell
/// where the opponent wins: with the turn's second tile, one cell next to
/// the first; with a whole turn, two adjacent cells. A cell where every
/// orientation closes a creature cannot be covered.
fn coverable(threats: &[Cell], pending: Option<Placement>, lines: &Lines) -> bool {
    let fillable = |cell: &Cell| lines.closing_at(*cell).is_none_or(|c| !c.is_poisoned());
    if !threats.iter().all(fillable) {
        return false;
    }
    match (threats, pending) {
        ([], _) => true,
        ([cell], Some(first)) => first.cell.is_adjacent(*cell),
        (_, Some(_)) => false,
        ([_], None) => true,
        ([a, b], None) => a.is_adjacent(*b),
        _ => false,
    }
}

/// The score of a game that ended, for `side`, `ply` plies from the root.
fn terminal(outcome: Outcome, side: Colour, ply: usize) -> i32 {
    match outcome {
        Outcome::Win(winner) if winner == side => WIN - ply as i32,
        Outcome::Win(_) => -(WIN - ply as i32),
        Outcome::Draw => 0,
    }
}

/// A win or loss score made relative to the node, for the table.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= DECIDED {
        score + ply as i32
    } else if score <= -DECIDED {
        score - ply as i32
    } else {
        score
    }
}

/// The score a remembered `entry` settles for a search of `depth` within
/// `(alpha, beta)` at `ply`: only if it was searched as deep, and its
/// bound decides the window.
fn settled_by(entry: Entry, depth: i32, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
    if i32::from(entry.depth) < depth {
        return None;
    }
    let score = from_table(entry.score, ply);
    let usable = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    usable.then_some(score)
}

/// A score from the table made relative to the root again.
fn from_table(score: i32, ply: usize) -> i32 {
    if score >= DECIDED {
        score - ply as i32
    } else if score <= -DECIDED {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, Rng};
    use crate::games::palago::game::Options;

    /// Whether the horizon calls `game` lost to the opponent's next pair
    /// ([`Searcher::loses_to_a_pair`]), where it would ask: a whole turn
    /// to lay, no win at once, the threats coverable, no winning pair.
    fn judged_lost_to_a_pair(game: &Game) -> bool {
        let mut searcher = Searcher::new(game, Budget::Work(1));
        searcher.read(0);
        let side = searcher.board.mover();
        let threats = searcher.lines[0].winning_cells(side.other());
        searcher.board.pending_first().is_none()
            && searcher.immediate_win(0).is_none()
            && coverable(&threats, None, &searcher.lines[0])
            && !searcher.wins_with_a_pair(0, side, None)
            && searcher.loses_to_a_pair(0, &threats)
    }

    /// Whether `turn` ends `game` with a win for `colour`.
    fn wins(game: &Game, turn: &Turn, colour: Colour) -> bool {
        let mut next = game.clone();
        next.play(turn).is_ok() && next.end().map(|end| end.outcome()) == Some(Outcome::Win(colour))
    }

    /// Whether the player to move in `game` has a winning turn: the
    /// `hints` first (winning turns found before), then every legal turn.
    fn has_a_win(game: &Game, hints: &mut Vec<Turn>) -> bool {
        let mover = game.to_move();
        if hints.iter().any(|t| wins(game, t, mover)) {
            return true;
        }
        let found = game
            .legal_turns()
            .into_iter()
            .find(|t| wins(game, t, mover));
        hints.extend(found);
        found.is_some()
    }

    /// Panics, naming the turn, if some legal turn of the mover in
    /// `game` neither loses at once nor leaves the opponent a win.
    fn assert_lost_whatever_the_mover_lays(game: &Game) {
        let (mover, mut hints) = (game.to_move(), Vec::new());
        let turns: Vec<String> = game.turns().iter().map(Turn::to_string).collect();
        for turn in game.legal_turns() {
            let mut next = game.clone();
            next.play(&turn).expect("a legal turn");
            let lost = next.end().map(|end| end.outcome()) == Some(Outcome::Win(mover.other()))
                || (!next.is_over() && has_a_win(&next, &mut hints));
            assert!(lost, "after {}: {turn} escapes", turns.join(" / "));
        }
    }

    #[test]
    fn a_loss_to_the_next_pair_is_a_loss_whatever_the_mover_lays() {
        let mut rng = Rng::new(52);
        let mut checked = 0;
        for _ in 0..400 {
            if checked == 4 {
                break;
            }
            let mut game = Game::new(Options::default());
            while !game.is_over() && checked < 4 {
                if judged_lost_to_a_pair(&game) {
                    assert_lost_whatever_the_mover_lays(&game);
                    checked += 1;
                }
                // Random openings, then medium against itself.
                let level = if game.turns().len() < 4 {
                    Level::Random
                } else {
                    Level::Medium
                };
                let Some(turn) = super::super::choose_turn(&game, level, Budget::Work(1), &mut rng)
                else {
                    break;
                };
                game.play(&turn).expect("a legal turn");
            }
        }
        assert_eq!(checked, 4, "positions judged lost to a pair");
    }
}
