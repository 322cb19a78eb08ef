//! What the bot needs in a channel, and what Discord's refusals mean in
//! players' words.
//!
//! Answers to interactions need no channel permission, but reminders,
//! expiries and announcements that an answer could not carry are channel
//! posts: they need View Channel, Send Messages (Send Messages in Threads
//! in a thread), Attach Files (the board picture), and membership of a
//! private thread. `/new` and `/start` check the interaction's
//! `app_permissions` and refuse with the exact missing ones; a post that
//! fails for permissions marks the channel (see
//! [`crate::commands::PostFailure::Refused`]).

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, Permissions};

use super::retry::failure;
use crate::commands::PostFailure;

/// Whether a channel of this kind is a thread.
#[must_use]
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// The permissions the bot needs to post a game's announcements in a
/// channel, or in a thread.
#[must_use]
pub fn needed(in_thread: bool) -> Permissions {
    let send = if in_thread {
        Permissions::SEND_MESSAGES_IN_THREADS
    } else {
        Permissions::SEND_MESSAGES
    };
    Permissions::VIEW_CHANNEL | send | Permissions::ATTACH_FILES
}

/// Every permission the bot asks for when invited: what games need in
/// channels and threads, and what tournaments need to open their games'
/// threads ([`needed`], [`needed_for_event`]), and Manage Threads, to
/// archive the threads of finished games (not needed: without it they
/// archive themselves after a week of quiet).
#[must_use]
pub fn invited_with() -> Permissions {
    needed(false) | needed(true) | needed_for_event() | Permissions::MANAGE_THREADS
}

/// The link that invites the application `application_id` to a server
/// with its commands and [`invited_with`]'s permissions (docs/admins.md shows
/// it, with `YOUR_APPLICATION_ID`).
#[must_use]
pub fn invite_link(application_id: &str) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot+applications.commands&permissions={}",
        invited_with().bits()
    )
}

/// The needed permissions that `granted` lacks, by the names Discord's
/// settings show, in a fixed order.
#[must_use]
pub fn missing(granted: Permissions, in_thread: bool) -> Vec<&'static str> {
    (needed(in_thread) - granted).get_permission_names()
}

/// The refusal of `/new` or `/start` where the bot cannot post.
#[must_use]
pub fn refusal(missing: &[&str]) -> String {
    let list = listed(missing);
    format!(
        "I cannot post in this channel: I am missing {list} here. Reminders, expired turns and the board pictures are posted in the channel, so a game here would go unannounced. Ask someone who manages the channel to grant them to me (or to my role), then try again."
    )
}

/// The permissions the bot needs to run a tournament from a channel: its
/// own posts, and its games' threads opened and posted in.
#[must_use]
pub fn needed_for_event() -> Permissions {
    needed(false) | Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS
}

/// The permissions for a tournament that `granted` lacks, by the names
/// Discord's settings show.
#[must_use]
pub fn missing_for_event(granted: Permissions) -> Vec<&'static str> {
    (needed_for_event() - granted).get_permission_names()
}

/// The refusal of `/tournament new` or `start` where the bot cannot open
/// or post in the games' threads.
#[must_use]
pub fn event_refusal(missing: &[&str]) -> String {
    format!(
        "I cannot run a tournament in this channel: I am missing {} here. Each of its games is played in a thread I open in this channel, and its rounds and results are posted here. Ask someone who manages the channel to grant them to me (or to my role), then try again.",
        listed(missing)
    )
}

/// The refusal of `/tournament new` or `start` in a thread.
pub const EVENT_IN_THREAD: &str = "A tournament is run from a text channel, not from a thread: each of its games gets a thread of its own, and a thread cannot hold threads.";

