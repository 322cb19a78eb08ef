//! Places (guild channels, threads, DMs) and the messages that became
//! visible in them, as Discord holds them: public interaction responses
//! and follow-ups, edits of public deferred responses, channel posts.
//! Ephemeral messages are kept too, seen only by their interaction.

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde_json::{Value, json};

use super::APP_ID;

/// Permission bits (Discord's values).
pub mod permissions {
    /// MANAGE_CHANNELS.
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    /// MANAGE_GUILD ("Manage Server").
    pub const MANAGE_GUILD: u64 = 1 << 5;
    /// VIEW_CHANNEL.
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    /// SEND_MESSAGES.
    pub const SEND_MESSAGES: u64 = 1 << 11;
    /// EMBED_LINKS.
    pub const EMBED_LINKS: u64 = 1 << 14;
    /// ATTACH_FILES.
    pub const ATTACH_FILES: u64 = 1 << 15;
    /// READ_MESSAGE_HISTORY.
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    /// USE_APPLICATION_COMMANDS.
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    /// MANAGE_THREADS.
    pub const MANAGE_THREADS: u64 = 1 << 34;
    /// CREATE_PUBLIC_THREADS.
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    /// SEND_MESSAGES_IN_THREADS.
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// What the bot has by default where it is used.
    pub const DEFAULT_APP: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | SEND_MESSAGES_IN_THREADS
        | CREATE_PUBLIC_THREADS
        | ATTACH_FILES
        | EMBED_LINKS
        | READ_MESSAGE_HISTORY;
    /// What a plain member has by default.
    pub const DEFAULT_MEMBER: u64 = VIEW_CHANNEL
        | SEND_MESSAGES
        | SEND_MESSAGES_IN_THREADS
        | READ_MESSAGE_HISTORY
        | USE_APPLICATION_COMMANDS;
}

/// The kind of a place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceKind {
    /// A guild text channel (type 0).
    GuildText,
    /// A public thread (type 11).
    PublicThread,
    /// A private thread (type 12).
    PrivateThread,
    /// The bot's DM with a user (type 1).
    Dm,
    /// A voice channel (type 2), with its text chat.
    Voice,
    /// An announcement channel (type 5).
    Announcement,
    /// A stage channel (type 13), with its text chat.
    Stage,
    /// A forum channel (type 15): it takes posts (threads), no messages.
    Forum,
}

impl PlaceKind {
    /// Discord's channel type.
    pub fn channel_type(self) -> u64 {
        match self {
            PlaceKind::GuildText => 0,
            PlaceKind::Dm => 1,
            PlaceKind::PublicThread => 11,
            PlaceKind::PrivateThread => 12,
            PlaceKind::Voice => 2,
            PlaceKind::Announcement => 5,
            PlaceKind::Stage => 13,
            PlaceKind::Forum => 15,
        }
    }

    /// Whether it is a thread.
    pub fn is_thread(self) -> bool {
        matches!(self, PlaceKind::PublicThread | PlaceKind::PrivateThread)
    }
}

/// Where an interaction happens or a message goes.
#[derive(Clone, Debug)]
pub struct Place {
    /// Which kind.
    pub kind: PlaceKind,
    /// The channel's (or thread's) id.
    pub channel: u64,
    /// The guild, none for a DM.
    pub guild: Option<u64>,
    /// A thread's parent channel.
    pub parent: Option<u64>,
    /// The bot's permissions there (`app_permissions`).
    pub app_permissions: u64,
    /// The user of a DM.
    pub recipient: Option<u64>,
    /// A thread's state.
    pub thread: Option<ThreadState>,
}

/// A thread's state, as Discord keeps it (Topics › Threads: "Archiving &
/// unarchiving"): archived after `auto_archive_minutes` without activity,
/// or by a member with Manage Threads; a message from someone who may
/// send there unarchives an archived thread unless it is locked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadState {
    /// Archived now.
    pub archived: bool,
    /// Locked: only Manage Threads may unarchive it or post in it.
    pub locked: bool,
    /// Minutes without activity before it archives itself (60, 1440,
    /// 4320 or 10080).
    pub auto_archive_minutes: u64,
    /// The last message (or opening), on the fake's clock.
    pub last_activity: Duration,
}

impl ThreadState {
    /// A thread opened at `now`, archiving after `minutes` of quiet.
    pub fn opened(now: Duration, minutes: u64) -> ThreadState {
        ThreadState {
            archived: false,
            locked: false,
            auto_archive_minutes: minutes,
            last_activity: now,
        }
    }

    /// Archives it if it has been quiet for its auto-archive duration.
    pub fn settle(&mut self, now: Duration) {
        let quiet = Duration::from_secs(self.auto_archive_minutes * 60);
        if now.saturating_sub(self.last_activity) >= quiet {
            self.archived = true;
        }
    }
}

