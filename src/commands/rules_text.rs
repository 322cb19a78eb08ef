//! `/rules` and `/help`: the rules in the project's own words, by topic,
//! each naming its rulings (R1..R23), and the list of commands.

use super::Reply;

/// The rules topics, in reading order: (name, text).
pub const TOPICS: [(&str, &str); 7] = [
    (
        "board",
        "**The board (R1-R6).** 19 columns A-S of flat-topped hexagons, 16 rows; columns B, D, F… sit half a cell lower. \
The top and bottom edges are blue and wrap: row 16 touches row 1, so every column is a ring. \
The left and right edges are red: nothing crosses them, and they take part in captures. \
Lines run along a column or along either diagonal; distance counts steps on this cylinder.",
    ),
    (
        "plants",
        "**Plants (R7, R8).** Each player has 50 sprouts and 3 seeds. A plant is a connected group of your pieces holding at least one seed. \
Sprouts cut off from every seed are removed at once (massive pruning). \
Plants fuse when they touch and split when cut; the board always tells which plant is which.",
    ),
    (
        "turn",
        "**Your turn (R9-R12, R19).** Every seed you had on the board when your turn began gives one action to the plant holding it: \
*grow* (a sprout, or a seed, on an empty cell touching the plant), *move* (a sprout to an empty cell touching another piece of its plant; seeds never move), \
*harvest* (a seed back to reserve, from a plant with two or more, without stranding sprouts), *prune* (a sprout back to reserve). \
Instead of one action you may *sow* a seed from reserve anywhere. With no seed on the board you get one sowing, and it is compulsory. \
At most one seed is placed per turn. In your first three turns every piece stays 3 cells or more from enemy pieces.",
    ),
    (
        "captures",
        "**Captures (R13-R18).** After you place a piece, look along the six directions: a run of enemy pieces (any colours) closed by one of yours is captured, \
and so is a run of one colour pressed against a red edge. A column with no two adjacent empty cells is saturated: everything in it goes, yours included. \
Captured sprouts return to their owners; captured seeds are gone for good. \
You may not leave your own pieces capturable, unless your move's captures remove the threat, and you may not take back at once a capture that just took yours on the cell you now play.",
    ),
    (
        "claims",
        "**Forgetting and claims (R20, R21).** You may end a turn with actions unused, but each unused action lets an opponent claim: \
remove one seed of a plant that did not use its action. Claims are open from the end of that turn until your next turn begins. \
A turn ended by its deadline leaves every remaining action unused.",
    ),
    (
        "end",
        "**The end (R22, R23).** A player with no seed on the board or in reserve is out. The last player left wins. \
You may resign at any time; your pieces leave the board. If the last seeds of everyone go at once, the game is drawn.",
    ),
    (
        "advanced",
        "**Advanced rules (R30-R36).** Parasites launched from buttons and leaves that grant bonus actions are a game option still being built; games here play the basic rules.",
    ),
];

/// The reply to `/rules [topic]`.
#[must_use]
pub fn rules(topic: Option<&str>) -> Reply {
    let names: Vec<&str> = TOPICS.iter().map(|(name, _)| *name).collect();
    match topic {
        None => {
            let mut text = String::from(
                "**Palanquée** (Ludovic Robillard): grow plants of seeds and sprouts, capture your opponents' seeds, be the last one standing.\n",
            );
            for (_, body) in TOPICS.iter().take(3) {
                text.push_str(body);
                text.push('\n');
            }
            text.push_str(&format!("More: /rules topic: {}", names.join(", ")));
            Reply::private(text)
        }
        Some(wanted) => match TOPICS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(wanted))
        {
            Some((_, body)) => Reply::private(*body),
            None => Reply::private(format!(
                "No topic `{wanted}`. Topics: {}.",
                names.join(", ")
            )),
        },
    }
}

/// The reply to `/help`.
#[must_use]
pub fn help() -> Reply {
    Reply::private(
        "**Game:** /new [rules] [turn-hours] · /join · /leave · /start · /status · /board [round] · /history · /export · /rules [topic] · /resign · /abort\n\
**Your turn** (a private draft until you end it): /sow cell · /grow cell [seed] · /move from to · /harvest cell · /prune cell · \
/play actions:\"grow H8; move H8 J9\" · /undo · /end [confirm]\n\
**Any time:** /claim cell, when an opponent left actions unused (R21).\n\
Cells are a column A-S and a row 1-16, like H8.",
    )
}
