//! A real SQLite file in a temporary folder, a service on it with a clock
//! the test moves, and helpers to run command lines.

#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use palanquee::commands::{Caller, CommandError, Reply, Service, parse_command_line};
use palanquee::store::Store;
use tempfile::TempDir;

/// Seconds since the epoch the tests start at.
pub const T0: i64 = 1_800_000_000;

/// A database file, and a clock.
pub struct Bench {
    pub dir: TempDir,
    pub url: String,
    pub clock: Arc<AtomicI64>,
}

impl Bench {
    pub fn new() -> Bench {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("games.db").display());
        Bench {
            dir,
            url,
            clock: Arc::new(AtomicI64::new(T0)),
        }
    }

    /// A fresh service on the file (as after a restart).
    pub async fn service(&self) -> Service {
        let store = Store::open(&self.url).await.expect("store opens");
        self.service_on(store)
    }

    /// A service on `store` (opened some other way), with the bench's clock.
    pub fn service_on(&self, store: Store) -> Service {
        let clock = Arc::clone(&self.clock);
        Service::new(store, Arc::new(move || clock.load(Ordering::SeqCst)))
    }

    /// The database file's path.
    pub fn path(&self) -> std::path::PathBuf {
        self.dir.path().join("games.db")
    }

    pub fn advance(&self, seconds: i64) {
        self.clock.fetch_add(seconds, Ordering::SeqCst);
    }
}

pub fn caller(name: &str) -> Caller {
    Caller {
        id: format!("id-{name}"),
        name: name.to_string(),
        moderator: false,
    }
}

/// Runs `line` (`/sow cell:E4`) as `who` in `channel`.
pub async fn run(
    service: &Service,
    channel: &str,
    who: &str,
    line: &str,
) -> Result<Vec<Reply>, CommandError> {
    let command = parse_command_line(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    service.handle(channel, &caller(who), command).await
}

/// Runs `line` and expects it to go through; returns all reply texts.
pub async fn ok(service: &Service, channel: &str, who: &str, line: &str) -> Vec<Reply> {
    run(service, channel, who, line)
        .await
        .unwrap_or_else(|e| panic!("{who} {line}: {e}"))
}

/// Runs `line` and expects a refusal; returns its text.
pub async fn refused(service: &Service, channel: &str, who: &str, line: &str) -> String {
    match run(service, channel, who, line).await {
        Err(CommandError::Refused(text)) => text,
        Err(other) => panic!("{who} {line}: internal error {other}"),
        Ok(replies) => panic!("{who} {line} should be refused, got {replies:?}"),
    }
}

type GameDump = (i64, String, String, Option<i64>, i64, Option<String>);

/// Every row of every table, as text: to check that nothing changed.
pub async fn dump(service: &Service) -> String {
    let mut tx = service.store().read().await.expect("read");
    let mut text = String::new();
    let games: Vec<GameDump> = sqlx::query_as(
        "SELECT id, channel, status, turn_hours, version, result FROM games ORDER BY id",
    )
    .fetch_all(&mut *tx)
    .await
    .expect("games");
    text += &format!("{games:?}\n");
    let seats: Vec<(i64, i64, String, i64)> = sqlx::query_as(
        "SELECT game_id, seat, user_id, missed_deadlines FROM seats ORDER BY game_id, seat",
    )
    .fetch_all(&mut *tx)
    .await
    .expect("seats");
    text += &format!("{seats:?}\n");
    let events: Vec<(i64, i64, i64, String)> =
        sqlx::query_as("SELECT game_id, seq, seat, action FROM events ORDER BY game_id, seq")
            .fetch_all(&mut *tx)
            .await
            .expect("events");
    text += &format!("{events:?}\n");
    let drafts: Vec<(i64, i64, String)> =
        sqlx::query_as("SELECT game_id, seat, actions FROM drafts ORDER BY game_id")
            .fetch_all(&mut *tx)
            .await
            .expect("drafts");
    text += &format!("{drafts:?}\n");
    let deadlines: Vec<(i64, i64, i64, bool)> = sqlx::query_as(
        "SELECT game_id, due_at, remind_at, reminded FROM deadlines ORDER BY game_id",
    )
    .fetch_all(&mut *tx)
    .await
    .expect("deadlines");
    text += &format!("{deadlines:?}\n");
    let outbox: Vec<(i64, String, String, Option<i64>)> =
        sqlx::query_as("SELECT id, channel, text, delivered_at FROM outbox ORDER BY id")
            .fetch_all(&mut *tx)
            .await
            .expect("outbox");
    text += &format!("{outbox:?}\n");
    text
}

/// The number of committed events of all games.
pub async fn event_count(service: &Service) -> i64 {
    let mut tx = service.store().read().await.expect("read");
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM events")
        .fetch_one(&mut *tx)
        .await
        .expect("count");
    n
}

/// All the text of some replies.
pub fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Opens a 2-player game (alice, bob) in `channel` and plays round 1:
/// alice sows E4, bob sows M10.
pub async fn two_player_game(service: &Service, channel: &str, extra: &str) {
    ok(service, channel, "alice", &format!("/new {extra}")).await;
    ok(service, channel, "bob", "/join").await;
    ok(service, channel, "alice", "/start").await;
    ok(service, channel, "alice", "/sow cell:E4").await;
    ok(service, channel, "alice", "/end").await;
    ok(service, channel, "bob", "/sow cell:M10").await;
    ok(service, channel, "bob", "/end").await;
}
