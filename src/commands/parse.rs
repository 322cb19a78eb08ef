//! The text form of commands, `/name option:value …` (used by the local
//! mode and tests), and the options a front end hands over by name: both
//! read into a [`Command`].

use super::catalogue::{Message, say, say_with};
use super::command::Command;
use super::palago::refusals::refusal_text as palago_refusal_text;
use super::palanquee::play_text::draft_from_text;
use super::palanquee::refusals::cell_error_text;
use crate::ai::Level;
use crate::commands::settings::MAX_VACATION_DAYS;
use crate::games::GameKind;
use crate::games::palago::{self, Orientation, Placement, Turn};
use crate::games::palanquee::{self, Action, Cell, PieceKind};

impl Command {
    /// Builds a command from its name and `option:value` pairs (both
    /// case-insensitive); the message says what is wrong. A game's own
    /// command that cannot be read comes back as [`Command::Unreadable`],
    /// for the channel's game to answer.
    pub fn from_options(name: &str, options: &[(String, String)]) -> Result<Command, String> {
        let name = name.strip_prefix('/').unwrap_or(name).to_ascii_lowercase();
        match (Command::read(&name, options), game_of(&name)) {
            (Err(refusal), Some((game, command))) => Ok(Command::Unreadable {
                game,
                command,
                refusal,
            }),
            (read, _) => read,
        }
    }

    /// Reads `/name` with its options; the message says what is wrong.
    fn read(name: &str, options: &[(String, String)]) -> Result<Command, String> {
        let mut options = Options::new(name, options)?;
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
                    .ok_or_else(|| say(Message::PlayNeedsActions))?;
                play_from_text(text)
            }
            other => match read_action(other, &mut options)? {
                Some(command) => command,
                None => return Err(say_with(Message::UnknownCommand, &[("name", &other)])),
            },
        };
        options.finish()?;
        Ok(command)
    }
}

/// A game's own command `/name` (a Palanquée action or `/claim`, Palago's
/// `/place`), or `None` if `name` is none of them.
fn read_action(name: &str, options: &mut Options) -> Result<Option<Command>, String> {
    let command = match name {
        "sow" => single(Action::Sow(options.cell("cell")?)),
        "grow" => {
            let cell = options.cell("cell")?;
            let kind = if options.flag("seed")? {
                PieceKind::Seed
            } else {
                PieceKind::Sprout
            };
            single(Action::Grow(cell, kind))
        }
        "move" => single(Action::Move(options.cell("from")?, options.cell("to")?)),
        "harvest" => single(Action::Harvest(options.cell("cell")?)),
        "prune" => single(Action::Prune(options.cell("cell")?)),
        "launch" => single(Action::Launch(options.cell("from")?, options.cell("to")?)),
        "claim" => Command::Claim(options.cell("cell")?),
        "place" => Command::Place(options.placement()?),
        _ => return Ok(None),
    };
    Ok(Some(command))
}

/// `/addbot level:…`: easy, medium (the default) or hard.
fn level_option(options: &mut Options) -> Result<Level, String> {
    match options.text("level") {
        None => Ok(Level::Medium),
        Some(text) => match text.parse::<Level>() {
            Ok(level @ (Level::Easy | Level::Medium | Level::Hard)) => Ok(level),
            _ => Err(say_with(Message::UnknownLevel, &[("text", &text)])),
        },
    }
}

/// `/notify dm:on|off`, which must be given.
fn dm_option(options: &mut Options) -> Result<bool, String> {
    match options.text("dm").as_deref() {
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(other) => Err(say_with(Message::DmOnOrOff, &[("text", &other)])),
        None => Err(say(Message::NotifyNeedsDm)),
    }
}

