//! Proposals that every other person still in a game answers (issue 50):
//! ending the game by agreement (`/propose-end`) and taking the last turn
//! back (`/takeback`). One mechanism for both: a proposal is stored with
//! its kind, its proposer and the game's last event when it was made
//! (`store::proposals`); it is posted with Accept and Decline buttons
//! (carrying the proposal's id, so that a click on an older one is
//! refused), or answered with `/propose-end answer:yes|no` and
//! `/takeback answer:yes|no`. One decline closes it and nothing changes;
//! once every other person still in the game accepted, it is carried
//! out. A computer seat still in the game always declines, at once.
//!
//! A proposal lapses when the game moves on (any event after it: a turn
//! published, a claim, a resignation, an expiry): it is not announced
//! then, but an answer to it is refused, saying that it lapsed, and a new
//! proposal may be made. Every announcement goes through the outbox in
//! the transaction of the change.

use super::caller::Caller;
use super::catalogue::{Message, listed, say_with};
use super::computer::is_computer;
use super::error::{CommandError, refuse};
use super::language::Language;
use super::names::shown;
use super::refusal::said;
use super::reply::{Button, Reply};
use super::service::Service;
use super::turn_end::Standing;
use crate::store::Tx;
use crate::store::proposals::{self, ProposalRow};
use crate::store::queries::{self, GameRow, GameStatus, SeatRow};

/// What a proposal asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ProposalKind {
    /// End the game by agreement, with the places its rules give now.
    End,
    /// Take the proposer's last published turn back.
    Takeback,
}

impl ProposalKind {
    /// The kind as stored.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            ProposalKind::End => "end",
            ProposalKind::Takeback => "takeback",
        }
    }

    /// The kind stored as `key`.
    #[must_use]
    pub fn from_key(key: &str) -> Option<ProposalKind> {
        match key {
            "end" => Some(ProposalKind::End),
            "takeback" => Some(ProposalKind::Takeback),
            _ => None,
        }
    }

    /// The command that makes and answers it, as typed in English.
    fn command(self) -> &'static str {
        match self {
            ProposalKind::End => "propose-end",
            ProposalKind::Takeback => "takeback",
        }
    }
}

/// Where a game stands for a proposal, as its rules see it
/// ([`super::service::HostedGame::in_play`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct InPlay {
    /// For each seat, whether it is still in the game (not resigned, not
    /// eliminated): those answer a proposal.
    pub still_in: Vec<bool>,
    /// Each seat's place (0 best) if the game ended by agreement now;
    /// `None` for a game that cannot end so.
    pub agreed: Option<Vec<usize>>,
}

/// An answer: from a button (with the proposal it was made for) or typed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Answer {
    /// Whether the caller accepts.
    pub accept: bool,
    /// The kind typed (`/takeback answer:`), if typed.
    pub kind: Option<ProposalKind>,
    /// The game and proposal the button was made for, if clicked.
    pub button: Option<(i64, i64)>,
}

/// A proposal's game, loaded in a write transaction.
pub(crate) struct Open {
    /// The game.
    pub row: GameRow,
    /// Its seats.
    pub seats: Vec<SeatRow>,
    /// The caller's seat.
    pub seat: i64,
    /// Where it stands.
    pub in_play: InPlay,
}

impl Open {
    /// The name of `seat`, as messages show it.
    pub(crate) fn name(&self, seat: i64) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or_else(|| seat.to_string(), |s| shown(&s.name))
    }

    /// The seats still in the game other than `seat`: (seat, user id).
    fn others(&self, seat: i64) -> Vec<&SeatRow> {
        self.seats
            .iter()
            .filter(|s| s.seat != seat && self.still_in(s.seat))
            .collect()
    }

    /// Whether `seat` is still in the game.
    fn still_in(&self, seat: i64) -> bool {
        usize::try_from(seat)
            .ok()
            .and_then(|seat| self.in_play.still_in.get(seat))
            .copied()
            .unwrap_or(false)
    }
}

