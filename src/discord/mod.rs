//! The Discord front end: slash commands, legal-move autocomplete, board
//! pictures, pings and deadline announcements, with serenity and poise.
//!
//! The adapter is thin: an interaction becomes the same [`Command`] the
//! local mode sends, [`Service::handle`] runs it (and commits it, with its
//! announcements kept in the outbox) and the [`crate::commands::Reply`]
//! values come back as interaction responses. Nothing of the game is
//! decided here.
//!
//! - [`config`]: `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`,
//!   `DISCORD_PROXY`.
//! - `handler`: what every command handler shares ([`Data`]), fails with
//!   ([`Error`]) and is given ([`Context`]).
//! - [`registration`]: the slash commands, registered before going online,
//!   or a one-line reason not to start.
//! - [`commands`]: every command of the command layer as a slash command;
//!   `game_commands` builds those the hosted games describe (their own
//!   commands, their `/new` options, the `/rules` topics).
//! - [`permissions`]: what the bot needs where it posts; Discord's
//!   refusals in players' words.
//! - [`autocomplete`]: the caller's legal cells while they type.
//! - `run`: a command run for an interaction (options read, the right to
//!   post checked, replies delivered, refusals answered).
//! - [`respond`]: answering an interaction within Discord's 3 s, deferring
//!   when the work takes longer; the outbox when the answer fails.
//! - [`replies`]: a reply as a Discord message (ephemeral, file, mentions,
//!   `<t:UNIX:R>`, buttons).
//! - [`components`]: button clicks, routed by their custom id.
//! - [`delivery`]: the outbox posted to channels, once each, channel by
//!   channel.
//! - [`deadlines`]: expired turns and reminders, settled game by game.
//! - [`background`]: the loops above, supervised.
//! - [`errors`]: the one place deciding what a player sees of an error.
//! - [`retry`]: resending what cannot be done twice after a 5xx.
//!
//! [`Command`]: crate::commands::Command

pub mod autocomplete;
pub mod background;
pub mod commands;
pub mod components;
pub mod config;
pub mod deadlines;
pub mod delivery;
pub mod errors;
mod game_commands;
mod handler;
pub mod health;
pub use health::DiscordProbe;
pub mod in_flight;
pub mod level_choice;
pub mod localization;
pub mod permissions;
pub mod registration;
pub mod replies;
pub mod respond;
pub mod retry;
mod run;
mod tournament;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::commands::{Caller, Language, Menu, Service, system_clock};
use crate::operations::Readiness;
use crate::operations::health::DatabaseProbe;
use crate::store::{Access, Store, StoreError};
use background::{AbortOnDrop, Running, run_supervised};
pub use config::{Config, ConfigError, ShardRange, TICK_EVERY};
use delivery::Delivery;
pub use handler::{Context, Data, Error};
pub use registration::RegistrationError;

/// Why the bot could not run.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The database could not be opened.
    #[error("cannot open the database: {0}")]
    Store(#[from] StoreError),
    /// The slash commands could not be registered: what to fix.
    #[error("{0}")]
    Registration(#[from] RegistrationError),
    /// The connection to Discord failed.
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
    /// The database file was deleted or replaced while running.
    #[error(
        "the database file was deleted or replaced while the bot ran: nothing more could be saved, so the bot stopped; restart it to continue from the file on disk"
    )]
    Stopped,
}

/// How often the outbox is read for posts falling due (new ones wake the
/// delivery at once).
pub const DELIVER_EVERY: Duration = Duration::from_secs(2);

/// Runs the bot until the connection ends or `stop` resolves: opens the
/// database, registers the commands, starts the background loops,
/// connects and serves. The database, the shards and the loops report to
/// `readiness` (`/readyz`). On `stop` it stops cleanly ([`stop_cleanly`])
/// and returns `Ok`.
pub async fn run(
    config: Config,
    readiness: Readiness,
    stop: impl Future<Output = ()> + Send,
) -> Result<(), BotError> {
    let store = Store::open_at(&config.database, Access::Create).await?;
    let service =
        Service::new(store.clone(), system_clock()).with_hard_thinking(config.hard_thinking);
    readiness.add(Arc::new(DatabaseProbe::new(service.clone())));
    let expected = config
        .shards
        .map_or(1, |range| (range.last - range.first + 1) as usize);
    let probe = Arc::new(DiscordProbe::new(expected));
    readiness.add(Arc::clone(&probe) as Arc<dyn crate::operations::Probe>);
    let mut stop = std::pin::pin!(stop);
    let connecting = Bot::connect(|| config.http(), service.clone(), &config, &probe);
    let mut bot = tokio::select! {
        bot = connecting => bot?,
        () = &mut stop => {
            tracing::info!("stopped before the bot connected");
            store.close().await;
            return Ok(());
        }
    };
    tracing::info!("connecting to Discord");
    let delivery = Arc::clone(&bot.delivery);
    let shards = Arc::clone(&bot.client.shard_manager);
    let outcome = tokio::select! {
        outcome = bot.serve(config.shards) => outcome.map_err(BotError::from),
        () = delivery.stopped() => {
            shards.shutdown_all().await;
            Err(BotError::Stopped)
        }
        () = &mut stop => {
            stop_cleanly(&shards, &delivery, &service).await;
            Ok(())
        }
    };
    drop(bot);
    store.close().await;
    outcome
}

