//! `/rules` for Palago: the rules in the project's own words, by topic,
//! each naming its rulings (P1..P15 of `shared/rules/PALAGO.md`), some
//! with a picture drawn by the game's own renderer.

use super::hosted::Palago;
use crate::commands::error::CommandError;
use crate::commands::help::push_topic;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palago::words::RULES;
use crate::games::palago::{Game, Options, Placement, Turn};

/// The Palago topics' names, in reading order, as `/rules topic:NAME`
/// takes them in every language. Their words are the messages of the same
/// names in `src/games/palago/words/rules.*.ftl`; `docs/palago.md`
/// is made from the English ([`palago_rules_page`]).
pub const PALAGO_TOPICS: [&str; 9] = [
    "palago",
    "palago-tile",
    "palago-table",
    "palago-turn",
    "palago-holes",
    "palago-creatures",
    "palago-end",
    "palago-notation",
    "palago-computers",
];

/// Every Palago topic in `language`, in reading order: (name, text).
#[must_use]
pub fn palago_topics(language: Language) -> Vec<(&'static str, String)> {
    RULES.each(language, &PALAGO_TOPICS)
}

/// The project's rules page for Palago (`docs/palago.md`): every topic
/// of `/rules topic:palago…` in reading order, as Markdown, so the page
/// and the bot never disagree; a test keeps the file up to date.
#[must_use]
pub fn palago_rules_page() -> String {
    let mut page = String::from(
        "# Palago: the rules in short\n\n\
This page is what `/rules topic:palago…` says, topic by topic. The rule text is `../shared/seeds/palago-regle-fr.txt` (French); \
every point it leaves open, and the tile itself, whose figures were lost, is settled by a ruling of `../shared/rules/PALAGO.md`, \
named here by its id (P1..P15).\n\n\
![A finished game of Palago: Blue's creature outlined](palago-sample.png)\n",
    );
    for (name, body) in palago_topics(Language::English) {
        push_topic(&mut page, name, &body);
    }
    let kept = page.trim_end().len();
    page.truncate(kept);
    page.push('\n');
    page
}

/// The tiles drawn with a topic, if it has a picture, and the game under
/// them.
fn diagram(topic: &str) -> Option<(Game, Option<Vec<Placement>>)> {
    let parse = |texts: &[&str]| -> Option<Vec<Placement>> {
        texts.iter().map(|t| t.parse().ok()).collect()
    };
    match topic {
        "palago-tile" => Some((
            Game::new(Options::default()),
            Some(parse(&["-2,1:0", "0,0:1", "2,-1:2"])?),
        )),
        "palago-creatures" => {
            let turns: Option<Vec<Turn>> =
                ["0,0:0 0,-1:2", "1,-1:0 1,-2:0", "0,1:1 -1,2:0", "1,0:0"]
                    .iter()
                    .map(|t| t.parse().ok())
                    .collect();
            Some((Game::replay(Options::default(), &turns?).ok()?, None))
        }
        _ => None,
    }
}

impl Host<'_, Palago> {
    /// `/rules topic:palago…`: the topic's text, with its picture when it
    /// has one, in `language` (the caller's); `None` when `topic` is no
    /// Palago topic.
    pub(crate) async fn rules(
        &self,
        topic: &str,
        language: Language,
    ) -> Result<Option<Reply>, CommandError> {
        let Some(name) = PALAGO_TOPICS
            .into_iter()
            .find(|name| name.eq_ignore_ascii_case(topic))
        else {
            return Ok(None);
        };
        let Some(body) = RULES.text(language, name, None) else {
            return Ok(None);
        };
        let mut reply = Reply::private(language, body);
        if let Some((game, highlight)) = diagram(name) {
            let names = ["White".to_owned(), "Blue".to_owned()];
            let png = self.picture_of(game, names, highlight, language).await?;
            reply = reply.with_picture(png);
        }
        Ok(Some(reply))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;

    /// The Palago ruling ids a text names (`P13`), sorted.
    fn rulings(text: &str) -> Vec<&str> {
        let mut ids: Vec<&str> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() > 1 && w.starts_with('P') && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            .collect();
        ids.sort_unstable();
        ids
    }

    #[test]
    fn every_palago_topic_is_in_every_language_with_the_same_rulings_and_fits_a_reply() {
        assert_eq!(RULES.faults(), Vec::<String>::new());
        let english = palago_topics(Language::English);
        assert_eq!(english.len(), PALAGO_TOPICS.len());
        for language in &Language::ALL[1..] {
            let other = palago_topics(*language);
            assert_eq!(other.len(), english.len(), "{language:?}");
            for ((name, english), (same, other)) in english.iter().zip(&other) {
                assert_eq!(name, same);
                assert_ne!(english, other, "{name} is not translated");
                assert_eq!(rulings(english), rulings(other), "{name}");
                assert!(other.chars().count() <= TEXT_LIMIT, "{name}");
            }
        }
    }
}
