//! The SQLite store: games, seats, the append-only event log, drafts,
//! deadlines and the outbox of posts (schema in `migrations/`).
//!
//! Every change runs in one write transaction opened with
//! `BEGIN IMMEDIATE`, so two commands on one channel never interleave: the
//! second waits (busy timeout) and then sees the first one's result. The
//! game's `version` column is bumped by every change; buttons carry it so a
//! stale or repeated click is refused instead of applied twice.

mod error;
pub mod outbox;
pub mod queries;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, SqliteConnection, SqlitePool, Transaction};

pub use error::StoreError;
pub use outbox::{NewPost, OutboxRow};
pub use queries::{DeadlineRow, DraftRow, EventRow, GameRow, GameStatus, SeatRow};

/// The database file used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://palanquee.db";

/// How long a command waits for another one's write transaction.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// A write transaction (`BEGIN IMMEDIATE`): commit it or it rolls back.
pub type WriteTx = Transaction<'static, sqlx::Sqlite>;

/// The connection pool and the queries on it.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if needed) the database at `url` (`sqlite://FILE`),
    /// in WAL mode with a busy timeout and full sync, and runs the embedded
    /// migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with_pragmas(url, &[]).await
    }

    /// [`Store::open`], with extra `PRAGMA name = value` settings run on
    /// every connection of the pool. Meant for tests: SQLite's
    /// `max_page_count` (which applies per connection) stands in for a
    /// full disk. The bot and the local mode use [`Store::open`].
    pub async fn open_with_pragmas(
        url: &str,
        pragmas: &[(&str, &str)],
    ) -> Result<Store, StoreError> {
        let mut options = SqliteConnectOptions::from_str(url)
            .map_err(StoreError::Database)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true);
        for (name, value) in pragmas {
            options = options.pragma(name.to_string(), value.to_string());
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(BUSY_TIMEOUT)
            .after_release(|conn, _| Box::pin(still_usable(conn)))
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        Ok(Store { pool })
    }

    /// The URL of `DATABASE_URL`, or the embedded default file.
    #[must_use]
    pub fn url_from_env() -> String {
        std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_string())
    }

    /// Starts a write transaction; it holds the database's write lock
    /// until committed or dropped.
    pub async fn write(&self) -> Result<WriteTx, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// Starts a read transaction: a consistent snapshot.
    pub async fn read(&self) -> Result<Transaction<'static, sqlx::Sqlite>, StoreError> {
        Ok(self.pool.begin().await?)
    }

    /// Closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Whether a connection given back to the pool may serve again: not if it
/// is still inside a transaction. When a statement or COMMIT fails with
/// `SQLITE_FULL` or an I/O error, SQLite rolls the whole transaction back
/// by itself; the ROLLBACK that sqlx then runs for the dropped transaction
/// fails ("no transaction is active"), and sqlx-sqlite keeps counting the
/// connection as one level deep in a transaction. Every later
/// `BEGIN IMMEDIATE` on it would fail ("begin_with at non-zero transaction
/// depth") for as long as the process runs. Such a connection is closed
/// here (closing also ends any transaction SQLite still holds) and the
/// pool opens a fresh one when needed.
async fn still_usable(conn: &mut SqliteConnection) -> Result<bool, sqlx::Error> {
    // The rollback of a dropped transaction is queued on the connection's
    // worker; the ping returns once it has run, so the depth is settled.
    conn.ping().await?;
    if conn.is_in_transaction() {
        tracing::warn!("closing a database connection left inside a failed transaction");
        return Ok(false);
    }
    Ok(true)
}
