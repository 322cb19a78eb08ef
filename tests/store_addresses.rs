//! What an admin meets on day one with `--db` and `DATABASE_URL`, through
//! the real `palanquee` binary and the store: no password is ever printed
//! whatever form carries it; what the store does not serve is refused by
//! name; a server that does not answer is named; a command that only
//! reads creates no database; a database from a newer build, or one that
//! cannot be written, is refused at once with what to do.

mod common_store;

use std::process::Command;

use common_store::{Bench, code_and_text, ok};
use palanquee::commands::{CommandError, Message, parse_command_line};
use palanquee::store::{Access, DatabaseAddress, Store, StoreError, known_version};
use proptest::prelude::*;

/// The password the tests hide.
const SECRET: &str = "SECRETPW";

/// `palanquee ARGS…` in `folder`: its exit code and its output.
fn palanquee(args: &[&str], input: &str, folder: &std::path::Path) -> (Option<i32>, String) {
    code_and_text(&common_store::palanquee(args, input, folder))
}

/// The subcommands that take `--db`, with the input they read.
const SUBCOMMANDS: &[(&[&str], &str)] = &[
    (&["migrate", "--db"], ""),
    (&["replay", "--db"], ""),
    (&["local", "--db"], "@alice /new\n"),
];

/// Runs every subcommand on `db` in a fresh folder; returns each one's
/// exit code and output, and what files it left in the folder.
fn every_subcommand(db: &str) -> Vec<(Option<i32>, String, Vec<String>)> {
    SUBCOMMANDS
        .iter()
        .map(|(args, input)| {
            let folder = tempfile::tempdir().expect("temp dir");
            let mut args = args.to_vec();
            args.push(db);
            let (code, text) = palanquee(&args, input, folder.path());
            let left = std::fs::read_dir(folder.path())
                .expect("folder")
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .collect();
            (code, text, left)
        })
        .collect()
}

/// Each form PostgreSQL's tools accept for a password, pointing at a port
/// where nothing listens: no subcommand prints the password, in any
/// spelling, and none leaves a file behind.
#[test]
fn no_subcommand_prints_a_password_in_any_form() {
    let forms = [
        format!("postgres://u:{SECRET}@127.0.0.1:1/x"),
        "postgres://u:SECRET@PW@127.0.0.1:1/x".to_string(),
        "postgres://u:SECRET%40PW@127.0.0.1:1/x".to_string(),
        format!("postgres://u@127.0.0.1:1/x?password={SECRET}"),
        format!("postgresql://u@127.0.0.1:1/x?sslmode=disable&password={SECRET}"),
        format!("postgres://u@127.0.0.1:1/x?passfile=/{SECRET}"),
        format!("host=127.0.0.1 port=1 password={SECRET}"),
        format!("mysql://u:{SECRET}@127.0.0.1:1/x"),
    ];
    for db in &forms {
        for (code, text, left) in every_subcommand(db) {
            assert_ne!(code, Some(0), "{db}: {text}");
            for spelling in [SECRET, "SECRET@PW", "SECRET%40PW", "PW@127"] {
                assert!(!text.contains(spelling), "{db} printed {text}");
            }
            assert!(left.is_empty(), "{db} left {left:?}: {text}");
        }
    }
}

/// The bot, given its database in `DATABASE_URL`, hides the password
/// too (and its token), in every log format and at the most verbose
/// level, and refuses an address it does not serve before connecting to
/// Discord.
#[test]
fn the_bot_never_prints_the_password_of_database_url() {
    let folder = tempfile::tempdir().expect("temp dir");
    let cases = [
        (
            format!("postgres://u:{SECRET}@127.0.0.1:1/x"),
            "cannot reach PostgreSQL at 127.0.0.1:1",
        ),
        (
            format!("host=h password={SECRET}"),
            "DATABASE_URL: `key=value` connection strings",
        ),
    ];
    for ((url, says), format) in cases
        .iter()
        .flat_map(|case| [(case, "text"), (case, "json")])
    {
        let out = Command::new(env!("CARGO_BIN_EXE_palanquee"))
            .arg("bot")
            .current_dir(folder.path())
            .env("DISCORD_TOKEN", "not-a-real-token")
            .env("DATABASE_URL", url)
            .env("DISCORD_PROXY", "http://127.0.0.1:1")
            .env("LOG_FORMAT", format)
            .env("RUST_LOG", "trace")
            .output()
            .expect("palanquee runs");
        let (code, text) = code_and_text(&out);
        assert_eq!(code, Some(2), "{text}");
        assert!(text.contains(says), "{text}");
        assert!(!text.contains(SECRET), "{format}: {text}");
        assert!(!text.contains("not-a-real-token"), "{format}: {text}");
    }
}

/// A server that does not answer is named, with what to check, at once
/// rather than after the pool's timeout.
#[test]
fn an_unreachable_server_is_named_with_what_to_check() {
    let folder = tempfile::tempdir().expect("temp dir");
    let started = std::time::Instant::now();
    let db = format!("postgres://u:{SECRET}@127.0.0.1:1/x");
    let (code, text) = palanquee(&["migrate", "--db", &db], "", folder.path());
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains("cannot migrate postgres://u:***@127.0.0.1:1/x: cannot reach PostgreSQL at 127.0.0.1:1: Connection refused"),
        "{text}"
    );
    assert!(text.contains("Check that the server is running"), "{text}");
    assert!(
        started.elapsed().as_secs() < 5,
        "took {:?}",
        started.elapsed()
    );
}

