//! The bot's life against the fake Discord: its commands registered at
//! start (tried again after server errors; a refusal stops the bot, and
//! its process, saying what to fix), only its own shards connected, its
//! session resumed or started again when the gateway goes away, one of
//! each background loop whatever happens (a pass that panics restarts
//! its loop), a preview's button still working after a restart, and a
//! deleted database stopping the bot.

mod discord_common;
mod fake_discord;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use discord_common::{
    BOB, CHANNEL, Database, GUILD, Table, alice, bob, bot_online, buttons, config, content,
    eventually, fake_with_the_channel, game_with_a_deadline, here, is_ephemeral, open_game,
    picture, posted, service_in, sqlite_in, start_bot, start_bot_configured, start_bot_with,
    table_texts,
};
use fake_discord::{FakeDiscord, Fault, Place, Rule};
use palanquee::commands::Service;
use palanquee::discord::{Bot, Config, DiscordProbe, ShardRange};
use palanquee::store::Store;

#[tokio::test]
async fn registration_is_tried_again_after_server_errors() {
    let fake = FakeDiscord::start().await;
    fake.fault(Rule::new("PUT", "/commands", Fault::server(500)).times(2));
    let dir = tempfile::tempdir().expect("temp dir");
    let bot = Bot::connect(
        || fake.http().build(),
        service_in(&dir).await,
        &config(Duration::from_secs(3600)),
        &Arc::new(DiscordProbe::new(1)),
    )
    .await
    .expect("registered on the third try");
    let puts: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT")
        .map(|r| r.status)
        .collect();
    assert_eq!(puts, [500, 500, 200]);
    assert!(!fake.registered_commands(Some(GUILD)).is_empty());
    eventually("the loops started", async || {
        bot.deadline_loops.count() + bot.delivery_loops.count() == 2
    })
    .await;
}

