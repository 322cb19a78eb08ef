//! The tiles, drawn as the real pieces are (P3, P4, P14): the two bridges
//! either side of the straight and the two tips, discs of radius `s/2`
//! round their corners clipped to the cell, white and blue.
//!
//! Each pixel is coloured from its own cell's tile, found from the pixel's
//! centre, so two neighbouring tiles never both blend into one pixel: there
//! is no seam between them, and their colours meet along the shared side as
//! P4 guarantees. Inside a tile the colour is anti-aliased along the
//! straight and the arcs from their signed distances; the hexagon's edge is
//! anti-aliased only where it meets an empty cell.
//!
//! A tile is drawn row by row. On each row only the pixels near an edge
//! (the row's two ends, where the straight and the arcs cross it) are
//! worked out one by one; the runs between them are one flat colour and
//! are copied. A test checks that this gives exactly the picture of
//! working out every pixel.

use image::{Rgb, RgbImage};

use super::layout::{Layout, SQRT_3, corner_offset};
use super::palette::{TILE_BLUE, TILE_EDGE, TILE_WHITE};
use super::scene::Scene;
use crate::games::palago::{Colour, Orientation};
use crate::picture::shapes::{around_points, capsule, fill, rgb};

/// `cos 30°`.
const COS_30: f32 = SQRT_3 * 0.5;

/// One tile drawn at one place: its centre, hex size, orientation and
/// which of its six sides touch another tile.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TileDrawing {
    /// The pixel centre of the cell.
    pub(crate) centre: (f32, f32),
    /// The hex size (circumradius) in pixels.
    pub(crate) size: f32,
    /// How the tile lies (P4).
    pub(crate) orientation: Orientation,
    /// Per side (P1 order): whether a tile lies across it.
    pub(crate) covered_sides: [bool; 6],
}

/// The signed distance from `(x, y)`, relative to a cell's centre, to the
/// cell's hexagon of inradius `inradius` (negative inside), with the side
/// it is nearest to: the side whose outward normal points most towards the
/// point, which is also the neighbour whose cell holds the point when it
/// lies outside.
pub(crate) fn hexagon_distance(x: f32, y: f32, inradius: f32) -> (f32, usize) {
    // Outward normals of sides 0..3 (y down); sides 3..6 are their opposites.
    let up = -y;
    let north_east = COS_30 * x + 0.5 * up;
    let south_east = COS_30 * x - 0.5 * up;
    let mut best = (up, 0);
    for (value, side) in [
        (north_east, 1),
        (south_east, 2),
        (-up, 3),
        (-north_east, 4),
        (-south_east, 5),
    ] {
        if value > best.0 {
            best = (value, side);
        }
    }
    (best.0 - inradius, best.1)
}

/// Pixel coverage of a shape at signed distance `d` from its edge.
fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

/// The unit vector from a cell's centre towards the white tip's corner of
/// a tile lying in `orientation` (P4: corner `2k+1`); the blue tip's
/// corner is opposite.
fn towards_white_tip(orientation: Orientation) -> (f32, f32) {
    corner_offset(orientation.tip(Colour::White), 1.0)
}

