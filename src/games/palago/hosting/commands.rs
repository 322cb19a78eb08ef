//! Palago's own command, `/place cell:q,r orientation:k`: its menu
//! entry, Palago's `/new` option and `/rules` topics, and how `/place`'s
//! options read into a placement.

use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::language::Language;
use crate::commands::menu::{Choice, CommandSpec, Offers, OptionKind, OptionSpec};
use crate::commands::options::Options;
use crate::games::palago::{Cell, Orientation, Placement};

use super::refusals::refusal_in;
use crate::games::palago::words::{MENU, PalagoMessage};

/// What the game offers front ends.
pub(super) const OFFERS: Offers = Offers {
    commands: COMMANDS,
    new_options: NEW_OPTIONS,
    topics: TOPICS,
    words: Some(&MENU),
};

/// `/place`.
const COMMANDS: &[CommandSpec] = &[CommandSpec {
    name: "place",
    options: &[
        OptionSpec {
            name: "cell",
            kind: OptionKind::Text {
                max_length: 16,
                suggested: true,
            },
            required: true,
        },
        OptionSpec {
            name: "orientation",
            kind: OptionKind::Text {
                max_length: 24,
                suggested: true,
            },
            required: true,
        },
    ],
}];

/// `/new tiebreak:true` (P12).
const NEW_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "tiebreak",
    kind: OptionKind::Flag,
    required: false,
}];

/// The `/rules` topics (their labels are the menu words' `choice-KEY`).
const TOPICS: &[Choice] = &[
    Choice { key: "palago" },
    Choice { key: "palago-tile" },
    Choice {
        key: "palago-table",
    },
    Choice { key: "palago-turn" },
    Choice {
        key: "palago-holes",
    },
    Choice {
        key: "palago-creatures",
    },
    Choice { key: "palago-end" },
    Choice {
        key: "palago-notation",
    },
    Choice {
        key: "palago-computers",
    },
];

/// What an option of Palago's takes, for the refusal of one given no
/// value (`/place cell:`, `/new tiebreak:`), in `language` (the
/// caller's).
pub(super) fn accepts(language: Language, key: &str) -> Option<String> {
    let message = match key.to_ascii_lowercase().as_str() {
        "cell" => PalagoMessage::AcceptsCell,
        "orientation" => PalagoMessage::AcceptsOrientation,
        "tiebreak" => {
            let accepted = say_with(language, Message::AcceptsTrueOrFalse, &[("key", &key)]);
            return Some(accepted);
        }
        _ => return None,
    };
    Some(say(language, message))
}

/// Reads `/place`'s options, or says what is wrong in `language` (the
/// caller's); `None` when `name` is not `place`.
pub(super) fn read(
    language: Language,
    name: &str,
    options: &[(String, String)],
) -> Option<Result<Placement, String>> {
    (name == "place").then(|| {
        let mut options = Options::for_game(language, name, options, accepts)?;
        let placement = placement(&mut options)?;
        options.finish()?;
        Ok(placement)
    })
}

/// `cell:q,r` and `orientation:k` (a number, or a name of
/// [`orientation_from_text`]), refused in the options' language.
fn placement(options: &mut Options) -> Result<Placement, String> {
    let language = options.language();
    let cell = options.required("cell", PalagoMessage::NeedsCell)?;
    let cell = cell
        .parse::<Cell>()
        .map_err(|refusal| refusal_in(&refusal, language))?;
    let orientation = options.required("orientation", PalagoMessage::NeedsOrientation)?;
    let orientation = orientation_from_text(&orientation)
        .ok_or_else(|| orientation_refusal(language, &orientation))?;
    Ok(Placement { cell, orientation })
}

/// A Palago orientation from its number (`0`, `1`, `2`) or its name
/// (`upright`, `leaning-left`, `leaning-right`, with spaces or `-`), as
/// the `/place` menu offers them.
#[must_use]
pub(super) fn orientation_from_text(text: &str) -> Option<Orientation> {
    let word = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    let index = match word.as_str() {
        "0" | "upright" => 0,
        "1" | "leaning-left" => 1,
        "2" | "leaning-right" => 2,
        _ => return None,
    };
    Orientation::from_index(index)
}

/// The refusal of `orientation:TEXT`: for a number, the engine's, as in
/// a typed turn and `palanquee play --game palago` (P4 for a tile turned
/// 60°, 3-5; P13 for other numbers); for a word, the words it takes. In
/// `language`.
fn orientation_refusal(language: Language, text: &str) -> String {
    let number = text.trim();
    let digits = number.strip_prefix('-').unwrap_or(number);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return say_with(language, PalagoMessage::BadOrientation, &[("text", &text)]);
    }
    match number.parse::<Orientation>() {
        Err(refusal) => refusal_in(&refusal, language),
        Ok(_) => say_with(language, PalagoMessage::BadOrientation, &[("text", &text)]),
    }
}
