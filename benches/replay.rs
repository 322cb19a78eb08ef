//! A long game: 6,000 turns (12,000 events) on a real SQLite file.
//! Guards two figures: a fresh process replays the whole log for its
//! first command (measured ~45 ms on the 2-core machine), and a command
//! late in a long game costs what it costs early (the replay is cached and
//! extended, never redone). The resident memory after the replay is
//! printed too (under 30 MB measured).

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{CH, quiet_game, run};
use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::commands::Service;
use palanquee::games::GameKind;
use palanquee::games::palanquee::Rules;
use palanquee::store::queries::{self, GameStatus};
use palanquee::store::{NewGame, Store};

const TURNS: usize = 6_000;

/// A database holding the long game, alice to move.
async fn stored_long_game(url: &str) {
    let store = Store::open(url).await.expect("store");
    let mut tx = store.write().await.expect("write");
    let new = NewGame {
        game: GameKind::new("palanquee"),
        options: Rules::Basic.options_text(),
        turn_hours: None,
    };
    let id = queries::insert_game(&mut tx, CH, "", &new, "alice", 0)
        .await
        .expect("game")
        .expect("a free channel");
    queries::insert_seat(&mut tx, id, 0, "alice", "alice")
        .await
        .expect("seat");
    queries::insert_seat(&mut tx, id, 1, "bob", "bob")
        .await
        .expect("seat");
    queries::set_status(&mut tx, id, GameStatus::Playing, None)
        .await
        .expect("status");
    queries::append_events(&mut tx, id, &quiet_game(TURNS), 0)
        .await
        .expect("events");
    tx.commit().await.expect("commit");
    store.close().await;
}

fn resident_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn long_games(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("long.db").display());
    runtime.block_on(stored_long_game(&url));
    let store = runtime.block_on(Store::open(&url)).expect("store");
    let clock = Arc::new(|| 1_800_000_000);

    let mut group = c.benchmark_group("long_game");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    // A fresh process: nothing cached, the 12,000 events replayed.
    group.bench_function("first_command_replays_12000_events", |b| {
        b.iter(|| {
            let service = Service::new(store.clone(), clock.clone());
            runtime.block_on(run(&service, "alice", "/status"));
        });
    });
    let service = Service::new(store.clone(), clock.clone());
    runtime.block_on(run(&service, "alice", "/status"));
    if let Some(kb) = resident_kb() {
        println!(
            "resident memory after the replay: {:.1} MB",
            kb as f64 / 1024.0
        );
    }
    // Late in the game (alice has a sprout on E5): a draft action and its
    // undo, on the cached replay.
    let mut times = Vec::new();
    for _ in 0..100 {
        let started = Instant::now();
        runtime.block_on(run(&service, "alice", "/prune cell:E5"));
        times.push(started.elapsed());
        runtime.block_on(run(&service, "alice", "/undo"));
    }
    times.sort();
    println!(
        "a draft action at 12,000 events (with its preview PNG): p50 {:?}, p99 {:?}",
        times[times.len() / 2],
        times[times.len() * 99 / 100]
    );
    group.bench_function("draft_action_at_12000_events", |b| {
        b.iter(|| {
            runtime.block_on(run(&service, "alice", "/prune cell:E5"));
            runtime.block_on(run(&service, "alice", "/undo"));
        });
    });
    group.finish();
}

criterion_group!(benches, long_games);
criterion_main!(benches);