/// The game whose command `/name` is, with the command as quoted to a
/// player: Palanquée's actions and `/claim`, Palago's `/place`. `None`
/// for the commands every game shares, and `/play`, whose text the
/// channel's game reads.
fn game_of(name: &str) -> Option<(GameKind, String)> {
    let game = match name {
        "sow" | "grow" | "move" | "harvest" | "prune" | "launch" | "claim" => {
            palanquee::options::KIND
        }
        "place" => palago::options::KIND,
        _ => return None,
    };
    Some((game, format!("/{name}")))
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
fn game_option(options: &mut Options) -> Result<Option<GameKind>, String> {
    options
        .text("game")
        .map(|text| {
            text.parse()
                .map_err(|_| say_with(Message::BadGameName, &[("text", &text)]))
        })
        .transpose()
}

/// `/new game:… rules:… tiebreak:… turn-hours:…`: the game's options are
/// handed over by name, for the game to read (and to refuse another
/// game's).
fn new_game(options: &mut Options) -> Result<Command, String> {
    let game = game_option(options)?;
    let mut chosen = Vec::new();
    if let Some(rules) = options.text("rules") {
        chosen.push(("rules".to_owned(), rules));
    }
    if options.flag("tiebreak")? {
        chosen.push(("tiebreak".to_owned(), "on".to_owned()));
    }
    Ok(Command::New {
        game,
        options: chosen,
        turn_hours: options.number("turn-hours", 1, 24 * 14)?,
    })
}

/// `/play actions:"…"`: Palanquée actions (`grow H8; end`) or a Palago
/// turn (`0,1:1 1,1:2`) read at once; any other text goes to the
/// channel's game as typed, which reads it or says why not.
fn play_from_text(text: String) -> Command {
    let lower = text.to_ascii_lowercase();
    if let Ok(draft) = draft_from_text(&lower) {
        return draft;
    }
    match lower.parse::<Turn>() {
        Ok(turn) if lower.contains(':') => Command::PlayTurn { turn, stamp: None },
        _ => Command::Play { text, stamp: None },
    }
}

fn single(action: Action) -> Command {
    Command::Draft {
        actions: vec![action],
        end: false,
        stamp: None,
    }
}

/// The options of one command, consumed as they are read so that unknown
/// ones can be reported.
struct Options {
    command: String,
    pairs: Vec<Given>,
}

/// One option as given: `key` is its name as the code asks for it
/// (lowercase, `_` read as `-`, so `turn_hours` and `turn-hours` are one
/// option); `typed` is the name as the player wrote it, which refusals
/// quote (Discord's `vacation_days`, the local mode's either form).
struct Given {
    key: String,
    typed: String,
    value: String,
}

impl Options {
    fn new(command: &str, pairs: &[(String, String)]) -> Result<Options, String> {
        let mut given: Vec<Given> = Vec::new();
        for (typed, value) in pairs {
            let key = typed.to_ascii_lowercase().replace('_', "-");
            if given.iter().any(|g| g.key == key) {
                return Err(say_with(Message::OptionTwice, &[("key", typed)]));
            }
            let value = value.trim();
            if value.is_empty() {
                let accepted = say(accepted_values(&key));
                return Err(say_with(
                    Message::OptionWithoutValue,
                    &[("key", typed), ("accepted", &accepted)],
                ));
            }
            given.push(Given {
                key,
                typed: typed.clone(),
                value: value.to_string(),
            });
        }
        Ok(Options {
            command: command.to_string(),
            pairs: given,
        })
    }

    /// The option `key` as given, taken out of those left to read.
    fn given(&mut self, key: &str) -> Option<Given> {
        let index = self.pairs.iter().position(|g| g.key == key)?;
        Some(self.pairs.remove(index))
    }

    fn take(&mut self, key: &str) -> Option<String> {
        self.given(key).map(|g| g.value)
    }

    fn text(&mut self, key: &str) -> Option<String> {
        self.take(key).map(|v| v.to_ascii_lowercase())
    }

    /// The value of `key` as typed: a turn in a game's own notation, which
    /// the game reads (and quotes back) itself.
    fn verbatim(&mut self, key: &str) -> Option<String> {
        self.take(key)
    }

    fn cell(&mut self, key: &str) -> Result<Cell, String> {
        let value = self.take(key).ok_or_else(|| {
            say_with(
                Message::NeedsCell,
                &[("command", &self.command), ("key", &key)],
            )
        })?;
        value.parse::<Cell>().map_err(|e| cell_error_text(&e))
    }

    /// Palago's `cell:q,r` and `orientation:k` (a number, or a name of
    /// [`orientation_from_text`]).
    fn placement(&mut self) -> Result<Placement, String> {
        let cell = self
            .take("cell")
            .ok_or_else(|| say_with(Message::NeedsPalagoCell, &[("command", &self.command)]))?;
        let cell = cell
            .parse::<palago::Cell>()
            .map_err(|refusal| palago_refusal_text(&refusal))?;
        let orientation = self
            .take("orientation")
            .ok_or_else(|| say_with(Message::NeedsOrientation, &[("command", &self.command)]))?;
        let orientation =
            orientation_from_text(&orientation).ok_or_else(|| orientation_refusal(&orientation))?;
        Ok(Placement { cell, orientation })
    }

    fn flag(&mut self, key: &str) -> Result<bool, String> {
        let Some(Given { typed, value, .. }) = self.given(key) else {
            return Ok(false);
        };
        match value.to_ascii_lowercase().as_str() {
            "false" | "no" => Ok(false),
            "true" | "yes" => Ok(true),
            _ => Err(say_with(
                Message::TrueOrFalse,
                &[("key", &typed), ("text", &value)],
            )),
        }
    }

    fn number(&mut self, key: &str, min: u32, max: u32) -> Result<Option<u32>, String> {
        let Some(Given { typed, value, .. }) = self.given(key) else {
            return Ok(None);
        };
        value
            .parse::<u32>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .map(Some)
            .ok_or_else(|| {
                let (min, max) = (min.to_string(), max.to_string());
                say_with(
                    Message::WholeNumber,
                    &[
                        ("key", &typed),
                        ("text", &value),
                        ("min", &min),
                        ("max", &max),
                    ],
                )
            })
    }

    fn finish(self) -> Result<(), String> {
        match self.pairs.first() {
            None => Ok(()),
            Some(given) => Err(say_with(
                Message::NoSuchOption,
                &[("command", &self.command), ("key", &given.typed)],
            )),
        }
    }
}

/// A Palago orientation from its number (`0`, `1`, `2`) or its name
/// (`upright`, `leaning-left`, `leaning-right`, with spaces or `-`), as
/// the `/place` menu offers them.
#[must_use]
pub fn orientation_from_text(text: &str) -> Option<Orientation> {
    let word = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    let index = match word.as_str() {
        "0" | "upright" => 0,
        "1" | "leaning-left" => 1,
        "2" | "leaning-right" => 2,
        _ => return None,
    };
    Orientation::from_index(index)
}

/// The refusal of `orientation:TEXT`: for a number, the engine's, as in
/// a typed turn and `palanquee play --game palago` (P4 for a tile turned
/// 60°, 3-5; P13 for other numbers); for a word, the words it takes.
fn orientation_refusal(text: &str) -> String {
    let number = text.trim();
    let digits = number.strip_prefix('-').unwrap_or(number);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return say_with(Message::BadOrientation, &[("text", &text)]);
    }
    match number.parse::<Orientation>() {
        Err(refusal) => palago_refusal_text(&refusal),
        Ok(_) => say_with(Message::BadOrientation, &[("text", &text)]),
    }
}

