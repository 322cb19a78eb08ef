//! The fake Discord itself (tests/fake_discord/): it answers like Discord
//! and records what a bot does wrong. Requests here are sent by hand over
//! its TLS endpoint (or by serenity with its rate limiter on), no bot.

mod fake_discord;

use std::time::Duration;

use fake_discord::{APP_ID, FakeDiscord, Fault, Place, Rule, Who};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

const GUILD: u64 = 555_000_000_000_000_001;
const CHANNEL: u64 = 777_000_000_000_000_001;
const USER: u64 = 111_000_000_000_000_001;

fn here() -> Place {
    Place::channel(GUILD, CHANNEL)
}

fn someone() -> Who {
    Who::new(USER, "alice")
}

/// Sends `method https://discord.com/api/v10{path}` with `body` as the
/// bot would (token, user agent); returns the status and the JSON answer.
async fn send(fake: &FakeDiscord, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let url = format!("https://discord.com/api/v10{path}");
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("a method");
    let mut request = fake
        .client()
        .request(method, url)
        .header("authorization", "Bot fake-token")
        .header("user-agent", "DiscordBot (https://example.invalid, 0.1)");
    if let Some(body) = body {
        request = request
            .header("content-type", "application/json")
            .body(body.to_string());
    }
    let response = request.send().await.expect("the fake answers");
    let status = response.status().as_u16();
    let text = response.text().await.expect("a body");
    let json = serde_json::from_str(&text).unwrap_or(Value::Null);
    (status, json)
}

/// A fake where commands are registered as a bot registers them (`PUT`
/// of the global list): `/new [game]` (in guilds and the bot's DMs),
/// `/grow cell` (autocomplete) and `/board`, so that people can type
/// them.
async fn with_commands() -> FakeDiscord {
    let fake = FakeDiscord::start().await;
    let contexts = json!([0, 1]);
    let cell = json!([{"type": 3, "name": "cell", "description": "Where",
                       "required": true, "autocomplete": true}]);
    let game = json!([{"type": 3, "name": "game", "description": "Which game"}]);
    let commands = json!([
        {"name": "new", "description": "Open a game", "options": game, "contexts": contexts},
        {"name": "grow", "description": "Grow", "options": cell, "contexts": contexts},
        {"name": "board", "description": "The board", "contexts": contexts},
    ]);
    let path = format!("/applications/{APP_ID}/commands");
    let (status, _) = send(&fake, "PUT", &path, Some(commands)).await;
    assert_eq!(status, 200);
    fake
}

fn callback_path(fake: &FakeDiscord, token: &str) -> String {
    format!(
        "/interactions/{}/{token}/callback",
        fake.interaction_id(token)
    )
}

fn message(content: &str) -> Value {
    json!({"type": 4, "data": {"content": content}})
}

#[tokio::test]
async fn an_invalid_body_is_refused_with_50035_and_recorded() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let path = format!("/channels/{CHANNEL}/messages");
    // Over the documented 2000 characters (the schema allows 4000).
    let (status, answer) = send(
        &fake,
        "POST",
        &path,
        Some(json!({"content": "x".repeat(2001)})),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(answer["code"], 50035, "{answer}");
    assert_eq!(
        answer["errors"]["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
    // Against the schema: a number where a string goes.
    let (status, answer) = send(&fake, "POST", &path, Some(json!({"content": 5}))).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(50035)));
    assert!(answer["errors"]["content"].is_object(), "{answer}");
    // Empty: 50006.
    let (status, answer) = send(&fake, "POST", &path, Some(json!({"content": ""}))).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(50006)));
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 3, "{violations:#?}");
    assert!(violations[0].contains("content"), "{violations:#?}");
    assert!(fake.channel_messages(CHANNEL).is_empty());
}

