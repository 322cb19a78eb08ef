//! End to end: the real serenity/poise client, connected to a fake Discord
//! on 127.0.0.1 (HTTP API and gateway), plays a short two-player game sent
//! as INTERACTION_CREATE events, and the interaction responses it sends
//! back are checked: private previews with buttons, an ephemeral refusal,
//! autocomplete of legal cells, published turns with a PNG and a mention,
//! an R20 warning, and an R21 claim. No network, no token.

mod fake_discord;

use std::time::{Duration, Instant};

use fake_discord::{APP_ID, FakeDiscord, Request, message_json};
use palanquee::commands::{Service, system_clock};
use palanquee::discord::{self, Config};
use palanquee::store::Store;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

const GUILD: u64 = 555_000_000_000_000_001;
const CHANNEL: &str = "777000000000000001";
const ALICE: &str = "111000000000000001";
const BOB: &str = "222000000000000002";
const EPHEMERAL: u64 = 64;

/// Sends interactions as two players and reads the bot's answers.
struct Table {
    fake: FakeDiscord,
    next: u64,
}

fn user(id: &str) -> Value {
    let name = if id == ALICE { "alice" } else { "bob" };
    json!({"id": id, "username": name, "global_name": name.to_uppercase(), "discriminator": "0", "avatar": null})
}

impl Table {
    /// Sends an interaction of `kind` with `data` from `who`; returns its token.
    fn send(&mut self, who: &str, kind: u8, data: Value, message: Option<Value>) -> String {
        self.next += 1;
        let token = format!("tok-{}", self.next);
        let mut interaction = json!({
            "id": (8_000_000_000_000_000_000u64 + self.next).to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD.to_string(),
            "channel_id": CHANNEL,
            "member": {
                "user": user(who),
                "nick": null,
                "roles": [],
                "joined_at": "2025-01-01T00:00:00.000000+00:00",
                "deaf": false,
                "mute": false,
                "flags": 0,
                "pending": false,
                "permissions": "2048"
            },
            "token": token,
            "version": 1,
            "app_permissions": "2048",
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760
        });
        if let Some(message) = message {
            interaction["message"] = message;
        }
        self.fake.dispatch("INTERACTION_CREATE", interaction);
        token
    }

    /// `/name options…` from `who`; `options` as Discord sends them.
    fn command(&mut self, who: &str, name: &str, options: Value) -> String {
        let data = json!({"id": "3000", "name": name, "type": 1, "options": options});
        self.send(who, 2, data, None)
    }

    /// `who` typing `partial` in option `option` of `/name`.
    fn typing(&mut self, who: &str, name: &str, option: &str, partial: &str) -> String {
        let options = json!([{"name": option, "type": 3, "value": partial, "focused": true}]);
        let data = json!({"id": "3000", "name": name, "type": 1, "options": options});
        self.send(who, 4, data, None)
    }

