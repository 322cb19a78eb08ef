//! What each route does: checks common to all (API version, headers, the
//! OpenAPI description, documented limits), faults, then the route's own
//! rules and answer, as Discord gives them.

use std::collections::BTreeMap;
use std::time::Duration;

use serde_json::{Value, json};

use super::channels::{
    Message, Place, PlaceKind, ThreadState, bot_user, message_json, permissions,
};
use super::faults::Fault;
use super::http::{Incoming, Reply};
use super::interactions::{RESPONSE_WINDOW, TOKEN_LIFETIME, kind, snowflake};
use super::limits;
use super::validate::{Problem, errors_object, spec};
use super::{APP_ID, Shared, World};

/// How long Discord remembers a nonce sent with `enforce_nonce` (its
/// documentation says "the past few minutes"; the fake keeps the low end).
pub const NONCE_WINDOW: Duration = Duration::from_secs(120);

const API: &str = "/api/v10";

/// The request after the common checks.
struct Call<'a> {
    method: &'a str,
    template: &'a str,
    params: BTreeMap<String, String>,
    query: &'a str,
    body: Value,
    files: &'a [(String, String, Vec<u8>)],
    /// The `X-Discord-Locale` header, if sent.
    locale: Option<&'a str>,
}

impl Call<'_> {
    fn param(&self, name: &str) -> &str {
        self.params.get(name).map_or("", String::as_str)
    }

    fn id(&self, name: &str) -> u64 {
        self.param(name).parse().unwrap_or(0)
    }
}

