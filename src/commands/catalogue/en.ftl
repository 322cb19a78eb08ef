### What the bot says in every game: English, the language every other is checked against.
### Each message is named as its Rust variant; arguments are `$name`.

# The caller's name has nothing printable.
NameUnprintable = Your name has no printable character: set a name (a display name on Discord) and try again.

# A person whose id or name begins with `computer:`, the computer
# seats' ids.
ComputerNameReserved = Names beginning with `computer:` are kept for computer players: set another name (a display name on Discord) and try again.

# `/new` where a game is open.
ChannelHasGame = This channel already has a game. Finish or /abort it, or open a thread for a parallel game.

# `/new` in the channel of an open (lobby or running) tournament.
ChannelHasEvent = This channel runs a tournament that is still open, and its games are played under it: start another game in another channel or a thread.

# `/join` by someone seated.
AlreadySeated = You already have a seat.

# A player's command by someone without a seat.
NoSeat = You have no seat in this game.

# `/leave seat:` of a computer by someone else than the creator.
OnlyCreatorFreesComputer = Only the game's creator (or a moderator) frees a computer's seat.

# `/leave seat:N` of another person. Arguments: `seat`, `name`.
SeatIsPersons = Seat { $seat } is a person's, **{ $name }**'s: only { $name } can give it up, with /leave. `seat:N` frees a computer's seat (the game's creator or a moderator).

# `/leave seat:N` past the last seat. Argument: `seat`.
NoSuchSeat = There is no seat { $seat }.

# `/addbot` by someone else than the creator.
OnlyCreatorSeatsComputer = Only the game's creator (or a moderator) seats a computer.

# `/start` by someone else than the creator.
OnlyCreatorStarts = Only the game's creator (or a moderator) can start it.

# A game command where no game is open.
NoGameHere = No game in this channel. Open one with /new, or start a thread for another.

# `/abort` where no game is open.
NoGameToAbort = No game to abort in this channel.

# `/abort` by someone who may not.
OnlyCreatorAborts = Only the game's creator or someone who manages this channel can abort it.

# `/status` or `/history` where nothing was ever played.
NothingPlayedHere = No game has been played in this channel yet: /new opens one.

# A button of an older version of the game.
PreviewOutOfDate = This preview is out of date (the game moved on since): nothing was done. /status shows where it stands.

# `/undo` of an empty draft.
NothingToUndo = Your draft is empty: nothing to undo.

# A turn command after the end.
GameOver = This game is over.

# `/notify` in the local mode.
NotifyIsForDiscord = Turn notices by direct message are for Discord: the local mode already shows every turn as it is played.

# `/notify dm:on` done.
NotifyOn = Turn notices by direct message are on: when it becomes your turn in any game, I send you the board, what the last turn did and a link to the game's channel. Keep your direct messages open to this server's members (Privacy Settings), or they cannot reach you. /notify dm:off stops them.

# `/notify dm:off` done.
NotifyOff = Turn notices by direct message are off: the mention in the game's channel remains.

# `/vacation` with both `days` and `end`.
VacationDaysOrEnd = Give days:N to go away, or end:true to come back, not both.

# `/vacation end:true` while not away.
NotOnVacation = You are not on vacation.

# Days counted. Used by `days_in_words`. Argument: `n`.
Days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}

# Vacation days counted. Used by `days_in_words`. Argument: `n`.
VacationDays = { $n ->
    [one] { $n } vacation day
   *[other] { $n } vacation days
}

# Back from vacation. Arguments: `given` (days given back), `left`.
WelcomeBack = Welcome back: your deadlines run again. { $given } given back; { $left } left this year.

# `/vacation days:N` while away. Argument: `until`.
AlreadyAway = You are on vacation until <t:{ $until }:f> already: /vacation end:true first, then take another.

# `/vacation days:N` past the allowance. Arguments: `left` (vacation
# days), `allowance`, `n`.
TooManyDays = You have { $left } left this year (of { $allowance }): days:{ $n } is too many.

# `/vacation days:N` done. Arguments: `until`, `taken` (days),
# `left`.
GoneAway = You are on vacation until <t:{ $until }:f> ({ $taken }; { $left } left this year). Your deadlines in every game here wait until you are back; /vacation end:true ends it early.

# `/vacation` while away. Arguments: `until`, `left` (days).
AwayUntil = You are on vacation until <t:{ $until }:f>; { $left } left this year. /vacation end:true ends it early.

# `/vacation` at home. Arguments: `left` (vacation days),
# `allowance`.
DaysLeft = You have { $left } left this year (of { $allowance }). /vacation days:N goes away: your deadlines in every game here wait.

# `/mygames` for someone in no game.
NoGamesHere = You sit in no game in this server. /new opens one in a channel; /join takes a seat in one.

# A game in its lobby in `/mygames`. Arguments: `game`, `place`, `seated`.
ListedLobby = { $game } in { $place }: in the lobby, { $seated } seated

# Whose turn, when it is the caller's, in `/mygames`.
YourTurn = **your turn**

# Whose turn in `/mygames`. Argument: `player`.
ToMove = { $player } to move

# A deadline in `/mygames`. Argument: `at`.
EndsAt = , ends <t:{ $at }:R>

# A game in play in `/mygames`. Arguments: `game`, `place`, `round`, `whose`, `due`.
ListedGame = { $game } in { $place }: round { $round }, { $whose }{ $due }

# The head of `/mygames`. Argument: `count`.
YourGames = Your games here ({ $count }):

# The end of a long `/mygames`. Argument: `count`.
AndMore = {""}
    … and { $count } more.

# A rating over one game in `/rating`. Arguments: `game`, `rating`.
RatedOne = { $game }: { $rating } over 1 rated game

# A rating over several games in `/rating`. Arguments: `game`, `rating`, `games`.
RatedMany = { $game }: { $rating } over { $games } rated games

# A game without a rating in `/rating`. Argument: `game`.
NotRated = { $game }: not rated yet

# The head of `/rating`. Arguments: `name`, `lines`.
RatingsOf = **{ $name }**'s ratings here (Glicko-2; `?` marks a provisional rating):
    { $lines }

