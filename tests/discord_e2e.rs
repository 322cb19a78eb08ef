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
use palanquee::commands::{Caller, CommandError, Reply, Service, parse_command_line, system_clock};
use palanquee::discord::respond::{DEFER_AFTER, Kind, Responder};
use palanquee::discord::{self, Config};
use palanquee::store::Store;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

// ---- The library's API, in one place (it changes; adapt here) ----

/// A bot connected to `fake` on the database `url`, registered and ready.
async fn start_bot(fake: &FakeDiscord, url: &str) -> Arc<serenity::ShardManager> {
    let store = Store::open(url).await.expect("store opens");
    let service = Service::new(store, system_clock());
    let http = fake.http().build();
    let config = Config {
        token: "fake-token".into(),
        database_url: url.to_string(),
        dev_guild: Some(serenity::GuildId::new(GUILD)),
        tick_every: Duration::from_secs(3600),
    };
    let mut client = discord::client(http, service, &config)
        .await
        .expect("client builds");
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move { client.start().await });
    fake.wait_for(
        "command registration",
        Duration::from_secs(20),
        |requests| requests.iter().find(|r| r.method == "PUT").map(|_| ()),
    )
    .await;
    shards
}

/// serenity's HTTP towards `fake` (TLS, rate limiter on), as the client
/// has it after READY.
fn http_for(fake: &FakeDiscord) -> Arc<serenity::Http> {
    Arc::new(
        fake.http()
            .application_id(serenity::ApplicationId::new(APP_ID))
            .build(),
    )
}

/// A responder for the interaction with `token`.
fn responder_for<'a>(
    fake: &FakeDiscord,
    http: &Arc<serenity::Http>,
    token: &'a str,
    kind: Kind,
) -> Responder<'a> {
    let id = serenity::InteractionId::new(fake.interaction_id(token));
    Responder::new(Arc::clone(http), id, token, kind, None)
}

/// What a player sees of `error` (refusals in plain words).
fn reply_for(error: &discord::Error) -> Reply {
    discord::errors::reply_for(error, "test")
}

/// One deadline check: expired turns posted to their channels.
async fn deadline_tick(http: &serenity::Http, service: &Service) {
    discord::deadlines::tick(http, service).await;
}

/// A service on a fresh database with a clock the test moves, and a
/// basic game started in the channel with a one-hour turn.
async fn game_with_a_deadline(dir: &tempfile::TempDir) -> (Service, Arc<AtomicI64>) {
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let store = Store::open(&url).await.expect("store opens");
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let clock = Arc::clone(&now);
    let service = Service::new(store, Arc::new(move || clock.load(Ordering::SeqCst)));
    let caller = |id: u64| Caller {
        id: id.to_string(),
        name: id.to_string(),
        moderator: false,
    };
    for (who, line) in [
        (ALICE, "/new turn-hours:1"),
        (BOB, "/join"),
        (ALICE, "/start"),
    ] {
        let command = parse_command_line(line).expect("a command");
        service
            .handle(&CHANNEL.to_string(), &caller(who), command)
            .await
            .expect("accepted");
    }
    (service, now)
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
    let rows = &response.json.as_ref().expect("a JSON body")["data"]["components"];
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|button| button["custom_id"].as_str().map(str::to_string))
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
    let _shards = start_bot(&fake, &url).await;

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
    // the claim, the abort; once each (the retried turn too).
    let visible = table.channel_texts();
    assert_eq!(visible.len(), 9, "{visible:#?}");
    assert!(visible[0].contains("opened a game"), "{visible:#?}");
    assert!(visible[8].contains("aborted"), "{visible:#?}");

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
    let _shards = start_bot(&fake, &url).await;
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
    let http = http_for(&fake);
    // A slow command with a public and a private reply: "thinking…" is
    // private, takes the private reply; the public one follows.
    let token = fake.slash(&alice(), &here(), "sow", cell("E4"));
    let mut responder = responder_for(&fake, &http, &token, Kind::Command);
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
    let mut responder = responder_for(&fake, &http, &token, Kind::Component);
    let work = async {
        tokio::time::sleep(DEFER_AFTER + Duration::from_millis(200)).await;
        Err(CommandError::Refused("That preview is out of date.".into()))
    };
    let error = responder.run(work).await.expect_err("refused");
    let reply = reply_for(&error);
    responder.deliver(vec![reply]).await.expect("answered");
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
    let http = http_for(&fake);
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    // Rate limited once: serenity's own rate limiter waits and retries.
    fake.fault(Rule::new(
        "POST",
        "/channels/",
        Fault::RateLimited {
            retry_after_secs: 0.2,
        },
    ));
    deadline_tick(&http, &service).await;
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
    let shards = start_bot(&first, &url).await;
    let table = Table::new(first);
    table.run(&alice(), "new", json!([])).await;
    table.run(&bob(), "join", json!([])).await;
    table.run(&alice(), "start", json!([])).await;
    let preview = table.run(&alice(), "sow", cell("E4")).await;
    let end = buttons(&preview).remove(0);
    shards.shutdown_all().await;

    // A new process on the same database: the old button publishes the turn.
    let second = FakeDiscord::start().await;
    let _shards = start_bot(&second, &url).await;
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
    let _shards = start_bot(&fake, &url).await;
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
    let _shards = start_bot(&fake, &url).await;
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
    let _shards = start_bot(&fake, &url).await;
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

