//! The board picture's cost: a crowded 5-player position with a last-turn
//! story, from position to PNG bytes (goal, issue 32: at most 4 ms and
//! 150 KB, 5 ms with the advanced marks, and at most 1.2 times Palago's
//! full table in `--bench palago_render`), and its two halves, drawing and
//! encoding; then the same game under the
//! advanced rules, with its marks (a button that can launch, another that
//! cannot, bonus leaves; R32, R36) and the cost of gathering its panel
//! facts ([`Status::of_game`]), which callers run on the async threads.
//!
//! Run with `cargo bench --bench render`; the PNG size is printed first.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::games::palanquee::picture::{
    Status, TurnStory, encode_png, render_image, render_png,
};
use palanquee::games::palanquee::{Event, Game, Position, Rules};
use palanquee::language::Language::{English, French};

/// The crowded sample of docs/ (tests/palanquee_render.rs), c to move.
const CROWDED: &str = "2aa1b6e3eee/aaa1abbb1b9/aaaaabbbB10/aaAaa1b1b1Bb1c1c3/3aaa4bbbccC3/\
                       3aAd3bb2cccc2/4dddddd1cccccc2/6dddddc1c5/6DddDdcccc4/6dddddcC1c4/\
                       6d3dcc1Cc3/14c4/2aA2bb6c2ee/1aaa2bBb2eeeceEee/2a3bb3EeeeeeEe/\
                       2aa7ee1e1eee c 9 24/0,28/0,22/0,28/1,26/0";

/// The position after c's turn (a capture, two moves, an end leaving a
/// claim open) under `rules`, the game, its story and panel facts; `None`
/// if the engine refuses.
fn crowded_after_turn(rules: Rules) -> Option<(Game, TurnStory, Status)> {
    let mut game = Game::from_position_with(CROWDED.parse().ok()?, rules).ok()?;
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
    let status = Status::of_game(&game);
    Some((game, story, status))
}

/// The players' names of the sample.
fn names() -> Vec<String> {
    ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
        .map(String::from)
        .to_vec()
}

fn bench(c: &mut Criterion) {
    let Some((game, story, status)) = crowded_after_turn(Rules::Basic) else {
        eprintln!("the sample turn is no longer legal; nothing to measure");
        return;
    };
    let position: Position = game.position().clone();
    let names = names();
    match render_png(&position, &story, &names, &status, English) {
        Ok(png) => eprintln!("crowded board PNG: {} bytes", png.len()),
        Err(error) => {
            eprintln!("rendering failed: {error}");
            return;
        }
    }
    c.bench_function("render_png crowded 5 players", |b| {
        b.iter(|| render_png(black_box(&position), &story, &names, &status, English))
    });
    c.bench_function("render_png crowded 5 players, in French", |b| {
        b.iter(|| render_png(black_box(&position), &story, &names, &status, French))
    });
    c.bench_function("draw only", |b| {
        b.iter(|| render_image(black_box(&position), &story, &names, &status, English))
    });
    if let Ok(image) = render_image(&position, &story, &names, &status, English) {
        c.bench_function("encode only", |b| {
            b.iter(|| encode_png(black_box(&image), English))
        });
    }
}

fn bench_advanced(c: &mut Criterion) {
    let Some((game, story, status)) = crowded_after_turn(Rules::Advanced) else {
        eprintln!("the advanced sample turn is no longer legal; nothing to measure");
        return;
    };
    let position = game.position().clone();
    let names = names();
    match render_png(&position, &story, &names, &status, English) {
        Ok(png) => eprintln!("crowded advanced board PNG: {} bytes", png.len()),
        Err(error) => {
            eprintln!("rendering failed: {error}");
            return;
        }
    }
    c.bench_function("render_png crowded 5 players, advanced marks", |b| {
        b.iter(|| render_png(black_box(&position), &story, &names, &status, English))
    });
    c.bench_function("draw only, advanced marks", |b| {
        b.iter(|| render_image(black_box(&position), &story, &names, &status, English))
    });
    if let Ok(image) = render_image(&position, &story, &names, &status, English) {
        c.bench_function("encode only, advanced marks", |b| {
            b.iter(|| encode_png(black_box(&image), English))
        });
    }
    c.bench_function("status of the advanced game", |b| {
        b.iter(|| Status::of_game(black_box(&game)))
    });
}

criterion_group!(benches, bench, bench_advanced);
criterion_main!(benches);
