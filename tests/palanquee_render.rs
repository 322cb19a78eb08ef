//! Structural tests of the board picture: size, what the pixel at a cell
//! shows, the last-turn markers where the story says (R1-R4, R21), and the
//! marks of the advanced rules (R30, R32, R36).
//!
//! Each piece carries its player's letter at its very centre, so pixels are
//! read just off the centre: [`colour_probe`] below the letter (the
//! piece's fill), [`kind_probe`] to the left, past a sprout's edge but
//! inside a seed's fill.

mod common;

use image::{Rgb, RgbImage};
use palanquee::games::palanquee::picture::layout::{
    BAND_ABOVE_TOP, BAND_BELOW_TOP, BAND_HEIGHT, HEX_HEIGHT, IMAGE_HEIGHT, IMAGE_WIDTH, PANEL_LEFT,
    SEED_RADIUS, SPROUT_RADIUS, cell_at, cell_centre,
};
use palanquee::games::palanquee::picture::palette::{
    ARRIVAL_FILL, HEX_FILL, INK, ORIGIN_FILL, REMOVED_FILL, REMOVED_MARK, player_colour,
};
use palanquee::games::palanquee::picture::{
    Button, Group, Parasite, PlantActions, Removal, RemovalReason, Status, TurnStory, render_image,
    render_png,
};
use palanquee::games::palanquee::{
    Action, Cell, Event, Game, Outcome, Piece, PieceKind, Player, Position, Rules,
};
use palanquee::language::Language::{self, English, French};

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
    let png =
        render_png(position, story, &names(), &Status::default(), English).expect("png bytes");
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
        English,
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
        English,
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

    let image = render_image(
        game.position(),
        &story,
        &names(),
        &Status::of_game(&game),
        English,
    )
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
    let counts: Vec<(usize, usize)> = actions
        .per_plant
        .iter()
        .map(|p| (p.owed, p.bonus))
        .collect();
    assert_eq!(counts, vec![(3, 0)]);
    assert!(status.parasites.is_empty() && status.buttons.is_empty());
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
    let png = render_png(
        game.position(),
        &story,
        &names(),
        &Status::of_game(&game),
        English,
    )
    .expect("png bytes");
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
    let outcome = palanquee::games::palanquee::cli::show_png(FIVE, Rules::Basic, &file);
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
    let bad = palanquee::games::palanquee::cli::show_png("19/19 a 1", Rules::Basic, &file);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.starts_with("error: position"), "{}", bad.stderr);
    assert!(!file.exists());
    let missing = std::path::Path::new("/nonexistent-directory/board.png");
    let unwritable = palanquee::games::palanquee::cli::show_png(FIVE, Rules::Basic, missing);
    assert_eq!(unwritable.code, 2);
    assert!(
        unwritable
            .stderr
            .contains("cannot write /nonexistent-directory/board.png"),
        "{}",
        unwritable.stderr
    );
}

// ---- Advanced rules: parasites, buttons, leaves (R30, R32, R36) ----------

/// The notation of a position holding `pieces` in round 5 (see
/// [`common::notation`]), played under the advanced rules when parsed by
/// [`advanced`].
fn notation(players: usize, to_move: char, pieces: &str) -> String {
    common::notation(players, to_move, 5, pieces, &[])
}

/// An advanced game (R30-R36) whose player to move starts a turn holding
/// `pieces` (see [`notation`]).
fn advanced(players: usize, to_move: char, pieces: &str) -> Game {
    Game::from_position_with(
        position(&notation(players, to_move, pieces)),
        Rules::Advanced,
    )
    .expect("an advanced position")
}

/// a's plant: seed H6 and a button centred on H8; b's wall on column K.
const BUTTON_AND_WALL: &str = "A H6 a H7 H8 H9 G8 G9 I8 I9 B K5 b K6 K7 K8 K9 K10";

/// b's wall on column K, a's far plant at C12 and a three-sprout parasite
/// on the wall.
const PARASITE_ON_WALL: &str = "A C12 a L6 L7 L8 B K4 b K5 K6 K7 K8 K9 K10";

/// a's plant: seed G7, a button centred on H8 and the tip H6: a leaf, its
/// button too far from b's seed P12 to launch.
const LEAF: &str = "A G7 a H6 H7 H8 H9 G8 G9 I8 I9 B P12";

/// Three players, a to move: a's plant with a leaf whose button can launch
/// onto b's wall; a's parasite on the wall; c's parasite on a's plant and
/// c's plant; b's leaf standing for b's next turn.
const ARENA: &str = "A G7 a H6 H7 H8 H9 G8 G9 I8 I9 L6 L7 \
                     B K4 O9 b K5 K6 K7 K8 K9 K10 O10 O11 O12 O13 N11 N12 P11 P12 \
                     C C14 c C15 D15 F9 F10";

