//! Interactions: what the fake remembers of each one it dispatched (the
//! state machine of its response), and builders of the INTERACTION_CREATE
//! payloads (slash commands, autocomplete, button clicks) in a guild
//! channel, a thread or a DM.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

use super::channels::{Message, Place, PlaceKind, message_json, permissions};
use super::{APP_ID, FakeDiscord};

/// Discord's interaction types.
pub mod kind {
    /// A slash command.
    pub const COMMAND: u64 = 2;
    /// A button or select menu.
    pub const COMPONENT: u64 = 3;
    /// Autocomplete while typing an option.
    pub const AUTOCOMPLETE: u64 = 4;
    /// A modal submitted.
    pub const MODAL_SUBMIT: u64 = 5;
}

/// The first response must come within this.
pub const RESPONSE_WINDOW: Duration = Duration::from_secs(3);
/// The token works this long after the interaction.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// A member or user acting.
#[derive(Clone, Debug)]
pub struct Who {
    /// The user's id.
    pub id: u64,
    /// Their user name (their global name is the same in capitals).
    pub name: String,
    /// Their permissions in the channel (a member's).
    pub permissions: u64,
    /// Their client's language (`locale` of their interactions).
    pub locale: String,
}

impl Who {
    /// `name` (id `id`) with a plain member's permissions.
    pub fn new(id: u64, name: &str) -> Who {
        Who {
            id,
            name: name.to_string(),
            permissions: permissions::DEFAULT_MEMBER,
            locale: "en-US".into(),
        }
    }

    /// The same person with a client in `locale` (`fr`, `en-US`…).
    #[must_use]
    pub fn with_locale(mut self, locale: &str) -> Who {
        self.locale = locale.to_string();
        self
    }

    /// The same person with `permissions`.
    #[must_use]
    pub fn with_permissions(mut self, permissions: u64) -> Who {
        self.permissions = permissions;
        self
    }

    /// The user object.
    pub fn user(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "global_name": self.name.to_uppercase(),
            "discriminator": "0",
            "avatar": null,
            "public_flags": 0
        })
    }
}

/// An option with `focused: true`, for `typing`: the user is typing
/// `partial` in the string option `name`.
pub fn focus(name: &str, partial: &str) -> Value {
    json!({"name": name, "type": 3, "value": partial, "focused": true})
}

/// What the fake remembers of one interaction.
#[derive(Clone, Debug)]
pub struct Interaction {
    /// Its id.
    pub id: u64,
    /// Its token.
    pub token: String,
    /// Its type (2 command, 3 component, 4 autocomplete, 5 modal).
    pub kind: u64,
    /// Its channel.
    pub channel: u64,
    /// Its guild (none in DMs).
    pub guild: Option<u64>,
    /// When it was created, on the fake's clock.
    pub created: Duration,
    /// `attachment_size_limit`.
    pub size_limit: usize,
    /// The initial response's type, once answered.
    pub response: Option<u64>,
    /// The message `@original` names.
    pub original: Option<u64>,
    /// The message whose component was used.
    pub clicked: Option<u64>,
    /// Follow-up messages.
    pub followups: Vec<u64>,
    /// Autocomplete choices answered.
    pub choices: Option<Value>,
}

/// Ids and tokens unique in the test process (two fakes in one test do
/// not share them).
static SERIAL: AtomicU64 = AtomicU64::new(1);

/// A snowflake-like id: Discord's epoch milliseconds, then a serial.
pub fn snowflake(unix_ms: u64) -> u64 {
    const DISCORD_EPOCH: u64 = 1_420_070_400_000;
    let serial = SERIAL.fetch_add(1, Ordering::Relaxed) & 0x3f_ffff;
    (unix_ms.saturating_sub(DISCORD_EPOCH) << 22) | serial
}

impl FakeDiscord {
    /// `/name options…` from `who` at `place` (options as Discord sends
    /// them); returns the interaction's token.
    pub fn slash(&self, who: &Who, place: &Place, name: &str, options: Value) -> String {
        let data = self.command_data(place, name, options, false);
        self.interact(who, place, kind::COMMAND, data, None)
    }