/// The length of `(x, y)`: plain `sqrt`, several times quicker than
/// `hypot`, whose care against overflow is not needed at pixel scale.
pub(crate) fn length(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// How white the tile is at `(x, y)` relative to its centre, 0..=1: the
/// side of the straight towards the white tip is blue but for the white
/// tip's disc; the other side is white but for the blue tip's disc (P3).
fn whiteness(x: f32, y: f32, white_tip: (f32, f32), size: f32) -> f32 {
    let across = x * white_tip.0 + y * white_tip.1;
    let half = size * 0.5;
    let tip_side = coverage(-across);
    let mut white = 0.0;
    if tip_side > 0.0 {
        let d = length(x - white_tip.0 * size, y - white_tip.1 * size) - half;
        white += tip_side * coverage(d);
    }
    if tip_side < 1.0 {
        let d = length(x + white_tip.0 * size, y + white_tip.1 * size) - half;
        white += (1.0 - tip_side) * (1.0 - coverage(d));
    }
    white
}

/// Pixels this close (in pixels) to either end of a row are always
/// worked out one by one: the hexagon's slanted sides cross them.
const ROW_END: f32 = 3.0;
/// How far a band of worked-out pixels reaches past the exact edge zone,
/// against rounding.
const BAND_SLACK: f32 = 1.0;

impl TileDrawing {
    /// Draws the tile onto `image`, row by row: only the pixels near an
    /// edge (the hexagon, the straight, the tips' arcs) are worked out one
    /// by one; the runs between them are one flat colour, copied.
    pub(crate) fn draw(&self, image: &mut RgbImage) {
        let (width, height) = image.dimensions();
        let inradius = self.size * COS_30;
        let (cx, cy) = self.centre;
        let top = (cy - inradius - 1.0).floor().max(0.0) as u32;
        let bottom = ((cy + inradius + 1.0).ceil().max(0.0) as u32).min(height);
        let white_tip = towards_white_tip(self.orientation);
        let pixels: &mut [u8] = image;
        let mut bands = Bands::default();
        for y in top..bottom {
            let dy = y as f32 + 0.5 - cy;
            // The hexagon's width on this row, plus a pixel for its edge.
            let half = self.size - dy.abs() / SQRT_3 + 1.0;
            let left = (cx - half).floor().max(0.0) as u32;
            let right = ((cx + half).ceil().max(0.0) as u32).min(width);
            let row = (y * width) as usize * 3;
            self.edge_bands(dy, inradius, white_tip, (left, right), &mut bands);
            let mut x = left;
            for &(start, end) in &bands.columns {
                self.fill_flat(pixels, row, (x, start), dy, white_tip);
                for x in start..end {
                    self.paint_at(pixels, row, x, dy, (inradius, white_tip));
                }
                x = end;
            }
            self.fill_flat(pixels, row, (x, right), dy, white_tip);
        }
    }

    /// Sets `bands` to the pixel columns of row `dy` (within `[left,
    /// right)`) whose colour must be worked out pixel by pixel: the row's
    /// two ends (the hexagon's sides), the band where the straight crosses
    /// the row, and the bands where the tips' arcs do. A row touching the
    /// hexagon's top or bottom side is one band.
    fn edge_bands(
        &self,
        dy: f32,
        inradius: f32,
        white_tip: (f32, f32),
        (left, right): (u32, u32),
        bands: &mut Bands,
    ) {
        let cx = self.centre.0;
        let zones = &mut bands.zones;
        zones.clear();
        if dy.abs() > inradius - ROW_END || white_tip.0.abs() < 0.1 {
            zones.push((f32::MIN, f32::MAX));
            bands.merge((left, right));
            return;
        }
        zones.push((f32::MIN, left as f32 + ROW_END));
        zones.push((right as f32 - ROW_END, f32::MAX));
        // The straight: |dx·tx + dy·ty| < 1/2.
        let cross = -dy * white_tip.1 / white_tip.0;
        let reach = 0.5 / white_tip.0.abs();
        zones.push((cx + cross - reach, cx + cross + reach));
        // The arcs of radius s/2 round each tip: | |p - c| - s/2 | < 1/2.
        let radius = self.size * 0.5;
        for sign in [1.0, -1.0] {
            let (tip_x, tip_y) = (
                sign * white_tip.0 * self.size,
                sign * white_tip.1 * self.size,
            );
            let v = dy - tip_y;
            let outer = (radius + 0.5).powi(2) - v * v;
            if outer <= 0.0 {
                continue;
            }
            let (outer, inner) = (
                outer.sqrt(),
                ((radius - 0.5).powi(2) - v * v).max(0.0).sqrt(),
            );
            let centre = cx + tip_x;
            zones.push((centre - outer, centre - inner));
            zones.push((centre + inner, centre + outer));
        }
        bands.merge((left, right));
    }

    /// Fills columns `[from, to)` of a row whose pixels all lie inside the
    /// tile and away from its edges: one colour, found at the first pixel.
    fn fill_flat(
        &self,
        pixels: &mut [u8],
        row: usize,
        (from, to): (u32, u32),
        dy: f32,
        white_tip: (f32, f32),
    ) {
        if from >= to {
            return;
        }
        let dx = from as f32 + 0.5 - self.centre.0;
        let colour = if whiteness(dx, dy, white_tip, self.size) >= 0.5 {
            TILE_WHITE
        } else {
            TILE_BLUE
        };
        let span = &mut pixels[row + from as usize * 3..row + to as usize * 3];
        for pixel in span.chunks_exact_mut(3) {
            pixel.copy_from_slice(&colour.0);
        }
    }

    /// Works out and paints the pixel at column `x` of a row.
    fn paint_at(
        &self,
        pixels: &mut [u8],
        row: usize,
        x: u32,
        dy: f32,
        (inradius, white_tip): (f32, (f32, f32)),
    ) {
        let dx = x as f32 + 0.5 - self.centre.0;
        let alpha = self.cover(dx, dy, inradius);
        if alpha > 0.0 {
            let index = row + x as usize * 3;
            let w = whiteness(dx, dy, white_tip, self.size);
            paint(&mut pixels[index..index + 3], w, alpha);
        }
    }

    /// How much of the pixel at `(dx, dy)` from the centre this tile
    /// paints: all of it inside the cell, none of it in a neighbour's
    /// tile, and an anti-aliased edge where the cell meets an empty one.
    fn cover(&self, dx: f32, dy: f32, inradius: f32) -> f32 {
        let (d, side) = hexagon_distance(dx, dy, inradius);
        if d >= 0.5 {
            0.0
        } else if self.covered_sides[side] {
            if d <= 0.0 { 1.0 } else { 0.0 }
        } else {
            coverage(d)
        }
    }
}

/// The parts of one row drawn pixel by pixel, kept between rows so that
/// drawing allocates once per tile.
#[derive(Default)]
struct Bands {
    /// Ranges of pixel-centre x near an edge.
    zones: Vec<(f32, f32)>,
    /// The same as sorted, disjoint column ranges.
    columns: Vec<(u32, u32)>,
}

impl Bands {
    /// Sets `columns` from `zones` (each widened by [`BAND_SLACK`]) within
    /// `[left, right)`.
    fn merge(&mut self, (left, right): (u32, u32)) {
        self.zones.sort_by(|a, b| a.0.total_cmp(&b.0));
        self.columns.clear();
        let clamp = |x: f32| x.clamp(left as f32, right as f32) as u32;
        for &(low, high) in &self.zones {
            // Column x has its centre at x + 1/2.
            let start = clamp((low - 0.5 - BAND_SLACK).floor());
            let end = (clamp((high - 0.5 + BAND_SLACK).ceil()) + 1).min(right);
            match self.columns.last_mut() {
                Some(last) if start <= last.1 => last.1 = last.1.max(end),
                _ if start < end => self.columns.push((start, end)),
                _ => {}
            }
        }
    }
}

/// Paints one pixel with the tile colour of whiteness `w` at coverage
/// `alpha`. Most pixels are flat and fully covered: they are copied; the
/// others are mixed, rounding by a cast (`f32::round` is a library call on
/// baseline x86-64).
fn paint(pixel: &mut [u8], w: f32, alpha: f32) {
    if alpha >= 1.0 && (w <= 0.0 || w >= 1.0) {
        let colour = if w >= 1.0 { TILE_WHITE } else { TILE_BLUE };
        pixel.copy_from_slice(&colour.0);
        return;
    }
    let (white, blue) = (rgb(TILE_WHITE), rgb(TILE_BLUE));
    for (channel, value) in pixel.iter_mut().enumerate() {
        let colour = blue[channel] + (white[channel] - blue[channel]) * w;
        let old = f32::from(*value);
        *value = (old + (colour - old) * alpha + 0.5) as u8;
    }
}

/// Draws every tile of the scene, then a fine line where the group of
/// tiles meets the empty table.
pub(crate) fn draw_tiles(image: &mut RgbImage, scene: &Scene<'_>, layout: &Layout) {
    let size = layout.hex_size();
    for placement in scene.tiles() {
        TileDrawing {
            centre: layout.centre(placement.cell),
            size,
            orientation: placement.orientation,
            covered_sides: scene.filled_sides(placement.cell),
        }
        .draw(image);
    }
    let width = (size * 0.05).clamp(1.0, 2.0);
    for placement in scene.tiles() {
        let covered = scene.filled_sides(placement.cell);
        for side in (0..6).filter(|&side| !covered[side]) {
            let a = layout.corner(placement.cell, side + 5);
            let b = layout.corner(placement.cell, side);
            draw_edge(image, a, b, width, TILE_EDGE);
        }
    }
}

/// A straight line from `a` to `b` of `width` pixels.
pub(crate) fn draw_edge(
    image: &mut RgbImage,
    a: (f32, f32),
    b: (f32, f32),
    width: f32,
    colour: Rgb<u8>,
) {
    let bounds = around_points(&[a, b], width + 1.0);
    fill(image, bounds, colour, 1.0, capsule(a, b, width));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tile drawn the plain way, every pixel worked out: what the
    /// row-by-row drawing must reproduce exactly.
    fn draw_every_pixel(tile: &TileDrawing, image: &mut RgbImage) {
        let inradius = tile.size * COS_30;
        let white_tip = towards_white_tip(tile.orientation);
        let (width, height) = image.dimensions();
        let pixels: &mut [u8] = image;
        for y in 0..height {
            let row = (y * width) as usize * 3;
            for x in 0..width {
                let dy = y as f32 + 0.5 - tile.centre.1;
                tile.paint_at(pixels, row, x, dy, (inradius, white_tip));
            }
        }
    }

    #[test]
    fn drawing_by_rows_matches_drawing_every_pixel() {
        let sides = [
            [false; 6],
            [true; 6],
            [true, false, true, false, false, true],
        ];
        for size in [4.0, 9.5, 23.3, 60.0] {
            for offset in [0.0, 0.25, 0.5, 0.71] {
                for orientation in Orientation::ALL {
                    for covered_sides in sides {
                        let tile = TileDrawing {
                            centre: (70.0 + offset, 66.0 + offset * 0.6),
                            size,
                            orientation,
                            covered_sides,
                        };
                        let blank = RgbImage::from_pixel(140, 132, Rgb([9, 99, 199]));
                        let (mut rows, mut every) = (blank.clone(), blank);
                        tile.draw(&mut rows);
                        draw_every_pixel(&tile, &mut every);
                        assert!(rows == every, "{tile:?}");
                    }
                }
            }
        }
    }
}
