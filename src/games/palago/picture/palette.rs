//! Colours of the Palago picture.
//!
//! The two tile colours differ first of all in lightness (an ivory and the
//! Okabe-Ito blue, Okabe & Ito, "Color Universal Design", 2008), so they
//! stay apart under every colour-vision deficiency and in greyscale. The
//! marks use Okabe-Ito orange (the last turn) and vermillion (a creature),
//! which stand out on both tile colours and on the neutral grey table.

use image::Rgb;

/// The white pieces of a tile: an ivory, easier on the eye than pure white.
pub const TILE_WHITE: Rgb<u8> = Rgb([0xF7, 0xF2, 0xE4]);
/// The blue pieces of a tile (Okabe-Ito blue).
pub const TILE_BLUE: Rgb<u8> = Rgb([0x00, 0x72, 0xB2]);
/// The empty table around the tiles: a neutral warm grey.
pub const TABLE: Rgb<u8> = Rgb([0xCF, 0xCC, 0xC4]);
/// The fine line round the group of tiles where it meets the empty table.
pub const TILE_EDGE: Rgb<u8> = Rgb([0x55, 0x51, 0x4A]);
/// Inside a free cell where a tile may go next.
pub const FREE_FILL: Rgb<u8> = Rgb([0xDE, 0xDB, 0xD3]);
/// The outline of a free cell.
pub const FREE_BORDER: Rgb<u8> = Rgb([0x8E, 0x88, 0x7C]);
/// The name `q,r` written in a free cell.
pub const LABEL: Rgb<u8> = Rgb([0x3A, 0x37, 0x32]);
/// The hatching of a single hole (P8).
pub const HOLE_HATCH: Rgb<u8> = Rgb([0x9A, 0x94, 0x88]);
/// The ring round each tile of the last turn (or of the caller's
/// highlight).
pub const HIGHLIGHT: Rgb<u8> = Rgb([0xE6, 0x9F, 0x00]);
/// The line round the winning creature (P10, P11).
pub const CREATURE: Rgb<u8> = Rgb([0xD5, 0x5E, 0x00]);
/// The dashed ring round an eye, which does not count (P10).
pub const EYE: Rgb<u8> = Rgb([0x1E, 0x1E, 0x1E]);
