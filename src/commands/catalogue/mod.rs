//! What the bot says in every game: [`Message`] names each sentence, and
//! `en.ftl`, `fr.ftl` and `de.ftl` beside this file give its words and say what it
//! is for ([`crate::words`]). Each game's own sentences are in its folder
//! (`src/games/NAME/words/`). [`say`] and [`say_with`] word a sentence in
//! the language they are given.

use crate::language::Language;
use crate::words::{NamedWords, Sentence, fluent_files, format, sentences};

/// The shared slash commands' descriptions, their options' and their
/// choices' labels, as front ends show them (`menu.*.ftl`, one per language;
/// each game's own are in its folder).
pub static MENU: NamedWords = NamedWords::new(fluent_files!("menu"));

sentences! {
    /// A sentence of the bot's in every game, in no language yet.
    pub enum Message from fluent_files!() => {
        NameUnprintable, ComputerNameReserved, ChannelHasGame, ChannelHasEvent, AlreadySeated,
        NoSeat, OnlyCreatorFreesComputer, SeatIsPersons, NoSuchSeat, OnlyCreatorSeatsComputer,
        OnlyCreatorStarts, NoGameHere, NoGameToAbort, OnlyCreatorAborts, NothingPlayedHere,
        PreviewOutOfDate, NothingToUndo, GameOver, NotifyIsForDiscord, NotifyOn, NotifyOff,
        VacationDaysOrEnd, NotOnVacation, Days, VacationDays,
        WelcomeBack, AlreadyAway, TooManyDays, GoneAway, AwayUntil, DaysLeft, NoGamesHere,
        ListedLobby, YourTurn, ToMove, EndsAt, ListedGame, YourGames, AndMore, RatedOne,
        RatedMany, NotRated, RatingsOf, OnlyModeratorsSet, AllowanceSet, AllowanceIs,
        StartedNoJoin, StartedResign, StartedNoComputer, AlreadyStarted, Pace, Refused,
        UnknownLevel, DmOnOrOff, NotifyNeedsDm, PlayNeedsActions, UnknownCommand,
        UnknownGameOption, BadGameName, SeatsTaken, TooFewPlayers, GameNotStartedYet,
        NotYourTurnNow, TurnIsWhole, TurnNotComplete, DraftEmptyPlay, NotThisGamesPlay,
        TurnWhole, TurnGoesOn, OptionTwice, OptionWithoutValue, TrueOrFalse, WholeNumber,
        NoSuchOption, ControlCharacter, EmptyCommand, NotACommand, NotOptionValue,
        QuoteNotClosed, AcceptsTrueOrFalse, AcceptsGame, AcceptsLevel, AcceptsSeat,
        AcceptsTurnHours, AcceptsRound,
        AcceptsTopic, AcceptsActions, AcceptsVacationDays, AcceptsDays, AcceptsAnything,
        RecordDoesNotReplay, NoTurnYet, LastGameAborted, ReplayTooSlow, NotThisGamesCommand,
        NoteKept, NoteEmpty, NoteTooLong, NotesFull, NoNotes, YourNotes, NoteLine, EarlierNotes,
        FollowIsForDiscord, NothingToFollow, FollowSeated, FollowStarted, Unfollowed, NotFollowing,
        FollowedNews, FollowedGames, NotifyDigest, NotifyBoth, DigestNeedsHour, HourIsForDigest,
        DigestTitle, DigestLine,
        NobodyRatedYet, YourTurnIn, DmsClosed, ButtonEndTurn, ButtonEndTurnAnyway, ButtonUndo,
        NoRulesTopic, GameTopics, ListAnd, LocalWelcome, LocalPicturesNotWritten, LocalNotUtf8,
        LocalTooLong, LocalDeadlineCheckFailed, LocalComputerFailed, LocalLineForm,
        LocalNeedsName, LocalDoubleSlash, LocalTurnEnds, LocalIn, LocalAgo, LocalButtons,
        LocalFile, LocalPictureNotWritten, LocalFileNotWritten, AbortedBy, EveryoneLeft,
        NoPersonLeft, Help, HelpPlayOnly, ReadersLanguageSet, ReadersLanguageIs, LanguageName,
        NotALanguage, GameOpened, HoursPerTurn, NoTurnDeadline, SeatTaken, ComputerSeated,
        LeftLobby, FreedSeat, LeftStillSeated, LeftNewHost, LeftClosed, NobodySeatedClosed,
        OnlyComputersClosed, GameAborted, RulesInShort, ThisCommand, SomePlayers,
        PlayersBetween, GameReminder, TimeIsUpFor, PlayerResigns, PlayerPlayed, YourTurnNow,
        PlayerWins, GameDrawn, BoardAfterTurn, TurnNotPlayed, GameBegins, LeaderboardLine,
        LeaderboardOf, TurnEnds, SizeHalf, SizeThird, SizeQuarter, SizeFraction, ReplaySampled,
        ReplayShrunk, ReplayWhole, Apology, DiscordApology, Stopping, ReadOnlyDatabase,
        NoTournamentHere, TournamentHere, TournamentNeedsWhat, TournamentUnknownWhat,
        TournamentNeedsFormat, TournamentUnknownFormat, TournamentRoundsAreSwiss,
        TournamentDoubleIsRoundRobin, TournamentSwissNeedsRounds, TournamentInBoardChannel,
        TournamentNeedsTwoPlayerGame, TournamentOpened, TournamentRoundRobin,
        TournamentDoubleRoundRobin, TournamentSwiss, TournamentAlreadyEntered,
        TournamentEntered, TournamentLateEntry, TournamentComputerEntered,
        TournamentOnlyItsRunner, TournamentSwissEntriesClosed,
        TournamentRoundRobinEntriesClosed, TournamentNotEntered, TournamentLeft,
        TournamentAlreadyWithdrawn, TournamentWithdrew, TournamentWithdrewWithBye,
        TournamentFull, TournamentEntriesChanging, TournamentWithdrewBetweenGames,
        TournamentAbsenteeWithdrawn, TournamentAlreadyStarted, TournamentTooFew,
        TournamentCannotPair, TournamentStarts, TournamentRoundPaired, TournamentBoardLine,
        TournamentByeLine, TournamentAbsentLine, TournamentBoardOpens, TournamentBoardResult,
        UnratedOnePlayer, UnratedOnePlayerResult, TournamentFinished, TournamentEndsEarly,
        TournamentStandingsAfter, TournamentStandingsDuring, TournamentBoardStopped,
        TournamentRoundNotPaired, TournamentPairingsOf, TournamentExported,
        TournamentNotStarted, TournamentStoppedBy, TournamentAborted, TournamentGameNoAbort,
        TournamentGameNoNew, TournamentTooManyRounds, AcceptsFormat, AcceptsRounds,
        EventCount, TurnCount, RatedGameCount, RoundCount, PlayerCount, EnteredCount,
        TurnWaitsForVacation, PlayerOnVacation, RulesNotStarted, RulesToMove, RulesYourDraft,
        RulesOver, RulesRecord, RulesResigns, RulesRanOutOfTime,
        ExportFormatUnknown, ExportApUnfinished, ExportApNotOffered, ExportApRecord, DiscordDone, DiscordPostedInstead,
        DiscordPostedLater, DiscordDoneInChannel, DiscordNotPosted, DiscordNotYetInChannel,
        AnnouncementsFailing, OptionUnreadable, OptionUnreadableNoInput, CommandChanged,
        AutoModBlocked, ConditionalNotInGame, ConditionalTwoPlayers, ConditionalYourTurn,
        ConditionalPairs, ConditionalTooLong, ConditionalTooMany, ConditionalPlyRefused,
        ConditionalConflict, ConditionalQueued, ConditionalNone, ConditionalYours,
        ConditionalCleared, ConditionalDroppedUnexpected, ConditionalDroppedIllegal,
        ConditionalDroppedOver, ConditionalDroppedExpired, ConditionalOverBefore, ConditionalRules,
        ButtonAccept, ButtonDecline, ProposedEnd, ProposedTakeback,
        ComputerDeclinesEnd, ComputerDeclinesTakeback, ProposalAlreadyOpen, NoLongerInGame,
        NoEndByAgreement, ProposalLapsed, OwnProposal, ProposalDeclined, ProposalAccepted,
        ProposalOutOfDate, NoProposal, AnswerWithOther, EndedByAgreement, AgreedPlace,
        AnswerYesOrNo, NoTurnToTakeBack, TakebackNotYours, TakebackAfterExpiry,
        TakebackAfterClaim, TakebackInTournament, TakenBack,
    }
}

