//! The text form of commands, `/name option:value …` (used by the local
//! mode and tests), and the options a front end hands over by name: both
//! read into a [`Command`]. A line may name commands and options in a
//! language's words ([`Names`], `/urlaub tage:3`), as that language's menus
//! and replies name them; it is read back into the registered (English)
//! names first.

use super::catalogue::{MENU, Message, say, say_with};
use super::command::{Command, DmNotices, SHARED_COMMAND_NAMES};
use super::menu::Menu;
use super::options::Options;
use crate::ai::Level;
use crate::commands::settings::MAX_VACATION_DAYS;
use crate::commands::tournament::read_tournament;
use crate::games::GameKind;
use crate::language::Language;
use crate::words::NamedWords;

impl Command {
    /// Builds a command from its name and `option:value` pairs (both
    /// case-insensitive); the message says what is wrong. A name that is
    /// none of the shared commands is a game's own command
    /// ([`Command::Action`]), which the channel's game reads. Refusals
    /// are worded in `language`, the player's.
    pub fn from_options(
        language: Language,
        name: &str,
        options: &[(String, String)],
    ) -> Result<Command, String> {
        let name = name.strip_prefix('/').unwrap_or(name).to_ascii_lowercase();
        if let Some(what) = tournament_subcommand(&name) {
            return read_tournament(language, what, options).map(Command::Tournament);
        }
        if SHARED_COMMAND_NAMES.contains(&name.as_str()) {
            return Command::read(language, &name, options);
        }
        if !is_command_name(&name) {
            return Err(say_with(
                language,
                Message::UnknownCommand,
                &[("name", &name)],
            ));
        }
        Options::new(language, &name, options)?;
        Ok(Command::Action {
            name,
            options: options.to_vec(),
            stamp: None,
        })
    }

    /// Reads `/name` with its options; the message says what is wrong.
    fn read(
        language: Language,
        name: &str,
        options: &[(String, String)],
    ) -> Result<Command, String> {
        let mut options = Options::new(language, name, options)?;
        let command = match name {
            "new" => new_game(&mut options)?,
            "join" => Command::Join,
            "leave" => Command::Leave {
                seat: options.number("seat", 1, 5)?,
            },
            "addbot" => Command::AddBot {
                level: level_option(&mut options)?,
            },
            "start" => Command::Start,
            "status" => Command::Status,
            "board" => Command::Board {
                round: options.number("round", 1, 100_000)?,
            },
            "history" => Command::History,
            "replay" => Command::Replay,
            "mygames" => Command::MyGames,
            "rating" => Command::Rating {
                user: options.text("user"),
            },
            "vacation" => Command::Vacation {
                days: options.number("days", 1, 366)?,
                end: options.flag("end")?,
            },
            "settings" => Command::Settings {
                vacation_days: options.number("vacation-days", 0, MAX_VACATION_DAYS)?,
                language: language_option(&mut options)?,
            },
            "notify" => Command::Notify {
                dm: dm_option(&mut options)?,
                hour: options.number("hour", 0, 23)?,
            },
            "note" => Command::Note {
                text: options
                    .verbatim("text")
                    .ok_or_else(|| say(language, Message::NoteEmpty))?,
            },
            "notes" => Command::Notes,
            "follow" => Command::Follow,
            "unfollow" => Command::Unfollow,
            "leaderboard" => Command::Leaderboard {
                game: game_option(&mut options)?,
            },
            "export" => Command::Export {
                format: parsed_option(&mut options, "format", Message::ExportFormatUnknown)?
                    .unwrap_or_default(),
            },
            "rules" => Command::Rules {
                topic: options.text("topic"),
            },
            "help" => Command::Help,
            "resign" => Command::Resign,
            "abort" => Command::Abort,
            "undo" => Command::Undo { stamp: None },
            "end" => Command::End {
                confirm: options.flag("confirm")?,
                stamp: None,
            },
            "conditional" => Command::Conditional {
                line: options.verbatim("line"),
                clear: options.flag("clear")?,
            },
            "propose-end" => Command::ProposeEnd {
                answer: answer_option(&mut options)?,
            },
            "takeback" => Command::Takeback {
                answer: answer_option(&mut options)?,
            },
            "play" => {
                let text = options
                    .verbatim("actions")
                    .ok_or_else(|| say(language, Message::PlayNeedsActions))?;
                Command::Play { text, stamp: None }
            }
            other => {
                let args = [("name", &other as &dyn std::fmt::Display)];
                return Err(say_with(language, Message::UnknownCommand, &args));
            }
        };
        options.finish()?;
        Ok(command)
    }
}

