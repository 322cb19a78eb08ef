//! Faults of the store's file and disk: a full disk, two processes
//! creating one database at once, the database file deleted or replaced
//! while running.

mod common_store;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common_store::{Bench, T0, ok, run};
use palanquee::commands::CommandError;
use palanquee::store::{FileChange, Store, StoreError};
use sqlx::{Connection, SqliteConnection};

/// A connection of the test's own, outside the store's pool (and its
/// limits): it plays the administrator freeing space.
async fn outside_connection(bench: &Bench) -> SqliteConnection {
    SqliteConnection::connect(&bench.url)
        .await
        .expect("an outside connection")
}

/// The text of an internal (not refused) error.
fn internal(result: Result<Vec<palanquee::commands::Reply>, CommandError>, what: &str) -> String {
    match result {
        Err(error) if !error.is_refusal() => error.to_string(),
        Err(error) => panic!("{what}: refused instead of failing: {error}"),
        Ok(replies) => panic!("{what}: went through: {replies:?}"),
    }
}

/// Fills `channel`'s table of games, through `outside`, until one more
/// game like the one alice's `/new` there makes needs a new page: its
/// insert, the first write of `/new`, is where the disk is full. (SQLite
/// rolls the whole transaction back on such a failure, as on a failed
/// COMMIT; a `RETURNING` statement, like the outbox's insert, only undoes
/// itself and would not show the fault.)
async fn fill_games_page(outside: &mut SqliteConnection) -> String {
    for filler in 0..10_000 {
        let channel = format!("f-{filler:04}");
        let mut tx = outside.begin().await.expect("begin");
        let (before,): (i64,) = sqlx::query_as("PRAGMA page_count")
            .fetch_one(&mut *tx)
            .await
            .expect("page count");
        sqlx::query(
            "INSERT INTO games (channel, status, game, options, turn_hours, creator_id, created_at)
             VALUES (?, 'lobby', 'palanquee', 'rules:basic', NULL, 'id-alice', ?)",
        )
        .bind(&channel)
        .bind(T0)
        .execute(&mut *tx)
        .await
        .expect("filler game");
        let (after,): (i64,) = sqlx::query_as("PRAGMA page_count")
            .fetch_one(&mut *tx)
            .await
            .expect("page count");
        if after > before {
            tx.rollback().await.expect("rolled back");
            return channel;
        }
        tx.commit().await.expect("committed");
    }
    panic!("no page filled up");
}

#[tokio::test]
async fn after_a_full_disk_the_next_command_goes_through_once_space_is_freed() {
    let bench = Bench::sqlite();
    bench.service().await.store().close().await;
    // Ballast that the "administrator" removes later; games up to the
    // last byte of their page; then the limit: the database may not grow
    // past its present size.
    let mut outside = outside_connection(&bench).await;
    sqlx::query("CREATE TABLE ballast (bytes BLOB NOT NULL)")
        .execute(&mut outside)
        .await
        .expect("ballast table");
    for _ in 0..256 {
        sqlx::query("INSERT INTO ballast (bytes) VALUES (zeroblob(4000))")
            .execute(&mut outside)
            .await
            .expect("ballast");
    }
    let channel = fill_games_page(&mut outside).await;
    let (pages,): (i64,) = sqlx::query_as("PRAGMA page_count")
        .fetch_one(&mut outside)
        .await
        .expect("page count");
    let limit = pages.to_string();
    let store = Store::open_with_pragmas(&bench.url, &[("max_page_count", &limit)])
        .await
        .expect("store opens");
    let service = bench.service_on(store);

    let error = internal(
        run(&service, &channel, "alice", "/new").await,
        "/new on a full disk",
    );
    assert!(error.contains("full"), "{error}");
    // Still full: it fails again for the same reason (not for a
    // connection left inside the failed transaction).
    for _ in 0..3 {
        let again = internal(
            run(&service, &channel, "alice", "/new").await,
            "/new still full",
        );
        assert!(again.contains("full"), "{again}");
    }

    // Space is freed: the next commands go through, on the same store.
    sqlx::query("DROP TABLE ballast")
        .execute(&mut outside)
        .await
        .expect("ballast removed");
    outside.close().await.expect("closed");
    ok(&service, &channel, "alice", "/new").await;
    ok(&service, &channel, "bob", "/join").await;
    ok(&service, &channel, "alice", "/start").await;
    ok(&service, &channel, "alice", "/sow cell:E4").await;
    ok(&service, &channel, "alice", "/end").await;
}