# `/settings vacation_days:N` by someone who may not.
OnlyModeratorsSet = Only those who manage this server (Manage Server) change its settings; /settings alone shows them.

# `/settings vacation_days:N` done. Argument: `days`.
AllowanceSet = Each player now has { $days } a calendar year on this server (days already taken this year still count).

# `/settings`. Argument: `days`.
AllowanceIs = Vacation days a player may take per calendar year on this server: { $days }. Change it with /settings vacation_days:N.

# `/join` after the start.
StartedNoJoin = The game has already started; seats are taken at the start.

# `/leave` after the start.
StartedResign = The game has started: use /resign to leave it.

# `/addbot` after the start.
StartedNoComputer = The game has already started; computers take seats before the start.

# `/start` after the start.
AlreadyStarted = The game has already started.

# A game's turn length in `/status`. Argument: `hours`.
Pace = , { $hours } h per turn

# A move or action refused by the rules. Arguments: `what` (its text), `why` (the ruling and reason).
Refused = `{ $what }` is refused. { $why }

# A computer level not offered. Argument: `text`.
UnknownLevel = `level:{ $text }`: the levels are beginner, easy, medium and hard

# `/notify dm:` neither on nor off. Argument: `text`.
DmOnOrOff = `dm:{ $text }`: say on, off, digest or both

# `/notify` without `dm:`.
NotifyNeedsDm = `/notify` needs `dm:on`, `dm:off`, `dm:digest` or `dm:both`

# `/play` without `actions:`.
PlayNeedsActions = `/play` needs `actions:"…"`: your whole turn in the notation of the channel's game (/rules shows it)

# A command name the bot does not have. Argument: `name`.
UnknownCommand = unknown command `/{ $name }`: try /help for the list

# `game:` naming no hosted game. Arguments: `text`, `games` (the
# hosted games' keys).
UnknownGameOption = `game:{ $text }`: the games are { $games }

# `game:` that cannot be a game's name. Argument: `text`.
BadGameName = `game:{ $text }` is not a game's name: letters and digits, at most 32

# `/join` or `/addbot` with every seat taken, in a game hosted from
# its rules.
SeatsTaken = Every seat of this game is taken.

# `/start` with too few seated, in a game hosted from its rules.
TooFewPlayers = Too few players to start: wait for someone to /join.

# A turn command before a game hosted from its rules started.
GameNotStartedYet = The game has not started yet: /start it once enough players have joined.

# A turn command out of turn, in a game hosted from its rules.
# Argument: `player`.
NotYourTurnNow = It is { $player }'s turn, not yours.

# `/play` of more moves after the drafted ones make a whole turn.
TurnIsWhole = Your turn is whole already: /end publishes it, /undo takes a move back.

# `/end` before the drafted moves make a whole turn.
TurnNotComplete = Your turn is not complete yet: /play its other moves, then /end.

# `/end` with nothing drafted, in a game hosted from its rules.
DraftEmptyPlay = Your draft is empty: play with /play actions:"…" (/rules shows the notation).

# Another game's command in a channel playing a game hosted from its
# rules. Arguments: `game`, `command`.
NotThisGamesPlay = This channel plays { $game }, which has no `{ $command }`. Play a turn with /play actions:"…" in its notation (/rules shows it), then /end.

# The moves of a turn that is whole, before `/end`. Argument:
# `moves`.
TurnWhole = Your turn: { $moves }. /end publishes it, /undo takes the last move back.

# The moves of a turn that goes on. Argument: `moves`.
TurnGoesOn = Drafted so far: { $moves }. Your turn goes on: /play the next move.

# An option given twice. Argument: `key`.
OptionTwice = `{ $key }` is given twice

# An option given no value. Arguments: `key`, `accepted` (what it takes, from AcceptedValues).
OptionWithoutValue = `{ $key }:` has no value: give { $accepted }

# A flag neither true nor false. Arguments: `key`, `text`.
TrueOrFalse = `{ $key }:{ $text }`: say true or false

# A number out of range. Arguments: `key`, `text`, `min`, `max`.
WholeNumber = `{ $key }:{ $text }`: a whole number from { $min } to { $max }

# An option the command does not have. Arguments: `command`, `key`.
NoSuchOption = `/{ $command }` has no option `{ $key }`

# A local command line holding a control character.
ControlCharacter = the command holds a line break or another control character: type it on one line

# An empty local command line.
EmptyCommand = empty command: try /help

# A local line not starting with `/`. Argument: `name`.
NotACommand = `{ $name }` is not a command: commands start with /, like /help

# A local word that is not `option:value`. Argument: `word`.
NotOptionValue = `{ $word }` should be `option:value`, like seat:2

# A local line with an open double quote.
QuoteNotClosed = a double quote is not closed

# What a flag takes, for OptionWithoutValue. Argument: `key`.
AcceptsTrueOrFalse = true or false, like { $key }:true

# What `game:` takes.
AcceptsGame = a game's key (/help lists the games)

# What `level:` takes.
AcceptsLevel = beginner, easy, medium or hard, like level:hard

# What `seat:` takes.
AcceptsSeat = a seat number, like seat:2


# What `turn-hours:` takes.
AcceptsTurnHours = a whole number of hours from 1 to 336, like turn-hours:24

# What `round:` takes.
AcceptsRound = a round number, like round:3


# What `topic:` takes.
AcceptsTopic = a topic (/rules lists them)

# What `actions:` takes.
AcceptsActions = a whole turn in quotes, in the notation of the channel's game, like actions:"…" (/rules shows it)

# What `vacation_days:` takes (`/settings`).
AcceptsVacationDays = a whole number of days from 0 to 366, like vacation_days:30

# What `days:` takes (`/vacation`).
AcceptsDays = a whole number of days from 1 to 366, like days:7

# What an unknown option takes.
AcceptsAnything = a value

# A stored record that no longer replays.
RecordDoesNotReplay = This game's record does not replay; please report it.

# `/history` before any turn.
NoTurnYet = No turn has been played yet.

# `/status` of an aborted game. Argument: `why` (as recorded).
LastGameAborted = The last game here is aborted: { $why }. /new opens another.

# `/replay` that took longer to draw than its budget. Argument: `minutes`.
ReplayTooSlow = Sorry: the replay took more than { $minutes } minutes to draw, so I gave it up. /board round:N shows any turn's picture.

