//! The legend at the bottom of the side panel: the advanced rules' marks
//! shown on the board (R30, R32, R36), a sprout and a seed, and the edges
//! (R3, R4); and the small icons, copies of the board's marks, that open
//! the last turn's lines.

use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::advanced::{draw_button_ticks, draw_host_ring, draw_star};
use super::assets::Assets;
use super::layout::{IMAGE_HEIGHT, hex_corners};
use super::palette::{
    ARRIVAL_BORDER, ARRIVAL_FILL, HEX_BORDER, HEX_FILL, INK, MUTED, REMOVED_MARK, player_colour,
};
use super::pen::{BODY, LEFT, RIGHT};
use super::sprites::draw_piece;
use super::status::Status;
use super::texts;
use crate::games::palanquee::{Piece, PieceKind, Player};
use crate::language::Language;
use crate::picture::fonts::{Align, draw_text, text_width};
use crate::picture::shapes::{around, capsule, convex, dashed_ring, fill};

/// Baseline of the legend's sprout and seed line, from the picture's top.
const LEGEND_Y: f32 = IMAGE_HEIGHT as f32 - 62.0;
/// Legend text size.
pub(crate) const LEGEND_TEXT: f32 = BODY - 2.0;
/// Height of one line of the advanced marks' legend.
const MARKS_ROW: f32 = 34.0;
/// Width of an icon of the marks' legend, with the space after it.
pub(crate) const MARK_ICON: f32 = 34.0;
/// Space between two entries of the marks' legend.
const MARK_GAP: f32 = 16.0;

/// One mark of the advanced rules explained in the legend.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Mark {
    /// A parasite sprout of `owner` ringed in its `hosts`' colours (R30).
    Parasite { owner: Player, hosts: Vec<Player> },
    /// A button of `owner` that can launch now (R32).
    Launch { owner: Player },
    /// A button of `owner` that cannot launch now (R32).
    Button { owner: Player },
    /// A leaf of `owner` granting a bonus (R36).
    Leaf { owner: Player },
}

impl Mark {
    /// The words next to the icon, in `language`.
    fn label(&self, language: Language) -> String {
        let words = texts::words(language);
        match self {
            Mark::Parasite { .. } => words.parasite_mark,
            Mark::Launch { .. } => words.launch_mark,
            Mark::Button { .. } => words.button_mark,
            Mark::Leaf { .. } => words.leaf_mark,
        }
    }
}

/// The marks' legend: its entries laid out in lines, each entry with its
/// left end.
pub(crate) type MarkLines = Vec<Vec<(Mark, f32)>>;

/// The top of the legend, under which the panel writes nothing, for
/// `marks` lines of advanced marks.
pub(crate) fn legend_top(marks: &MarkLines) -> f32 {
    LEGEND_Y - 14.0 - MARKS_ROW * marks.len() as f32
}

/// The advanced marks shown on the board, as legend entries laid out in
/// lines (their words in `language`): each entry with its left end. Empty
/// when no mark is shown, so a basic game's legend is unchanged.
pub(crate) fn marks_legend(
    assets: &Assets,
    status: &Status,
    player: Player,
    language: Language,
) -> MarkLines {
    let font = &assets.fonts.regular;
    let mut lines: MarkLines = Vec::new();
    let mut x = LEFT;
    for mark in marks_shown(status, player) {
        let width = MARK_ICON + text_width(font, LEGEND_TEXT, &mark.label(language));
        let start_new = lines.is_empty() || x + width > RIGHT;
        if start_new {
            lines.push(Vec::new());
            x = LEFT;
        }
        if let Some(line) = lines.last_mut() {
            line.push((mark, x));
        }
        x += width + MARK_GAP;
    }
    lines
}

/// One mark of each advanced kind shown on the board, `player`'s first
/// where it matters.
fn marks_shown(status: &Status, player: Player) -> Vec<Mark> {
    let mut marks = Vec::new();
    if let Some(parasite) = status.parasites.first() {
        marks.push(Mark::Parasite {
            owner: parasite.owner,
            hosts: parasite.hosts.clone(),
        });
    }
    if let Some(button) = status.buttons.iter().find(|b| b.can_launch) {
        marks.push(Mark::Launch {
            owner: button.owner,
        });
    }
    if let Some(button) = status.buttons.iter().find(|b| !b.can_launch) {
        // The mover's own button first, if one cannot launch now.
        let owner = status
            .buttons
            .iter()
            .find(|b| !b.can_launch && b.owner == player)
            .map_or(button.owner, |b| b.owner);
        marks.push(Mark::Button { owner });
    }
    if let Some(leaf) = status.bonus_leaves.first() {
        marks.push(Mark::Leaf { owner: leaf.owner });
    }
    marks
}

