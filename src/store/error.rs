//! Store errors. They are logged, never shown to players: a player sees a
//! short apology (see the command layer).

use std::fmt;
use std::path::PathBuf;

use sqlx::migrate::MigrateError;

use super::address::AddressError;

/// Why the store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database (SQLite or PostgreSQL) or its connection pool failed.
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
    /// The database address is one the store does not serve.
    #[error("{0}")]
    Address(#[from] AddressError),
    /// The PostgreSQL server did not answer.
    #[error(
        "cannot reach PostgreSQL at {server}: {reason}. Check that the server is running and that the host and port are right"
    )]
    Unreachable {
        /// `HOST:PORT`, or the socket.
        server: String,
        /// What the connection attempt met (refused, no answer…).
        reason: String,
    },
    /// The PostgreSQL server refused the user or password.
    #[error(
        "PostgreSQL at {server} refused the login of user `{user}`: check the user name and the password"
    )]
    LoginRefused {
        /// `HOST:PORT`, or the socket.
        server: String,
        /// The user name given.
        user: String,
    },
    /// The PostgreSQL database named does not exist.
    #[error(
        "the database `{database}` does not exist on PostgreSQL at {server}: create it first (createdb {database}), the bot makes its tables"
    )]
    NoSuchDatabase {
        /// `HOST:PORT`, or the socket.
        server: String,
        /// The database's name.
        database: String,
    },
    /// A command that only reads found no database file: it never creates
    /// one.
    #[error(
        "there is no database at {}: check the path (this command only reads, so it creates none)",
        path.display()
    )]
    Missing {
        /// The path looked at.
        path: PathBuf,
    },
    /// The database was made or migrated by a newer palanquee.
    #[error(
        "this database was made by a newer palanquee (schema version {found}; this build knows up to {known}): upgrade palanquee to use it, or give another database"
    )]
    NewerSchema {
        /// The newest migration the database has.
        found: i64,
        /// The newest migration this build has.
        known: i64,
    },
    /// A command that only reads found a database its build cannot read
    /// without migrating it, which it may not do.
    #[error(
        "this database is at schema version {found} and this build reads version {known}: run `palanquee migrate` with the same --db first",
        found = found.map_or_else(|| "none".to_string(), |v| v.to_string())
    )]
    OlderSchema {
        /// The newest migration the database has, if any.
        found: Option<i64>,
        /// The newest migration this build has.
        known: i64,
    },
    /// The database cannot be written: the file or its folder is
    /// read-only (permissions, a read-only disk, `mode=ro`), or the
    /// PostgreSQL session is read-only.
    #[error(
        "the database {where_} is read-only, so nothing can be saved: give the bot's user write access to the file and its folder (SQLite adds FILE-wal and FILE-shm beside it), or use another database",
        where_ = path.as_ref().map_or_else(|| "server".to_string(), |p| format!("file {}", p.display()))
    )]
    ReadOnly {
        /// The SQLite file; `None` on PostgreSQL.
        path: Option<PathBuf>,
    },
    /// A SQLite path that cannot hold a database: no name, a folder, a
    /// device, a missing folder, a folder that cannot be written.
    #[error("cannot use {} as the database file: {why}", path.display())]
    BadFile {
        /// The path given.
        path: PathBuf,
        /// What is wrong with it, and what to do.
        why: String,
    },
    /// Stored data that the engine cannot read back (a bug or tampering).
    #[error("corrupt game {game}: {reason}")]
    Corrupt {
        /// The game's id.
        game: i64,
        /// What does not read back.
        reason: String,
    },
    /// A stored tournament that does not read back (a bug or tampering).
    #[error("corrupt tournament {tournament}: {reason}")]
    CorruptTournament {
        /// The tournament's id.
        tournament: i64,
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

    /// Whether the database refused a write because it is read-only
    /// (SQLite's `SQLITE_READONLY` and its extended codes, PostgreSQL's
    /// `25006`). The player is then told so, not given a bare apology.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        match self {
            StoreError::ReadOnly { .. } => true,
            StoreError::Database(error) | StoreError::Migrate(MigrateError::Execute(error)) => {
                database_code(error).is_some_and(|code| {
                    code == POSTGRES_READ_ONLY
                        || code
                            .parse::<i32>()
                            .is_ok_and(|c| c & 0xff == SQLITE_READONLY)
                })
            }
            _ => false,
        }
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
        database_code(error)
            .and_then(|code| code.parse::<i32>().ok())
            .is_some_and(|code| matches!(code & 0xff, SQLITE_BUSY | SQLITE_LOCKED))
    }
}

/// The database's own error code (SQLite's number, PostgreSQL's SQLSTATE)
/// of a failed statement.
pub(crate) fn database_code(error: &sqlx::Error) -> Option<String> {
    match error {
        sqlx::Error::Database(error) => error.code().map(|code| code.into_owned()),
        _ => None,
    }
}

/// SQLite's primary result code for a write to a read-only database.
const SQLITE_READONLY: i32 = 8;
/// PostgreSQL's SQLSTATE for a write in a read-only transaction.
const POSTGRES_READ_ONLY: &str = "25006";

/// SQLite's primary result code for a lock held by another connection.
const SQLITE_BUSY: i32 = 5;
/// SQLite's primary result code for a lock held inside this connection's
/// shared cache.
const SQLITE_LOCKED: i32 = 6;
