//! Who sends a command: the same for every front end.

use super::language::Language;

/// Who sends a command.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Caller {
    /// The platform's stable user id.
    pub id: String,
    /// The name others see.
    pub name: String,
    /// Whether the platform lets this user manage the channel (may abort).
    pub moderator: bool,
    /// Whether the platform lets this user manage the whole server: only
    /// they change its settings (`/settings`), which hold for every
    /// channel.
    pub server_admin: bool,
    /// The server (Discord guild) the command comes from: games, a
    /// player's game list and ratings are per server. Empty in the local
    /// mode (one server of its own).
    pub server: String,
    /// The language the caller reads: the command's replies and refusals
    /// speak it.
    pub language: Language,
}
