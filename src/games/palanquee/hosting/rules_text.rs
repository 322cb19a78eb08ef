//! `/rules` and `/help`: the rules in the project's own words, by topic,
//! each naming its rulings (R1..R36), and the list of commands.

use crate::commands::help::push_topic;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::games::palanquee::words::RULES;

/// The rules topics' names, in reading order, as `/rules topic:NAME`
/// takes them in every language. Their words are the messages of the same
/// names in `src/games/palanquee/words/rules.*.ftl`, with `intro`
/// and `more` for the overview; `docs/rules.md` is made from the English
/// ([`rules_page`]).
pub const TOPICS: [&str; 11] = [
    "board",
    "plants",
    "turn",
    "captures",
    "claims",
    "end",
    "advanced",
    "parasites",
    "launch",
    "leaves",
    "computers",
];

/// Every topic in `language`, in reading order: (name, text).
#[must_use]
pub fn topics(language: Language) -> Vec<(&'static str, String)> {
    RULES.each(language, &TOPICS)
}

/// The section of `docs/rules.md` that says where the French text of the
/// advanced rules leaves a choice and which one the engine makes (the
/// rulings page defers to that text on these points).
const CHOICES: &str = "## Where the French text leaves a choice\n\n\
The rulings page defers to the French text on the advanced rules. Where that text leaves a choice, the engine makes this one:\n\n\
- **A parasite splitting (R30, R31).** The text splits a parasite of three sprouts or more \"à la suite d'un mouvement\". \
The engine splits it after any action that cuts it in two (a move, a pruning, a capture): each part that still touches an enemy plant or a living enemy parasite is a parasite, acting from its owner's next turn; a part touching no enemy is removed.\n\
- **Pruning a host (R30).** The text: the parasite disappears \"s'il n'est plus en contact avec aucune plante\". \
The engine reads *enemy* plant, or living enemy parasite, of any opponent: pruning what a parasite touched removes it only when nothing of any opponent is left next to it. Touching its owner's plant, it is grafted, not removed (R31).\n\
- **Leaves on parasites (R36).** \"Un parasite peut avoir des feuilles\": a leaf in a parasite gives that parasite a bonus action, two at most, like a plant's; the bonus is optional, pays only for actions on that parasite, and never sows, harvests or places a seed.\n\
- **Parasitising a parasite (R32).** \"On peut parasiter un parasite\": a launch may land touching only an enemy parasite, and the new parasite lives on it. \
If the landing captures the parasite it touched (a pincer, R14), the launched sprout is left touching no enemy and is removed: the text allows a parasite to die of its own capture.\n\
- **Sowing with a parasite (R11).** \"Un joueur n'est donc pas tenu de poser une graine sur le plateau tant qu'il a un parasite vivant\": with a parasite alive when the turn begins, a player with no seed on the board may sow or not, and may end the turn at once. The parasite's own action is still owed: unused, the parasite can be claimed whole (R20, R21).\n\
- **Buttons sharing sprouts (R32).** Two buttons may share ring sprouts, each launching only while complete; leaves may not share sprouts (R36).\n";

/// The names of `/rules`' Palanquée topics, in reading order.
#[must_use]
pub fn topic_names() -> Vec<&'static str> {
    TOPICS.to_vec()
}

/// The reply to `/rules` without a topic, in `language` (the caller's):
/// the first topics, then the names of all.
#[must_use]
pub fn rules_overview(language: Language) -> Reply {
    Reply::private(language, overview(language))
}

/// `/rules` without a topic in `language`: the opening line, the first
/// topics, then the names of all.
fn overview(language: Language) -> String {
    let mut text = RULES.text(language, "intro", None).unwrap_or_default();
    text.push('\n');
    for (_, body) in topics(language).iter().take(3) {
        text.push_str(body);
        text.push('\n');
    }
    let names = TOPICS.join(", ");
    let args: [(&str, &dyn std::fmt::Display); 1] = [("topics", &names)];
    text.push_str(
        &RULES
            .format(language, "more", None, &args)
            .unwrap_or_default(),
    );
    text
}

/// The reply to `/rules topic:wanted` in `language` (the caller's), if
/// `wanted` is a Palanquée topic.
#[must_use]
pub fn rules_topic(wanted: &str, language: Language) -> Option<Reply> {
    let name = TOPICS
        .iter()
        .find(|name| name.eq_ignore_ascii_case(wanted))?;
    RULES
        .text(language, name, None)
        .map(|text| Reply::private(language, text))
}

/// The project's rules page (`docs/rules.md`): every topic of `/rules`,
/// in reading order, as Markdown. One text serves both, so the page and
/// the bot never disagree; a test keeps the file up to date.
#[must_use]
pub fn rules_page(help: &str) -> String {
    let mut page = String::from(
        "# Palanquée: the rules in short\n\n\
This page is what `/rules` says, topic by topic (`/rules topic:NAME`). \
The rule texts are in `../shared/seeds/` (French is the reference) and every point they leave open is fixed by a ruling of \
`../shared/rules/RULINGS.md`, named here by its id (R1..R36). \
The advanced rules are a game option: `/new rules:advanced`.\n\n\
![An advanced game: a parasite, buttons and leaves marked on the board](advanced-sample.png)\n",
    );
    for (name, body) in topics(Language::English) {
        push_topic(&mut page, name, &body);
    }
    let kept = page.trim_end().len();
    page.truncate(kept);
    page.push_str("\n\n");
    page.push_str(CHOICES);
    page.push_str("\n## Commands\n\n");
    page.push_str(&help.replace('\n', "\n\n"));
    page.push('\n');
    page
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;

    /// The ruling ids a text names (`R14`, `P13`), sorted.
    fn rulings(text: &str) -> Vec<String> {
        let mut ids: Vec<String> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() > 1
                    && (w.starts_with('R') || w.starts_with('P'))
                    && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            .map(str::to_string)
            .collect();
        ids.sort();
        ids
    }

    #[test]
    fn every_topic_is_in_every_language_with_the_same_rulings_and_fits_a_reply() {
        assert_eq!(RULES.faults(), Vec::<String>::new());
        let english = topics(Language::English);
        assert_eq!(english.len(), TOPICS.len());
        for language in Language::ALL {
            let other = topics(language);
            assert_eq!(other.len(), english.len(), "{language:?}");
            for ((name, english), (same, other)) in english.iter().zip(&other) {
                assert_eq!(name, same);
                assert_eq!(english == other, language == Language::English, "{name}");
                assert_eq!(rulings(english), rulings(other), "{name}");
                assert!(other.chars().count() <= TEXT_LIMIT, "{name}");
            }
            let overview = overview(language);
            assert!(overview.chars().count() <= TEXT_LIMIT, "{language:?}");
            assert!(overview.ends_with(&TOPICS.join(", ")), "{overview}");
        }
    }
}
