//! Structural tests of the Palago picture, read back from real PNG bytes:
//! the size, the colours of tips and bridges in every orientation (P3, P4,
//! P14), seamless sides between neighbouring tiles, the highlight, the
//! creature's outline and the eye's ring (P10, P11), the free cells,
//! tables that grow far in one direction (P1), and the panel in French.

use image::{Rgb, RgbImage};
use palanquee::games::palago::picture::layout::{MAX_HEX_SIZE, PANEL_LEFT};
use palanquee::games::palago::picture::palette::{
    CREATURE, EYE, FREE_FILL, HIGHLIGHT, HOLE_HATCH, LABEL, TABLE, TILE_BLUE, TILE_WHITE,
};
use palanquee::games::palago::picture::{
    IMAGE_HEIGHT, IMAGE_WIDTH, Layout, layout, render_image, render_png,
};
use palanquee::games::palago::{
    Cell, Colour, Direction, End, Game, Options, Orientation, Placement, Turn,
};
use palanquee::language::Language;

/// The record of a 6-tile game Blue wins: the blue bridge of 0,0:0 closed
/// by tips of 0,-1, 1,-1, 0,1 and 1,0.
const BLUE_WINS: &str = "1. W 0,0:0 0,-1:2\n2. B 1,-1:0 2,-1:0\n3. W 1,0:0 0,1:1";

/// Largest difference per channel tolerated after palette quantisation.
const TOLERANCE: u8 = 10;

fn cell(text: &str) -> Cell {
    text.parse().expect("a cell")
}

fn turn(text: &str) -> Turn {
    text.parse().expect("a turn")
}

fn game_of(turns: &[&str]) -> Game {
    let mut game = Game::new(Options::default());
    for text in turns {
        game.play(&turn(text)).expect("a legal turn");
    }
    game
}

/// The picture as players get it: PNG bytes, decoded (in English).
fn picture(game: &Game, highlight: Option<&[Placement]>) -> RgbImage {
    picture_in(game, highlight, Language::English)
}

/// The picture in `language`, from PNG bytes, decoded.
fn picture_in(game: &Game, highlight: Option<&[Placement]>, language: Language) -> RgbImage {
    let png = render_png(game, ["Alice", "Bob"], highlight, language).expect("png bytes");
    image::load_from_memory(&png).expect("decodes").to_rgb8()
}

fn pixel(image: &RgbImage, (x, y): (f32, f32)) -> Rgb<u8> {
    *image.get_pixel(x.floor() as u32, y.floor() as u32)
}

fn near(a: Rgb<u8>, b: Rgb<u8>) -> bool {
    a.0.iter()
        .zip(b.0)
        .all(|(&x, y)| x.abs_diff(y) <= TOLERANCE)
}

#[track_caller]
fn assert_colour(image: &RgbImage, point: (f32, f32), expected: Rgb<u8>, what: &str) {
    let found = pixel(image, point);
    assert!(
        near(found, expected),
        "{what}: {found:?} at {point:?}, expected {expected:?}"
    );
}

fn tile_colour(colour: Colour) -> Rgb<u8> {
    match colour {
        Colour::White => TILE_WHITE,
        Colour::Blue => TILE_BLUE,
    }
}

/// The point `fraction` of the way from `cell`'s centre to its `corner`.
fn towards(layout: &Layout, cell: Cell, corner: usize, fraction: f32) -> (f32, f32) {
    let (cx, cy) = layout.centre(cell);
    let (x, y) = layout.corner(cell, corner);
    (cx + (x - cx) * fraction, cy + (y - cy) * fraction)
}

