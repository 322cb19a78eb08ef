//! Palago as the command layer hosts it (see
//! [`HostedGame`](crate::commands::service::HostedGame)).

use crate::commands::service::AtTable;
use crate::commands::service::Host;
use async_trait::async_trait;

use super::table::seat_of;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Command;
use crate::commands::consent::InPlay;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::menu::{Offers, RulesPage, Suggestion};
use crate::commands::options::Options as GivenOptions;
use crate::commands::refusal::{Refusal, said};
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::commands::service::{HostedGame, Plan, Progress, TurnHolder, Typed};
use crate::games::GameKind;
use crate::games::palago::Options;
use crate::games::palago::options::KIND;
use crate::games::palago::words::PalagoMessage;
use crate::store::Tx;
use crate::store::queries::GameRow;

/// Palago's side of the command layer.
pub(crate) struct Palago;

/// Said of another game's command in a channel playing this game.
const NOT_OURS: PalagoMessage = PalagoMessage::ActionsArePalanquees;

/// The refusal of `command`, another game's, in a channel playing this
/// game: which game it belongs to, and what to use here.
pub(super) fn not_ours(command: &str) -> Refusal {
    said(NOT_OURS, &[("command", &command)])
}

/// The topic `/rules` shows first in a Palago channel.
const OVERVIEW: &str = "palago";

/// Reads `/new`'s options: `tiebreak:on` for P12's tiebreak (off by
/// default); Palanquée's rules are refused, in `language`.
fn read_options(
    language: Language,
    command: &str,
    given: &[(String, String)],
) -> Result<String, String> {
    if given.iter().any(|(name, _)| name == "rules") {
        return Err(say(language, PalagoMessage::RulesArePalanquees));
    }
    let mut given = GivenOptions::for_game(language, command, given, super::commands::accepts)?;
    let tiebreak = given.flag("tiebreak")?;
    given.finish()?;
    Ok(Options { tiebreak }.options_text())
}

/// The stored `options` in words in `language`, for `/status`.
pub(super) fn options_words(language: Language, options: &str) -> String {
    say(
        language,
        if Options::from_options_text(options).is_ok_and(|o| o.tiebreak) {
            PalagoMessage::OptionsTiebreak
        } else {
            PalagoMessage::OptionsNoTiebreak
        },
    )
}

#[async_trait]
impl HostedGame for Palago {
    fn kind(&self) -> GameKind {
        KIND
    }

    fn conditionals(&self) -> Option<&dyn crate::commands::conditional::Conditionals> {
        Some(self)
    }

    fn title(&self) -> &'static str {
        "Palago"
    }

    fn seats(&self) -> (usize, usize) {
        (2, 2)
    }

    fn seats_in_words(&self, language: Language) -> String {
        say(language, PalagoMessage::Seats)
    }

    fn level_in_words(&self, language: Language, level: crate::ai::Level) -> String {
        let name = format!("palago-level-{level}");
        crate::games::palago::words::RULES
            .text(language, &name, None)
            .unwrap_or_default()
    }

    fn seat_name(&self, language: Language, seat: usize) -> String {
        say(
            language,
            match seat {
                0 => PalagoMessage::WhiteSeat,
                _ => PalagoMessage::BlueSeat,
            },
        )
    }

    fn read_options(
        &self,
        language: Language,
        command: &str,
        given: &[(String, String)],
    ) -> Result<String, String> {
        read_options(language, command, given)
    }

    fn options_in_words(&self, language: Language, options: &str) -> String {
        options_words(language, options)
    }

    fn rules_hint(&self, language: Language, _options: &str) -> String {
        say_with(language, Message::RulesInShort, &[("topic", &KIND)])
    }

    fn seats_taken(&self) -> Refusal {
        PalagoMessage::SeatsTaken.into()
    }

    fn too_few_players(&self) -> Refusal {
        PalagoMessage::TooFew.into()
    }

    fn not_this_games(&self, command: &str) -> Refusal {
        not_ours(command)
    }

    fn offers(&self) -> Offers {
        super::commands::OFFERS
    }

    fn rules_page(&self, _help: &str) -> Option<RulesPage> {
        Some(RulesPage {
            file: "palago.md",
            text: super::rules::palago_rules_page(),
            topics: super::rules::palago_topics(Language::English),
            ruling_prefix: "P",
        })
    }

    async fn suggest(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        typed: &Typed<'_>,
    ) -> Result<Vec<Suggestion>, CommandError> {
        Host::new(service, self)
            .suggest(channel, caller, typed)
            .await
    }

    fn topic_names(&self) -> Vec<&'static str> {
        super::rules::PALAGO_TOPICS.to_vec()
    }

    async fn rules_topic(
        &self,
        service: &Service,
        topic: &str,
        language: Language,
    ) -> Result<Option<Reply>, CommandError> {
        Host::new(service, self).rules(topic, language).await
    }

    async fn rules_overview(
        &self,
        service: &Service,
        language: Language,
    ) -> Result<Reply, CommandError> {
        match Host::new(service, self).rules(OVERVIEW, language).await? {
            Some(reply) => Ok(reply),
            None => Err(CommandError::Task(format!("no `{OVERVIEW}` rules topic"))),
        }
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
        Host::new(service, self)
            .run(channel, caller, readers, command)
            .await
    }

    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        Host::new(service, self).status_of(row, caller).await
    }

    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        Host::new(service, self).opening(tx, row, readers).await
    }

    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        Host::new(service, self).computer(row, seed, plan).await
    }

    async fn turn_holder(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Option<TurnHolder>, CommandError> {
        Host::new(service, self).turn_holder(tx, row, readers).await
    }

    async fn expire(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        _seat: usize,
        _missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        Host::new(service, self).expire(tx, row, readers).await
    }

    /// Both players are in the game while it is played; ended by
    /// agreement, it is drawn (issue 50).
    async fn in_play(
        &self,
        _service: &Service,
        _tx: &mut Tx,
        _row: GameRow,
    ) -> Result<InPlay, CommandError> {
        Ok(InPlay {
            still_in: vec![true, true],
            agreed: Some(vec![0, 0]),
        })
    }

    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError> {
        let table = Host::new(service, self).table(tx, row).await?;
        let seat = seat_of(table.game.to_move());
        let name = table.seats.iter().find(|s| s.seat == seat);
        Ok(Progress {
            round: (table.game.turns().len() / 2 + 1) as u32,
            seat,
            name: name.map(|s| s.name.clone()).unwrap_or_default(),
        })
    }
}