/// `message` in `language`.
#[must_use]
pub fn say<S: Sentence>(language: Language, message: S) -> String {
    format(message, language, &[])
}

/// `count` days in words in `language` (`vacation`: "vacation days"): one
/// for one (for none too, in French), the plural otherwise.
#[must_use]
pub fn days_in_words(language: Language, count: i64, vacation: bool) -> String {
    let message = if vacation {
        Message::VacationDays
    } else {
        Message::Days
    };
    say_with(language, message, &[("n", &count)])
}

/// `items` as a list in words in `language`: "a", "a and b", "a, b and c".
#[must_use]
pub fn listed(language: Language, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!(
            "{}{}{last}",
            rest.join(", "),
            say(language, Message::ListAnd)
        ),
    }
}

/// A game's turn length in `language`, after its options in `/status`
/// (nothing without a deadline).
#[must_use]
pub fn pace(language: Language, turn_hours: Option<i64>) -> String {
    turn_hours.map_or(String::new(), |hours| {
        say_with(language, Message::Pace, &[("hours", &hours)])
    })
}

/// `message` in `language`, with `args` as its `$arguments`.
#[must_use]
pub fn say_with<S: Sentence>(
    language: Language,
    message: S,
    args: &[(&str, &dyn std::fmt::Display)],
) -> String {
    format(message, language, args)
}

/// The refusal of `what` (an action, a tile, a turn as typed), with `why`
/// (the ruling and the reason, already in `language`).
#[must_use]
pub fn refused(language: Language, what: &dyn std::fmt::Display, why: &str) -> String {
    say_with(
        language,
        Message::Refused,
        &[("what", &what.to_string()), ("why", &why)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;
    use crate::language::Language;

    /// The messages a language may write as English does: notation and
    /// arguments only, or a word the languages share (German `in`).
    const SAME_IN_BOTH: [Message; 3] = [
        Message::LeaderboardLine,
        Message::LocalIn,
        Message::AgreedPlace,
    ];

    #[test]
    fn every_message_is_in_every_language_and_fits_a_reply() {
        assert_eq!(
            crate::words::check(&SAME_IN_BOTH, TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[test]
    fn say_speaks_the_language_it_is_given() {
        use Language::{English, French};
        assert_eq!(say(English, Message::GameOver), "This game is over.");
        assert_eq!(say(French, Message::GameOver), "Cette partie est terminée.");
        let seat = say_with(French, Message::NoSuchSeat, &[("seat", &7)]);
        assert!(seat.contains('7'), "{seat}");
        assert_eq!(days_in_words(English, 1, false), "1 day");
        assert_eq!(days_in_words(English, 0, true), "0 vacation days");
        let french = [
            days_in_words(French, 0, false),
            days_in_words(French, 2, true),
        ];
        assert_eq!(french, ["0 jour", "2 jours de vacances"]);
    }
}
