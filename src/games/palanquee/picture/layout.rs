//! Pixel geometry of the board picture: where each hexagon, label and the
//! side panel stand. Public so that tests (and anyone reading a picture) can
//! find a cell's centre.
//!
//! The board follows rulings R1-R2: 19 flat-topped hexagon columns `A`..`S`
//! of 16 rows; columns `B, D, … R` stand half a cell lower. Neighbouring
//! columns are `1.5 ×` [`HEX_RADIUS`] apart, rows [`HEX_HEIGHT`] apart.
//!
//! ```text
//!  ┌──────────── IMAGE_WIDTH ─────────────────────────┬──────────┐
//!  │   blue band: row 16 continues above (R3)         │          │
//!  │   A  B  C  …                    column letters   │   side   │
//!  │ 1 ⬡  ⬡  ⬡  …  board (red sides R4)           1  │   panel  │
//!  │ …                                                │          │
//!  │   A  B  C  …                                     │          │
//!  │   blue band: row 1 continues below (R3)          │          │
//!  └──────────────────────────────────────────────────┴──────────┘
//! ```

use crate::games::palanquee::{COLUMN_COUNT, Cell, Column, ROW_COUNT, Row};

/// Distance from a hexagon's centre to its corners, in pixels.
pub const HEX_RADIUS: f32 = 26.0;
/// Height of a hexagon: the distance between the centres of two cells one
/// row apart. A regular hexagon would be `√3 ×` [`HEX_RADIUS`] = 45.03;
/// 46 (2% taller, invisible) puts every centre and corner on whole pixels,
/// so all hexagons are drawn pixel-identical and the PNG compresses
/// several times better.
pub const HEX_HEIGHT: f32 = 46.0;
/// Horizontal distance between the centres of neighbouring columns.
pub const COLUMN_STEP: f32 = HEX_RADIUS * 1.5;

/// Left edge of the board (the left corners of column `A`); the row
/// numbers stand in the margin left of it.
pub const BOARD_LEFT: f32 = 42.0;
/// Top edge of the board (the top of row 1 in columns `A, C, …`); the blue
/// band and the column letters stand above it.
pub const BOARD_TOP: f32 = 60.0;
/// Width of the board from the left corners of `A` to the right corners of
/// `S`.
pub const BOARD_WIDTH: f32 = COLUMN_STEP * (COLUMN_COUNT - 1) as f32 + 2.0 * HEX_RADIUS;
/// Height of the board: 16 rows plus the half row of the lowered columns.
pub const BOARD_HEIGHT: f32 = HEX_HEIGHT * (ROW_COUNT as f32 + 0.5);
/// Right edge of the board.
pub const BOARD_RIGHT: f32 = BOARD_LEFT + BOARD_WIDTH;
/// Bottom edge of the board.
pub const BOARD_BOTTOM: f32 = BOARD_TOP + BOARD_HEIGHT;

/// Top of the blue band above the board, which says that row 16
/// continues above row 1 (R3); its words are the only ones on the board
/// itself, so a picture in another language differs there and in the
/// panel.
pub const BAND_ABOVE_TOP: f32 = 4.0;
/// Top of the blue band below the board, which says that row 1 continues
/// below row 16 (R3).
pub const BAND_BELOW_TOP: f32 = BOARD_BOTTOM + 31.0;
/// Height of the two blue bands.
pub const BAND_HEIGHT: f32 = 24.0;

/// Where the side panel (players, round, last turn) begins.
pub const PANEL_LEFT: u32 = (BOARD_RIGHT + 44.0) as u32;
/// Width of the side panel.
pub const PANEL_WIDTH: u32 = 400;
/// Width of the whole picture, in pixels.
pub const IMAGE_WIDTH: u32 = PANEL_LEFT + PANEL_WIDTH;
/// Height of the whole picture, in pixels.
pub const IMAGE_HEIGHT: u32 = (BOARD_BOTTOM + BOARD_TOP) as u32;

/// Radius of a sprout: small, so it never reads as a seed.
pub const SPROUT_RADIUS: f32 = HEX_RADIUS * 0.5;
/// Radius of a seed: large, with a double outline.
pub const SEED_RADIUS: f32 = HEX_RADIUS * 0.8;

/// The pixel centre of `column`'s hexagons, horizontally.
#[must_use]
pub fn column_x(column: Column) -> f32 {
    BOARD_LEFT + HEX_RADIUS + COLUMN_STEP * column.index() as f32
}

/// The pixel centre of `cell`'s hexagon, `(x, y)`, with `y` growing
/// downwards. Pixel `(x, y)` covers `[x, x+1) × [y, y+1)`, so the pixel
/// holding the centre is `(x.floor(), y.floor())`.
#[must_use]
pub fn cell_centre(cell: Cell) -> (f32, f32) {
    let lowered = if cell.column().is_lowered() { 0.5 } else { 0.0 };
    let y = BOARD_TOP + HEX_HEIGHT * (cell.row().index() as f32 + 0.5 + lowered);
    (column_x(cell.column()), y)
}

/// The vertical centre of row `row` in the columns that stand high
/// (`A, C, … S`), where the row numbers are written.
#[must_use]
pub fn row_label_y(row: Row) -> f32 {
    BOARD_TOP + HEX_HEIGHT * (row.index() as f32 + 0.5)
}

/// The six corners of the hexagon centred on `(x, y)` with circumradius
/// `radius`, clockwise from the right-hand corner (flat top, R2).
#[must_use]
pub fn hex_corners((x, y): (f32, f32), radius: f32) -> [(f32, f32); 6] {
    let half = radius * 0.5;
    let rise = radius * HEX_HEIGHT / (2.0 * HEX_RADIUS);
    [
        (x + radius, y),
        (x + half, y + rise),
        (x - half, y + rise),
        (x - radius, y),
        (x - half, y - rise),
        (x + half, y - rise),
    ]
}

/// The cell whose hexagon holds the pixel point `(x, y)`, if any: the
/// inverse of [`cell_centre`], for tests and for reading a picture.
#[must_use]
pub fn cell_at(x: f32, y: f32) -> Option<Cell> {
    Cell::all().find(|&cell| {
        let (cx, cy) = cell_centre(cell);
        let (dx, dy) = ((x - cx).abs(), (y - cy).abs());
        // Inside a flat-topped hexagon: within the inradius vertically and
        // within the slanted sides.
        // The slanted sides run from (R, 0) to (R/2, H/2).
        dy <= HEX_HEIGHT * 0.5 && dx * HEX_HEIGHT + dy * HEX_RADIUS <= HEX_HEIGHT * HEX_RADIUS
    })
}
