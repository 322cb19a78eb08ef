//! The command-line contracts of `palanquee play --game palago` and
//! `palanquee show --game palago`, run as a real process: the status line
//! last, exit 1 for a turn the rules refuse (naming the ruling), 2 for
//! unreadable text (P13), turns that begin with `-`, and no panic whatever
//! the arguments.

use std::process::{Command, Output};

use proptest::prelude::*;

fn palanquee(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn play(turns: &[&str]) -> Output {
    let mut args = vec!["play", "--game", "palago", "--"];
    args.extend_from_slice(turns);
    palanquee(&args)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn last_line(output: &Output) -> String {
    text(&output.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned()
}

/// Blue wins: White's sixth tile closes the blue bridge of `0,0:0`.
const BLUE_WINS: [&str; 3] = ["0,0:0 0,-1:2", "1,-1:0 2,-1:0", "1,0:0 0,1:1"];

#[test]
fn play_prints_each_turn_then_the_status_line() {
    let out = play(&["0,0:1 -1,1:0"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "1. W 0,0:1 -1,1:0\npalago: 2 placed, 46 left, Blue to move\n"
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn play_without_turns_prints_the_empty_table_status() {
    let out = palanquee(&["play", "--game", "palago"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "palago: 0 placed, 48 left, White to move\n"
    );
}

#[test]
fn p11_a_win_is_the_status_line_and_the_end_is_told() {
    let out = play(&BLUE_WINS);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("3. W 1,0:0 0,1:1 -> White closed a blue creature: Blue wins (P11)"),
        "{stdout}"
    );
    assert_eq!(last_line(&out), "palago: 6 placed, 42 left, Blue wins");
}

#[test]
fn p12_a_turn_after_the_end_is_refused_and_the_status_stays() {
    let mut turns = BLUE_WINS.to_vec();
    turns.push("2,0:0 3,0:0");
    let out = play(&turns);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("P12: the game is over"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(last_line(&out), "palago: 6 placed, 42 left, Blue wins");
}

#[test]
fn a_refused_turn_exits_1_naming_its_ruling_with_the_status_before_it() {
    let out = play(&["0,0:1 -1,1:0", "5,5:0 5,6:0", "0,1:1 1,1:2"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with("illegal turn 2 (`5,5:0 5,6:0` by Blue): P7: "),
        "{stderr}"
    );
    assert_eq!(last_line(&out), "palago: 2 placed, 46 left, Blue to move");
}

#[test]
fn unreadable_text_exits_2_naming_p13() {
    for bad in [
        "0,0",
        "0,0:1 -1,1",
        "zero",
        "0,0:1 -1,1:0 1,0:0",
        "0;0:1",
        "+1,0:1",
        "",
    ] {
        let out = play(&["0,0:1 -1,1:0", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", text(&out.stderr));
        assert!(
            text(&out.stderr).contains("P13: "),
            "{bad:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(last_line(&out), "palago: 2 placed, 46 left, Blue to move");
    }
}

#[test]
fn p4_a_tile_turned_60_degrees_exits_1() {
    let out = play(&["0,0:3 0,1:0"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("P4: orientation 3"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(last_line(&out), "palago: 0 placed, 48 left, White to move");
}

#[test]
fn turns_may_begin_with_a_minus_with_or_without_a_double_dash() {
    let opening = "0,0:1 -1,1:0";
    let reply = "-1,2:2 -2,2:2";
    let with = play(&[opening, reply]);
    let without = palanquee(&["play", "--game", "palago", opening, reply]);
    assert_eq!(with.status.code(), Some(0), "{}", text(&with.stderr));
    assert_eq!(with.stdout, without.stdout);
    assert_eq!(last_line(&with), "palago: 4 placed, 44 left, White to move");
    // A first turn beginning with `-` is read and refused by the rules.
    let first = palanquee(&["play", "--game", "palago", "-1,1:2 -2,1:2"]);
    assert_eq!(first.status.code(), Some(1), "{}", text(&first.stderr));
    assert!(text(&first.stderr).contains("P6: "));
}

#[test]
fn the_tiebreak_option_is_accepted() {
    for option in [&["--tiebreak"][..], &["--option", "tiebreak:on"]] {
        let mut args = vec!["play", "--game", "palago"];
        args.extend_from_slice(option);
        args.push("0,0:1 -1,1:0");
        let out = palanquee(&args);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(last_line(&out), "palago: 2 placed, 46 left, Blue to move");
    }
}

#[test]
fn show_prints_the_table_with_the_cells_to_play_and_the_status() {
    let out = palanquee(&["show", "--game", "palago", "0,0:1 -1,1:0"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for expected in ["0,0:1*", "-1,1:0*", "(0,-1)", "(1,0)", "(-1,2)"] {
        assert!(stdout.contains(expected), "{expected} in\n{stdout}");
    }
    assert_eq!(last_line(&out), "palago: 2 placed, 46 left, Blue to move");
}

#[test]
fn show_tells_the_winning_creature() {
    let mut args = vec!["show", "--game", "palago"];
    args.extend_from_slice(&BLUE_WINS);
    let out = palanquee(&args);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("creature: Blue with 1 straight, on 0,-1 0,0 0,1 1,-1 1,0 (P10)"),
        "{stdout}"
    );
}

#[test]
fn palanquee_play_still_needs_its_position() {
    let out = palanquee(&["play", "sow E1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--position"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Nothing panics and the status line comes last, whatever the turns.
    #[test]
    fn any_arguments_end_with_a_status_line(
        turns in prop::collection::vec("[-0-9,: a-z+]{0,14}", 0..4)
    ) {
        let mut args = vec!["play", "--game", "palago", "--"];
        args.extend(turns.iter().map(String::as_str));
        let out = palanquee(&args);
        let code = out.status.code();
        prop_assert!(matches!(code, Some(0..=2)), "{code:?}: {}", text(&out.stderr));
        prop_assert!(last_line(&out).starts_with("palago: "), "{}", text(&out.stdout));
        prop_assert!(!text(&out.stderr).contains("panicked"));
    }
}
