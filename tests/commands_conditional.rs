//! Conditional turns (issue 50) through the command layer, on SQLite and
//! PostgreSQL: a line three plies deep fires twice and then drops on a
//! turn it did not expect, in Palago (a turn's tiles typed in the other
//! order match) and in a two-seat Palanquée game; the opponent never
//! sees the queue (no post, reply or `/status` of theirs holds it); bad
//! lines are refused and store nothing.

mod common_store;

use common_store::{Bench, dump, ok, refused, texts, two_player_game};
use palanquee::commands::{Service, Visibility};
use palanquee::games::palago::{self, Turn};
use palanquee::games::palanquee::{Action, Game as PalanqueeGame};
use palanquee::store::Backend;

const CH: &str = "conditional-table";

/// Every post kept in the outbox: (destination, text).
async fn outbox(service: &Service) -> Vec<(String, String)> {
    let sql = "SELECT channel, text FROM outbox ORDER BY id";
    match service.store().backend() {
        Backend::Sqlite(pool) => sqlx::query_as(sql).fetch_all(pool).await,
        Backend::Postgres(pool) => sqlx::query_as(sql).fetch_all(pool).await,
    }
    .expect("the outbox")
}

/// The queued lines kept in the store.
async fn queued(service: &Service) -> i64 {
    let sql = "SELECT COUNT(*) FROM conditionals";
    let (count,): (i64,) = match service.store().backend() {
        Backend::Sqlite(pool) => sqlx::query_as(sql).fetch_one(pool).await,
        Backend::Postgres(pool) => sqlx::query_as(sql).fetch_one(pool).await,
    }
    .expect("the queue");
    count
}

/// Asserts that nothing `seen` (replies and posts another player could
/// read) holds any of `secret`.
fn never_seen(seen: &[String], secret: &[&str]) {
    for text in seen {
        for hidden in secret {
            assert!(!text.contains(hidden), "{hidden:?} shown in {text:?}");
        }
    }
}

/// The channel's posts and the replies others got, as text.
async fn public_texts(service: &Service, owner: &str, replies: &[String]) -> Vec<String> {
    let dm = format!("dm:id-{owner}");
    let mut seen: Vec<String> = outbox(service)
        .await
        .into_iter()
        .filter(|(to, _)| *to != dm)
        .map(|(_, text)| text)
        .collect();
    seen.extend(replies.iter().cloned());
    seen
}

/// `count` Palago turns from the start, none ending the game: at each
/// step the first legal turn that does not.
fn palago_turns(count: usize) -> (palago::Game, Vec<Turn>) {
    let mut game = palago::Game::new(palago::Options::default());
    let mut turns = Vec::new();
    for _ in 0..count {
        let turn = next_palago(&game, None);
        game.play(&turn).expect("legal");
        turns.push(turn);
    }
    (game, turns)
}

/// The first legal turn of `game` that does not end it, other than `not`.
fn next_palago(game: &palago::Game, not: Option<&Turn>) -> Turn {
    game.legal_turns()
        .into_iter()
        .find(|turn| {
            let mut after = game.clone();
            Some(turn) != not
                && turn.second().is_some()
                && after.play(turn).is_ok_and(|report| report.end.is_none())
        })
        .expect("a turn that goes on")
}

/// `turn` with its two tiles typed the other way round.
fn reversed(turn: &Turn) -> String {
    let tiles = turn.placements();
    format!("{} {}", tiles[1], tiles[0])
}

