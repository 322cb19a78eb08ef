//! `/replay` of a 100-turn Palanquée game through the command layer on a
//! real SQLite file: 100 pictures rendered, shrunk, quantised and written
//! as an animated GIF on the blocking pool. Goal: at most 2 s.
//!
//! `cargo bench --bench replay_gif`

mod common;

use std::sync::Arc;

use common::{CH, run};
use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::ai::{Budget, Level, Rng};
use palanquee::commands::{Service, parse_command_line};
use palanquee::games::palanquee::ai::choose_turn;
use palanquee::games::palanquee::{Action, Game};
use palanquee::store::Store;
use palanquee::store::queries;

/// Turns in the replayed game.
const TURNS: usize = 100;

/// The first `TURNS` turns of the first greedy-against-greedy game (seeds
/// 1, 2…) that lasts that long, as (seat, action) events.
fn long_game() -> Vec<(i64, String)> {
    for seed in 1..500 {
        let mut game = Game::new(2).expect("two players");
        let mut rng = Rng::new(seed);
        let mut events = Vec::new();
        let mut played = 0;
        while played < TURNS && game.outcome().is_none() {
            let mover = game.to_move();
            for action in choose_turn(&game, Level::Greedy, Budget::Work(1), &mut rng) {
                game.play(mover, action).expect("a legal action");
                events.push((mover.index() as i64, action.to_string()));
                played += usize::from(action == Action::End);
            }
        }
        if played == TURNS {
            return events;
        }
    }
    panic!("no game of {TURNS} turns");
}

fn replay(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let service = runtime.block_on(async {
        let store = Store::open(&url).await.expect("store");
        let service = Service::new(store, Arc::new(|| 1_800_000_000));
        for (who, line) in [("alice", "/new"), ("bob", "/join"), ("alice", "/start")] {
            run(&service, who, line).await;
        }
        let mut tx = service.store().write().await.expect("write");
        let row = queries::active_game(&mut tx, CH)
            .await
            .expect("read")
            .expect("game");
        queries::append_events(&mut tx, row.id, &long_game(), 0)
            .await
            .expect("events");
        queries::bump_version(&mut tx, row.id)
            .await
            .expect("version");
        tx.commit().await.expect("commit");
        service
    });
    let replay_once = || async {
        let command = parse_command_line("/replay").expect("command");
        let replies = service
            .handle(CH, &common::caller("alice"), command)
            .await
            .expect("replayed");
        replies[0].file.as_ref().map_or(0, |f| f.bytes.len())
    };
    let bytes = runtime.block_on(replay_once());
    println!("replay of {TURNS} turns: {bytes} bytes");
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("100 turns to GIF", |b| {
        b.iter(|| runtime.block_on(replay_once()));
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
