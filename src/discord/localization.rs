//! The slash commands in the languages the bot speaks, from the menu
//! words' Fluent files ([`Menu::words`]): each command's and option's
//! description and each choice's label in English, and the same under each
//! other language's Discord locale, which Discord shows to clients in that
//! language; and each command's, subcommand's and option's name in each
//! other language (`name-ID` in the files: `/urlaub tage:3`), which such
//! clients show and type, and which that language's replies quote.
//!
//! Discord sends the registered (English) names in every interaction,
//! whatever the client's locale ("Localization" in Discord's Application
//! Commands page: localised names are shown and typed in the client only),
//! so the handlers read options by their English names as before.

use std::borrow::Cow;

use crate::commands::parse::name_in;
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
        command.name_localizations = others(|language| name_in(menu, language, &id, None));
        for parameter in &mut command.parameters {
            let words = |language| menu.words(language, &id, Some(&parameter.name));
            describe(
                &mut parameter.description,
                &mut parameter.description_localizations,
                words,
            );
            parameter.name_localizations =
                others(|language| name_in(menu, language, &id, Some(&parameter.name)));
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
    *localizations = others(words);
}

/// What `words` gives in each language but English, under its Discord
/// locale. A name or text that a language leaves out is English there.
fn others(words: impl Fn(Language) -> Option<String>) -> Localizations {
    let others = Language::ALL[1..]
        .iter()
        .filter_map(|&language| Some((language.discord_locale().into(), words(language)?.into())));
    Cow::Owned(others.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::parse::Names;
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

    /// A registered name: (where, what it is among, default name,
    /// localisations as (locale, name)).
    type Registered = (String, String, String, Vec<(String, String)>);

    /// Every name registered, with its localisations: (where, what it
    /// is among, default name, localisations). Names must be unique among
    /// one command's options, and among the commands (or subcommands of a
    /// group) beside it.
    fn names(
        commands: &[poise::Command<crate::discord::Data, crate::discord::Error>],
    ) -> Vec<Registered> {
        fn pairs(list: &Localizations) -> Vec<(String, String)> {
            list.iter()
                .map(|(locale, name)| (locale.to_string(), name.to_string()))
                .collect()
        }
        let mut found = Vec::new();
        let mut stack: Vec<(String, &poise::Command<_, _>)> =
            commands.iter().map(|c| (String::new(), c)).collect();
        while let Some((group, command)) = stack.pop() {
            let path = format!("{group}/{}", command.name);
            found.push((
                path.clone(),
                format!("commands of {group}/"),
                command.name.to_string(),
                pairs(&command.name_localizations),
            ));
            for sub in &command.subcommands {
                stack.push((path.clone(), sub));
            }
            for parameter in &command.parameters {
                found.push((
                    format!("{path} {}", parameter.name),
                    format!("options of {path}"),
                    parameter.name.to_string(),
                    pairs(&parameter.name_localizations),
                ));
            }
        }
        found
    }

    /// Discord's naming rule (Application Commands, "Application Command
    /// Naming"): `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in its
    /// lowercase form where there is one.
    fn discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    /// Issue 49: every command, subcommand and option has a name in every
    /// language, under its Discord locale; the English names in the files
    /// are the registered ones; every name obeys Discord's rule and is
    /// unique where Discord asks it to be, in every language.
    #[test]
    fn every_command_and_option_is_named_in_every_language_by_discords_rules() {
        let menu = built_in_menu();
        let commands = crate::discord::commands::all(&menu);
        let names = names(&commands);
        assert!(names.len() > 70, "{}", names.len());
        let mut among: std::collections::BTreeMap<(String, &str), Vec<String>> =
            std::collections::BTreeMap::new();
        for (path, group, english, localized) in &names {
            let locales: Vec<&str> = localized
                .iter()
                .map(|(locale, _)| locale.as_str())
                .collect();
            let expected: Vec<&str> = Language::ALL[1..]
                .iter()
                .map(|language| language.discord_locale())
                .collect();
            assert_eq!(locales, expected, "{path}");
            assert!(discord_name(english), "{path}");
            among
                .entry((group.clone(), "en-US"))
                .or_default()
                .push(english.clone());
            for (locale, name) in localized {
                assert!(discord_name(name), "{path} in {locale}: {name:?}");
                let locale = Language::ALL
                    .iter()
                    .find(|l| l.discord_locale() == locale)
                    .map_or("?", |l| l.discord_locale());
                among
                    .entry((group.clone(), locale))
                    .or_default()
                    .push(name.clone());
            }
        }
        for ((group, locale), mut names) in among {
            let count = names.len();
            names.sort();
            names.dedup();
            assert_eq!(
                names.len(),
                count,
                "{locale}: {group} share a name: {names:?}"
            );
        }
        // The English names the files give are the registered ones.
        for (path, _, english, _) in &names {
            let (command, option) = match path.split_once(' ') {
                Some((command, option)) => (command, Some(option)),
                None => (path.as_str(), None),
            };
            let id = command[1..].replace('/', "-");
            let name = name_in(&menu, Language::English, &id, option);
            assert_eq!(name.as_ref(), Some(english), "{path}");
        }
    }

    /// In a language's local mode a line may name a command or option by
    /// its registered name or by the language's: no name of one may be the
    /// other's name of something else.
    #[test]
    fn no_name_in_a_language_is_another_commands_registered_name() {
        let menu = built_in_menu();
        for language in Language::ALL {
            let names = Names::of(&menu, language);
            let commands: Vec<(&str, &str)> = names.commands().collect();
            assert!(commands.len() > 40, "{language:?}: {}", commands.len());
            for (registered, typed) in &commands {
                for (other, _) in &commands {
                    assert!(
                        typed != other || registered == other,
                        "{language:?}: /{typed} is /{registered}, and /{other} is registered"
                    );
                }
                let options: Vec<(&str, &str)> = names.options(registered).collect();
                for (option, typed) in &options {
                    for (other, _) in &options {
                        assert!(
                            typed != other || option == other,
                            "{language:?}: /{registered} {typed}: is {option}, and {other} is registered"
                        );
                    }
                }
            }
        }
    }

    /// Every Fluent file of `language` under `src/` (`de.ftl`,
    /// `menu.de.ftl`…): (path, text).
    fn files_of(language: Language) -> Vec<(String, String)> {
        let mut found = Vec::new();
        let mut folders = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        let own = format!("{}.ftl", language.code());
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("src/ reads") {
                let path = entry.expect("an entry").path();
                let name = path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or_default();
                if path.is_dir() {
                    folders.push(path.clone());
                } else if name == own || name.ends_with(&format!(".{own}")) {
                    let text = std::fs::read_to_string(&path).expect("a Fluent file");
                    found.push((path.display().to_string(), text));
                }
            }
        }
        found
    }

    /// Issue 49: every `/command` quoted in a language's files (replies,
    /// refusals, help, `/rules` topics, menus) is a command in that
    /// language's names, as its clients show and type them (`/urlaub`, a
    /// subcommand after its group: `/turnier neu`); every option quoted
    /// after it (`tage:3`, `[tage]`, `tage`) is one of that command's in
    /// that language; and every other `option:` quoted is some command's.
    /// Comments (`#`) are for developers and quote the registered names.
    #[test]
    fn every_quote_in_a_language_names_its_commands_and_options() {
        let menu = built_in_menu();
        // A command quoted, then what may follow it: a subcommand, then
        // ` [option]`, ` option:value` (quoted values keep their spaces)
        // or ` option`.
        let slash = regex::Regex::new(r#"(?:^|[\s(`"«'\[*])/([\p{L}\p{N}_-]+)"#).expect("regex");
        let word = regex::Regex::new(r#"^ (\[)?([\p{L}\p{N}_-]+)(\])?(:("[^"]*"|[^\s`)\]]*))?"#)
            .expect("regex");
        let bare = regex::Regex::new(r#"(?:^|[\s(`"«'\[*])(\p{Ll}[\p{L}\p{N}_-]*):[^\s*]"#)
            .expect("regex");
        // Placeholders (`/command option:value`) and a reserved prefix
        // of names (`computer:`), not commands or options.
        let placeholders = ["command", "commande", "befehl", "option", "computer"];
        let mut quotes = 0;
        let mut faults = Vec::new();
        for language in Language::ALL {
            let names = Names::of(&menu, language);
            let commands: Vec<(&str, &str)> = names.commands().collect();
            let every_option: Vec<&str> = commands
                .iter()
                .flat_map(|(registered, _)| names.options(registered).map(|(_, typed)| typed))
                .collect();
            let files = files_of(language);
            assert!(files.len() >= 12, "{language:?}: {}", files.len());
            for (path, text) in files {
                for (number, line) in text.lines().enumerate() {
                    let at = || format!("{path}:{}: {line}", number + 1);
                    if line.trim_start().starts_with('#') {
                        continue;
                    }
                    for found in slash.captures_iter(line) {
                        let whole = found.get(0).expect("a match");
                        let typed = &found[1];
                        if line[whole.end()..].starts_with('/') || placeholders.contains(&typed) {
                            continue;
                        }
                        quotes += 1;
                        let Some((registered, _)) =
                            commands.iter().find(|(_, name)| *name == typed)
                        else {
                            faults.push(format!("{language:?}: /{typed} is no command: {}", at()));
                            continue;
                        };
                        let mut command = (*registered).to_string();
                        let mut end = whole.end();
                        let group = format!("{typed} ");
                        if let Some(found) = word.captures(&line[end..])
                            && found.get(1).is_none()
                            && found.get(4).is_none()
                            && let Some((sub, _)) = commands
                                .iter()
                                .find(|(_, name)| *name == format!("{group}{}", &found[2]))
                        {
                            command = (*sub).to_string();
                            end += found[0].len();
                        }
                        let options: Vec<&str> =
                            names.options(&command).map(|(_, typed)| typed).collect();
                        while let Some(found) = word.captures(&line[end..]) {
                            let option = &found[2];
                            if !options.contains(&option) {
                                if found.get(4).is_some() || found.get(1).is_some() {
                                    faults.push(format!(
                                        "{language:?}: /{command} has no option {option}: {}",
                                        at()
                                    ));
                                }
                                break;
                            }
                            end += found[0].len();
                        }
                    }
                    for found in bare.captures_iter(line) {
                        let option = &found[1];
                        if !every_option.contains(&option) && !placeholders.contains(&option) {
                            faults.push(format!(
                                "{language:?}: {option}: is no command's option: {}",
                                at()
                            ));
                        }
                    }
                }
            }
        }
        assert_eq!(faults, Vec::<String>::new());
        assert!(quotes > 600, "{quotes} quotes");
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
