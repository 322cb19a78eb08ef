//! The delivery of the outbox to the channels, against the fake Discord:
//! expired turns posted, retried after a rate limit; a channel or a thread
//! that refuses posts tried again now and then and named in `/status`; a
//! post AutoMod blocks given up and the channel told; posts Discord
//! stored before a 502, whose success cannot be read, or whose deliverer
//! died, shown once (by their nonce); a hung post, a long Retry-After or a
//! 429 not holding up the other posts; a burst after an outage drawing no
//! 429.

mod discord_common;
mod fake_discord;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use discord_common::{
    BOB, CHANNEL, GUILD, caller, deadline_tick, delivery_for, eventually, fake_with_the_channel,
    game_with_a_deadline, here, open_game, posted, table_texts, waiting,
};
use fake_discord::{APP_ID, FakeDiscord, Fault, Place, Request, Rule, permissions};
use palanquee::commands::{Command, Language, REFUSED_RETRY_WAIT, blocked_notice};
use palanquee::discord::delivery::Delivery;
use poise::serenity_prelude as serenity;
use serde_json::Value;

/// A game in the channel whose turn expired two hours ago, and the
/// delivery of its outbox, with the test's clock.
async fn expired_game(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
) -> (Arc<Delivery>, Arc<AtomicI64>) {
    let (service, now) = game_with_a_deadline(dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    (delivery_for(fake, service), now)
}

#[tokio::test]
async fn expired_turns_are_posted_to_their_channel_with_a_retry() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, _clock) = expired_game(&fake, &dir).await;
    // Rate limited once: serenity's own rate limiter waits and retries.
    fake.fault(Rule::new(
        "POST",
        "/channels/",
        Fault::RateLimited {
            retry_after_secs: 0.2,
        },
    ));
    deadline_tick(&delivery).await;
    posted(&fake, 1).await;
    let posts: Vec<Request> = fake
        .requests()
        .into_iter()
        .filter(|r| r.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .collect();
    assert_eq!(posts.len(), 2, "{posts:?}");
    assert_eq!(posts[0].status, 429);
    assert_eq!(posts[1].status, 200);
    assert!(posts.iter().all(|p| p.tls), "through the rate limiter");
    let message = posts[1].json.as_ref().expect("json");
    let text = message["content"].as_str().expect("text");
    assert!(text.contains("<@"), "{text}");
    assert!(
        !message["allowed_mentions"]["users"]
            .as_array()
            .expect("users")
            .is_empty()
    );
    assert_eq!(table_texts(&fake), [text.to_string()]);
}

#[tokio::test]
async fn a_denied_channel_is_tried_once_then_named_in_status_until_it_takes_posts() {
    let fake = FakeDiscord::start().await;
    let denied = here().with_app_permissions(permissions::VIEW_CHANNEL | permissions::ATTACH_FILES);
    fake.add_place(&denied);
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, now) = expired_game(&fake, &dir).await;
    let service = delivery.service().clone();
    deadline_tick(&delivery).await;
    fake.wait_for("a refused post", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 403).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let posts = fake
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/messages"))
        .count();
    assert_eq!(posts, 1, "a refusal is not hammered");
    assert!(table_texts(&fake).is_empty());

    // The players hear why in /status (and with every command).
    let status = service
        .handle(&CHANNEL.to_string(), &caller(BOB), Command::Status)
        .await
        .expect("status");
    assert!(
        status[0].text.contains("not reaching this channel")
            && status[0].text.contains("missing permissions (50013)"),
        "{}",
        status[0].text
    );

    // Send Messages granted again: the next try posts it, once.
    fake.add_place(&here());
    now.fetch_add(REFUSED_RETRY_WAIT, Ordering::SeqCst);
    delivery.pass().await;
    posted(&fake, 1).await;
    assert!(table_texts(&fake)[0].contains("Time is up"));
    eventually("the problem cleared", async || {
        let problem = service
            .outbox()
            .channel_problem(&CHANNEL.to_string(), Language::English)
            .await;
        problem.expect("read").is_none()
    })
    .await;
    let status = service
        .handle(&CHANNEL.to_string(), &caller(BOB), Command::Status)
        .await
        .expect("status");
    assert!(
        !status[0].text.contains("not reaching"),
        "{}",
        status[0].text
    );
}

