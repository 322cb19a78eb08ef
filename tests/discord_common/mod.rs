//! What the Discord tests share (`tests/discord_*.rs`): a bot started
//! against the fake Discord of `tests/fake_discord/`, services and
//! deliveries on fresh databases, the players and the channel, and the
//! table that sends their interactions and reads the bot's answers.
//!
//! A test file using it declares both modules at its root:
//! `mod discord_common;` and `mod fake_discord;`.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use crate::fake_discord::{APP_ID, FakeDiscord, Place, Request, Who, permissions};
use palanquee::commands::{Caller, Language, Reply, Service, parse_command_line, system_clock};
use palanquee::discord::background::Running;
use palanquee::discord::delivery::Delivery;
use palanquee::discord::respond::{Kind, Responder};
use palanquee::discord::{self, Bot, Config, DiscordProbe};
use palanquee::store::Store;
use poise::serenity_prelude as serenity;

// ---- The library's API, in one place (it changes; adapt here) ----

/// A bot running against a fake Discord: its shards, its loops and its
/// delivery of the outbox. The bot stops when the test's runtime ends.
pub struct RunningBot {
    pub shards: Arc<serenity::ShardManager>,
    pub deadline_loops: Running,
    pub delivery_loops: Running,
    pub delivery: Arc<Delivery>,
}

/// The bot's settings against the fake.
pub fn config(tick_every: Duration) -> Config {
    Config {
        token: "fake-token".into(),
        database: palanquee::store::DatabaseAddress::parse("sqlite://unused")
            .expect("a SQLite address"),
        dev_guild: Some(serenity::GuildId::new(GUILD)),
        tick_every,
        proxy: None,
        shards: None,
        hard_thinking: palanquee::commands::HARD_THINKING,
    }
}

/// A bot connected to `fake` on the database `url`, registered and ready.
pub async fn start_bot(fake: &FakeDiscord, url: &str) -> RunningBot {
    let store = Store::open(url).await.expect("store opens");
    let service = Service::new(store, system_clock());
    start_bot_with(fake, service, Duration::from_secs(3600)).await
}

/// A bot over `service`, checking deadlines every `tick_every`.
pub async fn start_bot_with(
    fake: &FakeDiscord,
    service: Service,
    tick_every: Duration,
) -> RunningBot {
    start_bot_configured(fake, service, &config(tick_every)).await
}

/// A bot over `service` with `config`.
pub async fn start_bot_configured(
    fake: &FakeDiscord,
    service: Service,
    config: &Config,
) -> RunningBot {
    let probe = Arc::new(DiscordProbe::new(1));
    let bot = Bot::connect(|| fake.http().build(), service, config, &probe)
        .await
        .expect("commands registered");
    let running = RunningBot {
        shards: Arc::clone(&bot.client.shard_manager),
        deadline_loops: bot.deadline_loops.clone(),
        delivery_loops: bot.delivery_loops.clone(),
        delivery: Arc::clone(&bot.delivery),
    };
    let shards = config.shards;
    tokio::spawn(async move {
        let mut bot = bot;
        let _ = bot.serve(shards).await;
    });
    fake.wait_until(
        "the bot online",
        Duration::from_secs(20),
        FakeDiscord::identified,
    )
    .await;
    running
}

/// A fresh SQLite file in a temporary folder, removed with the value.
pub struct Database {
    dir: tempfile::TempDir,
    /// Its address, `sqlite://…/games.db`.
    pub url: String,
}

impl Database {
    pub fn fresh() -> Database {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = sqlite_in(&dir);
        Database { dir, url }
    }

    /// The database's file.
    pub fn file(&self) -> PathBuf {
        self.dir.path().join("games.db")
    }
}

/// The address of the database `games.db` in `dir`.
pub fn sqlite_in(dir: &tempfile::TempDir) -> String {
    format!("sqlite://{}", dir.path().join("games.db").display())
}

/// A bot on a fresh database, registered and online at a fake Discord,
/// and the table its players sit at. The fields drop in their order: the
/// fake first (it then checks what the bot did wrong), the folder last.
pub struct BotOnline {
    pub table: Table,
    pub bot: RunningBot,
    pub database: Database,
}

/// A fake Discord, a fresh database and a bot on it, online.
pub async fn bot_online() -> BotOnline {
    let fake = FakeDiscord::start().await;
    let database = Database::fresh();
    let bot = start_bot(&fake, &database.url).await;
    BotOnline {
        table: Table::new(fake),
        bot,
        database,
    }
}

/// The delivery of `service`'s outbox over serenity's HTTP towards
/// `fake` (TLS, rate limiter on), as a running bot has it.
pub fn delivery_for(fake: &FakeDiscord, service: Service) -> Arc<Delivery> {
    let http = fake
        .http()
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    Delivery::new(Arc::new(http), service)
}