/// How long a clean stop waits for the interactions already received to
/// be answered.
pub const ANSWERS_WITHIN: Duration = Duration::from_secs(10);

/// How long a clean stop waits for the posts being sent to end before it
/// gives back the ones still taken.
pub const POSTS_WITHIN: Duration = Duration::from_secs(2);

/// A clean stop: the shards closed with a close frame (no new
/// interactions; Discord ends the sessions at once), the interactions
/// already received answered (at most [`ANSWERS_WITHIN`]), the posts
/// taken from the outbox sent or given back for another process to take
/// at once ([`Delivery::release`]), and computer turns still thinking
/// dropped, to be computed again. The loops stop when the bot is
/// dropped; the caller closes the database.
async fn stop_cleanly(shards: &serenity::ShardManager, delivery: &Delivery, service: &Service) {
    tracing::info!("closing the gateway connections");
    shards.shutdown_all().await;
    // An interaction dispatched just before the close may not have
    // reached its handler yet.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let waiting = delivery.interactions.count();
    if !delivery.interactions.idle(ANSWERS_WITHIN).await {
        tracing::warn!(
            left = delivery.interactions.count(),
            "interactions still unanswered after {ANSWERS_WITHIN:?}; stopping anyway"
        );
    }
    let given_back = delivery.release(POSTS_WITHIN).await;
    let thinking = service.thinking_now();
    if thinking > 0 {
        tracing::warn!(
            thinking,
            "computer turns dropped mid-thought; they are computed again when the bot runs next"
        );
    }
    tracing::info!(waiting, given_back, "stopped cleanly");
}

/// A bot ready to start: commands registered, loops running (they stop
/// when it is dropped).
pub struct Bot {
    /// The serenity client, not yet started.
    pub client: serenity::Client,
    /// Copies of the deadline loop running (one).
    pub deadline_loops: Running,
    /// Copies of the delivery loop running (one).
    pub delivery_loops: Running,
    /// The posts that answers could not carry.
    pub delivery: Arc<Delivery>,
    /// The supervised tasks, stopped with the bot.
    tasks: Tasks,
}

impl Bot {
    /// Starts the deadline and delivery loops, supervised, on an HTTP
    /// client from `make_http` (tests point it at a fake Discord); then
    /// registers the commands in `config.dev_guild` if set, else globally,
    /// trying again for as long as Discord fails on its side or cannot be
    /// reached (deadlines are settled and posts queued meanwhile, and
    /// `probe` says why the bot is not ready); then builds the client on a
    /// second client from `make_http`. Fails, saying what to fix, if
    /// Discord refuses the commands or the token.
    pub async fn connect(
        make_http: impl Fn() -> serenity::Http,
        service: Service,
        config: &Config,
        probe: &Arc<DiscordProbe>,
    ) -> Result<Bot, BotError> {
        let http = Arc::new(make_http());
        let delivery = Delivery::new(Arc::clone(&http), service.clone());
        let loops = Loops::start(&delivery, &service, config.tick_every);
        probe.watch_loops(&loops.deadline_loops, &loops.delivery_loops);
        let options = options(&service.menu());
        let registering =
            registration::register_reporting(&http, &options.commands, config.dev_guild, |why| {
                probe.registering(why)
            });
        let application = registering.await?;
        // Fonts, the empty board and sprites, built before the first turn.
        let preparing = service.clone();
        tokio::task::spawn_blocking(move || {
            if let Err(error) = preparing.prepare_pictures() {
                tracing::error!(%error, "cannot prepare the board pictures");
            }
        });
        let client_http = make_http();
        client_http.set_application_id(application);
        let data = Data {
            service,
            delivery: Arc::clone(&delivery),
        };
        let framework = poise::Framework::builder()
            .options(options)
            .initialize_owners(false)
            .setup(move |_ctx, ready, _framework| {
                Box::pin(async move {
                    tracing::info!(user = %ready.user.name, "ready");
                    Ok(data)
                })
            })
            .build();
        let client =
            serenity::ClientBuilder::new_with_http(client_http, serenity::GatewayIntents::GUILDS)
                .framework(framework)
                .await?;
        probe.watch_shards(Arc::clone(&client.shard_manager));
        Ok(Bot {
            client,
            deadline_loops: loops.deadline_loops,
            delivery_loops: loops.delivery_loops,
            delivery,
            tasks: loops.tasks,
        })
    }
}

/// Supervised tasks, aborted when dropped.
struct Tasks(Vec<AbortOnDrop>);

