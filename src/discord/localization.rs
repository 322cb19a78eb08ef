//! The slash commands in the languages the bot speaks: each command's and
//! option's description and each choice's label get their French
//! ([`super::french`]) under Discord's `fr` locale, which Discord shows to
//! clients in French. Command and option names stay as they are: they are
//! the notation the replies and rules quote (`/sow cell:H8`).

use std::borrow::Cow;

use super::french;

/// Discord's locale for French.
pub const FRENCH: &str = "fr";

/// Adds the French descriptions and labels to `commands`, and to their
/// subcommands (`tournament new`).
pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    localize_under(commands, "");
}

/// [`localize`] for commands named after `group` (`tournament `).
fn localize_under<U, E>(commands: &mut [poise::Command<U, E>], group: &str) {
    for command in commands {
        let name = format!("{group}{}", command.name);
        localize_under(&mut command.subcommands, &format!("{name} "));
        if let Some((_, description)) = french::COMMANDS.iter().find(|(n, _)| *n == name) {
            add(&mut command.description_localizations, description);
        }
        for parameter in &mut command.parameters {
            let option = french::OPTIONS
                .iter()
                .find(|(c, o, _)| *c == name && *o == parameter.name);
            if let Some((_, _, description)) = option {
                add(&mut parameter.description_localizations, description);
            }
            for choice in parameter.choices.to_mut() {
                if let Some((_, label)) = french::CHOICES.iter().find(|(c, _)| *c == choice.name) {
                    add(
                        &mut choice.localizations,
                        &choice_label(label, &choice.name),
                    );
                }
            }
        }
    }
}

/// A choice's French label, with the English key after it when they
/// differ (`facile (easy)`): the key is what replies and rules quote.
fn choice_label(french: &str, key: &str) -> String {
    if french.eq_ignore_ascii_case(key) {
        french.to_string()
    } else {
        format!("{french} ({key})")
    }
}

fn add(localizations: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>, text: &str) {
    localizations
        .to_mut()
        .push((Cow::Borrowed(FRENCH), Cow::Owned(text.to_string())));
}
