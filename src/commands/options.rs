//! The options of one command as given by name (`cell:H8`), read one by
//! one so that an option nobody asked for is reported: the shared
//! commands read theirs in `parse.rs`, a game its own commands' in its
//! folder.

use super::catalogue::{Message, say, say_with};
use crate::language::Language;
use crate::words::Sentence;

/// The options of one command, consumed as they are read so that unknown
/// ones can be reported, in the language of the player who gave them.
pub(crate) struct Options {
    command: String,
    pairs: Vec<Given>,
    language: Language,
}

/// What a game says its option typed `key` takes, in `language` (`None`
/// for none of its options).
pub(crate) type Accepts = fn(Language, &str) -> Option<String>;

/// One option as given: `key` is its name as the code asks for it
/// (lowercase, `_` read as `-`, so `turn_hours` and `turn-hours` are one
/// option); `typed` is the name as the player wrote it, which refusals
/// quote (Discord's `vacation_days`, the local mode's either form).
struct Given {
    key: String,
    typed: String,
    value: String,
}

impl Options {
    /// The options of a shared command, or of a game's command read before
    /// its game is known: an option given no value is refused with what a
    /// shared option takes, and an option no shared command has is left
    /// for the game to refuse ([`Options::for_game`]). Refusals are
    /// worded in `language`, the player's.
    pub(crate) fn new(
        language: Language,
        command: &str,
        pairs: &[(String, String)],
    ) -> Result<Options, String> {
        Options::read(language, command, pairs, &|key| {
            shared_accepts(language, key)
        })
    }

    /// The options of a game's command: an option given no value is
    /// refused with what `accepts` says it takes (the game's words for its
    /// own options), else what a shared option takes, else any value; in
    /// `language`, the player's.
    pub(crate) fn for_game(
        language: Language,
        command: &str,
        pairs: &[(String, String)],
        accepts: Accepts,
    ) -> Result<Options, String> {
        Options::read(language, command, pairs, &|key| {
            let anything = || say(language, Message::AcceptsAnything);
            Some(
                accepts(language, key)
                    .or_else(|| shared_accepts(language, key))
                    .unwrap_or_else(anything),
            )
        })
    }

