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
    /// German.
    German,
}

impl Language {
    /// Every language, English first: the order of each set's Fluent
    /// sources. Adding a language is a line here and its files.
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::German];

    /// The language's place in [`Language::ALL`], for tables kept per
    /// language.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::French => 1,
            Language::German => 2,
        }
    }

    /// The language's code, as the store keeps it and `/settings
    /// language:` and `--lang` take it: `en`, `fr` or `de`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
        }
    }

    /// The language's locale as Discord names it, for the slash commands'
    /// localisations (`fr`); see Discord's "Locales" reference.
    #[must_use]
    pub const fn discord_locale(self) -> &'static str {
        match self {
            Language::English => "en-US",
            Language::French => "fr",
            Language::German => "de",
        }
    }

    /// The language of a Discord locale (`fr`, `de`, `en-US`, `pt-BR`…):
    /// the language it is written in when the bot speaks it, English for
    /// everything else.
    #[must_use]
    pub fn of_locale(locale: &str) -> Language {
        let primary = locale.split(['-', '_']).next().unwrap_or("");
        Language::ALL
            .into_iter()
            .find(|language| primary.eq_ignore_ascii_case(language.code()))
            .unwrap_or(Language::English)
    }
}

impl FromStr for Language {
    type Err = String;

    fn from_str(text: &str) -> Result<Language, String> {
        match text.to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Language::English),
            "fr" | "french" | "français" => Ok(Language::French),
            "de" | "german" | "deutsch" => Ok(Language::German),
            other => Err(format!("`{other}` is not a language here: en, fr or de")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_locale_reads_its_language_and_the_rest_english() {
        assert_eq!(Language::of_locale("fr"), Language::French);
        assert_eq!(Language::of_locale("fr-CA"), Language::French);
        assert_eq!(Language::of_locale("de"), Language::German);
        for other in ["en-US", "en-GB", "pt-BR", "", "frr", "deu"] {
            assert_eq!(Language::of_locale(other), Language::English, "{other}");
        }
        for language in Language::ALL {
            assert_eq!(Language::ALL[language.index()], language);
            assert_eq!(language.code().parse::<Language>(), Ok(language));
            assert_eq!(Language::of_locale(language.discord_locale()), language);
        }
    }
}
