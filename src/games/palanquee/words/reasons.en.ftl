### Why the Palanquée engine refuses an action, or cannot read one, as a
### reply says it (rulings R1-R36). English, the language every other is
### checked against; the English is the engine's own (`palanquee play`
### prints it), which a test holds equal. Each message is named as its
### Rust variant (`PalanqueeReason`). Players are seat letters (a-e);
### `kind` is `seed`, `sprout` or `piece`; `group` is `plant` or
### `parasite`; `verb` is `move`, `harvest`, `prune` or `launch`.

# A refusal: its ruling, then why. Arguments: `ruling` (R10), `why`.
Refusal = { $ruling }: { $why }
# Arguments: `to_move`, `player`.
NotYourTurn = it is { $to_move }'s turn, not { $player }'s
NoSeedInReserve = you have no seed in reserve
NoSproutInReserve = all 50 of your sprouts are on the board
# Argument: `cell`.
NoPlant = the piece on { $cell } belongs to no plant
# Arguments: `player`, `cell`.
ParasiteInBasicRules = { $player }'s sprout at { $cell } is in a group with no seed: a parasite, which only the advanced rules keep (R30)
NoActionToSow = you have no action left this turn to sow with
# Arguments: `cell`, `groups` (`one` or `many`).
NoActionToGrow = the { $groups ->
        [one] group next to { $cell } has
       *[many] groups next to { $cell } have
    } no action left this turn
# A seed grown with no seed's action left (R12). Arguments as NoActionToGrow.
NoActionToGrowSeed = the { $groups ->
        [one] group next to { $cell } has
       *[many] groups next to { $cell } have
    } no action left this turn that a seed may use (parasites and leaves never place a seed, R12)
# Argument: `cell`.
NoActionToHarvest = the plant of { $cell } has no seed's action left this turn (parasites and leaves never harvest, R12)
# Arguments: `group`, `cell`.
NoActionLeft = the { $group ->
        [plant] plant
       *[parasite] parasite
    } of { $cell } has no action left this turn
# Arguments: `cell`, `owner`, `kind` (of the piece there).
Taken = { $cell } is taken by { $owner }'s { $kind ->
        [seed] seed
       *[sprout] sprout
    }
# Arguments: `cell`, `verb`.
SeedsNever = { $cell } holds a seed; seeds never { $verb ->
        [move] move
        [harvest] harvest
        [prune] prune
       *[launch] launch
    }, only sprouts do
# Argument: `cell`.
OnlySeedsHarvested = { $cell } holds a sprout; only a seed can be harvested
# Arguments: `cell`, `owner`, `kind`.
NotYours = { $cell } holds { $owner }'s { $kind ->
        [seed] seed
       *[sprout] sprout
    }, not one of yours
# Arguments: `cell`, `kind`, `verb`.
Empty = { $cell } is empty: there is no { $kind ->
        [seed] seed
       *[sprout] sprout
    } of yours to { $verb ->
        [move] move
        [harvest] harvest
        [prune] prune
       *[launch] launch
    }
# Argument: `cell`.
TouchesNoPlant = { $cell } touches none of your plants
# Arguments: `from`, `to`.
LeavesItsPlant = { $to } does not touch the plant of { $from } (a sprout must land next to another piece of its plant)
# Argument: `cell`.
SingleSeed = the plant of { $cell } has a single seed; only a plant with two or more may harvest
# Arguments: `cell`, `stranded` (cells, listed).
StrandsSprouts = harvesting { $cell } would leave { $stranded } without a seed
NoSeedToSow = you have no seed left in reserve to sow
MustSow = you have no seed on the board and no parasite: sow one first, then end the turn (sowing is compulsory)
SowOnly = you had no seed on the board when your turn began: your only action is to sow one
OneSeedPerTurn = you already put a seed on the board this turn; one seed per turn
SeedActionNeeded = only a seed's action may place or harvest a seed; parasites' actions and leaves' bonuses never do
# A piece that would stand captured between two enemy pieces. Arguments:
# `kind`, `cell`, `by` (the enemy), `a` and `b` (their cells).
SuicideBetweenPieces = your { $kind ->
        [seed] seed
        [sprout] sprout
       *[piece] piece
    } at { $cell } would stand captured between { $by }'s pieces at { $a } and { $b }
# Between the red edge and an enemy piece. Arguments: `kind`, `cell`, `by`, `at`.
SuicideEdgeAndPiece = your { $kind ->
        [seed] seed
        [sprout] sprout
       *[piece] piece
    } at { $cell } would stand captured between the red edge and { $by }'s piece at { $at }
