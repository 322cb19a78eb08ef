//! Registering the slash commands before the bot goes online, loudly but
//! patiently: on a server error (5xx), no answer within
//! [`REQUEST_TIMEOUT`], or Discord out of reach, it tries again with a
//! growing pause (at most [`MAX_PAUSE`]) for as long as it takes, saying
//! why it waits (the bot is not ready meanwhile, and its deadlines are
//! settled all the same); on anything else (a refused token, a server the
//! bot is not in) the bot does not start and says in one line what to
//! fix. A bot running without its commands would answer nothing while
//! looking healthy.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::handler::{Data, Error};
use super::retry::{REQUEST_TIMEOUT, Route, failure, is_server_error, timed, timed_out};

/// The pause before the second try; it doubles after each one.
pub const FIRST_PAUSE: Duration = Duration::from_millis(500);

/// The longest pause between two tries.
pub const MAX_PAUSE: Duration = Duration::from_secs(30);

/// Why the commands could not be registered: one line saying what to fix.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RegistrationError(pub String);

/// Registers `commands` in `guild` (at once) or globally (Discord spreads
/// them within the hour), after learning the application's id.
pub async fn register(
    http: &serenity::Http,
    commands: &[poise::Command<Data, Error>],
    guild: Option<serenity::GuildId>,
) -> Result<(), RegistrationError> {
    register_reporting(http, commands, guild, |_| {}).await?;
    Ok(())
}

/// [`register`], telling `report` why it still waits after each passing
/// failure (`Some`), and `None` once done; returns the application's id.
pub async fn register_reporting(
    http: &serenity::Http,
    commands: &[poise::Command<Data, Error>],
    guild: Option<serenity::GuildId>,
    report: impl Fn(Option<&str>),
) -> Result<serenity::ApplicationId, RegistrationError> {
    let application = patiently("read the application", &report, || {
        http.get_current_application_info()
    })
    .await
    .map_err(|error| explain(&error, None))?;
    http.set_application_id(application.id);
    let create = poise::builtins::create_application_commands(commands);
    let registered = match guild {
        Some(guild) => {
            patiently("register the commands in the server", &report, || {
                guild.set_commands(http, create.clone())
            })
            .await
        }
        None => {
            patiently("register the commands", &report, || {
                serenity::Command::set_global_commands(http, create.clone())
            })
            .await
        }
    };
    let registered = registered.map_err(|error| explain(&error, guild))?;
    report(None);
    tracing::info!(commands = registered.len(), ?guild, "commands registered");
    Ok(application.id)
}

/// Whether `error` may pass by itself: Discord failing on its side, not
/// answering in time, or out of reach.
fn passing(error: &serenity::Error) -> bool {
    is_server_error(error)
        || timed_out(error)
        || matches!(
            error,
            serenity::Error::Http(serenity::HttpError::Request(_))
        )
}

/// Runs `request`, again after a pause for as long as its failure is
/// [`passing`], telling `report` why.
async fn patiently<T, F, Fut>(
    what: &str,
    report: &impl Fn(Option<&str>),
    mut request: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut attempt = 1;
    loop {
        match timed(Route::Commands, REQUEST_TIMEOUT, request()).await {
            Err(error) if passing(&error) => {
                let why = match failure(&error) {
                    Some((status, _)) => format!("Discord answered HTTP {status}"),
                    None => format!("Discord cannot be reached: {error}"),
                };
                tracing::warn!(%error, attempt, what, ?pause, "Discord failed; trying again");
                report(Some(&format!("{why}; try {attempt}")));
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(MAX_PAUSE);
                attempt += 1;
            }
            outcome => return outcome,
        }
    }
}

/// What to fix, in one line, after Discord refused.
fn explain(error: &serenity::Error, guild: Option<serenity::GuildId>) -> RegistrationError {
    let text = match (failure(error), guild) {
        (Some((401, _)), _) => "Discord refused DISCORD_TOKEN (401 Unauthorized): copy the token again from the Developer Portal (Bot, Reset Token).".to_string(),
        (Some((403, _)), Some(guild)) => format!(
            "DEV_GUILD_ID {guild} is not a server the bot is in (or the bot was invited without the applications.commands scope): invite it there with the link in docs/admins.md, or remove DEV_GUILD_ID to register the commands globally. Discord said: {error}"
        ),
        (Some((403, _)), None) => format!(
            "Discord refused to register the commands (403): check that the token belongs to this application. Discord said: {error}"
        ),
        (Some((400, _)), _) => format!(
            "Discord refused the command definitions (400): a bug of this version; please report it. Discord said: {error}"
        ),
        (Some(_), _) => format!("Discord refused to register the commands: {error}"),
        (None, _) => format!("Cannot reach Discord to register the commands: {error}"),
    };
    RegistrationError(text)
}
