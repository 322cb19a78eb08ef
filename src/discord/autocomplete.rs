//! Autocomplete: the hosted games for `game:`, and the time any
//! suggestions may take ([`BUDGET`], far inside Discord's 3 s). The
//! options of a game's own commands (a cell, an orientation) are
//! suggested by `game_commands.rs`, with those commands; a value
//! submitted is checked again in full by the command layer.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::commands::MAX_SUGGESTIONS;

/// The most time spent looking for suggestions; none are offered after.
pub const BUDGET: Duration = Duration::from_millis(1500);

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

fn choices(cells: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        cells
            .into_iter()
            .map(|cell| serenity::AutocompleteChoice::new(cell.clone(), cell))
            .collect(),
    )
}

/// `/new game` and `/leaderboard game`: the hosted games whose key
/// begins with what was typed.
pub async fn game(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_lowercase();
    let keys = ctx.data().service.game_keys();
    choices(
        keys.iter()
            .map(|kind| kind.key().to_owned())
            .filter(|key| key.starts_with(&typed))
            .take(MAX_SUGGESTIONS)
            .collect(),
    )
}

/// The suggestions `work` finds within [`BUDGET`]: none when it runs out
/// or fails (logged).
pub(super) async fn within_budget<T>(
    what: &str,
    work: impl std::future::Future<Output = Result<Vec<T>, crate::commands::CommandError>>,
) -> Vec<T> {
    match tokio::time::timeout(BUDGET, work).await {
        Ok(Ok(found)) => found,
        Ok(Err(error)) => {
            tracing::error!(%error, what, "suggestions failed");
            Vec::new()
        }
        Err(_) => {
            tracing::warn!(what, "suggestions took too long");
            Vec::new()
        }
    }
}
