//! Store errors. They are logged, never shown to players: a player sees a
//! short apology (see the command layer).

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
    /// Stored data that the engine cannot read back (a bug or tampering).
    #[error("corrupt game {game}: {reason}")]
    Corrupt {
        /// The game's id.
        game: i64,
        /// What does not read back.
        reason: String,
    },
}

impl StoreError {
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
