//! Interactions: what the fake remembers of each one it dispatched (the
//! state machine of its response), and builders of the INTERACTION_CREATE
//! payloads (slash commands, autocomplete, button clicks) in a guild
//! channel, a thread or a DM.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

use super::channels::{Message, Place, PlaceKind, message_json, permissions};
use super::{APP_ID, FakeDiscord, client};

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
    /// The user who acted.
    pub user: Option<u64>,
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
    /// `who` typing `line` at `place` and sending it
    /// (`/tournament new format:swiss rounds:3`), resolved against the
    /// commands the bot registered as a Discord client resolves it
    /// ([`client`](super::client)); returns the interaction's token. A line
    /// no client could send fails the test.
    pub fn types(&self, who: &Who, place: &Place, line: &str) -> String {
        self.try_types(who, place, line)
            .unwrap_or_else(|why| panic!("no Discord client sends this: {why}"))
    }

    /// The world, if a person can use application commands and components
    /// at `place` now: not in an archived thread (Topics › Threads: an
    /// archived thread takes no commands until a message reopens it).
    fn usable_world(
        &self,
        place: &Place,
    ) -> Result<std::sync::MutexGuard<'_, super::World>, String> {
        let now = self.shared.clock.now();
        let mut world = self.shared.world();
        world.channels.settle_threads(now);
        if world.channels.is_archived(place.channel) {
            return Err(format!(
                "thread {} is archived: no commands there",
                place.channel
            ));
        }
        Ok(world)
    }

    /// [`FakeDiscord::types`], or why no client could send `line`.
    pub fn try_types(&self, who: &Who, place: &Place, line: &str) -> Result<String, String> {
        let data = {
            let world = self.usable_world(place)?;
            client::command_data(&world.commands, who, place, line, false)?
        };
        Ok(self.interact(who, place, kind::COMMAND, data, None))
    }

    /// `who` typing `line` at `place`, its last option being typed now
    /// (`/grow cell:E`, or `/grow cell:` before the first character): the
    /// autocomplete interaction Discord sends; returns the token.
    pub fn autocompletes(&self, who: &Who, place: &Place, line: &str) -> String {
        let data = self
            .usable_world(place)
            .and_then(|world| client::command_data(&world.commands, who, place, line, true));
        let data = data.unwrap_or_else(|why| panic!("no Discord client sends this: {why}"));
        self.interact(who, place, kind::AUTOCOMPLETE, data, None)
    }

    /// `who` clicking the button `custom_id` at `place`: on the newest
    /// message there that they can see (an ephemeral one only if it
    /// answered them) and that carries that button enabled. A button no
    /// one can see or click fails the test. Returns the token.
    pub fn clicks(&self, who: &Who, place: &Place, custom_id: &str) -> String {
        self.try_clicks(who, place, custom_id)
            .unwrap_or_else(|why| panic!("no Discord client sends this: {why}"))
    }

    /// [`FakeDiscord::clicks`], or why `who` cannot click it.
    pub fn try_clicks(&self, who: &Who, place: &Place, custom_id: &str) -> Result<String, String> {
        let start = self.shared.unix_ms_at_start;
        let message = {
            let world = self.usable_world(place)?;
            let shown_to = |token: &str| {
                let id = world.by_token.get(token)?;
                world.interactions.get(id)?.user
            };
            let can_see = |m: &Message| {
                !m.is_ephemeral() || m.interaction.as_deref().and_then(shown_to) == Some(who.id)
            };
            world
                .channels
                .clickable(place.channel, custom_id, can_see)
                .cloned()
                .ok_or_else(|| {
                    format!(
                        "{} sees no enabled button {custom_id:?} at {place:?}",
                        who.name
                    )
                })?
        };
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let json = message_json(&message, start);
        Ok(self.interact(who, place, kind::COMPONENT, data, Some((message.id, json))))
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
        user: payload["member"]["user"]["id"]
            .as_str()
            .or(payload["user"]["id"].as_str())
            .and_then(|id| id.parse().ok()),
    })
}