#[tokio::test]
async fn components_mentions_and_commands_follow_the_documented_limits() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let path = format!("/channels/{CHANNEL}/messages");
    let button = |id: &str| json!({"type": 2, "style": 1, "label": "b", "custom_id": id});
    let six: Vec<Value> = (0..6).map(|i| button(&format!("b{i}"))).collect();
    let (status, answer) = send(
        &fake,
        "POST",
        &path,
        Some(json!({"content": "hi", "components": [{"type": 1, "components": six}]})),
    )
    .await;
    assert_eq!(
        (status, answer["code"].as_u64()),
        (400, Some(50035)),
        "{answer}"
    );
    let (status, _) = send(
        &fake,
        "POST",
        &path,
        Some(json!({"content": "hi", "components": [{"type": 1, "components": [button(&"x".repeat(101))]}]})),
    )
    .await;
    assert_eq!(status, 400);
    let (status, _) = send(
        &fake,
        "POST",
        &path,
        Some(json!({"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}})),
    )
    .await;
    assert_eq!(status, 400);
    let commands = format!("/applications/{APP_ID}/guilds/{GUILD}/commands");
    for bad in [
        json!([{"name": "New", "description": "d"}]),
        json!([{"name": "new game", "description": "d"}]),
        json!([{"name": "new", "description": ""}]),
        json!([{"name": "new", "description": "d", "options": [
            {"type": 3, "name": "a", "description": "d"},
            {"type": 3, "name": "b", "description": "d", "required": true}
        ]}]),
    ] {
        let (status, answer) = send(&fake, "PUT", &commands, Some(bad.clone())).await;
        assert_eq!(
            (status, answer["code"].as_u64()),
            (400, Some(50035)),
            "{bad}: {answer}"
        );
    }
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 7, "{violations:#?}");
    // Devanagari and Thai names are fine, lowercase.
    let good = json!([{"name": "नमस्ते", "description": "d"}, {"name": "สวัสดี", "description": "d"}, {"name": "new-game_2", "description": "d"}]);
    let (status, answer) = send(&fake, "PUT", &commands, Some(good)).await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer[0]["id"].is_string() && answer[0]["version"].is_string());
    assert_eq!(fake.registered_commands(Some(GUILD)).len(), 3);
}

/// Localisations follow Discord's rules (issue 49): keys are Discord's
/// locales, localised names obey the rule of names and are unique in
/// their locale among the commands of a scope and among one command's
/// options; `GET .../commands` gives what a client in the
/// `X-Discord-Locale` reads (`name_localized`, `description_localized`),
/// or the dictionaries with `with_localizations=true`.
#[tokio::test]
async fn localisations_follow_discords_rules_and_read_in_a_locale() {
    let fake = FakeDiscord::start().await;
    let commands = format!("/applications/{APP_ID}/guilds/{GUILD}/commands");
    let option = |name: &str, german: &str| json!({"type": 3, "name": name, "name_localizations": {"de": german}, "description": "d"});
    for bad in [
        json!([{"name": "new", "name_localizations": {"xx": "neu"}, "description": "d"}]),
        json!([{"name": "new", "name_localizations": {"de": "Neu"}, "description": "d"}]),
        json!([{"name": "new", "name_localizations": {"de": "neu spiel"}, "description": "d"}]),
        json!([{"name": "new", "description": "d", "description_localizations": {"german": "x"}}]),
        json!([{"name": "new", "name_localizations": {"de": "neu"}, "description": "d"},
               {"name": "neu", "description": "d"}]),
        json!([{"name": "new", "description": "d", "options": [option("a", "x"), option("b", "x")]}]),
        json!([{"name": "new", "description": "d", "options": [{"type": 4, "name": "n", "description": "d",
            "choices": [{"name": "one", "value": 1, "name_localizations": {"de": ""}}]}]}]),
    ] {
        let (status, answer) = send(&fake, "PUT", &commands, Some(bad.clone())).await;
        assert_eq!(
            (status, answer["code"].as_u64()),
            (400, Some(50035)),
            "{bad}: {answer}"
        );
    }
    // Each refusal is a violation (one per problem found).
    assert!(fake.take_violations().len() >= 7);
    let good = json!([
        {"name": "vacation", "name_localizations": {"de": "urlaub", "fr": "vacances"},
         "description": "Go on vacation", "description_localizations": {"de": "Geh in Urlaub"},
         "options": [option("days", "tage")]},
        {"name": "help", "description": "The list"}
    ]);
    let (status, answer) = send(&fake, "PUT", &commands, Some(good)).await;
    assert_eq!(status, 200, "{answer}");
    let german = fake.commands_read_in(Some(GUILD), "de", false).await;
    assert_eq!(german[0]["name"], "vacation");
    assert_eq!(german[0]["name_localized"], "urlaub");
    assert_eq!(german[0]["description_localized"], "Geh in Urlaub");
    assert_eq!(german[0]["options"][0]["name_localized"], "tage");
    assert!(german[0]["name_localizations"].is_null(), "{:?}", german[0]);
    assert_eq!(german[1]["name_localized"], "help");
    let full = fake.commands_read_in(Some(GUILD), "de", true).await;
    assert_eq!(full[0]["name_localizations"]["fr"], "vacances");
    assert!(full[0]["name_localized"].is_null(), "{:?}", full[0]);
    let violations = fake.take_violations();
    assert!(violations.is_empty(), "{violations:#?}");
}

