//! Palanquée as the command layer hosts it (see
//! [`HostedGame`](crate::commands::service::HostedGame)).

use crate::commands::service::AtTable;
use crate::commands::service::Host;
use async_trait::async_trait;

use crate::commands::caller::Caller;
use crate::commands::catalogue::{say, say_with};
use crate::commands::command::Command;
use crate::commands::consent::InPlay;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::menu::{Offers, RulesPage, Suggestion};
use crate::commands::options::Options;
use crate::commands::refusal::{Refusal, said};
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::commands::service::{HostedGame, Plan, Progress, TurnHolder, Typed};
use crate::games::GameKind;
use crate::games::palanquee::Rules;
use crate::games::palanquee::options::KIND;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::picture::RenderError;
use crate::store::Tx;
use crate::store::queries::GameRow;

/// Palanquée's side of the command layer, and what it keeps between
/// commands: the recently replayed games.
#[derive(Default)]
pub(crate) struct Palanquee {
    /// Games replayed lately, so that a command replays only the events
    /// appended since.
    pub(super) replayed: std::sync::Mutex<super::table::Replayed>,
}

/// Said of another game's command in a channel playing this game.
const NOT_OURS: PalanqueeMessage = PalanqueeMessage::TilesArePalagos;

/// The refusal of `command`, another game's, in a channel playing this
/// game: which game it belongs to, and what to use here.
pub(super) fn not_ours(command: &str) -> Refusal {
    said(NOT_OURS, &[("command", &command)])
}

/// Reads `/new`'s options: `rules:basic` (the default) or
/// `rules:advanced` (R30-R36); Palago's tiebreak is refused, in
/// `language` (the caller's).
fn read_options(
    language: Language,
    command: &str,
    given: &[(String, String)],
) -> Result<String, String> {
    if given.iter().any(|(name, _)| name == "tiebreak") {
        return Err(say(language, PalanqueeMessage::TiebreakIsPalagos));
    }
    let mut given = Options::for_game(language, command, given, super::commands::accepts)?;
    let rules = match given.text("rules") {
        None => Rules::Basic,
        Some(text) => text.parse().map_err(|_| {
            say_with(
                language,
                PalanqueeMessage::BadRulesOption,
                &[("text", &text)],
            )
        })?,
    };
    given.finish()?;
    Ok(rules.options_text())
}

/// The stored `options` in words in `language`, for `/status`.
pub(super) fn options_words(language: Language, options: &str) -> String {
    say(
        language,
        if Rules::from_options_text(options).is_ok_and(Rules::is_advanced) {
            PalanqueeMessage::OptionsAdvanced
        } else {
            PalanqueeMessage::OptionsBasic
        },
    )
}

#[async_trait]
impl HostedGame for Palanquee {
    fn kind(&self) -> GameKind {
        KIND
    }

    fn conditionals(&self) -> Option<&dyn crate::commands::conditional::Conditionals> {
        Some(self)
    }

    fn title(&self) -> &'static str {
        "Palanquée"
    }

    fn seats(&self) -> (usize, usize) {
        (2, 5)
    }

    fn seats_in_words(&self, language: Language) -> String {
        say(language, PalanqueeMessage::Seats)
    }

    fn level_in_words(&self, language: Language, level: crate::ai::Level) -> String {
        let name = format!("level-{level}");
        crate::games::palanquee::words::RULES
            .text(language, &name, None)
            .unwrap_or_default()
    }

    /// A letter, the same in every language.
    fn seat_name(&self, _language: Language, seat: usize) -> String {
        u8::try_from(seat)
            .ok()
            .filter(|&s| s < 5)
            .map_or('?', |s| char::from(b'a' + s))
            .to_string()
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

    fn rules_hint(&self, language: Language, options: &str) -> String {
        if Rules::from_options_text(options).is_ok_and(Rules::is_advanced) {
            say(language, PalanqueeMessage::AdvancedRulesHint)
        } else {
            String::new()
        }
    }

    fn prepare_pictures(&self) -> Result<(), RenderError> {
        crate::games::palanquee::picture::prepare()
    }

    fn seats_taken(&self) -> Refusal {
        PalanqueeMessage::SeatsTaken.into()
    }

    fn too_few_players(&self) -> Refusal {
        PalanqueeMessage::TooFew.into()
    }

    fn not_this_games(&self, command: &str) -> Refusal {
        not_ours(command)
    }

    fn offers(&self) -> Offers {
        super::commands::OFFERS
    }

    fn rules_page(&self, help: &str) -> Option<RulesPage> {
        Some(RulesPage {
            file: "rules.md",
            text: super::rules_text::rules_page(help),
            topics: super::rules_text::topics(Language::English),
            ruling_prefix: "R",
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
        super::rules_text::topic_names()
    }

    async fn rules_topic(
        &self,
        _service: &Service,
        topic: &str,
        language: Language,
    ) -> Result<Option<Reply>, CommandError> {
        Ok(super::rules_text::rules_topic(topic, language))
    }

    async fn rules_overview(
        &self,
        _service: &Service,
        language: Language,
    ) -> Result<Reply, CommandError> {
        Ok(super::rules_text::rules_overview(language))
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
        Host::new(service, self).status(row, caller).await
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
        missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        Host::new(service, self)
            .expire(tx, row, missed, readers)
            .await
    }

    async fn in_play(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<InPlay, CommandError> {
        Host::new(service, self).in_play(tx, row).await
    }

    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError> {
        let table = Host::new(service, self).table(tx, row).await?;
        let seat = table.committed.to_move().index();
        Ok(Progress {
            round: table.committed.position().round(),
            seat: seat as i64,
            name: table
                .seats
                .get(seat)
                .map(|s| s.name.clone())
                .unwrap_or_default(),
        })
    }
}
