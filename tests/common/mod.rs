//! Positions for tests, written as pieces per cell and turned into the
//! position notation (which the engine then parses and validates).

#![allow(dead_code)]

use palanquee::games::palanquee::{
    Action, Cell, Game, IllegalAction, Player, Position, Report, Ruling,
};

/// The notation of a position holding `pieces`: words are cells, and a
/// lone letter `a`..`e` (sprouts) or `A`..`E` (seeds) says whose pieces
/// the following cells hold. Reserves are what is left of 50 sprouts and
/// 3 seeds, unless `seeds_in_reserve` gives a player's seeds.
pub fn notation(
    players: usize,
    to_move: char,
    round: u32,
    pieces: &str,
    seeds_in_reserve: &[(char, u8)],
) -> String {
    let mut grid = [['.'; 19]; 16];
    let mut current = None;
    for word in pieces.split_whitespace() {
        let mut chars = word.chars();
        if let (Some(letter), None) = (chars.next(), chars.next()) {
            current = Some(letter);
            continue;
        }
        let cell: Cell = word.parse().unwrap_or_else(|e| panic!("{e}"));
        let letter = current.expect("a piece letter before the cells");
        assert_eq!(
            grid[cell.row().index()][cell.column().index()],
            '.',
            "{cell} twice"
        );
        grid[cell.row().index()][cell.column().index()] = letter;
    }
    let rows: Vec<String> = grid
        .iter()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in row {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text += &empty.to_string();
                    }
                    empty = 0;
                    text.push(c);
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text
        })
        .collect();
    let reserves: Vec<String> = (0..players)
        .map(|p| {
            let sprout = (b'a' + p as u8) as char;
            let seed = sprout.to_ascii_uppercase();
            let count = |c: char| grid.iter().flatten().filter(|&&x| x == c).count() as u8;
            let seeds = seeds_in_reserve
                .iter()
                .find(|(who, _)| *who == sprout)
                .map_or(3 - count(seed), |&(_, n)| n);
            format!("{}/{}", 50 - count(sprout), seeds)
        })
        .collect();
    format!(
        "{} {to_move} {round} {}",
        rows.join("/"),
        reserves.join(",")
    )
}

/// The position of [`notation`], parsed.
pub fn position(players: usize, to_move: char, round: u32, pieces: &str) -> Position {
    notation(players, to_move, round, pieces, &[])
        .parse()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A game whose player to move starts a turn in the position of [`notation`].
pub fn game(players: usize, to_move: char, round: u32, pieces: &str) -> Game {
    Game::from_position(position(players, to_move, round, pieces))
}

pub fn player(letter: char) -> Player {
    Player::from_letter(letter).expect("a player letter")
}

pub fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

/// Plays `text` (one action) for the player to move; panics on refusal.
pub fn play(game: &mut Game, text: &str) -> Report {
    let action: Action = text.parse().expect("an action");
    let mover = game.to_move();
    game.play(mover, action)
        .unwrap_or_else(|e| panic!("`{text}` by {mover} refused: {e}"))
}

/// Plays `text` for `who` (claims, resignations).
pub fn play_as(game: &mut Game, who: char, text: &str) -> Report {
    let action: Action = text.parse().expect("an action");
    game.play(player(who), action)
        .unwrap_or_else(|e| panic!("`{text}` by {who} refused: {e}"))
}

/// Plays `text` for the player to move, expecting a refusal under
/// `ruling`; checks that the game did not change.
pub fn refused(game: &mut Game, text: &str, ruling: Ruling) -> IllegalAction {
    refused_as(game, game.to_move().letter(), text, ruling)
}

/// Like [`refused`], for `who`.
pub fn refused_as(game: &mut Game, who: char, text: &str, ruling: Ruling) -> IllegalAction {
    let action: Action = text.parse().expect("an action");
    let before = game.clone();
    let error = game
        .play(player(who), action)
        .expect_err(&format!("`{text}` should be refused under {ruling}"));
    assert_eq!(error.ruling, ruling, "`{text}`: {error}");
    assert_eq!(*game, before, "a refusal must leave the game untouched");
    error
}

/// The letter on `name`, or '.' when empty.
pub fn at(game: &Game, name: &str) -> char {
    game.position()
        .piece_at(cell(name))
        .map_or('.', |p| p.letter())
}

/// A small deterministic generator (xorshift) for random games.
pub struct Rng(pub u64);

impl Rng {
    /// A generator started from `seed` (any value, zero included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// A number in `0..n`; `n` must not be 0.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
