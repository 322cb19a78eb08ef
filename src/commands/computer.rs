//! Computer seats: a seat anyone can fill, at a level (issue 14).
//!
//! A computer sits like a person, under a user id `computer:LEVEL:TAG`
//! that no platform uses, so it is never mentioned, and that no person
//! may take (a caller whose id or name begins `computer:` is refused). It
//! is rated as its level, `computer:LEVEL` ([`rating_id`]): one player
//! per level, server and game. When its turn comes,
//! [`Service::computer_turns`] thinks off the async threads (a blocking
//! task, one at a time, so people's commands keep the other core), stamps
//! the turn with the game's version, and sends it through the same
//! command as a person's: a turn computed for a position that changed
//! meanwhile is refused by the stamp and thought again. Its announcement
//! goes to the outbox due at once. [`Service::tick`] runs it for every
//! game, so a computer turn pending at a restart is played; a computer's
//! turn never times out.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use tokio::sync::Semaphore;

use super::service::Plan;
use crate::ai::{Budget, Level};
use crate::commands::caller::Caller;
use crate::commands::command::{Command, Stamp};
use crate::commands::error::CommandError;
use crate::commands::reply::{Button, Reply};
use crate::commands::service::{Announcement, Service};
use crate::store::Tx;
use crate::store::queries::{self, GameStatus, SeatRow};
use crate::telemetry;

/// The start of a computer seat's user id.
const COMPUTER: &str = "computer:";

/// Moves one game's computers may make per call (per tick, for each
/// game): a table of four computers and one person plays four turns, and
/// a few claims. What is left waits for the next call.
const MAX_TURNS_IN_A_ROW: usize = 8;

/// Tries of one computer move: think, think again if the game moved on,
/// a plain legal turn, resigning.
const MAX_ATTEMPTS: usize = 5;

/// Whether the seat of `user_id` is a computer's.
#[must_use]
pub fn is_computer(user_id: &str) -> bool {
    user_id.starts_with(COMPUTER)
}