async fn palago_queue_fires_twice_then_drops() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let (_, turns) = palago_turns(7);
    let play = |turn: &Turn| format!("/play actions:\"{turn}\"");
    ok(&service, CH, "alice", &play(&turns[0])).await;

    // Bob is to move: his own line is refused; alice queues three deep,
    // bob's first expected turn typed with its tiles the other way round.
    let own = refused(&service, CH, "bob", "/conditional line:\"1,0:0 | 2,0:0\"").await;
    assert!(own.contains("It is your turn now"), "{own}");
    let line = format!(
        "/conditional line:\"{} | {} | {} | {} | {} | {}\"",
        reversed(&turns[1]),
        turns[2],
        turns[3],
        turns[4],
        turns[5],
        turns[6]
    );
    let answer = ok(&service, CH, "alice", &line).await;
    assert_eq!(answer.len(), 1);
    assert_eq!(answer[0].visibility, Visibility::Private);
    assert!(answer[0].text.starts_with("Queued"), "{}", answer[0].text);
    assert!(answer[0].file.is_some(), "the board at the end of the line");
    let shown = ok(&service, CH, "alice", "/conditional").await;
    assert_eq!(shown[0].visibility, Visibility::Private);
    assert!(
        shown[0].text.contains(&turns[6].to_string()),
        "{}",
        shown[0].text
    );
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("Your conditional line"),
        "{}",
        status[0].text
    );

    let mut seen_by_bob = Vec::new();
    // Bob plays the expected turn: alice's reply fires at once.
    let first = ok(&service, CH, "bob", &play(&turns[1])).await;
    assert_eq!(first.len(), 2, "{}", texts(&first));
    assert!(
        first[1].text.contains(&format!("laid {}", turns[2])),
        "{}",
        first[1].text
    );
    assert_eq!(first[1].mentions, ["id-bob"]);
    assert!(first[1].deadline.is_none() && first[1].visibility == Visibility::Public);
    seen_by_bob.extend(first.iter().map(|r| r.text.clone()));
    let bob_status = ok(&service, CH, "bob", "/status").await;
    seen_by_bob.extend(bob_status.iter().map(|r| r.text.clone()));
    // Then the second pair.
    let second = ok(&service, CH, "bob", &play(&turns[3])).await;
    assert_eq!(second.len(), 2, "{}", texts(&second));
    assert!(
        second[1].text.contains(&format!("laid {}", turns[4])),
        "{}",
        second[1].text
    );
    seen_by_bob.extend(second.iter().map(|r| r.text.clone()));
    let history = ok(&service, CH, "bob", "/history").await;
    seen_by_bob.extend(history.iter().map(|r| r.text.clone()));

    // Bob plays another turn than the third expected: the queue drops,
    // alice is told by DM alone, and nothing fires.
    let (after_five, _) = palago_turns(5);
    let other = next_palago(&after_five, Some(&turns[5]));
    let third = ok(&service, CH, "bob", &play(&other)).await;
    assert_eq!(third.len(), 1, "{}", texts(&third));
    seen_by_bob.extend(third.iter().map(|r| r.text.clone()));
    assert_eq!(queued(&service).await, 0);
    let posts = outbox(&service).await;
    let dms: Vec<&(String, String)> = posts
        .iter()
        .filter(|(to, _)| to.starts_with("dm:"))
        .collect();
    assert_eq!(dms.len(), 1, "{dms:?}");
    assert_eq!(dms[0].0, "dm:id-alice");
    assert!(
        dms[0].1.contains("are dropped: your opponent played"),
        "{}",
        dms[0].1
    );
    let empty = ok(&service, CH, "alice", "/conditional").await;
    assert!(
        empty[0].text.contains("no conditional turns"),
        "{}",
        empty[0].text
    );

    // Bob never read alice's queue: not its unplayed turn, not its words.
    let seen = public_texts(&service, "alice", &seen_by_bob).await;
    never_seen(
        &seen,
        &[&turns[6].to_string(), "conditional", "Queued", "dropped"],
    );
}

/// `count` whole two-seat Palanquée turns after alice's E4 and bob's
/// M10: the first legal actions until none is owed, as text.
fn palanquee_turns(count: usize) -> (PalanqueeGame, Vec<String>) {
    let mut game = PalanqueeGame::new(2).expect("two seats");
    for text in ["sow E4", "end", "sow M10", "end"] {
        let action: Action = text.parse().expect("an action");
        game.play(game.to_move(), action).expect("legal");
    }
    let mut turns = Vec::new();
    for _ in 0..count {
        turns.push(whole_turn(&mut game, None));
    }
    (game, turns)
}

/// Plays a whole turn on `game` (the first legal actions until none is
/// owed, avoiding `not` as the first), and returns it as text.
fn whole_turn(game: &mut PalanqueeGame, not: Option<&str>) -> String {
    let mover = game.to_move();
    let mut actions = Vec::new();
    while game.actions_owed() > 0 {
        let action = game
            .legal_actions()
            .into_iter()
            .find(|a| {
                !matches!(a, Action::End | Action::Resign | Action::Claim(_))
                    && (!actions.is_empty() || not.is_none_or(|n| !n.starts_with(&a.to_string())))
            })
            .expect("an action");
        game.play(mover, action).expect("legal");
        actions.push(action.to_string());
    }
    game.play(mover, Action::End).expect("the end");
    assert!(game.outcome().is_none());
    actions.join("; ")
}

