//! The empty board, drawn once per language and copied under every
//! picture: hexagons, the blue (wrapping) and red edges with the blue bands'
//! words, column letters and row numbers, and the panel's background
//! (R1-R4).

use image::{Rgb, RgbImage};
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::layout::{
    BAND_ABOVE_TOP, BAND_BELOW_TOP, BAND_HEIGHT, BOARD_BOTTOM, BOARD_LEFT, BOARD_RIGHT, BOARD_TOP,
    HEX_RADIUS, IMAGE_HEIGHT, IMAGE_WIDTH, PANEL_LEFT, PANEL_WIDTH, cell_centre, column_x,
    hex_corners, row_label_y,
};
use super::palette::{
    BACKGROUND, BLUE_EDGE, HEX_BORDER, HEX_FILL, INK, MUTED, PANEL, RED_EDGE, WHITE,
};
use super::texts;
use crate::games::palanquee::{COLUMN_COUNT, Cell, Column, ROW_COUNT, Row};
use crate::language::Language;
use crate::picture::fonts::{Align, Fonts, cap_height, draw_text};
use crate::picture::shapes::{Surface, around, capsule, convex, fill, rounded_rect};

/// How far a cell's fill stands inside its hexagon: the lines between
/// cells are twice this wide.
pub(crate) const HEX_INSET: f32 = 0.8;
/// Width of the blue and red edge lines.
const EDGE_WIDTH: f32 = 4.5;
/// Size of the column letters and row numbers.
const LABEL_SIZE: f32 = 19.0;
/// Size of the text in the blue bands.
pub(crate) const BAND_SIZE: f32 = 15.0;

/// Fills the hexagon of `cell` with `colour`, inside the lines between
/// cells (exactly over the empty board's fill).
pub(crate) fn fill_cell(surface: &mut impl Surface, cell: Cell, colour: Rgb<u8>, opacity: f32) {
    let centre = cell_centre(cell);
    let hexagon = convex(hex_corners(centre, HEX_RADIUS - HEX_INSET));
    fill(
        surface,
        around(centre, HEX_RADIUS),
        colour,
        opacity,
        hexagon,
    );
}

/// Draws a border of `width` just inside the hexagon of `cell`.
pub(crate) fn outline_cell(surface: &mut impl Surface, cell: Cell, colour: Rgb<u8>, width: f32) {
    let centre = cell_centre(cell);
    let hexagon = convex(hex_corners(centre, HEX_RADIUS - HEX_INSET - width * 0.5));
    fill(
        surface,
        around(centre, HEX_RADIUS),
        colour,
        1.0,
        move |x, y| hexagon(x, y).abs() - width * 0.5,
    );
}

/// Which edge of the board a side of a hexagon lies on, if any.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Edge {
    Blue,
    Red,
}

/// The edge, if any, beyond the side of the cell at `(column, row)` facing
/// the unwrapped neighbour `(column + dc, row + dr)`: red past columns
/// `A` and `S` (R4), blue past rows 1 and 16 (R3).
fn edge_beyond(column: usize, row: usize, dc: i32, dr: i32) -> Option<Edge> {
    let c = column as i32 + dc;
    let r = row as i32 + dr;
    if c < 0 || c >= COLUMN_COUNT as i32 {
        Some(Edge::Red)
    } else if r < 0 || r >= ROW_COUNT as i32 {
        Some(Edge::Blue)
    } else {
        None
    }
}

/// A side of a hexagon on an edge: its colour and its two corners.
type EdgeSide = (Edge, (f32, f32), (f32, f32));

/// The board outline: every side of a hexagon lying on an edge, with its
/// colour.
fn edge_sides() -> Vec<EdgeSide> {
    let mut sides = Vec::new();
    for cell in Cell::all() {
        let column = cell.column().index();
        let row = cell.row().index();
        let lowered = i32::from(cell.column().is_lowered());
        let corners = hex_corners(cell_centre(cell), HEX_RADIUS);
        // Sides as (from corner, to corner, neighbour offset), R2.
        let neighbours = [
            (0, 1, (1, lowered)),      // south-east
            (1, 2, (0, 1)),            // south
            (2, 3, (-1, lowered)),     // south-west
            (3, 4, (-1, lowered - 1)), // north-west
            (4, 5, (0, -1)),           // north
            (5, 0, (1, lowered - 1)),  // north-east
        ];
        for (from, to, (dc, dr)) in neighbours {
            if let Some(edge) = edge_beyond(column, row, dc, dr) {
                sides.push((edge, corners[from], corners[to]));
            }
        }
    }
    sides
}

