//! Where a command goes: the commands every game shares run here or in
//! their own file; the others go to the channel's game.

use super::caller::Caller;
use super::catalogue::Message;
use super::command::Command;
use super::computer::is_computer_like;
use super::consent::{Answer, ProposalKind};
use super::error::{CommandError, refuse};
use super::names::clean_name;
use super::reply::Reply;
use super::service::{HostedGame, Service, View};
use super::settings::SettingsChange;
use crate::commands::help;
use crate::commands::language::Language;
use crate::commands::tournament::split_board_channel;
use crate::store::NewGame;
use crate::telemetry::{self, CommandOutcome};
use std::time::Instant;
use tracing::Instrument;

impl Service {
    /// Runs `command` for `caller` in `channel`, answering in the caller's
    /// language. When the channel's announcements are failing, a private
    /// note says why (`/status` says it in its own text). A caller whose
    /// id or name begins with `computer:` is refused: those are the
    /// computer seats' ids ([`is_computer`]), which no person may take.
    ///
    /// Each command runs in a `command` span (server, channel, game,
    /// command, outcome, milliseconds) and is counted and timed by name and
    /// outcome ([`telemetry::command_finished`]).
    pub async fn handle(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        let name =
            command.label(|name| self.games.all().any(|game| game.offers().has_command(name)));
        let span = tracing::info_span!(
            "command",
            server = %caller.server,
            channel,
            game = tracing::field::Empty,
            command = %name,
            outcome = tracing::field::Empty,
            ms = tracing::field::Empty,
        );
        let started = Instant::now();
        let done = self
            .handle_as(channel, caller, command, true)
            .instrument(span.clone())
            .await;
        let took = started.elapsed();
        let outcome = match &done {
            Ok(_) => CommandOutcome::Answered,
            Err(CommandError::Refused(_)) => CommandOutcome::Refused,
            Err(_) => CommandOutcome::Failed,
        };
        span.record("outcome", outcome.label());
        span.record("ms", took.as_millis() as u64);
        span.in_scope(|| tracing::info!("command handled"));
        telemetry::command_finished(name, outcome, took);
        done
    }

    /// [`Service::handle`] for a computer seat's own command.
    pub(crate) async fn act(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        self.handle_as(channel, caller, command, false).await
    }

    /// Runs `command`, for a `person` or a computer seat.
    async fn handle_as(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
        person: bool,
    ) -> Result<Vec<Reply>, CommandError> {
        let Some(name) = clean_name(&caller.name) else {
            return refuse(Message::NameUnprintable);
        };
        if person && (is_computer_like(&caller.id) || is_computer_like(&name)) {
            return refuse(Message::ComputerNameReserved);
        }
        let caller = Caller {
            name,
            ..caller.clone()
        };
        let status = matches!(command, Command::Status);
        let readers = self.readers_of(&caller.server).await?;
        let done = self.run(channel, &caller, readers, command).await;
        // A round ended by this command is paired now, off the lock.
        self.tournaments().pair_due().await;
        let mut replies = done?;
        if !status
            && let Some(problem) = self
                .outbox()
                .channel_problem(channel, caller.language)
                .await?
        {
            replies.push(Reply::private(caller.language, problem));
        }
        Ok(replies)
    }