# A command of one game in a channel playing the other. Arguments: `game` (the channel's), `other` (the command's).
NotThisGamesCommand = This channel's game is { $game }: { $other } commands do not apply to it. /help lists its commands.

# An empty leaderboard. Argument: `game`.
NobodyRatedYet = Nobody has finished a rated game of { $game } on this server yet.

# The first line of a turn notice by DM. Argument: `link` (the game's channel).
YourTurnIn = Your turn in { $link }.

# Told once in the game's channel, to a player whose DMs refuse the notices.
DmsClosed = I could not send you your turn notice: Discord refuses my direct messages to you (your DMs are closed to this server's members). Open them in this server's Privacy Settings, or stop the notices with /notify dm:off. I will not say this again until a notice gets through.

# The label of the button that ends the turn.
ButtonEndTurn = End turn

# The label of the button that ends the turn with actions unused (R20).
ButtonEndTurnAnyway = End turn anyway

# The label of the button that takes back the last action.
ButtonUndo = Undo

# `/rules topic:` naming no game's topic; each game's
# `GameTopics` follows. Arguments: `wanted`, `topics`.
NoRulesTopic = No topic `{ $wanted }`.{ $topics }

# One game's `/rules` topics, after `NoRulesTopic`.
# Arguments: `game`, `names`.
GameTopics = {" "}{ $game } topics: { $names }.

# The word between the last two items of a list ("a, b and c").
ListAnd = {" "}and{" "}

# The local mode's first line. Arguments: `games` (their titles),
# `channel`, `first` (the title of the game `/new` opens), `other` (the
# key of another game, or the same).
LocalWelcome = { $games }, local game in #{ $channel }. Type `@NAME /command`, for example `@alice /new` ({ $first }) or `@alice /new game:{ $other }`, then `@bob /join`; `@alice /help` lists the commands.

# The local mode cannot write pictures. Argument: `error`.
LocalPicturesNotWritten = {" "} pictures will not be written: { $error }

# A local line that is not UTF-8. Argument: `number`.
LocalNotUtf8 = Line { $number } is not valid UTF-8: skipped, nothing was done.

# A local line too long. Arguments: `number`, `limit`.
LocalTooLong = Line { $number } is longer than { $limit } bytes: skipped, nothing was done.

# The local mode's deadline check failed.
LocalDeadlineCheckFailed = (the deadline check failed; see the log)

# A computer's turn failed in the local mode.
LocalComputerFailed = (a computer turn failed; see the log)

# A local line not of the form `@NAME /command`.
LocalLineForm = Lines read `@NAME /command option:value`, like `@alice /leave seat:2`.

# A local line with no name after `@`.
LocalNeedsName = A line needs a name right after @, like `@alice /join`: nothing was done.

# A local command starting with `//`. Argument: `word`.
LocalDoubleSlash = `{ $word }` is not a command: commands start with one /, like /help

# A reply's deadline in the local mode. Argument: `when` (LocalIn or LocalAgo).
LocalTurnEnds = {" "} turn ends { $when }

# A time to come. Argument: `time`.
LocalIn = in { $time }

# A time past. Argument: `time`.
LocalAgo = { $time } ago

# A reply's buttons in the local mode. Argument: `labels`.
LocalButtons = {" "} buttons on Discord: { $labels } (here: /end, /end confirm:true, /undo)

# A file the local mode wrote. Argument: `path`.
LocalFile = {" "} file: { $path }

# A picture the local mode could not write. Argument: `error`.
LocalPictureNotWritten = {" "} picture not written: { $error }

# A file the local mode could not write. Argument: `error`.
LocalFileNotWritten = {" "} file not written: { $error }

# Why a game was aborted: its creator or a moderator did. Argument: `name`.
AbortedBy = aborted by { $name }

# Why a game was aborted: every person left the lobby.
EveryoneLeft = everyone left

# Why a game ended unrated: no person plays in it any more (kept
# in English as the game's result).
NoPersonLeft = no person is left in this game: it ends unrated

# `/help`: the commands every game shares, then each hosted game's
# own. Argument: `new_options` (the games' options of `/new`, like
# `[rules] [tiebreak]`), `games` (a line per game).
Help = **Game:** /new [game] { $new_options } [turn-hours] · /join · /addbot [level] · /leave [seat] · /start · /status · /board [round] · /history · /replay · /export [format] · /mygames · /rating [user] · /leaderboard [game] · /vacation [days] [end] · /notify dm [hour] · /settings [vacation_days] [language] · /rules [topic] · /resign · /propose-end [answer] · /takeback [answer] · /abort
    {"*"}*Your turn** (a private draft until you end it): the game's own commands below, or /play actions:"…" in its notation · /undo · /end [confirm] · /conditional [line] [clear] (two players: replies queued privately)
    {"*"}*Correspondence:** /note text · /notes · /follow · /unfollow (a direct message per turn of a game you do not sit in) · /notify dm:digest hour (a daily digest)
    {"*"}*Tournament** (each game in its own thread): /tournament new game format [rounds] [double] [turn-hours] · join · leave · addbot [level] · start · standings · pairings [round] · export · abort
    { $games }

# `/help`'s line for a game played with `/play` alone. Arguments:
# `title`, `key`.
HelpPlayOnly = **{ $title }** (/new game:{ $key }, /rules topic:{ $key }): /play actions:"…" in its notation, then /end · /undo · /resign.

# `/settings language:…` done. Argument: `language`.
ReadersLanguageSet = This server's channels now read { $language }: announcements, lobby posts, reminders and board pictures. Each player's private answers keep their own client's language.

# `/settings`: the language the channels read. Argument: `language`.
ReadersLanguageIs = Language of what the channels read (announcements, lobby posts, reminders, pictures): { $language }. Change it with /settings language:en|fr|de.

# The name of the language the catalogue is in, in its own words.
LanguageName = English

# `/settings language:TEXT` with another language. Argument: `text`.
NotALanguage = `language:{ $text }`: this bot speaks en (English), fr (French) or de (German)

# The lobby post of `/new`. Arguments: `name`, `title`, `options`, `pace`, `seats`, `hint`.
GameOpened = **{ $name }** opened a game of { $title } ({ $options }, { $pace }). /join to take a seat ({ $seats }), then { $name } runs /start.{ $hint }

# The pace of a game opened with a deadline. Argument: `hours`.
HoursPerTurn = { $hours } hours per turn

# The pace of a game opened without a deadline.
NoTurnDeadline = no turn deadline

# `/join`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `seated`.
SeatTaken = **{ $name }** takes seat { $seat } ({ $seat_name }). { $seated } seated.

# `/addbot`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `by`,
# `play` (how the level plays, in the game's words), `seated`.
ComputerSeated = **{ $name }** takes seat { $seat } ({ $seat_name }), seated by { $by }: it { $play } { $seated } seated.

# `/leave`: who left. Argument: `name`.
LeftLobby = **{ $name }** left

# `/leave seat:N` of a computer. Arguments: `by`, `seat`, `name`.
FreedSeat = **{ $by }** freed seat { $seat }: **{ $name }** left

# `/leave` with people still seated. Arguments: `who` (who left), `seated`.
LeftStillSeated = { $who } the game. { $seated } seated.

# `/leave` by the lobby's creator. Arguments: `who`, `seated`, `name` (who runs the lobby now).
LeftNewHost = { $who } the game. { $seated } seated. **{ $name }** now runs the lobby: /start when ready, or /abort.

# `/leave` that closes the lobby. Arguments: `who`, `closed`.
LeftClosed = { $who }; { $closed }

# A lobby closed because nobody is left.
NobodySeatedClosed = nobody is seated, so the game is closed. /new opens another.

# A lobby closed because only computers are left. Argument: `names`.
OnlyComputersClosed = only computers are left ({ $names }), and computers do not keep a game without a person, so the game is closed. /new opens another.

# `/abort`'s post. Argument: `name`.
GameAborted = **{ $name }** aborted the game. /new opens another.

# After `/new` of a game: where its rules are. Argument: `topic`.
RulesInShort = {" "}The rules in short: /rules topic:{ $topic }.

# A command of no game, quoted in a refusal.
ThisCommand = this command

# The seats of a game with a fixed number of players. Argument: `n`.
SomePlayers = { $n } players

# The seats of a game with a range of players. Arguments: `fewest`, `most`.
PlayersBetween = { $fewest }-{ $most } players

# A turn of another game running out. Arguments: `mention`, `title`.
GameReminder = Reminder: { $mention }, your { $title } turn is running out. If the deadline passes, you leave the game as if you resigned.

# A turn's deadline passed. Argument: `name`.
TimeIsUpFor = Time is up for { $name }.

# A player resigns. Argument: `name`.
PlayerResigns = { $name } resigns.

# A turn of a game played with /play. Arguments: `name`, `moves`.
PlayerPlayed = { $name } played { $moves }.

# After a turn: who plays next. Argument: `name`.
YourTurnNow = { $name }, your turn.

# A game won. Argument: `name`.
PlayerWins = { $name } wins.

# A game drawn.
GameDrawn = The game is drawn.

# `/board` of a game played with /play. Argument: `turn`.
BoardAfterTurn = The board after turn { $turn }.

# `/board round:N` past the turns played. Arguments: `round`, `turns`.
TurnNotPlayed = Turn { $round } has not been played: this game has had { $turns }.

# The opening post of a game played with /play. Arguments: `title`, `seats`, `mention`.
GameBegins = The game of { $title } begins! { $seats }. { $mention }, you move first: /play actions:"…", then /end.

# One line of `/leaderboard`. Arguments: `place`, `name`, `rating`, `games` (counted).
LeaderboardLine = { $place }. **{ $name }** { $rating } ({ $games })

# The head of `/leaderboard`. Arguments: `game`, `lines`.
LeaderboardOf = { $game } leaderboard (Glicko-2; `?` marks a provisional rating):
    { $lines }

# The deadline line under a post, in Discord's time markup. Argument: `due`.
TurnEnds = Turn ends <t:{ $due }:R> (<t:{ $due }:f>).

# A replay's frames at half the picture's size.
SizeHalf = half

# A replay's frames at a third of the picture's size.
SizeThird = a third of

# A replay's frames at a quarter of the picture's size.
SizeQuarter = a quarter of

# A replay's frames at less than a quarter of the picture's size.
SizeFraction = a fraction of

# A replay showing one turn in `every`. Arguments: `turns` (counted), `every`, `size`.
ReplaySampled = The whole game, { $turns }: one turn in { $every } shown (and the last), at { $size } the picture's size, to keep it watchable and under Discord's file limit.

# A replay of every turn, shrunk. Arguments: `turns` (counted), `size`.
ReplayShrunk = The whole game, { $turns }, one frame per turn, at { $size } the picture's size to stay under Discord's file limit.

# A replay of every turn. Argument: `turns` (counted).
ReplayWhole = The whole game, { $turns }, one frame per turn.

# An internal error, answered without its cause.
Apology = Sorry, something went wrong on our side; nothing was changed by it. Try again in a moment.

# A failed Discord request after a change may have been saved.
DiscordApology = Sorry, Discord did not take part of my answer. Whatever was done is saved: /status shows where the game stands.

# The database file is gone: the bot stops.
Stopping = The bot's database file was deleted or replaced, so nothing more can be saved. The bot is stopping: ask its operator to restart it.

# The database refuses writes: nothing can be saved until the
# operator makes it writable.
ReadOnlyDatabase = Nothing was changed: the bot's database has become read-only, so it cannot save anything. Reading still works (/status, /board); ask the bot's operator to make the database writable again.

# A `/tournament` command where no event is open.
NoTournamentHere = No tournament here: /tournament new opens one (format:round-robin or format:swiss rounds:N).

# `/tournament new` where an event is open.
TournamentHere = This channel already runs a tournament: /tournament standings shows it, /tournament abort stops it.

# `/tournament` alone. Argument: `names`.
TournamentNeedsWhat = /tournament needs what to do: { $names }.

# `/tournament NAME`, no such subcommand. Arguments: `name`, `names`.
TournamentUnknownWhat = /tournament { $name } is not a tournament command; they are { $names }.

# `/tournament new` without `format:`.
TournamentNeedsFormat = /tournament new needs `format:round-robin` (everyone meets everyone) or `format:swiss rounds:N`.

# `format:TEXT`, no such format. Argument: `text`.
TournamentUnknownFormat = `format:{ $text }`: a tournament is `round-robin` or `swiss`.

# `rounds:` given to a round-robin.
TournamentRoundsAreSwiss = `rounds:` is for Swiss events: a round-robin has one round per opponent (`double:true` plays each twice).

# `double:true` given to a Swiss event.
TournamentDoubleIsRoundRobin = `double:true` is for round-robins: a Swiss event never pairs two players twice.

# A Swiss event without `rounds:`. Argument: `max`.
TournamentSwissNeedsRounds = A Swiss event needs its number of rounds: `rounds:N` (1 to { $max }).

# `/tournament new` in a tournament game's channel.
TournamentInBoardChannel = A tournament is run from a channel, not from a thread or a game's own channel: each of its games gets a place of its own under the event's channel. Run /tournament new in a channel.

# A tournament of a game that two cannot play. Argument: `title`.
TournamentNeedsTwoPlayerGame = A tournament's games are two-player games, and { $title } is not played by two.

# `/tournament new`'s post. Arguments: `name`, `title`, `format`, `options`, `pace`.
TournamentOpened = **{ $name }** opened a tournament of { $title }, { $format }; { $options }; { $pace }. /tournament join to enter; { $name } runs /tournament start. Each game is played in a thread of its own.

# The round-robin format in words.
TournamentRoundRobin = round-robin (everyone meets everyone)

# The double round-robin format in words.
TournamentDoubleRoundRobin = double round-robin (everyone meets everyone twice, colours reversed)

# The Swiss format in words. Argument: `rounds`.
TournamentSwiss = Swiss, { $rounds } (FIDE Dutch system)

# `/tournament join` by an entrant.
TournamentAlreadyEntered = You are already entered.

# An entry. Arguments: `name`, `number`, `count`.
TournamentEntered = **{ $name }** entered the tournament (number { $number }). { $count }.

# A late entry to a Swiss event. Arguments: `name`, `number`, `count`.
TournamentLateEntry = **{ $name }** entered late (number { $number }): round 1 counts as not played, no point. { $count }.

# A computer entered. Arguments: `name`, `by`, `number`, `count`.
TournamentComputerEntered = **{ $name }** entered the tournament, added by { $by } (number { $number }). { $count }.

# A command only the event's creator or a manager may run.
TournamentOnlyItsRunner = Only the tournament's creator (or someone who manages the channel) may do that.

# A late entry once round 2 is paired.
TournamentSwissEntriesClosed = Entries are closed: a Swiss event takes late entries only until round 2 is paired.

# An entry to a started round-robin.
TournamentRoundRobinEntriesClosed = Entries are closed: a round-robin's table is fixed at the start.

# `/tournament leave` by someone not entered.
TournamentNotEntered = You are not entered in this tournament.

# A departure before the start. Arguments: `name`, `count`.
TournamentLeft = **{ $name }** left the tournament. { $count }.

# `/tournament leave` by a withdrawn player.
TournamentAlreadyWithdrawn = You have already withdrawn from this tournament.

# A withdrawal with a game in play, resigned. Argument: `name`.
TournamentWithdrew = **{ $name }** withdrew from the tournament: their game in play is resigned, and no further pairing comes.

# A withdrawal holding the round's bye. Argument: `name`.
TournamentWithdrewWithBye = **{ $name }** withdrew from the tournament: their bye of this round stands, and no further pairing comes.

# An entry into a Swiss event of the Dutch engine's largest field.
# Argument: `most`.
TournamentFull = This Swiss tournament is full: the Dutch pairing serves at most { $most } players.

# `/tournament start` whose entries changed while round 1 was paired,
# again and again.
TournamentEntriesChanging = Entries kept changing while round 1 was being paired: try /tournament start again.

# A withdrawal with no game in play and no bye. Argument: `name`.
TournamentWithdrewBetweenGames = **{ $name }** withdrew from the tournament: no further pairing comes.

# A player withdrawn for forfeits. Arguments: `name`, `forfeits`.
TournamentAbsenteeWithdrawn = **{ $name }** lost { $forfeits } games by forfeit (never moved before the deadline) and is withdrawn: no further pairing.

# `/tournament start` of a started event.
TournamentAlreadyStarted = The tournament has already started: /tournament pairings shows the round in play.

# `/tournament start` with too few entrants. Argument: `count`.
TournamentTooFew = A tournament needs at least 2 entrants; { $count }. /tournament join, or /tournament addbot for a computer.

# No pairing of round 1 keeps the rules. Argument: `why`.
TournamentCannotPair = The tournament cannot start: { $why }. Add entrants or open an event with fewer rounds.

# `/tournament start`'s post. Arguments: `count`, `rounds`.
TournamentStarts = The tournament starts: { $count }, { $rounds }. Each game is played in its own thread; the next round is paired as soon as the last game of a round ends.

# A round paired. Arguments: `round`, `rounds`, `boards`.
TournamentRoundPaired = **Round { $round } of { $rounds }:**
    { $boards }

# A board of a round. Arguments: `board`, `white`, `black`, `result`,
# `thread` (its thread's link, or its name in code).
TournamentBoardLine = Board { $board }: **{ $white }** (first) – **{ $black }** { $result } · { $thread }

# The pairing-allocated bye. Argument: `name`.
TournamentByeLine = Bye (1 point): **{ $name }**

# Players not paired. Argument: `names`.
TournamentAbsentLine = Not paired (withdrawn or entered late): { $names }

# A tournament game's first post. Arguments: `round`, `board`, `white`, `black`.
TournamentBoardOpens = **Tournament, round { $round }, board { $board }:** { $white } plays first against { $black }.

# A board's result. Arguments: `round`, `board`, `white`, `black`, `result`.
TournamentBoardResult = Round { $round }, board { $board }: **{ $white }** { $result } **{ $black }**.

# A game whose seats are all one rated player (two computers of one
# level) is not rated: said at its start. Argument: `name`.
UnratedOnePlayer = This game is not rated: both seats are played by { $name }, one rated player, who cannot be rated against itself.

# The same, said with its result. Argument: `name`.
UnratedOnePlayerResult = (Not rated: both seats were { $name }.)

# The event's end. Argument: `rounds`.
TournamentFinished = **The tournament is over** after { $rounds }. Final standings:

# The event ends as no round can be paired. Arguments: `rounds`, `why`.
TournamentEndsEarly = **The tournament ends** after { $rounds }: { $why }. Final standings:

# The standings' heading. Arguments: `round`, `rounds`.
TournamentStandingsAfter = Standings after round { $round } of { $rounds }:

# The standings' heading during a round. Arguments: `round`, `rounds`.
TournamentStandingsDuring = Standings during round { $round } of { $rounds }, with its results so far (and its bye):

# A board left without a result by an aborted event.
TournamentBoardStopped = stopped (the tournament was aborted)

# `/tournament pairings round:N` of a round not paired. Arguments: `round`, `paired`.
TournamentRoundNotPaired = Round { $round } is not paired: rounds 1 to { $paired } are.

# `/tournament pairings`. Arguments: `round`, `rounds`, `boards`.
TournamentPairingsOf = **Round { $round } of { $rounds }:**
    { $boards }

# `/tournament export`. Argument: `rounds`.
TournamentExported = The tournament as a FIDE report (TRF; rounds paired: { $rounds }), which pairing programs read.

# A view of an event not started. Argument: `count`.
TournamentNotStarted = The tournament has not started: { $count }.

# A tournament's games stopped with it. Argument: `name`.
TournamentStoppedBy = stopped with the tournament by { $name }

# `/tournament abort`'s post. Argument: `name`.
TournamentAborted = **{ $name }** stopped the tournament; its games in play are stopped too.

# `/abort` in a tournament game.
TournamentGameNoAbort = This game is a tournament's: it ends by play, resignation or the deadline. /tournament abort, in the tournament's channel, stops the whole event.

# `/new` in a tournament game's channel.
TournamentGameNoNew = This is a tournament game's thread: the tournament opens its games. Open other games in a channel or thread of their own.

# `/tournament start` of a Swiss event with more rounds than its
# players can play. Arguments: `rounds`, `count`, `most`.
TournamentTooManyRounds = A Swiss event of { $rounds } cannot be played by { $count }: no two players meet twice, so they can play at most { $most }. Wait for more entrants (or /tournament addbot), or open an event with fewer rounds.

# What `format:` takes.
AcceptsFormat = round-robin or swiss, like format:swiss

# What `rounds:` takes.
AcceptsRounds = a whole number of rounds from 1 to 30, like rounds:5


## Things counted: a number and its noun, by the language's plural rule.

# Events of a game record. Argument: `count`.
EventCount = { $count ->
    [one] { $count } event
   *[other] { $count } events
}

# Turns of a Palago record. Argument: `count`.
TurnCount = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}

