//! The board picture: from a position, the story of the last turn, the
//! players' names and the language to write in, to PNG bytes.
//!
//! Drawing is CPU work of a few milliseconds (see `benches/render.rs`);
//! async callers must not run it on the runtime's worker threads. In the
//! bot, call it through `tokio::task::spawn_blocking`:
//!
//! ```ignore
//! let png = tokio::task::spawn_blocking(move || {
//!     render_png(&position, &story, &names, &status, language)
//! })
//! .await??;
//! ```
//!
//! The language is a plain argument, as everywhere words are chosen: the
//! command layer passes the reader's along, and it crosses into
//! `spawn_blocking` with the rest.
//!
//! The fonts and the piece sprites are prepared once per process, the
//! empty board once per language (see `assets.rs`), the PNG palette once
//! per process (see `specimen.rs`), and reused by every picture.

use image::RgbImage;

use super::advanced;
use super::assets::{Assets, assets};
use super::board::{fill_cell, outline_cell};
use super::layout::{HEX_HEIGHT, HEX_RADIUS, SEED_RADIUS, SPROUT_RADIUS, cell_centre};
use super::palette::{
    ARRIVAL_BORDER, ARRIVAL_FILL, ARROW, CLAIM_MARK, ORIGIN_FILL, REMOVED_FILL, REMOVED_MARK, WHITE,
};
use super::panel::draw_panel;
use super::specimen;
use super::status::Status;
use super::story::TurnStory;
use crate::games::palanquee::{Cell, Piece, PieceKind, Position};
use crate::language::Language;
use crate::picture::RenderError;
use crate::picture::encode::fixed_palette_png;
use crate::picture::shapes::{around, around_points, capsule, convex, dashed_ring, fill};

/// Opacity of a piece that left the board (a ghost) or a sprout's origin.
const GHOST_OPACITY: f32 = 0.35;

/// Prepares the shared assets now (fonts, the piece sprites, the empty
/// board in every language, the PNG palette learnt from specimen
/// pictures; under 100 ms per language, once per process)
/// so that the first picture costs no more than the others. Optional: any
/// render call does it on first use. A bot calls it once at start-up, in
/// `spawn_blocking`.
pub fn prepare() -> Result<(), RenderError> {
    let assets = assets()?;
    for language in Language::ALL {
        assets.board(language);
    }
    specimen::palette(render_image)?;
    Ok(())
}

/// The picture of `position` as an image: the board with its pieces, the
/// last turn's `story` marked on it, and the side panel naming the players
/// (`names` in seat order; a missing or empty name falls back to the seat
/// letter `a`..`e`) with `status` (actions left, result, and under the
/// advanced rules parasites, buttons and bonus leaves marked on the board,
/// R30, R32, R36). Every word of the picture (the panel, its legend and
/// the board's blue bands) is in `language`; cell and player names are
/// the same in all.
pub fn render_image(
    position: &Position,
    story: &TurnStory,
    names: &[String],
    status: &Status,
    language: Language,
) -> Result<RgbImage, RenderError> {
    let assets = assets()?;
    let mut image = assets.board(language).clone();
    draw_story_under(&mut image, position, story);
    advanced::draw_under(&mut image, status);
    draw_pieces(&mut image, assets, position, story);
    advanced::draw_over(&mut image, status);
    draw_story_over(&mut image, position, story);
    draw_panel(&mut image, assets, position, story, names, status, language);
    Ok(image)
}

/// The picture of `position` as PNG bytes; see [`render_image`]. At the
/// default size a crowded board is about 100 KB.
pub fn render_png(
    position: &Position,
    story: &TurnStory,
    names: &[String],
    status: &Status,
    language: Language,
) -> Result<Vec<u8>, RenderError> {
    let image = render_image(position, story, names, status, language)?;
    encode_png(&image, language)
}

/// Encodes a board picture drawn in `language` as PNG: at most 256
/// colours, from the palette learnt once per process (`specimen.rs`),
/// about 120 KB for a crowded board. Only what differs from the empty
/// board in `language` is looked up in the palette, so the language makes
/// it fast, not right: any picture encodes.
pub fn encode_png(image: &RgbImage, language: Language) -> Result<Vec<u8>, RenderError> {
    let board = specimen::palette(render_image)?;
    fixed_palette_png(image, &board.palette, board.backdrop(language))
}

/// Cell tints: removed pieces, move origins, arrivals (in that order, so
/// an arrival wins where a cell saw several things).
fn draw_story_under(image: &mut RgbImage, position: &Position, story: &TurnStory) {
    for removal in &story.removals {
        if position.is_empty(removal.cell) {
            fill_cell(image, removal.cell, REMOVED_FILL, 1.0);
        }
    }
    for &(from, _) in &story.moves {
        if position.is_empty(from) {
            fill_cell(image, from, ORIGIN_FILL, 1.0);
        }
    }
    for &cell in &story.arrivals {
        fill_cell(image, cell, ARRIVAL_FILL, 1.0);
        outline_cell(image, cell, ARRIVAL_BORDER, 3.0);
    }
}

/// The piece that stood on `cell` before the story, as far as it tells.
fn moved_piece(position: &Position, story: &TurnStory, to: Cell) -> Option<Piece> {
    position.piece_at(to).or_else(|| {
        story
            .removals
            .iter()
            .find(|removal| removal.cell == to)
            .map(|removal| removal.piece)
    })
}

