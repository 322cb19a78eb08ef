//! Answering one interaction (a slash command or a button click) with the
//! command layer's replies, within Discord's 3 s.
//!
//! The work runs first; if it is not done after [`DEFER_AFTER`], the
//! interaction is deferred (privately: a refusal must never show in the
//! channel) and the replies follow when the work ends. The work is never
//! cancelled: the move is committed before anything is posted, and a post
//! that fails is retried on 5xx/429 (see [`super::retry`]).

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::{Error, replies, retry::retry};
use crate::commands::{CommandError, Reply};

/// How long the work may run before the interaction is deferred; well
/// inside Discord's 3 s, leaving room for the defer itself.
pub const DEFER_AFTER: Duration = Duration::from_millis(1200);

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
    id: serenity::InteractionId,
    token: &'a str,
    kind: Kind,
    state: State,
    /// poise's own flag, kept in step so that poise's `send` (used by the
    /// error handler) follows up instead of answering twice.
    poise_flag: Option<&'a AtomicBool>,
}

impl<'a> Responder<'a> {
    /// A responder for interaction `id` with `token`.
    #[must_use]
    pub fn new(
        http: Arc<serenity::Http>,
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
            http,
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
                let deferred = self.defer().await;
                let outcome = work.await;
                if let Err(error) = deferred {
                    tracing::error!(%error, "cannot defer the interaction");
                }
                outcome
            }
        };
        self.deliver(outcome?).await
    }

    /// Tells Discord an answer is coming (private for commands).
    pub async fn defer(&mut self) -> Result<(), Error> {
        if self.state != State::Fresh {
            return Ok(());
        }
        let response = match self.kind {
            Kind::Command => serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Kind::Component => serenity::CreateInteractionResponse::Acknowledge,
        };
        retry("defer", || {
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
    pub async fn deliver(&mut self, mut replies: Vec<Reply>) -> Result<(), Error> {
        if replies.is_empty() {
            replies.push(Reply::private("Done."));
        }
        match (self.state, self.kind) {
            (State::Fresh, _) => {
                let first = replies.remove(0);
                let response =
                    serenity::CreateInteractionResponse::Message(replies::response(&first));
                retry("response", || {
                    response
                        .clone()
                        .execute(self.http.as_ref(), (self.id, self.token))
                })
                .await?;
                self.set_state(State::Answered);
            }
            (State::Deferred, Kind::Command) => {
                // The "thinking…" message is private: it takes the first
                // private reply; public ones follow as their own messages.
                let first = match replies.iter().position(Reply::is_private) {
                    Some(index) => replies.remove(index),
                    None => Reply::private("Done: see the channel."),
                };
                let edit = replies::edit(&first);
                retry("edit response", || {
                    edit.clone().execute(self.http.as_ref(), self.token)
                })
                .await?;
                self.set_state(State::Answered);
            }
            (State::Deferred, Kind::Component) | (State::Answered, _) => {}
        }
        for reply in &replies {
            let followup = replies::followup(reply);
            retry("follow-up", || {
                followup
                    .clone()
                    .execute(self.http.as_ref(), (None, self.token))
            })
            .await?;
        }
        self.set_state(State::Answered);
        Ok(())
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
