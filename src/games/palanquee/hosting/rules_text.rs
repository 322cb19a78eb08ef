//! `/rules` and `/help`: the rules in the project's own words, by topic,
//! each naming its rulings (R1..R36), and the list of commands.

use super::rules_fr;
use crate::commands::help::push_topic;
use crate::commands::language::{self, Language};
use crate::commands::reply::Reply;

/// The rules topics, in reading order: (name, text).
pub const TOPICS: [(&str, &str); 10] = [
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
Instead of one action you may *sow* a seed from reserve anywhere. With no seed on the board you get one sowing, compulsory unless a parasite of yours lives (R30). \
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
remove one seed of a plant that did not use its action (in advanced games, a parasite that did not act is taken whole, R30). Claims are open from the end of that turn until your next turn begins. \
What may be claimed is fixed as that turn ends, so claims stand in any order, by one opponent or several. \
A turn ended by its deadline leaves every remaining action unused.",
    ),
    (
        "end",
        "**The end (R22, R23).** A player with no seed on the board or in reserve (and, in advanced games, no parasite) is out. The last player left wins. \
You may resign at any time; your pieces leave the board. If the last seeds of everyone go at once, the game is drawn. \
Computers never play on alone: when no person is left in a game (all resigned, ran out of time or are out), it ends at once, unrated.",
    ),
    (
        "advanced",
        "**Advanced rules (R30-R36)**, chosen with `/new rules:advanced`. Three things are added to the basic game:\n\
• **Buttons and launches (R32).** A sprout ringed by six of your sprouts is a button; its centre can be *launched* up to 6 cells away to land on an enemy plant or an enemy parasite (a parasite may be parasitised): `/launch from to`.\n\
• **Parasites (R30, R31).** A launched sprout lives without a seed while it touches an enemy. From your next turn it has its own action, which you must use: grow, prune or move. Forget it and opponents may claim it whole. While one lives you need not sow, even with no seed on the board (R11).\n\
• **Leaves (R36).** A button with one more sprout straight out from its ring is a leaf: kept intact from one turn to the next, it gives its plant a bonus action (two leaves at most).\n\
More: /rules topic: parasites, launch, leaves.",
    ),
    (
        "parasites",
        concat!(
            "**Parasites (R30, R31).** A group of your sprouts without a seed, touching an enemy plant or parasite, made by a launch or by a parasite splitting. \
Sprouts cut off from your seeds any other way are still removed at once: a plant's leftover is never promoted to parasite.\n\
",
            "```\n",
            "   K  L  M\n",
            "      b         a: alice's one-sprout parasite on K8,\n",
            "   a     b         launched against bob's plant\n",
            "      B         B: bob's seed on L8, b: his sprouts\n",
            "         b\n",
            "```\n",
            "• From your turn after it was made, each parasite has **one action, which must be used**: *grow* (a sprout next to it), *prune*, or *move* (a one-sprout parasite moves one cell and must keep touching the enemy; a larger one moves like a plant). It never sows, harvests or places a seed (R12).\n\
• Left without enemy contact (its host captured, say), a parasite is removed and its sprouts return.\n\
• Touching one of your plants, it becomes part of that plant; cut in two, it makes two parasites, each acting from your next turn.\n\
• A parasite you leave without its action can be **claimed whole** by an opponent (R21).\n\
• With a parasite alive you are not out, and you need not sow: you may end a turn with no seed on the board (R11, R22). Taking the last seeds of everyone with only parasites left is a draw (R23).",
        ),
    ),
    (
        "launch",
        concat!(
            "**Buttons and the launch (R32).** A button is a sprout whose six neighbours are all your sprouts (7 sprouts, no seed), in a plant or a parasite:\n\
",
            "```\n",
            "      H\n",
            "      o         o: your sprouts H7, G8, I8, G9, I9, H9\n",
            "   o     o      C: the centre H8, ringed by six of yours\n",
            "      C\n",
            "   o     o\n",
            "      o\n",
            "```\n",
            "As one of that plant's actions, `/launch from:C to:X` lifts the centre and puts it on an empty cell X at most 6 steps away, flying over any pieces. \
X must touch **no** piece of yours and **must** touch an enemy plant or an enemy parasite: a parasite may be parasitised. The sprout becomes a parasite (/rules topic: parasites); the landing captures like any placement (R14). \
One launch per plant or parasite per turn. Example: with a button centred on H8 and bob's plant on column K, `/launch from:H8 to:L8` lands 4 cells away against bob.",
        ),
    ),
    (
        "leaves",
        concat!(
            "**Leaves (R36).** A leaf is a button plus a tip: one more of your sprouts next to a ring sprout, on the straight line from the centre through it (8 sprouts, no seed):\n\
",
            "```\n",
            "      H\n",
            "      t         t: the tip H6, in line with the centre\n",
            "      o            C (H8) and the ring sprout H7\n",
            "   o     o\n",
            "      C\n",
            "   o     o\n",
            "      o\n",
            "```\n",
            "A leaf that stood intact when your previous turn ended and still stands when your turn starts gives its plant (or parasite) **one bonus action** this turn; two leaves at most per plant, and leaves may not share sprouts. \
Bonus actions are **optional** (no claim if unused) and never harvest, sow or place a seed. \
Moving, pruning or launching a sprout of the leaf cancels its bonus if not yet used. Example: a's seed G7 with sprouts H6 H7 H8 H9 G8 G9 I8 I9 makes a leaf centred on H8 with its tip at H6.",
        ),
    ),
];

