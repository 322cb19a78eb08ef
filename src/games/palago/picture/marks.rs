//! The marks over and around the tiles: the free cells where a tile may
//! go next with their names `q,r` (P6, P7, P13), the single holes (P8),
//! the ring round each highlighted tile, the line round a winning creature
//! and the dashed ring round an eye (P10, P11).
//!
//! Names are written as large as the cells allow, on one line (`-3,12`),
//! else on two (`-3` over `12`). When even two lines would be too small
//! to read (a long snake of tiny cells) names are left out, the panel
//! says so and a dot marks `0,0` to count from; the free cells are still
//! outlined.

use ab_glyph::FontRef;
use image::RgbImage;

use super::layout::{Layout, SQRT_3};
use super::palette::{CREATURE, EYE, FREE_BORDER, FREE_FILL, HIGHLIGHT, HOLE_HATCH, LABEL};
use super::scene::Scene;
use super::tiles::{hexagon_distance, length};
use crate::games::palago::{Cell, Piece, Region};
use crate::picture::fonts::{Align, Fonts, cap_height, draw_text, text_width};
use crate::picture::shapes::{around, capsule, dashed_ring, disc, fill};

/// The largest name size, in pixels.
const LABEL_MAX: f32 = 17.0;
/// The smallest size a name is written on one line.
const ONE_LINE_MIN: f32 = 9.0;
/// The smallest size a name is written on two lines.
const TWO_LINES_MIN: f32 = 8.0;

/// How the names of the free cells are written on this picture.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Labels {
    /// `q,r` on one line, at this size.
    OneLine(f32),
    /// `q` over `r`, at this size.
    TwoLines(f32),
    /// The cells are too small for any legible name.
    Hidden,
}

/// The cells that get a name: the free cells and the holes.
fn named_cells<'s>(scene: &'s Scene<'_>) -> impl Iterator<Item = Cell> + 's {
    scene.free.iter().chain(scene.holes.iter()).copied()
}

/// Chooses how to write the names for hex size `size`: the largest size
/// at which the widest name fits its cell, on one line if legible there,
/// else on two.
pub(crate) fn choose_labels(font: &FontRef<'_>, scene: &Scene<'_>, size: f32) -> Labels {
    let widest = |text: &dyn Fn(Cell) -> Vec<String>| {
        named_cells(scene)
            .flat_map(text)
            .map(|line| text_width(font, 1.0, &line))
            .fold(0.0f32, f32::max)
    };
    let one_line = widest(&|cell| vec![cell.to_string()]);
    let one_size = LABEL_MAX
        .min(size * 0.4)
        .min(size * 1.5 / one_line.max(0.1));
    if one_size >= ONE_LINE_MIN {
        return Labels::OneLine(one_size);
    }
    let two_lines = widest(&|cell| vec![cell.q().to_string(), cell.r().to_string()]);
    let two_size = LABEL_MAX
        .min(size * 0.55)
        .min(size * 1.2 / two_lines.max(0.1));
    if two_size >= TWO_LINES_MIN {
        Labels::TwoLines(two_size)
    } else {
        Labels::Hidden
    }
}

/// The signed distance to the hexagon of `cell` shrunk by `inset` pixels.
fn hexagon(layout: &Layout, cell: Cell, inset: f32) -> impl Fn(f32, f32) -> f32 {
    hexagon_at(layout.centre(cell), layout.hex_size(), inset)
}

/// The signed distance to the hexagon of circumradius `size` centred on
/// `centre`, shrunk by `inset` pixels.
fn hexagon_at(centre: (f32, f32), size: f32, inset: f32) -> impl Fn(f32, f32) -> f32 {
    let inradius = size * SQRT_3 * 0.5 - inset;
    move |x, y| hexagon_distance(x - centre.0, y - centre.1, inradius).0
}

