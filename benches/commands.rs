//! A command's round trip on a real SQLite file: parse the line, load the
//! game, ask the engine, store the draft, render the preview PNG. Goal on
//! the 2-core reference machine: p99 under 30 ms (Discord allows 3 s).
//! Criterion reports the mean; the p50/p99 of 300 timed round trips are
//! printed before it.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::run;
use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::commands::Service;
use palanquee::store::Store;

/// A game of three players a few rounds in, alice to move with two plants.
async fn setup(service: &Service) {
    for (who, line) in [
        ("alice", "/new"),
        ("bob", "/join"),
        ("carol", "/join"),
        ("alice", "/start"),
        ("alice", "/play actions:\"sow E4; end\""),
        ("bob", "/play actions:\"sow M10; end\""),
        ("carol", "/play actions:\"sow K3; end\""),
        ("alice", "/play actions:\"grow E5; end\""),
        ("bob", "/play actions:\"grow M11; end\""),
        ("carol", "/play actions:\"grow K4; end\""),
        ("alice", "/play actions:\"sow E12; end\""),
        ("bob", "/play actions:\"grow M12; end\""),
        ("carol", "/play actions:\"grow K5; end\""),
    ] {
        run(service, who, line).await;
    }
}

fn round_trip(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let service = runtime.block_on(async {
        let store = Store::open(&url).await.expect("store");
        let service = Service::new(store, Arc::new(|| 1_800_000_000));
        setup(&service).await;
        service
    });
    // One round trip = a growth into the draft (preview rendered); the
    // undo that restores the position is not timed.
    let mut samples: Vec<Duration> = Vec::new();
    runtime.block_on(async {
        for _ in 0..300 {
            let start = Instant::now();
            run(&service, "alice", "/grow cell:E6").await;
            samples.push(start.elapsed());
            run(&service, "alice", "/undo").await;
        }
    });
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize];
    println!(
        "command round trip over {} runs: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
    c.bench_function("command/grow_with_preview", |b| {
        b.iter_custom(|iterations| {
            runtime.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    let start = Instant::now();
                    run(&service, "alice", "/grow cell:E6").await;
                    total += start.elapsed();
                    run(&service, "alice", "/undo").await;
                }
                total
            })
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = round_trip
}
criterion_main!(benches);
