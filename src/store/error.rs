//! Store errors. They are logged, never shown to players: a player sees a
//! short apology (see the command layer).

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite or the connection pool failed.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The embedded migrations could not run.
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Stored data that the engine cannot read back (a bug or tampering).
    #[error("corrupt game {game}: {reason}")]
    Corrupt {
        /// The game's id.
        game: i64,
        /// What does not read back.
        reason: String,
    },
}