/// Handles one request.
pub fn handle(shared: &Shared, incoming: &Incoming) -> Reply {
    let method = incoming.method.as_str();
    let target = incoming.target.as_str();
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let violation = |what: String| {
        shared
            .world()
            .violations
            .push(format!("{method} {path}: {what}"));
    };
    let Some(api_path) = path.strip_prefix(API) else {
        violation(format!("not under {API}"));
        return Reply::error(404, 0, "404: Not Found");
    };
    let spec = spec();
    let Some((template, params)) = spec.find(api_path) else {
        violation("no such route in Discord's API description (spec/)".into());
        return Reply::error(404, 0, "404: Not Found");
    };
    if !spec.has_method(template, method) {
        violation(format!("{} does not take {method}", template.path));
        return Reply::error(405, 0, "405: Method Not Allowed");
    }
    let by_token =
        template.path.contains("{webhook_token}") || template.path.contains("{interaction_token}");
    if !by_token
        && !incoming
            .header("authorization")
            .is_some_and(|a| a.starts_with("Bot "))
    {
        violation("no `Authorization: Bot …` header".into());
        return Reply::error(401, 0, "401: Unauthorized");
    }
    if !incoming
        .header("user-agent")
        .is_some_and(|a| a.starts_with("DiscordBot ("))
    {
        violation(format!(
            "User-Agent {:?} is not `DiscordBot ($url, $version)`",
            incoming.header("user-agent")
        ));
    }
    let mut problems = spec.check_params(template, &params);
    if incoming.bad_json {
        violation("the body is not JSON".into());
        return Reply::error(400, 50109, "The request body contains invalid JSON.");
    }
    let body = incoming.json.clone().unwrap_or(Value::Null);
    if incoming.json.is_some() {
        match spec.body_schema(template, method, &incoming.media_type) {
            Ok(Some((key, schema))) => problems.extend(spec.check(&key, schema, &body)),
            Ok(None) => violation(format!("{} takes no body", template.path)),
            Err(why) => {
                violation(why);
                return Reply::error(400, 50035, "Invalid Form Body");
            }
        }
    } else if spec.body_required(template, method) {
        problems.push(Problem::new("", "BASE_TYPE_REQUIRED", "A body is required"));
    }
    if incoming.media_type == "multipart/form-data" {
        problems.extend(files_match_attachments(incoming, &body));
    }
    let call = Call {
        method,
        template: &template.path,
        params,
        query,
        body,
        files: &incoming.files,
        locale: incoming.header("x-discord-locale"),
    };
    problems.extend(route_limits(&call));
    // The schema and the limits may both see one thing (5 buttons).
    let mut seen = Vec::new();
    problems.retain(|p| {
        let key = (p.at.clone(), p.code.clone());
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
    if !problems.is_empty() {
        for problem in &problems {
            violation(problem.describe());
        }
        if problems.iter().all(|p| p.code == "MESSAGE_EMPTY") {
            return Reply::error(400, 50006, "Cannot send an empty message");
        }
        return Reply::json(
            400,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": errors_object(&problems)}),
        );
    }
    let mut limit_headers = Vec::new();
    if !by_token {
        let channel = (method == "POST" && call.template == "/channels/{channel_id}/messages")
            .then(|| call.id("channel_id"));
        let now = shared.clock.now();
        match shared.world().rate_limits.take(now, channel) {
            Ok(headers) => limit_headers = headers,
            Err(too_many) => return too_many,
        }
    }
    let fault = shared.world().faults.take(method, target);
    let reply = match fault {
        Some(Fault::Error {
            status,
            code,
            message,
        }) => Reply::error(status, code, &message),
        Some(Fault::RateLimited { retry_after_secs }) => rate_limited(retry_after_secs, "user"),
        Some(Fault::SharedRateLimited { retry_after_secs }) => {
            rate_limited(retry_after_secs, "shared")
        }
        Some(Fault::Hang) => return Reply::hang(),
        Some(Fault::Slow { seconds }) => {
            let mut done = route(shared, &call);
            done.delay = std::time::Duration::from_secs_f64(seconds);
            done
        }
        Some(Fault::UnreadableSuccess) => {
            let done = route(shared, &call);
            if done.status < 300 {
                // Not the route's object: the client cannot read it.
                return Reply::json(200, json!({"unreadable": true}));
            }
            done
        }
        Some(Fault::AfterStore { status }) => {
            let done = route(shared, &call);
            if done.status < 300 {
                if template.path.ends_with("/callback") {
                    let token = call.param("interaction_token").to_string();
                    shared.world().unconfirmed_responses.insert(token);
                }
                Reply::error(status, 0, &format!("{status}: failed after the fact"))
            } else {
                done
            }
        }
        None => route(shared, &call),
    };
    let mut reply = reply;
    reply.headers.extend(limit_headers);
    // The fake keeps itself honest: its answers fit Discord's description.
    if let (200..=299, Some(answer)) = (reply.status, &reply.body)
        && let Some((key, schema)) = spec.response_schema(template, method, reply.status)
    {
        for problem in spec.check(&key, schema, answer) {
            shared.world().fake_errors.push(format!(
                "the fake's answer to {method} {}: {}",
                template.path,
                problem.describe()
            ));
        }
    }
    reply
}

/// 429 as Discord sends it: `Retry-After` in whole seconds (rounded up),
/// the exact wait in the body and `X-RateLimit-Reset-After`.
fn rate_limited(secs: f64, scope: &str) -> Reply {
    let mut reply = Reply::json(
        429,
        json!({"message": "You are being rate limited.", "retry_after": secs, "global": false}),
    );
    reply.headers = vec![
        ("retry-after".into(), format!("{}", secs.ceil() as u64)),
        ("x-ratelimit-limit".into(), "5".into()),
        ("x-ratelimit-remaining".into(), "0".into()),
        ("x-ratelimit-reset-after".into(), format!("{secs:.3}")),
        ("x-ratelimit-bucket".into(), format!("fake-{scope}-bucket")),
        ("x-ratelimit-scope".into(), scope.into()),
    ];
    reply
}

/// Each `files[n]` part has its `attachments[].id == n`, and each new
/// attachment (an id that is a small number) its part.
fn files_match_attachments(incoming: &Incoming, body: &Value) -> Vec<Problem> {
    let mut problems = Vec::new();
    let root = if incoming.target.contains("/callback") {
        &body["data"]
    } else {
        body
    };
    let declared: Vec<String> = root["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| match &a["id"] {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        })
        .collect();
    let mut sent = Vec::new();
    for (part, name, _) in &incoming.files {
        let Some(n) = part
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
        else {
            problems.push(Problem::new(
                "",
                "MULTIPART_PART_INVALID",
                format!("file part {part:?} ({name}) is not named files[n]"),
            ));
            continue;
        };
        if !declared.iter().any(|id| id == n) {
            problems.push(Problem::new(
                "attachments",
                "ATTACHMENT_NOT_FOUND",
                format!("files[{n}] ({name}) has no attachments entry with id {n}"),
            ));
        }
        sent.push(n.to_string());
    }
    for id in &declared {
        // Ids of existing attachments are snowflakes; new ones index parts.
        let new = id.parse::<u64>().is_ok_and(|n| n < 1000);
        if new && !sent.contains(id) {
            problems.push(Problem::new(
                "attachments",
                "ATTACHMENT_NOT_FOUND",
                format!("attachment {id} has no files[{id}] part"),
            ));
        }
    }
    problems
}

/// Discord's documented limits for this route's body.
fn route_limits(call: &Call<'_>) -> Vec<Problem> {
    let files = call.files.len();
    match (call.method, call.template) {
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            match call.body["type"].as_u64() {
                Some(4) => limits::message(&call.body["data"], "data", true, files),
                Some(7) => limits::message(&call.body["data"], "data", false, files),
                Some(8) => limits::autocomplete(&call.body["data"], "data"),
                _ => Vec::new(),
            }
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}")
        | ("POST", "/channels/{channel_id}/messages") => {
            limits::message(&call.body, "", true, files)
        }
        ("PATCH", t) if t != "/channels/{channel_id}" => {
            limits::message(&call.body, "", false, files)
        }
        ("PUT", t) if t.ends_with("/commands") => limits::commands(&call.body),
        _ => Vec::new(),
    }
}

/// The route's own work.
fn route(shared: &Shared, call: &Call<'_>) -> Reply {
    let mut world = shared.world();
    let now = shared.clock.now();
    world.channels.settle_threads(now);
    let start = shared.unix_ms_at_start;
    let mut outcome = Outcome {
        world: &mut world,
        now,
        start,
        violations: Vec::new(),
    };
    let reply = match (call.method, call.template) {
        ("GET", "/gateway") => Reply::json(200, json!({"url": shared.ws_url})),
        ("GET", "/gateway/bot") => Reply::json(
            200,
            json!({
                "url": shared.ws_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1
                }
            }),
        ),
        ("GET", "/oauth2/applications/@me") => Reply::json(200, application()),
        ("GET", "/users/@me") => {
            let mut user = bot_user();
            user["verified"] = json!(true);
            user["mfa_enabled"] = json!(false);
            user["locale"] = json!("en-US");
            Reply::json(200, user)
        }
        ("PUT", "/applications/{application_id}/commands") => outcome.commands(call, None),
        ("GET", "/applications/{application_id}/commands") => outcome.list_commands(call, None),
        ("GET", "/applications/{application_id}/guilds/{guild_id}/commands") => {
            outcome.list_commands(call, Some(call.id("guild_id")))
        }
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") => {
            outcome.commands(call, Some(call.id("guild_id")))
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            outcome.callback(call)
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => outcome.followup(call),
        ("GET" | "PATCH", t)
            if t.starts_with("/webhooks/{webhook_id}/{webhook_token}/messages/") =>
        {
            outcome.webhook_message(call)
        }
        ("POST", "/channels/{channel_id}/messages") => outcome.post(call),
        ("POST", "/users/@me/channels") => outcome.open_dm(call),
        ("POST", "/channels/{channel_id}/messages/{message_id}/threads") => {
            outcome.start_thread(call)
        }
        ("PATCH", "/channels/{channel_id}") => outcome.edit_thread(call),
        ("GET", "/channels/{channel_id}") => {
            match outcome.world.channels.places.get(&call.id("channel_id")) {
                Some(place) => Reply::json(200, place.channel_object()),
                None => Reply::error(404, 10003, "Unknown Channel"),
            }
        }
        ("PUT", "/channels/{channel_id}/thread-members/@me") => {
            let channel = call.id("channel_id");
            match outcome.world.channels.places.get(&channel) {
                Some(place) if place.kind.is_thread() => {
                    if !outcome.world.channels.joined.contains(&channel) {
                        outcome.world.channels.joined.push(channel);
                    }
                    Reply::empty()
                }
                Some(_) => Reply::error(400, 50024, "Cannot execute action on this channel type"),
                None => Reply::error(404, 10003, "Unknown Channel"),
            }
        }
        (method, template) => {
            outcome
                .violations
                .push(format!("the fake does not serve {method} {template}"));
            Reply::error(404, 0, "404: Not Found")
        }
    };
    let violations = std::mem::take(&mut outcome.violations);
    let path = format!("{} {}", call.method, call.template);
    for what in violations {
        world.violations.push(format!("{path}: {what}"));
    }
    reply
}

/// A new thread's auto-archive minutes: as asked, else Discord's default
/// of a day.
fn auto_archive(body: &Value) -> u64 {
    body["auto_archive_duration"].as_u64().unwrap_or(1440)
}

/// The application object of `GET /oauth2/applications/@me`.
fn application() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Palanquée",
        "icon": null,
        "description": "",
        "summary": "",
        "type": null,
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "flags": 0,
        "flags_new": "0",
        "explicit_content_filter": 0,
        "eligible_oauth2_scopes": ["applications.commands", "bot"],
        "approximate_user_authorization_count": 0,
        "owner": {
            "id": "100000000000000001",
            "username": "owner",
            "global_name": null,
            "discriminator": "0",
            "avatar": null,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": null
        },
        "team": null,
        "bot": bot_user(),
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "tags": [],
        "integration_types_config": {"0": {}},
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
        "hook": true,
        "is_monetized": false,
        "is_verified": false,
        "is_discoverable": false,
        "storefront_available": false
    })
}

