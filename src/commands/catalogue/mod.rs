//! What the bot says, one catalogue per language: [`Message`] names each
//! sentence, [`english`] and [`french`] give its words. A plain table, not
//! a translation crate: two languages, a few hundred short sentences whose
//! arguments are names and numbers the code already formats, and an
//! exhaustive `match` per language makes a message missing from a
//! catalogue a compile error. [`Message`] and [`Message::ALL`] come from
//! one list (`messages!`), so the tests, which check that both catalogues
//! use the same `{placeholders}` and fit Discord's limits, see every one.
//!
//! [`say`] picks the language of the command running
//! ([`super::language::current`]).

pub mod counts;
pub mod english;
pub mod french;

pub use counts::{Counted, counted};

use super::language::{Language, current};

/// Declares [`Message`] and [`Message::ALL`] from one list, so that no
/// message can be missing from the catalogues' tests.
macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// A sentence of the bot's, in no language yet.
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
        pub enum Message {
            $($(#[$doc])* $name,)*
        }

        impl Message {
            /// Every message, for the catalogues' tests.
            pub const ALL: &'static [Message] = &[$(Message::$name,)*];
        }
    };
}

messages! {
    /// The caller's name has nothing printable.
    NameUnprintable,
    /// A person whose id or name begins with `computer:`, the computer
    /// seats' ids.
    ComputerNameReserved,
    /// `/new` where a game is open.
    ChannelHasGame,
    /// `/new` in the channel of an open (lobby or running) tournament.
    ChannelHasEvent,
    /// `/join` by someone seated.
    AlreadySeated,
    /// A player's command by someone without a seat.
    NoSeat,
    /// `/leave seat:` of a computer by someone else than the creator.
    OnlyCreatorFreesComputer,
    /// `/leave seat:{seat}` of another person. Arguments: `seat`, `name`.
    SeatIsPersons,
    /// `/leave seat:{seat}` past the last seat. Argument: `seat`.
    NoSuchSeat,
    /// `/addbot` by someone else than the creator.
    OnlyCreatorSeatsComputer,
    /// `/start` by someone else than the creator.
    OnlyCreatorStarts,
    /// A game command where no game is open.
    NoGameHere,
    /// A Palago command where no game is open.
    NoPalagoGameHere,
    /// `/abort` where no game is open.
    NoGameToAbort,
    /// `/abort` by someone who may not.
    OnlyCreatorAborts,
    /// `/status` or `/history` where nothing was ever played.
    NothingPlayedHere,
    /// A button of an older version of the game.
    PreviewOutOfDate,
    /// `/undo` of an empty draft.
    NothingToUndo,
    /// A turn command before `/start` (Palanquée).
    NotStarted,
    /// A turn command before `/start` (Palago).
    PalagoNotStarted,
    /// A turn command after the end.
    GameOver,
    /// A Palanquée turn command out of turn. Argument: `player`.
    NotYourTurn,
    /// A Palago turn command out of turn. Argument: `player`.
    NotYourPalagoTurn,
    /// A command of neither game's, in a Palanquée game.
    NotForPalanquee,
    /// A command of neither game's, in a Palago game.
    NotForPalago,
    /// `/notify` in the local mode.
    NotifyIsForDiscord,
    /// `/notify dm:on` done.
    NotifyOn,
    /// `/notify dm:off` done.
    NotifyOff,
    /// `/vacation` with both `days` and `end`.
    VacationDaysOrEnd,
    /// `/vacation end:true` while not away.
    NotOnVacation,
    /// One day. Used by [`days_in_words`].
    OneDay,
    /// `{n}` days. Used by [`days_in_words`].
    Days,
    /// One vacation day. Used by [`days_in_words`].
    OneVacationDay,
    /// `{n}` vacation days. Used by [`days_in_words`].
    VacationDays,
    /// Back from vacation. Arguments: `given` (days given back), `left`.
    WelcomeBack,
    /// `/vacation days:N` while away. Argument: `until`.
    AlreadyAway,
    /// `/vacation days:N` past the allowance. Arguments: `left` (vacation
    /// days), `allowance`, `n`.
    TooManyDays,
    /// `/vacation days:N` done. Arguments: `until`, `taken` (days),
    /// `left`.
    GoneAway,
    /// `/vacation` while away. Arguments: `until`, `left` (days).
    AwayUntil,
    /// `/vacation` at home. Arguments: `left` (vacation days),
    /// `allowance`.
    DaysLeft,
    /// The header of a Palanquée preview. Argument: `round`.
    DraftHeader,
    /// A preview after a claim cut the draft back.
    DraftTrimmed,
    /// An empty draft in a preview.
    DraftIsEmpty,
    /// The last line of a preview. Argument: `actions`.
    DraftLeft,
    /// What a shortened preview points to for the rest.
    PictureHasAll,
    /// The actions of a finished game.
    NoAction,
    /// A turn with every action used.
    NoActionLeft,
    /// A turn with no seed on the board.
    SowingCompulsory,
    /// A turn with no seed but a parasite.
    SowingOptional,
    /// A plant named by its seed. Argument: `cell`.
    PlantGroup,
    /// A parasite named by a cell. Argument: `cell`.
    ParasiteGroup,
    /// A group's owed actions. Arguments: `name`, `owed`.
    OwedActions,
    /// A group's bonus actions. Arguments: `name`, `bonus`.
    BonusActions,
    /// A group's owed and bonus actions. Arguments: `name`, `owed`, `bonus`.
    OwedAndBonus,
    /// After the groups, when some actions are bonuses.
    BonusesOptional,
    /// The actions left. Arguments: `count` (in words), `groups`, `note`.
    ActionsLeft,
    /// `/end` with one action unused (R20). Argument: `actions`.
    UnusedWarningOne,
    /// `/end` with several actions unused (R20). Argument: `actions`.
    UnusedWarningMany,
    /// `/mygames` for someone in no game.
    NoGamesHere,
    /// A game in its lobby in `/mygames`. Arguments: `game`, `place`, `seated`.
    ListedLobby,
    /// Whose turn, when it is the caller's, in `/mygames`.
    YourTurn,
    /// Whose turn in `/mygames`. Argument: `player`.
    ToMove,
    /// A deadline in `/mygames`. Argument: `at`.
    EndsAt,
    /// A game in play in `/mygames`. Arguments: `game`, `place`, `round`, `whose`, `due`.
    ListedGame,
    /// The head of `/mygames`. Argument: `count`.
    YourGames,
    /// The end of a long `/mygames`. Argument: `count`.
    AndMore,
    /// A rating over one game in `/rating`. Arguments: `game`, `rating`.
    RatedOne,
    /// A rating over several games in `/rating`. Arguments: `game`, `rating`, `games`.
    RatedMany,
    /// A game without a rating in `/rating`. Argument: `game`.
    NotRated,
    /// The head of `/rating`. Arguments: `name`, `lines`.
    RatingsOf,
    /// `/settings vacation_days:N` by someone who may not.
    OnlyModeratorsSet,
    /// `/settings vacation_days:N` done. Argument: `days`.
    AllowanceSet,
    /// `/settings`. Argument: `days`.
    AllowanceIs,
    /// `/place` after a first tile that ends the game (P9). Argument: `tile`.
    FirstTileIsTheTurn,
    /// `/place` with two tiles drafted (P6).
    TwoTilesAlready,
    /// `/end` of an empty Palago draft (P6).
    PalagoDraftEmptyEnd,
    /// `/end` with one tile drafted (P9). Argument: `cell`.
    SecondTileNeeded,
    /// Palago's `/play` over a draft of one tile that is not a turn by
    /// itself: refused, not thrown away. Argument: `tile`.
    PlayOverOneTile,
    /// Palago's `/play` over a drafted turn ready to publish. Argument:
    /// `turn`.
    PlayOverReadyDraft,
    /// A Palago preview of an empty draft.
    PalagoDraftEmpty,
    /// A preview whose first tile ends the game (P9). Arguments: `tile`, `end`.
    FirstTileEnds,
    /// A preview with one tile (P7). Arguments: `tile`, `cell`.
    LaySecondTile,
    /// A preview of a whole Palago turn. Arguments: `turn`, `ends`.
    TurnReady,
    /// In a Palago preview: how the turn would end the game. Argument: `end`.
    TurnEndsGame,
    /// `/join` after the start.
    StartedNoJoin,
    /// `/leave` after the start.
    StartedResign,
    /// `/addbot` after the start.
    StartedNoComputer,
    /// `/start` after the start.
    AlreadyStarted,
    /// `/join` with every Palanquée seat taken (R7).
    PalanqueeSeatsTaken,
    /// `/join` with both Palago seats taken (P5).
    PalagoSeatsTaken,
    /// `/start` with fewer than two seated (R7).
    PalanqueeTooFew,
    /// `/start` of Palago with one seated (P5).
    PalagoTooFew,
    /// A game's turn length in `/status`. Argument: `hours`.
    Pace,
    /// Palanquée's basic rules in words.
    OptionsBasic,
    /// Palanquée's advanced rules in words.
    OptionsAdvanced,
    /// Palago with the tiebreak in words.
    OptionsTiebreak,
    /// Palago without the tiebreak in words.
    OptionsNoTiebreak,
    /// `/status` of a Palanquée lobby. Arguments: `game`, `options`, `pace`, `seated`.
    StatusLobby,
    /// `/status` of a Palanquée game: the round. Arguments: `round`, `rules`, `player`, `pace`.
    StatusRound,
    /// After the round in `/status` of an advanced game.
    AdvancedNote,
    /// A seat in `/status`. Arguments: `letter`, `name`, `state`, `seeds`, `sprouts`, `reserve_seeds`, `reserve_sprouts`, `lost`, `parasites`.
    SeatLine,
    /// A player out of the game, in `/status`.
    Out,
    /// Parasites in `/status`. Argument: `parasites` (counted).
    Parasites,
    /// The caller's draft in `/status`. Arguments: `count` (actions in words), `left`.
    YourDraftHas,
    /// The mover's actions in `/status`. Arguments: `player`, `actions`.
    PlayerHas,
    /// Claims open in `/status`. Arguments: `player`, `left`.
    ClaimsOpen,
    /// `/status` of a Palago lobby. Arguments: `options`, `pace`, `seated`.
    PalagoStatusLobby,
    /// `/status` of a Palago game: the turn. Arguments: `tiebreak`, `turn`, `player`, `pace`.
    PalagoStatusTurn,
    /// After Palago in `/status` with the tiebreak.
    WithTiebreak,
    /// Tiles and players in Palago's `/status`. Arguments: `laid`, `left`, `white`, `blue`.
    TilesLaid,
    /// The caller's empty draft in Palago's `/status`.
    PalagoStatusEmptyDraft,
    /// The caller's draft in Palago's `/status`. Argument: `tiles`.
    PalagoStatusDraft,
    /// A move or action refused by the rules. Arguments: `what` (its text), `why` (the ruling and reason).
    Refused,
    /// One of several actions refused, so none was added. Arguments: `n`, `what`, `why`.
    RefusedOneOfMany,
    /// A computer level not offered. Argument: `text`.
    UnknownLevel,
    /// `/notify dm:` neither on nor off. Argument: `text`.
    DmOnOrOff,
    /// `/notify` without `dm:`.
    NotifyNeedsDm,
    /// `/play` without `actions:`.
    PlayNeedsActions,
    /// A command name the bot does not have. Argument: `name`.
    UnknownCommand,
    /// `game:` naming no hosted game. Arguments: `text`, `games` (the
    /// hosted games' keys).
    UnknownGameOption,
    /// `game:` that cannot be a game's name. Argument: `text`.
    BadGameName,
    /// `/join` or `/addbot` with every seat taken, in a game hosted from
    /// its rules.
    SeatsTaken,
    /// `/start` with too few seated, in a game hosted from its rules.
    TooFewPlayers,
    /// A turn command before a game hosted from its rules started.
    GameNotStartedYet,
    /// A turn command out of turn, in a game hosted from its rules.
    /// Argument: `player`.
    NotYourTurnNow,
    /// `/play` of more moves after the drafted ones make a whole turn.
    TurnIsWhole,
    /// `/end` before the drafted moves make a whole turn.
    TurnNotComplete,
    /// `/end` with nothing drafted, in a game hosted from its rules.
    DraftEmptyPlay,
    /// Another game's command in a channel playing a game hosted from its
    /// rules. Arguments: `game`, `command`.
    NotThisGamesPlay,
    /// The moves of a turn that is whole, before `/end`. Argument:
    /// `moves`.
    TurnWhole,
    /// The moves of a turn that goes on. Argument: `moves`.
    TurnGoesOn,
    /// `rules:` given for a game of Palago.
    RulesArePalanquees,
    /// `rules:` neither basic nor advanced. Argument: `text`.
    BadRulesOption,
    /// `tiebreak:` given for a game of Palanquée.
    TiebreakIsPalagos,
    /// `end` before other actions in `/play`.
    EndOnlyLast,
    /// A claim written in `/play`.
    ClaimWithCommand,
    /// A resignation written in `/play`.
    ResignWithCommand,
    /// `timeout` written in `/play`.
    TimeoutNotPlayers,
    /// An option given twice. Argument: `key`.
    OptionTwice,
    /// An option given no value. Arguments: `key`, `accepted` (what it takes, from AcceptedValues).
    OptionWithoutValue,
    /// A Palanquée command missing a cell option. Arguments: `command`, `key`.
    NeedsCell,
    /// `/place` without `cell:`. Argument: `command`.
    NeedsPalagoCell,
    /// `/place` without `orientation:`. Argument: `command`.
    NeedsOrientation,
    /// An orientation not offered. Argument: `text`.
    BadOrientation,
    /// A flag neither true nor false. Arguments: `key`, `text`.
    TrueOrFalse,
    /// A number out of range. Arguments: `key`, `text`, `min`, `max`.
    WholeNumber,
    /// An option the command does not have. Arguments: `command`, `key`.
    NoSuchOption,
    /// A local command line holding a control character.
    ControlCharacter,
    /// An empty local command line.
    EmptyCommand,
    /// A local line not starting with `/`. Argument: `name`.
    NotACommand,
    /// A local word that is not `option:value`. Argument: `word`.
    NotOptionValue,
    /// A local line with an open double quote.
    QuoteNotClosed,
    /// What a flag takes, for OptionWithoutValue. Argument: `key`.
    AcceptsTrueOrFalse,
    /// What `game:` takes.
    AcceptsGame,
    /// What `level:` takes.
    AcceptsLevel,
    /// What `seat:` takes.
    AcceptsSeat,
    /// What `orientation:` takes.
    AcceptsOrientation,
    /// What `rules:` takes.
    AcceptsRules,
    /// What `turn-hours:` takes.
    AcceptsTurnHours,
    /// What `round:` takes.
    AcceptsRound,
    /// What a cell option takes.
    AcceptsCell,
    /// What `topic:` takes.
    AcceptsTopic,
    /// What `actions:` takes.
    AcceptsActions,
    /// What `vacation_days:` takes (`/settings`).
    AcceptsVacationDays,
    /// What `days:` takes (`/vacation`).
    AcceptsDays,
    /// What an unknown option takes.
    AcceptsAnything,
    /// `/board` before the game started.
    NoBoardYet,
    /// `/board` of a game closed before any turn.
    ClosedBeforePlay,
    /// `/board round:` beyond the current round. Arguments: `round`, `current`.
    RoundNotPlayed,
    /// Palago's `/board round:` beyond the current round. Arguments: `round`, `current`.
    PalagoRoundNotPlayed,
    /// A stored record that no longer replays.
    RecordDoesNotReplay,
    /// `/history` of a game with no seats.
    NoSeats,
    /// `/history` before any turn.
    NoTurnYet,
    /// A turn in Palanquée's `/history`. Arguments: `round`, `who`, `actions`.
    HistoryTurn,
    /// A turn in Palanquée's `/history` ended by its deadline. Arguments: `round`, `who`, `actions`.
    HistoryTimedOut,
    /// The winning turn in Palanquée's `/history`. Arguments: `round`, `who`, `actions`.
    HistoryWinningTurn,
    /// A turn with no action in `/history`.
    HistoryNoAction,
    /// The cut of a long `/history`.
    HistoryOlder,
    /// Palanquée's `/export`. Argument: `events`.
    ExportRecord,
    /// Palago's `/export`. Argument: `turns`.
    PalagoExportRecord,
    /// Palago's `/board` before any tile.
    PalagoEmptyTable,
    /// A resignation in Palago's `/history`. Argument: `player`.
    PalagoResigned,
    /// A loss on time in Palago's `/history`. Argument: `player`.
    PalagoTimedOut,
    /// `/status` of a finished Palanquée game. Argument: `result`.
    LastGameFinished,
    /// `/status` of an aborted game. Argument: `why` (as recorded).
    LastGameAborted,
    /// `/status` of a finished Palago game. Argument: `result`.
    LastPalagoFinished,
    /// A Palanquée winner. Argument: `player`.
    WinnerIs,
    /// A Palanquée draw.
    DrawnGame,
    /// A Palago game won by a creature. Arguments: `mover`, `colour`, `winner`.
    PalagoCreatureEnd,
    /// A Palago game lost by closing both colours. Arguments: `mover`, `winner`.
    PalagoDoubleCreatureEnd,
    /// A Palago game drawn when the tiles run out.
    PalagoTilesOutDraw,
    /// A Palago game decided by the tiebreak. Arguments: `white`, `blue`, `result` (WinnerIs-like words or a draw).
    PalagoTiebreakEnd,
    /// A Palago winner, in a tiebreak. Argument: `winner`.
    PalagoWinsBy,
    /// A Palago draw, in a tiebreak.
    PalagoDrawWords,
    /// A Palago game won by resignation. Argument: `winner`.
    PalagoWinsByResignation,
    /// A Palago game won on time. Argument: `winner`.
    PalagoWinsOnTime,
    /// White, as a creature's colour.
    ColourWhite,
    /// Blue, as a creature's colour.
    ColourBlue,
    /// White, the player.
    PlayerWhite,
    /// Blue, the player.
    PlayerBlue,
    /// `/replay` of a Palanquée game with no published turn.
    NothingToReplay,
    /// `/replay` of a Palago game with no tile.
    NoTileToReplay,
    /// `/replay` that took longer to draw than its budget. Argument: `minutes`.
    ReplayTooSlow,
    /// A command of one game in a channel playing the other. Arguments: `game` (the channel's), `other` (the command's).
    NotThisGamesCommand,
    /// An empty leaderboard. Argument: `game`.
    NobodyRatedYet,
    /// The first line of a turn notice by DM. Argument: `link` (the game's channel).
    YourTurnIn,
    /// Told once in the game's channel, to a player whose DMs refuse the notices.
    DmsClosed,
    /// The label of the button that ends the turn.
    ButtonEndTurn,
    /// The label of the button that ends the turn with actions unused (R20).
    ButtonEndTurnAnyway,
    /// The label of the button that takes back the last action.
    ButtonUndo,
    /// A Palago command (`/place`, a `q,r:k` turn) in a Palanquée
    /// channel. Argument: `command`.
    TilesArePalagos,
    /// `/rules topic:` naming no game's topic; each game's
    /// [`Message::GameTopics`] follows. Arguments: `wanted`, `topics`.
    NoRulesTopic,
    /// One game's `/rules` topics, after [`Message::NoRulesTopic`].
    /// Arguments: `game`, `names`.
    GameTopics,
    /// A Palanquée command (an action, `/claim`) in a Palago channel.
    /// Argument: `command`.
    ActionsArePalanquees,
    /// The local mode's first line. Argument: `channel`.
    LocalWelcome,
    /// The local mode cannot write pictures. Argument: `error`.
    LocalPicturesNotWritten,
    /// A local line that is not UTF-8. Argument: `number`.
    LocalNotUtf8,
    /// A local line too long. Arguments: `number`, `limit`.
    LocalTooLong,
    /// The local mode's deadline check failed.
    LocalDeadlineCheckFailed,
    /// A computer's turn failed in the local mode.
    LocalComputerFailed,
    /// A local line not of the form `@NAME /command`.
    LocalLineForm,
    /// A local line with no name after `@`.
    LocalNeedsName,
    /// A local command starting with `//`. Argument: `word`.
    LocalDoubleSlash,
    /// A reply's deadline in the local mode. Argument: `when` (LocalIn or LocalAgo).
    LocalTurnEnds,
    /// A time to come. Argument: `time`.
    LocalIn,
    /// A time past. Argument: `time`.
    LocalAgo,
    /// A reply's buttons in the local mode. Argument: `labels`.
    LocalButtons,
    /// A file the local mode wrote. Argument: `path`.
    LocalFile,
    /// A picture the local mode could not write. Argument: `error`.
    LocalPictureNotWritten,
    /// A file the local mode could not write. Argument: `error`.
    LocalFileNotWritten,
    /// Why a game was aborted: its creator or a moderator did. Argument: `name`.
    AbortedBy,
    /// Why a game was aborted: every person left the lobby.
    EveryoneLeft,
    /// Why a game ended unrated: no person plays in it any more (kept
    /// in English as the game's result).
    NoPersonLeft,
    /// `/help`: the commands every game shares, then each hosted game's
    /// own. Argument: `new_options` (the games' options of `/new`, like
    /// `[rules] [tiebreak]`), `games` (a line per game).
    Help,
    /// `/help`'s line for a game played with `/play` alone. Arguments:
    /// `title`, `key`.
    HelpPlayOnly,
    /// `/settings language:…` done. Argument: `language`.
    ReadersLanguageSet,
    /// `/settings`: the language the channels read. Argument: `language`.
    ReadersLanguageIs,
    /// The name of the language the catalogue is in, in its own words.
    LanguageName,
    /// `/settings language:{text}` with another language. Argument: `text`.
    LanguageEnOrFr,
    /// The lobby post of `/new`. Arguments: `name`, `title`, `options`, `pace`, `seats`, `hint`.
    GameOpened,
    /// The pace of a game opened with a deadline. Argument: `hours`.
    HoursPerTurn,
    /// The pace of a game opened without a deadline.
    NoTurnDeadline,
    /// `/join`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `seated`.
    SeatTaken,
    /// `/addbot`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `by`, `seated`.
    ComputerSeated,
    /// `/leave`: who left. Argument: `name`.
    LeftLobby,
    /// `/leave seat:N` of a computer. Arguments: `by`, `seat`, `name`.
    FreedSeat,
    /// `/leave` with people still seated. Arguments: `who` (who left), `seated`.
    LeftStillSeated,
    /// `/leave` by the lobby's creator. Arguments: `who`, `seated`, `name` (who runs the lobby now).
    LeftNewHost,
    /// `/leave` that closes the lobby. Arguments: `who`, `closed`.
    LeftClosed,
    /// A lobby closed because nobody is left.
    NobodySeatedClosed,
    /// A lobby closed because only computers are left. Argument: `names`.
    OnlyComputersClosed,
    /// `/abort`'s post. Argument: `name`.
    GameAborted,
    /// After `/new` with Palanquée's advanced rules.
    AdvancedRulesHint,
    /// After `/new` of a game: where its rules are. Argument: `topic`.
    RulesInShort,
    /// A command of no game, quoted in a refusal.
    ThisCommand,
    /// Palanquée's seats in `/new`.
    PalanqueeSeats,
    /// Palago's seats in `/new`.
    PalagoSeats,
    /// Palago's first seat.
    WhiteSeat,
    /// Palago's second seat.
    BlueSeat,
    /// The seats of a game with a fixed number of players. Argument: `n`.
    SomePlayers,
    /// The seats of a game with a range of players. Arguments: `fewest`, `most`.
    PlayersBetween,
    /// Palanquée's opening post (R11, R19). Arguments: `order` (the seats), `name` (who sows first).
    PalanqueeBegins,
    /// Palago's opening post (P6). Arguments: `white`, `blue` (the names), `mention` (White's).
    PalagoBegins,
    /// Where a shortened turn post's story is told whole.
    HistoryHasAll,
    /// The line standing for story lines left out of a post. Arguments: `n`, `elsewhere`.
    StoryMore,
    /// A piece that left the board, in a turn post. Arguments: `cell`, `owner`, `kind`.
    GonePiece,
    /// A seed, named in a list of pieces.
    SeedWord,
    /// A sprout, named in a list of pieces.
    SproutWord,
    /// Pieces of one owner, counted. Arguments: `pieces` (counted), `name`, `seeds`, `note`.
    PiecesOf,
    /// Pieces of several owners, counted. Arguments: `pieces` (counted), `note`, `each`.
    PiecesEach,
    /// One owner's share of counted pieces. Arguments: `count`, `name`, `seeds`.
    CountOf,
    /// Pieces captured (R14), before their list.
    CapturedVerb,
    /// Pieces taken by a claim (R21), before their list.
    TookVerb,
    /// Pieces removed, before their list.
    RemovedVerb,
    /// A turn post's last line when the game ended. Argument: `result`.
    GameOverResult,
    /// A game ended because no person is left in it.
    UnratedEnd,
    /// A Palanquée turn post's last line. Arguments: `name`, `round`, `actions`.
    YourTurnRound,
    /// The story line of a turn ended by its deadline.
    TimeRanOut,
    /// What a launch made (R30, R32). Argument: `hosts`.
    ParasiteOn,
    /// What a launch made, with no host next to it (R30, R32).
    AParasite,
    /// Joins the last two names of a list.
    AndWord,
    /// Joins choices.
    OrWord,
    /// A column saturated (R16). Arguments: `column`, `pieces` (counted, removed).
    ColumnSaturated,
    /// Plants fused. Argument: `n`.
    PlantsFused,
    /// A plant split. Argument: `n`.
    PlantSplit,
    /// Actions left unused (R20). Argument: `actions` (counted).
    UnusedActions,
    /// A player out of the game (R22). Argument: `name`.
    PlayerOut,
    /// A parasite a claim may take (R30). Argument: `cell`.
    ClaimableParasite,
    /// One seed a claim may take (R21). Argument: `cells`.
    ClaimableSeed,
    /// Seeds a claim may take (R21). Argument: `cells`.
    ClaimableSeeds,
    /// The claims a player's unused actions open (R21). Arguments: `who`, `unused` (counted), `claims` (counted), `targets`.
    UnusedActionsOpenClaims,
    /// A Palanquée turn running out (R21). Argument: `name`.
    PalanqueeReminder,
    /// A Palago turn running out (P14). Argument: `mention`.
    PalagoReminder,
    /// A turn of another game running out. Arguments: `mention`, `title`.
    GameReminder,
    /// A turn's deadline passed. Argument: `name`.
    TimeIsUpFor,
    /// A Palanquée turn's deadline passed: the draft is published. Argument: `name`.
    TimeIsUpPublished,
    /// Too many missed deadlines: the player resigns (R22). Argument: `missed`.
    MissedResigned,
    /// The head of a published Palanquée turn. Argument: `name`.
    PlayedHeadline,
    /// The head of a claim's post (R21). Arguments: `name`, `target`.
    ClaimsHeadline,
    /// A claimed parasite (R21, R30). Arguments: `owner`, `cell`.
    ClaimParasiteTarget,
    /// A claimed seed (R21). Argument: `cell`.
    ClaimSeedTarget,
    /// The head of a Palanquée resignation's post (R22). Argument: `name`.
    ResignsHeadline,
    /// A player resigns. Argument: `name`.
    PlayerResigns,
    /// A turn of a game played with /play. Arguments: `name`, `moves`.
    PlayerPlayed,
    /// After a turn: who plays next. Argument: `name`.
    YourTurnNow,
    /// A game won. Argument: `name`.
    PlayerWins,
    /// A game drawn.
    GameDrawn,
    /// `/board` of Palanquée. Argument: `round`.
    BoardNow,
    /// `/board round:N` of Palanquée. Argument: `round`.
    BoardAtRoundEnd,
    /// `/board` of Palago. Argument: `turn`.
    TableAfterTurn,
    /// `/board round:N` of Palago. Argument: `round`.
    TableAtRoundEnd,
    /// `/board` of a game played with /play. Argument: `turn`.
    BoardAfterTurn,
    /// `/board round:N` past the turns played. Arguments: `round`, `turns`.
    TurnNotPlayed,
    /// The opening post of a game played with /play. Arguments: `title`, `seats`, `mention`.
    GameBegins,
    /// One line of `/leaderboard`. Arguments: `place`, `name`, `rating`, `games` (counted).
    LeaderboardLine,
    /// The head of `/leaderboard`. Arguments: `game`, `lines`.
    LeaderboardOf,
    /// The deadline line under a post, in Discord's time markup. Argument: `due`.
    TurnEnds,
    /// A replay's frames at half the picture's size.
    SizeHalf,
    /// A replay's frames at a third of the picture's size.
    SizeThird,
    /// A replay's frames at a quarter of the picture's size.
    SizeQuarter,
    /// A replay's frames at less than a quarter of the picture's size.
    SizeFraction,
    /// A replay showing one turn in `every`. Arguments: `turns` (counted), `every`, `size`.
    ReplaySampled,
    /// A replay of every turn, shrunk. Arguments: `turns` (counted), `size`.
    ReplayShrunk,
    /// A replay of every turn. Argument: `turns` (counted).
    ReplayWhole,
    /// A published Palago turn. Arguments: `name`, `turn`.
    PlayerLaid,
    /// After a Palago turn: who plays next. Arguments: `name`, `left`.
    PalagoYourTurn,
    /// An internal error, answered without its cause.
    Apology,
    /// A failed Discord request after a change may have been saved.
    DiscordApology,
    /// The database file is gone: the bot stops.
    Stopping,
    /// The database refuses writes: nothing can be saved until the
    /// operator makes it writable.
    ReadOnlyDatabase,
    /// A `/tournament` command where no event is open.
    NoTournamentHere,
    /// `/tournament new` where an event is open.
    TournamentHere,
    /// `/tournament` alone. Argument: `names`.
    TournamentNeedsWhat,
    /// `/tournament {name}`, no such subcommand. Arguments: `name`, `names`.
    TournamentUnknownWhat,
    /// `/tournament new` without `format:`.
    TournamentNeedsFormat,
    /// `format:{text}`, no such format. Argument: `text`.
    TournamentUnknownFormat,
    /// `rounds:` given to a round-robin.
    TournamentRoundsAreSwiss,
    /// `double:true` given to a Swiss event.
    TournamentDoubleIsRoundRobin,
    /// A Swiss event without `rounds:`. Argument: `max`.
    TournamentSwissNeedsRounds,
    /// `/tournament new` in a tournament game's channel.
    TournamentInBoardChannel,
    /// A tournament of a game that two cannot play. Argument: `title`.
    TournamentNeedsTwoPlayerGame,
    /// `/tournament new`'s post. Arguments: `name`, `title`, `format`, `options`, `pace`.
    TournamentOpened,
    /// The round-robin format in words.
    TournamentRoundRobin,
    /// The double round-robin format in words.
    TournamentDoubleRoundRobin,
    /// The Swiss format in words. Argument: `rounds`.
    TournamentSwiss,
    /// `/tournament join` by an entrant.
    TournamentAlreadyEntered,
    /// An entry. Arguments: `name`, `number`, `count`.
    TournamentEntered,
    /// A late entry to a Swiss event. Arguments: `name`, `number`, `count`.
    TournamentLateEntry,
    /// A computer entered. Arguments: `name`, `by`, `number`, `count`.
    TournamentComputerEntered,
    /// A command only the event's creator or a manager may run.
    TournamentOnlyItsRunner,
    /// A late entry once round 2 is paired.
    TournamentSwissEntriesClosed,
    /// An entry to a started round-robin.
    TournamentRoundRobinEntriesClosed,
    /// `/tournament leave` by someone not entered.
    TournamentNotEntered,
    /// A departure before the start. Arguments: `name`, `count`.
    TournamentLeft,
    /// `/tournament leave` by a withdrawn player.
    TournamentAlreadyWithdrawn,
    /// A withdrawal with a game in play, resigned. Argument: `name`.
    TournamentWithdrew,
    /// A withdrawal holding the round's bye. Argument: `name`.
    TournamentWithdrewWithBye,
    /// An entry into a Swiss event of the Dutch engine's largest field.
    /// Argument: `most`.
    TournamentFull,
    /// `/tournament start` whose entries changed while round 1 was paired,
    /// again and again.
    TournamentEntriesChanging,
    /// A withdrawal with no game in play and no bye. Argument: `name`.
    TournamentWithdrewBetweenGames,
    /// A player withdrawn for forfeits. Arguments: `name`, `forfeits`.
    TournamentAbsenteeWithdrawn,
    /// `/tournament start` of a started event.
    TournamentAlreadyStarted,
    /// `/tournament start` with too few entrants. Argument: `count`.
    TournamentTooFew,
    /// No pairing of round 1 keeps the rules. Argument: `why`.
    TournamentCannotPair,
    /// `/tournament start`'s post. Arguments: `count`, `rounds`.
    TournamentStarts,
    /// A round paired. Arguments: `round`, `rounds`, `boards`.
    TournamentRoundPaired,
    /// A board of a round. Arguments: `board`, `white`, `black`, `result`,
    /// `thread` (its thread's link, or its name in code).
    TournamentBoardLine,
    /// The pairing-allocated bye. Argument: `name`.
    TournamentByeLine,
    /// Players not paired. Argument: `names`.
    TournamentAbsentLine,
    /// A tournament game's first post. Arguments: `round`, `board`, `white`, `black`.
    TournamentBoardOpens,
    /// A board's result. Arguments: `round`, `board`, `white`, `black`, `result`.
    TournamentBoardResult,
    /// A game whose seats are all one rated player (two computers of one
    /// level) is not rated: said at its start. Argument: `name`.
    UnratedOnePlayer,
    /// The same, said with its result. Argument: `name`.
    UnratedOnePlayerResult,
    /// The event's end. Argument: `rounds`.
    TournamentFinished,
    /// The event ends as no round can be paired. Arguments: `rounds`, `why`.
    TournamentEndsEarly,
    /// The standings' heading. Arguments: `round`, `rounds`.
    TournamentStandingsAfter,
    /// The standings' heading during a round. Arguments: `round`, `rounds`.
    TournamentStandingsDuring,
    /// A board left without a result by an aborted event.
    TournamentBoardStopped,
    /// `/tournament pairings round:N` of a round not paired. Arguments: `round`, `paired`.
    TournamentRoundNotPaired,
    /// `/tournament pairings`. Arguments: `round`, `rounds`, `boards`.
    TournamentPairingsOf,
    /// `/tournament export`. Argument: `rounds`.
    TournamentExported,
    /// A view of an event not started. Argument: `count`.
    TournamentNotStarted,
    /// A tournament's games stopped with it. Argument: `name`.
    TournamentStoppedBy,
    /// `/tournament abort`'s post. Argument: `name`.
    TournamentAborted,
    /// `/abort` in a tournament game.
    TournamentGameNoAbort,
    /// `/new` in a tournament game's channel.
    TournamentGameNoNew,
    /// `/tournament start` of a Swiss event with more rounds than its
    /// players can play. Arguments: `rounds`, `count`, `most`.
    TournamentTooManyRounds,
    /// What `format:` takes.
    AcceptsFormat,
    /// What `rounds:` takes.
    AcceptsRounds,
}

