//! Resending a request Discord failed with a server error (5xx) or a rate
//! limit (429). Nothing is lost meanwhile: the move is already committed,
//! and `/board` reposts the picture if every attempt fails.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// Attempts per request.
pub const ATTEMPTS: u32 = 4;

/// The wait before the second attempt; it doubles after each one.
pub const FIRST_WAIT: Duration = Duration::from_millis(250);

/// Whether Discord may accept the same request later: 5xx and 429.
#[must_use]
pub fn is_transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status == 429 || (500..600).contains(&status)
        }
        _ => false,
    }
}

/// Runs `request` until it succeeds, fails for good, or [`ATTEMPTS`] are
/// spent; `what` names it in the log.
pub async fn retry<T, F, Fut>(what: &str, mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut wait = FIRST_WAIT;
    let mut attempt = 1;
    loop {
        match request().await {
            Ok(value) => return Ok(value),
            Err(error) if attempt < ATTEMPTS && is_transient(&error) => {
                tracing::warn!(%error, attempt, what, "Discord failed; trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
                attempt += 1;
            }
            Err(error) => return Err(error),
        }
    }
}
