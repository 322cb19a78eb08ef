//! The outbox on a real SQLite file: every announcement is kept in the
//! transaction of the change it announces and waits there until a front
//! end shows it or a channel post is confirmed; restarts keep it; posts a
//! channel refuses mark the channel, and its players are told why; each
//! game's deadline is settled on its own.

mod common_store;

use common_store::{Bench, ok, two_player_game};
use palanquee::commands::{ANSWER_GRACE, PostFailure, REFUSED_RETRY_WAIT, Reply, Service};
use palanquee::local::{self, LocalOptions};
use palanquee::store::outbox::OutboxRow;

const CH: &str = "channel-1";
const OTHER: &str = "channel-2";

/// The posts of `channel` not yet shown.
async fn undelivered(service: &Service, channel: &str) -> Vec<OutboxRow> {
    service
        .outbox()
        .undelivered_in(channel)
        .await
        .expect("outbox")
}

/// The posts due now.
async fn due_now(service: &Service, limit: i64) -> Vec<OutboxRow> {
    service.outbox().due_posts(limit).await.expect("due")
}

/// Marks post `id` shown (`how`); whether it was still waiting.
async fn delivered(service: &Service, id: i64, how: &str) -> bool {
    service.outbox().delivered(id, how).await.expect("marked")
}

/// What a front end does once it has shown `replies`.
async fn shown(service: &Service, replies: &[Reply]) {
    for id in replies.iter().filter_map(|r| r.post) {
        assert!(delivered(service, id, "answer").await);
    }
}

/// Marks every post of `channel` shown, as the front end would have.
async fn all_shown(service: &Service, channel: &str) {
    for post in undelivered(service, channel).await {
        delivered(service, post.id, "answer").await;
    }
}

async fn a_published_turn_waits_in_the_outbox_until_shown_even_across_a_restart() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    all_shown(&service, CH).await;
    let preview = ok(&service, CH, "alice", "/grow cell:E5").await;
    assert_eq!(preview[0].post, None, "a private preview is not announced");
    assert!(undelivered(&service, CH).await.is_empty());

    let published = ok(&service, CH, "alice", "/end").await;
    let id = published[0].post.expect("the turn is kept in the outbox");
    let kept = service
        .outbox()
        .undelivered_post(id)
        .await
        .expect("read")
        .expect("waiting");
    assert_eq!(kept.text, published[0].text);
    assert_eq!(kept.mentions, ["id-bob"]);
    let (name, bytes) = kept.file.clone().expect("the picture is kept");
    assert_eq!(name, "board.png");
    assert_eq!(&bytes, &published[0].file.as_ref().expect("png").bytes);
    image::load_from_memory(&bytes).expect("a real PNG");
    assert!(
        kept.nonce.len() <= 25 && !kept.nonce.is_empty(),
        "{}",
        kept.nonce
    );

    // The front end has a moment to answer; then the delivery task may post.
    assert!(due_now(&service, 10).await.is_empty());
    bench.advance(ANSWER_GRACE);
    let service = bench.service().await; // a restart: nothing is lost
    let due = due_now(&service, 10).await;
    assert_eq!(due.iter().map(|p| p.id).collect::<Vec<_>>(), [id]);
    assert_eq!(Reply::from(due[0].clone()).text, published[0].text);

    assert!(delivered(&service, id, "1234").await);
    assert!(!delivered(&service, id, "1234").await, "only once");
    assert!(due_now(&service, 10).await.is_empty());
    assert!(
        service
            .outbox()
            .undelivered_post(id)
            .await
            .expect("read")
            .is_none()
    );
}

async fn lobby_news_claims_and_resignations_are_announcements_too() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    for (who, line) in [("alice", "/new"), ("bob", "/join"), ("alice", "/start")] {
        let replies = ok(&service, CH, who, line).await;
        assert!(replies[0].post.is_some(), "{line}");
        shown(&service, &replies).await;
    }
    ok(&service, CH, "alice", "/sow cell:E4").await;
    shown(&service, &ok(&service, CH, "alice", "/end").await).await;
    let resigned = ok(&service, CH, "bob", "/resign").await;
    assert!(
        resigned[0].text.contains("Game over"),
        "{}",
        resigned[0].text
    );
    let id = resigned[0].post.expect("kept");
    let waiting = undelivered(&service, CH).await;
    assert_eq!(waiting.iter().map(|p| p.id).collect::<Vec<_>>(), [id]);
}

async fn deadline_posts_are_due_at_once_and_a_failing_game_does_not_stop_another() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "turn-hours:1").await;
    two_player_game(&service, OTHER, "turn-hours:1").await;
    all_shown(&service, CH).await;
    all_shown(&service, OTHER).await;
    // The first game's log no longer replays (a bug or tampering): its
    // deadline cannot be settled.
    let mut tx = service.store().write().await.expect("write");
    let sql = "INSERT INTO events (game_id, seq, seat, action, at) VALUES (1, 99, 0, 'sow Z99', 0)";
    palanquee::on_backend!(tx, |conn| sqlx::query(sql).execute(conn).await.map(|_| ()))
        .expect("insert");
    tx.commit().await.expect("commit");

    bench.advance(2 * 3600);
    let announced = service.tick().await.expect("the pass goes on");
    assert_eq!(announced.len(), 1, "{announced:?}");
    assert_eq!(announced[0].channel, OTHER);
    assert!(announced[0].reply.text.contains("Time is up"));
    let due = due_now(&service, 10).await;
    assert_eq!(due.len(), 1, "due at once: no front end will show it");
    assert_eq!(Some(due[0].id), announced[0].reply.post);
    assert_eq!(due[0].channel, OTHER);
}

