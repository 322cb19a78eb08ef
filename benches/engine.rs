//! Engine speed: legal-action generation on a crowded midgame, one checked
//! action, and random playouts, under the basic and the advanced rules
//! (R30-R36: parasites, buttons and leaves add sources and launches). Goals
//! on the 2-core reference machine: under 1 ms, under 10 us, and at least
//! 20,000 playout actions a second.

mod rng;

use rng::Rng;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use palanquee::games::palanquee::{Action, Game, Position, Rules};
use std::hint::black_box;

/// A crowded 5-player midgame (round 26) reached by growth-heavy random
/// play: 833 legal actions for a.
const CROWDED: &str = "4bbB4dddddd2/aa2b2e4ddd4/a3b3e5dd3/aaa1a1aeee1e7/a1aaaaa1eee8/aaa1aaaeE2e7/a1a1a1a1eEeee6/2AAaaaaee9/aa1aae1eee3d3d1/1aAa1ce1eee1ddddddd/1aac1ce1ee1d1d1d2d/1aacc1C2ee1ddddd1d/6c2e1ddDddd1d/6c3ddddDdd2/4b6dddD1d2/4bb1b2d2ddd3 a 26 12/0,42/0,43/0,0/0,19/0";

fn crowded() -> Game {
    crowded_with(Rules::Basic)
}

/// The crowded midgame under `rules`. Under the advanced ones d moves
/// instead of a: d's big plant holds three buttons and two leaves, so the
/// list (2,124 actions) has 32 launches and the turn 2 bonuses (R32, R36).
fn crowded_with(rules: Rules) -> Game {
    let text = match rules {
        Rules::Basic => CROWDED.to_string(),
        Rules::Advanced => CROWDED.replace(" a 26 ", " d 26 "),
    };
    let position: Position = text.parse().expect("bench position");
    Game::from_position_with(position, rules).expect("no seedless group")
}

fn legal_generation(c: &mut Criterion) {
    for (name, rules) in [("", Rules::Basic), ("_advanced", Rules::Advanced)] {
        let game = crowded_with(rules);
        c.bench_function(&format!("legal_actions/crowded_5p_midgame{name}"), |b| {
            b.iter(|| black_box(game.legal_actions()))
        });
    }
}

fn one_checked_action(c: &mut Criterion) {
    let game = crowded();
    let mover = game.to_move();
    let legal = game.legal_actions();
    let first = |kind: fn(&Action) -> bool| legal.iter().copied().find(kind).expect("in the list");
    let grow = first(|a| matches!(a, Action::Grow(..)));
    let moving = first(|a| matches!(a, Action::Move(..)));
    for (name, action) in [("grow", grow), ("move", moving)] {
        c.bench_function(&format!("play/{name}_crowded_5p"), |b| {
            b.iter_batched_ref(
                || game.clone(),
                |g| black_box(g.play(mover, action)),
                BatchSize::SmallInput,
            )
        });
    }
}

fn playouts(c: &mut Criterion) {
    const ACTIONS: u64 = 2_000;
    let mut group = c.benchmark_group("random_playout");
    group.throughput(Throughput::Elements(ACTIONS));
    for (name, rules) in [("", Rules::Basic), ("_advanced", Rules::Advanced)] {
        let fresh = || Game::new_with_rules(3, rules).expect("three players");
        group.bench_function(format!("3p_actions{name}"), |b| {
            let mut seed = 1u64;
            b.iter(|| {
                seed += 1;
                let mut rng = Rng::for_playout(seed);
                let mut game = fresh();
                let mut played = 0;
                while played < ACTIONS {
                    match game.random_action(|n| rng.below(n)) {
                        Some(action) => {
                            let mover = game.to_move();
                            let _ = game.play(mover, action);
                            played += 1;
                        }
                        None => game = fresh(),
                    }
                }
                black_box(game)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, legal_generation, one_checked_action, playouts);
criterion_main!(benches);
