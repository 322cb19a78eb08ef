//! The command layer: the game as players use it, for any front end.
//!
//! A front end turns its input into a [`Command`] with the [`Caller`] and
//! the channel; [`Service::handle`] loads the channel's game from the
//! store, asks the engine, stores the result in one transaction, renders
//! the picture, and returns [`Reply`] values: text, an optional PNG,
//! whether only the caller sees it, and whom to mention. Nothing here knows
//! Discord. A refusal is [`CommandError::Refused`], a sentence for the
//! player; store and render failures are internal and are logged by the
//! front end, never shown.
//!
//! Turn flow: a turn's actions form a private draft (each step answers with
//! a preview); `/end` publishes the whole turn and mentions the next
//! player. Deadlines, reminders and expiries are handled by
//! [`Service::tick`], which catches up after a restart.

pub mod catalogue;
mod channel;
mod command;
mod computer;
mod deadlines;
mod help;
mod hosted;
pub mod language;
mod lobby;
mod my_games;
mod names;
mod notices;
mod outbox;
mod palago;
mod palanquee;
mod parse;
mod ratings;
mod recent;
mod registry;
pub mod replay;
mod reply;
mod settings;
mod vacations;

use catalogue::say;
use std::sync::{Arc, Mutex};

pub use catalogue::Message;
pub use command::{COMMAND_NAMES, Command, Stamp};
use computer::is_computer_like;
pub use computer::{HARD_THINKING, budget, computer_name, is_computer, rating_id};
pub use language::Language;
pub use names::{MAX_NAME, clean_name, shown};
pub use notices::{DM_REFUSED_QUIET, dm_recipient};
pub use outbox::{
    ANSWER_GRACE, BLOCKED_NOTICE, DELIVERY_LEASE, MAX_RETRY_WAIT, PostFailure, REFUSED_RETRY_WAIT,
};
pub use palago::{PALAGO_TOPICS, orientation_label, palago_rules_page};
pub use palanquee::{CellField, TOPICS, rules_page};
pub use parse::{orientation_from_text, parse_command_line};
pub use ratings::{PROVISIONAL_DEVIATION, rated, rated_together};
pub use recent::RECENT_GAMES;
pub use reply::{Attachment, Button, Reply, TEXT_LIMIT, TurnOf, Visibility};
pub use settings::MAX_VACATION_DAYS;
pub use vacations::{VACATION_DAYS_PER_YEAR, date_of, year_of};

use crate::games::options::BadOptions;
use crate::picture::RenderError;
use crate::store::queries::GameRow;
use crate::store::{NewGame, Store, StoreError};
use palanquee::CommittedCache;
use recent::Recent;
use registry::hosted;

/// Most suggestions a front end shows (Discord's autocomplete limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// Who sends a command.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Caller {
    /// The platform's stable user id.
    pub id: String,
    /// The name others see.
    pub name: String,
    /// Whether the platform lets this user manage the channel (may abort).
    pub moderator: bool,
    /// The server (Discord guild) the command comes from: games, a
    /// player's game list and ratings are per server. Empty in the local
    /// mode (one server of its own).
    pub server: String,
    /// The language the caller reads: the command's replies and refusals
    /// speak it.
    pub language: Language,
}

/// Why a command did not go through.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The player's mistake or a rule: say it to them, privately.
    #[error("{0}")]
    Refused(String),
    /// The store failed: log it, apologise.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The picture failed: log it, apologise.
    #[error(transparent)]
    Render(#[from] RenderError),
    /// A rendering task died.
    #[error("render task: {0}")]
    Task(String),
}

impl CommandError {
    /// Whether the player should see this error's text.
    #[must_use]
    pub fn is_refusal(&self) -> bool {
        matches!(self, CommandError::Refused(_))
    }

    /// What a player is told of an error that is not theirs: that the bot
    /// stops (its database file is gone), that nothing can be saved (the
    /// database is read-only), or a short apology.
    #[must_use]
    pub fn apology(&self) -> Message {
        match self {
            CommandError::Store(error) if error.needs_restart() => Message::Stopping,
            CommandError::Store(error) if error.is_read_only() => Message::ReadOnlyDatabase,
            _ => Message::Apology,
        }
    }

    /// Whether nothing more can be saved until the program restarts (the
    /// database file was deleted or replaced): say so and stop.
    #[must_use]
    pub fn needs_restart(&self) -> bool {
        matches!(self, CommandError::Store(error) if error.needs_restart())
    }
}

fn refuse<T>(text: impl Into<String>) -> Result<T, CommandError> {
    Err(CommandError::Refused(text.into()))
}

/// Refuses a button made for another game than `row`, or another version
/// of it (both games' buttons carry the same stamp).
pub(crate) fn check_stamp_of(row: &GameRow, stamp: Option<Stamp>) -> Result<(), CommandError> {
    match stamp {
        Some(Stamp { game, version }) if game != row.id || version != row.version => {
            refuse(say(Message::PreviewOutOfDate))
        }
        _ => Ok(()),
    }
}

/// The options stored with `row` that its game cannot read: the row is
/// damaged (an internal error, never the player's).
pub(crate) fn unreadable_options(row: &GameRow, error: &BadOptions) -> CommandError {
    CommandError::Store(StoreError::Corrupt {
        game: row.id,
        reason: error.to_string(),
    })
}

