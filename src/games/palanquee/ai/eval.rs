//! How good a position is for one player, in hundredths of a sprout.
//!
//! Two measures. [`material`] is the greedy baseline's score (own seeds ×
//! 10 + own sprouts, minus the best opponent's), the one every level
//! plays by within a turn. [`judge`] adds what material cannot see and
//! what the stronger levels weigh at the end of a round: the captures the
//! player to move could make at once (R14), those the opponents threaten,
//! and how near the player's pieces stand to the enemy seeds, so that a
//! quiet endgame still goes somewhere. [`press`] is hard's: the judgement
//! with, as the game grows long, a rising cost on the distance to the
//! enemy seeds and on the placements still needed to saturate a column
//! (R16) or close a pincer (R14) on one; and at a table of three or more
//! seats only the threats to its own pieces, from every opponent, and
//! every seed the opponents have lost for good (material sees only the
//! best opponent).

use super::super::captures::pincer_captures;
use super::super::cell_set::CellSet;
use super::super::game::{Game, Outcome};
use super::super::geometry::{Cell, Column, Direction};
use super::super::position::{PieceKind, Player, Position};

/// Material above any position's: a won or lost game.
pub const DECIDED: i64 = 100_000;

/// The material of `player`: own seeds × 10 + sprouts, minus the best
/// opponent's; a decided game counts as ±[`DECIDED`].
#[must_use]
pub fn material(game: &Game, player: Player) -> i64 {
    match game.outcome() {
        Some(Outcome::Winner(winner)) if winner == player => return DECIDED,
        Some(Outcome::Winner(_)) => return -DECIDED,
        Some(Outcome::Draw) => return 0,
        None => {}
    }
    let position = game.position();
    let best_opponent = position
        .alive_players()
        .filter(|&p| p != player)
        .map(|p| worth(position, p))
        .max()
        .unwrap_or(0);
    worth(position, player) - best_opponent
}

/// A player's seeds on the board × 10 + sprouts on the board.
fn worth(position: &Position, player: Player) -> i64 {
    10 * position.seeds_of(player).len() as i64 + position.sprouts_of(player).len() as i64
}

/// Weight of a capture the player to move can make at once, per unit of
/// material it takes (hundredths: it may still be parried or refused).
const OWN_CAPTURE: i64 = 60;

/// Weight of the worst capture an opponent threatens, per unit (the
/// player moves first and may parry it).
const ENEMY_CAPTURE: i64 = 80;

/// Cost of each step between the player's pieces and the nearest enemy
/// seed.
const APPROACH: i64 = 4;

/// The position as `player` sees it when it is their turn: material ×
/// 100, plus the best capture they could make now, minus the worst one
/// an opponent threatens, minus the distance to the enemy seeds.
#[must_use]
pub fn judge(game: &Game, player: Player) -> i64 {
    let material = material(game, player);
    if material.abs() >= DECIDED {
        return material * 100;
    }
    let position = game.position();
    let threatened = position
        .alive_players()
        .filter(|&p| p != player)
        .map(|p| best_capture(position, p))
        .max()
        .unwrap_or(0);
    material * 100 + OWN_CAPTURE * best_capture(position, player)
        - ENEMY_CAPTURE * threatened
        - APPROACH * approach(position, player)
}

/// Worth (hundredths) of each seed the opponents have lost for good, at
/// a table of three or more: material only sees the best opponent, so
/// without it the seeds of the others would be worth nothing to take.
const KILL: i64 = 400;

/// [`judge`] as hard weighs a table of three or more: only captures of
/// its own pieces count as threats, the worst opponent's in full and
/// every other's at half (each of them moves before its next turn), and
/// every seed the opponents have lost counts [`KILL`]. At two seats it
/// is [`judge`].
fn weigh(game: &Game, player: Player) -> i64 {
    let position = game.position();
    if position.player_count() <= 2 {
        return judge(game, player);
    }
    let material = material(game, player);
    if material.abs() >= DECIDED {
        return material * 100;
    }
    material * 100 + OWN_CAPTURE * best_capture(position, player)
        - ENEMY_CAPTURE * threats_against(position, player)
        - APPROACH * approach(position, player)
        + KILL * enemy_seeds_lost(position, player)
}

/// Seeds the opponents of `player` have lost for good (R7), all seats.
fn enemy_seeds_lost(position: &Position, player: Player) -> i64 {
    position
        .players()
        .filter(|&p| p != player)
        .map(|p| i64::from(position.seeds_eliminated(p)))
        .sum()
}

