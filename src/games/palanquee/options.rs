//! Palanquée as stored with a game: its key, and its options (see [`crate::games::options`]):
//! `rules:basic` or `rules:advanced` (R30-R36).

use super::Rules;
use crate::games::GameKind;
use crate::games::options::{BadOptions, only_option};

/// The key Palanquée's games are stored and typed under (`game:palanquee`).
pub const KIND: GameKind = GameKind::new("palanquee");

impl Rules {
    /// The options text stored with a game: `rules:advanced`.
    #[must_use]
    pub fn options_text(self) -> String {
        format!("rules:{}", self.name())
    }

    /// The rules of a stored options text; an empty text is the basic game.
    pub fn from_options_text(text: &str) -> Result<Rules, BadOptions> {
        match only_option(text, "rules")? {
            None => Ok(Rules::Basic),
            Some(name) => name
                .parse()
                .map_err(|e| BadOptions::new(text, format!("{e}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_rule_sets_round_trip() {
        for rules in [Rules::Basic, Rules::Advanced] {
            assert_eq!(Rules::from_options_text(&rules.options_text()), Ok(rules));
        }
        assert_eq!(Rules::from_options_text(""), Ok(Rules::Basic));
        assert!(Rules::from_options_text("rules:expert").is_err());
        assert!(Rules::from_options_text("tiebreak:on").is_err());
    }
}
