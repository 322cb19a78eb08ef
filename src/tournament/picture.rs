//! The standings as a picture, drawn with the project's picture kit: a
//! crosstable for a round-robin (each player's result against each other
//! player: `1`, `½`, `0`, forfeits `+` and `−`), a table with one column
//! per round for a Swiss event (opponent, colour, result: `4w1`), then
//! the points and the tie-breaks of [`standings`](super::standings).

use ab_glyph::FontRef;
use image::{Rgb, RgbImage};

use super::event::{Event, Format, RoundOf};
use super::standings::{Standing, TieBreak, points_text, standings};
use super::trf::Colour;
use crate::picture::RenderError;
use crate::picture::encode::{Squeeze, indexed_png};
use crate::picture::fonts::{Align, Fonts, draw_text, fit, text_width};
use crate::picture::ink::{INK, MUTED, PANEL, PANEL_HIGHLIGHT, WHITE};
use crate::picture::shapes::fill;

/// Text size of the cells.
const TEXT_SIZE: f32 = 16.0;
/// Height of a row.
const ROW: f32 = 28.0;
/// Space around a cell's text.
const PAD: f32 = 10.0;
/// Longest name shown, in pixels.
const NAME_WIDTH: f32 = 220.0;
/// The margin around the table.
const MARGIN: f32 = 16.0;

/// The standings of `event` under `title`, as PNG bytes.
pub fn standings_png(event: &Event, title: &str) -> Result<Vec<u8>, RenderError> {
    let fonts = Fonts::load().map_err(RenderError::Font)?;
    let table = Table::of(event);
    let widths = table.widths(&fonts);
    let width = widths.iter().sum::<f32>() + 2.0 * MARGIN;
    let height = ROW * (table.rows.len() as f32 + 2.0) + 2.0 * MARGIN;
    let mut image = RgbImage::from_pixel(width.ceil() as u32, height.ceil() as u32, WHITE);
    let title = fit(&fonts.bold, TEXT_SIZE + 2.0, title, width - 2.0 * MARGIN);
    draw_text(
        &mut image,
        &fonts.bold,
        TEXT_SIZE + 2.0,
        (MARGIN, MARGIN + ROW * 0.7),
        Align::Left,
        INK,
        &title,
    );
    let top = MARGIN + ROW;
    draw_row(&mut image, &fonts.bold, &widths, top, &table.header, PANEL);
    for (index, row) in table.rows.iter().enumerate() {
        let band = if table.leaders.contains(&index) {
            PANEL_HIGHLIGHT
        } else if index % 2 == 1 {
            PANEL
        } else {
            WHITE
        };
        let y = top + ROW * (index as f32 + 1.0);
        draw_row(&mut image, &fonts.regular, &widths, y, row, band);
    }
    indexed_png(&image, Squeeze::Fast)
}

/// One row of cells at `y` on a `band` background.
fn draw_row(
    image: &mut RgbImage,
    font: &FontRef<'_>,
    widths: &[f32],
    y: f32,
    cells: &[String],
    band: Rgb<u8>,
) {
    let right = widths.iter().sum::<f32>() + MARGIN;
    fill(image, (MARGIN, y, right, y + ROW), band, 1.0, |px, py| {
        (MARGIN - px).max(px - right).max(y - py).max(py - y - ROW)
    });
    let mut x = MARGIN;
    for (index, (cell, width)) in cells.iter().zip(widths).enumerate() {
        let (align, at) = if index == 1 {
            (Align::Left, x + PAD)
        } else {
            (Align::Centre, x + width / 2.0)
        };
        let colour = if cell == "·" { MUTED } else { INK };
        let text = fit(font, TEXT_SIZE, cell, width - PAD);
        draw_text(
            image,
            font,
            TEXT_SIZE,
            (at, y + ROW * 0.68),
            align,
            colour,
            &text,
        );
        x += width;
    }
}

/// The cells of the picture.
struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
    /// The rows of the players in first place.
    leaders: Vec<usize>,
}

impl Table {
    /// The table of `event`, rows in standings order.
    fn of(event: &Event) -> Table {
        let lines = standings(event);
        let breaks = TieBreak::of(event.format);
        let middle: Vec<String> = match event.format {
            Format::RoundRobin { .. } => {
                (1..=event.entrants.len()).map(|n| n.to_string()).collect()
            }
            Format::Swiss { .. } => (1..=event.rounds.len()).map(|r| format!("R{r}")).collect(),
        };
        let mut header = vec!["#".to_owned(), "".to_owned()];
        header.extend(middle);
        header.push("Pts".to_owned());
        header.extend(breaks.iter().map(|b| b.short().to_owned()));
        let rows = lines.iter().map(|line| row(event, line, breaks)).collect();
        let leaders = lines
            .iter()
            .enumerate()
            .filter(|(_, line)| line.place == 1)
            .map(|(index, _)| index)
            .collect();
        Table {
            header,
            rows,
            leaders,
        }
    }

