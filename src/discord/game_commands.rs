//! The slash commands the hosted games describe ([`Menu`]), built at
//! start-up rather than listed: each game's own commands (`/sow`,
//! `/place`), the options games add to `/new`, and the `/rules` topics.
//! One handler serves them all: it reads the interaction's options back
//! into the names and values the command layer reads, whatever the game;
//! one autocomplete asks the channel's game for the option being typed.

use std::borrow::Cow;

use poise::BoxFuture;
use poise::serenity_prelude as serenity;

use super::autocomplete::within_budget;
use super::run::{run_named, run_named_where_posts_go};
use super::{Context, Data, Error};
use crate::commands::{Choice, CommandSpec, Menu, OptionKind, OptionSpec, Typed};

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;
type SlashResult<'a> = Result<(), poise::FrameworkError<'a, Data, Error>>;

/// The slash command of a game's own command `spec`.
pub(super) fn game_command(spec: &CommandSpec) -> poise::Command<Data, Error> {
    poise::Command {
        name: spec.name.into(),
        qualified_name: spec.name.into(),
        identifying_name: spec.name.into(),
        source_code_name: "game_command".into(),
        slash_action: Some(run_game_command),
        parameters: spec.options.iter().map(parameter).collect(),
        guild_only: true,
        install_context: Some(vec![serenity::InstallationContext::Guild]),
        interaction_context: Some(vec![serenity::InteractionContext::Guild]),
        ..Default::default()
    }
}

/// Gives `/new` the games' own options, read by [`run_new`].
pub(super) fn add_new_options(new: &mut poise::Command<Data, Error>, menu: &Menu) {
    new.parameters
        .extend(menu.new_options.iter().map(parameter));
    new.slash_action = Some(run_new);
}

/// The `/rules` topics of every hosted game as `topic`'s choices.
pub(super) fn add_topics(rules: &mut poise::Command<Data, Error>, menu: &Menu) {
    for parameter in &mut rules.parameters {
        if parameter.name == "topic" {
            parameter.choices = Cow::Owned(menu.topics.iter().map(choice).collect());
            parameter.type_setter = Some(integer);
        }
    }
}

/// The slash option of `spec`.
pub(super) fn parameter(spec: &OptionSpec) -> poise::CommandParameter<Data, Error> {
    let (choices, type_setter): (Vec<_>, fn(_) -> _) = match spec.kind {
        OptionKind::Text { max_length, .. } => (Vec::new(), text_setter(max_length)),
        OptionKind::Flag => (Vec::new(), boolean),
        OptionKind::Choice(choices) => (choices.iter().map(choice).collect(), integer),
    };
    let suggested = matches!(
        spec.kind,
        OptionKind::Text {
            suggested: true,
            ..
        }
    );
    poise::CommandParameter {
        name: spec.name.into(),
        name_localizations: Cow::Borrowed(&[]),
        description: None,
        description_localizations: Cow::Borrowed(&[]),
        required: spec.required,
        channel_types: None,
        choices: Cow::Owned(choices),
        type_setter: Some(type_setter),
        autocomplete_callback: suggested.then_some(suggest as _),
        __non_exhaustive: (),
    }
}

/// A choice, named by its key (what replies and rules quote); its
/// labels come from the menu words ([`super::localization`]).
fn choice(choice: &Choice) -> poise::CommandParameterChoice {
    poise::CommandParameterChoice {
        name: choice.key.into(),
        localizations: Cow::Borrowed(&[]),
        __non_exhaustive: (),
    }
}

fn boolean(option: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    option.kind(serenity::CommandOptionType::Boolean)
}

/// Choices are sent as their index, as poise registers them.
fn integer(option: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    option.kind(serenity::CommandOptionType::Integer)
}

fn text_up_to<const N: u16>(
    option: serenity::CreateCommandOption,
) -> serenity::CreateCommandOption {
    option
        .kind(serenity::CommandOptionType::String)
        .max_length(N)
}

