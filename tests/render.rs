//! Structural tests of the board picture: size, what the pixel at a cell
//! shows, and the last-turn markers where the story says (R1-R4, R21).
//!
//! Each piece carries its player's letter at its very centre, so pixels are
//! read just off the centre: [`colour_probe`] below the letter (the
//! piece's fill), [`kind_probe`] to the left, past a sprout's edge but
//! inside a seed's fill.

use image::{Rgb, RgbImage};
use palanquee::engine::{Cell, Event, Game, Piece, PieceKind, Player, Position};
use palanquee::render::layout::{
    HEX_HEIGHT, IMAGE_HEIGHT, IMAGE_WIDTH, SEED_RADIUS, cell_at, cell_centre,
};
use palanquee::render::palette::{
    ARRIVAL_FILL, HEX_FILL, ORIGIN_FILL, REMOVED_FILL, REMOVED_MARK, player_colour,
};
use palanquee::render::{Removal, RemovalReason, Status, TurnStory, render_image, render_png};

/// Five players; seeds on row 3 of B, F, J, N, R, a sprout under each.
const FIVE: &str = "19/19/1A3B3C3D3E1/1a3b3c3d3e1/19/19/19/19/19/19/19/19/19/19/19/19 \
                    c 5 49/2,49/2,49/2,49/2,49/2";

/// A crowded 5-player position (the sample in docs/), c to move with
/// 3 actions on one plant of 3 seeds.
const CROWDED: &str = "2aa1b6e3eee/aaa1abbb1b9/aaaaabbbB10/aaAaa1b1b1Bb1c1c3/3aaa4bbbccC3/\
                       3aAd3bb2cccc2/4dddddd1cccccc2/6dddddc1c5/6DddDdcccc4/6dddddcC1c4/\
                       6d3dcc1Cc3/14c4/2aA2bb6c2ee/1aaa2bBb2eeeceEee/2a3bb3EeeeeeEe/\
                       2aa7ee1e1eee c 9 24/0,28/0,22/0,28/1,26/0";

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

fn position(text: &str) -> Position {
    text.parse().expect("a valid position")
}

fn names() -> Vec<String> {
    ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
        .map(String::from)
        .to_vec()
}

/// The picture as players get it: PNG bytes, decoded.
fn picture(position: &Position, story: &TurnStory) -> RgbImage {
    let png = render_png(position, story, &names(), &Status::default()).expect("png bytes");
    image::load_from_memory(&png).expect("decodes").to_rgb8()
}

fn pixel(image: &RgbImage, (x, y): (f32, f32)) -> Rgb<u8> {
    *image.get_pixel(x.floor() as u32, y.floor() as u32)
}

/// Below the letter, inside any piece's fill.
fn colour_probe(cell: Cell) -> (f32, f32) {
    let (x, y) = cell_centre(cell);
    (x, y + 10.0)
}

/// Left of the centre: past a sprout's edge, inside a seed's fill.
fn kind_probe(cell: Cell) -> (f32, f32) {
    let (x, y) = cell_centre(cell);
    (x - 14.5, y)
}

fn close(actual: Rgb<u8>, expected: Rgb<u8>, tolerance: u8) -> bool {
    actual
        .0
        .iter()
        .zip(expected.0)
        .all(|(&a, e)| a.abs_diff(e) <= tolerance)
}

#[track_caller]
fn assert_colour(image: &RgbImage, at: (f32, f32), expected: Rgb<u8>, what: &str) {
    let actual = pixel(image, at);
    assert!(
        close(actual, expected, 14),
        "{what}: pixel at {at:?} is {actual:?}, expected {expected:?}"
    );
}

#[test]
fn picture_has_the_documented_size_and_png_decodes_to_it() {
    let position = position(FIVE);
    let png = render_png(
        &position,
        &TurnStory::default(),
        &names(),
        &Status::default(),
    )
    .expect("png bytes");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let decoded = image::load_from_memory(&png).expect("decodes").to_rgb8();
    assert_eq!(decoded.dimensions(), (IMAGE_WIDTH, IMAGE_HEIGHT));
    assert!(png.windows(4).any(|w| w == b"PLTE"), "a palette PNG");
    // The PNG holds at most 256 colours: flat colours survive to within a
    // unit or two, edge pixels move a little.
    let original = render_image(
        &position,
        &TurnStory::default(),
        &names(),
        &Status::default(),
    )
    .expect("a picture");
    let near = original
        .pixels()
        .zip(decoded.pixels())
        .filter(|&(a, b)| close(*a, *b, 6))
        .count();
    assert!(
        near as f64 > 0.99 * f64::from(IMAGE_WIDTH * IMAGE_HEIGHT),
        "{near}"
    );
}

