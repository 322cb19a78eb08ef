//! The language the command layer answers in: the caller's, for the time
//! a command runs.
//!
//! A front end says which language its caller reads ([`Caller::language`]:
//! on Discord, the interaction's locale; in the local mode, `--lang`).
//! [`Service::handle`] runs the command inside [`speaking`], so a reply or
//! refusal built anywhere below it takes its words from that language's
//! catalogue ([`super::catalogue`]) without every function carrying the
//! language along, much as a request's locale is scoped in a web server.
//! Work that no caller started (deadlines, computers' turns, deliveries)
//! speaks English.
//!
//! [`Caller::language`]: super::Caller::language
//! [`Service::handle`]: super::Service::handle

use std::future::Future;
use std::str::FromStr;

/// A language the bot speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Language {
    /// English, for everyone whose client is not in French.
    #[default]
    English,
    /// French, the language Palanquée's rules are written in.
    French,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's code, as the store keeps it: `en` or `fr`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// The language of a Discord locale (`fr`, `en-US`, `pt-BR`…): French
    /// for French, English for everything else.
    #[must_use]
    pub fn of_locale(locale: &str) -> Language {
        let primary = locale.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("fr") {
            Language::French
        } else {
            Language::English
        }
    }
}

impl FromStr for Language {
    type Err = String;

    fn from_str(text: &str) -> Result<Language, String> {
        match text.to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Language::English),
            "fr" | "french" | "français" => Ok(Language::French),
            other => Err(format!("`{other}` is not a language here: en or fr")),
        }
    }
}

tokio::task_local! {
    static SPEAKING: Language;
}

/// Runs `work` answering in `language`.
pub async fn speaking<F: Future>(language: Language, work: F) -> F::Output {
    SPEAKING.scope(language, work).await
}

/// Runs `work` in English, whatever the caller reads: for what the whole
/// channel reads (published turns), which follow no one player's client.
pub fn in_english<T>(work: impl FnOnce() -> T) -> T {
    in_language(Language::English, work)
}

/// Runs `work` (not async) answering in `language`.
pub fn in_language<T>(language: Language, work: impl FnOnce() -> T) -> T {
    SPEAKING.sync_scope(language, work)
}

/// The language of the command running now; English outside any.
#[must_use]
pub fn current() -> Language {
    SPEAKING.try_with(|language| *language).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_locales_are_french_and_the_rest_english() {
        assert_eq!(Language::of_locale("fr"), Language::French);
        assert_eq!(Language::of_locale("fr-CA"), Language::French);
        for other in ["en-US", "en-GB", "de", "pt-BR", "", "frr"] {
            assert_eq!(Language::of_locale(other), Language::English, "{other}");
        }
    }

    #[tokio::test]
    async fn a_command_speaks_its_callers_language_and_nothing_else_does() {
        assert_eq!(current(), Language::English);
        let inside = speaking(Language::French, async { current() }).await;
        assert_eq!(inside, Language::French);
        assert_eq!(current(), Language::English);
        assert_eq!("FR".parse::<Language>(), Ok(Language::French));
        assert!("de".parse::<Language>().is_err());
    }
}
