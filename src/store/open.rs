//! Opening a database: a SQLite file (created when missing) or a
//! PostgreSQL server, brought to this build's schema; or, for a command
//! that only reads, an existing database opened read-only and left as it
//! is. Whatever stops a database from opening is named with what to do:
//! a server that does not answer, a login refused, a missing database, a
//! file that cannot be written, a schema from a newer build.

use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, PgConnection, SqliteConnection, SqlitePool};

use super::address::{DatabaseAddress, DatabaseKind};
use super::backend::Backend;
use super::error::{StoreError, database_code};
use super::file_identity::{FileIdentity, database_file};
use super::handle::{BUSY_TIMEOUT, Store};
use super::schema::{self, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS};
use super::sqlite_file;

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

/// What a command may do to the database it opens.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Access {
    /// Create the database when missing and bring its schema up to date:
    /// `migrate`, `local` and `bot`.
    Create,
    /// Open an existing database at this build's schema, read-only; never
    /// create, migrate or change it: `replay`.
    ReadExisting,
}

impl Store {
    /// Opens the database at `url` to play on: a PostgreSQL server
    /// (`postgres://USER@HOST/DATABASE`, the database already created), or
    /// a SQLite file (`sqlite://FILE` or a plain path, created if needed),
    /// with the embedded migrations it lacks applied. See
    /// [`Store::open_at`].
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_at(&DatabaseAddress::parse(url)?, Access::Create).await
    }

    /// Opens the database at `address` for `access`.
    ///
    /// On PostgreSQL, processes starting together wait for each other's
    /// migrations (sqlx holds an advisory lock while it migrates).
    ///
    /// A SQLite file is opened in WAL mode with a busy timeout and full
    /// sync. Two processes may open a new file at the same moment (two
    /// local games started together, a bot restarted while a local game
    /// starts). The migrations are serialised by holding the write lock
    /// while they run (see `migrate`), so only one process applies them.
    /// What is left is SQLite answering "database is locked" at once,
    /// without waiting for the busy timeout: it does so when a connection
    /// switches the new file to WAL while the other process opens it. That
    /// answer is transient, and opening is idempotent (each migration
    /// commits with its record, and connecting changes nothing once the
    /// file is in WAL mode), so the whole open is tried again after a
    /// short, doubling pause, eight times at most (3.2 s of pauses). Other
    /// errors (a migration that fails on its own, a missing folder) are
    /// returned at once: retrying on any error would hide real faults.
    pub async fn open_at(address: &DatabaseAddress, access: Access) -> Result<Store, StoreError> {
        match address.kind() {
            DatabaseKind::Postgres => open_postgres(address.url(), access).await,
            DatabaseKind::Sqlite => open_sqlite(address.url(), &[], access).await,
        }
    }

    /// [`Store::open`] on a SQLite file, with extra `PRAGMA name = value`
    /// settings run on every connection of the pool. Meant for tests:
    /// SQLite's `max_page_count` (which applies per connection) stands in
    /// for a full disk. The bot and the local mode use [`Store::open`].
    pub async fn open_with_pragmas(
        url: &str,
        pragmas: &[(&str, &str)],
    ) -> Result<Store, StoreError> {
        open_sqlite(url, pragmas, Access::Create).await
    }
}

/// The SQLite file at `url`, opened for `access`.
async fn open_sqlite(
    url: &str,
    pragmas: &[(&str, &str)],
    access: Access,
) -> Result<Store, StoreError> {
    let mut options = SqliteConnectOptions::from_str(url)
        .map_err(StoreError::Database)?
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(BUSY_TIMEOUT)
        .foreign_keys(true);
    let path = database_file(url, &options);
    if let Some(path) = &path {
        sqlite_file::check(path, access)?;
        // `mode=ro` opens the file read-only: refused before SQLite makes
        // its `-wal` and `-shm` files beside it.
        if access == Access::Create && url.contains("mode=ro") {
            return Err(StoreError::ReadOnly {
                path: Some(path.clone()),
            });
        }
    }
    options = match access {
        Access::Create => options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal),
        Access::ReadExisting => options.read_only(true),
    };
    for (name, value) in pragmas {
        options = options.pragma(name.to_string(), value.to_string());
    }
    let pool = connect_with_retries(&options, access, path.clone()).await?;
    // From now on a connection never creates the file: if it is deleted
    // under the running store, opening one fails instead of starting an
    // empty database there.
    pool.set_connect_options(options.clone().create_if_missing(false));
    let file = match path.map(|f| FileIdentity::of(&f)) {
        None => None,
        Some(Ok(identity)) => Some(identity),
        Some(Err(error)) => {
            pool.close().await;
            return Err(error);
        }
    };
    Ok(Store::new(Backend::Sqlite(pool), file))
}

/// [`connect`], tried again while SQLite answers "busy" at once (see
/// [`Store::open_at`]).
async fn connect_with_retries(
    options: &SqliteConnectOptions,
    access: Access,
    path: Option<PathBuf>,
) -> Result<SqlitePool, StoreError> {
    let mut pause = OPEN_BACKOFF;
    let mut attempt = 1;
    loop {
        match connect(options, access, path.clone()).await {
            Err(error) if error.is_busy() && attempt < OPEN_ATTEMPTS => {
                tracing::info!(%error, attempt, "database busy while opening; trying again");
                tokio::time::sleep(pause).await;
                pause *= 2;
                attempt += 1;
            }
            result => return result,
        }
    }
}