/// Outlines the free cells and hatches the single holes, with their names.
pub(crate) fn draw_free_cells(
    image: &mut RgbImage,
    fonts: &Fonts,
    scene: &Scene<'_>,
    layout: &Layout,
    labels: Labels,
) {
    let size = layout.hex_size();
    for &cell in &scene.free {
        draw_free_cell(image, layout.centre(cell), size);
    }
    for &cell in &scene.holes {
        draw_hole(image, layout.centre(cell), size);
    }
    for cell in named_cells(scene) {
        draw_label(image, fonts, layout.centre(cell), cell, labels);
    }
}

/// A free cell of hex size `size` centred on `centre`: a faint fill and
/// a thin outline.
pub(crate) fn draw_free_cell(image: &mut RgbImage, centre: (f32, f32), size: f32) {
    let border = (size * 0.035).clamp(1.0, 1.6);
    let bounds = around(centre, size);
    fill(image, bounds, FREE_FILL, 1.0, hexagon_at(centre, size, 1.0));
    let inside = hexagon_at(centre, size, 1.0 + border * 0.5);
    fill(image, bounds, FREE_BORDER, 1.0, move |x, y| {
        inside(x, y).abs() - border * 0.5
    });
}

/// Hatches a single hole (P8) of hex size `size` centred on `centre` with
/// diagonal stripes.
pub(crate) fn draw_hole(image: &mut RgbImage, centre: (f32, f32), size: f32) {
    let period = (size * 0.22).max(4.0);
    let stripe = (period * 0.3).max(1.2);
    let inside = hexagon_at(centre, size, 1.5);
    let hatch = move |x: f32, y: f32| {
        let along = (x - y).rem_euclid(period) - period * 0.5;
        along.abs() * std::f32::consts::FRAC_1_SQRT_2 - stripe * 0.5
    };
    let bounds = around(centre, size);
    fill(image, bounds, HOLE_HATCH, 1.0, move |x, y| {
        inside(x, y).max(hatch(x, y))
    });
}

/// Writes the name of `cell` centred on `centre`.
pub(crate) fn draw_label(
    image: &mut RgbImage,
    fonts: &Fonts,
    centre: (f32, f32),
    cell: Cell,
    labels: Labels,
) {
    let font = &fonts.bold;
    let mut centred = |size: f32, baseline: f32, text: String| {
        draw_text(
            image,
            font,
            size,
            (centre.0, baseline),
            Align::Centre,
            LABEL,
            &text,
        );
    };
    match labels {
        Labels::OneLine(size) => {
            centred(
                size,
                centre.1 + cap_height(font, size) * 0.5,
                cell.to_string(),
            );
        }
        Labels::TwoLines(size) => {
            let cap = cap_height(font, size);
            let gap = size * 0.3;
            centred(size, centre.1 - gap * 0.5, cell.q().to_string());
            centred(size, centre.1 + gap * 0.5 + cap, cell.r().to_string());
        }
        Labels::Hidden => {}
    }
}

/// Marks the centre of `0,0`, the first tile (P6), with a small ringed
/// dot: where to count from when the cells are too small to name.
pub(crate) fn draw_origin_mark(image: &mut RgbImage, layout: &Layout) {
    let centre = layout.centre(Cell::ORIGIN);
    let radius = (layout.hex_size() * 0.22).max(2.0);
    let bounds = around(centre, radius + 2.0);
    fill(image, bounds, HIGHLIGHT, 1.0, disc(centre, radius + 1.0));
    fill(image, bounds, EYE, 1.0, disc(centre, radius));
}

/// The width of the highlight ring for hex size `size`.
fn highlight_width(size: f32) -> f32 {
    (size * 0.09).clamp(2.0, 5.5)
}

/// Rings each highlighted cell just inside its hexagon.
pub(crate) fn draw_highlights(image: &mut RgbImage, scene: &Scene<'_>, layout: &Layout) {
    for &cell in &scene.highlighted {
        draw_highlight(image, layout.centre(cell), layout.hex_size());
    }
}

/// Rings the hexagon of hex size `size` centred on `centre` just inside
/// its edge.
pub(crate) fn draw_highlight(image: &mut RgbImage, centre: (f32, f32), size: f32) {
    let width = highlight_width(size);
    let inside = hexagon_at(centre, size, width * 0.5 + 0.5);
    fill(image, around(centre, size), HIGHLIGHT, 1.0, move |x, y| {
        inside(x, y).abs() - width * 0.5
    });
}

