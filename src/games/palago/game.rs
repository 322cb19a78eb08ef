//! A game of Palago: whose turn, the tiles left, judging and laying turns,
//! and the end (P5-P12).
//!
//! A turn is judged whole before any tile of it is laid: a refused turn
//! returns a [`Refusal`] naming its ruling and leaves the game untouched.
//!
//! ```
//! use palanquee::games::palago::{Game, Options};
//! let mut game = Game::new(Options::default());
//! game.play(&"0,0:1 -1,1:0".parse().unwrap()).unwrap();
//! assert_eq!(game.status_line(), "palago: 2 placed, 46 left, Blue to move");
//! let refusal = game.play(&"5,5:0 5,6:0".parse().unwrap()).unwrap_err();
//! assert!(refusal.to_string().starts_with("P7:"));
//! assert_eq!(game.tiles_left(), 46);
//! ```

use std::fmt;

use super::cell::{Cell, Colour};
pub use super::outcome::Outcome;
use super::reasons::Reason;
use super::regions::{Region, creatures_closed_by, creatures_through, regions, tiebreak_scores};
use super::rulings::Refusal;
use super::table::Table;
use super::tile::Placement;
use super::turn::Turn;

/// The tiles in the shared pool (P5).
pub const TILE_COUNT: usize = 48;

/// The options a game is created with.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Options {
    /// The optional tiebreak of P12: at a draw, the larger open region wins.
    pub tiebreak: bool,
}

/// How the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// A tile closed creatures of one colour only: that colour wins,
    /// whoever laid it (P11).
    Creature {
        /// The colour of the creature, and the winner.
        winner: Colour,
        /// Who laid the tile.
        mover: Colour,
    },
    /// A tile closed creatures of both colours: its mover loses (P11).
    DoubleCreature {
        /// Who laid the tile, and lost.
        mover: Colour,
    },
    /// All tiles laid and no creature (P12).
    TilesOut {
        /// With the tiebreak option, the straights of the largest open
        /// region of White and of Blue.
        scores: Option<[usize; 2]>,
    },
}

impl End {
    /// Who won, if anyone.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            End::Creature { winner, .. } => Outcome::Win(winner),
            End::DoubleCreature { mover } => Outcome::Win(mover.other()),
            End::TilesOut {
                scores: Some([white, blue]),
            } if white != blue => Outcome::Win(if white > blue {
                Colour::White
            } else {
                Colour::Blue
            }),
            End::TilesOut { .. } => Outcome::Draw,
        }
    }
}

impl fmt::Display for End {
    /// The end in a sentence, naming its ruling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = self.outcome();
        match *self {
            End::Creature { winner, mover } => write!(
                f,
                "{mover} closed a {} creature: {outcome} (P11)",
                colour_word(winner)
            ),
            End::DoubleCreature { mover } => write!(
                f,
                "{mover} closed creatures of both colours at once and loses: {outcome} (P11)"
            ),
            End::TilesOut { scores: None } => write!(
                f,
                "all {TILE_COUNT} tiles are laid and no creature was closed: {outcome} (P12)"
            ),
            End::TilesOut {
                scores: Some([white, blue]),
            } => write!(
                f,
                "all {TILE_COUNT} tiles are laid and no creature was closed; tiebreak: \
                 White's largest region has {white} straights, Blue's {blue}: {outcome} (P12)"
            ),
        }
    }
}

/// `white` or `blue`.
fn colour_word(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Blue => "blue",
    }
}

/// What a first tile does to the turn (P9).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FirstTile {
    /// The tile ends the game: it is the whole turn.
    EndsTheGame,
    /// A second tile must follow, next to it.
    NeedsASecond,
}

/// What a turn did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnReport {
    /// Who played it.
    pub mover: Colour,
    /// The tiles laid.
    pub turn: Turn,
    /// How the game ended, if it did.
    pub end: Option<End>,
}

