### Why the Palago engine refuses a tile, a turn or a record line, as a
### reply says it (each names its ruling, P4-P13). English, the language
### every other is checked against; the English is the engine's own
### (`palanquee play --game palago` prints it), which a test holds equal.
### Each message is named as its Rust variant (`PalagoReason`).

# A refusal: its ruling, then why. Arguments: `ruling` (P7), `why`.
Refusal = { $ruling }: { $why }
# P4. Argument: `text`, the orientation as written (3-5).
TurnedSixty = orientation { $text } is a tile turned 60°, which would mismatch every side: use 0, 1 or 2
# P6. Argument: `cell`.
FirstTileOffOrigin = the game's first tile goes on 0,0, not { $cell }
# P6. Argument: `cell`.
Occupied = { $cell } already holds a tile
# P6. Argument: `cell`.
SameCell = { $cell } already holds this turn's first tile
# P7. Arguments: `text` (the cell as written), `distance` (a number, or
# `unknown` when too large to count), `reach` (the farthest a table goes).
OutOfReach = { $text } is { $distance ->
        [unknown] too many
       *[other] { $distance }
    } cells from the first tile: a table of 48 tiles never reaches beyond { $reach }
# P7. Argument: `cell`.
TooFar = { $cell } is too far: neither it nor a free cell next to it touches the table
# P7. Arguments: `cell` (the second tile's), `first` (the first tile's).
NotAdjacent = { $cell } is not next to { $first }: the two tiles of a turn must share a side
# P7. Arguments: `first`, `cell`.
TouchesNoTile = neither { $first } nor { $cell } touches a tile already on the table
# P8. Arguments: `cell` (the hole), `placement` (the tile put there).
SingleHole = { $cell } is a single hole: the first tile of a turn may go there only if it ends the game, and { $placement } does not
# P9. Argument: `first`, a tile.
NoSecondAfterEnd = the first tile { $first } alone ends the game: the turn is that tile, without a second
# P9. Arguments: `first` (a tile), `cell` (its cell).
SecondNeeded = { $first } does not end the game, so a second tile must follow next to { $cell }
# P12. Argument: `outcome`, who won or that nobody did.
GameOver = the game is over: { $outcome }
# P13.
EmptyTurn = the turn is empty: give one or two placements `q,r:k`, such as `0,1:1 1,1:2`
# P13. Arguments: `text` (the turn), `count`.
TooManyPlacements = `{ $text }` holds { $count } placements: a turn is one or two, separated by a space
# P13. Argument: `text`.
NotAnOrientation = `{ $text }` is not an orientation: use 0, 1 or 2
# P13. Argument: `text`.
NotAPlacement = `{ $text }` is not a placement: write `q,r:k`, a cell and an orientation 0, 1 or 2, such as `0,1:2`
# P13. Argument: `text`.
NotACell = `{ $text }` is not a cell: write it `q,r`, two whole numbers such as `-1,2`
# P13, in a record. Argument: `line`.
AfterResult = nothing may follow the result given on line { $line }
# P13, in a record. Arguments: `found` (as written), `expected`.
TurnNumber = turn number { $found } where { $expected } was expected
# P13, in a record. Arguments: `letter` (W or B), `mover` (White or Blue).
WrongColour = the line says { $letter } but { $mover } is to move (P5)
# P13, in a record. Arguments: `claimed`, `replayed` (two results).
ResultMismatch = the record says ({ $claimed }) but its turns give { $replayed }
# P13, in a record whose game has not ended. Argument: `claimed`.
ResultMismatchOngoing = the record says ({ $claimed }) but its turns give a game still going
# Any reason, on one line of a record. Arguments: `line`, `why`.
RecordLine = record line { $line }: { $why }
# The outcome of a drawn game, inside GameOver (P12).
Draw = Draw
