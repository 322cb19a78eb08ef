//! One test or more per Palago ruling P1..P15 (`shared/rules/PALAGO.md`),
//! each from a position given as a record or from turns. The facts of P15
//! are counted in `palago_facts.rs`, random games in `palago_properties.rs`.

use palanquee::games::palago::{
    Cell, Colour, Direction, End, FirstTile, Game, MAX_REACH, Options, Orientation, Outcome, Piece,
    Placement, Refusal, Ruling, TILE_COUNT, Table, Turn, Vertex, regions,
};

// ---- helpers ------------------------------------------------------------

fn cell(text: &str) -> Cell {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn placement(text: &str) -> Placement {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn turn(text: &str) -> Turn {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The game a record leads to; panics on a refusal.
fn game(record: &str) -> Game {
    Game::from_record(record, Options::default()).unwrap_or_else(|e| panic!("{e}\n{record}"))
}

/// Plays `text`, which must be accepted.
fn play(game: &mut Game, text: &str) -> Option<End> {
    game.play(&turn(text))
        .unwrap_or_else(|e| panic!("{text} refused: {e}"))
        .end
}

/// Plays `text`, which must be refused under `ruling` and leave the game
/// as it was; returns the refusal.
fn refused(game: &mut Game, text: &str, ruling: Ruling) -> Refusal {
    let before = game.clone();
    let refusal = game
        .play(&turn(text))
        .expect_err(&format!("{text} should be refused"));
    assert_eq!(refusal.ruling, ruling, "{text}: {refusal}");
    assert!(
        refusal.to_string().starts_with(&format!("{ruling}: ")),
        "{refusal}"
    );
    assert!(!game.is_legal(&turn(text)), "{text}");
    assert!(!game.legal_turns().contains(&turn(text)), "{text}");
    assert_eq!(*game, before, "{text} was refused but changed the game");
    refusal
}

/// Reads `text` as a value of `T`, which must be refused under `ruling`.
fn unreadable<T: std::str::FromStr<Err = Refusal> + std::fmt::Debug>(
    text: &str,
    ruling: Ruling,
) -> Refusal {
    let refusal = text
        .parse::<T>()
        .expect_err(&format!("`{text}` should be refused"));
    assert_eq!(refusal.ruling, ruling, "`{text}`: {refusal}");
    assert!(refusal.to_string().starts_with(&format!("{ruling}: ")));
    refusal
}

/// Every cell within `radius` of `0,0`.
fn disc(radius: i32) -> Vec<Cell> {
    let mut cells = Vec::new();
    for q in -radius..=radius {
        for r in -radius..=radius {
            if (q.abs() + r.abs() + (q + r).abs()) / 2 <= radius {
                cells.push(Cell::new(q, r).expect("within reach"));
            }
        }
    }
    cells
}

fn placements(text: &str) -> Vec<Placement> {
    text.split_whitespace().map(placement).collect()
}

/// The creatures of a table, by colour.
fn creature_colours(table: &Table) -> Vec<Colour> {
    let mut colours: Vec<Colour> = regions(table)
        .iter()
        .filter(|r| r.is_creature())
        .map(|r| r.colour)
        .collect();
    colours.sort();
    colours.dedup();
    colours
}

// ---- P1: board and coordinates --------------------------------------------

#[test]
fn p1_neighbours_follow_the_direction_table_clockwise_from_north() {
    let expected = ["0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0"];
    let around: Vec<String> = Cell::ORIGIN.neighbours().map(|c| c.to_string()).collect();
    assert_eq!(around, expected);
    for (d, text) in expected.iter().enumerate() {
        let direction = Direction::from_index(d);
        assert_eq!(direction.index(), d);
        assert_eq!(Cell::ORIGIN.neighbour(direction), Some(cell(text)));
    }
    // From any cell, going d then d+3 comes back.
    for c in disc(3) {
        for d in 0..6 {
            let there = c.neighbour(Direction::from_index(d)).expect("in reach");
            assert_eq!(there.neighbour(Direction::from_index(d + 3)), Some(c));
        }
    }
}

#[test]
fn p1_distance_is_the_hex_distance_and_adjacency_is_distance_one() {
    let cells = disc(4);
    for &a in &cells {
        for &b in &cells {
            let (dq, dr) = (b.q() - a.q(), b.r() - a.r());
            let expected = (dq.abs() + dr.abs() + (dq + dr).abs()) / 2;
            assert_eq!(a.distance(b), expected, "{a} {b}");
            assert_eq!(b.distance(a), expected, "{a} {b}");
            assert_eq!(a.is_adjacent(b), a.neighbours().any(|n| n == b), "{a} {b}");
            assert_eq!(a.is_adjacent(b), expected == 1);
        }
    }
    assert_eq!(cell("3,-1").distance(cell("-2,2")), 5);
}

#[test]
fn p1_every_cell_within_max_reach_round_trips_through_its_text() {
    let cells = disc(MAX_REACH);
    assert_eq!(cells.len() as i32, 3 * MAX_REACH * (MAX_REACH + 1) + 1);
    for c in cells {
        let text = c.to_string();
        assert_eq!(cell(&text), c);
        assert_eq!(Cell::new(c.q(), c.r()), Some(c));
        assert_eq!(
            c.distance(Cell::ORIGIN),
            (c.q().abs() + c.r().abs() + (c.q() + c.r()).abs()) / 2
        );
    }
}

#[test]
fn p1_cells_beyond_max_reach_do_not_exist_and_their_text_is_refused_naming_p7() {
    assert_eq!(MAX_REACH, 48);
    for (q, r) in [
        (49, 0),
        (0, -49),
        (-25, -24),
        (49, -49),
        (100, 3),
        (-200, 0),
    ] {
        assert_eq!(Cell::new(q, r), None, "{q},{r}");
        let refusal = unreadable::<Cell>(&format!("{q},{r}"), Ruling::P7);
        assert!(refusal.reason.to_string().contains("48"), "{refusal}");
    }
    // A neighbour across the edge of reach is not a cell either.
    let edge = cell("48,0");
    assert_eq!(edge.neighbour(Direction::SouthEast), None);
    assert_eq!(edge.neighbours().count(), 3);
    // Huge numbers are readable, only far (P7), and never panic.
    unreadable::<Cell>("999999999,0", Ruling::P7);
    unreadable::<Cell>("99999999999999999999,0", Ruling::P7);
    unreadable::<Cell>("0,-99999999999999999999", Ruling::P7);
    unreadable::<Placement>("2147483648,-2147483648:0", Ruling::P7);
}

#[test]
fn p1_cell_new_never_panics_on_extreme_coordinates() {
    for q in [i32::MIN, i32::MIN + 1, -1, 0, 1, i32::MAX - 1, i32::MAX] {
        for r in [i32::MIN, -1, 0, 1, i32::MAX] {
            let made = Cell::new(q, r);
            let near = (-1..=1).contains(&q) && (-1..=1).contains(&r);
            assert_eq!(made.is_some(), near, "{q},{r}");
        }
    }
}

// ---- P2: corners and their fixed colours ------------------------------------

#[test]
fn p2_the_three_cells_around_every_corner_of_a_disc_agree_on_its_colour() {
    for c in disc(6) {
        for corner in 0..6 {
            let vertex = c.vertex(corner);
            assert_eq!(vertex.colour(), Colour::of_corner(corner), "{c} c{corner}");
            // Corner c of X is corner c+2 of the neighbour in direction c and
            // corner c+4 of the neighbour in direction c+1.
            let n1 = c
                .neighbour(Direction::from_index(corner))
                .expect("in reach");
            let n2 = c
                .neighbour(Direction::from_index(corner + 1))
                .expect("in reach");
            assert_eq!(n1.vertex(corner + 2), vertex, "{c} c{corner}");
            assert_eq!(n2.vertex(corner + 4), vertex, "{c} c{corner}");
            let around = vertex.cells();
            assert!(around.contains(&(Some(c), corner)), "{c} c{corner}");
            for (other, other_corner) in around {
                let other = other.expect("in reach");
                assert_eq!(other.vertex(other_corner), vertex);
                assert_eq!(Colour::of_corner(other_corner), vertex.colour());
            }
        }
    }
}

#[test]
fn p2_odd_corners_are_white_even_corners_blue_and_names_are_canonical() {
    let colours: Vec<Colour> = (0..6).map(Colour::of_corner).collect();
    use Colour::{Blue, White};
    assert_eq!(colours, [Blue, White, Blue, White, Blue, White]);
    let c = cell("2,-3");
    let names: Vec<(i32, i32, u8)> = (0..6).map(|k| c.vertex(k).name()).collect();
    assert_eq!(
        names,
        [
            (2, -3, 0),
            (2, -3, 1),
            (2, -2, 0),
            (1, -2, 1),
            (1, -2, 0),
            (1, -3, 1)
        ]
    );
    // Six corners, six different vertices; a cell and its neighbour share two.
    let mut all: Vec<Vertex> = (0..6).map(|k| c.vertex(k)).collect();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 6);
    let n = c.neighbour(Direction::North).expect("in reach");
    let shared = (0..6).filter(|&k| all.contains(&n.vertex(k))).count();
    assert_eq!(shared, 2);
}

// ---- P3, P4: the tile and its three orientations ---------------------------

/// One row of the table of P4: white tip, blue tip, white bridge, blue
/// bridge, straight.
type P4Row = (usize, usize, [usize; 2], [usize; 2], [usize; 2]);

/// The table of P4, written out.
const P4_TABLE: [P4Row; 3] = [
    (1, 4, [3, 5], [0, 2], [0, 3]),
    (3, 0, [5, 1], [2, 4], [5, 2]),
    (5, 2, [1, 3], [4, 0], [1, 4]),
];

#[test]
fn p4_pieces_tips_and_bridges_agree_with_the_table_for_every_orientation_and_corner() {
    for (k, &(white_tip, blue_tip, white_bridge, blue_bridge, straight)) in
        P4_TABLE.iter().enumerate()
    {
        let o = Orientation::from_index(k).expect("0..3");
        assert_eq!(o.index(), k);
        assert_eq!(o.tip(Colour::White), white_tip);
        assert_eq!(o.tip(Colour::Blue), blue_tip);
        assert_eq!(o.bridge(Colour::White), white_bridge);
        assert_eq!(o.bridge(Colour::Blue), blue_bridge);
        let mut sides = o.straight();
        let mut expected = straight;
        sides.sort_unstable();
        expected.sort_unstable();
        assert_eq!(sides, expected);
        for corner in 0..6 {
            let piece = o.piece_at(corner);
            if corner == white_tip || corner == blue_tip {
                assert_eq!(piece, Piece::Tip, "k{k} c{corner}");
            } else {
                let bridge = if white_bridge.contains(&corner) {
                    white_bridge
                } else {
                    blue_bridge
                };
                assert!(bridge.contains(&corner), "k{k} c{corner}");
                let other = if bridge[0] == corner {
                    bridge[1]
                } else {
                    bridge[0]
                };
                assert_eq!(
                    piece,
                    Piece::Bridge {
                        other_corner: other
                    }
                );
                // P3: a bridge joins two corners of its own colour.
                assert_eq!(Colour::of_corner(other), Colour::of_corner(corner));
            }
        }
        // P3: the tips sit on opposite corners, one of each colour, and the
        // straight's sides never touch a tip corner's neighbourhood: a tip's
        // corner is the farthest from the straight (side d joins corners
        // d-1 and d).
        assert_eq!((white_tip + 3) % 6, blue_tip);
        for side in straight {
            let ends = [(side + 5) % 6, side];
            assert!(!ends.contains(&white_tip) && !ends.contains(&blue_tip));
        }
    }
    // Orientation k is orientation 0 turned k thirds clockwise.
    for k in 0..3 {
        let o = Orientation::from_index(k).expect("0..3");
        for corner in 0..6 {
            let base = Orientation::Upright.piece_at(corner);
            let turned = o.piece_at(corner + 2 * k);
            match (base, turned) {
                (Piece::Tip, Piece::Tip) => {}
                (Piece::Bridge { other_corner: a }, Piece::Bridge { other_corner: b }) => {
                    assert_eq!((a + 2 * k) % 6, b);
                }
                _ => panic!("k{k} c{corner}: {base:?} vs {turned:?}"),
            }
        }
    }
}

#[test]
fn p3_every_side_is_half_white_half_blue_in_every_orientation() {
    for o in Orientation::ALL {
        for side in 0..6 {
            // The half of side d at corner d-1 and the half at corner d.
            let halves = [(side + 5) % 6, side];
            let colours = halves.map(Colour::of_corner);
            assert_ne!(colours[0], colours[1], "{o:?} side {side}");
            // Each half belongs to a piece of its corner's colour: tips and
            // bridges only ever hold corners of their colour.
            for corner in halves {
                let colour = Colour::of_corner(corner);
                let holds = o.tip(colour) == corner || o.bridge(colour).contains(&corner);
                assert!(holds, "{o:?} corner {corner}");
            }
        }
    }
}

#[test]
fn p4_orientations_three_to_five_are_refused_naming_p4() {
    for k in ["3", "4", "5"] {
        let refusal = unreadable::<Orientation>(k, Ruling::P4);
        assert!(refusal.reason.to_string().contains("60°"), "{refusal}");
        unreadable::<Placement>(&format!("0,0:{k}"), Ruling::P4);
        unreadable::<Turn>(&format!("0,0:0 0,1:{k}"), Ruling::P4);
    }
    for k in 0..3 {
        assert_eq!(
            Orientation::from_index(k).map(|o| o.to_string()),
            Some(k.to_string())
        );
    }
    assert_eq!(Orientation::from_index(3), None);
}

#[test]
fn p13_other_orientations_are_unreadable_naming_p13() {
    for k in ["7", "x", "", "-1", "+1", "00", "01", " 1", "1 ", "6", "10"] {
        unreadable::<Orientation>(k, Ruling::P13);
    }
    for text in ["0,0:7", "0,0:x", "0,0:", "0,0", "0,0:1:2", "0,0;1", ":1"] {
        unreadable::<Placement>(text, Ruling::P13);
    }
}

// ---- P5: players and material ------------------------------------------------

#[test]
fn p5_white_moves_first_from_a_pool_of_48_tiles_then_blue() {
    assert_eq!(TILE_COUNT, 48);
    let mut g = Game::new(Options::default());
    assert_eq!(g.to_move(), Colour::White);
    assert_eq!((g.placed(), g.tiles_left()), (0, 48));
    assert_eq!(g.status_line(), "palago: 0 placed, 48 left, White to move");
    let report = g.play(&turn("0,0:1 -1,1:0")).expect("opening");
    assert_eq!(report.mover, Colour::White);
    assert_eq!(g.to_move(), Colour::Blue);
    assert_eq!((g.placed(), g.tiles_left()), (2, 46));
    let report = g.play(&turn("0,1:1 1,1:2")).expect("reply");
    assert_eq!(report.mover, Colour::Blue);
    assert_eq!(g.to_move(), Colour::White);
    // A record whose first line says Blue is refused.
    let refusal = Game::from_record("1. B 0,0:1 -1,1:0", Options::default()).unwrap_err();
    assert_eq!(refusal.ruling, Ruling::P13);
    assert!(refusal.reason.to_string().contains("line 1"), "{refusal}");
}

// ---- P6: cells -----------------------------------------------------------------

#[test]
fn p6_the_first_tile_goes_on_0_0_and_nowhere_else() {
    let mut g = Game::new(Options::default());
    let refusal = refused(&mut g, "1,0:0 0,0:0", Ruling::P6);
    assert!(refusal.reason.to_string().contains("0,0"), "{refusal}");
    refused(&mut g, "0,1:0 0,2:0", Ruling::P6);
    assert_eq!(g.legal_firsts().len(), 3);
    assert!(g.legal_firsts().iter().all(|p| p.cell == Cell::ORIGIN));
    // Any orientation on 0,0 with any neighbour: 3 * 6 * 3 turns.
    assert_eq!(g.legal_turns().len(), 54);
    play(&mut g, "0,0:2 0,1:0");
}

#[test]
fn p6_an_occupied_cell_is_refused_as_first_or_second_tile() {
    let mut g = game("1. W 0,0:0 0,1:1");
    let refusal = refused(&mut g, "0,1:2 1,1:0", Ruling::P6);
    assert!(
        refusal.reason.to_string().contains("already holds"),
        "{refusal}"
    );
    refused(&mut g, "1,0:2 0,0:0", Ruling::P6);
    // The second tile on the first tile's cell.
    refused(&mut g, "1,0:2 1,0:1", Ruling::P6);
    assert_eq!(
        g.judge_first(placement("0,0:1")).unwrap_err().ruling,
        Ruling::P6
    );
}

// ---- P7: a turn is a pair ------------------------------------------------------

#[test]
fn p7_the_two_tiles_of_a_turn_must_be_adjacent() {
    let mut g = Game::new(Options::default());
    let refusal = refused(&mut g, "0,0:0 1,1:0", Ruling::P7);
    assert!(
        refusal.reason.to_string().contains("share a side"),
        "{refusal}"
    );
    play(&mut g, "0,0:0 0,1:0");
    refused(&mut g, "1,0:0 -1,0:0", Ruling::P7);
    refused(&mut g, "1,0:0 1,-2:0", Ruling::P7);
}

#[test]
fn p7_one_of_the_two_tiles_must_touch_the_table() {
    let mut g = game("1. W 0,0:0 0,1:0");
    // Far away, adjacent to each other: neither touches.
    let refusal = refused(&mut g, "5,5:0 5,6:0", Ruling::P7);
    assert!(refusal.reason.to_string().contains("touch"), "{refusal}");
    // A first tile two steps away, and a second that does not join.
    refused(&mut g, "2,-1:0 3,-1:0", Ruling::P7);
    assert_eq!(
        g.judge_second(placement("2,-1:0"), placement("3,-1:0"))
            .unwrap_err()
            .ruling,
        Ruling::P7
    );
    // A first tile three steps away cannot be joined by any second.
    assert_eq!(
        g.judge_first(placement("3,-1:0")).unwrap_err().ruling,
        Ruling::P7
    );
}

#[test]
fn p7_a_first_tile_laid_apart_is_allowed_when_the_second_joins_the_group() {
    let mut g = game("1. W 0,0:0 0,1:0");
    // 2,-1 touches nothing; 1,0 touches 0,0 and 0,1.
    assert!(!g.table().touches(cell("2,-1")));
    assert_eq!(
        g.judge_first(placement("2,-1:1")),
        Ok(FirstTile::NeedsASecond)
    );
    assert_eq!(g.legal_seconds(placement("2,-1:1")).len(), 3 * 2);
    assert!(g.legal_firsts().contains(&placement("2,-1:1")));
    assert!(g.legal_turns().contains(&turn("2,-1:1 1,0:0")));
    play(&mut g, "2,-1:1 1,0:0");
    // The group stays connected.
    assert_eq!(g.placed(), 4);
    assert!(g.table().touches(cell("2,-1")));
}

// ---- P8: single holes ----------------------------------------------------------

/// Blue to move with 1,0 a single hole: the ring 1,-1:2 2,-1:0 2,0:0 1,1:1
/// puts blue tips on both corners of the blue bridge of 1,0:0, so that
/// tile closes a blue creature.
const RING: &str = "1. W 0,0:1 1,-1:2\n2. B 2,-1:0 2,0:0\n3. W 1,1:1 0,1:2\n";

#[test]
fn p8_first_tile_may_not_fill_a_single_hole_unless_it_ends_the_game() {
    let mut g = game(RING);
    assert!(g.table().is_single_hole(cell("1,0")));
    assert_eq!(g.table().single_holes(), [cell("1,0")]);
    // 1,0:1 and 1,0:2 close nothing: refused, alone or with a second tile.
    for k in [1, 2] {
        let refusal = refused(&mut g, &format!("1,0:{k}"), Ruling::P8);
        assert!(
            refusal.reason.to_string().contains("single hole"),
            "{refusal}"
        );
        refused(&mut g, &format!("1,0:{k} 1,1:0"), Ruling::P8);
    }
    let holes: Vec<Placement> = g
        .legal_firsts()
        .into_iter()
        .filter(|p| p.cell == cell("1,0"))
        .collect();
    assert_eq!(holes, [placement("1,0:0")]);
    // 1,0:0 closes a blue creature: legal, the whole turn, Blue wins.
    assert_eq!(
        g.judge_first(placement("1,0:0")),
        Ok(FirstTile::EndsTheGame)
    );
    let end = play(&mut g, "1,0:0");
    assert_eq!(
        end,
        Some(End::Creature {
            winner: Colour::Blue,
            mover: Colour::Blue
        })
    );
}

#[test]
fn p8a_a_first_tile_in_a_hole_that_completes_only_the_opponents_creature_is_legal() {
    // Same ring, but Blue plays elsewhere first: White fills the hole, which
    // closes only the blue creature, and loses.
    let mut g = game(&format!("{RING}4. B -1,1:0 -1,2:0\n"));
    assert_eq!(g.to_move(), Colour::White);
    assert!(g.table().is_single_hole(cell("1,0")));
    assert!(g.is_legal(&turn("1,0:0")));
    refused(&mut g, "1,0:1", Ruling::P8);
    let end = play(&mut g, "1,0:0");
    assert_eq!(
        end,
        Some(End::Creature {
            winner: Colour::Blue,
            mover: Colour::White
        })
    );
    assert_eq!(g.end().map(End::outcome), Some(Outcome::Win(Colour::Blue)));
}

#[test]
fn p8b_the_second_tile_may_go_in_a_hole_the_first_just_made() {
    // Around 1,0 everything but 0,1 is filled.
    let mut g = game("1. W 0,0:1 1,-1:2\n2. B 2,-1:0 2,0:1\n3. W 1,1:1 2,1:0\n");
    assert!(!g.table().is_single_hole(cell("1,0")));
    // 0,1 makes 1,0 a single hole; the second tile may still go there.
    assert!(
        g.legal_seconds(placement("0,1:2"))
            .contains(&placement("1,0:1"))
    );
    let end = play(&mut g, "0,1:2 1,0:1");
    assert_eq!(end, None);
    assert_eq!(g.placed(), 8);
}

#[test]
fn p8c_holes_of_two_cells_are_ordinary_empty_cells() {
    // 1,0 and 1,1 are empty, every other cell around them filled.
    let record = "1. W 0,0:1 1,-1:2\n2. B 2,-1:0 2,0:1\n3. W 2,1:0 1,2:0\n4. B 0,2:0 0,1:2\n";
    let mut g = game(record);
    for hole in ["1,0", "1,1"] {
        assert_eq!(g.table().filled_neighbours(cell(hole)), 5, "{hole}");
        assert!(!g.table().is_single_hole(cell(hole)));
    }
    assert!(g.table().single_holes().is_empty());
    assert!(g.is_legal(&turn("1,1:1 1,0:1")));
    play(&mut g, "1,0:1 1,1:1");
    assert_eq!(g.placed(), 10);
}

// ---- P9: two tiles, unless the first ends the game ------------------------------

/// A blue bone (P10) waiting for its last tip at 1,0 (`1,0:0`), which is
/// not a single hole; Blue to move.
const BONE_BUT_ONE: &str = "1. W 0,0:0 0,-1:2\n2. B 1,-1:0 1,-2:0\n3. W 0,1:1 -1,2:0\n";

#[test]
fn p9_one_tile_is_refused_when_it_does_not_end_the_game() {
    let mut g = game(BONE_BUT_ONE);
    let refusal = refused(&mut g, "2,0:0", Ruling::P9);
    assert!(
        refusal
            .reason
            .to_string()
            .contains("second tile must follow"),
        "{refusal}"
    );
    refused(&mut g, "1,0:1", Ruling::P9);
}

#[test]
fn p9_two_tiles_are_refused_when_the_first_ends_the_game_and_order_matters() {
    let mut g = game(BONE_BUT_ONE);
    assert!(!g.table().is_single_hole(cell("1,0")));
    let refusal = refused(&mut g, "1,0:0 2,0:0", Ruling::P9);
    assert!(
        refusal.reason.to_string().contains("alone ends the game"),
        "{refusal}"
    );
    assert!(g.legal_seconds(placement("1,0:0")).is_empty());
    // The same two tiles the other way round: 2,0 first, then 1,0 closes.
    let mut other = g.clone();
    let end = play(&mut other, "2,0:0 1,0:0");
    assert_eq!(
        end,
        Some(End::Creature {
            winner: Colour::Blue,
            mover: Colour::Blue
        })
    );
    assert_eq!(other.placed(), 8);
    // The single tile is the whole turn.
    let end = play(&mut g, "1,0:0");
    assert!(end.is_some());
    assert_eq!(g.placed(), 7);
    assert_eq!(g.last_turn(), Some(&turn("1,0:0")));
}

// ---- P10: regions, creatures and eyes -------------------------------------------

#[test]
fn p10_three_tips_around_a_vertex_make_an_eye_which_does_not_end_the_game() {
    // White tips at c1 of 0,0, c3 of 1,-1, c5 of 1,0: vertex (0,0,1).
    let mut g = game("1. W 0,0:0 1,-1:1\n");
    assert!(g.eyes().is_empty());
    let end = play(&mut g, "1,0:2 2,0:0");
    assert_eq!(end, None);
    let eyes = g.eyes();
    assert_eq!(eyes.len(), 1);
    let eye = &eyes[0];
    assert!(eye.is_eye() && !eye.is_creature());
    assert_eq!(eye.colour, Colour::White);
    assert_eq!(eye.straights, 0);
    assert_eq!(eye.vertices, [cell("0,0").vertex(1)]);
    assert_eq!(eye.cells(), [cell("0,0"), cell("1,-1"), cell("1,0")]);
    // An eye takes three tiles; the game goes on and the eye stays an eye.
    play(&mut g, "-1,0:0 -1,1:0");
    assert_eq!(g.eyes(), eyes);
}

#[test]
fn p10_a_creature_is_a_closed_region_with_a_straight_and_stays_closed() {
    let bone = placements("0,0:0 0,-1:2 1,-1:0 0,1:1 1,0:0");
    for missing in 0..bone.len() {
        let mut four = bone.clone();
        four.remove(missing);
        let table = Table::with_tiles(&four).expect("distinct cells");
        assert!(
            creature_colours(&table).is_empty(),
            "without {}",
            bone[missing]
        );
    }
    let table = Table::with_tiles(&bone).expect("distinct cells");
    let creatures: Vec<_> = regions(&table)
        .into_iter()
        .filter(|r| r.is_creature())
        .collect();
    assert_eq!(creatures.len(), 1);
    let creature = &creatures[0];
    assert_eq!(creature.colour, Colour::Blue);
    assert_eq!(creature.straights, 1);
    assert_eq!(
        creature.vertices,
        [cell("0,0").vertex(0), cell("0,0").vertex(2)]
    );
    assert_eq!(creature.cells().len(), 5);
    // Tiles added all around do not open it.
    let mut more = bone.clone();
    more.extend(placements(
        "-1,0:1 -1,1:2 1,-2:0 2,-1:1 2,0:2 1,1:0 0,2:1 -1,2:0 0,-2:2",
    ));
    let table = Table::with_tiles(&more).expect("distinct cells");
    let still: Vec<_> = regions(&table)
        .into_iter()
        .filter(|r| r.vertices == creature.vertices)
        .collect();
    assert_eq!(still.len(), 1);
    assert!(still[0].is_creature());
}

#[test]
fn p10_a_region_reaching_an_empty_cell_inside_is_open() {
    // The blue bone around 0,0 with its centre missing: the four blue tips
    // are closed nowhere, and the two vertices reach the empty centre.
    let table = Table::with_tiles(&placements("0,-1:2 1,-1:0 0,1:1 1,0:0")).expect("cells");
    let open: Vec<_> = regions(&table)
        .into_iter()
        .filter(|r| r.vertices.contains(&cell("0,0").vertex(0)))
        .collect();
    assert_eq!(open.len(), 1);
    assert!(!open[0].closed);
    assert!(!open[0].is_eye() && !open[0].is_creature());
}

// ---- P11: winning -------------------------------------------------------------

/// Eight tiles around the single hole 1,0: 1,0:0 would close a blue bone
/// (bridge of 0,0:0) with its blue tip and a white bone (bridge of 2,0:0)
/// with its white tip. White to move.
const DOUBLE: &str = "1. W 0,0:0 0,-1:2\n2. B 1,-1:0 2,-1:1\n3. W 2,0:0 2,1:2\n4. B 0,1:1 1,1:0\n";

#[test]
fn p11_a_tile_closing_creatures_of_both_colours_loses_for_the_mover() {
    let mut g = game(DOUBLE);
    assert_eq!(g.to_move(), Colour::White);
    assert!(g.table().is_single_hole(cell("1,0")));
    let end = play(&mut g, "1,0:0");
    assert_eq!(
        end,
        Some(End::DoubleCreature {
            mover: Colour::White
        })
    );
    assert_eq!(g.end().map(End::outcome), Some(Outcome::Win(Colour::Blue)));
    assert!(g.end().expect("over").to_string().contains("both colours"));
    let mut colours: Vec<Colour> = g.creatures().iter().map(|c| c.colour).collect();
    colours.sort();
    assert_eq!(colours, [Colour::White, Colour::Blue]);
    assert_eq!(creature_colours(g.table()), [Colour::White, Colour::Blue]);
    assert!(
        g.record().ends_with("5. W 1,0:0 (B wins)\n"),
        "{}",
        g.record()
    );
}

#[test]
fn p11_a_tile_completing_only_the_opponents_creature_makes_the_opponent_win() {
    // White lays the last blue tip of the bone as the second tile of a turn.
    let mut g = game(&format!("{BONE_BUT_ONE}4. B 1,-3:0 2,-3:0\n"));
    assert_eq!(g.to_move(), Colour::White);
    let end = play(&mut g, "2,0:0 1,0:0");
    assert_eq!(
        end,
        Some(End::Creature {
            winner: Colour::Blue,
            mover: Colour::White
        })
    );
    assert_eq!(g.end().map(End::outcome), Some(Outcome::Win(Colour::Blue)));
    assert_eq!(g.status_line(), "palago: 10 placed, 38 left, Blue wins");
    assert_eq!(g.creatures().len(), 1);
    assert_eq!(g.creatures()[0].colour, Colour::Blue);
}

#[test]
fn p11_the_game_ends_at_once_and_no_turn_follows() {
    let mut g = game(BONE_BUT_ONE);
    play(&mut g, "1,0:0");
    assert!(g.is_over());
    assert!(g.legal_turns().is_empty() && g.legal_firsts().is_empty());
    let refusal = refused(&mut g, "2,0:0 3,0:0", Ruling::P12);
    assert!(refusal.reason.to_string().contains("over"), "{refusal}");
    assert_eq!(g.random_turn(&mut |n| n - 1), None);
}

// ---- P12: end without a creature ------------------------------------------------

const DRAW: &str = include_str!("fixtures/palago_draw.txt");

#[test]
fn p12_all_48_tiles_without_a_creature_is_a_draw_and_nothing_follows() {
    let mut g = game(DRAW);
    assert_eq!((g.placed(), g.tiles_left()), (48, 0));
    assert_eq!(g.end(), Some(End::TilesOut { scores: None }));
    assert_eq!(g.end().map(End::outcome), Some(Outcome::Draw));
    assert!(creature_colours(g.table()).is_empty());
    assert_eq!(g.status_line(), "palago: 48 placed, 0 left, Draw");
    assert!(g.legal_turns().is_empty());
    let free = g.table().frontier().next().expect("a free cell");
    let neighbour = free
        .neighbours()
        .find(|&n| g.table().is_free(n))
        .expect("a free neighbour");
    let refusal = refused(&mut g, &format!("{free}:0 {neighbour}:0"), Ruling::P12);
    assert!(refusal.reason.to_string().contains("Draw"), "{refusal}");
}

#[test]
fn p12_the_tiebreak_counts_straights_of_each_colours_largest_open_region() {
    // The record says (draw); with the tiebreak on, its turns give Blue
    // the win, so the mark is refused and the bare turns replay.
    let marked = Game::from_record(DRAW, Options { tiebreak: true }).expect_err("mark");
    assert_eq!(marked.ruling, Ruling::P13);
    let turns = DRAW.replace(" (draw)", "");
    let g = Game::from_record(&turns, Options { tiebreak: true }).expect("the draw record");
    let Some(End::TilesOut {
        scores: Some([white, blue]),
    }) = g.end()
    else {
        panic!("{:?}", g.end());
    };
    let mut expected = [0, 0];
    for region in regions(g.table()) {
        assert!(!region.is_creature());
        if !region.closed {
            let score = &mut expected[region.colour as usize];
            *score = (*score).max(region.straights);
        }
    }
    assert_eq!([white, blue], expected);
    assert_eq!(g.tiebreak_scores(), expected);
    // Every tile carries one straight of each colour: 48 a colour in all.
    let total: [usize; 2] = Colour::BOTH.map(|colour| {
        regions(g.table())
            .iter()
            .filter(|r| r.colour == colour)
            .map(|r| r.straights)
            .sum()
    });
    assert_eq!(total, [48, 48]);
    let outcome = g.end().map(End::outcome);
    let expected_outcome = match white.cmp(&blue) {
        std::cmp::Ordering::Greater => Outcome::Win(Colour::White),
        std::cmp::Ordering::Less => Outcome::Win(Colour::Blue),
        std::cmp::Ordering::Equal => Outcome::Draw,
    };
    assert_eq!(outcome, Some(expected_outcome));
    assert_eq!(
        outcome,
        Some(Outcome::Win(Colour::Blue)),
        "scores {white} {blue}"
    );
    assert!(g.end().expect("over").to_string().contains("tiebreak"));
    // Its record carries the tiebreak's result and replays with the option.
    let again = Game::from_record(&g.record(), Options { tiebreak: true }).expect("replays");
    assert_eq!(again, g);
}

#[test]
fn p12_end_scores_outcomes() {
    let end = |white, blue| End::TilesOut {
        scores: Some([white, blue]),
    };
    assert_eq!(end(5, 3).outcome(), Outcome::Win(Colour::White));
    assert_eq!(end(2, 7).outcome(), Outcome::Win(Colour::Blue));
    assert_eq!(end(4, 4).outcome(), Outcome::Draw);
}

// ---- P13: text forms --------------------------------------------------------

#[test]
fn p13_cells_are_two_integers_without_spaces_or_plus_and_print_canonically() {
    for text in [
        "+1,0", "1, 0", " 1,0", "1,0 ", "1 ,0", "1", "", ",", "1,", ",1", "a,b", "1,-", "--1,0",
        "1,0,2", "1.0", "1;0", "0x1,0", "1,+0", "１,0",
    ] {
        unreadable::<Cell>(text, Ruling::P13);
    }
    // Leading zeros and -0 are readable numbers; output is canonical.
    for (text, canonical) in [
        ("01,0", "1,0"),
        ("-0,0", "0,0"),
        ("0,-007", "0,-7"),
        ("-1,2", "-1,2"),
    ] {
        assert_eq!(cell(text).to_string(), canonical, "{text}");
    }
}

#[test]
fn p13_turns_are_one_or_two_placements_separated_by_spaces() {
    let t = turn("0,1:1 1,1:2");
    assert_eq!(t.placements(), [placement("0,1:1"), placement("1,1:2")]);
    assert_eq!(t.to_string(), "0,1:1 1,1:2");
    assert_eq!(turn("  0,1:1\t 1,1:2 ").to_string(), "0,1:1 1,1:2");
    assert_eq!(turn("00,-01:1").to_string(), "0,-1:1");
    let single = turn("1,0:0");
    assert_eq!(
        (single.first(), single.second()),
        (placement("1,0:0"), None)
    );
    for text in ["", "   ", "0,0:0 0,1:0 1,0:0", "0,0:0,0,1:0", "0,0 :0"] {
        unreadable::<Turn>(text, Ruling::P13);
    }
    assert_eq!(
        Turn::pair(placement("0,0:0"), placement("0,1:2")),
        turn("0,0:0 0,1:2")
    );
}

#[test]
fn p13_a_record_replays_to_the_same_game() {
    for record in [RING, BONE_BUT_ONE, DOUBLE, DRAW] {
        let g = game(record);
        let text = g.record();
        let again = Game::from_record(&text, Options::default()).expect("round trip");
        assert_eq!(again, g);
        assert_eq!(again.record(), text);
    }
    // Bare turns, blank lines and a line's number or colour may be left out.
    let bare = "0,0:0 0,-1:2\n\n1,-1:0 1,-2:0\nW 0,1:1 -1,2:0\n";
    assert_eq!(game(bare), game(BONE_BUT_ONE));
    assert_eq!(game(bare).record(), BONE_BUT_ONE);
}

#[test]
fn p13_the_result_mark_is_checked_against_the_replay() {
    let won = format!("{BONE_BUT_ONE}4. B 1,0:0 (B wins)\n");
    let g = game(&won);
    assert_eq!(g.record(), won);
    for wrong in ["W wins", "draw", "B win", ""] {
        let text = format!("{BONE_BUT_ONE}4. B 1,0:0 ({wrong})\n");
        let refusal = Game::from_record(&text, Options::default()).expect_err(wrong);
        assert_eq!(refusal.ruling, Ruling::P13, "{refusal}");
        assert!(
            refusal.reason.to_string().contains("record line 4"),
            "{refusal}"
        );
    }
    // A result claimed while the game goes on.
    let early = "1. W 0,0:0 0,-1:2 (W wins)\n";
    let refusal = Game::from_record(early, Options::default()).unwrap_err();
    assert_eq!(refusal.ruling, Ruling::P13);
    // Nothing may follow a result.
    let after = format!("{won}5. W 2,0:0 3,0:0\n");
    let refusal = Game::from_record(&after, Options::default()).unwrap_err();
    assert_eq!(refusal.ruling, Ruling::P13);
    assert!(refusal.reason.to_string().contains("line 5"), "{refusal}");
    // A turn after the end, without a result mark, is refused by P12.
    let past = format!("{BONE_BUT_ONE}4. B 1,0:0\n5. W 2,0:0 3,0:0\n");
    let refusal = Game::from_record(&past, Options::default()).unwrap_err();
    assert_eq!(refusal.ruling, Ruling::P12);
    assert!(refusal.reason.to_string().contains("line 5"), "{refusal}");
}

#[test]
fn p13_a_bad_line_is_refused_naming_its_line_and_its_ruling() {
    let cases = [
        ("1. W 0,0:0 0,-1:2\n2. B 1,-1:0 1,-2:9\n", Ruling::P13, 2),
        ("1. W 0,0:0 0,-1:2\n2. B 1,-1:0 1,-2:3\n", Ruling::P4, 2),
        ("1. W 0,0:0 0,-1:2\n3. B 1,-1:0 1,-2:0\n", Ruling::P13, 2),
        ("1. W 0,0:0 0,-1:2\n2. W 1,-1:0 1,-2:0\n", Ruling::P13, 2),
        ("1. W 0,0:0 0,-1:2\n\n2. B 1,-1:0 3,-2:0\n", Ruling::P7, 3),
        ("1. W 0,1:0 0,-1:2\n", Ruling::P6, 1),
        ("1. W 0,0:0 0,1:2\n2. B 1,0:0\n", Ruling::P9, 2),
        ("1. W 0,0:0 0,1:2\n2. B 1,0:0 1,1:0 1,2:0\n", Ruling::P13, 2),
        ("hello\n", Ruling::P13, 1),
    ];
    for (record, ruling, line) in cases {
        let refusal = Game::from_record(record, Options::default()).expect_err(record);
        assert_eq!(refusal.ruling, ruling, "{record}: {refusal}");
        assert!(
            refusal
                .reason
                .to_string()
                .contains(&format!("record line {line}:")),
            "{record}: {refusal}"
        );
        assert!(refusal.to_string().starts_with(&format!("{ruling}: ")));
    }
}

#[test]
fn p13_every_refusal_leaves_the_game_untouched() {
    let mut g = game(RING);
    for (text, ruling) in [
        ("1,0:1", Ruling::P8),
        ("0,0:0 -1,0:0", Ruling::P6),
        ("5,5:0 5,6:0", Ruling::P7),
        ("-1,0:0", Ruling::P9),
        ("-1,0:0 -1,0:0", Ruling::P6),
    ] {
        refused(&mut g, text, ruling);
    }
    assert_eq!(g, game(RING));
}

#[test]
fn p13_results_read_as_words_and_a_double_says_so() {
    assert_eq!(Outcome::Win(Colour::White).to_string(), "White wins");
    assert_eq!(Outcome::Win(Colour::Blue).to_string(), "Blue wins");
    assert_eq!(Outcome::Draw.to_string(), "Draw");
    let double = End::DoubleCreature {
        mover: Colour::Blue,
    };
    assert!(double.to_string().contains("both colours"), "{double}");
    assert!(double.to_string().contains("P11"), "{double}");
}

// ---- P14, P15 -----------------------------------------------------------------

#[test]
fn p14_corner_angles_put_odd_corners_at_0_120_and_240_degrees() {
    // Corner c at 60° - 60°·c: c1 east (0°), c4 west (180°); the white
    // corners are c1, c3, c5, at 0°, -120° and 120°, an equilateral set.
    for corner in 0..6 {
        let angle = (60 - 60 * corner as i32).rem_euclid(360);
        let expected = match corner {
            0 => 60,
            1 => 0,
            2 => 300,
            3 => 240,
            4 => 180,
            _ => 120,
        };
        assert_eq!(angle, expected);
        assert_eq!(Colour::of_corner(corner) == Colour::White, angle % 120 == 0);
    }
}

#[test]
fn p15_a_ring_of_six_around_the_hole_closes_at_most_one_colour() {
    // The exhaustive count of all 729 rings is in palago_facts.rs; here the
    // ring of RING: 1,0:0 closes blue only.
    let mut ring = placements("0,0:1 1,-1:2 2,-1:0 2,0:0 1,1:1 0,1:2");
    ring.push(placement("1,0:0"));
    let table = Table::with_tiles(&ring).expect("cells");
    assert_eq!(creature_colours(&table), [Colour::Blue]);
}
