//! R21: which claims stand, and the position they reach, depend on the
//! set of claims made against a forgetful turn, never on their order nor
//! on which opponent makes each.
//!
//! Random games reach random positions; the player to move then plays a
//! random part of a turn and ends it (by `end`, or by a missed deadline),
//! and a random set of claims against that turn, some of them on pieces no
//! claim is due on, is played in every order.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::{Rng, game, play, play_as};
use palanquee::games::palanquee::{Action, Cell, CellSet, Game, Player, Position, Rules};
use proptest::prelude::*;

/// A claim of the set: who makes it, on which cell.
#[derive(Clone, Copy, Debug)]
struct Claim {
    claimer: Player,
    cell: Cell,
}

/// What playing a set in every order showed, for the coverage checks.
#[derive(Default, Debug)]
struct Seen {
    /// Windows tried.
    windows: usize,
    /// Sets of two claims or more accepted whole, in every order.
    sets_of_two_or_more: usize,
    /// Such sets made by two different opponents.
    by_two_opponents: usize,
    /// Claims refused in some order.
    refusals: usize,
}

/// `actions` random legal actions from `game`; under the advanced rules a
/// legal launch is played one time in three, so parasites live.
fn playout(mut game: Game, rng: &mut Rng, actions: usize) -> Game {
    for _ in 0..actions {
        if game.outcome().is_some() {
            break;
        }
        let launch = if game.rules().is_advanced() && rng.below(3) == 0 {
            let launches: Vec<Action> = game
                .legal_actions()
                .into_iter()
                .filter(|a| matches!(a, Action::Launch(..)))
                .collect();
            (!launches.is_empty()).then(|| launches[rng.below(launches.len())])
        } else {
            None
        };
        let Some(action) = launch.or_else(|| game.random_action(|n| rng.below(n))) else {
            break;
        };
        let mover = game.to_move();
        game.play(mover, action)
            .unwrap_or_else(|e| panic!("a generated {action} by {mover} was refused: {e}"));
    }
    game
}

/// The player to move plays a random number of their turn's actions, then
/// ends the turn: by `end`, or one time in four by a missed deadline.
/// Returns the forgetful player, unless the game ended.
fn forgetful_turn(game: &mut Game, rng: &mut Rng) -> Option<Player> {
    let forgetful = game.to_move();
    let most = rng.below(game.actions_left() + 1);
    for _ in 0..most {
        let turn_actions: Vec<Action> = game
            .legal_actions()
            .into_iter()
            .filter(|a| a.is_turn_action() && !matches!(a, Action::End | Action::Resign))
            .collect();
        if turn_actions.is_empty() || game.outcome().is_some() {
            break;
        }
        let action = turn_actions[rng.below(turn_actions.len())];
        game.play(forgetful, action).expect("a listed action");
    }
    if game.outcome().is_some() {
        return None;
    }
    if rng.below(4) == 0 || game.play(forgetful, Action::End).is_err() {
        game.time_out().expect("a deadline always ends the turn");
    }
    game.outcome().is_none().then_some(forgetful)
}

