//! Properties of random Palago games (P5-P13), driven both by
//! `Game::random_turn` and by choices from `Game::legal_turns` (which lays
//! first tiles apart, P7), with random, mostly illegal turns thrown at
//! every position. Creatures are checked after every single tile against
//! an independent corner model (`palago_model`).

mod palago_model;

use std::collections::{HashSet, VecDeque};

use palanquee::games::palago::{
    Cell, Colour, End, Game, Options, Orientation, Placement, Ruling, TILE_COUNT, Table, Turn,
    regions,
};
use proptest::prelude::*;

/// A small deterministic generator.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Whether each colour has a creature on `table`, by the engine.
fn engine_creatures(table: &Table) -> [bool; 2] {
    let mut found = [false; 2];
    for region in regions(table).iter().filter(|r| r.is_creature()) {
        found[region.colour as usize] = true;
    }
    found
}

fn model_tiles(placements: &[Placement]) -> palago_model::Tiles {
    placements
        .iter()
        .map(|p| ((p.cell.q(), p.cell.r()), p.orientation.index()))
        .collect()
}

/// A random turn near the table: legal or, more often, not.
fn random_nearby_turn(game: &Game, rng: &mut Rng) -> Turn {
    let placed = game.table().placements();
    let anchor = if placed.is_empty() || rng.below(8) == 0 {
        Cell::ORIGIN
    } else {
        placed[rng.below(placed.len())].cell
    };
    let mut cell = anchor;
    for _ in 0..rng.below(4) {
        cell = cell.neighbours().nth(rng.below(6)).unwrap_or(cell);
    }
    let orientation = |rng: &mut Rng| Orientation::ALL[rng.below(3)];
    let first = Placement::new(cell, orientation(rng));
    if rng.below(4) == 0 {
        return Turn::single(first);
    }
    let mut second = cell;
    for _ in 0..1 + usize::from(rng.below(5) == 0) {
        second = second.neighbours().nth(rng.below(6)).unwrap_or(second);
    }
    Turn::pair(first, Placement::new(second, orientation(rng)))
}

