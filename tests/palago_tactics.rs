//! Palago tactics, perft-like: `tests/fixtures/palago_tactics.txt` holds
//! positions by kind, and this file checks the turn `hard` chooses in
//! each, within its default budget (one second of wall clock), against an
//! exhaustive search of the rules written here with the engine's public
//! API only (legal turns, playing them, how the game ends): nothing of the
//! computer player is used to judge it, and no answer is typed by hand.
//!
//! Kinds (one position per line, `KIND TURN / TURN / …` from the empty
//! table; `#` starts a comment):
//! - `win`: the mover has a winning turn; hard's turn must win at once.
//! - `block`: the mover cannot win, there is a cell where one tile wins
//!   for the opponent, and it can be blocked (the generator found a turn
//!   after which the opponent cannot win); after hard's turn, no legal
//!   turn of the opponent wins.
//! - `blocks`: the same, with at least one more threat: another such
//!   cell, or a line of the opponent's that a pair of theirs would close
//!   (several threats to block at once).
//! - `double`: the mover cannot win and no tile wins for the opponent;
//!   hard's turn
//!   must make a double threat: after every legal reply of the opponent,
//!   the mover has a winning turn.
//! - `poison`: some legal turn hands the opponent a creature (P11); hard's
//!   must not.
//!
//! `cargo test --release --test palago_tactics -- --ignored` writes the
//! fixture anew from seeded games, classifying positions with the same
//! exhaustive searches.

use std::collections::BTreeSet;

use palanquee::ai::{Budget, Level, MAX_WORK, Rng};
use palanquee::games::palago::ai::{alphabeta_turn, choose_turn};
use palanquee::games::palago::{
    Cell, Colour, End, Game, Options, Orientation, Outcome, Placement, Table, Turn, regions,
};

const FIXTURE: &str = include_str!("fixtures/palago_tactics.txt");

/// Hard's default budget, as in the arena and `palanquee ai`.
const HARD_BUDGET: Budget = Budget::Millis(1000);

/// The kinds of position, in the fixture's order.
const KINDS: [&str; 5] = ["win", "block", "blocks", "double", "poison"];

/// The game after the turns of a fixture line.
fn position(turns: &str) -> Game {
    let turns: Vec<Turn> = turns
        .split('/')
        .map(|t| t.trim().parse().expect("a turn"))
        .collect();
    Game::replay(Options::default(), &turns).expect("a legal record")
}