/// The material of `player`'s the opponents could capture with one
/// placement each: the worst opponent's in full, every other's at half.
fn threats_against(position: &Position, player: Player) -> i64 {
    let ours = position.pieces_of(player);
    let mut worst: Vec<i64> = position
        .alive_players()
        .filter(|&p| p != player)
        .map(|p| best_capture_of(position, p, ours))
        .collect();
    worst.sort_unstable_by(|a, b| b.cmp(a));
    worst.first().copied().unwrap_or(0) + worst.iter().skip(1).map(|w| w / 2).sum::<i64>()
}

/// The most material one placement by `attacker` next to their own pieces
/// would capture (R14), whether or not other rules then allow it.
fn best_capture(position: &Position, attacker: Player) -> i64 {
    best_capture_of(position, attacker, position.occupied())
}

/// [`best_capture`] counting only the captured pieces among `targets`.
fn best_capture_of(position: &Position, attacker: Player, targets: CellSet) -> i64 {
    let reach = position.pieces_of(attacker).border() - position.occupied();
    reach
        .iter()
        .map(|cell| {
            taken_worth(
                position,
                pincer_captures(position, cell, attacker) & targets,
            )
        })
        .max()
        .unwrap_or(0)
}

/// The material of captured pieces: 10 a seed, 1 a sprout.
fn taken_worth(position: &Position, taken: CellSet) -> i64 {
    taken
        .iter()
        .filter_map(|cell| position.piece_at(cell))
        .map(|piece| match piece.kind {
            PieceKind::Seed => 10,
            PieceKind::Sprout => 1,
        })
        .sum()
}

/// Steps from `player`'s nearest piece to the nearest enemy seed (0 when
/// either side has none on the board).
fn approach(position: &Position, player: Player) -> i64 {
    let ours = position.pieces_of(player);
    let mut reached = position
        .alive_players()
        .filter(|&p| p != player)
        .fold(CellSet::EMPTY, |seeds, p| seeds | position.seeds_of(p));
    if ours.is_empty() || reached.is_empty() {
        return 0;
    }
    let mut steps = 0;
    while (reached & ours).is_empty() && steps < 40 {
        reached = reached.grow();
        steps += 1;
    }
    steps
}

/// Rounds after which hard presses for the win: each further
/// [`PRESS_EVERY`] rounds the approach costs [`APPROACH`] more a step, up
/// to [`PRESS_MAX`] times more, so a long endgame does not shuffle on
/// towards the round cap.
const PRESS_AFTER: u32 = 60;

/// See [`PRESS_AFTER`].
const PRESS_EVERY: u32 = 20;

/// See [`PRESS_AFTER`].
const PRESS_MAX: u32 = 5;

/// Cost, per step of lateness (see [`PRESS_AFTER`]), of each placement
/// still needed to saturate (R16) a column holding an enemy seed and none
/// of the player's.
const SATURATE: i64 = 12;

/// Cost, per step of lateness (see [`PRESS_AFTER`]), of each placement
/// still needed to close a pincer (R14) on an enemy seed.
const SIEGE: i64 = 20;

/// Placements counted at most by [`placements_to_pincer`]: a seed further
/// off than this is not besieged at all.
const SIEGE_FAR: i64 = 12;

/// [`judge`] (at three seats or more, [`weigh`]) for a player who
/// presses for the win as the game grows long (hard's measure): the
/// longer the game, the more each step between the player's pieces and
/// the enemy seeds costs, each placement still needed before a column
/// holding an enemy seed saturates (R16: the seed goes with it), and each
/// placement still needed to close a pincer on an enemy seed (R14). The
/// last two give a long endgame, in which each side holds one seed in a
/// plant with no sprout left in reserve, a way to go somewhere.
#[must_use]
pub fn press(game: &Game, player: Player) -> i64 {
    pressed(weigh(game, player), game.position(), player)
}

/// [`quick`] for a player who presses for the win as the game grows long
/// (hard's measure of one step within a turn): the late costs of
/// [`press`] too, so that among the many steps that change no material
/// in a long endgame the beam keeps those that close in on a seed.
#[must_use]
pub fn press_step(game: &Game, player: Player) -> i64 {
    pressed(quick(game, player), game.position(), player)
}

/// `measured` (a measure of `position` for `player`) less what a long
/// game adds to its cost, unless the game is decided.
fn pressed(measured: i64, position: &Position, player: Player) -> i64 {
    if measured.abs() >= DECIDED {
        return measured;
    }
    measured - lateness_cost(position, player)
}