/// The point `along` (0..1) from corner `side - 1` to corner `side` of
/// `cell`, moved `inward` pixels towards the centre.
fn on_side(layout: &Layout, cell: Cell, side: usize, along: f32, inward: f32) -> (f32, f32) {
    let a = layout.corner(cell, side + 5);
    let b = layout.corner(cell, side);
    let point = (a.0 + (b.0 - a.0) * along, a.1 + (b.1 - a.1) * along);
    let (cx, cy) = layout.centre(cell);
    let mid = ((a.0 + b.0) * 0.5, (a.1 + b.1) * 0.5);
    let (nx, ny) = (cx - mid.0, cy - mid.1);
    let length = nx.hypot(ny);
    (
        point.0 + nx / length * inward,
        point.1 + ny / length * inward,
    )
}

#[test]
fn the_picture_has_its_fixed_size_and_the_empty_table_offers_0_0() {
    let game = Game::new(Options::default());
    let image = picture(&game, None);
    assert_eq!(image.dimensions(), (IMAGE_WIDTH, IMAGE_HEIGHT));
    let view = layout(&game, None);
    assert_eq!(view.hex_size(), MAX_HEX_SIZE);
    let origin = Cell::ORIGIN;
    // The free cell's fill, away from its name, and the name in the middle.
    assert_colour(
        &image,
        towards(&view, origin, 4, 0.75),
        FREE_FILL,
        "0,0 free",
    );
    assert!(
        has_colour_near(&image, view.centre(origin), 10.0, LABEL),
        "0,0 named"
    );
}

/// Whether some pixel within `radius` of `point` is near `colour`.
fn has_colour_near(image: &RgbImage, point: (f32, f32), radius: f32, colour: Rgb<u8>) -> bool {
    let r = radius as i32;
    (-r..=r).any(|dy| {
        (-r..=r).any(|dx| {
            let p = (point.0 + dx as f32, point.1 + dy as f32);
            p.0 >= 0.0 && p.1 >= 0.0 && near(pixel(image, p), colour)
        })
    })
}

#[test]
fn tips_and_bridges_have_their_colours_in_every_orientation() {
    for orientation in Orientation::ALL {
        let k = orientation.index();
        let game = game_of(&[&format!("0,0:{k} 1,0:0")]);
        let image = picture(&game, None);
        let view = layout(&game, None);
        let origin = Cell::ORIGIN;
        for colour in Colour::BOTH {
            let tip = orientation.tip(colour);
            let what = format!("orientation {k}: {colour} tip at c{tip}");
            assert_colour(
                &image,
                towards(&view, origin, tip, 0.7),
                tile_colour(colour),
                &what,
            );
            for corner in orientation.bridge(colour) {
                let what = format!("orientation {k}: {colour} bridge at c{corner}");
                let point = towards(&view, origin, corner, 0.7);
                assert_colour(&image, point, tile_colour(colour), &what);
            }
        }
        // P4's formulas: white tip 2k+1, blue tip 2k+4.
        assert_eq!(orientation.tip(Colour::White), 2 * k + 1);
        assert_eq!(orientation.tip(Colour::Blue), (2 * k + 4) % 6);
    }
}

#[test]
fn neighbouring_tiles_meet_without_a_seam_on_every_side() {
    for k in Orientation::ALL {
        for j in Orientation::ALL {
            for direction in Direction::ALL {
                let neighbour = Cell::ORIGIN.neighbour(direction).expect("in reach");
                let first = Placement::new(Cell::ORIGIN, k);
                let second = Placement::new(neighbour, j);
                let game = game_of(&[&Turn::pair(first, second).to_string()]);
                let image = picture(&game, Some(&[]));
                let view = layout(&game, Some(&[]));
                check_seam(&image, &view, direction.index(), (k, j));
            }
        }
    }
}

/// Along side `side` of 0,0, the quarter near each corner shows that
/// corner's colour (P2, P3) on both tiles and on the side itself.
fn check_seam(image: &RgbImage, view: &Layout, side: usize, tiles: (Orientation, Orientation)) {
    let origin = Cell::ORIGIN;
    for (along, corner) in [(0.25, side + 5), (0.75, side)] {
        let colour = tile_colour(Colour::of_corner(corner % 6));
        for inward in [-2.0, -1.0, 0.0, 1.0, 2.0] {
            let point = on_side(view, origin, side, along, inward);
            let what = format!("side {side} of 0,0 ({tiles:?}), {along} along, {inward} in");
            assert_colour(image, point, colour, &what);
        }
    }
}