/// The fixture's positions of `kind`.
fn positions(kind: &str) -> Vec<(usize, Game)> {
    FIXTURE
        .lines()
        .enumerate()
        .map(|(n, line)| (n + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .filter_map(|(n, line)| {
            let (k, turns) = line.split_once(' ')?;
            (k == kind).then(|| (n, position(turns)))
        })
        .collect()
}

/// The game after `turn`, if it is legal.
fn after(game: &Game, turn: &Turn) -> Option<Game> {
    let mut next = game.clone();
    next.play(turn).ok()?;
    Some(next)
}

/// Whether `turn` ends the game with a win for the mover.
fn wins(game: &Game, turn: &Turn) -> bool {
    let mover = game.to_move();
    after(game, turn).is_some_and(|g| g.end().map(End::outcome) == Some(Outcome::Win(mover)))
}

/// Whether `turn` ends the game with a win for the opponent (P11).
fn hands_over(game: &Game, turn: &Turn) -> bool {
    let opponent = game.to_move().other();
    after(game, turn).is_some_and(|g| g.end().map(End::outcome) == Some(Outcome::Win(opponent)))
}

/// A turn that wins for the mover, by exhaustive search: the `hints`
/// (winning turns of earlier positions) first, then every single tile
/// that ends the game, then every legal pair that could close a creature
/// ([`closing_pairs`]).
fn winning_turn(game: &Game, hints: &mut Vec<Turn>) -> Option<Turn> {
    if game.is_over() {
        return None;
    }
    if let Some(&turn) = hints.iter().find(|t| wins(game, t)) {
        return Some(turn);
    }
    let singles = game
        .legal_firsts()
        .into_iter()
        .filter(|&f| game.ends_the_game(f))
        .map(Turn::single);
    let pairs = closing_pairs(game, game.to_move())
        .into_iter()
        .flat_map(|(first, second)| {
            Orientation::ALL.into_iter().flat_map(move |a| {
                Orientation::ALL
                    .map(move |b| Turn::pair(Placement::new(first, a), Placement::new(second, b)))
            })
        });
    let found = singles.chain(pairs).find(|t| wins(game, t))?;
    hints.push(found);
    Some(found)
}

/// The cells `(first, second)` of every pair that could close a creature
/// of the mover's colour: its second tile must close it, so the creature
/// holds some open region of that colour whose empty cells are among the
/// pair's two (a tile closes only regions it touches, and every vertex of
/// a closed region has its three cells filled). So: for a region waiting
/// on one cell, that cell and any free neighbour, in either order; for a
/// region waiting on two adjacent cells, those two, in either order.
/// Every winning pair is among these; the rules judge each.
fn closing_pairs(game: &Game, colour: Colour) -> BTreeSet<(Cell, Cell)> {
    let table = game.table();
    let mut pairs = BTreeSet::new();
    for region in regions(table)
        .iter()
        .filter(|r| !r.closed && r.colour == colour)
    {
        let empty: BTreeSet<Cell> = region
            .vertices
            .iter()
            .flat_map(|v| v.cells())
            .filter_map(|(cell, _)| cell)
            .filter(|&cell| table.is_free(cell))
            .collect();
        let empty: Vec<Cell> = empty.into_iter().collect();
        match empty.as_slice() {
            [cell] => {
                for other in cell.neighbours().filter(|&n| table.is_free(n)) {
                    pairs.insert((*cell, other));
                    pairs.insert((other, *cell));
                }
            }
            [a, b] if a.is_adjacent(*b) => {
                pairs.insert((*a, *b));
                pairs.insert((*b, *a));
            }
            _ => {}
        }
    }
    pairs
}

/// The cells where one tile, laid now by either player, closes a creature
/// of the opponent of the mover only: the opponent's threats.
fn threat_cells(game: &Game) -> BTreeSet<Cell> {
    let opponent = game.to_move().other();
    game.legal_firsts()
        .into_iter()
        .filter(|&f| game.ends_the_game(f))
        .filter(|&f| {
            after(game, &Turn::single(f)).is_some_and(
                |g| matches!(g.end(), Some(End::Creature { winner, .. }) if winner == opponent),
            )
        })
        .map(|f| f.cell)
        .collect()
}

/// The opponent's threats: the cells where one tile wins for them, and
/// the cells where a pair of theirs would begin a win (a pair closing one
/// of their creatures, judged on the table with both tiles laid, whose
/// first tile alone closes nothing).
fn threats(game: &Game) -> usize {
    let opponent = game.to_move().other();
    let singles = threat_cells(game);
    let placed = game.table().placements().to_vec();
    let closes = |tiles: &[Placement]| {
        let mut all = placed.clone();
        all.extend_from_slice(tiles);
        let table = Table::with_tiles(&all)?;
        let mut colours = [false; 2];
        for region in regions(&table).iter().filter(|r| r.is_creature()) {
            colours[region.colour as usize] = true;
        }
        Some(colours)
    };
    let mut pair_starts = BTreeSet::new();
    for (first, second) in closing_pairs(game, opponent) {
        if singles.contains(&first) || singles.contains(&second) {
            continue;
        }
        let wins = Orientation::ALL.into_iter().any(|a| {
            let a = Placement::new(first, a);
            closes(&[a]) == Some([false, false])
                && Orientation::ALL.into_iter().any(|b| {
                    let mut want = [false; 2];
                    want[opponent as usize] = true;
                    closes(&[a, Placement::new(second, b)]) == Some(want)
                })
        });
        if wins {
            pair_starts.insert(first.min(second));
        }
    }
    singles.len() + pair_starts.len()
}

/// Whether some legal turn of the mover leaves the opponent no winning
/// turn (those on the opponent's threat cells tried first).
fn a_turn_blocks(game: &Game) -> bool {
    let threats = threat_cells(game);
    let mut turns = game.legal_turns();
    turns.sort_by_key(|t| !t.placements().iter().any(|p| threats.contains(&p.cell)));
    let mut hints = Vec::new();
    turns.iter().any(|turn| {
        after(game, turn).is_some_and(|g| {
            g.end().map(End::outcome) != Some(Outcome::Win(game.to_move().other()))
                && winning_turn(&g, &mut hints).is_none()
        })
    })
}

/// Whether after `turn` every legal reply leaves the mover a winning turn.
fn makes_a_double_threat(game: &Game, turn: &Turn) -> bool {
    let Some(next) = after(game, turn) else {
        return false;
    };
    if next.is_over() {
        return false;
    }
    let mut hints = Vec::new();
    next.legal_turns()
        .iter()
        .all(|reply| match after(&next, reply) {
            Some(g) if g.is_over() => {
                g.end().map(End::outcome) == Some(Outcome::Win(game.to_move()))
            }
            Some(g) => winning_turn(&g, &mut hints).is_some(),
            None => false,
        })
}

/// Why `turn` fails the tactic `kind` in `game`, if it does.
fn judge(kind: &str, game: &Game, turn: &Turn) -> Option<String> {
    if !game.is_legal(turn) {
        return Some(format!("{turn} is not legal"));
    }
    let ok = match kind {
        "win" => wins(game, turn),
        "block" | "blocks" => after(game, turn)
            .is_some_and(|g| g.is_over() || winning_turn(&g, &mut Vec::new()).is_none()),
        "double" => makes_a_double_threat(game, turn),
        "poison" => !hands_over(game, turn),
        _ => return Some(format!("unknown kind {kind}")),
    };
    (!ok).then(|| format!("{turn} fails the {kind} tactic"))
}

/// Whether the position is what its kind says (without its answer).
fn premise(kind: &str, game: &Game) -> bool {
    let mut hints = Vec::new();
    let can_win = winning_turn(game, &mut hints).is_some();
    match kind {
        "win" => can_win,
        "block" => !can_win && !threat_cells(game).is_empty(),
        "blocks" => !can_win && !threat_cells(game).is_empty() && threats(game) >= 2,
        "double" => !can_win && threat_cells(game).is_empty(),
        "poison" => !can_win && game.legal_turns().iter().any(|t| hands_over(game, t)),
        _ => false,
    }
}

/// Checks hard in every position of `kind`.
fn solves(kind: &str, at_least: usize) {
    let cases = positions(kind);
    assert!(cases.len() >= at_least, "{} {kind} positions", cases.len());
    let mut failures = Vec::new();
    for (line, game) in cases {
        assert!(premise(kind, &game), "line {line}: not a {kind} position");
        let turn = choose_turn(&game, Level::Hard, HARD_BUDGET, &mut Rng::new(line as u64))
            .expect("a turn");
        if let Some(why) = judge(kind, &game, &turn) {
            failures.push(format!("line {line}: {why}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn hard_takes_every_win_in_one_turn() {
    solves("win", 8);
}

#[test]
fn hard_blocks_a_threat_to_win_next_turn() {
    solves("block", 8);
}

#[test]
fn hard_blocks_several_threats_at_once() {
    solves("blocks", 3);
}

#[test]
fn hard_makes_a_double_threat_when_one_exists() {
    solves("double", 3);
}

#[test]
fn hard_never_hands_over_a_creature() {
    solves("poison", 8);
}

#[test]
fn the_winning_turn_search_agrees_with_trying_every_legal_turn() {
    // The pairs searched are a proven superset of the winning ones; here
    // it is also checked against every legal turn, on seeded games.
    let mut checked = 0;
    for seed in 0..12u64 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Options::default());
        while !game.is_over() {
            if game.placed() >= 16 && rng.chance(1, 3) {
                let brute = game.legal_turns().iter().any(|t| wins(&game, t));
                let found = winning_turn(&game, &mut Vec::new());
                assert_eq!(found.is_some(), brute, "seed {seed} at {}", game.placed());
                checked += 1;
            }
            let turn = game.random_turn(&mut |n| rng.below(n)).expect("a turn");
            game.play(&turn).expect("legal");
        }
    }
    assert!(checked >= 20, "{checked} positions checked");
}

#[test]
fn the_fixture_holds_at_least_30_positions() {
    let count: usize = KINDS.iter().map(|k| positions(k).len()).sum();
    assert!(count >= 30, "{count} positions");
}

/// Writes the fixture anew: positions from seeded games (random openings,
/// then the alpha-beta baseline with a random turn now and then), each
/// classified by the exhaustive searches above, until every kind has its
/// share. Slow: run it in release.
#[test]
#[ignore = "regenerates tests/fixtures/palago_tactics.txt; run in release"]
fn generate_the_fixture() {
    let quotas = [
        ("win", 8),
        ("block", 8),
        ("blocks", 5),
        ("double", 5),
        ("poison", 8),
    ];
    let mut found: Vec<(&str, String)> = Vec::new();
    let wanted = |found: &[(&str, String)], kind: &str| {
        let have = found.iter().filter(|(k, _)| *k == kind).count();
        quotas.iter().any(|&(k, n)| k == kind && have < n)
    };
    let started = std::time::Instant::now();
    for seed in 0..1000u64 {
        if quotas.iter().all(|&(k, _)| !wanted(&found, k)) || started.elapsed().as_secs() > 600 {
            break;
        }
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Options::default());
        let mut turns: Vec<Turn> = Vec::new();
        let mut this_game: Vec<&str> = Vec::new();
        while !game.is_over() {
            if !turns.is_empty() {
                let record = turns
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" / ");
                // One position of each kind per game, for variety.
                if let Some(kind) = classify(&game, &mut rng)
                    && wanted(&found, kind)
                    && !this_game.contains(&kind)
                {
                    this_game.push(kind);
                    found.push((kind, record));
                    write_fixture(&found);
                }
            }
            let turn = if turns.len() < 2 || rng.chance(1, 3) {
                game.random_turn(&mut |n| rng.below(n))
            } else {
                alphabeta_turn(&game, 3, Budget::Work(MAX_WORK))
            };
            let Some(turn) = turn else { break };
            game.play(&turn).expect("a legal turn");
            turns.push(turn);
        }
    }
    write_fixture(&found);
}

/// Writes the fixture from the positions found, kind by kind.
fn write_fixture(found: &[(&str, String)]) {
    let mut text = String::from(
        "# Palago tactics, checked by tests/palago_tactics.rs (which says how).\n\
         # Written by its ignored test generate_the_fixture from seeded games.\n",
    );
    for kind in KINDS {
        text.push('\n');
        for (_, record) in found.iter().filter(|(k, _)| *k == kind) {
            text.push_str(&format!("{kind} {record}\n"));
        }
    }
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/palago_tactics.txt");
    std::fs::write(path, text).expect("fixture written");
}

/// The kind of a position, if it is one: decided by the exhaustive
/// searches (a double threat only among the turns after which the mover
/// has two threats of their own, then checked against every reply).
fn classify(game: &Game, rng: &mut Rng) -> Option<&'static str> {
    let mut hints = Vec::new();
    if winning_turn(game, &mut hints).is_some() {
        return rng.chance(1, 3).then_some("win");
    }
    let singles = threat_cells(game).len();
    let all = if singles > 0 { threats(game) } else { 0 };
    if singles > 0 {
        let kind = if all >= 2 { "blocks" } else { "block" };
        return a_turn_blocks(game).then_some(kind);
    }
    let turns = game.legal_turns();
    if turns.iter().any(|t| hands_over(game, t)) && rng.chance(1, 2) {
        return Some("poison");
    }
    // A sample of the turns, for those after which the mover threatens
    // twice; each such turn is then checked against every reply.
    let sample = (0..200).filter_map(|_| turns.get(rng.below(turns.len())));
    let doubles = sample
        .filter(|t| after(game, t).is_some_and(|g| !g.is_over() && threat_cells(&g).len() >= 2));
    for turn in doubles.take(4) {
        if makes_a_double_threat(game, turn) {
            return Some("double");
        }
    }
    None
}