#[test]
fn every_cell_centre_lies_in_its_own_hexagon_r1_r2() {
    for cell in Cell::all() {
        let (x, y) = cell_centre(cell);
        assert_eq!(cell_at(x, y), Some(cell));
        assert!(x > 0.0 && y > 0.0 && x < IMAGE_WIDTH as f32 && y < IMAGE_HEIGHT as f32);
    }
    // Lowered columns (R2) stand half a cell below their neighbours.
    let (_, a1) = cell_centre(cell("A1"));
    let (_, b1) = cell_centre(cell("B1"));
    assert!((b1 - a1 - HEX_HEIGHT / 2.0).abs() < 0.01);
}

#[test]
fn each_players_seed_and_sprout_show_their_colour_and_kind() {
    let position = position(FIVE);
    let image = picture(&position, &TurnStory::default());
    for (player, column) in Player::ALL.into_iter().zip(["B", "F", "J", "N", "R"]) {
        let seed = cell(&format!("{column}3"));
        let sprout = cell(&format!("{column}4"));
        let colour = player_colour(player);
        assert_eq!(
            position.piece_at(seed),
            Some(Piece {
                owner: player,
                kind: PieceKind::Seed
            })
        );
        assert_colour(&image, colour_probe(seed), colour, "seed fill");
        assert_colour(&image, colour_probe(sprout), colour, "sprout fill");
        // Size tells the kinds apart: the seed still covers the kind probe,
        // the sprout leaves the empty cell showing there.
        assert_colour(&image, kind_probe(seed), colour, "seed is large");
        assert_colour(&image, kind_probe(sprout), HEX_FILL, "sprout is small");
    }
    // The five colours are pairwise distinct.
    for a in Player::ALL {
        for b in Player::ALL.into_iter().filter(|&b| b != a) {
            assert!(!close(player_colour(a), player_colour(b), 40));
        }
    }
}

#[test]
fn an_empty_cell_shows_the_empty_fill_at_its_centre() {
    let image = picture(&position(FIVE), &TurnStory::default());
    for name in ["A1", "C3", "J8", "S16", "B16"] {
        assert_colour(&image, cell_centre(cell(name)), HEX_FILL, name);
    }
}

#[test]
fn removed_pieces_get_a_cross_and_arrivals_a_highlight_where_the_story_says() {
    let position = position(FIVE);
    let removed = cell("H10");
    let arrived = cell("J4");
    let story = TurnStory {
        arrivals: vec![arrived, cell("D12")],
        moves: vec![(cell("D10"), cell("D12"))],
        removals: vec![Removal {
            cell: removed,
            piece: Piece {
                owner: Player::ALL[1],
                kind: PieceKind::Sprout,
            },
            reason: RemovalReason::Captured,
        }],
        ..TurnStory::default()
    };
    let image = picture(&position, &story);
    let plain = picture(&position, &TurnStory::default());
    // The cross meets at the centre of the removed piece's cell, on a tint.
    assert_colour(&image, cell_centre(removed), REMOVED_MARK, "cross");
    let (x, y) = cell_centre(removed);
    assert_colour(
        &image,
        (x, y - HEX_HEIGHT * 0.4),
        REMOVED_FILL,
        "removed tint",
    );
    // An arrival cell is highlighted around its piece.
    let (x, y) = cell_centre(arrived);
    assert_colour(&image, (x - 17.0, y), ARRIVAL_FILL, "arrival");
    assert_colour(
        &image,
        colour_probe(arrived),
        player_colour(Player::ALL[2]),
        "piece",
    );
    // The empty arrival cell D12 and the move's origin D10 are marked.
    assert_colour(
        &image,
        cell_centre(cell("D12")),
        ARRIVAL_FILL,
        "empty arrival",
    );
    let (x, y) = cell_centre(cell("D10"));
    assert_colour(&image, (x - 18.0, y), ORIGIN_FILL, "origin");
    // Nothing of this shows without the story.
    assert_colour(&plain, cell_centre(removed), HEX_FILL, "no cross");
    assert_colour(&plain, (x - 18.0, y), HEX_FILL, "no origin");
}

/// Dark pixels on the circle where claim rings are drawn around `cell`.
fn ring_pixels(image: &RgbImage, cell: Cell) -> usize {
    let (x, y) = cell_centre(cell);
    let radius = SEED_RADIUS + 3.5;
    (0..72)
        .map(|step| (step as f32).to_radians() * 5.0)
        .map(|angle| (x + radius * angle.cos(), y + radius * angle.sin()))
        .filter(|&at| {
            let Rgb([r, g, b]) = pixel(image, at);
            u16::from(r) + u16::from(g) + u16::from(b) < 150
        })
        .count()
}

#[test]
fn seeds_open_to_a_claim_get_a_dashed_ring_r21() {
    let position = position(FIVE);
    let claimable = cell("J3");
    let story = TurnStory {
        claimable: vec![claimable],
        claims_open: 1,
        ..TurnStory::default()
    };
    let image = picture(&position, &story);
    let dashes = ring_pixels(&image, claimable);
    assert!(dashes >= 25, "{dashes} ring pixels around J3");
    assert!(dashes < 72, "the ring is dashed");
    assert_eq!(ring_pixels(&image, cell("F3")), 0, "F3 is not claimable");
    assert_eq!(
        ring_pixels(&picture(&position, &TurnStory::default()), claimable),
        0
    );
}