/// A game of Palago.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    table: Table,
    options: Options,
    turns: Vec<Turn>,
    end: Option<End>,
    /// The creatures the last tile closed, when one ended the game.
    creatures: Vec<Region>,
}

impl Game {
    /// A new game on an empty table; White to move (P5).
    #[must_use]
    pub fn new(options: Options) -> Game {
        Game {
            table: Table::new(),
            options,
            turns: Vec::new(),
            end: None,
            creatures: Vec::new(),
        }
    }

    /// The game after `turns` from the start, or the refusal of the first
    /// turn that breaks a rule, with its number (1-based).
    pub fn replay<'a>(
        options: Options,
        turns: impl IntoIterator<Item = &'a Turn>,
    ) -> Result<Game, (usize, Refusal)> {
        let mut game = Game::new(options);
        for (index, turn) in turns.into_iter().enumerate() {
            game.play(turn).map_err(|refusal| (index + 1, refusal))?;
        }
        Ok(game)
    }

    /// The options the game was created with.
    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    /// The tiles on the table.
    #[must_use]
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The turns played, in order (the record, P13).
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The last turn played, if any.
    #[must_use]
    pub fn last_turn(&self) -> Option<&Turn> {
        self.turns.last()
    }

    /// Whose turn it is: White after an even number of turns (P5). Still
    /// the next mover's colour once the game is over.
    #[must_use]
    pub fn to_move(&self) -> Colour {
        if self.turns.len().is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Blue
        }
    }

    /// The number of tiles on the table.
    #[must_use]
    pub fn placed(&self) -> usize {
        self.table.len()
    }

    /// The tiles still in the pool (P5).
    #[must_use]
    pub fn tiles_left(&self) -> usize {
        TILE_COUNT.saturating_sub(self.table.len())
    }

    /// How the game ended, if it has.
    #[must_use]
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Whether no further turn is accepted (P12).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The creatures whose closing ended the game (P10, P11); empty
    /// otherwise.
    #[must_use]
    pub fn creatures(&self) -> &[Region] {
        &self.creatures
    }

    /// The eyes on the table: closed regions without a straight, which do
    /// not count (P10).
    #[must_use]
    pub fn eyes(&self) -> Vec<Region> {
        regions(&self.table)
            .into_iter()
            .filter(Region::is_eye)
            .collect()
    }

    /// The state in one line, the last line of `palanquee play --game
    /// palago`: `palago: P placed, L left, White to move` (or `Blue to
    /// move`, `White wins`, `Blue wins`, `Draw`).
    #[must_use]
    pub fn status_line(&self) -> String {
        let state = match self.end {
            Some(end) => end.outcome().to_string(),
            None => format!("{} to move", self.to_move()),
        };
        format!(
            "palago: {} placed, {} left, {state}",
            self.placed(),
            self.tiles_left()
        )
    }

    /// Whether laying `placement` now, on a free cell, would end the game:
    /// it closes a creature of either colour (P11) or is the last tile
    /// (P12).
    #[must_use]
    pub fn ends_the_game(&self, placement: Placement) -> bool {
        self.tiles_left() <= 1 || creatures_closed_by(&self.table, placement).contains(&true)
    }

    /// Judges `placement` as the first tile of the mover's turn: whether it
    /// is the whole turn or needs a second, or why it is refused (P6-P9,
    /// P12). Nothing is laid.
    pub fn judge_first(&self, placement: Placement) -> Result<FirstTile, Refusal> {
        self.check_not_over()?;
        let cell = placement.cell;
        if self.table.is_empty() {
            return if cell == Cell::ORIGIN {
                Ok(FirstTile::NeedsASecond)
            } else {
                Err(Reason::FirstTileOffOrigin { cell }.into())
            };
        }
        self.check_free(cell)?;
        let ends = self.ends_the_game(placement);
        if self.table.is_single_hole(cell) && !ends {
            return Err(Reason::SingleHole { cell, placement }.into());
        }
        if !self.table.touches(cell) && !self.has_free_neighbour_touching(cell) {
            return Err(Reason::TooFar { cell }.into());
        }
        Ok(if ends {
            FirstTile::EndsTheGame
        } else {
            FirstTile::NeedsASecond
        })
    }

    /// Judges `second` as the tile laid after `first`, which
    /// [`Game::judge_first`] accepted as needing a second (P6, P7).
    pub fn judge_second(&self, first: Placement, second: Placement) -> Result<(), Refusal> {
        let cell = second.cell;
        if cell == first.cell {
            return Err(Reason::SameCell { cell }.into());
        }
        self.check_free(cell)?;
        if !first.cell.is_adjacent(cell) {
            let first = first.cell;
            return Err(Reason::NotAdjacent { cell, first }.into());
        }
        if !self.table.is_empty() && !self.table.touches(first.cell) && !self.table.touches(cell) {
            let first = first.cell;
            return Err(Reason::TouchesNoTile { first, cell }.into());
        }
        Ok(())
    }

    /// Judges a whole turn without playing it (P4-P12).
    pub fn judge(&self, turn: &Turn) -> Result<(), Refusal> {
        let first = turn.first();
        match (self.judge_first(first)?, turn.second()) {
            (FirstTile::EndsTheGame, None) => Ok(()),
            (FirstTile::EndsTheGame, Some(_)) => Err(Reason::NoSecondAfterEnd { first }.into()),
            (FirstTile::NeedsASecond, None) => Err(Reason::SecondNeeded { first }.into()),
            (FirstTile::NeedsASecond, Some(second)) => self.judge_second(first, second),
        }
    }

    /// Plays the mover's turn, or refuses it naming the ruling and leaves
    /// the game untouched.
    pub fn play(&mut self, turn: &Turn) -> Result<TurnReport, Refusal> {
        self.judge(turn)?;
        let mover = self.to_move();
        // Without `Turn::placements`, which allocates: this is the playout
        // loop.
        for placement in std::iter::once(turn.first()).chain(turn.second()) {
            self.lay(placement, mover);
        }
        self.turns.push(*turn);
        Ok(TurnReport {
            mover,
            turn: *turn,
            end: self.end,
        })
    }

    /// Lays one judged tile and settles the end it makes (P11, P12).
    fn lay(&mut self, placement: Placement, mover: Colour) {
        self.table.place(placement);
        let creatures = creatures_through(&self.table, placement.cell);
        let white = creatures.iter().any(|c| c.colour == Colour::White);
        let blue = creatures.iter().any(|c| c.colour == Colour::Blue);
        self.end = match (white, blue) {
            (true, true) => Some(End::DoubleCreature { mover }),
            (true, false) => Some(End::Creature {
                winner: Colour::White,
                mover,
            }),
            (false, true) => Some(End::Creature {
                winner: Colour::Blue,
                mover,
            }),
            (false, false) if self.tiles_left() == 0 => Some(End::TilesOut {
                scores: self.options.tiebreak.then(|| self.tiebreak_scores()),
            }),
            (false, false) => None,
        };
        self.creatures = creatures;
    }

    /// The straights of each colour's largest open region: White, Blue
    /// (P12).
    #[must_use]
    pub fn tiebreak_scores(&self) -> [usize; 2] {
        tiebreak_scores(&self.table)
    }

    fn check_not_over(&self) -> Result<(), Refusal> {
        match self.end {
            Some(end) => Err(Reason::GameOver {
                outcome: end.outcome(),
            }
            .into()),
            None => Ok(()),
        }
    }

    fn check_free(&self, cell: Cell) -> Result<(), Refusal> {
        if self.table.is_free(cell) {
            Ok(())
        } else {
            Err(Reason::Occupied { cell }.into())
        }
    }

    fn has_free_neighbour_touching(&self, cell: Cell) -> bool {
        cell.neighbours()
            .any(|n| self.table.is_free(n) && self.table.touches(n))
    }
}
