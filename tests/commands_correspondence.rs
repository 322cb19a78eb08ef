//! What correspondence players ask for (issue 50), through the command
//! layer on SQLite and PostgreSQL: private notes (`/note`, `/notes`, in
//! their author's `/export` only), following a game (`/follow`: a direct
//! message per published turn and the result, `/mygames`, `/unfollow`),
//! and the daily digest (`/notify dm:digest hour:H`: once a day per
//! player however many processes tick).

mod common_store;

use common_store::{Bench, T0, caller, ok, refused, texts, two_player_game};
use palanquee::commands::{Caller, Language, MAX_NOTE, Service, parse_command_line};
use palanquee::store::OutboxRow;

/// The direct messages waiting for `who` (the bench's ids).
async fn dms(service: &Service, who: &str) -> Vec<OutboxRow> {
    service
        .outbox()
        .undelivered_in(&format!("dm:id-{who}"))
        .await
        .expect("the outbox reads")
}

/// `who` on another server than the bench's.
fn elsewhere(who: &str) -> Caller {
    Caller {
        server: "another-server".into(),
        ..caller(who)
    }
}

/// Runs `line` as `who` (any caller) in `channel`.
async fn ok_as(service: &Service, channel: &str, who: &Caller, line: &str) -> String {
    let command = parse_command_line(Language::English, line).expect("a command");
    let replies = service
        .handle(channel, who, command)
        .await
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    texts(&replies)
}

/// Notes: kept at the round, read back by their author only, in their
/// export only, without mentions; a note too long or empty is refused
/// and keeps nothing.
async fn notes_are_their_authors_alone() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, "1", "").await;
    let kept = ok(
        &service,
        "1",
        "alice",
        "/note text:\"Bob's seed <@123> is weak @everyone\"",
    )
    .await;
    assert!(kept.iter().all(|r| r.is_private()), "{kept:?}");
    assert!(
        texts(&kept).starts_with("Note kept at round 2"),
        "{}",
        texts(&kept)
    );
    ok(&service, "1", "alice", "/note text:\"then K9\"").await;

    let long = format!("/note text:{}", "x".repeat(MAX_NOTE + 1));
    let refusal = refused(&service, "1", "alice", &long).await;
    assert!(refusal.contains("at most 500 characters"), "{refusal}");

    let mine = texts(&ok(&service, "1", "alice", "/notes").await);
    assert!(mine.starts_with("Your notes on this game (2)"), "{mine}");
    assert!(mine.contains("round 2"), "{mine}");
    assert!(mine.contains("@123 is weak @\u{200b}everyone"), "{mine}");
    assert!(!mine.contains("<@123>"), "{mine}");
    let bobs = texts(&ok(&service, "1", "bob", "/notes").await);
    assert!(bobs.starts_with("You keep no notes"), "{bobs}");

    let export = |replies: Vec<palanquee::commands::Reply>| {
        let file = replies[0].file.clone().expect("a record");
        String::from_utf8(file.bytes).expect("text")
    };
    let alices = export(ok(&service, "1", "alice", "/export").await);
    assert!(
        alices.contains("# note, round 2: Bob's seed @123"),
        "{alices}"
    );
    assert!(alices.contains("# note, round 2: then K9"), "{alices}");
    let bobs = export(ok(&service, "1", "bob", "/export").await);
    assert!(!bobs.contains("note"), "{bobs}");

    // Every announcement of the game: none carries a note.
    let posts = service.outbox().undelivered_in("1").await.expect("posts");
    assert!(posts.iter().all(|p| !p.text.contains("K9")), "{posts:?}");
}

