//! End to end: the real serenity/poise client, connected to a fake Discord
//! on 127.0.0.1 (HTTP API and gateway), plays a short two-player game sent
//! as INTERACTION_CREATE events, and the interaction responses it sends
//! back are checked: private previews with buttons, an ephemeral refusal,
//! autocomplete of legal cells, published turns with a PNG and a mention,
//! an R20 warning, and an R21 claim; and a whole advanced game (R30-R36)
//! with `/launch` autocomplete, from `/new` to a win. No network, no token.

mod fake_discord;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

use fake_discord::{APP_ID, FakeDiscord, Fault, Place, Request, Rule, Who, focus, permissions};
use palanquee::commands::{
    Caller, Command, CommandError, Language, REFUSED_RETRY_WAIT, Reply, Service,
    parse_command_line, system_clock,
};
use palanquee::discord::background::Running;
use palanquee::discord::delivery::Delivery;
use palanquee::discord::respond::{DEFER_AFTER, Kind, Responder};
use palanquee::discord::{self, Bot, Config, ShardRange};
use palanquee::store::Store;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

// ---- The library's API, in one place (it changes; adapt here) ----

/// A bot running against a fake Discord: its shards, its loops and its
/// delivery of the outbox. The bot stops when the test's runtime ends.
struct RunningBot {
    shards: Arc<serenity::ShardManager>,
    deadline_loops: Running,
    delivery_loops: Running,
    delivery: Arc<Delivery>,
}

/// The bot's settings against the fake.
fn config(tick_every: Duration) -> Config {
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
async fn start_bot(fake: &FakeDiscord, url: &str) -> RunningBot {
    let store = Store::open(url).await.expect("store opens");
    let service = Service::new(store, system_clock());
    start_bot_with(fake, service, Duration::from_secs(3600)).await
}

/// A bot over `service`, checking deadlines every `tick_every`.
async fn start_bot_with(fake: &FakeDiscord, service: Service, tick_every: Duration) -> RunningBot {
    start_bot_configured(fake, service, &config(tick_every)).await
}

/// A bot over `service` with `config`.
async fn start_bot_configured(fake: &FakeDiscord, service: Service, config: &Config) -> RunningBot {
    let bot = Bot::connect(fake.http().build(), service, config)
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

/// The delivery of `service`'s outbox over serenity's HTTP towards
/// `fake` (TLS, rate limiter on), as a running bot has it.
fn delivery_for(fake: &FakeDiscord, service: Service) -> Arc<Delivery> {
    let http = fake
        .http()
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    Delivery::new(Arc::new(http), service)
}

/// A service on a fresh database in `dir`, with the system clock.
async fn service_in(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    Service::new(
        Store::open(&url).await.expect("store opens"),
        system_clock(),
    )
}

/// A responder for the interaction with `token`.
fn responder_for<'a>(
    fake: &FakeDiscord,
    delivery: &Arc<Delivery>,
    token: &'a str,
    kind: Kind,
) -> Responder<'a> {
    let id = serenity::InteractionId::new(fake.interaction_id(token));
    let channel = Some(serenity::ChannelId::new(CHANNEL));
    Responder::new(Arc::clone(delivery), id, token, channel, kind, None)
}

/// What a player sees of `error` (refusals in plain words).
fn reply_for(error: &discord::Error) -> Reply {
    discord::errors::reply_for(error, "test", Language::English)
}

/// One deadline check, and a pass of the delivery over what it announced.
async fn deadline_tick(delivery: &Arc<Delivery>) {
    discord::deadlines::tick(delivery.service(), delivery).await;
    delivery.pass().await;
}

/// A service on a fresh database with a clock the test moves, and a
/// basic game started in the channel with a one-hour turn.
async fn game_with_a_deadline(dir: &tempfile::TempDir) -> (Service, Arc<AtomicI64>) {
    let (service, now) = service_with_a_clock(dir).await;
    open_game(&service, CHANNEL).await;
    (service, now)
}

/// A service on a fresh database in `dir` with a clock the test moves.
async fn service_with_a_clock(dir: &tempfile::TempDir) -> (Service, Arc<AtomicI64>) {
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let store = Store::open(&url).await.expect("store opens");
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let clock = Arc::clone(&now);
    let service = Service::new(store, Arc::new(move || clock.load(Ordering::SeqCst)));
    (service, now)
}

/// Alice and Bob start a basic game with a one-hour turn in `channel`;
/// its lobby news counts as shown (as the interactions' answers would).
async fn open_game(service: &Service, channel: u64) {
    for (who, line) in [
        (ALICE, "/new turn-hours:1"),
        (BOB, "/join"),
        (ALICE, "/start"),
    ] {
        let command = parse_command_line(line).expect("a command");
        let replies = service
            .handle(&channel.to_string(), &caller(who), command)
            .await
            .expect("accepted");
        for id in replies.iter().filter_map(|r| r.post) {
            service.delivered(id, "answer").await.expect("marked");
        }
    }
}

/// A caller with `id` for a name.
fn caller(id: u64) -> Caller {
    Caller {
        id: id.to_string(),
        name: id.to_string(),
        moderator: false,
        server: GUILD.to_string(),
        language: Language::English,
    }
}