/// The subcommand of `tournament new` (or `tournament` alone, as `""`),
/// if `name` is a `/tournament` command.
fn tournament_subcommand(name: &str) -> Option<&str> {
    match name.split_once(' ') {
        Some(("tournament", what)) => Some(what.trim()),
        None if name == "tournament" => Some(""),
        _ => None,
    }
}

/// `/addbot level:…`: one of the [`Level::LADDER`], medium by default.
pub(crate) fn level_option(options: &mut Options) -> Result<Level, String> {
    match options.text("level") {
        None => Ok(Level::Medium),
        Some(text) => match text.parse::<Level>() {
            Ok(level) if Level::LADDER.contains(&level) => Ok(level),
            _ => Err(say_with(
                options.language(),
                Message::UnknownLevel,
                &[("text", &text)],
            )),
        },
    }
}

/// `/settings language:en|fr|de`, if given.
fn language_option(options: &mut Options) -> Result<Option<Language>, String> {
    parsed_option(options, "language", Message::NotALanguage)
}

/// Option `key` read as a `T`, if given; text that is not one is refused
/// with `refusal`, which quotes it as `{text}`.
fn parsed_option<T: std::str::FromStr>(
    options: &mut Options,
    key: &str,
    refusal: Message,
) -> Result<Option<T>, String> {
    let language = options.language();
    options
        .text(key)
        .map(|text| {
            text.parse()
                .map_err(|_| say_with(language, refusal, &[("text", &text)]))
        })
        .transpose()
}

/// `/notify dm:on|off|digest|both`, which must be given.
fn dm_option(options: &mut Options) -> Result<DmNotices, String> {
    match options.text("dm") {
        Some(text) => DmNotices::parse(&text)
            .ok_or_else(|| say_with(options.language(), Message::DmOnOrOff, &[("text", &text)])),
        None => Err(say(options.language(), Message::NotifyNeedsDm)),
    }
}

/// `answer:yes|no` of `/propose-end` and `/takeback`, if given.
fn answer_option(options: &mut Options) -> Result<Option<bool>, String> {
    match options.text("answer").as_deref() {
        None => Ok(None),
        Some("yes") => Ok(Some(true)),
        Some("no") => Ok(Some(false)),
        Some(other) => Err(say_with(
            options.language(),
            Message::AnswerYesOrNo,
            &[("text", &other)],
        )),
    }
}

/// Whether `name` may name a command (Discord's rule: 1 to 32 lowercase
/// letters, digits, `-` or `_`).
fn is_command_name(name: &str) -> bool {
    (1..=32).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// `/play actions:"TEXT"` as quoted in a refusal to a player reading
/// `language` (by their names: `/spielen aktionen:"…"`), `TEXT` cut to 40
/// characters.
pub(crate) fn play_quoted(language: Language, text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        head.push('…');
    }
    let shared = || std::iter::once(&MENU);
    let play = command_name(shared(), language, "play").unwrap_or_else(|| "play".into());
    let actions = option_name(shared(), language, "play", "actions");
    let actions = actions.unwrap_or_else(|| "actions".into());
    format!("/{play} {actions}:\"{head}\"")
}

/// The `game:` option, if given: any well-formed key (whether a game of
/// that key is hosted is the service's to say).
pub(crate) fn game_option(options: &mut Options) -> Result<Option<GameKind>, String> {
    parsed_option(options, "game", Message::BadGameName)
}

/// `/new game:… turn-hours:…` and the game's own options (`rules:…`,
/// `tiebreak:…`), handed over by name for the game to read (and to
/// refuse another game's).
fn new_game(options: &mut Options) -> Result<Command, String> {
    let game = game_option(options)?;
    let turn_hours = options.number("turn-hours", 1, 24 * 14)?;
    Ok(Command::New {
        game,
        options: options.rest(),
        turn_hours,
    })
}

