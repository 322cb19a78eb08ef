# Palanquée's own slash commands, its `/new` option and its `/rules`
# topics as Discord shows them, and its paragraph of `/help`. A message per
# command (its description) with an attribute per option; `options` holds
# what Palanquée adds to `/new` and `/tournament new`; `choice-KEY` is a
# choice's label (it keeps its key, which replies quote). Discord allows
# 100 characters each (`help` is a reply's paragraph, not a menu's).
# `name-COMMAND` names the command and its options as typed in the
# file's language (`name-options`: the `/new` options), as the shared
# menu.en.ftl says.

help = **Palanquée:** /sow cell · /grow cell [seed] · /move from to · /harvest cell · /prune cell, or /play actions:"grow H8; move H8 J9".
    {"**"}Advanced rules** (/rules topic:advanced): /launch from to sends a button's centre off as a parasite (R32).
    {"**"}Any time:** /claim cell, when an opponent left actions unused (R21).
    Cells are a column A-S and a row 1-16, like H8.
sow = Sow a seed from your reserve on an empty cell (your draft, private).
    .cell = The cell, like H8
grow = Grow a sprout (or a seed) on an empty cell touching your plant.
    .cell = The cell, like H8
    .seed = Grow a seed instead of a sprout
move = Move a sprout to an empty cell touching another piece of its plant.
    .from = The sprout's cell
    .to = Where it goes
harvest = Harvest a seed back to your reserve (its plant keeps another seed).
    .cell = The seed's cell
prune = Prune one of your sprouts back to your reserve.
    .cell = The sprout's cell
launch = Launch the centre of a button as a parasite (advanced rules, R32).
    .from = The button's centre sprout
    .to = Where it lands
claim = Claim a seed (or a parasite) of an opponent who left an action unused (R21).
    .cell = The seed's cell, or a cell of the parasite
options =
    .rules = Palanquée: basic (default) or advanced rules

choice-basic = basic
choice-advanced = advanced
choice-board = board
choice-plants = plants
choice-turn = turn
choice-captures = captures
choice-claims = claims
choice-end = end
choice-parasites = parasites
choice-launch = launch
choice-leaves = leaves
choice-computers = computers

## Names, as typed (see the header).
name-sow = sow
    .cell = cell
name-grow = grow
    .cell = cell
    .seed = seed
name-move = move
    .from = from
    .to = to
name-harvest = harvest
    .cell = cell
name-prune = prune
    .cell = cell
name-launch = launch
    .from = from
    .to = to
name-claim = claim
    .cell = cell
name-options =
    .rules = rules