/// A URL of another database, or a libpq `key=value` string, is refused
/// by name, never taken for a SQLite file's path.
#[test]
fn what_the_store_does_not_serve_is_refused_by_name() {
    let cases = [
        (
            "mysql://u@127.0.0.1/x",
            "`mysql://` databases are not served",
        ),
        ("host=127.0.0.1 dbname=x", "`key=value` connection strings"),
        (
            "postgres://u@h/x?sslmod=disable",
            "parameter `sslmod` is not known",
        ),
    ];
    for (db, says) in cases {
        for (code, text, left) in every_subcommand(db) {
            assert_eq!(code, Some(2), "{db}: {text}");
            assert!(text.contains(says), "{db}: {text}");
            assert!(left.is_empty(), "{db} left {left:?}");
        }
    }
}

/// `replay` only reads: given a path where no database is, it says so and
/// creates none.
#[test]
fn replay_creates_no_database() {
    let folder = tempfile::tempdir().expect("temp dir");
    let (code, text) = palanquee(&["replay", "--db", "typo.db"], "", folder.path());
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains("there is no database at typo.db: check the path"),
        "{text}"
    );
    assert!(!folder.path().join("typo.db").exists());
}

/// A database that a newer build migrated is refused by every subcommand,
/// with both versions, and left as it was.
#[test]
fn every_subcommand_refuses_a_database_from_a_newer_build() {
    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("games.db");
    let db = file.to_str().expect("UTF-8").to_string();
    let (code, text) = palanquee(&["migrate", "--db", &db], "", folder.path());
    assert_eq!(code, Some(0), "{text}");
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(pretend_a_newer_build_migrated(&format!("sqlite://{db}")));
    let before = std::fs::read(&file).expect("the file");
    let known = known_version(palanquee::store::DatabaseKind::Sqlite);
    let says = format!(
        "this database was made by a newer palanquee (schema version 999; this build knows up to {known}): upgrade palanquee"
    );
    for (args, input) in SUBCOMMANDS {
        let mut args = args.to_vec();
        args.push(&db);
        let (code, text) = palanquee(&args, input, folder.path());
        assert_eq!(code, Some(2), "{args:?}: {text}");
        assert!(text.contains(&says), "{args:?}: {text}");
    }
    assert_eq!(std::fs::read(&file).expect("the file"), before);
}

/// Records migration 999 in the database at `url`, as a newer build would.
async fn pretend_a_newer_build_migrated(url: &str) {
    let store = Store::open(url).await.expect("store");
    let mut tx = store.write().await.expect("write");
    palanquee::execute!(
        tx,
        "INSERT INTO _sqlx_migrations \
         (version, description, success, checksum, execution_time) \
         VALUES (999, 'from the future', TRUE, $1, 0)",
        vec![0_u8; 4]
    )
    .expect("the record");
    tx.commit().await.expect("commit");
    store.close().await;
}

/// The store refuses a newer database whichever access is asked, on
/// either backend.
async fn the_store_refuses_a_database_from_a_newer_build() {
    let bench = Bench::new().await;
    bench.service().await;
    pretend_a_newer_build_migrated(&bench.url).await;
    let address = DatabaseAddress::parse(&bench.url).expect("address");
    for access in [Access::Create, Access::ReadExisting] {
        match Store::open_at(&address, access).await {
            Err(StoreError::NewerSchema { found: 999, known }) => {
                assert_eq!(known, known_version(address.kind()));
            }
            other => panic!("{access:?}: {other:?}"),
        }
    }
}

on_both_backends!(the_store_refuses_a_database_from_a_newer_build);

/// A database opened only to read serves reads, and a write there is
/// answered as a read-only database (what a player sees when the file
/// turns read-only under a running bot), not with a bare apology.
#[tokio::test]
async fn a_write_to_a_read_only_database_says_so() {
    let bench = Bench::sqlite();
    let service = bench.service().await;
    ok(&service, "c", "alice", "/new").await;
    let address = DatabaseAddress::parse(&bench.url).expect("address");
    let store = Store::open_at(&address, Access::ReadExisting)
        .await
        .expect("opens to read");
    let read_only = bench.service_on(store);
    ok(&read_only, "c", "bob", "/status").await;
    let command =
        parse_command_line(palanquee::commands::Language::English, "/join").expect("a command");
    let caller = common_store::caller("bob");
    match read_only.handle("c", &caller, command).await {
        Err(error @ CommandError::Store(_)) => {
            assert_eq!(error.apology(), Message::ReadOnlyDatabase, "{error}");
        }
        other => panic!("{other:?}"),
    }
}