/// Why a tournament cannot be run from a channel of `kind`, if it
/// cannot: its games are public threads of that channel, which only a
/// text channel holds (Discord answers 50024 for a voice, stage or
/// announcement channel; an announcement channel holds only announcement
/// threads, which Discord caps; a forum's posts are threads themselves).
#[must_use]
pub fn event_channel_refusal(kind: ChannelType) -> Option<&'static str> {
    match kind {
        ChannelType::Text => None,
        kind if is_thread(kind) => Some(EVENT_IN_THREAD),
        ChannelType::Voice | ChannelType::Stage => Some(EVENT_IN_VOICE),
        ChannelType::News => Some(EVENT_IN_ANNOUNCEMENTS),
        ChannelType::Forum => Some(EVENT_IN_FORUM),
        _ => Some(EVENT_ELSEWHERE),
    }
}

/// The refusal of `/tournament new` in a voice or stage channel's chat.
pub const EVENT_IN_VOICE: &str = "A tournament is run from a text channel, not from a voice or stage channel's chat: each of its games is played in a thread of the event's channel, and Discord opens no threads there. Run /tournament new in a text channel.";

/// The refusal of `/tournament new` in an announcement channel.
pub const EVENT_IN_ANNOUNCEMENTS: &str = "A tournament is run from a text channel, not from an announcement channel: each of its games is played in a public thread of the event's channel, and an announcement channel holds only announcement threads. Run /tournament new in a text channel.";

/// The refusal of `/tournament new` in a forum.
pub const EVENT_IN_FORUM: &str = "A tournament is run from a text channel, not from a forum: each of its games is played in a thread of the event's channel, and a forum's posts are threads already. Run /tournament new in a text channel.";

/// The refusal of `/tournament new` in any other kind of channel.
pub const EVENT_ELSEWHERE: &str = "A tournament is run from a text channel: each of its games is played in a thread of the event's channel. Run /tournament new in a text channel.";

/// The refusal of `/new` or `/start` in a private thread the bot could not
/// join.
pub const NOT_IN_PRIVATE_THREAD: &str = "I am not a member of this private thread, so I cannot post its game's announcements. Add me to the thread (mention me in it), then try again.";

