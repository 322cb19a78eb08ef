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

    /// The first of `texts` that fits the panel's width from `x` in the
    /// bold or regular face, else the last one (cut to fit when written).
    pub(crate) fn first_fitting(&self, x: f32, bold: bool, size: f32, texts: &[String]) -> String {
        first_fitting(self.font(bold), size, RIGHT - x, texts)
    }

    /// Writes the first of `texts` that fits at `x` (see [`Pen::line`]):
    /// a text's variants, longest first.
    pub(crate) fn line_of(
        &mut self,
        x: f32,
        bold: bool,
        size: f32,
        colour: image::Rgb<u8>,
        texts: &[String],
    ) {
        let text = self.first_fitting(x, bold, size, texts);
        self.line(x, bold, size, colour, &text);
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
            &text,
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

/// The first of `texts` at most `width` wide in `font` at `size`, else the
/// last one. A lone text is not measured: it is the answer either way.
pub(crate) fn first_fitting(font: &FontRef<'_>, size: f32, width: f32, texts: &[String]) -> String {
    if let [only] = texts {
        return only.clone();
    }
    texts
        .iter()
        .find(|text| text_width(font, size, text) <= width)
        .or(texts.last())
        .cloned()
        .unwrap_or_default()
}
