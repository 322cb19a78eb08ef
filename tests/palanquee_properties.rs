//! Properties of random legal games, and of random (mostly illegal)
//! actions and texts thrown at the engine.

use palanquee::games::palanquee::captures::threat_against;
use palanquee::games::palanquee::{
    Action, CELL_COUNT, Cell, Game, PieceKind, Player, Position, Record, Rules, parse_actions,
};
use proptest::prelude::*;

mod common;

use common::Rng;

fn sprouts_total(position: &Position, player: Player) -> usize {
    position.sprouts_of(player).len() + usize::from(position.reserve(player).sprouts)
}

/// Checks every invariant after `action` by `mover` took `before` to `after`.
fn check_invariants(before: &Game, after: &Game, mover: Player, action: Action) {
    let position = after.position();
    for p in position.players() {
        assert_eq!(
            sprouts_total(position, p),
            50,
            "R7 sprouts of {p} after {action}"
        );
        assert!(
            position.seeds_eliminated(p) >= before.position().seeds_eliminated(p),
            "R7: an eliminated seed of {p} came back after {action}"
        );
        assert!(
            position.seeds_of(p).len() + usize::from(position.reserve(p).seeds) <= 3,
            "R7 seeds of {p}"
        );
        if after.rules().is_advanced() {
            // Seedless groups at rest are parasites: rooted on an enemy, so
            // the notation (which checks that) reads the position back.
            let text = position.to_string();
            let parsed = text.parse::<Position>();
            assert!(
                parsed.as_ref() == Ok(position),
                "R30: after {action}, {parsed:?}\n{text}"
            );
        } else {
            assert!(
                position.isolated_sprouts(p).is_empty(),
                "R8: isolated sprouts of {p} at rest after {action}"
            );
        }
        if !position.is_alive(p) {
            assert!(
                !before.position().is_alive(p) || before.position() != position,
                "R22"
            );
        }
    }
    if action.is_turn_action() && action != Action::End {
        assert!(
            threat_against(position, mover, None).is_none(),
            "R17: {mover} stands capturable after {action}\n{position}"
        );
    }
}

/// Plays a random legal game of `players` seats for at most `actions`
/// actions, checking invariants after each, and every `audit` actions that
/// the legal list and `is_legal` agree on random actions.
fn random_game(players: usize, seed: u64, actions: usize, audit: usize) -> Game {
    let game = Game::new(players).expect("2-5 players");
    random_game_from(game, seed, actions, audit)
}

/// [`random_game`] from `game` as it stands.
fn random_game_from(mut game: Game, seed: u64, actions: usize, audit: usize) -> Game {
    let mut rng = Rng::new(seed);
    for step in 0..actions {
        if step % audit == 0 {
            audit_legality(&game, &mut rng);
        }
        let Some(action) = game.random_action(|n| rng.below(n)) else {
            break;
        };
        let before = game.clone();
        let mover = game.to_move();
        game.play(mover, action)
            .unwrap_or_else(|e| panic!("a generated action was refused: {action}: {e}"));
        check_invariants(&before, &game, mover, action);
    }
    game
}

fn random_cell(rng: &mut Rng) -> Cell {
    Cell::from_index(rng.below(CELL_COUNT)).expect("in range")
}

fn random_action(rng: &mut Rng) -> Action {
    let a = random_cell(rng);
    match rng.below(9) {
        8 => Action::Launch(a, random_cell(rng)),
        0 => Action::Sow(a),
        1 => Action::Grow(a, PieceKind::Sprout),
        2 => Action::Grow(a, PieceKind::Seed),
        3 => Action::Move(a, random_cell(rng)),
        4 => Action::Harvest(a),
        5 => Action::Prune(a),
        6 => Action::Claim(a),
        _ => Action::End,
    }
}

