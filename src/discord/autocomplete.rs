//! Cell autocomplete: while a player types a cell, Discord shows only the
//! cells legal for them in their current draft (at most 25, starting with
//! what they typed). Answered within [`BUDGET`], far inside Discord's 3 s;
//! the value submitted is checked again in full by the command layer.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::commands::{CellField, MAX_SUGGESTIONS};
use crate::engine::Cell;

/// The most time spent looking for suggestions; none are offered after.
pub const BUDGET: Duration = Duration::from_millis(1500);

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;

/// The legal cells for `field` as autocomplete choices.
async fn suggest(ctx: AppContext<'_>, field: CellField, partial: &str) -> Vec<String> {
    let interaction = ctx.interaction;
    let caller = super::caller(&interaction.user, interaction.member.as_deref());
    let channel = interaction.channel_id.to_string();
    let service = &ctx.data().service;
    let typed = partial.trim();
    match tokio::time::timeout(
        BUDGET,
        service.suggest_cells(&channel, &caller, field, typed),
    )
    .await
    {
        Ok(Ok(cells)) => cells
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|c| c.to_string())
            .collect(),
        Ok(Err(error)) => {
            tracing::error!(%error, "cell suggestions failed");
            Vec::new()
        }
        Err(_) => {
            tracing::warn!("cell suggestions took too long");
            Vec::new()
        }
    }
}

fn choices(cells: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        cells
            .into_iter()
            .map(|cell| serenity::AutocompleteChoice::new(cell.clone(), cell))
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
