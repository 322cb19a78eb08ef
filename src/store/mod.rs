//! The store: games, seats, the append-only event log, drafts, deadlines
//! and the outbox of posts, in an embedded SQLite file (the default) or on
//! a PostgreSQL server that several bot processes share (schemas in
//! `migrations/sqlite` and `migrations/postgres`, the same tables).
//!
//! Every change runs in one write transaction. On SQLite it is opened
//! with `BEGIN IMMEDIATE`, so two commands never interleave: the second
//! waits in the process's queue of writers (another process's, in the
//! busy handler) and then sees the first one's result. On
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
//!
//! One file per concept: the handle and its transactions (`handle.rs`),
//! opening a database (`open.rs`), the two databases behind one
//! transaction type ([`backend`]), where the database is (`address.rs`),
//! what fails (`error.rs`), the file watched under a running store
//! (`file_identity.rs`), schema versions (`schema.rs`); the queries, by
//! subject, in [`queries`], [`outbox`], [`notices`], [`conditionals`], [`ratings`],
//! [`settings`], [`vacations`], and for correspondence players
//! [`notes`], [`follows`] and [`digests`].

mod address;
pub mod backend;
pub mod conditionals;
pub mod dates;
pub mod digests;
mod error;
mod file_identity;
pub mod follows;
mod handle;
pub mod notes;
pub mod notices;
mod open;
pub mod outbox;
pub mod proposals;
pub mod queries;
pub mod ratings;
mod schema;
pub mod settings;
mod sqlite_file;
pub mod threads;
pub mod tournaments;
pub mod vacations;

pub use address::{AddressError, DEFAULT_DATABASE_URL, DatabaseAddress, DatabaseKind};
pub use backend::{Backend, Conn, Tx};
pub use error::{FileChange, StoreError};
pub use handle::Store;
pub use open::Access;
pub use outbox::{NewPost, OutboxRow};
pub use queries::{DeadlineRow, DraftRow, EventRow, GameRow, GameStatus, NewGame, SeatRow};
pub use schema::{SchemaVersion, known_version};
