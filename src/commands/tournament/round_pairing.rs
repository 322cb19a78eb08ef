//! A round is paired without holding the store's write lock and off the
//! async threads: the Dutch system may take seconds for a large field,
//! and neither other games' commands (which wait on the lock) nor the
//! bot's other work (which shares the async threads) may wait on it.
//!
//! The transaction that records a round's last result only notes that
//! the event is due ([`Service::pairing_due`]); once the command is done,
//! [`Service::pair_due`] reads the event, pairs its next round on a
//! blocking thread, then writes it in a short transaction, provided the
//! event is still as it was read (else it reads and pairs again). A round
//! left unpaired by a crash in between is paired by the next tick
//! ([`Service::advance_tournaments`]).

use super::Tournaments;
use std::collections::BTreeSet;

use super::rounds::Announce;
use crate::commands::error::CommandError;
use crate::store::tournaments::{self, TournamentRow, TournamentStatus};
use crate::tournament::event::{Event, EventRound};

/// At most this many passes over one event in one call: each pairs a
/// round (a round-robin round of forfeits only is over at once) or finds
/// the event changed while pairing.
const MAX_PASSES: usize = 64;

/// The events whose next round waits to be paired once the transaction
/// that ended the last one has committed: the service's, shared by its
/// clones.
#[derive(Default)]
pub(crate) struct PairingsDue(std::sync::Mutex<BTreeSet<i64>>);

/// A round paired off the lock: the round, or why none keeps the rules.
pub(super) type Paired = Result<EventRound, String>;

impl Tournaments<'_> {
    /// Notes that event `id` has a round to pair (or is over), for
    /// [`Service::pair_due`] after the commit.
    pub(super) fn pairing_due(&self, id: i64) {
        // A lock poisoned by a panic elsewhere: the next tick pairs it.
        if let Ok(mut due) = self.service.pairings_due.0.lock() {
            due.insert(id);
        }
    }

    /// Pairs the rounds noted due by the work just done; a failure is
    /// logged and left to the next tick.
    pub(crate) async fn pair_due(&self) {
        let due = match self.service.pairings_due.0.lock() {
            Ok(mut due) => std::mem::take(&mut *due),
            Err(_) => BTreeSet::new(),
        };
        for id in due {
            if let Err(error) = self.advance_event(id).await {
                tracing::error!(%error, event = id, "the next round was not paired; the next tick tries again");
            }
        }
    }

    /// Pairs event `id`'s next rounds while its last is over, or ends
    /// it when no round is left, each round paired off the lock.
    pub(crate) async fn advance_event(&self, id: i64) -> Result<(), CommandError> {
        for _ in 0..MAX_PASSES {
            let read = self
                .service
                .reading(async |tx| event_of(tx, id).await)
                .await?;
            let Some((_, event)) = read.filter(|(row, event)| due(row, event)) else {
                return Ok(());
            };
            let paired = if event.finished() {
                None
            } else {
                Some(pair_off_lock(&event).await?)
            };
            let mut tx = self.service.store.write().await?;
            let Some((row, mut now)) = event_of(&mut tx, id).await? else {
                return Ok(());
            };
            if row.status != TournamentStatus::Running || now != event {
                // Changed while pairing (a result, a withdrawal, another
                // process's round): read it again.
                continue;
            }
            // No one asked: the event's channel reads its server's language.
            let readers = self
                .service
                .readers_language(&mut tx, &row.new.server)
                .await?;
            match paired {
                None => {
                    self.finish_event(&mut tx, &row, &now, None, readers)
                        .await?;
                }
                Some(Ok(round)) => {
                    self.open_round(&mut tx, &row, &mut now, Announce::Now, round, readers)
                        .await?;
                }
                Some(Err(why)) => {
                    self.finish_event(&mut tx, &row, &now, Some(why), readers)
                        .await?;
                }
            }
            tx.commit().await?;
        }
        Ok(())
    }
}

/// Whether the event of `row` has a round to pair or an end to write.
fn due(row: &TournamentRow, event: &Event) -> bool {
    row.status == TournamentStatus::Running && event.round_over()
}

/// Event `id`'s row (locked on PostgreSQL in a write transaction) and
/// the event.
async fn event_of(
    tx: &mut crate::store::Tx,
    id: i64,
) -> Result<Option<(TournamentRow, Event)>, CommandError> {
    let Some(row) = tournaments::tournament(tx, id).await? else {
        return Ok(None);
    };
    let event = tournaments::load_event(tx, &row).await?;
    Ok(Some((row, event)))
}

/// `event`'s next round, paired on a blocking thread.
pub(super) async fn pair_off_lock(event: &Event) -> Result<Paired, CommandError> {
    let mut copy = event.clone();
    tokio::task::spawn_blocking(move || {
        copy.pair_next().cloned().map_err(|error| error.to_string())
    })
    .await
    .map_err(|error| CommandError::Task(format!("pairing a round: {error}")))
}
