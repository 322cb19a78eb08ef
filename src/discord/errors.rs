//! The one place deciding what a player sees of an error: their own
//! mistakes (refusals naming the ruling they apply) are answered privately
//! in plain words; internal errors (database, picture, Discord) are logged
//! with tracing and answered with a short apology, never a stack trace or
//! SQL text.

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::commands::catalogue::say_with;
use crate::commands::{CommandError, Language, Message, Reply};
use crate::words::Sentence;

/// The private answer to `error`, in `language`; internal errors are
/// logged here. An internal error shows nothing of its cause (its
/// transaction rolled back, so nothing was changed); a failed Discord
/// request may come after a change was saved, so its apology promises
/// nothing about the game; a deleted database stops the bot, and says so.
#[must_use]
pub fn reply_for(error: &Error, context: &str, language: Language) -> Reply {
    let say = |message: Message| Reply::private(language, message.in_language(language));
    match error {
        Error::Command(CommandError::Refused(refusal)) => {
            Reply::private(language, refusal.words(language))
        }
        Error::Command(internal) => {
            tracing::error!(error = %internal, context, "command failed");
            say(internal.apology())
        }
        Error::Discord(discord) => {
            tracing::error!(error = %discord, context, "Discord request failed");
            say(Message::DiscordApology)
        }
    }
}

/// poise's error handler: answers the player privately when there is an
/// interaction to answer, logs everything else.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let context = format!("/{}", ctx.command().qualified_name);
            let language = Language::of_locale(ctx.locale().unwrap_or_default());
            let reply = reply_for(&error, &context, language);
            say_privately(ctx, reply.text).await;
            if let Error::Command(error) = &error {
                ctx.data().delivery.stop_if_fatal(error);
            }
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let language = Language::of_locale(ctx.locale().unwrap_or_default());
            let error = error.to_string();
            let text = match input {
                Some(input) => {
                    let args = [
                        ("input", &input as &dyn std::fmt::Display),
                        ("error", &error),
                    ];
                    say_with(language, Message::OptionUnreadable, &args)
                }
                None => say_with(
                    language,
                    Message::OptionUnreadableNoInput,
                    &[("error", &error)],
                ),
            };
            say_privately(ctx, text).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            tracing::error!(
                command = %ctx.command().qualified_name,
                payload = payload.as_deref().unwrap_or("?"),
                "command panicked"
            );
            let language = Language::of_locale(ctx.locale().unwrap_or_default());
            say_privately(ctx, Message::Apology.in_language(language)).await;
        }
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(%error, "setup failed");
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(%error, event = event.snake_case_name(), "event handler failed");
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::error!(
                command = %ctx.command().qualified_name,
                description,
                "Discord's copy of the command differs from ours: re-register"
            );
            let ctx = poise::Context::Application(ctx);
            let language = Language::of_locale(ctx.locale().unwrap_or_default());
            say_privately(ctx, Message::CommandChanged.in_language(language)).await;
        }
        other => {
            if let Err(error) = poise::builtins::on_error(other).await {
                tracing::error!(%error, "cannot answer an error");
            }
        }
    }
}

async fn say_privately(ctx: super::Context<'_>, text: String) {
    let reply = poise::CreateReply::default()
        .content(super::replies::shorten(text, super::replies::MAX_TEXT))
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(error) = super::retry::timed(
        super::retry::Route::Interaction,
        super::retry::REQUEST_TIMEOUT,
        ctx.send(reply),
    )
    .await
    {
        tracing::error!(%error, "cannot answer privately");
    }
}
