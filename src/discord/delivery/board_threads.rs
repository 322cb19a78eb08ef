//! Opening each tournament game's thread, once, whatever fails.
//!
//! A thread made with `POST /channels/{id}/threads` carries no nonce: a
//! 5xx after Discord made it, a request that timed out, an unreadable
//! answer, a store that failed after it, or two processes would each
//! make another. So the bot first posts a starter message in the event's
//! channel, with a nonce and `enforce_nonce` (a retry within minutes gets
//! the same message back), keeps its id, and starts the thread from it
//! (`POST /channels/{id}/messages/{message}/threads`): the thread's id is
//! the starter's, and a second start on the same message is refused with
//! 160004, which then means "it is there": adopted. See Discord's
//! "Start Thread from Message" (Channel resource) and its JSON error
//! codes.
//!
//! Openings go one at a time, outside the delivery's channel slots:
//! Discord's thread-creation route has its own bucket, whose 429s can ask
//! for minutes (shared scope), and serenity waits them out inside the
//! request. A waiting opening holds no slot, so other channels' posts go
//! on; after a failed opening, the next waits (doubling, up to
//! [`MAX_OPENING_WAIT`]) and the game's posts are put off until then.
//!
//! When no thread can be made (the event's channel cannot hold one,
//! 50024; the server's cap of active threads, 160006 and 160007; missing
//! permissions) the game is played in the event's channel, said there,
//! and never dropped.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::time::Instant;

use super::{Delivery, channel_id, discord_id};
use crate::commands::PostFailure;
use crate::commands::tournament::Board;
use crate::discord::permissions;
use crate::discord::retry::{Route, failure, timed};
use crate::store::threads::BoardThread;

/// Discord's error code for a second thread started on one message.
pub const THREAD_ALREADY_STARTED: isize = 160_004;

/// The wait after the first failed opening; it doubles after each.
pub const FIRST_OPENING_WAIT: Duration = Duration::from_secs(2);

/// The longest wait between two openings after failures.
pub const MAX_OPENING_WAIT: Duration = Duration::from_secs(300);

/// The least time between two openings.
pub const OPENING_GAP: Duration = Duration::from_millis(250);

/// How often the threads of finished games are looked for, to archive.
pub const ARCHIVE_EVERY: Duration = Duration::from_secs(10);

/// How many threads one look archives at most.
const ARCHIVE_BATCH: i64 = 20;

/// Openings one at a time, and the wait after failures; archiving, by
/// one task at a time.
pub(super) struct Openings {
    gate: tokio::sync::Mutex<Backoff>,
    /// When the last look for threads to archive ended, if one did.
    archived_at: std::sync::Mutex<Option<Instant>>,
    /// Whether a look is under way.
    archiving: std::sync::atomic::AtomicBool,
}

/// When the next opening may start, and the wait after the next failure.
struct Backoff {
    next: Instant,
    wait: Duration,
}

impl Openings {
    pub(super) fn new() -> Openings {
        Openings {
            gate: tokio::sync::Mutex::new(Backoff {
                next: Instant::now(),
                wait: FIRST_OPENING_WAIT,
            }),
            archived_at: std::sync::Mutex::new(None),
            archiving: std::sync::atomic::AtomicBool::new(false),
        }
    }
}

/// The nonce of a game's starter message: the same for every try and
/// every process (at most 25 characters).
fn starter_nonce(game: i64) -> String {
    format!("board-{game:x}")
}

impl Delivery {
    /// Starts archiving the threads of finished games, unless a look is
    /// under way or the last was less than [`ARCHIVE_EVERY`] ago.
    pub(super) fn archive_soon(self: &std::sync::Arc<Self>) {
        use std::sync::atomic::Ordering;
        let recent = self
            .openings
            .archived_at
            .lock()
            .is_ok_and(|at| at.is_some_and(|at| at.elapsed() < ARCHIVE_EVERY));
        if recent || self.openings.archiving.swap(true, Ordering::AcqRel) {
            return;
        }
        let delivery = std::sync::Arc::clone(self);
        tokio::spawn(async move {
            delivery.archive_finished_threads().await;
            if let Ok(mut at) = delivery.openings.archived_at.lock() {
                *at = Some(Instant::now());
            }
            delivery.openings.archiving.store(false, Ordering::Release);
        });
    }

    /// Archives the threads of finished games with nothing left to post
    /// (they would count against the server's limit of active threads).
    /// A thread gone, or one the bot may not archive (Manage Threads),
    /// is not tried again; a passing failure ends this look.
    async fn archive_finished_threads(&self) {
        let due = match self
            .service
            .tournaments()
            .threads_to_archive(ARCHIVE_BATCH)
            .await
        {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!(%error, "cannot read the threads to archive");
                return;
            }
        };
        for (game, thread) in due {
            if let Ok(id) = channel_id(&thread) {
                let edit = serenity::EditThread::new().archived(true);
                self.pacer.wait().await;
                match timed(
                    Route::Thread,
                    self.timeout,
                    id.edit_thread(&self.http, edit),
                )
                .await
                {
                    Ok(_) | Err(serenity::Error::Json(_)) => {}
                    Err(error) => {
                        if let PostFailure::Transient(_) = permissions::post_failure(&error) {
                            return;
                        }
                        tracing::warn!(%error, thread, "cannot archive a finished game's thread");
                    }
                }
            }
            if let Err(error) = self.service.tournaments().thread_archived(game).await {
                tracing::warn!(%error, game, "cannot record an archived thread");
                return;
            }
        }
    }
}