impl Message {
    /// Its words in `language`, placeholders unfilled.
    #[must_use]
    pub fn template(self, language: Language) -> &'static str {
        match language {
            Language::English => english::text(self),
            Language::French => french::text(self),
        }
    }
}

/// `message`'s words in the language of the command running now, for a
/// message without placeholders that must stay borrowed.
#[must_use]
pub fn words(message: Message) -> &'static str {
    message.template(current())
}

/// `message` in the language of the command running now.
#[must_use]
pub fn say(message: Message) -> String {
    message.template(current()).to_string()
}

/// `count` days in words, in the language of the command running now
/// (`vacation`: "vacation days"): one for one (for none too, in French),
/// the plural otherwise.
#[must_use]
pub fn days_in_words(count: i64, vacation: bool) -> String {
    let singular = counts::takes_singular(count, current());
    let message = match (vacation, singular) {
        (false, true) => Message::OneDay,
        (false, false) => Message::Days,
        (true, true) => Message::OneVacationDay,
        (true, false) => Message::VacationDays,
    };
    say_with(message, &[("n", &count)])
}

/// A game's turn length, after its options in `/status` (nothing
/// without a deadline).
#[must_use]
pub fn pace(turn_hours: Option<i64>) -> String {
    turn_hours.map_or(String::new(), |hours| {
        say_with(Message::Pace, &[("hours", &hours)])
    })
}