#[tokio::test]
async fn an_unknown_route_is_a_404_and_a_violation() {
    let fake = FakeDiscord::start().await;
    let (status, answer) = send(&fake, "GET", &format!("/guilds/{GUILD}/members"), None).await;
    assert_eq!(status, 404);
    assert_eq!(answer, json!({"message": "404: Not Found", "code": 0}));
    let (status, _) = send(
        &fake,
        "DELETE",
        &format!("/channels/{CHANNEL}/messages"),
        None,
    )
    .await;
    assert_eq!(status, 405);
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 2, "{violations:#?}");
    assert!(violations[0].contains("no such route"), "{violations:#?}");
}

#[tokio::test]
async fn a_second_initial_response_is_40060() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    let path = callback_path(&fake, &token);
    let (status, _) = send(&fake, "POST", &path, Some(message("one"))).await;
    assert_eq!(status, 204);
    let (status, answer) = send(&fake, "POST", &path, Some(message("two"))).await;
    assert_eq!(status, 400);
    assert_eq!(
        answer,
        json!({"message": "Interaction has already been acknowledged.", "code": 40060})
    );
    assert_eq!(fake.take_violations().len(), 1);
    assert_eq!(fake.channel_messages(CHANNEL).len(), 1);
}

#[tokio::test]
async fn a_response_after_3_seconds_is_10062() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    fake.advance(Duration::from_millis(3100));
    let (status, answer) = send(
        &fake,
        "POST",
        &callback_path(&fake, &token),
        Some(message("late")),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(
        answer,
        json!({"message": "Unknown interaction", "code": 10062})
    );
    let violations = fake.take_violations();
    assert!(
        violations[0].contains("Discord allows 3 s"),
        "{violations:#?}"
    );
    // An interaction the fake never sent: 10062 too.
    let (status, answer) = send(
        &fake,
        "POST",
        "/interactions/42/nope/callback",
        Some(message("?")),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (404, Some(10062)));
    assert_eq!(fake.take_violations().len(), 1);
}