    /// `who` typing in an option of `/name`: `options` as Discord sends
    /// them, one of them focused (see [`focus`]); returns the token.
    pub fn typing(&self, who: &Who, place: &Place, name: &str, options: Value) -> String {
        let focused = options.as_array().map_or(0, |list| {
            list.iter().filter(|o| o["focused"] == true).count()
        });
        assert_eq!(
            focused, 1,
            "autocomplete needs one focused option: {options}"
        );
        let data = self.command_data(place, name, options, true);
        self.interact(who, place, kind::AUTOCOMPLETE, data, None)
    }

    /// `who` clicking the button `custom_id` under a bot message at
    /// `place`, ephemeral or not. The message is the newest one the fake
    /// saw with that button; one is made up if none (a message of an
    /// earlier run). Returns the token.
    pub fn click(
        &self,
        who: &Who,
        place: &Place,
        custom_id: &str,
        ephemeral_message: bool,
    ) -> String {
        let start = self.shared.unix_ms_at_start;
        let message = {
            let mut world = self.shared.world();
            let known = world
                .channels
                .with_custom_id(custom_id)
                .filter(|m| m.channel == place.channel)
                .cloned();
            match known {
                Some(message) => {
                    assert_eq!(
                        message.is_ephemeral(),
                        ephemeral_message,
                        "the message with {custom_id:?} is {}ephemeral",
                        if message.is_ephemeral() { "" } else { "not " }
                    );
                    message
                }
                None => {
                    let made_up = Message {
                        id: snowflake(start),
                        channel: place.channel,
                        content: String::new(),
                        nonce: None,
                        files: Vec::new(),
                        allowed_mentions: None,
                        components: json!([{"type": 1, "components": [
                            {"type": 2, "style": 1, "label": "button", "custom_id": custom_id}
                        ]}]),
                        flags: if ephemeral_message { 64 } else { 0 },
                        route: "made up for a click".into(),
                        edits: 0,
                        interaction: Some("earlier".into()),
                        created: self.shared.clock.now(),
                    };
                    world.channels.messages.insert(made_up.id, made_up.clone());
                    made_up
                }
            }
        };
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let json = message_json(&message, start);
        self.interact(who, place, kind::COMPONENT, data, Some((message.id, json)))
    }

