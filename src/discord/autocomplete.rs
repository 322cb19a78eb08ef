//! Autocomplete: the hosted games for `game:`; and while a player types
//! an option of a game's own command (a cell, an orientation), Discord
//! shows only the values legal for them in their current draft (at most
//! 25, as the channel's game orders them). Answered within [`BUDGET`], far inside Discord's 3 s;
//! the value submitted is checked again in full by the command layer.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::commands::{MAX_SUGGESTIONS, Typed};

/// The most time spent looking for suggestions; none are offered after.
pub const BUDGET: Duration = Duration::from_millis(1500);

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

/// An option of a game's own command (`/sow cell`, `/place
/// orientation`): what the channel's game finds legal for the caller,
/// given the other options already filled in.
pub async fn game_option(
    ctx: AppContext<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (caller, channel) = super::caller_of(ctx.interaction);
    let focused = ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::Autocomplete { .. } => Some(option.name),
        _ => None,
    });
    let given: Vec<(String, String)> = ctx
        .args
        .iter()
        .filter_map(|option| match option.value {
            serenity::ResolvedValue::String(text) => {
                Some((option.name.to_owned(), text.to_owned()))
            }
            _ => None,
        })
        .collect();
    let command = ctx.command().name.to_string();
    let typed = Typed {
        command: &command,
        option: focused.unwrap_or_default(),
        text: partial.trim(),
        given: &given,
    };
    let service = &ctx.data().service;
    let found = within_budget("suggestions", service.suggest(&channel, &caller, &typed)).await;
    serenity::CreateAutocompleteResponse::new().set_choices(
        found
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|s| serenity::AutocompleteChoice::new(s.label, s.value))
            .collect(),
    )
}

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
async fn within_budget<T>(
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
