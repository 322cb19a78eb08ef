//! The computer players: tactics every level must get right (a win in one
//! turn or one tile is taken; in Palago the opponent is never handed a
//! creature when another turn exists), turns that are always legal on
//! random positions of both games, and a seed that replays the same turn.

mod common;

use common::{notation, play_as};
use palanquee::ai::{Budget, Level, Rng};
use palanquee::games::palago;
use palanquee::games::palanquee as pq;
use proptest::prelude::*;

/// Every level a player can choose, and the greedy baseline.
const LEVELS: [Level; 5] = [
    Level::Greedy,
    Level::Beginner,
    Level::Easy,
    Level::Medium,
    Level::Hard,
];

fn palago_after(turns: &[&str]) -> palago::Game {
    let mut game = palago::Game::new(palago::Options::default());
    for text in turns {
        game.play(&text.parse().expect("a turn")).expect("legal");
    }
    game
}

#[test]
fn palago_every_level_but_beginner_lays_the_winning_tile() {
    // Blue to move; 1,0:0 closes a blue creature (P11). Beginner lays at
    // random, harmless turns only: taking wins is what easy adds.
    let game = palago_after(&["0,0:0 0,-1:2", "1,-1:0 1,-2:0", "0,1:1 -1,2:0"]);
    for level in LEVELS.into_iter().filter(|&l| l != Level::Beginner) {
        for seed in 0..4 {
            let turn = palago::ai::choose_turn(&game, level, Budget::Work(20), &mut Rng::new(seed))
                .expect("a turn");
            let mut after = game.clone();
            after.play(&turn).expect("legal");
            assert_eq!(
                after.end().map(|end| end.outcome()),
                Some(palago::Outcome::Win(palago::Colour::Blue)),
                "{level} seed {seed} played {turn}"
            );
        }
    }
}

#[test]
fn palago_no_level_hands_the_opponent_a_creature_when_it_can_help_it() {
    // White to move; 1,0:0 would close Blue's creature (P11).
    let game = palago_after(&["0,0:0 0,-1:2", "1,-1:0 2,-1:0"]);
    let loses = |turn: &palago::Turn| {
        let mut after = game.clone();
        after.play(turn).expect("legal");
        after.end().map(|end| end.outcome()) == Some(palago::Outcome::Win(palago::Colour::Blue))
    };
    assert!(game.legal_turns().iter().any(loses), "the trap is there");
    for level in LEVELS {
        for seed in 0..6 {
            let turn = palago::ai::choose_turn(&game, level, Budget::Work(20), &mut Rng::new(seed))
                .expect("a turn");
            assert!(!loses(&turn), "{level} seed {seed} handed Blue {turn}");
        }
    }
}

#[test]
fn palanquee_every_level_takes_the_last_enemy_seed() {
    // a's grow H7 captures b's last seed H6 (R22).
    let text = notation(2, 'a', 5, "A H4 I7 a H5 B H6", &[('b', 0)]);
    let game = pq::Game::from_position(text.parse().expect("position"));
    for level in LEVELS {
        let turn = pq::ai::choose_turn(&game, level, Budget::Work(12), &mut Rng::new(3));
        let mut after = game.clone();
        for action in &turn {
            after.play(after.to_move(), *action).expect("legal");
        }
        assert_eq!(
            after.outcome(),
            Some(pq::Outcome::Winner(common::player('a'))),
            "{level}: {turn:?}"
        );
        assert_ne!(turn.last(), Some(&pq::Action::End), "nothing follows a win");
    }
}

#[test]
fn palanquee_every_level_claims_a_forgotten_seed_that_wins() {
    // b, whose last seed is M10, ends without acting: a may claim it (R21).
    let text = notation(2, 'b', 5, "A H4 B M10", &[('b', 0)]);
    let mut game = pq::Game::from_position(text.parse().expect("position"));
    play_as(&mut game, 'b', "end");
    for level in LEVELS {
        let turn = pq::ai::choose_turn(&game, level, Budget::Work(12), &mut Rng::new(5));
        assert_eq!(
            turn.first().map(ToString::to_string).as_deref(),
            Some("claim M10"),
            "{level}: {turn:?}"
        );
    }
}

#[test]
fn a_seed_replays_the_same_turn() {
    let game = palago_after(&["0,0:0 0,-1:2", "1,-1:0 2,-1:0"]);
    let turn =
        |seed| palago::ai::choose_turn(&game, Level::Hard, Budget::Work(30), &mut Rng::new(seed));
    assert_eq!(turn(9), turn(9));
    let start = pq::Game::new(2).expect("two players");
    let opening =
        |seed| pq::ai::choose_turn(&start, Level::Hard, Budget::Work(20), &mut Rng::new(seed));
    assert_eq!(opening(4), opening(4));
}

