//! One test or more per ruling of the advanced rules (R30, R31, R32, R36)
//! and their effect on R11, R22 and R23, each from a position in the
//! notation played under `Rules::Advanced`.

mod common;

use common::{at, cell, notation, play, play_as, player, refused, refused_as};
use palanquee::games::palanquee::shapes::{button_centres, leaves};
use palanquee::games::palanquee::{CellSet, Game, Outcome, Position, Rules, Ruling};

/// An advanced game whose player to move starts a turn in the position of
/// [`notation`]; `reserve` overrides players' seeds in reserve.
fn advanced(players: usize, to_move: char, pieces: &str, reserve: &[(char, u8)]) -> Game {
    let position: Position = notation(players, to_move, 5, pieces, reserve)
        .parse()
        .unwrap_or_else(|e| panic!("{e}"));
    Game::from_position_with(position, Rules::Advanced).unwrap_or_else(|e| panic!("{e}"))
}

fn cells(names: &str) -> CellSet {
    names
        .split_whitespace()
        .fold(CellSet::EMPTY, |mut set, name| {
            set.insert(cell(name));
            set
        })
}

/// The parasites of `who`, each as its cells.
fn parasites(game: &Game, who: char) -> Vec<CellSet> {
    game.position()
        .parasites(player(who))
        .iter()
        .map(|p| p.cells)
        .collect()
}

/// a's plant: seed H6 and a button centred on H8; b's wall on column K.
const BUTTON_AND_WALL: &str = "A H6 a H7 H8 H9 G8 G9 I8 I9 B K5 b K6 K7 K8 K9 K10";

/// b's wall on column K, a's far plant at C12 and a three-sprout parasite
/// on the wall.
const PARASITE_ON_WALL: &str = "A C12 a L6 L7 L8 B K4 b K5 K6 K7 K8 K9 K10";

// ---- R30: parasites ------------------------------------------------------

#[test]
fn r30_a_launched_sprout_touching_an_enemy_plant_is_a_parasite() {
    let mut g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    play(&mut g, "launch H8 L8");
    assert_eq!((at(&g, "H8"), at(&g, "L8")), ('.', 'a'));
    assert_eq!(parasites(&g, 'a'), [cells("L8")]);
    // The notation needs nothing new: the parasite reads back as one.
    let text = g.position().to_string();
    let again = Game::from_position_with(text.parse().expect("valid"), Rules::Advanced)
        .expect("an advanced position");
    assert_eq!(parasites(&again, 'a'), [cells("L8")]);
}

#[test]
fn r30_a_basic_game_refuses_a_parasite_and_the_notation_refuses_a_lone_group() {
    let with_parasite: Position = notation(2, 'a', 5, PARASITE_ON_WALL, &[])
        .parse()
        .expect("a parasite touching b's plant is a valid position");
    let error = Game::from_position_with(with_parasite, Rules::Basic).expect_err("basic");
    assert_eq!(error.ruling, Ruling::R8, "{error}");
    let lonely = notation(2, 'a', 5, "A C12 a L12 B K4 b K5", &[]);
    let error = lonely
        .parse::<Position>()
        .expect_err("L12 touches no enemy");
    assert!(error.to_string().contains("R30"), "{error}");
}

#[test]
fn r30_a_pruned_part_touching_an_enemy_is_removed_not_promoted() {
    let mut g = advanced(2, 'a', "A H4 a H5 H6 H7 B I8", &[]);
    let report = play(&mut g, "prune H5");
    assert_eq!((at(&g, "H6"), at(&g, "H7")), ('.', '.'));
    assert!(parasites(&g, 'a').is_empty());
    assert_eq!(report.removed.len(), 2);
    assert_eq!(g.position().reserve(player('a')).sprouts, 50);
}

#[test]
fn r30_a_parasite_dies_when_its_host_is_captured() {
    let mut g = advanced(2, 'a', "A Q8 a S10 B S9", &[]);
    assert_eq!(parasites(&g, 'a'), [cells("S10")]);
    let report = play(&mut g, "grow R8");
    assert_eq!(at(&g, "S9"), '.', "captured against the red edge (R14)");
    assert_eq!(at(&g, "S10"), '.', "its host gone, the parasite is removed");
    assert!(report.removed.iter().any(|(c, _)| *c == cell("S10")));
    assert_eq!(
        g.position().reserve(player('a')).sprouts,
        49,
        "R8 grown, S10 back in reserve"
    );
}

