//! Answering one interaction (a slash command or a button click) with the
//! command layer's replies, within Discord's 3 s.
//!
//! The work runs first; if it is not done after [`DEFER_AFTER`], the
//! interaction is deferred (privately: a refusal must never show in the
//! channel) and the replies follow when the work ends. The work is never
//! cancelled: the change is committed, its announcements kept in the
//! outbox, before anything is posted.
//!
//! The answer is the fast path. When Discord does not take it (the token
//! expired, repeated 5xx, a refusal), each announcement it carried is
//! posted to the channel from the outbox instead (see [`Delivery`]), and
//! the player is told the truth if the interaction still listens: what
//! they did is saved and was posted in the channel.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::delivery::Delivery;
use super::retry::{acknowledged, interaction_gone, never, retry};
use super::{Error, replies};
use crate::commands::{CommandError, Reply};

/// How long the work may run before the interaction is deferred; well
/// inside Discord's 3 s, leaving room for the defer itself.
pub const DEFER_AFTER: Duration = Duration::from_millis(1200);

/// What the player sees when their announcement went to the channel by
/// the outbox because Discord did not take the answer.
pub const POSTED_INSTEAD: &str =
    "Saved. Discord did not take my answer, so it was posted in the channel instead.";

/// The same, when the channel post has not gone through yet either.
pub const POSTED_LATER: &str = "Saved. Discord did not take my answer; it will be posted in the channel as soon as Discord accepts it (/status says if something blocks it).";

/// What was clicked or typed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A slash command: a deferral shows "thinking…" (type 5).
    Command,
    /// A button: a deferral shows nothing (type 6).
    Component,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Fresh,
    Deferred,
    Answered,
}

/// One interaction to answer.
pub struct Responder<'a> {
    http: Arc<serenity::Http>,
    delivery: Arc<Delivery>,
    id: serenity::InteractionId,
    token: &'a str,
    kind: Kind,
    state: State,
    /// poise's own flag, kept in step so that poise's `send` (used by the
    /// error handler) follows up instead of answering twice.
    poise_flag: Option<&'a AtomicBool>,
}

impl<'a> Responder<'a> {
    /// A responder for interaction `id` with `token`; `delivery` posts
    /// what the answer could not carry.
    #[must_use]
    pub fn new(
        delivery: Arc<Delivery>,
        id: serenity::InteractionId,
        token: &'a str,
        kind: Kind,
        poise_flag: Option<&'a AtomicBool>,
    ) -> Responder<'a> {
        let state = match poise_flag {
            Some(flag) if flag.load(Ordering::SeqCst) => State::Answered,
            _ => State::Fresh,
        };
        Responder {
            http: delivery.http(),
            delivery,
            id,
            token,
            kind,
            state,
            poise_flag,
        }
    }

    /// Runs `work`, deferring if it takes long, then posts its replies.
    /// A refusal or an internal error is returned after any deferral, for
    /// the error handler to answer.
    pub async fn run(
        &mut self,
        work: impl Future<Output = Result<Vec<Reply>, CommandError>>,
    ) -> Result<(), Error> {
        let mut work = std::pin::pin!(work);
        let outcome = tokio::select! {
            outcome = &mut work => outcome,
            () = tokio::time::sleep(DEFER_AFTER) => {
                if let Err(error) = self.defer().await {
                    tracing::error!(%error, "cannot defer the interaction");
                }
                work.await
            }
        };
        self.deliver(outcome?).await;
        Ok(())
    }

    /// Tells Discord an answer is coming (private for commands).
    pub async fn defer(&mut self) -> Result<(), serenity::Error> {
        if self.state != State::Fresh {
            return Ok(());
        }
        let response = match self.kind {
            Kind::Command => serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Kind::Component => serenity::CreateInteractionResponse::Acknowledge,
        };
        retry("defer", acknowledged, || {
            response
                .clone()
                .execute(self.http.as_ref(), (self.id, self.token))
        })
        .await?;
        self.set_state(State::Deferred);
        Ok(())
    }

    /// Posts `replies` in order: the first as the response (or in place of
    /// "thinking…"), the others as follow-ups, each private or public.
    /// Announcements shown are marked delivered; those Discord did not
    /// take are posted to the channel instead, and the player told so.
    pub async fn deliver(&mut self, mut replies: Vec<Reply>) {
        if replies.is_empty() {
            replies.push(Reply::private("Done."));
        }
        let mut replies = self.first_in_place(replies);
        let mut missed = Vec::new();
        let (mut listening, mut gone) = (true, false);
        for reply in replies.drain(..) {
            let sent = listening
                && match self.send(&reply).await {
                    Ok(()) => true,
                    Err(error) => {
                        gone = interaction_gone(&error);
                        false
                    }
                };
            match (sent, reply.post) {
                (true, Some(id)) => {
                    if let Err(error) = self.delivery.service().delivered(id, "answer").await {
                        tracing::error!(%error, id, "cannot mark an answer delivered");
                    }
                }
                (true, None) => {}
                (false, post) => {
                    listening = false;
                    missed.extend(post);
                }
            }
        }
        if missed.is_empty() {
            return;
        }
        let mut posted = true;
        for id in missed {
            posted &= self.delivery.post_now(id).await;
        }
        self.delivery.wake();
        if gone {
            return; // nobody is listening: the channel has the post
        }
        let note = Reply::private(if posted { POSTED_INSTEAD } else { POSTED_LATER });
        if let Err(error) = self.send(&note).await {
            tracing::info!(%error, "the interaction no longer listens; the channel has the post");
        }
    }

    /// After a command's deferral, "thinking…" is private: it takes the
    /// first private reply, so that one goes first.
    fn first_in_place(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        if (self.state, self.kind) == (State::Deferred, Kind::Command) {
            match replies.iter().position(Reply::is_private) {
                Some(index) => {
                    let first = replies.remove(index);
                    replies.insert(0, first);
                }
                None => replies.insert(0, Reply::private("Done: see the channel.")),
            }
        }
        replies
    }

    /// Sends one reply the way the interaction's state allows; a failure
    /// is logged.
    async fn send(&mut self, reply: &Reply) -> Result<(), serenity::Error> {
        let sent = match (self.state, self.kind) {
            (State::Fresh, _) => {
                let response =
                    serenity::CreateInteractionResponse::Message(replies::response(reply));
                retry("response", acknowledged, || {
                    response
                        .clone()
                        .execute(self.http.as_ref(), (self.id, self.token))
                })
                .await
            }
            (State::Deferred, Kind::Command) => {
                let edit = replies::edit(reply);
                let (http, token) = (Arc::clone(&self.http), self.token);
                retry("edit response", never, || {
                    let (edit, http) = (edit.clone(), Arc::clone(&http));
                    async move { edit.execute(http.as_ref(), token).await.map(|_| ()) }
                })
                .await
            }
            (State::Deferred, Kind::Component) | (State::Answered, _) => {
                // Never resent: a 502 after Discord stored it would show it
                // twice. A public one goes to the channel by the outbox.
                replies::followup(reply)
                    .execute(self.http.as_ref(), (None, self.token))
                    .await
                    .map(|_| ())
            }
        };
        match sent {
            Ok(()) => {
                self.set_state(State::Answered);
                Ok(())
            }
            Err(error) => {
                tracing::warn!(%error, public = !reply.is_private(), "Discord did not take an answer");
                Err(error)
            }
        }
    }

    fn set_state(&mut self, state: State) {
        self.state = state;
        if state != State::Fresh
            && let Some(flag) = self.poise_flag
        {
            flag.store(true, Ordering::SeqCst);
        }
    }
}
