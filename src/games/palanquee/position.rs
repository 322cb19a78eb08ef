//! Pieces on the board, reserves, seat order, round and player to move
//! (R7). Plants are derived from the board, never stored (R8).

use std::fmt;

use super::cell_set::CellSet;
use super::geometry::{CELL_COUNT, Cell};

/// Sprouts each player starts with in reserve (R7).
pub const SPROUTS_PER_PLAYER: u8 = 50;
/// Seeds each player starts with in reserve (R7).
pub const SEEDS_PER_PLAYER: u8 = 3;
/// Fewest players in a game (R7).
pub const MIN_PLAYERS: usize = 2;
/// Most players in a game (R7).
pub const MAX_PLAYERS: usize = 5;

/// A seat, 1 to 5, written `a`..`e` in the notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Player(u8);

impl Player {
    /// Every possible seat, in order.
    pub const ALL: [Player; MAX_PLAYERS] = [Player(0), Player(1), Player(2), Player(3), Player(4)];

    /// The seat with this index (first seat = 0), if there can be one.
    #[must_use]
    pub const fn new(index: usize) -> Option<Player> {
        if index < MAX_PLAYERS {
            Some(Player(index as u8))
        } else {
            None
        }
    }

    /// Seat index, first seat = 0.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's letter, `a`..`e`.
    #[must_use]
    pub const fn letter(self) -> char {
        (b'a' + self.0) as char
    }

    /// Reads a seat letter, either case.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Player> {
        let lower = letter.to_ascii_lowercase();
        if lower.is_ascii_lowercase() {
            Player::new((lower as u8 - b'a') as usize)
        } else {
            None
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Sprout or seed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceKind {
    /// Grows, moves and is pruned; goes back to reserve when removed (R7).
    Sprout,
    /// Holds a plant together and gives it its actions (R8, R9).
    Seed,
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::Sprout => "sprout",
            PieceKind::Seed => "seed",
        })
    }
}

/// A piece of one player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub owner: Player,
    /// Sprout or seed.
    pub kind: PieceKind,
}

impl Piece {
    /// The notation's letter: `a`..`e` for sprouts, `A`..`E` for seeds.
    #[must_use]
    pub fn letter(self) -> char {
        match self.kind {
            PieceKind::Sprout => self.owner.letter(),
            PieceKind::Seed => self.owner.letter().to_ascii_uppercase(),
        }
    }

    /// Reads a notation letter.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<Piece> {
        let owner = Player::from_letter(letter)?;
        let kind = if letter.is_ascii_uppercase() {
            PieceKind::Seed
        } else {
            PieceKind::Sprout
        };
        Some(Piece { owner, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s {}", self.owner, self.kind)
    }
}

/// Pieces a player holds off the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Reserve {
    /// Sprouts in reserve.
    pub sprouts: u8,
    /// Seeds in reserve.
    pub seeds: u8,
}

impl Reserve {
    /// A player's reserve before the first turn (R7).
    pub const START: Reserve = Reserve {
        sprouts: SPROUTS_PER_PLAYER,
        seeds: SEEDS_PER_PLAYER,
    };
}

/// What happens to a seed taken off the board (R7).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeedFate {
    /// Harvested: back to its owner's reserve.
    Reserve,
    /// Captured, saturated or claimed: gone for good.
    Eliminated,
}

/// A position: what stands on the board, the reserves, the seats, the round
/// and who is to move. Turn-long facts (budget, claims) live in
/// [`Game`](super::Game).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    cells: [Option<Piece>; CELL_COUNT],
    occupied: CellSet,
    pieces: [CellSet; MAX_PLAYERS],
    seeds: [CellSet; MAX_PLAYERS],
    reserves: [Reserve; MAX_PLAYERS],
    player_count: usize,
    to_move: Player,
    round: u32,
}

/// Hashes all but the board array, which the piece sets determine (equal
/// positions hash alike): searches hash positions by the thousand.
impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
        self.seeds.hash(state);
        self.reserves.hash(state);
        self.player_count.hash(state);
        self.to_move.hash(state);
        self.round.hash(state);
    }
}

impl Position {
    /// The start of a game: empty board, full reserves, the first seat to
    /// move in round 1 (R7, R11). `None` unless 2-5 players.
    #[must_use]
    pub fn new(player_count: usize) -> Option<Position> {
        (MIN_PLAYERS..=MAX_PLAYERS)
            .contains(&player_count)
            .then_some(Position {
                cells: [None; CELL_COUNT],
                occupied: CellSet::EMPTY,
                pieces: [CellSet::EMPTY; MAX_PLAYERS],
                seeds: [CellSet::EMPTY; MAX_PLAYERS],
                reserves: [Reserve::START; MAX_PLAYERS],
                player_count,
                to_move: Player(0),
                round: 1,
            })
    }

    /// Number of seats, 2-5.
    #[must_use]
    pub fn player_count(&self) -> usize {
        self.player_count
    }

    /// The seats in order.
    pub fn players(&self) -> impl Iterator<Item = Player> + use<> {
        Player::ALL.into_iter().take(self.player_count)
    }

