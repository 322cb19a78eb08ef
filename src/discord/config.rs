//! The bot's settings, from the environment or a `.env` file.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::ai::{Budget, MAX_MILLIS};
use crate::commands::HARD_THINKING;
use crate::store::{AddressError, DatabaseAddress};
use crate::telemetry;

/// How often deadlines are checked: [`Config::tick_every`] as read from
/// the environment.
pub const TICK_EVERY: Duration = Duration::from_secs(30);

/// What the bot needs to run.
#[derive(Clone)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: String,
    /// The database (`DATABASE_URL`, default the SQLite file); its
    /// password, if any, never printed.
    pub database: DatabaseAddress,
    /// A server to register the commands in at once (`DEV_GUILD_ID`),
    /// instead of globally (which Discord spreads lazily).
    pub dev_guild: Option<serenity::GuildId>,
    /// How often deadlines are checked.
    pub tick_every: Duration,
    /// An HTTP proxy for Discord's API (`DISCORD_PROXY`, like
    /// `http://127.0.0.1:3000`): requests go there instead of
    /// discord.com, and rate limits are left to it (for example
    /// twilight-http-proxy shared by several processes).
    pub proxy: Option<String>,
    /// The shards this process runs (`SHARD_COUNT`, `SHARDS`); `None`:
    /// one process, one shard, as Discord's default.
    pub shards: Option<ShardRange>,
    /// How long a `hard` computer seat thinks for a turn
    /// (`COMPUTER_THINK_MS`, milliseconds of wall clock; 2000 by default).
    pub hard_thinking: Budget,
}

/// The shards one process runs, out of all the bot's shards: Discord
/// sends a server's events to shard `(server id >> 22) % count`, and
/// requires sharding past 2,500 servers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShardRange {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (included).
    pub last: u32,
    /// How many shards the bot has in all processes (`SHARD_COUNT`).
    pub count: u32,
}

impl ShardRange {
    /// The range from `SHARD_COUNT` (a number, at least 1) and `SHARDS`
    /// (`first-last` or one shard, counted from 0; every shard when
    /// unset). Neither set: `None`.
    pub fn from_vars(
        count: Option<&str>,
        shards: Option<&str>,
    ) -> Result<Option<ShardRange>, ConfigError> {
        let bad = |why: &str| ConfigError::BadShards(why.to_string());
        let count = match (count, shards) {
            (None, None) => return Ok(None),
            (None, Some(_)) => {
                return Err(bad(
                    "SHARDS needs SHARD_COUNT, the number of shards in all processes",
                ));
            }
            (Some(count), _) => match count.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(bad(&format!(
                        "SHARD_COUNT must be a number of shards, at least 1, not `{count}`"
                    )));
                }
            },
        };
        let Some(shards) = shards else {
            return Ok(Some(ShardRange {
                first: 0,
                last: count - 1,
                count,
            }));
        };
        let (first, last) = shards.split_once('-').unwrap_or((shards, shards));
        match (first.trim().parse::<u32>(), last.trim().parse::<u32>()) {
            (Ok(first), Ok(last)) if first <= last && last < count => {
                Ok(Some(ShardRange { first, last, count }))
            }
            _ => Err(bad(&format!(
                "SHARDS must be `first-last` (or one shard) between 0 and {}, first not after last, not `{shards}`",
                count - 1
            ))),
        }
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database", &self.database)
            .field("dev_guild", &self.dev_guild)
            .field("tick_every", &self.tick_every)
            .field("proxy", &self.proxy)
            .field("shards", &self.shards)
            .field("hard_thinking", &self.hard_thinking)
            .finish()
    }
}

/// Why the settings are not usable.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// No token: the message says how to get one.
    #[error(
        "DISCORD_TOKEN is not set.\n\
         To run the bot: create an application at https://discord.com/developers/applications, \
         open Bot, press Reset Token and put the token in the environment or in a .env file \
         (copy .env.example). docs/admins.md explains how to invite the bot.\n\
         To play without Discord: palanquee local"
    )]
    MissingToken,
    /// `DEV_GUILD_ID` is not a server id.
    #[error("DEV_GUILD_ID must be a server id (a number), not `{0}`")]
    BadGuild(String),
    /// `SHARD_COUNT` or `SHARDS` is unusable: the message says why.
    #[error("{0}")]
    BadShards(String),
    /// `COMPUTER_THINK_MS` is not a usable number of milliseconds.
    #[error(
        "COMPUTER_THINK_MS must be milliseconds of thinking for a hard computer, 1 to {MAX_MILLIS}, not `{0}`"
    )]
    BadThinking(String),
    /// `DATABASE_URL` is not a database the bot runs on.
    #[error("DATABASE_URL: {0}")]
    BadDatabase(#[from] AddressError),
}

impl Config {
    /// Reads `.env` (if present, without overriding the environment), then
    /// `DISCORD_TOKEN`, `DATABASE_URL`, `DEV_GUILD_ID`, `DISCORD_PROXY`,
    /// `SHARD_COUNT`, `SHARDS` and `COMPUTER_THINK_MS`.
    pub fn from_env() -> Result<Config, ConfigError> {
        load_dotenv();
        Config::from_vars(|key| std::env::var(key).ok())
    }

