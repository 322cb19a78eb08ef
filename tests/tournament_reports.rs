//! Reports as other tools receive them (issue 47): what the bot exports,
//! mid-round included, reads back and pairs on the command line as the
//! bot pairs it; any event the writer writes reads back to the same
//! event; a report whose lines disagree is refused with both lines.

mod common_tournament;

use common_tournament::{pairings, player_line};
use palanquee::tournament::event::{Event, Format, Outcome};
use palanquee::tournament::trf::{self, Report};
use proptest::prelude::*;

/// The outcome of board `index` of a round, varied.
fn outcome_of(index: usize) -> Outcome {
    [
        Outcome::WhiteWins,
        Outcome::Draw,
        Outcome::BlackWins,
        Outcome::WhiteByForfeit,
    ][index % 4]
}

/// Records a result on every open board of the last round but the first
/// `keep_open` of them.
fn play_round(event: &mut Event, keep_open: usize) {
    let number = event.rounds.len();
    let boards = event.rounds[number - 1].boards.len();
    for board in keep_open..boards {
        if event.rounds[number - 1].boards[board].outcome.is_none() {
            event
                .record(number, board + 1, outcome_of(board + number))
                .expect("a board");
        }
    }
}

/// The next round of `event` as the command line prints it, and as the
/// event itself pairs it.
fn both_pairings(event: &mut Event, system: &str) -> (String, String) {
    let text = trf::write(&event.report(), "Export");
    let (code, out, err) = pairings(system, &text);
    assert_eq!(code, Some(0), "{err}\n{text}");
    let round = event.pair_next().expect("the next round");
    let mut expected = format!("{}\n", round.boards.len() + round.byes.len());
    for board in &round.boards {
        expected.push_str(&format!("{} {}\n", board.white, board.black));
    }
    for bye in &round.byes {
        expected.push_str(&format!("{bye} 0\n"));
    }
    (out, expected)
}

#[test]
fn a_mid_round_export_reads_back_and_waits_for_the_round_as_the_bot_does() {
    for (format, system) in [
        (Format::Swiss { rounds: 4 }, "dutch"),
        (Format::RoundRobin { double: false }, "round-robin"),
    ] {
        let names = ["Ann", "Bo", "Cy", "Di", "Ed"];
        let mut event = Event::new(format, &names);
        event.pair_next().expect("round 1");
        play_round(&mut event, 1);
        let text = trf::write(&event.report(), "Mid-round");
        assert_eq!(trf::read(&text).expect("reads back"), event.report());
        let (code, out, err) = pairings(system, &text);
        assert_eq!(code, Some(1), "{system}: {out}{err}");
        assert!(
            err.contains("round 1 is still in play") && err.contains("has no result"),
            "{err}"
        );
        play_round(&mut event, 0);
        for _ in 2..=3 {
            let (printed, paired) = both_pairings(&mut event, system);
            assert_eq!(printed, paired, "{system}");
            play_round(&mut event, 0);
        }
    }
}

#[test]
fn a_swiss_export_with_a_withdrawal_pairs_as_the_bot_does() {
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let mut event = Event::new(Format::Swiss { rounds: 5 }, &names);
    event.pair_next().expect("round 1");
    play_round(&mut event, 0);
    event.withdraw(3);
    for _ in 2..=4 {
        let (printed, paired) = both_pairings(&mut event, "dutch");
        assert_eq!(printed, paired);
        play_round(&mut event, 0);
    }
}

#[test]
fn a_report_whose_lines_disagree_is_refused_with_both_lines() {
    let line = |id: usize, points: &str, rounds: &[(usize, char, char)]| {
        player_line(id, &format!("P{id}"), points, rounds)
    };
    let text = [
        "012 Disagreeing".to_owned(),
        line(1, "0.0", &[]),
        line(2, "1.0", &[(4, 'w', '1')]),
        line(3, "1.0", &[(2, 'b', '1')]),
        line(4, "0.0", &[(2, 'b', '0')]),
        "XXR 3".to_owned(),
        "XXC white1".to_owned(),
    ]
    .join("\n");
    let (code, out, err) = pairings("dutch", &text);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(
        err.contains("line 4: player 3 meets 2 in round 1, but 2 meets 4"),
        "{err}"
    );
    assert!(err.contains("(player 2 is line 3)"), "{err}");
}

/// An event of `players` entrants in `format`, played for `rounds`
/// rounds with outcomes chosen by `seed`, withdrawing entrant `leaves`
/// after round 1, stopping with `open` boards of the last round unplayed.
fn random_event(
    players: usize,
    format: Format,
    rounds: usize,
    seed: &[u8],
    leaves: Option<usize>,
    open: usize,
) -> Event {
    let names: Vec<String> = (0..players).map(|n| format!(" Player {n}é ")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut event = Event::new(format, &names);
    let outcomes = [
        Outcome::WhiteWins,
        Outcome::BlackWins,
        Outcome::Draw,
        Outcome::WhiteByForfeit,
        Outcome::BlackByForfeit,
        Outcome::DoubleForfeit,
    ];
    let mut byte = seed.iter().cycle();
    for round in 1..=rounds.min(event.total_rounds()) {
        if event.pair_next().is_err() {
            break;
        }
        let boards = event.rounds[round - 1].boards.len();
        let last = round == rounds.min(event.total_rounds());
        for board in 0..boards {
            if last && board < open {
                continue;
            }
            if event.rounds[round - 1].boards[board].outcome.is_none() {
                let pick = usize::from(*byte.next().unwrap_or(&0)) % outcomes.len();
                event
                    .record(round, board + 1, outcomes[pick])
                    .expect("a board");
            }
        }
        if round == 1
            && let Some(leaving) = leaves.filter(|&l| l <= players)
        {
            event.withdraw(leaving);
        }
        if last {
            break;
        }
    }
    event
}

/// `report` with its names as a report line holds them.
fn as_written(mut report: Report) -> Report {
    for player in &mut report.players {
        player.name = trf::name_as_written(&player.name);
    }
    report
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any event the writer writes, finished rounds or not, reads back to
    /// the same event.
    #[test]
    fn any_written_event_reads_back_to_the_same_event(
        players in 2usize..14,
        swiss in any::<bool>(),
        rounds in 1usize..6,
        seed in prop::collection::vec(any::<u8>(), 1..32),
        leaves in prop::option::of(1usize..14),
        open in 0usize..3,
    ) {
        let format = if swiss {
            Format::Swiss { rounds: 5 }
        } else {
            Format::RoundRobin { double: players < 5 }
        };
        let event = random_event(players, format, rounds, &seed, leaves, open);
        let report = event.report();
        let text = trf::write(&report, "Any event");
        let read = trf::read(&text);
        prop_assert!(read.is_ok(), "{:?}\n{}", read, text);
        prop_assert_eq!(read.ok(), Some(as_written(report)));
    }
}
