//! Schema versions: the migrations a database has against the ones this
//! build embeds. A database one build migrated must not be opened by an
//! older one (it would miss tables and columns it does not know of), and a
//! command that only reads may not migrate: both are refused with the two
//! version numbers, before anything is changed.

use sqlx::migrate::Migrator;
use sqlx::{PgConnection, SqliteConnection};

use super::address::DatabaseKind;
use super::backend::Backend;
use super::error::StoreError;
use super::handle::Store;

/// The embedded migrations for SQLite files.
pub(crate) static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");

/// The embedded migrations for PostgreSQL servers.
pub(crate) static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

/// Asks whether sqlx's table of applied migrations exists.
const SQLITE_HAS_TABLE: &str =
    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'";
/// The same on PostgreSQL (in the connection's search path).
const POSTGRES_HAS_TABLE: &str = "SELECT COUNT(*) FROM pg_catalog.pg_tables WHERE tablename = '_sqlx_migrations' \
     AND schemaname = ANY (current_schemas(false))";
/// The newest migration applied.
const NEWEST_APPLIED: &str = "SELECT MAX(version) FROM _sqlx_migrations WHERE success";

/// The newest migration a database has: its version and description.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SchemaVersion {
    /// The migration's number (`0003_…` is 3).
    pub version: i64,
    /// Its name, in words (`game kind`).
    pub description: String,
}

/// The newest migration this build embeds for `kind`.
#[must_use]
pub fn known_version(kind: DatabaseKind) -> i64 {
    let migrator = match kind {
        DatabaseKind::Sqlite => &SQLITE_MIGRATIONS,
        DatabaseKind::Postgres => &POSTGRES_MIGRATIONS,
    };
    migrator.iter().map(|m| m.version).max().unwrap_or(0)
}

/// The newest migration applied through the connection `$conn`, `None`
/// before any; `$has_table` asks whether sqlx's table exists (the two
/// databases ask differently).
macro_rules! newest_applied {
    ($conn:expr, $has_table:expr) => {{
        let (tables,): (i64,) = sqlx::query_as($has_table).fetch_one(&mut *$conn).await?;
        if tables == 0 {
            return Ok(None);
        }
        let (newest,): (Option<i64>,) = sqlx::query_as(NEWEST_APPLIED).fetch_one($conn).await?;
        Ok(newest)
    }};
}

/// The newest migration applied to a SQLite database, `None` before any.
pub(crate) async fn sqlite_found(conn: &mut SqliteConnection) -> Result<Option<i64>, StoreError> {
    newest_applied!(conn, SQLITE_HAS_TABLE)
}

/// The newest migration applied to a PostgreSQL database, `None` before
/// any.
pub(crate) async fn postgres_found(conn: &mut PgConnection) -> Result<Option<i64>, StoreError> {
    newest_applied!(conn, POSTGRES_HAS_TABLE)
}

/// Refuses a database that a newer build migrated.
pub(crate) fn refuse_newer(found: Option<i64>, kind: DatabaseKind) -> Result<(), StoreError> {
    let known = known_version(kind);
    match found {
        Some(found) if found > known => Err(StoreError::NewerSchema { found, known }),
        _ => Ok(()),
    }
}

/// Refuses, for a command that only reads, a database not exactly at this
/// build's schema.
pub(crate) fn refuse_other(found: Option<i64>, kind: DatabaseKind) -> Result<(), StoreError> {
    refuse_newer(found, kind)?;
    let known = known_version(kind);
    if found == Some(known) {
        return Ok(());
    }
    Err(StoreError::OlderSchema { found, known })
}

impl Store {
    /// The newest migration applied to the database (after [`Store::open`],
    /// the newest one embedded in this build).
    pub async fn schema_version(&self) -> Result<Option<SchemaVersion>, StoreError> {
        const NEWEST: &str = "SELECT version, description FROM _sqlx_migrations \
             WHERE success ORDER BY version DESC LIMIT 1";
        let row: Option<(i64, String)> = match self.backend() {
            Backend::Sqlite(pool) => sqlx::query_as(NEWEST).fetch_optional(pool).await?,
            Backend::Postgres(pool) => sqlx::query_as(NEWEST).fetch_optional(pool).await?,
        };
        Ok(row.map(|(version, description)| SchemaVersion {
            version,
            description,
        }))
    }
}