    /// The settings from a lookup of variables (tests pass a map).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = var("DISCORD_TOKEN")
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let dev_guild = match var("DEV_GUILD_ID").map(|g| g.trim().to_string()) {
            None => None,
            Some(text) if text.is_empty() => None,
            Some(text) => match text.parse::<u64>() {
                Ok(id) if id > 0 => Some(serenity::GuildId::new(id)),
                _ => return Err(ConfigError::BadGuild(text)),
            },
        };
        let given = var("DATABASE_URL").filter(|u| !u.trim().is_empty());
        let database = DatabaseAddress::from_option(given.as_deref())?;
        let proxy = var("DISCORD_PROXY")
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty());
        let set = |key: &str| {
            var(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let shards =
            ShardRange::from_vars(set("SHARD_COUNT").as_deref(), set("SHARDS").as_deref())?;
        let hard_thinking = match set("COMPUTER_THINK_MS") {
            None => HARD_THINKING,
            Some(text) => text
                .parse()
                .ok()
                .and_then(|ms| Budget::millis(ms).ok())
                .ok_or(ConfigError::BadThinking(text))?,
        };
        Ok(Config {
            token,
            database,
            dev_guild,
            tick_every: TICK_EVERY,
            proxy,
            shards,
            hard_thinking,
        })
    }

    /// The HTTP client towards Discord: straight to discord.com with
    /// serenity's rate limiter, or through the proxy, which then owns the
    /// rate limits (serenity's limiter would bypass the proxy).
    #[must_use]
    pub fn http(&self) -> serenity::Http {
        let builder = serenity::HttpBuilder::new(&self.token);
        match &self.proxy {
            Some(proxy) => builder.proxy(proxy).ratelimiter_disabled(true).build(),
            None => {
                let mut http = builder.build();
                if let Some(limiter) = http.ratelimiter.as_mut() {
                    limiter.set_ratelimit_callback(Box::new(|info| {
                        telemetry::rate_limited(if info.global { "global" } else { "route" });
                    }));
                }
                http
            }
        }
    }
}

/// Loads `.env` from the working folder or its parents, if there is one;
/// variables already set win.
pub fn load_dotenv() {
    if let Err(error) = dotenvy::dotenv()
        && !error.not_found()
    {
        tracing::warn!(%error, "cannot read .env");
    }
}

/// Whether a bot token is set (in the environment or `.env`).
#[must_use]
pub fn token_is_set() -> bool {
    load_dotenv();
    std::env::var("DISCORD_TOKEN").is_ok_and(|t| !t.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect();
        move |key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    #[test]
    fn without_a_token_the_message_says_how_to_get_one_and_points_to_local() {
        let error = Config::from_vars(vars(&[("DISCORD_TOKEN", "  ")])).unwrap_err();
        assert_eq!(error, ConfigError::MissingToken);
        let text = error.to_string();
        assert!(
            text.contains("Reset Token") && text.contains("palanquee local"),
            "{text}"
        );
    }

    #[test]
    fn the_development_server_and_database_are_read() {
        let config = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "abc"),
            ("DEV_GUILD_ID", "123"),
            ("DATABASE_URL", "sqlite://x.db"),
        ]))
        .unwrap();
        assert_eq!(config.dev_guild, Some(serenity::GuildId::new(123)));
        assert_eq!(config.database.url(), "sqlite://x.db");
        assert!(
            !format!("{config:?}").contains("abc"),
            "the token stays hidden"
        );
        let error = Config::from_vars(vars(&[("DISCORD_TOKEN", "abc"), ("DEV_GUILD_ID", "x")]));
        assert_eq!(error.unwrap_err(), ConfigError::BadGuild("x".into()));
    }

    #[test]
    fn shard_ranges_are_read_and_bad_ones_say_why() {
        let range =
            |count: Option<&str>, shards: Option<&str>| ShardRange::from_vars(count, shards);
        assert_eq!(range(None, None), Ok(None));
        assert_eq!(
            range(Some("4"), None),
            Ok(Some(ShardRange {
                first: 0,
                last: 3,
                count: 4
            }))
        );
        assert_eq!(
            range(Some("4"), Some("2-3")),
            Ok(Some(ShardRange {
                first: 2,
                last: 3,
                count: 4
            }))
        );
        assert_eq!(
            range(Some("4"), Some("1")),
            Ok(Some(ShardRange {
                first: 1,
                last: 1,
                count: 4
            }))
        );
        for (count, shards, says) in [
            (None, Some("0-1"), "SHARDS needs SHARD_COUNT"),
            (Some("0"), None, "at least 1, not `0`"),
            (Some("two"), None, "not `two`"),
            (Some("4"), Some("3-2"), "first not after last, not `3-2`"),
            (Some("4"), Some("2-4"), "between 0 and 3"),
            (Some("4"), Some("x"), "not `x`"),
        ] {
            match range(count, shards) {
                Err(ConfigError::BadShards(why)) => assert!(why.contains(says), "{why}"),
                other => panic!("{count:?} {shards:?}: {other:?}"),
            }
        }
        let config = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "abc"),
            ("SHARD_COUNT", "2"),
            ("SHARDS", "1-1"),
        ]))
        .unwrap();
        assert_eq!(
            config.shards,
            Some(ShardRange {
                first: 1,
                last: 1,
                count: 2
            })
        );
    }
}
