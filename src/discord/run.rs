//! Running a command for an interaction: its options read in the
//! caller's language, the bot's right to post checked where a game's
//! announcements go, the command layer's replies delivered (deferring
//! when the work takes long), and a refusal or an error answered in
//! place. The shared slash commands (`commands.rs`, their options typed
//! into a [`Command`]) and the games' (`game_commands.rs`, their options
//! by name for the game to read) all run through here.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::permissions;
use super::respond::{Kind, Responder};
use super::retry::{REQUEST_TIMEOUT, Route, timed};
use super::{Context, Error};
use crate::commands::{Command, CommandError, Language};

/// Runs command `name` with its options (`key`, `value`) for the caller
/// in the interaction's channel (threads are channels too). Options are
/// read in the caller's language, so a mistyped cell is answered in it.
pub(super) async fn run_named(
    ctx: Context<'_>,
    name: &str,
    options: Vec<(String, String)>,
) -> Result<(), Error> {
    run_checked(ctx, name, options, Check::Nothing).await
}

/// Runs command `name` like [`run_named`], after checking that the bot
/// can post this game's announcements here ([`check_can_post`]); the
/// check (which may join a private thread) counts in the time before the
/// deferral.
pub(super) async fn run_named_where_posts_go(
    ctx: Context<'_>,
    name: &str,
    options: Vec<(String, String)>,
) -> Result<(), Error> {
    run_checked(ctx, name, options, Check::GamePosts).await
}

/// Runs command `name` like [`run_named`], after checking that the bot
/// can run a tournament here: open its games' threads and post in them
/// ([`check_can_run_event`]).
pub(super) async fn run_named_where_events_go(
    ctx: Context<'_>,
    name: &str,
    options: Vec<(String, String)>,
) -> Result<(), Error> {
    run_checked(ctx, name, options, Check::EventThreads).await
}

/// What is checked before a command runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Check {
    /// Nothing: the command's answers need no channel permission.
    Nothing,
    /// That the bot can post a game's announcements here.
    GamePosts,
    /// That the bot can open a tournament's threads here and post in them.
    EventThreads,
}

/// Runs `command` for the caller in the interaction's channel: a shared
/// slash command, its options typed by poise all the way to [`Command`].
pub(super) async fn run_command(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    execute_checked(ctx, command, Check::Nothing).await
}

/// [`run_command`], after checking that the bot can post this game's
/// announcements here ([`check_can_post`]).
pub(super) async fn run_command_where_posts_go(
    ctx: Context<'_>,
    command: Command,
) -> Result<(), Error> {
    execute_checked(ctx, command, Check::GamePosts).await
}

/// [`run_named`], with [`check_can_post`] first if `check`.
async fn run_checked(
    ctx: Context<'_>,
    name: &str,
    pairs: Vec<(String, String)>,
    check: Check,
) -> Result<(), Error> {
    let language = match ctx {
        poise::Context::Application(app) => Language::of_locale(&app.interaction.locale),
        poise::Context::Prefix(_) => Language::English,
    };
    let command = Command::from_options(language, name, &pairs).map_err(CommandError::refused)?;
    execute_checked(ctx, command, check).await
}

/// Runs `command` (after `check`) and answers with
/// its replies; a refusal or an error is answered here too, in place of
/// "thinking…" if the interaction was deferred (a follow-up would be
/// turned into that edit by Discord, which its documentation deprecates).
async fn execute_checked(ctx: Context<'_>, command: Command, check: Check) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let _answering = ctx.data().delivery.interactions.start();
    let interaction = app.interaction;
    let (caller, _) = super::caller_of(interaction);
    let service = &ctx.data().service;
    let kind = interaction.channel.as_ref().map(|c| c.kind);
    let user = (!matches!(command, Command::Tournament(_))).then_some(caller.id.as_str());
    let channel = super::game_channel(service, interaction.channel_id, kind, user).await;
    let mut responder = Responder::new(
        Arc::clone(&ctx.data().delivery),
        (interaction.id, &interaction.token),
        Some(interaction.channel_id),
        Kind::Command,
        Some(app.has_sent_initial_response),
        caller.language,
    );
    let work = async {
        match check {
            Check::Nothing => {}
            Check::GamePosts => check_can_post(ctx).await?,
            Check::EventThreads => check_can_run_event(ctx)?,
        }
        service.handle(&channel, &caller, command).await
    };
    let outcome = responder.run(work).await;
    ctx.data().computers_play(channel);
    if let Err(error) = outcome {
        let context = format!("/{}", ctx.command().qualified_name);
        let language = Language::of_locale(&interaction.locale);
        let reply = super::errors::reply_for(&error, &context, language);
        responder.deliver(vec![reply]).await;
        if let Error::Command(error) = &error {
            ctx.data().delivery.stop_if_fatal(error);
        }
    }
    Ok(())
}

/// Refuses, naming what is missing, when the bot could not run a
/// tournament here: only a text channel holds its games' threads
/// ([`permissions::event_channel_refusal`]), and the bot
/// needs Create Public Threads and Send Messages in Threads besides what
/// a game's posts need.
fn check_can_run_event(ctx: Context<'_>) -> Result<(), CommandError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let interaction = app.interaction;
    let kind = interaction.channel.as_ref().map(|c| c.kind);
    if let Some(refusal) = kind.and_then(permissions::event_channel_refusal) {
        return Err(CommandError::refused(refusal));
    }
    if let Some(granted) = interaction.app_permissions {
        let missing = permissions::missing_for_event(granted);
        if !missing.is_empty() {
            return Err(CommandError::refused(permissions::event_refusal(&missing)));
        }
    }
    Ok(())
}

/// Refuses, naming what is missing, when the bot could not post this
/// game's announcements here: the permissions of the interaction's
/// `app_permissions`, and membership of a private thread (joined if it
/// can).
async fn check_can_post(ctx: Context<'_>) -> Result<(), CommandError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let interaction = app.interaction;
    let kind = interaction.channel.as_ref().map(|c| c.kind);
    let in_thread = kind.is_some_and(permissions::is_thread);
    if let Some(granted) = interaction.app_permissions {
        let missing = permissions::missing(granted, in_thread);
        if !missing.is_empty() {
            return Err(CommandError::refused(permissions::refusal(&missing)));
        }
    }
    if kind == Some(serenity::ChannelType::PrivateThread)
        && let Err(error) = timed(
            Route::Thread,
            REQUEST_TIMEOUT,
            interaction
                .channel_id
                .join_thread(&ctx.serenity_context().http),
        )
        .await
    {
        tracing::info!(%error, "cannot join a private thread");
        return Err(CommandError::Refused(
            permissions::NOT_IN_PRIVATE_THREAD.into(),
        ));
    }
    Ok(())
}
