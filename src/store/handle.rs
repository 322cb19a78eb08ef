//! The store handle: the connection pool, and the write and read
//! transactions every query runs in (opening it is in `open.rs`).

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::address;
use super::backend::{Backend, Tx};
use super::error::StoreError;
use super::file_identity::FileIdentity;

/// How long a command waits for another one's write transaction.
pub(super) const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The connection pool and the queries on it.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// The SQLite file as opened; `None` for an in-memory database or
    /// PostgreSQL.
    file: Option<FileIdentity>,
    /// On SQLite, the queue of this process's write transactions: one
    /// permit, handed on in the order asked (see [`Store::write`]).
    writers: Arc<Semaphore>,
}

impl Store {
    /// A store on `backend`; `file` is the SQLite file it opened, to be
    /// checked before each transaction.
    pub(crate) fn new(backend: Backend, file: Option<FileIdentity>) -> Store {
        Store {
            backend,
            file,
            writers: Arc::new(Semaphore::new(1)),
        }
    }

    /// The URL of `DATABASE_URL`, or the embedded default file.
    #[must_use]
    pub fn url_from_env() -> String {
        address::url_from_env()
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
    ///
    /// SQLite lets one writer in at a time, and a writer that finds the
    /// file locked sleeps in the busy handler (1, 2, 5, … up to 100 ms)
    /// before it tries again, however soon the lock is free. So this
    /// process's writers queue first, in the order they asked, each
    /// woken the moment the one before it ends; only another process's
    /// writer (a local game beside the bot) is waited for by the busy
    /// handler. Readers take their own connections and never queue.
    pub async fn write(&self) -> Result<Tx, StoreError> {
        match &self.backend {
            Backend::Sqlite(pool) => {
                self.check_file()?;
                let turn = self.writers_turn().await?;
                let tx = pool
                    .begin_with("BEGIN IMMEDIATE")
                    .await
                    .map_err(|error| self.explain(error))?;
                self.check_file()?;
                Ok(Tx::sqlite(tx, Some(turn)))
            }
            Backend::Postgres(pool) => Ok(Tx::postgres(pool.begin().await?, true)),
        }
    }

    /// This process's next turn to write on SQLite, waited for as long as
    /// SQLite's busy handler would wait for the file's lock (a writer in a
    /// queue that never moves fails, as it did in the busy handler).
    async fn writers_turn(&self) -> Result<OwnedSemaphorePermit, StoreError> {
        let queue = Arc::clone(&self.writers).acquire_owned();
        match tokio::time::timeout(BUSY_TIMEOUT, queue).await {
            Ok(Ok(turn)) => Ok(turn),
            Ok(Err(_closed)) => Err(StoreError::Database(sqlx::Error::PoolClosed)),
            Err(_elapsed) => Err(StoreError::Database(sqlx::Error::PoolTimedOut)),
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
                Ok(Tx::sqlite(tx, None))
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

    /// Closes every connection (on SQLite, checkpointing the WAL); queued
    /// writers then fail as on a closed pool.
    pub async fn close(&self) {
        self.writers.close();
        match &self.backend {
            Backend::Sqlite(pool) => pool.close().await,
            Backend::Postgres(pool) => pool.close().await,
        }
    }
}