    /// Whether `player` has a seat in this game.
    #[must_use]
    pub fn is_seated(&self, player: Player) -> bool {
        player.index() < self.player_count
    }

    /// The player whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The round, from 1; every seat plays once per round.
    #[must_use]
    pub fn round(&self) -> u32 {
        self.round
    }

    /// What stands on `cell`.
    #[must_use]
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.cells[cell.index()]
    }

    /// Whether `cell` is empty.
    #[must_use]
    pub fn is_empty(&self, cell: Cell) -> bool {
        self.cells[cell.index()].is_none()
    }

    /// `player`'s reserve.
    #[must_use]
    pub fn reserve(&self, player: Player) -> Reserve {
        self.reserves[player.index()]
    }

    /// Every cell holding a piece of `player`.
    #[must_use]
    pub fn pieces_of(&self, player: Player) -> CellSet {
        self.pieces[player.index()]
    }

    /// Every cell holding a seed of `player`.
    #[must_use]
    pub fn seeds_of(&self, player: Player) -> CellSet {
        self.seeds[player.index()]
    }

    /// Every cell holding a sprout of `player`.
    #[must_use]
    pub fn sprouts_of(&self, player: Player) -> CellSet {
        self.pieces[player.index()] - self.seeds[player.index()]
    }

    /// Every occupied cell.
    #[must_use]
    pub fn occupied(&self) -> CellSet {
        self.occupied
    }

    /// Every cell holding a piece of someone other than `player`.
    #[must_use]
    pub fn enemy_pieces(&self, player: Player) -> CellSet {
        self.occupied() - self.pieces_of(player)
    }

    /// Seeds `player` lost for good: neither on the board nor in reserve (R7).
    #[must_use]
    pub fn seeds_eliminated(&self, player: Player) -> u8 {
        let held = self.seeds_of(player).len() as u8 + self.reserve(player).seeds;
        SEEDS_PER_PLAYER.saturating_sub(held)
    }

    /// Whether `player` still plays: a seed on the board or in reserve, or
    /// a parasite (R22). Only parasites survive without a seed (R8, R30),
    /// so any piece on the board counts.
    #[must_use]
    pub fn is_alive(&self, player: Player) -> bool {
        self.is_seated(player)
            && (!self.pieces_of(player).is_empty() || self.reserve(player).seeds > 0)
    }

    /// The seats still playing, in order.
    pub fn alive_players(&self) -> impl Iterator<Item = Player> + '_ {
        self.players().filter(|&p| self.is_alive(p))
    }

    /// Puts `piece` on empty `cell`, taking it from its owner's reserve.
    /// Returns `false` (and changes nothing) if the cell is taken or the
    /// reserve is empty.
    pub(crate) fn place(&mut self, cell: Cell, piece: Piece) -> bool {
        let reserve = &mut self.reserves[piece.owner.index()];
        let stock = match piece.kind {
            PieceKind::Sprout => &mut reserve.sprouts,
            PieceKind::Seed => &mut reserve.seeds,
        };
        if self.cells[cell.index()].is_some() || *stock == 0 {
            return false;
        }
        *stock -= 1;
        self.put(cell, piece);
        true
    }

    /// Takes the piece off `cell`: a sprout goes back to its owner's reserve,
    /// a seed to the reserve or out of the game as `fate` says (R7).
    pub(crate) fn take(&mut self, cell: Cell, fate: SeedFate) -> Option<Piece> {
        let piece = self.lift(cell)?;
        let reserve = &mut self.reserves[piece.owner.index()];
        match (piece.kind, fate) {
            (PieceKind::Sprout, _) => reserve.sprouts += 1,
            (PieceKind::Seed, SeedFate::Reserve) => reserve.seeds += 1,
            (PieceKind::Seed, SeedFate::Eliminated) => {}
        }
        Some(piece)
    }

    /// Lifts the piece off `cell` without touching any reserve (a move).
    pub(crate) fn lift(&mut self, cell: Cell) -> Option<Piece> {
        let piece = self.cells[cell.index()].take()?;
        self.occupied.remove(cell);
        self.pieces[piece.owner.index()].remove(cell);
        self.seeds[piece.owner.index()].remove(cell);
        Some(piece)
    }

    /// Sets down a piece without touching any reserve (a move, or setup).
    pub(crate) fn put(&mut self, cell: Cell, piece: Piece) {
        if let Some(previous) = self.cells[cell.index()].replace(piece) {
            self.pieces[previous.owner.index()].remove(cell);
            self.seeds[previous.owner.index()].remove(cell);
        }
        self.occupied.insert(cell);
        self.pieces[piece.owner.index()].insert(cell);
        if piece.kind == PieceKind::Seed {
            self.seeds[piece.owner.index()].insert(cell);
        }
    }

    /// Takes every seed out of the reserve for good (a resignation, R22).
    pub(crate) fn clear_reserve_seeds(&mut self, player: Player) {
        self.reserves[player.index()].seeds = 0;
    }

    pub(crate) fn set_reserve(&mut self, player: Player, reserve: Reserve) {
        self.reserves[player.index()] = reserve;
    }

    pub(crate) fn set_to_move(&mut self, player: Player, round: u32) {
        self.to_move = player;
        self.round = round;
    }
}