#[test]
fn r30_a_parasite_left_without_enemy_contact_is_removed() {
    let mut g = advanced(2, 'b', "A C12 a L3 B K10 b K4 K5 K6 K7 K8 K9", &[]);
    play(&mut g, "prune K4");
    assert_eq!(at(&g, "L3"), '.');
    assert!(parasites(&g, 'a').is_empty());
    assert_eq!(at(&g, "K5"), 'b', "the rest of b's wall keeps its seed");
}

#[test]
fn r30_a_parasite_owes_an_action_and_is_claimed_whole_when_it_gets_none() {
    let mut g = advanced(2, 'a', PARASITE_ON_WALL, &[]);
    assert_eq!(g.actions_owed(), 2, "the seed at C12 and the parasite");
    play(&mut g, "grow C13");
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 1);
    let error = refused_as(&mut g, 'b', "claim C12", Ruling::R21);
    assert!(
        error.reason.to_string().contains("used all its actions"),
        "{error}"
    );
    let report = play_as(&mut g, 'b', "claim L7");
    assert_eq!(report.claimed.len(), 3, "the parasite goes whole");
    for name in ["L6", "L7", "L8"] {
        assert_eq!(at(&g, name), '.');
    }
    assert_eq!(g.position().reserve(player('a')).sprouts, 49);
}

#[test]
fn r30_a_parasite_made_this_turn_acts_from_the_next_turn() {
    let mut g = advanced(
        2,
        'a',
        "A H6 G7 a H7 H8 H9 G8 G9 I8 I9 B K5 b K6 K7 K8 K9 K10",
        &[],
    );
    play(&mut g, "launch H8 L8");
    assert_eq!(g.actions_left(), 1, "the second seed's action");
    let error = refused(&mut g, "grow M8", Ruling::R30);
    assert!(error.reason.to_string().contains("next turn"), "{error}");
    play(&mut g, "end");
    play(&mut g, "end");
    assert_eq!(g.actions_owed(), 3, "two seeds and the parasite");
    play(&mut g, "grow M8");
    assert_eq!(parasites(&g, 'a'), [cells("L8 M8")]);
}

// ---- R31: parasite actions -----------------------------------------------

#[test]
fn r31_a_parasite_grows_and_prunes_but_never_places_a_seed() {
    let mut g = advanced(2, 'a', PARASITE_ON_WALL, &[]);
    let error = refused(&mut g, "grow M7 seed", Ruling::R12);
    assert!(error.reason.to_string().contains("parasites"), "{error}");
    play(&mut g, "grow M7");
    assert_eq!(parasites(&g, 'a'), [cells("L6 L7 L8 M7")]);
    let mut g = advanced(2, 'a', PARASITE_ON_WALL, &[]);
    play(&mut g, "prune L8");
    assert_eq!(parasites(&g, 'a'), [cells("L6 L7")]);
}

#[test]
fn r31_a_one_sprout_parasite_moves_one_cell_and_keeps_enemy_contact() {
    let mut g = advanced(2, 'a', "A C12 a L6 B K4 b K5 K6 K7 K8 K9 K10", &[]);
    let error = refused(&mut g, "move L6 L4", Ruling::R31);
    assert!(error.reason.to_string().contains("one cell"), "{error}");
    let error = refused(&mut g, "move L6 M6", Ruling::R31);
    assert!(error.reason.to_string().contains("enemy"), "{error}");
    play(&mut g, "move L6 L5");
    assert_eq!(parasites(&g, 'a'), [cells("L5")]);
}

#[test]
fn r31_a_parasite_split_makes_two_parasites_acting_from_the_next_turn() {
    let mut g = advanced(2, 'a', PARASITE_ON_WALL, &[]);
    play(&mut g, "move L7 L9");
    let mut found = parasites(&g, 'a');
    found.sort_by_key(|set| set.first());
    assert_eq!(found, [cells("L6"), cells("L8 L9")]);
    assert_eq!(
        g.actions_owed(),
        1,
        "the split itself gives nothing this turn"
    );
    play(&mut g, "end");
    play(&mut g, "end");
    assert_eq!(g.actions_owed(), 3, "the seed and two parasites");
}