#[tokio::test]
async fn the_response_type_must_fit_the_interaction() {
    let fake = with_commands().await;
    let typing = fake.autocompletes(&someone(), &here(), "/grow cell:e");
    let (status, answer) = send(
        &fake,
        "POST",
        &callback_path(&fake, &typing),
        Some(message("no")),
    )
    .await;
    assert_eq!(
        (status, answer["code"].as_u64()),
        (400, Some(50035)),
        "{answer}"
    );
    let command = fake.types(&someone(), &here(), "/new");
    let (status, _) = send(
        &fake,
        "POST",
        &callback_path(&fake, &command),
        Some(json!({"type": 6})),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(fake.take_violations().len(), 2);
    // Autocomplete: at most 25 choices.
    let typing = fake.autocompletes(&someone(), &here(), "/grow cell:");
    let many: Vec<Value> = (0..26)
        .map(|i| json!({"name": format!("c{i}"), "value": format!("c{i}")}))
        .collect();
    let (status, _) = send(
        &fake,
        "POST",
        &callback_path(&fake, &typing),
        Some(json!({"type": 8, "data": {"choices": many}})),
    )
    .await;
    assert_eq!(status, 400);
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
}

#[tokio::test]
async fn a_follow_up_before_the_response_is_unknown() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    let (status, answer) = send(
        &fake,
        "POST",
        &format!("/webhooks/{APP_ID}/{token}"),
        Some(json!({"content": "early"})),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(answer, json!({"message": "Unknown Webhook", "code": 10015}));
    let (status, answer) = send(
        &fake,
        "PATCH",
        &format!("/webhooks/{APP_ID}/{token}/messages/@original"),
        Some(json!({"content": "early"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (404, Some(10008)));
    assert_eq!(fake.take_violations().len(), 2);
}

#[tokio::test]
async fn a_deferred_ephemeral_response_stays_ephemeral() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    let defer = json!({"type": 5, "data": {"flags": 64}});
    assert_eq!(
        send(&fake, "POST", &callback_path(&fake, &token), Some(defer))
            .await
            .0,
        204
    );
    let (status, edited) = send(
        &fake,
        "PATCH",
        &format!("/webhooks/{APP_ID}/{token}/messages/@original"),
        Some(json!({"content": "done", "flags": 0})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(edited["flags"], 64, "{edited}");
    let (_, followup) = send(
        &fake,
        "POST",
        &format!("/webhooks/{APP_ID}/{token}"),
        Some(json!({"content": "for all"})),
    )
    .await;
    assert_eq!(followup["flags"], 0);
    let texts: Vec<String> = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(texts, ["for all"]);
    // A public deferral: the follow-up resolves "thinking…" in place, as
    // Discord does it; its documentation deprecates this, so the fake
    // counts it as a violation.
    let token = fake.types(&someone(), &here(), "/new");
    let defer = json!({"type": 5});
    assert_eq!(
        send(&fake, "POST", &callback_path(&fake, &token), Some(defer))
            .await
            .0,
        204
    );
    assert!(fake.channel_messages(CHANNEL)[1].is_loading());
    send(
        &fake,
        "POST",
        &format!("/webhooks/{APP_ID}/{token}"),
        Some(json!({"content": "resolved", "flags": 64})),
    )
    .await;
    let messages = fake.channel_messages(CHANNEL);
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[1].content, "resolved");
    assert!(!messages[1].is_loading() && !messages[1].is_ephemeral());
    let violations = fake.take_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(violations[0].contains("deprecates"), "{violations:#?}");
}

#[tokio::test]
async fn a_token_expires_after_15_minutes() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    send(
        &fake,
        "POST",
        &callback_path(&fake, &token),
        Some(message("first")),
    )
    .await;
    fake.advance(Duration::from_secs(14 * 60));
    let path = format!("/webhooks/{APP_ID}/{token}");
    assert_eq!(
        send(&fake, "POST", &path, Some(json!({"content": "in time"})))
            .await
            .0,
        200
    );
    fake.advance(Duration::from_secs(61));
    let (status, answer) = send(&fake, "POST", &path, Some(json!({"content": "late"}))).await;
    assert_eq!(status, 401);
    assert_eq!(
        answer,
        json!({"message": "Invalid Webhook Token", "code": 50027})
    );
    assert_eq!(fake.take_violations().len(), 1);
}

#[tokio::test]
async fn a_nonce_with_enforce_nonce_posts_once() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let path = format!("/channels/{CHANNEL}/messages");
    let body = json!({"content": "turn over", "nonce": "turn-7", "enforce_nonce": true});
    let (status, first) = send(&fake, "POST", &path, Some(body.clone())).await;
    assert_eq!(status, 200);
    let (status, second) = send(&fake, "POST", &path, Some(body.clone())).await;
    assert_eq!(status, 200);
    assert_eq!(first["id"], second["id"]);
    assert_eq!(first["nonce"], "turn-7");
    assert_eq!(fake.channel_messages(CHANNEL).len(), 1);
    // Without enforce_nonce, or minutes later, it is a new message.
    let loose = json!({"content": "turn over", "nonce": "turn-7"});
    send(&fake, "POST", &path, Some(loose)).await;
    fake.advance(Duration::from_secs(600));
    let (_, third) = send(&fake, "POST", &path, Some(body)).await;
    assert_ne!(third["id"], first["id"]);
    assert_eq!(fake.channel_messages(CHANNEL).len(), 3);
}

#[tokio::test]
async fn after_store_fails_but_the_message_is_there() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    fake.fault(Rule::new(
        "POST",
        "/messages",
        Fault::AfterStore { status: 502 },
    ));
    let path = format!("/channels/{CHANNEL}/messages");
    let (status, _) = send(&fake, "POST", &path, Some(json!({"content": "once"}))).await;
    assert_eq!(status, 502);
    assert_eq!(fake.channel_messages(CHANNEL).len(), 1);
    // Faults forever, until cleared: a channel the bot may not post in.
    fake.fault(Rule::new("POST", "/messages", Fault::missing_permissions()).forever());
    for _ in 0..3 {
        let (status, answer) = send(&fake, "POST", &path, Some(json!({"content": "no"}))).await;
        assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    }
    fake.clear_faults();
    assert_eq!(
        send(&fake, "POST", &path, Some(json!({"content": "yes"})))
            .await
            .0,
        200
    );
    assert!(fake.violations().is_empty());
}

#[tokio::test]
async fn serenity_posts_over_tls_with_its_rate_limiter_on() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let http = fake.http().build();
    assert!(http.ratelimiter.is_some());
    fake.fault(Rule::new(
        "POST",
        "/messages",
        Fault::RateLimited {
            retry_after_secs: 0.1,
        },
    ));
    let channel = serenity::ChannelId::new(CHANNEL);
    let files = [serenity::CreateAttachment::bytes(vec![1, 2, 3], "a.bin")];
    let sent = channel
        .send_files(
            &http,
            files,
            serenity::CreateMessage::new().content("hello"),
        )
        .await
        .expect("posted after the rate limit");
    assert_eq!(sent.content, "hello");
    assert_eq!(sent.attachments[0].filename, "a.bin");
    let requests = fake.requests();
    let statuses: Vec<(u16, bool)> = requests.iter().map(|r| (r.status, r.tls)).collect();
    assert_eq!(statuses, [(429, true), (200, true)]);
    assert_eq!(requests[1].parts.len(), 2, "{:?}", requests[1].parts);
    assert_eq!(fake.channel_messages(CHANNEL)[0].files[0].1, [1, 2, 3]);
}

