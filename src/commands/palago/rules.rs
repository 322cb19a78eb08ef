//! `/rules` for Palago: the rules in the project's own words, by topic,
//! each naming its rulings (P1..P15 of `shared/rules/PALAGO.md`), some
//! with a picture drawn by the game's own renderer.

use crate::commands::{CommandError, Reply, Service};
use crate::palago::{Game, Options, Placement, Turn};

/// The Palago topics, in reading order: (name, text).
pub const PALAGO_TOPICS: [(&str, &str); 5] = [
    (
        "palago",
        "**Palago** (Cameron Browne): two players, White and Blue, lay identical hexagonal tiles on an open table. \
Each tile shows a straight and two curved tips, both colours on every tile. The first to close a region of their colour that holds a straight, a *creature*, wins. \
Topics: palago-tile, palago-turn, palago-creatures, palago-end.",
    ),
    (
        "palago-tile",
        "**The tile (P3, P4, P13).** A straight crosses the tile between two opposite sides; two arcs cut off a white tip and a blue tip at opposite corners. \
Touching tiles always match colours, so a tile lies in one of three ways: \
`0` upright │, `1` leaning left ╲, `2` leaning right ╱ (the way its straight runs). \
A tile is named by its cell and orientation, `q,r:k`: cell `0,0` is the first tile's, `q` grows to the right and `r` down the column.\n\
```\n          0,-1\n   -1,0          1,-1\n          0,0\n   -1,1          1,0\n          0,1\n```\n\
The picture shows the three orientations, 0 to 2 from left to right.",
    ),
    (
        "palago-turn",
        "**A turn (P5-P9).** White lays the first tile on 0,0 and a second one next to it. From then on each player lays two tiles a turn, \
side by side, touching the tiles already down (P7). Tiles come from one pool of 48 (P5). \
A *single hole*, a free cell walled in on all six sides, may take the first tile of a turn only if that tile ends the game (P8). \
A first tile that ends the game is the whole turn (P9). \
On Discord: /place cell:q,r orientation:k twice, then /end; /undo steps back. Or /play actions:\"0,1:1 1,1:2\".",
    ),
    (
        "palago-creatures",
        "**Creatures (P10, P11).** A region is a connected area of one colour across tiles. It is *closed* when no open side and no hole touches it, \
and a closed region holding at least one straight is a creature; a closed region without a straight is an *eye* and counts for nothing. \
Close a creature of your colour and you win; close only your opponent's and they win; close both colours at once and you lose. \
The picture shows Blue winning: the blue creature outlined.",
    ),
    (
        "palago-end",
        "**The end (P11, P12, deadlines).** The game ends when a creature is closed. When all 48 tiles are down without one, the game is a draw; \
with `/new game:palago tiebreak:true` the player whose largest open region holds more straights wins instead (P12). \
/resign gives the game to your opponent. When a game has a turn deadline (`turn-hours:`), a reminder comes before it, and a player who lets it pass \
**loses the game**: a two-player game has nobody to claim a forgotten turn, so this is the bot's own rule, not Browne's.",
    ),
];

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
            let turns: Option<Vec<Turn>> = ["0,0:0 0,-1:2", "1,-1:0 1,-2:0", "0,1:1 -1,2:0", "1,0:0"]
                .iter()
                .map(|t| t.parse().ok())
                .collect();
            Some((Game::replay(Options::default(), &turns?).ok()?, None))
        }
        _ => None,
    }
}

impl Service {
    /// `/rules topic:palago…`: the topic's text, with its picture when it
    /// has one; `None` when `topic` is no Palago topic.
    pub(crate) async fn palago_rules(&self, topic: &str) -> Result<Option<Reply>, CommandError> {
        let Some((name, body)) = PALAGO_TOPICS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(topic))
        else {
            return Ok(None);
        };
        let mut reply = Reply::private(*body);
        if let Some((game, highlight)) = diagram(name) {
            let names = ["White".to_owned(), "Blue".to_owned()];
            reply = reply.with_picture(self.palago_picture_of(game, names, highlight).await?);
        }
        Ok(Some(reply))
    }
}
