//! Every command of the command layer as a slash command: the shared ones
//! here, described in the menu words' Fluent files (`localization.rs`);
//! the hosted games' own commands, `/new`'s game options and the `/rules`
//! topics from the games' [`Menu`] (`game_commands.rs`). Options are
//! typed, and a game's options autocomplete the caller's legal choices.
//! Each handler only turns its options into a [`Command`] and hands it to
//! [`Responder::run`](super::respond::Responder::run); the command layer checks everything again.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::level_choice::LevelChoice;
use super::run::{run_command, run_command_where_posts_go, run_named_where_posts_go};
use super::{Context, Error};
use super::{autocomplete, game_commands};
use crate::commands::said;
use crate::commands::{Command, CommandError, DmNotices, ExportFormat, Language, Menu, Message};
use crate::games::GameKind;

/// Every slash command, in the order of `/help`: the shared ones, with
/// `/new`'s options and `/rules`' topics from `menu`, then the hosted
/// games' own commands from `menu` before `/play`.
#[must_use]
pub fn all(menu: &Menu) -> Vec<poise::Command<super::Data, Error>> {
    let mut new = new();
    game_commands::add_new_options(&mut new, menu);
    let mut rules = rules();
    game_commands::add_topics(&mut rules, menu);
    let mut commands = vec![
        new,
        join(),
        leave(),
        start(),
        status(),
        board(),
        history(),
        replay(),
        export(),
        mygames(),
        rating(),
        leaderboard(),
        vacation(),
        notify(),
        note(),
        notes(),
        follow(),
        unfollow(),
        settings(),
        rules,
        help(),
        resign(),
        abort(),
    ];
    commands.extend(menu.commands.iter().map(game_commands::game_command));
    commands.extend([
        play(),
        conditional(),
        undo(),
        end(),
        propose_end(),
        takeback(),
        addbot(),
    ]);
    commands.push(super::tournament::tournament_group(menu));
    super::localization::localize(&mut commands, menu);
    commands
}

/// The notices by direct message `/notify dm:` offers: a choice per
/// [`DmNotices`], labelled by the name the local mode types too.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DmChoice(DmNotices);

impl poise::ChoiceParameter for DmChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        let choice = |notices: &DmNotices| poise::CommandParameterChoice {
            name: Cow::Borrowed(notices.name()),
            localizations: Cow::Borrowed(&[]),
            __non_exhaustive: (),
        };
        Cow::Owned(DmNotices::ALL.iter().map(choice).collect())
    }

    fn from_index(index: usize) -> Option<DmChoice> {
        DmNotices::ALL.get(index).copied().map(DmChoice)
    }

    fn from_name(name: &str) -> Option<DmChoice> {
        DmNotices::parse(name).map(DmChoice)
    }

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The form of `/export`'s file.
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq, Debug)]
pub enum FormatChoice {
    /// The game's own text record.
    #[name = "text"]
    Text,
    /// An Abstract Play game record (JSON).
    #[name = "ap"]
    Ap,
}

/// An answer to a proposal (`/propose-end answer:`, `/takeback answer:`).
#[derive(poise::ChoiceParameter, Clone, Copy, PartialEq, Eq, Debug)]
pub enum YesNo {
    /// Accept.
    #[name = "yes"]
    Yes,
    /// Decline.
    #[name = "no"]
    No,
}

impl YesNo {
    /// The answer as the command layer takes it, if one was given.
    fn accepts(answer: Option<YesNo>) -> Option<bool> {
        answer.map(|answer| answer == YesNo::Yes)
    }
}

/// The language a server's channels read, as `/settings language:`
/// offers it: a choice per language the bot speaks ([`Language::ALL`]),
/// labelled by its code, so that a new language needs no line here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReadersLanguage(Language);

