//! The engine's refusals in the caller's language. The engine gives a
//! [`Reason`] as data and words it in English; this file words the same
//! values in French, with the vocabulary of the French rules (graine,
//! pousse, plante, tenaille, réclamer). The `match` is exhaustive, so a new
//! reason does not compile until it has its French.

use crate::commands::catalogue::refused;
use crate::commands::language::{self, Language};
use crate::commands::refusal::{GameReason, Refusal};
use crate::games::palanquee::captures::RunEnd;
use crate::games::palanquee::game::MAX_LAUNCH_DISTANCE;
use crate::games::palanquee::reasons::cell_list;
use crate::games::palanquee::{
    Action, Cell, GroupKind, IllegalAction, Outcome, ParseActionError, ParseCellError, Piece,
    PieceKind, Player, Reason, Verb,
};

/// An action the engine refused: kept as a value until worded
/// (`` `grow H8` refused: R10: … ``).
#[derive(Debug)]
pub(crate) struct ActionRefused {
    /// The action refused.
    pub action: Action,
    /// Why.
    pub illegal: IllegalAction,
}

impl GameReason for ActionRefused {
    fn ruling(&self) -> Option<String> {
        Some(self.illegal.ruling.to_string())
    }

    fn words(&self) -> String {
        refused(&self.action, &refusal_text(&self.illegal))
    }
}

/// The refusal of `action` for `illegal`.
pub(crate) fn action_refused(action: Action, illegal: IllegalAction) -> Refusal {
    Refusal::game(ActionRefused { action, illegal })
}

/// `R10: …`: the ruling and why, in the caller's language.
pub(crate) fn refusal_text(illegal: &IllegalAction) -> String {
    match language::current() {
        Language::English => illegal.to_string(),
        Language::French => format!("{} : {}", illegal.ruling, in_french(&illegal.reason)),
    }
}

/// Why a text is not an action, in the caller's language.
pub(crate) fn action_error_text(error: &ParseActionError) -> String {
    match (language::current(), error) {
        (Language::English, _) => error.to_string(),
        (Language::French, ParseActionError::Empty) => {
            "aucune action donnée : essaie `sow H8`, `grow H8`, `move H8 J9` ou `end`".into()
        }
        (Language::French, ParseActionError::UnknownAction(word)) => format!(
            "action inconnue `{word}` : les actions sont sow, grow, move, harvest, prune, launch, claim, end et resign"
        ),
        (
            Language::French,
            ParseActionError::MissingCell {
                action, example, ..
            },
        ) => {
            let needs = match *action {
                "move" => "deux cases, le départ et l'arrivée",
                "launch" => "deux cases, le centre du bouton et l'arrivée",
                "harvest" => "la case d'une graine",
                "prune" => "la case d'une pousse",
                "claim" => "la case d'une graine ou d'un parasite",
                _ => "une case",
            };
            format!("`{action}` demande {needs}, comme `{example}`")
        }
        (Language::French, ParseActionError::BadCell(error)) => cell_error_text(error),
        (Language::French, ParseActionError::Unexpected { word, action }) => {
            format!("`{word}` inattendu après `{action}`")
        }
    }
}

/// Why a text is not a cell, in the caller's language.
pub(crate) fn cell_error_text(error: &ParseCellError) -> String {
    match (language::current(), error) {
        (Language::English, _) => error.to_string(),
        (Language::French, ParseCellError::Empty) => {
            "une case est une lettre de colonne A-S et un numéro de rangée 1-16, comme H8 (R1)"
                .into()
        }
        (Language::French, ParseCellError::BadColumn(text)) => {
            format!("`{text}` n'est pas une case : les colonnes vont de A à S (R1)")
        }
        (Language::French, ParseCellError::BadRow(text)) => {
            format!("`{text}` n'est pas une case : les rangées vont de 1 à 16 (R1)")
        }
    }
}

