//! Why a command did not go through: a refusal worded for the player,
//! or a failure of the store or of a picture, which is logged and never
//! shown.

use super::catalogue::Message;
use super::command::Stamp;
use super::refusal::Refusal;
use crate::games::options::BadOptions;
use crate::picture::RenderError;
use crate::store::StoreError;
use crate::store::queries::GameRow;

/// Why a command did not go through.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The player's mistake or a rule: say it to them, privately, in
    /// their language ([`Refusal::words`]).
    #[error("{0}")]
    Refused(Refusal),
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
    /// The refusal of `text`, already worded.
    #[must_use]
    pub fn refused(text: impl Into<String>) -> CommandError {
        CommandError::Refused(Refusal::Text(text.into()))
    }

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

/// The refusal `why`, as the error of any command.
pub(crate) fn refuse<T>(why: impl Into<Refusal>) -> Result<T, CommandError> {
    Err(CommandError::Refused(why.into()))
}

/// Refuses a button made for another game than `row`, or another version
/// of it (both games' buttons carry the same stamp).
pub(crate) fn check_stamp_of(row: &GameRow, stamp: Option<Stamp>) -> Result<(), CommandError> {
    match stamp {
        Some(Stamp { game, version }) if game != row.id || version != row.version => {
            refuse(Message::PreviewOutOfDate)
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
