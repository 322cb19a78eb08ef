//! The board as text, for terminals: a staggered hex layout with column
//! letters and row numbers, then the reserves.
//!
//! Each row takes two lines: the first shows columns A, C, E, … (standing
//! higher, R2), the second B, D, F, … (half a cell lower). Row 16 continues
//! into row 1 (R3).

use std::fmt::Write;

use crate::games::palanquee::words::PalanqueePicture;
use crate::games::palanquee::{Cell, Column, Position, ROW_COUNT, Row};
use crate::language::Language;
use crate::words::format;

/// The board and the reserves of `position`, ready to print.
#[must_use]
pub fn board_text(position: &Position) -> String {
    let mut out = String::new();
    let header: String = Column::ALL
        .iter()
        .map(|c| format!("{} ", c.letter()))
        .collect();
    let _ = writeln!(out, "    {}", header.trim_end());
    let _ = writeln!(out, "    ~ blue edge: row 16 continues here ~");
    for row in (0..ROW_COUNT).filter_map(Row::new) {
        for lowered in [false, true] {
            let symbols: Vec<String> = Column::ALL
                .iter()
                .map(|&column| {
                    if column.is_lowered() == lowered {
                        position
                            .piece_at(Cell::at(column, row))
                            .map_or('.', |piece| piece.letter())
                            .to_string()
                    } else {
                        " ".to_string()
                    }
                })
                .collect();
            let label = if lowered {
                String::new()
            } else {
                row.number().to_string()
            };
            let line = format!("{label:>2} |{}| {label}", symbols.join(" "));
            let _ = writeln!(out, "{}", line.trim_end());
        }
    }
    let _ = writeln!(out, "    ~ blue edge: row 1 continues here ~");
    let _ = writeln!(out, "    {}", header.trim_end());
    let _ = writeln!(
        out,
        "round {}, {} to move (sprouts a-e, SEEDS A-E; | = red edge)",
        position.round(),
        position.to_move()
    );
    for player in position.players() {
        let reserve = position.reserve(player);
        let status = if position.is_alive(player) {
            ""
        } else {
            " (out)"
        };
        let _ = writeln!(
            out,
            "{player}: reserve {}, {}; on board {}, {}; {} lost{status}",
            pieces(reserve.sprouts.into(), "sprout"),
            pieces(reserve.seeds.into(), "seed"),
            pieces(position.sprouts_of(player).len(), "sprout"),
            pieces(position.seeds_of(player).len(), "seed"),
            pieces(position.seeds_eliminated(player).into(), "seed"),
        );
    }
    out
}

/// `count` pieces of `kind` (`seed`, `sprout`) in English, which the
/// text board always speaks: "1 seed", "0 sprouts".
fn pieces(count: usize, kind: &str) -> String {
    let args: [(&str, &dyn std::fmt::Display); 2] = [("count", &count), ("kind", &kind)];
    format(PalanqueePicture::Pieces, Language::English, &args)
}
