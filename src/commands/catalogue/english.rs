//! The English catalogue: the words of every [`Message`].

use super::Message;

/// `message` in English.
#[must_use]
pub fn text(message: Message) -> &'static str {
    match message {
        Message::ComputerNameReserved => {
            "Names beginning with `computer:` are kept for computer players: set another name (a display name on Discord) and try again."
        }
        Message::NameUnprintable => {
            "Your name has no printable character: set a name (a display name on Discord) and try again."
        }
        Message::ChannelHasGame => {
            "This channel already has a game. Finish or /abort it, or open a thread for a parallel game."
        }
        Message::ChannelHasEvent => {
            "This channel runs a tournament that is still open, and its games are played under it: start another game in another channel or a thread."
        }
        Message::AlreadySeated => "You already have a seat.",
        Message::NoSeat => "You have no seat in this game.",
        Message::OnlyCreatorFreesComputer => {
            "Only the game's creator (or a moderator) frees a computer's seat."
        }
        Message::SeatIsPersons => {
            "Seat {seat} is a person's, **{name}**'s: only {name} can give it up, with /leave. `seat:N` frees a computer's seat (the game's creator or a moderator)."
        }
        Message::NoSuchSeat => "There is no seat {seat}.",
        Message::OnlyCreatorSeatsComputer => {
            "Only the game's creator (or a moderator) seats a computer."
        }
        Message::OnlyCreatorStarts => "Only the game's creator (or a moderator) can start it.",
        Message::NoGameHere => {
            "No game in this channel. Open one with /new, or start a thread for another."
        }
        Message::NoPalagoGameHere => {
            "No game in this channel. Open one with /new game:palago, or start a thread for another."
        }
        Message::NoGameToAbort => "No game to abort in this channel.",
        Message::OnlyCreatorAborts => {
            "Only the game's creator or someone who manages this channel can abort it."
        }
        Message::NothingPlayedHere => {
            "No game has been played in this channel yet: /new opens one."
        }
        Message::PreviewOutOfDate => {
            "This preview is out of date (the game moved on since): nothing was done. /status shows where it stands."
        }
        Message::NothingToUndo => "Your draft is empty: nothing to undo.",
        Message::NotStarted => {
            "The game has not started yet: /start it once 2-5 players have joined."
        }
        Message::PalagoNotStarted => {
            "The game has not started yet: /start it once two players sit (P5)."
        }
        Message::GameOver => "This game is over.",
        Message::NotYourTurn => {
            "It is {player}'s turn, not yours. You can still /claim when an opponent left actions unused."
        }
        Message::NotYourPalagoTurn => "It is {player}'s turn, not yours (P5).",
        Message::NotForPalanquee => {
            "This command does not apply to a game of Palanquée: /help lists the commands."
        }
        Message::NotForPalago => {
            "This command does not apply to a game of Palago: /help lists the commands."
        }
        Message::NotifyIsForDiscord => {
            "Turn notices by direct message are for Discord: the local mode already shows every turn as it is played."
        }
        Message::NotifyOn => {
            "Turn notices by direct message are on: when it becomes your turn in any game, I send you the board, what the last turn did and a link to the game's channel. Keep your direct messages open to this server's members (Privacy Settings), or they cannot reach you. /notify dm:off stops them."
        }
        Message::NotifyOff => {
            "Turn notices by direct message are off: the mention in the game's channel remains."
        }
        Message::VacationDaysOrEnd => "Give days:N to go away, or end:true to come back, not both.",
        Message::NotOnVacation => "You are not on vacation.",
        Message::OneDay => "{n} day",
        Message::Days => "{n} days",
        Message::OneVacationDay => "{n} vacation day",
        Message::VacationDays => "{n} vacation days",
        Message::WelcomeBack => {
            "Welcome back: your deadlines run again. {given} given back; {left} left this year."
        }
        Message::AlreadyAway => {
            "You are on vacation until <t:{until}:f> already: /vacation end:true first, then take another."
        }
        Message::TooManyDays => {
            "You have {left} left this year (of {allowance}): days:{n} is too many."
        }
        Message::GoneAway => {
            "You are on vacation until <t:{until}:f> ({taken}; {left} left this year). Your deadlines in every game here wait until you are back; /vacation end:true ends it early."
        }
        Message::AwayUntil => {
            "You are on vacation until <t:{until}:f>; {left} left this year. /vacation end:true ends it early."
        }
        Message::DaysLeft => {
            "You have {left} left this year (of {allowance}). /vacation days:N goes away: your deadlines in every game here wait."
        }
        Message::DraftHeader => "Your draft, round {round} (only you see it):",
        Message::DraftTrimmed => {
            "(A claim changed the board since: your draft was cut back to what still holds.)"
        }
        Message::DraftIsEmpty => "(empty)",
        Message::DraftLeft => "Left: {actions}. /end publishes the turn, /undo steps back.",
        Message::PictureHasAll => "the picture has them all",
        Message::NoAction => "no action",
        Message::NoActionLeft => "no action left",
        Message::SowingCompulsory => "one sowing, compulsory (R11)",
        Message::SowingOptional => "one sowing, optional while a parasite lives (R11)",
        Message::PlantGroup => "plant {cell}",
        Message::ParasiteGroup => "parasite {cell}",
        Message::OwedActions => "{name}: {owed}",
        Message::BonusActions => "{name}: {bonus} bonus",
        Message::OwedAndBonus => "{name}: {owed} + {bonus} bonus",
        Message::BonusesOptional => "; bonuses are optional (R36)",
        Message::ActionsLeft => "{count} ({groups}{note})",
        Message::UnusedWarningOne => {
            "You still have {actions}. Ending now leaves it unused, and each lets an opponent claim a seed of that plant, or a parasite that did not act (R20, R21, R30). End anyway with /end confirm:true."
        }
        Message::UnusedWarningMany => {
            "You still have {actions}. Ending now leaves them unused, and each lets an opponent claim a seed of that plant, or a parasite that did not act (R20, R21, R30). End anyway with /end confirm:true."
        }
        Message::NoGamesHere => {
            "You sit in no game in this server. /new opens one in a channel; /join takes a seat in one."
        }
        Message::ListedLobby => "{game} in {place}: in the lobby, {seated} seated",
        Message::YourTurn => "**your turn**",
        Message::ToMove => "{player} to move",
        Message::EndsAt => ", ends <t:{at}:R>",
        Message::ListedGame => "{game} in {place}: round {round}, {whose}{due}",
        Message::YourGames => "Your games here ({count}):",
        Message::AndMore => {
            "
… and {count} more."
        }
        Message::RatedOne => "{game}: {rating} over 1 rated game",
        Message::RatedMany => "{game}: {rating} over {games} rated games",
        Message::NotRated => "{game}: not rated yet",
        Message::RatingsOf => {
            "**{name}**'s ratings here (Glicko-2; `?` marks a provisional rating):
{lines}"
        }
        Message::OnlyModeratorsSet => {
            "Only those who manage this server (Manage Server) change its settings; /settings alone shows them."
        }
        Message::AllowanceSet => {
            "Each player now has {days} a calendar year on this server (days already taken this year still count)."
        }
        Message::AllowanceIs => {
            "Vacation days a player may take per calendar year on this server: {days}. Change it with /settings vacation_days:N."
        }
        Message::FirstTileIsTheTurn => {
            "Your first tile {tile} ends the game by itself, so it is your whole turn (P9): /end publishes it, or /undo to lay another."
        }
        Message::TwoTilesAlready => {
            "Your turn already has its two tiles (P6): /end publishes it, or /undo takes the second back."
        }
        Message::PalagoDraftEmptyEnd => {
            "Your draft is empty: lay a tile with /place cell:q,r orientation:k (P6)."
        }
        Message::SecondTileNeeded => {
            "Your turn needs a second tile next to {cell} (P9): /place it, then /end."
        }
        Message::PlayOverOneTile => {
            "You have drafted {tile} already, and /play would throw it away: finish that turn with /place (its second tile) and /end, or take the tile back with /undo, then /play."
        }
        Message::PlayOverReadyDraft => {
            "Your drafted turn {turn} is ready, and /play would throw it away: publish it with /end, or take its tiles back with /undo, then /play."
        }
        Message::PalagoDraftEmpty => {
            "Your draft is empty: lay a tile with /place cell:q,r orientation:k."
        }
        Message::FirstTileEnds => {
            "Your draft: {tile}. This tile ends the game by itself, so it is your whole turn (P9): {end}. /end publishes it; /undo takes it back."
        }
        Message::LaySecondTile => {
            "Your draft: {tile}. Now lay the second tile next to {cell} (P7): /place again; /undo takes this one back."
        }
        Message::TurnReady => {
            "Your turn: {turn}, ready.{ends} /end publishes it (or the End turn button); /undo takes the last tile back."
        }
        Message::TurnEndsGame => " It ends the game: {end}.",
        Message::StartedNoJoin => "The game has already started; seats are taken at the start.",
        Message::StartedResign => "The game has started: use /resign to leave it.",
        Message::StartedNoComputer => {
            "The game has already started; computers take seats before the start."
        }
        Message::AlreadyStarted => "The game has already started.",
        Message::PalanqueeSeatsTaken => "All 5 seats are taken (R7).",
        Message::PalagoSeatsTaken => "Palago is played by two, and both seats are taken (P5).",
        Message::PalanqueeTooFew => "A game needs 2 to 5 players (R7): wait for someone to /join.",
        Message::PalagoTooFew => "Palago needs two players (P5): wait for someone to /join.",
        Message::Pace => ", {hours} h per turn",
        Message::OptionsBasic => "basic rules",
        Message::OptionsAdvanced => "advanced rules with parasites, launches and leaves, R30-R36",
        Message::OptionsTiebreak => "with the tiebreak of P12",
        Message::OptionsNoTiebreak => {
            "no tiebreak: all tiles down without a creature is a draw, P12"
        }
        Message::StatusLobby => {
            "A game of {game} is open ({options}{pace}). Seated: {seated}. /join, then the creator runs /start."
        }
        Message::StatusRound => "Round {round}{rules}, **{player}** to move{pace}.",
        Message::AdvancedNote => " (advanced rules)",
        Message::SeatLine => {
            "{letter} {name}{state}: {seeds} and {sprouts} on the board; {reserve_seeds} and {reserve_sprouts} in reserve; {lost}{parasites}"
        }
        Message::Out => " (out)",
        Message::Parasites => "; {parasites} (R30)",
        Message::YourDraftHas => "Your draft has {count}; left: {left}.",
        Message::PlayerHas => "{player} has {actions}.",
        Message::ClaimsOpen => "Claims open against {player}: {left} left (/claim cell).",
        Message::PalagoStatusLobby => {
            "A game of Palago is open ({options}{pace}). Seated: {seated}. It needs two players: /join, then the creator runs /start."
        }
        Message::PalagoStatusTurn => "Palago{tiebreak}, turn {turn}: {player} to move{pace}.",
        Message::WithTiebreak => " with the tiebreak (P12)",
        Message::TilesLaid => "{laid}, {left}. White: **{white}**. Blue: **{blue}**.",
        Message::PalagoStatusEmptyDraft => "Your draft is empty: /place cell:q,r orientation:k.",
        Message::PalagoStatusDraft => "Your draft: {tiles}.",
        Message::Refused => "`{what}` is refused. {why}",
        Message::RefusedOneOfMany => "Action {n} (`{what}`) is refused, so none was added. {why}",
        Message::UnknownLevel => "`level:{text}`: the levels are easy, medium and hard",
        Message::DmOnOrOff => "`dm:{text}`: say on or off",
        Message::NotifyNeedsDm => "`/notify` needs `dm:on` or `dm:off`",
        Message::PlayNeedsActions => {
            "`/play` needs `actions:\"grow H8; move H8 J9\"` (Palanquée) or `actions:\"0,1:1 1,1:2\"` (Palago)"
        }
        Message::UnknownCommand => "unknown command `/{name}`: try /help for the list",
        Message::SeatsTaken => "Every seat of this game is taken.",
        Message::TooFewPlayers => "Too few players to start: wait for someone to /join.",
        Message::TurnIsWhole => {
            "Your turn is whole already: /end publishes it, /undo takes a move back."
        }
        Message::GameNotStartedYet => {
            "The game has not started yet: /start it once enough players have joined."
        }
        Message::NotYourTurnNow => "It is {player}'s turn, not yours.",
        Message::TurnNotComplete => {
            "Your turn is not complete yet: /play its other moves, then /end."
        }
        Message::DraftEmptyPlay => {
            "Your draft is empty: play with /play actions:\"…\" (/rules shows the notation)."
        }
        Message::NotThisGamesPlay => {
            "This channel plays {game}, which has no `{command}`. Play a turn with /play actions:\"…\" in its notation (/rules shows it), then /end."
        }
        Message::TurnWhole => {
            "Your turn: {moves}. /end publishes it, /undo takes the last move back."
        }
        Message::TurnGoesOn => "Drafted so far: {moves}. Your turn goes on: /play the next move.",
        Message::BadGameName => {
            "`game:{text}` is not a game's name: letters and digits, at most 32"
        }
        Message::UnknownGameOption => "`game:{text}`: the games are {games}",
        Message::RulesArePalanquees => {
            "`rules:` is Palanquée's option; Palago has one set of rules (its option is tiebreak:true, P12)"
        }
        Message::BadRulesOption => "`rules:{text}`: the rules are basic or advanced",
        Message::TiebreakIsPalagos => "`tiebreak:` is Palago's option (P12): add game:palago",
        Message::EndOnlyLast => "`end` can only come last in `/play`",
        Message::ClaimWithCommand => "claims are made with `/claim cell`",
        Message::ResignWithCommand => "to resign, use `/resign`",
        Message::TimeoutNotPlayers => "`timeout` is the deadline's, not a player's",
        Message::OptionTwice => "`{key}` is given twice",
        Message::OptionWithoutValue => "`{key}:` has no value: give {accepted}",
        Message::NeedsCell => "`/{command}` needs `{key}:`, a cell like H8",
        Message::NeedsPalagoCell => "`/{command}` needs `cell:`, a cell like 0,1 (P13)",
        Message::NeedsOrientation => {
            "`/{command}` needs `orientation:`, 0 (upright), 1 (leaning left) or 2 (leaning right) (P4)"
        }
        Message::BadOrientation => {
            "`orientation:{text}`: say 0 (upright), 1 (leaning left) or 2 (leaning right) (P4)"
        }
        Message::TrueOrFalse => "`{key}:{text}`: say true or false",
        Message::WholeNumber => "`{key}:{text}`: a whole number from {min} to {max}",
        Message::NoSuchOption => "`/{command}` has no option `{key}`",
        Message::ControlCharacter => {
            "the command holds a line break or another control character: type it on one line"
        }
        Message::EmptyCommand => "empty command: try /help",
        Message::NotACommand => "`{name}` is not a command: commands start with /, like /help",
        Message::NotOptionValue => "`{word}` should be `option:value`, like cell:H8",
        Message::QuoteNotClosed => "a double quote is not closed",
        Message::AcceptsTrueOrFalse => "true or false, like {key}:true",
        Message::AcceptsGame => "palanquee or palago, like game:palago",
        Message::AcceptsLevel => "easy, medium or hard, like level:hard",
        Message::AcceptsSeat => "a seat number, like seat:2",
        Message::AcceptsOrientation => "0, 1 or 2, like orientation:1 (P4)",
        Message::AcceptsRules => "basic or advanced, like rules:advanced",
        Message::AcceptsTurnHours => "a whole number of hours from 1 to 336, like turn-hours:24",
        Message::AcceptsRound => "a round number, like round:3",
        Message::AcceptsCell => "a cell, like cell:H8 (Palanquée) or cell:0,1 (Palago)",
        Message::AcceptsTopic => "a topic, like topic:captures (/rules lists them)",
        Message::AcceptsActions => "actions in quotes, like actions:\"grow H8; move H8 J9\"",
        Message::AcceptsVacationDays => {
            "a whole number of days from 0 to 366, like vacation_days:30"
        }
        Message::AcceptsDays => "a whole number of days from 1 to 366, like days:7",
        Message::AcceptsAnything => "a value",
        Message::NoBoardYet => "The game has not started: there is no board yet.",
        Message::ClosedBeforePlay => {
            "The last game here was closed before anything was played: there is no board. /new opens another."
        }
        Message::RoundNotPlayed => "Round {round} has not been played: this is round {current}.",
        Message::PalagoRoundNotPlayed => {
            "Round {round} has not been played: this is round {current} (a round is White's turn and Blue's)."
        }
        Message::RecordDoesNotReplay => "This game's record does not replay; please report it.",
        Message::NoSeats => "This game has no seats.",
        Message::NoTurnYet => "No turn has been played yet.",
        Message::HistoryTurn => "round {round}, {who}: {actions}",
        Message::HistoryTimedOut => "round {round}, {who}: {actions} (time ran out)",
        Message::HistoryWinningTurn => "round {round}, {who}: {actions} (wins)",
        Message::HistoryNoAction => "no action",
        Message::HistoryOlder => "… (older turns: /export)",
        Message::ExportRecord => {
            "The game record ({events}); replay it with the engine or read it as text."
        }
        Message::PalagoExportRecord => {
            "The game record ({turns}): replay it with `palanquee play --game palago`, one turn per argument."
        }
        Message::PalagoEmptyTable => "No tile has been laid yet: the table is empty.",
        Message::PalagoResigned => "{player} resigned.",
        Message::PalagoTimedOut => "{player} ran out of time.",
        Message::LastGameFinished => {
            "The last game here is finished: {result}. /new opens another."
        }
        Message::LastGameAborted => "The last game here is aborted: {why}. /new opens another.",
        Message::LastPalagoFinished => {
            "The last game here, of Palago, is finished: {result} /new opens another."
        }
        Message::WinnerIs => "{player} wins (R22)",
        Message::DrawnGame => "a draw (R23)",
        Message::PalagoCreatureEnd => "{mover} closed a {colour} creature: {winner} wins (P11).",
        Message::PalagoDoubleCreatureEnd => {
            "{mover} closed creatures of both colours at once and loses: {winner} wins (P11)."
        }
        Message::PalagoTilesOutDraw => {
            "All 48 tiles are laid and no creature was closed: the game is drawn (P12)."
        }
        Message::PalagoTiebreakEnd => {
            "All 48 tiles are laid and no creature was closed; tiebreak: White's largest region has {white}, Blue's {blue}: {result} (P12)."
        }
        Message::PalagoWinsBy => "{winner} wins",
        Message::PalagoDrawWords => "the game is drawn",
        Message::PalagoWinsByResignation => "{winner} wins by resignation.",
        Message::PalagoWinsOnTime => {
            "{winner} wins on time (the bot's deadline rule: /rules topic:palago-end)."
        }
        Message::ColourWhite => "white",
        Message::ColourBlue => "blue",
        Message::PlayerWhite => "White",
        Message::PlayerBlue => "Blue",
        Message::NothingToReplay => "No turn has been published yet: there is nothing to replay.",
        Message::NoTileToReplay => "No tile has been laid yet: there is nothing to replay.",
        Message::ReplayTooSlow => {
            "Sorry: the replay took more than {minutes} minutes to draw, so I gave it up. /board round:N shows any turn's picture."
        }
        Message::NotThisGamesCommand => {
            "This channel's game is {game}: {other} commands do not apply to it. /help lists its commands."
        }
        Message::NobodyRatedYet => "Nobody has finished a rated game of {game} on this server yet.",
        Message::YourTurnIn => "Your turn in {link}.",
        Message::DmsClosed => {
            "I could not send you your turn notice: Discord refuses my direct messages to you (your DMs are closed to this server's members). Open them in this server's Privacy Settings, or stop the notices with /notify dm:off. I will not say this again until a notice gets through."
        }
        Message::ButtonEndTurn => "End turn",
        Message::ButtonEndTurnAnyway => "End turn anyway",
        Message::ButtonUndo => "Undo",
        Message::TilesArePalagos => {
            "This channel plays Palanquée, which has no `{command}`: that is a Palago command. In Palanquée, add actions to your turn with /sow, /grow, /move, /harvest or /prune (or /claim), then /end; or play a whole turn with /play actions:\"grow H8; end\". /help lists the commands."
        }
        Message::NoRulesTopic => "No topic `{wanted}`.{topics}",
        Message::GameTopics => " {game} topics: {names}.",
        Message::ActionsArePalanquees => {
            "This channel plays Palago, which has no `{command}`: that is a Palanquée command. In Palago, lay a tile with /place cell:q,r orientation:k (two a turn, then /end), or play a whole turn with /play actions:\"0,1:1 1,1:2\" (P13). /help lists the commands."
        }
        Message::LocalWelcome => {
            "Palanquée and Palago, local game in #{channel}. Type `@NAME /command`, for example `@alice /new` (Palanquée) or `@alice /new game:palago`, then `@bob /join`; `@alice /help` lists the commands."
        }
        Message::LocalPicturesNotWritten => "  pictures will not be written: {error}",
        Message::LocalNotUtf8 => "Line {number} is not valid UTF-8: skipped, nothing was done.",
        Message::LocalTooLong => {
            "Line {number} is longer than {limit} bytes: skipped, nothing was done."
        }
        Message::LocalDeadlineCheckFailed => "(the deadline check failed; see the log)",
        Message::LocalComputerFailed => "(a computer turn failed; see the log)",
        Message::LocalLineForm => {
            "Lines read `@NAME /command option:value`, like `@alice /grow cell:H8`."
        }
        Message::LocalNeedsName => {
            "A line needs a name right after @, like `@alice /join`: nothing was done."
        }
        Message::LocalDoubleSlash => {
            "`{word}` is not a command: commands start with one /, like /help"
        }
        Message::LocalTurnEnds => "  turn ends {when}",
        Message::LocalIn => "in {time}",
        Message::LocalAgo => "{time} ago",
        Message::LocalButtons => {
            "  buttons on Discord: {labels} (here: /end, /end confirm:true, /undo)"
        }
        Message::LocalFile => "  file: {path}",
        Message::LocalPictureNotWritten => "  picture not written: {error}",
        Message::LocalFileNotWritten => "  file not written: {error}",
        Message::AbortedBy => "aborted by {name}",
        Message::EveryoneLeft => "everyone left",
        Message::NoPersonLeft => "no person is left in this game: it ends unrated",
        Message::Help => HELP,
        Message::HelpPlayOnly => {
            "**{title}** (/new game:{key}, /rules topic:{key}): /play actions:\"…\" in its notation, then /end · /undo · /resign."
        }
        Message::ReadersLanguageSet => {
            "This server's channels now read {language}: announcements, lobby posts, reminders and board pictures. Each player's private answers keep their own client's language."
        }
        Message::ReadersLanguageIs => {
            "Language of what the channels read (announcements, lobby posts, reminders, pictures): {language}. Change it with /settings language:en|fr."
        }
        Message::LanguageName => "English",
        Message::LanguageEnOrFr => "`language:{text}`: this bot speaks en (English) or fr (French)",
        Message::GameOpened => {
            "**{name}** opened a game of {title} ({options}, {pace}). /join to take a seat ({seats}), then {name} runs /start.{hint}"
        }
        Message::HoursPerTurn => "{hours} hours per turn",
        Message::NoTurnDeadline => "no turn deadline",
        Message::SeatTaken => "**{name}** takes seat {seat} ({seat_name}). {seated} seated.",
        Message::ComputerSeated => {
            "**{name}** takes seat {seat} ({seat_name}), seated by {by}. {seated} seated."
        }
        Message::LeftLobby => "**{name}** left",
        Message::FreedSeat => "**{by}** freed seat {seat}: **{name}** left",
        Message::LeftStillSeated => "{who} the game. {seated} seated.",
        Message::LeftNewHost => {
            "{who} the game. {seated} seated. **{name}** now runs the lobby: /start when ready, or /abort."
        }
        Message::LeftClosed => "{who}; {closed}",
        Message::NobodySeatedClosed => {
            "nobody is seated, so the game is closed. /new opens another."
        }
        Message::OnlyComputersClosed => {
            "only computers are left ({names}), and computers do not keep a game without a person, so the game is closed. /new opens another."
        }
        Message::GameAborted => "**{name}** aborted the game. /new opens another.",
        Message::AdvancedRulesHint => " The advanced rules in short: /rules topic:advanced.",
        Message::RulesInShort => " The rules in short: /rules topic:{topic}.",
        Message::ThisCommand => "this command",
        Message::PalanqueeSeats => "2-5 players",
        Message::PalagoSeats => "two players: seat 1 is White and moves first",
        Message::WhiteSeat => "White",
        Message::BlueSeat => "Blue",
        Message::SomePlayers => "{n} players",
        Message::PlayersBetween => "{fewest}-{most} players",
        Message::PalanqueeBegins => {
            "The game begins! Seat order: {order}. Round 1: each player sows a first seed, at least 3 cells from every enemy piece (R11, R19). **{name}**, you sow first: /sow cell:H8."
        }
        Message::PalagoBegins => {
            "The game of Palago begins! White: **{white}**, Blue: **{blue}**. {mention}, you lay the first tile on 0,0 and a second next to it (P6): /place cell:0,0 orientation:0, then /place again and /end."
        }
        Message::HistoryHasAll => "/history and the picture have them all",
        Message::StoryMore => "• … and {n} more; {elsewhere}.",
        Message::GonePiece => "{cell} ({owner}'s {kind})",
        Message::SeedWord => "seed",
        Message::SproutWord => "sprout",
        Message::PiecesOf => "{pieces} of {name}{seeds}{note}",
        Message::PiecesEach => "{pieces}{note}: {each}",
        Message::CountOf => "{count} of {name}{seeds}",
        Message::CapturedVerb => "captured",
        Message::TookVerb => "took",
        Message::RemovedVerb => "removed",
        Message::GameOverResult => "**Game over: {result}.**",
        Message::UnratedEnd => "No person is left in this game: it ends here, unrated",
        Message::YourTurnRound => "**{name}**, your turn (round {round}): {actions}.",
        Message::TimeRanOut => "time ran out",
        Message::ParasiteOn => "a parasite on {hosts}'s plant (R30, R32)",
        Message::AParasite => "a parasite (R30, R32)",
        Message::AndWord => " and ",
        Message::OrWord => " or ",
        Message::ColumnSaturated => "column {column} saturated: {pieces} (R16)",
        Message::PlantsFused => "{n} plants fused",
        Message::PlantSplit => "a plant split in {n}",
        Message::UnusedActions => "{actions} (R20)",
        Message::PlayerOut => "{name} is out (R22)",
        Message::ClaimableParasite => "the parasite at {cell}, taken whole (R30)",
        Message::ClaimableSeed => "the seed {cells}",
        Message::ClaimableSeeds => "the seeds {cells}",
        Message::UnusedActionsOpenClaims => {
            "{who} left {unused}: opponents may make {claims} (/claim cell) on {targets} until {who}'s next turn (R21)."
        }
        Message::PalanqueeReminder => {
            "Reminder: **{name}**, your turn is running out. Unplayed actions will be left unused and open to claims (R21)."
        }
        Message::PalagoReminder => {
            "Reminder: {mention}, your Palago turn is running out. If the deadline passes, you lose the game (the bot's deadline rule: /rules topic:palago-end)."
        }
        Message::GameReminder => {
            "Reminder: {mention}, your {title} turn is running out. If the deadline passes, you leave the game as if you resigned."
        }
        Message::TimeIsUpFor => "Time is up for {name}.",
        Message::TimeIsUpPublished => {
            "Time is up for **{name}**: their turn is published as it stood."
        }
        Message::MissedResigned => {
            " That is {missed} missed deadlines in a row: they are resigned (R22)."
        }
        Message::PlayedHeadline => "**{name}** played:",
        Message::ClaimsHeadline => "**{name}** claims {target}.",
        Message::ClaimParasiteTarget => "{owner}'s parasite at {cell}, taken whole (R21, R30)",
        Message::ClaimSeedTarget => "the seed on {cell} (R21)",
        Message::ResignsHeadline => "**{name}** resigns (R22).",
        Message::PlayerResigns => "{name} resigns.",
        Message::PlayerPlayed => "{name} played {moves}.",
        Message::YourTurnNow => "{name}, your turn.",
        Message::PlayerWins => "{name} wins.",
        Message::GameDrawn => "The game is drawn.",
        Message::BoardNow => "The board, round {round}.",
        Message::BoardAtRoundEnd => "The board at the end of round {round}.",
        Message::TableAfterTurn => "The table after turn {turn}.",
        Message::TableAtRoundEnd => "The table at the end of round {round}.",
        Message::BoardAfterTurn => "The board after turn {turn}.",
        Message::TurnNotPlayed => "Turn {round} has not been played: this game has had {turns}.",
        Message::GameBegins => {
            "The game of {title} begins! {seats}. {mention}, you move first: /play actions:\"…\", then /end."
        }
        Message::LeaderboardLine => "{place}. **{name}** {rating} ({games})",
        Message::LeaderboardOf => {
            "{game} leaderboard (Glicko-2; `?` marks a provisional rating):
{lines}"
        }
        Message::TurnEnds => "Turn ends <t:{due}:R> (<t:{due}:f>).",
        Message::SizeHalf => "half",
        Message::SizeThird => "a third of",
        Message::SizeQuarter => "a quarter of",
        Message::SizeFraction => "a fraction of",
        Message::ReplaySampled => {
            "The whole game, {turns}: one turn in {every} shown (and the last), at {size} the picture's size, to keep it watchable and under Discord's file limit."
        }
        Message::ReplayShrunk => {
            "The whole game, {turns}, one frame per turn, at {size} the picture's size to stay under Discord's file limit."
        }
        Message::ReplayWhole => "The whole game, {turns}, one frame per turn.",
        Message::PlayerLaid => "{name} laid {turn}.",
        Message::PalagoYourTurn => "{name}, your turn: {left} tiles left.",
        Message::Apology => {
            "Sorry, something went wrong on our side; nothing was changed by it. Try again in a moment."
        }
        Message::DiscordApology => {
            "Sorry, Discord did not take part of my answer. Whatever was done is saved: /status shows where the game stands."
        }
        Message::Stopping => {
            "The bot's database file was deleted or replaced, so nothing more can be saved. The bot is stopping: ask its operator to restart it."
        }
        Message::ReadOnlyDatabase => {
            "Nothing was changed: the bot's database has become read-only, so it cannot save anything. Reading still works (/status, /board); ask the bot's operator to make the database writable again."
        }
        Message::NoTournamentHere => {
            "No tournament here: /tournament new opens one (format:round-robin or format:swiss rounds:N)."
        }
        Message::TournamentHere => {
            "This channel already runs a tournament: /tournament standings shows it, /tournament abort stops it."
        }
        Message::TournamentNeedsWhat => "/tournament needs what to do: {names}.",
        Message::TournamentUnknownWhat => {
            "/tournament {name} is not a tournament command; they are {names}."
        }
        Message::TournamentNeedsFormat => {
            "/tournament new needs `format:round-robin` (everyone meets everyone) or `format:swiss rounds:N`."
        }
        Message::TournamentUnknownFormat => {
            "`format:{text}`: a tournament is `round-robin` or `swiss`."
        }
        Message::TournamentRoundsAreSwiss => {
            "`rounds:` is for Swiss events: a round-robin has one round per opponent (`double:true` plays each twice)."
        }
        Message::TournamentDoubleIsRoundRobin => {
            "`double:true` is for round-robins: a Swiss event never pairs two players twice."
        }
        Message::TournamentSwissNeedsRounds => {
            "A Swiss event needs its number of rounds: `rounds:N` (1 to {max})."
        }
        Message::TournamentInBoardChannel => {
            "A tournament is run from a channel, not from a thread or a game's own channel: each of its games gets a place of its own under the event's channel. Run /tournament new in a channel."
        }
        Message::TournamentNeedsTwoPlayerGame => {
            "A tournament's games are two-player games, and {title} is not played by two."
        }
        Message::TournamentOpened => {
            "**{name}** opened a tournament of {title}, {format}; {options}; {pace}. /tournament join to enter; {name} runs /tournament start. Each game is played in a thread of its own."
        }
        Message::TournamentRoundRobin => "round-robin (everyone meets everyone)",
        Message::TournamentDoubleRoundRobin => {
            "double round-robin (everyone meets everyone twice, colours reversed)"
        }
        Message::TournamentSwiss => "Swiss, {rounds} (FIDE Dutch system)",
        Message::TournamentAlreadyEntered => "You are already entered.",
        Message::TournamentEntered => {
            "**{name}** entered the tournament (number {number}). {count}."
        }
        Message::TournamentLateEntry => {
            "**{name}** entered late (number {number}): round 1 counts as not played, no point. {count}."
        }
        Message::TournamentComputerEntered => {
            "**{name}** entered the tournament, added by {by} (number {number}). {count}."
        }
        Message::TournamentOnlyItsRunner => {
            "Only the tournament's creator (or someone who manages the channel) may do that."
        }
        Message::TournamentSwissEntriesClosed => {
            "Entries are closed: a Swiss event takes late entries only until round 2 is paired."
        }
        Message::TournamentRoundRobinEntriesClosed => {
            "Entries are closed: a round-robin's table is fixed at the start."
        }
        Message::TournamentNotEntered => "You are not entered in this tournament.",
        Message::TournamentLeft => "**{name}** left the tournament. {count}.",
        Message::TournamentAlreadyWithdrawn => "You have already withdrawn from this tournament.",
        Message::TournamentWithdrew => {
            "**{name}** withdrew from the tournament: their game in play is resigned, and no further pairing comes."
        }
        Message::TournamentWithdrewWithBye => {
            "**{name}** withdrew from the tournament: their bye of this round stands, and no further pairing comes."
        }
        Message::TournamentFull => {
            "This Swiss tournament is full: the Dutch pairing serves at most {most} players."
        }
        Message::TournamentEntriesChanging => {
            "Entries kept changing while round 1 was being paired: try /tournament start again."
        }
        Message::TournamentWithdrewBetweenGames => {
            "**{name}** withdrew from the tournament: no further pairing comes."
        }
        Message::TournamentAbsenteeWithdrawn => {
            "**{name}** lost {forfeits} games by forfeit (never moved before the deadline) and is withdrawn: no further pairing."
        }
        Message::TournamentAlreadyStarted => {
            "The tournament has already started: /tournament pairings shows the round in play."
        }
        Message::TournamentTooFew => {
            "A tournament needs at least 2 entrants; {count}. /tournament join, or /tournament addbot for a computer."
        }
        Message::TournamentCannotPair => {
            "The tournament cannot start: {why}. Add entrants or open an event with fewer rounds."
        }
        Message::TournamentStarts => {
            "The tournament starts: {count}, {rounds}. Each game is played in its own thread; the next round is paired as soon as the last game of a round ends."
        }
        Message::TournamentRoundPaired => "**Round {round} of {rounds}:**\n{boards}",
        Message::TournamentBoardLine => {
            "Board {board}: **{white}** (first) – **{black}** {result} · {thread}"
        }
        Message::TournamentByeLine => "Bye (1 point): **{name}**",
        Message::TournamentAbsentLine => "Not paired (withdrawn or entered late): {names}",
        Message::TournamentBoardOpens => {
            "**Tournament, round {round}, board {board}:** {white} plays first against {black}."
        }
        Message::TournamentBoardResult => {
            "Round {round}, board {board}: **{white}** {result} **{black}**."
        }
        Message::UnratedOnePlayer => {
            "This game is not rated: both seats are played by {name}, one rated player, who cannot be rated against itself."
        }
        Message::UnratedOnePlayerResult => "(Not rated: both seats were {name}.)",
        Message::TournamentFinished => {
            "**The tournament is over** after {rounds}. Final standings:"
        }
        Message::TournamentEndsEarly => {
            "**The tournament ends** after {rounds}: {why}. Final standings:"
        }
        Message::TournamentStandingsAfter => "Standings after round {round} of {rounds}:",
        Message::TournamentStandingsDuring => {
            "Standings during round {round} of {rounds}, with its results so far (and its bye):"
        }
        Message::TournamentBoardStopped => "stopped (the tournament was aborted)",
        Message::TournamentRoundNotPaired => {
            "Round {round} is not paired: rounds 1 to {paired} are."
        }
        Message::TournamentPairingsOf => "**Round {round} of {rounds}:**\n{boards}",
        Message::TournamentExported => {
            "The tournament as a FIDE report (TRF; rounds paired: {rounds}), which pairing programs read."
        }
        Message::TournamentNotStarted => "The tournament has not started: {count}.",
        Message::TournamentStoppedBy => "stopped with the tournament by {name}",
        Message::TournamentAborted => {
            "**{name}** stopped the tournament; its games in play are stopped too."
        }
        Message::TournamentTooManyRounds => {
            "A Swiss event of {rounds} cannot be played by {count}: no two players meet twice, so they can play at most {most}. Wait for more entrants (or /tournament addbot), or open an event with fewer rounds."
        }
        Message::TournamentGameNoNew => {
            "This is a tournament game's thread: the tournament opens its games. Open other games in a channel or thread of their own."
        }
        Message::TournamentGameNoAbort => {
            "This game is a tournament's: it ends by play, resignation or the deadline. /tournament abort, in the tournament's channel, stops the whole event."
        }
        Message::AcceptsFormat => "round-robin or swiss, like format:swiss",
        Message::AcceptsRounds => "a whole number of rounds from 1 to 30, like rounds:5",
    }
}

/// `/help`: every command, the same list for both games.
const HELP: &str = "**Game:** /new [game] {new_options} [turn-hours] · /join · /addbot [level] · /leave [seat] · /start · /status · /board [round] · /history · /replay · /export · /mygames · /rating [user] · /leaderboard [game] · /vacation [days] [end] · /notify dm · /settings [vacation_days] [language] · /rules [topic] · /resign · /abort\n\
**Your turn** (a private draft until you end it): the game's own commands below, or /play actions:\"…\" in its notation · /undo · /end [confirm]\n\
**Tournament** (each game in its own thread): /tournament new game format [rounds] [double] [turn-hours] · join · leave · addbot [level] · start · standings · pairings [round] · export · abort\n\
{games}";
