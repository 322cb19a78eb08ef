//! Registering the slash commands before the bot goes online, loudly: on a
//! server error (5xx), or no answer within [`REQUEST_TIMEOUT`], it tries
//! again with a growing pause; on anything
//! else, or when the tries run out, the bot does not start and says in one
//! line what to fix. A bot running without its commands would answer
//! nothing while looking healthy.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::handler::{Data, Error};
use super::retry::{REQUEST_TIMEOUT, Route, failure, is_server_error, timed, timed_out};

/// Tries per request.
pub const ATTEMPTS: u32 = 6;

/// The pause before the second try; it doubles after each one.
pub const FIRST_PAUSE: Duration = Duration::from_millis(500);

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
    let application = patiently("read the application", || {
        http.get_current_application_info()
    })
    .await
    .map_err(|error| explain(&error, None))?;
    http.set_application_id(application.id);
    let create = poise::builtins::create_application_commands(commands);
    let registered = match guild {
        Some(guild) => {
            patiently("register the commands in the server", || {
                guild.set_commands(http, create.clone())
            })
            .await
        }
        None => {
            patiently("register the commands", || {
                serenity::Command::set_global_commands(http, create.clone())
            })
            .await
        }
    };
    let registered = registered.map_err(|error| explain(&error, guild))?;
    tracing::info!(commands = registered.len(), ?guild, "commands registered");
    Ok(())
}

/// Runs `request`, again after a pause while Discord answers 5xx or does
/// not answer in time.
async fn patiently<T, F, Fut>(what: &str, mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    let mut pause = FIRST_PAUSE;
    let mut attempt = 1;
    loop {
        match timed(Route::Commands, REQUEST_TIMEOUT, request()).await {
            Err(error) if attempt < ATTEMPTS && (is_server_error(&error) || timed_out(&error)) => {
                tracing::warn!(%error, attempt, what, "Discord failed; trying again");
                tokio::time::sleep(pause).await;
                pause *= 2;
                attempt += 1;
            }
            outcome => return outcome,
        }
    }
}

/// What to fix, in one line, after Discord refused (or kept failing).
fn explain(error: &serenity::Error, guild: Option<serenity::GuildId>) -> RegistrationError {
    let text = match (failure(error), guild) {
        (Some((401, _)), _) => "Discord refused DISCORD_TOKEN (401 Unauthorized): copy the token again from the Developer Portal (Bot, Reset Token).".to_string(),
        (Some((403, _)), Some(guild)) => format!(
            "DEV_GUILD_ID {guild} is not a server the bot is in (or the bot was invited without the applications.commands scope): invite it there with the link in docs/admins.md, or remove DEV_GUILD_ID to register the commands globally. Discord said: {error}"
        ),
        (Some((403, _)), None) => format!(
            "Discord refused to register the commands (403): check that the token belongs to this application. Discord said: {error}"
        ),
        (Some((status, _)), _) if (500..600).contains(&status) => format!(
            "Discord kept failing (HTTP {status}) while the commands were being registered, {ATTEMPTS} tries: try again later."
        ),
        (Some((400, _)), _) => format!(
            "Discord refused the command definitions (400): a bug of this version; please report it. Discord said: {error}"
        ),
        (Some(_), _) => format!("Discord refused to register the commands: {error}"),
        (None, _) => format!("Cannot reach Discord to register the commands: {error}"),
    };
    RegistrationError(text)
}