/// Whether `turn` is legal for the player to move in `game` and whole:
/// after it the game is over or someone else is to move.
fn palanquee_turn_is_whole(game: &pq::Game, turn: &[pq::Action]) -> bool {
    let mover = game.to_move();
    let mut after = game.clone();
    turn.iter().all(|&action| after.play(mover, action).is_ok())
        && (after.outcome().is_some() || after.to_move() != mover)
}

#[test]
fn palanquee_hard_replays_a_midgame_turn_under_a_work_budget() {
    // A fixed amount of work: the same seed gives the same turn anywhere.
    for (seed, players) in [(11, 2), (12, 3), (13, 5)] {
        let game = random_palanquee(seed, players, 60);
        let turn =
            |seed| pq::ai::choose_turn(&game, Level::Hard, Budget::Work(10), &mut Rng::new(seed));
        let first = turn(seed);
        assert!(palanquee_turn_is_whole(&game, &first), "{first:?}");
        assert_eq!(first, turn(seed), "{players} players, seed {seed}");
    }
}

#[test]
fn palanquee_hard_turn_is_whole_even_with_no_time_to_think() {
    // One millisecond: hard falls back on the greedy turn, still legal.
    for (seed, players) in [(21, 2), (22, 4), (23, 5)] {
        let game = random_palanquee(seed, players, 80);
        let turn = pq::ai::choose_turn(&game, Level::Hard, Budget::Millis(1), &mut Rng::new(seed));
        assert!(
            game.outcome().is_some() || !turn.is_empty(),
            "{players} players"
        );
        assert!(palanquee_turn_is_whole(&game, &turn), "{turn:?}");
    }
}

/// A Palago game after `turns` random turns from `seed`.
fn random_palago(seed: u64, turns: usize) -> palago::Game {
    let mut rng = Rng::new(seed);
    let mut game = palago::Game::new(palago::Options::default());
    for _ in 0..turns {
        let Some(turn) = game.random_turn(&mut |n| rng.below(n)) else {
            break;
        };
        game.play(&turn).expect("a random turn is legal");
    }
    game
}

/// A Palanquée game after `actions` random actions from `seed`.
fn random_palanquee(seed: u64, players: usize, actions: usize) -> pq::Game {
    let mut rng = Rng::new(seed);
    let mut game = pq::Game::new(players).expect("players");
    for _ in 0..actions {
        let Some(action) = game.random_action(|n| rng.below(n)) else {
            break;
        };
        game.play(game.to_move(), action)
            .expect("a random action is legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn a_palago_computer_turn_is_always_legal(seed in any::<u64>(), turns in 0usize..24, level in 0usize..6) {
        let game = random_palago(seed, turns);
        let level = Level::ALL[level];
        match palago::ai::choose_turn(&game, level, Budget::Work(5), &mut Rng::new(seed)) {
            Some(turn) => prop_assert!(game.is_legal(&turn), "{level}: {turn}"),
            None => prop_assert!(game.is_over()),
        }
    }

    #[test]
    fn a_palanquee_computer_turn_is_always_legal(seed in any::<u64>(), actions in 0usize..120, players in 2usize..=5, level in 0usize..6) {
        let game = random_palanquee(seed, players, actions);
        let level = Level::ALL[level];
        let turn = pq::ai::choose_turn(&game, level, Budget::Work(8), &mut Rng::new(seed));
        let mover = game.to_move();
        let mut after = game.clone();
        for action in &turn {
            prop_assert!(after.play(mover, *action).is_ok(), "{level}: {turn:?}");
        }
        prop_assert!(game.outcome().is_some() || after.outcome().is_some() || after.to_move() != mover, "the turn ends: {turn:?}");
    }

    #[test]
    fn a_detached_game_plays_like_the_game(seed in any::<u64>(), actions in 0usize..120, players in 2usize..=5) {
        // What searches copy: the rules' state without the history.
        let game = random_palanquee(seed, players, actions);
        let detached = game.detached();
        prop_assert!(detached.record().events().is_empty());
        prop_assert_eq!(detached.position(), game.position());
        prop_assert_eq!(detached.claims(), game.claims());
        prop_assert_eq!(detached.actions_left(), game.actions_left());
        prop_assert_eq!(detached.legal_actions(), game.legal_actions());
    }
}
