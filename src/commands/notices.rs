//! Turn notices by direct message (`/notify dm:on|off|digest|both`; the
//! daily digest is `digest.rs`).
//!
//! When an announcement hands the turn to a player who asked for notices
//! ([`Reply::turn_of`]), a direct message with the picture, what the last
//! turn did and a link to the game's channel is kept in the outbox in the
//! same transaction: one per turn, delivered like any post (its nonce
//! keeps a retry from showing it twice). If Discord refuses it because
//! the player's DMs are closed, the game's channel is told once, until a
//! notice gets through again or the player turns notices on anew; and no
//! other notice is sent them for [`DM_REFUSED_QUIET`] (each refusal is an
//! invalid request to Discord). Both
//! speak the language of the player's client when they ran `/notify`; what
//! the last turn did is the announcement's own words, in English like
//! every published turn.

use super::reply::fit;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::DmNotices;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::reply::{Reply, TurnOf};
use crate::commands::service::Service;
use crate::commands::tournament::platform_channel;
use crate::store::outbox::{self, NewPost};
use crate::store::{GameRow, OutboxRow, Tx, notices};

/// Seconds after Discord refused a turn notice (the player's DMs are
/// closed, or they share no server with the bot) during which no other
/// notice is sent to them: each refusal counts towards Discord's 10,000
/// invalid requests in 10 minutes, so a closed door is tried once a day,
/// not at every turn (a notice that then gets through opens it again).
pub const DM_REFUSED_QUIET: i64 = 24 * 3600;

/// How the outbox names a direct message's destination: this, then the
/// user id.
const DM_PREFIX: &str = "dm:";

/// The outbox destination of direct messages to `user`.
pub(crate) fn dm_destination(user: &str) -> String {
    format!("{DM_PREFIX}{user}")
}

/// The user a direct message of the outbox goes to, if `destination` is
/// one.
#[must_use]
pub fn dm_recipient(destination: &str) -> Option<&str> {
    destination.strip_prefix(DM_PREFIX)
}

/// A link to `channel` of `server`: Discord's address of the channel,
/// which opens it from a direct message; `<#id>` without a server.
pub(crate) fn channel_link(server: &str, channel: &str) -> String {
    if server.is_empty() {
        format!("<#{channel}>")
    } else {
        format!("https://discord.com/channels/{server}/{channel}")
    }
}

impl Service {
    /// `/notify dm:on|off|digest|both [hour:H]`: notices by direct
    /// message for the caller, in every game: one per turn, a daily
    /// digest at hour `H` (UTC, see `digest.rs`), both, or none.
    pub(crate) async fn notify(
        &self,
        caller: &Caller,
        dm: DmNotices,
        hour: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        if caller.server.is_empty() {
            return refuse(Message::NotifyIsForDiscord);
        }
        let digest_hour = match (dm.digest(), hour) {
            (true, Some(hour)) => Some(i64::from(hour)),
            (true, None) => return refuse(Message::DigestNeedsHour),
            (false, Some(_)) => return refuse(Message::HourIsForDigest),
            (false, None) => None,
        };
        let mut tx = self.store.write().await?;
        let settings = (dm.per_turn(), digest_hour);
        notices::set_dm(&mut tx, &caller.id, settings, language.code()).await?;
        tx.commit().await?;
        let hour = hour.unwrap_or_default();
        let said = match dm {
            DmNotices::Turns => say(language, Message::NotifyOn),
            DmNotices::Off => say(language, Message::NotifyOff),
            DmNotices::Digest => say_with(language, Message::NotifyDigest, &[("hour", &hour)]),
            DmNotices::Both => say_with(language, Message::NotifyBoth, &[("hour", &hour)]),
        };
        Ok(vec![Reply::private(language, said)])
    }

    /// Keeps, in `tx`, the turn notice of `reply` (an announcement of
    /// `channel` just kept in the outbox) if it hands the turn to someone
    /// who wants notices; due at once.
    pub(crate) async fn keep_turn_notice(
        &self,
        tx: &mut Tx,
        channel: &str,
        reply: &Reply,
    ) -> Result<(), CommandError> {
        let Some(turn_of) = &reply.turn_of else {
            return Ok(());
        };
        let quiet_since = self.now() - DM_REFUSED_QUIET;
        if !notices::wants_dm(tx, &turn_of.user, quiet_since).await? {
            return Ok(());
        }
        let link = channel_link(&turn_of.server, &platform_channel(tx, channel).await?);
        let language = notice_language(tx, &turn_of.user).await?;
        let first = say_with(language, Message::YourTurnIn, &[("link", &link)]);
        self.keep_dm_copy(tx, &turn_of.user, (&first, language), channel, reply)
            .await
    }

    /// Keeps, in `tx`, a direct message to `user` due at once: `reply` (an
    /// announcement of `channel`) under the line `first`, in `language`,
    /// with its picture and deadline, pinging nobody. Turn notices and a
    /// follower's copies are such messages.
    pub(crate) async fn keep_dm_copy(
        &self,
        tx: &mut Tx,
        user: &str,
        (first, language): (&str, Language),
        channel: &str,
        reply: &Reply,
    ) -> Result<(), CommandError> {
        let text = fit(format!("{first}\n{}", reply.text));
        let post = NewPost {
            channel: &dm_destination(user),
            text: &text,
            mentions: &[],
            deadline: reply.deadline,
            file: reply
                .file
                .as_ref()
                .map(|f| (f.name.as_str(), f.bytes.as_slice())),
            about: Some(channel),
            language,
        };
        let now = self.now();
        outbox::insert_post(tx, &post, now, now).await?;
        Ok(())
    }

    /// Discord refused direct message `post` because its recipient's DMs
    /// are closed: gives it up and, the first time, tells the game's
    /// channel (a post mentioning them).
    pub(crate) async fn dm_refused(
        &self,
        tx: &mut Tx,
        post: &OutboxRow,
        error: &str,
    ) -> Result<(), CommandError> {
        let now = self.now();
        outbox::give_up(tx, post.id, error, now).await?;
        let (Some(user), Some(channel)) = (dm_recipient(&post.channel), post.about.as_deref())
        else {
            return Ok(());
        };
        if !notices::dm_closed(tx, user, now).await? {
            return Ok(());
        }
        let language = notice_language(tx, user).await?;
        let text = say(language, Message::DmsClosed);
        let mentions = [user.to_string()];
        let post = NewPost::plain(channel, &text, &mentions);
        outbox::insert_post(tx, &post, now, now).await?;
        Ok(())
    }
}

/// The language `user` reads their notices in: the one of their client
/// when they last ran `/notify`, English if unknown.
pub(crate) async fn notice_language(tx: &mut Tx, user: &str) -> Result<Language, CommandError> {
    let code = notices::language(tx, user).await?;
    Ok(code.and_then(|code| code.parse().ok()).unwrap_or_default())
}

/// `reply` as the announcement of a turn in game `row`: mentioning
/// `user`, whose turn it is (a notice by DM if they asked), with the
/// turn's deadline `due`.
pub(crate) fn announcing_turn(
    mut reply: Reply,
    row: &GameRow,
    user: Option<String>,
    due: Option<i64>,
) -> Reply {
    reply.mentions = user.into_iter().collect();
    reply.turn_of = turn_of(row, reply.mentions.first());
    reply.deadline = due;
    reply
}

/// Whom an announcement of `row`'s game hands the turn to: `user`, the
/// one it mentions, if any.
pub(crate) fn turn_of(row: &GameRow, user: Option<&String>) -> Option<TurnOf> {
    user.map(|user| TurnOf {
        user: user.clone(),
        server: row.server.clone(),
    })
}