/// `value` without its `null` fields (Discord leaves out what is unset).
/// A command (an option, a choice) as `GET .../commands` returns it: its
/// `*_localized` fields in `locale`, or (`full`) its dictionaries.
fn as_read(mut object: Value, locale: Option<&str>, full: bool) -> Value {
    let Some(map) = object.as_object_mut() else {
        return object;
    };
    for field in ["name", "description"] {
        let dictionary = format!("{field}_localizations");
        if !map.contains_key(field) {
            continue;
        }
        if !full {
            let words = locale
                .and_then(|locale| map.get(&dictionary)?.get(locale)?.as_str())
                .map(str::to_string);
            if let Some(words) =
                words.or_else(|| locale.and(map[field].as_str().map(str::to_string)))
            {
                map.insert(format!("{field}_localized"), Value::String(words));
            }
            map.remove(&dictionary);
        }
    }
    for list in ["options", "choices"] {
        if let Some(Value::Array(items)) = map.remove(list) {
            let items = items
                .into_iter()
                .map(|item| as_read(item, locale, full))
                .collect();
            map.insert(list.to_string(), Value::Array(items));
        }
    }
    object
}

fn without_nulls(value: Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k, without_nulls(v)))
                .collect(),
        ),
        Value::Array(list) => Value::Array(list.into_iter().map(without_nulls).collect()),
        other => other,
    }
}

