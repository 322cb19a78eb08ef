//! Tournament games' threads as Discord keeps them (issue 46): one thread
//! per board whatever fails while it is opened, a board without a thread
//! played in its event's channel, openings that wait out long 429s
//! without holding up other channels, threads that archive themselves
//! and are reopened by the next post, finished boards' threads archived,
//! and a later event's board of the same name in a thread of its own.

mod discord_common;
mod fake_discord;

use std::time::{Duration, Instant};

use discord_common::{
    ALICE, BOB, CHANNEL, GUILD, alice, bob, caller, content, delivery_timed, here, play_in,
    registered_fake, service_in, service_with_a_clock, start_bot_with, table_texts, texts_of,
};
use fake_discord::{FakeDiscord, Fault, Place, Rule, permissions};
use palanquee::commands::tournament::board_channel;
use palanquee::commands::{Service, parse_command_line};
use palanquee::discord::delivery::Delivery;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// The time limit of each request in the delivery-level tests.
const TIMEOUT: Duration = Duration::from_secs(1);

/// The board's channel in the command layer.
fn board() -> String {
    board_channel(&CHANNEL.to_string(), 1, 1)
}

/// Alice and Bob's round-robin event of Palago in the channel, started
/// by commands answered in the channel: its board's opening post waits in
/// the outbox.
async fn event_started(service: &Service, extra: &str) {
    let new = format!("/tournament new format:round-robin game:palago{extra}");
    for (who, line) in [
        (ALICE, new.as_str()),
        (ALICE, "/tournament join"),
        (BOB, "/tournament join"),
        (ALICE, "/tournament start"),
    ] {
        play_in(service, CHANNEL, who, line).await;
    }
}

/// A fake Discord where the bot may use `place` (the channel), a
/// database in a folder of its own, and a service with a clock the test
/// moves, whose event (`extra` options) has started.
async fn event_on_a_clock(
    place: &Place,
    extra: &str,
) -> (FakeDiscord, tempfile::TempDir, Service, Arc<AtomicI64>) {
    let fake = registered_fake().await;
    fake.add_place(place);
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = service_with_a_clock(&dir).await;
    event_started(&service, extra).await;
    (fake, dir, service, now)
}

/// The same on the system clock, its board's opening waiting.
async fn event_waiting() -> (FakeDiscord, tempfile::TempDir, Service) {
    let fake = registered_fake().await;
    fake.add_place(&here());
    let dir = tempfile::tempdir().expect("temp dir");
    let service = service_in(&dir).await;
    event_started(&service, "").await;
    (fake, dir, service)
}

/// Waits (30 s at most) until the board's opening post is in a thread;
/// that thread.
async fn opened_thread(fake: &FakeDiscord) -> u64 {
    fake.wait_until(
        "the opening posted",
        Duration::from_secs(30),
        opened_in_a_thread,
    )
    .await;
    fake.opened_threads().remove(0).0
}

/// Runs `line` for `who` in `channel` without showing its announcements:
/// they are due for the delivery at once.
async fn announced(service: &Service, channel: &str, who: u64, line: &str) {
    let command =
        parse_command_line(palanquee::commands::Language::English, line).expect("a command");
    let replies = service
        .handle(channel, &caller(who), command)
        .await
        .expect("accepted");
    for id in replies.iter().filter_map(|r| r.post) {
        service.outbox().post_due_now(id).await.expect("due");
    }
}

/// Passes of `delivery` until `holds`, 30 s at most.
async fn deliver_until(
    delivery: &Arc<Delivery>,
    fake: &FakeDiscord,
    what: &str,
    holds: impl Fn(&FakeDiscord) -> bool,
) {
    let started = Instant::now();
    while !holds(fake) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{what}; violations: {:?}; in the channel: {:?}; requests: {:?}",
            fake.violations(),
            table_texts(fake),
            fake.requests()
                .iter()
                .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                .collect::<Vec<_>>()
        );
        delivery.pass().await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The starter messages of the board in the event's channel.
fn starters(fake: &FakeDiscord) -> usize {
    fake.channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.starts_with("r1-b1 · "))
        .count()
}

/// Whether the board's opening post is in a thread the bot opened.
fn opened_in_a_thread(fake: &FakeDiscord) -> bool {
    fake.opened_threads().iter().any(|(thread, _)| {
        fake.channel_messages(*thread)
            .iter()
            .any(|m| m.content.contains("round 1, board 1"))
    })
}