/// The binary's `local` mode on `db` with nothing to read: a real process
/// that opens (creating) the store, shows the channel, and stops.
fn local_process(db: &Path, boards: &Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .arg("local")
        .arg("--db")
        .arg(db)
        .args(["--channel", "c", "--boards"])
        .arg(boards)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

#[test]
fn two_processes_creating_one_database_both_start() {
    for round in 0..20 {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("new.db");
        let boards = dir.path().join("boards");
        let first = local_process(&db, &boards);
        let second = local_process(&db, &boards);
        for (who, child) in [("first", first), ("second", second)] {
            let output = child.wait_with_output().expect("the process ends");
            assert!(
                output.status.success(),
                "round {round}, {who} process: {}\nstdout: {}\nstderr: {}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_stores_opening_one_new_database_at_once_both_open() {
    for round in 0..20 {
        let bench = Bench::sqlite();
        let (first, second) = tokio::join!(Store::open(&bench.url), Store::open(&bench.url));
        let first = first.unwrap_or_else(|e| panic!("round {round}, first: {e}"));
        let second = second.unwrap_or_else(|e| panic!("round {round}, second: {e}"));
        let service = bench.service_on(first.clone());
        ok(&service, "t", "alice", "/new").await;
        ok(&bench.service_on(second.clone()), "t", "bob", "/join").await;
        first.close().await;
        second.close().await;
    }
}

/// The change a command failed on, once it failed because the database
/// file at `path` changed; with the error's text.
fn file_change(
    result: Result<Vec<palanquee::commands::Reply>, CommandError>,
    path: &Path,
) -> (FileChange, String) {
    let error = match result {
        Err(CommandError::Store(error)) => error,
        other => panic!("expected a store error, got {other:?}"),
    };
    assert!(error.needs_restart(), "{error}");
    match &error {
        StoreError::FileChanged {
            path: named,
            change,
        } => {
            assert_eq!(named, path);
            (*change, error.to_string())
        }
        other => panic!("expected the file to be found changed, got {other}"),
    }
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

#[tokio::test]
async fn a_deleted_database_file_is_refused_and_nothing_is_written() {
    let bench = Bench::sqlite();
    let service = bench.service().await;
    ok(&service, "t", "alice", "/new").await;
    let path = bench.path();
    let wal = with_suffix(&path, "-wal");
    let wal_before = std::fs::read(&wal).expect("the WAL");
    std::fs::remove_file(&path).expect("deleted");

    for line in ["/join", "/leave", "/status"] {
        let (change, error) = file_change(run(&service, "t", "bob", line).await, &path);
        assert_eq!(change, FileChange::Deleted, "{line}");
        assert!(
            error.contains("games.db") && error.contains("deleted") && error.contains("restart"),
            "{error}"
        );
    }
    assert!(!path.exists(), "no new database file");
    assert_eq!(
        std::fs::read(&wal).expect("the WAL"),
        wal_before,
        "nothing written"
    );
}

#[tokio::test]
async fn a_replaced_database_file_is_refused_and_nothing_is_written() {
    let bench = Bench::sqlite();
    let service = bench.service().await;
    ok(&service, "t", "alice", "/new").await;
    // Another database, checkpointed into one file, moved over this one.
    let other = Bench::sqlite();
    let elsewhere = other.service().await;
    ok(&elsewhere, "elsewhere", "carol", "/new").await;
    elsewhere.store().close().await;
    let replacement = std::fs::read(other.path()).expect("the other file");
    let path = bench.path();
    let incoming = bench.dir.path().join("incoming.db");
    std::fs::write(&incoming, &replacement).expect("copied");
    std::fs::rename(&incoming, &path).expect("moved over");
    let wal = with_suffix(&path, "-wal");
    let wal_before = std::fs::read(&wal).expect("the old WAL");

    let (change, error) = file_change(run(&service, "t", "bob", "/join").await, &path);
    assert_eq!(change, FileChange::Replaced);
    assert!(
        error.contains("games.db") && error.contains("replaced") && error.contains("restart"),
        "{error}"
    );
    assert_eq!(
        std::fs::read(&path).expect("the file"),
        replacement,
        "nothing written"
    );
    assert_eq!(
        std::fs::read(&wal).expect("the WAL"),
        wal_before,
        "nothing written"
    );
}

#[tokio::test]
async fn an_in_memory_store_has_no_file_to_check() {
    let store = Store::open("sqlite::memory:").await.expect("store opens");
    let bench = Bench::sqlite();
    let service = bench.service_on(store);
    ok(&service, "t", "alice", "/new").await;
    ok(&service, "t", "bob", "/join").await;
}
