//! The FIDE Dutch system (C.04.3, 2025 rules): the pairings equal those
//! of bbpPairings, a FIDE-endorsed engine, on its own test cases and on
//! rounds of random tournaments (`fixtures/dutch`), and `palanquee
//! pairings --system dutch` answers with the endorsed programs' output
//! and exit codes.

mod common_tournament;

use std::path::Path;

use palanquee::tournament::{dutch, trf};

/// Every fixture: (name, report, bbpPairings' output).
fn fixtures() -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/dutch");
    let mut fixtures = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the fixtures folder") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "trf") {
            let name = path
                .file_stem()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            let report = std::fs::read_to_string(&path).expect("a report");
            let pairs = std::fs::read_to_string(path.with_extension("pairs")).expect("its pairs");
            fixtures.push((name, report, pairs));
        }
    }
    fixtures.sort();
    fixtures
}

/// Our pairing of `report` in the engines' output format.
fn ours(report: &str) -> String {
    let report = trf::read(report).expect("a readable report");
    dutch::pair(&report).expect("a pairing").engine_output()
}

#[test]
fn every_fixture_round_is_paired_as_bbp_pairings_pairs_it() {
    let fixtures = fixtures();
    assert!(fixtures.len() >= 50, "{} fixtures", fixtures.len());
    let differing: Vec<&String> = fixtures
        .iter()
        .filter(|(_, report, pairs)| &ours(report) != pairs)
        .map(|(name, _, _)| name)
        .collect();
    assert!(
        differing.is_empty(),
        "differ from bbpPairings: {differing:?}"
    );
}

#[test]
fn the_2025_rules_examples_of_c5_and_c9_give_the_bye_as_written() {
    // C5: the bye goes to a player of the lowest score: player 6, since
    // player 4, also on zero, is absent from round 3 (written ahead).
    let fixtures = fixtures();
    let c5 = fixtures
        .iter()
        .find(|f| f.0 == "bbp-dutch_2025_C5")
        .expect("C5");
    assert_eq!(ours(&c5.1), "3\n1 5\n3 2\n6 0\n");
    // C9: among the candidates, the bye goes to the one with the most
    // games played (player 4, not player 5 who was absent).
    let c9 = fixtures
        .iter()
        .find(|f| f.0 == "bbp-dutch_2025_C9")
        .expect("C9");
    assert_eq!(ours(&c9.1), "3\n2 1\n3 5\n4 0\n");
}

/// A `001` line of player `id` with `points` and `rounds`.
fn player_line(id: usize, points: &str, rounds: &[(usize, char, char)]) -> String {
    common_tournament::player_line(id, &format!("Player {id}"), points, rounds)
}

/// Runs `palanquee pairings --system dutch` on `report`.
fn pairings(report: &str) -> (Option<i32>, String, String) {
    common_tournament::pairings("dutch", report)
}

#[test]
fn the_first_round_splits_the_field_in_halves_with_alternating_colours() {
    let report: Vec<String> = (1..=4).map(|id| player_line(id, "0.0", &[])).collect();
    let report = format!("012 Four\n{}\nXXR 3\nXXC white1", report.join("\n"));
    let (code, out, err) = pairings(&report);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, "2\n1 3\n4 2\n");
    let black = report.replace("white1", "black1");
    assert_eq!(pairings(&black).1, "2\n3 1\n2 4\n");
}

#[test]
fn what_cannot_be_paired_is_refused_by_name_with_the_engines_codes() {
    let four: Vec<String> = (1..=4).map(|id| player_line(id, "0.0", &[])).collect();
    let four = four.join("\n");
    let (code, _, err) = pairings(&format!("{four}\nXXC white1"));
    assert_eq!((code, err.lines().count()), (Some(3), 1), "{err}");
    assert!(err.contains("XXR"), "{err}");
    let (code, _, err) = pairings(&format!("{four}\nXXR 3"));
    assert_eq!(code, Some(3));
    assert!(err.contains("XXC white1"), "{err}");
    // Accelerations would change the pairing: refused, not ignored.
    let accelerated = format!("{four}\nXXR 3\nXXC white1\nXXA    1  1.0");
    let (code, _, err) = pairings(&accelerated);
    assert_eq!(code, Some(3));
    assert!(err.contains("`XXA` lines"), "{err}");
    // Two players who have met may not meet again (C.04.1 b): no pairing.
    let met = [
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')]),
        "XXR 3".to_owned(),
    ];
    let (code, out, err) = pairings(&met.join("\n"));
    assert_eq!((code, out.as_str()), (Some(1), ""), "{err}");
    assert!(err.contains("C1-C3"), "{err}");
    // An event whose rounds are all paired is over.
    let over = [
        player_line(1, "1.0", &[(2, 'w', '1')]),
        player_line(2, "0.0", &[(1, 'b', '0')]),
        "XXR 1".to_owned(),
    ];
    let (code, _, err) = pairings(&over.join("\n"));
    assert_eq!(code, Some(1));
    assert!(err.contains("all 1 rounds"), "{err}");
}

#[test]
fn a_player_known_absent_is_not_paired_and_a_bye_goes_once() {
    // Five players after one round; player 5 had the pairing-allocated
    // bye and may not have it again (C.04.1 f); player 2 asked for a
    // half-point bye in round 2 (written ahead), so four are paired.
    let report = [
        player_line(1, "1.0", &[(3, 'w', '1')]),
        player_line(2, "1.0", &[(4, 'b', '1'), (0, '-', 'H')]),
        player_line(3, "0.0", &[(1, 'b', '0')]),
        player_line(4, "0.0", &[(2, 'w', '0')]),
        player_line(5, "1.0", &[(0, '-', 'U')]),
        "XXR 4".to_owned(),
    ];
    let (code, out, err) = pairings(&report.join("\n"));
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "2", "{out}");
    assert!(!out.contains(" 0\n"), "no bye among four: {out}");
    assert!(!out.split_whitespace().skip(1).any(|id| id == "2"), "{out}");
}

mod any_report {
    use palanquee::tournament::{dutch, trf};
    use proptest::prelude::*;

    /// One round of a player: (opponent 0-8, colour, result).
    fn round() -> impl Strategy<Value = (usize, char, char)> {
        (
            0usize..=8,
            prop::sample::select(vec!['w', 'b', '-']),
            prop::sample::select(vec![
                '1', '0', '=', '+', '-', 'H', 'F', 'U', 'Z', 'W', 'D', 'L',
            ]),
        )
    }

    proptest! {
        /// Any report the reader accepts, however inconsistent (players
        /// meeting someone who did not meet them, colours that clash,
        /// byes with opponents), is paired or refused: never a panic.
        #[test]
        fn the_dutch_pairing_never_panics(
            players in prop::collection::vec(prop::collection::vec(round(), 0..5), 1..9),
            total in 1usize..8,
            white in any::<bool>(),
        ) {
            let count = players.len();
            let mut text = String::from("012 Any\n");
            for (index, rounds) in players.iter().enumerate() {
                let rounds: Vec<(usize, char, char)> = rounds
                    .iter()
                    .map(|&(opponent, colour, result)| (opponent.min(count), colour, result))
                    .collect();
                text.push_str(&super::player_line(index + 1, "0.0", &rounds));
                text.push('\n');
            }
            text.push_str(&format!("XXR {total}\nXXC {}1\n", if white { "white" } else { "black" }));
            if let Ok(report) = trf::read(&text) {
                let _ = dutch::pair(&report);
            }
        }
    }
}
