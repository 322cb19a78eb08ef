//! Palanquée's own commands (`/sow`, `/grow`, `/move`, `/harvest`,
//! `/prune`, `/launch`, `/claim`): their menu entries, its `/new` option
//! and `/rules` topics, and how a command's options read into a turn's
//! step.

use crate::commands::catalogue::say;
use crate::commands::menu::{Choice, CommandSpec, Offers, OptionKind, OptionSpec, Texts};
use crate::commands::options::Options;
use crate::games::palanquee::{Action, Cell, PieceKind};

use super::refusals::cell_error_text;
use crate::games::palanquee::words::PalanqueeMessage;

/// What an option of Palanquée's takes, for the refusal of one given no
/// value (`/grow cell:`, `/new rules:`), in the caller's language.
pub(super) fn accepts(key: &str) -> Option<String> {
    match key.to_ascii_lowercase().as_str() {
        "cell" | "from" | "to" => Some(say(PalanqueeMessage::AcceptsCell)),
        "rules" => Some(say(PalanqueeMessage::AcceptsRules)),
        _ => None,
    }
}

/// What the game offers front ends.
pub(super) const OFFERS: Offers = Offers {
    commands: COMMANDS,
    new_options: NEW_OPTIONS,
    topics: TOPICS,
    help: Some(Texts {
        english: "**Palanquée:** /sow cell · /grow cell [seed] · /move from to · /harvest cell · /prune cell, or /play actions:\"grow H8; move H8 J9\".\n\
**Advanced rules** (/rules topic:advanced): /launch from to sends a button's centre off as a parasite (R32).\n\
**Any time:** /claim cell, when an opponent left actions unused (R21).\n\
Cells are a column A-S and a row 1-16, like H8.",
        french: "**Palanquée :** /sow cell (semer) · /grow cell [seed] (faire pousser) · /move from to (déplacer) · /harvest cell (récolter) · /prune cell (tailler), ou /play actions:\"grow H8; move H8 J9\".\n\
**Règles avancées** (/rules topic:advanced) : /launch from to lance le centre d'un bouton comme parasite (R32).\n\
**À tout moment :** /claim cell, quand un adversaire a laissé des actions inutilisées (R21).\n\
Les cases sont une colonne A-S et une rangée 1-16, comme H8.",
    }),
};

/// A cell option, suggested as one types.
const fn cell(name: &'static str, english: &'static str, french: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        about: Texts { english, french },
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
        about: Texts {
            english: "Sow a seed from your reserve on an empty cell (your draft, private).",
            french: "Sème une graine de ta réserve sur une case vide (ton brouillon, privé).",
        },
        options: &[cell("cell", "The cell, like H8", "La case, comme H8")],
    },
    CommandSpec {
        name: "grow",
        about: Texts {
            english: "Grow a sprout (or a seed) on an empty cell touching your plant.",
            french: "Fais pousser une pousse (ou une graine) sur une case vide touchant ta plante.",
        },
        options: &[
            cell("cell", "The cell, like H8", "La case, comme H8"),
            OptionSpec {
                name: "seed",
                about: Texts {
                    english: "Grow a seed instead of a sprout",
                    french: "Faire pousser une graine plutôt qu'une pousse",
                },
                kind: OptionKind::Flag,
                required: false,
            },
        ],
    },
    CommandSpec {
        name: "move",
        about: Texts {
            english: "Move a sprout to an empty cell touching another piece of its plant.",
            french: "Déplace une pousse vers une case vide touchant une autre pièce de sa plante.",
        },
        options: &[
            cell("from", "The sprout's cell", "La case de la pousse"),
            cell("to", "Where it goes", "Où elle va"),
        ],
    },
    CommandSpec {
        name: "harvest",
        about: Texts {
            english: "Harvest a seed back to your reserve (its plant keeps another seed).",
            french: "Récolte une graine dans ta réserve (sa plante garde une autre graine).",
        },
        options: &[cell("cell", "The seed's cell", "La case de la graine")],
    },
    CommandSpec {
        name: "prune",
        about: Texts {
            english: "Prune one of your sprouts back to your reserve.",
            french: "Taille une de tes pousses : elle retourne dans ta réserve.",
        },
        options: &[cell("cell", "The sprout's cell", "La case de la pousse")],
    },
    CommandSpec {
        name: "launch",
        about: Texts {
            english: "Launch the centre of a button as a parasite (advanced rules, R32).",
            french: "Lance le centre d'un bouton comme parasite (règles avancées, R32).",
        },
        options: &[
            cell(
                "from",
                "The button's centre sprout",
                "La pousse au centre du bouton",
            ),
            cell("to", "Where it lands", "Où il atterrit"),
        ],
    },
    CommandSpec {
        name: "claim",
        about: Texts {
            english: "Claim a seed (or a parasite) of an opponent who left an action unused (R21).",
            french: "Réclame une graine (ou un parasite) d'un adversaire qui a laissé une action (R21).",
        },
        options: &[cell(
            "cell",
            "The seed's cell, or a cell of the parasite",
            "La case de la graine, ou une case du parasite",
        )],
    },
];