/// Waits until `holds` (10 s at most), or fails naming `what`.
async fn eventually(what: &str, mut holds: impl AsyncFnMut() -> bool) {
    let started = Instant::now();
    while !holds().await {
        assert!(started.elapsed() < Duration::from_secs(10), "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

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

/// Waits until the game channel shows `count` messages.
async fn posted(fake: &FakeDiscord, count: usize) {
    fake.wait_until(
        &format!("{count} message(s) in the channel"),
        Duration::from_secs(20),
        |fake| fake.channel_messages(CHANNEL).len() >= count,
    )
    .await;
}

// ---- The table: players, the channel, interactions ----

const GUILD: u64 = 555_000_000_000_000_001;
const CHANNEL: u64 = 777_000_000_000_000_001;
const ALICE: u64 = 111_000_000_000_000_001;
const BOB: u64 = 222_000_000_000_000_002;
/// A member allowed to manage the channel.
const CAROL: u64 = 333_000_000_000_000_003;
const EPHEMERAL: u64 = 64;

fn alice() -> Who {
    Who::new(ALICE, "alice")
}

fn bob() -> Who {
    Who::new(BOB, "bob")
}

fn carol() -> Who {
    Who::new(CAROL, "carol")
        .with_permissions(permissions::DEFAULT_MEMBER | permissions::MANAGE_CHANNELS)
}

/// The guild channel the games are played in.
fn here() -> Place {
    Place::channel(GUILD, CHANNEL)
}

/// Sends interactions as the players and reads the bot's answers.
struct Table {
    fake: FakeDiscord,
    place: Place,
}

impl Table {
    fn new(fake: FakeDiscord) -> Table {
        Table {
            fake,
            place: here(),
        }
    }

    /// `/name options…` from `who`; `options` as Discord sends them.
    fn command(&self, who: &Who, name: &str, options: Value) -> String {
        self.fake.slash(who, &self.place, name, options)
    }

    /// `who` typing `partial` in option `option` of `/name`.
    fn typing(&self, who: &Who, name: &str, option: &str, partial: &str) -> String {
        self.fake
            .typing(who, &self.place, name, json!([focus(option, partial)]))
    }

    /// `who` clicking the button `custom_id` (buttons are under private
    /// previews and warnings).
    fn click(&self, who: &Who, custom_id: &str) -> String {
        self.fake.click(who, &self.place, custom_id, true)
    }

    /// The first answer to `token` (the interaction response).
    async fn answer(&self, token: &str) -> Request {
        self.fake.answers(token, 1).await.remove(0)
    }

    /// Runs `/name options…` and returns the response.
    async fn run(&self, who: &Who, name: &str, options: Value) -> Request {
        let token = self.command(who, name, options);
        self.answer(&token).await
    }

    /// The public messages of the channel.
    fn channel_texts(&self) -> Vec<String> {
        self.fake
            .channel_messages(self.place.channel)
            .into_iter()
            .map(|m| m.content)
            .collect()
    }
}

fn kind(response: &Request) -> u64 {
    response.json.as_ref().expect("a JSON body")["type"]
        .as_u64()
        .expect("a type")
}

fn content(response: &Request) -> String {
    response.json.as_ref().expect("a JSON body")["data"]["content"]
        .as_str()
        .unwrap_or("")
        .to_string()
}

fn is_ephemeral(response: &Request) -> bool {
    let flags = response.json.as_ref().expect("a JSON body")["data"]["flags"]
        .as_u64()
        .unwrap_or(0);
    flags & EPHEMERAL != 0
}

fn buttons(response: &Request) -> Vec<String> {
    button_fields(response, "custom_id")
}

/// The labels of a response's buttons.
fn button_labels(response: &Request) -> Vec<String> {
    button_fields(response, "label")
}

/// `field` of each of a response's buttons.
fn button_fields(response: &Request, field: &str) -> Vec<String> {
    let rows = &response.json.as_ref().expect("a JSON body")["data"]["components"];
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|button| button[field].as_str().map(str::to_string))
        .collect()
}

fn choices(response: &Request) -> Vec<String> {
    response.json.as_ref().expect("a JSON body")["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|choice| choice["value"].as_str().expect("a value").to_string())
        .collect()
}

/// The attached PNG, decoded.
fn picture(response: &Request) -> image::DynamicImage {
    let (name, bytes) = response.files.first().expect("a file attached");
    assert!(name.ends_with(".png"), "{name}");
    image::load_from_memory(bytes).expect("a decodable PNG")
}

fn cell(value: &str) -> Value {
    json!([{"name": "cell", "type": 3, "value": value}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_two_player_game_through_a_fake_discord() {
    let started = Instant::now();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;

    // The commands are registered in the development server at once.
    let registered = fake
        .wait_for(
            "command registration",
            Duration::from_secs(20),
            |requests| {
                requests
                    .iter()
                    .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                    .cloned()
            },
        )
        .await;
    assert_eq!(
        registered.path,
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands")
    );
    let names: Vec<&str> = registered
        .json
        .as_ref()
        .expect("commands")
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert!(
        names.contains(&"grow") && names.contains(&"move"),
        "{names:?}"
    );
    assert!(fake.identified());
    let table = Table::new(fake);

    // Lobby: public answers in the channel.
    let new = table.run(&alice(), "new", json!([])).await;
    assert_eq!(kind(&new), 4);
    assert!(!is_ephemeral(&new), "{new:?}");
    let join = table.run(&bob(), "join", json!([])).await;
    assert!(!is_ephemeral(&join));
    let start = table.run(&alice(), "start", json!([])).await;
    assert!(!is_ephemeral(&start), "{}", content(&start));

    // Alice sows: a private preview with the picture and two buttons.
    let preview = table.run(&alice(), "sow", cell("E4")).await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(content(&preview).contains("E4"), "{}", content(&preview));
    picture(&preview);
    let ids = buttons(&preview);
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(
        ids[0].starts_with("end:") && ids[1].starts_with("undo:"),
        "{ids:?}"
    );

    // End turn by the button; Discord fails the first try with a 500, the
    // bot tries again. The turn is public, with the board and Bob pinged.
    table
        .fake
        .fault(Rule::new("POST", "/callback", Fault::server(500)));
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert_eq!(kind(&published), 4);
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains(&format!("<@{BOB}>")), "{text}");
    let board = picture(&published);
    assert!(board.width() > 500 && board.height() > 500);
    let mentioned = &published.json.as_ref().expect("json")["data"]["allowed_mentions"]["users"];
    assert_eq!(mentioned, &json!([BOB.to_string()]), "only Bob is pinged");
    assert!(
        table
            .fake
            .requests()
            .iter()
            .any(|r| r.path.contains(&format!("/{token}/callback")) && r.status == 500),
        "the first try failed"
    );

    // The same button again: stale, refused privately.
    let token = table.click(&alice(), &ids[0]);
    let stale = table.answer(&token).await;
    assert!(is_ephemeral(&stale), "{}", content(&stale));

    // Bob sows and ends with /end.
    let preview = table.run(&bob(), "sow", cell("M10")).await;
    assert!(is_ephemeral(&preview));
    let published = table.run(&bob(), "end", json!([])).await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{ALICE}>")));
    picture(&published);

    // Alice types a grow: only her legal cells, filtered by what she typed.
    let token = table.typing(&alice(), "grow", "cell", "");
    let offered = table.answer(&token).await;
    assert_eq!(kind(&offered), 8);
    assert_eq!(choices(&offered), ["D3", "D4", "E3", "E5", "F3", "F4"]);
    let token = table.typing(&alice(), "grow", "cell", "e");
    assert_eq!(choices(&table.answer(&token).await), ["E3", "E5"]);
    let token = table.typing(&bob(), "grow", "cell", "");
    assert!(
        choices(&table.answer(&token).await).is_empty(),
        "not Bob's turn"
    );

    // A typed illegal cell is checked again on submit: a private refusal.
    let refusal = table.run(&alice(), "grow", cell("M9")).await;
    assert_eq!(kind(&refusal), 4);
    assert!(is_ephemeral(&refusal), "{}", content(&refusal));
    assert!(!content(&refusal).is_empty());
    let nonsense = table.run(&alice(), "grow", cell("Z99")).await;
    assert!(is_ephemeral(&nonsense), "{}", content(&nonsense));

    // The grow, then End turn.
    let preview = table.run(&alice(), "grow", cell("E5")).await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(
        content(&preview).contains("grow E5"),
        "{}",
        content(&preview)
    );
    let ids = buttons(&preview);
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{BOB}>")));
    picture(&published);

    // The game so far as an animated replay, public, inline.
    let replay = table.run(&bob(), "replay", json!([])).await;
    assert!(!is_ephemeral(&replay), "{}", content(&replay));
    assert!(content(&replay).contains("3 turns"), "{}", content(&replay));
    let (name, gif) = replay.files.first().expect("the replay");
    assert_eq!(name, "replay.gif");
    let mut frames = gif::DecodeOptions::new()
        .read_info(&gif[..])
        .expect("a GIF");
    let mut count = 0;
    while frames.read_next_frame().expect("a frame").is_some() {
        count += 1;
    }
    assert_eq!(count, 4, "three turns and the pause");

    // Bob ends without acting: warned privately first (R20), with a button
    // to end anyway; then his unused action opens a claim (R21).
    let warning = table.run(&bob(), "end", json!([])).await;
    assert!(is_ephemeral(&warning));
    assert!(content(&warning).contains("R20"), "{}", content(&warning));
    let anyway = buttons(&warning)
        .into_iter()
        .find(|id| id.starts_with("end!:"))
        .expect("an End turn anyway button");
    let token = table.click(&bob(), &anyway);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains("R21") && text.contains("M10"), "{text}");
    assert!(text.contains(&format!("<@{ALICE}>")), "{text}");

    // Alice claims Bob's seed, offered by autocomplete.
    let token = table.typing(&alice(), "claim", "cell", "");
    assert_eq!(choices(&table.answer(&token).await), ["M10"]);
    let claim = table.run(&alice(), "claim", cell("M10")).await;
    assert!(!is_ephemeral(&claim), "{}", content(&claim));
    let again = table.run(&alice(), "claim", cell("M10")).await;
    assert!(is_ephemeral(&again));
    assert!(content(&again).contains("R21"), "{}", content(&again));

    // Only the creator or a member who manages the channel may abort.
    let refused = table.run(&bob(), "abort", json!([])).await;
    assert!(is_ephemeral(&refused), "{}", content(&refused));
    let aborted = table.run(&carol(), "abort", json!([])).await;
    assert!(!is_ephemeral(&aborted), "{}", content(&aborted));
    let status = table.run(&alice(), "status", json!([])).await;
    assert!(is_ephemeral(&status));

    // The channel shows the public answers only: the lobby, four turns,
    // the replay, the claim, the abort; once each (the retried turn too).
    let visible = table.channel_texts();
    assert_eq!(visible.len(), 10, "{visible:#?}");
    assert!(visible[0].contains("opened a game"), "{visible:#?}");
    assert!(visible[9].contains("aborted"), "{visible:#?}");

    let elapsed = started.elapsed();
    eprintln!("e2e game took {elapsed:?}");
    assert!(elapsed < Duration::from_secs(30), "{elapsed:?}");
}

/// One line of a local-mode script (`@alice /grow cell:H8 seed:true`) as
/// the slash command Discord would send: the user, the command's name and
/// its options, typed as registered (booleans, integers, strings).
fn slash_command(line: &str) -> (Who, String, Value) {
    let (who, rest) = line.split_once(' ').expect("@NAME /command");
    let user = match who {
        "@alice" => alice(),
        "@bob" => bob(),
        other => panic!("unknown player {other}"),
    };
    let (name, mut rest) = rest
        .trim_start_matches('/')
        .split_once(' ')
        .unwrap_or((rest.trim_start_matches('/'), ""));
    let mut options = Vec::new();
    while let Some((key, after)) = rest.trim_start().split_once(':') {
        let (value, tail) = match after.strip_prefix('"') {
            Some(quoted) => quoted.split_once('"').expect("a closing quote"),
            None => after.split_once(' ').unwrap_or((after, "")),
        };
        let key = key.replace('-', "_");
        let option = match key.as_str() {
            "seed" | "confirm" => json!({"name": key, "type": 5, "value": value == "true"}),
            "round" | "turn_hours" => {
                json!({"name": key, "type": 4, "value": value.parse::<i64>().expect("a number")})
            }
            // A choice is registered as an integer: the index of the choice.
            "rules" => json!({"name": key, "type": 4, "value": i64::from(value == "advanced")}),
            _ => json!({"name": key, "type": 3, "value": value}),
        };
        options.push(option);
        rest = tail;
    }
    (user, name.to_string(), Value::Array(options))
}

/// The text of the answer to `token`, waiting past a deferral ("thinking…",
/// then the original response edited) if the bot was slow.
async fn answered_text(table: &Table, token: &str) -> (Request, String) {
    let first = table.answer(token).await;
    if kind(&first) != 5 {
        let text = content(&first);
        return (first, text);
    }
    let edited = table.fake.answers(token, 2).await.remove(1);
    let text = edited.json.as_ref().expect("json")["content"]
        .as_str()
        .unwrap_or("")
        .to_string();
    (edited, text)
}

/// The advanced game of `tests/fixtures/advanced_game.txt`, the one the
/// local mode plays, as slash commands: `/new rules:advanced`, a leaf's
/// bonus, `/launch` with autocomplete of buttons and landing cells, a
/// parasite acting and claimed whole, and a win (R20-R22, R30-R32, R36).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_advanced_game_from_start_to_finish_through_a_fake_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let mut said = String::new();
    let mut published_pictures = 0;
    let script = include_str!("fixtures/advanced_game.txt");
    let lines: Vec<&str> = script.lines().filter(|l| l.starts_with('@')).collect();
    for (index, &line) in lines.iter().enumerate() {
        let (who, name, options) = slash_command(line);
        if name == "launch" {
            // Autocomplete offers the button's centre, then its landings.
            let token = table.typing(&who, "launch", "from", "");
            assert_eq!(choices(&table.answer(&token).await), ["H8"]);
            let options = json!([{"name": "from", "type": 3, "value": "H8"}, focus("to", "")]);
            let token = table.fake.typing(&who, &table.place, "launch", options);
            let landings = choices(&table.answer(&token).await);
            assert!(landings.contains(&"K8".to_string()), "{landings:?}");
            assert!(
                !landings.contains(&"J9".to_string()),
                "touches I9: {landings:?}"
            );
        }
        let token = table.command(&who, &name, options);
        let (answer, text) = answered_text(&table, &token).await;
        let succeeded = match name.as_str() {
            "new" => "opened a game",
            "join" => "takes seat",
            "start" => "The game begins!",
            "status" if index + 1 == lines.len() => "The last game here is finished: ALICE wins",
            "status" => "to move",
            "claim" => " claims ",
            "end" => " played:",
            "play" if line.ends_with("end\"") => " played:",
            _ => "Your draft",
        };
        assert!(text.contains(succeeded), "{line}: {text}");
        if text.contains(" played:") {
            assert!(!is_ephemeral(&answer), "{line}: a published turn is public");
            picture(&answer);
            published_pictures += 1;
        }
        said.push_str(&text);
        said.push('\n');
    }
    for expected in [
        "opened a game of Palanquée (advanced rules",
        "4 actions (plant F6: 3 + 1 bonus",
        "• launch H8 K8",
        "parasite K8: 1",
        "**BOB** claims ALICE's parasite at K9, taken whole (R21, R30).",
        "claim P3 → took P3 (BOB's seed) (R21); BOB is out (R22)",
        "**Game over: ALICE wins (R22).**",
    ] {
        assert!(said.contains(expected), "missing {expected:?} in\n{said}");
    }
    assert!(said.contains(&format!("<@{BOB}>")), "{said}");
    assert!(published_pictures >= 25, "{published_pictures}");
}

#[tokio::test]
async fn slow_work_is_deferred_privately_then_answered() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let delivery = delivery_for(&fake, service_in(&dir).await);
    // A slow command with a public and a private reply: "thinking…" is
    // private, takes the private reply; the public one follows.
    let token = fake.slash(&alice(), &here(), "sow", cell("E4"));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    let mut public = Reply::public("Alice played.");
    public.mentions = vec![BOB.to_string()];
    let work = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        Ok(vec![public, Reply::private("Your draft.")])
    };
    responder.run(work).await.expect("answered");
    let answers = fake.answers(&token, 3).await;
    assert_eq!(kind(&answers[0]), 5);
    assert!(is_ephemeral(&answers[0]));
    assert_eq!(answers[1].method, "PATCH");
    assert!(
        answers[1]
            .path
            .ends_with(&format!("/{token}/messages/@original"))
    );
    assert_eq!(
        answers[1].json.as_ref().expect("json")["content"],
        "Your draft."
    );
    assert_eq!(answers[2].method, "POST");
    assert_eq!(
        answers[2].path,
        format!("/api/v10/webhooks/{APP_ID}/{token}")
    );
    let followup = answers[2].json.as_ref().expect("json");
    assert_eq!(followup["content"], format!("<@{BOB}> Alice played."));
    assert_eq!(followup["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    // What the channel shows: the public reply only; the draft stayed
    // private (ephemeral was fixed by the deferral).
    let messages = fake.interaction_messages(&token);
    assert_eq!(messages.len(), 2, "{messages:?}");
    assert!(messages[0].is_ephemeral() && messages[0].content == "Your draft.");
    assert_eq!(table_texts(&fake), [format!("<@{BOB}> Alice played.")]);

    // A slow button whose command is refused: acknowledged silently, then
    // the refusal follows privately.
    let token = fake.click(&alice(), &here(), "end:1:1", true);
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Component);
    let work = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        Err(CommandError::Refused("That preview is out of date.".into()))
    };
    let error = responder.run(work).await.expect_err("refused");
    let reply = reply_for(&error);
    responder.deliver(vec![reply]).await;
    let answers = fake.answers(&token, 2).await;
    assert_eq!(kind(&answers[0]), 6);
    let followup = answers[1].json.as_ref().expect("json");
    assert_eq!(followup["content"], "That preview is out of date.");
    assert_eq!(
        followup["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL
    );
    assert_eq!(table_texts(&fake).len(), 1, "nothing more in the channel");
}

/// The texts visible in the game channel.
fn table_texts(fake: &FakeDiscord) -> Vec<String> {
    fake.channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .collect()
}

#[tokio::test]
async fn expired_turns_are_posted_to_their_channel_with_a_retry() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_button_still_works_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let first = FakeDiscord::start().await;
    let bot = start_bot(&first, &url).await;
    let table = Table::new(first);
    table.run(&alice(), "new", json!([])).await;
    table.run(&bob(), "join", json!([])).await;
    table.run(&alice(), "start", json!([])).await;
    let preview = table.run(&alice(), "sow", cell("E4")).await;
    let end = buttons(&preview).remove(0);
    bot.shards.shutdown_all().await;

    // A new process on the same database: the old button publishes the turn.
    let second = FakeDiscord::start().await;
    let _bot = start_bot(&second, &url).await;
    let table = Table::new(second);
    let token = table.click(&alice(), &end);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    assert!(content(&published).contains(&format!("<@{BOB}>")));
    picture(&published);
}

// ---- The gateway going away ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_a_reconnect_and_misses_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let new = table.run(&alice(), "new", json!([])).await;
    assert!(!is_ephemeral(&new));

    // Discord asks for a reconnect; a command sent meanwhile waits for the
    // resumed session and is answered.
    table.fake.reconnect();
    let join = table.run(&bob(), "join", json!([])).await;
    assert!(!is_ephemeral(&join), "{}", content(&join));
    let counts = table.fake.gateway_counts();
    assert_eq!(
        (counts.identifies, counts.resumes, counts.connections),
        (1, 1, 2)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_identifies_again_after_its_session_is_invalidated() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
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
    let new = table.run(&alice(), "new", json!([])).await;
    assert!(!is_ephemeral(&new), "{}", content(&new));
    let registrations = table
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT")
        .count();
    assert_eq!(registrations, 1, "commands are registered once");
}

// ---- Places ----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_is_answered_in_the_thread() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_001);
    let token = fake.slash(&alice(), &thread, "new", json!([]));
    let new = fake.answers(&token, 1).await.remove(0);
    assert!(!is_ephemeral(&new), "{}", content(&new));
    let texts: Vec<String> = fake
        .channel_messages(thread.channel)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(texts.len(), 1);
    assert!(texts[0].contains("opened a game"), "{texts:?}");
    assert!(fake.channel_messages(CHANNEL).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_thread_is_joined_before_its_game_opens() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    // A thread the bot may not join: /new says to add it.
    let closed = Place::private_thread(GUILD, CHANNEL, 999_000_000_000_000_003);
    fake.add_place(&closed);
    fake.fault(Rule::new(
        "PUT",
        "/thread-members/@me",
        Fault::missing_access(),
    ));
    let token = fake.slash(&alice(), &closed, "new", json!([]));
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    assert!(
        content(&refusal).contains("not a member of this private thread"),
        "{}",
        content(&refusal)
    );
    // Once it can join, it does, and the game opens.
    let token = fake.slash(&alice(), &closed, "new", json!([]));
    let opened = fake.answers(&token, 1).await.remove(0);
    assert!(
        content(&opened).contains("opened a game"),
        "{}",
        content(&opened)
    );
    let joins: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/thread-members/@me"))
        .map(|r| r.status)
        .collect();
    assert_eq!(joins, [403, 204]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_help_answer_in_a_direct_message() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    // Commands of a development server never show in direct messages:
    // registered globally, as in production.
    let global = Config {
        dev_guild: None,
        ..config(Duration::from_secs(3600))
    };
    let _bot = start_bot_configured(&fake, service_in(&dir).await, &global).await;
    let dm = Place::dm(888_000_000_000_000_001, ALICE);
    let token = fake.slash(&alice(), &dm, "help", json!([]));
    let help = fake.answers(&token, 1).await.remove(0);
    assert!(content(&help).contains("/new"), "{}", content(&help));
    let token = fake.slash(&alice(), &dm, "rules", json!([]));
    let rules = fake.answers(&token, 1).await.remove(0);
    assert!(content(&rules).contains("R1"), "{}", content(&rules));
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
    let token = fake.slash(&alice(), &Place::channel(GUILD, CHANNEL), "help", json!([]));
    let help = fake.answers(&token, 1).await.remove(0);
    assert!(content(&help).contains("/new"), "{}", content(&help));
    assert_eq!(fake.identified_shards(), [[1, 2]]);
}

// ---- Discord failing ----

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
        let problem = service.channel_problem(&CHANNEL.to_string()).await;
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
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
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
        let due = delivery.service().due_posts(10).await;
        due.expect("due").is_empty()
    })
    .await;
}