    /// Each column's width: its widest cell, names cut at
    /// [`NAME_WIDTH`].
    fn widths(&self, fonts: &Fonts) -> Vec<f32> {
        let mut widths: Vec<f32> = self
            .header
            .iter()
            .map(|cell| text_width(&fonts.bold, TEXT_SIZE, cell))
            .collect();
        for row in &self.rows {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = width.max(text_width(&fonts.regular, TEXT_SIZE, cell));
            }
        }
        widths
            .into_iter()
            .enumerate()
            .map(|(index, width)| if index == 1 { width.min(NAME_WIDTH) } else { width } + 2.0 * PAD)
            .collect()
    }
}

/// A player's row: place, name, the middle cells, points, tie-breaks.
fn row(event: &Event, line: &Standing, breaks: &[TieBreak]) -> Vec<String> {
    let mut cells = vec![
        line.place.to_string(),
        format!("{} ({})", line.name, line.number),
    ];
    let history = event.history(line.number);
    match event.format {
        Format::RoundRobin { .. } => {
            for other in 1..=event.entrants.len() {
                cells.push(if other == line.number {
                    "·".to_owned()
                } else {
                    against(&history, other)
                });
            }
        }
        Format::Swiss { .. } => cells.extend(history.iter().map(round_cell)),
    }
    cells.push(points_text(line.half_points));
    for (tie_break, value) in breaks.iter().zip(&line.values) {
        cells.push(tie_break.shown(*value));
    }
    cells
}

/// The results against `other`, one mark per game (a double round-robin
/// has two).
fn against(history: &[RoundOf], other: usize) -> String {
    history
        .iter()
        .filter(|r| r.opponent == Some(other))
        .map(|r| result_mark(r).to_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Swiss round: opponent, colour and result (`4w1`), a bye `+`, an
/// absence `−`.
fn round_cell(round: &RoundOf) -> String {
    match (round.opponent, round.colour) {
        (Some(opponent), Some(colour)) => {
            let colour = match colour {
                Colour::White => 'w',
                Colour::Black => 'b',
            };
            format!("{opponent}{colour}{}", result_mark(round))
        }
        _ if round.code == 'U' => "+".to_owned(),
        _ => "−".to_owned(),
    }
}

/// One result: `1`, `½`, `0`, `+`, `−`, or blank while in play.
fn result_mark(round: &RoundOf) -> &'static str {
    match round.code {
        '1' => "1",
        '=' => "½",
        '0' => "0",
        '+' => "+",
        '-' => "−",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::event::Outcome;

    /// Decodes PNG bytes to RGB.
    fn decoded(bytes: &[u8]) -> RgbImage {
        image::load_from_memory(bytes).expect("a PNG").to_rgb8()
    }

    #[test]
    fn a_round_robin_crosstable_has_a_column_per_player_and_a_row_each() {
        let mut event = Event::new(
            Format::RoundRobin { double: false },
            &["Ann", "Bo", "Cy", "Di"],
        );
        for round in 1..=3 {
            event.pair_next().expect("a round");
            for board in 1..=2 {
                event
                    .record(round, board, Outcome::WhiteWins)
                    .expect("a board");
            }
        }
        let table = Table::of(&event);
        assert_eq!(
            table.header,
            ["#", "", "1", "2", "3", "4", "Pts", "DE", "SB", "WON"]
        );
        assert_eq!(table.rows.len(), 4);
        let image = decoded(&standings_png(&event, "Club round-robin").expect("drawn"));
        let expected_height = (ROW * 6.0 + 2.0 * MARGIN).ceil() as u32;
        assert_eq!(image.height(), expected_height);
        assert!(
            image.pixels().any(|p| *p == PANEL_HIGHLIGHT),
            "the leader's band"
        );
        assert!(image.pixels().any(|p| *p == INK), "text");
    }

    #[test]
    fn a_swiss_table_has_a_column_per_round_with_opponent_colour_and_result() {
        let mut event = Event::new(Format::Swiss { rounds: 3 }, &["Ann", "Bo", "Cy"]);
        event.pair_next().expect("round 1");
        event.record(1, 1, Outcome::Draw).expect("board 1");
        let table = Table::of(&event);
        assert_eq!(
            table.header,
            ["#", "", "R1", "Pts", "BH-C1", "BH", "SB", "DE", "WON"]
        );
        let cells: Vec<&str> = table.rows.iter().map(|row| row[2].as_str()).collect();
        assert!(cells.contains(&"+"), "the bye: {cells:?}");
        assert!(
            cells.contains(&"2w½") || cells.contains(&"3w½"),
            "{cells:?}"
        );
        assert!(!standings_png(&event, "Swiss").expect("drawn").is_empty());
    }
}