#[tokio::test]
async fn an_announcement_stored_before_a_502_shows_once() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, now) = expired_game(&fake, &dir).await;
    fake.fault(Rule::new(
        "POST",
        "/channels/",
        Fault::AfterStore { status: 502 },
    ));
    deadline_tick(&delivery).await;
    fake.wait_for("the 502", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 502).map(|_| ())
    })
    .await;
    // Once the failure is recorded, the post falls due a second later
    // and is tried again with the same nonce.
    tokio::time::sleep(Duration::from_millis(300)).await;
    now.fetch_add(2, Ordering::SeqCst);
    delivery.pass().await;
    fake.wait_for("the retry", Duration::from_secs(10), |requests| {
        let posts: Vec<&Request> = requests
            .iter()
            .filter(|r| r.path.ends_with("/messages"))
            .collect();
        (posts.len() == 2 && posts[1].status == 200).then_some(())
    })
    .await;
    let posts: Vec<Request> = fake
        .requests()
        .into_iter()
        .filter(|r| r.path.ends_with("/messages"))
        .collect();
    let nonces: Vec<&Value> = posts
        .iter()
        .map(|p| &p.json.as_ref().expect("json")["nonce"])
        .collect();
    assert_eq!(nonces[0], nonces[1], "one nonce for both tries");
    assert_eq!(posts[1].json.as_ref().expect("json")["enforce_nonce"], true);
    assert_eq!(table_texts(&fake).len(), 1, "{:#?}", table_texts(&fake));
    // Recorded as delivered: nothing more goes out.
    now.fetch_add(3600, Ordering::SeqCst);
    eventually("nothing due", async || {
        let due = delivery.service().outbox().due_posts(10).await;
        due.expect("due").is_empty()
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_retry_after_in_one_channel_does_not_hold_up_another() {
    const SLOW: u64 = 777_000_000_000_000_009;
    let fake = fake_with_the_channel().await;
    fake.add_place(&Place::channel(GUILD, SLOW));
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    open_game(&service, SLOW).await;
    fake.fault(Rule::new(
        "POST",
        &format!("/channels/{SLOW}/"),
        Fault::RateLimited {
            retry_after_secs: 30.0,
        },
    ));
    let delivery = delivery_for(&fake, service);
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    let started = Instant::now();
    deadline_tick(&delivery).await;
    posted(&fake, 1).await;
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(
        fake.channel_messages(SLOW).is_empty(),
        "still waiting out its Retry-After"
    );
    assert!(table_texts(&fake)[0].contains("Time is up"));
}

/// Issue 27, case 2: a thread the server cannot reopen (its cap of
/// active threads, 160006) or an archived thread (50083) is a refusal the
/// players can fix: the post is kept and tried again now and then, and
/// `/status` names the reason with Discord's code.
#[tokio::test]
async fn a_thread_that_cannot_take_posts_is_named_in_status() {
    for (fault, code) in [
        (Fault::thread_cap(), "(160006)"),
        (Fault::thread_archived(), "(50083)"),
    ] {
        let fake = fake_with_the_channel().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let (delivery, _now) = expired_game(&fake, &dir).await;
        fake.fault(Rule::new("POST", "/channels/", fault).forever());
        deadline_tick(&delivery).await;
        fake.wait_for("a refused post", Duration::from_secs(10), |requests| {
            requests.iter().find(|r| r.status == 400).map(|_| ())
        })
        .await;
        let service = delivery.service().clone();
        eventually("the problem recorded", async || {
            let problem = service
                .outbox()
                .channel_problem(&CHANNEL.to_string(), Language::English)
                .await;
            problem.expect("read").is_some()
        })
        .await;
        let status = service
            .handle(&CHANNEL.to_string(), &caller(BOB), Command::Status)
            .await
            .expect("status");
        assert!(
            status[0].text.contains("not reaching this channel") && status[0].text.contains(code),
            "{}",
            status[0].text
        );
        assert_eq!(waiting(&service).await, 1, "kept, to try again");
    }
}

/// Issue 27, case 2: an announcement the server's AutoMod blocks (200000)
/// is given up, and the channel is told in a short post of its own, once,
/// mentioning whom the blocked one did (issue 46: in a new thread, a
/// mention is what adds the players to it).
#[tokio::test]
async fn an_announcement_blocked_by_automod_is_given_up_and_the_channel_told() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, now) = expired_game(&fake, &dir).await;
    fake.fault(Rule::new("POST", "/channels/", Fault::automod_blocked()));
    deadline_tick(&delivery).await;
    fake.wait_for("the blocked post", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 400).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    posted(&fake, 1).await;
    now.fetch_add(3600, Ordering::SeqCst);
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let texts = table_texts(&fake);
    let notice = format!("<@{BOB}> {}", blocked_notice(Language::English));
    assert_eq!(texts, [notice], "{texts:#?}");
    let told = fake.channel_messages(CHANNEL).remove(0);
    let users = told.allowed_mentions.as_ref().map(|m| m["users"].clone());
    assert_eq!(users, Some(serde_json::json!([BOB.to_string()])));
    assert_eq!(
        waiting(delivery.service()).await,
        0,
        "given up, not retried"
    );
}