/// The pool on `options`, migrated (or, to only read, checked to be at
/// this build's schema); closed again if that fails.
async fn connect(
    options: &SqliteConnectOptions,
    access: Access,
    path: Option<PathBuf>,
) -> Result<SqlitePool, StoreError> {
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .acquire_timeout(BUSY_TIMEOUT)
        .after_release(|conn, _| Box::pin(still_usable(conn)))
        .connect_with(options.clone())
        .await?;
    let prepared = match access {
        Access::Create => migrate(&pool).await,
        Access::ReadExisting => check_readable(&pool).await,
    };
    if let Err(error) = prepared {
        pool.close().await;
        return Err(if error.is_read_only() {
            StoreError::ReadOnly { path }
        } else {
            error
        });
    }
    Ok(pool)
}

/// Runs the embedded migrations that the database lacks, holding its
/// write lock (`BEGIN IMMEDIATE`) throughout: a second process opening a
/// new database at the same moment waits (busy timeout) for the first one's
/// migrations, then finds them applied, instead of running them too and
/// failing on `table games already exists`. A database from a newer build
/// is refused before anything runs. Then checks that the file can be
/// written at all: a read-only file opens and reads fine, and would fail
/// only at the first move.
async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut conn = pool.acquire().await?;
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    schema::refuse_newer(schema::sqlite_found(&mut tx).await?, DatabaseKind::Sqlite)?;
    SQLITE_MIGRATIONS.run(&mut *tx).await?;
    tx.commit().await?;
    match probe_write(&mut conn).await {
        Err(error) if error.is_read_only() => Err(error),
        // Anything else (a full disk) may pass: the commands that meet it
        // fail alone, and the next ones go through once it is over.
        _ => Ok(()),
    }
}

/// Fails with SQLite's own "read-only" error if the database cannot be
/// written: creates a table in a transaction that is then rolled back,
/// which leaves nothing in the file.
async fn probe_write(conn: &mut SqliteConnection) -> Result<(), StoreError> {
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    sqlx::query("CREATE TABLE main._palanquee_write_probe (x INTEGER)")
        .execute(&mut *tx)
        .await?;
    tx.rollback().await?;
    Ok(())
}

/// Refuses, for a command that only reads, a database not at this
/// build's schema: it may not migrate it.
async fn check_readable(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut conn = pool.acquire().await?;
    let found = schema::sqlite_found(&mut conn).await?;
    schema::refuse_other(found, DatabaseKind::Sqlite)
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

/// The PostgreSQL server at `url`, migrated (or checked, to only read:
/// then every transaction of the session is read-only).
async fn open_postgres(url: &str, access: Access) -> Result<Store, StoreError> {
    let mut options = PgConnectOptions::from_str(url)?;
    if access == Access::ReadExisting {
        options = options.options([("default_transaction_read_only", "on")]);
    }
    let mut first = first_connection(&options).await?;
    let found = schema::postgres_found(&mut first).await;
    let _ = first.close().await;
    match access {
        Access::Create => schema::refuse_newer(found?, DatabaseKind::Postgres)?,
        Access::ReadExisting => schema::refuse_other(found?, DatabaseKind::Postgres)?,
    }
    let pool = PgPoolOptions::new()
        .max_connections(POSTGRES_CONNECTIONS)
        .acquire_timeout(BUSY_TIMEOUT)
        .connect_with(options)
        .await?;
    if access == Access::Create
        && let Err(error) = POSTGRES_MIGRATIONS.run(&pool).await
    {
        pool.close().await;
        return Err(error.into());
    }
    Ok(Store::new(Backend::Postgres(pool), None))
}

/// A first connection to the server, alone, so that what goes wrong is
/// named (a pool would only say it timed out): no answer, a login
/// refused, no such database.
async fn first_connection(options: &PgConnectOptions) -> Result<PgConnection, StoreError> {
    let server = match options.get_socket() {
        Some(socket) => socket.display().to_string(),
        None => format!("{}:{}", options.get_host(), options.get_port()),
    };
    let attempt = tokio::time::timeout(BUSY_TIMEOUT, PgConnection::connect_with(options)).await;
    let error = match attempt {
        Ok(Ok(conn)) => return Ok(conn),
        Ok(Err(error)) => error,
        Err(_) => {
            return Err(StoreError::Unreachable {
                server,
                reason: format!("no answer within {} s", BUSY_TIMEOUT.as_secs()),
            });
        }
    };
    let user = options.get_username().to_string();
    let not_postgres =
        "it answered, but not as a PostgreSQL server does: is another service on that port?";
    Err(match (&error, database_code(&error).as_deref()) {
        (sqlx::Error::Io(io), _) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            StoreError::Unreachable {
                server,
                reason: not_postgres.into(),
            }
        }
        (sqlx::Error::Protocol(_) | sqlx::Error::Tls(_), _) => StoreError::Unreachable {
            server,
            reason: not_postgres.into(),
        },
        (sqlx::Error::Io(io), _) => StoreError::Unreachable {
            server,
            reason: io.to_string(),
        },
        (_, Some("28P01" | "28000")) => StoreError::LoginRefused { server, user },
        (_, Some("3D000")) => StoreError::NoSuchDatabase {
            server,
            database: options.get_database().unwrap_or(&user).to_string(),
        },
        _ => StoreError::Database(error),
    })
}
