//! The bot run as a service (issue 51): a real `palanquee bot` process
//! against the fake Discord, with `METRICS_ADDR`, `LOG_FORMAT=json` and
//! `RUST_LOG=info`. `/metrics` parses as Prometheus text and its command
//! counters moved by exactly the commands run, by name and outcome;
//! `/healthz` answers; `/readyz` says why while the fake's gateway is down
//! and passes once it is back; every log line is a JSON object, a
//! command's line carries its span's fields, and no line holds the token.
//! SIGTERM with twenty interactions in flight and posts leased: all
//! answered, exit 0, the gateway closed with a frame, a second process
//! sends the posts at once; a second SIGTERM ends a stop at once. Discord
//! failing (503) for two minutes at start: the process stays up, settles
//! a deadline, says it is not ready, and delivers once Discord is back.

mod discord_common;
mod fake_discord;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use discord_common::{
    CHANNEL, GUILD, alice, bob, here, open_game, service_with_a_clock, sqlite_in,
};
use fake_discord::{FakeDiscord, Fault, Place, Rule, Who};
use palanquee::store::{Backend, Store};
use prometheus_parse::{Scrape, Value};
use serde_json::Value as Json;

/// The bot's token in these tests: it must appear in no log line.
const TOKEN: &str = "fake-token-0123456789";

/// A `palanquee bot` process and where to reach it.
struct BotProcess {
    child: tokio::process::Child,
    /// Its operators' address, `127.0.0.1:port`.
    addr: String,
    /// Its standard error.
    log: PathBuf,
}

/// A free port on 127.0.0.1 (bound, then released for the bot).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// GET `path` on the bot's operators' address: status, content type,
/// body; `None` while nothing answers there.
async fn get(bot: &BotProcess, path: &str) -> Option<(u16, String, String)> {
    let url = format!("http://{}{path}", bot.addr);
    let response = reqwest::Client::new()
        .get(url)
        .timeout(Duration::from_secs(5))
        .send()
        .await
        .ok()?;
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    Some((status, kind, response.text().await.ok()?))
}

