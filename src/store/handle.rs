//! The store handle: the connection pool, and the write and read
//! transactions every query runs in (opening it is in `open.rs`).

use super::address;
use super::backend::{Backend, Tx};
use super::error::StoreError;
use super::file_identity::FileIdentity;

/// The connection pool and the queries on it.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// The SQLite file as opened; `None` for an in-memory database or
    /// PostgreSQL.
    file: Option<FileIdentity>,
}

impl Store {
    /// A store on `backend`; `file` is the SQLite file it opened, to be
    /// checked before each transaction.
    pub(crate) fn new(backend: Backend, file: Option<FileIdentity>) -> Store {
        Store { backend, file }
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
