//! Piece sprites: each player's sprout and seed drawn once, anti-aliased,
//! with its letter, then copied onto every picture.
//!
//! A seed and a sprout never differ by colour alone: a sprout is a small
//! disc ([`SPROUT_RADIUS`]) with a thin outline and a lower-case letter, a
//! seed a large disc ([`SEED_RADIUS`]) with a thick double outline and a
//! capital letter, as in the position notation.

use ab_glyph::{Font, FontRef, PxScale, point};
use image::{Rgb, RgbImage};

use super::layout::{SEED_RADIUS, SPROUT_RADIUS};
use super::palette::{INK, WHITE, letter_colour, player_colour};
use crate::games::palanquee::{Piece, PieceKind, Player};
use crate::picture::fonts::Fonts;
use crate::picture::shapes::{Surface, disc, fill, rgb, ring};

/// Letter size on a sprout, in pixels.
const SPROUT_LETTER: f32 = 16.0;
/// Letter size on a seed, in pixels.
const SEED_LETTER: f32 = 21.0;

/// An image with coverage, premultiplied: colour channels 0..=255 already
/// multiplied by alpha 0..=1. Its centre is the middle of the buffer.
#[derive(Clone, Debug)]
pub(crate) struct Sprite {
    size: u32,
    pixels: Vec<[f32; 4]>,
}

impl Surface for Sprite {
    fn size(&self) -> (u32, u32) {
        (self.size, self.size)
    }

    fn blend(&mut self, x: u32, y: u32, colour: [f32; 3], alpha: f32) {
        let index = (y * self.size + x) as usize;
        if let Some(pixel) = self.pixels.get_mut(index) {
            for (channel, value) in pixel.iter_mut().zip(colour) {
                *channel = *channel * (1.0 - alpha) + value * alpha;
            }
            pixel[3] = pixel[3] * (1.0 - alpha) + alpha;
        }
    }
}

impl Sprite {
    /// A transparent square sprite of side `size` (even, so its centre is a
    /// pixel corner).
    fn new(size: u32) -> Sprite {
        Sprite {
            size,
            pixels: vec![[0.0; 4]; (size * size) as usize],
        }
    }

    /// The sprite's centre in its own pixel coordinates.
    fn centre(&self) -> (f32, f32) {
        let half = self.size as f32 * 0.5;
        (half, half)
    }

    /// The sprite's visible pixels in integer form, for fast copies: each
    /// row's run from its first to its last visible pixel.
    fn pack(&self) -> PackedSprite {
        let half = (self.size / 2) as i32;
        let to_u16 = |value: f32| value.round().clamp(0.0, 255.0) as u16;
        let visible = |pixel: &[f32; 4]| pixel[3] > 0.5 / 255.0;
        let rows = self
            .pixels
            .chunks(self.size as usize)
            .enumerate()
            .filter_map(|(y, row)| {
                let first = row.iter().position(visible)?;
                let last = row.iter().rposition(visible)?;
                let pixels = row[first..=last]
                    .iter()
                    .map(|&[r, g, b, a]| [to_u16(r), to_u16(g), to_u16(b), to_u16(a * 255.0)])
                    .collect();
                Some(SpriteRow {
                    dx: first as i32 - half,
                    dy: y as i32 - half,
                    pixels,
                })
            })
            .collect();
        PackedSprite { rows }
    }
}

/// One row of a finished sprite: premultiplied colour and alpha, 0..=255,
/// from `dx` pixels right of the centre on, `dy` pixels below it.
#[derive(Clone, Debug)]
struct SpriteRow {
    dx: i32,
    dy: i32,
    pixels: Vec<[u16; 4]>,
}

/// A finished sprite: its rows of visible pixels as offsets from its
/// centre, so that copying one onto a picture is integer arithmetic over
/// runs of pixels.
#[derive(Clone, Debug)]
pub(crate) struct PackedSprite {
    rows: Vec<SpriteRow>,
}

impl PackedSprite {
    /// Blends the sprite onto `image` centred on `(x, y)` (rounded to the
    /// nearest pixel corner) at `opacity` (0..=1).
    pub(crate) fn draw(&self, image: &mut RgbImage, (x, y): (f32, f32), opacity: f32) {
        let (cx, cy) = (x.round() as i32, y.round() as i32);
        let (width, height) = (image.width() as i32, image.height() as i32);
        let opacity = (opacity.clamp(0.0, 1.0) * 256.0) as u32;
        let stride = width as usize * 3;
        let buffer: &mut [u8] = image;
        for row in &self.rows {
            let iy = cy + row.dy;
            let x0 = cx + row.dx;
            // The row's pixels that fall on the picture.
            let skip = (-x0).max(0) as usize;
            let end = (width - x0).clamp(0, row.pixels.len() as i32) as usize;
            if iy < 0 || iy >= height || skip >= end {
                continue;
            }
            let start = iy as usize * stride + (x0.max(0) as usize) * 3;
            let Some(target) = buffer.get_mut(start..start + (end - skip) * 3) else {
                continue;
            };
            for (pixel, &source) in target.chunks_exact_mut(3).zip(&row.pixels[skip..end]) {
                blend_premultiplied(pixel, source, opacity);
            }
        }
    }
}

