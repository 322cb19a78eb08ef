//! Text layout down the side panel: the margins and text sizes, a pen
//! that writes lines cut to the panel's width and keeps clear of the
//! legend, thin rules between sections, and the choice of the longest text
//! that fits.

use ab_glyph::FontRef;
use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::assets::Assets;
use super::layout::{PANEL_LEFT, PANEL_WIDTH};
use super::palette::HEX_BORDER;
use crate::language::Language;
use crate::picture::fonts::{Align, draw_text, fit, text_width};

/// Left margin of the panel's text.
pub(crate) const LEFT: f32 = PANEL_LEFT as f32 + 22.0;
/// Right margin of the panel's text.
pub(crate) const RIGHT: f32 = (PANEL_LEFT + PANEL_WIDTH) as f32 - 18.0;
/// Title size.
pub(crate) const TITLE: f32 = 28.0;
/// Heading size.
pub(crate) const HEADING: f32 = 21.0;
/// Player name size.
pub(crate) const NAME: f32 = 22.0;
/// Body text size.
pub(crate) const BODY: f32 = 18.0;
/// Height of a rule between sections.
pub(crate) const RULE_HEIGHT: f32 = 16.0;

/// Text cursor going down the panel.
pub(crate) struct Pen<'a> {
    pub(crate) image: &'a mut RgbImage,
    pub(crate) assets: &'a Assets,
    /// The language the panel is written in.
    pub(crate) language: Language,
    pub(crate) y: f32,
    /// Nothing is written below this line: the legend starts there.
    pub(crate) limit: f32,
}

impl<'a> Pen<'a> {
    /// Whether a line of `size` (plus `extra` space) still fits above the
    /// legend.
    pub(crate) fn fits(&self, size: f32, extra: f32) -> bool {
        self.y + extra + size * 1.3 <= self.limit
    }

    /// Writes the first of `texts` that fits at `x`, else the last one cut
    /// to fit (see [`Pen::line`]): a text's variants, longest first.
    pub(crate) fn line_of(
        &mut self,
        x: f32,
        bold: bool,
        size: f32,
        colour: image::Rgb<u8>,
        texts: &[String],
    ) {
        let font = self.font(bold);
        match choose(font, size, RIGHT - x, texts) {
            Ok(fitting) => self.write(x, font, size, colour, fitting),
            Err(last) => self.line(x, bold, size, colour, last),
        }
    }

    /// The bold or the regular face.
    fn font(&self, bold: bool) -> &'a FontRef<'static> {
        if bold {
            &self.assets.fonts.bold
        } else {
            &self.assets.fonts.regular
        }
    }

    /// Writes one line at `x`, cut to fit the panel, and moves down; a
    /// line that would reach into the legend is left out.
    pub(crate) fn line(
        &mut self,
        x: f32,
        bold: bool,
        size: f32,
        colour: image::Rgb<u8>,
        text: &str,
    ) {
        let font = self.font(bold);
        let text = fit(font, size, text, RIGHT - x);
        self.write(x, font, size, colour, &text);
    }

    /// Writes `text`, known to fit the panel's width, at `x` and moves
    /// down; a line that would reach into the legend is left out.
    fn write(&mut self, x: f32, font: &FontRef<'_>, size: f32, colour: image::Rgb<u8>, text: &str) {
        let fits = self.fits(size, 0.0);
        self.y += size * 1.3;
        if !fits {
            return;
        }
        draw_text(
            self.image,
            font,
            size,
            (x, self.y),
            Align::Left,
            colour,
            text,
        );
    }

    /// A thin rule and some space ([`RULE_HEIGHT`] in all).
    pub(crate) fn rule(&mut self) {
        self.y += 12.0;
        draw_filled_rect_mut(
            self.image,
            Rect::at(LEFT as i32, self.y as i32).of_size((RIGHT - LEFT) as u32, 1),
            HEX_BORDER,
        );
        self.y += 4.0;
    }
}

/// Which of `texts` (a text's variants, longest first) to write in
/// `width` in `font` at `size`: `Ok` with the first one that fits, else
/// `Err` with the last one, to be cut to fit. Each variant is measured
/// once at most (measuring is a good part of a picture's cost) and a lone
/// text not at all: it is `Err`, and [`Pen::line`] cuts it if need be.
pub(crate) fn choose<'t>(
    font: &FontRef<'_>,
    size: f32,
    width: f32,
    texts: &'t [String],
) -> Result<&'t str, &'t str> {
    let Some((last, longer)) = texts.split_last() else {
        return Err("");
    };
    if longer.is_empty() {
        return Err(last);
    }
    texts
        .iter()
        .find(|text| text_width(font, size, text) <= width)
        .map(String::as_str)
        .ok_or(last)
}