/// Draws the empty board and the panel background, the bands' words in
/// `language`.
pub(crate) fn empty_board(fonts: &Fonts, language: Language) -> RgbImage {
    let mut image = RgbImage::from_pixel(IMAGE_WIDTH, IMAGE_HEIGHT, BACKGROUND);
    draw_filled_rect_mut(
        &mut image,
        Rect::at(PANEL_LEFT as i32, 0).of_size(PANEL_WIDTH, IMAGE_HEIGHT),
        PANEL,
    );
    draw_filled_rect_mut(
        &mut image,
        Rect::at(PANEL_LEFT as i32, 0).of_size(2, IMAGE_HEIGHT),
        HEX_BORDER,
    );
    for cell in Cell::all() {
        let centre = cell_centre(cell);
        let hexagon = convex(hex_corners(centre, HEX_RADIUS));
        fill(
            &mut image,
            around(centre, HEX_RADIUS),
            HEX_BORDER,
            1.0,
            hexagon,
        );
    }
    for cell in Cell::all() {
        fill_cell(&mut image, cell, HEX_FILL, 1.0);
    }
    for (edge, from, to) in edge_sides() {
        let colour = match edge {
            Edge::Blue => BLUE_EDGE,
            Edge::Red => RED_EDGE,
        };
        let bounds = (
            from.0.min(to.0) - EDGE_WIDTH,
            from.1.min(to.1) - EDGE_WIDTH,
            from.0.max(to.0) + EDGE_WIDTH,
            from.1.max(to.1) + EDGE_WIDTH,
        );
        fill(
            &mut image,
            bounds,
            colour,
            1.0,
            capsule(from, to, EDGE_WIDTH),
        );
    }
    draw_labels(&mut image, fonts);
    draw_bands(&mut image, fonts, language);
    image
}

/// Column letters above and below, row numbers left and right (R1).
fn draw_labels(image: &mut RgbImage, fonts: &Fonts) {
    let half_cap = cap_height(&fonts.bold, LABEL_SIZE) * 0.5;
    for column in Column::ALL {
        let x = column_x(column);
        for y in [BOARD_TOP - 14.0, BOARD_BOTTOM + 14.0] {
            let text = column.letter().to_string();
            let colour = INK;
            draw_text(
                image,
                &fonts.bold,
                LABEL_SIZE,
                (x, y + half_cap),
                Align::Centre,
                colour,
                &text,
            );
        }
    }
    for row in (0..ROW_COUNT).filter_map(Row::new) {
        let y = row_label_y(row) + half_cap;
        let text = row.number().to_string();
        draw_text(
            image,
            &fonts.bold,
            LABEL_SIZE,
            (BOARD_LEFT - 9.0, y),
            Align::Right,
            MUTED,
            &text,
        );
        draw_text(
            image,
            &fonts.bold,
            LABEL_SIZE,
            (BOARD_RIGHT + 9.0, y),
            Align::Left,
            MUTED,
            &text,
        );
    }
}

/// The blue bands above and below the board saying that row 16 continues
/// into row 1 (R3), in `language`.
fn draw_bands(image: &mut RgbImage, fonts: &Fonts, language: Language) {
    let words = texts::words(language);
    let bands = [
        (BAND_ABOVE_TOP, &words.band_above),
        (BAND_BELOW_TOP, &words.band_below),
    ];
    let half_cap = cap_height(&fonts.bold, BAND_SIZE) * 0.5;
    for (top, text) in bands {
        let height = BAND_HEIGHT;
        let left = BOARD_LEFT;
        let right = BOARD_RIGHT;
        let bounds = (left, top, right, top + height);
        fill(image, bounds, BLUE_EDGE, 1.0, rounded_rect(bounds, 7.0));
        draw_text(
            image,
            &fonts.bold,
            BAND_SIZE,
            ((left + right) * 0.5, top + height * 0.5 + half_cap),
            Align::Centre,
            WHITE,
            text,
        );
    }
}