# Between the red edges. Arguments: `kind`, `cell`.
SuicideBetweenEdges = your { $kind ->
        [seed] seed
        [sprout] sprout
       *[piece] piece
    } at { $cell } would stand captured between the red edges
# Arguments: `owner`, `cell`, `placed`.
Recapture = no immediate recapture: { $owner }'s piece at { $cell } took your piece on { $placed } in their last turn
# Arguments: `cell`, `distance`, `owner`, `enemy` (the enemy piece's cell).
TooClose = in your first three turns every piece must stand at least 3 cells from enemy pieces: { $cell } is { $distance } from { $owner }'s piece at { $enemy }
# As TooClose, the enemy piece's owner unknown. Arguments: `cell`, `distance`, `enemy`.
TooCloseUnknown = in your first three turns every piece must stand at least 3 cells from enemy pieces: { $cell } is { $distance } from at { $enemy }
TimeoutByHand = only a missed deadline ends a turn by timeout; use `end`
# Argument: `cell`.
ClaimOnEmpty = { $cell } is empty: a claim takes a seed
# Argument: `cell`.
ClaimOnSprout = { $cell } holds a sprout of a plant: a claim takes a seed, or a whole parasite
# Argument: `cell`.
ClaimOnOwn = { $cell } is your own piece: claims are against opponents
# Argument: `owner`.
NoClaimOpen = no claim is open against { $owner }: their last turn left no action unused, or its claims are all made
# Arguments: `group`, `cell`, `owner`.
NothingToClaim = the { $group ->
        [plant] plant
       *[parasite] parasite
    } of { $cell } used all its actions in { $owner }'s last turn
# Arguments: `group`, `cell`, `owner`.
AllClaimed = the unused actions of the { $group ->
        [plant] plant
       *[parasite] parasite
    } of { $cell } in { $owner }'s last turn are all claimed
# Argument: `player`, the winner.
GameWon = the game is over: { $player } wins
GameDrawn = the game is over: the game is drawn
# Argument: `player`.
NotPlaying = { $player } is not playing in this game
# Argument: `at`, a cell of the parasite.
NewParasiteAt = the parasite at { $at } was made this turn; it acts from your next turn
NewParasite = the parasite was made this turn; it acts from your next turn
# Arguments: `from`, `to`.
ParasiteStep = the one-sprout parasite on { $from } moves one cell at a time; { $to } is not next to it
# Arguments: `from`, `to`.
ParasiteLosesContact = the parasite on { $from } must keep touching an enemy: { $to } touches no enemy piece
LaunchInBasicRules = launching is an advanced rule, and this game plays the basic rules
# Argument: `from`.
NotAButton = { $from } is not the centre of a button: its six neighbours must all be sprouts of yours
# Arguments: `from`, `to`, `distance`, `most` (the farthest a launch goes).
LaunchTooFar = { $to } is { $distance } cells from { $from }; a launch goes at most { $most }
# Arguments: `to`, `touching`.
LaunchTouchesOwn = a launched sprout must land touching none of your pieces; { $to } touches yours at { $touching }
# Argument: `to`.
LaunchTouchesNoEnemy = a launched sprout must land touching an enemy plant or an enemy parasite; { $to } touches neither
# Arguments: `group`, `from`.
AlreadyLaunched = the { $group ->
        [plant] plant
       *[parasite] parasite
    } of { $from } already launched this turn; one launch per plant or parasite

# A turn's text with no action.
ParseEmpty = no action given: try `sow H8`, `grow H8`, `move H8 J9` or `end`
# Argument: `word`.
UnknownAction = unknown action `{ $word }`: the actions are sow, grow, move, harvest, prune, launch, claim, end and resign
# An action missing its cells. Arguments: `action` (its name), `example`.
MissingCell = `{ $action }` needs { $action ->
        [move] two cells, from and to
        [launch] two cells, the button's centre and the landing
        [harvest] a seed's cell
        [prune] a sprout's cell
        [claim] a seed's or a parasite's cell
       *[other] a cell
    }, like `{ $example }`
# Arguments: `word`, `action` (what it follows).
Unexpected = unexpected `{ $word }` after `{ $action }`
# No cell given (R1).
CellEmpty = a cell is a column letter A-S and a row 1-16, like H8 (R1)
# Argument: `text`.
BadColumn = `{ $text }` is not a cell: columns run from A to S (R1)
# Argument: `text`.
BadRow = `{ $text }` is not a cell: rows run from 1 to 16 (R1)