impl poise::ChoiceParameter for ReadersLanguage {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        let choice = |language: &Language| poise::CommandParameterChoice {
            name: Cow::Borrowed(language.code()),
            localizations: Cow::Borrowed(&[]),
            __non_exhaustive: (),
        };
        Cow::Owned(Language::ALL.iter().map(choice).collect())
    }

    fn from_index(index: usize) -> Option<ReadersLanguage> {
        Language::ALL.get(index).copied().map(ReadersLanguage)
    }

    fn from_name(name: &str) -> Option<ReadersLanguage> {
        name.parse().ok().map(ReadersLanguage)
    }

    fn name(&self) -> &'static str {
        self.0.code()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The game `text` names (an autocompleted key, or typed by hand); a name
/// no game has is refused by name, in the caller's language.
fn game_kind(text: &str) -> Result<GameKind, CommandError> {
    text.parse()
        .map_err(|_| CommandError::Refused(said(Message::BadGameName, &[("text", &text)])))
}

fn owned(options: Vec<(&str, String)>) -> Vec<(String, String)> {
    options
        .into_iter()
        .map(|(key, value)| (key.to_owned(), value))
        .collect()
}

fn some(key: &'static str, value: Option<impl ToString>) -> Vec<(&'static str, String)> {
    value.map(|v| (key, v.to_string())).into_iter().collect()
}

/// Open a game in this channel; you take the first seat.
///
/// Others join with /join; /start begins once enough players sit. The
/// games add their own options ([`game_commands::add_new_options`]),
/// and the options are read then by name.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn new(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::game"] game: Option<String>,
    #[min = 1]
    #[max = 336]
    #[rename = "turn-hours"]
    turn_hours: Option<u32>,
) -> Result<(), Error> {
    let mut options = some("game", game);
    options.extend(some("turn-hours", turn_hours));
    run_named_where_posts_go(ctx, "new", owned(options)).await
}

/// Take the next seat in this channel's game.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Join).await
}

/// Give up your seat before the game starts (the creator may free a computer's seat).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn leave(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 5]
    seat: Option<u32>,
) -> Result<(), Error> {
    run_command(ctx, Command::Leave { seat }).await
}

/// Start the game with the seated players.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run_command_where_posts_go(ctx, Command::Start).await
}

/// Where this channel's game stands: whose turn, deadline, your draft.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Status).await
}

/// The board picture, now or at the end of a round.
///
/// Also reposts the board if a published turn's message went missing.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn board(ctx: Context<'_>, #[min = 1] round: Option<u32>) -> Result<(), Error> {
    run_command(ctx, Command::Board { round }).await
}

/// The turns played so far.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn history(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::History).await
}

/// The whole game as an animated picture, one frame per turn.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Replay).await
}

/// Every game you sit in on this server, the ones waiting for you first, then those you follow.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::MyGames).await
}

/// A player's Glicko-2 ratings on this server (yours if nobody is picked).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn rating(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let user = user.map(|u| u.id.to_string());
    run_command(ctx, Command::Rating { user }).await
}

/// Go on vacation (your deadlines wait), come back early, or see your days left.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn vacation(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 366]
    days: Option<u32>,
    end: Option<bool>,
) -> Result<(), Error> {
    let end = end.unwrap_or(false);
    run_command(ctx, Command::Vacation { days, end }).await
}

/// Notices by direct message: at each turn (on), a daily digest (digest), both, or none (off).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn notify(
    ctx: Context<'_>,
    dm: DmChoice,
    #[min = 0]
    #[max = 23]
    hour: Option<u32>,
) -> Result<(), Error> {
    let DmChoice(dm) = dm;
    run_command(ctx, Command::Notify { dm, hour }).await
}

/// Keep a private note on this channel's game, at its round; only you read it.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn note(ctx: Context<'_>, #[max_length = 500] text: String) -> Result<(), Error> {
    run_command(ctx, Command::Note { text }).await
}

/// Your private notes on this channel's game.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn notes(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Notes).await
}

/// Get a direct message after each turn of this game, which you do not play in.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn follow(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Follow).await
}

