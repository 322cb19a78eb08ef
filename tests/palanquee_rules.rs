//! One test or more per ruling R7-R23, each from a position in the
//! notation. Geometry (R1-R6) is in `palanquee_geometry.rs`.

mod common;

use common::{at, game, notation, play, play_as, player, refused, refused_as};
use palanquee::games::palanquee::{Game, Outcome, Position, Ruling};

// ---- R7: material -------------------------------------------------------

#[test]
fn r7_every_player_starts_with_50_sprouts_and_3_seeds_on_an_empty_board() {
    for players in 2..=5 {
        let game = Game::new(players).expect("2-5 players");
        let position = game.position();
        assert!(position.occupied().is_empty());
        for p in position.players() {
            assert_eq!(position.reserve(p).sprouts, 50);
            assert_eq!(position.reserve(p).seeds, 3);
        }
    }
    assert!(Game::new(1).is_none());
    assert!(Game::new(6).is_none());
}

#[test]
fn r7_notation_refuses_material_that_does_not_add_up() {
    let short =
        "A19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 5 49/2,50/3".replace("A19", "A18");
    let error = short.parse::<Position>().expect_err("49 sprouts");
    assert!(error.to_string().contains("R7"), "{error}");
    let extra = "AA17/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 5 50/2,50/3";
    let error = extra.parse::<Position>().expect_err("4 seeds");
    assert!(error.to_string().contains("R7"), "{error}");
}

#[test]
fn r7_it_is_only_the_player_to_move_who_plays_the_turn() {
    let mut g = game(2, 'a', 5, "A H4 B M10");
    let error = refused_as(&mut g, 'b', "grow M11", Ruling::R7);
    assert!(error.reason.to_string().contains("a's turn"), "{error}");
}

// ---- R8: plants ---------------------------------------------------------

#[test]
fn r8_pruning_that_cuts_a_group_from_its_seed_removes_the_group() {
    let mut g = game(2, 'a', 5, "A H4 a H5 H6 H7 B M10");
    let report = play(&mut g, "prune H5");
    assert_eq!((at(&g, "H5"), at(&g, "H6"), at(&g, "H7")), ('.', '.', '.'));
    let removed: Vec<String> = report.removed.iter().map(|(c, _)| c.to_string()).collect();
    assert_eq!(removed, ["H6", "H7"]);
    assert_eq!(g.position().reserve(player('a')).sprouts, 50);
}

#[test]
fn r8_a_position_with_a_seedless_group_is_not_a_position() {
    let text = notation(2, 'a', 5, "A H4 a H6 B M10", &[]);
    let error = text.parse::<Position>().expect_err("H6 is isolated");
    assert!(error.to_string().contains("R8"), "{error}");
}

// ---- R9: budget ---------------------------------------------------------

#[test]
fn r9_one_seed_gives_one_action() {
    let mut g = game(2, 'a', 5, "A H4 B M10");
    play(&mut g, "grow H5");
    let error = refused(&mut g, "grow H6", Ruling::R9);
    assert!(
        error.reason.to_string().contains("no action left"),
        "{error}"
    );
}

#[test]
fn r9_after_a_fusion_the_remaining_action_may_go_anywhere_on_the_plant() {
    let mut g = game(2, 'a', 5, "A H4 H6 B M10");
    let report = play(&mut g, "grow H5");
    assert_eq!(report.fused, [2]);
    // Both seeds' actions now belong to the one plant: grow next to H6.
    play(&mut g, "grow H7");
    refused(&mut g, "grow H3", Ruling::R9);
}

#[test]
fn r9_after_a_separation_the_second_action_goes_to_either_part() {
    let mut g = game(2, 'a', 5, "A H4 H6 a H5 B M10");
    let report = play(&mut g, "prune H5");
    assert_eq!(report.split, [2]);
    play(&mut g, "grow H3");
    refused(&mut g, "grow H7", Ruling::R9);

    let mut other = game(2, 'a', 5, "A H4 H6 a H5 B M10");
    play(&mut other, "prune H5");
    play(&mut other, "grow H7");
}

#[test]
fn r9_one_plant_cannot_use_another_plants_action() {
    let mut g = game(2, 'a', 5, "A H4 M10 B B2");
    play(&mut g, "grow H5");
    refused(&mut g, "grow H6", Ruling::R9);
    play(&mut g, "grow M11");
}

#[test]
fn r9_a_seed_placed_this_turn_grants_nothing() {
    let mut g = game(2, 'a', 5, "A H4 B B2");
    play(&mut g, "sow M10");
    refused(&mut g, "grow M11", Ruling::R9);
    refused(&mut g, "grow H5", Ruling::R9);
}