/// The most the late costs of one position can add up to, per step of
/// lateness: the approach (at most 40 steps), a whole ring to saturate
/// and [`SIEGE_FAR`] placements. Each seed the opponents have lost for
/// good earns back this much, so that taking a seed always beats keeping
/// it near: once it is gone, the next seed is further off.
const TAKEN: i64 = APPROACH * 40 + SATURATE * 8 + SIEGE * SIEGE_FAR;

/// What a long game adds to the cost of a position (see [`press`]): none
/// before [`PRESS_AFTER`] rounds.
fn lateness_cost(position: &Position, player: Player) -> i64 {
    let late =
        i64::from((position.round().saturating_sub(PRESS_AFTER) / PRESS_EVERY).min(PRESS_MAX));
    if late == 0 {
        return 0;
    }
    late * (APPROACH * approach(position, player)
        + SATURATE * placements_to_saturate(position, player)
        + SIEGE * placements_to_pincer(position, player)
        - TAKEN * enemy_seeds_lost(position, player))
}

/// The fewest placements `player` needs to capture an enemy seed by a
/// pincer (R14), at most [`SIEGE_FAR`]: over each line through each enemy
/// seed, the run of pieces not `player`'s holding the seed must be closed
/// at both ends, each end by a piece of `player` (already there, or the
/// last of a chain of placements on empty cells from their pieces) or,
/// for a run of one colour, by a red edge. At least one placement: a
/// pincer captures only when it is closed.
fn placements_to_pincer(position: &Position, player: Player) -> i64 {
    let ours = position.pieces_of(player);
    if ours.is_empty() {
        return SIEGE_FAR;
    }
    let chains = placement_chains(position, ours);
    let enemy_seeds = position
        .alive_players()
        .filter(|&p| p != player)
        .fold(CellSet::EMPTY, |seeds, p| seeds | position.seeds_of(p));
    let end_cost = |end: RunEnd| match end {
        RunEnd::Ours | RunEnd::Edge => 0,
        RunEnd::Empty(cell) => chains
            .iter()
            .position(|reach| reach.contains(cell))
            .map_or(SIEGE_FAR, |chain| chain as i64 + 1),
        RunEnd::Closed => SIEGE_FAR,
    };
    enemy_seeds
        .iter()
        .flat_map(|seed| Direction::AXES.map(|axis| (seed, axis)))
        .map(|(seed, axis)| {
            let (ahead, ahead_colours) = run_end(position, seed, axis, player);
            let (behind, behind_colours) = run_end(position, seed, axis.opposite(), player);
            let colours = ahead_colours | behind_colours;
            // R14: a red edge closes a run of one colour only.
            let edge_ok = |end: RunEnd| match end {
                RunEnd::Edge if colours.count_ones() > 1 => RunEnd::Closed,
                end => end,
            };
            (end_cost(edge_ok(ahead)) + end_cost(edge_ok(behind))).max(1)
        })
        .min()
        .unwrap_or(SIEGE_FAR)
        .min(SIEGE_FAR)
}

/// The empty cells a chain of placements from `ours` reaches: entry `k`
/// holds those that the `k + 1`-th placement can fill (each placement
/// touching `ours` or an earlier one), up to [`SIEGE_FAR`] placements.
fn placement_chains(position: &Position, ours: CellSet) -> Vec<CellSet> {
    let empty = !position.occupied();
    let mut reach = ours;
    let mut chains = Vec::new();
    for _ in 0..SIEGE_FAR {
        let next = reach | (reach.grow() & empty);
        if next == reach {
            break;
        }
        reach = next;
        chains.push(reach - ours);
    }
    chains
}

/// How the run of pieces not `player`'s from a seed ends on one side.
#[derive(Clone, Copy)]
enum RunEnd {
    /// A piece of `player` closes it.
    Ours,
    /// The red edge closes it (a pincer only if the run is of one colour).
    Edge,
    /// This empty cell ends it: a placement there closes it.
    Empty(Cell),
    /// It cannot be closed (it runs round the whole column).
    Closed,
}

/// The end of the run of pieces not `player`'s going from `seed` (not
/// included) in `direction`, with the colours met as bits (the seed's
/// owner's among them).
fn run_end(position: &Position, seed: Cell, direction: Direction, player: Player) -> (RunEnd, u8) {
    let colour = |cell: Cell| {
        position
            .piece_at(cell)
            .map_or(0, |piece| 1u8 << piece.owner.index())
    };
    let mut colours = colour(seed);
    for cell in seed.ray(direction) {
        match position.piece_at(cell) {
            None => return (RunEnd::Empty(cell), colours),
            Some(piece) if piece.owner == player => return (RunEnd::Ours, colours),
            Some(_) => colours |= colour(cell),
        }
    }
    let along_column = matches!(direction, Direction::North | Direction::South);
    let end = if along_column {
        RunEnd::Closed
    } else {
        RunEnd::Edge
    };
    (end, colours)
}