#[tokio::test]
async fn files_and_attachments_must_match() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let boundary = "XyZ";
    let form = |payload: &str| {
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{payload}\r\n--{boundary}--\r\n"
        )
    };
    let post = |body: String| {
        fake.client()
            .post(format!(
                "https://discord.com/api/v10/channels/{CHANNEL}/messages"
            ))
            .header("authorization", "Bot fake-token")
            .header("user-agent", "DiscordBot (https://example.invalid, 0.1)")
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
    };
    let status = post(form(
        r#"{"content":"x","attachments":[{"id":0,"filename":"a.png"}]}"#,
    ))
    .await
    .expect("answer")
    .status();
    assert_eq!(status, 200);
    let status = post(form(r#"{"content":"x"}"#))
        .await
        .expect("answer")
        .status();
    assert_eq!(status, 400);
    let status = post(form(r#"{"content":"x","attachments":[{"id":0},{"id":1}]}"#))
        .await
        .expect("answer")
        .status();
    assert_eq!(status, 400);
    assert_eq!(fake.take_violations().len(), 2);
}

#[tokio::test]
async fn dms_threads_and_ephemeral_clicks_are_shaped_like_discord() {
    let fake = with_commands().await;
    let dm = Place::dm(888_000_000_000_000_001, USER);
    let token = fake.types(&someone(), &dm, "/new");
    let interaction = fake.interaction(&token).expect("known");
    assert_eq!(interaction.guild, None);
    let thread = Place::private_thread(GUILD, CHANNEL, 999_000_000_000_000_001);
    // A button on a message the bot posted in the thread, clicked.
    let button = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "End turn", "custom_id": "end:1:2"}
    ]}]);
    let post = json!({"content": "your turn", "components": button});
    let path = format!("/channels/{}/messages", thread.channel);
    fake.add_place(&thread);
    assert_eq!(send(&fake, "POST", &path, Some(post)).await.0, 200);
    let token = fake.clicks(&someone(), &thread, "end:1:2");
    // A disabled button cannot be clicked; another person's ephemeral
    // message cannot be seen, so neither can its buttons.
    let disabled = json!([{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Undo", "custom_id": "undo:1:2", "disabled": true}
    ]}]);
    let post = json!({"content": "done", "components": disabled});
    assert_eq!(send(&fake, "POST", &path, Some(post)).await.0, 200);
    assert!(fake.try_clicks(&someone(), &thread, "undo:1:2").is_err());
    let asked = fake.types(&someone(), &here(), "/new");
    let draft = json!({"type": 4, "data": {"content": "draft", "flags": 64, "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "End", "custom_id": "end:2:1"}]}
    ]}});
    let (status, _) = send(&fake, "POST", &callback_path(&fake, &asked), Some(draft)).await;
    assert_eq!(status, 204);
    let bob = Who::new(USER + 1, "bob");
    assert!(fake.try_clicks(&bob, &here(), "end:2:1").is_err());
    assert!(fake.try_clicks(&someone(), &here(), "end:2:1").is_ok());
    let interaction = fake.interaction(&token).expect("known");
    assert_eq!(interaction.kind, 3);
    assert!(interaction.clicked.is_some());
    // serenity reads what the builders send.
    let http = fake.http().build();
    let (status, channel) =
        send(&fake, "GET", &format!("/channels/{}", thread.channel), None).await;
    assert_eq!(status, 200);
    let channel: serenity::GuildChannel = serde_json::from_value(channel).expect("a thread");
    assert_eq!(channel.kind, serenity::ChannelType::PrivateThread);
    let joined = serenity::ChannelId::new(thread.channel)
        .join_thread(&http)
        .await;
    assert!(joined.is_ok(), "{joined:?}");
}

