//! Tournament pairings: the round-robin rounds equal the FIDE Berger
//! tables (Handbook C.05, Annex 1) for 3 to 16 players, and `palanquee
//! pairings` reads a FIDE report (TRF) and prints the next round as the
//! endorsed pairing programs do, with their exit codes.

mod common_tournament;

use common_tournament::player_line;
use palanquee::tournament::event::{Event, Format, Outcome};
use palanquee::tournament::{berger, trf};
use proptest::prelude::*;

/// The tables of `fixtures/berger_tables.txt`: (size, rounds as printed).
fn fide_tables() -> Vec<(usize, Vec<String>)> {
    let text = include_str!("fixtures/berger_tables.txt");
    let mut tables: Vec<(usize, Vec<String>)> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Ok(size) = line.trim().parse::<usize>() {
            tables.push((size, Vec::new()));
        } else if !line.trim().is_empty() {
            let table = tables.last_mut().expect("a size before the rounds");
            table.1.push(line.trim().to_owned());
        }
    }
    tables
}

/// A round of the table of `size` as an odd field of `size - 1` plays it:
/// the board with `size` becomes a bye, printed last as `N-0`.
fn without_the_bye_number(round: &str, size: usize) -> String {
    let bye = size.to_string();
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for board in round.split(' ') {
        let (white, black) = board.split_once('-').expect("W-B");
        match (white == bye, black == bye) {
            (true, _) => byes.push(format!("{black}-0")),
            (_, true) => byes.push(format!("{white}-0")),
            _ => boards.push(board.to_owned()),
        }
    }
    boards.extend(byes);
    boards.join(" ")
}

#[test]
fn round_robins_of_3_to_16_players_follow_the_fide_berger_tables() {
    let tables = fide_tables();
    let sizes: Vec<usize> = tables.iter().map(|(size, _)| *size).collect();
    assert_eq!(sizes, [4, 6, 8, 10, 12, 14, 16]);
    for (size, rounds) in &tables {
        assert_eq!(rounds.len(), size - 1, "table {size}");
        assert_eq!(berger::rounds(*size, false), size - 1);
        assert_eq!(berger::rounds(size - 1, false), size - 1);
        for (index, printed) in rounds.iter().enumerate() {
            let even = berger::round(*size, index + 1, false).expect("a round");
            assert_eq!(
                &even.to_string(),
                printed,
                "{size} players, round {}",
                index + 1
            );
            let odd = berger::round(size - 1, index + 1, false).expect("a round");
            assert_eq!(
                odd.to_string(),
                without_the_bye_number(printed, *size),
                "{} players, round {}",
                size - 1,
                index + 1
            );
        }
    }
}

#[test]
fn a_double_round_robin_meets_everyone_twice_with_both_colours() {
    for players in 3..=16 {
        let rounds = berger::rounds(players, true);
        let mut games = std::collections::HashMap::new();
        for round in 1..=rounds {
            for pair in berger::round(players, round, true).expect("a round").pairs {
                *games.entry((pair.white, pair.black)).or_insert(0) += 1;
            }
        }
        for a in 1..=players {
            for b in (1..=players).filter(|&b| b != a) {
                assert_eq!(
                    games.get(&(a, b)),
                    Some(&1),
                    "{players}: {a} white against {b}"
                );
            }
        }
    }
}

/// Runs `palanquee pairings --system round-robin` on `report`.
fn pairings(report: &str) -> (Option<i32>, String, String) {
    common_tournament::pairings("round-robin", report)
}

/// Five players after two rounds of the Berger table for six.
fn five_after_two_rounds(xxr: Option<usize>) -> String {
    let mut lines = vec![
        "012 Club round-robin".to_owned(),
        player_line(1, "Ann", "1.0", &[(0, '-', 'U'), (2, 'w', '0')]),
        player_line(2, "Bea", "1.0", &[(5, 'w', '0'), (1, 'b', '1')]),
        player_line(3, "Cid", "1.5", &[(4, 'w', '1'), (5, 'b', '=')]),
        player_line(4, "Dan", "1.0", &[(3, 'b', '0'), (0, '-', 'U')]),
        player_line(5, "Eve", "1.5", &[(2, 'b', '1'), (3, 'w', '=')]),
    ];
    lines.extend(xxr.map(|rounds| format!("XXR {rounds}")));
    lines.join("\n")
}