// ---- R10: actions on a plant --------------------------------------------

#[test]
fn r10_growth_must_touch_one_of_your_plants() {
    let mut g = game(2, 'a', 5, "A H4 B M10");
    let error = refused(&mut g, "grow H7", Ruling::R10);
    assert!(error.reason.to_string().contains("H7"), "{error}");
    refused(&mut g, "grow M11", Ruling::R10);
    refused(&mut g, "grow H4", Ruling::R10);
}

#[test]
fn r10_a_sprout_moves_next_to_another_piece_of_its_plant_and_seeds_never_move() {
    let mut g = game(2, 'a', 5, "A H4 a H5 B M10");
    refused(&mut g, "move H4 H3", Ruling::R10);
    // H6 touches only H5 itself: not another piece of the plant.
    refused(&mut g, "move H5 H6", Ruling::R10);
    refused(&mut g, "move M10 M11", Ruling::R10);
    play(&mut g, "move H5 H3");
    assert_eq!((at(&g, "H3"), at(&g, "H5")), ('a', '.'));
}

#[test]
fn r10_harvest_needs_two_seeds_and_must_not_strand_sprouts() {
    let mut single = game(2, 'a', 5, "A H4 a H5 B M10");
    refused(&mut single, "harvest H4", Ruling::R10);

    let mut g = game(2, 'a', 5, "A H4 H7 a H5 H6 H8 B M10");
    let error = refused(&mut g, "harvest H7", Ruling::R10);
    assert!(error.reason.to_string().contains("H8"), "{error}");
    play(&mut g, "harvest H4");
    assert_eq!(at(&g, "H4"), '.');
    assert_eq!(g.position().reserve(player('a')).seeds, 2);
}

#[test]
fn r10_pruning_returns_the_sprout_to_reserve() {
    let mut g = game(2, 'a', 5, "A H4 a H5 B M10");
    play(&mut g, "prune H5");
    assert_eq!(g.position().reserve(player('a')).sprouts, 50);
    refused(
        &mut game(2, 'a', 5, "A H4 a H5 B M10"),
        "prune H4",
        Ruling::R10,
    );
}

// ---- R11: sowing --------------------------------------------------------

#[test]
fn r11_round_one_is_a_compulsory_sowing() {
    let mut g = Game::new(2).expect("two players");
    refused(&mut g, "grow H8", Ruling::R11);
    refused(&mut g, "end", Ruling::R11);
    play(&mut g, "sow H8");
    refused(&mut g, "grow H9", Ruling::R11);
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 0);
    assert_eq!(g.to_move(), player('b'));
}

#[test]
fn r11_sowing_replaces_one_action_of_a_player_with_plants() {
    let mut g = game(2, 'a', 5, "A H4 B M10");
    play(&mut g, "sow B12");
    assert_eq!(at(&g, "B12"), 'A');
    refused(&mut g, "grow H5", Ruling::R9);
}

// ---- R12: one seed per turn ---------------------------------------------

#[test]
fn r12_at_most_one_seed_per_turn() {
    // The rule is checked before the budget: a still has two seeds in
    // reserve when the second placement is refused.
    let mut g = game(2, 'a', 5, "A H4 B B12");
    play(&mut g, "grow H5 seed");
    assert_eq!(g.position().reserve(player('a')).seeds, 1);
    let error = refused(&mut g, "sow P8", Ruling::R12);
    assert!(
        error.reason.to_string().contains("one seed per turn"),
        "{error}"
    );
    refused(&mut g, "grow H6 seed", Ruling::R12);
}

// ---- R13: order of consequences -----------------------------------------

#[test]
fn r13_captures_come_before_saturation() {
    // Column C: b at C1-C2, a at C3-C14, only C15-C16 empty. a grows C16:
    // the capture of C1-C2 frees two adjacent cells, so C is not saturated.
    let mut g = game(
        2,
        'a',
        5,
        "B C1 b C2 A C3 D16 a C4 C5 C6 C7 C8 C9 C10 C11 C12 C13 C14",
    );
    let report = play(&mut g, "grow C16");
    let captured: Vec<String> = report.captured.iter().map(|(c, _)| c.to_string()).collect();
    assert_eq!(captured, ["C1", "C2"]);
    assert!(report.saturated.is_empty());
    assert_eq!((at(&g, "C16"), at(&g, "C3")), ('a', 'A'));
}