/// A FakeDiscord whose bot broke a rule panics when dropped, naming it.
#[tokio::test]
#[should_panic(expected = "the bot broke Discord's rules")]
async fn a_fake_with_violations_panics_when_dropped() {
    let fake = with_commands().await;
    let token = fake.types(&someone(), &here(), "/new");
    let path = callback_path(&fake, &token);
    send(&fake, "POST", &path, Some(message("one"))).await;
    send(&fake, "POST", &path, Some(message("two"))).await;
    drop(fake);
}

/// serenity reads every answer, and each fits Discord's response schema
/// (the fake checks its own answers; a misfit panics on drop).
#[tokio::test]
async fn serenity_reads_every_answer_of_the_fake() {
    let fake = FakeDiscord::start().await;
    let http = fake
        .http()
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    let gateway = http.get_gateway().await.expect("gateway");
    assert_eq!(gateway.url, fake.ws_url());
    let bot = http.get_bot_gateway().await.expect("gateway/bot");
    assert_eq!(bot.shards, 1);
    let app = http
        .get_current_application_info()
        .await
        .expect("application");
    assert_eq!(app.id.get(), APP_ID);
    let me = http.get_current_user().await.expect("users/@me");
    assert!(me.bot);
    let guild = serenity::GuildId::new(GUILD);
    let command = serenity::CreateCommand::new("grow")
        .description("Grow a plant")
        .add_option(
            serenity::CreateCommandOption::new(
                serenity::CommandOptionType::String,
                "cell",
                "Where",
            )
            .required(true)
            .set_autocomplete(true),
        );
    let registered = guild
        .set_commands(&http, vec![command])
        .await
        .expect("commands");
    assert_eq!(registered[0].name, "grow");
    let global = serenity::Command::set_global_commands(
        &http,
        vec![serenity::CreateCommand::new("help").description("Help")],
    )
    .await
    .expect("global commands");
    assert_eq!(global[0].name, "help");

    // An interaction: deferred, edited, followed up, the follow-up edited.
    let token = fake.types(&someone(), &here(), "/grow cell:E4");
    let id = serenity::InteractionId::new(fake.interaction_id(&token));
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    http.create_interaction_response(id, &token, &defer, vec![])
        .await
        .expect("deferred");
    let original = http
        .get_original_interaction_response(&token)
        .await
        .expect("@original");
    assert!(original.content.is_empty());
    let edit = serenity::EditInteractionResponse::new().content("grown");
    let edited = http
        .edit_original_interaction_response(&token, &edit, vec![])
        .await
        .expect("edited");
    assert_eq!(edited.content, "grown");
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content("and more")
        .add_file(serenity::CreateAttachment::bytes(vec![0; 10], "board.png"));
    let posted = http
        .create_followup_message(&token, &followup, followup_files(&followup))
        .await
        .expect("follow-up");
    assert_eq!(posted.attachments[0].filename, "board.png");
    let change = serenity::CreateInteractionResponseFollowup::new().content("changed");
    let changed = http
        .edit_followup_message(&token, posted.id, &change, vec![])
        .await
        .expect("follow-up edited");
    assert_eq!(changed.content, "changed");

    // Autocomplete, and the channel objects.
    let typing = fake.autocompletes(&someone(), &here(), "/grow cell:");
    let id = serenity::InteractionId::new(fake.interaction_id(&typing));
    let choices = serenity::CreateInteractionResponse::Autocomplete(
        serenity::CreateAutocompleteResponse::new().add_string_choice("E4", "E4"),
    );
    http.create_interaction_response(id, &typing, &choices, vec![])
        .await
        .expect("choices");
    for place in [
        here(),
        Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_001),
        Place::dm(888_000_000_000_000_001, USER),
    ] {
        fake.add_place(&place);
        let channel = http
            .get_channel(serenity::ChannelId::new(place.channel))
            .await
            .expect("a channel");
        assert_eq!(channel.id().get(), place.channel);
    }
    let texts: Vec<String> = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(texts, ["grown", "changed"]);
}

