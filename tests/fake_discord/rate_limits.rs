//! Discord's rate limits, on demand ([`super::FakeDiscord::enforce_rate_limits`]):
//! the global limit of 50 requests a second for requests made with the
//! bot's token (interaction endpoints are not counted), and the limit of 5
//! messages per 5 s per channel, with the `X-RateLimit-*` headers Discord
//! sends on every answer of that route so that a client can keep under it.

use std::collections::{HashMap, VecDeque};
use std::time::Duration;

use serde_json::json;

use super::http::Reply;

/// Requests a second with the bot's token, all routes together.
pub const GLOBAL_PER_SECOND: usize = 50;

/// Messages a channel takes in [`CHANNEL_WINDOW`].
pub const CHANNEL_MESSAGES: usize = 5;

/// The window of the per-channel limit.
pub const CHANNEL_WINDOW: Duration = Duration::from_secs(5);

/// What the limits remember.
#[derive(Default)]
pub struct RateLimits {
    /// Whether they are enforced.
    pub enabled: bool,
    /// When the last requests with the bot's token came.
    global: VecDeque<Duration>,
    /// When each channel's last messages came.
    channels: HashMap<u64, VecDeque<Duration>>,
}

/// Forgets what is older than `window` before `now`.
fn prune(times: &mut VecDeque<Duration>, now: Duration, window: Duration) {
    while times
        .front()
        .is_some_and(|&t| now.saturating_sub(t) >= window)
    {
        times.pop_front();
    }
}

impl RateLimits {
    /// Counts a request made with the bot's token at `now`, and a message
    /// posted to `channel` if it is one; the 429 Discord answers if a limit
    /// is passed, or the headers for the answer.
    pub fn take(
        &mut self,
        now: Duration,
        channel: Option<u64>,
    ) -> Result<Vec<(String, String)>, Reply> {
        if !self.enabled {
            return Ok(Vec::new());
        }
        let second = Duration::from_secs(1);
        prune(&mut self.global, now, second);
        if self.global.len() >= GLOBAL_PER_SECOND {
            let wait = second.saturating_sub(now.saturating_sub(self.global[0]));
            return Err(too_many(wait, true, &[]));
        }
        let Some(channel) = channel else {
            self.global.push_back(now);
            return Ok(Vec::new());
        };
        let times = self.channels.entry(channel).or_default();
        prune(times, now, CHANNEL_WINDOW);
        let reset_after = |times: &VecDeque<Duration>| {
            times.front().map_or(CHANNEL_WINDOW, |&first| {
                CHANNEL_WINDOW.saturating_sub(now.saturating_sub(first))
            })
        };
        if times.len() >= CHANNEL_MESSAGES {
            let wait = reset_after(times);
            return Err(too_many(wait, false, &bucket_headers(channel, 0, wait)));
        }
        self.global.push_back(now);
        times.push_back(now);
        let remaining = CHANNEL_MESSAGES - times.len();
        Ok(bucket_headers(channel, remaining, reset_after(times)))
    }
}

/// The `X-RateLimit-*` headers of a channel's message bucket.
fn bucket_headers(channel: u64, remaining: usize, reset_after: Duration) -> Vec<(String, String)> {
    vec![
        ("x-ratelimit-limit".into(), CHANNEL_MESSAGES.to_string()),
        ("x-ratelimit-remaining".into(), remaining.to_string()),
        (
            "x-ratelimit-reset-after".into(),
            format!("{:.3}", reset_after.as_secs_f64()),
        ),
        ("x-ratelimit-bucket".into(), format!("channel-{channel}")),
    ]
}

/// Discord's 429: global, or of the route's bucket (with its headers).
fn too_many(wait: Duration, global: bool, headers: &[(String, String)]) -> Reply {
    let secs = wait.as_secs_f64().max(0.001);
    let mut reply = Reply::json(
        429,
        json!({"message": "You are being rate limited.", "retry_after": secs, "global": global}),
    );
    reply.headers = headers.to_vec();
    reply
        .headers
        .push(("retry-after".into(), format!("{}", secs.ceil() as u64)));
    let scope = if global { "global" } else { "user" };
    reply
        .headers
        .push(("x-ratelimit-scope".into(), scope.into()));
    if global {
        reply
            .headers
            .push(("x-ratelimit-global".into(), "true".into()));
    }
    reply
}