/// Where the host ring of a parasite sprout on `cell` runs, at `degrees`
/// clockwise from the right (its first arc is centred at -60°, the next
/// ones every 60°).
fn ring_probe(cell: Cell, degrees: f32) -> (f32, f32) {
    let (x, y) = cell_centre(cell);
    let radius = SPROUT_RADIUS + 6.0;
    let angle = degrees.to_radians();
    (x + radius * angle.cos(), y + radius * angle.sin())
}

/// On a launch star's right point, or on a button's right tick.
fn star_probe(cell: Cell) -> (f32, f32) {
    let (x, y) = cell_centre(cell);
    (x + 17.0, y)
}

/// The middle of the side of `cell`'s hexagon on top (`-1.0`) or at the
/// bottom (`1.0`): where a leaf's outline runs.
fn side_probe(cell: Cell, side: f32) -> (f32, f32) {
    let (x, y) = cell_centre(cell);
    (x, y + side * HEX_HEIGHT * 0.5)
}

/// The picture of `game` as players get it, and the status drawn on it.
fn advanced_picture(game: &Game) -> (RgbImage, Status) {
    let status = Status::of_game(game);
    let png = render_png(
        game.position(),
        &TurnStory::default(),
        &names(),
        &status,
        English,
    )
    .expect("png bytes");
    let image = image::load_from_memory(&png).expect("decodes").to_rgb8();
    (image, status)
}

#[track_caller]
fn assert_not_colour(image: &RgbImage, at: (f32, f32), unexpected: Rgb<u8>, what: &str) {
    let actual = pixel(image, at);
    assert!(
        !close(actual, unexpected, 40),
        "{what}: pixel at {at:?} is {actual:?}, too close to {unexpected:?}"
    );
}

fn a() -> Player {
    Player::ALL[0]
}

fn b() -> Player {
    Player::ALL[1]
}

fn c() -> Player {
    Player::ALL[2]
}

fn action(text: &str) -> Action {
    text.parse().expect("an action")
}

#[test]
fn r30_parasite_marked_in_host_colour() {
    let game = advanced(3, 'a', ARENA);
    let (image, _) = advanced_picture(&game);
    // c's parasite on a's plant: ringed in a's blue, every sprout of it.
    for name in ["F9", "F10"] {
        for degrees in [-60.0, 0.0, 120.0] {
            assert_colour(
                &image,
                ring_probe(cell(name), degrees),
                player_colour(a()),
                name,
            );
        }
        assert_colour(
            &image,
            colour_probe(cell(name)),
            player_colour(c()),
            "c's sprout",
        );
    }
    // a's parasite on b's wall: ringed in b's orange.
    assert_colour(
        &image,
        ring_probe(cell("L6"), -60.0),
        player_colour(b()),
        "L6",
    );
    // The ring is broken: between two arcs the cell shows.
    assert_colour(&image, ring_probe(cell("L6"), -90.0), HEX_FILL, "gap");
    // c's ordinary sprout C15 (of the plant C14) and a's plant's sprout H9
    // have no ring.
    for name in ["C15", "H9"] {
        for degrees in [-60.0, 0.0, 120.0] {
            assert_colour(&image, ring_probe(cell(name), degrees), HEX_FILL, name);
        }
    }
}

#[test]
fn r30_a_parasite_on_two_hosts_takes_both_colours() {
    // c's lone sprout E3 touches a's D3 and b's F3.
    let game = advanced(3, 'a', "A C3 a D3 B G3 b F3 C P12 c E3");
    let (image, status) = advanced_picture(&game);
    assert_eq!(status.parasites.len(), 1);
    assert_eq!(status.parasites[0].owner, c());
    assert_eq!(status.parasites[0].hosts, vec![a(), b()]);
    // The arcs take turns: a, b, a, b, …
    for (degrees, host) in [(-60.0, a()), (0.0, b()), (60.0, a()), (120.0, b())] {
        assert_colour(
            &image,
            ring_probe(cell("E3"), degrees),
            player_colour(host),
            "arc",
        );
    }
}

