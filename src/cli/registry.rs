//! The games the command line plays, found by key: a game's CLI file
//! implements [`EngineCli`], and the crate's one list of games
//! ([`crate::registry`]) names it; nothing of the command line names a
//! game.

use super::engine::EngineCli;
use crate::games::{GameKind, UnknownGame};
use crate::registry::shipped;

/// Every game of the command line, the default first.
#[must_use]
pub fn engines() -> Vec<&'static dyn EngineCli> {
    shipped().into_iter().map(|game| game.engine).collect()
}

/// The game `text` names, as `--game` reads it: its key in any case
/// (`Palanquée` too); anything else is an [`UnknownGame`].
pub fn engine(text: &str) -> Result<&'static dyn EngineCli, UnknownGame> {
    let kind: GameKind = text.parse()?;
    engines()
        .into_iter()
        .find(|engine| engine.key() == kind.key())
        .ok_or_else(|| UnknownGame(text.trim().to_owned()))
}

/// The value `value` of the option `name` as its game writes it in an
/// options text, checked by the game whose option it is; refused when it
/// is no game's option or its game refuses the value.
pub fn option_value(name: &str, value: &str) -> Result<String, String> {
    engines()
        .into_iter()
        .find_map(|engine| engine.option_value(name, value))
        .unwrap_or_else(|| Err(format!("no game here has the option `{name}`")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_engine_is_found_by_its_key_and_no_other_text() {
        for listed in engines() {
            assert_eq!(engine(listed.key()).map(|e| e.key()), Ok(listed.key()));
        }
        assert_eq!(engine(" Palanquée ").map(|e| e.key()), Ok("palanquee"));
        assert_eq!(
            engine("chess").map(|e| e.key()),
            Err(UnknownGame("chess".into()))
        );
    }

    #[test]
    fn options_are_checked_by_their_game() {
        assert_eq!(option_value("rules", "ADVANCED"), Ok("advanced".into()));
        assert!(option_value("rules", "fancy").is_err_and(|e| e.contains("fancy")));
        assert_eq!(option_value("tiebreak", "on"), Ok("on".into()));
        assert!(option_value("colour", "red").is_err());
    }
}
