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
//! expired, repeated 5xx, no answer within the 3 s, a refusal), each
//! announcement it carried is posted to the channel from the outbox
//! instead (see [`Delivery`]), and the player is told the truth if the
//! interaction still listens: what they did is saved and was posted in
//! the channel. Only the first response carries an announcement: later
//! ones go to the channel from the outbox, with their nonce, never as
//! follow-ups (which take no nonce).

use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::Poll;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::delivery::Delivery;
use super::retry::{
    Route, WINDOW_OVER, acknowledged, interaction_gone, never, retry, timed, timed_out,
};
use super::{Error, replies};
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::{CommandError, Language, Reply};
use crate::telemetry;

/// How long the work may run before the interaction is deferred; well
/// inside Discord's 3 s, leaving room for the defer itself.
pub const DEFER_AFTER: Duration = Duration::from_millis(1200);

/// How long an interaction's response (or its deferral) may take: Discord
/// refuses it after its 3 s anyway. With [`super::retry::ATTEMPTS`]
/// attempts after server errors, an answer carrying an announcement is
/// over well within [`crate::commands::ANSWER_GRACE`], so the delivery
/// task never posts one that the answer is still trying to show.
pub const RESPONSE_TIMEOUT: Duration = Duration::from_secs(3);

/// An interaction's first response (or deferral), within
/// [`RESPONSE_TIMEOUT`]: past it, Discord's window is over, so it fails
/// with [`WINDOW_OVER`] and is not tried again.
async fn in_window(
    request: impl Future<Output = Result<(), serenity::Error>>,
) -> Result<(), serenity::Error> {
    match timed(Route::Interaction, RESPONSE_TIMEOUT, request).await {
        Err(error) if timed_out(&error) => Err(serenity::Error::Other(WINDOW_OVER)),
        other => other,
    }
}

/// `work`, with a panic turned into an internal error (logged), so that
/// the interaction is still answered in place of "thinking…".
async fn unpanicking(
    work: impl Future<Output = Result<Vec<Reply>, CommandError>>,
) -> Result<Vec<Reply>, CommandError> {
    let mut work = std::pin::pin!(work);
    std::future::poll_fn(move |cx| {
        match std::panic::catch_unwind(AssertUnwindSafe(|| work.as_mut().poll(cx))) {
            Ok(polled) => polled,
            Err(_) => {
                tracing::error!("a command panicked");
                Poll::Ready(Err(CommandError::Task("the command panicked".into())))
            }
        }
    })
    .await
}

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
    /// The interaction's channel, where public replies go when the
    /// interaction cannot carry them.
    channel: Option<serenity::ChannelId>,
    kind: Kind,
    state: State,
    /// poise's own flag, kept in step so that poise's `send` (used by the
    /// error handler) follows up instead of answering twice.
    poise_flag: Option<&'a AtomicBool>,
    /// The language of the one who clicked or typed: the notes on what
    /// became of the answer are theirs.
    language: Language,
}

impl<'a> Responder<'a> {
    /// A responder for interaction `id` with `token` in `channel`, sent
    /// by someone reading `language`; `delivery` posts what the answer
    /// could not carry.
    #[must_use]
    pub fn new(
        delivery: Arc<Delivery>,
        (id, token): (serenity::InteractionId, &'a str),
        channel: Option<serenity::ChannelId>,
        kind: Kind,
        poise_flag: Option<&'a AtomicBool>,
        language: Language,
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
            channel,
            kind,
            state,
            poise_flag,
            language,
        }
    }

