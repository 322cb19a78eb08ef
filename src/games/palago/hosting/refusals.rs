//! The Palago engine's refusals in the caller's language. The engine gives
//! a [`Reason`] as data and words it in English; this file words the same
//! values in French, as the French rules do (tuile, table, créature). The
//! `match` is exhaustive, so a new reason does not compile until it has its
//! French.

use crate::commands::catalogue::refused;
use crate::commands::language::{self, Language};
use crate::commands::refusal::{GameReason, Refusal as CommandRefusal};
use crate::games::palago::{Colour, MAX_REACH, Outcome, Reason, Refusal};

/// A placement or turn the engine refused (`what`, as typed back): kept
/// as a value until worded (`` `0,1:2` refused: P7: … ``).
#[derive(Debug)]
pub(crate) struct TurnRefused {
    /// What was refused, in the notation (P13), when it could be read.
    pub what: Option<String>,
    /// Why.
    pub refusal: Refusal,
}

impl GameReason for TurnRefused {
    fn ruling(&self) -> Option<String> {
        Some(self.refusal.ruling.to_string())
    }

    fn words(&self) -> String {
        let why = refusal_text(&self.refusal);
        match &self.what {
            Some(what) => refused(what, &why),
            None => why,
        }
    }
}

/// The refusal of `what` (a placement or a turn; `None` for text that
/// does not read as one) for `refusal`.
pub(crate) fn turn_refused(
    what: Option<&dyn std::fmt::Display>,
    refusal: Refusal,
) -> CommandRefusal {
    CommandRefusal::game(TurnRefused {
        what: what.map(ToString::to_string),
        refusal,
    })
}

/// `P7: …`: the ruling and why, in the caller's language.
pub(crate) fn refusal_text(refusal: &Refusal) -> String {
    match language::current() {
        Language::English => refusal.to_string(),
        Language::French => format!("{} : {}", refusal.ruling, in_french(&refusal.reason)),
    }
}

/// A reason in French.
fn in_french(reason: &Reason) -> String {
    use Reason as R;
    match reason {
        R::TurnedSixty { text } => format!(
            "l'orientation {text} est une tuile tournée de 60°, qui ne raccorderait aucun côté : utilise 0, 1 ou 2"
        ),
        R::FirstTileOffOrigin { cell } => {
            format!("la première tuile de la partie se pose en 0,0, pas en {cell}")
        }
        R::Occupied { cell } => format!("{cell} porte déjà une tuile"),
        R::SameCell { cell } => format!("{cell} porte déjà la première tuile de ce tour"),
        R::OutOfReach { text, distance } => {
            let distance = distance.map_or_else(|| "trop de".to_owned(), |d| d.to_string());
            format!(
                "{text} est à {distance} cases de la première tuile : une table de 48 tuiles ne va jamais au-delà de {MAX_REACH}"
            )
        }
        R::TooFar { cell } => {
            format!("{cell} est trop loin : ni elle ni une case libre voisine ne touche la table")
        }
        R::NotAdjacent { cell, first } => format!(
            "{cell} n'est pas à côté de {first} : les deux tuiles d'un tour doivent partager un côté"
        ),
        R::TouchesNoTile { first, cell } => {
            format!("ni {first} ni {cell} ne touche une tuile déjà sur la table")
        }
        R::SingleHole { cell, placement } => format!(
            "{cell} est un trou isolé : la première tuile d'un tour n'y va que si elle finit la partie, et {placement} ne la finit pas"
        ),
        R::NoSecondAfterEnd { first } => format!(
            "la première tuile {first} finit à elle seule la partie : le tour est cette tuile, sans seconde"
        ),
        R::SecondNeeded { first } => format!(
            "{first} ne finit pas la partie : une seconde tuile doit suivre à côté de {}",
            first.cell
        ),
        R::GameOver { outcome } => format!("la partie est finie : {}", outcome_words(*outcome)),
        R::EmptyTurn => {
            "le tour est vide : donne une ou deux poses `q,r:k`, comme `0,1:1 1,1:2`".into()
        }
        R::TooManyPlacements { text, count } => format!(
            "`{text}` contient {count} poses : un tour en compte une ou deux, séparées par une espace"
        ),
        R::NotAnOrientation { text } => {
            format!("`{text}` n'est pas une orientation : utilise 0, 1 ou 2")
        }
        R::NotAPlacement { text } => format!(
            "`{text}` n'est pas une pose : écris `q,r:k`, une case et une orientation 0, 1 ou 2, comme `0,1:2`"
        ),
        R::NotACell { text } => format!(
            "`{text}` n'est pas une case : écris-la `q,r`, deux nombres entiers comme `-1,2`"
        ),
        R::AfterResult { line } => {
            format!("rien ne peut suivre le résultat donné à la ligne {line}")
        }
        R::TurnNumber { found, expected } => {
            format!("tour numéro {found} là où le {expected} était attendu")
        }
        R::WrongColour { letter, to_move } => format!(
            "la ligne dit {letter} mais c'est à {} de jouer (P5)",
            colour_words(*to_move)
        ),
        R::ResultMismatch { claimed, replayed } => {
            let replayed = replayed
                .clone()
                .unwrap_or_else(|| "une partie encore en cours".to_owned());
            format!("l'enregistrement dit ({claimed}) mais ses tours donnent {replayed}")
        }
        R::OnRecordLine { line, reason } => {
            format!("ligne {line} de l'enregistrement : {}", in_french(reason))
        }
    }
}

