//! Store errors. They are logged, never shown to players: a player sees a
//! short apology (see the command layer).

use std::fmt;
use std::path::PathBuf;

use sqlx::migrate::MigrateError;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite or the connection pool failed.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The embedded migrations could not run.
    #[error("migrations: {0}")]
    Migrate(#[from] MigrateError),
    /// The database file was deleted or replaced while the store had it
    /// open. SQLite would go on writing into the old file, which nobody
    /// reads again, and every change would be lost: the store refuses all
    /// work instead. Only a restart (opening the file now on disk) helps.
    #[error(
        "the database file {} was {change} while running: stop and restart to continue from the file on disk",
        path.display()
    )]
    FileChanged {
        /// The file's path, as opened.
        path: PathBuf,
        /// What happened to it.
        change: FileChange,
    },
    /// Stored data that the engine cannot read back (a bug or tampering).
    #[error("corrupt game {game}: {reason}")]
    Corrupt {
        /// The game's id.
        game: i64,
        /// What does not read back.
        reason: String,
    },
}

/// What happened to the database file under a running store.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FileChange {
    /// Nothing is at its path any more.
    Deleted,
    /// Another file is at its path (moved or copied over it).
    Replaced,
}

impl fmt::Display for FileChange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileChange::Deleted => "deleted",
            FileChange::Replaced => "replaced by another file",
        })
    }
}

impl StoreError {
    /// Whether the store can do nothing more until the process restarts
    /// (its database file is gone or replaced). A front end should say so
    /// and stop rather than apologise and carry on.
    #[must_use]
    pub fn needs_restart(&self) -> bool {
        matches!(self, StoreError::FileChanged { .. })
    }

    /// Whether SQLite answered "database is locked" or "busy"
    /// (`SQLITE_BUSY`, `SQLITE_LOCKED` and their extended codes): another
    /// connection held a lock; trying again later may succeed.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        let error = match self {
            StoreError::Database(error)
            | StoreError::Migrate(
                MigrateError::Execute(error) | MigrateError::ExecuteMigration(error, _),
            ) => error,
            _ => return false,
        };
        let sqlx::Error::Database(error) = error else {
            return false;
        };
        error
            .code()
            .and_then(|code| code.parse::<i32>().ok())
            .is_some_and(|code| matches!(code & 0xff, SQLITE_BUSY | SQLITE_LOCKED))
    }
}

/// SQLite's primary result code for a lock held by another connection.
const SQLITE_BUSY: i32 = 5;
/// SQLite's primary result code for a lock held inside this connection's
/// shared cache.
const SQLITE_LOCKED: i32 = 6;
