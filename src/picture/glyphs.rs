//! Glyphs rasterised once per process and copied afterwards.
//!
//! Turning a glyph's outline into pixel coverage was about a quarter of
//! drawing a Palanquée board (its side panel and legend write a few
//! hundred glyphs), and the same glyphs come back picture after picture.
//! So each glyph is rasterised once per face, size and position within a
//! pixel, then kept. The position within a pixel is rounded to a quarter
//! of a pixel on each axis, as glyph caches commonly do: the letters move
//! by at most an eighth of a pixel, which no one sees.
//!
//! The cache is shared by every thread that draws and bounded: past
//! [`MOST_GLYPHS`] entries (a picture in a new script, names in many
//! alphabets) it is emptied and fills again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, point};

/// Steps per pixel that a glyph's position is rounded to.
const SUBPIXEL: f32 = 4.0;
/// The most glyphs kept before the cache is emptied.
const MOST_GLYPHS: usize = 4096;

/// A glyph's coverage (0..=1), `width` columns, from `(left, top)` pixels
/// off the whole pixel its position was rounded into.
#[derive(Debug)]
pub(crate) struct GlyphBitmap {
    /// Offset of the first column.
    pub(crate) left: i32,
    /// Offset of the first row.
    pub(crate) top: i32,
    /// Columns per row.
    pub(crate) width: usize,
    /// Coverage, row by row.
    pub(crate) coverage: Vec<f32>,
}

/// A glyph placed on a line: the whole pixel its position was rounded
/// into, and its bitmap (`None` for a glyph with no outline, such as a
/// space).
#[derive(Debug)]
pub(crate) struct PlacedGlyph {
    /// The whole pixel the bitmap's offsets count from.
    pub(crate) at: (i32, i32),
    /// The glyph's coverage.
    pub(crate) bitmap: Option<Arc<GlyphBitmap>>,
}

/// What a glyph's pixels depend on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct GlyphKey {
    /// The face, by the address of its (static, embedded) data.
    face: usize,
    glyph: u16,
    /// The size's bits.
    size: u32,
    /// The position within the pixel, in [`SUBPIXEL`] steps.
    x: u8,
    y: u8,
}

static GLYPHS: Mutex<Option<HashMap<GlyphKey, Arc<GlyphBitmap>>>> = Mutex::new(None);

/// A position split into its whole pixel and its step within the pixel.
fn split(position: f32) -> (i32, u8) {
    let steps = (position * SUBPIXEL).round();
    let whole = (steps / SUBPIXEL).floor();
    (whole as i32, (steps - whole * SUBPIXEL) as u8)
}

/// The `glyphs` of `font` at `size`, each at its position, as bitmaps
/// kept from earlier calls or rasterised now.
pub(crate) fn glyph_bitmaps(
    font: &FontRef<'_>,
    size: f32,
    glyphs: impl Iterator<Item = (GlyphId, (f32, f32))>,
) -> Vec<PlacedGlyph> {
    let mut cache = GLYPHS.lock().unwrap_or_else(PoisonError::into_inner);
    let cache = cache.get_or_insert_with(HashMap::new);
    let face = font.font_data().as_ptr() as usize;
    glyphs
        .map(|(id, (x, y))| {
            let ((px, sx), (py, sy)) = (split(x), split(y));
            let key = GlyphKey {
                face,
                glyph: id.0,
                size: size.to_bits(),
                x: sx,
                y: sy,
            };
            let bitmap = match cache.get(&key) {
                Some(bitmap) => Some(Arc::clone(bitmap)),
                None => rasterise(font, size, id, key).map(|bitmap| {
                    if cache.len() >= MOST_GLYPHS {
                        cache.clear();
                    }
                    let bitmap = Arc::new(bitmap);
                    cache.insert(key, Arc::clone(&bitmap));
                    bitmap
                }),
            };
            PlacedGlyph {
                at: (px, py),
                bitmap,
            }
        })
        .collect()
}

/// The coverage of glyph `id` at `size`, placed `key.x`, `key.y` steps
/// into a pixel.
fn rasterise(font: &FontRef<'_>, size: f32, id: GlyphId, key: GlyphKey) -> Option<GlyphBitmap> {
    let at = point(f32::from(key.x) / SUBPIXEL, f32::from(key.y) / SUBPIXEL);
    let outlined = font.outline_glyph(id.with_scale_and_position(PxScale::from(size), at))?;
    let bounds = outlined.px_bounds();
    let width = bounds.width() as usize;
    let height = bounds.height() as usize;
    let mut coverage = vec![0.0; width * height];
    outlined.draw(|gx, gy, c| {
        if let Some(cell) = coverage.get_mut(gy as usize * width + gx as usize) {
            *cell = c.min(1.0);
        }
    });
    Some(GlyphBitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        coverage,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::fonts::Fonts;

    #[test]
    fn positions_round_to_a_quarter_pixel() {
        assert_eq!(split(10.0), (10, 0));
        assert_eq!(split(10.3), (10, 1));
        assert_eq!(split(10.9), (11, 0));
        assert_eq!(split(-0.3), (-1, 3));
    }

    #[test]
    fn a_glyph_is_drawn_once_and_found_again() {
        let fonts = Fonts::load().expect("fonts");
        let id = fonts.regular.glyph_id('g');
        let placed = glyph_bitmaps(&fonts.regular, 13.5, [(id, (3.25, 20.0))].into_iter());
        let placed_again = glyph_bitmaps(&fonts.regular, 13.5, [(id, (40.25, 7.0))].into_iter());
        let first_at = |placed: &[PlacedGlyph]| placed[0].at;
        let (Some(first), Some(again)) = (&placed[0].bitmap, &placed_again[0].bitmap) else {
            panic!("'g' has an outline");
        };
        assert!(Arc::ptr_eq(first, again), "the same bitmap, kept");
        assert_eq!(
            (first_at(&placed), first_at(&placed_again)),
            ((3, 20), (40, 7))
        );
        assert!(first.coverage.iter().any(|&c| c > 0.9), "ink");
        // A space has no outline.
        let space = fonts.regular.glyph_id(' ');
        let blank = glyph_bitmaps(&fonts.regular, 13.5, [(space, (0.0, 0.0))].into_iter());
        assert!(blank[0].bitmap.is_none());
    }
}
