//! The Palago picture's cost: a full table of 48 tiles (a compact blob,
//! the most tile pixels) from game to PNG bytes (goal: under 10 ms, under
//! 250 KB), its two halves, drawing and encoding; a 46-tile snake (tiny
//! hexes, names left out) and a 30-tile one (small hexes, some 60 free
//! cells named on two lines).
//!
//! Run with `cargo bench --bench palago_render`; the PNG sizes are printed
//! first.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::games::palago::picture::{encode_png, render_image, render_png};
use palanquee::games::palago::{Cell, Game, Options, Turn};
use palanquee::language::Language;

/// A number mixed from the turn's text: varies the orientations among
/// turns of equal score.
fn mix(turn: &Turn) -> u32 {
    turn.to_string()
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)))
}

/// Plays until `limit` tiles (or the end), each turn the legal turn with
/// the highest `score` that does not end the game early; `None` if the
/// engine offers none.
fn grow(score: impl Fn(&Turn) -> i32, limit: usize) -> Option<Game> {
    let mut game = Game::new(Options::default());
    while !game.is_over() && game.placed() < limit {
        let mut turns = game.legal_turns();
        turns.sort_by_key(|t| (std::cmp::Reverse(score(t)), mix(t)));
        game = turns.iter().find_map(|turn| {
            let mut trial = game.clone();
            trial.play(turn).ok()?;
            (!trial.is_over() || trial.tiles_left() == 0).then_some(trial)
        })?;
    }
    Some(game)
}

/// The sum over a turn's tiles of `value`, its largest counted eight times.
fn furthest(turn: &Turn, value: impl Fn(Cell) -> i32) -> i32 {
    let values: Vec<i32> = turn.placements().iter().map(|p| value(p.cell)).collect();
    values.iter().max().unwrap_or(&0) * 8 + values.iter().sum::<i32>()
}

fn bench_game(c: &mut Criterion, label: &str, game: &Game) {
    let names = ["Alice", "Bob"];
    match render_png(game, names, None, Language::English) {
        Ok(png) => eprintln!("{label} PNG: {} bytes", png.len()),
        Err(error) => {
            eprintln!("rendering failed: {error}");
            return;
        }
    }
    c.bench_function(&format!("palago render_png {label}"), |b| {
        b.iter(|| render_png(black_box(game), names, None, Language::English))
    });
    c.bench_function(&format!("palago draw only {label}"), |b| {
        b.iter(|| render_image(black_box(game), names, None, Language::English))
    });
    if let Ok(image) = render_image(game, names, None, Language::English) {
        c.bench_function(&format!("palago encode only {label}"), |b| {
            b.iter(|| encode_png(black_box(&image)))
        });
    }
}

fn bench(c: &mut Criterion) {
    let compact = |t: &Turn| -furthest(t, |cell| Cell::ORIGIN.distance(cell));
    match grow(compact, 48) {
        Some(game) => bench_game(c, "full table", &game),
        None => eprintln!("no full table could be grown"),
    }
    match grow(|t| furthest(t, |cell| cell.q()), 46) {
        Some(game) => bench_game(c, "snake of 46", &game),
        None => eprintln!("no snake could be grown"),
    }
    // Small hexes with two-line names on some 60 free cells.
    match grow(|t| furthest(t, |cell| cell.q() - cell.r()), 30) {
        Some(game) => bench_game(c, "named snake of 30", &game),
        None => eprintln!("no named snake could be grown"),
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