/// A route's work on the world; violations gathered on the way.
struct Outcome<'w> {
    world: &'w mut World,
    now: Duration,
    start: u64,
    violations: Vec<String>,
}

/// `components` with an `id` on each component that has none, numbered
/// in order from 1, as Discord answers them (Components Reference,
/// "Anatomy of a Component": "If not specified, will be generated
/// sequentially for components in the message").
fn numbered(mut components: Value) -> Value {
    fn walk(list: &mut Value, next: &mut u64) {
        for component in list.as_array_mut().into_iter().flatten() {
            if component.get("id").is_none_or(Value::is_null) {
                component["id"] = json!(*next);
            }
            *next += 1;
            if let Some(children) = component.get_mut("components") {
                walk(children, next);
            }
        }
    }
    walk(&mut components, &mut 1);
    components
}

/// An edit or a new message's fields from a request body.
fn apply(message: &mut Message, body: &Value, files: &[(String, String, Vec<u8>)]) {
    if let Some(content) = body.get("content") {
        message.content = content.as_str().unwrap_or("").to_string();
    }
    if let Some(components) = body.get("components") {
        message.components = if components.is_null() {
            json!([])
        } else {
            numbered(components.clone())
        };
    }
    if let Some(mentions) = body.get("allowed_mentions") {
        message.allowed_mentions = Some(mentions.clone());
    }
    let new_files: Vec<(String, Vec<u8>)> = files
        .iter()
        .map(|(_, name, bytes)| (name.clone(), bytes.clone()))
        .collect();
    match body.get("attachments").and_then(Value::as_array) {
        // v10: the list is every attachment after the edit: kept ones by
        // their id, new ones by their part's index.
        Some(list) => {
            let existing = std::mem::take(&mut message.files);
            let mut kept = Vec::new();
            for entry in list {
                let id = match &entry["id"] {
                    Value::String(s) => s.parse::<u64>().unwrap_or(u64::MAX),
                    other => other.as_u64().unwrap_or(u64::MAX),
                };
                if id < 1000 {
                    if let Some((_, name, bytes)) = files
                        .iter()
                        .find(|(part, _, _)| *part == format!("files[{id}]"))
                    {
                        kept.push((name.clone(), bytes.clone()));
                    }
                } else if let Some(old) = id
                    .checked_sub(message.id + 1)
                    .and_then(|i| existing.get(i as usize))
                {
                    kept.push(old.clone());
                }
            }
            message.files = kept;
        }
        None => message.files.extend(new_files),
    }
}

