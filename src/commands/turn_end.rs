//! The one way a change to a game is recorded, for every game: a turn
//! published by its player, a turn ended by its deadline, a seat leaving.
//! The game says what its change was (the events) and where it leaves
//! the game ([`Standing`]); the pipeline appends the events, clears the
//! draft, records the result (its status, the places for ratings and the
//! tournament) or times the turn that began, and moves the version on.

use super::conditional::Dropped;
use super::error::CommandError;
use super::reply::Reply;
use super::service::Service;
use crate::store::Tx;
use crate::store::proposals::{self, ReplacedRow};
use crate::store::queries::{self, GameRow, GameStatus};

/// Where a game stands after a change, as its rules see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Standing {
    /// The game goes on; `turn_passed` when a new turn began (its
    /// deadline starts now), not when the same player goes on.
    GoesOn {
        /// Whether the turn passed to another seat.
        turn_passed: bool,
    },
    /// The game is over.
    Over {
        /// Each seat's place, 0 best (see [`crate::games::rules::Finish::places`]).
        places: Vec<usize>,
        /// The result as the store keeps it: in English.
        result: String,
    },
    /// Only computers are left: the game stops, unrated.
    Abandoned {
        /// Why, as the store keeps it: in English.
        reason: String,
    },
}

/// A turn its player published: who, the events, and where it leaves the
/// game.
pub(crate) struct Published<'a> {
    /// The game.
    pub row: &'a GameRow,
    /// The seat that published it.
    pub seat: i64,
    /// Its events, in order.
    pub events: &'a [(i64, String)],
    /// Where it leaves the game.
    pub standing: Standing,
    /// The deadline of the turn in progress, kept when no turn began.
    pub kept: Option<i64>,
}

impl Service {
    /// Records a change of `row` in `tx`: `events` appended; the mover's
    /// draft cleared when their turn is over (`turn_ended`, or the change
    /// ended the game or passed the turn: a claim out of turn leaves the
    /// mover's draft standing); then by `standing` the result (its status,
    /// no deadline, the places to the ratings and the tournament), the
    /// end without a result, or the deadline of a turn that began; and a
    /// new version. The deadline of the turn in progress: a new one, or
    /// `kept`.
    pub(crate) async fn record_change(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        events: &[(i64, String)],
        (standing, turn_ended): (&Standing, bool),
        kept: Option<i64>,
    ) -> Result<Option<i64>, CommandError> {
        let (id, now) = (row.id, self.now());
        queries::append_events(tx, id, events, now).await?;
        let mover_goes_on = *standing == Standing::GoesOn { turn_passed: false };
        if turn_ended || !mover_goes_on {
            queries::clear_draft(tx, id).await?;
        }
        let deadline = match standing {
            Standing::Over { places, result } => {
                self.drop_queues(tx, row, Dropped::Over).await?;
                queries::set_status(tx, id, GameStatus::Finished, Some(result)).await?;
                queries::clear_deadline(tx, id).await?;
                self.tournaments().game_finished(tx, row, places).await?;
                None
            }
            Standing::Abandoned { reason } => {
                self.drop_queues(tx, row, Dropped::Over).await?;
                queries::set_status(tx, id, GameStatus::Aborted, Some(reason)).await?;
                queries::clear_deadline(tx, id).await?;
                None
            }
            Standing::GoesOn { turn_passed: true } => match row.turn_hours {
                Some(hours) => Some(self.set_turn_deadline(tx, id, hours, now).await?),
                None => None,
            },
            Standing::GoesOn { turn_passed: false } => kept,
        };
        queries::bump_version(tx, id).await?;
        Ok(deadline)
    }

    /// Publishes a turn in `tx`, the one way for every game: the turn
    /// recorded and announced ([`Service::publish_in`]), then the
    /// opponent's queued reply it calls for, if any
    /// ([`Service::answer_queued`]), all kept in the outbox in the same
    /// transaction, committed.
    pub(crate) async fn publish(
        &self,
        mut tx: Tx,
        turn: Published<'_>,
        announce: impl AsyncFnOnce(Option<i64>) -> Result<Reply, CommandError>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (game, channel) = (turn.row.id, turn.row.channel.clone());
        let reply = self.publish_in(&mut tx, turn, announce).await?;
        self.announce_published(tx, game, &channel, reply).await
    }

    /// Records a published turn in `tx`: what it replaces (the deadline of
    /// the turn it ends, the player's missed deadlines) is kept for a
    /// takeback (`/takeback`); the player kept their turn, so their missed
    /// deadlines start again from 0; the change is recorded
    /// ([`Service::record_change`]); `announce` words the announcement,
    /// given the deadline of the turn in progress, which is returned (not
    /// yet kept in the outbox).
    pub(crate) async fn publish_in(
        &self,
        tx: &mut Tx,
        turn: Published<'_>,
        announce: impl AsyncFnOnce(Option<i64>) -> Result<Reply, CommandError>,
    ) -> Result<Reply, CommandError> {
        let row = turn.row;
        let replaced = replaced_by(tx, row.id, turn.seat, turn.events.len()).await?;
        queries::set_missed_deadlines(tx, row.id, turn.seat, 0).await?;
        let deadline = self
            .record_change(tx, row, turn.events, (&turn.standing, true), turn.kept)
            .await?;
        proposals::record_replaced(tx, row.id, &replaced).await?;
        announce(deadline).await
    }

    /// Keeps `reply`, the announcement of a turn just published in game
    /// `game` of `channel`, in the outbox with the queued replies it
    /// fired, and commits `tx`.
    pub(crate) async fn announce_published(
        &self,
        mut tx: Tx,
        game: i64,
        channel: &str,
        reply: Reply,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut replies = vec![reply];
        self.answer_queued(&mut tx, game, &mut replies).await?;
        self.outbox().commit_announced(tx, channel, replies).await
    }
}

/// What publishing `count` events of `seat` in `game` replaces, read in
/// `tx` before it: the events it will number, the seat's missed
/// deadlines and the deadline of the turn it ends.
async fn replaced_by(
    tx: &mut Tx,
    game: i64,
    seat: i64,
    count: usize,
) -> Result<ReplacedRow, CommandError> {
    let last = proposals::last_seq(tx, game).await?;
    let seats = queries::seats(tx, game).await?;
    let missed = seats
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.missed_deadlines);
    Ok(ReplacedRow {
        first_seq: last + 1,
        last_seq: last + count as i64,
        seat,
        missed,
        deadline: queries::deadline(tx, game).await?,
    })
}