/// Issue 27, case 4: a channel post that never gets an answer fails after
/// the delivery's time limit as a passing error, and the channel's next
/// try posts it: the channel is not held busy for good.
#[tokio::test]
async fn a_hung_post_does_not_stop_the_channels_next_post() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    let http = fake
        .http()
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    let delivery = Delivery::with_timeout(Arc::new(http), service, Duration::from_millis(500));
    fake.fault(Rule::new("POST", "/channels/", Fault::Hang));
    deadline_tick(&delivery).await;
    fake.wait_for("the hung post", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 0).map(|_| ())
    })
    .await;
    let retried = async {
        loop {
            now.fetch_add(2, Ordering::SeqCst);
            delivery.pass().await;
            if !table_texts(&fake).is_empty() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(10), retried)
        .await
        .expect("posted after the hung try");
    assert_eq!(table_texts(&fake).len(), 1);
    assert!(table_texts(&fake)[0].contains("Time is up"));
}

/// Issue 27, case 5: Discord took a post but its answer cannot be read
/// (a 2xx with an unexpected body). The post is delivered: it is not sent
/// again, not even once the nonce is forgotten.
#[tokio::test]
async fn a_post_whose_success_cannot_be_read_is_not_posted_again() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, now) = expired_game(&fake, &dir).await;
    fake.fault(Rule::new("POST", "/channels/", Fault::UnreadableSuccess));
    deadline_tick(&delivery).await;
    posted(&fake, 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    fake.advance(Duration::from_secs(600));
    now.fetch_add(3600, Ordering::SeqCst);
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(table_texts(&fake).len(), 1, "{:#?}", table_texts(&fake));
    assert_eq!(
        waiting(delivery.service()).await,
        0,
        "recorded as delivered"
    );
}