#[test]
fn r30_status_lists_parasites_with_their_hosts_and_owed_action() {
    let game = advanced(2, 'a', PARASITE_ON_WALL);
    let status = Status::of_game(&game);
    let wall = vec![cell("L6"), cell("L7"), cell("L8")];
    assert_eq!(
        status.parasites,
        vec![Parasite {
            owner: a(),
            sprouts: wall.clone(),
            hosts: vec![b()],
        }]
    );
    let actions = status.actions.expect("actions");
    assert_eq!(actions.total, 2);
    assert_eq!(
        actions.per_plant,
        vec![
            PlantActions {
                group: Group::Plant {
                    seeds: vec![cell("C12")]
                },
                owed: 1,
                bonus: 0,
            },
            // A parasite's action is owed: it must act (R30).
            PlantActions {
                group: Group::Parasite {
                    sprouts: wall,
                    hosts: vec![b()],
                },
                owed: 1,
                bonus: 0,
            },
        ]
    );
    // The three players' arena: c's parasite lives on a, a's on b; only
    // the mover's parasite gets a row.
    let status = Status::of_game(&advanced(3, 'a', ARENA));
    let hosts: Vec<(Player, Vec<Player>)> = status
        .parasites
        .iter()
        .map(|p| (p.owner, p.hosts.clone()))
        .collect();
    assert_eq!(hosts, vec![(a(), vec![b()]), (c(), vec![a()])]);
    let rows = status.actions.expect("actions").per_plant;
    assert_eq!(rows.iter().filter(|r| r.is_parasite()).count(), 1);
}

#[test]
fn r30_r11_a_player_with_only_a_parasite_lists_it_and_may_sow() {
    let game = advanced(2, 'a', "a R9 B S9");
    let actions = Status::of_game(&game).actions.expect("actions");
    assert!(actions.sow_only);
    assert_eq!(actions.per_plant.len(), 1);
    assert!(actions.per_plant[0].is_parasite());
    assert_eq!(
        (actions.per_plant[0].owed, actions.per_plant[0].bonus),
        (1, 0)
    );
}

#[test]
fn r32_a_button_that_can_launch_gets_a_star() {
    let mut game = advanced(2, 'a', BUTTON_AND_WALL);
    let (image, status) = advanced_picture(&game);
    assert_eq!(
        status.buttons,
        vec![Button {
            owner: a(),
            centre: cell("H8"),
            can_launch: true,
        }]
    );
    assert!(game.legal_actions().contains(&action("launch H8 L8")));
    assert_colour(&image, star_probe(cell("H8")), player_colour(a()), "star");
    // A ring sprout of the button has no star.
    assert_colour(&image, star_probe(cell("H7")), HEX_FILL, "no star");
    // Launched: the button is gone and so is its star.
    game.play(a(), action("launch H8 L8"))
        .expect("a legal launch");
    let (image, status) = advanced_picture(&game);
    assert!(status.buttons.is_empty());
    assert_colour(&image, star_probe(cell("H8")), HEX_FILL, "star gone");
}

#[test]
fn r32_a_button_that_cannot_launch_gets_ticks_not_a_star() {
    // b's only plant, the seed P12, is out of reach: no launch is legal.
    let game = advanced(2, 'a', LEAF);
    let launches = game
        .legal_actions()
        .into_iter()
        .filter(|action| matches!(action, Action::Launch(..)))
        .count();
    assert_eq!(launches, 0);
    let (image, status) = advanced_picture(&game);
    assert_eq!(
        status.buttons,
        vec![Button {
            owner: a(),
            centre: cell("H8"),
            can_launch: false,
        }]
    );
    assert_colour(&image, star_probe(cell("H8")), INK, "tick");
    // Only the player to move launches: b's button in the arena cannot.
    let status = Status::of_game(&advanced(3, 'a', ARENA));
    let flags: Vec<(Player, Cell, bool)> = status
        .buttons
        .iter()
        .map(|b| (b.owner, b.centre, b.can_launch))
        .collect();
    assert_eq!(
        flags,
        vec![(a(), cell("H8"), true), (b(), cell("O12"), false)]
    );
}

#[test]
fn r36_a_bonus_leaf_is_outlined_in_its_owners_colour() {
    let game = advanced(3, 'a', ARENA);
    let (image, status) = advanced_picture(&game);
    // a's leaf gives its bonus this turn; b's will at b's next turn.
    let leaves: Vec<(Player, Option<Cell>, bool)> = status
        .bonus_leaves
        .iter()
        .map(|leaf| (leaf.owner, leaf.tip, leaf.this_turn))
        .collect();
    assert_eq!(
        leaves,
        vec![
            (a(), Some(cell("H6")), true),
            (b(), Some(cell("O10")), false)
        ]
    );
    // The outline runs around the 8 cells, beyond the tip and the button...
    let blue = player_colour(a());
    assert_colour(&image, side_probe(cell("H6"), -1.0), blue, "tip");
    assert_colour(&image, side_probe(cell("H9"), 1.0), blue, "foot");
    let orange = player_colour(b());
    assert_colour(&image, side_probe(cell("O10"), -1.0), orange, "b's tip");
    // ...not between two cells of the leaf.
    assert_not_colour(&image, side_probe(cell("H7"), 1.0), blue, "inside");
    // c's plant has no leaf.
    let green = player_colour(c());
    assert_not_colour(&image, side_probe(cell("C15"), 1.0), green, "c");
}