#[tokio::test]
async fn a_follow_up_stored_before_a_502_shows_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let delivery = delivery_for(&fake, service_in(&dir).await);
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    fake.fault(Rule::new(
        "POST",
        &format!("/webhooks/{APP_ID}/"),
        Fault::AfterStore { status: 502 },
    ));
    let work = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        Ok(vec![
            Reply::private("Your turn is published."),
            Reply::public("Alice played."),
        ])
    };
    let _ = responder.run(work).await;
    assert_eq!(table_texts(&fake), ["Alice played."]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_response_stored_before_a_502_is_not_sent_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    table.fake.fault(Rule::new(
        "POST",
        "/callback",
        Fault::AfterStore { status: 502 },
    ));
    let token = table.command(&alice(), "new", json!([]));
    table
        .fake
        .wait_for("a response", Duration::from_secs(10), |requests| {
            requests
                .iter()
                .find(|r| r.path.contains("/callback"))
                .map(|_| ())
        })
        .await;
    // Its retries and any apology.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let texts = table.channel_texts();
    assert_eq!(texts.len(), 1, "{texts:#?}");
    assert!(texts[0].contains("opened a game"), "{texts:#?}");
    assert!(
        table.fake.violations().is_empty(),
        "{:#?}; token {token}",
        table.fake.take_violations()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_whose_answer_came_too_late_is_posted_in_the_channel_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    table.run(&alice(), "new", json!([])).await;
    table.run(&bob(), "join", json!([])).await;
    table.run(&alice(), "start", json!([])).await;
    table.run(&alice(), "sow", cell("E4")).await;
    let before = table.channel_texts().len();

    // The interaction's 3 s are over before the bot answers (a slow
    // network, a paused process): Discord refuses the answer with 10062.
    let token = table.command(&alice(), "end", json!([]));
    table.fake.advance(Duration::from_secs(4));
    table
        .fake
        .wait_for("the refused answer", Duration::from_secs(10), |requests| {
            requests
                .iter()
                .find(|r| r.path.contains(&format!("/{token}/callback")) && r.status == 404)
                .map(|_| ())
        })
        .await;
    // The turn is saved, and posted in the channel instead, once, with its
    // picture and Bob's mention.
    posted(&table.fake, before + 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let messages = table.fake.channel_messages(CHANNEL);
    assert_eq!(messages.len(), before + 1, "{:#?}", table.channel_texts());
    let turn = messages.last().expect("the turn");
    assert!(turn.content.contains("played:"), "{}", turn.content);
    assert!(
        turn.content.contains(&format!("<@{BOB}>")),
        "{}",
        turn.content
    );
    assert!(turn.route.contains("/channels/"), "{}", turn.route);
    let (name, png) = turn.files.first().expect("the picture");
    assert!(name.ends_with(".png"));
    image::load_from_memory(png).expect("a real PNG");
    assert!(turn.nonce.is_some());
    assert!(
        bot.delivery
            .service()
            .due_posts(10)
            .await
            .expect("due")
            .is_empty(),
        "delivered, not left for the loop"
    );
    // Bob can play on: the turn really passed.
    let preview = table.run(&bob(), "sow", cell("M10")).await;
    assert!(
        content(&preview).contains("Your draft"),
        "{}",
        content(&preview)
    );
    // The one late answer is the fault this test made; nothing more was
    // sent to the dead interaction.
    let late = table.fake.take_violations();
    assert_eq!(late.len(), 1, "{late:#?}");
    assert!(late[0].contains("Discord allows 3 s"), "{late:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_refuses_naming_the_permissions_the_bot_lacks_here() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let no_send = here().with_app_permissions(permissions::VIEW_CHANNEL | permissions::EMBED_LINKS);
    let token = fake.slash(&alice(), &no_send, "new", json!([]));
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    let text = content(&refusal);
    assert!(
        text.contains("I am missing Send Messages and Attach Files here"),
        "{text}"
    );
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_002)
        .with_app_permissions(
            permissions::VIEW_CHANNEL | permissions::SEND_MESSAGES | permissions::ATTACH_FILES,
        );
    let token = fake.slash(&alice(), &thread, "new", json!([]));
    let text = content(&fake.answers(&token, 1).await.remove(0));
    assert!(
        text.contains("missing Send Messages in Threads here"),
        "{text}"
    );
    // Nothing was opened: with the permissions, /new goes through.
    let token = fake.slash(&alice(), &here(), "new", json!([]));
    let opened = fake.answers(&token, 1).await.remove(0);
    assert!(
        content(&opened).contains("opened a game"),
        "{}",
        content(&opened)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_database_stops_the_bot_saying_why() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("games.db");
    let url = format!("sqlite://{}", file.display());
    let bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    table.run(&alice(), "new", json!([])).await;
    std::fs::remove_file(&file).expect("deleted");
    let answer = table.run(&bob(), "join", json!([])).await;
    assert!(is_ephemeral(&answer));
    assert!(
        content(&answer).contains("database file was deleted or replaced"),
        "{}",
        content(&answer)
    );
    tokio::time::timeout(Duration::from_secs(10), bot.delivery.stopped())
        .await
        .expect("the bot is told to stop");
    assert!(!file.exists(), "nothing was written in its place");
}

// ---- Registration ----

#[tokio::test]
async fn registration_is_tried_again_after_server_errors() {
    let fake = FakeDiscord::start().await;
    fake.fault(Rule::new("PUT", "/commands", Fault::server(500)).times(2));
    let dir = tempfile::tempdir().expect("temp dir");
    let bot = Bot::connect(
        fake.http().build(),
        service_in(&dir).await,
        &config(Duration::from_secs(3600)),
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
        fake.http().build(),
        service_in(&dir).await,
        &config(Duration::from_secs(3600)),
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
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
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

// ---- The background loops ----

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
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
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
async fn a_long_retry_after_in_one_channel_does_not_hold_up_another() {
    const SLOW: u64 = 777_000_000_000_000_009;
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
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

/// A whole Palago game as slash-command interactions: `/new game:palago`,
/// `/place` with autocomplete of cells and orientations, a refused tile
/// answered privately with its ruling, the End turn button, `/play` with a
/// whole turn, and a win by a creature shown outlined in the final
/// picture, the published turns mentioning the opponent (P5-P11).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_palago_game_from_new_to_a_win_through_a_fake_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let place = |cell: &str, orientation: &str| {
        json!([
            {"name": "cell", "type": 3, "value": cell},
            {"name": "orientation", "type": 3, "value": orientation}
        ])
    };

    // `game` is a choice, sent as its index: 1 is palago.
    let new = table
        .run(
            &alice(),
            "new",
            json!([{"name": "game", "type": 4, "value": 1}]),
        )
        .await;
    assert!(
        content(&new).contains("opened a game of Palago"),
        "{}",
        content(&new)
    );
    table.run(&bob(), "join", json!([])).await;
    let start = table.run(&alice(), "start", json!([])).await;
    assert!(!is_ephemeral(&start));
    assert!(
        content(&start).contains(&format!("<@{ALICE}>")),
        "{}",
        content(&start)
    );
    picture(&start);

    // Autocomplete: the first tile goes on 0,0; all three orientations.
    let token = table.typing(&alice(), "place", "cell", "");
    assert_eq!(choices(&table.answer(&token).await), ["0,0"]);
    let token = table.typing(&bob(), "place", "cell", "");
    assert!(
        choices(&table.answer(&token).await).is_empty(),
        "not Bob's turn"
    );
    let options = json!([{"name": "cell", "type": 3, "value": "0,0"}, focus("orientation", "")]);
    let token = table.fake.typing(&alice(), &table.place, "place", options);
    let offered = table.answer(&token).await;
    assert_eq!(choices(&offered), ["0", "1", "2"]);
    let names: Vec<String> = offered.json.as_ref().expect("json")["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["name"].as_str().expect("a name").to_string())
        .collect();
    assert_eq!(
        names,
        ["0 · upright │", "1 · leaning left ╲", "2 · leaning right ╱"]
    );

    // The first tile: a private preview with its picture and buttons.
    let preview = table.run(&alice(), "place", place("0,0", "0")).await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(
        content(&preview).contains("second tile next to 0,0"),
        "{}",
        content(&preview)
    );
    picture(&preview);
    // The second tile may only go next to the first (P7).
    let token = table.typing(&alice(), "place", "cell", "");
    let mut cells = choices(&table.answer(&token).await);
    cells.sort();
    assert_eq!(cells, ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"]);
    let preview = table.run(&alice(), "place", place("0,-1", "2")).await;
    assert!(content(&preview).contains("ready"), "{}", content(&preview));
    let ids = buttons(&preview);
    assert!(ids[0].starts_with("end:"), "{ids:?}");
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    assert!(
        content(&published).contains(&format!("<@{BOB}>")),
        "{}",
        content(&published)
    );
    picture(&published);

    // A tile out of reach: refused privately, naming its ruling.
    let refused = table.run(&bob(), "place", place("5,5", "0")).await;
    assert!(is_ephemeral(&refused));
    assert!(content(&refused).contains("P7"), "{}", content(&refused));
    let played = table
        .run(
            &bob(),
            "play",
            json!([{"name": "actions", "type": 3, "value": "1,-1:0 1,-2:0"}]),
        )
        .await;
    assert!(!is_ephemeral(&played), "{}", content(&played));
    assert!(content(&played).contains(&format!("<@{ALICE}>")));
    table
        .run(
            &alice(),
            "play",
            json!([{"name": "actions", "type": 3, "value": "0,1:1 -1,2:0"}]),
        )
        .await;

    // Bob's 1,0:0 closes a blue creature: the whole turn (P9), and he wins.
    let options = json!([{"name": "cell", "type": 3, "value": "1,0"}, focus("orientation", "")]);
    let token = table.fake.typing(&bob(), &table.place, "place", options);
    assert!(choices(&table.answer(&token).await).contains(&"0".to_string()));
    let preview = table.run(&bob(), "place", place("1,0", "upright")).await;
    assert!(
        content(&preview).contains("ends the game by itself"),
        "{}",
        content(&preview)
    );
    let won = table.run(&bob(), "end", json!([])).await;
    let text = content(&won);
    assert!(!is_ephemeral(&won));
    assert!(
        text.contains("Blue closed a blue creature: Blue wins (P11)"),
        "{text}"
    );
    assert!(text.contains(&format!("<@{ALICE}>")), "{text}");
    let board = picture(&won).to_rgb8();
    let outlined = board
        .enumerate_pixels()
        .filter(|(x, _, p)| *x < 800 && **p == palanquee::games::palago::picture::palette::CREATURE)
        .count();
    assert!(
        outlined > 100,
        "the creature is outlined: {outlined} pixels"
    );
    let status = table.run(&alice(), "status", json!([])).await;
    assert!(is_ephemeral(&status));
    assert!(
        content(&status).contains("is finished"),
        "{}",
        content(&status)
    );
}

/// The turn the latest post of `who` in the channel announces.
fn computer_turn(table: &Table, who: &str) -> Option<palanquee::games::palago::Turn> {
    let marker = format!("{who} laid ");
    table.channel_texts().iter().rev().find_map(|text| {
        let after = text.split(&marker).nth(1)?;
        after.split('.').next()?.trim().parse().ok()
    })
}

/// One person against a computer on Discord, a whole Palago game:
/// `/addbot level:medium`, then the person's turns by `/play` (random legal
/// turns worked out on a copy of the game) and the computer's posted to
/// the channel by themselves, mentioning the person, until the result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_palago_against_the_computer_through_a_fake_discord() {
    use palanquee::ai::{Budget, Level, Rng};
    use palanquee::games::palago::{Game, Options, ai::choose_turn};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let who = "**Computer (medium)** (Blue)";
    table
        .run(
            &alice(),
            "new",
            json!([{"name": "game", "type": 4, "value": 1}]),
        )
        .await;
    // `level` is a choice, sent as its index: 1 is medium.
    let seated = table
        .run(
            &alice(),
            "addbot",
            json!([{"name": "level", "type": 4, "value": 1}]),
        )
        .await;
    assert!(
        content(&seated).contains("**Computer (medium)** takes seat 2"),
        "{}",
        content(&seated)
    );
    table.run(&alice(), "start", json!([])).await;
    let mut mirror = Game::new(Options::default());
    let mut rng = Rng::new(5);
    let mut answers = 0;
    while !mirror.is_over() {
        let turn = choose_turn(&mirror, Level::Random, Budget::Work(1), &mut rng).expect("a turn");
        let options = json!([{"name": "actions", "type": 3, "value": turn.to_string()}]);
        let played = table.run(&alice(), "play", options).await;
        assert!(!is_ephemeral(&played), "{}", content(&played));
        mirror.play(&turn).expect("legal");
        if mirror.is_over() {
            break;
        }
        let before = mirror.placed();
        let mut answer = None;
        eventually("the computer's turn is posted", async || {
            answer = computer_turn(&table, who).filter(|t| {
                let mut after = mirror.clone();
                after.play(t).is_ok() && after.placed() > before
            });
            answer.is_some()
        })
        .await;
        let answer = answer.expect("a turn");
        mirror.play(&answer).expect("the computer's turn is legal");
        answers += 1;
        let post = table
            .channel_texts()
            .into_iter()
            .rev()
            .find(|t| t.contains(who))
            .unwrap_or_default();
        if !mirror.is_over() {
            assert!(post.contains(&format!("<@{ALICE}>")), "{post}");
        }
    }
    assert!(answers > 0);
    let status = table.run(&alice(), "status", json!([])).await;
    assert!(
        content(&status).contains("is finished"),
        "{}",
        content(&status)
    );
    // No message ever mentions a computer's seat.
    assert!(
        table
            .channel_texts()
            .iter()
            .all(|t| !t.contains("<@computer"))
    );
}

/// `/notify dm:on` as Discord sends it: the choice's index (0 is on).
fn notify_on() -> Value {
    json!([{"name": "dm", "type": 4, "value": 0}])
}

/// The channel's posts (not interaction answers) that say `who`'s turn
/// notices cannot reach them.
fn closed_dm_posts(table: &Table, who: u64) -> usize {
    table
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.route.starts_with("POST /channels"))
        .filter(|m| m.content.contains(&format!("<@{who}>")))
        .filter(|m| m.content.contains("could not send you your turn notice"))
        .count()
}

/// The first turn notice `user` receives, once it comes: it starts with
/// `first` and the channel's link, then tells Alice's turn.
async fn turn_notice(table: &Table, user: u64, first: &str) -> fake_discord::Message {
    eventually("the turn notice", async || {
        !table.fake.direct_messages(user).is_empty()
    })
    .await;
    let notice = table.fake.direct_messages(user).remove(0);
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    assert!(
        notice.content.starts_with(&format!("{first} {link}.")),
        "{}",
        notice.content
    );
    assert!(
        notice.content.contains("**ALICE** played:"),
        "{}",
        notice.content
    );
    notice
}

/// Turn notices by direct message: Bob asked for them, so when Alice's
/// turn hands him the turn he gets one DM with the board, the turn's story
/// and a link to the channel, once, though Discord stores the first try
/// and answers it with a 502 (the nonce keeps the retry from showing
/// twice), and later passes send nothing more. Alice's DMs are closed
/// (Discord answers 50007): the channel is told once, not at each turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_go_by_direct_message_once_and_closed_dms_are_said_once() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    for who in [alice(), bob()] {
        let on = table.run(&who, "notify", notify_on()).await;
        assert!(is_ephemeral(&on), "{}", content(&on));
        assert!(content(&on).contains("notices by direct message are on"));
    }
    table.fake.close_dms(ALICE);
    table.run(&alice(), "new", json!([])).await;
    table.run(&bob(), "join", json!([])).await;
    table.run(&alice(), "start", json!([])).await;
    eventually("the channel told that Alice's DMs are closed", async || {
        closed_dm_posts(&table, ALICE) == 1
    })
    .await;
    assert!(table.fake.direct_messages(ALICE).is_empty());

    table.fake.fault(Rule::new(
        "POST",
        "/messages",
        Fault::AfterStore { status: 502 },
    ));
    table.run(&alice(), "sow", cell("E4")).await;
    let published = table.run(&alice(), "end", json!([])).await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    let notice = turn_notice(&table, BOB, "Your turn in").await;
    assert!(notice.content.contains("<t:") || !notice.content.contains("Turn ends"));
    let (name, png) = &notice.files[0];
    assert_eq!(name, "board.png");
    image::load_from_memory(png).expect("the board decodes");

    let bob_sows = table.run(&bob(), "sow", cell("O12")).await;
    assert!(is_ephemeral(&bob_sows), "{}", content(&bob_sows));
    let published = table.run(&bob(), "end", json!([])).await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    // Several delivery passes (every 2 s) go by: nothing is sent twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(table.fake.direct_messages(BOB).len(), 1);
    assert_eq!(closed_dm_posts(&table, ALICE), 1);
    assert!(
        table
            .fake
            .requests()
            .iter()
            .any(|r| r.method == "POST" && r.path.ends_with("/messages") && r.status == 502),
        "the DM's first try was answered 502"
    );
    let off = table
        .run(
            &bob(),
            "notify",
            json!([{"name": "dm", "type": 4, "value": 1}]),
        )
        .await;
    assert!(content(&off).contains("are off"), "{}", content(&off));
}

/// A French player's turn notices speak French: the language of their
/// client when they ran `/notify` (the turn's story stays the channel's
/// English).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_players_turn_notice_speaks_french() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let amelie = Who::new(444_000_000_000_000_004, "amelie").with_locale("fr");
    let on = table.run(&amelie, "notify", notify_on()).await;
    assert!(is_ephemeral(&on), "{}", content(&on));
    table.run(&alice(), "new", json!([])).await;
    table.run(&amelie, "join", json!([])).await;
    table.run(&alice(), "start", json!([])).await;
    table.run(&alice(), "sow", cell("E4")).await;
    table.run(&alice(), "end", json!([])).await;
    turn_notice(&table, 444_000_000_000_000_004, "À toi de jouer dans").await;
}

/// A client in French is answered in French (the interaction's locale):
/// a refusal, the engine's refusal of a move, `/help` and `/rules`; the
/// same refusal to an English client
/// stays English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_client_is_answered_in_french() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    let amelie = Who::new(444_000_000_000_000_004, "amelie").with_locale("fr");
    let refused = table.run(&amelie, "join", json!([])).await;
    assert!(is_ephemeral(&refused));
    assert!(
        content(&refused).starts_with("Aucune partie dans ce salon."),
        "{}",
        content(&refused)
    );
    let english = table.run(&alice(), "join", json!([])).await;
    assert!(
        content(&english).starts_with("No game in this channel."),
        "{}",
        content(&english)
    );
    let help = table.run(&amelie, "help", json!([])).await;
    assert!(
        content(&help).contains("**Ton tour**"),
        "{}",
        content(&help)
    );
    // `topic` is a choice, sent as its index: 3 is captures.
    let rules = table
        .run(
            &amelie,
            "rules",
            json!([{"name": "topic", "type": 4, "value": 3}]),
        )
        .await;
    let text = content(&rules);
    assert!(text.contains("R13") && text.contains("graine"), "{text}");
    table.run(&amelie, "new", json!([])).await;
    let twice = table.run(&amelie, "join", json!([])).await;
    assert_eq!(content(&twice), "Tu as déjà une place.");
    // Her draft's preview is French; her published turn, read by the
    // whole channel, is not.
    table.run(&bob(), "join", json!([])).await;
    table.run(&amelie, "start", json!([])).await;
    let preview = table.run(&amelie, "sow", cell("E4")).await;
    let text = content(&preview);
    assert!(text.starts_with("Ton brouillon, manche 1"), "{text}");
    assert!(text.contains("Reste : plus aucune action."), "{text}");
    assert_eq!(button_labels(&preview), ["Finir le tour", "Annuler"]);
    let typo = table.run(&amelie, "sow", cell("Z5")).await;
    assert_eq!(
        content(&typo),
        "`Z5` n'est pas une case : les colonnes vont de A à S (R1)"
    );
    // The engine's refusal, worded in French with its ruling.
    let second = table.run(&amelie, "sow", cell("E5")).await;
    assert!(is_ephemeral(&second));
    assert_eq!(
        content(&second),
        "`sow E5` est refusé. R12 : tu as déjà posé une graine sur le plateau ce tour ; une graine par tour"
    );
    let published = table.run(&amelie, "end", json!([])).await;
    let text = content(&published);
    assert!(text.contains("**AMELIE** played:"), "{text}");
    assert!(
        text.contains("your turn (round 1): one sowing, compulsory (R11)."),
        "{text}"
    );
}

