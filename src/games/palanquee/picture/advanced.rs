//! The marks of the advanced rules on the board, from [`Status`]: whose
//! parasite lives on whose plant (R30), the buttons and those that can
//! launch now (R32), and the leaves that grant a bonus action (R36).
//!
//! Each mark differs from the others by shape as well as colour, so the
//! picture still reads in greyscale:
//!
//! - a **parasite** sprout gets a ring in its host's colour, edged
//!   in ink, broken into six arcs (their colours taking turns when it lives
//!   on several players);
//! - a **button that can launch** now gets a six-pointed star in its
//!   owner's colour behind its centre sprout; any other button gets six
//!   short ink ticks around its centre;
//! - a **leaf granting a bonus** is outlined, its 8 cells as one shape, in
//!   its owner's colour.
//!
//! A basic game's [`Status`] holds none of these, so nothing is drawn.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use image::{Rgb, RgbImage};

use super::layout::{HEX_HEIGHT, HEX_RADIUS, SPROUT_RADIUS, cell_centre, hex_corners};
use super::palette::{INK, WHITE, player_colour};
use super::status::Status;
use crate::games::palanquee::{Cell, CellSet, Direction, Player};
use crate::picture::shapes::{Surface, around, around_points, capsule, convex, fill, ring};

/// Mid radius of a parasite's host ring: a gap away from its sprout.
const PARASITE_RING_RADIUS: f32 = SPROUT_RADIUS + 6.0;
/// Width of a parasite's host ring (its ink edges come on top).
const PARASITE_RING_WIDTH: f32 = 4.5;
/// Arcs the host ring is broken into.
const PARASITE_ARCS: usize = 6;
/// Share of each arc's sixth of the circle that the arc covers.
const PARASITE_ARC_DUTY: f32 = 0.72;
/// Radius of a launch star's points, reaching towards the cell's corners.
const STAR_RADIUS: f32 = HEX_RADIUS * 0.88;
/// Width of a leaf's outline, centred on the lines between cells.
const LEAF_OUTLINE: f32 = 4.0;

/// Marks drawn before the pieces: leaf outlines and launch stars.
pub(crate) fn draw_under(image: &mut RgbImage, status: &Status) {
    for leaf in &status.bonus_leaves {
        draw_leaf_outline(image, leaf.cells, player_colour(leaf.owner));
    }
    for button in status.buttons.iter().filter(|b| b.can_launch) {
        draw_star(
            image,
            cell_centre(button.centre),
            STAR_RADIUS,
            player_colour(button.owner),
        );
    }
}

/// Marks drawn over the pieces: parasites' host rings and the ticks of
/// buttons that cannot launch now.
pub(crate) fn draw_over(image: &mut RgbImage, status: &Status) {
    for button in status.buttons.iter().filter(|b| !b.can_launch) {
        draw_button_ticks(image, cell_centre(button.centre), 1.0);
    }
    for parasite in &status.parasites {
        for &sprout in &parasite.sprouts {
            draw_host_ring(image, cell_centre(sprout), &parasite.hosts, 1.0);
        }
    }
}

/// A broken ring around a parasite sprout centred on `centre`: six thick
/// arcs in its `hosts`' colours (taking turns when it lives on several
/// players, the first arc up and to the right), edged in ink, a gap between
/// it and the sprout; `scale` shrinks it for the legend. Broken
/// and apart from the sprout, it never reads as a seed's rim.
pub(crate) fn draw_host_ring(
    surface: &mut impl Surface,
    centre: (f32, f32),
    hosts: &[Player],
    scale: f32,
) {
    let radius = PARASITE_RING_RADIUS * scale;
    let width = PARASITE_RING_WIDTH * scale;
    let share = TAU / PARASITE_ARCS as f32;
    let sweep = share * PARASITE_ARC_DUTY;
    let arcs = (0..PARASITE_ARCS).map(|index| {
        let start = -FRAC_PI_2 + share * index as f32 + (share - sweep) * 0.5;
        (index, start)
    });
    for (index, start) in arcs {
        let Some(&host) = hosts.get(index % hosts.len().max(1)) else {
            continue;
        };
        let shape = arc(centre, radius, width, start, sweep);
        let bounds = arc_bounds(centre, radius, width, start, sweep);
        fill(surface, bounds, INK, 1.0, |x, y| shape(x, y) - 1.1 * scale);
        fill(surface, bounds, player_colour(host), 1.0, &shape);
    }
}

/// A six-pointed star of points at `radius`, pointing at the corners of a
/// flat-topped cell, filled with `colour`, edged in ink, on a white halo.
pub(crate) fn draw_star(
    surface: &mut impl Surface,
    centre: (f32, f32),
    radius: f32,
    colour: Rgb<u8>,
) {
    let star = hexagram(centre, radius);
    let bounds = around(centre, radius + 4.0);
    fill(surface, bounds, WHITE, 0.9, |x, y| star(x, y) - 3.0);
    fill(surface, bounds, INK, 1.0, |x, y| star(x, y) - 1.4);
    fill(surface, bounds, colour, 1.0, |x, y| star(x, y) + 0.4);
}