# Rated games of a player. Argument: `count`.
RatedGameCount = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

# Rounds of a tournament. Argument: `count`.
RoundCount = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}

# Players of a tournament. Argument: `count`.
PlayerCount = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

# Entrants of a tournament, as a post counts them (`3 entered`). Argument: `count`.
EnteredCount = { $count ->
    [one] { $count } entered
   *[other] { $count } entered
}


# An announcement that hands the turn to a player on vacation.
# Argument: `until` (unix seconds).
TurnWaitsForVacation = On vacation until <t:{ $until }:f>: the deadline waits until then.

# `/status`: a seated player on vacation. Arguments: `name`, `until`.
PlayerOnVacation = **{ $name }** is on vacation until <t:{ $until }:f>: their deadlines wait.

# `/status` of a game hosted from its rules (a third game): the lobby.
RulesNotStarted = The game has not started: /join, then /start.

# `/status` of a rules game: whose move. Argument: `player` (a mention).
RulesToMove = { $player } to move.

# `/status` of a rules game: the caller's draft. Argument: `moves`.
RulesYourDraft = Your draft: { $moves }.

# `/status` of a rules game that ended. Argument: `result` (as kept).
RulesOver = The game is over. { $result }

# `/export` of a rules game. Argument: `turns`.
RulesRecord = The game record: { $turns } turns.