// ---- Discord failing: follow-ups, codes, hangs (issue 27) ----

/// Runs `line` for `who` in the channel; its announcements count as
/// shown (as the interaction's answer would show them).
async fn play(service: &Service, who: u64, line: &str) -> Vec<Reply> {
    let command = parse_command_line(line).expect("a command");
    let replies = service
        .handle(&CHANNEL.to_string(), &caller(who), command)
        .await
        .expect("accepted");
    for id in replies.iter().filter_map(|r| r.post) {
        service.delivered(id, "answer").await.expect("marked");
    }
    replies
}

/// Alice's first turn (a seed sown, then `/end`), not yet shown: the
/// replies of `/end`, one of them its announcement with an outbox row.
async fn alice_ends_her_turn(service: &Service) -> Vec<Reply> {
    play(service, ALICE, "/sow cell:E4").await;
    let command = parse_command_line("/end").expect("a command");
    let replies = service
        .handle(&CHANNEL.to_string(), &caller(ALICE), command)
        .await
        .expect("published");
    assert!(replies.iter().any(|r| r.post.is_some()), "{replies:#?}");
    replies
}

/// A fake Discord where the game's channel takes posts.
async fn fake_with_the_channel() -> FakeDiscord {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    fake
}

/// How many posts of the channel still wait for delivery.
async fn waiting(service: &Service) -> usize {
    let posts = service.undelivered_in(&CHANNEL.to_string()).await;
    posts.expect("the outbox read").len()
}

