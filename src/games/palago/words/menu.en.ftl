# Palago's own slash command, its `/new` option and its `/rules` topics
# as Discord shows them, and its paragraph of `/help` (see Palanquée's
# menu.en.ftl for the form). Discord allows 100 characters each.

help = **Palago** (/new game:palago, /rules topic:palago): /place cell:q,r orientation:k twice, then /end · /undo · /play actions:"0,1:1 1,1:2" · /resign. Cells are `q,r` from the first tile at 0,0; orientations 0, 1, 2 (P4, P13).
place = Palago: lay a tile in your turn's draft (private); a second /place completes the pair.
    .cell = The cell, q,r (the first tile is at 0,0)
    .orientation = How the tile lies: 0 upright, 1 leaning left, 2 leaning right (P4)
options =
    .tiebreak = Palago: a drawn game goes to the larger open region (P12)

choice-palago = palago
choice-palago-tile = palago-tile
choice-palago-table = palago-table
choice-palago-turn = palago-turn
choice-palago-holes = palago-holes
choice-palago-creatures = palago-creatures
choice-palago-end = palago-end
choice-palago-notation = palago-notation
choice-palago-computers = palago-computers

## Names, as typed (see the header).
name-place = place
    .cell = cell
    .orientation = orientation
name-options =
    .tiebreak = tiebreak
