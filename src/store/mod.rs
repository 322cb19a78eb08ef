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

mod backend;
mod error;
pub mod notices;
pub mod outbox;
pub mod queries;
pub mod ratings;
pub mod settings;
pub mod vacations;

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, SqliteConnection, SqlitePool};

pub use backend::{Backend, Conn, Tx};
pub use error::{FileChange, StoreError};
pub use outbox::{NewPost, OutboxRow};
pub use queries::{DeadlineRow, DraftRow, EventRow, GameRow, GameStatus, NewGame, SeatRow};

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

/// Whether `url` names a PostgreSQL server (`postgres://…` or
/// `postgresql://…`) rather than a SQLite file.
#[must_use]
pub fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
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
    /// Opens the database at `url`: a PostgreSQL server
    /// (`postgres://USER@HOST/DATABASE`, the database already created), or
    /// a SQLite file (`sqlite://FILE`, created if needed). Runs the
    /// embedded migrations the database lacks.
    ///
    /// On PostgreSQL, processes starting together wait for each other's
    /// migrations (sqlx holds an advisory lock while it migrates).
    ///
    /// A SQLite file is opened in WAL mode with a busy timeout and full sync, and runs the embedded
    /// migrations.
    ///
    /// Two processes may open a new file at the same moment (two local
    /// games started together, a bot restarted while a local game starts).
    /// The migrations are serialised by holding the write lock while they
    /// run (see `migrate`), so only one process applies them. What is left
    /// is SQLite answering "database is locked" at once, without waiting
    /// for the busy timeout: it does so when a connection switches the new
    /// file to WAL while the other process opens it. That answer is
    /// transient, and opening is idempotent (each migration commits with
    /// its record, and connecting changes nothing once the file is in WAL
    /// mode), so the whole open is tried again after a short, doubling
    /// pause, eight times at most (3.2 s of pauses).
    /// Other errors (a migration that fails on its own, a missing folder)
    /// are returned at once. Retrying on any error, or on "already exists",
    /// would hide real faults, such as tables made by something else.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if is_postgres_url(url) {
            return Store::open_postgres(url).await;
        }
        Store::open_with_pragmas(url, &[]).await
    }

    /// The PostgreSQL server at `url`, migrated.
    async fn open_postgres(url: &str) -> Result<Store, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS)
            .acquire_timeout(BUSY_TIMEOUT)
            .connect(url)
            .await?;
        if let Err(error) = sqlx::migrate!("migrations/postgres").run(&pool).await {
            pool.close().await;
            return Err(error.into());
        }
        Ok(Store {
            backend: Backend::Postgres(pool),
            file: None,
        })
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
        let mut pause = OPEN_BACKOFF;
        let mut attempt = 1;
        loop {
            match connect(&options).await {
                Err(error) if error.is_busy() && attempt < OPEN_ATTEMPTS => {
                    tracing::info!(%error, attempt, "database busy while opening; trying again");
                    tokio::time::sleep(pause).await;
                    pause *= 2;
                    attempt += 1;
                }
                result => {
                    let pool = result?;
                    // From now on a connection never creates the file: if
                    // it is deleted under the running store, opening one
                    // fails instead of starting an empty database there.
                    pool.set_connect_options(options.clone().create_if_missing(false));
                    let file = match database_file(url, &options).map(|f| FileIdentity::of(&f)) {
                        None => None,
                        Some(Ok(identity)) => Some(identity),
                        Some(Err(error)) => {
                            pool.close().await;
                            return Err(error);
                        }
                    };
                    return Ok(Store {
                        backend: Backend::Sqlite(pool),
                        file,
                    });
                }
            }
        }
    }

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

/// The newest migration a database has: its version and description.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SchemaVersion {
    /// The migration's number (`0003_…` is 3).
    pub version: i64,
    /// Its name, in words (`game kind`).
    pub description: String,
}

impl Store {
    /// The newest migration applied to the database (after [`Store::open`],
    /// the newest one embedded in this build).
    pub async fn schema_version(&self) -> Result<Option<SchemaVersion>, StoreError> {
        const NEWEST: &str = "SELECT version, description FROM _sqlx_migrations \
             WHERE success ORDER BY version DESC LIMIT 1";
        let row: Option<(i64, String)> = match &self.backend {
            Backend::Sqlite(pool) => sqlx::query_as(NEWEST).fetch_optional(pool).await?,
            Backend::Postgres(pool) => sqlx::query_as(NEWEST).fetch_optional(pool).await?,
        };
        Ok(row.map(|(version, description)| SchemaVersion {
            version,
            description,
        }))
    }
}

/// The pool on `options`, migrated; closed again if the migrations fail.
async fn connect(options: &SqliteConnectOptions) -> Result<SqlitePool, StoreError> {
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .acquire_timeout(BUSY_TIMEOUT)
        .after_release(|conn, _| Box::pin(still_usable(conn)))
        .connect_with(options.clone())
        .await?;
    if let Err(error) = migrate(&pool).await {
        pool.close().await;
        return Err(error);
    }
    Ok(pool)
}

/// Runs the embedded migrations that the database lacks, holding its
/// write lock (`BEGIN IMMEDIATE`) throughout: a second process opening a
/// new database at the same moment waits (busy timeout) for the first one's
/// migrations, then finds them applied, instead of running them too and
/// failing on `table games already exists`.
async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut conn = pool.acquire().await?;
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    sqlx::migrate!("migrations/sqlite").run(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Whether a connection given back to the pool may serve again: not if it
/// is still inside a transaction. When a COMMIT, or a statement that keeps
/// no statement journal (no `RETURNING`, no trigger), fails with
/// `SQLITE_FULL` or an I/O error, SQLite rolls the whole transaction back
/// by itself; the ROLLBACK that sqlx then runs for the dropped transaction
/// fails ("no transaction is active"), and sqlx-sqlite 0.9 keeps counting
/// the connection as one level deep in a transaction. Every later
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