/// The work of an `/end` slower than the deferral: a private word, then
/// `replies`.
async fn deferred_end(replies: Vec<Reply>) -> Result<Vec<Reply>, CommandError> {
    tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
    let mut all = vec![Reply::private("Your turn is published.")];
    all.extend(replies);
    Ok(all)
}

/// The channel's messages that announce a published turn.
fn turn_posts(fake: &FakeDiscord) -> Vec<String> {
    table_texts(fake)
        .into_iter()
        .filter(|t| t.contains("played:"))
        .collect()
}

/// Issue 27, case 1: an announcement after the interaction's first answer
/// is never sent as a follow-up (which takes no nonce, so a 502 after
/// Discord stored it could not be told from a loss): it goes to the
/// channel from the outbox, with its nonce, exactly once, although every
/// follow-up would be stored and then answered 502.
#[tokio::test]
async fn an_announcement_after_the_first_answer_shows_once_though_follow_ups_502() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let service = service_in(&dir).await;
    open_game(&service, CHANNEL).await;
    let replies = alice_ends_her_turn(&service).await;
    let delivery = delivery_for(&fake, service.clone());
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    fake.fault(
        Rule::new(
            "POST",
            &format!("/webhooks/{APP_ID}/"),
            Fault::AfterStore { status: 502 },
        )
        .forever(),
    );
    responder
        .run(deferred_end(replies))
        .await
        .expect("answered");
    let turns = turn_posts(&fake);
    assert_eq!(turns.len(), 1, "{:#?}", table_texts(&fake));
    let posted = fake.channel_messages(CHANNEL);
    let turn = posted
        .iter()
        .find(|m| m.content.contains("played:"))
        .expect("the turn");
    assert!(turn.route.contains("/channels/"), "{}", turn.route);
    assert!(turn.nonce.is_some());
    assert_eq!(waiting(&service).await, 0, "recorded as delivered");
}