#[test]
fn the_last_turn_is_ringed_and_no_other_tile() {
    let game = game_of(&["0,0:1 -1,1:0", "0,1:1 1,1:2"]);
    let image = picture(&game, None);
    let view = layout(&game, None);
    for name in ["0,1", "1,1"] {
        let point = on_side(&view, cell(name), 3, 0.3, 3.0);
        assert_colour(&image, point, HIGHLIGHT, &format!("{name} ringed"));
    }
    for name in ["0,0", "-1,1"] {
        let point = on_side(&view, cell(name), 0, 0.3, 3.0);
        let found = pixel(&image, point);
        assert!(!near(found, HIGHLIGHT), "{name} not ringed: {found:?}");
    }
}

#[test]
fn a_chosen_highlight_rings_its_tiles_and_draws_a_draft() {
    let game = game_of(&["0,0:1 -1,1:0"]);
    let draft: Placement = "1,0:2".parse().expect("a placement");
    let earlier: Placement = "0,0:1".parse().expect("a placement");
    let image = picture(&game, Some(&[earlier, draft]));
    let view = layout(&game, Some(&[earlier, draft]));
    for placement in [earlier, draft] {
        let point = on_side(&view, placement.cell, 3, 0.3, 3.0);
        assert_colour(&image, point, HIGHLIGHT, &format!("{placement} ringed"));
    }
    let point = on_side(&view, cell("-1,1"), 0, 0.3, 3.0);
    assert!(!near(pixel(&image, point), HIGHLIGHT), "-1,1 not ringed");
    // The draft is drawn as a tile: its white tip at corner 5 (P4).
    let tip = towards(&view, draft.cell, 5, 0.7);
    assert_colour(&image, tip, TILE_WHITE, "the draft's white tip");
}

#[test]
fn a_creature_that_ends_the_game_is_outlined() {
    let game = Game::from_record(BLUE_WINS, Options::default()).expect("a record");
    assert!(matches!(
        game.end(),
        Some(End::Creature {
            winner: Colour::Blue,
            ..
        })
    ));
    let image = picture(&game, None);
    let view = layout(&game, None);
    let origin = Cell::ORIGIN;
    // The straight of 0,0:0 runs through the centre; the white tip's arc
    // at c1 bounds the blue bridge, half a side from the corner.
    assert_colour(&image, view.centre(origin), CREATURE, "the straight");
    assert_colour(&image, towards(&view, origin, 1, 0.5), CREATURE, "the arc");
    assert_colour(&image, towards(&view, origin, 0, 0.75), TILE_BLUE, "inside");
    // Before the last turn, no outline.
    let before = game_of(&["0,0:0 0,-1:2", "1,-1:0 2,-1:0"]);
    let image = picture(&before, None);
    let view = layout(&before, None);
    assert!(!near(pixel(&image, view.centre(origin)), CREATURE));
}

#[test]
fn an_eye_is_ringed_with_dashes() {
    // Blue tips of 0,0:1, 0,-1:2 and 1,-1:0 meet at the corner c0 of 0,0.
    let game = game_of(&["0,0:1 0,-1:2", "1,-1:0 2,-1:0"]);
    assert_eq!(game.eyes().len(), 1);
    let image = picture(&game, None);
    let view = layout(&game, None);
    let vertex = view.corner(Cell::ORIGIN, 0);
    let radius = view.hex_size() * 0.5;
    let dark = (0..72).filter(|step| {
        let angle = (*step as f32 * 5.0).to_radians();
        let r = radius - (view.hex_size() * 0.05).clamp(1.2, 3.0);
        let point = (vertex.0 + r * angle.cos(), vertex.1 + r * angle.sin());
        near(pixel(&image, point), EYE)
    });
    assert!(dark.count() >= 10, "dashes round the eye");
}