/// Six short ink ticks around a button's centre, pointing at the corners
/// of its cell: a button that cannot launch now (R32).
pub(crate) fn draw_button_ticks(surface: &mut impl Surface, centre: (f32, f32), scale: f32) {
    let (inner, outer) = ((SPROUT_RADIUS + 2.5) * scale, (SPROUT_RADIUS + 8.0) * scale);
    let ticks: Vec<((f32, f32), (f32, f32))> = (0..6)
        .map(|k| {
            let angle = PI / 3.0 * k as f32;
            let (cos, sin) = (angle.cos(), angle.sin());
            (
                (centre.0 + inner * cos, centre.1 + inner * sin),
                (centre.0 + outer * cos, centre.1 + outer * sin),
            )
        })
        .collect();
    for (width, colour, opacity) in [(5.0 * scale, WHITE, 0.85), (2.4 * scale, INK, 1.0)] {
        for &(a, b) in &ticks {
            let bounds = around_points(&[a, b], width * 0.5 + 1.0);
            fill(surface, bounds, colour, opacity, capsule(a, b, width));
        }
    }
}

/// Signed distance to a six-pointed star: two triangles, their points at
/// `radius` towards the angles 0°, 60°, … (the corners of a flat-topped
/// cell, between its neighbours).
fn hexagram(centre: (f32, f32), radius: f32) -> impl Fn(f32, f32) -> f32 {
    let point = |k: u8| {
        let angle = PI / 3.0 * f32::from(k);
        (
            centre.0 + radius * angle.cos(),
            centre.1 + radius * angle.sin(),
        )
    };
    // Angles grow clockwise on screen (y down), as `convex` wants.
    let up = convex([point(0), point(2), point(4)]);
    let down = convex([point(1), point(3), point(5)]);
    move |x, y| up(x, y).min(down(x, y))
}

/// Signed distance to the arc of a ring (mid radius `radius`, `width`
/// thick) from angle `start` over `sweep` radians, clockwise on screen;
/// the arc's ends are cut square.
fn arc(
    centre: (f32, f32),
    radius: f32,
    width: f32,
    start: f32,
    sweep: f32,
) -> impl Fn(f32, f32) -> f32 {
    let solid = ring(centre, radius, width);
    move |x, y| {
        let angle = (y - centre.1).atan2(x - centre.0);
        let along = (angle - start).rem_euclid(TAU);
        // Distance along the circle to the arc [0, sweep], negative inside.
        let outside = if along <= sweep {
            -along.min(sweep - along)
        } else {
            (along - sweep).min(TAU - along)
        };
        solid(x, y).max(outside * radius)
    }
}

/// A box around the arc of [`arc`] and its ink edge: the corners of the
/// arc's ends and middle, inside and out, with a margin for the edge and
/// the bulge of the circle between them (under a pixel for arcs of a sixth
/// of a circle).
fn arc_bounds(
    centre: (f32, f32),
    radius: f32,
    width: f32,
    start: f32,
    sweep: f32,
) -> (f32, f32, f32, f32) {
    let mut points = [(0.0, 0.0); 6];
    for (k, point) in points.iter_mut().enumerate() {
        let angle = start + sweep * (k / 2) as f32 * 0.5;
        let r = if k % 2 == 0 {
            radius - width * 0.5
        } else {
            radius + width * 0.5
        };
        *point = (centre.0 + r * angle.cos(), centre.1 + r * angle.sin());
    }
    around_points(&points, 3.0)
}

/// The sides of `cell`'s hexagon with the neighbour across each, clockwise
/// from the lower right side, as `hex_corners` gives the corners.
const SIDES: [(usize, usize, Direction); 6] = [
    (0, 1, Direction::SouthEast),
    (1, 2, Direction::South),
    (2, 3, Direction::SouthWest),
    (3, 4, Direction::NorthWest),
    (4, 5, Direction::North),
    (5, 0, Direction::NorthEast),
];

/// Draws the outline of the shape the `cells` make together, on the lines
/// between cells, in `colour` over a white halo. A side whose neighbour is
/// in `cells` only through the blue edge (R3) is drawn: in the picture the
/// shape stops there.
pub(crate) fn draw_leaf_outline(image: &mut RgbImage, cells: CellSet, colour: Rgb<u8>) {
    let sides = outline_sides(cells);
    for (width, colour, opacity) in [
        (LEAF_OUTLINE + 3.0, WHITE, 0.85),
        (LEAF_OUTLINE, colour, 1.0),
    ] {
        for &(a, b) in &sides {
            let bounds = around_points(&[a, b], width * 0.5 + 1.0);
            fill(image, bounds, colour, opacity, capsule(a, b, width));
        }
    }
}

/// The sides, as pairs of corners, between a cell of `cells` and a cell
/// out of it (or the board's edge).
fn outline_sides(cells: CellSet) -> Vec<((f32, f32), (f32, f32))> {
    let mut sides = Vec::new();
    for cell in cells.iter() {
        let centre = cell_centre(cell);
        let corners = hex_corners(centre, HEX_RADIUS);
        for (from, to, direction) in SIDES {
            let inside = cell
                .neighbour(direction)
                .is_some_and(|n| cells.contains(n) && !wraps(cell, n));
            if !inside {
                sides.push((corners[from], corners[to]));
            }
        }
    }
    sides
}

/// Whether neighbours `a` and `b` touch through the blue edge (R3): far
/// apart in the picture.
fn wraps(a: Cell, b: Cell) -> bool {
    (cell_centre(a).1 - cell_centre(b).1).abs() > HEX_HEIGHT * 1.5
}
