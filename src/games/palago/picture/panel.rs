//! The side panel: the two players with their names and colours, the
//! tiles placed and left, whose move it is, the last turn as typed (P13),
//! the result (P11, P12), notes on eyes (P10), and a legend of the
//! orientations (P4) and the marks. Its words, in the caller's language,
//! come from [`super::texts`]; this file only lays them out.

use image::{Rgb, RgbImage};
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::layout::{IMAGE_HEIGHT, PANEL_LEFT, PANEL_WIDTH, SQRT_3, corner_offset};
use super::marks::{Labels, draw_free_cell, draw_highlight, draw_hole};
use super::palette::{CREATURE, EYE, TILE_BLUE, TILE_EDGE, TILE_WHITE};
use super::scene::Scene;
use super::texts::{self, Words, display_name, words};
use super::tiles::{TileDrawing, draw_edge, hexagon_distance};
use crate::games::palago::{Colour, Orientation, Outcome};
use crate::language::Language;
use crate::picture::fonts::{Align, Fonts, draw_text, fit, text_width};
use crate::picture::ink::{HEX_BORDER, INK, MUTED, PANEL, PANEL_HIGHLIGHT};
use crate::picture::shapes::{around, capsule, dashed_ring, fill};

/// Left margin of the panel's text.
const LEFT: f32 = PANEL_LEFT as f32 + 20.0;
/// Right margin of the panel's text.
const RIGHT: f32 = (PANEL_LEFT + PANEL_WIDTH) as f32 - 16.0;
/// Title size.
const TITLE: f32 = 28.0;
/// Player name size.
const NAME: f32 = 21.0;
/// Body text size.
const BODY: f32 = 17.0;
/// Legend text size.
const SMALL: f32 = 15.0;
/// Height of one player's entry.
const PLAYER_ROW: f32 = 58.0;
/// Hex size of the tiles and cells drawn in the legend.
const LEGEND_HEX: f32 = 17.0;
/// Height of one row of the legend.
const LEGEND_ROW: f32 = 40.0;
/// Where the legend starts, from the top.
const LEGEND_TOP: f32 = IMAGE_HEIGHT as f32 - 4.0 * LEGEND_ROW - 18.0;

/// Text cursor going down the panel, writing in one language.
struct Pen<'a> {
    image: &'a mut RgbImage,
    fonts: &'a Fonts,
    language: Language,
    y: f32,
}

