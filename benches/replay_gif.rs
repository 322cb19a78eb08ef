//! `/replay` of a 100-turn Palanquée game through the command layer on a
//! real SQLite file: 100 pictures rendered, shrunk, quantised and written
//! as an animated GIF on the blocking pool. Goal: at most 2 s. Each
//! iteration first bumps the game's version (a write of a few
//! milliseconds), or the replay kept from the last one would be served.
//!
//! And `/replay` asked again of an unchanged 300-turn game: the kept
//! replay, nothing drawn. Goal: under 50 ms.
//!
//! `cargo bench --bench replay_gif`

mod common;

use std::sync::Arc;

use common::{CH, quiet_game, run};
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

/// A service on a fresh SQLite file in `dir` whose channel [`CH`] holds a
/// game started by alice and bob, then the `events` appended.
fn stored_game(
    runtime: &tokio::runtime::Runtime,
    dir: &std::path::Path,
    events: &[(i64, String)],
) -> Service {
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    runtime.block_on(async {
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
        queries::append_events(&mut tx, row.id, events, 0)
            .await
            .expect("events");
        queries::bump_version(&mut tx, row.id)
            .await
            .expect("version");
        tx.commit().await.expect("commit");
        service
    })
}

/// `/replay` in [`CH`]: the GIF's size in bytes.
async fn replay_once(service: &Service) -> usize {
    let command =
        parse_command_line(palanquee::commands::Language::English, "/replay").expect("command");
    let replies = service
        .handle(CH, &common::caller("alice"), command)
        .await
        .expect("replayed");
    replies[0].file.as_ref().map_or(0, |f| f.bytes.len())
}

/// Bumps the version of the game in [`CH`], as any change does.
async fn change(service: &Service) {
    let mut tx = service.store().write().await.expect("write");
    let row = queries::active_game(&mut tx, CH)
        .await
        .expect("read")
        .expect("game");
    queries::bump_version(&mut tx, row.id)
        .await
        .expect("version");
    tx.commit().await.expect("commit");
}

fn replay(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let service = stored_game(&runtime, dir.path(), &long_game());
    let bytes = runtime.block_on(replay_once(&service));
    println!("replay of {TURNS} turns: {bytes} bytes");
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("100 turns to GIF", |b| {
        b.iter(|| {
            runtime.block_on(async {
                change(&service).await;
                replay_once(&service).await
            })
        });
    });
    group.finish();
}

fn replay_again(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let service = stored_game(&runtime, dir.path(), &quiet_game(300));
    let bytes = runtime.block_on(replay_once(&service));
    println!("replay of 300 turns: {bytes} bytes");
    let mut group = c.benchmark_group("replay");
    group.bench_function("300 turns unchanged, again", |b| {
        b.iter(|| runtime.block_on(replay_once(&service)));
    });
    group.finish();
    let drawn = service.replays_drawn();
    println!("replays drawn for the 300-turn game: {drawn}");
    assert_eq!(
        drawn, 1,
        "a repeated replay of an unchanged game draws nothing"
    );
}

criterion_group!(benches, replay, replay_again);
criterion_main!(benches);