async fn a_refused_channel_is_named_to_its_players_until_a_post_goes_through() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "turn-hours:1").await;
    all_shown(&service, CH).await;
    bench.advance(3600 - 10 * 60);
    let reminder = service.tick().await.expect("tick");
    let first = due_now(&service, 10).await.remove(0);
    assert_eq!(Some(first.id), reminder[0].reply.post);
    let problem = "I need Send Messages here (50013).";
    service
        .outbox()
        .post_failed(&first, &PostFailure::Refused(problem.into()))
        .await
        .expect("recorded");

    // The channel's players hear why, with every command and in /status.
    let status = ok(&service, CH, "bob", "/status").await;
    assert_eq!(status.len(), 1);
    assert!(status[0].text.contains(problem), "{}", status[0].text);
    assert!(status[0].text.contains("not reaching this channel"));
    let preview = ok(&service, CH, "alice", "/grow cell:E5").await;
    assert_eq!(preview.len(), 2);
    assert!(preview[1].is_private() && preview[1].text.contains(problem));
    let elsewhere = ok(&service, OTHER, "bob", "/help").await;
    assert_eq!(elsewhere.len(), 1, "other channels are not concerned");

    // Tried again now and then; later posts of the channel wait behind
    // the refused one, in order.
    bench.advance(REFUSED_RETRY_WAIT - 1);
    assert!(due_now(&service, 10).await.is_empty());
    bench.advance(11 * 60 - REFUSED_RETRY_WAIT);
    let again = due_now(&service, 10).await.remove(0);
    assert_eq!((again.id, again.attempts), (first.id, 1));
    service
        .outbox()
        .post_failed(&again, &PostFailure::Refused(problem.into()))
        .await
        .expect("recorded");
    let expiry = service.tick().await.expect("tick");
    assert_eq!(expiry.len(), 1);
    assert!(due_now(&service, 10).await.is_empty());
    bench.advance(REFUSED_RETRY_WAIT);
    let due: Vec<i64> = due_now(&service, 10).await.iter().map(|p| p.id).collect();
    let expiry = expiry[0].reply.post.expect("kept");
    assert_eq!(due, [first.id, expiry], "in order, the refused one first");
    assert!(delivered(&service, first.id, "5001").await);
    let due = due_now(&service, 10).await;
    assert_eq!(due[0].id, expiry);
    let status = ok(&service, CH, "bob", "/status").await;
    assert!(!status[0].text.contains(problem), "a post went through");
}

async fn passing_failures_are_tried_again_soon_and_lost_causes_are_kept_aside() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let opened = ok(&service, CH, "alice", "/new").await;
    let joined = ok(&service, CH, "bob", "/join").await;
    bench.advance(ANSWER_GRACE);
    let due = due_now(&service, 10).await;
    assert_eq!(due.len(), 2);
    assert_eq!(Some(due[0].id), opened[0].post);
    for attempt in 0..3 {
        let post = service
            .outbox()
            .undelivered_post(due[0].id)
            .await
            .expect("read")
            .expect("waiting");
        assert_eq!(post.attempts, attempt);
        service
            .outbox()
            .post_failed(&post, &PostFailure::Transient("502".into()))
            .await
            .expect("recorded");
        assert!(due_now(&service, 10).await.is_empty());
        bench.advance(1 << attempt);
    }
    let gone = due_now(&service, 10).await.remove(0);
    service
        .outbox()
        .post_failed(&gone, &PostFailure::Gone("channel deleted".into()))
        .await
        .expect("recorded");
    let due = due_now(&service, 10).await;
    assert_eq!(
        due.iter().map(|p| p.id).collect::<Vec<_>>(),
        [joined[0].post.expect("kept")]
    );
}

async fn the_local_mode_prints_announcements_left_unprinted_by_a_stop() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let missed = undelivered(&service, CH).await;
    assert!(!missed.is_empty(), "nothing was shown by a front end");
    let options = LocalOptions {
        channel: CH.into(),
        boards: bench.dir.path().join("boards"),
        language: palanquee::commands::Language::English,
    };
    let mut out = Vec::new();
    local::run(&service, &options, &b""[..], &mut out)
        .await
        .expect("runs");
    let out = String::from_utf8(out).expect("text");
    for post in &missed {
        let first_line = post.text.lines().next().expect("a line");
        assert!(out.contains(first_line), "{first_line} in {out}");
    }
    assert!(undelivered(&service, CH).await.is_empty());
}

on_both_backends!(
    a_published_turn_waits_in_the_outbox_until_shown_even_across_a_restart,
    lobby_news_claims_and_resignations_are_announcements_too,
    deadline_posts_are_due_at_once_and_a_failing_game_does_not_stop_another,
    a_refused_channel_is_named_to_its_players_until_a_post_goes_through,
    passing_failures_are_tried_again_soon_and_lost_causes_are_kept_aside,
    the_local_mode_prints_announcements_left_unprinted_by_a_stop,
);