/// A reason in French.
fn in_french(reason: &Reason) -> String {
    use Reason as R;
    match *reason {
        R::NotYourTurn { to_move, player } => {
            format!("c'est à {to_move} de jouer, pas à {player}")
        }
        R::NoSeedInReserve => "tu n'as plus de graine en réserve".into(),
        R::NoSproutInReserve => "tes 50 pousses sont toutes sur le plateau".into(),
        R::NoPlant { cell } => format!("la pièce en {cell} n'appartient à aucune plante"),
        R::ParasiteInBasicRules { player, cell } => format!(
            "la pousse de {player} en {cell} est dans un groupe sans graine : un parasite, que seules les règles avancées gardent (R30)"
        ),
        R::NoActionToSow => "il ne te reste aucune action ce tour pour semer".into(),
        R::NoActionToGrow { cell, groups, seed } => no_action_to_grow(cell, groups, seed),
        R::NoActionToHarvest { cell } => format!(
            "la plante de {cell} n'a plus d'action de graine ce tour (parasites et feuilles ne récoltent jamais, R12)"
        ),
        R::NoActionLeft { cell, group } => {
            format!("{} de {cell} n'a plus d'action ce tour", the_group(group))
        }
        R::Taken { cell, piece } => format!("{cell} est occupée par {}", piece_words(piece)),
        R::SeedsNever { cell, verb } => format!(
            "{cell} porte une graine ; une graine ne peut pas {}, seules les pousses le peuvent",
            infinitive(verb)
        ),
        R::OnlySeedsHarvested { cell } => {
            format!("{cell} porte une pousse ; seule une graine se récolte")
        }
        R::NotYours { cell, piece } => {
            format!("{cell} porte {}, pas une des tiennes", piece_words(piece))
        }
        R::Empty { cell, kind, verb } => format!(
            "{cell} est vide : il n'y a là aucune {} à toi à {}",
            kind_words(kind),
            infinitive(verb)
        ),
        R::TouchesNoPlant { cell } => format!("{cell} ne touche aucune de tes plantes"),
        R::LeavesItsPlant { from, to } => format!(
            "{to} ne touche pas la plante de {from} (une pousse doit arriver à côté d'une autre pièce de sa plante)"
        ),
        R::SingleSeed { cell } => format!(
            "la plante de {cell} n'a qu'une graine ; seule une plante qui en a deux ou plus peut récolter"
        ),
        R::StrandsSprouts { cell, stranded } => format!(
            "récolter {cell} laisserait {} sans graine",
            cell_list(stranded)
        ),
        R::NoSeedToSow => "tu n'as plus de graine en réserve à semer".into(),
        R::MustSow => {
            "tu n'as ni graine sur le plateau ni parasite : sème d'abord une graine, puis finis ton tour (le semis est obligatoire)".into()
        }
        R::SowOnly => "tu n'avais aucune graine sur le plateau au début de ton tour : ta seule action est d'en semer une".into(),
        R::OneSeedPerTurn => {
            "tu as déjà posé une graine sur le plateau ce tour ; une graine par tour".into()
        }
        R::SeedActionNeeded => "seule l'action d'une graine peut poser ou récolter une graine ; les actions des parasites et les bonus des feuilles jamais".into(),
        R::Suicide { kind, cell, by, ends } => suicide(kind, cell, by, ends),
        R::Recapture { cell, owner, placed } => format!(
            "pas de reprise immédiate : la pièce de {owner} en {cell} a pris ta pièce en {placed} à son dernier tour"
        ),
        R::TooClose { cell, distance, owner, enemy } => too_close(cell, distance, owner, enemy),
        R::TimeoutByHand => {
            "seule une échéance manquée finit un tour par dépassement ; utilise `end`".into()
        }
        R::ClaimOnEmpty { cell } => format!("{cell} est vide : une réclamation prend une graine"),
        R::ClaimOnSprout { cell } => format!(
            "{cell} porte une pousse d'une plante : une réclamation prend une graine, ou un parasite entier"
        ),
        R::ClaimOnOwn { cell } => format!(
            "{cell} est une de tes pièces : on ne réclame que contre ses adversaires"
        ),
        R::NoClaimOpen { owner } => format!(
            "aucune réclamation n'est ouverte contre {owner} : son dernier tour n'a laissé aucune action inutilisée, ou toutes ses réclamations ont été faites"
        ),
        R::NothingToClaim { cell, group, owner } => format!(
            "{} de {cell} a utilisé toutes ses actions au dernier tour de {owner}",
            the_group(group)
        ),
        R::AllClaimed { cell, group, owner } => format!(
            "les actions inutilisées {} de {cell} au dernier tour de {owner} sont déjà toutes réclamées",
            of_the_group(group)
        ),
        R::GameOver { outcome } => format!("la partie est finie : {}", outcome_words(outcome)),
        R::NotPlaying { player } => format!("{player} ne joue pas dans cette partie"),
        R::NewParasite { at } => {
            let at = at.map_or_else(String::new, |cell| format!(" en {cell}"));
            format!("le parasite{at} est né ce tour ; il agit à partir de ton prochain tour")
        }
        R::ParasiteStep { from, to } => format!(
            "le parasite d'une pousse en {from} se déplace d'une case à la fois ; {to} n'est pas à côté"
        ),
        R::ParasiteLosesContact { from, to } => format!(
            "le parasite en {from} doit rester au contact d'un ennemi : {to} ne touche aucune pièce ennemie"
        ),
        R::LaunchInBasicRules => {
            "lancer est une règle avancée, et cette partie se joue aux règles de base".into()
        }
        R::NotAButton { from } => format!(
            "{from} n'est pas le centre d'un bouton : ses six voisines doivent toutes être de tes pousses"
        ),
        R::LaunchTooFar { from, to, distance } => format!(
            "{to} est à {distance} cases de {from} ; un lancer va à {MAX_LAUNCH_DISTANCE} cases au plus"
        ),
        R::LaunchTouchesOwn { to, touching } => format!(
            "une pousse lancée doit arriver loin de tes pièces ; {to} touche la tienne en {touching}"
        ),
        R::LaunchTouchesNoEnemy { to } => format!(
            "une pousse lancée doit arriver au contact d'une plante ou d'un parasite ennemis ; {to} n'en touche aucun"
        ),
        R::AlreadyLaunched { from, group } => format!(
            "{} de {from} a déjà lancé ce tour ; un lancer par plante ou par parasite",
            the_group(group)
        ),
    }
}

