//! The slash commands in the languages the bot speaks, from the menu
//! words' Fluent files ([`Menu::words`]): each command's and option's
//! description and each choice's label in English, and the same under each
//! other language's Discord locale, which Discord shows to clients in that
//! language. Command and option names stay as they are: they are the
//! notation the replies and rules quote (`/sow cell:H8`).

use std::borrow::Cow;

use crate::commands::{Language, Menu};

/// Localisations as poise keeps them: (Discord locale, text).
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// Gives `commands`, and their subcommands (`tournament new`), their
/// descriptions and labels in every language from `menu`'s words. A
/// command, option or choice the words do not name keeps what it has; the
/// tests prove none is left so.
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>], menu: &Menu) {
    localize_under(commands, "", menu);
}

/// [`localize`] for commands named after `group` (`tournament-`).
fn localize_under<U, E>(commands: &mut [poise::Command<U, E>], group: &str, menu: &Menu) {
    for command in commands {
        let id = format!("{group}{}", command.name);
        localize_under(&mut command.subcommands, &format!("{id}-"), menu);
        let words = |language| menu.words(language, &id, None);
        describe(
            &mut command.description,
            &mut command.description_localizations,
            words,
        );
        for parameter in &mut command.parameters {
            let words = |language| menu.words(language, &id, Some(&parameter.name));
            describe(
                &mut parameter.description,
                &mut parameter.description_localizations,
                words,
            );
            for choice in parameter.choices.to_mut() {
                let key = format!("choice-{}", choice.name);
                let mut name = Some(choice.name.clone());
                describe(&mut name, &mut choice.localizations, |language| {
                    menu.words(language, &key, None)
                });
                choice.name = name.unwrap_or_default();
            }
        }
    }
}

/// Sets `english` and one localisation per other language from `words`.
fn describe(
    english: &mut Option<Cow<'static, str>>,
    localizations: &mut Localizations,
    words: impl Fn(Language) -> Option<String>,
) {
    if let Some(text) = words(Language::English) {
        *english = Some(text.into());
    }
    let others = Language::ALL[1..]
        .iter()
        .filter_map(|&language| Some((language.discord_locale().into(), words(language)?.into())));
    *localizations = Cow::Owned(others.collect());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::built_in_menu;

    /// The names of every command, option and choice `all` registers, as
    /// the menu words look them up: (message, attribute).
    fn entries(menu: &Menu) -> Vec<(String, Option<String>)> {
        let mut entries = Vec::new();
        let commands = crate::discord::commands::all(menu);
        let mut stack: Vec<(String, &poise::Command<_, _>)> =
            commands.iter().map(|c| (c.name.to_string(), c)).collect();
        while let Some((id, command)) = stack.pop() {
            for sub in &command.subcommands {
                stack.push((format!("{id}-{}", sub.name), sub));
            }
            for parameter in &command.parameters {
                entries.push((id.clone(), Some(parameter.name.to_string())));
                for choice in parameter.choices.iter() {
                    entries.push((format!("choice-{}", choice.name), None));
                }
            }
            entries.push((id, None));
        }
        entries
    }

    #[test]
    fn the_menu_words_name_every_command_option_and_choice_in_every_language() {
        let menu = built_in_menu();
        let entries = entries(&menu);
        assert!(entries.len() > 80, "{}", entries.len());
        for language in Language::ALL {
            for (message, attribute) in &entries {
                assert!(
                    menu.words(language, message, attribute.as_deref())
                        .is_some(),
                    "{language:?}: no words for {message} {attribute:?}"
                );
            }
        }
    }

    #[test]
    fn every_menu_file_names_what_english_names() {
        let menu = built_in_menu();
        assert_eq!(menu.words.len(), 2, "both games bring their menu words");
        for words in std::iter::once(&crate::commands::catalogue::MENU).chain(menu.words) {
            assert_eq!(words.faults(), Vec::<String>::new());
        }
    }
}
