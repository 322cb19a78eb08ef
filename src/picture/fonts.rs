//! The embedded font and text drawing.
//!
//! DejaVu Sans (regular and bold) ships in `fonts/` with its licence
//! (`fonts/LICENSE-DejaVu.txt`, Bitstream Vera terms: free to redistribute;
//! a modified font must be renamed) and is compiled in with
//! `include_bytes!`: the picture never depends on fonts installed on the
//! machine. Text is laid out here rather than with imageproc's
//! `draw_text_mut` to apply kerning in the right order and measure exactly.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::Rgb;

use super::glyphs::glyph_bitmaps;
use super::shapes::{Surface, rgb};

/// DejaVu Sans, regular.
static REGULAR: &[u8] = include_bytes!("../../fonts/DejaVuSans.ttf");
/// DejaVu Sans, bold.
static BOLD: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// The two faces of the picture.
#[derive(Clone, Debug)]
pub(crate) struct Fonts {
    /// Body text.
    pub(crate) regular: FontRef<'static>,
    /// Titles, names, labels and the letters on pieces.
    pub(crate) bold: FontRef<'static>,
}

impl Fonts {
    /// Parses the embedded fonts.
    pub(crate) fn load() -> Result<Fonts, String> {
        let regular = FontRef::try_from_slice(REGULAR).map_err(|e| e.to_string())?;
        let bold = FontRef::try_from_slice(BOLD).map_err(|e| e.to_string())?;
        Ok(Fonts { regular, bold })
    }
}

/// Glyphs of `text` set on one line from x = 0 on the baseline, with
/// kerning: `(glyph id, x position)` and the advance of the whole line.
fn layout(font: &FontRef<'_>, size: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut caret = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut glyphs = Vec::with_capacity(text.len());
    for character in text.chars() {
        let id = scaled.glyph_id(character);
        if let Some(previous) = previous {
            caret += scaled.kern(previous, id);
        }
        glyphs.push((id, caret));
        caret += scaled.h_advance(id);
        previous = Some(id);
    }
    (glyphs, caret)
}

/// Width in pixels of `text` set in `font` at `size`.
pub(crate) fn text_width(font: &FontRef<'_>, size: f32, text: &str) -> f32 {
    layout(font, size, text).1
}

/// Height above the baseline of capital letters at `size`, for centring.
pub(crate) fn cap_height(font: &FontRef<'_>, size: f32) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let glyph = scaled.scaled_glyph('H');
    font.outline_glyph(glyph)
        .map_or(size * 0.73, |outlined| -outlined.px_bounds().min.y)
}

/// Where a line of text is anchored horizontally.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    /// `x` is the left end.
    Left,
    /// `x` is the middle.
    Centre,
    /// `x` is the right end.
    Right,
}

/// Draws `text` on one line with its baseline at `baseline`; returns the
/// width drawn.
pub(crate) fn draw_text(
    surface: &mut impl Surface,
    font: &FontRef<'_>,
    size: f32,
    (x, baseline): (f32, f32),
    align: Align,
    colour: Rgb<u8>,
    text: &str,
) -> f32 {
    let (glyphs, width) = layout(font, size, text);
    let start = match align {
        Align::Left => x,
        Align::Centre => x - width * 0.5,
        Align::Right => x - width,
    };
    let (surface_width, surface_height) = surface.size();
    let (surface_width, surface_height) = (surface_width as i32, surface_height as i32);
    let colour = rgb(colour);
    let placed = glyphs
        .into_iter()
        .map(|(id, offset)| (id, (start + offset, baseline)));
    for glyph in glyph_bitmaps(font, size, placed) {
        let ((x, y), Some(bitmap)) = (glyph.at, glyph.bitmap) else {
            continue;
        };
        let rows = bitmap.coverage.chunks(bitmap.width.max(1));
        for (py, row) in (y + bitmap.top..).zip(rows) {
            for (px, &c) in (x + bitmap.left..).zip(row) {
                if px >= 0 && py >= 0 && px < surface_width && py < surface_height && c > 0.0 {
                    surface.blend(px as u32, py as u32, colour, c);
                }
            }
        }
    }
    width
}

/// The longest prefix of `text` (with `…` when cut) that fits `max_width`.
pub(crate) fn fit(font: &FontRef<'_>, size: f32, text: &str, max_width: f32) -> String {
    if text_width(font, size, text) <= max_width {
        return text.to_string();
    }
    let mut cut: String = text.to_string();
    while !cut.is_empty() {
        cut.pop();
        let candidate = format!("{}…", cut.trim_end());
        if text_width(font, size, &candidate) <= max_width {
            return candidate;
        }
    }
    "…".to_string()
}
