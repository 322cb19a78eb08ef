//! Colours of the board picture.
//!
//! Player colours come from the Okabe-Ito palette (Okabe & Ito, "Color
//! Universal Design", 2008), chosen to stay distinct under protanopia,
//! deuteranopia and tritanopia. The five picked span dark to light (near
//! black, blue, green, pink, orange), and every piece also carries its
//! player's letter (`a`..`e` on sprouts, `A`..`E` on seeds, as in the
//! position notation), so colour is never the only cue, in greyscale
//! included.

use image::Rgb;

pub use crate::picture::ink::{HEX_BORDER, INK, MUTED, PANEL, PANEL_HIGHLIGHT, WHITE};

use crate::games::palanquee::Player;

/// The five player colours in seat order: blue, orange, green, pink, black.
pub const PLAYER_COLOURS: [Rgb<u8>; 5] = [
    Rgb([0x00, 0x72, 0xB2]),
    Rgb([0xE6, 0x9F, 0x00]),
    Rgb([0x00, 0x9E, 0x73]),
    Rgb([0xCC, 0x79, 0xA7]),
    Rgb([0x2B, 0x2B, 0x2B]),
];

/// The colour of the letter written on each player's pieces: white on the
/// dark colours, near black on the light ones.
pub const LETTER_COLOURS: [Rgb<u8>; 5] = [WHITE, INK, WHITE, INK, WHITE];

/// `player`'s colour.
#[must_use]
pub fn player_colour(player: Player) -> Rgb<u8> {
    PLAYER_COLOURS[player.index()]
}

/// The colour of the letter on `player`'s pieces.
#[must_use]
pub fn letter_colour(player: Player) -> Rgb<u8> {
    LETTER_COLOURS[player.index()]
}

/// Around the board.
pub const BACKGROUND: Rgb<u8> = Rgb([0xFB, 0xFA, 0xF6]);
/// An empty cell.
pub const HEX_FILL: Rgb<u8> = Rgb([0xE6, 0xE1, 0xD4]);
/// The blue (wrapping) top and bottom edges (R3).
pub const BLUE_EDGE: Rgb<u8> = Rgb([0x1F, 0x5F, 0xD1]);
/// The red left and right edges (R4).
pub const RED_EDGE: Rgb<u8> = Rgb([0xD0, 0x21, 0x21]);
/// A cell where a piece arrived last turn.
pub const ARRIVAL_FILL: Rgb<u8> = Rgb([0xFF, 0xD9, 0x5C]);
/// The border of an arrival cell.
pub const ARRIVAL_BORDER: Rgb<u8> = Rgb([0x7A, 0x52, 0x00]);
/// A cell a sprout moved away from last turn.
pub const ORIGIN_FILL: Rgb<u8> = Rgb([0xFB, 0xEE, 0xBE]);
/// A cell that lost a piece last turn.
pub const REMOVED_FILL: Rgb<u8> = Rgb([0xF3, 0xCF, 0xCB]);
/// The cross over a removed piece.
pub const REMOVED_MARK: Rgb<u8> = Rgb([0xA8, 0x10, 0x10]);
/// The ring around a seed open to a claim (R21).
pub const CLAIM_MARK: Rgb<u8> = Rgb([0x14, 0x14, 0x14]);
/// The arrow of a move.
pub const ARROW: Rgb<u8> = Rgb([0x33, 0x2A, 0x1A]);
