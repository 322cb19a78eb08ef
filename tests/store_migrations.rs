//! Migration 0011 (`game_options`): a database made before it, with games
//! of both kinds and their options in columns of their own, opens with
//! each game's options carried over as the game's own text, and the
//! tables no longer list which games exist. Migration 0015
//! (`threads_of_games`): a board's thread, kept by its channel's name
//! before, belongs to the newest game of that channel, and the posts
//! waiting there to it. Migration 0016 (`self_games_unrated`): a
//! computer's finished games against itself leave its count of rated
//! games.

mod common_store;

use common_store::{Bench, ok};
use palanquee::store::{Backend, Store};
use sqlx::{ConnectOptions, Connection};

/// Every migration of `backend` before `first` (its number), in a folder
/// of their own.
fn migrations_before(backend: &str, first: &str) -> tempfile::TempDir {
    let old = tempfile::tempdir().expect("temp dir");
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    for entry in std::fs::read_dir(folder).expect("migrations") {
        let path = entry.expect("entry").path();
        let name = path.file_name().expect("a name").to_owned();
        if name.to_string_lossy().as_ref() < first {
            std::fs::copy(&path, old.path().join(name)).expect("copied");
        }
    }
    old
}

/// The rows an older build would have written: an advanced Palanquée game
/// and a Palago game with the tiebreak, both under way, and a rating.
const OLD_ROWS: [&str; 4] = [
    // Ids 1 and 2, given by the database (PostgreSQL's identity would not
    // count ids given by hand).
    "INSERT INTO games (channel, status, game, rules, tiebreak, turn_hours, creator_id, version, created_at, server)
     VALUES ('garden', 'playing', 'palanquee', 'advanced', FALSE, NULL, 'id-alice', 3, 0, ''),
            ('tiles', 'playing', 'palago', 'basic', TRUE, NULL, 'id-alice', 3, 0, '')",
    "INSERT INTO seats (game_id, seat, user_id, name)
     VALUES (1, 0, 'id-alice', 'alice'), (1, 1, 'id-bob', 'bob'),
            (2, 0, 'id-alice', 'alice'), (2, 1, 'id-bob', 'bob')",
    "INSERT INTO events (game_id, seq, seat, action, at) VALUES (1, 1, 0, 'sow E4', 0), (1, 2, 0, 'end', 0)",
    "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games)
     VALUES ('test-server', 'palago', 'id-alice', 'alice', 1600.0, 200.0, 0.06, 3)",
];

/// Makes the bench's database as the build before 0011 left it.
async fn old_database(bench: &Bench, backend: &str) {
    database_before(bench, backend, "0011", &OLD_ROWS).await;
}

/// Makes the bench's database as the build before migration `first`
/// left it, with `rows`.
async fn database_before(bench: &Bench, backend: &str, first: &str, rows: &[&'static str]) {
    let old = migrations_before(backend, first);
    let migrator = sqlx::migrate::Migrator::new(old.path())
        .await
        .expect("migrations");
    if backend == "sqlite" {
        let options: sqlx::sqlite::SqliteConnectOptions = bench.url.parse().expect("url");
        let mut conn = options
            .create_if_missing(true)
            .connect()
            .await
            .expect("connects");
        migrator.run(&mut conn).await.expect("old schema");
        for &sql in rows {
            sqlx::query(sql).execute(&mut conn).await.expect(sql);
        }
    } else {
        let mut conn = sqlx::PgConnection::connect(&bench.url)
            .await
            .expect("connects");
        migrator.run(&mut conn).await.expect("old schema");
        for &sql in rows {
            sqlx::query(sql).execute(&mut conn).await.expect(sql);
        }
    }
}

/// Runs `sql` (a statement) on `store`; the database's refusal if any.
async fn accepted(store: &Store, sql: &'static str) -> Result<(), String> {
    let done = match store.backend() {
        Backend::Sqlite(pool) => sqlx::query(sql).execute(pool).await.map(drop),
        Backend::Postgres(pool) => sqlx::query(sql).execute(pool).await.map(drop),
    };
    done.map_err(|error| format!("{sql}: {error}"))
}

async fn options_are_carried_over_and_games_are_not_listed() {
    let bench = Bench::new().await;
    let backend = if bench.url.starts_with("sqlite") {
        "sqlite"
    } else {
        "postgres"
    };
    old_database(&bench, backend).await;
    let service = bench.service().await;
    let garden = ok(&service, "garden", "bob", "/status").await;
    assert!(
        garden[0].text.contains("(advanced rules)") && garden[0].text.contains("**bob** to move"),
        "{}",
        garden[0].text
    );
    let tiles = ok(&service, "tiles", "alice", "/status").await;
    assert!(
        tiles[0].text.contains("with the tiebreak (P12)"),
        "{}",
        tiles[0].text
    );
    let stored: Vec<(String,)> = match service.store().backend() {
        Backend::Sqlite(pool) => sqlx::query_as("SELECT options FROM games ORDER BY id")
            .fetch_all(pool)
            .await
            .expect("options"),
        Backend::Postgres(pool) => sqlx::query_as("SELECT options FROM games ORDER BY id")
            .fetch_all(pool)
            .await
            .expect("options"),
    };
    assert_eq!(
        stored,
        [
            ("rules:advanced".to_string(),),
            ("tiebreak:on".to_string(),)
        ]
    );
    let rating = ok(&service, "tiles", "alice", "/rating").await;
    assert!(rating[0].text.contains("1600"), "{}", rating[0].text);
    // A game this build does not know can be stored and rated: the
    // tables name no game.
    let stored = accepted(
        service.store(),
        "INSERT INTO games (channel, status, game, options, creator_id, created_at)
         VALUES ('elsewhere', 'lobby', 'hex', 'size:5', 'id-carol', 0)",
    );
    assert_eq!(stored.await, Ok(()));
    let rated = accepted(
        service.store(),
        "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility)
         VALUES ('', 'hex', 'id-carol', 'carol', 1500.0, 350.0, 0.06)",
    );
    assert_eq!(rated.await, Ok(()));
}

/// Before 0015: two events' boards named `ev/r1-b1` (the first game
/// finished, the second under way), the thread kept under the name (the
/// second game's), and a post of the channel waiting.
const BEFORE_THREADS_OF_GAMES: [&str; 3] = [
    "INSERT INTO games (channel, status, game, options, turn_hours, creator_id, version, created_at, server)
     VALUES ('ev/r1-b1', 'finished', 'palago', '', NULL, 'id-alice', 3, 0, ''),
            ('ev/r1-b1', 'playing', 'palago', '', NULL, 'id-alice', 3, 0, '')",
    "INSERT INTO board_threads (channel, thread) VALUES ('ev/r1-b1', '4242')",
    "INSERT INTO outbox (channel, text, nonce, created_at, post_after)
     VALUES ('ev/r1-b1', 'a turn', 'n1', 0, 0)",
];

async fn a_boards_thread_is_carried_over_to_its_newest_game() {
    let bench = Bench::new().await;
    let backend = if bench.url.starts_with("sqlite") {
        "sqlite"
    } else {
        "postgres"
    };
    database_before(&bench, backend, "0015", &BEFORE_THREADS_OF_GAMES).await;
    let service = bench.service().await;
    let thread = service
        .tournaments()
        .thread_of("ev/r1-b1")
        .await
        .expect("read");
    assert_eq!(thread.as_deref(), Some("4242"));
    let channel = service
        .tournaments()
        .channel_of_thread("4242")
        .await
        .expect("read");
    assert_eq!(channel, "ev/r1-b1");
    let kept = service
        .tournaments()
        .board_thread(2)
        .await
        .expect("read")
        .expect("a row");
    assert_eq!(kept.thread.as_deref(), Some("4242"));
    assert_eq!(
        service.tournaments().board_thread(1).await.expect("read"),
        None
    );
    let waiting = service
        .outbox()
        .undelivered_in("ev/r1-b1")
        .await
        .expect("read");
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].board_game, Some(2));
}

