//! The games this crate ships: the one list of them, and what is built
//! from it. Each game is one folder (`games/NAME/`: its engine, picture
//! and its side of the command layer, `hosting/`, a [`HostedGame`]) and
//! its side of the command line (`cli/NAME.rs`, an [`EngineCli`]); a new game adds
//! its folders and one entry here, and no shared file names it. This file
//! sits above the layers it joins: the service hosting the games
//! ([`Service::new`]), their menus and rules pages, and the command
//! line's games by key.

use std::sync::Arc;

use crate::cli::engine::EngineCli;
use crate::commands::{Clock, HostedGame, Menu, RulesPage, Service, help_of, menu_of};
use crate::games::{GameKind, UnknownGame};
use crate::store::Store;

/// One game of the crate: what the command layer hosts, and what the
/// command line plays.
struct Shipped {
    hosted: Arc<dyn HostedGame>,
    engine: &'static dyn EngineCli,
}

/// Every game of the crate, in menu order: the first is the default
/// (`/new` without `game:`, the command line without `--game`).
fn shipped() -> [Shipped; 2] {
    [
        Shipped {
            hosted: Arc::new(crate::games::palanquee::hosting::Palanquee::default()),
            engine: &crate::games::palanquee::cli::ENGINE,
        },
        Shipped {
            hosted: Arc::new(crate::games::palago::hosting::Palago),
            engine: &crate::games::palago::cli::ENGINE,
        },
    ]
}

/// The key of the default game, the first of [`shipped`]: `--game`'s
/// default, which clap takes as text.
pub const DEFAULT_GAME: &str = "palanquee";

fn hosted() -> Vec<Arc<dyn HostedGame>> {
    shipped().into_iter().map(|game| game.hosted).collect()
}

impl Service {
    /// The command layer over `store`, telling time with `clock`,
    /// hosting the crate's games.
    #[must_use]
    pub fn new(store: Store, clock: Clock) -> Service {
        Service::hosting(store, clock, hosted())
    }
}

/// What the crate's games offer front ends together, for menus made
/// before a service exists (the slash commands' registration checked
/// offline).
#[must_use]
pub fn built_in_menu() -> Menu {
    menu_of(hosted())
}

/// The rules pages of the crate's games, for `docs/`.
#[must_use]
pub fn built_in_rules_pages() -> Vec<RulesPage> {
    let hosted = hosted();
    let help = help_of(hosted.clone());
    hosted
        .iter()
        .filter_map(|game| game.rules_page(&help))
        .collect()
}

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
    fn the_default_game_is_the_first_shipped() {
        assert_eq!(engines()[0].key(), DEFAULT_GAME);
        assert_eq!(hosted()[0].kind().key(), DEFAULT_GAME);
    }

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

    /// `/addbot` says how each level a person may choose plays, in every
    /// language, for every game, and the words differ level to level.
    #[test]
    fn every_game_says_how_each_level_plays_in_every_language() {
        use crate::ai::Level;
        use crate::commands::Language;
        for game in hosted() {
            for language in Language::ALL {
                let said: Vec<String> = Level::LADDER
                    .iter()
                    .map(|&level| game.level_in_words(language, level))
                    .collect();
                for (level, words) in Level::LADDER.iter().zip(&said) {
                    assert!(words.len() > 20, "{} {level} {language:?}", game.title());
                    let english = game.level_in_words(Language::English, *level);
                    assert!(
                        language == Language::English || *words != english,
                        "{} {level}: {language:?} is not translated",
                        game.title()
                    );
                }
                let mut distinct = said.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), said.len(), "{}", game.title());
            }
        }
    }
}