/// Waits (up to `limit`) until `/readyz` answers `status`; returns its body.
async fn readyz_until(bot: &BotProcess, status: u16, limit: Duration) -> String {
    let start = Instant::now();
    let mut last = None;
    while start.elapsed() < limit {
        if let Some((got, _, body)) = get(bot, "/readyz").await {
            if got == status {
                return body;
            }
            last = Some((got, body));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/readyz never answered {status} in {limit:?}; last: {last:?}");
}

/// `/metrics`, parsed.
async fn scrape(bot: &BotProcess) -> Scrape {
    let (status, kind, body) = get(bot, "/metrics").await.expect("/metrics answers");
    assert_eq!(status, 200, "{body}");
    assert!(kind.starts_with("text/plain; version=0.0.4"), "{kind}");
    Scrape::parse(body.lines().map(|line| Ok(line.to_owned()))).expect("Prometheus text")
}

/// The counter `name`'s values by the label `key` and `outcome`.
fn commands_by(scrape: &Scrape) -> HashMap<(String, String), f64> {
    scrape
        .samples
        .iter()
        .filter(|s| s.metric == "palanquee_commands_total")
        .map(|s| {
            let value = match s.value {
                Value::Counter(v) | Value::Untyped(v) => v,
                ref other => panic!("a counter, not {other:?}"),
            };
            let label = |key: &str| s.labels.get(key).unwrap_or_default().to_owned();
            ((label("command"), label("outcome")), value)
        })
        .collect()
}

/// `who` types `line` and the bot answers it.
async fn command(fake: &FakeDiscord, who: &Who, line: &str) {
    let token = fake.types(who, &here(), line);
    fake.answers(&token, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_each_command_and_readiness_follows_the_gateway() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let dir = tempfile::tempdir().expect("temp dir");
    let mut bot = bot_on(&fake, &sqlite_in(&dir), dir.path(), "bot", Some("json"));
    readyz_until(&bot, 200, Duration::from_secs(60)).await;
    let (status, _, body) = get(&bot, "/healthz").await.expect("/healthz answers");
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    let (status, _, _) = get(&bot, "/nothing").await.expect("an answer");
    assert_eq!(status, 404);

    let before = commands_by(&scrape(&bot).await);
    command(&fake, &alice(), "/new").await;
    command(&fake, &bob(), "/join").await;
    command(&fake, &bob(), "/join").await;
    command(&fake, &alice(), "/start").await;
    command(&fake, &bob(), "/status").await;
    let after = scrape(&bot).await;
    let moved: HashMap<(String, String), f64> = commands_by(&after)
        .into_iter()
        .map(|(key, value)| {
            let was = before.get(&key).copied().unwrap_or(0.0);
            (key, value - was)
        })
        .filter(|(_, moved)| *moved != 0.0)
        .collect();
    let expected: HashMap<(String, String), f64> = [
        (("new", "answered"), 1.0),
        (("join", "answered"), 1.0),
        (("join", "refused"), 1.0),
        (("start", "answered"), 1.0),
        (("status", "answered"), 1.0),
    ]
    .into_iter()
    .map(|((c, o), n)| ((c.to_owned(), o.to_owned()), n))
    .collect();
    assert_eq!(moved, expected);
    let families: Vec<&str> = after.samples.iter().map(|s| s.metric.as_str()).collect();
    for family in [
        "palanquee_discord_responses_total",
        "palanquee_outbox_due",
        "palanquee_shard_connected",
        "palanquee_db_connections_in_use",
    ] {
        assert!(families.contains(&family), "{family} in {families:?}");
    }
    for histogram in [
        "palanquee_command_seconds",
        "palanquee_db_transaction_seconds",
        "palanquee_picture_seconds",
    ] {
        let found = after.samples.iter().find(|s| s.metric == histogram);
        assert!(
            matches!(found.map(|s| &s.value), Some(Value::Histogram(_))),
            "{histogram}: {found:?}"
        );
    }

    // The gateway goes down: not ready, saying why; back: ready again.
    fake.gateway_down(true);
    let why = readyz_until(&bot, 503, Duration::from_secs(30)).await;
    assert!(why.contains("discord: 0 of 1 shards connected"), "{why}");
    let down = scrape(&bot).await;
    let connected = down
        .samples
        .iter()
        .find(|s| s.metric == "palanquee_shard_connected")
        .map(|s| s.value.clone());
    assert!(
        matches!(connected, Some(Value::Gauge(v)) if v == 0.0),
        "{connected:?}"
    );
    fake.gateway_down(false);
    readyz_until(&bot, 200, Duration::from_secs(90)).await;
    command(&fake, &alice(), "/help").await;

    bot.child.start_kill().expect("stopped");
    let _ = bot.child.wait().await;
    let log = std::fs::read_to_string(&bot.log).expect("the log");
    assert_json_log(&log);
}

/// Every line of `log` is a JSON object; each command handled carries its
/// span's fields; the token appears nowhere.
fn assert_json_log(log: &str) {
    assert!(!log.contains(TOKEN), "the token is in the log");
    let lines: Vec<Json> = log
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let handled: Vec<&Json> = lines
        .iter()
        .filter(|line| line["fields"]["message"] == "command handled")
        .collect();
    assert_eq!(handled.len(), 6, "{log}");
    let new = handled[0];
    assert_eq!(new["span"]["name"], "command", "{new}");
    assert_eq!(new["span"]["command"], "new", "{new}");
    assert_eq!(new["span"]["outcome"], "answered", "{new}");
    assert_eq!(new["span"]["server"], GUILD.to_string(), "{new}");
    assert!(new["span"]["channel"].is_string(), "{new}");
    assert!(new["span"]["game"].is_number(), "{new}");
    assert!(new["span"]["ms"].is_number(), "{new}");
    assert_eq!(handled[2]["span"]["outcome"], "refused", "{}", handled[2]);
}

/// What an expiry's announcement says.
const EXPIRY: &str = "Time is up";
/// Games whose turn expired before the bot started.
const EXPIRED_GAMES: u64 = 3;

/// A bot process on the database `url` in `folder`, against `fake`,
/// serving its operators' address, logging at `info` in `log_format` if
/// given (else the default); its log in `folder/NAME.log`.
fn bot_on(
    fake: &FakeDiscord,
    url: &str,
    folder: &std::path::Path,
    name: &str,
    log_format: Option<&str>,
) -> BotProcess {
    let addr = format!("127.0.0.1:{}", free_port());
    let log = folder.join(format!("{name}.log"));
    let stderr = std::fs::File::create(&log).expect("a log file");
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_palanquee"));
    command
        .arg("bot")
        .current_dir(folder)
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_PROXY", fake.proxy_url())
        .env("DEV_GUILD_ID", GUILD.to_string())
        .env("DATABASE_URL", url)
        .env("METRICS_ADDR", &addr)
        .env("RUST_LOG", "info");
    if let Some(format) = log_format {
        command.env("LOG_FORMAT", format);
    }
    let child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .kill_on_drop(true)
        .spawn()
        .expect("the bot starts");
    BotProcess { child, addr, log }
}

/// Sends SIGTERM to `bot`.
fn sigterm(bot: &BotProcess) {
    let pid = bot.child.id().expect("running");
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
}

/// Waits (up to `limit`) for `bot` to exit; its exit code and how long.
async fn exit_of(bot: &mut BotProcess, limit: Duration) -> (Option<i32>, Duration) {
    let start = Instant::now();
    let status = tokio::time::timeout(limit, bot.child.wait())
        .await
        .unwrap_or_else(|_| panic!("still running after {limit:?}"))
        .expect("waited");
    (status.code(), start.elapsed())
}

/// The expiry announcements posted in `channel`.
fn expiries_shown_in(fake: &FakeDiscord, channel: u64) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.content.contains(EXPIRY))
        .count()
}

/// The expiry announcements posted in the expired games' channels.
fn expiries_shown(fake: &FakeDiscord) -> usize {
    (0..EXPIRED_GAMES)
        .map(|i| expiries_shown_in(fake, CHANNEL + i))
        .sum()
}

/// Posts not delivered whose lease runs past `after` (taken by a
/// process's delivery).
async fn leased_posts(url: &str, after: i64) -> i64 {
    let sql = "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND post_after > $1";
    let store = Store::open(url).await.expect("store");
    let Backend::Sqlite(pool) = store.backend() else {
        panic!("SQLite");
    };
    let (leased,): (i64,) = sqlx::query_as(sql)
        .bind(after)
        .fetch_one(pool)
        .await
        .expect("outbox");
    store.close().await;
    leased
}

/// Seconds since the epoch.
fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Games with one-hour turns started `ago` seconds before now in
/// `channels` (each a place of `fake`), in the database of `dir`.
async fn games_started_ago(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
    channels: std::ops::Range<u64>,
    ago: i64,
) {
    let (service, clock) = service_with_a_clock(dir).await;
    clock.store(unix_now() - ago, std::sync::atomic::Ordering::SeqCst);
    for channel in channels {
        fake.add_place(&Place::channel(GUILD, channel));
        open_game(&service, channel).await;
    }
    service.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_answers_what_came_hands_on_the_posts_and_closes_the_gateway() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = sqlite_in(&dir);
    // Games whose turns expired four hours ago by the processes' clock.
    games_started_ago(&fake, &dir, CHANNEL..CHANNEL + EXPIRED_GAMES, 5 * 3600).await;
    // Discord takes the channel posts and never answers: the first
    // process's delivery holds their leases.
    fake.fault(Rule::new("POST", "/messages", Fault::Hang).forever());
    let mut first = bot_on(&fake, &url, dir.path(), "first", None);
    readyz_until(&first, 200, Duration::from_secs(60)).await;
    let start = Instant::now();
    while leased_posts(&url, unix_now() + 30).await < EXPIRED_GAMES as i64 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "posts never taken"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Twenty interactions reach the bot, whose answers Discord is slow to
    // take: SIGTERM while all twenty are in flight.
    fake.fault(Rule::new("POST", "/callback", Fault::Slow { seconds: 1.5 }).times(20));
    let tokens: Vec<String> = (0..20)
        .map(|_| fake.types(&alice(), &Place::channel(GUILD, CHANNEL), "/board"))
        .collect();
    let asked = |token: &str| {
        fake.requests()
            .iter()
            .any(|r| r.path.split(['/', '?']).any(|part| part == token))
    };
    let start = Instant::now();
    while !tokens.iter().all(|token| asked(token)) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "interactions not received"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    sigterm(&first);
    let (code, took) = exit_of(&mut first, Duration::from_secs(30)).await;
    eprintln!("the first process stopped cleanly in {took:?}");
    assert_eq!(
        code,
        Some(0),
        "{}",
        std::fs::read_to_string(&first.log).unwrap_or_default()
    );
    // Its own bound: 10 s of answers, 2 s of posts; a loaded machine adds.
    assert!(took < Duration::from_secs(16), "{took:?}");
    let about = |token: &str| -> Vec<(String, u16)> {
        fake.requests()
            .into_iter()
            .filter(|r| r.path.split(['/', '?']).any(|part| part == token))
            .map(|r| (format!("{} {}", r.method, r.path), r.status))
            .collect()
    };
    let unanswered: Vec<_> = tokens
        .iter()
        .map(|token| about(token))
        .filter(|requests| !requests.iter().any(|(_, status)| *status < 300))
        .collect();
    let log = std::fs::read_to_string(&first.log).unwrap_or_default();
    assert!(
        unanswered.is_empty(),
        "every interaction received is answered: {unanswered:?}\n{log}"
    );
    assert!(log.contains("stopped cleanly"), "{log}");
    assert!(!log.contains('\u{1b}'), "no colour codes in a file: {log}");
    assert!(
        fake.gateway_counts().closes >= 1,
        "the gateway closed with a frame"
    );
    assert_eq!(
        leased_posts(&url, unix_now() + 1).await,
        0,
        "no lease left behind"
    );

    // A second process delivers the posts the first gave back, at once.
    fake.clear_faults();
    assert_eq!(expiries_shown(&fake), 0);
    let started = Instant::now();
    let mut second = bot_on(&fake, &url, dir.path(), "second", None);
    while expiries_shown(&fake) < EXPIRED_GAMES as usize {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "posts not delivered"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let delivered_in = started.elapsed();
    eprintln!("the second process delivered the posts {delivered_in:?} after it started");
    assert!(delivered_in < Duration::from_secs(2), "{delivered_in:?}");
    assert_eq!(expiries_shown(&fake), EXPIRED_GAMES as usize, "once each");

    // A second SIGTERM ends a clean stop at once: here the stop waits for
    // an interaction whose answer hangs.
    readyz_until(&second, 200, Duration::from_secs(60)).await;
    fake.fault(Rule::new("POST", "/callback", Fault::Hang).forever());
    fake.types(&alice(), &Place::channel(GUILD, CHANNEL), "/status");
    while fake.pending_dispatches() > 0 {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    sigterm(&second);
    tokio::time::sleep(Duration::from_millis(300)).await;
    sigterm(&second);
    let (code, took) = exit_of(&mut second, Duration::from_secs(5)).await;
    assert_eq!(code, Some(1), "stopped at once");
    assert!(took < Duration::from_secs(1), "{took:?}");
}

/// How long Discord fails in the outage test.
const OUTAGE: Duration = Duration::from_secs(120);

/// Expiry announcements kept in the outbox of the database at `url`.
async fn expiries_kept(url: &str) -> i64 {
    let sql = "SELECT COUNT(*) FROM outbox WHERE text LIKE '%Time is up%'";
    let store = Store::open(url).await.expect("store");
    let Backend::Sqlite(pool) = store.backend() else {
        panic!("SQLite");
    };
    let (kept,): (i64,) = sqlx::query_as(sql).fetch_one(pool).await.expect("outbox");
    store.close().await;
    kept
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_at_start_keeps_the_process_up_settling_deadlines() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = sqlite_in(&dir);
    // A game whose one-hour turn falls due 40 s after the bot starts.
    games_started_ago(&fake, &dir, CHANNEL..CHANNEL + 1, 3600 - 40).await;
    // Discord answers 503 to everything for two minutes.
    fake.fault(Rule::new("*", "/", Fault::server(503)).forever());
    let started = Instant::now();
    let mut bot = bot_on(&fake, &url, dir.path(), "outage", None);
    let says = "discord: the commands are not registered yet (Discord answered HTTP 503";
    let mut why = readyz_until(&bot, 503, Duration::from_secs(30)).await;
    while !why.contains(says) {
        assert!(started.elapsed() < Duration::from_secs(30), "{why}");
        tokio::time::sleep(Duration::from_millis(100)).await;
        why = readyz_until(&bot, 503, Duration::from_secs(30)).await;
    }
    // The deadline falls due and is settled meanwhile.
    while expiries_kept(&url).await == 0 {
        assert!(
            started.elapsed() < OUTAGE,
            "no deadline settled in the outage"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    tokio::time::sleep(OUTAGE.saturating_sub(started.elapsed())).await;
    assert!(
        bot.child.try_wait().expect("a status").is_none(),
        "the process stays up"
    );
    let (status, _, why) = get(&bot, "/readyz").await.expect("/readyz answers");
    assert_eq!(status, 503, "{why}");
    assert_eq!(expiries_shown_in(&fake, CHANNEL), 0);
    // Discord is back: registered, connected, and the expiry is posted.
    fake.clear_faults();
    readyz_until(&bot, 200, Duration::from_secs(60)).await;
    let back = Instant::now();
    while expiries_shown_in(&fake, CHANNEL) == 0 {
        assert!(
            back.elapsed() < Duration::from_secs(90),
            "the queued post never went out"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    eprintln!(
        "ready again, and the queued post delivered {:?} after Discord came back",
        back.elapsed()
    );
    assert_eq!(expiries_shown_in(&fake, CHANNEL), 1);
    sigterm(&bot);
    let (code, _) = exit_of(&mut bot, Duration::from_secs(20)).await;
    assert_eq!(code, Some(0));
}