/// c's turn in the crowded position: a move that captures e's seed Q14 and
/// two sprouts and isolates three more (R14, R15), another move, then an
/// end with one action unused, opening a claim (R20, R21).
fn crowded_turn() -> (Game, TurnStory) {
    let mut game = Game::from_position(position(CROWDED));
    let mover = game.to_move();
    let mut events = Vec::new();
    for text in ["move O14 P13", "move L11 M12", "end"] {
        let action = text.parse().expect("an action");
        let report = game.play(mover, action).expect("a legal action");
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
    (game, story)
}

#[test]
fn story_from_engine_reports_names_captures_isolation_and_claims() {
    let (game, story) = crowded_turn();
    assert_eq!(story.arrivals, vec![cell("P13"), cell("M12")]);
    assert_eq!(
        story.moves,
        vec![(cell("O14"), cell("P13")), (cell("L11"), cell("M12"))]
    );
    assert_eq!(story.removed_count(RemovalReason::Captured), 3);
    assert_eq!(story.removed_count(RemovalReason::Isolated), 3);
    let seed = story
        .removals
        .iter()
        .find(|r| r.cell == cell("Q14"))
        .expect("Q14 removed");
    assert_eq!(seed.piece.kind, PieceKind::Seed);
    assert_eq!(seed.reason, RemovalReason::Captured);
    assert_eq!(story.claims_open, 1);
    let mut claimable = story.claimable.clone();
    claimable.sort();
    assert_eq!(claimable, vec![cell("M10"), cell("O11"), cell("P5")]);

    let image = render_image(game.position(), &story, &names(), &Status::of_game(&game))
        .expect("a picture");
    assert_colour(
        &image,
        cell_centre(cell("Q14")),
        REMOVED_MARK,
        "captured seed",
    );
    assert_colour(&image, cell_centre(cell("S13")), REMOVED_MARK, "isolated");
    for seed in claimable {
        assert!(ring_pixels(&image, seed) >= 25, "claim ring at {seed}");
    }
}

#[test]
fn actions_per_plant_follow_the_turn_budget_r9() {
    let game = Game::from_position(position(CROWDED));
    let status = Status::of_game(&game);
    let actions = status.actions.expect("actions");
    assert_eq!(actions.total, 3);
    assert!(!actions.sow_only);
    let counts: Vec<usize> = actions.per_plant.iter().map(|p| p.actions).collect();
    assert_eq!(counts, vec![3]);
}

#[test]
fn story_from_reports_alone_tells_removals_but_no_arrivals() {
    let (mut game, _) = crowded_turn();
    let claimer = Player::ALL[3];
    let report = game
        .play(claimer, "claim O11".parse().expect("an action"))
        .expect("a legal claim");
    let story = TurnStory::from_reports([&report]);
    assert!(story.arrivals.is_empty() && story.moves.is_empty());
    assert_eq!(story.removed_count(RemovalReason::Claimed), 1);
}

/// Writes the crowded sample of docs/ (run with `--ignored`).
#[test]
#[ignore = "writes docs/board-sample.png"]
fn write_docs_sample() {
    let (game, story) = crowded_turn();
    let png =
        render_png(game.position(), &story, &names(), &Status::of_game(&game)).expect("png bytes");
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/docs/board-sample.png"),
        png,
    )
    .expect("written");
}

#[test]
fn show_png_writes_the_picture_and_prints_its_path() {
    let dir = std::env::temp_dir().join(format!("palanquee-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("board.png");
    let outcome = palanquee::cli::show_png(FIVE, &file);
    assert_eq!(outcome.code, 0, "{}", outcome.stderr);
    assert_eq!(outcome.stdout.trim(), file.display().to_string());
    let image = image::open(&file).expect("a PNG").to_rgb8();
    assert_eq!(image.dimensions(), (IMAGE_WIDTH, IMAGE_HEIGHT));
    assert_colour(
        &image,
        colour_probe(cell("J3")),
        player_colour(Player::ALL[2]),
        "J3",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn show_png_refuses_a_bad_position_and_an_unwritable_file_with_code_2() {
    let file = std::env::temp_dir().join("palanquee-never-written.png");
    let bad = palanquee::cli::show_png("19/19 a 1", &file);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.starts_with("error: position"), "{}", bad.stderr);
    assert!(!file.exists());
    let missing = std::path::Path::new("/nonexistent-directory/board.png");
    let unwritable = palanquee::cli::show_png(FIVE, missing);
    assert_eq!(unwritable.code, 2);
    assert!(
        unwritable
            .stderr
            .contains("cannot write /nonexistent-directory/board.png"),
        "{}",
        unwritable.stderr
    );
}
