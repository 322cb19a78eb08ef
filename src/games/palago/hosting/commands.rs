//! Palago's own command, `/place cell:q,r orientation:k`: its menu
//! entry, Palago's `/new` option and `/rules` topics, and how `/place`'s
//! options read into a placement.

use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::menu::{Choice, CommandSpec, Offers, OptionKind, OptionSpec, Texts};
use crate::commands::options::Options;
use crate::games::palago::{Cell, Orientation, Placement};

use super::refusals::refusal_text;
use crate::games::palago::words::PalagoMessage;

/// What the game offers front ends.
pub(super) const OFFERS: Offers = Offers {
    commands: COMMANDS,
    new_options: NEW_OPTIONS,
    topics: TOPICS,
    help: Some(Texts {
        english: "**Palago** (/new game:palago, /rules topic:palago): /place cell:q,r orientation:k twice, then /end · /undo · \
/play actions:\"0,1:1 1,1:2\" · /resign. Cells are `q,r` from the first tile at 0,0; orientations 0, 1, 2 (P4, P13).",
        french: "**Palago** (/new game:palago, /rules topic:palago) : /place cell:q,r orientation:k deux fois, puis /end · /undo · \
/play actions:\"0,1:1 1,1:2\" · /resign. Les cases sont `q,r` depuis la première tuile en 0,0 ; orientations 0, 1, 2 (P4, P13).",
    }),
};

/// `/place`.
const COMMANDS: &[CommandSpec] = &[CommandSpec {
    name: "place",
    about: Texts {
        english: "Palago: lay a tile in your turn's draft (private); a second /place completes the pair.",
        french: "Palago : pose une tuile dans le brouillon de ton tour (privé) ; un second /place complète la paire.",
    },
    options: &[
        OptionSpec {
            name: "cell",
            about: Texts {
                english: "The cell, q,r (the first tile is at 0,0)",
                french: "La case, q,r (la première tuile est en 0,0)",
            },
            kind: OptionKind::Text {
                max_length: 16,
                suggested: true,
            },
            required: true,
        },
        OptionSpec {
            name: "orientation",
            about: Texts {
                english: "How the tile lies: 0 upright, 1 leaning left, 2 leaning right (P4)",
                french: "Comment la tuile est posée : 0 droite, 1 penchée à gauche, 2 penchée à droite (P4)",
            },
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
    about: Texts {
        english: "Palago: a drawn game goes to the larger open region (P12)",
        french: "Palago : une partie nulle revient à la plus grande région ouverte (P12)",
    },
    kind: OptionKind::Flag,
    required: false,
}];

/// The `/rules` topics, with their labels in French.
const TOPICS: &[Choice] = &[
    Choice {
        key: "palago",
        french: "Palago",
    },
    Choice {
        key: "palago-tile",
        french: "Palago : la tuile",
    },
    Choice {
        key: "palago-table",
        french: "Palago : la table et les cases",
    },
    Choice {
        key: "palago-turn",
        french: "Palago : un tour",
    },
    Choice {
        key: "palago-holes",
        french: "Palago : les trous",
    },
    Choice {
        key: "palago-creatures",
        french: "Palago : les créatures",
    },
    Choice {
        key: "palago-end",
        french: "Palago : la fin",
    },
    Choice {
        key: "palago-notation",
        french: "Palago : la notation",
    },
];

/// What an option of Palago's takes, for the refusal of one given no
/// value (`/place cell:`, `/new tiebreak:`), in the caller's language.
pub(super) fn accepts(key: &str) -> Option<String> {
    let message = match key.to_ascii_lowercase().as_str() {
        "cell" => PalagoMessage::AcceptsCell,
        "orientation" => PalagoMessage::AcceptsOrientation,
        "tiebreak" => return Some(say_with(Message::AcceptsTrueOrFalse, &[("key", &key)])),
        _ => return None,
    };
    Some(say(message))
}

/// Reads `/place`'s options, or says what is wrong; `None` when `name`
/// is not `place`.
pub(super) fn read(name: &str, options: &[(String, String)]) -> Option<Result<Placement, String>> {
    (name == "place").then(|| {
        let mut options = Options::for_game(name, options, accepts)?;
        let placement = placement(&mut options)?;
        options.finish()?;
        Ok(placement)
    })
}

/// `cell:q,r` and `orientation:k` (a number, or a name of
/// [`orientation_from_text`]).
fn placement(options: &mut Options) -> Result<Placement, String> {
    let cell = options.required("cell", PalagoMessage::NeedsCell)?;
    let cell = cell
        .parse::<Cell>()
        .map_err(|refusal| refusal_text(&refusal))?;
    let orientation = options.required("orientation", PalagoMessage::NeedsOrientation)?;
    let orientation =
        orientation_from_text(&orientation).ok_or_else(|| orientation_refusal(&orientation))?;
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
/// 60°, 3-5; P13 for other numbers); for a word, the words it takes.
fn orientation_refusal(text: &str) -> String {
    let number = text.trim();
    let digits = number.strip_prefix('-').unwrap_or(number);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return say_with(PalagoMessage::BadOrientation, &[("text", &text)]);
    }
    match number.parse::<Orientation>() {
        Err(refusal) => refusal_text(&refusal),
        Ok(_) => say_with(PalagoMessage::BadOrientation, &[("text", &text)]),
    }
}