#[test]
fn r31_a_parasite_cut_by_pruning_splits_too() {
    // The French text splits a parasite "à la suite d'un mouvement"; the
    // engine splits it after any action that cuts it, pruning included.
    let mut g = advanced(2, 'a', PARASITE_ON_WALL, &[]);
    play(&mut g, "prune L7");
    let mut found = parasites(&g, 'a');
    found.sort_by_key(|set| set.first());
    assert_eq!(found, [cells("L6"), cells("L8")]);
}

#[test]
fn r31_a_parasite_touching_its_owners_plant_becomes_part_of_it() {
    let mut g = advanced(2, 'a', "A N9 a L6 L7 L8 B K4 b K5 K6 K7 K8 K9 K10", &[]);
    play(&mut g, "grow M9");
    assert!(parasites(&g, 'a').is_empty(), "grafted");
    let plants = g.position().plants(player('a'));
    assert_eq!(plants.len(), 1);
    assert!(plants[0].cells.contains(cell("L6")));
}

// ---- R32: button and launch ----------------------------------------------

#[test]
fn r32_a_button_is_a_sprout_ringed_by_six_of_its_colour() {
    let g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    assert_eq!(button_centres(g.position(), player('a')), cells("H8"));
    assert!(button_centres(g.position(), player('b')).is_empty());
    let error = refused(&mut g.clone(), "launch G8 L8", Ruling::R32);
    assert!(
        error
            .reason
            .to_string()
            .contains("not the centre of a button"),
        "{error}"
    );
}

#[test]
fn r32_a_launch_flies_over_occupied_cells_up_to_six_away() {
    let mut g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    // Every path from H8 crosses a's own ring; L8 is 4 away.
    let error = refused(&mut g, "launch H8 O8", Ruling::R32);
    assert!(error.reason.to_string().contains("at most 6"), "{error}");
    play(&mut g, "launch H8 L8");
    assert_eq!(cell("H8").distance(cell("L8")), 4);
    assert_eq!(at(&g, "L8"), 'a');
}

#[test]
fn r32_a_launch_may_not_land_touching_its_own_colour() {
    let mut g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    let error = refused(&mut g, "launch H8 J9", Ruling::R32);
    assert!(
        error.reason.to_string().contains("touches yours at I9"),
        "{error}"
    );
}

#[test]
fn r32_a_launch_must_land_touching_an_enemy_plant() {
    let mut g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    let error = refused(&mut g, "launch H8 H13", Ruling::R32);
    assert!(error.reason.to_string().contains("enemy plant"), "{error}");
}

/// The position (R32): a's button H8 and seed H10, a's seed L4 with
/// b's one-sprout parasite L5 on it, b's seed B14 far away.
const PARASITE_ON_A: &str = "A H10 L4 a H7 H8 H9 G8 G9 I8 I9 B B14 b L5";

#[test]
fn r32_a_launch_may_land_touching_only_an_enemy_parasite() {
    // K6 touches b's parasite L5 and no plant of b's: "on peut parasiter
    // un parasite". The new parasite lives on b's parasite (R30).
    let mut g = advanced(2, 'a', PARASITE_ON_A, &[]);
    play(&mut g, "launch H8 K6");
    assert_eq!(parasites(&g, 'a'), [cells("K6")]);
    assert_eq!(parasites(&g, 'b'), [cells("L5")]);
    play(&mut g, "end");
}

#[test]
fn r32_launching_onto_a_parasite_in_a_pincer_captures_it_and_the_launched_sprout_dies() {
    // L6 touches b's parasite L5 only: legal. Landing there closes the
    // column L6-L5-L4 on L5, which is captured (R14); L6 is then left
    // touching no enemy and is removed (R13 (3), R30), as the French text
    // allows a parasite to die of its own capture.
    let mut g = advanced(2, 'a', PARASITE_ON_A, &[]);
    let report = play(&mut g, "launch H8 L6");
    assert_eq!((at(&g, "L5"), at(&g, "L6"), at(&g, "H8")), ('.', '.', '.'));
    assert!(
        report.captured.iter().any(|(c, _)| *c == cell("L5")),
        "{report:?}"
    );
    play(&mut g, "end");
}

