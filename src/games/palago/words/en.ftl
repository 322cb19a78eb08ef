### What the bot says in a game of Palago: English, the language every other is checked against.
### Each message is named as its Rust variant; arguments are `$name`.

# A Palago command where no game is open.
NoGameHere = No game in this channel. Open one with /new game:palago, or start a thread for another.

# A turn command before `/start` (Palago).
NotStarted = The game has not started yet: /start it once two players sit (P5).

# A Palago turn command out of turn. Argument: `player`.
NotYourTurn = It is { $player }'s turn, not yours (P5).

# A command of neither game's, in a Palago game.
NotForPalago = This command does not apply to a game of Palago: /help lists the commands.

# `/place` after a first tile that ends the game (P9). Argument: `tile`.
FirstTileIsTheTurn = Your first tile { $tile } ends the game by itself, so it is your whole turn (P9): /end publishes it, or /undo to lay another.

# `/place` with two tiles drafted (P6).
TwoTilesAlready = Your turn already has its two tiles (P6): /end publishes it, or /undo takes the second back.

# `/end` of an empty Palago draft (P6).
DraftEmptyEnd = Your draft is empty: lay a tile with /place cell:q,r orientation:k (P6).

# `/end` with one tile drafted (P9). Argument: `cell`.
SecondTileNeeded = Your turn needs a second tile next to { $cell } (P9): /place it, then /end.

# Palago's `/play` over a draft of one tile that is not a turn by
# itself: refused, not thrown away. Argument: `tile`.
PlayOverOneTile = You have drafted { $tile } already, and /play would throw it away: finish that turn with /place (its second tile) and /end, or take the tile back with /undo, then /play.

# Palago's `/play` over a drafted turn ready to publish. Argument:
# `turn`.
PlayOverReadyDraft = Your drafted turn { $turn } is ready, and /play would throw it away: publish it with /end, or take its tiles back with /undo, then /play.

# A Palago preview of an empty draft.
DraftEmpty = Your draft is empty: lay a tile with /place cell:q,r orientation:k.

# A preview whose first tile ends the game (P9). Arguments: `tile`, `end`.
FirstTileEnds = Your draft: { $tile }. This tile ends the game by itself, so it is your whole turn (P9): { $end }. /end publishes it; /undo takes it back.

# A preview with one tile (P7). Arguments: `tile`, `cell`.
LaySecondTile = Your draft: { $tile }. Now lay the second tile next to { $cell } (P7): /place again; /undo takes this one back.

# A preview of a whole Palago turn. Arguments: `turn`, `ends`.
TurnReady = Your turn: { $turn }, ready.{ $ends } /end publishes it (or the End turn button); /undo takes the last tile back.

# In a Palago preview: how the turn would end the game. Argument: `end`.
TurnEndsGame = {" "}It ends the game: { $end }.

# `/join` with both Palago seats taken (P5).
SeatsTaken = Palago is played by two, and both seats are taken (P5).

# `/start` of Palago with one seated (P5).
TooFew = Palago needs two players (P5): wait for someone to /join.

# Palago with the tiebreak in words.
OptionsTiebreak = with the tiebreak of P12

# Palago without the tiebreak in words.
OptionsNoTiebreak = no tiebreak: all tiles down without a creature is a draw, P12

# `/status` of a Palago lobby. Arguments: `options`, `pace`, `seated`.
StatusLobby = A game of Palago is open ({ $options }{ $pace }). Seated: { $seated }. It needs two players: /join, then the creator runs /start.

# `/status` of a Palago game: the turn. Arguments: `tiebreak`, `turn`, `player`, `pace`.
StatusTurn = Palago{ $tiebreak }, turn { $turn }: { $player } to move{ $pace }.

# After Palago in `/status` with the tiebreak.
WithTiebreak = {" "}with the tiebreak (P12)

# Tiles and players in Palago's `/status`. Arguments: `laid`, `left`, `white`, `blue`.
TilesLaid = { $laid }, { $left }. White: **{ $white }**. Blue: **{ $blue }**.

# The caller's empty draft in Palago's `/status`.
StatusEmptyDraft = Your draft is empty: /place cell:q,r orientation:k.

# The caller's draft in Palago's `/status`. Argument: `tiles`.
StatusDraft = Your draft: { $tiles }.

# `rules:` given for a game of Palago.
RulesArePalanquees = `rules:` is Palanquée's option; Palago has one set of rules (its option is tiebreak:true, P12)

# `/place` without `cell:`. Argument: `command`.
NeedsCell = `/{ $command }` needs `cell:`, a cell like 0,1 (P13)

# `/place` without `orientation:`. Argument: `command`.
NeedsOrientation = `/{ $command }` needs `orientation:`, 0 (upright), 1 (leaning left) or 2 (leaning right) (P4)

