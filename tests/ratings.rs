//! Ratings through the command layer on a real database: a finished game
//! updates each player's Glicko-2 rating in the same transaction, by
//! pairwise results of the final places; resignations place last; an
//! aborted game changes nothing; `/rating` and `/leaderboard` show them.

mod common_store;

use common_store::{Bench, ok, texts};
use palanquee::commands::{Service, parse_command_line, rated};
use palanquee::games::GameKind;
use palanquee::store::ratings::{self, RatingRow};
use skillratings::glicko2::Glicko2Rating;

const CH: &str = "rated";

/// The stored rating of `name` (`id-NAME`) in `game`.
async fn stored(service: &Service, game: GameKind, name: &str) -> Option<RatingRow> {
    let mut tx = service.store().read().await.expect("read");
    let id = format!("id-{name}");
    ratings::rating(&mut tx, "test-server", game, &id)
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
        stored(&service, GameKind::Palanquee, "alice")
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
        let row = stored(&service, GameKind::Palanquee, name)
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
    let wrong = parse_command_line("/leaderboard game:chess").expect_err("no such game");
    assert!(wrong.contains("game:chess"), "{wrong}");
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
        stored(&service, GameKind::Palanquee, "alice")
            .await
            .is_none()
    );
    assert!(stored(&service, GameKind::Palanquee, "bob").await.is_none());

    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/resign").await;
    let bob = stored(&service, GameKind::Palago, "bob")
        .await
        .expect("rated");
    let alice = stored(&service, GameKind::Palago, "alice")
        .await
        .expect("rated");
    assert!(
        bob.rating > 1500.0 && alice.rating < 1500.0,
        "{bob:?} {alice:?}"
    );
    assert!(stored(&service, GameKind::Palanquee, "bob").await.is_none());
}

on_both_backends!(
    a_three_player_game_rates_every_pair_by_place,
    an_aborted_game_is_not_rated_and_palago_is_rated_apart,
);