/// `la plante` or `le parasite`.
fn the_group(group: GroupKind) -> &'static str {
    match group {
        GroupKind::Plant => "la plante",
        GroupKind::Parasite => "le parasite",
    }
}

/// "de la plante" or "du parasite".
fn of_the_group(group: GroupKind) -> &'static str {
    match group {
        GroupKind::Plant => "de la plante",
        GroupKind::Parasite => "du parasite",
    }
}

fn kind_words(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Sprout => "pousse",
        PieceKind::Seed => "graine",
    }
}

/// `la graine de b`.
fn piece_words(piece: Piece) -> String {
    format!("la {} de {}", kind_words(piece.kind), piece.owner)
}

fn infinitive(verb: Verb) -> &'static str {
    match verb {
        Verb::Move => "se déplacer",
        Verb::Harvest => "se récolter",
        Verb::Prune => "être taillée",
        Verb::Launch => "être lancée",
    }
}

fn outcome_words(outcome: Outcome) -> String {
    match outcome {
        Outcome::Winner(player) => format!("{player} gagne"),
        Outcome::Draw => "partie nulle".into(),
    }
}

fn no_action_to_grow(cell: Cell, groups: usize, seed: bool) -> String {
    let groups = if groups > 1 {
        format!("les groupes voisins de {cell} n'ont")
    } else {
        format!("le groupe voisin de {cell} n'a")
    };
    let why = if seed {
        " qu'une graine puisse utiliser (parasites et feuilles ne posent jamais de graine, R12)"
    } else {
        ""
    };
    format!("{groups} plus d'action ce tour{why}")
}

fn suicide(kind: Option<PieceKind>, cell: Cell, by: Player, ends: [RunEnd; 2]) -> String {
    let what = kind.map_or("ta pièce", |kind| match kind {
        PieceKind::Sprout => "ta pousse",
        PieceKind::Seed => "ta graine",
    });
    let ends = match ends {
        [RunEnd::Piece(a), RunEnd::Piece(b)] => {
            format!("entre les pièces de {by} en {a} et {b}")
        }
        [RunEnd::RedEdge, RunEnd::Piece(p)] | [RunEnd::Piece(p), RunEnd::RedEdge] => {
            format!("entre le bord rouge et la pièce de {by} en {p}")
        }
        [RunEnd::RedEdge, RunEnd::RedEdge] => "entre les bords rouges".to_string(),
    };
    format!("{what} en {cell} serait prise en tenaille {ends}")
}