/// `/new rules:basic|advanced`.
const NEW_OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "rules",
    about: Texts {
        english: "Palanquée: basic (default) or advanced rules",
        french: "Palanquée : règles de base (par défaut) ou avancées",
    },
    kind: OptionKind::Choice(&[
        Choice {
            key: "basic",
            french: "de base",
        },
        Choice {
            key: "advanced",
            french: "avancées",
        },
    ]),
    required: false,
}];

/// The `/rules` topics, with their labels in French.
const TOPICS: &[Choice] = &[
    Choice {
        key: "board",
        french: "plateau",
    },
    Choice {
        key: "plants",
        french: "plantes",
    },
    Choice {
        key: "turn",
        french: "tour",
    },
    Choice {
        key: "captures",
        french: "captures",
    },
    Choice {
        key: "claims",
        french: "réclamations",
    },
    Choice {
        key: "end",
        french: "fin de partie",
    },
    Choice {
        key: "advanced",
        french: "avancées",
    },
    Choice {
        key: "parasites",
        french: "parasites",
    },
    Choice {
        key: "launch",
        french: "lancer",
    },
    Choice {
        key: "leaves",
        french: "feuilles",
    },
];

/// What one of Palanquée's own commands asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Step {
    /// Add the action to the caller's draft.
    Draft(Action),
    /// Claim a forgetful opponent's seed or parasite (R21, R30).
    Claim(Cell),
}

/// Reads `/name` with its `options`, or says what is wrong; `None` when
/// `name` is not one of Palanquée's commands.
pub(super) fn read(name: &str, options: &[(String, String)]) -> Option<Result<Step, String>> {
    OFFERS.has_command(name).then(|| {
        let mut options = Options::for_game(name, options, accepts)?;
        let step = read_step(name, &mut options)?;
        options.finish()?;
        Ok(step)
    })
}

fn read_step(name: &str, options: &mut Options) -> Result<Step, String> {
    let draft = match name {
        "sow" => Action::Sow(cell_option(options, "cell")?),
        "grow" => {
            let cell = cell_option(options, "cell")?;
            let kind = if options.flag("seed")? {
                PieceKind::Seed
            } else {
                PieceKind::Sprout
            };
            Action::Grow(cell, kind)
        }
        "move" => Action::Move(cell_option(options, "from")?, cell_option(options, "to")?),
        "harvest" => Action::Harvest(cell_option(options, "cell")?),
        "prune" => Action::Prune(cell_option(options, "cell")?),
        "launch" => Action::Launch(cell_option(options, "from")?, cell_option(options, "to")?),
        _ => return Ok(Step::Claim(cell_option(options, "cell")?)),
    };
    Ok(Step::Draft(draft))
}

/// The cell of option `key`, which must be given.
fn cell_option(options: &mut Options, key: &str) -> Result<Cell, String> {
    let value = options.required(key, PalanqueeMessage::NeedsCell)?;
    value.parse::<Cell>().map_err(|e| cell_error_text(&e))
}