/// Issue 27, cases 1 and 4: an interaction response that hangs is given
/// up when Discord's 3 s are over (not tried again, which Discord would
/// refuse), and its announcement is posted in the channel at once, once:
/// well within the 30 s the outbox leaves the answer, so the delivery
/// task does not post it a second time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_response_that_hangs_is_posted_in_the_channel_once_within_the_grace() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let service = service_in(&dir).await;
    open_game(&service, CHANNEL).await;
    let mut replies = alice_ends_her_turn(&service).await;
    replies.sort_by_key(Reply::is_private); // the announcement first
    let delivery = delivery_for(&fake, service.clone());
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    fake.fault(Rule::new("POST", "/callback", Fault::Hang).forever());
    let started = Instant::now();
    let answered = tokio::time::timeout(
        Duration::from_secs(20),
        responder.run(async { Ok(replies) }),
    )
    .await;
    assert!(answered.is_ok(), "the responder hung with the request");
    assert!(
        started.elapsed() < Duration::from_secs(palanquee::commands::ANSWER_GRACE as u64),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(turn_posts(&fake).len(), 1, "{:#?}", table_texts(&fake));
    let callbacks = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains("/callback"))
        .count();
    assert_eq!(
        callbacks, 1,
        "a response is not sent again after Discord's 3 s"
    );
    assert_eq!(waiting(&service).await, 0, "recorded as delivered");
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
            let problem = service.channel_problem(&CHANNEL.to_string()).await;
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
/// is given up, and the channel is told in a short post of its own, once.
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
    assert_eq!(texts, [palanquee::commands::BLOCKED_NOTICE], "{texts:#?}");
    assert_eq!(
        waiting(delivery.service()).await,
        0,
        "given up, not retried"
    );
}