async fn palanquee_queue_fires_twice_then_drops() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let (_, turns) = palanquee_turns(7);
    // Alice is to move (round 2): bob queues three pairs, typed loosely.
    let loose = |turn: &str| turn.to_uppercase().replace("; ", " , ");
    let line = format!(
        "/conditional line:\"{} | {} | {} | {} | {} | {}\"",
        loose(&turns[0]),
        turns[1],
        turns[2],
        turns[3],
        turns[4],
        turns[5]
    );
    let answer = ok(&service, CH, "bob", &line).await;
    assert_eq!(answer[0].visibility, Visibility::Private);
    assert!(answer[0].text.starts_with("Queued"), "{}", answer[0].text);
    let play = |turn: &str| format!("/play actions:\"{turn}; end\"");
    let mut seen_by_alice = Vec::new();
    let first = ok(&service, CH, "alice", &play(&turns[0])).await;
    assert_eq!(first.len(), 2, "{}", texts(&first));
    assert!(
        first[1].text.contains("**bob** played"),
        "{}",
        first[1].text
    );
    assert_eq!(first[1].mentions, ["id-alice"]);
    seen_by_alice.extend(first.iter().map(|r| r.text.clone()));
    let second = ok(&service, CH, "alice", &play(&turns[2])).await;
    assert_eq!(second.len(), 2, "{}", texts(&second));
    seen_by_alice.extend(second.iter().map(|r| r.text.clone()));
    let status = ok(&service, CH, "alice", "/status").await;
    seen_by_alice.extend(status.iter().map(|r| r.text.clone()));
    // Another turn than the third expected drops the queue.
    let (mut game, _) = palanquee_turns(4);
    let other = whole_turn(&mut game, Some(&turns[4]));
    assert_ne!(other, turns[4]);
    let third = ok(&service, CH, "alice", &play(&other)).await;
    assert_eq!(third.len(), 1, "{}", texts(&third));
    seen_by_alice.extend(third.iter().map(|r| r.text.clone()));
    assert_eq!(queued(&service).await, 0);
    let dms: Vec<(String, String)> = outbox(&service)
        .await
        .into_iter()
        .filter(|(to, _)| to.starts_with("dm:"))
        .collect();
    assert_eq!(dms.len(), 1, "{dms:?}");
    assert_eq!(dms[0].0, "dm:id-bob");
    let seen = public_texts(&service, "bob", &seen_by_alice).await;
    never_seen(&seen, &[&turns[5], "conditional", "Queued", "dropped"]);
}

async fn bad_lines_are_refused_and_store_nothing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    let early = refused(
        &service,
        CH,
        "alice",
        "/conditional line:\"0,0:0 0,-1:2 | 1,0:0 2,0:0\"",
    )
    .await;
    assert!(early.contains("has not started"), "{early}");
    ok(&service, CH, "alice", "/start").await;
    let (_, turns) = palago_turns(3);
    ok(
        &service,
        CH,
        "alice",
        &format!("/play actions:\"{}\"", turns[0]),
    )
    .await;
    let before = dump(&service).await;
    let cases = [
        (
            "carol",
            format!("/conditional line:\"{} | {}\"", turns[1], turns[2]),
            "no seat",
        ),
        (
            "alice",
            "/conditional line:\"zz | 1,0:0 2,0:0\"".to_string(),
            "Turn 1 of the line",
        ),
        (
            "alice",
            format!("/conditional line:\"{}\"", turns[1]),
            "pairs of turns",
        ),
        (
            "alice",
            format!("/conditional line:\"{} | \"", turns[1]),
            "pairs of turns",
        ),
        (
            "alice",
            format!("/conditional line:\"{} | 9,9:0 9,8:0\"", turns[1]),
            "Turn 2 of the line",
        ),
    ];
    for (who, line, said) in cases {
        let refusal = refused(&service, CH, who, &line).await;
        assert!(refusal.contains(said), "{line}: {refusal}");
    }
    assert_eq!(dump(&service).await, before, "a refusal changes nothing");
    assert_eq!(queued(&service).await, 0);

    // A three-player Palanquée game has no conditional turns.
    let three = "three-seats";
    ok(&service, three, "alice", "/new").await;
    ok(&service, three, "bob", "/join").await;
    ok(&service, three, "carol", "/join").await;
    ok(&service, three, "alice", "/start").await;
    let refusal = refused(
        &service,
        three,
        "bob",
        "/conditional line:\"sow E4 | sow M10\"",
    )
    .await;
    assert!(refusal.contains("two-player games only"), "{refusal}");
    // An illegal Palanquée ply, and a reply leaving actions unused.
    let two = "two-seats";
    two_player_game(&service, two, "").await;
    let illegal = refused(
        &service,
        two,
        "bob",
        "/conditional line:\"sow E4 | sow M10\"",
    )
    .await;
    assert!(illegal.contains("Turn 1 of the line"), "{illegal}");
    let (_, turns) = palanquee_turns(1);
    let unused = refused(
        &service,
        two,
        "bob",
        &format!("/conditional line:\"{} | end\"", turns[0]),
    )
    .await;
    assert!(unused.contains("whole turn"), "{unused}");
    assert_eq!(queued(&service).await, 0);
}

on_both_backends!(
    palago_queue_fires_twice_then_drops,
    palanquee_queue_fires_twice_then_drops,
    bad_lines_are_refused_and_store_nothing,
);