/// A text option's type: its longest value rounded up to one of a few
/// lengths (the setter is a plain function, so the length is a constant).
fn text_setter(
    max_length: u16,
) -> fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    match max_length {
        0..=4 => text_up_to::<4>,
        5..=16 => text_up_to::<16>,
        17..=32 => text_up_to::<32>,
        33..=100 => text_up_to::<100>,
        _ => text_up_to::<500>,
    }
}

/// Suggestions for the option being typed, from the channel's game.
fn suggest<'a>(
    ctx: AppContext<'a>,
    partial: &'a str,
) -> BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(suggestions(ctx, partial))
}

/// What the channel's game finds legal for the caller in the option
/// being typed (`/sow cell`, `/place orientation`), given the other
/// options already filled in (read as the handler reads them).
async fn suggestions(ctx: AppContext<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (caller, _) = super::caller_of(ctx.interaction);
    let focused = ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::Autocomplete { .. } => Some(option.name),
        _ => None,
    });
    let menu = ctx.data().service.menu();
    let command = ctx.command().name.to_string();
    let specs = menu.command(&command).map_or(&[][..], |spec| spec.options);
    let given = given(ctx.args, specs);
    let typed = Typed {
        command: &command,
        option: focused.unwrap_or_default(),
        text: partial.trim(),
        given: &given,
    };
    let service = &ctx.data().service;
    let kind = ctx.interaction.channel.as_ref().map(|c| c.kind);
    let user = (command != "tournament").then_some(caller.id.as_str());
    let channel = super::game_channel(service, ctx.interaction.channel_id, kind, user).await;
    let found = within_budget("suggestions", service.suggest(&channel, &caller, &typed)).await;
    serenity::CreateAutocompleteResponse::new().set_choices(
        found
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.label, s.value))
            .collect(),
    )
}

/// A game's own command: its options, by name, to the command layer.
fn run_game_command(ctx: AppContext<'_>) -> BoxFuture<'_, SlashResult<'_>> {
    Box::pin(async move {
        let menu = ctx.data().service.menu();
        let name = ctx.command().name.to_string();
        let options = menu
            .command(&name)
            .map(|spec| given(ctx.args, spec.options))
            .unwrap_or_default();
        run_named(ctx.into(), &name, options)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// `/new`: its own options and the games', by name.
fn run_new(ctx: AppContext<'_>) -> BoxFuture<'_, SlashResult<'_>> {
    Box::pin(async move {
        let menu = ctx.data().service.menu();
        let options = given(ctx.args, &menu.new_options);
        run_named_where_posts_go(ctx.into(), "new", options)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// The options of an interaction as the command layer reads them: text
/// as typed, flags as `true`/`false`, numbers in digits, a choice of
/// `specs` as its key, a user as their id.
pub(super) fn given(
    args: &[serenity::ResolvedOption<'_>],
    specs: &[OptionSpec],
) -> Vec<(String, String)> {
    args.iter()
        .filter_map(|option| {
            let value = match &option.value {
                serenity::ResolvedValue::String(text) => (*text).to_owned(),
                serenity::ResolvedValue::Boolean(flag) => flag.to_string(),
                serenity::ResolvedValue::Integer(number) => {
                    chosen(specs, option.name, *number).unwrap_or_else(|| number.to_string())
                }
                serenity::ResolvedValue::Number(number) => number.to_string(),
                serenity::ResolvedValue::User(user, _) => user.id.to_string(),
                _ => return None,
            };
            Some((option.name.to_owned(), value))
        })
        .collect()
}

/// The key of choice `index` of option `name` in `specs`, if it is a
/// choice.
fn chosen(specs: &[OptionSpec], name: &str, index: i64) -> Option<String> {
    let spec = specs.iter().find(|spec| spec.name == name)?;
    let OptionKind::Choice(choices) = spec.kind else {
        return None;
    };
    let index = usize::try_from(index).ok()?;
    Some(choices.get(index)?.key.to_owned())
}

/// The `/rules` topic of choice `index`, if there is one.
pub(super) fn topic(ctx: Context<'_>, index: u32) -> Option<String> {
    let topics = ctx.data().service.menu().topics;
    let topic = topics.get(usize::try_from(index).ok()?)?;
    Some(topic.key.to_owned())
}