// ---- R14: pincer captures -----------------------------------------------

#[test]
fn r14_simple_pincer_along_a_column() {
    let mut g = game(2, 'a', 5, "A H4 I7 a H5 B G6 b H6");
    let report = play(&mut g, "grow H7");
    assert_eq!(at(&g, "H6"), '.');
    assert_eq!(report.captured.len(), 1);
    assert_eq!(g.position().reserve(player('b')).sprouts, 50);
}

#[test]
fn r14_multiple_capture_takes_every_direction_at_once() {
    let mut g = game(2, 'a', 5, "A H4 I7 F8 a H5 B G6 G9 b H6 G8");
    let report = play(&mut g, "grow H7");
    let mut captured: Vec<String> = report.captured.iter().map(|(c, _)| c.to_string()).collect();
    captured.sort();
    assert_eq!(captured, ["G8", "H6"]);
}

#[test]
fn r14_polychrome_pincer_takes_runs_of_mixed_colours() {
    let mut g = game(3, 'a', 5, "A H4 G8 B G5 b H5 C I6 c H6");
    let report = play(&mut g, "grow H7");
    assert_eq!((at(&g, "H5"), at(&g, "H6")), ('.', '.'));
    assert_eq!(report.captured.len(), 2);
}

#[test]
fn r14_a_run_of_one_colour_is_captured_against_the_red_edge() {
    let mut g = game(2, 'a', 5, "A D6 B A5 b B5");
    let report = play(&mut g, "grow C6");
    let mut captured: Vec<String> = report.captured.iter().map(|(c, _)| c.to_string()).collect();
    captured.sort();
    assert_eq!(captured, ["A5", "B5"]);
    assert_eq!(g.position().seeds_eliminated(player('b')), 1);
}

#[test]
fn r14_a_mixed_run_against_the_red_edge_is_not_captured() {
    let mut g = game(3, 'a', 5, "A D6 B A5 C B5");
    let report = play(&mut g, "grow C6");
    assert!(report.captured.is_empty());
    assert_eq!((at(&g, "A5"), at(&g, "B5")), ('B', 'C'));
}

#[test]
fn r14_a_pincer_reaches_through_the_blue_edge() {
    // a's B15 and the new B2 close b's B16-B1 across the wrap (R3, R5).
    let mut g = game(2, 'a', 5, "A B15 C2 B B16 b B1");
    let report = play(&mut g, "grow B2");
    let mut captured: Vec<String> = report.captured.iter().map(|(c, _)| c.to_string()).collect();
    captured.sort();
    assert_eq!(captured, ["B1", "B16"]);
}

// ---- R15: what captures remove ------------------------------------------

#[test]
fn r15_a_captured_seed_is_eliminated_and_its_sprouts_go_with_it() {
    let mut g = game(2, 'a', 5, "A H4 I7 a H5 B H6 b G7");
    let report = play(&mut g, "grow H7");
    assert_eq!((at(&g, "H6"), at(&g, "G7")), ('.', '.'));
    assert_eq!(report.captured.len(), 1);
    assert_eq!(report.removed.len(), 1);
    let b = g.position().reserve(player('b'));
    assert_eq!((b.sprouts, b.seeds), (50, 2));
    assert_eq!(g.position().seeds_eliminated(player('b')), 1);
}

// ---- R16: saturation ----------------------------------------------------

#[test]
fn r16_a_column_without_two_adjacent_empty_cells_is_emptied_mover_included() {
    let mut g = game(
        2,
        'a',
        5,
        "A C1 a C2 C3 C4 C5 C6 C7 B C8 b C9 C10 C11 C12 C13 C14 A P2 B P12",
    );
    // C16 touches C1 through the blue edge; only C15 stays empty.
    let report = play(&mut g, "grow C16");
    assert_eq!(report.saturated.len(), 1);
    assert_eq!(report.saturated[0].1.len(), 15);
    assert!(
        palanquee::games::palanquee::Column::ALL[2]
            .cells()
            .all(|c| g.position().is_empty(c))
    );
    assert_eq!(g.position().seeds_eliminated(player('a')), 1);
    assert_eq!(g.position().seeds_eliminated(player('b')), 1);
    assert_eq!(g.position().reserve(player('a')).sprouts, 50);
}

// ---- R17: no suicide ----------------------------------------------------