/// Issue 27, case 3: Bob left every server he shared with the bot, so
/// Discord refuses his turn notices with 50278. The notice is given up
/// and the channel told once; it does not hold up his later notices, so
/// once he is back he gets the next one, not a burst of stale ones.
#[tokio::test]
async fn an_unreachable_user_does_not_hold_up_later_notices() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = service_with_a_clock(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    let on = play(&service, BOB, "/notify dm:on").await;
    assert!(on[0].text.contains("are on"), "{}", on[0].text);
    open_game(&service, CHANNEL).await;
    fake.leave_servers(BOB);
    play(&service, ALICE, "/sow cell:E4").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    fake.wait_for("the refused notice", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 403).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    eventually("the channel told", async || {
        fake.channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains(&format!("<@{BOB}>")))
    })
    .await;

    // He comes back the next day (after a refusal, notices wait a day:
    // each one refused is an invalid request to Discord).
    fake.rejoin(BOB);
    now.fetch_add(palanquee::commands::DM_REFUSED_QUIET + 1, Ordering::SeqCst);
    play(&service, BOB, "/sow cell:M10").await;
    play(&service, BOB, "/end").await;
    play(&service, ALICE, "/grow cell:E5").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    eventually("the new notice", async || {
        !fake.direct_messages(BOB).is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let notices = fake.direct_messages(BOB);
    assert_eq!(notices.len(), 1, "no stale notice");
    let told = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains(&format!("<@{BOB}>")))
        .count();
    assert_eq!(told, 1, "the channel is told once");
}

/// Issue 27, case 3: Discord's 40003 (opening direct messages too fast)
/// is a passing failure, not a refusal: the notice goes a moment later.
#[tokio::test]
async fn opening_direct_messages_too_fast_is_tried_again_soon() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    play(&service, BOB, "/notify dm:on").await;
    fake.fault(Rule::new(
        "POST",
        "/users/@me/channels",
        Fault::opening_dms_too_fast(),
    ));
    play(&service, ALICE, "/sow cell:E4").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    fake.wait_for("the refused DM", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 403).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    now.fetch_add(2, Ordering::SeqCst);
    delivery.pass().await;
    eventually("the notice", async || !fake.direct_messages(BOB).is_empty()).await;
    let problem = service.channel_problem(&format!("dm:{BOB}")).await;
    assert!(problem.expect("read").is_none());
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
    let taken = service.take_due_posts(10).await.expect("taken");
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

