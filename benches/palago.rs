//! Palago engine speed (P6-P12): the legal lists of a crowded table and
//! whole random games. Goal on the 2-core reference machine: at least
//! 20,000 whole games a second on one core (`random_playout/whole_game`
//! under 50 µs). Measured there, in release while another build ran:
//! 22 µs a whole game (about 45,000 games a second), `legal_firsts` of the
//! crowded table 57 µs (297 placements), `legal_turns` 0.70 ms (2,703
//! turns).

mod rng;

use rng::Rng;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use palanquee::games::palago::{Game, Options};
use std::hint::black_box;

/// A crowded table: 40 tiles laid by random play, no creature, White to
/// move.
const CROWDED: &str = include_str!("../tests/fixtures/palago_crowded.txt");

fn crowded() -> Game {
    let game = Game::from_record(CROWDED, Options::default()).expect("bench record");
    assert_eq!(game.placed(), 40);
    assert!(!game.is_over());
    game
}

fn legal_lists(c: &mut Criterion) {
    let game = crowded();
    c.bench_function("palago_legal/firsts_crowded_40", |b| {
        b.iter(|| black_box(game.legal_firsts()))
    });
    c.bench_function("palago_legal/turns_crowded_40", |b| {
        b.iter(|| black_box(game.legal_turns()))
    });
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("palago_random_playout");
    group.throughput(Throughput::Elements(1));
    group.bench_function("whole_game", |b| {
        let mut seed = 1u64;
        b.iter(|| {
            seed += 1;
            let mut rng = Rng::for_playout(seed);
            let mut game = Game::new(Options::default());
            while let Some(turn) = game.random_turn(&mut |n| rng.below(n)) {
                let _ = game.play(&turn);
            }
            black_box(game.end())
        })
    });
    group.finish();
}

criterion_group!(benches, legal_lists, playouts);
criterion_main!(benches);