#[test]
fn r36_status_keeps_owed_and_bonus_apart() {
    let game = advanced(2, 'a', LEAF);
    let status = Status::of_game(&game);
    let actions = status.actions.expect("actions");
    assert_eq!(actions.total, 2);
    let counts: Vec<(usize, usize)> = actions
        .per_plant
        .iter()
        .map(|p| (p.owed, p.bonus))
        .collect();
    assert_eq!(counts, vec![(1, 1)], "the seed owes one; the leaf adds one");
    assert_eq!(status.bonus_leaves.len(), 1);
    assert!(status.bonus_leaves[0].this_turn);
    assert_eq!(status.bonus_leaves[0].cells.len(), 8);
}

#[test]
fn r36_touching_a_leaf_cancels_its_bonus_and_its_outline() {
    let mut game = advanced(2, 'a', LEAF);
    game.play(a(), action("move H6 G6")).expect("a legal move");
    let (image, status) = advanced_picture(&game);
    assert!(status.bonus_leaves.is_empty());
    let counts: Vec<(usize, usize)> = status
        .actions
        .expect("actions")
        .per_plant
        .iter()
        .map(|p| (p.owed, p.bonus))
        .collect();
    assert_eq!(counts, vec![(0, 0)]);
    let blue = player_colour(a());
    assert_not_colour(&image, side_probe(cell("H7"), -1.0), blue, "gone");
}

#[test]
fn r36_a_bonus_spent_takes_its_outline_away() {
    // LEAF: one seed and one leaf. The first growth is the seed's own
    // action (owed first), so the outline stays; the second spends the
    // bonus, and the outline goes.
    let mut game = advanced(2, 'a', LEAF);
    game.play(a(), action("grow J8")).expect("a legal growth");
    assert_eq!(Status::of_game(&game).bonus_leaves.len(), 1);
    game.play(a(), action("grow J9")).expect("the bonus pays");
    let (image, status) = advanced_picture(&game);
    assert!(status.bonus_leaves.is_empty(), "{:?}", status.bonus_leaves);
    let blue = player_colour(a());
    assert_not_colour(&image, side_probe(cell("H7"), -1.0), blue, "spent");
}

#[test]
fn r30_r32_r36_a_basic_game_shows_no_advanced_marks() {
    // The arena under the basic rules: the parasites are dropped (R8), and
    // buttons and leaves are nothing but sprouts.
    let basic = Game::from_position(position(&notation(3, 'a', ARENA)));
    let status = Status::of_game(&basic);
    assert!(!status.has_advanced_marks());
    let counts: Vec<(usize, usize)> = status
        .actions
        .as_ref()
        .expect("actions")
        .per_plant
        .iter()
        .map(|p| (p.owed, p.bonus))
        .collect();
    assert_eq!(counts, vec![(1, 0)], "no bonus, no parasite row");
    let image = render_image(
        basic.position(),
        &TurnStory::default(),
        &names(),
        &status,
        English,
    )
    .expect("a picture");
    assert_colour(&image, star_probe(cell("H8")), HEX_FILL, "no star");
    assert_colour(&image, star_probe(cell("O12")), HEX_FILL, "no ticks");
    let blue = player_colour(a());
    assert_not_colour(&image, side_probe(cell("H6"), -1.0), blue, "no leaf");
    assert_colour(
        &image,
        ring_probe(cell("F9"), -60.0),
        HEX_FILL,
        "no parasite",
    );
    // The board is exactly the plain picture's: no mark at all.
    let plain = render_image(
        basic.position(),
        &TurnStory::default(),
        &names(),
        &Status::default(),
        English,
    )
    .expect("a picture");
    for (x, y, pixel) in image.enumerate_pixels() {
        if x < PANEL_LEFT {
            assert_eq!(pixel, plain.get_pixel(x, y), "board pixel ({x}, {y})");
        }
    }
    // The same position played under the advanced rules is marked.
    let (marked, _) = advanced_picture(&advanced(3, 'a', ARENA));
    assert_colour(&marked, star_probe(cell("H8")), blue, "star");
}