/// Blends a premultiplied `source` pixel (0..=255) at `opacity` (0..=256)
/// over `pixel`.
fn blend_premultiplied(pixel: &mut [u8], [r, g, b, a]: [u16; 4], opacity: u32) {
    let alpha = (u32::from(a) * opacity) >> 8;
    if alpha >= 255 {
        // Opaque (most of a piece): the sprite's colour as it is.
        for (channel, value) in pixel.iter_mut().zip([r, g, b]) {
            *channel = ((u32::from(value) * opacity) >> 8).min(255) as u8;
        }
        return;
    }
    let keep = 255 - alpha;
    for (channel, value) in pixel.iter_mut().zip([r, g, b]) {
        let source = (u32::from(value) * opacity) >> 8;
        let kept = (u32::from(*channel) * keep + 127) / 255;
        *channel = (source + kept).min(255) as u8;
    }
}

/// Draws `letter` in `font` at `size`, centred on `centre` by its own
/// outline (so `a` and `A` both sit in the middle of their piece).
fn centred_letter(
    surface: &mut impl Surface,
    font: &FontRef<'_>,
    size: f32,
    centre: (f32, f32),
    colour: Rgb<u8>,
    letter: char,
) {
    let id = font.glyph_id(letter);
    let probe = id.with_scale_and_position(PxScale::from(size), point(0.0, 0.0));
    let Some(outlined) = font.outline_glyph(probe) else {
        return;
    };
    let bounds = outlined.px_bounds();
    let offset = (
        (centre.0 - (bounds.min.x + bounds.max.x) * 0.5).round(),
        (centre.1 - (bounds.min.y + bounds.max.y) * 0.5).round(),
    );
    let (width, height) = surface.size();
    let colour = rgb(colour);
    let min = (bounds.min.x + offset.0, bounds.min.y + offset.1);
    outlined.draw(|gx, gy, c| {
        let x = min.0 as i64 + i64::from(gx);
        let y = min.1 as i64 + i64::from(gy);
        if x >= 0 && y >= 0 && x < i64::from(width) && y < i64::from(height) && c > 0.0 {
            surface.blend(x as u32, y as u32, colour, c.min(1.0));
        }
    });
}

/// Draws a piece of `player` of `kind` centred on `c` onto any surface:
/// a soft shadow, the disc, its outline(s) and the letter.
pub(crate) fn draw_piece(
    surface: &mut impl Surface,
    fonts: &Fonts,
    c: (f32, f32),
    piece: Piece,
    scale: f32,
) {
    let (radius, letter_size) = match piece.kind {
        PieceKind::Sprout => (SPROUT_RADIUS * scale, SPROUT_LETTER * scale),
        PieceKind::Seed => (SEED_RADIUS * scale, SEED_LETTER * scale),
    };
    let bounds = (
        c.0 - radius - 4.0,
        c.1 - radius - 4.0,
        c.0 + radius + 5.0,
        c.1 + radius + 5.0,
    );
    let shadow = disc((c.0 + 0.8, c.1 + 1.5), radius);
    fill(surface, bounds, INK, 0.28, |x, y| shadow(x, y) / 2.0);
    fill(
        surface,
        bounds,
        player_colour(piece.owner),
        1.0,
        disc(c, radius),
    );
    match piece.kind {
        PieceKind::Sprout => {
            fill(surface, bounds, INK, 1.0, ring(c, radius - 0.8, 1.6));
        }
        PieceKind::Seed => {
            fill(surface, bounds, INK, 1.0, ring(c, radius - 1.4, 2.8));
            fill(surface, bounds, WHITE, 0.95, ring(c, radius - 4.2, 1.8));
        }
    }
    centred_letter(
        surface,
        &fonts.bold,
        letter_size,
        c,
        letter_colour(piece.owner),
        piece.letter(),
    );
}

/// The ten piece sprites, by player then kind.
#[derive(Clone, Debug)]
pub(crate) struct PieceSprites {
    sprites: Vec<[PackedSprite; 2]>,
}

impl PieceSprites {
    /// Draws every player's sprout and seed.
    pub(crate) fn new(fonts: &Fonts) -> PieceSprites {
        let size = ((SEED_RADIUS + 6.0) * 2.0).ceil() as u32 & !1;
        let sprites = Player::ALL
            .iter()
            .map(|&owner| {
                [PieceKind::Sprout, PieceKind::Seed].map(|kind| {
                    let mut sprite = Sprite::new(size);
                    let centre = sprite.centre();
                    draw_piece(&mut sprite, fonts, centre, Piece { owner, kind }, 1.0);
                    sprite.pack()
                })
            })
            .collect();
        PieceSprites { sprites }
    }

    /// The sprite of `piece`.
    pub(crate) fn get(&self, piece: Piece) -> Option<&PackedSprite> {
        let kind = match piece.kind {
            PieceKind::Sprout => 0,
            PieceKind::Seed => 1,
        };
        self.sprites
            .get(piece.owner.index())
            .map(|pair| &pair[kind])
    }
}
