### What the Palago picture writes: its panel's headings and lines and its
### legend's captions (P4, P6-P13). English, the language every other is
### checked against; each message is named as its Rust variant
### (`PalagoPicture`), arguments are `$name`. A line must fit the panel
### (about 360 pixels at 17 px; a legend caption half that).

# The heading over a finished game's result (P11, P12).
Result = Result
# The heading over the last turn (P13).
LastTurn = Last turn
# The heading over the caller's highlighted tiles (a draft turn).
Highlighted = Highlighted
# What is highlighted when no tile is.
Nothing = nothing
# The last turn's line before any turn (P6).
NoneYet = none yet: White lays the first tile on 0,0
# What to type on the first turn (P6, P7).
FirstTurnHint = Two tiles side by side, the first on 0,0: type q,r:k q,r:k (P6, P7).
# What to type on every later turn (P7).
TurnHint = Two tiles side by side, one touching the table: type q,r:k q,r:k (P7).
# Why the free cells are not named, and how to find them (P6).
CellsTooSmall = The cells are too small to name here: count from the dot, 0,0 (the first tile, P6).
# What the dashed ring on the table means (P10).
EyeNote = Dashed ring: an eye, three tips round one corner. It does not count (P10).
# The legend's caption of a free cell (P13).
LegendFree = free: q,r
# The legend's caption of a single hole (P8).
LegendHole = single hole (P8)
# The legend's caption of the ring round the last turn's tiles.
LegendLastTurn = last turn
# The legend's caption of the ring round the caller's tiles.
LegendHighlighted = highlighted
# The legend's caption of a creature's outline (P10).
LegendCreature = creature (P10)
# The legend's caption of an eye's ring (P10).
LegendEye = eye: does not count (P10)

# The player of the white tiles, as the rules call them (P1).
White = White
# The player of the blue tiles, as the rules call them (P1).
Blue = Blue

# The line under the title. Arguments: `placed` and `left`, tiles (of 48).
TileCounts = { $placed } placed · { $left } left
# A player's line when they won. Argument: `colour`, White or Blue.
PlayerWon = { $colour } · ★ winner
# A player's line when they are to move. Argument: `colour`.
PlayerMoving = { $colour } · ◀ to move
# The heading naming the player to move. Argument: `mover`, a name.
ToMove = { $mover } to move

# A win, inside a result sentence (P11, P12). Argument: `colour`.
Wins = { $colour } wins
# No winner, inside a result sentence (P12).
Draw = Draw

# A creature closed (P11). Arguments: `mover` (White or Blue), `winner`
# (`white` or `blue`: the creature's colour), `result` (Wins or Draw).
EndCreature = { $mover } closed a { $winner ->
        [white] white
       *[blue] blue
    } creature: { $result } (P11)
# Creatures of both colours closed at once (P11). Arguments: `mover`, `result`.
EndDoubleCreature = { $mover } closed creatures of both colours at once and loses: { $result } (P11)
# Every tile laid, no creature (P12). Arguments: `tiles` (48), `result`.
EndTilesOut = all { $tiles } tiles are laid and no creature was closed: { $result } (P12)
# Every tile laid, the tiebreak played (P12). Arguments: `tiles`, `white`
# and `blue` (the straights of each colour's largest region), `result`.
EndTiebreak = all { $tiles } tiles are laid and no creature was closed; tiebreak: White's largest region has { $white } straights, Blue's { $blue }: { $result } (P12)
