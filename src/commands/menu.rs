//! What a game offers the front ends, as data: its own commands (`/sow`,
//! `/place`) with their options, the options it adds to `/new`, and its
//! `/rules` topics. Front ends build their menus from it (Discord
//! registers the slash commands it describes), so that a game's commands
//! are declared once, in its own folder, and no front end lists them.
//! What they are called in each language is in the game's menu words
//! ([`NamedWords`]), found by the names declared here.

use crate::language::Language;
use crate::words::NamedWords;

/// One choice of an option with fixed values, or a `/rules` topic: the
/// key players type and replies quote. Its label in each language is the
/// menu words' `choice-KEY`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choice {
    /// The value sent (`advanced`, `palago-tile`).
    pub key: &'static str,
}

/// What an option takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionKind {
    /// Free text of at most `max_length` characters; when `suggested`,
    /// front ends ask the channel's game for legal values as one types
    /// ([`Service::suggest`](crate::commands::Service::suggest)).
    Text {
        /// The longest value accepted.
        max_length: u16,
        /// Whether values are suggested while typing.
        suggested: bool,
    },
    /// True or false.
    Flag,
    /// One of fixed values.
    Choice(&'static [Choice]),
}

/// One option of a game's command, or of `/new` for a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OptionSpec {
    /// Its name (`cell`, `from`), and the attribute that describes it in
    /// the menu words.
    pub name: &'static str,
    /// What it takes.
    pub kind: OptionKind,
    /// Whether it must be given.
    pub required: bool,
}

/// One of a game's own commands, as menus offer it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CommandSpec {
    /// Its name, without the slash (`sow`), and the message that
    /// describes it in the menu words.
    pub name: &'static str,
    /// Its options, required ones first.
    pub options: &'static [OptionSpec],
}

/// One suggestion for an option being typed: what the menu shows, and
/// the value sent when it is picked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Suggestion {
    /// What the player reads (`1 · leaning left ╲`).
    pub label: String,
    /// What is sent (`1`).
    pub value: String,
}

impl Suggestion {
    /// A suggestion read as it is sent (a cell).
    #[must_use]
    pub fn plain(value: impl ToString) -> Suggestion {
        let value = value.to_string();
        Suggestion {
            label: value.clone(),
            value,
        }
    }
}

/// What one game offers the front ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Offers {
    /// Its own commands (`/sow`), in the order of `/help`.
    pub commands: &'static [CommandSpec],
    /// The options it adds to `/new` (`rules`).
    pub new_options: &'static [OptionSpec],
    /// Its `/rules` topics.
    pub topics: &'static [Choice],
    /// Its words for all of these, and its paragraph of `/help` (its own
    /// commands, how its cells and turns are written); `None` for a game
    /// played with `/play` alone.
    pub words: Option<&'static NamedWords>,
}

impl Offers {
    /// Nothing beyond the shared commands (a game played with `/play`).
    pub const NONE: Offers = Offers {
        commands: &[],
        new_options: &[],
        topics: &[],
        words: None,
    };

    /// Whether `name` is one of the game's own commands.
    #[must_use]
    pub fn has_command(&self, name: &str) -> bool {
        self.commands.iter().any(|c| c.name == name)
    }
}

/// What the hosted games offer together, for a front end's menus: each
/// command, `/new` option and topic once (the first game's when two
/// declare one name), in the order of the games.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Menu {
    /// The games' own commands.
    pub commands: Vec<CommandSpec>,
    /// The options the games add to `/new`.
    pub new_options: Vec<OptionSpec>,
    /// The `/rules` topics of every game.
    pub topics: Vec<Choice>,
    /// The games' menu words, in the order of the games.
    pub words: Vec<&'static NamedWords>,
}

impl Menu {
    /// Adds what one game offers, skipping names already offered.
    pub(crate) fn add(&mut self, offers: Offers) {
        for command in offers.commands {
            if !self.commands.iter().any(|c| c.name == command.name) {
                self.commands.push(*command);
            }
        }
        for option in offers.new_options {
            if !self.new_options.iter().any(|o| o.name == option.name) {
                self.new_options.push(*option);
            }
        }
        for topic in offers.topics {
            if !self.topics.iter().any(|t| t.key == topic.key) {
                self.topics.push(*topic);
            }
        }
        if let Some(words) = offers.words
            && !self.words.contains(&words)
        {
            self.words.push(words);
        }
    }

    /// The words for a menu entry in `language`: `message`'s value (a
    /// command's description, a choice's label) or its `attribute`'s (an
    /// option's), from the shared menu words, then each game's; an option
    /// its command's words do not name is looked up under `options` (what
    /// a game adds to `/new`). `None` when no words name it.
    #[must_use]
    pub fn words(
        &self,
        language: Language,
        message: &str,
        attribute: Option<&str>,
    ) -> Option<String> {
        let sets = || std::iter::once(&super::catalogue::MENU).chain(self.words.iter().copied());
        sets()
            .find_map(|words| words.text(language, message, attribute))
            .or_else(|| {
                attribute.and_then(|_| sets().find_map(|w| w.text(language, "options", attribute)))
            })
    }

    /// The command named `name`, if a game offers it.
    #[must_use]
    pub fn command(&self, name: &str) -> Option<&CommandSpec> {
        self.commands.iter().find(|c| c.name == name)
    }
}

/// A game's rules page in the project's `docs/`: what `/rules` says,
/// topic by topic, kept as a file that tests compare with the replies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesPage {
    /// The file's name in `docs/` (`rules.md`).
    pub file: &'static str,
    /// The page.
    pub text: String,
    /// The English topics, by name, as `/rules topic:NAME` says them.
    pub topics: Vec<(&'static str, String)>,
    /// How the game's rulings are cited (`R` for `(R12)`).
    pub ruling_prefix: &'static str,
}
