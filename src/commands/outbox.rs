//! Announcements that must reach their channel: a published turn with its
//! picture and mention, a claim, a resignation, a reminder, an expiry,
//! lobby news, a game over. Each is written to the store's outbox in the
//! same transaction as the change it announces, so nothing committed can
//! go unannounced: the front end shows it (the fast path) and reports it
//! [`Service::delivered`]; whatever it could not show, a delivery task
//! takes from [`Service::take_due_posts`] and posts until the platform
//! confirms it, after restarts too. Several processes may deliver from
//! one store: a post taken by one is leased to it for
//! [`DELIVERY_LEASE`] seconds, so it goes out from that one only, unless
//! it dies first.

use super::notices::dm_recipient;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::{Attachment, Reply};
use crate::commands::service::Service;
use crate::store::outbox::{self, NewPost};
use crate::store::{OutboxRow, Tx, notices};
use crate::telemetry;

/// Seconds a front end has to show an announcement itself before the
/// delivery task posts it instead (an interaction answer, retries
/// included, takes a few seconds at worst).
pub const ANSWER_GRACE: i64 = 30;

/// The longest wait between two tries of a post that failed for a
/// passing reason.
pub const MAX_RETRY_WAIT: i64 = 60;

/// The wait between tries of a post the channel refuses (missing
/// permissions): someone has to fix them, so try again now and then.
pub const REFUSED_RETRY_WAIT: i64 = 300;

/// Seconds a deliverer holds the posts it took: long enough to post some
/// of them (it starts no post it could not finish within the lease, and
/// gives the rest back); if it dies meanwhile, another process takes them
/// once this has passed. It is well under the time Discord remembers a
/// nonce ("the past few minutes"; two are assumed), so that the post's
/// nonce keeps Discord from showing twice one that did go out before its
/// deliverer died.
pub const DELIVERY_LEASE: i64 = 60;

/// What a channel reading `language` is told when the platform refused
/// one of its announcements as such (Discord's AutoMod): the game goes on.
#[must_use]
pub fn blocked_notice(language: Language) -> String {
    say(language, Message::AutoModBlocked)
}

/// Why a post did not reach its channel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PostFailure {
    /// A passing failure (server error, timeout): tried again soon.
    Transient(String),
    /// The channel refuses the bot (permissions, a private thread it is
    /// not in): the sentence says so to the channel's players, who see it
    /// with their next command and in `/status`; tried again now and then.
    Refused(String),
    /// Never deliverable (the channel is gone, the message refused as
    /// such): kept with the reason, not tried again.
    Gone(String),
    /// This message only is refused (the server's AutoMod blocked it):
    /// given up, logged, and the channel told in a short post of its own.
    Blocked(String),
    /// A direct message the recipient's settings refuse (their DMs are
    /// closed to the bot): given up, and the game's channel is told once.
    DirectMessagesClosed(String),
}

impl PostFailure {
    /// The reason's label for the operators' metrics.
    #[must_use]
    pub fn label(&self) -> &'static str {
        match self {
            PostFailure::Transient(_) => "transient",
            PostFailure::Refused(_) => "refused",
            PostFailure::Gone(_) => "gone",
            PostFailure::Blocked(_) => "blocked",
            PostFailure::DirectMessagesClosed(_) => "dm_closed",
        }
    }
}

/// The service's outbox: every post its commands and deadlines made,
/// kept in the store until a front end delivers it (`service.outbox()`).
#[derive(Clone, Copy)]
pub struct Outbox<'a> {
    service: &'a Service,
}

impl Service {
    /// The outbox of this service's store.
    #[must_use]
    pub fn outbox(&self) -> Outbox<'_> {
        Outbox { service: self }
    }
}

impl From<OutboxRow> for Reply {
    fn from(row: OutboxRow) -> Reply {
        let mut reply = Reply::public(row.language, row.text);
        reply.mentions = row.mentions;
        reply.deadline = row.deadline;
        reply.post = Some(row.id);
        if let Some((name, bytes)) = row.file {
            reply.file = Some(Attachment { name, bytes });
        }
        reply
    }
}