    /// `who` clicking the button `custom_id` under a bot message.
    fn click(&mut self, who: &str, custom_id: &str) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let message = message_json(9_000 + self.next, CHANNEL);
        self.send(who, 3, data, Some(message))
    }

    /// The first answer to `token` (the interaction response).
    async fn answer(&self, token: &str) -> Request {
        self.fake.answers(token, 1).await.remove(0)
    }

    /// Runs `/name options…` and returns the response.
    async fn run(&mut self, who: &str, name: &str, options: Value) -> Request {
        let token = self.command(who, name, options);
        self.answer(&token).await
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
    let store = Store::open(&url).await.expect("store opens");
    let service = Service::new(store, system_clock());
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.http_url.clone())
        .ratelimiter_disabled(true)
        .build();
    let config = Config {
        token: "fake-token".into(),
        database_url: url,
        dev_guild: Some(serenity::GuildId::new(GUILD)),
        tick_every: Duration::from_secs(3600),
    };
    let mut client = discord::client(http, service, &config)
        .await
        .expect("client builds");
    tokio::spawn(async move { client.start().await });

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
    let mut table = Table { fake, next: 0 };

    // Lobby: public answers in the channel.
    let new = table.run(ALICE, "new", json!([])).await;
    assert_eq!(kind(&new), 4);
    assert!(!is_ephemeral(&new), "{new:?}");
    let join = table.run(BOB, "join", json!([])).await;
    assert!(!is_ephemeral(&join));
    let start = table.run(ALICE, "start", json!([])).await;
    assert!(!is_ephemeral(&start), "{}", content(&start));

    // Alice sows: a private preview with the picture and two buttons.
    let preview = table.run(ALICE, "sow", cell("E4")).await;
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
        .fail_once(&format!("/tok-{}/callback", table.next + 1), 500);
    let token = table.click(ALICE, &ids[0]);
    let published = table.answer(&token).await;
    assert_eq!(kind(&published), 4);
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains(&format!("<@{BOB}>")), "{text}");
    let board = picture(&published);
    assert!(board.width() > 500 && board.height() > 500);
    let mentioned = &published.json.as_ref().expect("json")["data"]["allowed_mentions"]["users"];
    assert_eq!(mentioned, &json!([BOB]), "only Bob is pinged");
    assert!(
        table
            .fake
            .requests()
            .iter()
            .any(|r| r.path.contains(&format!("/{token}/callback")) && r.status == 500),
        "the first try failed"
    );

    // The same button again: stale, refused privately.
    let token = table.click(ALICE, &ids[0]);
    let stale = table.answer(&token).await;
    assert!(is_ephemeral(&stale), "{}", content(&stale));

    // Bob sows and ends with /end.
    let preview = table.run(BOB, "sow", cell("M10")).await;
    assert!(is_ephemeral(&preview));
    let published = table.run(BOB, "end", json!([])).await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{ALICE}>")));
    picture(&published);

    // Alice types a grow: only her legal cells, filtered by what she typed.
    let token = table.typing(ALICE, "grow", "cell", "");
    let offered = table.answer(&token).await;
    assert_eq!(kind(&offered), 8);
    assert_eq!(choices(&offered), ["D3", "D4", "E3", "E5", "F3", "F4"]);
    let token = table.typing(ALICE, "grow", "cell", "e");
    assert_eq!(choices(&table.answer(&token).await), ["E3", "E5"]);
    let token = table.typing(BOB, "grow", "cell", "");
    assert!(
        choices(&table.answer(&token).await).is_empty(),
        "not Bob's turn"
    );

    // A typed illegal cell is checked again on submit: a private refusal.
    let refusal = table.run(ALICE, "grow", cell("M9")).await;
    assert_eq!(kind(&refusal), 4);
    assert!(is_ephemeral(&refusal), "{}", content(&refusal));
    assert!(!content(&refusal).is_empty());
    let nonsense = table.run(ALICE, "grow", cell("Z99")).await;
    assert!(is_ephemeral(&nonsense), "{}", content(&nonsense));

    // The grow, then End turn.
    let preview = table.run(ALICE, "grow", cell("E5")).await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(
        content(&preview).contains("grow E5"),
        "{}",
        content(&preview)
    );
    let ids = buttons(&preview);
    let token = table.click(ALICE, &ids[0]);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{BOB}>")));
    picture(&published);

    // Bob ends without acting: warned privately first (R20), with a button
    // to end anyway; then his unused action opens a claim (R21).
    let warning = table.run(BOB, "end", json!([])).await;
    assert!(is_ephemeral(&warning));
    assert!(content(&warning).contains("R20"), "{}", content(&warning));
    let anyway = buttons(&warning)
        .into_iter()
        .find(|id| id.starts_with("end!:"))
        .expect("an End turn anyway button");
    let token = table.click(BOB, &anyway);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains("R21") && text.contains("M10"), "{text}");
    assert!(text.contains(&format!("<@{ALICE}>")), "{text}");

    // Alice claims Bob's seed, offered by autocomplete.
    let token = table.typing(ALICE, "claim", "cell", "");
    assert_eq!(choices(&table.answer(&token).await), ["M10"]);
    let claim = table.run(ALICE, "claim", cell("M10")).await;
    assert!(!is_ephemeral(&claim), "{}", content(&claim));
    let again = table.run(ALICE, "claim", cell("M10")).await;
    assert!(is_ephemeral(&again));
    assert!(content(&again).contains("R21"), "{}", content(&again));

    let elapsed = started.elapsed();
    eprintln!("e2e game took {elapsed:?}");
    assert!(elapsed < Duration::from_secs(30), "{elapsed:?}");
}
