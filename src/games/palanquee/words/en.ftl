### What the bot says in a game of Palanquée: English, the language every other is checked against.
### Each message is named as its Rust variant; arguments are `$name`.

# A turn command before `/start` (Palanquée).
NotStarted = The game has not started yet: /start it once 2-5 players have joined.

# A Palanquée turn command out of turn. Argument: `player`.
NotYourTurn = It is { $player }'s turn, not yours. You can still /claim when an opponent left actions unused.

# A command of neither game's, in a Palanquée game.
NotForPalanquee = This command does not apply to a game of Palanquée: /help lists the commands.

# The header of a Palanquée preview. Argument: `round`.
DraftHeader = Your draft, round { $round } (only you see it):

# A preview after a claim cut the draft back.
DraftTrimmed = (A claim changed the board since: your draft was cut back to what still holds.)

# An empty draft in a preview.
DraftIsEmpty = (empty)

# The last line of a preview. Argument: `actions`.
DraftLeft = Left: { $actions }. /end publishes the turn, /undo steps back.

# What a shortened preview points to for the rest.
PictureHasAll = the picture has them all

# The actions of a finished game.
NoAction = no action

# A turn with every action used.
NoActionLeft = no action left

# A turn with no seed on the board.
SowingCompulsory = one sowing, compulsory (R11)

# A turn with no seed but a parasite.
SowingOptional = one sowing, optional while a parasite lives (R11)

# A plant named by its seed. Argument: `cell`.
PlantGroup = plant { $cell }

# A parasite named by a cell. Argument: `cell`.
ParasiteGroup = parasite { $cell }

# A group's owed actions. Arguments: `name`, `owed`.
OwedActions = { $name }: { $owed }

# A group's bonus actions. Arguments: `name`, `bonus`.
BonusActions = { $name }: { $bonus } bonus

# A group's owed and bonus actions. Arguments: `name`, `owed`, `bonus`.
OwedAndBonus = { $name }: { $owed } + { $bonus } bonus

# After the groups, when some actions are bonuses.
BonusesOptional = ; bonuses are optional (R36)

# The actions left. Arguments: `count` (in words), `groups`, `note`.
ActionsLeft = { $count } ({ $groups }{ $note })

# `/end` with one action unused (R20). Argument: `actions`.
UnusedWarningOne = You still have { $actions }. Ending now leaves it unused, and each lets an opponent claim a seed of that plant, or a parasite that did not act (R20, R21, R30). End anyway with /end confirm:true.

# `/end` with several actions unused (R20). Argument: `actions`.
UnusedWarningMany = You still have { $actions }. Ending now leaves them unused, and each lets an opponent claim a seed of that plant, or a parasite that did not act (R20, R21, R30). End anyway with /end confirm:true.

# `/join` with every Palanquée seat taken (R7).
SeatsTaken = All 5 seats are taken (R7).

# `/start` with fewer than two seated (R7).
TooFew = A game needs 2 to 5 players (R7): wait for someone to /join.

# Palanquée's basic rules in words.
OptionsBasic = basic rules

# Palanquée's advanced rules in words.
OptionsAdvanced = advanced rules with parasites, launches and leaves, R30-R36

# `/status` of a Palanquée lobby. Arguments: `game`, `options`, `pace`, `seated`.
StatusLobby = A game of { $game } is open ({ $options }{ $pace }). Seated: { $seated }. /join, then the creator runs /start.

# `/status` of a Palanquée game: the round. Arguments: `round`, `rules`, `player`, `pace`.
StatusRound = Round { $round }{ $rules }, **{ $player }** to move{ $pace }.

# After the round in `/status` of an advanced game.
AdvancedNote = {" "}(advanced rules)

# A seat in `/status`. Arguments: `letter`, `name`, `state`, `seeds`, `sprouts`, `reserve_seeds`, `reserve_sprouts`, `lost`, `parasites`.
SeatLine = { $letter } { $name }{ $state }: { $seeds } and { $sprouts } on the board; { $reserve_seeds } and { $reserve_sprouts } in reserve; { $lost }{ $parasites }

# A player out of the game, in `/status`.
Out = {" "}(out)

# Parasites in `/status`. Argument: `parasites` (counted).
Parasites = ; { $parasites } (R30)

# The caller's draft in `/status`. Arguments: `count` (actions in words), `left`.
YourDraftHas = Your draft has { $count }; left: { $left }.

# The mover's actions in `/status`. Arguments: `player`, `actions`.
PlayerHas = { $player } has { $actions }.

# Claims open in `/status`. Arguments: `player`, `left`.
ClaimsOpen = Claims open against { $player }: { $left } left (/claim cell).

# One of several actions refused, so none was added. Arguments: `n`, `what`, `why`.
RefusedOneOfMany = Action { $n } (`{ $what }`) is refused, so none was added. { $why }