/// `Blanc` or `Bleu`, as the French rules name the players.
fn colour_words(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "Blanc",
        Colour::Blue => "Bleu",
    }
}

fn outcome_words(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(colour) => format!("{} gagne", colour_words(colour)),
        Outcome::Draw => "partie nulle".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::language::in_language;
    use crate::games::palago::{Cell, Placement};

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn tile(text: &str) -> Placement {
        text.parse().expect("a placement")
    }

    /// One reason of every kind.
    fn one_of_each() -> Vec<Reason> {
        let (here, there) = (cell("1,-1"), cell("3,2"));
        let text = || "7,7:9".to_owned();
        vec![
            Reason::TurnedSixty { text: "4".into() },
            Reason::FirstTileOffOrigin { cell: here },
            Reason::Occupied { cell: here },
            Reason::SameCell { cell: here },
            Reason::OutOfReach {
                text: "60,0".into(),
                distance: Some(60),
            },
            Reason::OutOfReach {
                text: text(),
                distance: None,
            },
            Reason::TooFar { cell: there },
            Reason::NotAdjacent {
                cell: there,
                first: here,
            },
            Reason::TouchesNoTile {
                first: here,
                cell: there,
            },
            Reason::SingleHole {
                cell: here,
                placement: tile("1,-1:2"),
            },
            Reason::NoSecondAfterEnd {
                first: tile("1,-1:2"),
            },
            Reason::SecondNeeded {
                first: tile("1,-1:2"),
            },
            Reason::GameOver {
                outcome: Outcome::Win(Colour::Blue),
            },
            Reason::EmptyTurn,
            Reason::TooManyPlacements {
                text: "0,0:0 0,1:1 1,0:2".into(),
                count: 3,
            },
            Reason::NotAnOrientation { text: "9".into() },
            Reason::NotAPlacement { text: text() },
            Reason::NotACell { text: text() },
            Reason::AfterResult { line: 4 },
            Reason::TurnNumber {
                found: "5".into(),
                expected: 3,
            },
            Reason::WrongColour {
                letter: 'B',
                to_move: Colour::White,
            },
            Reason::ResultMismatch {
                claimed: "1-0".into(),
                replayed: None,
            },
            Reason::OnRecordLine {
                line: 2,
                reason: Box::new(Reason::Occupied { cell: here }),
            },
        ]
    }

    #[test]
    fn every_refusal_has_french_naming_the_same_ruling_and_numbers() {
        for reason in one_of_each() {
            let refusal = Refusal::from(reason);
            let english = in_language(Language::English, || refusal_text(&refusal));
            let french = in_language(Language::French, || refusal_text(&refusal));
            assert_eq!(english, refusal.to_string());
            assert_ne!(french, english);
            assert!(
                french.starts_with(&format!("{} : ", refusal.ruling)),
                "{french}"
            );
            let numbers = english
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty());
            for number in numbers {
                assert!(
                    french.contains(number),
                    "{number} of «{english}» not in «{french}»"
                );
            }
        }
    }

    #[test]
    fn a_record_line_keeps_the_ruling_of_what_it_wraps() {
        let inner = Reason::NotAdjacent {
            cell: cell("3,2"),
            first: cell("0,0"),
        };
        let refusal = Refusal::from(Reason::OnRecordLine {
            line: 2,
            reason: Box::new(inner),
        });
        assert_eq!(refusal.ruling, crate::games::palago::Ruling::P7);
        let french = in_language(Language::French, || refusal_text(&refusal));
        assert_eq!(
            french,
            "P7 : ligne 2 de l'enregistrement : 3,2 n'est pas à côté de 0,0 : les deux tuiles d'un tour doivent partager un côté"
        );
    }
}
