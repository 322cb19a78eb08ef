//! Palago as the command layer hosts it (see
//! [`HostedGame`](crate::commands::hosted::HostedGame)).

use async_trait::async_trait;

use super::{rules_fr, seat_of};
use crate::commands::catalogue::{Message, say_with};
use crate::commands::hosted::{HostedGame, Plan, Progress};
use crate::commands::language::{self, Language};
use crate::commands::{Caller, Command, CommandError, Reply, Service};
use crate::store::Tx;
use crate::store::queries::{DeadlineRow, GameRow};

/// Palago's side of the command layer.
pub(crate) struct Palago;

/// Said of another game's command in a channel playing this game.
const NOT_OURS: Message = Message::ActionsArePalanquees;

/// The refusal of `command`, another game's, in a channel playing this
/// game: which game it belongs to, and what to use here.
pub(super) fn not_ours(command: &str) -> String {
    say_with(NOT_OURS, &[("command", &command)])
}

/// The one value the registry hands out.
pub(crate) static HOSTED: Palago = Palago;

/// The topic `/rules` shows first in a Palago channel.
const OVERVIEW: &str = "palago";

#[async_trait]
impl HostedGame for Palago {
    fn seats_taken(&self) -> Message {
        Message::PalagoSeatsTaken
    }

    fn too_few_players(&self) -> Message {
        Message::PalagoTooFew
    }

    fn not_this_games(&self) -> Message {
        NOT_OURS
    }

    fn topic_names(&self) -> Vec<&'static str> {
        let topics: &[(&str, &str)] = match language::current() {
            Language::English => &super::PALAGO_TOPICS,
            Language::French => &rules_fr::PALAGO_TOPICS_FR,
        };
        topics.iter().map(|(name, _)| *name).collect()
    }

    async fn rules_topic(
        &self,
        service: &Service,
        topic: &str,
    ) -> Result<Option<Reply>, CommandError> {
        service.palago_rules(topic).await
    }

    async fn rules_overview(&self, service: &Service) -> Result<Reply, CommandError> {
        match service.palago_rules(OVERVIEW).await? {
            Some(reply) => Ok(reply),
            None => Err(CommandError::Task(format!("no `{OVERVIEW}` rules topic"))),
        }
    }

    async fn run(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        service.run_palago(channel, caller, command).await
    }

    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        service.palago_status_of(row, caller).await
    }

    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Reply, CommandError> {
        service.palago_opening(tx, row).await
    }

    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        service.palago_computer(row, seed, plan).await
    }

    async fn settle_deadline(
        &self,
        service: &Service,
        tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        service.settle_palago_deadline(tx, row, deadline, now).await
    }

    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError> {
        let table = service.palago_table(tx, row).await?;
        let seat = seat_of(table.game.to_move());
        let name = table.seats.iter().find(|s| s.seat == seat);
        Ok(Progress {
            round: (table.game.turns().len() / 2 + 1) as u32,
            seat,
            name: name.map(|s| s.name.clone()).unwrap_or_default(),
        })
    }
}
