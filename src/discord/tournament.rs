//! The `/tournament` command group: the same subcommands as the local
//! mode's `/tournament new …` lines, each read by the command layer.
//! `new` and `start` first check that the bot may open the event's
//! threads and post in them ([`super::run`]); `new` also takes the games'
//! own `/new` options, read by name like `/new`'s.

use poise::BoxFuture;

use super::autocomplete;
use super::game_commands::{given, parameter};
use super::level_choice::LevelChoice;
use super::run::{run_named, run_named_where_events_go};
use super::{Context, Data, Error};
use crate::commands::{Choice, Menu, OptionKind, OptionSpec};

type AppContext<'a> = poise::ApplicationContext<'a, Data, Error>;
type SlashResult<'a> = Result<(), poise::FrameworkError<'a, Data, Error>>;

/// The formats `format:` offers, in the order of [`FormatChoice`].
const FORMATS: &[Choice] = &[Choice { key: "round-robin" }, Choice { key: "swiss" }];

/// `format:` as the command layer reads it back from its choice's index.
const FORMAT: OptionSpec = OptionSpec {
    name: "format",
    kind: OptionKind::Choice(FORMATS),
    required: true,
};

/// The `/tournament` group, its `new` given the games' own options.
pub(super) fn tournament_group(menu: &Menu) -> poise::Command<Data, Error> {
    let mut group = tournament();
    for command in &mut group.subcommands {
        if command.name == "new" {
            command
                .parameters
                .extend(menu.new_options.iter().map(parameter));
            command.slash_action = Some(run_new_event);
        }
    }
    group
}

/// Reads `/tournament new`'s options by name, as the local mode's line
/// would give them, after checking the bot may open threads here.
fn run_new_event(ctx: AppContext<'_>) -> BoxFuture<'_, SlashResult<'_>> {
    Box::pin(async move {
        let mut specs = vec![FORMAT];
        specs.extend(ctx.data().service.menu().new_options);
        let options = given(ctx.args, &specs);
        run_named_where_events_go(ctx.into(), "tournament new", options)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// Round-robin and Swiss events, each game in a thread of this channel.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands(
        "new",
        "join",
        "leave",
        "addbot",
        "start",
        "standings",
        "pairings",
        "export",
        "abort"
    ),
    subcommand_required
)]
async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// How the event is paired.
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormatChoice {
    /// Everyone meets everyone (Berger tables).
    #[name = "round-robin"]
    RoundRobin,
    /// The FIDE Dutch system over `rounds` rounds.
    #[name = "swiss"]
    Swiss,
}

/// Open a tournament run from this channel; each game gets a thread.
///
/// The parameters declare the event's own options to Discord; the games'
/// options come from the menu ([`tournament_group`]), so the command runs
/// as [`run_new_event`], which reads all of them by name, and this body
/// never runs.
#[poise::command(slash_command, guild_only)]
async fn new(
    _ctx: Context<'_>,
    format: FormatChoice,
    #[autocomplete = "autocomplete::game"] game: Option<String>,
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    double: Option<bool>,
    #[min = 1]
    #[max = 336]
    #[rename = "turn-hours"]
    turn_hours: Option<u32>,
) -> Result<(), Error> {
    let _declared_only = (format, game, rounds, double, turn_hours);
    Ok(())
}

/// Enter the tournament (a Swiss event takes late entries until round 2).
#[poise::command(slash_command, guild_only)]
async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run_named(ctx, "tournament join", Vec::new()).await
}

/// Leave before the start; once started, withdraw (your game is resigned).
#[poise::command(slash_command, guild_only)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run_named(ctx, "tournament leave", Vec::new()).await
}

/// Enter a computer player (the tournament's creator).
#[poise::command(slash_command, guild_only)]
async fn addbot(ctx: Context<'_>, level: Option<LevelChoice>) -> Result<(), Error> {
    let level = LevelChoice::level(level);
    let options = vec![("level".to_owned(), level.to_string())];
    run_named(ctx, "tournament addbot", options).await
}

/// Pair round 1 and open its games in threads (creator or channel managers).
#[poise::command(slash_command, guild_only)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run_named_where_events_go(ctx, "tournament start", Vec::new()).await
}

/// The standings with their tie-breaks, as text and picture.
#[poise::command(slash_command, guild_only)]
async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    run_named(ctx, "tournament standings", Vec::new()).await
}

/// A round's pairings and results (the last one paired by default).
#[poise::command(slash_command, guild_only)]
async fn pairings(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 1000]
    round: Option<u32>,
) -> Result<(), Error> {
    let options = round
        .map(|round| ("round".to_owned(), round.to_string()))
        .into_iter()
        .collect();
    run_named(ctx, "tournament pairings", options).await
}

/// The tournament as a FIDE report (TRF), which pairing programs read.
#[poise::command(slash_command, guild_only)]
async fn export(ctx: Context<'_>) -> Result<(), Error> {
    run_named(ctx, "tournament export", Vec::new()).await
}

/// Stop the tournament and its games in play (creator or channel managers).
#[poise::command(slash_command, guild_only)]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run_named(ctx, "tournament abort", Vec::new()).await
}
