//! Where things stand on the picture: the fixed canvas, the side panel,
//! and the view of the table fitted to whatever is on it (P1, P14).
//!
//! The table has no edges and grows in any direction (P1), up to a snake
//! of 48 tiles. The view takes the bounding box of every cell it must show
//! (the tiles and the free cells around them) and picks the hex size `s`
//! (circumradius, in pixels) that fits it in the board area, capped at
//! [`MAX_HEX_SIZE`] so that the first turns do not show giant tiles. A long
//! snake gets small hexes; the labels adapt (see `marks.rs`).
//!
//! ```text
//!  ┌──────────── PANEL_LEFT ───────────────┬─ PANEL_WIDTH ─┐
//!  │   the table, centred and fitted       │  side panel   │
//!  └───────────────────────────────────────┴───────────────┘
//! ```

use crate::games::palago::Cell;

/// Width of the whole picture, in pixels: with [`IMAGE_HEIGHT`], a 3:2
/// picture that a phone shows whole in Discord.
pub const IMAGE_WIDTH: u32 = 1200;
/// Height of the whole picture, in pixels.
pub const IMAGE_HEIGHT: u32 = 800;
/// Width of the side panel at the right.
pub const PANEL_WIDTH: u32 = 340;
/// Where the side panel begins; the table is drawn left of it.
pub const PANEL_LEFT: u32 = IMAGE_WIDTH - PANEL_WIDTH;
/// Space kept free around the table, in pixels.
pub const MARGIN: f32 = 14.0;
/// The largest hex size (circumradius) used, for a table with few tiles.
pub const MAX_HEX_SIZE: f32 = 60.0;

/// `sqrt(3)`, the height of a hexagon of circumradius 1 (P1).
pub(crate) const SQRT_3: f32 = 1.732_050_8;

/// The view of the table: the hex size and where cell `0,0` stands.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Layout {
    size: f32,
    origin: (f32, f32),
}

/// The centre of cell `q,r` for hex size 1 (P1): `x = 1.5 q`,
/// `y = sqrt(3) (r + q/2)`.
fn unit_centre(q: i32, r: i32) -> (f32, f32) {
    let (q, r) = (q as f32, r as f32);
    (1.5 * q, SQRT_3 * (r + q * 0.5))
}

impl Layout {
    /// The view that shows every cell of `cells` whole in the board area,
    /// centred, with the largest hex size up to [`MAX_HEX_SIZE`]. With no
    /// cell at all it centres `0,0`.
    #[must_use]
    pub fn fit(cells: impl IntoIterator<Item = Cell>) -> Layout {
        let mut bounds = (
            f32::INFINITY,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        );
        for cell in cells {
            let (x, y) = unit_centre(cell.q(), cell.r());
            bounds = (
                bounds.0.min(x - 1.0),
                bounds.1.min(y - SQRT_3 * 0.5),
                bounds.2.max(x + 1.0),
                bounds.3.max(y + SQRT_3 * 0.5),
            );
        }
        if !bounds.0.is_finite() {
            bounds = (-1.0, -SQRT_3 * 0.5, 1.0, SQRT_3 * 0.5);
        }
        let (width, height) = (bounds.2 - bounds.0, bounds.3 - bounds.1);
        let room = (
            PANEL_LEFT as f32 - 2.0 * MARGIN,
            IMAGE_HEIGHT as f32 - 2.0 * MARGIN,
        );
        let size = (room.0 / width).min(room.1 / height).min(MAX_HEX_SIZE);
        let middle = ((bounds.0 + bounds.2) * 0.5, (bounds.1 + bounds.3) * 0.5);
        let origin = (
            PANEL_LEFT as f32 * 0.5 - middle.0 * size,
            IMAGE_HEIGHT as f32 * 0.5 - middle.1 * size,
        );
        Layout { size, origin }
    }

    /// The hex size: the circumradius `s` of a cell, in pixels.
    #[must_use]
    pub fn hex_size(&self) -> f32 {
        self.size
    }

    /// The pixel centre of `cell`, `(x, y)` with `y` growing downwards
    /// (P1). Pixel `(x, y)` covers `[x, x+1) × [y, y+1)`.
    #[must_use]
    pub fn centre(&self, cell: Cell) -> (f32, f32) {
        let (x, y) = unit_centre(cell.q(), cell.r());
        (self.origin.0 + x * self.size, self.origin.1 + y * self.size)
    }

    /// The pixel position of corner `corner` (0..6) of `cell`: at angle
    /// `60° - 60°·corner` from the centre, screen y down (P14).
    #[must_use]
    pub fn corner(&self, cell: Cell, corner: usize) -> (f32, f32) {
        let (x, y) = self.centre(cell);
        let (dx, dy) = corner_offset(corner, self.size);
        (x + dx, y + dy)
    }

    /// The pixel midpoint of side `side` (0..6) of `cell` (P2): the side
    /// between corners `side - 1` and `side`.
    #[must_use]
    pub fn side_midpoint(&self, cell: Cell, side: usize) -> (f32, f32) {
        let a = self.corner(cell, side + 5);
        let b = self.corner(cell, side);
        ((a.0 + b.0) * 0.5, (a.1 + b.1) * 0.5)
    }

    /// The axial coordinates `(q, r)` of the cell whose hexagon holds the
    /// pixel point `(x, y)`: the inverse of [`Layout::centre`], for reading
    /// a picture.
    #[must_use]
    pub fn cell_at(&self, x: f32, y: f32) -> (i32, i32) {
        let q = (x - self.origin.0) / (1.5 * self.size);
        let r = (y - self.origin.1) / (SQRT_3 * self.size) - q * 0.5;
        round_axial(q, r)
    }
}

/// The offset from a cell's centre to its corner `corner` for hex size
/// `size` (P14).
pub(crate) fn corner_offset(corner: usize, size: f32) -> (f32, f32) {
    let angle = (60.0 - 60.0 * (corner % 6) as f32).to_radians();
    (size * angle.cos(), -size * angle.sin())
}

/// The nearest cell to fractional axial coordinates (cube rounding).
fn round_axial(q: f32, r: f32) -> (i32, i32) {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    (rq as i32, rr as i32)
}
