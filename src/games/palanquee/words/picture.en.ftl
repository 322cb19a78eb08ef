### What the Palanquée board picture writes: the blue bands over and
### under the board (R3), the panel's headings, the players' lines, the
### actions of the player to move (R9, R11, R30, R36), the result (R22,
### R23), the last turn's lines and the legend's words. English, the
### language every other is checked against; each message is named as its
### Rust variant (`PalanqueePicture`), arguments are `$name`.
###
### A line that may be too wide has shorter forms as attributes
### (`.shorter`, `.shortest`): the panel shows the first form that fits
### its 330 pixels. A language may give as many forms as it needs.

# The picture's title: the game's name.
Title = Palanquée
# The heading over a finished game's result (R22, R23).
GameOver = Game over
# The last turn's line before anything was played.
NothingYet = nothing to show yet
# The line under the mover's heading when they must sow (R11).
OneSowing = no seed on the board: one sowing
# The legend's word for a sprout.
Sprout = sprout
# The legend's word for a seed.
Seed = seed
# The legend's line on the edges (R3, R4).
Edges = blue edges wrap around · red edges stop
# The legend of a parasite's mark (R30).
ParasiteMark = parasite, ring in its host's colour (R30)
# The legend of a button that can launch now (R32).
LaunchMark = can launch (R32)
# The legend of a button that cannot launch now (R32).
ButtonMark = button (R32)
# The legend of a leaf granting a bonus (R36).
LeafMark = leaf: bonus action (R36)
# The blue band above the board: row 16 continues there (R3).
BandAbove = ↑  row 16 continues above row 1: the blue edges wrap  ↑
# The blue band below the board: row 1 continues there (R3).
BandBelow = ↓  row 1 continues below row 16: the blue edges wrap  ↓

# A player without a name, by seat. Argument: `letter`, a to e.
Seat = player { $letter }
# The line under the title, game over. Argument: `round`.
HeadlineOver = Round { $round } · game over
# The line under the title. Arguments: `round`, `mover` (a name).
HeadlineToMove = Round { $round } · { $mover } to move
# A player's name when they are to move. Argument: `name`.
NameToMove = { $name }  ◀ to move
# A player's name when they won. Argument: `name`.
NameWinner = { $name }  ★ winner
# A player's name when they are out (R22). Argument: `name`.
NameOut = { $name }  (out)
# A player's reserve and the seeds they lost (R7). Arguments: `sprouts`,
# `seeds`, `lost`, counts.
Reserve = reserve { $sprouts } { $sprouts ->
        [one] sprout
       *[other] sprouts
    } · { $seeds } { $seeds ->
        [one] seed
       *[other] seeds
    } · { $lost } lost

# The heading of the player to move. Argument: `name`.
ToMove = { $name } to move
# The heading of the player to move and what they have to do. Arguments:
# `name`, `what` (SowASeed or Actions).
ToMoveAnd = { $name } to move: { $what }
# What a player who can only sow does (R11).
SowASeed = sow a seed
# A count of actions (R9). Argument: `count`.
Actions = { $count } { $count ->
        [one] action
       *[other] actions
    }
# A player with no seed on the board who may sow (R11).
MaySow = no seed on the board: may sow one (R11)
    .shorter = may sow a seed (R11)
# A plant's actions with its leaves' bonus (R36). Arguments: `actions`
# (Actions, or only its number), `bonus`.
Bonus = { $actions } +{ $bonus } bonus (R36)
    .shorter = { $actions } +{ $bonus } bonus
# A plant's row in the action list. Arguments: `count` (how many seeds),
# `seeds` (their cells), `counts` (Actions or Bonus).
PlantRow = plant of { $count ->
        [one] seed
       *[other] seeds
    } { $seeds }: { $counts }
# A plant's row, cut short. Arguments as PlantRow.
PlantRowShort = { $count ->
        [one] seed
       *[other] seeds
    } { $seeds }: { $counts }
# A parasite's row (R30). Arguments: `at` (a cell of its), `hosts` (names),
# `counts` (Actions or Bonus), `must` (MustAct or nothing).
ParasiteAtOn = parasite { $at } on { $hosts }: { $counts }{ $must }
# A parasite's row without its hosts. Arguments as ParasiteAtOn but `hosts`.
ParasiteAt = parasite { $at }: { $counts }{ $must }
# A parasite's row without its cell. Arguments as ParasiteAtOn but `at`.
ParasiteOn = parasite on { $hosts }: { $counts }{ $must }
# A parasite's row with neither. Arguments: `counts`, `must`.
Parasite = parasite: { $counts }{ $must }
# After a parasite's row: its action must be used (R30).
MustAct = , must act (R30)
    .shorter = , must act
# The line counting the rows left out. Arguments: `more` (a count),
# `kind`: `plants`, `parasites` or `mixed`.
MoreRows = and { $more } more { $kind ->
        [parasites] { $more ->
            [one] parasite
           *[other] parasites
        }
        [mixed] { $more ->
            [one] plant or parasite
           *[other] plants and parasites
        }
       *[plants] { $more ->
            [one] plant
           *[other] plants
        }
    }

# The result of a game won (R22). Argument: `name`.
Wins = { $name } wins!
# The result of a drawn game (R23).
Drawn = The game is drawn
# The heading of the last turn's lines before any turn.
LastTurn = Last turn
# The heading of the last turn's lines. Argument: `name`, who played it.
LastTurnBy = Last turn: { $name }
# The cells where pieces arrived. Argument: `count`.
Arrivals = { $count } { $count ->
        [one] cell
       *[other] cells
    } where pieces arrived
# The turn's moves. Argument: `count`.
Moves = { $count } { $count ->
        [one] move
       *[other] moves
    } (faded: where from)
# Pieces removed for one reason. Arguments: `count`, `reason`: `captured`,
# `saturated`, `isolated`, `claimed` or `resigned`.
Removed = { $count } { $reason ->
        [captured] captured
        [saturated] saturated
        [isolated] isolated
        [claimed] claimed
       *[resigned] resigned
    }
# The pieces removed, by reason. Argument: `parts`, Removed, joined.
Removals = removed: { $parts }
# Claims opened by the turn (R21). Argument: `open`, a count.
ClaimsOpen = { $open } { $open ->
        [one] claim
       *[other] claims
    } open
# Claims opened against a player's plants (R21). Arguments: `open`, `owner`.
ClaimsOpenOn = { $open } { $open ->
        [one] claim
       *[other] claims
    } open on { $owner }'s plants
# A claim may be opened (R21).
ClaimPossible = open to a claim
# A claim may be opened against a player's plants. Argument: `owner`.
ClaimPossibleOn = open to a claim on { $owner }'s plants

# Pieces counted, in the text board of the command line (`show`).
# Arguments: `count`, `kind`: `seed` or `sprout`.
Pieces = { $count } { $kind ->
        [seed] { $count ->
            [one] seed
           *[other] seeds
        }
       *[sprout] { $count ->
            [one] sprout
           *[other] sprouts
        }
    }