/// The width of the line round a creature for hex size `size`.
fn creature_width(size: f32) -> f32 {
    (size * 0.1).clamp(2.0, 6.0)
}

/// Draws the line round every creature: along the straights and arcs that
/// bound its pieces (P3, P10). A creature is closed, so its boundary is
/// made only of those lines.
pub(crate) fn draw_creatures(image: &mut RgbImage, scene: &Scene<'_>, layout: &Layout) {
    for creature in scene.creatures {
        draw_region_outline(image, scene, layout, creature);
    }
}

/// One line of a piece's boundary inside a tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Boundary {
    /// The straight of the tile on the cell.
    Straight(Cell),
    /// The arc round the tip at this corner of the cell.
    Arc(Cell, usize),
}

/// The lines bounding the pieces of `region`, each once.
fn region_boundaries(scene: &Scene<'_>, region: &Region) -> Vec<Boundary> {
    let mut lines = Vec::new();
    for &(cell, corner) in &region.pieces {
        let Some(orientation) = scene.game.table().tile_at(cell) else {
            continue;
        };
        let found = match orientation.piece_at(corner) {
            Piece::Tip => [Some(Boundary::Arc(cell, corner)), None],
            Piece::Bridge { .. } => {
                // The bridge holds this corner's half: the other colour's
                // tip is cut out of it.
                let tip = orientation.tip(crate::games::palago::Colour::of_corner(corner).other());
                [
                    Some(Boundary::Straight(cell)),
                    Some(Boundary::Arc(cell, tip)),
                ]
            }
        };
        for line in found.into_iter().flatten() {
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

/// Strokes the boundary of `region` in the creature colour.
fn draw_region_outline(image: &mut RgbImage, scene: &Scene<'_>, layout: &Layout, region: &Region) {
    let size = layout.hex_size();
    let width = creature_width(size);
    for line in region_boundaries(scene, region) {
        match line {
            Boundary::Straight(cell) => {
                let Some(orientation) = scene.game.table().tile_at(cell) else {
                    continue;
                };
                let [from, to] = orientation.straight();
                let a = layout.side_midpoint(cell, from);
                let b = layout.side_midpoint(cell, to);
                let bounds = around(layout.centre(cell), size + width);
                fill(image, bounds, CREATURE, 1.0, capsule(a, b, width));
            }
            Boundary::Arc(cell, corner) => {
                let pivot = layout.corner(cell, corner);
                let radius = size * 0.5;
                let inside = hexagon(layout, cell, -width * 0.5);
                let bounds = around(pivot, radius + width);
                fill(image, bounds, CREATURE, 1.0, move |x, y| {
                    let ring = (length(x - pivot.0, y - pivot.1) - radius).abs() - width * 0.5;
                    ring.max(inside(x, y))
                });
            }
        }
    }
}

/// Rings each eye with dashes: three tips round one vertex, a closed
/// region that does not count (P10).
pub(crate) fn draw_eyes(image: &mut RgbImage, scene: &Scene<'_>, layout: &Layout) {
    let size = layout.hex_size();
    let width = (size * 0.05).clamp(1.2, 3.0);
    for eye in &scene.eyes {
        let Some(point) = eye_centre(layout, eye) else {
            continue;
        };
        let radius = size * 0.5 - width;
        let bounds = around(point, radius + width * 2.0);
        fill(
            image,
            bounds,
            EYE,
            1.0,
            dashed_ring(point, radius, width, 8, 0.55),
        );
    }
}

/// The pixel position of an eye's vertex.
pub(crate) fn eye_centre(layout: &Layout, eye: &Region) -> Option<(f32, f32)> {
    let vertex = eye.vertices.first()?;
    vertex
        .cells()
        .into_iter()
        .find_map(|(cell, corner)| cell.map(|cell| layout.corner(cell, corner)))
}
