### `/rules`: Palanquée's rules in the project's own words, a message per
### topic, named as `/rules topic:NAME` takes it, in reading order. Each
### names its rulings (R1..R36 of `shared/rules/RULINGS.md`) and fits one
### Discord message. `intro` opens `/rules` without a topic, followed by
### the first three topics, then `more` with the list of topics (argument
### `topics`). English, the language every other is checked against;
### `docs/rules.md` is made from these words and a test keeps it so.

board = **The board (R1-R6).** 19 columns A-S of flat-topped hexagons, 16 rows; columns B, D, F… sit half a cell lower. The top and bottom edges are blue and wrap: row 16 touches row 1, so every column is a ring. The left and right edges are red: nothing crosses them, and they take part in captures. Lines run along a column or along either diagonal; distance counts steps on this cylinder.
plants = **Plants (R7, R8).** Each player has 50 sprouts and 3 seeds. A plant is a connected group of your pieces holding at least one seed. Sprouts cut off from every seed are removed at once (massive pruning). Plants fuse when they touch and split when cut; the board always tells which plant is which.
turn = **Your turn (R9-R12, R19).** Every seed you had on the board when your turn began gives one action to the plant holding it: *grow* (a sprout, or a seed, on an empty cell touching the plant), *move* (a sprout to an empty cell touching another piece of its plant; seeds never move), *harvest* (a seed back to reserve, from a plant with two or more, without stranding sprouts), *prune* (a sprout back to reserve). Instead of one action you may *sow* a seed from reserve anywhere. With no seed on the board you get one sowing, compulsory unless a parasite of yours lives (R30). At most one seed is placed per turn. In your first three turns every piece stays 3 cells or more from enemy pieces.
captures = **Captures (R13-R18).** After you place a piece, look along the six directions: a run of enemy pieces (any colours) closed by one of yours is captured, and so is a run of one colour pressed against a red edge. A column with no two adjacent empty cells is saturated: everything in it goes, yours included. Captured sprouts return to their owners; captured seeds are gone for good. You may not leave your own pieces capturable, unless your move's captures remove the threat, and you may not take back at once a capture that just took yours on the cell you now play.
claims = **Forgetting and claims (R20, R21).** You may end a turn with actions unused, but each unused action lets an opponent claim: remove one seed of a plant that did not use its action (in advanced games, a parasite that did not act is taken whole, R30). Claims are open from the end of that turn until your next turn begins. What may be claimed is fixed as that turn ends, so claims stand in any order, by one opponent or several. A turn ended by its deadline leaves every remaining action unused.
end = **The end (R22, R23).** A player with no seed on the board or in reserve (and, in advanced games, no parasite) is out. The last player left wins. You may resign at any time; your pieces leave the board. If the last seeds of everyone go at once, the game is drawn. Computers never play on alone: when no person is left in a game (all resigned, ran out of time or are out), it ends at once, unrated. **Ending by agreement** (our ruling: the official rules have none): with /propose-end, once every other person still in the game accepts, the game ends here. The players still in it are placed by the seeds they own (on the board and in reserve, R7), more is better, then by their sprouts on the board; equal counts share a place. Players already out keep their places below every survivor (those who resigned last). A computer always declines. With /takeback, the player who published the last turn asks to take it back until the next turn is published; if everyone else accepts, the board, reserves, claims and deadline return to before it (not in tournament games, nor after a turn ended by its deadline).
advanced = **Advanced rules (R30-R36)**, chosen with `/new rules:advanced`. Three things are added to the basic game:
    • **Buttons and launches (R32).** A sprout ringed by six of your sprouts is a button; its centre can be *launched* up to 6 cells away to land on an enemy plant or an enemy parasite (a parasite may be parasitised): `/launch from to`.
    • **Parasites (R30, R31).** A launched sprout lives without a seed while it touches an enemy. From your next turn it has its own action, which you must use: grow, prune or move. Forget it and opponents may claim it whole. While one lives you need not sow, even with no seed on the board (R11).
    • **Leaves (R36).** A button with one more sprout straight out from its ring is a leaf: kept intact from one turn to the next, it gives its plant a bonus action (two leaves at most).
    More: /rules topic: parasites, launch, leaves.