/// A number mixed from the turn's text: varies the orientations among
/// turns of equal score.
fn mix(turn: &Turn) -> u32 {
    turn.to_string()
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)))
}

#[test]
fn a_single_hole_is_hatched() {
    let game = game_of(&["0,0:0 1,-1:0", "2,-1:0 2,0:0", "1,1:0 0,1:0"]);
    let hole = cell("1,0");
    assert_eq!(game.table().single_holes(), vec![hole]);
    let image = picture(&game, None);
    let view = layout(&game, None);
    let reach = view.hex_size() * 0.6;
    let hatched = count_near(&image, view.centre(hole), reach, HOLE_HATCH);
    assert!(hatched > 50, "{hatched} hatch pixels");
    // A free cell's name is anti-aliased through greys near the hatching's:
    // far fewer of them.
    let free = count_near(&image, view.centre(cell("0,-1")), reach, HOLE_HATCH);
    assert!(
        free * 4 < hatched,
        "0,-1 is no hole: {free} against {hatched}"
    );
}

/// How many pixels within the square of half side `reach` round `point`
/// are near `colour`.
fn count_near(image: &RgbImage, point: (f32, f32), reach: f32, colour: Rgb<u8>) -> usize {
    let reach = reach as i32;
    (-reach..=reach)
        .flat_map(|dy| (-reach..=reach).map(move |dx| (dx as f32, dy as f32)))
        .filter(|&(dx, dy)| near(pixel(image, (point.0 + dx, point.1 + dy)), colour))
        .count()
}

/// Plays until the table is full (or `limit` tiles), each turn the legal
/// turn that does not end the game early with the highest `score`.
fn grow(score: impl Fn(&Turn) -> i32, limit: usize) -> Game {
    let mut game = Game::new(Options::default());
    while !game.is_over() && game.placed() < limit {
        let mut turns = game.legal_turns();
        turns.sort_by_key(|t| (std::cmp::Reverse(score(t)), mix(t)));
        let next = turns.iter().find_map(|turn| {
            let mut trial = game.clone();
            trial.play(turn).ok()?;
            (!trial.is_over() || trial.tiles_left() == 0).then_some(trial)
        });
        game = next.expect("a turn that does not end the game");
    }
    game
}

/// The largest of a turn's `value` over its tiles.
fn furthest(turn: &Turn, value: impl Fn(Cell) -> i32) -> i32 {
    let placements = turn.placements();
    let best = placements.iter().map(|p| value(p.cell)).max().unwrap_or(0);
    best * 8 + placements.iter().map(|p| value(p.cell)).sum::<i32>()
}

/// Checks every tile of `game` is whole inside the board area and drawn:
/// a point well inside each bridge has the bridge's colour (P3).
fn assert_all_tiles_visible(game: &Game) {
    let image = picture(game, Some(&[]));
    let view = layout(game, Some(&[]));
    let size = view.hex_size();
    assert!(size >= 8.5, "hexes stay visible: {size}");
    for placement in game.table().placements() {
        let (x, y) = view.centre(placement.cell);
        assert!(
            x - size >= 0.0 && x + size <= PANEL_LEFT as f32,
            "{placement} x {x}"
        );
        assert!(
            y - size >= 0.0 && y + size <= IMAGE_HEIGHT as f32,
            "{placement} y {y}"
        );
        for colour in Colour::BOTH {
            let [corner, _] = placement.orientation.bridge(colour);
            let point = towards(&view, placement.cell, corner, 0.6);
            let what = format!("{placement} {colour} bridge");
            assert_colour(&image, point, tile_colour(colour), &what);
        }
    }
}