/// Up to four claims against `forgetful`, most on cells a claim may name
/// now, some on their other seeds and parasites; each by a random
/// opponent.
fn claim_set(game: &Game, forgetful: Player, rng: &mut Rng) -> Vec<Claim> {
    let position = game.position();
    let Some(window) = game.claims().iter().find(|w| w.against() == forgetful) else {
        return Vec::new();
    };
    let claimable: Vec<Cell> = window.claimable_cells(position).iter().collect();
    let others: Vec<Cell> = (position.seeds_of(forgetful) | parasite_cells(position, forgetful))
        .iter()
        .collect();
    let opponents: Vec<Player> = position
        .alive_players()
        .filter(|&p| p != forgetful)
        .collect();
    let size = (window.remaining() + 1).min(4);
    let mut cells: Vec<Cell> = Vec::new();
    for _ in 0..size * 3 {
        let pool = if rng.below(4) == 0 || claimable.is_empty() {
            &others
        } else {
            &claimable
        };
        if pool.is_empty() || cells.len() == size {
            break;
        }
        let cell = pool[rng.below(pool.len())];
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    cells
        .into_iter()
        .map(|cell| Claim {
            claimer: opponents[rng.below(opponents.len())],
            cell,
        })
        .collect()
}

/// The sprouts of `player`'s parasites (R30).
fn parasite_cells(position: &Position, player: Player) -> CellSet {
    position
        .parasites(player)
        .iter()
        .fold(CellSet::EMPTY, |all, p| all | p.cells)
}

/// Every order of `claims`, by Heap's algorithm.
fn orders(claims: &[Claim]) -> Vec<Vec<Claim>> {
    fn heap(k: usize, items: &mut Vec<Claim>, out: &mut Vec<Vec<Claim>>) {
        if k <= 1 {
            out.push(items.clone());
            return;
        }
        heap(k - 1, items, out);
        for i in 0..k - 1 {
            let swap = if k.is_multiple_of(2) { i } else { 0 };
            items.swap(swap, k - 1);
            heap(k - 1, items, out);
        }
    }
    let mut out = Vec::new();
    heap(claims.len(), &mut claims.to_vec(), &mut out);
    out
}

/// The game after the claims of a set accepted so far: the position and
/// the claim windows left, as text.
fn outcome_text(game: &Game) -> String {
    format!("{}\n{:?}", game.position(), game.claims())
}

/// Plays `claims` in every order from `game` and checks that acceptance
/// is a property of the set of claims: a set accepted whole in one order
/// reaches the same game in every order that accepts it, and a claim
/// refused after an accepted set is never accepted with that set in
/// another order. A refusal leaves the game as it was.
fn check_every_order(game: &Game, claims: &[Claim], seen: &mut Seen) {
    let mut reached: BTreeMap<BTreeSet<usize>, String> = BTreeMap::new();
    let mut refused: Vec<(BTreeSet<usize>, usize)> = Vec::new();
    let mut whole = Vec::new();
    let index_of = |claim: &Claim| {
        claims
            .iter()
            .position(|c| c.cell == claim.cell)
            .expect("a claim of the set")
    };
    for order in orders(claims) {
        let mut trial = game.clone();
        let mut accepted = BTreeSet::new();
        for claim in &order {
            let before = trial.clone();
            let index = index_of(claim);
            match trial.play(claim.claimer, Action::Claim(claim.cell)) {
                Ok(_) => {
                    accepted.insert(index);
                    let text = outcome_text(&trial);
                    let earlier = reached.entry(accepted.clone()).or_insert(text.clone());
                    assert_eq!(
                        *earlier,
                        text,
                        "claims {accepted:?} of {claims:?} reach another game in order {order:?}\n{}",
                        game.position()
                    );
                }
                Err(_) => {
                    assert_eq!(trial, before, "a refused claim changed the game");
                    refused.push((accepted.clone(), index));
                }
            }
        }
        whole.push(accepted.len() == claims.len());
    }
    for (accepted, index) in &refused {
        let mut with = accepted.clone();
        with.insert(*index);
        assert!(
            !reached.contains_key(&with),
            "claim {:?} refused after {accepted:?}, accepted with them in another order; claims {claims:?}\n{}",
            claims[*index],
            game.position()
        );
    }
    assert!(
        whole.iter().all(|&w| w == whole[0]),
        "the set {claims:?} is accepted whole in some orders only\n{}",
        game.position()
    );
    seen.windows += 1;
    seen.refusals += refused.len();
    if whole[0] && claims.len() >= 2 {
        seen.sets_of_two_or_more += 1;
        let claimers: BTreeSet<usize> = claims.iter().map(|c| c.claimer.index()).collect();
        seen.by_two_opponents += usize::from(claimers.len() >= 2);
    }
}

/// From `start`, `rounds` times: a random playout, a forgetful turn, and a
/// random set of claims checked in every order (then the game goes on from
/// the first order).
fn sweep(start: Game, seed: u64, rounds: usize, seen: &mut Seen) {
    let mut rng = Rng::new(seed);
    let mut game = start;
    for _ in 0..rounds {
        let length = rng.below(40);
        game = playout(game, &mut rng, length);
        if game.outcome().is_some() {
            return;
        }
        let Some(forgetful) = forgetful_turn(&mut game, &mut rng) else {
            return;
        };
        let claims = claim_set(&game, forgetful, &mut rng);
        if claims.is_empty() {
            continue;
        }
        check_every_order(&game, &claims, seen);
        for claim in &claims {
            let _ = game.play(claim.claimer, Action::Claim(claim.cell));
        }
    }
}

/// Two plants with a button each, within launching range of each other.
fn arena() -> Game {
    let position = common::position(
        2,
        'a',
        5,
        "A H6 G7 a H7 H8 H9 G8 G9 I8 I9 B N6 b N7 N8 N9 M8 M9 O8 O9",
    );
    Game::from_position_with(position, Rules::Advanced).expect("advanced")
}

#[test]
fn every_order_of_the_same_claims_is_accepted_alike_and_reaches_the_same_position() {
    let mut seen = Seen::default();
    for seed in 1..=24u64 {
        for players in 2..=5 {
            let start = Game::new(players).expect("2-5 players");
            sweep(start, seed * 7_919 + players as u64, 12, &mut seen);
        }
        let rules = Game::new_with_rules(2 + seed as usize % 4, Rules::Advanced).expect("2-5");
        sweep(rules, seed * 3_571, 10, &mut seen);
        sweep(arena(), seed * 977, 10, &mut seen);
    }
    eprintln!("{seen:?}");
    assert!(seen.windows >= 300, "too few windows: {seen:?}");
    assert!(seen.sets_of_two_or_more >= 60, "too few sets: {seen:?}");
    assert!(
        seen.by_two_opponents >= 20,
        "too few sets by two opponents: {seen:?}"
    );
    assert!(seen.refusals >= 300, "too few refusals: {seen:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn claims_in_any_order_from_random_games(seed in any::<u64>(), players in 2usize..=5, advanced in any::<bool>()) {
        let rules = if advanced { Rules::Advanced } else { Rules::Basic };
        let start = Game::new_with_rules(players, rules).expect("2-5 players");
        sweep(start, seed, 8, &mut Seen::default());
    }
}

/// The position of issue 45: b's one plant holds two seeds, K8 and K9.
fn two_seeds_forgotten() -> Game {
    game(2, 'b', 10, "A D5 B K8 K9")
}

#[test]
fn both_seeds_of_a_plant_that_took_no_action_are_claimed_in_either_order() {
    let mut first = two_seeds_forgotten();
    play(&mut first, "end");
    play_as(&mut first, 'a', "claim K8");
    play_as(&mut first, 'a', "claim K9");
    let mut second = two_seeds_forgotten();
    play(&mut second, "end");
    play_as(&mut second, 'a', "claim K9");
    play_as(&mut second, 'a', "claim K8");
    assert_eq!(first.position(), second.position());
    assert!(first.position().seeds_of(common::player('b')).is_empty());
}