/// Splits a command line `/grow cell:H8 seed:true` or
/// `/play actions:"grow H8; move H8 J9"` into its name and options;
/// what is wrong is said in `language`, the player's.
pub fn parse_command_line(language: Language, line: &str) -> Result<Command, String> {
    parse_command_line_in(language, line, &Names::default())
}

/// [`parse_command_line`] for a line that may name commands and options
/// as `names`' language does (`/urlaub tage:3`, `/turnier neu
/// format:swiss`) as well as by their registered names.
pub(crate) fn parse_command_line_in(
    language: Language,
    line: &str,
    names: &Names,
) -> Result<Command, String> {
    // Refused whole, so that no reply ever echoes a line break or another
    // invisible character back to the chat.
    if line.chars().any(char::is_control) {
        return Err(say(language, Message::ControlCharacter));
    }
    let words = split_words(line).map_err(|message| say(language, message))?;
    let Some((name, mut rest)) = words.split_first() else {
        return Err(say(language, Message::EmptyCommand));
    };
    if !name.starts_with('/') {
        return Err(say_with(language, Message::NotACommand, &[("name", name)]));
    }
    // `/tournament new …`: the word after a command group names the
    // subcommand.
    let typed = &name[1..];
    let mut name = match names.registered(typed) {
        Some(registered) => format!("/{registered}"),
        None => name.clone(),
    };
    if name.eq_ignore_ascii_case("/tournament")
        && let Some((what, after)) = rest.split_first()
        && !what.contains(':')
    {
        let what = names
            .registered(&format!("{typed} {what}"))
            .and_then(|path| path.split_once(' ').map(|(_, what)| what.to_string()))
            .unwrap_or_else(|| what.clone());
        name = format!("{name} {what}");
        rest = after;
    }
    let command = name[1..].to_ascii_lowercase();
    let mut options = Vec::new();
    for word in rest {
        let (key, value) = word
            .split_once(':')
            .ok_or_else(|| say_with(language, Message::NotOptionValue, &[("word", word)]))?;
        let key = names.registered_option(&command, key);
        options.push((key, value.to_string()));
    }
    Command::from_options(language, &name, &options)
}

/// The commands that take the options the games add to `/new`, whose
/// names are the menu words' `name-options`.
const WITH_GAME_OPTIONS: [&str; 2] = ["new", "tournament new"];

/// The names of the commands and options in one language, from the menu
/// words (`name-ID` and its attributes, `name-options`; see
/// `src/commands/catalogue/menu.en.ftl`), with the registered names they
/// stand for. The default knows no language: every name is read as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    commands: Vec<Named>,
}

/// One command's names: registered and in the language (`tournament new`
/// and `turnier neu`), and its options' (in the language, registered).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Named {
    registered: String,
    typed: String,
    options: Vec<(String, String)>,
}

impl Names {
    /// The names of `language` for what `menu` offers with the shared
    /// commands. English names are the registered ones.
    #[must_use]
    pub fn of(menu: &Menu, language: Language) -> Names {
        let sets = || std::iter::once(&MENU).chain(menu.words.iter().copied());
        let mut ids: Vec<String> = Vec::new();
        for set in sets() {
            for name in set.names() {
                if let Some(id) = name.strip_prefix("name-")
                    && !id.contains('.')
                    && id != "options"
                    && !ids.iter().any(|known| known == id)
                {
                    ids.push(id.to_string());
                }
            }
        }
        let path = |language| {
            let ids = &ids;
            move |id: &str| -> Option<String> {
                let own = command_name(sets(), language, id)?;
                let group = id
                    .split_once('-')
                    .filter(|(group, _)| ids.iter().any(|known| known == group));
                match group {
                    Some((group, _)) => {
                        Some(format!("{} {own}", command_name(sets(), language, group)?))
                    }
                    None => Some(own),
                }
            }
        };
        let registered_path = path(Language::English);
        let typed_path = path(language);
        let commands = ids
            .iter()
            .filter_map(|id| {
                let registered = registered_path(id)?;
                let typed = typed_path(id)?;
                let mut options = Vec::new();
                let mut attributes: Vec<(String, &str)> = Vec::new();
                for set in sets() {
                    for name in set.names() {
                        if let Some(option) = name.strip_prefix(&format!("name-{id}.")) {
                            attributes.push((option.to_string(), id));
                        }
                        if WITH_GAME_OPTIONS.contains(&registered.as_str())
                            && let Some(option) = name.strip_prefix("name-options.")
                        {
                            attributes.push((option.to_string(), "options"));
                        }
                    }
                }
                for (option, message) in attributes {
                    let name = |language| option_name(sets(), language, message, &option);
                    if let (Some(registered), Some(typed)) =
                        (name(Language::English), name(language))
                        && !options.iter().any(|(_, known)| *known == registered)
                    {
                        options.push((typed, registered));
                    }
                }
                Some(Named {
                    registered,
                    typed,
                    options,
                })
            })
            .collect();
        Names { commands }
    }