impl Pen<'_> {
    /// Writes one line at `x`, cut to fit the panel, and moves down; a
    /// line that would reach into the legend is left out.
    fn line(&mut self, x: f32, bold: bool, size: f32, colour: Rgb<u8>, text: &str) {
        let font = if bold {
            &self.fonts.bold
        } else {
            &self.fonts.regular
        };
        let text = fit(font, size, text, RIGHT - x);
        self.y += size * 1.3;
        if self.y + size * 0.3 > LEGEND_TOP - 8.0 {
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

    /// Writes `text` over as many lines as it needs, breaking at spaces.
    fn paragraph(&mut self, size: f32, colour: Rgb<u8>, text: &str) {
        for line in wrap(&self.fonts.regular, size, text, RIGHT - LEFT) {
            self.line(LEFT, false, size, colour, &line);
        }
    }

    /// A thin rule and some space.
    fn rule(&mut self) {
        self.y += 12.0;
        draw_filled_rect_mut(
            self.image,
            Rect::at(LEFT as i32, self.y as i32).of_size((RIGHT - LEFT) as u32, 1),
            HEX_BORDER,
        );
        self.y += 4.0;
    }
}

/// `text` broken at spaces into lines at most `width` wide (a word longer
/// than that gets a line of its own). Only plain spaces break: a no-break
/// space keeps a French colon on the line of the word before it.
fn wrap(font: &ab_glyph::FontRef<'_>, size: f32, text: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if current.is_empty() || text_width(font, size, &candidate) <= width {
            current = candidate;
        } else {
            lines.push(std::mem::replace(&mut current, word.to_owned()));
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Draws the whole panel, its words in `language`.
pub(crate) fn draw_panel(
    image: &mut RgbImage,
    fonts: &Fonts,
    scene: &Scene<'_>,
    names: [&str; 2],
    labels: Labels,
    language: Language,
) {
    let game = scene.game;
    let words = words(language);
    let mut pen = Pen {
        image,
        fonts,
        language,
        y: 8.0,
    };
    pen.line(LEFT, true, TITLE, INK, texts::TITLE);
    let counts = texts::tile_counts(game.placed(), game.tiles_left(), language);
    pen.line(LEFT, false, BODY, MUTED, &counts);
    pen.rule();
    players(&mut pen, scene, names);
    pen.rule();
    last_turn(&mut pen, scene);
    match game.end() {
        Some(end) => {
            pen.y += 6.0;
            pen.line(LEFT, true, BODY, INK, &words.result);
            pen.paragraph(BODY, INK, &texts::end(end, language));
        }
        None => next_move(&mut pen, scene, names, labels),
    }
    if !scene.eyes.is_empty() {
        pen.y += 6.0;
        pen.paragraph(SMALL, MUTED, &words.eye_note);
    }
}

/// One entry per player: a tile-coloured hexagon, the name and the state.
fn players(pen: &mut Pen<'_>, scene: &Scene<'_>, names: [&str; 2]) {
    let game = scene.game;
    let language = pen.language;
    let outcome = game.end().map(|end| end.outcome());
    for colour in Colour::BOTH {
        let top = pen.y + 4.0;
        let winner = outcome == Some(Outcome::Win(colour));
        let moving = outcome.is_none() && game.to_move() == colour;
        if moving || winner {
            draw_filled_rect_mut(
                pen.image,
                Rect::at(PANEL_LEFT as i32 + 8, top as i32)
                    .of_size(PANEL_WIDTH - 16, PLAYER_ROW as u32 - 4),
                PANEL_HIGHLIGHT,
            );
        }
        let swatch = (LEFT + 18.0, top + PLAYER_ROW * 0.5 - 2.0);
        draw_swatch(pen.image, swatch, colour);
        let state = texts::player_state(colour, winner, moving, language);
        let text_left = LEFT + 46.0;
        pen.y = top - 2.0;
        let name = display_name(names, colour, language);
        pen.line(text_left, true, NAME, INK, &name);
        pen.line(text_left, false, BODY - 1.0, MUTED, &state);
        pen.y = top + PLAYER_ROW - 4.0;
    }
}

/// A hexagon filled with one tile colour, edged, standing for a player.
fn draw_swatch(image: &mut RgbImage, centre: (f32, f32), colour: Colour) {
    let fill_colour = match colour {
        Colour::White => TILE_WHITE,
        Colour::Blue => TILE_BLUE,
    };
    let size = 16.0;
    let inradius = size * SQRT_3 * 0.5;
    let hexagon = move |x: f32, y: f32| hexagon_distance(x - centre.0, y - centre.1, inradius).0;
    let bounds = around(centre, size + 2.0);
    fill(image, bounds, TILE_EDGE, 1.0, move |x, y| {
        hexagon(x, y) - 1.2
    });
    fill(image, bounds, fill_colour, 1.0, hexagon);
}

/// The last turn as typed (P13), or the caller's highlighted tiles.
fn last_turn(pen: &mut Pen<'_>, scene: &Scene<'_>) {
    let game = scene.game;
    let words = words(pen.language);
    if scene.chosen_highlight {
        pen.line(LEFT, true, BODY, INK, &words.highlighted);
        let tiles: Vec<String> = scene
            .highlighted
            .iter()
            .map(|cell| {
                let orientation = game.table().tile_at(*cell).or_else(|| {
                    scene
                        .drafts
                        .iter()
                        .find(|p| p.cell == *cell)
                        .map(|p| p.orientation)
                });
                orientation.map_or_else(|| cell.to_string(), |k| format!("{cell}:{k}"))
            })
            .collect();
        let text = if tiles.is_empty() {
            words.nothing.clone()
        } else {
            tiles.join(" ")
        };
        pen.line(LEFT, false, BODY, INK, &text);
        return;
    }
    pen.line(LEFT, true, BODY, INK, &words.last_turn);
    // The turn as typed: notation, the same in every language (P13).
    let text = match game.last_turn() {
        Some(turn) => format!("{} {turn}", game.to_move().other().letter()),
        None => words.none_yet.clone(),
    };
    pen.line(LEFT, false, BODY, INK, &text);
}

/// What the player to move types, and where.
fn next_move(pen: &mut Pen<'_>, scene: &Scene<'_>, names: [&str; 2], labels: Labels) {
    let game = scene.game;
    let (language, words) = (pen.language, words(pen.language));
    pen.y += 6.0;
    let mover = display_name(names, game.to_move(), language);
    pen.line(LEFT, true, BODY, INK, &texts::to_move(&mover, language));
    let hint = if game.table().is_empty() {
        &words.first_turn_hint
    } else {
        &words.turn_hint
    };
    pen.paragraph(SMALL, MUTED, hint);
    if labels == Labels::Hidden && !scene.free.is_empty() {
        pen.paragraph(SMALL, MUTED, &words.cells_too_small);
    }
}

/// The legend at the bottom: the three orientations (P4), a free cell, a
/// single hole (P8), the ring round the last turn's tiles (or round the
/// caller's `highlighted` ones), the creature and the eye marks. It is the
/// same on every picture of a language but for that one word, so it is
/// drawn once per process and language into each of the two blank
/// pictures.
pub(crate) fn draw_legend(
    image: &mut RgbImage,
    fonts: &Fonts,
    highlighted: bool,
    language: Language,
) {
    let words = words(language);
    draw_filled_rect_mut(
        image,
        Rect::at(LEFT as i32, LEGEND_TOP as i32 - 10).of_size((RIGHT - LEFT) as u32, 1),
        HEX_BORDER,
    );
    draw_legend_orientations(image, fonts);
    draw_legend_cells(image, fonts, highlighted, &words);
    draw_legend_regions(image, fonts, &words);
}

/// The middle of the legend's row `row` (from 0).
fn legend_row_centre(row: usize) -> f32 {
    LEGEND_TOP + LEGEND_ROW * (row as f32 + 0.5)
}

/// A caption of the legend to the right of the symbol drawn at `(x, y)`.
fn legend_caption(image: &mut RgbImage, fonts: &Fonts, (x, y): (f32, f32), text: &str) {
    let x = x + LEGEND_HEX + 8.0;
    let text = fit(&fonts.regular, SMALL, text, RIGHT - x);
    draw_text(
        image,
        &fonts.regular,
        SMALL,
        (x, y + SMALL * 0.36),
        Align::Left,
        INK,
        &text,
    );
}

/// The legend's first row: a tile in each of the three orientations (P4).
fn draw_legend_orientations(image: &mut RgbImage, fonts: &Fonts) {
    for (index, orientation) in Orientation::ALL.into_iter().enumerate() {
        let x = LEFT + LEGEND_HEX + index as f32 * 100.0;
        let centre = (x, legend_row_centre(0));
        TileDrawing {
            centre,
            size: LEGEND_HEX,
            orientation,
            covered_sides: [false; 6],
        }
        .draw(image);
        for corner in 0..6 {
            let a = corner_offset(corner, LEGEND_HEX);
            let b = corner_offset(corner + 1, LEGEND_HEX);
            let (a, b) = (
                (centre.0 + a.0, centre.1 + a.1),
                (centre.0 + b.0, centre.1 + b.1),
            );
            draw_edge(image, a, b, 1.0, TILE_EDGE);
        }
        let text = format!("{} {}", orientation.index(), orientation.glyph());
        legend_caption(image, fonts, centre, &text);
    }
}

/// The legend's cells: a free cell, a single hole (P8), and the ring round
/// the last turn's tiles (or round the caller's `highlighted` ones).
fn draw_legend_cells(image: &mut RgbImage, fonts: &Fonts, highlighted: bool, words: &Words) {
    let half = LEFT + (RIGHT - LEFT) * 0.5;
    let centre = (LEFT + LEGEND_HEX, legend_row_centre(1));
    draw_free_cell(image, centre, LEGEND_HEX);
    legend_caption(image, fonts, centre, &words.legend_free);
    let centre = (half + LEGEND_HEX, legend_row_centre(1));
    draw_hole(image, centre, LEGEND_HEX);
    legend_caption(image, fonts, centre, &words.legend_hole);
    let centre = (LEFT + LEGEND_HEX, legend_row_centre(2));
    draw_free_cell(image, centre, LEGEND_HEX);
    draw_highlight(image, centre, LEGEND_HEX);
    let ringed = if highlighted {
        &words.legend_highlighted
    } else {
        &words.legend_last_turn
    };
    legend_caption(image, fonts, centre, ringed);
}

/// The legend's region marks: a creature and an eye (P10).
fn draw_legend_regions(image: &mut RgbImage, fonts: &Fonts, words: &Words) {
    let half = LEFT + (RIGHT - LEFT) * 0.5;
    let centre = (half + LEGEND_HEX, legend_row_centre(2));
    let width = 4.0;
    let (a, b) = (
        (centre.0 - LEGEND_HEX, centre.1),
        (centre.0 + LEGEND_HEX, centre.1),
    );
    fill(
        image,
        around(centre, LEGEND_HEX + width),
        CREATURE,
        1.0,
        capsule(a, b, width),
    );
    legend_caption(image, fonts, centre, &words.legend_creature);
    let centre = (LEFT + LEGEND_HEX, legend_row_centre(3));
    let radius = LEGEND_HEX * 0.5;
    fill(
        image,
        around(centre, radius + 4.0),
        EYE,
        1.0,
        dashed_ring(centre, radius, 1.6, 8, 0.55),
    );
    legend_caption(image, fonts, centre, &words.legend_eye);
}

/// The panel's background and its dividing line.
pub(crate) fn draw_background(image: &mut RgbImage) {
    draw_filled_rect_mut(
        image,
        Rect::at(PANEL_LEFT as i32, 0).of_size(PANEL_WIDTH, IMAGE_HEIGHT),
        PANEL,
    );
    draw_filled_rect_mut(
        image,
        Rect::at(PANEL_LEFT as i32, 0).of_size(2, IMAGE_HEIGHT),
        HEX_BORDER,
    );
}