#[test]
fn a_snake_of_48_tiles_to_the_east_fits_the_canvas() {
    let east = |turn: &Turn| furthest(turn, |c| c.q());
    let game = grow(east, 46);
    // Two tiles short of the end, the free cells are still outlined, even
    // where they are too small to be named.
    let view = layout(&game, None);
    let image = picture(&game, None);
    let free = game
        .table()
        .frontier()
        .find(|&c| game.table().filled_neighbours(c) == 1)
        .expect("a free cell");
    assert_colour(
        &image,
        towards(&view, free, 3, 0.5),
        FREE_FILL,
        "a free cell",
    );
    let game = grow(east, 48);
    assert_eq!(game.placed(), 48);
    let reach = game.table().placements().iter().map(|p| p.cell.q()).max();
    assert_eq!(reach, Some(47), "the snake reaches 47 cells east");
    assert_all_tiles_visible(&game);
}

#[test]
fn a_snake_of_48_tiles_to_the_north_fits_the_canvas() {
    // North on the picture: `y = sqrt(3) (r + q/2)` as small as can be.
    let game = grow(|t| furthest(t, |c| -(2 * c.r() + c.q())), 48);
    assert_eq!(game.placed(), 48);
    assert_all_tiles_visible(&game);
}

#[test]
fn a_mid_sized_table_names_its_free_cells() {
    let game = grow(|t| -furthest(t, |c| Cell::ORIGIN.distance(c)), 20);
    let view = layout(&game, None);
    let image = picture(&game, None);
    assert!(view.hex_size() >= 30.0, "{}", view.hex_size());
    for free in game.table().frontier().take(5) {
        assert!(
            has_colour_near(&image, view.centre(free), 6.0, LABEL),
            "{free} named"
        );
    }
}

#[test]
fn a_full_table_is_a_small_png_with_every_tile_drawn() {
    let game = grow(|t| -furthest(t, |c| Cell::ORIGIN.distance(c)), 48);
    assert_eq!(game.placed(), 48);
    assert!(game.is_over());
    let png = render_png(&game, ["Alice", "Bob"], None, Language::English).expect("png bytes");
    assert!(png.len() <= 250 * 1024, "{} bytes", png.len());
    assert_all_tiles_visible(&game);
    // The table around the tiles keeps its colour.
    let image = picture(&game, None);
    assert_colour(&image, (4.0, 4.0), TABLE, "the empty table");
}

/// A game grown compactly for `opening` tiles, then played on until the
/// mover can close a creature of their own colour, which they do (P11).
fn won_after(opening: usize) -> Game {
    let compact = |t: &Turn| -furthest(t, |c| Cell::ORIGIN.distance(c));
    let mut game = grow(compact, opening);
    while !game.is_over() {
        let mover = game.to_move();
        let win = game.legal_turns().into_iter().find_map(|turn| {
            let mut trial = game.clone();
            trial.play(&turn).ok()?;
            matches!(trial.end(), Some(End::Creature { winner, .. }) if winner == mover)
                .then_some(trial)
        });
        game = match win {
            Some(won) => won,
            None => grow(compact, game.placed() + 2),
        };
    }
    game
}

#[test]
fn a_longer_game_won_by_a_creature_outlines_it_and_names_no_free_cell() {
    let game = won_after(22);
    assert!(game.creatures().iter().any(|c| c.is_creature()));
    let image = picture(&game, None);
    let view = layout(&game, None);
    let outlined = (0..PANEL_LEFT)
        .flat_map(|x| (0..IMAGE_HEIGHT).map(move |y| (x as f32, y as f32)))
        .filter(|&p| near(pixel(&image, p), CREATURE))
        .count();
    let size = view.hex_size();
    assert!(outlined as f32 > size * 4.0, "{outlined} outline pixels");
    // Once the game is over no cell is offered.
    for free in game.table().frontier() {
        let found = pixel(&image, view.centre(free));
        assert!(!near(found, FREE_FILL), "{free} offered after the end");
    }
}