impl Outcome<'_> {
    fn new_message(
        &mut self,
        channel: u64,
        route: &str,
        interaction: Option<&str>,
        flags: u64,
    ) -> Message {
        Message {
            id: snowflake(self.start + self.now.as_millis() as u64),
            channel,
            content: String::new(),
            nonce: None,
            files: Vec::new(),
            allowed_mentions: None,
            components: json!([]),
            flags,
            route: route.to_string(),
            edits: 0,
            interaction: interaction.map(str::to_string),
            created: self.now,
        }
    }

    fn store(&mut self, message: Message) -> Value {
        let json = message_json(&message, self.start);
        self.world.channels.messages.insert(message.id, message);
        json
    }

    /// Files too big for the interaction (or the request): 413.
    fn too_big(&mut self, files: &[(String, String, Vec<u8>)], per_file: usize) -> Option<Reply> {
        let total: usize = files.iter().map(|(_, _, b)| b.len()).sum();
        let big = files.iter().find(|(_, _, b)| b.len() > per_file);
        if let Some((_, name, bytes)) = big {
            self.violations.push(format!(
                "file {name} is {} bytes, over the {per_file} allowed per file",
                bytes.len()
            ));
        } else if total > limits::MAX_REQUEST_BYTES {
            self.violations.push(format!(
                "files add up to {total} bytes, over the {} allowed per request",
                limits::MAX_REQUEST_BYTES
            ));
        } else {
            return None;
        }
        Some(Reply::error(413, 40005, "Request entity too large"))
    }

    /// `PUT .../commands`: the scope's whole list, as Discord returns it.
    fn commands(&mut self, call: &Call<'_>, guild: Option<u64>) -> Reply {
        if call.id("application_id") != APP_ID {
            self.violations.push(format!(
                "application id {} is not the bot's",
                call.param("application_id")
            ));
            return Reply::error(403, 50001, "Missing Access");
        }
        let before = self.world.commands.get(&guild).cloned().unwrap_or_default();
        let version = snowflake(self.start + self.now.as_millis() as u64).to_string();
        let list: Vec<Value> = call
            .body
            .as_array()
            .into_iter()
            .flatten()
            .map(|command| {
                let kind = command["type"].as_u64().unwrap_or(1);
                let kept = before
                    .iter()
                    .find(|c| c["name"] == command["name"] && c["type"] == kind)
                    .and_then(|c| c["id"].as_str().map(str::to_string));
                let id = kept.unwrap_or_else(|| {
                    snowflake(self.start + self.now.as_millis() as u64).to_string()
                });
                let mut out = json!({
                    "id": id,
                    "application_id": APP_ID.to_string(),
                    "version": version,
                    "type": kind,
                    "name": command["name"],
                    "name_localizations": command.get("name_localizations").cloned().unwrap_or(Value::Null),
                    "description": command["description"].as_str().unwrap_or(""),
                    "description_localizations": command.get("description_localizations").cloned().unwrap_or(Value::Null),
                    "options": without_nulls(command.get("options").filter(|o| !o.is_null()).cloned().unwrap_or(json!([]))),
                    "default_member_permissions": command.get("default_member_permissions").cloned().unwrap_or(Value::Null),
                    "nsfw": command["nsfw"].as_bool().unwrap_or(false),
                    "contexts": command.get("contexts").cloned().unwrap_or(Value::Null),
                });
                match guild {
                    Some(guild) => out["guild_id"] = json!(guild.to_string()),
                    None => {
                        out["dm_permission"] = json!(command["dm_permission"].as_bool().unwrap_or(true));
                        out["integration_types"] = command
                            .get("integration_types")
                            .filter(|t| !t.is_null())
                            .cloned()
                            .unwrap_or(json!([0]));
                    }
                }
                out
            })
            .collect();
        self.world.commands.insert(guild, list.clone());
        Reply::json(200, Value::Array(list))
    }

    /// `GET .../commands`: the scope's list as a client in the request's
    /// locale reads it. From Discord's documentation, Interactions >
    /// Application Commands, "Get Global Application Commands" (and "Get
    /// Guild Application Commands"): `with_localizations` "whether to
    /// include full localization dictionaries (`name_localizations` and
    /// `description_localizations`) in the returned objects, instead of the
    /// `name_localized` and `description_localized` fields", default false;
    /// and "Localization" > "Retrieving localized commands": with the
    /// `X-Discord-Locale` header, those fields hold the names and
    /// descriptions in that locale, at every depth (options, subcommands,
    /// choices). A locale the command has no words for reads the default.
    fn list_commands(&mut self, call: &Call<'_>, guild: Option<u64>) -> Reply {
        if call.id("application_id") != APP_ID {
            self.violations.push(format!(
                "application id {} is not the bot's",
                call.param("application_id")
            ));
            return Reply::error(403, 50001, "Missing Access");
        }
        let full = call
            .query
            .split('&')
            .any(|pair| pair == "with_localizations=true");
        let list = self.world.commands.get(&guild).cloned().unwrap_or_default();
        let list = list
            .into_iter()
            .map(|command| as_read(command, call.locale, full))
            .collect();
        Reply::json(200, Value::Array(list))
    }

    /// `POST /interactions/{id}/{token}/callback`.
    fn callback(&mut self, call: &Call<'_>) -> Reply {
        let id = call.id("interaction_id");
        let token = call.param("interaction_token");
        let known = self
            .world
            .interactions
            .get(&id)
            .filter(|i| i.token == token)
            .cloned();
        let Some(interaction) = known else {
            self.violations
                .push(format!("no interaction {id} with token {token}"));
            return Reply::error(404, 10062, "Unknown interaction");
        };
        let age = self.now.saturating_sub(interaction.created);
        if age > RESPONSE_WINDOW {
            self.violations.push(format!(
                "first response {:.2} s after the interaction; Discord allows {} s",
                age.as_secs_f64(),
                RESPONSE_WINDOW.as_secs()
            ));
            return Reply::error(404, 10062, "Unknown interaction");
        }
        if let Some(earlier) = interaction.response {
            if !self.world.unconfirmed_responses.remove(token) {
                self.violations.push(format!(
                    "a second initial response (type {}) after type {earlier}",
                    call.body["type"]
                ));
            }
            return Reply::error(400, 40060, "Interaction has already been acknowledged.");
        }
        let answer = call.body["type"].as_u64().unwrap_or(0);
        let fits: &[u64] = match interaction.kind {
            kind::COMMAND => &[4, 5, 9],
            kind::COMPONENT => &[4, 5, 6, 7, 9],
            kind::AUTOCOMPLETE => &[8],
            kind::MODAL_SUBMIT => &[4, 5, 6, 7],
            _ => &[],
        };
        if !fits.contains(&answer) {
            self.violations.push(format!(
                "response type {answer} to an interaction of type {} (allowed: {fits:?})",
                interaction.kind
            ));
            let problem = Problem::new(
                "type",
                "INTERACTION_RESPONSE_TYPE_INVALID",
                format!(
                    "Response type {answer} does not fit interaction type {}",
                    interaction.kind
                ),
            );
            return Reply::json(
                400,
                json!({"message": "Invalid Form Body", "code": 50035, "errors": errors_object(&[problem])}),
            );
        }
        if let Some(reply) = self.too_big(call.files, interaction.size_limit) {
            return reply;
        }
        let data = &call.body["data"];
        let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64;
        let mut original = None;
        let mut choices = None;
        match answer {
            4 => {
                let mut message =
                    self.new_message(interaction.channel, "callback 4", Some(token), ephemeral);
                message.flags |= data["flags"].as_u64().unwrap_or(0) & 4;
                apply(&mut message, data, call.files);
                original = Some(message.id);
                self.store(message);
            }
            5 => {
                let message = self.new_message(
                    interaction.channel,
                    "callback 5",
                    Some(token),
                    ephemeral | 128,
                );
                original = Some(message.id);
                self.store(message);
            }
            6 => original = interaction.clicked,
            7 => {
                original = interaction.clicked;
                if let Some(message) = interaction
                    .clicked
                    .and_then(|m| self.world.channels.messages.get_mut(&m))
                {
                    apply(message, data, call.files);
                    message.edits += 1;
                }
            }
            8 => choices = Some(data["choices"].clone()),
            _ => {}
        }
        if let Some(stored) = self.world.interactions.get_mut(&id) {
            stored.response = Some(answer);
            stored.original = original;
            stored.choices = choices;
        }
        if call.query.split('&').any(|q| q == "with_response=true") {
            let resource = original
                .and_then(|m| self.world.channels.messages.get(&m))
                .map(|m| message_json(m, self.start));
            return Reply::json(
                200,
                json!({
                    "interaction": {"id": id.to_string(), "type": interaction.kind},
                    "resource": {"type": answer, "message": resource}
                }),
            );
        }
        Reply::empty()
    }

    /// The interaction a webhook route names, if the token still works.
    fn by_webhook(&mut self, call: &Call<'_>) -> Result<super::Interaction, Reply> {
        if call.id("webhook_id") != APP_ID {
            self.violations.push(format!(
                "webhook {} is not the application {APP_ID}",
                call.param("webhook_id")
            ));
            return Err(Reply::error(404, 10015, "Unknown Webhook"));
        }
        let token = call.param("webhook_token");
        let found = self
            .world
            .by_token
            .get(token)
            .and_then(|id| self.world.interactions.get(id))
            .cloned();
        let Some(interaction) = found else {
            self.violations
                .push(format!("no interaction with token {token}"));
            return Err(Reply::error(401, 50027, "Invalid Webhook Token"));
        };
        let age = self.now.saturating_sub(interaction.created);
        if age > TOKEN_LIFETIME {
            self.violations.push(format!(
                "token used {:.0} s after the interaction; it lasts {} s",
                age.as_secs_f64(),
                TOKEN_LIFETIME.as_secs()
            ));
            return Err(Reply::error(401, 50027, "Invalid Webhook Token"));
        }
        Ok(interaction)
    }

    /// `POST /webhooks/{application}/{token}`: a follow-up.
    fn followup(&mut self, call: &Call<'_>) -> Reply {
        let interaction = match self.by_webhook(call) {
            Ok(i) => i,
            Err(reply) => return reply,
        };
        match interaction.response {
            None => {
                self.violations
                    .push("a follow-up before the initial response".into());
                return Reply::error(404, 10015, "Unknown Webhook");
            }
            Some(8) => {
                self.violations
                    .push("a follow-up to an autocomplete interaction".into());
                return Reply::error(404, 10015, "Unknown Webhook");
            }
            Some(_) => {}
        }
        if let Some(reply) = self.too_big(call.files, interaction.size_limit) {
            return reply;
        }
        // A follow-up while "thinking…" is unresolved resolves it (it
        // becomes that message, and keeps the deferral's visibility).
        let loading = interaction.original.filter(|m| {
            self.world
                .channels
                .messages
                .get(m)
                .is_some_and(Message::is_loading)
        });
        if loading.is_some() {
            self.violations.push(
                "a follow-up while \"thinking…\" is unresolved: Discord turns it into an edit of the deferred response, which its documentation deprecates (edit @original instead)".into(),
            );
        }
        if let Some(id) = loading
            && let Some(message) = self.world.channels.messages.get_mut(&id)
        {
            apply(message, &call.body, call.files);
            message.flags &= !128;
            message.edits += 1;
            let json = message_json(message, self.start);
            return Reply::json(200, json);
        }
        let flags = call.body["flags"].as_u64().unwrap_or(0) & (64 | 4);
        let mut message = self.new_message(
            interaction.channel,
            "follow-up",
            Some(&interaction.token),
            flags,
        );
        apply(&mut message, &call.body, call.files);
        if let Some(stored) = self.world.interactions.get_mut(&interaction.id) {
            stored.followups.push(message.id);
        }
        Reply::json(200, self.store(message))
    }

    /// `GET`/`PATCH /webhooks/{application}/{token}/messages/{@original|id}`.
    fn webhook_message(&mut self, call: &Call<'_>) -> Reply {
        let interaction = match self.by_webhook(call) {
            Ok(i) => i,
            Err(reply) => return reply,
        };
        let target = if call.template.ends_with("/@original") {
            if interaction.response.is_none() {
                self.violations
                    .push("the original response used before the initial response".into());
            }
            interaction.original
        } else {
            let id = call.id("message_id");
            let ours = interaction.original == Some(id) || interaction.followups.contains(&id);
            if !ours {
                self.violations.push(format!(
                    "message {id} is not a response of this interaction"
                ));
            }
            ours.then_some(id)
        };
        let known = target.filter(|id| self.world.channels.messages.contains_key(id));
        let Some(id) = known else {
            if call.template.ends_with("/@original") && interaction.response.is_some() {
                self.violations.push(format!(
                    "the interaction's response (type {:?}) has no message",
                    interaction.response
                ));
            }
            return Reply::error(404, 10008, "Unknown Message");
        };
        if call.method == "PATCH"
            && let Some(reply) = self.too_big(call.files, interaction.size_limit)
        {
            return reply;
        }
        let message = self
            .world
            .channels
            .messages
            .get_mut(&id)
            .expect("known message");
        if call.method == "PATCH" {
            // Ephemeral or not was decided by the first response.
            apply(message, &call.body, call.files);
            message.flags &= !128;
            message.edits += 1;
        }
        let json = message_json(message, self.start);
        Reply::json(200, json)
    }

    /// `POST /users/@me/channels`: the bot's DM channel with a user, the
    /// same one every time (opening it works even when the user's DMs
    /// are closed; posting in it then fails).
    fn open_dm(&mut self, call: &Call<'_>) -> Reply {
        let Some(user) = call.body["recipient_id"]
            .as_str()
            .and_then(|id| id.parse::<u64>().ok())
        else {
            self.violations.push("no recipient_id".into());
            return Reply::error(400, 50035, "Invalid Form Body");
        };
        let channels = &mut self.world.channels;
        let known = channels
            .places
            .values()
            .find(|p| p.kind == PlaceKind::Dm && p.recipient == Some(user))
            .cloned();
        let place = known.unwrap_or_else(|| {
            let place = Place::dm(snowflake(self.start + self.now.as_millis() as u64), user);
            channels.places.insert(place.channel, place.clone());
            place
        });
        Reply::json(200, place.channel_object())
    }

    /// Topics › Threads, "Archiving & unarchiving": a message in an
    /// archived thread unarchives it, unless it is locked (then only
    /// Manage Threads may: 160005 otherwise); every message is activity.
    fn reopen_to_post(&mut self, channel: u64, manages_threads: bool) -> Option<Reply> {
        let now = self.now;
        let state = self
            .world
            .channels
            .places
            .get_mut(&channel)?
            .thread
            .as_mut()?;
        if state.locked && !manages_threads {
            return Some(Reply::error(403, 160_005, "Thread is locked"));
        }
        state.archived = false;
        state.last_activity = now;
        None
    }

    /// `POST /channels/{id}/messages/{message}/threads` (Resources ›
    /// Channel, "Start Thread from Message"): a public thread of a text
    /// channel whose id is the message's; a message has at most one
    /// (160004), needs View Channel and Create Public Threads. Threads of
    /// other kinds of channels (announcement threads) are not modelled:
    /// 50024.
    fn start_thread(&mut self, call: &Call<'_>) -> Reply {
        let channel = call.id("channel_id");
        let message = call.id("message_id");
        let Some(place) = self.world.channels.places.get(&channel).cloned() else {
            return Reply::error(404, 10003, "Unknown Channel");
        };
        if self
            .world
            .channels
            .messages
            .get(&message)
            .is_none_or(|m| m.channel != channel)
        {
            return Reply::error(404, 10008, "Unknown Message");
        }
        if self.world.channels.opened_threads.contains_key(&message)
            || self.world.channels.places.contains_key(&message)
        {
            return Reply::error(
                400,
                160_004,
                "A thread has already been created for this message",
            );
        }
        if place.kind != PlaceKind::GuildText {
            return Reply::error(400, 50024, "Cannot execute action on this channel type");
        }
        let name = call.body["name"].as_str().unwrap_or_default().to_owned();
        if !(1..=100).contains(&name.chars().count()) {
            self.violations.push(format!("thread name {name:?}"));
            return Reply::error(400, 50035, "Invalid Form Body");
        }
        let has = |bit: u64| place.app_permissions & bit != 0;
        if !has(permissions::VIEW_CHANNEL) {
            return Reply::error(403, 50001, "Missing Access");
        }
        if !has(permissions::CREATE_PUBLIC_THREADS) {
            return Reply::error(403, 50013, "Missing Permissions");
        }
        let guild = place.guild.unwrap_or_default();
        let mut thread = Place::public_thread(guild, channel, message);
        thread.app_permissions = place.app_permissions;
        thread.thread = Some(ThreadState::opened(self.now, auto_archive(&call.body)));
        let channels = &mut self.world.channels;
        channels.places.insert(message, thread.clone());
        channels.joined.push(message);
        channels.opened_threads.insert(message, name);
        Reply::json(201, thread.channel_object())
    }

    /// `PATCH /channels/{id}` of a thread (Resources › Channel, "Modify
    /// Channel", thread): archiving it, or locking, needs Manage Threads;
    /// unarchiving an unlocked one only Send Messages. Other channels'
    /// edits are not modelled.
    fn edit_thread(&mut self, call: &Call<'_>) -> Reply {
        let channel = call.id("channel_id");
        let Some(place) = self.world.channels.places.get(&channel).cloned() else {
            return Reply::error(404, 10003, "Unknown Channel");
        };
        let Some(mut state) = place.thread.clone() else {
            self.violations
                .push("edits a channel that is not a thread".into());
            return Reply::error(400, 50024, "Cannot execute action on this channel type");
        };
        let manages = place.app_permissions & permissions::MANAGE_THREADS != 0;
        let archiving = call.body["archived"] == true;
        let locking = call
            .body
            .get("locked")
            .is_some_and(|l| l != &json!(state.locked));
        let unlocked_reopening = call.body["archived"] == false && !state.locked;
        if (archiving || locking || (state.archived && !unlocked_reopening)) && !manages {
            return Reply::error(403, 50013, "Missing Permissions");
        }
        if let Some(archived) = call.body["archived"].as_bool() {
            state.archived = archived;
        }
        if let Some(locked) = call.body["locked"].as_bool() {
            state.locked = locked;
        }
        if let Some(minutes) = call.body["auto_archive_duration"].as_u64() {
            state.auto_archive_minutes = minutes;
        }
        state.last_activity = self.now;
        let mut edited = place;
        edited.thread = Some(state);
        self.world.channels.places.insert(channel, edited.clone());
        Reply::json(200, edited.channel_object())
    }

    /// `POST /channels/{id}/messages`: a message from the bot itself.
    fn post(&mut self, call: &Call<'_>) -> Reply {
        let channel = call.id("channel_id");
        let Some(place) = self.world.channels.places.get(&channel).cloned() else {
            return Reply::error(404, 10003, "Unknown Channel");
        };
        if place
            .recipient
            .is_some_and(|user| self.world.channels.closed_dms.contains(&user))
        {
            return Reply::error(403, 50007, "Cannot send messages to this user");
        }
        if place
            .recipient
            .is_some_and(|user| self.world.channels.strangers.contains(&user))
        {
            return Reply::error(
                403,
                50278,
                "Cannot send messages to this user due to having no mutual guilds",
            );
        }
        let has = |bit: u64| place.app_permissions & bit != 0;
        if !has(permissions::VIEW_CHANNEL) && place.kind != PlaceKind::Dm {
            return Reply::error(403, 50001, "Missing Access");
        }
        let send = if place.kind.is_thread() {
            permissions::SEND_MESSAGES_IN_THREADS
        } else {
            permissions::SEND_MESSAGES
        };
        let attaching = !call.files.is_empty() && !has(permissions::ATTACH_FILES);
        if place.kind != PlaceKind::Dm && (!has(send) || attaching) {
            return Reply::error(403, 50013, "Missing Permissions");
        }
        if let Some(refused) = self.reopen_to_post(channel, has(permissions::MANAGE_THREADS)) {
            return refused;
        }
        if let Some(reply) = self.too_big(call.files, limits::DEFAULT_FILE_BYTES) {
            return reply;
        }
        let nonce = call.body.get("nonce").filter(|n| !n.is_null()).cloned();
        if call.body["enforce_nonce"] == true
            && let Some(nonce) = &nonce
        {
            let now = self.now;
            let earlier = self.world.channels.messages.values().find(|m| {
                m.channel == channel
                    && m.nonce.as_ref() == Some(nonce)
                    && m.interaction.is_none()
                    && now.saturating_sub(m.created) <= NONCE_WINDOW
            });
            if let Some(earlier) = earlier {
                return Reply::json(200, message_json(earlier, self.start));
            }
        }
        let flags = call.body["flags"].as_u64().unwrap_or(0) & (4 | 4096);
        let mut message = self.new_message(channel, "POST /channels/{id}/messages", None, flags);
        message.nonce = nonce;
        apply(&mut message, &call.body, call.files);
        Reply::json(200, self.store(message))
    }
}