# An orientation not offered. Argument: `text`.
BadOrientation = `orientation:{ $text }`: say 0 (upright), 1 (leaning left) or 2 (leaning right) (P4)

# Palago's `/board round:` beyond the current round. Arguments: `round`, `current`.
RoundNotPlayed = Round { $round } has not been played: this is round { $current } (a round is White's turn and Blue's).

# Palago's `/export`. Argument: `turns`.
ExportRecord = The game record ({ $turns }): replay it with `palanquee play --game palago`, one turn per argument.

# Palago's `/board` before any tile.
EmptyTable = No tile has been laid yet: the table is empty.

# A resignation in Palago's `/history`. Argument: `player`.
Resigned = { $player } resigned.

# A loss on time in Palago's `/history`. Argument: `player`.
TimedOut = { $player } ran out of time.

# `/status` of a finished Palago game. Argument: `result`.
LastFinished = The last game here, of Palago, is finished: { $result } /new opens another.

# A Palago game won by a creature. Arguments: `mover`, `colour`, `winner`.
CreatureEnd = { $mover } closed a { $colour } creature: { $winner } wins (P11).

# A Palago game lost by closing both colours. Arguments: `mover`, `winner`.
DoubleCreatureEnd = { $mover } closed creatures of both colours at once and loses: { $winner } wins (P11).

# A Palago game drawn when the tiles run out.
TilesOutDraw = All 48 tiles are laid and no creature was closed: the game is drawn (P12).

# A Palago game decided by the tiebreak. Arguments: `white`, `blue`, `result` (WinnerIs-like words or a draw).
TiebreakEnd = All 48 tiles are laid and no creature was closed; tiebreak: White's largest region has { $white }, Blue's { $blue }: { $result } (P12).

# A Palago winner, in a tiebreak. Argument: `winner`.
WinsBy = { $winner } wins

# A Palago draw, in a tiebreak.
DrawWords = the game is drawn

# A Palago game won by resignation. Argument: `winner`.
WinsByResignation = { $winner } wins by resignation.

# A Palago game won on time. Argument: `winner`.
WinsOnTime = { $winner } wins on time (the bot's deadline rule: /rules topic:palago-end).

# White, as a creature's colour.
ColourWhite = white

# Blue, as a creature's colour.
ColourBlue = blue

# White, the player.
PlayerWhite = White

# Blue, the player.
PlayerBlue = Blue

# `/replay` of a Palago game with no tile.
NoTileToReplay = No tile has been laid yet: there is nothing to replay.

# A Palanquée command (an action, `/claim`) in a Palago channel.
# Argument: `command`.
ActionsArePalanquees = This channel plays Palago, which has no `{ $command }`: that is a Palanquée command. In Palago, lay a tile with /place cell:q,r orientation:k (two a turn, then /end), or play a whole turn with /play actions:"0,1:1 1,1:2" (P13). /help lists the commands.

# Palago's seats in `/new`.
Seats = two players: seat 1 is White and moves first

# Palago's first seat.
WhiteSeat = White

# Palago's second seat.
BlueSeat = Blue

# Palago's opening post (P6). Arguments: `white`, `blue` (the names), `mention` (White's).
Begins = The game of Palago begins! White: **{ $white }**, Blue: **{ $blue }**. { $mention }, you lay the first tile on 0,0 and a second next to it (P6): /place cell:0,0 orientation:0, then /place again and /end.

# A Palago turn running out (P14). Argument: `mention`.
Reminder = Reminder: { $mention }, your Palago turn is running out. If the deadline passes, you lose the game (the bot's deadline rule: /rules topic:palago-end).

# `/board` of Palago. Argument: `turn`.
TableAfterTurn = The table after turn { $turn }.

# `/board round:N` of Palago. Argument: `round`.
TableAtRoundEnd = The table at the end of round { $round }.

# A published Palago turn. Arguments: `name`, `turn`.
PlayerLaid = { $name } laid { $turn }.

# After a Palago turn: who plays next. Arguments: `name`, `left`.
YourTurn = { $name }, your turn: { $left } tiles left.


## Things counted: a number and its noun, by the language's plural rule.

# Palago tiles on the table. Argument: `count`.
TileLaidCount = { $count ->
    [one] { $count } tile laid
   *[other] { $count } tiles laid
}

# Palago tiles not yet laid. Argument: `count`.
TileLeftCount = { $count ->
    [one] { $count } left
   *[other] { $count } left
}

# Straight pieces of a Palago region (P12). Argument: `count`.
StraightCount = { $count ->
    [one] { $count } straight
   *[other] { $count } straights
}


## What an option of this game takes, when it is given no value.

# What a cell option takes.
AcceptsCell = a cell, like cell:0,1

# What `orientation:` takes.
AcceptsOrientation = 0, 1 or 2, like orientation:1 (P4)
