//! The local front end: `palanquee local` reads lines `@NAME /command
//! option:value …` from the terminal or a pipe, runs them as user NAME in
//! one local channel through the same command layer and store as Discord,
//! prints every reply, and writes pictures and exports to a folder: each
//! player's draft preview to one file rewritten each time, published
//! pictures and exports to numbered files kept (`pictures.rs`).
//!
//! Commands and options may be typed by their names in the players'
//! language (`--lang de`: `/urlaub tage:3`, `/turnier neu format:swiss`),
//! the names their replies quote, as well as by the registered (English)
//! ones.
//!
//! A line is read as bytes (`input.rs`): one that is not UTF-8 is refused
//! alone. Everything printed goes through `terminal.rs`, which shows
//! control characters from input as visible text. A picture that cannot
//! be written is reported in its reply; the command stands. Instants,
//! written in Discord's markup by the command layer, are printed as UTC
//! dates or "in 3 h" (`timestamps.rs`).
//!
//! A tournament's games are played in channels of their own under the
//! local channel (`local/r2-b3`): a line `@NAME #r2-b3 /command …` runs
//! there, and their announcements are printed with the rest, each under
//! its channel's name.
//!
//! Deadlines are checked before each line, so an expired turn is
//! published as soon as anyone types. Announcements are printed and then
//! marked delivered in the outbox; any left unprinted (the program was
//! stopped in between) are printed the next time round.

use std::io::Write;
use std::path::PathBuf;

use tokio::io::AsyncBufRead;

use crate::commands::catalogue::{Message, listed, say, say_with};
use crate::commands::parse::{Names, parse_command_line_in};
use crate::commands::{Caller, CommandError, Language, Reply, Service};

mod input;
mod pictures;
mod terminal;
mod timestamps;

use input::{LINE_LIMIT, Line, Lines};
use pictures::Pictures;
use terminal::Terminal;
use timestamps::in_words;

/// Where the local game lives.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    /// The channel name games are kept under.
    pub channel: String,
    /// Where pictures and exports are written.
    pub boards: PathBuf,
    /// The language the players read (`--lang`).
    pub language: Language,
}

/// Reads commands from `input` until it ends, printing replies to `out`.
/// Only a failure to read `input` or to print ends it early: a line that
/// cannot be read as a command is answered and skipped, and a picture
/// that cannot be written is reported in its reply.
pub async fn run(
    service: &Service,
    options: &LocalOptions,
    input: impl AsyncBufRead + Unpin,
    out: &mut impl Write,
) -> std::io::Result<()> {
    run_until(service, options, input, out, std::future::pending()).await
}

/// [`run`], until `stop` resolves too (a signal): the line being played
/// is finished first, then the session ends as if the input had.
pub async fn run_until(
    service: &Service,
    options: &LocalOptions,
    input: impl AsyncBufRead + Unpin,
    out: &mut impl Write,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    // The players around the terminal read everything in their language,
    // what the channel reads included.
    let service = service.clone().with_default_readers(options.language);
    session(&service, options, input, out, stop).await
}

/// [`run_until`], on a service whose channels read the players' language.
async fn session(
    service: &Service,
    options: &LocalOptions,
    input: impl AsyncBufRead + Unpin,
    out: &mut impl Write,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let mut terminal = Terminal::new(out, || service.now(), options.language);
    // The players read the commands by their language's names (`/urlaub
    // tage:3`): they may type them so, as well as by the registered ones.
    let names = match options.language {
        Language::English => Names::default(),
        language => Names::of(&service.menu(), language),
    };
    let mut session = Session {
        service,
        options,
        pictures: Pictures::new(&options.boards, &options.channel),
        names,
    };
    let language = options.language;
    terminal.say(&welcome(language, service, &options.channel))?;
    if let Err(error) = session.pictures.prepare() {
        terminal.say(&say_with(
            language,
            Message::LocalPicturesNotWritten,
            &[("error", &error)],
        ))?;
    }
    session.tick(&mut terminal).await?;
    let mut lines = Lines::new(input);
    let mut stop = std::pin::pin!(stop);
    loop {
        let line = tokio::select! {
            line = lines.next() => line?,
            () = &mut stop => None,
        };
        let Some(line) = line else { break };
        match line {
            Line::Text(line) => {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                session.tick(&mut terminal).await?;
                session.line(line, &mut terminal).await?;
                session.computers(&mut terminal).await?;
            }
            Line::NotUtf8(number) => {
                let args = [("number", &number as &dyn std::fmt::Display)];
                terminal.say(&say_with(language, Message::LocalNotUtf8, &args))?;
            }
            Line::TooLong(number) => terminal.say(&say_with(
                language,
                Message::LocalTooLong,
                &[("number", &number), ("limit", &LINE_LIMIT)],
            ))?,
        }
        terminal.flush()?;
    }
    Ok(())
}

