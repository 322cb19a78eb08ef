//! Anti-aliased shapes drawn from signed distances.
//!
//! imageproc's filled circles and polygons are not anti-aliased. Here each
//! shape is a signed distance function (negative inside, in pixels) and a
//! pixel is covered by `clamp(0.5 - distance, 0, 1)`: exact one-pixel edge
//! smoothing with no supersampling. Shapes are drawn once into the empty
//! board and the sprites, so the cost does not recur per picture.

use image::{Rgb, RgbImage};

/// Something shapes and text can be blended onto.
pub(crate) trait Surface {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);
    /// Blends `colour` over pixel `(x, y)` with coverage `alpha` (0..=1).
    fn blend(&mut self, x: u32, y: u32, colour: [f32; 3], alpha: f32);
}

impl Surface for RgbImage {
    fn size(&self) -> (u32, u32) {
        self.dimensions()
    }

    fn blend(&mut self, x: u32, y: u32, colour: [f32; 3], alpha: f32) {
        let pixel = self.get_pixel_mut(x, y);
        if alpha >= 1.0 {
            pixel.0 = colour.map(|value| (value + 0.5) as u8);
            return;
        }
        for (channel, &value) in pixel.0.iter_mut().zip(colour.iter()) {
            let mixed = f32::from(*channel) * (1.0 - alpha) + value * alpha;
            // Rounded by a saturating cast: `f32::round` is a library
            // call on baseline x86-64, and `mixed` is never negative.
            *channel = (mixed + 0.5) as u8;
        }
    }
}

/// A colour as three floats 0..=255, for blending.
pub(crate) fn rgb(colour: Rgb<u8>) -> [f32; 3] {
    colour.0.map(f32::from)
}

/// Pixel coverage of a shape at signed distance `d` from its edge.
fn coverage(d: f32) -> f32 {
    (0.5 - d).clamp(0.0, 1.0)
}

/// Fills the shape `distance` (signed, negative inside) with `colour` at
/// `opacity`, visiting only the pixels of the box `[x0, x1] × [y0, y1]`.
pub(crate) fn fill(
    surface: &mut impl Surface,
    bounds: (f32, f32, f32, f32),
    colour: Rgb<u8>,
    opacity: f32,
    distance: impl Fn(f32, f32) -> f32,
) {
    let (width, height) = surface.size();
    let (x0, y0, x1, y1) = bounds;
    let left = (x0 - 1.0).floor().max(0.0) as u32;
    let top = (y0 - 1.0).floor().max(0.0) as u32;
    let right = ((x1 + 1.0).ceil().max(0.0) as u32).min(width);
    let bottom = ((y1 + 1.0).ceil().max(0.0) as u32).min(height);
    let colour = rgb(colour);
    for y in top..bottom {
        for x in left..right {
            let alpha = coverage(distance(x as f32 + 0.5, y as f32 + 0.5)) * opacity;
            if alpha > 0.0 {
                surface.blend(x, y, colour, alpha);
            }
        }
    }
}

/// Signed distance from `(x, y)` to the disc of centre `c` and radius `r`.
pub(crate) fn disc(c: (f32, f32), r: f32) -> impl Fn(f32, f32) -> f32 {
    move |x, y| ((x - c.0).powi(2) + (y - c.1).powi(2)).sqrt() - r
}

/// Signed distance to a ring of mid radius `r` and thickness `width`.
pub(crate) fn ring(c: (f32, f32), r: f32, width: f32) -> impl Fn(f32, f32) -> f32 {
    let d = disc(c, r);
    move |x, y| d(x, y).abs() - width * 0.5
}

/// Signed distance to a ring broken into `dashes` dashes, each filling
/// `duty` (0..1) of its period along the circle.
pub(crate) fn dashed_ring(
    c: (f32, f32),
    r: f32,
    width: f32,
    dashes: u32,
    duty: f32,
) -> impl Fn(f32, f32) -> f32 {
    let solid = ring(c, r, width);
    let period = std::f32::consts::TAU * r / dashes as f32;
    let length = period * duty;
    move |x, y| {
        let solid = solid(x, y);
        if solid >= 0.5 {
            // No dash covers a pixel the whole ring does not: spare the
            // angle (most of the ring's box).
            return solid;
        }
        let arc = (y - c.1).atan2(x - c.0).rem_euclid(std::f32::consts::TAU) * r;
        let along = arc.rem_euclid(period);
        // Signed distance along the arc to the dash [0, length].
        let inside = if along <= length {
            -along.min(length - along)
        } else {
            (along - length).min(period - along)
        };
        solid.max(inside)
    }
}

/// Signed distance to the segment from `a` to `b` with round ends, `width`
/// thick (a capsule).
pub(crate) fn capsule(a: (f32, f32), b: (f32, f32), width: f32) -> impl Fn(f32, f32) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = (dx * dx + dy * dy).max(f32::EPSILON);
    move |x, y| {
        let t = (((x - a.0) * dx + (y - a.1) * dy) / length2).clamp(0.0, 1.0);
        let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y);
        (px * px + py * py).sqrt() - width * 0.5
    }
}

/// Signed distance to a convex polygon given clockwise on screen (y down):
/// the largest distance to its sides' lines. Exact inside; outside the
/// corners come out mitred, which only matters farther than a pixel away.
pub(crate) fn convex<const N: usize>(corners: [(f32, f32); N]) -> impl Fn(f32, f32) -> f32 {
    let mut sides = [(0.0f32, 0.0f32, 0.0f32); N];
    for (i, side) in sides.iter_mut().enumerate() {
        let (ax, ay) = corners[i];
        let (bx, by) = corners[(i + 1) % N];
        let (ex, ey) = (bx - ax, by - ay);
        let length = (ex * ex + ey * ey).sqrt().max(f32::EPSILON);
        // Outward normal of a clockwise (on screen) polygon.
        let (nx, ny) = (ey / length, -ex / length);
        *side = (nx, ny, -(nx * ax + ny * ay));
    }
    move |x, y| {
        sides
            .iter()
            .map(|&(nx, ny, offset)| nx * x + ny * y + offset)
            .fold(f32::NEG_INFINITY, f32::max)
    }
}

/// Signed distance to the rectangle `(x0, y0, x1, y1)` with corners
/// rounded to `radius`.
pub(crate) fn rounded_rect(bounds: (f32, f32, f32, f32), radius: f32) -> impl Fn(f32, f32) -> f32 {
    let (x0, y0, x1, y1) = bounds;
    let centre = ((x0 + x1) * 0.5, (y0 + y1) * 0.5);
    let half = ((x1 - x0) * 0.5 - radius, (y1 - y0) * 0.5 - radius);
    move |x, y| {
        let qx = (x - centre.0).abs() - half.0;
        let qy = (y - centre.1).abs() - half.1;
        let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
        outside + qx.max(qy).min(0.0) - radius
    }
}

/// The box around a disc of radius `r` centred on `c`.
pub(crate) fn around(c: (f32, f32), r: f32) -> (f32, f32, f32, f32) {
    (c.0 - r, c.1 - r, c.0 + r, c.1 + r)
}

/// The box around a set of points, grown by `margin`.
pub(crate) fn around_points(points: &[(f32, f32)], margin: f32) -> (f32, f32, f32, f32) {
    points.iter().fold(
        (
            f32::INFINITY,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        ),
        |(x0, y0, x1, y1), &(x, y)| {
            (
                x0.min(x - margin),
                y0.min(y - margin),
                x1.max(x + margin),
                y1.max(y + margin),
            )
        },
    )
}
