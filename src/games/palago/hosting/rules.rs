//! `/rules` for Palago: the rules in the project's own words, by topic,
//! each naming its rulings (P1..P15 of `shared/rules/PALAGO.md`), some
//! with a picture drawn by the game's own renderer.

use super::hosted::Palago;
use crate::commands::error::CommandError;
use crate::commands::help::push_topic;
use crate::commands::language::{self, Language};
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palago::{Game, Options, Placement, Turn};

/// The Palago topics, in reading order: (name, text). `docs/palago.md`
/// is made from the same text ([`palago_rules_page`]).
pub const PALAGO_TOPICS: [(&str, &str); 8] = [
    (
        "palago",
        "**Palago** (Cameron Browne, 2008): two players, White and Blue, lay identical hexagonal tiles on an open table, two a turn. \
Each tile shows a straight and two small tips, both colours on every tile. \
The first to close a region of their colour with a straight along its border, a *creature*, wins (P10, P11). \
Topics: palago-tile, palago-table, palago-turn, palago-holes, palago-creatures, palago-end, palago-notation.",
    ),
    (
        "palago-tile",
        "**The tile (P3, P4).** All 48 tiles are the same hexagon, half white and half blue: a **straight** line through the centre joins two opposite sides, \
and two small **tips**, one white and one blue, sit around two opposite corners. \
The rest of each colour is a **bridge** running from one corner of its colour to another. \
A tile lies in one of three ways, numbered by where its straight runs: `0` upright │, `1` leaning left ╲, `2` leaning right ╱ (the picture shows them in that order). \
The corner colours never change (P2): every corner of the plane is white or blue for good, so colours always match along touching sides. \
A tile turned a sixth of a turn would match nothing, so there is no orientation 3, 4 or 5.",
    ),
    (
        "palago-table",
        "**The table (P1, P6).** There is no board: tiles go on the plane against the ones already there. \
Cells are named `q,r`: the game's first tile is on `0,0`; `q` grows to the east, `r` to the south along a column. \
The picture writes the name of every cell where the next tile may go. Around `0,0`:\n\
```\n        0,-1\n  -1,0      1,-1\n        0,0\n  -1,1      1,0\n        0,1\n```",
    ),
    (
        "palago-turn",
        "**A turn (P5, P7, P9).** White starts, on `0,0`; each turn the player lays **two tiles next to each other**, at least one touching a tile already on the table. \
Only when the first tile ends the game is it a turn on its own. \
The order matters: the first tile is judged alone. \
Here: /place cell:q,r orientation:k for each tile (a private preview each time), /undo to step back, /end to publish the turn; \
or the whole turn at once, /play actions:\"0,1:1 1,1:2\".",
    ),
    (
        "palago-holes",
        "**Single holes (P8).** An empty cell with all six neighbours filled is a single hole. \
The first tile of a turn may go there only if it ends the game, since the second tile would have nowhere to go. \
A second tile may fill a hole the first has just made. Holes of two cells or more are ordinary cells.",
    ),
    (
        "palago-creatures",
        "**Creatures (P10, P11).** A region is an area of one colour, joined across tiles. It is closed when no empty cell touches it, inside or out. \
A closed region with at least one straight along its border is a **creature**; a closed region without one is an **eye** (three tips around one corner), and it does not count. \
The smallest creature takes five tiles. After every tile: if creatures of one colour exist, that player wins, whoever laid the tile; \
if one tile closes creatures of both colours at once, the player who laid it loses. The picture shows Blue's winning creature, outlined.",
    ),
    (
        "palago-end",
        "**The end (P11, P12, deadlines).** The game ends when a creature is closed. When all 48 tiles are laid without a creature, the game is drawn; \
with the tiebreak option (`/new game:palago tiebreak:true`), each player then counts the straights of their colour's largest open region, and the higher count wins. \
/resign gives the game to the opponent. \
When the game has a turn deadline (`turn-hours:`), a reminder comes before it, and a player who lets it pass **loses the game**. \
This is the bot's own rule, not Browne's: with two players there is nobody to claim a forgotten turn, as Palanquée's players do (R21). \
Computers never play on alone: a game with no person left in it ends at once, unrated (in Palago a resignation or a missed deadline already ends the game).",
    ),
    (
        "palago-notation",
        "**Text forms (P13).** A cell is `q,r` (`-1,2`), a placement `q,r:k` (`1,-1:2`), a turn one or two placements separated by a space. \
The record is one turn per line, `1. W 0,0:1 -1,1:0`, with the result after the last (`(B wins)`); replaying it rebuilds the game. \
/export gives it, the players named on `#` lines, and `palanquee play --game palago` replays it, one turn per argument. \
Text that cannot be read is refused naming P13; a readable turn that breaks a rule is refused naming that rule, and changes nothing.",
    ),
];

/// The project's rules page for Palago (`docs/palago.md`): every topic
/// of `/rules topic:palago…` in reading order, as Markdown, so the page
/// and the bot never disagree; a test keeps the file up to date.
#[must_use]
pub fn palago_rules_page() -> String {
    let mut page = String::from(
        "# Palago: the rules in short\n\n\
This page is what `/rules topic:palago…` says, topic by topic. The rule text is `../shared/seeds/palago-regle-fr.txt` (French); \
every point it leaves open, and the tile itself, whose figures were lost, is settled by a ruling of `../shared/rules/PALAGO.md`, \
named here by its id (P1..P15).\n\n\
![A finished game of Palago: Blue's creature outlined](palago-sample.png)\n",
    );
    for (name, body) in PALAGO_TOPICS {
        push_topic(&mut page, name, body);
    }
    let kept = page.trim_end().len();
    page.truncate(kept);
    page.push('\n');
    page
}

/// The tiles drawn with a topic, if it has a picture, and the game under
/// them.
fn diagram(topic: &str) -> Option<(Game, Option<Vec<Placement>>)> {
    let parse = |texts: &[&str]| -> Option<Vec<Placement>> {
        texts.iter().map(|t| t.parse().ok()).collect()
    };
    match topic {
        "palago-tile" => Some((
            Game::new(Options::default()),
            Some(parse(&["-2,1:0", "0,0:1", "2,-1:2"])?),
        )),
        "palago-creatures" => {
            let turns: Option<Vec<Turn>> =
                ["0,0:0 0,-1:2", "1,-1:0 1,-2:0", "0,1:1 -1,2:0", "1,0:0"]
                    .iter()
                    .map(|t| t.parse().ok())
                    .collect();
            Some((Game::replay(Options::default(), &turns?).ok()?, None))
        }
        _ => None,
    }
}

impl Host<'_, Palago> {
    /// `/rules topic:palago…`: the topic's text, with its picture when it
    /// has one; `None` when `topic` is no Palago topic.
    pub(crate) async fn rules(&self, topic: &str) -> Result<Option<Reply>, CommandError> {
        let topics: &[(&str, &str)] = match language::current() {
            Language::English => &PALAGO_TOPICS,
            Language::French => &super::rules_fr::PALAGO_TOPICS_FR,
        };
        let Some((name, body)) = topics
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(topic))
        else {
            return Ok(None);
        };
        let mut reply = Reply::private(*body);
        if let Some((game, highlight)) = diagram(name) {
            let names = ["White".to_owned(), "Blue".to_owned()];
            reply = reply.with_picture(self.picture_of(game, names, highlight).await?);
        }
        Ok(Some(reply))
    }
}
