//! Palago as stored with a game: its key, and its options (see [`crate::games::options`]):
//! `tiebreak:on` or `tiebreak:off` (P12).

use super::Options;
use crate::games::GameKind;
use crate::games::options::{BadOptions, only_option};

/// The key Palago's games are stored and typed under (`game:palago`).
pub const KIND: GameKind = GameKind::new("palago");

impl Options {
    /// The options text stored with a game: `tiebreak:on`.
    #[must_use]
    pub fn options_text(self) -> String {
        let tiebreak = if self.tiebreak { "on" } else { "off" };
        format!("tiebreak:{tiebreak}")
    }

    /// The options of a stored text; an empty text has no tiebreak.
    pub fn from_options_text(text: &str) -> Result<Options, BadOptions> {
        let tiebreak = match only_option(text, "tiebreak")? {
            None | Some("off") => false,
            Some("on") => true,
            Some(other) => {
                return Err(BadOptions::new(
                    text,
                    format!("tiebreak is on or off, not `{other}`"),
                ));
            }
        };
        Ok(Options { tiebreak })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_tiebreaks_round_trip() {
        for tiebreak in [false, true] {
            let options = Options { tiebreak };
            assert_eq!(
                Options::from_options_text(&options.options_text()),
                Ok(options)
            );
        }
        assert_eq!(Options::from_options_text(""), Ok(Options::default()));
        assert!(Options::from_options_text("tiebreak:maybe").is_err());
        assert!(Options::from_options_text("rules:basic").is_err());
    }
}