/// The files a follow-up builder carries (serenity sends them itself
/// through `execute`; here the raw call needs them).
fn followup_files(
    _followup: &serenity::CreateInteractionResponseFollowup,
) -> Vec<serenity::CreateAttachment> {
    vec![serenity::CreateAttachment::bytes(vec![0; 10], "board.png")]
}

/// A file over the interaction's `attachment_size_limit` (10 MiB here):
/// 413 40005, a violation.
#[tokio::test]
async fn a_file_over_the_size_limit_is_refused() {
    let fake = with_commands().await;
    let http = fake.http().build();
    let token = fake.types(&someone(), &here(), "/board");
    let id = serenity::InteractionId::new(fake.interaction_id(&token));
    let big = serenity::CreateAttachment::bytes(vec![0; 10 * 1024 * 1024 + 1], "board.png");
    let response = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content("the board")
            .add_file(big.clone()),
    );
    let refused = http
        .create_interaction_response(id, &token, &response, vec![big])
        .await;
    let Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(error))) = refused
    else {
        panic!("not refused: {refused:?}");
    };
    assert_eq!(error.status_code.as_u16(), 413);
    assert_eq!(error.error.code, 40005);
    let violations = fake.take_violations();
    assert!(
        violations[0].contains("over the 10485760 allowed"),
        "{violations:#?}"
    );
}

/// Posts need the bot's permissions where they go (`app_permissions` of
/// the place): Missing Access without VIEW_CHANNEL, Missing Permissions
/// without the right to send (in threads: SEND_MESSAGES_IN_THREADS) or to
/// attach. Not violations: Discord's answer for the bot to handle.
#[tokio::test]
async fn posts_need_the_bots_permissions_there() {
    use fake_discord::permissions::{ATTACH_FILES, DEFAULT_APP, SEND_MESSAGES_IN_THREADS};
    let fake = FakeDiscord::start().await;
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_001)
        .with_app_permissions(DEFAULT_APP & !SEND_MESSAGES_IN_THREADS);
    let hidden = Place::channel(GUILD, 777_000_000_000_000_002).with_app_permissions(0);
    let no_files = Place::channel(GUILD, CHANNEL).with_app_permissions(DEFAULT_APP & !ATTACH_FILES);
    for place in [&thread, &hidden, &no_files] {
        fake.add_place(place);
    }
    let post = |place: &Place| format!("/channels/{}/messages", place.channel);
    let (status, answer) = send(
        &fake,
        "POST",
        &post(&thread),
        Some(json!({"content": "hi"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50013)));
    let (status, answer) = send(
        &fake,
        "POST",
        &post(&hidden),
        Some(json!({"content": "hi"})),
    )
    .await;
    assert_eq!((status, answer["code"].as_u64()), (403, Some(50001)));
    assert_eq!(
        send(
            &fake,
            "POST",
            &post(&no_files),
            Some(json!({"content": "hi"}))
        )
        .await
        .0,
        200
    );
    let http = fake.http().build();
    let file = serenity::CreateAttachment::bytes(vec![1], "a.png");
    let refused = serenity::ChannelId::new(CHANNEL)
        .send_files(&http, [file], serenity::CreateMessage::new())
        .await;
    assert!(format!("{refused:?}").contains("50013"), "{refused:?}");
    assert!(fake.violations().is_empty());
}

