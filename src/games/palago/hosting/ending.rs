//! How a Palago game ended, in the language given: the caller's for what
//! one player reads (`/status`, `/history`), the channel's for the
//! end-of-game post in a language other than English (in English the
//! post keeps the engine's own words, [`End`]'s `Display`), English for
//! the result the store keeps.

use super::table::{PalagoTable, Stop, colour_name, player_words};
use crate::commands::catalogue::{say, say_with};
use crate::commands::language::Language;
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Colour, End, Outcome};

/// The end of a game on the table in `language`, naming its ruling (P11,
/// P12).
pub(crate) fn end_words(language: Language, end: End) -> String {
    let winner = |outcome: Outcome| match outcome {
        Outcome::Win(colour) => colour_name(language, colour),
        Outcome::Draw => String::new(),
    };
    match end {
        End::Creature {
            winner: colour,
            mover,
        } => {
            let creature = say(
                language,
                match colour {
                    Colour::White => PalagoMessage::ColourWhite,
                    Colour::Blue => PalagoMessage::ColourBlue,
                },
            );
            say_with(
                language,
                PalagoMessage::CreatureEnd,
                &[
                    ("mover", &colour_name(language, mover)),
                    ("colour", &creature),
                    ("winner", &winner(end.outcome())),
                ],
            )
        }
        End::DoubleCreature { mover } => say_with(
            language,
            PalagoMessage::DoubleCreatureEnd,
            &[
                ("mover", &colour_name(language, mover)),
                ("winner", &winner(end.outcome())),
            ],
        ),
        End::TilesOut { scores: None } => say(language, PalagoMessage::TilesOutDraw),
        End::TilesOut {
            scores: Some([white, blue]),
        } => {
            let result = match end.outcome() {
                Outcome::Win(colour) => say_with(
                    language,
                    PalagoMessage::WinsBy,
                    &[("winner", &colour_name(language, colour))],
                ),
                Outcome::Draw => say(language, PalagoMessage::DrawWords),
            };
            let straights = |count: usize| {
                say_with(language, PalagoMessage::StraightCount, &[("count", &count)])
            };
            say_with(
                language,
                PalagoMessage::TiebreakEnd,
                &[
                    ("white", &straights(white)),
                    ("blue", &straights(blue)),
                    ("result", &result),
                ],
            )
        }
    }
}

/// A game ended by a resignation or a timeout, in `language`: who won,
/// and how.
pub(crate) fn stop_words(language: Language, table: &PalagoTable, stop: Stop) -> String {
    let winner = player_words(language, table, stop.loser().other());
    let message = match stop {
        Stop::Resigned(_) => PalagoMessage::WinsByResignation,
        Stop::TimedOut(_) => PalagoMessage::WinsOnTime,
    };
    say_with(language, message, &[("winner", &winner)])
}

/// The result of a finished game in `language`, from the game itself.
pub(crate) fn result_words(language: Language, table: &PalagoTable) -> Option<String> {
    match (table.stop, table.game.end()) {
        (Some(stop), _) => Some(stop_words(language, table, stop)),
        (None, Some(end)) => Some(end_words(language, end)),
        (None, None) => None,
    }
}