/// The same, each request limited to `timeout`.
pub fn delivery_timed(fake: &FakeDiscord, service: Service, timeout: Duration) -> Arc<Delivery> {
    let http = fake
        .http()
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    Delivery::with_timeout(Arc::new(http), service, timeout)
}

/// A responder for the interaction with `token`.
pub fn responder_for<'a>(
    fake: &FakeDiscord,
    delivery: &Arc<Delivery>,
    token: &'a str,
    kind: Kind,
) -> Responder<'a> {
    let id = serenity::InteractionId::new(fake.interaction_id(token));
    let channel = Some(serenity::ChannelId::new(CHANNEL));
    Responder::new(
        Arc::clone(delivery),
        (id, token),
        channel,
        kind,
        None,
        Language::English,
    )
}

/// What a player sees of `error` (refusals in plain words).
pub fn reply_for(error: &discord::Error) -> Reply {
    discord::errors::reply_for(error, "test", Language::English)
}

/// One deadline check, and a pass of the delivery over what it announced.
pub async fn deadline_tick(delivery: &Arc<Delivery>) {
    discord::deadlines::tick(delivery.service(), delivery).await;
    delivery.pass().await;
}

/// A service on a fresh database in `dir`, with the system clock.
pub async fn service_in(dir: &tempfile::TempDir) -> Service {
    let url = sqlite_in(dir);
    Service::new(
        Store::open(&url).await.expect("store opens"),
        system_clock(),
    )
}

/// A service on a fresh database with a clock the test moves, and a
/// basic game started in the channel with a one-hour turn.
pub async fn game_with_a_deadline(dir: &tempfile::TempDir) -> (Service, Arc<AtomicI64>) {
    let (service, now) = service_with_a_clock(dir).await;
    open_game(&service, CHANNEL).await;
    (service, now)
}

/// A service on a fresh database in `dir` with a clock the test moves.
pub async fn service_with_a_clock(dir: &tempfile::TempDir) -> (Service, Arc<AtomicI64>) {
    let url = sqlite_in(dir);
    let store = Store::open(&url).await.expect("store opens");
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let clock = Arc::clone(&now);
    let service = Service::new(store, Arc::new(move || clock.load(Ordering::SeqCst)));
    (service, now)
}

/// Alice and Bob start a basic game with a one-hour turn in `channel`;
/// its lobby news counts as shown (as the interactions' answers would).
pub async fn open_game(service: &Service, channel: u64) {
    for (who, line) in [
        (ALICE, "/new turn-hours:1"),
        (BOB, "/join"),
        (ALICE, "/start"),
    ] {
        play_in(service, channel, who, line).await;
    }
}

/// A caller with `id` for a name.
pub fn caller(id: u64) -> Caller {
    Caller {
        id: id.to_string(),
        name: id.to_string(),
        moderator: false,
        server_admin: false,
        server: GUILD.to_string(),
        language: Language::English,
    }
}