/// What an option takes, for the refusal of an option given no value.
fn accepted_values(key: &str) -> Message {
    match key {
        "confirm" | "seed" | "tiebreak" => Message::AcceptsTrueOrFalse,
        "game" => Message::AcceptsGame,
        "level" => Message::AcceptsLevel,
        "seat" => Message::AcceptsSeat,
        "orientation" => Message::AcceptsOrientation,
        "rules" => Message::AcceptsRules,
        "turn-hours" => Message::AcceptsTurnHours,
        "round" => Message::AcceptsRound,
        "cell" | "from" | "to" => Message::AcceptsCell,
        "topic" => Message::AcceptsTopic,
        "actions" => Message::AcceptsActions,
        "vacation-days" => Message::AcceptsVacationDays,
        "days" => Message::AcceptsDays,
        _ => Message::AcceptsAnything,
    }
}

/// Splits a command line `/grow cell:H8 seed:true` or
/// `/play actions:"grow H8; move H8 J9"` into its name and options.
pub fn parse_command_line(line: &str) -> Result<Command, String> {
    // Refused whole, so that no reply ever echoes a line break or another
    // invisible character back to the chat.
    if line.chars().any(char::is_control) {
        return Err(say(Message::ControlCharacter));
    }
    let words = split_words(line)?;
    let Some((name, rest)) = words.split_first() else {
        return Err(say(Message::EmptyCommand));
    };
    if !name.starts_with('/') {
        return Err(say_with(Message::NotACommand, &[("name", name)]));
    }
    let mut options = Vec::new();
    for word in rest {
        let (key, value) = word
            .split_once(':')
            .ok_or_else(|| say_with(Message::NotOptionValue, &[("word", word)]))?;
        options.push((key.to_string(), value.to_string()));
    }
    Command::from_options(name, &options)
}

/// Words separated by spaces; double quotes keep spaces inside a word.
fn split_words(line: &str) -> Result<Vec<String>, String> {
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
        return Err(say(Message::QuoteNotClosed));
    }
    if started {
        words.push(current);
    }
    Ok(words)
}
