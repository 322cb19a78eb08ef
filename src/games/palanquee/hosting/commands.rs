//! Palanquée's own commands (`/sow`, `/grow`, `/move`, `/harvest`,
//! `/prune`, `/launch`, `/claim`): their menu entries, its `/new` option
//! and `/rules` topics, and how a command's options read into a turn's
//! step.

use crate::commands::catalogue::say;
use crate::commands::language::Language;
use crate::commands::menu::{Choice, CommandSpec, Offers, OptionKind, OptionSpec};
use crate::commands::options::Options;
use crate::games::palanquee::{Action, Cell, PieceKind};

use super::refusals::cell_error_text;
use crate::games::palanquee::words::{MENU, PalanqueeMessage};

/// What an option of Palanquée's takes, for the refusal of one given no
/// value (`/grow cell:`, `/new rules:`), in `language` (the caller's).
pub(super) fn accepts(language: Language, key: &str) -> Option<String> {
    match key.to_ascii_lowercase().as_str() {
        "cell" | "from" | "to" => Some(say(language, PalanqueeMessage::AcceptsCell)),
        "rules" => Some(say(language, PalanqueeMessage::AcceptsRules)),
        _ => None,
    }
}

/// What the game offers front ends.
pub(super) const OFFERS: Offers = Offers {
    commands: COMMANDS,
    new_options: NEW_OPTIONS,
    topics: TOPICS,
    words: Some(&MENU),
};

/// A cell option, suggested as one types.
const fn cell(name: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        kind: OptionKind::Text {
            max_length: 4,
            suggested: true,
        },
        required: true,
    }
}

/// Palanquée's own commands, in the order of `/help`.
const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "sow",
        options: &[cell("cell")],
    },
    CommandSpec {
        name: "grow",
        options: &[
            cell("cell"),
            OptionSpec {
                name: "seed",
                kind: OptionKind::Flag,
                required: false,
            },
        ],
    },
    CommandSpec {
        name: "move",
        options: &[cell("from"), cell("to")],
    },
    CommandSpec {
        name: "harvest",
        options: &[cell("cell")],
    },
    CommandSpec {
        name: "prune",
        options: &[cell("cell")],
    },
    CommandSpec {
        name: "launch",
        options: &[cell("from"), cell("to")],
    },
    CommandSpec {
        name: "claim",
        options: &[cell("cell")],
    },
];

/// `/new rules:basic|advanced`.
const NEW_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "rules",
    kind: OptionKind::Choice(&[Choice { key: "basic" }, Choice { key: "advanced" }]),
    required: false,
}];

/// The `/rules` topics (their labels are the menu words' `choice-KEY`).
const TOPICS: &[Choice] = &[
    Choice { key: "board" },
    Choice { key: "plants" },
    Choice { key: "turn" },
    Choice { key: "captures" },
    Choice { key: "claims" },
    Choice { key: "end" },
    Choice { key: "advanced" },
    Choice { key: "parasites" },
    Choice { key: "launch" },
    Choice { key: "leaves" },
    Choice { key: "computers" },
];

/// What one of Palanquée's own commands asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Step {
    /// Add the action to the caller's draft.
    Draft(Action),
    /// Claim a forgetful opponent's seed or parasite (R21, R30).
    Claim(Cell),
}

/// Reads `/name` with its `options`, or says what is wrong in `language`
/// (the caller's); `None` when `name` is not one of Palanquée's commands.
pub(super) fn read(
    language: Language,
    name: &str,
    options: &[(String, String)],
) -> Option<Result<Step, String>> {
    OFFERS.has_command(name).then(|| {
        let mut options = Options::for_game(language, name, options, accepts)?;
        let step = read_step(language, name, &mut options)?;
        options.finish()?;
        Ok(step)
    })
}

fn read_step(language: Language, name: &str, options: &mut Options) -> Result<Step, String> {
    let draft = match name {
        "sow" => Action::Sow(cell_option(language, options, "cell")?),
        "grow" => {
            let cell = cell_option(language, options, "cell")?;
            let kind = if options.flag("seed")? {
                PieceKind::Seed
            } else {
                PieceKind::Sprout
            };
            Action::Grow(cell, kind)
        }
        "move" => Action::Move(
            cell_option(language, options, "from")?,
            cell_option(language, options, "to")?,
        ),
        "harvest" => Action::Harvest(cell_option(language, options, "cell")?),
        "prune" => Action::Prune(cell_option(language, options, "cell")?),
        "launch" => Action::Launch(
            cell_option(language, options, "from")?,
            cell_option(language, options, "to")?,
        ),
        _ => return Ok(Step::Claim(cell_option(language, options, "cell")?)),
    };
    Ok(Step::Draft(draft))
}

/// The cell of option `key`, which must be given; refused in `language`.
fn cell_option(language: Language, options: &mut Options, key: &str) -> Result<Cell, String> {
    let value = options.required(key, PalanqueeMessage::NeedsCell)?;
    value
        .parse::<Cell>()
        .map_err(|e| cell_error_text(&e, language))
}