# `/history` of a rules game: a turn that was a resignation, a timeout.
RulesResigns = resigns
RulesRanOutOfTime = ran out of time

# Discord: a command that answers nothing else.
DiscordDone = Done.

# Discord: the player's announcement went to the channel by the outbox
# because Discord did not take the answer.
DiscordPostedInstead = Saved. Discord did not take my answer, so it was posted in the channel instead.

# Discord: the same, when the channel post has not gone through yet either.
DiscordPostedLater = Saved. Discord did not take my answer; it will be posted in the channel as soon as Discord accepts it (/status says if something blocks it).

# Discord: what "thinking…" becomes once a command's public replies are
# in the channel.
DiscordDoneInChannel = Done: see the channel.

# Discord: what "thinking…" becomes when Discord did not take a public
# reply that has no outbox row (a replay). Argument: `why` (Discord's
# error, in English).
DiscordNotPosted = Sorry: Discord did not take my post in the channel, so it is not there. Try again in a moment. ({ $why })

# Discord: an announcement that goes to the channel after the answer
# has not gone through yet.
DiscordNotYetInChannel = Saved. Discord has not taken my post in the channel yet; it will be posted as soon as Discord accepts it (/status says if something blocks it).

# `/status`, and a note after a command: Discord refuses the channel's
# announcements. Argument: `problem` (what Discord said, in English).
AnnouncementsFailing = Announcements are not reaching this channel: { $problem } Turns answered here still show; reminders and expiries wait and are posted once this is fixed.