#[tokio::test]
async fn a_refused_registration_stops_the_bot_saying_what_to_fix() {
    let fake = FakeDiscord::start().await;
    fake.fault(Rule::new("PUT", "/commands", Fault::missing_access()).forever());
    let dir = tempfile::tempdir().expect("temp dir");
    let outcome = Bot::connect(
        || fake.http().build(),
        service_in(&dir).await,
        &config(Duration::from_secs(3600)),
        &Arc::new(DiscordProbe::new(1)),
    )
    .await;
    let Err(error) = outcome else {
        panic!("the bot must not run without its commands");
    };
    let text = error.to_string();
    assert!(
        text.starts_with(&format!(
            "DEV_GUILD_ID {GUILD} is not a server the bot is in"
        )),
        "{text}"
    );
    let puts = fake.requests().iter().filter(|r| r.method == "PUT").count();
    assert_eq!(puts, 1, "a 403 is not retried");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_process_exits_non_zero_when_registration_is_refused() {
    let fake = FakeDiscord::start().await;
    fake.fault(Rule::new("PUT", "/commands", Fault::missing_access()).forever());
    let dir = tempfile::tempdir().expect("temp dir");
    let url = sqlite_in(&dir);
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .arg("bot")
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_PROXY", fake.proxy_url())
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("DATABASE_URL", &url)
        .kill_on_drop(true)
        .output();
    let output = tokio::time::timeout(Duration::from_secs(30), child)
        .await
        .expect("the process stops by itself")
        .expect("the process ran");
    assert!(!output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let last = stderr.lines().last().unwrap_or("");
    assert!(
        last.starts_with(&format!(
            "error: DEV_GUILD_ID {GUILD} is not a server the bot is in"
        )),
        "{stderr}"
    );
    assert!(fake.requests().iter().all(|r| !r.tls), "through the proxy");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_connects_only_its_own_shards() {
    // SHARD_COUNT=2 SHARDS=1-1: this process is shard 1 of 2, and only that.
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let second_half = Config {
        shards: Some(ShardRange {
            first: 1,
            last: 1,
            count: 2,
        }),
        ..config(Duration::from_secs(3600))
    };
    let _bot = start_bot_configured(&fake, service_in(&dir).await, &second_half).await;
    let token = fake.types(&alice(), &Place::channel(GUILD, CHANNEL), "/help");
    let help = fake.answers(&token, 1).await.remove(0);
    assert!(content(&help).contains("/new"), "{}", content(&help));
    assert_eq!(fake.identified_shards(), [[1, 2]]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_a_reconnect_and_misses_nothing() {
    let online = bot_online().await;
    let table = &online.table;
    let new = table.run(&alice(), "/new").await;
    assert!(!is_ephemeral(&new));

    // Discord asks for a reconnect; a command sent meanwhile waits for the
    // resumed session and is answered.
    table.fake.reconnect();
    let join = table.run(&bob(), "/join").await;
    assert!(!is_ephemeral(&join), "{}", content(&join));
    let counts = table.fake.gateway_counts();
    assert_eq!(
        (counts.identifies, counts.resumes, counts.connections),
        (1, 1, 2)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_identifies_again_after_its_session_is_invalidated() {
    let online = bot_online().await;
    let table = &online.table;
    table.fake.invalidate_session(false);
    // serenity restarts the shard (at most one start per 5 s). Meanwhile
    // the bot is offline: an interaction now would fail on Discord's side
    // too, so the players wait for the new session.
    table
        .fake
        .wait_until("a new session", Duration::from_secs(10), |fake| {
            fake.identifies() == 2
        })
        .await;
    let new = table.run(&alice(), "/new").await;
    assert!(!is_ephemeral(&new), "{}", content(&new));
    let registrations = table
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT")
        .count();
    assert_eq!(registrations, 1, "commands are registered once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnects_and_new_sessions_leave_exactly_one_deadline_loop() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    fake.add_place(&here());
    let bot = start_bot_with(&fake, service, Duration::from_millis(100)).await;
    fake.reconnect();
    fake.wait_until("a resumed session", Duration::from_secs(10), |fake| {
        fake.resumes() == 1
    })
    .await;
    fake.invalidate_session(false);
    fake.wait_until("a new session", Duration::from_secs(10), |fake| {
        fake.identifies() == 2
    })
    .await;
    assert_eq!(bot.deadline_loops.count(), 1);
    assert_eq!(bot.delivery_loops.count(), 1);
    // And that one loop works: the expiry is posted, once.
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    posted(&fake, 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(table_texts(&fake).len(), 1, "{:#?}", table_texts(&fake));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_pass_restarts_its_loop() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = sqlite_in(&dir);
    let store = Store::open(&url).await.expect("store opens");
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let panics = Arc::new(AtomicI64::new(0));
    let (clock, armed) = (Arc::clone(&now), Arc::clone(&panics));
    // A clock that fails the next reads when armed: the loops' passes
    // panic in the middle.
    let service = Service::new(
        store,
        Arc::new(move || {
            if armed.fetch_sub(1, Ordering::SeqCst) > 0 {
                panic!("a pass that panics");
            }
            clock.load(Ordering::SeqCst)
        }),
    );
    open_game(&service, CHANNEL).await;
    let bot = start_bot_with(&fake, service, Duration::from_millis(100)).await;
    panics.store(2, Ordering::SeqCst);
    eventually("the passes panicked", async || {
        panics.load(Ordering::SeqCst) <= 0
    })
    .await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    posted(&fake, 1).await;
    assert!(table_texts(&fake)[0].contains("Time is up"));
    assert_eq!(bot.deadline_loops.count(), 1);
    assert_eq!(bot.delivery_loops.count(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_button_still_works_after_a_restart() {
    let database = Database::fresh();
    let first = FakeDiscord::start().await;
    let bot = start_bot(&first, &database.url).await;
    let table = Table::new(first);
    table.run(&alice(), "/new").await;
    table.run(&bob(), "/join").await;
    table.run(&alice(), "/start").await;
    let preview = table.run(&alice(), "/sow cell:E4").await;
    let end = buttons(&preview).remove(0);
    bot.shards.shutdown_all().await;

    // A new process on the same database, online at the same Discord: the
    // button of the old process's preview publishes the turn.
    let _bot = start_bot(&table.fake, &database.url).await;
    let token = table.click(&alice(), &end);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    assert!(content(&published).contains(&format!("<@{BOB}>")));
    picture(&published);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_database_stops_the_bot_saying_why() {
    let online = bot_online().await;
    let table = &online.table;
    let file = online.database.file();
    table.run(&alice(), "/new").await;
    std::fs::remove_file(&file).expect("deleted");
    let answer = table.run(&bob(), "/join").await;
    assert!(is_ephemeral(&answer));
    assert!(
        content(&answer).contains("database file was deleted or replaced"),
        "{}",
        content(&answer)
    );
    tokio::time::timeout(Duration::from_secs(10), online.bot.delivery.stopped())
        .await
        .expect("the bot is told to stop");
    assert!(!file.exists(), "nothing was written in its place");
}