/// One thread per board, and one starter message, under each fault.
async fn one_thread_despite(case: &str, rules: Vec<Rule>) {
    let (fake, _dir, service) = event_waiting().await;
    for rule in rules {
        fake.fault(rule);
    }
    let delivery = delivery_timed(&fake, service, TIMEOUT);
    deliver_until(&delivery, &fake, case, opened_in_a_thread).await;
    let threads = fake.opened_threads();
    assert_eq!(threads.len(), 1, "{case}: {threads:?}");
    assert_eq!(starters(&fake), 1, "{case}");
    // The thread's name says who plays.
    let name = &threads[0].1;
    assert!(name.starts_with("r1-b1 · "), "{case}: {name}");
    assert!(name.contains(&ALICE.to_string()) && name.contains(&BOB.to_string()));
}

/// Issue 46, case 1: a thread made with no nonce was made again after
/// each of these; now each ends with one thread and one starter.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_thread_per_board_under_every_fault() {
    let starter_post = format!("/channels/{CHANNEL}/messages");
    let after = |status| Fault::AfterStore { status };
    let cases = [
        (
            "thread made, then 502",
            Rule::new("POST", "/threads", after(502)),
        ),
        (
            "thread request hangs",
            Rule::new("POST", "/threads", Fault::Hang),
        ),
        (
            "thread made, unreadable answer",
            Rule::new("POST", "/threads", Fault::UnreadableSuccess),
        ),
        (
            "starter posted, then 502",
            Rule::new("POST", &starter_post, after(502)),
        ),
        (
            "starter request hangs",
            Rule::new("POST", &starter_post, Fault::Hang),
        ),
        (
            "starter posted, unreadable answer",
            Rule::new("POST", &starter_post, Fault::UnreadableSuccess),
        ),
        (
            "thread 500 three times",
            Rule::new("POST", "/threads", Fault::server(500)).times(3),
        ),
    ];
    for (case, rule) in cases {
        one_thread_despite(case, vec![rule]).await;
    }
}

/// The store fails after Discord made the thread: the next try finds the
/// thread already started on the starter (160004) and adopts it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_the_store_failed_to_keep_is_adopted_not_made_again() {
    let (fake, dir, service) = event_waiting().await;
    let url = discord_common::sqlite_in(&dir);
    let pool = sqlx::SqlitePool::connect(&url).await.expect("the file");
    sqlx::query(
        "CREATE TRIGGER refuse_threads BEFORE UPDATE OF thread ON board_games_threads
         BEGIN SELECT RAISE(ABORT, 'the disk failed (test)'); END",
    )
    .execute(&pool)
    .await
    .expect("trigger");
    let delivery = delivery_timed(&fake, service, TIMEOUT);
    deliver_until(&delivery, &fake, "a thread made", |fake| {
        !fake.opened_threads().is_empty()
    })
    .await;
    sqlx::query("DROP TRIGGER refuse_threads")
        .execute(&pool)
        .await
        .expect("dropped");
    deliver_until(&delivery, &fake, "the opening posted", opened_in_a_thread).await;
    assert_eq!(fake.opened_threads().len(), 1);
    assert_eq!(starters(&fake), 1);
    let adopted = fake
        .requests()
        .iter()
        .any(|r| r.path.ends_with("/threads") && r.status == 400);
    assert!(adopted, "the second start was answered 160004");
}

/// Two processes on one database: the first posts the starter (or makes
/// the thread) and dies before keeping it; the second finds the same
/// starter by its nonce (or the thread by 160004).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_process_finishes_the_first_ones_opening() {
    let starter_post = format!("/channels/{CHANNEL}/messages");
    for (case, rule) in [
        (
            "starter posted, then 502",
            Rule::new("POST", &starter_post, Fault::AfterStore { status: 502 }),
        ),
        (
            "thread made, then 502",
            Rule::new("POST", "/threads", Fault::AfterStore { status: 502 }),
        ),
    ] {
        let fake = registered_fake().await;
        fake.add_place(&here());
        let dir = tempfile::tempdir().expect("temp dir");
        let first = service_in(&dir).await;
        event_started(&first, "").await;
        fake.fault(rule);
        let dying = delivery_timed(&fake, first, TIMEOUT);
        deliver_until(&dying, &fake, case, |fake| {
            fake.requests().iter().any(|r| r.status == 502)
        })
        .await;
        drop(dying);
        let second = delivery_timed(&fake, service_in(&dir).await, TIMEOUT);
        deliver_until(&second, &fake, case, opened_in_a_thread).await;
        assert_eq!(fake.opened_threads().len(), 1, "{case}");
        assert_eq!(starters(&fake), 1, "{case}");
    }
}

