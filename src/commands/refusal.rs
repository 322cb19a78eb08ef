//! Why a command was refused, kept as a value until a reply is worded:
//! a message of the catalogue with its arguments, a game's reason (an
//! engine's refusal, citing its ruling), or text a reader already worded
//! (a parser's, in the caller's language). The command layer decides on
//! the value ([`Refusal::message`], [`Refusal::ruling`]); front ends word
//! it in the reader's language ([`Refusal::words`]).

use std::fmt;
use std::sync::Arc;

use super::language::Language;
use crate::words::{AnySentence, Sentence};

/// A game's reason for a refusal, worded by the game.
pub trait GameReason: fmt::Debug + Send + Sync {
    /// The ruling it applies (`R13`, `P8`), if one.
    fn ruling(&self) -> Option<String>;

    /// The reason in `language`.
    fn words(&self, language: Language) -> String;
}

/// Why a command was refused (see the module docs).
#[derive(Clone, Debug)]
pub enum Refusal {
    /// A sentence (the shared catalogue's or a game's) and its arguments.
    Said {
        /// The sentence.
        sentence: AnySentence,
        /// Its `$arguments`' values, by name.
        args: Vec<(String, String)>,
    },
    /// A game's reason.
    Game(Arc<dyn GameReason>),
    /// Text already worded.
    Text(String),
}

impl Refusal {
    /// The refusal of a game's `reason`.
    pub fn game(reason: impl GameReason + 'static) -> Refusal {
        Refusal::Game(Arc::new(reason))
    }

    /// The refusal in `language`.
    #[must_use]
    pub fn words(&self, language: Language) -> String {
        match self {
            Refusal::Said { sentence, args } => {
                let args: Vec<(&str, &dyn fmt::Display)> = args
                    .iter()
                    .map(|(name, value)| (name.as_str(), value as &dyn fmt::Display))
                    .collect();
                sentence.format(language, &args)
            }
            Refusal::Game(reason) => reason.words(language),
            Refusal::Text(text) => text.clone(),
        }
    }

    /// The sentence said, if the refusal is one.
    #[must_use]
    pub fn sentence(&self) -> Option<AnySentence> {
        match self {
            Refusal::Said { sentence, .. } => Some(*sentence),
            _ => None,
        }
    }

    /// The game's ruling the refusal applies, if a game refused.
    #[must_use]
    pub fn ruling(&self) -> Option<String> {
        match self {
            Refusal::Game(reason) => reason.ruling(),
            _ => None,
        }
    }
}

/// In English, for logs; players read [`Refusal::words`].
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Language::English))
    }
}

impl<S: Sentence> From<S> for Refusal {
    fn from(sentence: S) -> Refusal {
        Refusal::Said {
            sentence: sentence.into(),
            args: Vec::new(),
        }
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal::Text(text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Refusal {
        Refusal::Text(text.to_owned())
    }
}

/// The refusal `sentence` with its `$arguments`' values `args`.
pub(crate) fn said(
    sentence: impl Into<AnySentence>,
    args: &[(&str, &dyn fmt::Display)],
) -> Refusal {
    Refusal::Said {
        sentence: sentence.into(),
        args: args
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.to_string()))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::catalogue::Message;

    #[test]
    fn a_message_is_worded_in_the_language_asked() {
        let refusal = said(Message::UnknownCommand, &[("name", &"frobnicate")]);
        let english = refusal.words(Language::English);
        let french = refusal.words(Language::French);
        assert!(english.contains("/frobnicate"), "{english}");
        assert!(french.contains("/frobnicate"), "{french}");
        assert_ne!(english, french);
        assert_eq!(refusal.sentence(), Some(Message::UnknownCommand.into()));
        assert_eq!(refusal.ruling(), None);
    }
}