impl Place {
    /// A text channel of `guild`.
    pub fn channel(guild: u64, channel: u64) -> Place {
        Place {
            kind: PlaceKind::GuildText,
            channel,
            guild: Some(guild),
            parent: None,
            app_permissions: permissions::DEFAULT_APP,
            recipient: None,
            thread: None,
        }
    }

    /// A channel of `kind` (not a thread nor a DM) in `guild`.
    pub fn of_kind(guild: u64, channel: u64, kind: PlaceKind) -> Place {
        Place {
            kind,
            ..Place::channel(guild, channel)
        }
    }

    /// A public thread `thread` under `parent` in `guild`.
    pub fn public_thread(guild: u64, parent: u64, thread: u64) -> Place {
        Place {
            kind: PlaceKind::PublicThread,
            parent: Some(parent),
            thread: Some(ThreadState::opened(Duration::ZERO, 10_080)),
            ..Place::channel(guild, thread)
        }
    }

    /// A private thread `thread` under `parent` in `guild`.
    pub fn private_thread(guild: u64, parent: u64, thread: u64) -> Place {
        Place {
            kind: PlaceKind::PrivateThread,
            ..Place::public_thread(guild, parent, thread)
        }
    }

    /// The DM channel `channel` between the user `user` and the bot.
    pub fn dm(channel: u64, user: u64) -> Place {
        Place {
            kind: PlaceKind::Dm,
            channel,
            guild: None,
            parent: None,
            app_permissions: permissions::DEFAULT_APP,
            recipient: Some(user),
            thread: None,
        }
    }

    /// The same place where the bot has `permissions`.
    #[must_use]
    pub fn with_app_permissions(mut self, permissions: u64) -> Place {
        self.app_permissions = permissions;
        self
    }

    /// The partial channel of an interaction (`channel`).
    pub fn partial_channel(&self) -> Value {
        let mut channel = json!({
            "id": self.channel.to_string(),
            "type": self.kind.channel_type(),
            "flags": 0,
        });
        if let Some(guild) = self.guild {
            channel["guild_id"] = json!(guild.to_string());
            channel["name"] = json!(format!("place-{}", self.channel));
            channel["permissions"] = json!(self.app_permissions.to_string());
        }
        if let Some(parent) = self.parent {
            channel["parent_id"] = json!(parent.to_string());
        }
        if let Some(state) = self.thread.as_ref().filter(|_| self.kind.is_thread()) {
            channel["owner_id"] = json!("100000000000000001");
            channel["thread_metadata"] = json!({
                "archived": state.archived,
                "auto_archive_duration": state.auto_archive_minutes,
                "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                "locked": state.locked,
                "invitable": self.kind == PlaceKind::PrivateThread,
            });
            channel["member_count"] = json!(2);
            channel["message_count"] = json!(0);
            channel["total_message_sent"] = json!(0);
        }
        channel
    }

    /// The channel object of `GET /channels/{id}`.
    pub fn channel_object(&self) -> Value {
        let mut channel = self.partial_channel();
        if let Some(object) = channel.as_object_mut() {
            object.remove("permissions");
        }
        if self.kind == PlaceKind::Dm {
            channel["recipients"] = json!([{
                "id": self.recipient.unwrap_or(1).to_string(),
                "username": "user",
                "global_name": null,
                "discriminator": "0",
                "avatar": null,
                "public_flags": 0,
                "flags": 0,
                "primary_guild": null
            }]);
            channel["last_message_id"] = Value::Null;
        } else {
            channel["position"] = json!(0);
            channel["permission_overwrites"] = json!([]);
            channel["nsfw"] = json!(false);
            channel["rate_limit_per_user"] = json!(0);
            channel["last_message_id"] = Value::Null;
        }
        channel
    }
}

/// A message as the fake holds it.
#[derive(Clone, Debug)]
pub struct Message {
    /// Its id.
    pub id: u64,
    /// Its channel.
    pub channel: u64,
    /// The text.
    pub content: String,
    /// The nonce it was posted with.
    pub nonce: Option<Value>,
    /// Attached files: (name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// `allowed_mentions` as sent.
    pub allowed_mentions: Option<Value>,
    /// Action rows as sent.
    pub components: Value,
    /// Message flags (64 ephemeral, 128 loading).
    pub flags: u64,
    /// What made it: `POST /channels/{id}/messages`, `callback 4`,
    /// `callback 5`, `follow-up`…
    pub route: String,
    /// How many times it was edited (`PATCH`, `callback 7`).
    pub edits: usize,
    /// The interaction whose response or follow-up it is.
    pub interaction: Option<String>,
    /// When, on the fake's clock.
    pub created: Duration,
}

impl Message {
    /// Only the interaction's user sees it.
    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// Still "thinking…" (a deferred response not yet edited).
    pub fn is_loading(&self) -> bool {
        self.flags & 128 != 0
    }

    /// The custom ids of its buttons.
    pub fn custom_ids(&self) -> Vec<String> {
        self.components_where(|_| true)
    }

