//! Real `palanquee bot` processes sharing one PostgreSQL database, against
//! the fake Discord (through `DISCORD_PROXY`): each connects only its own
//! shard (`SHARD_COUNT=2`, `SHARDS=0-0` and `1-1`), and when the first is
//! killed with SIGKILL in the middle of settling 200 games' deadlines, the
//! second settles what it left, and no game's turn ends twice. Also
//! `palanquee migrate` and `palanquee local` on a PostgreSQL URL. Runs with
//! `TEST_DATABASE_URL` (see `common_store`); ignored without it.

mod common_store;
mod fake_discord;

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use common_store::{Bench, newest_migration, ok, on_postgres, palanquee};
use fake_discord::{FakeDiscord, Place};
use palanquee::store::{Backend, Store};

const GUILD: u64 = 555_000_000_000_000_001;
/// The first game's channel; the others follow.
const FIRST_CHANNEL: u64 = 777_000_000_000_000_001;
/// Games whose turn expires while no process runs.
const GAMES: u64 = 200;
/// What an expiry's announcement says.
const EXPIRY: &str = "Time is up";

/// A `palanquee bot` process on `database` against `fake`, running shard
/// `shard` of two; its output is dropped.
fn bot_process(fake: &FakeDiscord, database: &str, shard: u32, folder: &std::path::Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .arg("bot")
        .current_dir(folder)
        .env_clear()
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_PROXY", fake.proxy_url())
        .env("DATABASE_URL", database)
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("SHARD_COUNT", "2")
        .env("SHARDS", format!("{shard}-{shard}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the bot starts")
}

/// How many expiry announcements each channel has in the outbox.
async fn expiries(store: &Store) -> HashMap<String, i64> {
    let sql =
        "SELECT channel, COUNT(*) FROM outbox WHERE text LIKE '%Time is up%' GROUP BY channel";
    let Backend::Postgres(pool) = store.backend() else {
        panic!("this test runs on PostgreSQL");
    };
    let rows: Vec<(String, i64)> = sqlx::query_as(sql).fetch_all(pool).await.expect("outbox");
    rows.into_iter().collect()
}

/// Waits (up to `limit`) until `done` holds of the expiries so far.
async fn wait_for_expiries(
    store: &Store,
    limit: Duration,
    done: impl Fn(&HashMap<String, i64>) -> bool,
) -> HashMap<String, i64> {
    let start = Instant::now();
    loop {
        let now = expiries(store).await;
        if done(&now) || start.elapsed() > limit {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn a_killed_process_leaves_its_deadlines_to_the_other() {
    let bench = Bench::new().await;
    let fake = FakeDiscord::start().await;
    let service = bench.service().await;
    // The games started five hours ago with four-hour turns: every turn
    // has expired by the processes' (real) clock.
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    bench
        .clock
        .store(now - 5 * 3600, std::sync::atomic::Ordering::SeqCst);
    for i in 0..GAMES {
        let channel = FIRST_CHANNEL + i;
        fake.add_place(&Place::channel(GUILD, channel));
        let ch = channel.to_string();
        ok(&service, &ch, "alice", "/new turn-hours:4").await;
        ok(&service, &ch, "bob", "/join").await;
        ok(&service, &ch, "alice", "/start").await;
        for post in service.outbox().undelivered_in(&ch).await.expect("outbox") {
            service
                .outbox()
                .delivered(post.id, "answer")
                .await
                .expect("shown");
        }
    }
    let store = service.store();
    let folder = tempfile::tempdir().expect("temp dir");

    let mut first = bot_process(&fake, &bench.url, 0, folder.path());
    // Killed once it has settled a few games, while it settles the rest.
    let before_kill = wait_for_expiries(store, Duration::from_secs(120), |e| e.len() >= 10).await;
    first.kill().expect("SIGKILL");
    let _ = first.wait();
    let left_by_first = expiries(store).await.len() as u64;
    assert!(
        before_kill.len() >= 10,
        "the first process settled {}",
        before_kill.len()
    );
    assert!(
        left_by_first < GAMES,
        "the first process finished before it was killed"
    );

    let mut second = bot_process(&fake, &bench.url, 1, folder.path());
    let settled =
        wait_for_expiries(store, Duration::from_secs(180), |e| e.len() as u64 == GAMES).await;
    // A moment more: nothing is settled a second time.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let settled_later = expiries(store).await;
    second.kill().expect("SIGKILL");
    let _ = second.wait();

    eprintln!(
        "the first process settled {left_by_first} of {GAMES} games before SIGKILL; the second the rest"
    );
    assert_eq!(settled.len() as u64, GAMES, "every game's turn ended");
    assert_eq!(settled, settled_later);
    let twice: Vec<_> = settled.iter().filter(|(_, n)| **n != 1).collect();
    assert!(twice.is_empty(), "turns ended twice: {twice:?}");
    // Each process identified as its own shard, and only that.
    let mut shards = fake.identified_shards();
    shards.sort_unstable();
    shards.dedup();
    assert_eq!(shards, [[0, 2], [1, 2]]);
    // Nothing reached a channel twice.
    for i in 0..GAMES {
        let messages = fake.channel_messages(FIRST_CHANNEL + i);
        let shown = messages
            .iter()
            .filter(|m| m.content.contains(EXPIRY))
            .count();
        assert!(shown <= 1, "channel {i}: {shown} expiries shown");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(postgres_tests),
    ignore = "needs PostgreSQL: build and run with TEST_DATABASE_URL set"
)]
async fn postgres_a_killed_process_leaves_its_deadlines_to_the_other() {
    on_postgres(a_killed_process_leaves_its_deadlines_to_the_other()).await;
}

async fn migrate_and_the_local_mode_take_a_postgres_url() {
    let bench = Bench::new().await;
    let folder = tempfile::tempdir().expect("temp dir");
    let out = palanquee(&["migrate", "--db", &bench.url], "", folder.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout,
        format!(
            "{}: migrated to {}\n",
            bench.url,
            newest_migration("postgres")
        )
    );
    let lines = "@alice /new\n@bob /join\n@alice /start\n@alice /sow cell:E4\n@alice /end\n";
    let boards = folder.path().join("boards");
    let args = [
        "local",
        "--db",
        &bench.url,
        "--boards",
        boards.to_str().expect("UTF-8"),
    ];
    let out = palanquee(&args, lines, folder.path());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The game is in the PostgreSQL database: a service there sees it.
    let service = bench.service().await;
    let status = ok(&service, "local", "bob", "/status").await;
    let status = common_store::texts(&status);
    assert!(status.contains("**bob** to move"), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg_attr(
    not(postgres_tests),
    ignore = "needs PostgreSQL: build and run with TEST_DATABASE_URL set"
)]
async fn postgres_migrate_and_the_local_mode_take_a_postgres_url() {
    on_postgres(migrate_and_the_local_mode_take_a_postgres_url()).await;
}

/// A password in a database URL is never printed.
#[test]
fn a_failed_migration_does_not_print_the_password() {
    let folder = tempfile::tempdir().expect("temp dir");
    let url = "postgres://palanquee:s3cret@127.0.0.1:1/palanquee";
    let out = palanquee(&["migrate", "--db", url], "", folder.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot migrate postgres://palanquee:***@127.0.0.1:1/palanquee"),
        "{stderr}"
    );
    assert!(!stderr.contains("s3cret"), "{stderr}");
}
