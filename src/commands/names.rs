//! Players' names: cleaned once when they enter (a front end passes
//! whatever the platform or the terminal gave), and escaped wherever a
//! message shows one, so that a name can neither break a terminal nor
//! change a post's Markdown.

/// The longest name kept, in characters: Discord's own limit for display
/// names.
pub const MAX_NAME: usize = 32;

/// `raw` without control characters (tabs and line breaks are white
/// space), with runs of white space made one space, trimmed, and cut to [`MAX_NAME`] characters. `None` when
/// nothing printable is left.
#[must_use]
pub fn clean_name(raw: &str) -> Option<String> {
    let printable: String = raw
        .chars()
        .filter(|c| c.is_whitespace() || !c.is_control())
        .collect();
    let mut name = String::new();
    for word in printable.split_whitespace() {
        if !name.is_empty() {
            name.push(' ');
        }
        name.push_str(word);
    }
    let name: String = name.chars().take(MAX_NAME).collect();
    let name = name.trim_end().to_string();
    (!name.is_empty()).then_some(name)
}

/// `name` as a message shows it: Markdown's characters escaped with a
/// backslash (so `**x**` in a name stays two stars and an x), control
/// characters dropped (a name stored before names were cleaned).
#[must_use]
pub fn shown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().filter(|c| !c.is_control()) {
        if matches!(
            c,
            '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '>' | '[' | ']' | '#'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_control_characters_and_extra_space_and_are_bounded() {
        assert_eq!(
            clean_name("  alice\u{7}\u{1b}[2J  ").as_deref(),
            Some("alice[2J")
        );
        assert_eq!(clean_name("a\u{0}b\tc\n").as_deref(), Some("ab c"));
        assert_eq!(clean_name(" \u{1b}\u{7f}\u{9b} "), None);
        assert_eq!(clean_name(""), None);
        let long = clean_name(&"é".repeat(10_000)).expect("a name");
        assert_eq!(long.chars().count(), MAX_NAME);
    }

    #[test]
    fn markdown_in_a_name_is_shown_as_written() {
        assert_eq!(shown("**bold** __u__"), r"\*\*bold\*\* \_\_u\_\_");
        assert_eq!(shown("`code` ||spoiler||"), r"\`code\` \|\|spoiler\|\|");
        assert_eq!(shown("<@123> [x](y)"), r"\<@123\> \[x\](y)");
        assert_eq!(shown("Zoë Ковалевский"), "Zoë Ковалевский");
    }
}
