//! Load on one process: many channels issuing commands at once, on SQLite
//! and on PostgreSQL, with 10, 100 and 1,000 active games. Each of
//! `WORKERS` tasks picks a game at random and runs a player's command in
//! it, over and over: a sowing into the draft (a write, with its preview
//! picture), its undo (a write), and `/status` (a read). Printed per
//! backend and game count: commands per second, and p50/p99 per command.
//! More games than the position memory holds (512) make commands replay
//! their game from the store, as after a restart.
//!
//! PostgreSQL is used when `BENCH_DATABASE_URL` or `TEST_DATABASE_URL`
//! names a server (a database of the bench's own is made there, then
//! dropped); otherwise the bench says it was skipped.
//!
//! `cargo bench --bench load`

use std::sync::Arc;
use std::time::{Duration, Instant};

use palanquee::ai::Rng;
use palanquee::commands::{Caller, CommandError, Language, Service, parse_command_line};
use palanquee::store::Store;
use sqlx::{Connection, PgConnection};

/// Concurrent channels issuing commands.
const WORKERS: usize = 16;
/// Command cycles (three commands each) per worker and measurement.
const CYCLES: usize = 40;
/// The numbers of active games measured.
const GAME_COUNTS: [usize; 3] = [10, 100, 1000];

/// A player whose id is their name.
fn caller(name: &str) -> Caller {
    Caller {
        id: name.into(),
        name: name.into(),
        moderator: false,
        server_admin: false,
        server: String::new(),
        language: Language::English,
    }
}

/// Runs `line` as `who` in `channel`; a refusal (two workers in one game
/// at once) is a round trip too, an internal error is not.
async fn run(service: &Service, channel: &str, who: &str, line: &str) -> bool {
    let command =
        parse_command_line(palanquee::commands::Language::English, line).expect("command");
    match service.handle(channel, &caller(who), command).await {
        Ok(_) => true,
        Err(CommandError::Refused(_)) => false,
        Err(error) => panic!("{line}: {error}"),
    }
}

/// `count` started two-player games, channels `ch-0`…
async fn setup(service: &Service, count: usize) {
    for i in 0..count {
        let ch = format!("ch-{i}");
        run(service, &ch, "alice", "/new").await;
        run(service, &ch, "bob", "/join").await;
        run(service, &ch, "alice", "/start").await;
    }
}

/// What one worker measured: each command's time, and refusals.
struct Measured {
    times: Vec<Duration>,
    refused: usize,
}

/// One worker: `CYCLES` times, a game at random, sow, undo, status.
async fn worker(service: Service, games: usize, seed: u64) -> Measured {
    let mut rng = Rng::new(seed);
    let mut measured = Measured {
        times: Vec::new(),
        refused: 0,
    };
    for _ in 0..CYCLES {
        let ch = format!("ch-{}", rng.below(games));
        for line in ["/sow cell:E4", "/undo", "/status"] {
            let start = Instant::now();
            if !run(&service, &ch, "alice", line).await {
                measured.refused += 1;
            }
            measured.times.push(start.elapsed());
        }
    }
    measured
}

/// The load on `url` with `games` active games: one line of figures.
async fn measure(url: &str, backend: &str, games: usize) {
    let store = Store::open(url).await.expect("store");
    let service = Service::new(store, Arc::new(|| 1_800_000_000));
    setup(&service, games).await;
    let start = Instant::now();
    let workers: Vec<_> = (0..WORKERS)
        .map(|n| tokio::spawn(worker(service.clone(), games, n as u64 + 1)))
        .collect();
    let mut times = Vec::new();
    let mut refused = 0;
    for handle in workers {
        let measured = handle.await.expect("worker");
        times.extend(measured.times);
        refused += measured.refused;
    }
    let elapsed = start.elapsed();
    times.sort_unstable();
    let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{backend:<10} {games:>5} games  {WORKERS} channels at once: {:>6.0} commands/s  p50 {:>7.2} ms  p99 {:>7.2} ms  ({} commands, {refused} refused)",
        times.len() as f64 / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.len(),
    );
    service.store().close().await;
}

/// Runs `sql` (one statement) on the PostgreSQL server at `server`.
async fn on_server(server: &str, sql: String) {
    let mut admin = PgConnection::connect(server).await.expect("server");
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut admin)
        .await
        .expect("the server runs it");
}

/// A new database `name` on the PostgreSQL server at `server` (one left
/// by a bench run that stopped is dropped first), and its URL.
async fn postgres_database(server: &str, name: &str) -> String {
    on_server(
        server,
        format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
    )
    .await;
    on_server(server, format!("CREATE DATABASE {name}")).await;
    let (base, _) = server.rsplit_once('/').expect("a database in the URL");
    format!("{base}/{name}")
}

fn main() {
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(async {
        for games in GAME_COUNTS {
            let dir = tempfile::tempdir().expect("temp dir");
            let url = format!("sqlite://{}", dir.path().join("load.db").display());
            measure(&url, "SQLite", games).await;
        }
        let server = std::env::var("BENCH_DATABASE_URL")
            .or_else(|_| std::env::var("TEST_DATABASE_URL"))
            .ok();
        let Some(server) = server else {
            println!("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
            return;
        };
        for games in GAME_COUNTS {
            let name = format!("palanquee_load_{games}");
            let url = postgres_database(&server, &name).await;
            measure(&url, "PostgreSQL", games).await;
            on_server(&server, format!("DROP DATABASE {name} WITH (FORCE)")).await;
        }
    });
}
