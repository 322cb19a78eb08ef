//! Tournaments' pure parts: the pairing systems and the FIDE report they
//! read, with no I/O, so that each rule is tested on its own and the
//! command line can be checked against the FIDE-endorsed programs.
//!
//! [`pairing`] is a round's pairings, [`berger`] the round-robin tables
//! (Handbook C.05, Annex 1), [`dutch`] the Swiss Dutch system (C.04.3),
//! [`basic_rules`] the checks every Swiss round must pass (C.04.1),
//! [`trf`] the Tournament Report File; [`event`] is a whole event as its
//! arbiter keeps it, [`standings`] its ranking with the FIDE tie-breaks
//! (C.07).

pub mod basic_rules;
pub mod berger;
pub mod dutch;
pub mod event;
pub mod pairing;
pub mod picture;
pub mod standings;
pub mod trf;

pub use pairing::{Pair, Round};