    fn read(
        language: Language,
        command: &str,
        pairs: &[(String, String)],
        accepted: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Options, String> {
        let mut given: Vec<Given> = Vec::new();
        for (typed, value) in pairs {
            let key = typed.to_ascii_lowercase().replace('_', "-");
            if given.iter().any(|g| g.key == key) {
                return Err(say_with(language, Message::OptionTwice, &[("key", typed)]));
            }
            let value = value.trim();
            if value.is_empty()
                && let Some(accepted) = accepted(typed)
            {
                return Err(say_with(
                    language,
                    Message::OptionWithoutValue,
                    &[("key", typed), ("accepted", &accepted)],
                ));
            }
            given.push(Given {
                key,
                typed: typed.clone(),
                value: value.to_string(),
            });
        }
        Ok(Options {
            command: command.to_string(),
            pairs: given,
            language,
        })
    }

    /// The language the options' refusals are worded in (the player's).
    pub(crate) fn language(&self) -> Language {
        self.language
    }

    /// The option `key` as given, taken out of those left to read.
    fn given(&mut self, key: &str) -> Option<Given> {
        let index = self.pairs.iter().position(|g| g.key == key)?;
        Some(self.pairs.remove(index))
    }

    pub(crate) fn take(&mut self, key: &str) -> Option<String> {
        self.given(key).map(|g| g.value)
    }

    pub(crate) fn text(&mut self, key: &str) -> Option<String> {
        self.take(key).map(|v| v.to_ascii_lowercase())
    }

    /// The value of `key` as typed: a turn in a game's own notation, which
    /// the game reads (and quotes back) itself.
    pub(crate) fn verbatim(&mut self, key: &str) -> Option<String> {
        self.take(key)
    }

    /// The value of `key`, which must be given: else `missing`, said
    /// with the command's name (`command`) and the option's (`key`).
    pub(crate) fn required(&mut self, key: &str, missing: impl Sentence) -> Result<String, String> {
        self.take(key).ok_or_else(|| {
            let args = [
                ("command", &self.command as &dyn std::fmt::Display),
                ("key", &key),
            ];
            say_with(self.language, missing, &args)
        })
    }

    pub(crate) fn flag(&mut self, key: &str) -> Result<bool, String> {
        let Some(Given { typed, value, .. }) = self.given(key) else {
            return Ok(false);
        };
        match value.to_ascii_lowercase().as_str() {
            "false" | "no" => Ok(false),
            "true" | "yes" => Ok(true),
            _ => Err(say_with(
                self.language,
                Message::TrueOrFalse,
                &[("key", &typed), ("text", &value)],
            )),
        }
    }

    pub(crate) fn number(&mut self, key: &str, min: u32, max: u32) -> Result<Option<u32>, String> {
        let Some(Given { typed, value, .. }) = self.given(key) else {
            return Ok(None);
        };
        value
            .parse::<u32>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .map(Some)
            .ok_or_else(|| {
                let (min, max) = (min.to_string(), max.to_string());
                say_with(
                    self.language,
                    Message::WholeNumber,
                    &[
                        ("key", &typed),
                        ("text", &value),
                        ("min", &min),
                        ("max", &max),
                    ],
                )
            })
    }

    /// Every option not read yet, by name (lowercase, `_` read as `-`),
    /// for another reader: `/new` hands the game's options to the game.
    pub(crate) fn rest(&mut self) -> Vec<(String, String)> {
        self.pairs.drain(..).map(|g| (g.key, g.value)).collect()
    }

    pub(crate) fn finish(self) -> Result<(), String> {
        match self.pairs.first() {
            None => Ok(()),
            Some(given) => Err(say_with(
                self.language,
                Message::NoSuchOption,
                &[("command", &self.command), ("key", &given.typed)],
            )),
        }
    }
}

/// What the shared option typed `key` takes, in words in `language`;
/// `None` for an option no shared command has.
fn shared_accepts(language: Language, key: &str) -> Option<String> {
    shared_values(key).map(|accepted| say_with(language, accepted, &[("key", &key)]))
}

/// What a shared command's option takes, for the refusal of an option
/// given no value; a game says what its own options take.
fn shared_values(key: &str) -> Option<Message> {
    Some(match key.to_ascii_lowercase().replace('_', "-").as_str() {
        "confirm" | "seed" | "double" => Message::AcceptsTrueOrFalse,
        "format" => Message::AcceptsFormat,
        "rounds" => Message::AcceptsRounds,
        "game" => Message::AcceptsGame,
        "level" => Message::AcceptsLevel,
        "seat" => Message::AcceptsSeat,
        "turn-hours" => Message::AcceptsTurnHours,
        "round" => Message::AcceptsRound,
        "topic" => Message::AcceptsTopic,
        "actions" => Message::AcceptsActions,
        "vacation-days" => Message::AcceptsVacationDays,
        "days" => Message::AcceptsDays,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn empty(key: &str) -> Vec<(String, String)> {
        vec![(key.to_owned(), " ".to_owned())]
    }

    const EN: Language = Language::English;

    fn palago_like(_: Language, key: &str) -> Option<String> {
        (key == "cell").then(|| "a cell, like cell:0,1".to_owned())
    }

    #[test]
    fn an_option_without_a_value_is_refused_with_what_its_owner_says_it_takes() {
        let seat = Options::new(EN, "leave", &empty("seat")).err();
        assert_eq!(
            seat.as_deref(),
            Some("`seat:` has no value: give a seat number, like seat:2")
        );
        assert!(Options::new(EN, "place", &empty("cell")).is_ok());
        let cell = Options::for_game(EN, "place", &empty("cell"), palago_like).err();
        assert_eq!(
            cell.as_deref(),
            Some("`cell:` has no value: give a cell, like cell:0,1")
        );
        let other = Options::for_game(EN, "place", &empty("colour"), palago_like).err();
        assert_eq!(
            other.as_deref(),
            Some("`colour:` has no value: give a value")
        );
        let shared = Options::for_game(EN, "place", &empty("seat"), palago_like).err();
        assert_eq!(shared, seat);
    }
}