/// Issue 46, case 2: when no thread can be made the board is played in
/// the event's channel, its posts marked with its name, its players told
/// and mentioned; their commands there go to it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_whose_thread_cannot_be_made_is_played_in_the_event_channel() {
    let refusals = [
        Fault::thread_cap(),
        Fault::error(
            400,
            160_007,
            "Maximum number of active announcement threads reached",
        ),
        Fault::error(400, 50024, "Cannot execute action on this channel type"),
        Fault::missing_permissions(),
    ];
    for refusal in refusals {
        let (fake, _dir, service) = event_waiting().await;
        fake.fault(Rule::new("POST", "/threads", refusal.clone()).forever());
        let delivery = delivery_timed(&fake, service.clone(), TIMEOUT);
        deliver_until(&delivery, &fake, "the opening and a notice", |fake| {
            let texts = fake.channel_messages(CHANNEL);
            let opening = |t: &str| t.contains("[r1-b1] ") && t.contains("board 1");
            texts.iter().any(|m| opening(&m.content))
                && texts
                    .iter()
                    .any(|m| m.content.contains("Its thread cannot be made"))
        })
        .await;
        assert!(fake.opened_threads().is_empty(), "{refusal:?}");
        let texts = texts_of(&fake, CHANNEL);
        let notice = texts
            .iter()
            .find(|t| t.contains("Its thread cannot be made"))
            .unwrap_or_else(|| panic!("no notice: {texts:?}"));
        assert!(notice.contains(&format!("<@{ALICE}>")), "{notice}");
        assert!(notice.contains(&format!("<@{BOB}>")), "{notice}");
        let (event, bob_id) = (CHANNEL.to_string(), BOB.to_string());
        let routed = service
            .tournaments()
            .fallback_board_of(&event, &bob_id)
            .await;
        assert_eq!(routed.expect("read"), Some(board()), "{refusal:?}");
    }
}

/// A board's thread deleted by a moderator: its next post goes to the
/// event's channel, said there, never dropped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_thread_falls_back_to_the_event_channel() {
    let (fake, _dir, service) = event_waiting().await;
    let delivery = delivery_timed(&fake, service.clone(), TIMEOUT);
    deliver_until(&delivery, &fake, "the opening posted", opened_in_a_thread).await;
    let (thread, _) = fake.opened_threads().remove(0);
    fake.delete_place(thread);
    announced(&service, &board(), BOB, "/resign").await;
    deliver_until(&delivery, &fake, "the resignation in the channel", |fake| {
        fake.channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("[r1-b1] ") && m.content.contains("resign"))
    })
    .await;
    let texts = texts_of(&fake, CHANNEL);
    assert!(
        texts.iter().any(|t| t.contains("Its thread is gone")),
        "{texts:?}"
    );
}

/// Issue 46, case 3: Discord's thread route answers a 429 of 250 s
/// (shared scope). Nine boards wait for their threads; a post in another
/// channel still goes out within a second (before, the openings held the
/// eight delivery slots for the whole request time limit).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_thread_rate_limit_does_not_hold_up_other_channels() {
    let fake = registered_fake().await;
    fake.add_place(&here());
    let other = CHANNEL + 50;
    fake.add_place(&Place::channel(GUILD, other));
    let dir = tempfile::tempdir().expect("temp dir");
    let service = service_in(&dir).await;
    let players: Vec<u64> = (0..18).map(|n| 900_000_000_000_000_000 + n).collect();
    play_in(
        &service,
        CHANNEL,
        players[0],
        "/tournament new format:round-robin game:palago",
    )
    .await;
    for &player in &players {
        play_in(&service, CHANNEL, player, "/tournament join").await;
    }
    play_in(&service, CHANNEL, players[0], "/tournament start").await;
    let hold = Fault::SharedRateLimited {
        retry_after_secs: 250.0,
    };
    fake.fault(Rule::new("POST", "/threads", hold).forever());
    // The time limit of a running bot.
    let delivery = discord_common::delivery_for(&fake, service.clone());
    delivery.pass().await;
    fake.wait_until("a thread asked for", Duration::from_secs(20), |fake| {
        fake.requests().iter().any(|r| r.status == 429)
    })
    .await;
    announced(&service, &other.to_string(), ALICE, "/new").await;
    let asked = Instant::now();
    delivery.pass().await;
    fake.wait_until(
        "the other channel's post",
        Duration::from_secs(30),
        |fake| !fake.channel_messages(other).is_empty(),
    )
    .await;
    let waited = asked.elapsed();
    assert!(waited < Duration::from_secs(1), "waited {waited:?}");
}

