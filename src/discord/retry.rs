//! Resending a request that Discord failed with a server error (5xx), for
//! requests that cannot do anything twice: an interaction's response (a
//! second one is refused with 40060, which then means the first one was
//! taken), edits of it, and channel posts with a nonce. Messages that would
//! appear twice if a 502 came after Discord stored them (follow-ups) are
//! never resent, and no announcement is ever sent as one: it goes to the
//! channel through the outbox, whose posts carry a nonce. Rate limits (429) are serenity's: its rate limiter waits for
//! `Retry-After` and sends again.
//!
//! Every request to Discord goes through [`timed`]: one that hangs fails
//! after [`REQUEST_TIMEOUT`] as a passing error (like a 5xx), so a stuck
//! connection never holds a channel or an interaction for good.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::telemetry;
pub use crate::telemetry::Route;

/// Attempts per request.
pub const ATTEMPTS: u32 = 4;

/// The wait before the second attempt; it doubles after each one.
pub const FIRST_WAIT: Duration = Duration::from_millis(250);

/// How long one request to Discord may take before it counts as failed
/// for a passing reason. Serenity's own rate-limit waits happen inside
/// it: long enough for the message buckets' waits (seconds), not for the
/// minutes Discord's thread-creation route may ask (shared-scope 429s).
/// Such a request fails here and is tried again later; thread openings
/// are made outside the delivery's channel slots
/// (`delivery/board_threads.rs`), so their waits hold up no other post.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);

/// What a request that did not answer in time fails with.
pub const TIMED_OUT: &str = "Discord did not answer in time";

/// Runs `request` of the route group `route`, failing with [`TIMED_OUT`]
/// after `limit`; Discord's answer (status and JSON code, status 0 for
/// none in time) is counted for the operators
/// ([`telemetry::discord_response`]).
pub async fn timed<T>(
    route: Route,
    limit: Duration,
    request: impl Future<Output = Result<T, serenity::Error>>,
) -> Result<T, serenity::Error> {
    let answer = tokio::time::timeout(limit, request)
        .await
        .unwrap_or(Err(serenity::Error::Other(TIMED_OUT)));
    match &answer {
        Ok(_) => telemetry::discord_response(route, 200, None),
        Err(error) => match failure(error) {
            Some((status, code)) => telemetry::discord_response(route, status, Some(code)),
            None => telemetry::discord_response(route, 0, None),
        },
    }
    answer
}

/// Whether `error` is a request that did not answer in time: it may or
/// may not have been done.
#[must_use]
pub fn timed_out(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Other(what) if *what == TIMED_OUT)
}

/// Discord's answer to a failed request: HTTP status and JSON error code.
#[must_use]
pub fn failure(error: &serenity::Error) -> Option<(u16, isize)> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some((response.status_code.as_u16(), response.error.code))
        }
        _ => None,
    }
}

/// Whether Discord failed on its side (5xx): the same request may pass
/// later.
#[must_use]
pub fn is_server_error(error: &serenity::Error) -> bool {
    failure(error).is_some_and(|(status, _)| (500..600).contains(&status))
}

/// Discord's code for "Interaction has already been acknowledged".
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Runs `request` until it succeeds, fails other than with a 5xx or a
/// time-out ([`timed`]), or
/// [`ATTEMPTS`] are spent; `what` names it in the log. An error for which
/// `done_before` holds, on a later attempt, means an earlier attempt went
/// through after all (its answer was lost): that is success.
pub async fn retry<F, Fut>(
    what: &str,
    done_before: impl Fn(&serenity::Error) -> bool,
    mut request: F,
) -> Result<(), serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(), serenity::Error>>,
{
    let mut wait = FIRST_WAIT;
    let mut attempt = 1;
    loop {
        match request().await {
            Ok(()) => return Ok(()),
            Err(error) if attempt > 1 && done_before(&error) => {
                tracing::info!(what, "an earlier attempt went through");
                return Ok(());
            }
            Err(error) if attempt < ATTEMPTS && (is_server_error(&error) || timed_out(&error)) => {
                tracing::warn!(%error, attempt, what, "Discord failed; trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            Err(error) => return Err(error),
        }
    }
}

/// For an interaction's response: a 40060 on a later attempt means the
/// first was taken.
#[must_use]
pub fn acknowledged(error: &serenity::Error) -> bool {
    failure(error).is_some_and(|(_, code)| code == ALREADY_ACKNOWLEDGED)
}

/// For an edit: nothing but success counts.
#[must_use]
pub fn never(_: &serenity::Error) -> bool {
    false
}

/// What an interaction's response fails with when it did not answer
/// within Discord's 3 s: the window is over, it is not tried again.
pub const WINDOW_OVER: &str = "Discord did not take the response within the interaction's 3 s";

/// Whether the interaction can no longer be answered at all: unknown or
/// expired (10062), its webhook gone (10015), its token invalid (50027),
/// its message deleted (10008), or its first response not taken in time
/// ([`WINDOW_OVER`]).
#[must_use]
pub fn interaction_gone(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Other(what) if *what == WINDOW_OVER)
        || failure(error).is_some_and(|(_, code)| matches!(code, 10062 | 10015 | 50027 | 10008))
}