#[test]
fn r32_one_launch_per_plant_per_turn() {
    let mut g = advanced(
        2,
        'a',
        "A H6 H12 a H7 H8 H9 H10 H11 G8 G9 G10 G11 I8 I9 I10 I11 B K5 b K6 K7 K8 K9 K10",
        &[],
    );
    assert_eq!(
        button_centres(g.position(), player('a')),
        cells("H8 H9 H10")
    );
    play(&mut g, "launch H8 L8");
    let error = refused(&mut g, "launch H10 L10", Ruling::R32);
    assert!(
        error.reason.to_string().contains("already launched"),
        "{error}"
    );
    play(&mut g, "grow G12");
}

#[test]
fn r32_launching_is_refused_under_the_basic_rules() {
    let position: Position = notation(2, 'a', 5, BUTTON_AND_WALL, &[])
        .parse()
        .expect("valid");
    let mut g = Game::from_position(position);
    let error = refused(&mut g, "launch H8 L8", Ruling::R32);
    assert!(error.reason.to_string().contains("basic rules"), "{error}");
}

// ---- R36: leaves ---------------------------------------------------------

/// a's plant: seed G7, a button centred on H8 and the tip H6: a leaf.
const LEAF: &str = "A G7 a H6 H7 H8 H9 G8 G9 I8 I9 B P12";

#[test]
fn r36_a_leaf_is_a_button_plus_a_tip_in_line() {
    let g = advanced(2, 'a', LEAF, &[]);
    let found = leaves(g.position(), player('a'));
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].tip(), Some(cell("H6")));
    assert_eq!(found[0].cells, cells("H6 H7 H8 H9 G8 G9 I8 I9"));
}

#[test]
fn r36_a_leaf_made_this_turn_gives_its_bonus_from_the_next_turn() {
    let mut g = advanced(2, 'a', "A G7 a H7 H8 H9 G8 G9 I8 I9 B P12", &[]);
    play(&mut g, "grow H6");
    assert_eq!(g.actions_left(), 0, "no bonus in the turn the leaf is made");
    play(&mut g, "end");
    play(&mut g, "end");
    assert_eq!((g.actions_left(), g.actions_owed()), (2, 1));
    play(&mut g, "grow J8");
    play(&mut g, "grow J9");
    assert_eq!(g.actions_left(), 0, "seed and bonus both used");
    refused(&mut g, "grow J10", Ruling::R9);
}

#[test]
fn r36_a_bonus_is_optional_and_never_harvests_or_places_a_seed() {
    // Two seeds and a leaf: the seeds' two actions place a seed and
    // harvest one; the bonus left cannot harvest the other.
    let mut g = advanced(2, 'a', "A G7 H5 a H6 H7 H8 H9 G8 G9 I8 I9 B P12", &[]);
    assert_eq!((g.actions_left(), g.actions_owed()), (3, 2));
    play(&mut g, "grow J8 seed");
    play(&mut g, "harvest H5");
    assert_eq!((g.actions_left(), g.actions_owed()), (1, 0));
    let error = refused(&mut g, "harvest G7", Ruling::R9);
    assert!(
        error.reason.to_string().contains("leaves never harvest"),
        "{error}"
    );
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 0, "an unused bonus opens no claim");
    assert!(g.claims().is_empty());
}

#[test]
fn r36_touching_a_leaf_cancels_its_unused_bonus() {
    let mut g = advanced(2, 'a', LEAF, &[]);
    assert_eq!(g.actions_left(), 2);
    play(&mut g, "move H6 G6");
    assert_eq!(g.actions_left(), 0, "the seed paid; the bonus is cancelled");
    let mut g = advanced(2, 'a', LEAF, &[]);
    play(&mut g, "grow J8");
    assert_eq!(g.actions_left(), 1, "an action elsewhere keeps the bonus");
}

#[test]
fn r36_actions_played_count_against_seeds_before_bonuses() {
    // Two seeds and a leaf on one plant: two growths are the seeds' own
    // actions, so ending leaves only the optional bonus (R20, R36).
    let mut g = advanced(2, 'a', "A G7 H5 a H6 H7 H8 H9 G8 G9 I8 I9 B P12", &[]);
    play(&mut g, "grow J8");
    play(&mut g, "grow J9");
    assert_eq!((g.actions_left(), g.actions_owed()), (1, 0));
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 0, "skipping the bonus opens no claim");
    assert!(g.claims().is_empty());
}