/// Issue 27, case 5: a deliverer took a post, sent it and died before
/// recording it. Another one takes it over when the lease runs out, and
/// resends it with the same nonce: the lease is shorter than the time
/// Discord remembers a nonce, so the channel shows it once.
#[tokio::test]
async fn a_post_whose_deliverer_died_is_taken_over_within_the_nonce_window() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (delivery, now) = expired_game(&fake, &dir).await;
    let service = delivery.service().clone();
    service.tick().await.expect("the deadline settled");
    let taken = service.outbox().take_due_posts(10).await.expect("taken");
    assert_eq!(taken.len(), 1);
    let http = fake.http().build();
    let message = serenity::CreateMessage::new()
        .content(taken[0].text.clone())
        .nonce(serenity::Nonce::String(taken[0].nonce.clone()))
        .enforce_nonce(true);
    serenity::ChannelId::new(CHANNEL)
        .send_message(&http, message)
        .await
        .expect("the first deliverer's post");
    // It dies here. The lease runs out, on both clocks.
    let lease = palanquee::commands::DELIVERY_LEASE;
    now.fetch_add(lease, Ordering::SeqCst);
    fake.advance(Duration::from_secs(lease.unsigned_abs()));
    delivery.pass().await;
    fake.wait_for("the second try", Duration::from_secs(10), |requests| {
        let posts = requests
            .iter()
            .filter(|r| r.path.ends_with("/messages"))
            .count();
        (posts == 2).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(table_texts(&fake).len(), 1, "{:#?}", table_texts(&fake));
}

/// Issue 27, case 7: after an outage, the expired turns of 60 channels
/// fall due at once. The delivery serves a few channels at a time and
/// spaces its requests under Discord's global limit (50 a second, which
/// the fake enforces here with the per-channel limit): every post goes
/// out once, and Discord answers none with a 429, so none counts towards
/// its 10,000 invalid requests in 10 minutes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_after_an_outage_draws_no_429() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    fake.add_place(&here());
    let channels: Vec<u64> = (1..60).map(|i| CHANNEL + i).collect();
    for &channel in &channels {
        open_game(&service, channel).await;
        fake.add_place(&Place::channel(GUILD, channel));
    }
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    let delivery = delivery_for(&fake, service);
    fake.enforce_rate_limits();
    deadline_tick(&delivery).await;
    let all = channels.len() + 1;
    fake.wait_until("every expiry posted", Duration::from_secs(30), |fake| {
        let posts = fake.requests();
        posts
            .iter()
            .filter(|r| r.path.ends_with("/messages") && r.status == 200)
            .count()
            >= all
    })
    .await;
    let limited = fake.requests().iter().filter(|r| r.status == 429).count();
    assert_eq!(limited, 0, "429s in the burst");
    for channel in channels.iter().chain([&CHANNEL]) {
        assert_eq!(
            fake.channel_messages(*channel).len(),
            1,
            "channel {channel}"
        );
    }
}

/// Issue 27, case 7: behind a rate-limiting proxy (serenity's own limiter
/// off), a 429 reaches the delivery: it holds every channel's next
/// request for a second, rather than each channel drawing its own. Here
/// one channel's post draws a 429; another channel's post, due just
/// after, waits out the second.
#[tokio::test]
async fn a_429_holds_every_channels_next_post() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    let http = fake
        .http()
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    let delivery = Delivery::new(Arc::new(http), service.clone());
    fake.fault(Rule::new(
        "POST",
        &format!("/channels/{CHANNEL}/messages"),
        Fault::RateLimited {
            retry_after_secs: 1.0,
        },
    ));
    deadline_tick(&delivery).await;
    fake.wait_for("the 429", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 429).map(|_| ())
    })
    .await;
    // The hold starts when the 429 reaches the delivery, which records the
    // post's failure right after: a request begun before that could not
    // be held (in a release build the test's next post came 28 ms after
    // the fake sent the 429, before the delivery had read it).
    eventually("the 429 read by the delivery", async || {
        let posts = service.outbox().undelivered_in(&CHANNEL.to_string()).await;
        posts
            .expect("the outbox read")
            .iter()
            .any(|post| post.attempts > 0)
    })
    .await;
    let limited = Instant::now();
    let other = CHANNEL + 1;
    fake.add_place(&Place::channel(GUILD, other));
    open_game(&service, other).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    deadline_tick(&delivery).await;
    fake.wait_until(
        "the other channel's post",
        Duration::from_secs(10),
        |fake| !fake.channel_messages(other).is_empty(),
    )
    .await;
    assert!(
        limited.elapsed() >= Duration::from_millis(900),
        "the other channel's post waited out the shared backoff: {:?}",
        limited.elapsed()
    );
}
