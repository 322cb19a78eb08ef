//! A real database (a SQLite file in a temporary folder, or a database of
//! its own on the PostgreSQL server of `TEST_DATABASE_URL`), a service on
//! it with a clock the test moves, and helpers to run command lines.
//!
//! [`on_both_backends!`] runs each listed test twice: on SQLite, and on
//! PostgreSQL when `TEST_DATABASE_URL` was set for the build (an
//! unreachable server then fails the test); without it, the PostgreSQL
//! copies are built `#[ignore]`d (see `build.rs`), and `cargo test`
//! counts them as ignored, not passed.

#![allow(dead_code)]

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU32, Ordering};

use palanquee::commands::{Caller, CommandError, Language, Reply, Service, parse_command_line};
use palanquee::store::{Backend, Store};
use sqlx::{Connection, PgConnection};
use tempfile::TempDir;

/// Seconds since the epoch the tests start at.
pub const T0: i64 = 1_800_000_000;

tokio::task_local! {
    /// The PostgreSQL server the running test's benches use, if any.
    static POSTGRES: String;
}

/// Runs `test` with its benches on the PostgreSQL server of
/// `TEST_DATABASE_URL`. Only called by tests built with that variable
/// (`cfg(postgres_tests)`); run without it, they fail rather than pass.
pub async fn on_postgres(test: impl Future<Output = ()>) {
    let url = std::env::var("TEST_DATABASE_URL")
        .expect("TEST_DATABASE_URL was set when the tests were built: set it again to run them");
    POSTGRES.scope(url, test).await
}

/// Declares each listed `async fn` a test twice: `sqlite::NAME` and
/// `postgres::NAME` (see [`on_postgres`]); the PostgreSQL copy is ignored
/// unless the tests were built with `TEST_DATABASE_URL`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name().await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                #[cfg_attr(
                    not(postgres_tests),
                    ignore = "needs PostgreSQL: build and run with TEST_DATABASE_URL set"
                )]
                async fn $name() {
                    $crate::common_store::on_postgres(super::$name()).await
                }
            )*
        }
    };
}

/// A database of the test's own, and a clock.
pub struct Bench {
    pub dir: TempDir,
    pub url: String,
    pub clock: Arc<AtomicI64>,
    /// On PostgreSQL: the server's URL and the database made for the test,
    /// dropped with the bench.
    postgres: Option<(String, String)>,
}

impl Bench {
    /// A bench on the running test's backend: PostgreSQL under
    /// [`on_postgres`], else a SQLite file.
    pub async fn new() -> Bench {
        match POSTGRES.try_with(Clone::clone) {
            Ok(server) => Bench::postgres(&server).await,
            Err(_) => Bench::sqlite(),
        }
    }

    /// A bench on a SQLite file, whatever the backend (for the tests of
    /// SQLite's own faults).
    pub fn sqlite() -> Bench {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("games.db").display());
        Bench {
            dir,
            url,
            clock: Arc::new(AtomicI64::new(T0)),
            postgres: None,
        }
    }

    /// A bench on a new database of the server at `server`.
    async fn postgres(server: &str) -> Bench {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let name = format!(
            "palanquee_test_{}_{}_{nanos}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        on_server(server, format!("CREATE DATABASE {name}")).await;
        let url = match server.rsplit_once('/') {
            Some((base, _)) => format!("{base}/{name}"),
            None => panic!("TEST_DATABASE_URL={server} names no database"),
        };
        Bench {
            dir: tempfile::tempdir().expect("temp dir"),
            url,
            clock: Arc::new(AtomicI64::new(T0)),
            postgres: Some((server.to_string(), name)),
        }
    }

    /// A fresh service on the database (as after a restart).
    pub async fn service(&self) -> Service {
        let store = Store::open(&self.url).await.expect("store opens");
        self.service_on(store)
    }

    /// A service on `store` (opened some other way), with the bench's clock.
    pub fn service_on(&self, store: Store) -> Service {
        let clock = Arc::clone(&self.clock);
        // Hard computers do a fixed amount of work: fast, and the same
        // turn on any machine.
        Service::new(store, Arc::new(move || clock.load(Ordering::SeqCst)))
            .with_hard_thinking(palanquee::ai::Budget::Work(40))
    }

    /// The SQLite database file's path.
    pub fn path(&self) -> std::path::PathBuf {
        self.dir.path().join("games.db")
    }

    pub fn advance(&self, seconds: i64) {
        self.clock.fetch_add(seconds, Ordering::SeqCst);
    }
}

/// Runs `sql` (one statement) on the PostgreSQL server at `server`.
async fn on_server(server: &str, sql: String) {
    let mut admin = PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("TEST_DATABASE_URL={server} is set but unreachable: {e}"));
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql.clone()))
        .execute(&mut admin)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    let _ = admin.close().await;
}

/// A PostgreSQL bench's database is dropped (its connections closed by
/// force) so that tests leave nothing behind.
impl Drop for Bench {
    fn drop(&mut self) {
        let Some((server, name)) = self.postgres.take() else {
            return;
        };
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            runtime.block_on(on_server(
                &server,
                format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            ));
        })
        .join();
        if dropped.is_err() && !std::thread::panicking() {
            panic!("the test database could not be dropped");
        }
    }
}