    /// Each command's names: (registered, in the language), a
    /// subcommand's with its group's (`tournament new`, `turnier neu`).
    #[cfg(test)]
    pub fn commands(&self) -> impl Iterator<Item = (&str, &str)> {
        self.commands
            .iter()
            .map(|named| (named.registered.as_str(), named.typed.as_str()))
    }

    /// The options of the command registered as `command`: (registered,
    /// in the language).
    pub fn options(&self, command: &str) -> impl Iterator<Item = (&str, &str)> {
        self.commands
            .iter()
            .filter(move |named| named.registered == command)
            .flat_map(|named| &named.options)
            .map(|(typed, registered)| (registered.as_str(), typed.as_str()))
    }

    /// The command typed as `typed` in the language (`turnier neu`), by
    /// its registered name (`tournament new`); `None` when `typed` is
    /// none of the language's names.
    #[must_use]
    pub fn registered(&self, typed: &str) -> Option<String> {
        let typed = typed.to_lowercase();
        self.commands
            .iter()
            .find(|named| named.typed == typed)
            .map(|named| named.registered.clone())
    }

    /// Option `typed` of the command registered as `command`, by its
    /// registered name (`tage` of `vacation` is `days`); `typed` as given
    /// when it is already a registered name, or none of the language's.
    #[must_use]
    pub fn registered_option(&self, command: &str, typed: &str) -> String {
        let key = |name: &str| name.to_lowercase().replace('_', "-");
        let given = key(typed);
        let options: Vec<(&str, &str)> = self.options(command).collect();
        if options
            .iter()
            .any(|(registered, _)| key(registered) == given)
        {
            return typed.to_string();
        }
        options
            .iter()
            .find(|(_, name)| key(name) == given)
            .map_or_else(
                || typed.to_string(),
                |(registered, _)| (*registered).to_string(),
            )
    }
}

/// The name in `language` of the command `id` as the menu words name it
/// (`tournament-new`: the subcommand alone, `neu`), or of its `option`
/// (an option its words do not name is looked up under `name-options`,
/// the games' `/new` options); `None` when no words name it.
#[must_use]
pub fn name_in(menu: &Menu, language: Language, id: &str, option: Option<&str>) -> Option<String> {
    let sets = || std::iter::once(&MENU).chain(menu.words.iter().copied());
    match option {
        None => command_name(sets(), language, id),
        Some(option) => option_name(sets(), language, id, option)
            .or_else(|| option_name(sets(), language, "options", option)),
    }
}

/// The name in `language` of the command `id` (`tournament-new`: the
/// subcommand alone), from the first of `sets` that names it.
fn command_name<'a>(
    mut sets: impl Iterator<Item = &'a NamedWords>,
    language: Language,
    id: &str,
) -> Option<String> {
    sets.find_map(|set| set.text(language, &format!("name-{id}"), None))
}

/// The name in `language` of option `option` of the command `id` (or of
/// the games' `/new` options, `id` being `options`).
fn option_name<'a>(
    mut sets: impl Iterator<Item = &'a NamedWords>,
    language: Language,
    id: &str,
    option: &str,
) -> Option<String> {
    sets.find_map(|set| set.text(language, &format!("name-{id}"), Some(option)))
}

/// Words separated by spaces; double quotes keep spaces inside a word.
fn split_words(line: &str) -> Result<Vec<String>, Message> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    words.push(std::mem::take(&mut current));
                    started = false;
                }
            }
            c => {
                current.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err(Message::QuoteNotClosed);
    }
    if started {
        words.push(current);
    }
    Ok(words)
}