#[test]
fn r36_a_claim_hits_the_plant_that_forgot_not_the_one_whose_bonus_paid() {
    // Plant G7 has a leaf; plant P12 has no bonus. One growth on G7 is its
    // seed's action: only P12's seed was forgotten (R21).
    let mut g = advanced(2, 'a', "A G7 P12 a H6 H7 H8 H9 G8 G9 I8 I9 B C3", &[]);
    assert_eq!((g.actions_left(), g.actions_owed()), (3, 2));
    play(&mut g, "grow J8");
    assert_eq!(g.actions_owed(), 1);
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 1);
    assert_eq!(g.claims()[0].claimable_cells(g.position()), cells("P12"));
    refused_as(&mut g, 'b', "claim G7", Ruling::R21);
    play_as(&mut g, 'b', "claim P12");
}

#[test]
fn r36_launching_from_a_leafs_button_cancels_its_bonus() {
    let mut g = advanced(
        2,
        'a',
        "A G7 a H6 H7 H8 H9 G8 G9 I8 I9 B K5 b K6 K7 K8 K9 K10",
        &[],
    );
    assert_eq!(g.actions_left(), 2);
    play(&mut g, "launch H8 L8");
    assert_eq!(g.actions_left(), 0);
}

#[test]
fn r36_a_leaf_on_a_parasite_gives_the_parasite_its_bonus() {
    // a's parasite is the leaf of LEAF without its seed, on b's J9 J10.
    let mut g = advanced(2, 'a', "A C12 a H6 H7 H8 H9 G8 G9 I8 I9 B J10 b J9", &[]);
    assert_eq!(parasites(&g, 'a'), [cells("H6 H7 H8 H9 G8 G9 I8 I9")]);
    assert_eq!(
        (g.actions_left(), g.actions_owed()),
        (3, 2),
        "the seed, the parasite and its leaf's bonus"
    );
    play(&mut g, "grow G10");
    play(&mut g, "grow F9");
    assert_eq!(
        (g.actions_left(), g.actions_owed()),
        (1, 1),
        "C12's action left"
    );
}

#[test]
fn r36_leaves_sharing_sprouts_give_one_bonus() {
    let g = advanced(2, 'a', "A G7 a H6 H7 H8 H9 H10 G8 G9 I8 I9 B P12", &[]);
    assert_eq!(leaves(g.position(), player('a')).len(), 2);
    assert_eq!(g.actions_left(), 2, "the seed and one bonus");
}

#[test]
fn r36_a_plant_gets_two_bonuses_at_most() {
    let three_leaves = "A E7 a E5 E4 E6 D4 D5 F4 F5 E3 J5 J4 J6 I5 I6 K5 K6 J3 \
                        O5 O4 O6 N4 N5 P4 P5 O3 G5 H4 L5 M5 B P12";
    let g = advanced(2, 'a', three_leaves, &[]);
    assert_eq!(g.position().plants(player('a')).len(), 1);
    let found = leaves(g.position(), player('a'));
    let disjoint = found
        .iter()
        .filter(|leaf| [cell("E5"), cell("J5"), cell("O5")].contains(&leaf.centre))
        .count();
    assert!(disjoint >= 3, "three leaves stand: {found:?}");
    assert_eq!((g.actions_left(), g.actions_owed()), (3, 1));
}

// ---- R11, R22, R23 with parasites ----------------------------------------

#[test]
fn r11_sowing_is_optional_for_a_player_with_a_living_parasite() {
    let mut g = advanced(2, 'a', "a R9 B S9", &[('a', 3), ('b', 2)]);
    assert!(g.turn().is_sow_only());
    play(&mut g, "grow R10");
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 0, "the sowing was optional");
}

/// The position (R11, R30): a has only a one-sprout parasite O8
/// on b's plant P8 P9, and seeds in reserve.
const ONLY_A_PARASITE: &str = "a O8 B P8 b P9";

#[test]
fn r11_r30_a_player_with_only_a_parasite_may_end_without_sowing() {
    let mut g = advanced(2, 'a', ONLY_A_PARASITE, &[('a', 2)]);
    assert!(g.turn().is_sow_only() && !g.turn().is_sowing_compulsory());
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 1, "the parasite's action, owed (R20)");
    assert_eq!(g.to_move(), player('b'));
    let report = play_as(&mut g, 'b', "claim O8");
    assert_eq!(report.claimed.len(), 1, "the parasite goes whole (R21)");
    assert_eq!(at(&g, "O8"), '.');
}