/// The time in unix seconds; tests set it by hand.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The system clock.
#[must_use]
pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// The command layer over one store. Cheap to clone and share.
#[derive(Clone)]
pub struct Service {
    store: Store,
    clock: Clock,
    /// The replayed state of recently commanded Palanquée games.
    cache: Arc<Mutex<Recent<CommittedCache>>>,
    /// One computer thinks at a time (see [`computer`]).
    thinking: Arc<tokio::sync::Semaphore>,
    /// How long a `hard` computer thinks for a turn.
    hard_thinking: crate::ai::Budget,
    /// The replays drawn lately, and the one drawing at a time.
    replays: Arc<replay::Replays>,
}

/// Something a deadline made happen, kept in the outbox for its channel
/// (`reply.post` is its row).
#[derive(Clone, Debug)]
pub struct Announcement {
    /// Where to post it.
    pub channel: String,
    /// What to post.
    pub reply: Reply,
}

impl Service {
    /// The command layer over `store`, telling time with `clock`.
    #[must_use]
    pub fn new(store: Store, clock: Clock) -> Service {
        Service {
            store,
            clock,
            cache: Arc::new(Mutex::new(Recent::new(RECENT_GAMES))),
            thinking: computer::thinking_slots(),
            hard_thinking: HARD_THINKING,
            replays: Arc::new(replay::Replays::new()),
        }
    }

    /// How many `/replay` animations this service has drawn; a repeated
    /// replay of an unchanged game is served without drawing (tests and
    /// benches check it).
    #[must_use]
    pub fn replays_drawn(&self) -> u64 {
        self.replays.drawn()
    }

    /// The same service, its `hard` computers thinking with `budget` (the
    /// bot's `COMPUTER_THINK_MS`; tests give a fixed amount of work).
    #[must_use]
    pub fn with_hard_thinking(mut self, budget: crate::ai::Budget) -> Service {
        self.hard_thinking = budget;
        self
    }

    /// The store underneath.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The time now, by the service's clock (unix seconds).
    #[must_use]
    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Runs `command` for `caller` in `channel`, answering in the caller's
    /// language. When the channel's announcements are failing, a private
    /// note says why (`/status` says it in its own text). A caller whose
    /// id or name begins with `computer:` is refused: those are the
    /// computer seats' ids ([`is_computer`]), which no person may take.
    pub async fn handle(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        language::speaking(
            caller.language,
            self.handle_speaking(channel, caller, command, true),
        )
        .await
    }

    /// [`Service::handle`] for a computer seat's own command.
    pub(crate) async fn act(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        language::speaking(
            caller.language,
            self.handle_speaking(channel, caller, command, false),
        )
        .await
    }

    async fn handle_speaking(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
        person: bool,
    ) -> Result<Vec<Reply>, CommandError> {
        let Some(name) = clean_name(&caller.name) else {
            return refuse(say(Message::NameUnprintable));
        };
        if person && (is_computer_like(&caller.id) || is_computer_like(&name)) {
            return refuse(say(Message::ComputerNameReserved));
        }
        let caller = Caller {
            name,
            ..caller.clone()
        };
        let status = matches!(command, Command::Status);
        let mut replies = self.run(channel, &caller, command).await?;
        if !status && let Some(problem) = self.channel_problem(channel).await? {
            replies.push(Reply::private(problem));
        }
        Ok(replies)
    }

    /// The commands every game shares (seats, `/abort`, `/help`,
    /// `/rules`, `/start`, `/status`) run here; the others go to the
    /// channel's game: Palanquée's turn flow, or Palago's.
    async fn run(
        &self,
        channel: &str,
        caller: &Caller,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        match command {
            Command::New {
                game,
                options,
                turn_hours,
            } => {
                let new = NewGame {
                    game,
                    options,
                    turn_hours: turn_hours.map(i64::from),
                };
                self.new_game(channel, caller, new).await
            }
            Command::Join => self.join(channel, caller).await,
            Command::Leave { seat } => self.leave(channel, caller, seat).await,
            Command::AddBot { level } => self.add_bot(channel, caller, level).await,
            Command::Start => self.start(channel, caller).await,
            Command::Abort => self.abort(channel, caller).await,
            Command::Status => self.status(channel, caller).await,
            Command::Rules { topic } => self.rules(channel, topic.as_deref()).await,
            Command::Help => Ok(vec![help::help()]),
            Command::MyGames => self.my_games(caller).await,
            Command::Rating { user } => self.ratings_of(caller, user).await,
            Command::Leaderboard { game } => self.leaderboard(caller, game).await,
            Command::Vacation { days, end } => self.vacation(caller, days, end).await,
            Command::Notify { dm } => self.notify(caller, dm).await,
            Command::Settings { vacation_days } => self.settings(caller, vacation_days).await,
            Command::Unreadable {
                game,
                command,
                refusal,
            } => self.unreadable(channel, game, &command, refusal).await,
            other => {
                let game = hosted(self.channel_game(channel).await?);
                game.run(self, channel, caller, other).await
            }
        }
    }
}