/// Following: Carol, who does not sit in the game, gets one direct
/// message per published turn with the board, and the result; a seated
/// player is refused; `/mygames` lists it; `/unfollow` stops them.
async fn a_follower_gets_each_turn_and_the_result() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, "1", "alice", "/new game:palago").await;
    ok(&service, "1", "bob", "/join").await;
    let seated = refused(&service, "1", "bob", "/follow").await;
    assert!(seated.contains("You sit in this game"), "{seated}");
    let followed = texts(&ok(&service, "1", "carol", "/follow").await);
    assert!(
        followed.starts_with("You follow this game of Palago"),
        "{followed}"
    );
    ok(&service, "1", "alice", "/start").await;
    assert!(
        dms(&service, "carol").await.len() <= 1,
        "the opening at most"
    );
    let opening = dms(&service, "carol").await.len();

    ok(&service, "1", "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    ok(&service, "1", "bob", "/play actions:\"1,-1:0 1,-2:0\"").await;
    ok(&service, "1", "alice", "/play actions:\"0,1:1 -1,2:0\"").await;
    let news = dms(&service, "carol").await;
    assert_eq!(news.len(), opening + 3, "{news:?}");
    for dm in &news[opening..] {
        let link = "https://discord.com/channels/test-server/1";
        assert!(
            dm.text
                .starts_with(&format!("Palago in {link}, which you follow:")),
            "{}",
            dm.text
        );
        let (name, png) = dm.file.clone().expect("the board");
        assert_eq!(name, "board.png");
        image::load_from_memory(&png).expect("the board decodes");
        assert!(dm.mentions.is_empty(), "a follower's copy pings nobody");
    }
    assert!(dms(&service, "alice").await.is_empty() && dms(&service, "bob").await.is_empty());

    let mine = texts(&ok(&service, "9", "carol", "/mygames").await);
    assert!(mine.starts_with("Games you follow (1):"), "{mine}");
    assert!(mine.contains("Palago in <#1>"), "{mine}");

    ok(&service, "1", "bob", "/resign").await;
    let after = dms(&service, "carol").await;
    assert_eq!(after.len(), opening + 4, "the result comes too");
    let done = texts(&ok(&service, "1", "carol", "/unfollow").await);
    assert!(done.contains("no longer follow"), "{done}");
    let again = texts(&ok(&service, "1", "carol", "/unfollow").await);
    assert!(again.contains("do not follow"), "{again}");
    let over = refused(&service, "1", "carol", "/follow").await;
    assert!(over.contains("no game in progress"), "{over}");
}

/// `/unfollow` works: after it no more copies come.
async fn unfollowing_stops_the_copies() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, "1", "").await;
    ok(&service, "1", "carol", "/follow").await;
    ok(&service, "1", "alice", "/grow cell:E5").await;
    ok(&service, "1", "alice", "/end").await;
    assert_eq!(dms(&service, "carol").await.len(), 1);
    ok(&service, "1", "carol", "/unfollow").await;
    ok(&service, "1", "bob", "/grow cell:M11").await;
    ok(&service, "1", "bob", "/end").await;
    assert_eq!(dms(&service, "carol").await.len(), 1);
}