// ---- Discord failing ----

#[tokio::test]
async fn a_channel_the_bot_may_not_post_in_is_tried_once() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let http = http_for(&fake);
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    fake.fault(Rule::new("POST", "/channels/", Fault::missing_permissions()).forever());
    deadline_tick(&http, &service).await;
    let posts = fake
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/messages"))
        .count();
    assert_eq!(posts, 1, "a 403 is not retried");
    assert!(table_texts(&fake).is_empty());
    // The game moved on all the same: the next tick has nothing to post.
    fake.clear_faults();
    deadline_tick(&http, &service).await;
    assert!(table_texts(&fake).is_empty());
}

#[tokio::test]
#[ignore = "bot bug: a channel post that Discord stored but answered 502 is retried without a nonce (enforce_nonce), so it shows twice"]
async fn an_announcement_stored_before_a_502_shows_once() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let http = http_for(&fake);
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    now.fetch_add(2 * 3600, Ordering::SeqCst);
    fake.fault(Rule::new(
        "POST",
        "/channels/",
        Fault::AfterStore { status: 502 },
    ));
    deadline_tick(&http, &service).await;
    assert_eq!(table_texts(&fake).len(), 1, "{:#?}", table_texts(&fake));
}

#[tokio::test]
#[ignore = "bot bug: a follow-up that Discord stored but answered 502 is retried, so it shows twice (webhooks take no nonce: retry only what was surely not stored)"]
async fn a_follow_up_stored_before_a_502_shows_once() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let token = fake.slash(&alice(), &here(), "end", json!([]));
    let mut responder = responder_for(&fake, &http, &token, Kind::Command);
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

#[tokio::test]
#[ignore = "bot bug: an interaction response that Discord stored but answered 502 is retried; Discord answers 40060 (already acknowledged) and the bot then tries a second initial response for its apology"]
async fn a_response_stored_before_a_502_is_not_sent_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _shards = start_bot(&fake, &url).await;
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
    assert!(
        table.fake.violations().is_empty(),
        "{:#?}; token {token}",
        table.fake.take_violations()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "bot bug: when command registration fails (500, or 403 50001 Missing Access), poise's setup fails once and never runs again: user data is never set and every later interaction waits forever unanswered"]
async fn the_bot_answers_after_a_failed_registration() {
    let fake = FakeDiscord::start().await;
    fake.fault(Rule::new("PUT", "/commands", Fault::server(500)));
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let _shards = start_bot(&fake, &url).await;
    let table = Table::new(fake);
    // The failed registration left no commands at the fake: Discord would
    // still send those registered by an earlier run.
    let token = table.command(&alice(), "status", json!([]));
    let status = table.answer(&token).await;
    assert!(is_ephemeral(&status));
}