/// Ghosts of removed pieces and moved sprouts, then the pieces.
fn draw_pieces(image: &mut RgbImage, assets: &Assets, position: &Position, story: &TurnStory) {
    for &(from, to) in &story.moves {
        let ghost = moved_piece(position, story, to).and_then(|p| assets.pieces.get(p));
        if position.is_empty(from)
            && let Some(sprite) = ghost
        {
            sprite.draw(image, cell_centre(from), GHOST_OPACITY);
        }
    }
    for removal in &story.removals {
        if position.is_empty(removal.cell)
            && let Some(sprite) = assets.pieces.get(removal.piece)
        {
            sprite.draw(image, cell_centre(removal.cell), GHOST_OPACITY);
        }
    }
    for cell in position.occupied().iter() {
        if let Some(sprite) = position.piece_at(cell).and_then(|p| assets.pieces.get(p)) {
            sprite.draw(image, cell_centre(cell), 1.0);
        }
    }
}

/// Crosses on removed pieces, dashed rings on claimable seeds and arrows
/// for moves.
fn draw_story_over(image: &mut RgbImage, position: &Position, story: &TurnStory) {
    for removal in &story.removals {
        let (x, y) = cell_centre(removal.cell);
        if position.is_empty(removal.cell) {
            let arm = match removal.piece.kind {
                PieceKind::Sprout => SPROUT_RADIUS * 0.95,
                PieceKind::Seed => SEED_RADIUS * 0.8,
            };
            draw_cross(image, (x, y), arm, 4.0);
        } else {
            // Something arrived where a piece was removed: a small cross in
            // the corner of the cell.
            draw_cross(
                image,
                (x + HEX_RADIUS * 0.55, y - HEX_HEIGHT * 0.3),
                5.0,
                2.5,
            );
        }
    }
    for &cell in &story.claimable {
        let centre = cell_centre(cell);
        let radius = SEED_RADIUS + 3.5;
        let bounds = around(centre, radius + 4.0);
        fill(
            image,
            bounds,
            WHITE,
            0.9,
            dashed_ring(centre, radius, 6.0, 10, 0.62),
        );
        fill(
            image,
            bounds,
            CLAIM_MARK,
            1.0,
            dashed_ring(centre, radius, 3.0, 10, 0.55),
        );
    }
    for &(from, to) in &story.moves {
        draw_arrow(image, position, from, to);
    }
}

/// A cross of two strokes with a white halo.
fn draw_cross(image: &mut RgbImage, (x, y): (f32, f32), arm: f32, width: f32) {
    let strokes = [
        ((x - arm, y - arm), (x + arm, y + arm)),
        ((x - arm, y + arm), (x + arm, y - arm)),
    ];
    let bounds = around((x, y), arm + width + 2.0);
    for (a, b) in strokes {
        fill(image, bounds, WHITE, 0.9, capsule(a, b, width + 3.0));
    }
    for (a, b) in strokes {
        fill(image, bounds, REMOVED_MARK, 1.0, capsule(a, b, width));
    }
}

/// An arrow from a move's origin to the edge of the piece that arrived. A
/// move through the blue edge (R3) would cross the whole picture, so it
/// gets no arrow; its two cells stay marked.
fn draw_arrow(image: &mut RgbImage, position: &Position, from: Cell, to: Cell) {
    let (a, b) = (cell_centre(from), cell_centre(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 || dy.abs() > HEX_HEIGHT * 8.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let stop = match position.piece_at(to).map(|p| p.kind) {
        Some(PieceKind::Seed) => SEED_RADIUS + 2.0,
        _ => SPROUT_RADIUS + 2.0,
    };
    let start = SPROUT_RADIUS * 0.4;
    if length <= stop + start + 6.0 {
        return;
    }
    let tail = (a.0 + ux * start, a.1 + uy * start);
    let tip = (b.0 - ux * stop, b.1 - uy * stop);
    let head_length = 11.0;
    let head_half = 7.0;
    let neck = (tip.0 - ux * head_length, tip.1 - uy * head_length);
    let head = [
        tip,
        (neck.0 - uy * head_half, neck.1 + ux * head_half),
        (neck.0 + uy * head_half, neck.1 - ux * head_half),
    ];
    // The three corners of the head in the order convex() wants.
    let head = if cross_z(head) > 0.0 {
        head
    } else {
        [head[0], head[2], head[1]]
    };
    let bounds = around_points(&[tail, tip, head[1], head[2]], 6.0);
    let shaft_end = (neck.0 + ux * 2.0, neck.1 + uy * 2.0);
    let head_shape = convex(head);
    fill(image, bounds, WHITE, 0.85, capsule(tail, shaft_end, 6.5));
    fill(image, bounds, WHITE, 0.85, |x, y| head_shape(x, y) - 1.6);
    fill(image, bounds, ARROW, 1.0, capsule(tail, shaft_end, 3.2));
    fill(image, bounds, ARROW, 1.0, convex(head));
}

/// The z of the cross product of a triangle's sides: positive when its
/// corners go clockwise on screen (y down).
fn cross_z([a, b, c]: [(f32, f32); 3]) -> f32 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}