/// The tiles form one group (P7).
fn connected(table: &Table) -> bool {
    let cells: HashSet<Cell> = table.placements().iter().map(|p| p.cell).collect();
    let Some(&start) = cells.iter().next() else {
        return true;
    };
    let mut seen = HashSet::from([start]);
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        for n in cell.neighbours() {
            if cells.contains(&n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen.len() == cells.len()
}

/// Checks the turn just played, tile by tile, against the model (P9-P12).
fn check_turn(before: &Game, after: &Game, turn: &Turn) {
    let placements = after.table().placements();
    let count = turn.placements().len();
    assert_eq!(placements.len(), before.placed() + count);
    assert_eq!(&placements[before.placed()..], turn.placements().as_slice());
    for laid in before.placed() + 1..=placements.len() {
        let model = palago_model::creatures(&model_tiles(&placements[..laid]));
        let table = Table::with_tiles(&placements[..laid]).expect("distinct cells");
        assert_eq!(engine_creatures(&table), model, "after tile {laid}");
        let last = laid == placements.len();
        if !last {
            // P9: a first tile that ended the game would be the whole turn.
            assert_eq!(model, [false, false], "tile {laid} ended the game");
            continue;
        }
        let expected = match model {
            [false, false] if laid == TILE_COUNT => {
                let scores = after
                    .options()
                    .tiebreak
                    .then(|| palago_model::tiebreak(&model_tiles(placements)));
                Some(End::TilesOut { scores })
            }
            [false, false] => None,
            [true, true] => Some(End::DoubleCreature {
                mover: before.to_move(),
            }),
            [white, _] => Some(End::Creature {
                winner: if white { Colour::White } else { Colour::Blue },
                mover: before.to_move(),
            }),
        };
        assert_eq!(after.end(), expected, "{}", after.record());
    }
}

/// Checks a position's invariants.
fn check_position(game: &Game) {
    assert_eq!(game.placed() + game.tiles_left(), TILE_COUNT);
    assert_eq!(game.table().len(), game.placed());
    assert!(connected(game.table()), "{}", game.record());
    assert_eq!(
        game.placed(),
        game.turns()
            .iter()
            .map(|t| t.placements().len())
            .sum::<usize>()
    );
    // The frontier is exactly the free cells touching a tile.
    let mut frontier: Vec<Cell> = game.table().frontier().collect();
    frontier.sort();
    let mut expected: Vec<Cell> = game
        .table()
        .placements()
        .iter()
        .flat_map(|p| p.cell.neighbours())
        .filter(|&c| game.table().is_free(c))
        .collect();
    expected.sort();
    expected.dedup();
    assert_eq!(frontier, expected);
}

/// Plays one random game from `seed`, checking everything on the way.
/// `from_list` in 0..4: how often (in quarters) a turn comes from the legal
/// list instead of `random_turn`; `probes`: random turns tried per position.
fn random_game(seed: u64, from_list: usize, probes: usize, tiebreak: bool) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Options { tiebreak });
    while !game.is_over() {
        check_position(&game);
        let use_list = rng.below(4) < from_list;
        let legal: Option<HashSet<Turn>> =
            (use_list || probes > 0).then(|| game.legal_turns().into_iter().collect());
        for _ in 0..probes {
            let probe = random_nearby_turn(&game, &mut rng);
            let legal = legal.as_ref().expect("listed");
            assert_eq!(game.is_legal(&probe), legal.contains(&probe), "{probe}");
            let mut trial = game.clone();
            match trial.play(&probe) {
                Ok(_) => {
                    assert!(legal.contains(&probe), "{probe} played");
                    check_turn(&game, &trial, &probe);
                }
                Err(refusal) => {
                    assert!(!legal.contains(&probe), "{probe}: {refusal}");
                    assert!(
                        refusal
                            .to_string()
                            .starts_with(&format!("{}: ", refusal.ruling))
                    );
                    assert_eq!(trial, game, "{probe} refused but changed the game");
                }
            }
        }
        let turn = if use_list {
            let mut list: Vec<Turn> = legal.expect("listed").into_iter().collect();
            list.sort();
            list[rng.below(list.len())]
        } else {
            game.random_turn(&mut |n| rng.below(n))
                .expect("the game goes on")
        };
        let before = game.clone();
        game.play(&turn)
            .unwrap_or_else(|e| panic!("{turn} refused: {e}\n{}", before.record()));
        check_turn(&before, &game, &turn);
    }
    check_position(&game);
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// A third method: the tiles drawn at 12 px a side and flood-filled.
    #[test]
    fn p10_p14_a_flood_fill_of_the_drawn_tiles_finds_the_same_creatures_and_eyes(
        seed in any::<u64>(),
    ) {
        let game = random_game(seed, 0, 0, false);
        let placements = game.table().placements();
        for laid in 1..=placements.len() {
            let table = Table::with_tiles(&placements[..laid]).expect("distinct cells");
            let (creatures, eyes) =
                palago_model::pixel_creatures(&model_tiles(&placements[..laid]), 12.0);
            prop_assert_eq!(creatures, engine_creatures(&table), "after tile {}", laid);
            let engine_eyes = regions(&table).iter().filter(|r| r.is_eye()).count();
            prop_assert_eq!(eyes, engine_eyes, "eyes after tile {}", laid);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn p7_p11_random_games_agree_with_the_model_after_every_tile(
        seed in any::<u64>(),
        from_list in 0usize..4,
        tiebreak in any::<bool>(),
    ) {
        let game = random_game(seed, from_list, 0, tiebreak);
        // P13: the record replays to an equal game.
        let again = Game::from_record(&game.record(), game.options()).expect("replays");
        prop_assert_eq!(&again, &game);
        prop_assert!(game.random_turn(&mut |n| n - 1).is_none());
        prop_assert!(game.legal_turns().is_empty());
    }

    #[test]
    fn p13_random_turns_are_accepted_exactly_when_listed_and_refusals_change_nothing(
        seed in any::<u64>(),
    ) {
        random_game(seed, 1, 6, false);
    }

    #[test]
    fn p12_a_finished_game_refuses_every_turn(seed in any::<u64>()) {
        let mut game = random_game(seed, 0, 0, false);
        let mut rng = Rng::new(seed ^ 0xFFFF);
        for _ in 0..20 {
            let probe = random_nearby_turn(&game, &mut rng);
            let before = game.clone();
            let refusal = game.play(&probe).expect_err("over");
            prop_assert_eq!(refusal.ruling, Ruling::P12);
            prop_assert_eq!(&game, &before);
        }
    }

    #[test]
    fn p13_a_record_cut_anywhere_replays_to_the_game_at_that_turn(
        seed in any::<u64>(),
        cut in 0usize..30,
    ) {
        let game = random_game(seed, 2, 0, false);
        let cut = cut.min(game.turns().len());
        let partial = Game::replay(game.options(), &game.turns()[..cut]).expect("replays");
        let again = Game::from_record(&partial.record(), game.options()).expect("replays");
        prop_assert_eq!(&again, &partial);
        prop_assert_eq!(again.record(), partial.record());
    }

    #[test]
    fn p13_parsing_random_text_never_panics(text in "[-+0-9,: ()\\n.WBwinsdraw]{0,40}") {
        let _ = text.parse::<Turn>();
        let _ = text.parse::<Placement>();
        let _ = text.parse::<Cell>();
        if let Err(refusal) = Game::from_record(&text, Options::default()) {
            let prefix = format!("{}: ", refusal.ruling);
            prop_assert!(refusal.to_string().starts_with(&prefix), "{}", refusal);
        }
    }
}
