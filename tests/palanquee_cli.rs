//! The command-line contracts of `palanquee play`, `palanquee show` and
//! `palanquee migrate`, run as a real process.

mod common;
mod common_store;

use std::process::{Command, Output};

use common::notation;
use common_store::newest_migration;

use proptest::prelude::*;

const EMPTY: &str = "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 a 1 50/3,50/3";
const AFTER_E1: &str = "4A14/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 1 50/2,50/3";

fn palanquee(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn play_prints_one_line_per_action_then_the_position() {
    let out = palanquee(&["play", "--position", EMPTY, "sow E1", "end"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("a: sow E1\na: end -> b to move\nposition: {AFTER_E1}\n")
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn play_accepts_semicolons_and_words_split_across_arguments() {
    let joined = palanquee(&["play", "--position", EMPTY, "sow E1; end; sow K9"]);
    let split = palanquee(&["play", "--position", EMPTY, "sow", "E1", "end", "sow", "k9"]);
    assert_eq!(joined.status.code(), Some(0));
    assert_eq!(joined.stdout, split.stdout);
    assert!(text(&joined.stdout).ends_with(
        "position: 4A14/19/19/19/19/19/19/19/10B8/19/19/19/19/19/19/19 b 1 50/2,50/2\n"
    ));
}

#[test]
fn play_reports_captures_in_the_action_line() {
    // a: seeds H4, I7, sprout H5; b: seed G6, sprout H6. Growing H7 takes H6.
    let position = "19/19/19/7A11/7a11/6Bb11/8A10/19/19/19/19/19/19/19/19/19 a 5 49/1,49/2";
    let out = palanquee(&["play", "--position", position, "grow H7"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("a: grow H7 -> captured H6 (b)\n"),
        "{stdout}"
    );
}

#[test]
fn an_illegal_action_exits_1_naming_the_ruling_and_plays_nothing_more() {
    let out = palanquee(&["play", "--position", AFTER_E1, "sow F2", "end"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("R19:"), "{stderr}");
    assert!(stderr.contains("F2"), "{stderr}");
    assert!(!text(&out.stdout).contains("position:"));

    let out = palanquee(&["play", "--position", AFTER_E1, "sow K9", "grow K10"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "b: sow K9\n");
    assert!(text(&out.stderr).contains("R11:"), "{}", text(&out.stderr));
}

#[test]
fn malformed_input_exits_2_with_a_message_naming_what_is_wrong() {
    let cases: [(&[&str], &str); 6] = [
        (&["play", "--position", "19/19 a 1 50/3,50/3"], "rows"),
        (
            &["play", "--position", &EMPTY.replace(" a 1 ", " a 0 ")],
            "round",
        ),
        (
            &["play", "--position", &EMPTY.replace("50/3,50/3", "50/3")],
            "reserves",
        ),
        (
            &["play", "--position", EMPTY, "jump E1"],
            "unknown action `jump`",
        ),
        (
            &["play", "--position", EMPTY, "sow Z1"],
            "`Z1` is not a cell",
        ),
        (
            &["show", "--position", &EMPTY.replace("19/19/19", "19/18/19")],
            "row 2",
        ),
    ];
    for (args, expected) in cases {
        let out = palanquee(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn show_draws_the_board_with_coordinates_and_reserves() {
    let out = palanquee(&["show", "--position", AFTER_E1]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("    A B C D E F G H I J K L M N O P Q R S\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(" 1 |.   .   A   .   .   .   .   .   .   .| 1\n"),
        "{stdout}"
    );
    assert!(stdout.contains("16 |"));
    assert!(stdout.contains("b to move"));
    assert!(stdout.contains("a: reserve 50 sprouts, 2 seeds"));
}

/// a's plant with a button centred on H8; b's wall on column K (R32).
const BUTTON_AND_WALL: &str = "A H6 a H7 H8 H9 G8 G9 I8 I9 B K5 b K6 K7 K8 K9 K10";

#[test]
fn play_launches_under_the_advanced_rules_only() {
    let position = notation(2, 'a', 5, BUTTON_AND_WALL, &[]);
    let out = palanquee(&[
        "play",
        "--rules",
        "advanced",
        "--position",
        &position,
        "launch H8 L8; end",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(
            "a: launch H8 L8
"
        ),
        "{stdout}"
    );
    let after = stdout
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .expect("a position");
    // The parasite on L8 reads back as one under the advanced rules (R30).
    let shown = palanquee(&["show", "--rules", "advanced", "--position", after]);
    assert_eq!(shown.status.code(), Some(0), "{}", text(&shown.stderr));
    let basic = palanquee(&["show", "--position", after]);
    assert_eq!(basic.status.code(), Some(2));
    assert!(
        text(&basic.stderr).contains("R8:"),
        "{}",
        text(&basic.stderr)
    );

    let out = palanquee(&["play", "--position", &position, "launch H8 L8"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("R32:"), "{}", text(&out.stderr));
    let out = palanquee(&["play", "--rules", "fancy", "--position", &position]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("fancy"), "{}", text(&out.stderr));
    // The generic form of the game's option (issue 48) plays the same.
    let generic = palanquee(&[
        "play",
        "--option",
        "rules:advanced",
        "--position",
        &position,
        "launch H8 L8; end",
    ]);
    assert_eq!(generic.status.code(), Some(0), "{}", text(&generic.stderr));
    assert_eq!(text(&generic.stdout), stdout);
}

/// `palanquee play --rules advanced --position POSITION ACTIONS…`.
fn play_advanced(position: &str, actions: &[&str]) -> Output {
    let mut args = vec!["play", "--rules", "advanced", "--position", position];
    args.extend_from_slice(actions);
    palanquee(&args)
}

#[test]
fn play_r11_r30_a_player_with_only_a_parasite_ends_without_sowing() {
    // The position: a's one-sprout parasite O8 on b's P8 P9, a's
    // seeds in reserve and none on the board.
    let position = notation(2, 'a', 5, "a O8 B P8 b P9", &[('a', 2)]);
    let out = play_advanced(&position, &["end", "claim O8"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout
            .starts_with("a: end -> 1 action unused: opponents may claim (R20, R21); b to move\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("b: claim O8 -> claimed O8 (a)\n"),
        "{stdout}"
    );
    // Without the parasite, the sowing is compulsory (R11).
    let position = notation(2, 'a', 5, "B P8 b P9", &[('a', 2)]);
    let out = play_advanced(&position, &["end"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("R11:"), "{}", text(&out.stderr));
}

#[test]
fn play_r32_a_launch_may_land_on_an_enemy_parasite() {
    // The position: a's button H8, a's seed L4 under b's parasite
    // L5, b's seed B14 far away.
    let pieces = "A H10 L4 a H7 H8 H9 G8 G9 I8 I9 B B14 b L5";
    let position = notation(2, 'a', 5, pieces, &[]);
    for landing in ["K6", "L6"] {
        let launch = format!("launch H8 {landing}; end");
        let out = play_advanced(&position, &[&launch]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{landing}: {}",
            text(&out.stderr)
        );
        let stdout = text(&out.stdout);
        assert!(
            stdout.starts_with(&format!("a: launch H8 {landing}")),
            "{stdout}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn play_never_panics(position in "[0-9a-eA-E/ ,]{0,60}", action in "[a-z0-9 ;A-Z]{0,20}") {
        for pos in [position.as_str(), EMPTY] {
            for rules in ["basic", "advanced"] {
                let out = palanquee(&["play", "--rules", rules, "--position", pos, &action]);
                let code = out.status.code();
                prop_assert!(matches!(code, Some(0..=2)), "{:?}", code);
                prop_assert!(!text(&out.stderr).contains("panicked"));
            }
        }
    }
}

#[test]
fn the_round_number_never_wraps() {
    let last = "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 4294967295 50/3,50/3";
    let out = palanquee(&["play", "--position", last, "sow E1; end"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let position = stdout
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("position: "))
        .expect("a position line");
    assert!(position.contains(" a 4294967295 "), "{position}");
    let shown = palanquee(&["show", "--position", position]);
    assert_eq!(shown.status.code(), Some(0), "{}", text(&shown.stderr));
}

#[test]
fn migrate_brings_a_database_to_the_newest_migration_and_may_run_again() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("fresh.db");
    let path = file.to_str().expect("a UTF-8 path");
    for _ in 0..2 {
        let out = palanquee(&["migrate", "--db", path]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(
            text(&out.stdout),
            format!(
                "sqlite://{path}: migrated to {}\n",
                newest_migration("sqlite")
            )
        );
    }
    assert!(file.exists());
    let missing = dir.path().join("no/such/folder/x.db");
    let out = palanquee(&["migrate", "--db", missing.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("cannot migrate"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn play_r21_two_claims_on_a_forgotten_two_seed_plant_stand_in_either_order() {
    // Issue 45's lines: b's one plant holds K8 and K9 and takes no action.
    let position = "19/19/19/19/3A15/19/19/10B8/10B8/19/19/19/19/19/19/19 b 10 50/2,50/1";
    let mut last_lines = Vec::new();
    for actions in ["end; claim K8; claim K9", "end; claim K9; claim K8"] {
        let out = palanquee(&["play", "--position", position, actions]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{actions}: {}",
            text(&out.stderr)
        );
        let stdout = text(&out.stdout);
        assert!(
            stdout.starts_with(
                "b: end -> 2 actions unused: opponents may claim (R20, R21); a to move\n"
            ),
            "{stdout}"
        );
        last_lines.push(stdout.lines().last().map(str::to_owned));
    }
    assert_eq!(
        last_lines[0].as_deref(),
        Some("position: 19/19/19/19/3A15/19/19/19/19/19/19/19/19/19/19/19 a 11 50/2,50/1")
    );
    assert_eq!(last_lines[0], last_lines[1]);
}

/// The numbers of `ai` and `arena` are read with their ranges, in one
/// wording for both commands, negative and oversized ones included; an
/// option the chosen game does not have is refused by name (issue 47:
/// clap's "unexpected argument '-5'", "invalid digit", a seed that
/// wrapped to 0, `--games 0` printing a score over no game, options
/// ignored).
#[test]
fn ai_and_arena_numbers_and_options_are_refused_with_what_to_give() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["arena", "--think-ms", "-5"],
            "`-5` is not a number of milliseconds (1 to 600000)",
        ),
        (
            &["ai", "--think-ms", "-5"],
            "`-5` is not a number of milliseconds (1 to 600000)",
        ),
        (
            &["ai", "--nodes", "0"],
            "`0` is not a number of nodes (1 to 1000000000)",
        ),
        (
            &["arena", "--nodes", "0"],
            "`0` is not a number of nodes (1 to 1000000000)",
        ),
        (
            &["ai", "--seed", "-1"],
            "`-1` is not a seed (0 to 18446744073709551615)",
        ),
        (
            &["arena", "--seed", "99999999999999999999"],
            "`99999999999999999999` is not a seed (0 to 18446744073709551615)",
        ),
        (
            &["arena", "--games", "0"],
            "`0` is not a number of games (1 to 1000000)",
        ),
        (
            &["arena", "--seed", "18446744073709551615", "--games", "2"],
            "runs past the largest seed",
        ),
        (
            &["ai", "--game", "palago", "--rules", "advanced"],
            "`--rules` is not an option of palago: leave it out",
        ),
        (
            &["arena", "--game", "palanquee", "--tiebreak"],
            "`--tiebreak` is not an option of palanquee: leave it out",
        ),
        (
            &["arena", "--game", "palanquee", "--option", "tiebreak:on"],
            "`--option tiebreak` is not an option of palanquee: leave it out",
        ),
        (&["ai", "--option", "rules:fancy"], "fancy"),
        (&["ai", "--option", "rules"], "`rules` is not NAME:VALUE"),
        (
            &["arena", "--game", "palago", "--players", "3"],
            "`--players 3` is Palanquée's option",
        ),
        (
            &["arena", "--players", "6"],
            "a Palanquée table has 2 to 5 seats",
        ),
        (
            &["arena", "--baseline-ms", "500"],
            "`--baseline-ms` is Palago's option",
        ),
        (
            &["arena", "--game", "palago", "--baseline-ms", "0"],
            "`0` is not a number of milliseconds (1 to 600000)",
        ),
        (
            &["arena", "--opening-nodes", "3000000"],
            "`--opening-nodes` is Palago's option",
        ),
        (
            &["arena", "--game", "palago", "--opening-nodes", "0"],
            "`0` is not a number of nodes (1 to 1000000000)",
        ),
        (
            &["arena", "--opening-turns", "3"],
            "`--opening-turns` is Palago's option",
        ),
        (
            &["arena", "--game", "palago", "--opening-turns", "0"],
            "`0` is not a number of turns (1 to 99)",
        ),
        (
            &["arena", "--game", "palago", "--opening-turns", "9"],
            "`--opening-turns 9`: a Palago arena opens with 1 to 8 random turns",
        ),
        (
            &["arena", "--opening-window", "100"],
            "`--opening-window` is Palago's option",
        ),
        (
            &["arena", "--game", "palago", "--opening-window", "-1"],
            "`-1` is not a score (0 to 1000000)",
        ),
        (
            &["arena", "--openings", "book.txt"],
            "`--openings` is Palago's option",
        ),
        (
            &["arena", "--list-openings"],
            "`--list-openings` is Palago's option",
        ),
        (
            &[
                "arena",
                "--game",
                "palago",
                "--openings",
                "book.txt",
                "--opening-nodes",
                "5",
            ],
            "`--opening-nodes` is about random openings, and `--openings` plays a book's",
        ),
        (
            &[
                "arena",
                "--game",
                "palago",
                "--openings",
                "no such book.txt",
            ],
            "cannot read no such book.txt",
        ),
    ];
    for (args, says) in cases {
        let out = palanquee(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
