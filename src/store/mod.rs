//! The store: games, seats, the append-only event log, drafts, deadlines
//! and the outbox of posts, in an embedded SQLite file (the default) or on
//! a PostgreSQL server that several bot processes share (schemas in
//! `migrations/sqlite` and `migrations/postgres`, the same tables).
//!
//! Every change runs in one write transaction. On SQLite it is opened
//! with `BEGIN IMMEDIATE`, so two commands never interleave: the second
//! waits (busy timeout) and then sees the first one's result. On
//! PostgreSQL reading a game in a write transaction locks its row
//! (`FOR UPDATE`), so a game's commands run one after the other whichever
//! process receives them, and commands on other games run alongside. The
//! game's `version` column is bumped by every change; buttons carry it so a
//! stale or repeated click is refused instead of applied twice.
//!
//! Faults the store survives or reports: a transaction that SQLite rolled
//! back by itself (full disk, I/O error) never leaves its connection in the
//! pool; two processes may create one new database at once; a database
//! file deleted or replaced under a running store stops all work with
//! [`StoreError::FileChanged`] instead of writing where nobody will read.

mod address;
mod backend;
mod error;
pub mod notices;
mod open;
pub mod outbox;
pub mod queries;
pub mod ratings;
mod schema;
pub mod settings;
pub mod vacations;

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;

pub use address::{AddressError, DatabaseAddress, DatabaseKind};
pub use backend::{Backend, Conn, Tx};
pub use error::{FileChange, StoreError};
pub use open::Access;
pub use outbox::{NewPost, OutboxRow};
pub use queries::{DeadlineRow, DraftRow, EventRow, GameRow, GameStatus, NewGame, SeatRow};
pub use schema::{SchemaVersion, known_version};

/// The database file used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://palanquee.db";

/// How long a command waits for another one's write transaction.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// How many times [`Store::open`] tries when SQLite answers "database is
/// locked" at once.
const OPEN_ATTEMPTS: u32 = 8;

/// The wait before the second try; it doubles with each try (the eight
/// tries wait 3.2 s in all).
const OPEN_BACKOFF: Duration = Duration::from_millis(25);

/// How many connections a process keeps to a PostgreSQL server: enough
/// for the commands of several games at once, few enough that three
/// processes stay well under the server's default limit of 100.
const POSTGRES_CONNECTIONS: u32 = 10;

/// The connection pool and the queries on it.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// The SQLite file as opened; `None` for an in-memory database or
    /// PostgreSQL.
    file: Option<FileIdentity>,
}

/// Which file the store opened: its path, and the device and inode it had
/// then. A file deleted, or replaced by another (moved or copied over it),
/// no longer matches.
#[derive(Clone, Debug)]
struct FileIdentity {
    path: PathBuf,
    device: u64,
    inode: u64,
}

impl FileIdentity {
    /// The identity of the file at `path` now.
    fn of(path: &Path) -> Result<FileIdentity, StoreError> {
        let (device, inode) = device_and_inode(path).ok_or_else(|| StoreError::FileChanged {
            path: path.to_path_buf(),
            change: FileChange::Deleted,
        })?;
        Ok(FileIdentity {
            path: path.to_path_buf(),
            device,
            inode,
        })
    }

    /// Fails if the path no longer leads to the file opened: one `stat`.
    fn check(&self) -> Result<(), StoreError> {
        let change = match device_and_inode(&self.path) {
            Some(now) if now == (self.device, self.inode) => return Ok(()),
            Some(_) => FileChange::Replaced,
            None => FileChange::Deleted,
        };
        tracing::error!(path = %self.path.display(), %change, "the database file changed under the store");
        Err(StoreError::FileChanged {
            path: self.path.clone(),
            change,
        })
    }
}

/// The device and inode of the file at `path`, if there is one.
#[cfg(unix)]
fn device_and_inode(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Elsewhere only whether the file is there (no inode to compare).
#[cfg(not(unix))]
fn device_and_inode(path: &Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|_| (0, 0))
}

/// The file behind `url`, or `None` for an in-memory database
/// (`sqlite::memory:`, `mode=memory`).
fn database_file(url: &str, options: &SqliteConnectOptions) -> Option<PathBuf> {
    if url.contains(":memory:") || url.contains("mode=memory") {
        return None;
    }
    Some(options.get_filename().to_path_buf())
}

impl Store {
    /// The URL of `DATABASE_URL`, or the embedded default file.
    #[must_use]
    pub fn url_from_env() -> String {
        std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_string())
    }

    /// The connection pool, for SQL of one's own (tools, tests).
    #[must_use]
    pub fn backend(&self) -> &Backend {
        &self.backend
    }

    /// Starts a write transaction. On SQLite it holds the database's write
    /// lock until committed or dropped; on PostgreSQL it locks the rows of
    /// the games it reads ([`Tx::locks_rows`]). Fails with [`StoreError::FileChanged`]
    /// if the database file was deleted or replaced since the store opened
    /// it: checked before a connection is taken (so none is opened, or a
    /// new file created, at the path) and again once the lock is held (the
    /// wait for it can last the busy timeout).
    pub async fn write(&self) -> Result<Tx, StoreError> {
        match &self.backend {
            Backend::Sqlite(pool) => {
                self.check_file()?;
                let tx = pool
                    .begin_with("BEGIN IMMEDIATE")
                    .await
                    .map_err(|error| self.explain(error))?;
                self.check_file()?;
                Ok(Tx::sqlite(tx))
            }
            Backend::Postgres(pool) => Ok(Tx::postgres(pool.begin().await?, true)),
        }
    }

    /// Starts a read transaction: a consistent snapshot (on PostgreSQL,
    /// `REPEATABLE READ`). Like [`Store::write`], fails if the SQLite file
    /// was deleted or replaced: what it would read is no longer what the
    /// file holds.
    pub async fn read(&self) -> Result<Tx, StoreError> {
        match &self.backend {
            Backend::Sqlite(pool) => {
                self.check_file()?;
                let tx = pool.begin().await.map_err(|error| self.explain(error))?;
                Ok(Tx::sqlite(tx))
            }
            Backend::Postgres(pool) => {
                let tx = pool
                    .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ")
                    .await?;
                Ok(Tx::postgres(tx, false))
            }
        }
    }

    /// A failure to begin a transaction, explained by the file having been
    /// deleted or replaced meanwhile when it was (a new connection cannot
    /// open a deleted file).
    fn explain(&self, error: sqlx::Error) -> StoreError {
        match self.check_file() {
            Err(changed) => changed,
            Ok(()) => StoreError::Database(error),
        }
    }

    /// Fails if the database file is no longer the one opened.
    fn check_file(&self) -> Result<(), StoreError> {
        self.file.as_ref().map_or(Ok(()), FileIdentity::check)
    }

    /// Closes every connection (on SQLite, checkpointing the WAL).
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite(pool) => pool.close().await,
            Backend::Postgres(pool) => pool.close().await,
        }
    }
}
