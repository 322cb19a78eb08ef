//! The languages the command layer words things in: the caller's for
//! what the caller alone reads, the channel's for what everyone there
//! reads.
//!
//! A front end says which language its caller reads ([`Caller::language`]:
//! on Discord, the interaction's locale; in the local mode, `--lang`).
//! What the channel reads (announcements, lobby posts, reminders, board
//! pictures) follows no one player's client: it is in the language the
//! server's admins chose (`/settings language:en|fr|de`, English unless
//! set), which [`Service::handle`] and the background work read once and
//! pass along as `readers`. Every function that words something takes the
//! language it words in as an argument, down to the pictures drawn on
//! blocking threads, so no word depends on which task or thread runs it.
//!
//! [`Caller::language`]: super::Caller::language
//! [`Service::handle`]: super::Service::handle

pub use crate::language::Language;
