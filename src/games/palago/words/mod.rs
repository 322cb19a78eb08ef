//! What the bot says in a game of Palago only: [`PalagoMessage`] names each
//! sentence, and `en.ftl`, `fr.ftl` and `de.ftl` beside this file give its words and
//! say what it is for ([`crate::words`]); [`PalagoPicture`] does the same
//! for the words inside its pictures, [`PalagoReason`] for its engine's
//! refusals, [`MENU`] for its menus and [`RULES`] for its rules' topics.

use crate::words::{NamedWords, fluent_files, sentences};

/// Palago's own slash commands, its `/new` options, its `/rules` topics
/// and its paragraph of `/help`, as front ends show them
/// (`menu.*.ftl`, one per language).
pub static MENU: NamedWords = NamedWords::new(fluent_files!("menu"));

/// Palago's `/rules` topics, a message per topic named as `/rules
/// topic:NAME` takes it (`rules.*.ftl`, one per language).
pub static RULES: NamedWords = NamedWords::new(fluent_files!("rules"));

sentences! {
    /// A sentence of the bot's in a game of Palago, in no language yet.
    pub enum PalagoMessage from fluent_files!() => {
        ActionsArePalanquees, BadOrientation, BlueSeat, ColourBlue, ColourWhite, FirstTileEnds,
        FirstTileIsTheTurn, LastFinished, LaySecondTile, NeedsOrientation, NeedsCell,
        NoGameHere, NoTileToReplay, NotForPalago, NotYourTurn, OptionsNoTiebreak,
        OptionsTiebreak, Begins, CreatureEnd, DoubleCreatureEnd, DraftEmpty, DraftEmptyEnd,
        DrawWords, EmptyTable, ExportRecord, NotStarted, Reminder, Resigned, RoundNotPlayed,
        Seats, SeatsTaken, StatusDraft, StatusEmptyDraft, StatusLobby, StatusTurn, TiebreakEnd,
        TilesOutDraw, TimedOut, TooFew, WinsBy, WinsByResignation, WinsOnTime, YourTurn,
        PlayOverOneTile, PlayOverReadyDraft, PlayerBlue, PlayerLaid, PlayerWhite,
        RulesArePalanquees, SecondTileNeeded, TableAfterTurn, TableAtRoundEnd, TilesLaid,
        TurnEndsGame, TurnReady, TwoTilesAlready, WhiteSeat, WithTiebreak,
        TileLaidCount, TileLeftCount, StraightCount,
        AcceptsCell, AcceptsOrientation,
    }
}

sentences! {
    /// What the Palago picture writes, in no language yet
    /// (`picture.*.ftl`, one per language).
    pub enum PalagoPicture from fluent_files!("picture") => {
        Result, LastTurn, Highlighted, Nothing, NoneYet, FirstTurnHint, TurnHint, CellsTooSmall,
        EyeNote, LegendFree, LegendHole, LegendLastTurn, LegendHighlighted, LegendCreature,
        LegendEye, White, Blue, TileCounts, PlayerWon, PlayerMoving, ToMove, Wins, Draw,
        EndCreature, EndDoubleCreature, EndTilesOut, EndTiebreak,
    }
}

sentences! {
    /// Why the Palago engine refuses a tile, a turn or a record line, in
    /// no language yet (`reasons.*.ftl`, one per language).
    pub enum PalagoReason from fluent_files!("reasons") => {
        Refusal, TurnedSixty, FirstTileOffOrigin, Occupied, SameCell, OutOfReach, TooFar,
        NotAdjacent, TouchesNoTile, SingleHole, NoSecondAfterEnd, SecondNeeded, GameOver,
        EmptyTurn, TooManyPlacements, NotAnOrientation, NotAPlacement, NotACell, AfterResult,
        TurnNumber, WrongColour, ResultMismatch, ResultMismatchOngoing, RecordLine, Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;

    #[test]
    fn every_message_is_in_every_language_and_fits_a_reply() {
        assert_eq!(
            crate::words::check::<PalagoMessage>(&[], TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[test]
    fn every_picture_text_is_in_every_language_with_its_arguments() {
        assert_eq!(
            crate::words::check::<PalagoPicture>(&[], 300),
            Vec::<String>::new()
        );
    }

    #[test]
    fn every_reason_is_in_every_language_with_its_arguments() {
        assert_eq!(
            crate::words::check(&[PalagoReason::Refusal], TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[test]
    fn counts_take_each_languages_plural() {
        use crate::language::Language::{English, French};
        for (language, sentence, n, said) in [
            (English, PalagoMessage::StraightCount, 1, "1 straight"),
            (English, PalagoMessage::TileLaidCount, 0, "0 tiles laid"),
            (French, PalagoMessage::TileLeftCount, 1, "1 restante"),
            (French, PalagoMessage::TileLeftCount, 46, "46 restantes"),
        ] {
            assert_eq!(
                crate::words::format(sentence, language, &[("count", &n)]),
                said
            );
        }
    }
}
