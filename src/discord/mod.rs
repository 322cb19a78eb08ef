//! The Discord front end: slash commands, legal-move autocomplete, board
//! pictures, pings and deadline announcements, with serenity and poise.
//!
//! The adapter is thin: an interaction becomes the same [`Command`] the
//! local mode sends, [`Service::handle`] runs it (and commits it) and the
//! [`crate::commands::Reply`] values come back as interaction responses.
//! Nothing of the game is decided here.
//!
//! - [`config`]: `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`.
//! - [`commands`]: every command of the command layer as a slash command.
//! - [`autocomplete`]: the caller's legal cells while they type.
//! - [`respond`]: answering an interaction within Discord's 3 s, deferring
//!   when the work takes longer.
//! - [`replies`]: a reply as a Discord message (ephemeral, file, mentions,
//!   `<t:UNIX:R>`, buttons).
//! - [`components`]: button clicks, routed by their custom id.
//! - [`deadlines`]: expired turns and reminders, posted to their channel.
//! - [`errors`]: the one place deciding what a player sees of an error.
//! - [`retry`]: resending a post that failed with 5xx or 429.
//!
//! [`Command`]: crate::commands::Command

pub mod autocomplete;
pub mod commands;
pub mod components;
pub mod config;
pub mod deadlines;
pub mod errors;
pub mod replies;
pub mod respond;
pub mod retry;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::commands::{Caller, CommandError, Service, system_clock};
use crate::store::{Store, StoreError};
pub use config::{Config, ConfigError};

/// What every command handler shares.
pub struct Data {
    /// The command layer over the database.
    pub service: Service,
}

/// What a handler can fail with.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The command layer refused or failed.
    #[error(transparent)]
    Command(#[from] CommandError),
    /// Talking to Discord failed.
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
}

/// The poise context of our commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Why the bot could not run.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The database could not be opened.
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    /// The connection to Discord failed.
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
}

/// How often deadlines are checked.
pub const TICK_EVERY: Duration = Duration::from_secs(30);

/// Runs the bot until the connection ends: opens the database, connects
/// with the token, registers the commands and serves them.
pub async fn run(config: Config) -> Result<(), BotError> {
    let store = Store::open(&config.database_url).await?;
    let service = Service::new(store.clone(), system_clock());
    let http = serenity::HttpBuilder::new(&config.token).build();
    let mut client = client(http, service, &config).await?;
    tracing::info!("connecting to Discord");
    let outcome = client.start().await;
    store.close().await;
    Ok(outcome?)
}

/// The client over `http` (tests point it at a fake Discord), not yet
/// started. Commands are registered in `config.dev_guild` if set, else
/// globally, once the gateway is ready.
pub async fn client(
    http: serenity::Http,
    service: Service,
    config: &Config,
) -> Result<serenity::Client, serenity::Error> {
    let dev_guild = config.dev_guild;
    let tick_every = config.tick_every;
    // Fonts, the empty board and sprites, built before the first turn.
    tokio::task::spawn_blocking(|| {
        if let Err(error) = crate::render::prepare() {
            tracing::error!(%error, "cannot prepare the board pictures");
        }
    });
    let framework = poise::Framework::builder()
        .options(options())
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, commands, guild).await?;
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(
                    user = %ready.user.name,
                    commands = commands.len(),
                    guild = ?dev_guild,
                    "ready; commands registered"
                );
                deadlines::spawn(Arc::clone(&ctx.http), service.clone(), tick_every);
                Ok(Data { service })
            })
        })
        .build();
    serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
}

/// The framework options: every command, the error handler, the button
/// handler.
#[must_use]
pub fn options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands::all(),
        on_error: |error| Box::pin(errors::on_error(error)),
        event_handler: |framework, event| Box::pin(components::on_event(framework, event)),
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        initialize_owners: false,
        ..Default::default()
    }
}

/// The command layer's caller for a Discord user in a channel: the id,
/// the name others see (server nickname, global name, user name), and
/// whether their permissions in this channel include Manage Channels or
/// Manage Threads (they may then abort a game they did not create).
#[must_use]
pub fn caller(user: &serenity::User, member: Option<&serenity::Member>) -> Caller {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let moderator = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_channels() || p.manage_threads());
    Caller {
        id: user.id.to_string(),
        name,
        moderator,
    }
}