/// Issue 27, case 6: a deferred command whose only answer is public (a
/// replay) posts it in the channel first, then tells the player; if
/// Discord does not take it, the player is told so, never "Done".
#[tokio::test]
async fn a_public_answer_is_in_the_channel_before_the_player_is_told_done() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let delivery = delivery_for(&fake, service_in(&dir).await);
    let slow_replay = || async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        Ok(vec![Reply::public("The whole game, 3 turns.")])
    };
    let token = fake.slash(&alice(), &here(), "replay", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    responder.run(slow_replay()).await.expect("answered");
    let order: Vec<String> = fake
        .requests()
        .iter()
        .filter(|r| r.path.contains(&token) || r.path.contains("/channels/"))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    let post = order.iter().position(|r| r.contains("/channels/"));
    let told = order.iter().position(|r| r.starts_with("PATCH"));
    assert!(post.is_some() && post < told, "{order:#?}");
    assert_eq!(table_texts(&fake), ["The whole game, 3 turns."]);
    let said = fake.interaction_messages(&token);
    assert_eq!(said[0].content, discord::respond::DONE_IN_CHANNEL);

    fake.fault(Rule::new("POST", "/channels/", Fault::missing_permissions()).forever());
    let token = fake.slash(&alice(), &here(), "replay", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    responder.run(slow_replay()).await.expect("answered");
    let said = fake.interaction_messages(&token);
    assert!(
        said[0].content.starts_with(discord::respond::NOT_POSTED),
        "{}",
        said[0].content
    );
    assert_eq!(table_texts(&fake).len(), 1);
}

/// Issue 27, cases 8 and 9: a refusal after a deferral replaces
/// "thinking…" (an edit of the original response), not a follow-up that
/// Discord would turn into that edit (deprecated; the strict fake counts
/// it as a violation). The database is held by another writer for 2 s,
/// so `/new` (whose permission check now runs inside the deferral's
/// clock) is deferred, then refused: a game is already open here.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_after_a_deferral_replaces_thinking() {
    use sqlx::Connection as _;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    table.run(&alice(), "new", json!([])).await;
    let mut writer = sqlx::SqliteConnection::connect(&url)
        .await
        .expect("a second connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut writer)
        .await
        .expect("the write lock");
    let token = table.command(&bob(), "new", json!([]));
    tokio::time::sleep(DEFER_AFTER + Duration::from_millis(800)).await;
    sqlx::query("ROLLBACK")
        .execute(&mut writer)
        .await
        .expect("released");
    eventually("the refusal", async || {
        table
            .fake
            .interaction_messages(&token)
            .iter()
            .any(|m| !m.is_loading())
    })
    .await;
    let said = table.fake.interaction_messages(&token);
    assert_eq!(said.len(), 1, "{said:#?}");
    assert!(said[0].is_ephemeral());
    assert!(said[0].route.contains("callback 5"), "{}", said[0].route);
    let followups = table
        .fake
        .requests()
        .iter()
        .filter(|r| {
            r.method == "POST"
                && r.path.contains(&format!("/{token}"))
                && !r.path.ends_with("/callback")
        })
        .count();
    assert_eq!(followups, 0, "{:#?}", table.fake.take_violations());
}

/// Issue 27, case 9: joining a private thread counts in the time before
/// the deferral. Here the join waits out two rate limits (over 3 s in
/// all): `/new` is deferred within Discord's 3 s anyway, and the game
/// opens once the bot is in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_thread_join_counts_in_the_time_before_the_deferral() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _bot = start_bot(&fake, &url).await;
    let thread = Place::private_thread(GUILD, CHANNEL, 999_000_000_000_000_004);
    fake.add_place(&thread);
    fake.fault(
        Rule::new(
            "PUT",
            "/thread-members/@me",
            Fault::RateLimited {
                retry_after_secs: 1.6,
            },
        )
        .times(2),
    );
    let token = fake.slash(&alice(), &thread, "new", json!([]));
    let first = fake.answers(&token, 1).await.remove(0);
    assert_eq!(kind(&first), 5, "deferred within 3 s");
    eventually("the game opened", async || {
        fake.channel_messages(thread.channel)
            .iter()
            .any(|m| m.content.contains("opened a game"))
    })
    .await;
    eventually("\"thinking…\" answered", async || {
        let said = fake.interaction_messages(&token);
        !said.iter().any(|m| m.is_loading())
    })
    .await;
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

/// Issue 27, case 1: when the announcement that follows the answer cannot
/// be posted in the channel yet (the bot lost Send Messages there), the
/// player is told it is saved and will be posted, not left to think it
/// went out; the outbox keeps it.
#[tokio::test]
async fn a_player_is_told_when_the_announcement_after_their_answer_waits() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let service = service_in(&dir).await;
    open_game(&service, CHANNEL).await;
    let replies = alice_ends_her_turn(&service).await;
    let delivery = delivery_for(&fake, service.clone());
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    fake.add_place(
        &here().with_app_permissions(permissions::VIEW_CHANNEL | permissions::ATTACH_FILES),
    );
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    responder
        .run(deferred_end(replies))
        .await
        .expect("answered");
    let said: Vec<String> = fake
        .interaction_messages(&token)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(
        said,
        [
            "Your turn is published.",
            discord::respond::NOT_YET_IN_CHANNEL
        ]
    );
    assert!(turn_posts(&fake).is_empty());
    assert_eq!(waiting(&service).await, 1, "kept in the outbox");
}

/// Issue 27, case 8: a command that panics after its deferral is still
/// answered in place of "thinking…", with an apology, not a follow-up.
#[tokio::test]
async fn a_command_that_panics_after_its_deferral_is_answered_in_place() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let delivery = delivery_for(&fake, service_in(&dir).await);
    let token = fake.slash(&alice(), &here(), "status", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    let work = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        if token.is_empty() {
            return Ok(Vec::new());
        }
        panic!("a bug in a command");
    };
    let error = responder.run(work).await.expect_err("an internal error");
    responder.deliver(vec![reply_for(&error)]).await;
    let said = fake.interaction_messages(&token);
    assert_eq!(said.len(), 1, "{said:#?}");
    assert!(!said[0].is_loading());
    assert!(said[0].content.contains("orry"), "{}", said[0].content);
    let followups = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.contains("/webhooks/"))
        .count();
    assert_eq!(followups, 0);
}

/// Issue 27, case 1: an answer slower than the 30 s the outbox leaves it.
/// The delivery task posts the turn first (its grace is over); the answer
/// that comes after does not show it a second time.
#[tokio::test]
async fn an_answer_slower_than_its_grace_does_not_show_the_turn_twice() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    let replies = alice_ends_her_turn(&service).await;
    let delivery = delivery_for(&fake, service.clone());
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    let mut responder = responder_for(&fake, &delivery, &token, Kind::Command);
    let slow = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        now.fetch_add(palanquee::commands::ANSWER_GRACE + 1, Ordering::SeqCst);
        delivery.pass().await;
        posted(&fake, 1).await;
        deferred_end(replies).await
    };
    responder.run(slow).await.expect("answered");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(turn_posts(&fake).len(), 1, "{:#?}", table_texts(&fake));
    assert_eq!(waiting(&service).await, 0);
}

/// Issue 27, case 7: Bob's DMs are closed. Each refused notice is an
/// invalid request to Discord, so after a refusal no notice is sent him
/// for a day (the channel was told once); after that one is tried again.
#[tokio::test]
async fn closed_dms_are_tried_once_a_day_not_at_every_turn() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = service_with_a_clock(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    play(&service, BOB, "/notify dm:on").await;
    for (who, line) in [(ALICE, "/new"), (BOB, "/join"), (ALICE, "/start")] {
        play(&service, who, line).await;
    }
    fake.close_dms(BOB);
    let refusals = |fake: &FakeDiscord| {
        let requests = fake.requests();
        requests
            .iter()
            .filter(|r| r.path.ends_with("/messages") && r.status == 403)
            .count()
    };
    let turns = [
        (ALICE, "/sow cell:E4"),
        (BOB, "/sow cell:M10"),
        (ALICE, "/grow cell:E5"),
    ];
    for (who, line) in turns {
        play(&service, who, line).await;
        play(&service, who, "/end").await;
        delivery.pass().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert_eq!(refusals(&fake), 1, "one try in the quiet day");
    now.fetch_add(palanquee::commands::DM_REFUSED_QUIET + 1, Ordering::SeqCst);
    for (who, line) in [(BOB, "/grow cell:M11"), (ALICE, "/grow cell:E6")] {
        play(&service, who, line).await;
        play(&service, who, "/end confirm:true").await;
    }
    delivery.pass().await;
    fake.wait_until("the next day's try", Duration::from_secs(10), |fake| {
        refusals(fake) == 2
    })
    .await;
    let told = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains(&format!("<@{BOB}>")))
        .count();
    assert_eq!(told, 1, "the channel is told once");
}