# `rules:` neither basic nor advanced. Argument: `text`.
BadRulesOption = `rules:{ $text }`: the rules are basic or advanced

# `tiebreak:` given for a game of Palanquée.
TiebreakIsPalagos = `tiebreak:` is Palago's option (P12): add game:palago

# `end` before other actions in `/play`.
EndOnlyLast = `end` can only come last in `/play`

# A claim written in `/play`.
ClaimWithCommand = claims are made with `/claim cell`

# A resignation written in `/play`.
ResignWithCommand = to resign, use `/resign`

# `timeout` written in `/play`.
TimeoutNotPlayers = `timeout` is the deadline's, not a player's

# A Palanquée command missing a cell option. Arguments: `command`, `key`.
NeedsCell = `/{ $command }` needs `{ $key }:`, a cell like H8

# `/board` before the game started.
NoBoardYet = The game has not started: there is no board yet.

# `/board` of a game closed before any turn.
ClosedBeforePlay = The last game here was closed before anything was played: there is no board. /new opens another.

# `/board round:` beyond the current round. Arguments: `round`, `current`.
RoundNotPlayed = Round { $round } has not been played: this is round { $current }.

# `/history` of a game with no seats.
NoSeats = This game has no seats.

# A turn in Palanquée's `/history`. Arguments: `round`, `who`, `actions`.
HistoryTurn = round { $round }, { $who }: { $actions }

# A turn in Palanquée's `/history` ended by its deadline. Arguments: `round`, `who`, `actions`.
HistoryTimedOut = round { $round }, { $who }: { $actions } (time ran out)

# The winning turn in Palanquée's `/history`. Arguments: `round`, `who`, `actions`.
HistoryWinningTurn = round { $round }, { $who }: { $actions } (wins)

# A turn with no action in `/history`.
HistoryNoAction = no action

# The cut of a long `/history`.
HistoryOlder = … (older turns: /export)

# Palanquée's `/export`. Argument: `events`.
ExportRecord = The game record ({ $events }); replay it with the engine or read it as text.

# `/status` of a finished Palanquée game. Argument: `result`.
LastGameFinished = The last game here is finished: { $result }. /new opens another.

# A Palanquée winner. Argument: `player`.
WinnerIs = { $player } wins (R22)

# A Palanquée draw.
DrawnGame = a draw (R23)

# `/replay` of a Palanquée game with no published turn.
NothingToReplay = No turn has been published yet: there is nothing to replay.

# A Palago command (`/place`, a `q,r:k` turn) in a Palanquée
# channel. Argument: `command`.
TilesArePalagos = This channel plays Palanquée, which has no `{ $command }`: that is a Palago command. In Palanquée, add actions to your turn with /sow, /grow, /move, /harvest or /prune (or /claim), then /end; or play a whole turn with /play actions:"grow H8; end". /help lists the commands.

# After `/new` with Palanquée's advanced rules.
AdvancedRulesHint = {" "}The advanced rules in short: /rules topic:advanced.

# Palanquée's seats in `/new`.
Seats = 2-5 players

# Palanquée's opening post (R11, R19). Arguments: `order` (the seats), `name` (who sows first).
Begins = The game begins! Seat order: { $order }. Round 1: each player sows a first seed, at least 3 cells from every enemy piece (R11, R19). **{ $name }**, you sow first: /sow cell:H8.

# Where a shortened turn post's story is told whole.
HistoryHasAll = /history and the picture have them all

# The line standing for story lines left out of a post. Arguments: `n`, `elsewhere`.
StoryMore = • … and { $n } more; { $elsewhere }.

