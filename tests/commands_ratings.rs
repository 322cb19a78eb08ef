//! Ratings through the command layer on a real database: a finished game
//! updates each player's Glicko-2 rating in the same transaction, by
//! pairwise results of the final places; resignations place last; an
//! aborted game changes nothing; `/rating` and `/leaderboard` show them;
//! every computer of a level is one rated player, and migration 10 merges
//! the computers' older rows into one per level.

mod common_store;

use common_store::{Bench, ok, refused, texts};
use palanquee::commands::{Service, rated};
use palanquee::games::GameKind;
use palanquee::store::ratings::{self, RatingRow};
use skillratings::glicko2::Glicko2Rating;

const CH: &str = "rated";

/// The stored rating of `name` (`id-NAME`) in `game`.
async fn stored(service: &Service, game: GameKind, name: &str) -> Option<RatingRow> {
    let mut tx = service.store().read().await.expect("read");
    let id = format!("id-{name}");
    ratings::rating(&mut tx, "test-server", &game, &id)
        .await
        .expect("rating")
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

async fn a_three_player_game_rates_every_pair_by_place() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "carol", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    ok(&service, CH, "bob", "/resign").await;
    assert!(
        stored(&service, GameKind::new("palanquee"), "alice")
            .await
            .is_none(),
        "not over yet"
    );
    ok(&service, CH, "carol", "/resign").await;
    // alice won; bob and carol resigned: they share the last place.
    let new = Glicko2Rating::new();
    let expected = rated(&[(new, 0), (new, 2), (new, 2)]);
    for (name, want) in [
        ("alice", expected[0]),
        ("bob", expected[1]),
        ("carol", expected[2]),
    ] {
        let row = stored(&service, GameKind::new("palanquee"), name)
            .await
            .expect("rated");
        assert!(
            close(row.rating, want.rating),
            "{name}: {row:?} against {want:?}"
        );
        assert!(close(row.deviation, want.deviation), "{name}: {row:?}");
        assert_eq!(row.games, 1);
        assert_eq!(row.name, name);
    }
    assert!(expected[0].rating > 1500.0 && expected[1].rating < 1500.0);

    let mine = texts(&ok(&service, "other", "bob", "/rating").await);
    assert!(mine.contains("**bob**'s ratings"), "{mine}");
    assert!(
        mine.contains("Palanquée: ") && mine.contains("? ± ") && mine.contains("1 rated game"),
        "{mine}"
    );
    assert!(mine.contains("Palago: not rated yet"), "{mine}");
    let theirs = texts(&ok(&service, "other", "bob", "/rating user:id-alice").await);
    assert!(theirs.contains("**alice**"), "{theirs}");
    let board = texts(&ok(&service, "other", "bob", "/leaderboard").await);
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[0].starts_with("Palanquée leaderboard"), "{board}");
    assert!(lines[1].starts_with("1. **alice** "), "{board}");
    assert_eq!(lines.len(), 4, "{board}");
    let palago = texts(&ok(&service, "other", "bob", "/leaderboard game:palago").await);
    assert!(
        palago.contains("Nobody has finished a rated game of Palago"),
        "{palago}"
    );
    let wrong = refused(&service, "other", "bob", "/leaderboard game:chess").await;
    assert!(wrong.contains("game:chess"), "{wrong}");
    assert!(wrong.contains("palanquee, palago"), "{wrong}");
}

async fn an_aborted_game_is_not_rated_and_palago_is_rated_apart() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    ok(&service, CH, "alice", "/abort").await;
    assert!(
        stored(&service, GameKind::new("palanquee"), "alice")
            .await
            .is_none()
    );
    assert!(
        stored(&service, GameKind::new("palanquee"), "bob")
            .await
            .is_none()
    );

    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/resign").await;
    let bob = stored(&service, GameKind::new("palago"), "bob")
        .await
        .expect("rated");
    let alice = stored(&service, GameKind::new("palago"), "alice")
        .await
        .expect("rated");
    assert!(
        bob.rating > 1500.0 && alice.rating < 1500.0,
        "{bob:?} {alice:?}"
    );
    assert!(
        stored(&service, GameKind::new("palanquee"), "bob")
            .await
            .is_none()
    );
}

/// Two games won by easy computers (each its own seat id) on one server:
/// one `Computer (easy)` player on the leaderboard, with both games.
async fn every_easy_computer_is_one_player_on_the_leaderboard() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    for (channel, who) in [("one", "alice"), ("two", "bob")] {
        ok(&service, channel, who, "/new").await;
        ok(&service, channel, who, "/addbot level:easy").await;
        ok(&service, channel, who, "/start").await;
        ok(&service, channel, who, "/resign").await;
    }
    let board = texts(&ok(&service, "other", "carol", "/leaderboard").await);
    assert_eq!(board.matches("Computer (easy)").count(), 1, "{board}");
    assert!(
        board.contains("1. **Computer (easy)** ") && board.contains("(2 games)"),
        "{board}"
    );
    assert_eq!(board.lines().count(), 4, "{board}");
    let mut tx = service.store().read().await.expect("read");
    let row = ratings::rating(
        &mut tx,
        "test-server",
        &GameKind::new("palanquee"),
        "computer:easy",
    )
    .await
    .expect("rating")
    .expect("rated as its level");
    assert_eq!(row.games, 2);
}