/// `missing` as a sentence lists it: `A, B and C`.
fn listed(missing: &[&str]) -> String {
    match missing {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Discord's codes for a refused channel post.
const MISSING_ACCESS: isize = 50001;
const MISSING_PERMISSIONS: isize = 50013;
const THREAD_LOCKED: isize = 160_005;
const THREAD_CAP: isize = 160_006;
const THREAD_ARCHIVED: isize = 50083;
const AUTOMOD_BLOCKED: isize = 200_000;
const UNKNOWN_CHANNEL: isize = 10003;
const CANNOT_MESSAGE_USER: isize = 50007;
const NO_MUTUAL_GUILDS: isize = 50278;
const OPENING_DMS_TOO_FAST: isize = 40003;
const WRONG_CHANNEL_TYPE: isize = 50024;
const ANNOUNCEMENT_THREAD_CAP: isize = 160_007;

/// Why a tournament game's thread cannot be made, from Discord's refusal
/// of the starter message or of the thread: a sentence for the event's
/// channel, which then holds the game.
#[must_use]
pub fn thread_refusal(error: &serenity::Error) -> String {
    let why = match failure(error).map(|(_, code)| code) {
        Some(WRONG_CHANNEL_TYPE) => "this channel cannot hold threads (50024)".to_owned(),
        Some(THREAD_CAP) => {
            "this server has reached its limit of active threads (160006)".to_owned()
        }
        Some(ANNOUNCEMENT_THREAD_CAP) => {
            "this channel has reached its limit of announcement threads (160007)".to_owned()
        }
        Some(MISSING_PERMISSIONS) => {
            "I lack Create Public Threads or Send Messages in this channel (50013)".to_owned()
        }
        Some(MISSING_ACCESS) => "I have no access to this channel (50001)".to_owned(),
        Some(AUTOMOD_BLOCKED) => {
            "this server's AutoMod blocked the message it starts from (200000)".to_owned()
        }
        _ => format!("Discord refused it: {error}"),
    };
    format!("Its thread cannot be made: {why}.")
}

/// What a failed channel post means: passing (try again soon), refused
/// (say why to the channel's players; try now and then), blocked (this
/// message only: given up, the channel told), or never deliverable. The
/// docs/admins.md's table "What each Discord error does" lists the same.
#[must_use]
pub fn post_failure(error: &serenity::Error) -> PostFailure {
    let Some((status, code)) = failure(error) else {
        return PostFailure::Transient(error.to_string());
    };
    match (status, code) {
        (_, MISSING_PERMISSIONS) => PostFailure::Refused(
            "Discord refuses my posts here for missing permissions (50013). I need View Channel, Send Messages (Send Messages in Threads in a thread) and Attach Files in this channel.".into(),
        ),
        (_, MISSING_ACCESS) => PostFailure::Refused(
            "Discord refuses my posts here: I have no access to this channel (50001). Give me View Channel here; in a private thread, add me to it.".into(),
        ),
        (_, THREAD_LOCKED) => PostFailure::Refused(
            "Discord refuses my posts here: this thread is locked (160005). Unlock it, or play in another thread.".into(),
        ),
        (_, THREAD_CAP) => PostFailure::Refused(
            "Discord refuses my posts here: this server has reached its limit of active threads, so this thread cannot be reopened (160006). Archive or close some other threads.".into(),
        ),
        (_, THREAD_ARCHIVED) => PostFailure::Refused(
            "Discord refuses my posts here: this thread is archived (50083). Reopen it (send any message in it, or unarchive it).".into(),
        ),
        (_, AUTOMOD_BLOCKED) => PostFailure::Blocked(format!(
            "this server's AutoMod blocked one of my announcements (200000): {error}"
        )),
        (_, CANNOT_MESSAGE_USER) => PostFailure::DirectMessagesClosed(format!(
            "Discord refuses direct messages to this user (50007): {error}"
        )),
        (_, NO_MUTUAL_GUILDS) => PostFailure::DirectMessagesClosed(format!(
            "Discord refuses direct messages to this user: they share no server with the bot any more (50278): {error}"
        )),
        (_, OPENING_DMS_TOO_FAST) => PostFailure::Transient(format!(
            "Discord asks me to open direct messages more slowly (40003): {error}"
        )),
        (404, UNKNOWN_CHANNEL) => PostFailure::Gone(format!("the channel is gone: {error}")),
        (500..=599 | 429 | 408, _) => PostFailure::Transient(error.to_string()),
        (401 | 403, _) => PostFailure::Refused(format!(
            "Discord refuses my posts here ({status}, code {code})."
        )),
        _ => PostFailure::Gone(format!("Discord refused the message itself: {error}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 46: the README's link lacked Create Public Threads, so a bot
    /// invited with it could not run a tournament. The link is in
    /// docs/admins.md since the README was split (issue 48).
    #[test]
    fn the_readme_invites_the_bot_with_every_permission_it_needs() {
        let admins = include_str!("../../docs/admins.md");
        assert!(
            admins.contains(&invite_link("YOUR_APPLICATION_ID")),
            "docs/admins.md's invite link differs from {}",
            invite_link("YOUR_APPLICATION_ID")
        );
        for name in invited_with().get_permission_names() {
            assert!(admins.contains(name), "docs/admins.md does not name {name}");
        }
        assert!(invited_with().contains(Permissions::CREATE_PUBLIC_THREADS));
    }

    #[test]
    fn missing_permissions_are_named_as_discord_shows_them() {
        let granted = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        assert_eq!(missing(granted, false), ["Attach Files"]);
        assert_eq!(
            missing(granted, true),
            ["Attach Files", "Send Messages in Threads"]
        );
        assert!(missing(needed(false), false).is_empty());
        let text = refusal(&missing(Permissions::empty(), false));
        assert!(
            text.contains("missing View Channel, Send Messages and Attach Files here"),
            "{text}"
        );
    }
}