# A piece that left the board, in a turn post. Arguments: `cell`, `owner`, `kind`.
GonePiece = { $cell } ({ $owner }'s { $kind })

# A seed, named in a list of pieces.
SeedWord = seed

# A sprout, named in a list of pieces.
SproutWord = sprout

# Pieces of one owner, counted. Arguments: `pieces` (counted), `name`, `seeds`, `note`.
PiecesOf = { $pieces } of { $name }{ $seeds }{ $note }

# Pieces of several owners, counted. Arguments: `pieces` (counted), `note`, `each`.
PiecesEach = { $pieces }{ $note }: { $each }

# One owner's share of counted pieces. Arguments: `count`, `name`, `seeds`.
CountOf = { $count } of { $name }{ $seeds }

# Pieces captured (R14), before their list.
CapturedVerb = captured

# Pieces taken by a claim (R21), before their list.
TookVerb = took

# Pieces removed, before their list.
RemovedVerb = removed

# A turn post's last line when the game ended. Argument: `result`.
GameOverResult = **Game over: { $result }.**

# A game ended because no person is left in it.
UnratedEnd = No person is left in this game: it ends here, unrated

# A Palanquée turn post's last line. Arguments: `name`, `round`, `actions`.
YourTurnRound = **{ $name }**, your turn (round { $round }): { $actions }.

# The story line of a turn ended by its deadline.
TimeRanOut = time ran out

# What a launch made (R30, R32). Argument: `hosts`.
ParasiteOn = a parasite on { $hosts }'s plant (R30, R32)

# What a launch made, with no host next to it (R30, R32).
AParasite = a parasite (R30, R32)

# Joins the last two names of a list.
AndWord = {" "}and{" "}

# Joins choices.
OrWord = {" "}or{" "}

# A column saturated (R16). Arguments: `column`, `pieces` (counted, removed).
ColumnSaturated = column { $column } saturated: { $pieces } (R16)

# Plants fused. Argument: `n`.
PlantsFused = { $n } plants fused

# A plant split. Argument: `n`.
PlantSplit = a plant split in { $n }

# Actions left unused (R20). Argument: `actions` (counted).
UnusedActions = { $actions } (R20)

# A player out of the game (R22). Argument: `name`.
PlayerOut = { $name } is out (R22)

# A parasite a claim may take (R30). Argument: `cell`.
ClaimableParasite = the parasite at { $cell }, taken whole (R30)

# One seed a claim may take (R21). Argument: `cells`.
ClaimableSeed = the seed { $cells }

# Seeds a claim may take (R21). Argument: `cells`.
ClaimableSeeds = the seeds { $cells }

# The claims a player's unused actions open (R21). Arguments: `who`, `unused` (counted), `claims` (counted), `targets`.
UnusedActionsOpenClaims = { $who } left { $unused }: opponents may make { $claims } (/claim cell) on { $targets } until { $who }'s next turn (R21).

# A Palanquée turn running out (R21). Argument: `name`.
Reminder = Reminder: **{ $name }**, your turn is running out. Unplayed actions will be left unused and open to claims (R21).

# A Palanquée turn's deadline passed: the draft is published. Argument: `name`.
TimeIsUpPublished = Time is up for **{ $name }**: their turn is published as it stood.

# Too many missed deadlines: the player resigns (R22). Argument: `missed`.
MissedResigned = {" "}That is { $missed } missed deadlines in a row: they are resigned (R22).

# The head of a published Palanquée turn. Argument: `name`.
PlayedHeadline = **{ $name }** played:

# The head of a claim's post (R21). Arguments: `name`, `target`.
ClaimsHeadline = **{ $name }** claims { $target }.

# A claimed parasite (R21, R30). Arguments: `owner`, `cell`.
ClaimParasiteTarget = { $owner }'s parasite at { $cell }, taken whole (R21, R30)

# A claimed seed (R21). Argument: `cell`.
ClaimSeedTarget = the seed on { $cell } (R21)

# The head of a Palanquée resignation's post (R22). Argument: `name`.
ResignsHeadline = **{ $name }** resigns (R22).

# `/board` of Palanquée. Argument: `round`.
BoardNow = The board, round { $round }.

# `/board round:N` of Palanquée. Argument: `round`.
BoardAtRoundEnd = The board at the end of round { $round }.


## Things counted: a number and its noun, by the language's plural rule.

# Actions of a turn (R9). Argument: `count`.
ActionCount = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}

# Seeds (on the board or in reserve). Argument: `count`.
SeedCount = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

# Sprouts (on the board or in reserve). Argument: `count`.
SproutCount = { $count ->
    [one] { $count } sprout
   *[other] { $count } sprouts
}

# Seeds lost for good (R7). Argument: `count`.
SeedLostCount = { $count ->
    [one] { $count } seed lost
   *[other] { $count } seeds lost
}

# Parasites alive (R30). Argument: `count`.
ParasiteCount = { $count ->
    [one] { $count } parasite
   *[other] { $count } parasites
}

# Pieces on the board, or removed from it. Argument: `count`.
PieceCount = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}

# Pieces removed from the board (R16). Argument: `count`.
PieceRemovedCount = { $count ->
    [one] { $count } piece removed
   *[other] { $count } pieces removed
}

# Actions a player left unused (R20, R21). Argument: `count`.
UnusedActionCount = { $count ->
    [one] { $count } action left unused
   *[other] { $count } actions left unused
}

# Actions a player left, opening claims (R21). Argument: `count`.
ActionUnusedCount = { $count ->
    [one] { $count } action unused
   *[other] { $count } actions unused
}

# Claims opponents may make (R21). Argument: `count`.
ClaimCount = { $count ->
    [one] { $count } claim
   *[other] { $count } claims
}


## What an option of this game takes, when it is given no value.

# What a cell option takes.
AcceptsCell = a cell, like cell:H8

# What `rules:` takes.
AcceptsRules = basic or advanced, like rules:advanced

# /conditional line: a queued reply must be a whole turn (claims are
# never queued).
ConditionalReplyUnused = a queued reply is a whole turn: it must use every action it owes, so that it opens no claims (R20, R21).
