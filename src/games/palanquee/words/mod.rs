//! What the bot says in a game of Palanquée only: [`PalanqueeMessage`] names each
//! sentence, and `en.ftl`, `fr.ftl` and `de.ftl` beside this file give its words and
//! say what it is for ([`crate::words`]); [`PalanqueePicture`] does the
//! same for the words inside its board pictures, [`PalanqueeReason`] for its
//! engine's refusals, [`MENU`] for its menus and [`RULES`] for its rules' topics.

use crate::words::{NamedWords, fluent_files, sentences};

/// Palanquée's own slash commands, its `/new` options, its `/rules` topics
/// and its paragraph of `/help`, as front ends show them
/// (`menu.*.ftl`, one per language).
pub static MENU: NamedWords = NamedWords::new(fluent_files!("menu"));

/// Palanquée's `/rules` topics, a message per topic named as `/rules
/// topic:NAME` takes it, and the overview's `intro` and `more`
/// (`rules.*.ftl`, one per language).
pub static RULES: NamedWords = NamedWords::new(fluent_files!("rules"));

sentences! {
    /// A sentence of the bot's in a game of Palanquée, in no language yet.
    pub enum PalanqueeMessage from fluent_files!() => {
        AParasite, ActionsLeft, AdvancedNote, AdvancedRulesHint, AndWord, BadRulesOption,
        BoardAtRoundEnd, BoardNow, BonusActions, BonusesOptional, CapturedVerb,
        ClaimParasiteTarget, ClaimSeedTarget, ClaimWithCommand, ClaimableParasite,
        ClaimableSeed, ClaimableSeeds, ClaimsHeadline, ClaimsOpen, ClosedBeforePlay,
        ColumnSaturated, CountOf, DraftHeader, DraftIsEmpty, DraftLeft, DraftTrimmed, DrawnGame,
        EndOnlyLast, ExportRecord, GameOverResult, GonePiece, HistoryHasAll, HistoryNoAction,
        HistoryOlder, HistoryTimedOut, HistoryTurn, HistoryWinningTurn, LastGameFinished,
        MissedResigned, NeedsCell, NoAction, NoActionLeft, NoBoardYet, NoSeats, NotForPalanquee,
        NotStarted, NotYourTurn, NothingToReplay, OptionsAdvanced, OptionsBasic, OrWord, Out,
        OwedActions, OwedAndBonus, Begins, Reminder, Seats, SeatsTaken, TooFew, ParasiteGroup,
        ParasiteOn, Parasites, PictureHasAll, PiecesEach, PiecesOf, PlantGroup, PlantSplit,
        PlantsFused, PlayedHeadline, PlayerHas, PlayerOut, RefusedOneOfMany, RemovedVerb,
        ResignWithCommand, ResignsHeadline, RoundNotPlayed, SeatLine, SeedWord,
        SowingCompulsory, SowingOptional, SproutWord, StatusLobby, StatusRound, StoryMore,
        TiebreakIsPalagos, TilesArePalagos, TimeIsUpPublished, TimeRanOut, TimeoutNotPlayers,
        TookVerb, UnratedEnd, UnusedActions, UnusedActionsOpenClaims, UnusedWarningMany,
        UnusedWarningOne, WinnerIs, YourDraftHas, YourTurnRound,
        ActionCount, SeedCount, SproutCount, SeedLostCount, ParasiteCount, PieceCount, PieceRemovedCount, UnusedActionCount, ActionUnusedCount, ClaimCount,
        AcceptsCell, AcceptsRules, ConditionalReplyUnused,
    }
}

