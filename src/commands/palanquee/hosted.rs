//! Palanquée as the command layer hosts it (see
//! [`HostedGame`](crate::commands::hosted::HostedGame)).

use async_trait::async_trait;

use crate::commands::catalogue::{Message, say_with};
use crate::commands::hosted::{HostedGame, Plan, Progress};
use crate::commands::{Caller, Command, CommandError, Reply, Service};
use crate::store::Tx;
use crate::store::queries::{DeadlineRow, GameRow};

/// Palanquée's side of the command layer.
pub(crate) struct Palanquee;

/// Said of another game's command in a channel playing this game.
const NOT_OURS: Message = Message::TilesArePalagos;

/// The refusal of `command`, another game's, in a channel playing this
/// game: which game it belongs to, and what to use here.
pub(super) fn not_ours(command: &str) -> String {
    say_with(NOT_OURS, &[("command", &command)])
}

/// The one value the registry hands out.
pub(crate) static HOSTED: Palanquee = Palanquee;

#[async_trait]
impl HostedGame for Palanquee {
    fn seats_taken(&self) -> Message {
        Message::PalanqueeSeatsTaken
    }

    fn too_few_players(&self) -> Message {
        Message::PalanqueeTooFew
    }

    fn not_this_games(&self) -> Message {
        NOT_OURS
    }

    fn topic_names(&self) -> Vec<&'static str> {
        super::topic_names()
    }

    async fn rules_topic(
        &self,
        _service: &Service,
        topic: &str,
    ) -> Result<Option<Reply>, CommandError> {
        Ok(super::rules_topic(topic))
    }

    async fn rules_overview(&self, _service: &Service) -> Result<Reply, CommandError> {
        Ok(super::rules_overview())
    }

    async fn run(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        service.run_palanquee(channel, caller, command).await
    }

    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        service.palanquee_status(row, caller).await
    }

    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Reply, CommandError> {
        service.palanquee_opening(tx, row).await
    }

    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        service.palanquee_computer(row, seed, plan).await
    }

    async fn settle_deadline(
        &self,
        service: &Service,
        tx: Tx,
        row: GameRow,
        deadline: DeadlineRow,
        now: i64,
    ) -> Result<Option<Reply>, CommandError> {
        service
            .settle_palanquee_deadline(tx, row, deadline, now)
            .await
    }

    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError> {
        let table = service.table(tx, row).await?;
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