#[test]
fn r11_without_a_parasite_ending_before_the_compulsory_sowing_is_refused() {
    let mut g = advanced(2, 'a', "B P8 b P9", &[('a', 2)]);
    assert!(g.turn().is_sowing_compulsory());
    let error = refused(&mut g, "end", Ruling::R11);
    assert!(
        error.reason.to_string().contains("sow one first"),
        "{error}"
    );
}

/// Positions where a, to move, has no seed on the board, seeds in reserve
/// and one or more parasites: (players, pieces, a's seeds in reserve).
const PARASITE_OWNERS: [(usize, &str, u8); 5] = [
    (2, ONLY_A_PARASITE, 2),
    (2, "a R9 B S9", 3),
    (2, "B K4 b K5 K6 K7 K8 K9 K10 a L6 L7 L8", 1),
    (2, "a O8 O10 B P8 b P9 P10", 2),
    (3, "a O8 B P8 b P9 C C3", 2),
];

#[test]
fn r11_r30_ending_without_sowing_is_the_same_with_zero_or_more_parasite_actions() {
    for (players, pieces, seeds) in PARASITE_OWNERS {
        let g = advanced(players, 'a', pieces, &[('a', seeds)]);
        assert!(g.turn().is_sow_only(), "{pieces}");
        let ends_at_once = g.clone().play(player('a'), "end".parse().expect("end"));
        assert!(ends_at_once.is_ok(), "{pieces}: {ends_at_once:?}");
        let sow: palanquee::games::palanquee::Action = "sow E12".parse().expect("sow");
        assert!(g.is_legal(sow), "{pieces}: sowing stays allowed");
        let acted: Vec<_> = g
            .legal_actions()
            .into_iter()
            .filter(|a| {
                !matches!(
                    a.to_string().split(' ').next(),
                    Some("end" | "resign" | "sow")
                )
            })
            .collect();
        assert!(!acted.is_empty(), "{pieces}: the parasite can act");
        for action in acted {
            let mut after = g.clone();
            after.play(player('a'), action).expect("a legal action");
            let ends = after.clone().play(player('a'), "end".parse().expect("end"));
            assert_eq!(
                ends.is_ok(),
                ends_at_once.is_ok(),
                "{pieces}: {action}; end"
            );
            assert_eq!(
                after.is_legal(sow),
                g.is_legal(sow),
                "{pieces}: {action}; sow"
            );
        }
    }
}

#[test]
fn r22_a_player_with_only_a_parasite_still_plays() {
    let mut g = advanced(2, 'b', "A C12 B K4 b K5 K6 a L6", &[('a', 0), ('b', 0)]);
    assert!(g.position().is_alive(player('a')));
    assert_eq!(g.outcome(), None);
    play(&mut g, "end");
    assert_eq!(g.to_move(), player('a'));
    assert_eq!(g.actions_owed(), 2, "the seed at C12 and the parasite");
}

#[test]
fn r23_taking_the_last_seeds_with_a_parasite_and_no_seed_left_is_a_draw() {
    let mut g = advanced(2, 'a', "a R9 B S9", &[('a', 0), ('b', 0)]);
    let report = play(&mut g, "grow R8");
    assert_eq!(at(&g, "S9"), '.');
    assert_eq!(report.outcome, Some(Outcome::Draw));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

#[test]
fn advanced_records_replay_with_their_rules() {
    let mut g = advanced(2, 'a', BUTTON_AND_WALL, &[]);
    play(&mut g, "launch H8 L8");
    play(&mut g, "end");
    let text = g.record().to_string();
    assert!(text.lines().nth(1) == Some("rules advanced"), "{text}");
    let record: palanquee::games::palanquee::Record = text.parse().expect("a record");
    let replayed = Game::replay(&record).expect("replays");
    assert_eq!(replayed.position(), g.position());
    assert_eq!(replayed.rules(), Rules::Advanced);
}

#[test]
fn a_basic_game_from_a_position_drops_seedless_groups_and_still_replays() {
    let position: Position = notation(2, 'a', 5, PARASITE_ON_WALL, &[])
        .parse()
        .expect("valid");
    let mut g = Game::from_position(position);
    assert_eq!(g.rules(), Rules::Basic);
    assert_eq!(at(&g, "L7"), '.', "R8: no parasite in a basic game");
    play(&mut g, "grow C13");
    let replayed = Game::replay(g.record()).expect("the record replays");
    assert_eq!(replayed.position(), g.position());
}