sentences! {
    /// What the Palanquée board picture writes, in no language yet
    /// (`picture.*.ftl`, one per language).
    pub enum PalanqueePicture from fluent_files!("picture") => {
        Title, GameOver, NothingYet, OneSowing, Sprout, Seed, Edges, ParasiteMark, LaunchMark,
        ButtonMark, LeafMark, BandAbove, BandBelow, Seat, HeadlineOver, HeadlineToMove,
        NameToMove, NameWinner, NameOut, Reserve, ToMove, ToMoveAnd, SowASeed, Actions, MaySow,
        Bonus, PlantRow, PlantRowShort, ParasiteAtOn, ParasiteAt, ParasiteOn, Parasite,
        MustAct, MoreRows, Wins, Drawn, LastTurn, LastTurnBy, Arrivals, Moves, Removed,
        Removals, ClaimsOpen, ClaimsOpenOn, ClaimPossible, ClaimPossibleOn, Pieces,
    }
}

sentences! {
    /// Why the Palanquée engine refuses an action or cannot read one, in
    /// no language yet (`reasons.*.ftl`, one per language).
    pub enum PalanqueeReason from fluent_files!("reasons") => {
        Refusal, NotYourTurn, NoSeedInReserve, NoSproutInReserve, NoPlant, ParasiteInBasicRules,
        NoActionToSow, NoActionToGrow, NoActionToGrowSeed, NoActionToHarvest, NoActionLeft,
        Taken, SeedsNever, OnlySeedsHarvested, NotYours, Empty, TouchesNoPlant, LeavesItsPlant,
        SingleSeed, StrandsSprouts, NoSeedToSow, MustSow, SowOnly, OneSeedPerTurn,
        SeedActionNeeded, SuicideBetweenPieces, SuicideEdgeAndPiece, SuicideBetweenEdges,
        Recapture, TooClose, TooCloseUnknown, TimeoutByHand, ClaimOnEmpty, ClaimOnSprout,
        ClaimOnOwn, NoClaimOpen, NothingToClaim, AllClaimed, GameWon, GameDrawn, NotPlaying,
        NewParasiteAt, NewParasite, ParasiteStep, ParasiteLosesContact, LaunchInBasicRules,
        NotAButton, LaunchTooFar, LaunchTouchesOwn, LaunchTouchesNoEnemy, AlreadyLaunched,
        ParseEmpty, UnknownAction, MissingCell, Unexpected, CellEmpty, BadColumn, BadRow,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;

    /// The messages a language may write as English does (arguments and
    /// notation only, or words the languages share): a test names them,
    /// so that any other one left in English is caught.
    const SAME_IN_BOTH: [PalanqueeMessage; 8] = [
        PalanqueeMessage::ParasiteGroup,
        PalanqueeMessage::ActionsLeft,
        PalanqueeMessage::UnusedActions,
        PalanqueeMessage::ActionCount,
        PalanqueeMessage::ParasiteCount,
        PalanqueeMessage::OwedActions,
        PalanqueeMessage::Parasites,
        PalanqueeMessage::PiecesEach,
    ];

    #[test]
    fn every_picture_text_is_in_every_language_with_its_arguments() {
        // The game's name, a count of actions and a bonus are written
        // alike in French.
        let same = [
            PalanqueePicture::Title,
            PalanqueePicture::Actions,
            PalanqueePicture::Bonus,
        ];
        assert_eq!(crate::words::check(&same, 300), Vec::<String>::new());
    }

    #[test]
    fn every_reason_is_in_every_language_with_its_arguments() {
        assert_eq!(
            crate::words::check(&[PalanqueeReason::Refusal], TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[test]
    fn every_message_is_in_every_language_and_fits_a_reply() {
        assert_eq!(
            crate::words::check(&SAME_IN_BOTH, TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[test]
    fn counts_take_each_languages_plural() {
        use crate::language::Language::{English, French};
        for (language, sentence, n, said) in [
            (English, PalanqueeMessage::SeedCount, 1, "1 seed"),
            (English, PalanqueeMessage::SproutCount, 0, "0 sprouts"),
            (English, PalanqueeMessage::SeedLostCount, 2, "2 seeds lost"),
            (
                French,
                PalanqueeMessage::SeedLostCount,
                0,
                "0 graine perdue",
            ),
            (French, PalanqueeMessage::ClaimCount, 3, "3 réclamations"),
        ] {
            assert_eq!(
                crate::words::format(sentence, language, &[("count", &n)]),
                said
            );
        }
    }
}