/// The fewest placements that would saturate (R16) a column holding an
/// enemy seed and no seed of `player` (8, a whole empty ring's, when no
/// column qualifies).
fn placements_to_saturate(position: &Position, player: Player) -> i64 {
    let enemy_seeds = position
        .alive_players()
        .filter(|&p| p != player)
        .fold(CellSet::EMPTY, |seeds, p| seeds | position.seeds_of(p));
    let own_seeds = position.seeds_of(player);
    let empty = !position.occupied();
    Column::ALL
        .into_iter()
        .filter(|&c| enemy_seeds.column_bits(c) != 0 && own_seeds.column_bits(c) == 0)
        .map(|c| ring_placements(empty.column_bits(c)))
        .min()
        .unwrap_or(8)
}

/// Placements that leave no two adjacent empty cells on a ring of 16
/// whose empty cells are the bits of `empty`: half of each run, rounded
/// down.
fn ring_placements(empty: u16) -> i64 {
    if empty == u16::MAX {
        return 8;
    }
    // Turn the ring so that an occupied cell is last: no run wraps.
    let occupied_at = (!empty).trailing_zeros();
    let ring = empty.rotate_right(occupied_at + 1);
    let mut placements = 0;
    let mut run = 0;
    for bit in 0..16 {
        if ring & (1 << bit) != 0 {
            run += 1;
        } else {
            placements += run / 2;
            run = 0;
        }
    }
    placements + run / 2
}

/// The measure of one step within a turn: material × 100 minus the
/// approach (cheap enough to weigh every legal action).
#[must_use]
pub fn quick(game: &Game, player: Player) -> i64 {
    let material = material(game, player);
    if material.abs() >= DECIDED {
        return material * 100;
    }
    material * 100 - APPROACH * approach(game.position(), player)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two players, `a` to move in round 5, with `row5` as row 5 and every
    /// other row empty.
    fn game_with_row5(row5: &str, reserves: &str) -> Game {
        let mut rows = vec!["19"; 16];
        rows[4] = row5;
        let text = format!("{} a 5 {reserves}", rows.join("/"));
        Game::from_position(text.parse().expect("a position"))
    }

    #[test]
    fn a_seed_against_the_red_edge_is_a_capture_at_hand() {
        // b's seed A5 with the red edge behind it: a growing B5 takes it (R14).
        let game = game_with_row5("B1aA15", "49/2,50/2");
        let a = game.to_move();
        let b = game
            .position()
            .alive_players()
            .find(|&p| p != a)
            .expect("b");
        assert_eq!(best_capture(game.position(), a), 10);
        assert_eq!(best_capture(game.position(), b), 0);
        assert_eq!(approach(game.position(), a), 2);
        assert!(judge(&game, a) > material(&game, a) * 100);
    }

    #[test]
    fn a_ring_needs_half_of_each_empty_run_filled_to_saturate() {
        assert_eq!(ring_placements(u16::MAX), 8);
        assert_eq!(ring_placements(0), 0);
        assert_eq!(ring_placements(0b0101_0101_0101_0101), 0);
        // A run of three wrapping round rows 16 and 1-2, and a run of four.
        assert_eq!(ring_placements(0b1000_0000_1111_0011), 3);
    }

    #[test]
    fn a_pincer_on_a_seed_counts_the_placements_still_needed() {
        // b's seed on A5 is closed by the red edge on one side; a's sprout
        // on C5 stands next to the empty cell closing the other.
        let near = game_with_row5("B1aA15", "49/2,50/2");
        let a = near.to_move();
        assert_eq!(placements_to_pincer(near.position(), a), 1);
        // Ten columns further off, the chain of placements is longer.
        let far = game_with_row5("B11aA5", "49/2,50/2");
        assert!(placements_to_pincer(far.position(), a) > 5);
        // With no seed of the opponent's on the board, nothing to besiege.
        let alone = game_with_row5("2aA15", "49/2,50/3");
        assert_eq!(placements_to_pincer(alone.position(), a), SIEGE_FAR);
    }

    #[test]
    fn the_approach_counts_steps_to_the_nearest_enemy_seed() {
        let far = game_with_row5("B11aA5", "49/2,50/2");
        let a = far.to_move();
        assert_eq!(approach(far.position(), a), 12);
        assert!(quick(&far, a) < quick(&game_with_row5("B1aA15", "49/2,50/2"), a));
    }
}