    /// Runs `work`, deferring if it takes long, then posts its replies.
    /// A refusal or an internal error (a panic of `work` included) is
    /// returned after any deferral, for the caller to answer with
    /// [`Responder::deliver`], which replaces "thinking…".
    pub async fn run(
        &mut self,
        work: impl Future<Output = Result<Vec<Reply>, CommandError>>,
    ) -> Result<(), Error> {
        let mut work = std::pin::pin!(unpanicking(work));
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
            in_window(
                response
                    .clone()
                    .execute(self.http.as_ref(), (self.id, self.token)),
            )
        })
        .await?;
        self.set_state(State::Deferred);
        telemetry::interaction_deferred();
        Ok(())
    }

    /// Posts `replies` in order: the first as the response (or in place of
    /// "thinking…"), the others as follow-ups, each private or public.
    ///
    /// An announcement (a reply with an outbox row) goes out as the
    /// interaction's first response only; any later one is posted to the
    /// channel from the outbox with its nonce, never as a follow-up:
    /// Discord takes no nonce on a follow-up, so one that it stored before
    /// failing (a 502, a timeout) could not be told from one it lost, and
    /// reposting it would show it twice. Announcements shown are marked
    /// delivered; those Discord did not take are posted to the channel
    /// instead, and the player told so.
    pub async fn deliver(&mut self, mut replies: Vec<Reply>) {
        if replies.is_empty() {
            replies.push(self.note(Message::DiscordDone));
        }
        let replies = self.first_in_place(replies);
        if (self.state, self.kind) == (State::Deferred, Kind::Command)
            && replies.first().is_some_and(|r| !r.is_private())
        {
            self.post_then_say(replies).await;
            return;
        }
        let mut missed = Vec::new();
        let mut waiting = false;
        let (mut listening, mut gone) = (true, false);
        for reply in replies {
            if let (Some(id), true) = (reply.post, self.state != State::Fresh) {
                waiting |= !self.delivery.post_now(id).await;
                continue;
            }
            let sent = listening
                && match self.send(&reply).await {
                    Ok(()) => true,
                    Err(error) => {
                        gone = interaction_gone(&error);
                        if gone {
                            telemetry::interaction_lost();
                        }
                        false
                    }
                };
            match (sent, reply.post) {
                (true, Some(id)) => {
                    if let Err(error) = self
                        .delivery
                        .service()
                        .outbox()
                        .delivered(id, "answer")
                        .await
                    {
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
        let answered = missed.is_empty();
        for id in missed {
            waiting |= !self.delivery.post_now(id).await;
        }
        if waiting || !answered {
            self.delivery.wake();
        }
        if gone {
            return; // nobody is listening: the channel has (or will have) the post
        }
        let note = match (answered, waiting) {
            (true, false) => return,
            (true, true) => Message::DiscordNotYetInChannel,
            (false, false) => Message::DiscordPostedInstead,
            (false, true) => Message::DiscordPostedLater,
        };
        if let Err(error) = self.send(&self.note(note)).await {
            tracing::info!(%error, "the interaction no longer listens; the channel has the post");
        }
    }

    /// After a command's deferral with only public replies: "thinking…"
    /// is private, so each reply is posted to the channel first
    /// (announcements from the outbox, others such as a replay directly,
    /// with a nonce), then "thinking…" says what happened.
    async fn post_then_say(&mut self, replies: Vec<Reply>) {
        let mut failed = None;
        let mut waiting = false;
        for (index, reply) in replies.iter().enumerate() {
            match reply.post {
                Some(id) => waiting |= !self.delivery.post_now(id).await,
                None => {
                    let Some(channel) = self.channel else {
                        failed = Some("no channel to post in".to_string());
                        continue;
                    };
                    let nonce = format!("i{:x}.{index}", self.id.get());
                    if let Err(error) = self.delivery.post_reply(channel, reply, &nonce).await {
                        tracing::warn!(%error, "Discord did not take a public answer");
                        failed = Some(error.to_string());
                    }
                }
            }
        }
        if waiting {
            self.delivery.wake();
        }
        let note = match failed {
            Some(why) => {
                let text = say_with(self.language, Message::DiscordNotPosted, &[("why", &why)]);
                Reply::private(self.language, text)
            }
            None if waiting => self.note(Message::DiscordNotYetInChannel),
            None => self.note(Message::DiscordDoneInChannel),
        };
        if let Err(error) = self.send(&note).await {
            tracing::info!(%error, "the interaction no longer listens");
        }
    }

    /// A private note to the one who clicked or typed, in their language.
    fn note(&self, message: Message) -> Reply {
        Reply::private(self.language, say(self.language, message))
    }

    /// After a command's deferral, "thinking…" is private: it takes the
    /// first private reply, so that one goes first.
    fn first_in_place(&self, mut replies: Vec<Reply>) -> Vec<Reply> {
        if (self.state, self.kind) == (State::Deferred, Kind::Command)
            && let Some(index) = replies.iter().position(Reply::is_private)
        {
            let first = replies.remove(index);
            replies.insert(0, first);
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
                    in_window(
                        response
                            .clone()
                            .execute(self.http.as_ref(), (self.id, self.token)),
                    )
                })
                .await
            }
            (State::Deferred, Kind::Command) => {
                let edit = replies::edit(reply);
                let (http, token) = (Arc::clone(&self.http), self.token);
                let limit = self.delivery.request_timeout();
                retry("edit response", never, || {
                    let (edit, http) = (edit.clone(), Arc::clone(&http));
                    async move {
                        timed(
                            Route::Interaction,
                            limit,
                            edit.execute(http.as_ref(), token),
                        )
                        .await
                        .map(|_| ())
                    }
                })
                .await
            }
            (State::Deferred, Kind::Component) | (State::Answered, _) => {
                // Never resent: a 502 after Discord stored it would show it
                // twice. Announcements never come here (see `deliver`).
                timed(
                    Route::Interaction,
                    self.delivery.request_timeout(),
                    replies::followup(reply).execute(self.http.as_ref(), (None, self.token)),
                )
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