    /// The command's `data`, checked against what the bot registered (if
    /// it registered anything): the command exists where `place` is, and
    /// so do the options, with their types.
    fn command_data(&self, place: &Place, name: &str, options: Value, autocomplete: bool) -> Value {
        let world = self.shared.world();
        let registered = &world.commands;
        let mut id = "3000".to_string();
        let mut guild = None;
        if !registered.is_empty() {
            let found = registered.iter().find_map(|(scope, list)| {
                let usable = match (scope, place.guild) {
                    (Some(g), Some(here)) => *g == here,
                    (Some(_), None) => false,
                    (None, _) => true,
                };
                let command = list.iter().find(|c| c["name"] == name && c["type"] == 1)?;
                usable.then(|| (*scope, command.clone()))
            });
            let Some((scope, command)) = found else {
                panic!("no /{name} registered where {place:?} is (registered: {registered:?})");
            };
            if place.kind == PlaceKind::Dm {
                let contexts = &command["contexts"];
                assert!(
                    contexts.is_null() && command["dm_permission"] != false
                        || contexts.as_array().is_some_and(|c| c.contains(&json!(1))),
                    "/{name} is not usable in DMs: {command}"
                );
            }
            for option in options.as_array().into_iter().flatten() {
                let declared = command["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .find(|o| o["name"] == option["name"]);
                let Some(declared) = declared else {
                    panic!("/{name} has no option {}: {command}", option["name"]);
                };
                let typed_as_string = autocomplete && option["focused"] == true;
                assert!(
                    declared["type"] == option["type"] || typed_as_string,
                    "/{name} {}: registered as type {}, sent as {}",
                    option["name"],
                    declared["type"],
                    option["type"]
                );
            }
            if !autocomplete {
                for declared in command["options"].as_array().into_iter().flatten() {
                    let given = options
                        .as_array()
                        .is_some_and(|l| l.iter().any(|o| o["name"] == declared["name"]));
                    assert!(
                        given || declared["required"] != true,
                        "/{name} needs option {}",
                        declared["name"]
                    );
                }
            }
            id = command["id"].as_str().unwrap_or("3000").to_string();
            guild = scope;
        }
        let mut data = json!({"id": id, "name": name, "type": 1, "options": options});
        if let Some(guild) = guild {
            data["guild_id"] = json!(guild.to_string());
        }
        data
    }

    /// Builds, remembers and dispatches an interaction; returns its token.
    fn interact(
        &self,
        who: &Who,
        place: &Place,
        kind: u64,
        data: Value,
        message: Option<(u64, Value)>,
    ) -> String {
        let id =
            snowflake(self.shared.unix_ms_at_start + self.shared.clock.now().as_millis() as u64);
        let token = format!("itok-{id}");
        let mut interaction = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "channel_id": place.channel.to_string(),
            "channel": place.partial_channel(),
            "token": token,
            "version": 1,
            "app_permissions": place.app_permissions.to_string(),
            "locale": who.locale,
            "entitlements": [],
            "attachment_size_limit": super::limits::DEFAULT_FILE_BYTES,
        });
        match place.guild {
            Some(guild) => {
                interaction["guild_id"] = json!(guild.to_string());
                interaction["guild_locale"] = json!("en-US");
                interaction["member"] = json!({
                    "user": who.user(),
                    "nick": null,
                    "avatar": null,
                    "roles": [],
                    "joined_at": "2025-01-01T00:00:00.000000+00:00",
                    "deaf": false,
                    "mute": false,
                    "flags": 0,
                    "pending": false,
                    "permissions": who.permissions.to_string()
                });
                interaction["authorizing_integration_owners"] = json!({"0": guild.to_string()});
                interaction["context"] = json!(0);
            }
            None => {
                interaction["user"] = who.user();
                interaction["authorizing_integration_owners"] = json!({"0": "0"});
                interaction["context"] = json!(1);
            }
        }
        if let Some((_, message)) = &message {
            interaction["message"] = message.clone();
        }
        self.add_place(place);
        self.dispatch("INTERACTION_CREATE", interaction);
        token
    }

    /// The id of the interaction with `token`.
    pub fn interaction_id(&self, token: &str) -> u64 {
        let world = self.shared.world();
        let id = world.by_token.get(token).copied();
        id.unwrap_or_else(|| panic!("no interaction with token {token}"))
    }

    /// What the fake knows of the interaction with `token`.
    pub fn interaction(&self, token: &str) -> Option<Interaction> {
        let world = self.shared.world();
        let id = world.by_token.get(token)?;
        world.interactions.get(id).cloned()
    }
}

/// The record of an INTERACTION_CREATE payload.
pub fn learn(payload: &Value, created: Duration) -> Option<Interaction> {
    let id = payload["id"].as_str()?.parse().ok()?;
    let clicked = payload["message"]["id"]
        .as_str()
        .and_then(|id| id.parse().ok());
    Some(Interaction {
        id,
        token: payload["token"].as_str()?.to_string(),
        kind: payload["type"].as_u64()?,
        channel: payload["channel_id"].as_str()?.parse().ok()?,
        guild: payload["guild_id"].as_str().and_then(|g| g.parse().ok()),
        created,
        size_limit: payload["attachment_size_limit"]
            .as_u64()
            .map_or(super::limits::DEFAULT_FILE_BYTES, |l| l as usize),
        response: None,
        original: None,
        clicked,
        followups: Vec::new(),
        choices: None,
    })
}