/// Draws the icon of `mark` centred on `centre`: a small copy of the
/// board's mark.
fn draw_mark_icon(image: &mut RgbImage, assets: &Assets, centre: (f32, f32), mark: &Mark) {
    let sprout = |owner| Piece {
        owner,
        kind: PieceKind::Sprout,
    };
    match mark {
        Mark::Parasite { owner, hosts } => {
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
            draw_host_ring(image, centre, hosts, 0.75);
        }
        Mark::Launch { owner } => {
            draw_star(image, centre, 15.0, player_colour(*owner));
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
        }
        Mark::Button { owner } => {
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
            draw_button_ticks(image, centre, 0.75);
        }
        Mark::Leaf { owner } => {
            let corners = hex_corners(centre, 12.0);
            let bounds = around(centre, 15.0);
            let outline = convex(corners);
            fill(image, bounds, HEX_FILL, 1.0, &outline);
            fill(image, bounds, player_colour(*owner), 1.0, |x, y| {
                outline(x, y).abs() - 1.6
            });
        }
    }
}

/// The legend at the bottom, in `language`: the advanced marks shown on
/// the board (if any, from `top`), a sprout and a seed, and the edges.
pub(crate) fn draw_legend(
    image: &mut RgbImage,
    assets: &Assets,
    player: Player,
    top: f32,
    marks: &MarkLines,
    language: Language,
) {
    draw_filled_rect_mut(
        image,
        Rect::at(LEFT as i32, top as i32).of_size((RIGHT - LEFT) as u32, 1),
        HEX_BORDER,
    );
    draw_marks(image, assets, top, marks, language);
    draw_pieces_and_edges(image, assets, player, language);
}

/// The lines of advanced marks, from `top`.
fn draw_marks(
    image: &mut RgbImage,
    assets: &Assets,
    top: f32,
    marks: &MarkLines,
    language: Language,
) {
    let body = &assets.fonts.regular;
    for (index, line) in marks.iter().enumerate() {
        let middle = top + 4.0 + MARKS_ROW * (index as f32 + 0.5);
        for (mark, x) in line {
            draw_mark_icon(image, assets, (x + 14.0, middle), mark);
            draw_text(
                image,
                body,
                LEGEND_TEXT,
                (x + MARK_ICON, middle + 6.0),
                Align::Left,
                INK,
                &mark.label(language),
            );
        }
    }
}

/// A sprout and a seed of `player`, named, and the edges in words.
fn draw_pieces_and_edges(
    image: &mut RgbImage,
    assets: &Assets,
    player: Player,
    language: Language,
) {
    let y = LEGEND_Y;
    let body = &assets.fonts.regular;
    let words = texts::words(language);
    let pieces = [
        (PieceKind::Sprout, LEFT + 14.0, LEFT + 34.0, &words.sprout),
        (PieceKind::Seed, LEFT + 134.0, LEFT + 162.0, &words.seed),
    ];
    for (kind, piece_x, text_x, word) in pieces {
        let owner = player;
        draw_piece(
            image,
            &assets.fonts,
            (piece_x, y + 14.0),
            Piece { owner, kind },
            1.0,
        );
        draw_text(
            image,
            body,
            BODY,
            (text_x, y + 20.0),
            Align::Left,
            INK,
            word,
        );
    }
    draw_text(
        image,
        body,
        LEGEND_TEXT,
        (LEFT, y + 50.0),
        Align::Left,
        MUTED,
        &words.edges,
    );
}

/// A small hexagon for the legend: an arrival cell or an empty cell.
pub(crate) fn draw_mini_hex(image: &mut RgbImage, centre: (f32, f32), arrival: bool) {
    let corners = hex_corners(centre, 12.0);
    let colour = if arrival { ARRIVAL_FILL } else { HEX_BORDER };
    fill(
        image,
        around(centre, 14.0),
        ARRIVAL_BORDER,
        1.0,
        convex(corners),
    );
    let inner = hex_corners(centre, 10.0);
    fill(image, around(centre, 14.0), colour, 1.0, convex(inner));
}

/// An arrow pointing right: the board's moves.
pub(crate) fn draw_move_arrow(image: &mut RgbImage, centre: (f32, f32)) {
    let arrow = capsule((centre.0 - 10.0, centre.1), (centre.0 + 8.0, centre.1), 3.0);
    fill(image, around(centre, 14.0), INK, 1.0, arrow);
    let head = convex([
        (centre.0 + 13.0, centre.1),
        (centre.0 + 4.0, centre.1 + 6.0),
        (centre.0 + 4.0, centre.1 - 6.0),
    ]);
    fill(image, around(centre, 14.0), INK, 1.0, head);
}

/// A cross: the board's removed pieces.
pub(crate) fn draw_removed_cross(image: &mut RgbImage, centre: (f32, f32)) {
    for (a, b) in [((-7.0, -7.0), (7.0, 7.0)), ((-7.0, 7.0), (7.0, -7.0))] {
        let stroke = capsule(
            (centre.0 + a.0, centre.1 + a.1),
            (centre.0 + b.0, centre.1 + b.1),
            3.5,
        );
        fill(image, around(centre, 12.0), REMOVED_MARK, 1.0, stroke);
    }
}

/// A dashed ring: the board's pieces open to a claim (R21).
pub(crate) fn draw_claim_ring(image: &mut RgbImage, centre: (f32, f32)) {
    fill(
        image,
        around(centre, 14.0),
        INK,
        1.0,
        dashed_ring(centre, 10.0, 2.5, 8, 0.55),
    );
}
