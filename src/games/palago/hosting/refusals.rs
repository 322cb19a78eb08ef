//! The Palago engine's refusals in the caller's language. The engine gives
//! a [`Reason`] as data (and words it in English for the command line);
//! this file words the same values from the game's Fluent files
//! (`src/games/palago/words/reasons.{en,fr}.ftl`). The `match` is
//! exhaustive, so a new reason does not compile until it has its sentence.

use std::fmt::Display;

use crate::commands::catalogue::refused;
use crate::commands::language::Language;
use crate::commands::refusal::{GameReason, Refusal as CommandRefusal};
use crate::games::palago::words::{PalagoMessage, PalagoReason as W};
use crate::games::palago::{Colour, MAX_REACH, Outcome, Reason, Refusal};
use crate::words::{Sentence, format};

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

    fn words(&self, language: Language) -> String {
        let why = refusal_in(&self.refusal, language);
        match &self.what {
            Some(what) => refused(language, what, &why),
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

/// `P7: …`: the ruling and why, in `language`.
pub(crate) fn refusal_in(refusal: &Refusal, language: Language) -> String {
    let why = reason_in(&refusal.reason, language);
    let args: [(&str, &dyn Display); 2] = [("ruling", &refusal.ruling), ("why", &why)];
    format(W::Refusal, language, &args)
}

/// A reason in `language`: its sentence in `reasons.{en,fr}.ftl`, with
/// the reason's values as arguments.
fn reason_in(reason: &Reason, language: Language) -> String {
    use Reason as R;
    let say = |sentence: W, args: &[(&str, &dyn Display)]| format(sentence, language, args);
    match reason {
        R::TurnedSixty { text } => say(W::TurnedSixty, &[("text", text)]),
        R::FirstTileOffOrigin { cell } => say(W::FirstTileOffOrigin, &[("cell", cell)]),
        R::Occupied { cell } => say(W::Occupied, &[("cell", cell)]),
        R::SameCell { cell } => say(W::SameCell, &[("cell", cell)]),
        R::OutOfReach { text, distance } => {
            let distance: &dyn Display = match distance {
                Some(distance) => distance,
                None => &"unknown",
            };
            let args: [(&str, &dyn Display); 3] = [
                ("text", text),
                ("distance", distance),
                ("reach", &MAX_REACH),
            ];
            say(W::OutOfReach, &args)
        }
        R::TooFar { cell } => say(W::TooFar, &[("cell", cell)]),
        R::NotAdjacent { cell, first } => say(W::NotAdjacent, &[("cell", cell), ("first", first)]),
        R::TouchesNoTile { first, cell } => {
            say(W::TouchesNoTile, &[("first", first), ("cell", cell)])
        }
        R::SingleHole { cell, placement } => {
            say(W::SingleHole, &[("cell", cell), ("placement", placement)])
        }
        R::NoSecondAfterEnd { first } => say(W::NoSecondAfterEnd, &[("first", first)]),
        R::SecondNeeded { first } => {
            say(W::SecondNeeded, &[("first", first), ("cell", &first.cell)])
        }
        R::GameOver { outcome } => {
            let outcome = outcome_in(*outcome, language);
            say(W::GameOver, &[("outcome", &outcome)])
        }
        R::EmptyTurn => say(W::EmptyTurn, &[]),
        R::TooManyPlacements { text, count } => {
            say(W::TooManyPlacements, &[("text", text), ("count", count)])
        }
        R::NotAnOrientation { text } => say(W::NotAnOrientation, &[("text", text)]),
        R::NotAPlacement { text } => say(W::NotAPlacement, &[("text", text)]),
        R::NotACell { text } => say(W::NotACell, &[("text", text)]),
        R::AfterResult { line } => say(W::AfterResult, &[("line", line)]),
        R::TurnNumber { found, expected } => {
            say(W::TurnNumber, &[("found", found), ("expected", expected)])
        }
        R::WrongColour { letter, to_move } => {
            let mover = colour_in(*to_move, language);
            say(W::WrongColour, &[("letter", letter), ("mover", &mover)])
        }
        R::ResultMismatch { claimed, replayed } => match replayed {
            Some(replayed) => say(
                W::ResultMismatch,
                &[("claimed", claimed), ("replayed", replayed)],
            ),
            None => say(W::ResultMismatchOngoing, &[("claimed", claimed)]),
        },
        R::OnRecordLine { line, reason } => {
            let why = reason_in(reason, language);
            say(W::RecordLine, &[("line", line), ("why", &why)])
        }
    }
}

/// `White` or `Blue` (`Blanc`, `Bleu`), as the rules name the players.
fn colour_in(colour: Colour, language: Language) -> String {
    match colour {
        Colour::White => PalagoMessage::PlayerWhite,
        Colour::Blue => PalagoMessage::PlayerBlue,
    }
    .in_language(language)
}

/// Who won, or that nobody did, in `language`.
fn outcome_in(outcome: Outcome, language: Language) -> String {
    match outcome {
        Outcome::Win(colour) => {
            let winner = colour_in(colour, language);
            format(PalagoMessage::WinsBy, language, &[("winner", &winner)])
        }
        Outcome::Draw => W::Draw.in_language(language),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
            let english = refusal_in(&refusal, Language::English);
            let french = refusal_in(&refusal, Language::French);
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
        let french = refusal_in(&refusal, Language::French);
        assert_eq!(
            french,
            "P7 : ligne 2 de l'enregistrement : 3,2 n'est pas à côté de 0,0 : les deux tuiles d'un tour doivent partager un côté"
        );
    }
}
