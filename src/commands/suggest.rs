//! Suggestions while a player types an option of a game's own command
//! (Discord's autocomplete): asked of the channel's game, which offers
//! only what is legal for the caller now. A value picked is still checked
//! in full when the command arrives.

use super::caller::Caller;
use super::error::CommandError;
use super::menu::Suggestion;
use super::reply::MAX_SUGGESTIONS;
use super::service::{Service, Typed};

impl Service {
    /// At most [`MAX_SUGGESTIONS`] values for the option `typed` names,
    /// from the channel's game; none when the channel plays no game, or
    /// a game without that command.
    ///
    /// # Errors
    /// The store failing.
    pub async fn suggest(
        &self,
        channel: &str,
        caller: &Caller,
        typed: &Typed<'_>,
    ) -> Result<Vec<Suggestion>, CommandError> {
        let kind = self.channel_game(channel).await?;
        let Ok(game) = self.games.get(&kind) else {
            return Ok(Vec::new());
        };
        if !game.offers().has_command(typed.command) {
            return Ok(Vec::new());
        }
        let mut found = game.suggest(self, channel, caller, typed).await?;
        found.truncate(MAX_SUGGESTIONS);
        Ok(found)
    }
}