/// A database that cannot be written is refused when the program starts,
/// saying what to do, instead of apologising at every move: opened
/// read-only by its URL (`mode=ro`), or a file the bot's user may not
/// write (run as another user when the tests run as root, who may write
/// anything).
#[test]
fn a_database_that_cannot_be_written_is_refused_at_start() {
    let folder = tempfile::tempdir().expect("temp dir");
    let file = folder.path().join("games.db");
    let db = file.to_str().expect("UTF-8").to_string();
    let (code, text) = palanquee(&["migrate", "--db", &db], "", folder.path());
    assert_eq!(code, Some(0), "{text}");
    let says = "is read-only, so nothing can be saved: give the bot's user write access";
    let read_only_url = format!("sqlite://{db}?mode=ro");
    let (code, text) = palanquee(&["local", "--db", &read_only_url], "", folder.path());
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains(says), "{text}");
    let (code, text) = as_another_user(&["migrate", "--db", &db], &file);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains(says), "{text}");
    for beside in ["games.db-wal", "games.db-shm"] {
        assert!(
            !folder.path().join(beside).exists(),
            "{beside} was created beside a refused file"
        );
    }
}

/// `palanquee ARGS…` run where `file` may be read but not written by the
/// user running it: the file made read-only, its folder left writable
/// (SQLite writes its `-wal` and `-shm` beside it); as root, run as user
/// `nobody`.
fn as_another_user(args: &[&str], file: &std::path::Path) -> (Option<i32>, String) {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let folder = file.parent().expect("a folder");
    let set = |path: &std::path::Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
    };
    set(folder, 0o777);
    set(file, 0o444);
    let mut command = Command::new(env!("CARGO_BIN_EXE_palanquee"));
    command
        .args(args)
        .current_dir(folder)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL");
    if is_root() {
        command.uid(65_534).gid(65_534);
    }
    let out = command.output().expect("palanquee runs");
    set(file, 0o644);
    code_and_text(&out)
}

/// Whether the tests run as root (user id 0), read from `/proc`.
fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| {
        status
            .lines()
            .find(|line| line.starts_with("Uid:"))
            .and_then(|line| line.split_whitespace().nth(2))
            == Some("0")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Whatever the password, in the user part (as typed or
    /// percent-encoded) or as a parameter, `migrate` on a server that
    /// does not answer never prints it.
    #[test]
    fn migrate_never_prints_a_random_password(
        password in "[A-Za-z0-9@:/?#%&=+!$_.-]{8,16}",
        form in 0_usize..4,
    ) {
        let encoded: String = password
            .bytes()
            .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
            .collect();
        let db = match form {
            0 => format!("postgres://u:{password}@127.0.0.1:1/x"),
            1 => format!("postgres://u:{encoded}@127.0.0.1:1/x"),
            2 => format!("postgres://u@127.0.0.1:1/x?password={password}"),
            _ => format!("postgres://u@127.0.0.1:1/x?password={encoded}"),
        };
        let folder = tempfile::tempdir().expect("temp dir");
        let (code, text) = palanquee(&["migrate", "--db", &db], "", folder.path());
        prop_assert_ne!(code, Some(0));
        prop_assert!(!text.contains(&password), "{} printed {}", db, text);
        prop_assert!(!text.contains(&encoded), "{} printed {}", db, text);
    }
}

/// Paths that cannot hold a database are named, with what to do, by
/// every subcommand, and nothing is created (issue 47: they answered with
/// SQLite's codes, or "the database file  was deleted while running").
#[test]
fn a_path_that_cannot_hold_a_database_is_named_with_what_to_do() {
    let folder = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(folder.path().join("adir")).expect("a folder");
    let cases = [
        ("sqlite://", "no file is named"),
        ("adir", "it is a folder"),
        (
            "/nonexistent/dir/x.db",
            "the folder /nonexistent/dir does not exist",
        ),
        ("/dev/null", "not a regular file"),
    ];
    for (db, says) in cases {
        let (code, text) = palanquee(&["migrate", "--db", db], "", folder.path());
        assert_eq!(code, Some(2), "{db}: {text}");
        assert!(text.contains(says), "{db}: {text}");
        assert!(!text.contains("code:"), "{db}: {text}");
    }
    let listed: Vec<_> = std::fs::read_dir(folder.path())
        .expect("listed")
        .map(|entry| entry.expect("an entry").file_name())
        .collect();
    assert_eq!(listed, vec![std::ffi::OsString::from("adir")]);
}

/// A PostgreSQL address whose port another service answers is named as
/// such, not with the bytes the reader expected.
#[test]
fn a_port_that_is_not_postgres_is_named() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("address").port();
    std::thread::spawn(move || {
        use std::io::{Read, Write};
        for mut stream in listener.incoming().take(4).flatten() {
            let mut startup = [0_u8; 512];
            let _ = stream.read(&mut startup);
            let _ = stream.write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
            let _ = stream.shutdown(std::net::Shutdown::Write);
            let _ = stream.read(&mut startup);
        }
    });
    let folder = tempfile::tempdir().expect("temp dir");
    let db = format!("postgres://postgres@127.0.0.1:{port}/test");
    let (code, text) = palanquee(&["migrate", "--db", &db], "", folder.path());
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("not as a PostgreSQL server does"), "{text}");
}