parasites = **Parasites (R30, R31).** A group of your sprouts without a seed, touching an enemy plant or parasite, made by a launch or by a parasite splitting. Sprouts cut off from your seeds any other way are still removed at once: a plant's leftover is never promoted to parasite.
    ```
    {"   "}K  L  M
    {"      "}b         a: alice's one-sprout parasite on K8,
    {"   "}a     b         launched against bob's plant
    {"      "}B         B: bob's seed on L8, b: his sprouts
    {"         "}b
    ```
    • From your turn after it was made, each parasite has **one action, which must be used**: *grow* (a sprout next to it), *prune*, or *move* (a one-sprout parasite moves one cell and must keep touching the enemy; a larger one moves like a plant). It never sows, harvests or places a seed (R12).
    • Left without enemy contact (its host captured, say), a parasite is removed and its sprouts return.
    • Touching one of your plants, it becomes part of that plant; cut in two, it makes two parasites, each acting from your next turn.
    • A parasite you leave without its action can be **claimed whole** by an opponent (R21).
    • With a parasite alive you are not out, and you need not sow: you may end a turn with no seed on the board (R11, R22). Taking the last seeds of everyone with only parasites left is a draw (R23).
launch = **Buttons and the launch (R32).** A button is a sprout whose six neighbours are all your sprouts (7 sprouts, no seed), in a plant or a parasite:
    ```
    {"      "}H
    {"      "}o         o: your sprouts H7, G8, I8, G9, I9, H9
    {"   "}o     o      C: the centre H8, ringed by six of yours
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    As one of that plant's actions, `/launch from:C to:X` lifts the centre and puts it on an empty cell X at most 6 steps away, flying over any pieces. X must touch **no** piece of yours and **must** touch an enemy plant or an enemy parasite: a parasite may be parasitised. The sprout becomes a parasite (/rules topic: parasites); the landing captures like any placement (R14). One launch per plant or parasite per turn. Example: with a button centred on H8 and bob's plant on column K, `/launch from:H8 to:L8` lands 4 cells away against bob.
leaves = **Leaves (R36).** A leaf is a button plus a tip: one more of your sprouts next to a ring sprout, on the straight line from the centre through it (8 sprouts, no seed):
    ```
    {"      "}H
    {"      "}t         t: the tip H6, in line with the centre
    {"      "}o            C (H8) and the ring sprout H7
    {"   "}o     o
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    A leaf that stood intact when your previous turn ended and still stands when your turn starts gives its plant (or parasite) **one bonus action** this turn; two leaves at most per plant, and leaves may not share sprouts. Bonus actions are **optional** (no claim if unused) and never harvest, sow or place a seed. Moving, pruning or launching a sprout of the leaf cancels its bonus if not yet used. Example: a's seed G7 with sprouts H6 H7 H8 H9 G8 G9 I8 I9 makes a leaf centred on H8 with its tip at H6.
intro = **Palanquée** (Ludovic Robillard): grow plants of seeds and sprouts, capture your opponents' seeds, be the last one standing.
more = More: /rules topic: { $topics }

computers = **Computer players (/addbot).** From the weakest: **beginner** { level-beginner } **easy** { level-easy } **medium** { level-medium } **hard** { level-hard } Each level beats the one below it in at least two games of three over many two-player games (the README gives the figures, five-player ones too).
# One level's play, said when /addbot seats it.
level-beginner = plays its actions at random, but never misses one that wins the game (R22): for a first game.
level-easy = takes the best material at each action and, as the game grows long, closes in on enemy seeds; but one action in four is random, and it is blind to threats.
level-medium = weighs six candidate turns against every opponent's greedy answer, judged as hard judges: sees captures at hand and threatened; misses slow plans.
level-hard = searches for two seconds, answering every opponent and looking a round ahead; late in the game it presses for the last seeds.
