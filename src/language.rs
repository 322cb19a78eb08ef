//! The languages the bot speaks, for every layer that words something:
//! the command layer's replies and the games' pictures. Which language a
//! text is in is decided by the command layer (see
//! [`crate::commands::language`]); this file only names them.

use std::str::FromStr;

/// A language the bot speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub enum Language {
    /// English, for everyone whose client is not in French.
    #[default]
    English,
    /// French, the language the rules texts are written in.
    French,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's place in [`Language::ALL`], for tables kept per
    /// language.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::French => 1,
        }
    }

    /// The language's code, as the store keeps it: `en` or `fr`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// The language's locale as Discord names it, for the slash commands'
    /// localisations (`fr`); see Discord's "Locales" reference.
    #[must_use]
    pub const fn discord_locale(self) -> &'static str {
        match self {
            Language::English => "en-US",
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
}
