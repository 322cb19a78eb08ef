//! Resending a request that Discord failed with a server error (5xx), for
//! requests that cannot do anything twice: an interaction's response (a
//! second one is refused with 40060, which then means the first one was
//! taken) and edits of it. Messages that would appear twice if a 502 came
//! after Discord stored them (follow-ups) are never resent; a public one
//! goes to the channel through the outbox instead, whose posts carry a
//! nonce. Rate limits (429) are serenity's: its rate limiter waits for
//! `Retry-After` and sends again.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// Attempts per request.
pub const ATTEMPTS: u32 = 4;

/// The wait before the second attempt; it doubles after each one.
pub const FIRST_WAIT: Duration = Duration::from_millis(250);

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

/// Runs `request` until it succeeds, fails other than with a 5xx, or
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
            Err(error) if attempt < ATTEMPTS && is_server_error(&error) => {
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

/// Whether the interaction can no longer be answered at all: unknown or
/// expired (10062), its webhook gone (10015), its token invalid (50027).
#[must_use]
pub fn interaction_gone(error: &serenity::Error) -> bool {
    failure(error).is_some_and(|(_, code)| matches!(code, 10062 | 10015 | 50027))
}
