//! How a Palago game ended, in the language of the moment: the caller's
//! for what one player reads (`/status`, `/history`), the channel's for
//! the end-of-game post in a language other than English (in English the
//! post keeps the engine's own words, [`End`]'s `Display`).

use super::table::{PalagoTable, Stop, colour_name, player_words};
use crate::commands::catalogue::{say, say_with};
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Colour, End, Outcome};

/// The end of a game on the table, naming its ruling (P11, P12).
pub(crate) fn end_words(end: End) -> String {
    let winner = |outcome: Outcome| match outcome {
        Outcome::Win(colour) => colour_name(colour),
        Outcome::Draw => String::new(),
    };
    match end {
        End::Creature {
            winner: colour,
            mover,
        } => {
            let creature = say(match colour {
                Colour::White => PalagoMessage::ColourWhite,
                Colour::Blue => PalagoMessage::ColourBlue,
            });
            say_with(
                PalagoMessage::CreatureEnd,
                &[
                    ("mover", &colour_name(mover)),
                    ("colour", &creature),
                    ("winner", &winner(end.outcome())),
                ],
            )
        }
        End::DoubleCreature { mover } => say_with(
            PalagoMessage::DoubleCreatureEnd,
            &[
                ("mover", &colour_name(mover)),
                ("winner", &winner(end.outcome())),
            ],
        ),
        End::TilesOut { scores: None } => say(PalagoMessage::TilesOutDraw),
        End::TilesOut {
            scores: Some([white, blue]),
        } => {
            let result = match end.outcome() {
                Outcome::Win(colour) => {
                    say_with(PalagoMessage::WinsBy, &[("winner", &colour_name(colour))])
                }
                Outcome::Draw => say(PalagoMessage::DrawWords),
            };
            say_with(
                PalagoMessage::TiebreakEnd,
                &[
                    (
                        "white",
                        &say_with(PalagoMessage::StraightCount, &[("count", &white)]),
                    ),
                    (
                        "blue",
                        &say_with(PalagoMessage::StraightCount, &[("count", &blue)]),
                    ),
                    ("result", &result),
                ],
            )
        }
    }
}

/// A game ended by a resignation or a timeout: who won, and how.
pub(crate) fn stop_words(table: &PalagoTable, stop: Stop) -> String {
    let winner = player_words(table, stop.loser().other());
    let message = match stop {
        Stop::Resigned(_) => PalagoMessage::WinsByResignation,
        Stop::TimedOut(_) => PalagoMessage::WinsOnTime,
    };
    say_with(message, &[("winner", &winner)])
}

/// The result of a finished game, from the game itself.
pub(crate) fn result_words(table: &PalagoTable) -> Option<String> {
    match (table.stop, table.game.end()) {
        (Some(stop), _) => Some(stop_words(table, stop)),
        (None, Some(end)) => Some(end_words(end)),
        (None, None) => None,
    }
}