/// Before 0016: on server `s`, three finished Palanquée games (1: two
/// easy computers, 2: an easy computer against alice, 3: two easy
/// computers but aborted) and one under way of two easy computers (4);
/// the easy computer counted 5 rated games, alice 1; a hard computer
/// with a game of its own against alice elsewhere (5) keeps its count.
const BEFORE_SELF_GAMES: [&str; 3] = [
    "INSERT INTO games (channel, status, game, options, turn_hours, creator_id, version, created_at, server)
     VALUES ('a', 'finished', 'palanquee', '', NULL, 'id-alice', 3, 0, 's'),
            ('b', 'finished', 'palanquee', '', NULL, 'id-alice', 3, 0, 's'),
            ('c', 'aborted', 'palanquee', '', NULL, 'id-alice', 3, 0, 's'),
            ('d', 'playing', 'palanquee', '', NULL, 'id-alice', 3, 0, 's'),
            ('e', 'finished', 'palanquee', '', NULL, 'id-alice', 3, 0, 's')",
    "INSERT INTO seats (game_id, seat, user_id, name)
     VALUES (1, 0, 'computer:easy:1', 'Computer (easy)'), (1, 1, 'computer:easy:2', 'Computer (easy)'),
            (2, 0, 'computer:easy:1', 'Computer (easy)'), (2, 1, 'id-alice', 'alice'),
            (3, 0, 'computer:easy:1', 'Computer (easy)'), (3, 1, 'computer:easy:2', 'Computer (easy)'),
            (4, 0, 'computer:easy:1', 'Computer (easy)'), (4, 1, 'computer:easy:2', 'Computer (easy)'),
            (5, 0, 'computer:hard:1', 'Computer (hard)'), (5, 1, 'id-alice', 'alice')",
    "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games)
     VALUES ('s', 'palanquee', 'computer:easy', 'Computer (easy)', 1450.0, 90.0, 0.06, 5),
            ('s', 'palanquee', 'computer:hard', 'Computer (hard)', 1700.0, 90.0, 0.06, 1),
            ('s', 'palanquee', 'id-alice', 'alice', 1550.0, 90.0, 0.06, 2)",
];

/// Migration 0016 takes each finished game of one rated player back off
/// that player's count of rated games, and nothing else.
async fn a_computers_games_against_itself_are_taken_off_its_count() {
    let bench = Bench::new().await;
    let backend = if bench.url.starts_with("sqlite") {
        "sqlite"
    } else {
        "postgres"
    };
    database_before(&bench, backend, "0016", &BEFORE_SELF_GAMES).await;
    let service = bench.service().await;
    let mut tx = service.store().read().await.expect("read");
    let palanquee = palanquee::games::GameKind::new("palanquee");
    let mut games = Vec::new();
    for id in ["computer:easy", "computer:hard", "id-alice"] {
        let row = palanquee::store::ratings::rating(&mut tx, "s", &palanquee, id)
            .await
            .expect("read")
            .expect("a rating");
        games.push((id, row.games, row.rating));
    }
    assert_eq!(
        games,
        [
            ("computer:easy", 4, 1450.0),
            ("computer:hard", 1, 1700.0),
            ("id-alice", 2, 1550.0)
        ]
    );
}

on_both_backends!(
    options_are_carried_over_and_games_are_not_listed,
    a_boards_thread_is_carried_over_to_its_newest_game,
    a_computers_games_against_itself_are_taken_off_its_count,
);
