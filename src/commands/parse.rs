//! The text form of commands, `/name option:value …` (used by the local
//! mode and tests), and the options a front end hands over by name: both
//! read into a [`Command`].

use super::catalogue::{Message, say, say_with};
use super::command::{Command, SHARED_COMMAND_NAMES};
use super::options::Options;
use crate::ai::Level;
use crate::commands::settings::MAX_VACATION_DAYS;
use crate::commands::tournament::read_tournament;
use crate::games::GameKind;
use crate::language::Language;

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
            },
            "leaderboard" => Command::Leaderboard {
                game: game_option(&mut options)?,
            },
            "export" => Command::Export,
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

/// `/addbot level:…`: easy, medium (the default) or hard.
pub(crate) fn level_option(options: &mut Options) -> Result<Level, String> {
    match options.text("level") {
        None => Ok(Level::Medium),
        Some(text) => match text.parse::<Level>() {
            Ok(level @ (Level::Easy | Level::Medium | Level::Hard)) => Ok(level),
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

/// `/notify dm:on|off`, which must be given.
fn dm_option(options: &mut Options) -> Result<bool, String> {
    match options.text("dm").as_deref() {
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(say_with(
            options.language(),
            Message::DmOnOrOff,
            &[("text", &other)],
        )),
        None => Err(say(options.language(), Message::NotifyNeedsDm)),
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

/// `/play actions:"TEXT"` as quoted in a refusal, `TEXT` cut to 40
/// characters.
pub(crate) fn play_quoted(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        head.push('…');
    }
    format!("/play actions:\"{head}\"")
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
    let mut name = name.clone();
    if name.eq_ignore_ascii_case("/tournament")
        && let Some((what, after)) = rest.split_first()
        && !what.contains(':')
    {
        name = format!("{name} {what}");
        rest = after;
    }
    let mut options = Vec::new();
    for word in rest {
        let (key, value) = word
            .split_once(':')
            .ok_or_else(|| say_with(language, Message::NotOptionValue, &[("word", word)]))?;
        options.push((key.to_string(), value.to_string()));
    }
    Command::from_options(language, &name, &options)
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
