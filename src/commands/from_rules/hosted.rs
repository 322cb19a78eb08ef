//! [`RulesGame`]: a [`GameRules`] game as the command layer hosts it (see
//! [`HostedGame`]).

use std::sync::Arc;

use async_trait::async_trait;

use super::table::{RESIGN, TIMEOUT};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Command;
use crate::commands::consent::InPlay;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::refusal::{Refusal, said};
use crate::commands::reply::Reply;
use crate::commands::service::AtTable;
use crate::commands::service::{Host, Service};
use crate::commands::service::{HostedGame, Plan, Progress, TurnHolder};
use crate::games::GameKind;
use crate::games::rules::{Finish, GameRules};
use crate::store::Tx;
use crate::store::queries::GameRow;

/// The command layer's side of the game of `rules`.
pub(crate) struct RulesGame<G> {
    /// Shared with the threads that draw its pictures.
    pub(super) rules: Arc<G>,
}

impl<G: GameRules> RulesGame<G> {
    /// Hosts the game of `rules`.
    pub(crate) fn new(rules: G) -> RulesGame<G> {
        RulesGame {
            rules: Arc::new(rules),
        }
    }

    /// The game's commands: drafting moves, ending the turn, resigning;
    /// posts in `readers`' language.
    async fn run_command(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        match command {
            Command::Play { text, stamp } => {
                self.play(service, channel, (caller, readers), &text, stamp)
                    .await
            }
            Command::End { stamp, .. } => self.end(service, channel, caller, readers, stamp).await,
            Command::Resign => self.resign(service, channel, caller, readers).await,
            other => refuse(self.not_this_games(&quoted(service, caller.language, &other))),
        }
    }
}

/// The command of another game as a player reading `language` would
/// recognise it.
fn quoted(service: &Service, language: Language, command: &Command) -> String {
    match command {
        Command::Action { name, .. } => service.command_quoted(language, name),
        _ => say(language, Message::ThisCommand),
    }
}

#[async_trait]
impl<G: GameRules> HostedGame for RulesGame<G> {
    fn kind(&self) -> GameKind {
        GameKind::new(self.rules.key())
    }

    fn title(&self) -> &'static str {
        self.rules.title()
    }

    fn seats(&self) -> (usize, usize) {
        self.rules.seats()
    }

    fn seats_in_words(&self, language: Language) -> String {
        match self.rules.seats() {
            (fewest, most) if fewest == most => {
                say_with(language, Message::SomePlayers, &[("n", &most)])
            }
            (fewest, most) => say_with(
                language,
                Message::PlayersBetween,
                &[("fewest", &fewest), ("most", &most)],
            ),
        }
    }

    /// A rules game names its seats in its own words, in every language.
    fn seat_name(&self, _language: Language, seat: usize) -> String {
        self.rules.seat_name(seat)
    }

    /// A rules game says how its levels play in its own words.
    fn level_in_words(&self, _language: Language, level: crate::ai::Level) -> String {
        self.rules.level_in_words(level)
    }

    /// A rules game refuses its options in its own words.
    fn read_options(
        &self,
        _language: Language,
        _command: &str,
        given: &[(String, String)],
    ) -> Result<String, String> {
        let text: Vec<String> = given.iter().map(|(k, v)| format!("{k}:{v}")).collect();
        self.rules.read_options(&text.join(" "))
    }

    fn options_in_words(&self, _language: Language, options: &str) -> String {
        self.rules.options_in_words(options)
    }

    fn rules_hint(&self, language: Language, _options: &str) -> String {
        say_with(
            language,
            Message::RulesInShort,
            &[("topic", &self.rules.key())],
        )
    }

    fn seats_taken(&self) -> Refusal {
        Message::SeatsTaken.into()
    }

    fn too_few_players(&self) -> Refusal {
        Message::TooFewPlayers.into()
    }

    fn not_this_games(&self, command: &str) -> Refusal {
        said(
            Message::NotThisGamesPlay,
            &[("game", &self.rules.title()), ("command", &command)],
        )
    }

    fn topic_names(&self) -> Vec<&'static str> {
        vec![self.rules.key()]
    }

    async fn rules_topic(
        &self,
        _service: &Service,
        topic: &str,
        language: Language,
    ) -> Result<Option<Reply>, CommandError> {
        let asked = topic.trim().eq_ignore_ascii_case(self.rules.key());
        Ok(asked.then(|| self.rules_reply(language)))
    }

    async fn rules_overview(
        &self,
        _service: &Service,
        language: Language,
    ) -> Result<Reply, CommandError> {
        Ok(self.rules_reply(language))
    }

    fn at_table<'a>(&'a self, service: &'a Service) -> Box<dyn AtTable + 'a> {
        Box::new(Host::new(service, self))
    }

    async fn run(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        self.run_command(service, channel, caller, readers, command)
            .await
    }

    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        let table = service
            .reading(async |tx| self.table(tx, row).await)
            .await?;
        self.status_of(service, &table, caller).await
    }

    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let table = self.table(tx, row).await?;
        self.opening_post(service, &table, readers).await
    }

    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        self.computer(service, row, seed, plan).await
    }

    async fn turn_holder(
        &self,
        _service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Option<TurnHolder>, CommandError> {
        let table = self.table(tx, row).await?;
        Ok(self.rules.to_move(&table.state).map(|mover| TurnHolder {
            seat: mover,
            user: table.user_id(mover),
            computer: table.is_computer(mover),
            reminder: say_with(
                readers,
                Message::GameReminder,
                &[
                    ("mention", &table.player(mover)),
                    ("title", &self.rules.title()),
                ],
            ),
        }))
    }

    async fn expire(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        seat: usize,
        _missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let table = self.table(tx, row).await?;
        let name = table.player(seat);
        let headline = say_with(readers, Message::TimeIsUpFor, &[("name", &name)]);
        self.leave(service, tx, table, seat, TIMEOUT, (readers, headline))
            .await
    }

    /// The seats that neither resigned nor ran out of time are in the
    /// game; ended by agreement, it is drawn among them (issue 50).
    async fn in_play(
        &self,
        _service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<InPlay, CommandError> {
        let table = self.table(tx, row).await?;
        let left = |seat: usize| {
            table
                .events
                .iter()
                .any(|e| e.seat == seat as i64 && matches!(e.action.as_str(), RESIGN | TIMEOUT))
        };
        let seats = table.seats.len();
        Ok(InPlay {
            still_in: (0..seats).map(|seat| !left(seat)).collect(),
            agreed: Some(Finish::Drawn.places(seats, left)),
        })
    }

    async fn progress(
        &self,
        _service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError> {
        let table = self.table(tx, row).await?;
        let seat = self.rules.to_move(&table.state).unwrap_or_default();
        Ok(Progress {
            round: table.turns().len() as u32 + 1,
            seat: seat as i64,
            name: table.name(seat),
        })
    }
}

impl<G: GameRules> RulesGame<G> {
    /// `/rules` of this game: its own text (a rules game's words are its
    /// own, in every language).
    fn rules_reply(&self, language: Language) -> Reply {
        Reply::private(
            language,
            format!("**{}**\n{}", self.rules.title(), self.rules.rules_text()),
        )
    }
}