/// Whether `text` (a person's id or cleaned name) begins like a computer
/// seat's id, in any case: such ids and names are refused for people, so
/// nobody can pass for a computer or be played by one.
#[must_use]
pub(crate) fn is_computer_like(text: &str) -> bool {
    text.get(..COMPUTER.len())
        .is_some_and(|start| start.eq_ignore_ascii_case(COMPUTER))
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

/// The player a seat of `user_id` is rated as: every computer of a level
/// is one player per server and game, `computer:LEVEL` (its seats' ids
/// differ only to keep seats apart in a game); a person is their id.
#[must_use]
pub fn rating_id(user_id: &str) -> String {
    match level_of(user_id) {
        Some(level) => format!("{COMPUTER}{level}"),
        None => user_id.to_owned(),
    }
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
/// The other levels read no budget: each game gives them a fixed amount
/// of work of their own (Palago's medium searches 200 nodes, Palanquée's
/// weighs 6 turns), so that each level keeps its step on the ladder
/// whatever the bot's settings.
#[must_use]
pub const fn budget(level: Level, hard: Budget) -> Budget {
    match level {
        Level::Hard => hard,
        _ => Budget::Work(1),
    }
}

/// The semaphore that lets one computer think at a time.
pub(crate) fn thinking_slots() -> Arc<Semaphore> {
    Arc::new(Semaphore::new(1))
}

/// A computer's move: who sends it, the command, and the game and
/// version it was made for.
pub(crate) struct Move {
    pub caller: Caller,
    pub command: Command,
    pub stamp: Stamp,
}

/// What sending a computer's move did.
enum Sent {
    /// The move was published: its announcements.
    Published(Vec<Announcement>),
    /// Nothing was published; `at` is the stamp of the last command sent.
    Refused { reason: String, at: Stamp },
}

/// What one computer step did in a channel.
enum Step {
    /// No computer is to move or to claim.
    Idle,
    /// A computer's move was published.
    Published(Vec<Announcement>),
    /// No move of the computer's could be published (logged).
    Stuck,
}

impl Service {
    /// Plays every computer turn now due in `channel` (at most
    /// [`MAX_TURNS_IN_A_ROW`]), each published like a person's; returns
    /// what was announced (in the outbox, due at once). A computer's turn
    /// is always whole: it confirms the warning a game gives before an end
    /// (actions left unused), thinks
    /// again when the game moved on, and falls back to a plain legal turn
    /// when what it thought is refused.
    pub async fn computer_turns(&self, channel: &str) -> Result<Vec<Announcement>, CommandError> {
        let mut announced = Vec::new();
        for _ in 0..MAX_TURNS_IN_A_ROW {
            match self.computer_step(channel).await? {
                Step::Published(more) => announced.extend(more),
                Step::Idle | Step::Stuck => break,
            }
        }
        Ok(announced)
    }

    /// Every channel's due computer turns, in rounds: each game with a
    /// computer to move plays one move per round, at most
    /// [`MAX_TURNS_IN_A_ROW`] in all, so no game's computers hold up
    /// another's. A channel that fails is logged; the others go on.
    pub(crate) async fn all_computer_turns(&self) -> Result<Vec<Announcement>, CommandError> {
        let mut channels = {
            let mut tx = self.store.read().await?;
            let rows = queries::playing_games(&mut tx).await?;
            tx.commit().await?;
            rows.into_iter().map(|row| row.channel).collect::<Vec<_>>()
        };
        let mut announced = Vec::new();
        for _ in 0..MAX_TURNS_IN_A_ROW {
            let mut busy = Vec::new();
            for channel in channels {
                match self.computer_step(&channel).await {
                    Ok(Step::Published(more)) => {
                        announced.extend(more);
                        busy.push(channel);
                    }
                    Ok(Step::Idle | Step::Stuck) => {}
                    Err(error) => tracing::error!(channel, %error, "a computer turn failed"),
                }
            }
            if busy.is_empty() {
                break;
            }
            channels = busy;
        }
        Ok(announced)
    }

    /// One computer move in `channel`, published, if one is due: thought,
    /// thought again if the game moved on meanwhile, else a plain legal
    /// turn, and resigning as the last resort. Whatever a refused move
    /// left in the computer's draft is discarded.
    async fn computer_step(&self, channel: &str) -> Result<Step, CommandError> {
        self.discard_computer_draft(channel).await?;
        let mut plan = Plan::Think;
        let mut thoughts = 0;
        for _ in 0..MAX_ATTEMPTS {
            let Some(mv) = self.computer_move(channel, plan).await? else {
                return Ok(Step::Idle);
            };
            let (reason, at) = match self.send_computer_move(channel, mv).await? {
                Sent::Published(announced) => return Ok(Step::Published(announced)),
                Sent::Refused { reason, at } => (reason, at),
            };
            let moved_on = self.version_of(channel).await? != Some(at.version);
            self.discard_computer_draft(channel).await?;
            if plan == Plan::Think {
                thoughts += 1;
            }
            plan = match plan {
                // The game moved on while it thought: think again, once.
                Plan::Think if moved_on && thoughts < 2 => {
                    tracing::info!(channel, %reason, "a computer turn was stale");
                    Plan::Think
                }
                Plan::Think => {
                    tracing::warn!(channel, %reason, "a computer turn was refused: a plain one instead");
                    Plan::Fallback
                }
                Plan::Fallback if moved_on => Plan::Fallback,
                Plan::Fallback | Plan::Resign => {
                    tracing::error!(channel, %reason, "no computer turn could be published: it resigns");
                    Plan::Resign
                }
            };
        }
        tracing::error!(channel, "a computer could not move");
        Ok(Step::Stuck)
    }

    /// Sends a computer's move as its seat, answering a game's warning
    /// before the end (actions left unused) as a person would: with the
    /// End turn button that confirms.
    async fn send_computer_move(&self, channel: &str, mv: Move) -> Result<Sent, CommandError> {
        let Move {
            caller,
            command,
            mut stamp,
        } = mv;
        let mut command = Some(command);
        while let Some(sending) = command.take() {
            let replies = match self.act(channel, &caller, sending).await {
                Ok(replies) => replies,
                Err(CommandError::Refused(reason)) => {
                    return Ok(Sent::Refused {
                        reason: reason.to_string(),
                        at: stamp,
                    });
                }
                Err(error) => return Err(error),
            };
            if replies.iter().any(|r| !r.is_private()) {
                return Ok(Sent::Published(self.announced(channel, replies).await?));
            }
            let confirm = replies
                .iter()
                .flat_map(|r| &r.buttons)
                .find_map(|b| match *b {
                    Button::EndTurn {
                        game,
                        version,
                        confirm: true,
                    } if stamp.version != version => Some(Stamp { game, version }),
                    _ => None,
                });
            if let Some(confirm) = confirm {
                stamp = confirm;
                command = Some(Command::End {
                    confirm: true,
                    stamp: Some(confirm),
                });
            }
        }
        let reason = "the computer's move published nothing".to_owned();
        Ok(Sent::Refused { reason, at: stamp })
    }

    /// The public replies of a computer's move, each due at once.
    async fn announced(
        &self,
        channel: &str,
        replies: Vec<Reply>,
    ) -> Result<Vec<Announcement>, CommandError> {
        let mut announced = Vec::new();
        for reply in replies.into_iter().filter(|r| !r.is_private()) {
            if let Some(post) = reply.post {
                self.outbox().post_due_now(post).await?;
            }
            announced.push(Announcement {
                channel: channel.to_owned(),
                reply,
            });
        }
        Ok(announced)
    }

    /// The version of `channel`'s active game.
    async fn version_of(&self, channel: &str) -> Result<Option<i64>, CommandError> {
        let mut tx = self.store.read().await?;
        let row = queries::active_game(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(row.map(|row| row.version))
    }

    /// Deletes the stored draft of `channel`'s game when it is a
    /// computer's (a move refused halfway): computers think from the
    /// published position and keep no draft. Returns whether one was.
    async fn discard_computer_draft(&self, channel: &str) -> Result<bool, CommandError> {
        let computers = {
            let mut tx = self.store.read().await?;
            let found = computer_draft(&mut tx, channel).await?;
            tx.commit().await?;
            found
        };
        let Some((_, version)) = computers else {
            return Ok(false);
        };
        let mut tx = self.store.write().await?;
        // Read again under the write lock: a draft changed meanwhile is
        // left to the next step.
        match computer_draft(&mut tx, channel).await? {
            Some((id, now)) if now == version => {
                queries::clear_draft(&mut tx, id).await?;
                queries::bump_version(&mut tx, id).await?;
                tx.commit().await?;
                tracing::info!(channel, "a computer's draft was discarded");
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The computer's move in `channel` by `plan`, as the command its seat
    /// sends, when a computer is to move (or, thinking, to claim).
    async fn computer_move(&self, channel: &str, plan: Plan) -> Result<Option<Move>, CommandError> {
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
        let chosen = self
            .games
            .get(&row.game)?
            .computer_move(self, row, seed, plan)
            .await?;
        Ok(chosen.map(|(caller, command)| Move {
            caller,
            command: stamped(command, stamp),
            stamp,
        }))
    }

    /// Computer turns of this process thinking or waiting to think.
    #[must_use]
    pub fn thinking_now(&self) -> usize {
        WAITING.load(Ordering::SeqCst) + usize::from(self.thinking.available_permits() == 0)
    }

    /// Runs `think` off the async threads, on the low-priority thinking
    /// thread (see [`thinker`](super::thinker)), one computer at a time.
    pub(crate) async fn think<T: Send + 'static>(
        &self,
        think: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, CommandError> {
        let waiting = Waiting::enter();
        let slot = self.thinking.acquire().await;
        drop(waiting);
        let _slot = slot.map_err(|e| CommandError::Task(e.to_string()))?;
        let started = Instant::now();
        let thought = self
            .thinker
            .run(think)
            .await
            .map_err(|e| CommandError::Task(e.to_string()));
        telemetry::computer_thought(started.elapsed());
        thought
    }
}

/// Computer turns of this process waiting for the thinking slot.
static WAITING: AtomicUsize = AtomicUsize::new(0);

/// One turn counted in [`WAITING`] while it lives, however its wait ends.
struct Waiting;

impl Waiting {
    fn enter() -> Waiting {
        telemetry::computers_waiting(WAITING.fetch_add(1, Ordering::SeqCst) + 1);
        Waiting
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        telemetry::computers_waiting(WAITING.fetch_sub(1, Ordering::SeqCst).saturating_sub(1));
    }
}

/// `command` stamped with the version it was made for, when it is a
/// turn: a turn computed for a position that changed meanwhile is refused.
fn stamped(command: Command, stamp: Stamp) -> Command {
    match command {
        Command::Action { name, options, .. } => Command::Action {
            name,
            options,
            stamp: Some(stamp),
        },
        Command::Play { text, .. } => Command::Play {
            text,
            stamp: Some(stamp),
        },
        other => other,
    }
}

/// The game id and version of `channel`'s game being played when its
/// stored draft is a computer seat's.
async fn computer_draft(tx: &mut Tx, channel: &str) -> Result<Option<(i64, i64)>, CommandError> {
    let Some(row) = queries::active_game(tx, channel).await? else {
        return Ok(None);
    };
    if row.status != GameStatus::Playing {
        return Ok(None);
    }
    let Some(draft) = queries::draft(tx, row.id).await? else {
        return Ok(None);
    };
    let seats = queries::seats(tx, row.id).await?;
    let computer = seats
        .iter()
        .any(|s| s.seat == draft.seat && is_computer(&s.user_id));
    Ok(computer.then_some((row.id, row.version)))
}

/// The computer sitting at `seat` (from 0) among `seats`, if one does:
/// the caller it acts as, with its level.
pub(crate) fn computer_at(seats: &[SeatRow], seat: usize) -> Option<(Caller, Level)> {
    seats
        .iter()
        .find(|s| s.seat == seat as i64)
        .and_then(computer_caller)
}

/// The caller a computer seat acts as, with its level.
pub(crate) fn computer_caller(seat: &SeatRow) -> Option<(Caller, Level)> {
    let level = level_of(&seat.user_id)?;
    Some((
        Caller {
            id: seat.user_id.clone(),
            name: seat.name.clone(),
            moderator: false,
            server_admin: false,
            // A computer opens no game: the server matters only to /new.
            server: String::new(),
            language: crate::commands::language::Language::English,
        },
        level,
    ))
}
