//! The two databases the store runs on, behind one transaction type.
//!
//! SQLite (one embedded file, the default) and PostgreSQL (one server
//! that several bot processes share) run the very same SQL text: every
//! query is written once, with `$1`-style parameters, which both drivers
//! bind by number. A query runs on whichever connection the transaction
//! holds, through [`on_backend!`](crate::on_backend!), with its types
//! checked for each driver; sqlx's `Any` driver would have given those
//! types up (it decodes through a lowest common type), which is why it is
//! not used. Where the two dialects differ (PostgreSQL's row locks,
//! SQLite's pragmas), the store says so next to the query.

use sqlx::{PgConnection, PgPool, Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::time::Instant;
use tokio::sync::OwnedSemaphorePermit;

use crate::telemetry;

use super::error::StoreError;

/// A connection pool on one of the two databases. Public so that tools
/// and tests can run SQL of their own on the store's database.
#[derive(Clone, Debug)]
pub enum Backend {
    /// The embedded SQLite file.
    Sqlite(SqlitePool),
    /// A PostgreSQL server shared by several processes.
    Postgres(PgPool),
}

impl Backend {
    /// The database's name in the store's messages and logs.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite(_) => "SQLite",
            Backend::Postgres(_) => "PostgreSQL",
        }
    }
}

/// A transaction on either database: every query of the store runs inside
/// one. Commit it, or it rolls back when dropped.
#[derive(Debug)]
pub struct Tx {
    open: OpenTx,
    /// Whether reading a game locks its row until the end of the
    /// transaction (PostgreSQL writes; see [`Tx::locks_rows`]).
    locks_rows: bool,
    /// A SQLite write's turn in the process's queue of writers (see
    /// [`Store::write`](super::Store::write)), handed on when the
    /// transaction ends: declared after `open`, so dropped after it.
    turn: Option<OwnedSemaphorePermit>,
    /// Times the transaction for the operators' metrics (when dropped).
    _timer: Timer,
}

/// Records how long a transaction stayed open when it ends, committed or
/// rolled back ([`telemetry::transaction_ended`]).
#[derive(Debug)]
struct Timer {
    kind: &'static str,
    started: Instant,
}

impl Timer {
    fn start(write: bool) -> Timer {
        let kind = if write { "write" } else { "read" };
        Timer {
            kind,
            started: Instant::now(),
        }
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        telemetry::transaction_ended(self.kind, self.started.elapsed());
    }
}

#[derive(Debug)]
enum OpenTx {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

/// The connection a transaction runs on, for [`on_backend!`](crate::on_backend!).
pub enum Conn<'a> {
    /// On the SQLite file.
    Sqlite(&'a mut SqliteConnection),
    /// On the PostgreSQL server.
    Postgres(&'a mut PgConnection),
}

impl Tx {
    /// A transaction on SQLite. It needs no row locks: a write transaction
    /// (`BEGIN IMMEDIATE`) holds the whole file's write lock, and `turn`
    /// the process's queue of writers (`None` for a read).
    pub(crate) fn sqlite(
        tx: Transaction<'static, Sqlite>,
        turn: Option<OwnedSemaphorePermit>,
    ) -> Tx {
        Tx {
            open: OpenTx::Sqlite(tx),
            locks_rows: false,
            _timer: Timer::start(turn.is_some()),
            turn,
        }
    }

    /// A transaction on PostgreSQL; `write` if it may change the game it
    /// reads.
    pub(crate) fn postgres(tx: Transaction<'static, Postgres>, write: bool) -> Tx {
        Tx {
            open: OpenTx::Postgres(tx),
            locks_rows: write,
            turn: None,
            _timer: Timer::start(write),
        }
    }

    /// Whether reading a game must lock its row (`SELECT … FOR UPDATE`):
    /// in a PostgreSQL write transaction, so that a game's commands,
    /// whichever process receives them, run one after the other. SQLite
    /// has no row locks and needs none: its write transaction holds the
    /// file's write lock.
    #[must_use]
    pub fn locks_rows(&self) -> bool {
        self.locks_rows
    }

    /// The connection to run a query on.
    pub fn conn(&mut self) -> Conn<'_> {
        match &mut self.open {
            OpenTx::Sqlite(tx) => Conn::Sqlite(tx),
            OpenTx::Postgres(tx) => Conn::Postgres(tx),
        }
    }

    /// Makes the transaction's changes durable and visible to others.
    pub async fn commit(self) -> Result<(), StoreError> {
        let Tx { open, turn, .. } = self;
        match open {
            OpenTx::Sqlite(tx) => tx.commit().await?,
            OpenTx::Postgres(tx) => tx.commit().await?,
        }
        drop(turn);
        Ok(())
    }
}

/// Runs `$body` with `$conn` bound to the transaction's connection, on
/// whichever database it is: the same code, type-checked for each driver.
/// The body's value must have one type on both (map driver-specific
/// results, such as `execute`'s, to plain values).
#[macro_export]
#[doc(hidden)]
macro_rules! on_backend {
    ($tx:expr, |$conn:ident| $body:expr) => {
        match $tx.conn() {
            $crate::store::backend::Conn::Sqlite($conn) => $body,
            $crate::store::backend::Conn::Postgres($conn) => $body,
        }
    };
}

/// Runs the statement `$sql` with the parameters `$param`… bound in turn
/// (`$1`, `$2`, …) on the transaction's connection, whichever database it
/// is; its value is the number of rows it changed.
#[macro_export]
#[doc(hidden)]
macro_rules! execute {
    ($tx:expr, $sql:expr $(, $param:expr)* $(,)?) => {
        $crate::on_backend!($tx, |conn| {
            sqlx::query($sql)
                $(.bind($param))*
                .execute(conn)
                .await
                .map(|done| done.rows_affected())
        })
    };
}