/// The legal list and `is_legal` agree; every listed action applies; a
/// refused random action leaves the game as it was.
fn audit_legality(game: &Game, rng: &mut Rng) {
    let legal = game.legal_actions();
    for &action in &legal {
        let mut trial = game.clone();
        trial
            .play(game.to_move(), action)
            .unwrap_or_else(|e| panic!("listed action {action} refused: {e}"));
    }
    for _ in 0..40 {
        let action = random_action(rng);
        assert_eq!(
            game.is_legal(action),
            legal.contains(&action),
            "is_legal and legal_actions disagree on {action}"
        );
        let mut trial = game.clone();
        if trial.play(game.to_move(), action).is_err() {
            assert_eq!(&trial, game, "a refused {action} changed the game");
        }
    }
}

#[test]
fn random_two_player_games_keep_the_invariants() {
    for seed in 1..=6 {
        random_game(2, seed * 7919, 600, 97);
    }
}

#[test]
fn random_games_of_three_to_five_players_keep_the_invariants() {
    for players in 3..=5 {
        for seed in 1..=3 {
            random_game(players, seed * 104_729 + players as u64, 500, 131);
        }
    }
}

/// A random game that prefers growing and moving, so the board fills up
/// and captures, saturations and claims happen. Returns the game and how
/// many pieces were captured, saturated and claimed.
fn crowded_game(players: usize, seed: u64, actions: usize) -> (Game, [usize; 3]) {
    crowded_game_from(Game::new(players).expect("2-5 players"), seed, actions)
}

/// [`crowded_game`] from `game` as it stands; launches are played first
/// whenever one is legal (advanced rules).
fn crowded_game_from(mut game: Game, seed: u64, actions: usize) -> (Game, [usize; 3]) {
    let mut rng = Rng::new(seed);
    let mut counts = [0; 3];
    for step in 0..actions {
        if game.outcome().is_some() {
            break;
        }
        if step % 60 == 0 {
            audit_legality(&game, &mut rng);
        }
        let legal = game.legal_actions();
        let of = |wanted: fn(&Action) -> bool| -> Vec<Action> {
            legal.iter().copied().filter(wanted).collect()
        };
        let claims = of(|a| matches!(a, Action::Claim(_)));
        let grows = of(|a| matches!(a, Action::Grow(..)));
        let moves = of(|a| matches!(a, Action::Move(..)));
        let launches = of(|a| matches!(a, Action::Launch(..)));
        let roll = rng.below(10);
        let action = if !claims.is_empty() {
            claims[0]
        } else if roll < 5 && !launches.is_empty() {
            launches[rng.below(launches.len())]
        } else if roll < 7 && !grows.is_empty() {
            grows[rng.below(grows.len())]
        } else if roll < 9 && !moves.is_empty() {
            moves[rng.below(moves.len())]
        } else {
            let others: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&a| a != Action::Resign)
                .collect();
            others[rng.below(others.len())]
        };
        let before = game.clone();
        let mover = game.to_move();
        let report = game
            .play(mover, action)
            .unwrap_or_else(|e| panic!("a listed action was refused: {action}: {e}"));
        check_invariants(&before, &game, mover, action);
        counts[0] += report.captured.len();
        counts[1] += report.saturated.len();
        counts[2] += report.claimed.len();
    }
    (game, counts)
}

#[test]
fn crowded_random_games_capture_saturate_and_claim_within_the_rules() {
    let mut totals = [0; 3];
    for (players, seed) in [(2, 778), (3, 780), (5, 782)] {
        let (_, counts) = crowded_game(players, seed, 300);
        for (total, count) in totals.iter_mut().zip(counts) {
            *total += count;
        }
    }
    assert!(
        totals[0] > 0,
        "no capture happened: the test reads too little"
    );
    assert!(
        totals[1] > 0,
        "no saturation happened: the test reads too little"
    );
    assert!(
        totals[2] > 0,
        "no claim happened: the test reads too little"
    );
}

/// Two plants with a button each, within launching range of each other.
fn arena() -> Position {
    common::notation(
        2,
        'a',
        5,
        "A H6 G7 a H7 H8 H9 G8 G9 I8 I9 B N6 b N7 N8 N9 M8 M9 O8 O9",
        &[],
    )
    .parse()
    .expect("the arena parses")
}