/// Writes the advanced sample of docs/ (run with `--ignored`): parasites,
/// a button that can launch, another that cannot, and bonus leaves.
#[test]
#[ignore = "writes docs/advanced-sample.png"]
fn write_docs_advanced_sample() {
    let game = advanced(3, 'a', ARENA);
    let png = render_png(
        game.position(),
        &TurnStory::default(),
        &names(),
        &Status::of_game(&game),
        English,
    )
    .expect("png bytes");
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/docs/advanced-sample.png"),
        png,
    )
    .expect("written");
}

/// Whether pixel row `y` lies in one of the blue bands over and under the
/// board, whose words (R3) are the only ones on the board itself.
fn in_a_band(y: u32) -> bool {
    [BAND_ABOVE_TOP, BAND_BELOW_TOP]
        .iter()
        .any(|&top| (top..top + BAND_HEIGHT).contains(&(y as f32)))
}

/// The picture of `position` in `language`, as players get it: PNG bytes
/// decoded, and the image before encoding.
fn picture_in(
    position: &Position,
    story: &TurnStory,
    status: &Status,
    language: Language,
) -> (RgbImage, RgbImage) {
    let png = render_png(position, story, &names(), status, language).expect("png bytes");
    let decoded = image::load_from_memory(&png).expect("decodes").to_rgb8();
    let drawn = render_image(position, story, &names(), status, language).expect("a picture");
    (decoded, drawn)
}

/// Draws `position` in English and in French and checks that both decode
/// to the documented size and differ in the panel and the blue bands,
/// and nowhere else: the board, its pieces and marks are the same.
#[track_caller]
fn assert_only_the_words_differ(position: &Position, story: &TurnStory, status: &Status) {
    let (english_png, english) = picture_in(position, story, status, English);
    let (french_png, french) = picture_in(position, story, status, French);
    for image in [&english_png, &french_png, &english, &french] {
        assert_eq!(image.dimensions(), (IMAGE_WIDTH, IMAGE_HEIGHT));
    }
    let (mut in_panel, mut in_bands) = (0, 0);
    for (x, y, pixel) in french.enumerate_pixels() {
        if pixel == english.get_pixel(x, y) {
            continue;
        }
        if x >= PANEL_LEFT {
            in_panel += 1;
        } else {
            assert!(in_a_band(y), "pixel ({x}, {y}) differs on the board");
            in_bands += 1;
        }
    }
    assert!(in_panel > 2_000, "{in_panel} panel pixels differ");
    assert!(in_bands > 500, "{in_bands} band pixels differ");
    // Through the PNG too: the French panel is not the English one.
    let panel_differs = (PANEL_LEFT..IMAGE_WIDTH)
        .flat_map(|x| (0..IMAGE_HEIGHT).map(move |y| (x, y)))
        .filter(|&(x, y)| !close(*french_png.get_pixel(x, y), *english_png.get_pixel(x, y), 6))
        .count();
    assert!(
        panel_differs > 2_000,
        "{panel_differs} PNG panel pixels differ"
    );
}

#[test]
fn a_french_picture_differs_from_the_english_only_in_its_words() {
    // Mid-game, the last turn told: arrivals, moves, removals and claims
    // (R21).
    let (game, story) = crowded_turn();
    assert_only_the_words_differ(game.position(), &story, &Status::of_game(&game));
    // The start of a game, nothing told yet.
    assert_only_the_words_differ(&position(FIVE), &TurnStory::default(), &Status::default());
}

#[test]
fn r30_r32_r36_a_french_picture_keeps_the_advanced_marks_and_words_its_legend() {
    let game = advanced(3, 'a', ARENA);
    let status = Status::of_game(&game);
    assert!(!status.parasites.is_empty() && !status.buttons.is_empty());
    assert_only_the_words_differ(game.position(), &TurnStory::default(), &status);
}

#[test]
fn r22_a_finished_game_reads_in_french_too() {
    let status = Status {
        outcome: Some(Outcome::Winner(Player::ALL[1])),
        ..Status::default()
    };
    let (game, story) = crowded_turn();
    assert_only_the_words_differ(game.position(), &story, &status);
}

#[test]
fn a_picture_in_each_language_is_the_same_every_time() {
    // The empty boards are kept per language: drawing French between two
    // English pictures changes neither.
    let (game, story) = crowded_turn();
    let status = Status::of_game(&game);
    let draw = |language| {
        render_image(game.position(), &story, &names(), &status, language).expect("a picture")
    };
    let english = draw(English);
    let french = draw(French);
    assert_eq!(draw(English), english);
    assert_eq!(draw(French), french);
    assert_ne!(english, french);
}
