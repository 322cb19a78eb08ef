//! The table as text, for `palanquee show --game palago`: every tile and
//! every cell where the next tile may go, laid out as on the picture (P1).
//!
//! ```text
//!            (0,-1)
//!    (-1,0)          (1,-1)
//!             0,0:1*
//!    -1,1:0*         (1,0)
//! ```
//!
//! A tile reads `q,r:k`, starred when laid in the last turn; `(q,r)` is a
//! free cell where the next tile may go, `{q,r}` a single hole (P8).

use std::collections::BTreeMap;
use std::fmt::Write;

use super::cell::Cell;
use super::game::Game;

/// Characters between neighbouring `q` columns.
const COLUMN_STEP: usize = 7;

/// The text view of the table, then its legend, any creature or eye, and
/// the status line.
#[must_use]
pub fn table_text(game: &Game) -> String {
    let labels = labels(game);
    let mut text = layout(&labels);
    text.push_str(
        "legend: q,r:k a tile (k 0 |, 1 \\, 2 /), * laid last turn, \
         (q,r) where the next tile may go, {q,r} a single hole (P8)\n",
    );
    for creature in game.creatures() {
        let cells: Vec<String> = creature.cells().iter().map(Cell::to_string).collect();
        let _ = writeln!(
            text,
            "creature: {} with {} straight{}, on {} (P10)",
            creature.colour,
            creature.straights,
            if creature.straights == 1 { "" } else { "s" },
            cells.join(" ")
        );
    }
    for eye in game.eyes() {
        let cells: Vec<String> = eye.cells().iter().map(Cell::to_string).collect();
        let _ = writeln!(
            text,
            "eye: {} on {}, not a creature (P10)",
            eye.colour,
            cells.join(" ")
        );
    }
    if let Some(end) = game.end() {
        let _ = writeln!(text, "end: {end}");
    }
    text.push_str(&game.status_line());
    text.push('\n');
    text
}

/// The label of every cell to show.
fn labels(game: &Game) -> BTreeMap<Cell, String> {
    let last: Vec<Cell> = game
        .last_turn()
        .map(|turn| turn.placements().iter().map(|p| p.cell).collect())
        .unwrap_or_default();
    let mut labels = BTreeMap::new();
    for placement in game.table().placements() {
        let star = if last.contains(&placement.cell) {
            "*"
        } else {
            ""
        };
        labels.insert(placement.cell, format!("{placement}{star}"));
    }
    for placement in game.legal_firsts() {
        labels
            .entry(placement.cell)
            .or_insert_with(|| format!("({})", placement.cell));
    }
    for hole in game.table().single_holes() {
        labels.entry(hole).or_insert_with(|| format!("{{{hole}}}"));
    }
    labels
}

/// The labels at their places: one line per half row of cells, screen row
/// `2r + q`, each cell centred on its column.
fn layout(labels: &BTreeMap<Cell, String>) -> String {
    let Some(q_min) = labels.keys().map(|c| c.q()).min() else {
        return String::new();
    };
    let rows: BTreeMap<i32, Vec<(Cell, &String)>> =
        labels
            .iter()
            .fold(BTreeMap::new(), |mut rows, (&cell, label)| {
                rows.entry(2 * cell.r() + cell.q())
                    .or_insert_with(Vec::new)
                    .push((cell, label));
                rows
            });
    let mut text = String::new();
    for cells in rows.values() {
        let mut line = String::new();
        for (cell, label) in cells {
            let centre = (cell.q() - q_min) as usize * COLUMN_STEP + COLUMN_STEP;
            let start = centre.saturating_sub(label.len() / 2).max(line.len() + 1);
            line.push_str(&" ".repeat(start - line.len()));
            line.push_str(label);
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}
