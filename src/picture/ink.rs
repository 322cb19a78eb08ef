//! The colours every game's side panel shares, so the two pictures read
//! as one family: text, secondary text, the panel and its highlighted row,
//! and the lines between cells.

use image::Rgb;

/// Pure white.
pub const WHITE: Rgb<u8> = Rgb([0xFF, 0xFF, 0xFF]);
/// Text and outlines.
pub const INK: Rgb<u8> = Rgb([0x1E, 0x1E, 0x1E]);
/// Secondary text.
pub const MUTED: Rgb<u8> = Rgb([0x5E, 0x5A, 0x52]);
/// Behind the side panel.
pub const PANEL: Rgb<u8> = Rgb([0xF1, 0xEE, 0xE6]);
/// Highlight behind the panel row of the player to move.
pub const PANEL_HIGHLIGHT: Rgb<u8> = Rgb([0xFF, 0xE8, 0x9C]);
/// The lines between cells.
pub const HEX_BORDER: Rgb<u8> = Rgb([0xA9, 0xA1, 0x8F]);
