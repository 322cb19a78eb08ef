//! The board picture's cost: a crowded 5-player position with a last-turn
//! story, from position to PNG bytes (goal: under 15 ms, under 250 KB), and
//! its two halves, drawing and encoding.
//!
//! Run with `cargo bench --bench render`; the PNG size is printed first.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::engine::{Event, Game, Position};
use palanquee::render::{Status, TurnStory, encode_png, render_image, render_png};

/// The crowded sample of docs/ (tests/render.rs), c to move.
const CROWDED: &str = "2aa1b6e3eee/aaa1abbb1b9/aaaaabbbB10/aaAaa1b1b1Bb1c1c3/3aaa4bbbccC3/\
                       3aAd3bb2cccc2/4dddddd1cccccc2/6dddddc1c5/6DddDdcccc4/6dddddcC1c4/\
                       6d3dcc1Cc3/14c4/2aA2bb6c2ee/1aaa2bBb2eeeceEee/2a3bb3EeeeeeEe/\
                       2aa7ee1e1eee c 9 24/0,28/0,22/0,28/1,26/0";

/// The position after c's turn (a capture, two moves, an end leaving a
/// claim open), its story and panel facts; `None` if the engine refuses.
fn crowded_after_turn() -> Option<(Position, TurnStory, Status)> {
    let mut game = Game::from_position(CROWDED.parse().ok()?);
    let mover = game.to_move();
    let mut events = Vec::new();
    for text in ["move O14 P13", "move L11 M12", "end"] {
        let action = text.parse().ok()?;
        let report = game.play(mover, action).ok()?;
        events.push((
            Event {
                player: mover,
                action,
            },
            report,
        ));
    }
    let story = TurnStory::from_events(events.iter().map(|(e, r)| (e, r)))
        .with_claims(game.claims(), game.position());
    Some((game.position().clone(), story, Status::of_game(&game)))
}

fn bench(c: &mut Criterion) {
    let Some((position, story, status)) = crowded_after_turn() else {
        eprintln!("the sample turn is no longer legal; nothing to measure");
        return;
    };
    let names: Vec<String> = ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
        .map(String::from)
        .to_vec();
    match render_png(&position, &story, &names, &status) {
        Ok(png) => eprintln!("crowded board PNG: {} bytes", png.len()),
        Err(error) => {
            eprintln!("rendering failed: {error}");
            return;
        }
    }
    c.bench_function("render_png crowded 5 players", |b| {
        b.iter(|| render_png(black_box(&position), &story, &names, &status))
    });
    c.bench_function("draw only", |b| {
        b.iter(|| render_image(black_box(&position), &story, &names, &status))
    });
    if let Ok(image) = render_image(&position, &story, &names, &status) {
        c.bench_function("encode only", |b| b.iter(|| encode_png(black_box(&image))));
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