/// Five games wait for Alice across two servers; two services on one
/// database tick at her hour at once: one digest listing the five, sent
/// once; the same day's later ticks send nothing; a day with nothing
/// waiting sends nothing; the next day with games, one more.
async fn a_digest_of_five_games_across_two_servers_is_sent_once() {
    let bench = Bench::new().await;
    let first = bench.service().await;
    let second = bench.service().await;
    // The bench's clock starts at T0; go to 06:00 UTC of that day.
    let day_start = T0 - T0.rem_euclid(86_400);
    bench.advance(day_start + 6 * 3600 - T0);
    let setting = ok(&first, "x", "alice", "/notify dm:digest hour:7").await;
    assert!(
        texts(&setting).contains("every day at 7:00 UTC"),
        "{}",
        texts(&setting)
    );
    for channel in ["10", "11", "12"] {
        let pace = if channel == "10" { "turn-hours:72" } else { "" };
        ok(&first, channel, "bob", &format!("/new game:palago {pace}")).await;
        ok(&first, channel, "alice", "/join").await;
        ok(&first, channel, "bob", "/start").await;
        ok(&first, channel, "bob", "/play actions:\"0,0:0 0,-1:2\"").await;
    }
    for channel in ["20", "21"] {
        ok_as(&first, channel, &elsewhere("bob"), "/new game:palago").await;
        ok_as(&first, channel, &elsewhere("alice"), "/join").await;
        ok_as(&first, channel, &elsewhere("bob"), "/start").await;
        ok_as(
            &first,
            channel,
            &elsewhere("bob"),
            "/play actions:\"0,0:0 0,-1:2\"",
        )
        .await;
    }
    // A game where it is Bob's turn is not listed.
    ok(&first, "30", "alice", "/new game:palago").await;
    ok(&first, "30", "bob", "/join").await;
    ok(&first, "30", "alice", "/start").await;
    ok(&first, "30", "alice", "/play actions:\"0,0:0 0,-1:2\"").await;

    first.tick().await.expect("ticks");
    assert!(dms(&first, "alice").await.is_empty(), "not before 07:00");
    bench.advance(3600 + 120);
    let (a, b) = tokio::join!(first.tick(), second.tick());
    a.expect("the first ticks");
    b.expect("the second ticks");
    let digests = dms(&first, "alice").await;
    assert_eq!(digests.len(), 1, "{digests:?}");
    let text = &digests[0].text;
    assert!(
        text.starts_with("Your daily digest: 5 games wait for your turn."),
        "{text}"
    );
    assert_eq!(
        text.matches("\n• Palago in https://discord.com/channels/")
            .count(),
        5,
        "{text}"
    );
    assert!(
        text.contains("channels/test-server/10: round 1, ends <t:"),
        "{text}"
    );
    assert!(
        text.contains("channels/another-server/21: round 1"),
        "{text}"
    );
    assert!(!text.contains("/30"), "{text}");
    bench.advance(3600);
    second.tick().await.expect("ticks");
    assert_eq!(dms(&first, "alice").await.len(), 1, "once a day");

    // Next day: Alice has played everywhere: nothing waits, nothing is sent.
    for channel in ["10", "11", "12"] {
        ok(&first, channel, "alice", "/play actions:\"1,-1:0 1,-2:0\"").await;
    }
    for channel in ["20", "21"] {
        ok_as(
            &first,
            channel,
            &elsewhere("alice"),
            "/play actions:\"1,-1:0 1,-2:0\"",
        )
        .await;
    }
    bench.advance(86_400);
    first.tick().await.expect("ticks");
    assert_eq!(dms(&first, "alice").await.len(), 1, "nothing waits");
    // The day after, one game waits again.
    ok(&first, "10", "bob", "/play actions:\"0,1:1 -1,2:0\"").await;
    bench.advance(86_400);
    first.tick().await.expect("ticks");
    let digests = dms(&first, "alice").await;
    assert_eq!(digests.len(), 2, "{digests:?}");
    assert!(
        digests[1]
            .text
            .starts_with("Your daily digest: one game waits"),
        "{}",
        digests[1].text
    );
}

/// `/notify` reads its choices and refuses what does not fit.
async fn notify_reads_its_choices() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let none = refused(&service, "x", "alice", "/notify dm:digest").await;
    assert!(none.contains("hour:0 to hour:23"), "{none}");
    let stray = refused(&service, "x", "alice", "/notify dm:on hour:5").await;
    assert!(stray.contains("goes with dm:digest or dm:both"), "{stray}");
    let both = texts(&ok(&service, "x", "alice", "/notify dm:both hour:23").await);
    assert!(
        both.contains("one when it becomes your turn, and a daily digest at 23:00 UTC"),
        "{both}"
    );
    let bad = parse_command_line(Language::English, "/notify dm:weekly");
    assert!(bad.is_err_and(|e| e.contains("say on, off, digest or both")));
    let late = parse_command_line(Language::English, "/notify dm:digest hour:24");
    assert!(late.is_err());
}

on_both_backends!(
    notes_are_their_authors_alone,
    a_follower_gets_each_turn_and_the_result,
    unfollowing_stops_the_copies,
    a_digest_of_five_games_across_two_servers_is_sent_once,
    notify_reads_its_choices,
);