impl Outbox<'_> {
    /// Writes every public reply of `replies` to the outbox inside `tx`
    /// (the transaction of the change they announce), due for the
    /// delivery task at `post_after`, and notes each row in its reply.
    pub(crate) async fn keep_posts(
        &self,
        tx: &mut Tx,
        channel: &str,
        replies: &mut [Reply],
        post_after: i64,
    ) -> Result<(), CommandError> {
        let now = self.service.now();
        for reply in replies.iter_mut().filter(|r| !r.is_private()) {
            self.service.note_vacation(tx, reply).await?;
            let post = NewPost {
                channel,
                text: &reply.text,
                mentions: &reply.mentions,
                deadline: reply.deadline,
                file: reply
                    .file
                    .as_ref()
                    .map(|f| (f.name.as_str(), f.bytes.as_slice())),
                about: None,
                language: reply.language,
            };
            reply.post = Some(outbox::insert_post(tx, &post, now, post_after).await?);
            self.service.keep_turn_notice(tx, channel, reply).await?;
            self.service
                .keep_follower_notices(tx, channel, reply)
                .await?;
        }
        Ok(())
    }

    /// Public replies of a command kept for the channel, left to the front
    /// end for [`ANSWER_GRACE`] seconds.
    pub(crate) async fn keep_answers(
        &self,
        tx: &mut Tx,
        channel: &str,
        replies: &mut [Reply],
    ) -> Result<(), CommandError> {
        let after = self.service.now() + ANSWER_GRACE;
        self.keep_posts(tx, channel, replies, after).await
    }

    /// The front end showed post `id` (`how`: a message id, `answer` for
    /// an interaction's answer, `printed`). Returns whether it was still
    /// waiting. A post that reached the channel itself also proves that
    /// the channel takes posts again.
    pub async fn delivered(&self, id: i64, how: &str) -> Result<bool, CommandError> {
        let mut tx = self.service.store.write().await?;
        let marked = outbox::mark_delivered(&mut tx, id, how, self.service.now()).await?;
        if let Some(user) = marked.as_deref().and_then(dm_recipient) {
            notices::dm_open(&mut tx, user).await?;
        }
        if let Some(channel) = marked
            .as_deref()
            .filter(|_| how != "answer" && how != "printed")
        {
            outbox::clear_channel_problem(&mut tx, channel).await?;
        }
        tx.commit().await?;
        if marked.is_some() {
            telemetry::post_delivered(match how {
                "answer" | "printed" => "answer",
                _ => "message",
            });
        }
        Ok(marked.is_some())
    }

    /// Posts due for delivery now, oldest first, at most `limit`.
    pub async fn due_posts(&self, limit: i64) -> Result<Vec<OutboxRow>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let posts = outbox::due_posts(&mut tx, self.service.now(), limit).await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// How many posts are due now, and since when the oldest is (a
    /// clock time): the operators' gauges, and the database's readiness.
    pub async fn waiting(&self) -> Result<(u64, Option<i64>), CommandError> {
        let mut tx = self.service.store.read().await?;
        let (due, oldest) = outbox::due_summary(&mut tx, self.service.now()).await?;
        tx.commit().await?;
        Ok((due.unsigned_abs(), oldest))
    }

    /// Takes the posts due now for delivery, oldest first, at most
    /// `limit`: leased to the caller for [`DELIVERY_LEASE`] seconds, so
    /// another process's delivery leaves them alone. Report each one
    /// [`Service::delivered`] or [`Service::post_failed`], or give back the
    /// ones not tried ([`Service::give_back`]).
    pub async fn take_due_posts(&self, limit: i64) -> Result<Vec<OutboxRow>, CommandError> {
        let now = self.service.now();
        let mut tx = self.service.store.write().await?;
        let posts = outbox::lease_due_posts(&mut tx, now, limit, now + DELIVERY_LEASE).await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Gives back taken posts that were not tried: due again at once.
    pub async fn give_back(&self, posts: &[OutboxRow]) -> Result<(), CommandError> {
        let ids: Vec<i64> = posts.iter().map(|post| post.id).collect();
        self.give_back_ids(&ids).await
    }

    /// [`Outbox::give_back`] by the posts' ids (a stopping process gives
    /// back all it holds).
    pub async fn give_back_ids(&self, ids: &[i64]) -> Result<(), CommandError> {
        if ids.is_empty() {
            return Ok(());
        }
        self.put_off_ids(ids, self.service.now()).await
    }

    /// Gives back taken posts that were not tried, due at `at` (they wait
    /// for something else first: their game's thread).
    pub async fn put_off(&self, posts: &[OutboxRow], at: i64) -> Result<(), CommandError> {
        let ids: Vec<i64> = posts.iter().map(|post| post.id).collect();
        self.put_off_ids(&ids, at).await
    }

    /// [`Outbox::put_off`] by the posts' ids.
    async fn put_off_ids(&self, ids: &[i64], at: i64) -> Result<(), CommandError> {
        let mut tx = self.service.store.write().await?;
        for id in ids {
            outbox::due_now(&mut tx, *id, at).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Post `id`, if it still waits for delivery.
    pub async fn undelivered_post(&self, id: i64) -> Result<Option<OutboxRow>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let post = outbox::undelivered_post(&mut tx, id).await?;
        tx.commit().await?;
        Ok(post)
    }

    /// Every post of `channel` still waiting, due or not, oldest first.
    pub async fn undelivered_in(&self, channel: &str) -> Result<Vec<OutboxRow>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let posts = outbox::undelivered_in(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// The undelivered posts of `channel` and of the channels under it
    /// (a tournament's games, `channel/r1-b2`), oldest first.
    pub async fn undelivered_under(&self, channel: &str) -> Result<Vec<OutboxRow>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let posts = outbox::undelivered_under(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(posts)
    }

    /// Records that `post` failed, and when to try it again.
    pub async fn post_failed(
        &self,
        post: &OutboxRow,
        failure: &PostFailure,
    ) -> Result<(), CommandError> {
        let now = self.service.now();
        telemetry::post_failed(failure.label());
        let mut tx = self.service.store.write().await?;
        match failure {
            PostFailure::Transient(error) => {
                let wait = 1_i64
                    .checked_shl(post.attempts.clamp(0, 6) as u32)
                    .map_or(MAX_RETRY_WAIT, |w| w.min(MAX_RETRY_WAIT));
                outbox::mark_failed(&mut tx, post.id, error, now + wait).await?;
            }
            PostFailure::Refused(problem) => {
                outbox::mark_failed(&mut tx, post.id, problem, now + REFUSED_RETRY_WAIT).await?;
                outbox::set_channel_problem(&mut tx, &post.channel, problem, now).await?;
            }
            PostFailure::Gone(error) => outbox::give_up(&mut tx, post.id, error, now).await?,
            PostFailure::Blocked(error) => self.post_blocked(&mut tx, post, error).await?,
            PostFailure::DirectMessagesClosed(error) => {
                self.service.dm_refused(&mut tx, post, error).await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Makes post `id` due at once: its front end could not show it.
    pub async fn post_due_now(&self, id: i64) -> Result<(), CommandError> {
        let mut tx = self.service.store.write().await?;
        outbox::due_now(&mut tx, id, self.service.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Why announcements are not reaching `channel`, if they are not: a
    /// sentence for its players, in `language` (Discord's own reason, as
    /// kept, stays in English).
    pub async fn channel_problem(
        &self,
        channel: &str,
        language: Language,
    ) -> Result<Option<String>, CommandError> {
        let mut tx = self.service.store.read().await?;
        let problem = outbox::channel_problem(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(problem.map(|(problem, _since)| {
            let args = [("problem", &problem as &dyn std::fmt::Display)];
            say_with(language, Message::AnnouncementsFailing, &args)
        }))
    }
}

impl Outbox<'_> {
    /// Gives up `post`, which the platform refused as such (`error`), and
    /// tells its channel in a short post of its own (unless `post` was
    /// that notice, or a direct message: its channel is a person's).
    async fn post_blocked(
        &self,
        tx: &mut Tx,
        post: &OutboxRow,
        error: &str,
    ) -> Result<(), CommandError> {
        let now = self.service.now();
        tracing::warn!(
            post = post.id,
            channel = post.channel,
            error,
            "a post was blocked; given up"
        );
        outbox::give_up(tx, post.id, error, now).await?;
        let text = blocked_notice(post.language);
        if post.text == text || dm_recipient(&post.channel).is_some() {
            return Ok(());
        }
        let notice = NewPost {
            language: post.language,
            ..NewPost::plain(&post.channel, &text, &post.mentions)
        };
        outbox::insert_post(tx, &notice, now, now).await?;
        Ok(())
    }

    /// Keeps the announcements among `replies` in `tx` (see
    /// [`Service::keep_answers`]), commits, and hands the replies back.
    pub(crate) async fn commit_announced(
        &self,
        mut tx: Tx,
        channel: &str,
        mut replies: Vec<Reply>,
    ) -> Result<Vec<Reply>, CommandError> {
        self.keep_answers(&mut tx, channel, &mut replies).await?;
        tx.commit().await?;
        Ok(replies)
    }
}