impl Service {
    /// `/propose-end` or `/takeback` (`kind`), without an answer: the
    /// caller proposes; with one, they answer the open proposal.
    pub(crate) async fn propose(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        kind: ProposalKind,
        answer: Option<bool>,
    ) -> Result<Vec<Reply>, CommandError> {
        if let Some(accept) = answer {
            let answer = Answer {
                accept,
                kind: Some(kind),
                button: None,
            };
            return self.answer(channel, caller, readers, answer).await;
        }
        let (mut tx, open) = self.open_for_proposal(channel, caller).await?;
        if let Some(existing) = proposals::open_proposal(&mut tx, open.row.id).await? {
            if !lapsed(&mut tx, &existing, &open.row).await? {
                let name = open.name(existing.seat);
                return refuse(said(Message::ProposalAlreadyOpen, &[("name", &name)]));
            }
            proposals::close_proposal(&mut tx, existing.id, "lapsed").await?;
        }
        self.may_propose(&mut tx, &open, kind).await?;
        let name = open.name(open.seat);
        let others = open.others(open.seat);
        if let Some(computer) = others.iter().find(|s| is_computer(&s.user_id)) {
            let message = match kind {
                ProposalKind::End => Message::ComputerDeclinesEnd,
                ProposalKind::Takeback => Message::ComputerDeclinesTakeback,
            };
            let computer = shown(&computer.name);
            let text = say_with(
                readers,
                message,
                &[("name", &name), ("computer", &computer)],
            );
            let reply = Reply::public(readers, text);
            return self
                .outbox()
                .commit_announced(tx, channel, vec![reply])
                .await;
        }
        let at_seq = proposals::last_seq(&mut tx, open.row.id).await?;
        let id = proposals::insert_proposal(
            &mut tx,
            open.row.id,
            (kind.key(), open.seat),
            at_seq,
            self.now(),
        )
        .await?;
        let waiting: Vec<String> = others.iter().map(|s| shown(&s.name)).collect();
        let message = match kind {
            ProposalKind::End => Message::ProposedEnd,
            ProposalKind::Takeback => Message::ProposedTakeback,
        };
        let waiting = listed(readers, &waiting);
        let text = say_with(readers, message, &[("name", &name), ("others", &waiting)]);
        let mut reply = Reply::public(readers, text);
        reply.mentions = others.iter().map(|s| s.user_id.clone()).collect();
        reply.buttons = Button::answers(open.row.id, id);
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// The channel's game in a write transaction for a proposal by
    /// `caller`: refused unless it is being played and the caller is
    /// still in it.
    async fn open_for_proposal(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<(Tx, Open), CommandError> {
        let mut tx = self.store.write().await?;
        let Some(row) = queries::active_game(&mut tx, channel).await? else {
            return refuse(Message::NoGameHere);
        };
        if row.status != GameStatus::Playing {
            return refuse(Message::GameNotStartedYet);
        }
        let seats = queries::seats(&mut tx, row.id).await?;
        let Some(seat) = seats
            .iter()
            .find(|s| s.user_id == caller.id)
            .map(|s| s.seat)
        else {
            return refuse(Message::NoSeat);
        };
        let game = self.games.get(&row.game)?;
        let in_play = game.in_play(self, &mut tx, row.clone()).await?;
        let open = Open {
            row,
            seats,
            seat,
            in_play,
        };
        if !open.still_in(seat) {
            return refuse(Message::NoLongerInGame);
        }
        Ok((tx, open))
    }

    /// Refuses a proposal of `kind` the game does not allow now.
    async fn may_propose(
        &self,
        tx: &mut Tx,
        open: &Open,
        kind: ProposalKind,
    ) -> Result<(), CommandError> {
        match kind {
            ProposalKind::End if open.in_play.agreed.is_none() => {
                let title = self.title_of(&open.row.game);
                refuse(said(Message::NoEndByAgreement, &[("game", &title)]))
            }
            ProposalKind::End => Ok(()),
            ProposalKind::Takeback => self.may_take_back(tx, open).await,
        }
    }

    /// An answer to the channel's open proposal: a decline closes it, the
    /// last acceptance carries it out.
    pub(crate) async fn answer(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        answer: Answer,
    ) -> Result<Vec<Reply>, CommandError> {
        let (mut tx, open) = self.open_for_proposal(channel, caller).await?;
        let proposal = self
            .answered(&mut tx, &open, answer, caller.language)
            .await?;
        if lapsed(&mut tx, &proposal, &open.row).await? {
            proposals::close_proposal(&mut tx, proposal.id, "lapsed").await?;
            tx.commit().await?;
            return refuse(Message::ProposalLapsed);
        }
        if proposal.seat == open.seat {
            return refuse(Message::OwnProposal);
        }
        proposals::answer(&mut tx, proposal.id, open.seat, answer.accept).await?;
        let name = open.name(open.seat);
        if !answer.accept {
            proposals::close_proposal(&mut tx, proposal.id, "declined").await?;
            let text = say_with(readers, Message::ProposalDeclined, &[("name", &name)]);
            let reply = Reply::public(readers, text);
            return self
                .outbox()
                .commit_announced(tx, channel, vec![reply])
                .await;
        }
        let accepted = proposals::accepted_seats(&mut tx, proposal.id).await?;
        let waiting: Vec<String> = open
            .others(proposal.seat)
            .iter()
            .filter(|s| !accepted.contains(&s.seat))
            .map(|s| shown(&s.name))
            .collect();
        if !waiting.is_empty() {
            let reply = Reply::public(readers, accepted_words(readers, &name, &waiting));
            return self
                .outbox()
                .commit_announced(tx, channel, vec![reply])
                .await;
        }
        proposals::close_proposal(&mut tx, proposal.id, "accepted").await?;
        let kind = ProposalKind::from_key(&proposal.kind).unwrap_or(ProposalKind::End);
        self.carry_out(tx, &open, kind, (proposal.seat, readers))
            .await
    }

    /// The open proposal `answer` answers, or the refusal (in `language`,
    /// the caller's, which quotes a command by its names): none open, a
    /// button of another proposal, an answer typed with the other kind's
    /// command.
    async fn answered(
        &self,
        tx: &mut Tx,
        open: &Open,
        answer: Answer,
        language: Language,
    ) -> Result<ProposalRow, CommandError> {
        let proposal = proposals::open_proposal(tx, open.row.id).await?;
        let stale = |proposal: &ProposalRow| match answer.button {
            Some((game, id)) => game != open.row.id || id != proposal.id,
            None => false,
        };
        match proposal {
            None if answer.button.is_some() => refuse(Message::ProposalOutOfDate),
            None => refuse(Message::NoProposal),
            Some(proposal) if stale(&proposal) => refuse(Message::ProposalOutOfDate),
            Some(proposal) => match answer.kind {
                Some(kind) if kind.key() != proposal.kind => {
                    let other = ProposalKind::from_key(&proposal.kind).unwrap_or(kind);
                    let command = self.command_quoted(language, other.command());
                    refuse(said(Message::AnswerWithOther, &[("command", &command)]))
                }
                _ => Ok(proposal),
            },
        }
    }

    /// Carries out the accepted proposal of `kind` made by `seat`, in
    /// `tx`, announced in `readers`' language (the channel's); committed.
    async fn carry_out(
        &self,
        tx: Tx,
        open: &Open,
        kind: ProposalKind,
        (seat, readers): (i64, Language),
    ) -> Result<Vec<Reply>, CommandError> {
        match kind {
            ProposalKind::End => self.end_by_agreement(tx, open, readers).await,
            ProposalKind::Takeback => self.take_back_turn(tx, open, seat, readers).await,
        }
    }

    /// Ends the game of `open` by agreement, with the places its rules
    /// give now, through the one pipeline (ratings, tournament).
    async fn end_by_agreement(
        &self,
        mut tx: Tx,
        open: &Open,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let places = open.in_play.agreed.clone().unwrap_or_default();
        let result = say_with(
            Language::English,
            Message::EndedByAgreement,
            &[("places", &places_in_words(Language::English, open, &places))],
        );
        let standing = Standing::Over {
            places: places.clone(),
            result,
        };
        self.record_change(&mut tx, &open.row, &[], (&standing, true), None)
            .await?;
        let words = places_in_words(readers, open, &places);
        let text = say_with(readers, Message::EndedByAgreement, &[("places", &words)]);
        let mut reply = Reply::public(readers, text);
        reply.mentions = open
            .seats
            .iter()
            .filter(|s| !is_computer(&s.user_id))
            .map(|s| s.user_id.clone())
            .collect();
        self.outbox()
            .commit_announced(tx, &open.row.channel, vec![reply])
            .await
    }
}

/// Whether `proposal` lapsed: the game of `row` moved on since it was
/// made (an event after it), or is no longer played.
async fn lapsed(tx: &mut Tx, proposal: &ProposalRow, row: &GameRow) -> Result<bool, CommandError> {
    if row.status != GameStatus::Playing {
        return Ok(true);
    }
    Ok(proposals::last_seq(tx, row.id).await? != proposal.at_seq)
}

/// The places of the seats of `open` in `language`, best first, equal
/// places together: "1. alice, bob; 3. carol".
fn places_in_words(language: Language, open: &Open, places: &[usize]) -> String {
    let mut order: Vec<usize> = places.to_vec();
    order.sort_unstable();
    order.dedup();
    let lines: Vec<String> = order
        .iter()
        .map(|&place| {
            let names: Vec<String> = places
                .iter()
                .enumerate()
                .filter(|&(_, p)| *p == place)
                .map(|(seat, _)| open.name(seat as i64))
                .collect();
            let rank = 1 + places.iter().filter(|&&p| p < place).count();
            let names = listed(language, &names);
            say_with(
                language,
                Message::AgreedPlace,
                &[("place", &rank), ("names", &names)],
            )
        })
        .collect();
    lines.join("; ")
}

/// The acceptance of `name`, with who is `waiting`, in `language`.
fn accepted_words(language: Language, name: &str, waiting: &[String]) -> String {
    let waiting = listed(language, waiting);
    say_with(
        language,
        Message::ProposalAccepted,
        &[("name", &name), ("waiting", &waiting)],
    )
}
