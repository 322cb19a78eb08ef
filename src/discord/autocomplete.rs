//! Autocomplete: the hosted games for `game:`; and while a player types a cell, Discord shows only the
//! cells legal for them in their current draft (at most 25, starting with
//! what they typed). Answered within [`BUDGET`], far inside Discord's 3 s;
//! the value submitted is checked again in full by the command layer.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::commands::{CellField, MAX_SUGGESTIONS, orientation_label};
use crate::games::palanquee::Cell;

/// The most time spent looking for suggestions; none are offered after.
pub const BUDGET: Duration = Duration::from_millis(1500);

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

/// The caller of an autocomplete interaction and its channel.
fn caller_and_channel(ctx: AppContext<'_>) -> (crate::commands::Caller, String) {
    let interaction = ctx.interaction;
    let caller = super::caller(
        &interaction.user,
        interaction.member.as_deref(),
        interaction.guild_id,
        &interaction.locale,
    );
    (caller, interaction.channel_id.to_string())
}

/// The legal cells for `field` as autocomplete choices.
async fn suggest(ctx: AppContext<'_>, field: CellField, partial: &str) -> Vec<String> {
    let (caller, channel) = caller_and_channel(ctx);
    let service = &ctx.data().service;
    let typed = partial.trim();
    within_budget(
        "cells",
        service.suggest_cells(&channel, &caller, field, typed),
    )
    .await
    .into_iter()
    .take(MAX_SUGGESTIONS)
    .map(|c| c.to_string())
    .collect()
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

/// `/sow cell`.
pub async fn sow(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::Sow, partial).await)
}

/// `/grow cell`.
pub async fn grow(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::Grow, partial).await)
}

/// `/move from`.
pub async fn move_from(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::MoveFrom, partial).await)
}

/// The `from` option already filled in, when it names a cell.
fn from_option(ctx: AppContext<'_>) -> Option<Cell> {
    ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::String(text) if option.name == "from" => {
            text.trim().parse::<Cell>().ok()
        }
        _ => None,
    })
}

/// `/move to`, for the sprout on `from` when it is already filled in.
pub async fn move_to(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let from = from_option(ctx);
    choices(suggest(ctx, CellField::MoveTo(from), partial).await)
}

/// `/launch from`: the centres of the caller's buttons that can launch
/// now (R32).
pub async fn launch_from(
    ctx: AppContext<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::LaunchFrom, partial).await)
}

/// `/launch to`: the landing cells of the button on `from` when it is
/// already filled in, else of any of the caller's buttons (R32).
pub async fn launch_to(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let from = from_option(ctx);
    choices(suggest(ctx, CellField::LaunchTo(from), partial).await)
}

/// `/harvest cell`.
pub async fn harvest(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::Harvest, partial).await)
}

/// `/prune cell`.
pub async fn prune(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::Prune, partial).await)
}

/// `/claim cell`.
pub async fn claim(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    choices(suggest(ctx, CellField::Claim, partial).await)
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

/// `/place cell`: the cells where the caller's next Palago tile may go,
/// nearest to what was typed.
pub async fn place_cell(
    ctx: AppContext<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (caller, channel) = caller_and_channel(ctx);
    let service = &ctx.data().service;
    let cells = within_budget(
        "palago cells",
        service.suggest_palago_cells(&channel, &caller, partial.trim()),
    )
    .await;
    choices(cells.iter().map(ToString::to_string).collect())
}

/// `/place orientation`: the orientations legal on the cell already
/// filled in (all three before), each with a word and a glyph; the value
/// sent is the number.
pub async fn place_orientation(
    ctx: AppContext<'_>,
    _partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let (caller, channel) = caller_and_channel(ctx);
    let cell = ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::String(text) if option.name == "cell" => {
            text.trim().parse::<crate::games::palago::Cell>().ok()
        }
        _ => None,
    });
    let service = &ctx.data().service;
    let orientations = within_budget(
        "palago orientations",
        service.suggest_orientations(&channel, &caller, cell),
    )
    .await;
    serenity::CreateAutocompleteResponse::new().set_choices(
        orientations
            .into_iter()
            .map(|o| serenity::AutocompleteChoice::new(orientation_label(o), o.index().to_string()))
            .collect(),
    )
}