#[test]
fn random_advanced_games_keep_the_invariants() {
    for seed in 1..=4 {
        random_game_from(
            Game::new_with_rules(2 + seed as usize % 3, Rules::Advanced).expect("2-5"),
            seed * 6151,
            400,
            89,
        );
    }
    let arena = arena();
    for seed in 1..=6 {
        let game = Game::from_position_with(arena.clone(), Rules::Advanced).expect("advanced");
        random_game_from(game, seed * 3571, 300, 37);
    }
}

#[test]
fn crowded_advanced_games_launch_parasites_within_the_rules() {
    let arena = arena();
    let mut launches = 0;
    let mut parasites_seen = 0;
    for seed in 1..=5 {
        let game = Game::from_position_with(arena.clone(), Rules::Advanced).expect("advanced");
        let (game, _) = crowded_game_from(game, seed * 977, 250);
        let record = game.record();
        launches += record
            .events()
            .iter()
            .filter(|e| matches!(e.action, Action::Launch(..)))
            .count();
        for count in (0..=record.events().len()).step_by(10) {
            let earlier = Game::replay(&record.truncated(count)).expect("prefix replays");
            let position = earlier.position();
            parasites_seen += position
                .players()
                .map(|p| position.parasites(p).len())
                .sum::<usize>();
        }
        let replayed = Game::replay(record).expect("the record replays");
        assert_eq!(replayed.position(), game.position());
    }
    assert!(
        launches > 0,
        "no launch happened: the test reads too little"
    );
    assert!(
        parasites_seen > 0,
        "no parasite stood: the test reads too little"
    );
}

#[test]
fn a_random_game_replays_from_its_record_text() {
    let game = random_game(3, 4242, 400, 1000);
    let record: Record = game.record().to_string().parse().expect("record text");
    let replayed = Game::replay(&record).expect("the record is legal");
    assert_eq!(replayed.position(), game.position());
    assert_eq!(replayed.position().to_string(), game.position().to_string());
}

#[test]
fn positions_of_random_games_round_trip_through_the_notation() {
    let game = random_game(4, 99, 500, 1000);
    let record = game.record();
    for count in (0..=record.events().len()).step_by(25) {
        let earlier = Game::replay(&record.truncated(count)).expect("prefix");
        let text = earlier.position().to_string();
        let parsed: Position = text.parse().expect("own notation parses");
        assert_eq!(&parsed, earlier.position());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_seeds_give_legal_games(seed in any::<u64>(), players in 2usize..=5) {
        random_game(players, seed, 150, 50);
    }

    #[test]
    fn position_parser_never_panics(text in ".{0,200}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(
        rows in proptest::collection::vec("[0-9a-fA-F]{0,12}", 0..18),
        to_move in "[a-f0-9]{0,2}",
        round in "[0-9]{0,4}",
        reserves in "[0-9/,]{0,20}",
    ) {
        let text = format!("{} {to_move} {round} {reserves}", rows.join("/"));
        let _ = text.parse::<Position>();
    }

    #[test]
    fn action_parser_never_panics(text in ".{0,80}") {
        let _ = parse_actions(&text);
    }

    #[test]
    fn action_parser_never_panics_on_near_misses(
        text in "((sow|grow|move|harvest|prune|launch|claim|end|resign|seed|[A-Ua-u][0-9]{0,3});? ?){0,6}"
    ) {
        let _ = parse_actions(&text);
    }

    #[test]
    fn record_parser_never_panics(text in "(start )?.{0,120}(\n[a-f] .{0,20}){0,4}") {
        let _ = text.parse::<Record>();
    }

    #[test]
    fn cell_parser_never_panics(text in ".{0,6}") {
        let _ = text.parse::<Cell>();
    }
}

#[test]
fn action_texts_round_trip() {
    let text = "sow H8; grow H9; grow H10 seed; move H9 J9; harvest H8; prune J9; launch H8 K10; claim B2; end; resign";
    let actions = parse_actions(text).expect("valid");
    let shown: Vec<String> = actions.iter().map(ToString::to_string).collect();
    assert_eq!(shown.join("; "), text);
    assert_eq!(
        parse_actions("GROW h8 SEED  MOVE h8 j9"),
        parse_actions("grow H8 seed; move H8 J9")
    );
}