# Discord: an option Discord sent that cannot be read. Arguments:
# `input` (as sent), `error`.
OptionUnreadable = `{ $input }` could not be read: { $error }

# Discord: the same, when Discord sent nothing to quote.
OptionUnreadableNoInput = An option could not be read: { $error }

# Discord: the registered command differs from the bot's.
CommandChanged = This command changed since Discord last saw it; try again in a minute.

# Posted in a game's channel when the server's AutoMod blocked one of
# its announcements.
AutoModBlocked = One of my announcements for this game was blocked by this server's AutoMod, so it is not shown here. The game goes on: /status and /history show where it stands.

# `/note text:…` kept. Arguments: `round` (0 before the game starts), `count`.
NoteKept = Note kept at round { $round }, for your eyes only: /notes lists your { $count ->
        [one] note
       *[other] { $count } notes
    } on this game, and your /export carries them.

# `/note` without text, or only spaces.
NoteEmpty = A note needs some text: /note text:…

# `/note` too long. Arguments: `max`, `length`.
NoteTooLong = A note holds at most { $max } characters; yours has { $length }. Nothing was kept.

# `/note` when the caller keeps the most notes a game holds. Argument: `max`.
NotesFull = You keep { $max } notes on this game already, the most one game holds. Nothing was kept.