pub fn caller(name: &str) -> Caller {
    Caller {
        id: format!("id-{name}"),
        name: name.to_string(),
        moderator: false,
        server_admin: false,
        server: "test-server".into(),
        language: Language::English,
    }
}

/// Runs `line` (`/sow cell:E4`) as `who` in `channel`.
pub async fn run(
    service: &Service,
    channel: &str,
    who: &str,
    line: &str,
) -> Result<Vec<Reply>, CommandError> {
    let command =
        parse_command_line(Language::English, line).unwrap_or_else(|e| panic!("{line}: {e}"));
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
        Err(CommandError::Refused(refusal)) => refusal.words(Language::English),
        Err(other) => panic!("{who} {line}: internal error {other}"),
        Ok(replies) => panic!("{who} {line} should be refused, got {replies:?}"),
    }
}

type GameDump = (i64, String, String, Option<i64>, i64, Option<String>);

/// Runs `$sql` on the store's database, whichever it is, as rows of `$row`.
macro_rules! rows {
    ($store:expr, $sql:literal, $row:ty) => {{
        let rows: Vec<$row> = match $store.backend() {
            Backend::Sqlite(pool) => sqlx::query_as($sql).fetch_all(pool).await,
            Backend::Postgres(pool) => sqlx::query_as($sql).fetch_all(pool).await,
        }
        .expect($sql);
        rows
    }};
}

/// Every row of every table, as text: to check that nothing changed.
pub async fn dump(service: &Service) -> String {
    let store = service.store();
    let games = rows!(
        store,
        "SELECT id, channel, status, turn_hours, version, result FROM games ORDER BY id",
        GameDump
    );
    let seats = rows!(
        store,
        "SELECT game_id, seat, user_id, missed_deadlines FROM seats ORDER BY game_id, seat",
        (i64, i64, String, i64)
    );
    let events = rows!(
        store,
        "SELECT game_id, seq, seat, action FROM events ORDER BY game_id, seq",
        (i64, i64, i64, String)
    );
    let drafts = rows!(
        store,
        "SELECT game_id, seat, actions FROM drafts ORDER BY game_id",
        (i64, i64, String)
    );
    let deadlines = rows!(
        store,
        "SELECT game_id, due_at, remind_at, reminded FROM deadlines ORDER BY game_id",
        (i64, i64, i64, bool)
    );
    let outbox = rows!(
        store,
        "SELECT id, channel, text, delivered_at FROM outbox ORDER BY id",
        (i64, String, String, Option<i64>)
    );
    format!("{games:?}\n{seats:?}\n{events:?}\n{drafts:?}\n{deadlines:?}\n{outbox:?}\n")
}

/// The stored drafts that are a computer seat's: (game, seat).
pub async fn computer_drafts(service: &Service) -> Vec<(i64, i64)> {
    rows!(
        service.store(),
        "SELECT d.game_id, d.seat FROM drafts d JOIN seats s ON s.game_id = d.game_id AND s.seat = d.seat WHERE s.user_id LIKE 'computer:%' ORDER BY d.game_id",
        (i64, i64)
    )
}

/// Stores `actions` as the draft of `seat` in game `game`, as a command
/// would have.
pub async fn store_draft(service: &Service, game: i64, seat: i64, actions: &str) {
    let sql = "INSERT INTO drafts (game_id, seat, actions) VALUES ($1, $2, $3)";
    let mut tx = service.store().write().await.expect("a transaction");
    palanquee::execute!(tx, sql, game, seat, actions).expect(sql);
    tx.commit().await.expect("committed");
}

/// The number of committed events of all games.
pub async fn event_count(service: &Service) -> i64 {
    let count = rows!(service.store(), "SELECT COUNT(*) FROM events", (i64,));
    count[0].0
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

/// What `migrate` prints the newest embedded migration of `backend` as:
/// `6 (vacations)` for `migrations/sqlite/0006_vacations.sql`.
pub fn newest_migration(backend: &str) -> String {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let newest = std::fs::read_dir(folder)
        .expect("the migrations")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .max()
        .expect("a migration");
    let (number, name) = newest
        .trim_end_matches(".sql")
        .split_once('_')
        .expect("NNNN_name.sql");
    let number: u32 = number.parse().expect("a number");
    format!("{number} ({})", name.replace('_', " "))
}

/// `palanquee ARGS…` (the binary under test) with `input` on its standard
/// input, in `folder`, with neither DISCORD_TOKEN nor DATABASE_URL set.
pub fn palanquee(args: &[&str], input: &str, folder: &std::path::Path) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(args)
        .current_dir(folder)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("palanquee starts");
    if let Some(mut stdin) = child.stdin.take() {
        // A process that refuses its arguments exits before it reads its
        // input: the closed pipe is its answer, not the test's failure.
        match stdin.write_all(input.as_bytes()) {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            written => written.expect("input written"),
        }
    }
    child.wait_with_output().expect("palanquee ends")
}

/// A process's exit code, and its standard output and error together.
pub fn code_and_text(out: &std::process::Output) -> (Option<i32>, String) {
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}