/// The deadline and delivery loops, supervised; stopped when dropped
/// unless handed to a [`Bot`].
struct Loops {
    deadline_loops: Running,
    delivery_loops: Running,
    tasks: Tasks,
}

impl Loops {
    /// Starts both loops for `delivery`'s service, deadlines checked every
    /// `every`.
    fn start(delivery: &Arc<Delivery>, service: &Service, every: Duration) -> Loops {
        let (deadline_loops, delivery_loops) = (Running::default(), Running::default());
        let posting = Arc::clone(delivery);
        let delivering = run_supervised("delivery", delivery_loops.clone(), move || {
            Arc::clone(&posting).run(DELIVER_EVERY)
        });
        let (service, waking) = (service.clone(), Arc::clone(delivery));
        let ticking = run_supervised("deadlines", deadline_loops.clone(), move || {
            deadlines::run(service.clone(), Arc::clone(&waking), every)
        });
        Loops {
            deadline_loops,
            delivery_loops,
            tasks: Tasks(vec![delivering.into(), ticking.into()]),
        }
    }
}

impl Bot {
    /// Connects this process's shards (`None`: Discord's default single
    /// shard) and serves until the connection ends, logging each shard's
    /// health every [`HEALTH_EVERY`].
    pub async fn serve(&mut self, shards: Option<ShardRange>) -> Result<(), serenity::Error> {
        if let Some(range) = shards {
            tracing::info!(
                first = range.first,
                last = range.last,
                count = range.count,
                "running shards"
            );
        }
        let manager = Arc::clone(&self.client.shard_manager);
        self.tasks.0.push(tokio::spawn(log_health(manager)).into());
        match shards {
            None => self.client.start().await,
            Some(range) => {
                // serenity 0.12 reads the range's end as included (it
                // starts `end - start + 1` shards): `first..last` is
                // shards first to last.
                self.client
                    .start_shard_range(range.first..range.last, range.count)
                    .await
            }
        }
    }
}

/// How often each shard's health (its connection stage and heartbeat
/// latency) is logged.
pub const HEALTH_EVERY: Duration = Duration::from_secs(60);

/// Logs a health line per shard every [`HEALTH_EVERY`].
async fn log_health(manager: Arc<serenity::ShardManager>) {
    let mut every = tokio::time::interval(HEALTH_EVERY);
    loop {
        every.tick().await;
        for (id, info) in manager.runners.lock().await.iter() {
            let latency_ms = info.latency.map(|l| l.as_millis());
            tracing::info!(shard = id.0, stage = %info.stage, ?latency_ms, "shard health");
        }
    }
}

/// The framework options: every command (the hosted games' from
/// `menu`), the error handler, the button handler.
#[must_use]
pub fn options(menu: &Menu) -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands::all(menu),
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
/// Manage Threads (they may then abort a game they did not create),
/// whether they have Manage Server (they may change the server's
/// `/settings`), and
/// the server (`guild`) the command comes from, and the language of the
/// caller's client (`locale`: French for `fr`, else English).
#[must_use]
pub fn caller(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    guild: Option<serenity::GuildId>,
    locale: &str,
) -> Caller {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    let permissions = member.and_then(|m| m.permissions);
    let moderator = permissions.is_some_and(|p| p.manage_channels() || p.manage_threads());
    Caller {
        id: user.id.to_string(),
        name,
        moderator,
        server_admin: permissions.is_some_and(|p| p.manage_guild()),
        server: guild.map(|g| g.to_string()).unwrap_or_default(),
        language: Language::of_locale(locale),
    }
}

/// The command layer's channel of an interaction in `channel` (of kind
/// `kind`, when Discord says) from `user` (when the command may be a
/// game's): a tournament game's thread is its game's channel
/// (`events/r1-b2`); in an event's channel, the game `user` plays there
/// because its thread could not be made; any other channel is its id.
/// Threads are looked up in the store, and other channels only for a
/// game's command.
pub async fn game_channel(
    service: &Service,
    channel: serenity::ChannelId,
    kind: Option<serenity::ChannelType>,
    user: Option<&str>,
) -> String {
    let id = channel.to_string();
    if kind.is_some_and(|kind| !permissions::is_thread(kind)) {
        let Some(user) = user else {
            return id;
        };
        return match service.tournaments().fallback_board_of(&id, user).await {
            Ok(Some(board)) => board,
            Ok(None) => id,
            Err(error) => {
                tracing::warn!(%error, "cannot read the games played in an event's channel");
                id
            }
        };
    }
    service
        .tournaments()
        .channel_of_thread(&id)
        .await
        .unwrap_or(id)
}

/// The caller of a slash command or its autocomplete, and its channel
/// (threads are channels too).
#[must_use]
pub fn caller_of(interaction: &serenity::CommandInteraction) -> (Caller, String) {
    let caller = caller(
        &interaction.user,
        interaction.member.as_deref(),
        interaction.guild_id,
        &interaction.locale,
    );
    (caller, interaction.channel_id.to_string())
}