# `/notes` with none.
NoNotes = You keep no notes on this game. /note text:… keeps one that only you can read.

# The head of `/notes`. Argument: `count`.
YourNotes = Your notes on this game ({ $count }), for your eyes only:

# A note in `/notes`. Arguments: `round`, `text`, `at` (when, unix seconds).
NoteLine = round { $round } (<t:{ $at }:d>): { $text }

# The start of a long `/notes`, for the notes left out. Argument: `count`.
EarlierNotes = … { $count ->
        [one] one earlier note
       *[other] { $count } earlier notes
    } (all are in your /export).

# `/follow` in the local mode.
FollowIsForDiscord = Following a game sends direct messages, which the local mode has none of: every turn is already printed here.

# `/follow` in a channel with no game in progress.
NothingToFollow = There is no game in progress in this channel to follow.

# `/follow` by someone seated in the game.
FollowSeated = You sit in this game: its turns reach you here already, and by direct message with /notify dm:on.

# `/follow` done. Argument: `game`.
FollowStarted = You follow this game of { $game }: I send you a direct message with the board after each published turn, and its result. Keep your direct messages open to this server's members. /unfollow stops them; /mygames lists the games you follow.

# `/unfollow` done.
Unfollowed = You no longer follow this game.

# `/unfollow` by someone not following it.
NotFollowing = You do not follow this game.

# The first line of a followed game's news by direct message. Arguments: `game`, `link`.
FollowedNews = { $game } in { $link }, which you follow:

# The head of the followed games in `/mygames`. Argument: `count`.
FollowedGames = Games you follow ({ $count }):

# `/notify dm:digest hour:H` done. Argument: `hour`.
NotifyDigest = A daily digest by direct message is on: every day at { $hour }:00 UTC, one message lists the games on any server waiting for your turn, with deadlines and links (none on a day with nothing waiting). No message comes at each turn; /notify dm:both gives both, /notify dm:off stops it.

# `/notify dm:both hour:H` done. Argument: `hour`.
NotifyBoth = Notices by direct message are on: one when it becomes your turn, and a daily digest at { $hour }:00 UTC of the games waiting for you (none on a day with nothing waiting). /notify dm:off stops both.

# `/notify dm:digest` or `dm:both` without `hour:`.
DigestNeedsHour = A digest comes once a day at the hour you choose, in UTC: add hour:0 to hour:23.

# `/notify hour:` with `dm:on` or `dm:off`.
HourIsForDigest = `hour:` is the daily digest's hour: it goes with dm:digest or dm:both.

# The head of the daily digest. Argument: `count`.
DigestTitle = Your daily digest: { $count ->
        [one] one game waits
       *[other] { $count } games wait
    } for your turn.

# A game in the daily digest. Arguments: `game`, `link`, `round`, `due` (`EndsAt`, or nothing).
DigestLine = { $game } in { $link }: round { $round }{ $due }