/// Waits until `holds` (10 s at most), or fails naming `what`.
pub async fn eventually(what: &str, mut holds: impl AsyncFnMut() -> bool) {
    let started = Instant::now();
    while !holds().await {
        assert!(started.elapsed() < Duration::from_secs(10), "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until the game channel shows `count` messages.
pub async fn posted(fake: &FakeDiscord, count: usize) {
    fake.wait_until(
        &format!("{count} message(s) in the channel"),
        Duration::from_secs(20),
        |fake| fake.channel_messages(CHANNEL).len() >= count,
    )
    .await;
}

/// Runs `line` for `who` in the channel; its announcements count as
/// shown (as the interaction's answer would show them).
pub async fn play(service: &Service, who: u64, line: &str) -> Vec<Reply> {
    play_in(service, CHANNEL, who, line).await
}

/// Runs `line` for `who` in `channel`, its announcements shown.
pub async fn play_in(service: &Service, channel: u64, who: u64, line: &str) -> Vec<Reply> {
    let command = parse_command_line(Language::English, line).expect("a command");
    let replies = service
        .handle(&channel.to_string(), &caller(who), command)
        .await
        .expect("accepted");
    for id in replies.iter().filter_map(|r| r.post) {
        service
            .outbox()
            .delivered(id, "answer")
            .await
            .expect("marked");
    }
    replies
}

/// A fake Discord where the bot's commands are registered in the guild,
/// as the bot registers them on start (so people can type them), though
/// no bot is online.
pub async fn registered_fake() -> FakeDiscord {
    let fake = FakeDiscord::start().await;
    let http = fake.http().build();
    let commands = discord::commands::all(&palanquee::registry::built_in_menu());
    let guild = Some(serenity::GuildId::new(GUILD));
    discord::registration::register(&http, &commands, guild)
        .await
        .expect("commands registered");
    fake
}

/// A fake Discord where the bot's commands are registered and the game's
/// channel takes posts.
pub async fn fake_with_the_channel() -> FakeDiscord {
    let fake = registered_fake().await;
    fake.add_place(&here());
    fake
}

/// How many posts of the channel still wait for delivery.
pub async fn waiting(service: &Service) -> usize {
    let posts = service.outbox().undelivered_in(&CHANNEL.to_string()).await;
    posts.expect("the outbox read").len()
}

/// The texts visible in the game channel.
pub fn table_texts(fake: &FakeDiscord) -> Vec<String> {
    texts_of(fake, CHANNEL)
}

/// The texts visible in `channel`, oldest first.
pub fn texts_of(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    fake.channel_messages(channel)
        .into_iter()
        .map(|m| m.content)
        .collect()
}

// ---- The table: players, the channel, interactions ----

pub const GUILD: u64 = 555_000_000_000_000_001;
pub const CHANNEL: u64 = 777_000_000_000_000_001;
pub const ALICE: u64 = 111_000_000_000_000_001;
pub const BOB: u64 = 222_000_000_000_000_002;
/// A member allowed to manage the channel.
pub const CAROL: u64 = 333_000_000_000_000_003;
pub const EPHEMERAL: u64 = 64;

pub fn alice() -> Who {
    Who::new(ALICE, "alice")
}

pub fn bob() -> Who {
    Who::new(BOB, "bob")
}

pub fn carol() -> Who {
    Who::new(CAROL, "carol")
        .with_permissions(permissions::DEFAULT_MEMBER | permissions::MANAGE_CHANNELS)
}

/// A member allowed to manage the server.
pub const DANA: u64 = 444_000_000_000_000_004;

pub fn dana() -> Who {
    Who::new(DANA, "dana").with_permissions(permissions::DEFAULT_MEMBER | permissions::MANAGE_GUILD)
}

/// The guild channel the games are played in.
pub fn here() -> Place {
    Place::channel(GUILD, CHANNEL)
}

/// Sends interactions as the players and reads the bot's answers.
pub struct Table {
    pub fake: FakeDiscord,
    pub place: Place,
}

impl Table {
    pub fn new(fake: FakeDiscord) -> Table {
        Table {
            fake,
            place: here(),
        }
    }

    /// `who` typing `line` (`/sow cell:E4`) and sending it; the token.
    pub fn types(&self, who: &Who, line: &str) -> String {
        self.fake.types(who, &self.place, line)
    }

    /// `who` typing `line`, its last option being typed now
    /// (`/grow cell:E`); the autocomplete interaction's token.
    pub fn autocompletes(&self, who: &Who, line: &str) -> String {
        self.fake.autocompletes(who, &self.place, line)
    }

    /// `who` clicking the button `custom_id` on a message they see
    /// (buttons are under private previews and warnings).
    pub fn click(&self, who: &Who, custom_id: &str) -> String {
        self.fake.clicks(who, &self.place, custom_id)
    }

    /// The first answer to `token` (the interaction response).
    pub async fn answer(&self, token: &str) -> Request {
        self.fake.answers(token, 1).await.remove(0)
    }

    /// Runs `line` for `who` and returns the response.
    pub async fn run(&self, who: &Who, line: &str) -> Request {
        let token = self.types(who, line);
        self.answer(&token).await
    }

    /// The public messages of the channel.
    pub fn channel_texts(&self) -> Vec<String> {
        self.fake
            .channel_messages(self.place.channel)
            .into_iter()
            .map(|m| m.content)
            .collect()
    }
}

pub fn kind(response: &Request) -> u64 {
    response.json.as_ref().expect("a JSON body")["type"]
        .as_u64()
        .expect("a type")
}

pub fn content(response: &Request) -> String {
    response.json.as_ref().expect("a JSON body")["data"]["content"]
        .as_str()
        .unwrap_or("")
        .to_string()
}

pub fn is_ephemeral(response: &Request) -> bool {
    let flags = response.json.as_ref().expect("a JSON body")["data"]["flags"]
        .as_u64()
        .unwrap_or(0);
    flags & EPHEMERAL != 0
}

pub fn buttons(response: &Request) -> Vec<String> {
    button_fields(response, "custom_id")
}

/// The labels of a response's buttons.
pub fn button_labels(response: &Request) -> Vec<String> {
    button_fields(response, "label")
}

/// `field` of each of a response's buttons.
pub fn button_fields(response: &Request, field: &str) -> Vec<String> {
    let rows = &response.json.as_ref().expect("a JSON body")["data"]["components"];
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|button| button[field].as_str().map(str::to_string))
        .collect()
}

pub fn choices(response: &Request) -> Vec<String> {
    response.json.as_ref().expect("a JSON body")["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|choice| choice["value"].as_str().expect("a value").to_string())
        .collect()
}

/// The attached PNG, decoded.
pub fn picture(response: &Request) -> image::DynamicImage {
    let (name, bytes) = response.files.first().expect("a file attached");
    assert!(name.ends_with(".png"), "{name}");
    image::load_from_memory(bytes).expect("a decodable PNG")
}
