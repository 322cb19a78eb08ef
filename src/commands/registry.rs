//! The games a service hosts: those it is made with (the crate's, listed
//! once in [`crate::registry`], for [`Service::new`]), and
//! [`Service::with_game`], by which a program adds its own.

use std::sync::Arc;

use super::computer::{HARD_THINKING, thinking_slots};
use super::from_rules::RulesGame;
use super::help::help;
use super::language::Language;
use super::menu::Menu;
use super::replay::Replays;
use super::service::{Clock, Games, HostedGame, Service};
use super::thinker::Thinker;
use crate::games::GameKind;
use crate::games::rules::GameRules;
use crate::picture::RenderError;
use crate::store::Store;

/// `/help` in English for a service hosting `hosted`.
pub(crate) fn help_of(hosted: Vec<Arc<dyn HostedGame>>) -> String {
    help(Language::English, &Games::new(hosted)).text
}

/// What `hosted` offer front ends together (see [`Menu`]).
pub(crate) fn menu_of(hosted: Vec<Arc<dyn HostedGame>>) -> Menu {
    Games::new(hosted).menu()
}

impl Service {
    /// The command layer over `store`, telling time with `clock`,
    /// hosting `hosted` in menu order (the first is the default).
    pub(crate) fn hosting(store: Store, clock: Clock, hosted: Vec<Arc<dyn HostedGame>>) -> Service {
        Service {
            store,
            clock,
            pairings_due: Arc::default(),
            thinking: thinking_slots(),
            thinker: Thinker::start(),
            hard_thinking: HARD_THINKING,
            default_readers: Language::English,
            replays: Arc::new(Replays::new()),
            games: Arc::new(Games::new(hosted)),
        }
    }

    /// The same service, hosting `rules`' game too (in place of a game of
    /// the same key): its channels play it through the shared lobby,
    /// turns, deadlines, computer seats, ratings and store.
    #[must_use]
    pub fn with_game<G: GameRules>(mut self, rules: G) -> Service {
        Arc::make_mut(&mut self.games).add(Arc::new(RulesGame::new(rules)));
        self
    }

    /// The name players read of the game of key `kind`: its title, or
    /// its key if this service does not host it.
    pub(crate) fn title_of(&self, kind: &GameKind) -> String {
        self.games
            .get(kind)
            .map_or_else(|_| kind.key().to_owned(), |game| game.title().to_owned())
    }

    /// Builds what every hosted game's pictures share, so that the first
    /// picture costs no more than the others (a bot does it at start-up,
    /// off the async threads). Blocking.
    ///
    /// # Errors
    /// The first game's pictures that cannot be prepared.
    pub fn prepare_pictures(&self) -> Result<(), RenderError> {
        self.games.all().try_for_each(HostedGame::prepare_pictures)
    }

    /// The keys of the games this service hosts, in menu order.
    #[must_use]
    pub fn game_keys(&self) -> Vec<GameKind> {
        self.games.all().map(|game| game.kind()).collect()
    }

    /// What the hosted games offer front ends: their own commands, their
    /// `/new` options and their `/rules` topics.
    #[must_use]
    pub fn menu(&self) -> Menu {
        self.games.menu()
    }
}