/// The section of `docs/rules.md` that says where the French text of the
/// advanced rules leaves a choice and which one the engine makes (the
/// rulings page defers to that text on these points).
const CHOICES: &str = "## Where the French text leaves a choice\n\n\
The rulings page defers to the French text on the advanced rules. Where that text leaves a choice, the engine makes this one:\n\n\
- **A parasite splitting (R30, R31).** The text splits a parasite of three sprouts or more \"à la suite d'un mouvement\". \
The engine splits it after any action that cuts it in two (a move, a pruning, a capture): each part that still touches an enemy plant or a living enemy parasite is a parasite, acting from its owner's next turn; a part touching no enemy is removed.\n\
- **Pruning a host (R30).** The text: the parasite disappears \"s'il n'est plus en contact avec aucune plante\". \
The engine reads *enemy* plant, or living enemy parasite, of any opponent: pruning what a parasite touched removes it only when nothing of any opponent is left next to it. Touching its owner's plant, it is grafted, not removed (R31).\n\
- **Leaves on parasites (R36).** \"Un parasite peut avoir des feuilles\": a leaf in a parasite gives that parasite a bonus action, two at most, like a plant's; the bonus is optional, pays only for actions on that parasite, and never sows, harvests or places a seed.\n\
- **Parasitising a parasite (R32).** \"On peut parasiter un parasite\": a launch may land touching only an enemy parasite, and the new parasite lives on it. \
If the landing captures the parasite it touched (a pincer, R14), the launched sprout is left touching no enemy and is removed: the text allows a parasite to die of its own capture.\n\
- **Sowing with a parasite (R11).** \"Un joueur n'est donc pas tenu de poser une graine sur le plateau tant qu'il a un parasite vivant\": with a parasite alive when the turn begins, a player with no seed on the board may sow or not, and may end the turn at once. The parasite's own action is still owed: unused, the parasite can be claimed whole (R20, R21).\n\
- **Buttons sharing sprouts (R32).** Two buttons may share ring sprouts, each launching only while complete; leaves may not share sprouts (R36).\n";

/// The opening line of `/rules` without a topic./// The opening line of `/rules` without a topic.
const INTRO: &str = "**Palanquée** (Ludovic Robillard): grow plants of seeds and sprouts, capture your opponents' seeds, be the last one standing.";

/// What leads the list of topics after the overview.
const MORE: &str = "More: /rules topic: ";

/// The answer to an unknown topic.
/// The words of `/rules` in one language: its topics, the overview's
/// opening line, what leads the list of topics.
struct RulesText {
    topics: &'static [(&'static str, &'static str)],
    intro: &'static str,
    more: &'static str,
}

/// `/rules` in the language of the command running.
fn rules_text() -> RulesText {
    match language::current() {
        Language::English => RulesText {
            topics: &TOPICS,
            intro: INTRO,
            more: MORE,
        },
        Language::French => RulesText {
            topics: &rules_fr::TOPICS_FR,
            intro: rules_fr::INTRO_FR,
            more: rules_fr::MORE_FR,
        },
    }
}

/// The names of `/rules`' Palanquée topics, in reading order.
#[must_use]
pub fn topic_names() -> Vec<&'static str> {
    rules_text().topics.iter().map(|(name, _)| *name).collect()
}

/// The reply to `/rules` without a topic, in the caller's language: the
/// first topics, then the names of all.
#[must_use]
pub fn rules_overview() -> Reply {
    let said = rules_text();
    let mut text = format!("{}\n", said.intro);
    for (_, body) in said.topics.iter().take(3) {
        text.push_str(body);
        text.push('\n');
    }
    text.push_str(&format!("{}{}", said.more, topic_names().join(", ")));
    Reply::private(text)
}

/// The reply to `/rules topic:wanted` if `wanted` is a Palanquée topic.
#[must_use]
pub fn rules_topic(wanted: &str) -> Option<Reply> {
    rules_text()
        .topics
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(wanted))
        .map(|(_, body)| Reply::private(*body))
}

/// The project's rules page (`docs/rules.md`): every topic of `/rules`,
/// in reading order, as Markdown. One text serves both, so the page and
/// the bot never disagree; a test keeps the file up to date.
#[must_use]
pub fn rules_page(help: &str) -> String {
    let mut page = String::from(
        "# Palanquée: the rules in short\n\n\
This page is what `/rules` says, topic by topic (`/rules topic:NAME`). \
The rule texts are in `../shared/seeds/` (French is the reference) and every point they leave open is fixed by a ruling of \
`../shared/rules/RULINGS.md`, named here by its id (R1..R36). \
The advanced rules are a game option: `/new rules:advanced`.\n\n\
![An advanced game: a parasite, buttons and leaves marked on the board](advanced-sample.png)\n",
    );
    for (name, body) in TOPICS {
        push_topic(&mut page, name, body);
    }
    let kept = page.trim_end().len();
    page.truncate(kept);
    page.push_str("\n\n");
    page.push_str(CHOICES);
    page.push_str("\n## Commands\n\n");
    page.push_str(&help.replace('\n', "\n\n"));
    page.push('\n');
    page
}
