//! Computer seats: a seat anyone can fill, at a level (issue 14).
//!
//! A computer sits like a person, under a user id `computer:LEVEL:TAG`
//! that no platform uses, so it is never mentioned. When its turn comes,
//! [`Service::computer_turns`] thinks off the async threads (a blocking
//! task, one at a time, so people's commands keep the other core), stamps
//! the turn with the game's version, and sends it through the same
//! command as a person's: a turn computed for a position that changed
//! meanwhile is refused by the stamp and thought again. Its announcement
//! goes to the outbox due at once. [`Service::tick`] runs it for every
//! game, so a computer turn pending at a restart is played; a computer's
//! turn never times out.

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::{Announcement, Caller, Command, CommandError, Service, Stamp};
use crate::ai::{Budget, Level};
use crate::games::GameKind;
use crate::store::queries::{self, GameStatus, SeatRow};

/// The start of a computer seat's user id.
const COMPUTER: &str = "computer:";

/// Turns one channel's computers may play in a row before others get a
/// go (a table of four computers and one person plays four).
const MAX_TURNS_IN_A_ROW: usize = 8;

/// Whether the seat of `user_id` is a computer's.
#[must_use]
pub fn is_computer(user_id: &str) -> bool {
    user_id.starts_with(COMPUTER)
}

/// The level of a computer seat's user id.
fn level_of(user_id: &str) -> Option<Level> {
    user_id
        .strip_prefix(COMPUTER)?
        .split(':')
        .next()?
        .parse()
        .ok()
}

/// The name players see: `Computer (hard)`.
#[must_use]
pub fn computer_name(level: Level) -> String {
    format!("Computer ({level})")
}

/// A computer seat's user id, unique in its game (`tag`: the game's
/// version when it was seated).
#[must_use]
pub fn computer_id(level: Level, tag: i64) -> String {
    format!("{COMPUTER}{level}:{tag}")
}

/// How long `hard` thinks for a turn unless the bot is told otherwise
/// (`COMPUTER_THINK_MS`): two seconds of wall clock, nothing to a player
/// who waits hours between turns.
pub const HARD_THINKING: Budget = Budget::Millis(2000);

/// The thinking budget of a computer at `level`, `hard` taking `hard`.
/// The lower levels need little: a fixed amount of work.
#[must_use]
pub const fn budget(level: Level, hard: Budget) -> Budget {
    match level {
        Level::Hard => hard,
        Level::Medium => Budget::Work(8000),
        _ => Budget::Work(2000),
    }
}

/// The semaphore that lets one computer think at a time.
pub(crate) fn thinking_slots() -> Arc<Semaphore> {
    Arc::new(Semaphore::new(1))
}

impl Service {
    /// Plays every computer turn now due in `channel`, each published like
    /// a person's; returns what was announced (in the outbox, due at once).
    pub async fn computer_turns(&self, channel: &str) -> Result<Vec<Announcement>, CommandError> {
        let mut announced = Vec::new();
        for _ in 0..MAX_TURNS_IN_A_ROW {
            let Some((caller, command)) = self.computer_move(channel).await? else {
                break;
            };
            match self.handle(channel, &caller, command).await {
                Ok(replies) => {
                    for reply in replies.into_iter().filter(|r| !r.is_private()) {
                        if let Some(post) = reply.post {
                            self.post_due_now(post).await?;
                        }
                        announced.push(Announcement {
                            channel: channel.to_owned(),
                            reply,
                        });
                    }
                }
                // The game moved on while it thought: think again.
                Err(CommandError::Refused(reason)) => {
                    tracing::info!(channel, %reason, "a computer turn was stale");
                }
                Err(error) => return Err(error),
            }
        }
        Ok(announced)
    }

    /// Every channel's due computer turns (each channel on its own: one
    /// that fails is logged, the others go on).
    pub(crate) async fn all_computer_turns(&self) -> Result<Vec<Announcement>, CommandError> {
        let channels = {
            let mut tx = self.store.read().await?;
            let rows = queries::playing_games(&mut tx).await?;
            tx.commit().await?;
            rows.into_iter().map(|row| row.channel).collect::<Vec<_>>()
        };
        let mut announced = Vec::new();
        for channel in channels {
            match self.computer_turns(&channel).await {
                Ok(more) => announced.extend(more),
                Err(error) => tracing::error!(channel, %error, "a computer turn failed"),
            }
        }
        Ok(announced)
    }

    /// The computer's turn to play in `channel`, as the command its seat
    /// sends, when a computer is to move.
    async fn computer_move(
        &self,
        channel: &str,
    ) -> Result<Option<(Caller, Command)>, CommandError> {
        let row = {
            let mut tx = self.store.read().await?;
            let row = queries::active_game(&mut tx, channel).await?;
            tx.commit().await?;
            match row {
                Some(row) if row.status == GameStatus::Playing => row,
                _ => return Ok(None),
            }
        };
        let stamp = Stamp {
            game: row.id,
            version: row.version,
        };
        // The same position gives the same turn.
        let seed = (row.id as u64).wrapping_mul(1_000_003) ^ row.version as u64;
        match row.game {
            GameKind::Palanquee => self.palanquee_computer(row, stamp, seed).await,
            GameKind::Palago => self.palago_computer(row, stamp, seed).await,
        }
    }

    /// Runs `think` off the async threads, one computer at a time.
    pub(crate) async fn think<T: Send + 'static>(
        &self,
        think: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, CommandError> {
        let _slot = self
            .thinking
            .acquire()
            .await
            .map_err(|e| CommandError::Task(e.to_string()))?;
        tokio::task::spawn_blocking(think)
            .await
            .map_err(|e| CommandError::Task(e.to_string()))
    }
}

/// The caller a computer seat acts as, with its level.
pub(crate) fn computer_caller(seat: &SeatRow) -> Option<(Caller, Level)> {
    let level = level_of(&seat.user_id)?;
    Some((
        Caller {
            id: seat.user_id.clone(),
            name: seat.name.clone(),
            moderator: false,
            // A computer opens no game: the server matters only to /new.
            server: String::new(),
            language: crate::commands::Language::English,
        },
        level,
    ))
}