    /// The commands every game shares (seats, `/abort`, `/help`,
    /// `/rules`, `/start`, `/status`) run here; the others go to the
    /// channel's game: Palanquée's turn flow, or Palago's.
    async fn run(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        match command {
            Command::New {
                game,
                options,
                turn_hours,
            } => {
                // A tournament opens its games' channels; another game
                // there would keep the next event's board from opening.
                if split_board_channel(channel).is_some() {
                    return refuse(Message::TournamentGameNoNew);
                }
                let hosted = match &game {
                    Some(game) => self.games.get(game)?,
                    None => self.games.first(),
                };
                let new = NewGame {
                    game: hosted.kind(),
                    options: hosted
                        .read_options(caller.language, "new", &options)
                        .or_else(refuse)?,
                    turn_hours: turn_hours.map(i64::from),
                };
                self.new_game(channel, caller, readers, new).await
            }
            Command::Join => self.join(channel, caller, readers).await,
            Command::Leave { seat } => self.leave(channel, caller, readers, seat).await,
            Command::AddBot { level } => self.add_bot(channel, caller, readers, level).await,
            Command::Start => self.start(channel, caller, readers).await,
            Command::Abort => self.abort(channel, caller, readers).await,
            Command::Status => self.status(channel, caller).await,
            Command::Rules { topic } => self.rules(channel, caller, topic.as_deref()).await,
            Command::Help => Ok(vec![help::help(caller.language, &self.games)]),
            Command::MyGames => self.my_games(caller).await,
            Command::Rating { user } => self.ratings_of(caller, user).await,
            Command::Leaderboard { game } => self.leaderboard(caller, readers, game).await,
            Command::Vacation { days, end } => self.vacation(caller, days, end).await,
            Command::Notify { dm, hour } => self.notify(caller, dm, hour).await,
            Command::Note { text } => self.note(channel, caller, &text).await,
            Command::Notes => self.notes(channel, caller).await,
            Command::Follow => self.follow(channel, caller).await,
            Command::Unfollow => self.unfollow(channel, caller).await,
            Command::Conditional { line, clear } => {
                self.conditional(channel, caller, line, clear).await
            }
            Command::Settings {
                vacation_days,
                language,
            } => {
                let change = SettingsChange {
                    vacation_days,
                    language,
                };
                self.settings(caller, change).await
            }
            Command::Tournament(command) => {
                self.tournaments()
                    .tournament(channel, caller, readers, command)
                    .await
            }
            Command::Action { ref name, .. } => {
                let name = name.clone();
                self.game_command(channel, caller, readers, &name, command)
                    .await
            }
            Command::Undo { stamp } => {
                let game = played_here(self, channel).await?;
                game.at_table(self).undo(channel, caller, stamp).await
            }
            Command::ProposeEnd { answer } => {
                let kind = ProposalKind::End;
                self.propose(channel, caller, readers, kind, answer).await
            }
            Command::Takeback { answer } => {
                let kind = ProposalKind::Takeback;
                self.propose(channel, caller, readers, kind, answer).await
            }
            Command::Answer { accept, stamp } => {
                let answer = Answer {
                    accept,
                    kind: None,
                    button: Some((stamp.game, stamp.version)),
                };
                self.answer(channel, caller, readers, answer).await
            }
            Command::Board { round } => {
                self.view(channel, View::Board(round), caller, readers)
                    .await
            }
            Command::History => self.view(channel, View::History, caller, readers).await,
            Command::Export { format } => {
                let view = View::Export(format);
                self.view(channel, view, caller, readers).await
            }
            Command::Replay => self.view(channel, View::Replay, caller, readers).await,
            other => {
                let game = played_here(self, channel).await?;
                game.run(self, channel, caller, readers, other).await
            }
        }
    }
}

/// The game `channel` plays ([`Service::channel_game`]), as hosted.
async fn played_here<'s>(
    service: &'s Service,
    channel: &str,
) -> Result<&'s dyn HostedGame, CommandError> {
    service.games.get(&service.channel_game(channel).await?)
}

impl Service {
    /// `view` of the channel's game (its active game, or else its
    /// latest), as that game shows it: in the channel's language
    /// (`readers`) if posted for all, else in the caller's.
    async fn view(
        &self,
        channel: &str,
        view: View,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let game = played_here(self, channel).await?;
        let language = if view.is_public() {
            readers
        } else {
            caller.language
        };
        let mut replies = game.at_table(self).view(channel, view, language).await?;
        if matches!(view, View::Export(_)) {
            self.add_notes(channel, caller, &mut replies).await?;
        }
        Ok(replies)
    }

    /// The caller's private notes on the channel's game, added to the
    /// text record of their `/export` as comment lines.
    async fn add_notes(
        &self,
        channel: &str,
        caller: &Caller,
        replies: &mut [Reply],
    ) -> Result<(), CommandError> {
        let game = self
            .reading(async |tx| self.current_or_latest_row(tx, channel).await)
            .await?
            .id;
        let files = replies.iter_mut().filter_map(|reply| reply.file.as_mut());
        for file in files.filter(|file| file.name.ends_with(".txt")) {
            self.with_notes(game, &caller.id, &mut file.bytes).await?;
        }
        Ok(())
    }
}
