//! A game's options as stored with it: one text of `name:value` pairs
//! separated by spaces (`rules:advanced`, `tiebreak:on`), the same form
//! players type after `/new`. Each game writes and reads its own; the
//! store keeps the text without knowing what it means.

/// Options text that its game cannot read: a stored row damaged by hand,
/// or written by another version.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unreadable game options `{text}`: {why}")]
pub struct BadOptions {
    /// The text as stored.
    pub text: String,
    /// What is wrong with it.
    pub why: String,
}

impl BadOptions {
    /// `text` refused because of `why`.
    #[must_use]
    pub fn new(text: &str, why: impl Into<String>) -> BadOptions {
        BadOptions {
            text: text.to_owned(),
            why: why.into(),
        }
    }
}

/// The `name:value` pairs of `text`, in order; a word without its `:`
/// is refused. An empty text has no pairs.
pub fn option_pairs(text: &str) -> Result<Vec<(&str, &str)>, BadOptions> {
    text.split_whitespace()
        .map(|word| {
            word.split_once(':')
                .ok_or_else(|| BadOptions::new(text, format!("`{word}` is not `name:value`")))
        })
        .collect()
}

/// The value of the one option `name` of `text` (`None` when absent); any
/// other option, or `name` given twice, is refused.
pub fn only_option<'t>(text: &'t str, name: &str) -> Result<Option<&'t str>, BadOptions> {
    let mut found = None;
    for (key, value) in option_pairs(text)? {
        if key != name {
            return Err(BadOptions::new(text, format!("no option `{key}` here")));
        }
        if found.replace(value).is_some() {
            return Err(BadOptions::new(text, format!("`{name}` given twice")));
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_read_in_order_and_words_without_a_colon_refused() {
        assert_eq!(
            option_pairs(" a:1  b:two "),
            Ok(vec![("a", "1"), ("b", "two")])
        );
        assert_eq!(option_pairs(""), Ok(vec![]));
        assert!(option_pairs("a:1 b").is_err());
    }

    #[test]
    fn only_option_refuses_others_and_repeats() {
        assert_eq!(only_option("rules:basic", "rules"), Ok(Some("basic")));
        assert_eq!(only_option("", "rules"), Ok(None));
        assert!(only_option("tiebreak:on", "rules").is_err());
        assert!(only_option("rules:basic rules:advanced", "rules").is_err());
    }
}