/// Writes the sample of docs/ (run with `--ignored`): a game won by a
/// creature after a longer opening, the creature outlined.
#[test]
#[ignore = "writes docs/palago-sample.png"]
fn write_docs_sample() {
    let game = won_after(22);
    let png = render_png(&game, ["Alice", "Bob"], None, Language::English).expect("png bytes");
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/docs/palago-sample.png"),
        png,
    )
    .expect("written");
}

/// How two pictures of one size differ: the rows where they differ at
/// or right of `PANEL_LEFT`, and how many pixels differ left of it, on
/// the table.
fn compare(a: &RgbImage, b: &RgbImage) -> (Vec<u32>, usize) {
    let mut rows = Vec::new();
    let mut on_table = 0;
    for y in 0..a.height() {
        let differs = |x: u32| a.get_pixel(x, y) != b.get_pixel(x, y);
        on_table += (0..PANEL_LEFT).filter(|&x| differs(x)).count();
        if (PANEL_LEFT..a.width()).any(differs) {
            rows.push(y);
        }
    }
    (rows, on_table)
}

/// Whether the panel of a picture whose panel differs on `rows` from
/// another's has other words both at the top (title line, players, turn)
/// and in the legend at the bottom.
#[track_caller]
fn assert_panel_reworded(rows: &[u32], what: &str) {
    let top = rows.iter().filter(|&&y| y < IMAGE_HEIGHT / 2).count();
    let legend = rows.iter().filter(|&&y| y > IMAGE_HEIGHT - 150).count();
    assert!(top > 40, "{what}: {top} rows of the panel reworded");
    assert!(legend > 20, "{what}: {legend} rows of the legend reworded");
}

#[test]
fn the_french_picture_differs_from_the_english_in_the_panel_only() {
    let started = game_of(&["0,0:1 -1,1:0", "0,1:1 1,1:2"]);
    let won = Game::from_record(BLUE_WINS, Options::default()).expect("a record");
    let draft: Placement = "1,0:2".parse().expect("a placement");
    let cases: [(&str, &Game, Option<&[Placement]>); 3] = [
        ("a few tiles", &started, None),
        ("a win (P11)", &won, None),
        ("a draft", &started, Some(&[draft])),
    ];
    let names = ["Alice", "Bob"];
    for (what, game, highlight) in cases {
        // As drawn, the table is the same pixel for pixel.
        let drawn = |language| render_image(game, names, highlight, language).expect("drawn");
        let (rows, on_table) = compare(&drawn(Language::English), &drawn(Language::French));
        assert_eq!(on_table, 0, "{what}: the table has no words to translate");
        assert_panel_reworded(&rows, what);
        // As sent, decoded from PNG bytes: the palette is chosen over the
        // whole picture, so a few anti-aliased pixels of the table may
        // round to another entry, as with any other text in the panel.
        let english = picture_in(game, highlight, Language::English);
        let french = picture_in(game, highlight, Language::French);
        assert_eq!(english.dimensions(), (IMAGE_WIDTH, IMAGE_HEIGHT), "{what}");
        assert_eq!(french.dimensions(), english.dimensions(), "{what}");
        let (rows, on_table) = compare(&english, &french);
        let table = (PANEL_LEFT * IMAGE_HEIGHT) as usize;
        assert!(on_table * 100 < table, "{what}: {on_table} table pixels");
        assert_panel_reworded(&rows, what);
    }
}

#[test]
fn a_french_picture_leaves_the_english_one_as_it_was() {
    let game = game_of(&["0,0:1 -1,1:0", "0,1:1 1,1:2"]);
    let render = |language| render_png(&game, ["", "Bob"], None, language).expect("png bytes");
    let english = render(Language::English);
    let french = render(Language::French);
    assert_ne!(english, french);
    assert_eq!(render(Language::English), english, "English after French");
    assert_eq!(render(Language::French), french, "French drawn again");
}