#[test]
fn the_command_line_pairs_the_next_berger_round_of_a_report() {
    let (code, out, err) = pairings(&five_after_two_rounds(None));
    assert_eq!(code, Some(0), "{err}");
    // Round 3 of the table for six: 2-6 3-1 4-5, player 2 meeting the bye.
    assert_eq!(out, "3\n3 1\n4 5\n2 0\n");
}

#[test]
fn a_finished_event_has_no_pairing_and_a_bad_file_is_named() {
    // A round-robin of five played to its end (white wins every game).
    let mut event = Event::new(
        Format::RoundRobin { double: false },
        &["A", "B", "C", "D", "E"],
    );
    while event.pair_next().is_ok() {
        let round = event.rounds.len();
        for board in 1..=event.rounds[round - 1].boards.len() {
            event
                .record(round, board, Outcome::WhiteWins)
                .expect("a board");
        }
    }
    let report = [trf::write(&event.report(), "Five")];
    let (code, out, err) = pairings(&report.join("\n"));
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        err.contains("round 6 is not a round of this event"),
        "{err}"
    );
    // The same field asked for a double round-robin goes on.
    let (code, out, _) = pairings(&format!("{}\nXXR 10", report.join("\n")));
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().next(), Some("3"));

    let (code, _, err) = pairings("001 one  m    Nobody");
    assert_eq!(code, Some(3));
    assert!(err.contains("line 1: columns 5-8"), "{err}");
    let (code, _, err) = pairings("012 An empty event");
    assert_eq!(code, Some(3));
    assert!(err.contains("no player line"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// Runs `palanquee pairings --system dutch` on the file at `path`.
fn pairings_of_file(path: &std::path::Path) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["pairings", "--system", "dutch", "--trf"])
        .arg(path)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Issue 47, case 1: `--trf /dev/zero` read without limit (23 GB before
/// the kernel stopped it) and a pipe would wait for a writer: only a
/// regular file of at most `MAX_REPORT_BYTES` is read, anything else is
/// refused at once with exit 3, naming why.
#[test]
fn only_a_regular_file_of_bounded_size_is_read() {
    use palanquee::cli::pairings::MAX_REPORT_BYTES;
    let dir = tempfile::tempdir().expect("a folder");
    let (code, err) = pairings_of_file(std::path::Path::new("/dev/zero"));
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("not a regular file"), "{err}");
    let (code, err) = pairings_of_file(dir.path());
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("not a regular file"), "{err}");
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|status| status.success()) {
        let (code, err) = pairings_of_file(&fifo);
        assert_eq!(code, Some(3), "{err}");
        assert!(err.contains("not a regular file"), "{err}");
    }
    let big = dir.path().join("big.trf");
    let file = std::fs::File::create(&big).expect("created");
    file.set_len(MAX_REPORT_BYTES + 1).expect("sized");
    let (code, err) = pairings_of_file(&big);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains(&MAX_REPORT_BYTES.to_string()), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

proptest! {
    /// Any text is read or refused, never a panic: a report comes from
    /// outside.
    #[test]
    fn no_text_panics_the_report_reader(text in "\\PC{0,300}") {
        let _ = trf::read(&text);
    }

    /// Player lines of any shape, cut anywhere, multibyte or not, are
    /// read or refused with their line number.
    #[test]
    fn player_lines_of_any_shape_are_read_or_refused(tail in "[ 0-9a-zA-Zé.=+-]{0,150}") {
        if let Err(error) = trf::read(&format!("012 x\n001{tail}")) {
            prop_assert!(error.line <= 2, "{error}");
        }
    }
}
