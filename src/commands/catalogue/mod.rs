//! What the bot says in every game: [`Message`] names each sentence, and
//! `en.ftl`, `fr.ftl` and `de.ftl` beside this file give its words and say what it
//! is for ([`crate::words`]). Each game's own sentences are in its folder
//! (`src/games/NAME/words/`). [`say`] and [`say_with`] speak the language
//! of the command running ([`super::language::current`]).

use super::language::current;
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
    }
}

/// `message` in the language of the command running now.
#[must_use]
pub fn say<S: Sentence>(message: S) -> String {
    format(message, current(), &[])
}

/// `count` days in words, in the language of the command running now
/// (`vacation`: "vacation days"): one for one (for none too, in French),
/// the plural otherwise.
#[must_use]
pub fn days_in_words(count: i64, vacation: bool) -> String {
    let message = if vacation {
        Message::VacationDays
    } else {
        Message::Days
    };
    say_with(message, &[("n", &count)])
}

/// `items` as a list in words: "a", "a and b", "a, b and c".
#[must_use]
pub fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), say(Message::ListAnd)),
    }
}

/// A game's turn length, after its options in `/status` (nothing
/// without a deadline).
#[must_use]
pub fn pace(turn_hours: Option<i64>) -> String {
    turn_hours.map_or(String::new(), |hours| {
        say_with(Message::Pace, &[("hours", &hours)])
    })
}

/// `message` in the language of the command running now, with `args` as
/// its `$arguments`.
#[must_use]
pub fn say_with<S: Sentence>(message: S, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    format(message, current(), args)
}

/// The refusal of `what` (an action, a tile, a turn as typed), with `why`
/// (the ruling and the reason, already in the caller's language).
#[must_use]
pub fn refused(what: &dyn std::fmt::Display, why: &str) -> String {
    say_with(
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
    const SAME_IN_BOTH: [Message; 2] = [Message::LeaderboardLine, Message::LocalIn];

    #[test]
    fn every_message_is_in_every_language_and_fits_a_reply() {
        assert_eq!(
            crate::words::check(&SAME_IN_BOTH, TEXT_LIMIT),
            Vec::<String>::new()
        );
    }

    #[tokio::test]
    async fn say_speaks_the_callers_language() {
        use crate::commands::language::speaking;
        assert_eq!(say(Message::GameOver), "This game is over.");
        let french = speaking(Language::French, async { say(Message::GameOver) }).await;
        assert_eq!(french, "Cette partie est terminée.");
        let seat = speaking(Language::French, async {
            say_with(Message::NoSuchSeat, &[("seat", &7)])
        })
        .await;
        assert!(seat.contains('7'), "{seat}");
        assert_eq!(days_in_words(1, false), "1 day");
        assert_eq!(days_in_words(0, true), "0 vacation days");
        let french = speaking(Language::French, async {
            [days_in_words(0, false), days_in_words(2, true)]
        })
        .await;
        assert_eq!(french, ["0 jour", "2 jours de vacances"]);
    }
}