/// `message` in the language of the command running now, each `{name}`
/// of `args` filled in.
#[must_use]
pub fn say_with(message: Message, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    fill(message.template(current()), args)
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

/// `template` with each `{name}` of `args` replaced by its value.
#[must_use]
pub fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    args.iter()
        .fold(template.to_string(), |text, (name, value)| {
            text.replace(&format!("{{{name}}}"), &value.to_string())
        })
}

/// The `{placeholders}` of `template`, sorted.
#[must_use]
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names: Vec<&str> = template
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::TEXT_LIMIT;

    /// The messages whose words are the same in French: a test names
    /// them, so that any other one left in English is caught.
    const SAME_IN_BOTH: [Message; 4] = [
        Message::ParasiteGroup,
        Message::ActionsLeft,
        Message::UnusedActions,
        Message::LeaderboardLine,
    ];

    #[test]
    fn both_catalogues_have_every_message_with_the_same_placeholders() {
        for &message in Message::ALL {
            let english = message.template(Language::English);
            let french = message.template(Language::French);
            assert!(
                !english.trim().is_empty() && !french.trim().is_empty(),
                "{message:?}"
            );
            if !SAME_IN_BOTH.contains(&message) {
                assert_ne!(english, french, "{message:?} is not translated");
            }
            assert_eq!(placeholders(english), placeholders(french), "{message:?}");
        }
    }

    #[test]
    fn every_message_fits_a_reply_with_long_arguments() {
        let long = "x".repeat(32);
        for language in Language::ALL {
            for &message in Message::ALL {
                let template = message.template(language);
                let args: Vec<(&str, &dyn std::fmt::Display)> = placeholders(template)
                    .into_iter()
                    .map(|name| (name, &long as &dyn std::fmt::Display))
                    .collect();
                let text = fill(template, &args);
                assert!(
                    text.chars().count() <= TEXT_LIMIT,
                    "{language:?} {message:?}"
                );
                assert!(!text.contains('{'), "{language:?} {message:?}: {text}");
            }
        }
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