struct Session<'a> {
    service: &'a Service,
    options: &'a LocalOptions,
    pictures: Pictures,
    /// The commands' and options' names in the players' language.
    names: Names,
}

impl Session<'_> {
    /// The language the players read (`--lang`).
    fn language(&self) -> Language {
        self.options.language
    }

    /// Settles due deadlines, then prints whatever this channel's outbox
    /// still holds.
    async fn tick<W: Write>(&mut self, out: &mut Terminal<'_, W>) -> std::io::Result<()> {
        if let Err(error) = self.service.tick().await {
            stop_if_fatal(&error)?;
            tracing::error!(%error, "deadline check failed");
            out.say(&say(self.language(), Message::LocalDeadlineCheckFailed))?;
        }
        self.print_outbox(out).await
    }

    /// Plays the turns of the computers that the last line made due (this
    /// channel's, and its tournament games'), and prints them.
    async fn computers<W: Write>(&mut self, out: &mut Terminal<'_, W>) -> std::io::Result<()> {
        if let Err(error) = self.service.all_computer_turns().await {
            stop_if_fatal(&error)?;
            tracing::error!(%error, "a computer turn failed");
            out.say(&say(self.language(), Message::LocalComputerFailed))?;
        }
        self.print_outbox(out).await
    }

    /// Prints whatever this channel's outbox still holds.
    async fn print_outbox<W: Write>(&mut self, out: &mut Terminal<'_, W>) -> std::io::Result<()> {
        match self
            .service
            .outbox()
            .undelivered_under(&self.options.channel)
            .await
        {
            Ok(posts) => {
                for post in posts {
                    let channel = post.channel.clone();
                    self.show(&Reply::from(post), &channel, None, out).await?;
                }
            }
            Err(error) => {
                stop_if_fatal(&error)?;
                tracing::error!(%error, "cannot read the outbox");
            }
        }
        Ok(())
    }

    /// Prints `reply`, then marks its announcement delivered.
    async fn show<W: Write>(
        &mut self,
        reply: &Reply,
        channel: &str,
        caller: Option<&str>,
        out: &mut Terminal<'_, W>,
    ) -> std::io::Result<()> {
        self.print(reply, channel, caller, out)?;
        out.flush()?;
        if let Some(id) = reply.post
            && let Err(error) = self.service.outbox().delivered(id, "printed").await
        {
            tracing::error!(%error, "cannot mark an announcement printed");
        }
        Ok(())
    }

    /// Runs one line `@NAME [#BOARD] /command option:value …` as user
    /// NAME, in the local channel or in its channel `BOARD` (a
    /// tournament's game, `#r2-b3`).
    async fn line<W: Write>(
        &mut self,
        line: &str,
        out: &mut Terminal<'_, W>,
    ) -> std::io::Result<()> {
        let Some((name, rest)) = line
            .strip_prefix('@')
            .and_then(|l| l.split_once(char::is_whitespace))
        else {
            return out.say(&say(self.language(), Message::LocalLineForm));
        };
        if name.trim().is_empty() {
            return out.say(&say(self.language(), Message::LocalNeedsName));
        }
        let (channel, rest) = match rest.trim_start().strip_prefix('#') {
            Some(board) => {
                let (board, rest) = board.split_once(char::is_whitespace).unwrap_or((board, ""));
                (format!("{}/{board}", self.options.channel), rest)
            }
            None => (self.options.channel.clone(), rest),
        };
        if let Some(word) = rest.split_whitespace().next()
            && word.starts_with("//")
        {
            let args = [("word", &word as &dyn std::fmt::Display)];
            let refusal = say_with(self.language(), Message::LocalDoubleSlash, &args);
            return out.say(&format!("[only {name}] {refusal}"));
        }
        let caller = Caller {
            id: name.to_string(),
            name: name.to_string(),
            moderator: false,
            server_admin: false,
            server: String::new(),
            language: self.options.language,
        };
        let command = match parse_command_line_in(caller.language, rest, &self.names) {
            Ok(command) => command,
            Err(message) => return out.say(&format!("[only {name}] {message}")),
        };
        match self.service.handle(&channel, &caller, command).await {
            Ok(replies) => {
                for reply in &replies {
                    self.show(reply, &channel, Some(name), out).await?;
                }
            }
            Err(CommandError::Refused(refusal)) => {
                let words = refusal.words(caller.language);
                out.say(&format!("[only {name}] {words}"))?;
            }
            Err(error) if error.needs_restart() => return Err(std::io::Error::other(error)),
            Err(error) => {
                tracing::error!(%error, "command failed");
                let apology = say(caller.language, error.apology());
                out.say(&format!("[only {name}] {apology}"))?;
            }
        }
        Ok(())
    }

    /// Prints `reply` (to `caller` when private), and writes its file: a
    /// private picture is rewritten in one file per kind and caller (a
    /// board is their draft preview); other files are kept.
    fn print<W: Write>(
        &mut self,
        reply: &Reply,
        channel: &str,
        caller: Option<&str>,
        out: &mut Terminal<'_, W>,
    ) -> std::io::Result<()> {
        let audience = match (reply.is_private(), caller) {
            (true, Some(name)) => format!("[only {name}]"),
            _ => format!("[#{channel}]"),
        };
        let mentions: String = reply.mentions.iter().map(|m| format!("@{m} ")).collect();
        out.say(&format!("{audience} {mentions}{}", reply.text))?;
        if let Some(due) = reply.deadline {
            let when = in_words(self.language(), due - self.service.now());
            let args = [("when", &when as &dyn std::fmt::Display)];
            out.say(&say_with(self.language(), Message::LocalTurnEnds, &args))?;
        }
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| b.label(reply.language))
                .collect();
            let labels = labels.join(" · ");
            let args = [("labels", &labels as &dyn std::fmt::Display)];
            out.say(&say_with(self.language(), Message::LocalButtons, &args))?;
        }
        if let Some(file) = &reply.file {
            let picture = file.name.ends_with(".png");
            let written = match caller {
                Some(name) if picture && reply.is_private() => {
                    self.pictures.private(name, &file.name, &file.bytes)
                }
                _ => self.pictures.keep(&file.name, &file.bytes),
            };
            match written {
                Ok(path) => {
                    let args = [("path", &path.display() as &dyn std::fmt::Display)];
                    out.say(&say_with(self.language(), Message::LocalFile, &args))?;
                }
                Err(error) => {
                    let message = if picture {
                        Message::LocalPictureNotWritten
                    } else {
                        Message::LocalFileNotWritten
                    };
                    let args = [("error", &error as &dyn std::fmt::Display)];
                    out.say(&say_with(self.language(), message, &args))?;
                }
            }
        }
        Ok(())
    }
}

/// The first line, in `language`: the games hosted, the channel, and how
/// to open a game.
fn welcome(language: Language, service: &Service, channel: &str) -> String {
    let keys = service.game_keys();
    let titles: Vec<String> = keys.iter().map(|key| service.title_of(key)).collect();
    let first = titles.first().cloned().unwrap_or_default();
    let other = keys.get(1).or(keys.first()).map_or("", |key| key.key());
    say_with(
        language,
        Message::LocalWelcome,
        &[
            ("games", &listed(language, &titles)),
            ("channel", &channel),
            ("first", &first),
            ("other", &other),
        ],
    )
}

/// Ends the session with `error` when nothing more can be saved (the
/// database file was deleted or replaced): carrying on would only fail.
fn stop_if_fatal(error: &crate::commands::CommandError) -> std::io::Result<()> {
    if error.needs_restart() {
        return Err(std::io::Error::other(error.to_string()));
    }
    Ok(())
}