/// What an opening step came to.
pub(super) enum Step {
    /// Done: the thread is known, or the game is played in the event's
    /// channel.
    Done,
    /// A passing failure: try again later.
    Again(String),
}

impl Delivery {
    /// Makes sure `board` has a thread, or is played in its event's
    /// channel. `Err(when)`: not yet, its posts wait until `when`.
    pub(super) async fn ensure_thread(&self, board: &Board) -> Result<(), Instant> {
        let mut backoff = self.openings.gate.lock().await;
        // Another task may have opened it while this one waited.
        let fresh = self.service.tournaments().board_thread(board.game).await;
        let known = match fresh {
            Ok(known) => known,
            Err(error) => {
                tracing::warn!(%error, game = board.game, "cannot read a game's thread");
                return Err(Instant::now() + FIRST_OPENING_WAIT);
            }
        };
        if known.as_ref().is_some_and(BoardThread::is_placed) {
            return Ok(());
        }
        if backoff.next > Instant::now() {
            return Err(backoff.next);
        }
        let starter = known.and_then(|k| k.starter);
        match self.open_thread(board, starter).await {
            Step::Done => {
                backoff.wait = FIRST_OPENING_WAIT;
                backoff.next = Instant::now() + OPENING_GAP;
                Ok(())
            }
            Step::Again(why) => {
                tracing::warn!(game = board.game, why, wait = ?backoff.wait, "a game's thread is not open yet");
                backoff.next = Instant::now() + backoff.wait;
                backoff.wait = (backoff.wait * 2).min(MAX_OPENING_WAIT);
                Err(backoff.next)
            }
        }
    }

    /// Posts `board`'s starter message unless `starter` was posted, then
    /// starts its thread from it.
    async fn open_thread(&self, board: &Board, starter: Option<String>) -> Step {
        let Ok(parent) = channel_id(&board.event_channel) else {
            return self
                .fall_back(board, "Its event's channel is not a Discord channel.")
                .await;
        };
        let starter = match starter {
            Some(starter) => starter,
            None => match self.post_starter(parent, board).await {
                Ok(starter) => starter,
                Err(step) => return step,
            },
        };
        let Ok(message) = discord_id(&starter).map(serenity::MessageId::new) else {
            return self
                .fall_back(board, "Its starter message is not a Discord id.")
                .await;
        };
        let thread = serenity::CreateThread::new(&board.title)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        self.pacer.wait().await;
        let started = timed(
            Route::Thread,
            self.timeout,
            parent.create_thread_from_message(&self.http, message, thread),
        )
        .await;
        match started {
            Ok(thread) => self.keep_thread(board, &thread.id.to_string()).await,
            // The thread has its starter's id: made, whatever the body.
            Err(serenity::Error::Json(_)) => self.keep_thread(board, &starter).await,
            Err(error) if failure(&error).is_some_and(|(_, c)| c == THREAD_ALREADY_STARTED) => {
                self.keep_thread(board, &starter).await
            }
            Err(error) => self.opening_failed(board, &error).await,
        }
    }

    /// Posts `board`'s starter message in `parent` (its title, mentioning
    /// nobody) and keeps it; its id, or what to do instead.
    async fn post_starter(
        &self,
        parent: serenity::ChannelId,
        board: &Board,
    ) -> Result<String, Step> {
        let message = serenity::CreateMessage::new()
            .content(&board.title)
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .nonce(serenity::Nonce::String(starter_nonce(board.game)))
            .enforce_nonce(true);
        self.pacer.wait().await;
        match timed(
            Route::ChannelMessage,
            self.timeout,
            parent.send_message(&self.http, message),
        )
        .await
        {
            Ok(sent) => match self
                .service
                .tournaments()
                .starter_posted(board, &sent.id.to_string())
                .await
            {
                Ok(kept) => Ok(kept),
                Err(error) => Err(Step::Again(error.to_string())),
            },
            // Its id is unknown: the retry's nonce gets the same message.
            Err(serenity::Error::Json(error)) => Err(Step::Again(error.to_string())),
            Err(error) => Err(self.opening_failed(board, &error).await),
        }
    }

    /// Keeps `thread` as `board`'s.
    async fn keep_thread(&self, board: &Board, thread: &str) -> Step {
        match self
            .service
            .tournaments()
            .thread_started(board, thread)
            .await
        {
            Ok(()) => Step::Done,
            Err(error) => Step::Again(error.to_string()),
        }
    }

    /// What a failed opening request means: a passing failure is tried
    /// again; any other (the channel cannot hold a thread, the server's
    /// cap, permissions) plays the game in the event's channel.
    async fn opening_failed(&self, board: &Board, error: &serenity::Error) -> Step {
        match permissions::post_failure(error) {
            PostFailure::Transient(why) => Step::Again(why),
            _ => {
                self.fall_back(board, &permissions::thread_refusal(error))
                    .await
            }
        }
    }

    /// Plays `board` in its event's channel, for reason `why`.
    pub(super) async fn fall_back(&self, board: &Board, why: &str) -> Step {
        match self
            .service
            .tournaments()
            .board_falls_back(board, why)
            .await
        {
            Ok(()) => Step::Done,
            Err(error) => Step::Again(error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::starter_nonce;

    #[test]
    fn a_starter_nonce_fits_discord() {
        assert_eq!(starter_nonce(1), "board-1");
        assert!(starter_nonce(i64::MAX).len() <= 25);
    }
}