#[test]
fn r17_suicide_refused_unless_capture_lifts_it() {
    let mut g = game(2, 'a', 5, "A I6 B H5 H7");
    let error = refused(&mut g, "grow H6", Ruling::R17);
    assert_eq!(
        error.to_string(),
        "R17: your sprout at H6 would stand captured between b's pieces at H5 and H7"
    );
    // With a's seed on H8, the growth takes H7 and lifts the threat.
    let mut g = game(2, 'a', 5, "A I6 H8 B H5 H7");
    let report = play(&mut g, "grow H6");
    assert_eq!(at(&g, "H7"), '.');
    assert_eq!(report.captured.len(), 1);
}

#[test]
fn r17_a_run_between_the_red_edge_and_an_enemy_is_refused() {
    // A6-B6-C7 is a line; a's A6 and a new B6 would stand between the red
    // edge and b's seed on C7.
    let mut g = game(2, 'a', 5, "A A6 B C7");
    let error = refused(&mut g, "grow B6", Ruling::R17);
    assert_eq!(
        error.reason.to_string(),
        "your sprout at B6 would stand captured between the red edge and b's piece at C7"
    );
}

// ---- R18: no immediate recapture ----------------------------------------

#[test]
fn r18_the_second_capture_of_a_ping_pong_is_refused() {
    let mut g = game(2, 'b', 5, "B H4 I6 A H5 H7 G5");
    let report = play(&mut g, "grow H6");
    assert_eq!(report.captured.len(), 1);
    assert_eq!(at(&g, "H5"), '.');
    play(&mut g, "end");
    let error = refused(&mut g, "grow H5", Ruling::R18);
    assert!(error.reason.to_string().contains("H6"), "{error}");
    // Elsewhere a plays freely.
    play(&mut g, "grow G4");
}

// ---- R19: opening distance ----------------------------------------------

#[test]
fn r19_pieces_keep_three_cells_from_enemies_in_the_first_three_turns() {
    let start = "4A14/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 1 50/2,50/3";
    let mut g = Game::from_position(start.parse().expect("position"));
    let error = refused(&mut g, "sow F2", Ruling::R19);
    assert!(
        error
            .reason
            .to_string()
            .contains("F2 is 2 from a's piece at E1"),
        "{error}"
    );
    play(&mut g, "sow H1");

    let mut later = game(2, 'a', 3, "A H4 B K4");
    refused(&mut later, "grow I4", Ruling::R19);
    let mut fourth = game(2, 'a', 4, "A H4 B K4");
    play(&mut fourth, "grow I4");
}

// ---- R20: ending a turn -------------------------------------------------

#[test]
fn r20_ending_early_reports_the_unused_actions() {
    let mut g = game(2, 'a', 5, "A H4 M10 B B2");
    assert_eq!(g.actions_left(), 2);
    play(&mut g, "grow H5");
    assert_eq!(g.actions_left(), 1);
    let report = play(&mut g, "end");
    assert_eq!(report.unused, 1);
    assert_eq!(report.next, Some(player('b')));
    assert_eq!(g.claims().len(), 1);
}

// ---- R21: claims --------------------------------------------------------

#[test]
fn r21_opponents_claim_the_seed_of_a_forgotten_plant() {
    let mut g = game(3, 'a', 5, "A H4 M10 a M11 M12 B B2 C Q14");
    play(&mut g, "grow H5");
    play(&mut g, "end");
    // H4's plant acted: not claimable. M10's did not.
    refused_as(&mut g, 'c', "claim H4", Ruling::R21);
    refused_as(&mut g, 'b', "claim B2", Ruling::R21);
    let report = play_as(&mut g, 'c', "claim M10");
    assert_eq!(report.claimed.len(), 1);
    assert_eq!(report.removed.len(), 2, "M11 and M12 lost their seed");
    assert_eq!(g.position().seeds_eliminated(player('a')), 1);
    // One unused action, one claim.
    assert!(g.claims().is_empty());
}

#[test]
fn r21_claims_close_when_the_forgetful_player_plays_again() {
    let mut g = game(2, 'a', 5, "A H4 M10 B B2");
    play(&mut g, "grow H5");
    play(&mut g, "end");
    play(&mut g, "grow B3");
    play(&mut g, "end");
    assert_eq!(g.to_move(), player('a'));
    refused_as(&mut g, 'b', "claim M10", Ruling::R21);
}

#[test]
fn r21_either_seed_of_a_two_seed_plant_that_acted_once_may_be_claimed() {
    let mut g = game(2, 'a', 5, "A H4 H6 a H5 B B2");
    play(&mut g, "grow H7");
    play(&mut g, "end");
    play_as(&mut g, 'b', "claim H4");
    assert_eq!(at(&g, "H4"), '.');
    refused_as(&mut g, 'b', "claim H6", Ruling::R21);
}