fn too_close(cell: Cell, distance: usize, owner: Option<Player>, enemy: Cell) -> String {
    let piece = owner.map_or_else(
        || "une pièce ennemie".to_string(),
        |owner| format!("la pièce de {owner}"),
    );
    format!(
        "pendant tes trois premiers tours, chaque pièce doit être à 3 cases au moins des pièces ennemies : {cell} est à {distance} de {piece} en {enemy}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::reply::TEXT_LIMIT;
    use crate::games::palanquee::CellSet;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn player(letter: char) -> Player {
        Player::from_letter(letter).expect("a player")
    }

    /// One reason of every kind, with cells, players and numbers to find
    /// again in the French.
    fn one_of_each() -> Vec<Reason> {
        let (h8, h9, c7) = (cell("H8"), cell("H9"), cell("C7"));
        let (a, b) = (player('a'), player('b'));
        let seed_of_b = Piece::from_letter('B').expect("b's seed");
        let plant = GroupKind::Plant;
        let parasite = GroupKind::Parasite;
        vec![
            Reason::NotYourTurn {
                to_move: b,
                player: a,
            },
            Reason::NoSeedInReserve,
            Reason::NoSproutInReserve,
            Reason::NoPlant { cell: h8 },
            Reason::ParasiteInBasicRules {
                player: b,
                cell: h8,
            },
            Reason::NoActionToSow,
            Reason::NoActionToGrow {
                cell: h8,
                groups: 2,
                seed: true,
            },
            Reason::NoActionToGrow {
                cell: h8,
                groups: 1,
                seed: false,
            },
            Reason::NoActionToHarvest { cell: h8 },
            Reason::NoActionLeft {
                cell: h8,
                group: parasite,
            },
            Reason::Taken {
                cell: h8,
                piece: seed_of_b,
            },
            Reason::SeedsNever {
                cell: h8,
                verb: Verb::Launch,
            },
            Reason::OnlySeedsHarvested { cell: h8 },
            Reason::NotYours {
                cell: h8,
                piece: seed_of_b,
            },
            Reason::Empty {
                cell: h8,
                kind: PieceKind::Sprout,
                verb: Verb::Prune,
            },
            Reason::TouchesNoPlant { cell: h8 },
            Reason::LeavesItsPlant { from: h8, to: h9 },
            Reason::SingleSeed { cell: h8 },
            Reason::StrandsSprouts {
                cell: h8,
                stranded: CellSet::single(h9) | CellSet::single(c7),
            },
            Reason::NoSeedToSow,
            Reason::MustSow,
            Reason::SowOnly,
            Reason::OneSeedPerTurn,
            Reason::SeedActionNeeded,
            Reason::Suicide {
                kind: Some(PieceKind::Seed),
                cell: h8,
                by: b,
                ends: [RunEnd::RedEdge, RunEnd::Piece(c7)],
            },
            Reason::Suicide {
                kind: None,
                cell: h8,
                by: b,
                ends: [RunEnd::Piece(h9), RunEnd::Piece(c7)],
            },
            Reason::Recapture {
                cell: h8,
                owner: b,
                placed: h9,
            },
            Reason::TooClose {
                cell: h8,
                distance: 2,
                owner: Some(b),
                enemy: c7,
            },
            Reason::TimeoutByHand,
            Reason::ClaimOnEmpty { cell: h8 },
            Reason::ClaimOnSprout { cell: h8 },
            Reason::ClaimOnOwn { cell: h8 },
            Reason::NoClaimOpen { owner: b },
            Reason::NothingToClaim {
                cell: h8,
                group: plant,
                owner: b,
            },
            Reason::AllClaimed {
                cell: h8,
                group: plant,
                owner: b,
            },
            Reason::GameOver {
                outcome: Outcome::Winner(b),
            },
            Reason::NotPlaying { player: b },
            Reason::NewParasite { at: Some(h8) },
            Reason::ParasiteStep { from: h8, to: c7 },
            Reason::ParasiteLosesContact { from: h8, to: h9 },
            Reason::LaunchInBasicRules,
            Reason::NotAButton { from: h8 },
            Reason::LaunchTooFar {
                from: h8,
                to: c7,
                distance: 7,
            },
            Reason::LaunchTouchesOwn {
                to: h8,
                touching: h9,
            },
            Reason::LaunchTouchesNoEnemy { to: h8 },
            Reason::AlreadyLaunched {
                from: h8,
                group: plant,
            },
        ]
    }

    /// The words of `text`.
    fn words(text: &str) -> Vec<&str> {
        text.split(|c: char| !c.is_ascii_alphanumeric()).collect()
    }

    /// The cells, numbers and rulings of an English text, and player b
    /// (player a is not told from the article).
    fn particulars(text: &str) -> Vec<&str> {
        words(text)
            .into_iter()
            .filter(|word| word.chars().any(|c| c.is_ascii_digit()) || *word == "b")
            .collect()
    }

    #[test]
    fn every_refusal_has_french_naming_the_same_ruling_cells_players_and_numbers() {
        for reason in one_of_each() {
            let illegal = IllegalAction::from(reason);
            let english = language::in_english(|| refusal_text(&illegal));
            let french = language::in_language(Language::French, || refusal_text(&illegal));
            assert_eq!(english, illegal.to_string());
            assert_ne!(french, english);
            assert!(
                french.starts_with(&format!("{} : ", illegal.ruling)),
                "{french}"
            );
            assert!(french.len() < TEXT_LIMIT / 2, "{french}");
            for particular in particulars(&english) {
                assert!(
                    words(&french).contains(&particular),
                    "`{particular}` of «{english}» is missing from «{french}»"
                );
            }
        }
    }

    #[test]
    fn a_refused_move_reads_in_french() {
        let illegal = IllegalAction::from(Reason::Suicide {
            kind: Some(PieceKind::Sprout),
            cell: cell("B6"),
            by: player('b'),
            ends: [RunEnd::RedEdge, RunEnd::Piece(cell("C7"))],
        });
        let french = language::in_language(Language::French, || refusal_text(&illegal));
        assert_eq!(
            french,
            "R17 : ta pousse en B6 serait prise en tenaille entre le bord rouge et la pièce de b en C7"
        );
    }
}