/// An unknown channel: 404 Unknown Channel.
#[tokio::test]
async fn a_post_to_an_unknown_channel_is_10003() {
    let fake = FakeDiscord::start().await;
    let (status, answer) = send(
        &fake,
        "POST",
        "/channels/1234/messages",
        Some(json!({"content": "hi"})),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(answer, json!({"message": "Unknown Channel", "code": 10003}));
}

/// Proxy mode, for a bot process given `DISCORD_PROXY`: plain HTTP, the
/// rate limiter off (it would ignore the proxy), the same fake behind.
#[tokio::test]
async fn proxy_mode_reaches_the_same_fake_over_plain_http() {
    let fake = FakeDiscord::start().await;
    fake.add_place(&here());
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("a client");
    let http = serenity::HttpBuilder::new("fake-token")
        .client(client)
        .proxy(fake.proxy_url())
        .ratelimiter_disabled(true)
        .build();
    serenity::ChannelId::new(CHANNEL)
        .say(&http, "by proxy")
        .await
        .expect("posted");
    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert!(!requests[0].tls);
    assert_eq!(fake.channel_messages(CHANNEL)[0].content, "by proxy");
}

/// The request log: the test binary runs one of its own tests again, as a
/// child process with `FAKE_DISCORD_LOG` set (setting the variable here
/// would race with the other tests of this binary).
#[test]
fn the_request_log_has_one_json_line_per_request() {
    let dir = tempfile::tempdir().expect("temp dir");
    let log = dir.path().join("requests.jsonl");
    let output = std::process::Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "--exact",
            "serenity_posts_over_tls_with_its_rate_limiter_on",
            "--test-threads=1",
        ])
        .env("FAKE_DISCORD_LOG", &log)
        .output()
        .expect("the test binary runs");
    assert!(output.status.success(), "{output:?}");
    let text = std::fs::read_to_string(&log).expect("the log was written");
    let lines: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    assert!(!lines.is_empty());
    for line in &lines {
        for key in ["method", "path", "content_type", "json", "parts", "status"] {
            assert!(line.get(key).is_some(), "{key} missing in {line}");
        }
    }
    assert!(
        lines.iter().any(|l| l["method"] == "POST"
            && l["path"].as_str().is_some_and(|p| p.contains("/messages"))),
        "{text}"
    );
}

/// Discord's rate limits, when a test asks for them: a channel takes 5
/// messages in 5 s (the 6th is a 429 of its bucket, and every answer says
/// what remains), and the bot's token 50 requests a second, all routes
/// together (then a global 429), interaction callbacks not counted.
#[tokio::test]
async fn rate_limits_are_enforced_on_demand() {
    let fake = with_commands().await;
    fake.add_place(&here());
    fake.enforce_rate_limits();
    let path = format!("/channels/{CHANNEL}/messages");
    let mut statuses = Vec::new();
    for i in 0..6 {
        let body = json!({"content": format!("message {i}")});
        statuses.push(send(&fake, "POST", &path, Some(body)).await);
    }
    let codes: Vec<u16> = statuses.iter().map(|(status, _)| *status).collect();
    assert_eq!(codes, [200, 200, 200, 200, 200, 429]);
    assert_eq!(statuses[5].1["global"], false);
    assert_eq!(fake.channel_messages(CHANNEL).len(), 5);

    let token = fake.types(&someone(), &here(), "/new");
    let callback = callback_path(&fake, &token);
    let answered = send(&fake, "POST", &callback, Some(message("hi"))).await;
    assert_eq!(answered.0, 204, "callbacks are not counted");
    let channel = format!("/channels/{CHANNEL}");
    let mut global = None;
    for i in 0..60 {
        let (status, body) = send(&fake, "GET", &channel, None).await;
        if status == 429 {
            global = Some((i, body));
            break;
        }
    }
    let (at, body) = global.expect("a global 429");
    assert!((50 - 6..50).contains(&at), "after {at} more requests");
    assert_eq!(body["global"], true);
}