/// A game where no person is left (alice resigns before two computers)
/// ends at once, in public, and is not rated.
async fn a_game_left_to_computers_ends_unrated() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/addbot level:hard").await;
    ok(&service, CH, "alice", "/start").await;
    let resigned = texts(&ok(&service, CH, "alice", "/resign").await);
    assert!(
        resigned.contains("**No person is left in this game: it ends here, unrated.**"),
        "{resigned}"
    );
    assert!(service.computer_turns(CH).await.expect("none").is_empty());
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(
        status.contains("aborted: no person is left in this game: it ends unrated"),
        "{status}"
    );
    let board = texts(&ok(&service, "other", "bob", "/leaderboard").await);
    assert!(
        board.contains("Nobody has finished a rated game"),
        "{board}"
    );
    // The channel is free for another game.
    ok(&service, CH, "bob", "/new").await;
}

/// The stored Palanquée rating of `id` on `server`.
async fn rating_on(service: &Service, server: &str, id: &str) -> Option<RatingRow> {
    let mut tx = service.store().read().await.expect("read");
    ratings::rating(&mut tx, server, &GameKind::new("palanquee"), id)
        .await
        .expect("rating")
}

/// Migration 10 on a database with the ratings of three easy computers
/// and a hard one (each under its seat id) on one server, an easy one on
/// another, and a person: one row per server, game and level, the one
/// with the most games kept and the games summed; the person untouched.
async fn migration_10_merges_each_levels_computers_into_one_row() {
    let bench = Bench::new().await;
    let postgres = bench.url.starts_with("postgres");
    let backend = if postgres { "postgres" } else { "sqlite" };
    let old = tempfile::tempdir().expect("temp dir");
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    for entry in std::fs::read_dir(&folder).expect("migrations") {
        let name = entry.expect("entry").file_name();
        if name.to_string_lossy().as_ref() < "0010" {
            std::fs::copy(folder.join(&name), old.path().join(&name)).expect("copied");
        }
    }
    let migrator = sqlx::migrate::Migrator::new(old.path())
        .await
        .expect("migrations");
    let rows = [
        ("s1", "computer:easy:3", 1480.0, 90.0, 12),
        ("s1", "computer:easy:7", 1510.0, 80.0, 30),
        ("s1", "computer:easy:12", 1400.0, 200.0, 2),
        ("s1", "computer:hard:4", 1900.0, 100.0, 5),
        ("s2", "computer:easy:3", 1300.0, 150.0, 4),
        ("s1", "id-alice", 1600.0, 120.0, 9),
    ];
    let sql = "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games) VALUES ($1, 'palanquee', $2, 'Computer', $3, $4, 0.06, $5)";
    // The old schema and its rows, the same on either driver's connection.
    macro_rules! old_rows {
        ($conn:ident) => {
            migrator.run(&mut $conn).await.expect("old schema");
            for (server, id, rating, deviation, games) in rows {
                let insert = sqlx::query(sql).bind(server).bind(id).bind(rating);
                insert
                    .bind(deviation)
                    .bind(games as i64)
                    .execute(&mut $conn)
                    .await
                    .expect("old rows");
            }
        };
    }
    if postgres {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&bench.url)
            .await
            .expect("connects");
        old_rows!(conn);
    } else {
        use sqlx::ConnectOptions;
        use std::str::FromStr;
        let mut conn = sqlx::sqlite::SqliteConnectOptions::from_str(&bench.url)
            .expect("url")
            .create_if_missing(true)
            .connect()
            .await
            .expect("connects");
        old_rows!(conn);
    }
    let store = palanquee::store::Store::open(&bench.url)
        .await
        .expect("migrated");
    let service = bench.service_on(store);
    let get = |server: &'static str, id: &'static str| rating_on(&service, server, id);
    let easy = get("s1", "computer:easy").await.expect("merged");
    assert_eq!(
        (easy.rating, easy.deviation, easy.games),
        (1510.0, 80.0, 44)
    );
    let hard = get("s1", "computer:hard").await.expect("renamed");
    assert_eq!((hard.rating, hard.games), (1900.0, 5));
    let other = get("s2", "computer:easy").await.expect("per server");
    assert_eq!((other.rating, other.games), (1300.0, 4));
    let alice = get("s1", "id-alice").await.expect("kept");
    assert_eq!((alice.rating, alice.games), (1600.0, 9));
    for id in ["computer:easy:3", "computer:easy:7", "computer:hard:4"] {
        assert!(get("s1", id).await.is_none(), "{id} merged away");
    }
}

on_both_backends!(
    a_three_player_game_rates_every_pair_by_place,
    an_aborted_game_is_not_rated_and_palago_is_rated_apart,
    every_easy_computer_is_one_player_on_the_leaderboard,
    a_game_left_to_computers_ends_unrated,
    migration_10_merges_each_levels_computers_into_one_row,
);