/// Stop following this channel's game.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn unfollow(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Unfollow).await
}

/// The server's settings: vacation days a year, and the channels' language.
///
/// Everyone may look; those who manage channels change them.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn settings(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 366]
    vacation_days: Option<u32>,
    language: Option<ReadersLanguage>,
) -> Result<(), Error> {
    let language = language.map(|ReadersLanguage(language)| language);
    let settings = Command::Settings {
        vacation_days,
        language,
    };
    run_command(ctx, settings).await
}

/// The server's best rated players of a game.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn leaderboard(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete::game"] game: Option<String>,
) -> Result<(), Error> {
    let game = game.map(|text| game_kind(&text)).transpose()?;
    run_command(ctx, Command::Leaderboard { game }).await
}

/// The game record as a file: text, or an Abstract Play record.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn export(ctx: Context<'_>, format: Option<FormatChoice>) -> Result<(), Error> {
    let format = match format {
        Some(FormatChoice::Ap) => ExportFormat::Ap,
        Some(FormatChoice::Text) | None => ExportFormat::Text,
    };
    run_command(ctx, Command::Export { format }).await
}

/// The rules of this channel's game, or one of their topics, with the rulings.
#[poise::command(
    slash_command,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
async fn rules(ctx: Context<'_>, topic: Option<u32>) -> Result<(), Error> {
    let topic = topic.and_then(|index| game_commands::topic(ctx, index));
    run_command(ctx, Command::Rules { topic }).await
}

/// The list of commands.
#[poise::command(
    slash_command,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Help).await
}

/// Leave the game in progress, as its rules say.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Resign).await
}

/// Stop this channel's game (its creator, or Manage Channels/Threads).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Abort).await
}

/// Your whole turn in one line, in the game's own notation (see /help).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn play(ctx: Context<'_>, #[max_length = 500] actions: String) -> Result<(), Error> {
    let play = Command::Play {
        text: actions,
        stamp: None,
    };
    run_command(ctx, play).await
}

/// Queue replies to your opponent's next turns, privately (two-player games); alone, see your queue.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn conditional(
    ctx: Context<'_>,
    #[max_length = 500] line: Option<String>,
    clear: Option<bool>,
) -> Result<(), Error> {
    let clear = clear.unwrap_or(false);
    run_command(ctx, Command::Conditional { line, clear }).await
}

/// Take back your draft's last action.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run_command(ctx, Command::Undo { stamp: None }).await
}

/// Publish your turn to the channel and ping the next player.
///
/// A game may warn you first (actions left unused); confirm to end anyway.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn end(ctx: Context<'_>, confirm: Option<bool>) -> Result<(), Error> {
    let confirm = confirm.unwrap_or(false);
    run_command(
        ctx,
        Command::End {
            confirm,
            stamp: None,
        },
    )
    .await
}

/// Propose to end the game by agreement, or answer the proposal.
///
/// Every other player still in the game answers; once all accept, the
/// game ends with the places its rules give now.
#[poise::command(
    slash_command,
    rename = "propose-end",
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn propose_end(ctx: Context<'_>, answer: Option<YesNo>) -> Result<(), Error> {
    let answer = YesNo::accepts(answer);
    run_command(ctx, Command::ProposeEnd { answer }).await
}

/// Ask to take back your last turn, or answer such a request.
///
/// Every other player still in the game answers; once all accept, the
/// game returns to before that turn.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn takeback(ctx: Context<'_>, answer: Option<YesNo>) -> Result<(), Error> {
    let answer = YesNo::accepts(answer);
    run_command(ctx, Command::Takeback { answer }).await
}

/// Seat a computer player in this channel's game (the creator, before /start).
///
/// It plays its turns by itself within seconds; /leave seat:N frees its seat.
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
async fn addbot(ctx: Context<'_>, level: Option<LevelChoice>) -> Result<(), Error> {
    let level = LevelChoice::level(level);
    run_command(ctx, Command::AddBot { level }).await
}