#[test]
fn r21_a_plant_whose_unused_actions_are_all_claimed_takes_no_more_claims() {
    let mut g = game(2, 'a', 5, "A H4 H6 M10 a H5 B B2");
    play(&mut g, "grow H7");
    play(&mut g, "end");
    play_as(&mut g, 'b', "claim H6");
    let error = refused_as(&mut g, 'b', "claim H4", Ruling::R21);
    assert!(error.to_string().contains("are all claimed"), "{error}");
    // M10's plant took no action: its claim still stands.
    play_as(&mut g, 'b', "claim M10");
    let error = refused_as(&mut g, 'b', "claim H4", Ruling::R21);
    assert!(
        error.to_string().contains("its claims are all made"),
        "{error}"
    );
}

#[test]
fn r21_a_turn_ended_by_its_deadline_leaves_every_remaining_action_unused() {
    let mut g = game(2, 'a', 5, "A H4 M10 B B2");
    play(&mut g, "grow H5");
    refused(&mut g, "timeout", Ruling::R21);
    assert!(!g.is_legal("timeout".parse().expect("action")));
    let report = g.time_out().expect("the deadline ends the turn");
    assert_eq!(report.unused, 1);
    assert_eq!(g.claims().len(), 1);
    assert_eq!(g.to_move(), player('b'));
    // Even a compulsory sowing (R11) is forfeited by the deadline.
    let mut opening = Game::new(2).expect("two players");
    opening.time_out().expect("the deadline ends the turn");
    assert_eq!(opening.to_move(), player('b'));
    let replayed = Game::replay(opening.record()).expect("timeouts replay");
    assert_eq!(replayed.position(), opening.position());
}

// ---- R22: elimination, victory, resignation -----------------------------

#[test]
fn r22_taking_the_last_seed_eliminates_and_the_last_player_wins() {
    let text = notation(2, 'a', 5, "A H4 I7 a H5 B H6", &[('b', 0)]);
    let mut g = Game::from_position(text.parse().expect("position"));
    let report = play(&mut g, "grow H7");
    assert_eq!(report.eliminated, [player('b')]);
    assert_eq!(g.outcome(), Some(Outcome::Winner(player('a'))));
    refused(&mut g, "end", Ruling::R22);
}

#[test]
fn r22_a_resigning_player_leaves_and_others_play_on() {
    let mut g = game(3, 'a', 5, "A H4 B M10 b M11 C B2");
    let report = play_as(&mut g, 'b', "resign");
    assert_eq!(report.eliminated, [player('b')]);
    assert!(g.position().pieces_of(player('b')).is_empty());
    assert_eq!(g.outcome(), None);
    play(&mut g, "grow H5");
    play(&mut g, "end");
    assert_eq!(g.to_move(), player('c'), "b's seat is skipped");
    play_as(&mut g, 'c', "resign");
    assert_eq!(g.outcome(), Some(Outcome::Winner(player('a'))));
}

// ---- R23: draw ----------------------------------------------------------

#[test]
fn r23_when_the_last_seeds_go_at_once_the_game_is_drawn() {
    let text = notation(
        2,
        'a',
        5,
        "A C1 a C2 C3 C4 C5 C6 C7 B C8 b C9 C10 C11 C12 C13 C14",
        &[('a', 0), ('b', 0)],
    );
    let mut g = Game::from_position(text.parse().expect("position"));
    let report = play(&mut g, "grow C16");
    assert_eq!(report.outcome, Some(Outcome::Draw));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

// ---- record and undo ----------------------------------------------------

#[test]
fn the_record_replays_every_earlier_position_and_undo_steps_back() {
    let mut g = Game::new(2).expect("two players");
    for text in ["sow E4", "end", "sow M10", "end", "grow E5", "end"] {
        play(&mut g, text);
    }
    let record_text = g.record().to_string();
    let record: palanquee::games::palanquee::Record = record_text.parse().expect("record");
    let replayed = Game::replay(&record).expect("legal record");
    assert_eq!(replayed.position(), g.position());
    let earlier = Game::replay(&record.truncated(2)).expect("prefix");
    assert_eq!(earlier.position().to_move(), player('b'));
    assert_eq!(at(&earlier, "E4"), 'A');
    assert_eq!(at(&earlier, "M10"), '.');

    let before = g.clone();
    play(&mut g, "grow M11");
    assert!(g.undo());
    assert_eq!(g, before);
    assert!(!g.undo(), "the turn just began");
}