# `/export format:…` given another word. Argument: `text` (as typed).
ExportFormatUnknown = `{ $text }` is not an export format: `text` (the game's own record, the default) or `ap` (an Abstract Play game record, JSON).

# `/export format:ap` of a game not finished (an Abstract Play record is of a finished game).
ExportApUnfinished = An Abstract Play record is written once the game is over, and this one is not. /export alone gives its record so far.

# `/export format:ap` of a game that has no such record. Argument: `game` (its name).
ExportApNotOffered = { $game } has no Abstract Play record. /export alone gives its record.

# The line with the Abstract Play record (a .json file).
ExportApRecord = The game as an Abstract Play game record (JSON), which other game sites and tools read.

# /conditional: the channel's game keeps no conditional turns.
# Argument: `game` (its title).
ConditionalNotInGame = { $game } has no conditional turns.

# /conditional: only two-player games. Argument: `players`.
ConditionalTwoPlayers = Conditional turns are for two-player games only; this game has { $players } players.

# /conditional line: while it is the caller's own turn.
ConditionalYourTurn = It is your turn now: play it first. A conditional line begins with your opponent's turn.

# /conditional line: not pairs of turns.
ConditionalPairs = A conditional line is pairs of turns separated by |: your opponent's turn, then your reply, as many pairs as you like (T1 | R1 | T2 | R2), each written as for a whole turn.

# /conditional line: too many turns. Argument: `most`.
ConditionalTooLong = A conditional line holds at most { $most } turns.

# /conditional line: too many lines queued. Argument: `most`.
ConditionalTooMany = You may queue at most { $most } lines in a game; clear your queue first.

# /conditional line: one turn of the line cannot be played. Arguments:
# `ply` (its place in the line, from 1), `text` (as typed), `why`.
ConditionalPlyRefused = Turn { $ply } of the line (`{ $text }`) cannot be played there: { $why } Nothing was queued.

# /conditional line: the line answers a turn otherwise than a queued
# line. Argument: `turn` (the opponent's turn).
ConditionalConflict = Your queue already answers { $turn } with another reply: one turn has one reply. Clear your queue to change it. Nothing was queued.

# /conditional line: queued. Arguments: `line` (its turns), `count`
# (lines queued now in the game).
ConditionalQueued = Queued, and only you see it: { $line }. { $count ->
    [one] It is your only line in this game.
   *[other] You have { $count } lines in this game.
} The picture shows the board at the end of the line.

# /conditional alone, and /status: the caller has no line queued.
ConditionalNone = You have no conditional turns queued in this game.

# /conditional alone, and /status: the caller's lines follow, one a
# line. Argument: `count`.
ConditionalYours = { $count ->
    [one] Your conditional line (only you see it):
   *[other] Your { $count } conditional lines (only you see them):
}

# /conditional clear:true. Argument: `count` (lines dropped).
ConditionalCleared = { $count ->
    [one] Your conditional line is cleared.
   *[other] Your { $count } conditional lines are cleared.
}

# Direct message: the opponent played a turn no line expected.
# Arguments: `link` (the game's channel), `turn`.
ConditionalDroppedUnexpected = Your conditional turns in { $link } are dropped: your opponent played { $turn }, which none of your lines expected. It is your turn.

# Direct message: the queued reply can no longer be played. Arguments:
# `link`, `turn` (the reply).
ConditionalDroppedIllegal = Your conditional turns in { $link } are dropped: your reply { $turn } can no longer be played there. It is your turn.

# Direct message: the game ended or was aborted. Argument: `link`.
ConditionalDroppedOver = Your conditional turns in { $link } are dropped: the game is over.

# Direct message: a turn ran out of time. Argument: `link`.
ConditionalDroppedExpired = Your conditional turns in { $link } are dropped: a turn ran out of time.

# /conditional line: a turn of the line comes after the game would be
# over.
ConditionalOverBefore = the game is over before it.

# `/rules` without a topic, after the overview of a two-player game that
# keeps conditional turns.
ConditionalRules = **Conditional turns** (two players): /conditional line:"T1 | R1 | T2 | R2" queues, privately, your replies to your opponent's next turns, each turn written as for /play. When they publish a turn a line expects (the same turn however typed), your reply is checked and published at once in your name, as any turn: it stops your clock and starts theirs, and it fires even while you are on vacation. Any other turn drops your queue, and so do an expired turn, a resignation, an abort and the end of the game; you are told by direct message. A queued reply is a whole turn: claims are never queued, and a reply that would leave owed actions unused is refused when you queue it. A line is queued while your opponent is to move. Only you see your queue (/status shows it to you); /conditional clear:true empties it.

## Proposals answered by every other person in the game (issue 50).

# The label of the button that accepts a proposal.
ButtonAccept = Accept

# The label of the button that declines a proposal.
ButtonDecline = Decline

# `/propose-end`, posted for all. Arguments: `name` (the proposer), `others` (who answers).
ProposedEnd = **{ $name }** proposes to end the game here by agreement, with the places the rules give now (see /rules). { $others }: accept or decline with the buttons, or with /propose-end answer:yes or answer:no.

# `/takeback`, posted for all. Arguments: `name`, `others`.
ProposedTakeback = **{ $name }** asks to take back their last turn. { $others }: accept or decline with the buttons, or with /takeback answer:yes or answer:no.

# `/propose-end` in a game where a computer is still playing. Arguments: `name`, `computer`.
ComputerDeclinesEnd = **{ $name }** proposes to end the game by agreement, but { $computer } declines: a computer always does, so a game with a computer still playing cannot end by agreement. The game goes on.

# `/takeback` in a game where a computer is still playing. Arguments: `name`, `computer`.
ComputerDeclinesTakeback = **{ $name }** asks to take back their last turn, but { $computer } declines: a computer always does. The turn stands.

# A proposal while another waits for answers. Argument: `name` (who made it).
ProposalAlreadyOpen = **{ $name }**'s proposal is still waiting for answers: answer it (or wait for the game to move on) before making another.

# A proposal or an answer by a player who resigned or was eliminated.
NoLongerInGame = You are no longer in this game: only the players still in it propose and answer.

# `/propose-end` in a game whose rules have no ending by agreement. Argument: `game`.
NoEndByAgreement = A game of { $game } cannot end by agreement.

# An answer to a proposal made before the game moved on.
ProposalLapsed = This proposal has lapsed: the game moved on since it was made (a turn was published). Nothing was done; it may be made again.

# An answer to one's own proposal.
OwnProposal = You made this proposal: the other players answer it.

# A decline, posted for all. Argument: `name`.
ProposalDeclined = **{ $name }** declines: nothing changes, the game goes on.

# An acceptance while others have yet to answer, posted for all. Arguments: `name`, `waiting`.
ProposalAccepted = **{ $name }** accepts. Still to answer: { $waiting }.

# A button of a proposal that is no longer open.
ProposalOutOfDate = These buttons are out of date (that proposal was answered or lapsed): nothing was done. /status shows where the game stands.

# An answer with no proposal open.
NoProposal = Nobody has proposed anything in this game: there is nothing to answer.

# An answer typed with the other kind's command. Argument: `command`.
AnswerWithOther = The proposal waiting for answers is not this one: answer it with { $command }.

# The game ended by agreement, posted for all (and, in English, kept as its result). Argument: `places`.
EndedByAgreement = Everyone still in the game agreed: it ends here. Places: { $places }.

# One place of a game ended by agreement. Arguments: `place` (from 1), `names`.
AgreedPlace = { $place }. { $names }

# `answer:` other than yes or no. Argument: `text`.
AnswerYesOrNo = `answer:` takes yes or no, not “{ $text }”.

# `/takeback` with no turn of the caller's to take back.
NoTurnToTakeBack = There is no turn of yours to take back: only the last published turn is taken back, by the player who published it, before the next one is published.

# `/takeback` when the last turn is another player's. Argument: `name`.
TakebackNotYours = The last turn is **{ $name }**'s: only the player who published it may ask to take it back.

# `/takeback` when the last turn was ended by its deadline.
TakebackAfterExpiry = The last turn was ended by its deadline: a turn the clock ended cannot be taken back.

# `/takeback` after a claim or another change out of turn.
TakebackAfterClaim = The game moved on after your turn (a claim or a resignation): it can no longer be taken back.

# `/takeback` in a tournament game.
TakebackInTournament = Takebacks are not allowed in tournament games: the arbiters' rule is that a published turn stands.

# A takeback carried out, posted for all with the board. Argument: `name`.
TakenBack = Everyone agreed: **{ $name }**'s last turn is taken back, and the board is as it was before it. { $name }, it is your turn again.