/// Issue 46, case 5: a later event's board of the same name. The earlier
/// game's posts still waiting go to its own thread, never into the new
/// game's, and the new game's thread is another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_posts_never_land_in_a_new_events_thread() {
    let (fake, _dir, service) = event_waiting().await;
    let delivery = delivery_timed(&fake, service.clone(), TIMEOUT);
    deliver_until(&delivery, &fake, "the first opening", opened_in_a_thread).await;
    let (first, _) = fake.opened_threads().remove(0);
    // Bob resigns; the announcements wait while a new event starts.
    announced(&service, &board(), BOB, "/resign").await;
    event_started(&service, "").await;
    deliver_until(&delivery, &fake, "both boards posted", |fake| {
        fake.opened_threads().len() == 2
            && fake
                .opened_threads()
                .iter()
                .all(|(thread, _)| !fake.channel_messages(*thread).is_empty())
    })
    .await;
    deliver_until(&delivery, &fake, "the resignation", |fake| {
        fake.channel_messages(first)
            .iter()
            .any(|m| m.content.contains("resign"))
    })
    .await;
    let (second, _) = fake
        .opened_threads()
        .into_iter()
        .find(|(thread, _)| *thread != first)
        .expect("a second thread");
    let in_second = texts_of(&fake, second);
    assert!(
        in_second.iter().all(|t| !t.contains("resign")),
        "{in_second:?}"
    );
    assert!(in_second[0].contains("round 1, board 1"), "{in_second:?}");
}

/// Issue 46, case 4: with turns longer than a week, a board's thread
/// archives itself after a week of quiet and takes no commands; the
/// reminder before the deadline is posted into it, which reopens it, and
/// its player acts there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_gets_its_reminder_and_its_player_acts() {
    let (fake, _dir, service, now) = event_on_a_clock(&here(), " turn-hours:200").await;
    let _bot = start_bot_with(&fake, service, Duration::from_millis(200)).await;
    let thread = opened_thread(&fake).await;
    let place = Place::public_thread(GUILD, CHANNEL, thread);
    fake.advance(Duration::from_secs(8 * 24 * 3600));
    assert!(fake.thread_state(thread).expect("a thread").archived);
    assert!(fake.try_types(&alice(), &place, "/status").is_err());
    now.fetch_add(199 * 3600 + 1800, Ordering::SeqCst);
    fake.wait_until("the reminder", Duration::from_secs(30), |fake| {
        fake.channel_messages(thread).len() >= 2
    })
    .await;
    assert!(!fake.thread_state(thread).expect("a thread").archived);
    for who in [alice(), bob()] {
        let token = fake.types(&who, &place, "/status");
        let answer = content(&fake.answers(&token, 1).await.remove(0));
        assert!(!answer.is_empty());
    }
}

/// Issue 46, case 4: a finished board's thread is archived (it would
/// count against the server's active threads), when the bot has Manage
/// Threads.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_boards_thread_is_archived() {
    let managing =
        here().with_app_permissions(permissions::DEFAULT_APP | permissions::MANAGE_THREADS);
    let (fake, _dir, service, _now) = event_on_a_clock(&managing, "").await;
    let _bot = start_bot_with(&fake, service, Duration::from_secs(3600)).await;
    let thread = opened_thread(&fake).await;
    assert!(!fake.thread_state(thread).expect("a thread").archived);
    let place = Place::public_thread(GUILD, CHANNEL, thread)
        .with_app_permissions(permissions::DEFAULT_APP | permissions::MANAGE_THREADS);
    let token = fake.types(&bob(), &place, "/resign");
    fake.answers(&token, 1).await;
    fake.wait_until("the thread archived", Duration::from_secs(30), |fake| {
        fake.thread_state(thread).is_some_and(|t| t.archived)
    })
    .await;
    let texts = texts_of(&fake, thread);
    assert!(texts.iter().any(|t| t.contains("resign")), "{texts:?}");
}
