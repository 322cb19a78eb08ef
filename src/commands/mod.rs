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

pub(crate) mod ap_export;
pub(crate) mod caller;
pub mod catalogue;
mod channel;
pub(crate) mod command;
pub(crate) mod computer;
pub(crate) mod conditional;
pub(crate) mod consent;
mod deadlines;
mod digest;
mod dispatch;
pub(crate) mod draft;
pub(crate) mod drawing;
pub(crate) mod error;
mod follows;
mod from_rules;
pub(crate) mod help;
pub mod language;
pub(crate) mod lobby;
pub(crate) mod menu;
mod my_games;
pub(crate) mod names;
mod notes;
pub(crate) mod notices;
pub(crate) mod options;
mod outbox;
pub(crate) mod parse;
mod ratings;
pub(crate) mod recent;
pub(crate) mod refusal;
mod registry;
pub mod replay;
pub(crate) mod reply;
pub(crate) mod service;
mod settings;
mod suggest;
mod takeback;
mod thinker;
pub mod tournament;
pub(crate) mod turn_end;
mod vacations;
pub(crate) mod views;

pub use caller::Caller;
pub use catalogue::Message;
pub use command::{
    Command, DmNotices, ExportFormat, SHARED_COMMAND_NAMES, Stamp, TOURNAMENT_COMMAND_NAMES,
    TournamentCommand,
};
pub use computer::{HARD_THINKING, budget, computer_name, is_computer, rating_id};
pub use error::CommandError;
pub use language::Language;
pub use menu::{Choice, CommandSpec, Menu, Offers, OptionKind, OptionSpec, RulesPage, Suggestion};
pub use names::{MAX_NAME, clean_name, shown};
pub use notes::{MAX_NOTE, MAX_NOTES};
pub use notices::{DM_REFUSED_QUIET, dm_recipient};
pub use outbox::{
    ANSWER_GRACE, DELIVERY_LEASE, MAX_RETRY_WAIT, PostFailure, REFUSED_RETRY_WAIT, blocked_notice,
};
pub use parse::parse_command_line;
pub use ratings::{PROVISIONAL_DEVIATION, rated, rated_together};
pub use recent::RECENT_GAMES;
pub(crate) use refusal::said;
pub use refusal::{GameReason, Refusal};
pub(crate) use registry::{help_of, menu_of};
pub use reply::{Attachment, Button, MAX_SUGGESTIONS, Reply, TEXT_LIMIT, TurnOf, Visibility};
pub(crate) use service::HostedGame;
pub use service::{Announcement, Clock, Service, Typed, system_clock};
pub use settings::MAX_VACATION_DAYS;
pub use vacations::{VACATION_DAYS_PER_YEAR, date_of, year_of};