    /// The custom ids of its buttons not disabled: what can be clicked.
    pub fn enabled_custom_ids(&self) -> Vec<String> {
        self.components_where(|c| c["disabled"] != true)
    }

    fn components_where(&self, keep: impl Fn(&Value) -> bool) -> Vec<String> {
        self.components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter(|c| keep(c))
            .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
            .collect()
    }
}

/// What the fake knows of places and messages.
#[derive(Default)]
pub struct Channels {
    /// Places by channel id.
    pub places: HashMap<u64, Place>,
    /// Every message, by id.
    pub messages: BTreeMap<u64, Message>,
    /// Threads the bot joined.
    pub joined: Vec<u64>,
    /// The threads the bot opened, by id: their names.
    pub opened_threads: BTreeMap<u64, String>,
    /// Users whose DMs are closed to the bot: posts in their DM channel
    /// get 403 with code 50007.
    pub closed_dms: std::collections::HashSet<u64>,
    /// Users who share no server with the bot any more: posts in their
    /// DM channel get 403 with code 50278.
    pub strangers: std::collections::HashSet<u64>,
}

impl Channels {
    /// Archives the threads quiet for their auto-archive duration at `now`.
    pub fn settle_threads(&mut self, now: Duration) {
        for place in self.places.values_mut() {
            if let Some(state) = place.thread.as_mut() {
                state.settle(now);
            }
        }
    }

    /// Whether `channel` is a thread archived now.
    pub fn is_archived(&self, channel: u64) -> bool {
        self.places
            .get(&channel)
            .and_then(|p| p.thread.as_ref())
            .is_some_and(|t| t.archived)
    }

    /// The public messages of `channel`, oldest first.
    pub fn visible(&self, channel: u64) -> Vec<Message> {
        self.messages
            .values()
            .filter(|m| m.channel == channel && !m.is_ephemeral())
            .cloned()
            .collect()
    }

    /// The messages of the bot's DM channel with `user`, oldest first.
    pub fn direct_messages(&self, user: u64) -> Vec<Message> {
        let dm = self
            .places
            .values()
            .find(|p| p.kind == PlaceKind::Dm && p.recipient == Some(user));
        dm.map(|dm| self.visible(dm.channel)).unwrap_or_default()
    }

    /// The newest message (any visibility) carrying `custom_id`.
    pub fn with_custom_id(&self, custom_id: &str) -> Option<&Message> {
        self.messages
            .values()
            .rev()
            .find(|m| m.custom_ids().iter().any(|id| id == custom_id))
    }

    /// The newest message of `channel` that `can_see` and that carries an
    /// enabled component `custom_id`: what a person can click.
    pub fn clickable(
        &self,
        channel: u64,
        custom_id: &str,
        can_see: impl Fn(&Message) -> bool,
    ) -> Option<&Message> {
        self.messages.values().rev().find(|m| {
            m.channel == channel
                && m.enabled_custom_ids().iter().any(|id| id == custom_id)
                && can_see(m)
        })
    }
}

/// The bot's user object.
pub fn bot_user() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "palanquee",
        "global_name": null,
        "discriminator": "0",
        "avatar": null,
        "bot": true,
        "public_flags": 0,
        "flags": 0,
        "primary_guild": null
    })
}

/// An ISO 8601 timestamp for `unix_ms`.
pub fn timestamp(unix_ms: u64) -> String {
    let secs = unix_ms / 1000;
    let days = secs / 86_400;
    let rest = secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}000+00:00",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60,
        unix_ms % 1000
    )
}

/// `message` as Discord returns it (serenity's `Message` reads it).
pub fn message_json(message: &Message, unix_ms_at_start: u64) -> Value {
    let created = unix_ms_at_start + message.created.as_millis() as u64;
    let attachments: Vec<Value> = message
        .files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            let id = message.id + 1 + i as u64;
            let url = format!(
                "https://cdn.discordapp.com/attachments/{}/{id}/{name}",
                message.channel
            );
            json!({
                "id": id.to_string(),
                "filename": name,
                "size": bytes.len(),
                "url": url,
                "proxy_url": url.replace("cdn.discordapp.com", "media.discordapp.net"),
                "content_type": if name.ends_with(".png") { "image/png" } else { "application/octet-stream" },
                "ephemeral": message.is_ephemeral(),
            })
        })
        .collect();
    let mut json = json!({
        "id": message.id.to_string(),
        "channel_id": message.channel.to_string(),
        "author": bot_user(),
        "content": message.content,
        "timestamp": timestamp(created),
        "edited_timestamp": if message.edits > 0 { json!(timestamp(created)) } else { Value::Null },
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": [],
        "pinned": false,
        "type": if message.interaction.is_some() { 20 } else { 0 },
        "flags": message.flags,
        "components": message.components,
    });
    if let Some(nonce) = &message.nonce {
        json["nonce"] = nonce.clone();
    }
    if message.interaction.is_some() {
        json["webhook_id"] = json!(APP_ID.to_string());
        json["application_id"] = json!(APP_ID.to_string());
    }
    json
}
