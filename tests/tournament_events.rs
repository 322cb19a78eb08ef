//! Whole events through the pure tournament model: a 6-player Swiss of
//! four rounds and a 5-player round-robin played to the end with a
//! withdrawal and a forfeit on the way, every Swiss round keeping the
//! FIDE basic rules (C.04.1); the standings' tie-breaks (C.07) computed
//! by hand; the event written as a report that reads back.

use palanquee::tournament::basic_rules::breaches;
use palanquee::tournament::event::{Board, Event, EventError, EventRound, Format, Outcome};
use palanquee::tournament::standings::{TieBreak, standings, standings_text};
use palanquee::tournament::{Pair, Round, dutch, trf};

/// The boards of the last round as `white-black` text.
fn boards(event: &Event) -> String {
    let round = event.rounds.last().expect("a round");
    let boards: Vec<String> = round
        .boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .chain(round.byes.iter().map(|b| format!("{b}-0")))
        .collect();
    boards.join(" ")
}

/// The last round as the basic rules' checker reads it.
fn as_round(round: &EventRound) -> Round {
    Round {
        pairs: round
            .boards
            .iter()
            .map(|b| Pair::new(b.white, b.black))
            .collect(),
        byes: round.byes.clone(),
    }
}

/// Plays the open boards of the last round: the lower number wins as
/// white, draws as black.
fn play_round(event: &mut Event) {
    let number = event.rounds.len();
    let open: Vec<(usize, Board)> = event.rounds[number - 1]
        .boards
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, b)| b.outcome.is_none())
        .collect();
    for (index, board) in open {
        let outcome = if board.white < board.black {
            Outcome::WhiteWins
        } else {
            Outcome::Draw
        };
        event.record(number, index + 1, outcome).expect("a board");
    }
}

#[test]
fn a_six_player_swiss_of_four_rounds_is_played_to_the_end_with_a_withdrawal_and_a_forfeit() {
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];
    let mut event = Event::new(Format::Swiss { rounds: 4 }, &names);
    event.pair_next().expect("round 1");
    assert_eq!(boards(&event), "1-4 5-2 3-6");
    assert_eq!(
        event.pair_next().err(),
        Some(EventError::RoundNotOver(1)),
        "no round 2 before round 1 ends"
    );
    play_round(&mut event);
    for round in 2..=4 {
        if round == 3 {
            event.withdraw(6);
        }
        let mut before = event.report();
        let paired = event.pair_next().expect("a round").clone();
        before.players.retain(|p| !paired.absent.contains(&p.id));
        let broken = breaches(&before, &as_round(&paired));
        assert!(broken.is_empty(), "round {round}: {broken:?}");
        if round >= 3 {
            assert_eq!(paired.absent, [6], "round {round}");
            assert!(!boards(&event).contains('6'), "{}", boards(&event));
            assert_eq!(paired.byes.len(), 1, "five players: a bye");
        }
        if round == 2 {
            // A forfeit: not counted as played, so the two may meet again.
            event
                .record(2, 1, Outcome::BlackByForfeit)
                .expect("board 1");
        }
        play_round(&mut event);
    }
    assert!(event.finished());
    assert_eq!(event.pair_next().err(), Some(EventError::Finished(4)));
    // Nobody had two pairing-allocated byes.
    let byes: Vec<usize> = event.rounds.iter().flat_map(|r| r.byes.clone()).collect();
    let mut unique = byes.clone();
    unique.dedup();
    assert_eq!(byes.len(), unique.len(), "{byes:?}");
    let total: u32 = (1..=6).map(|n| event.half_points(n)).sum();
    // Each played or forfeited board gives two half points, a bye two.
    let boards_and_byes: usize = event
        .rounds
        .iter()
        .map(|r| r.boards.len() + r.byes.len())
        .sum();
    assert_eq!(total as usize, 2 * boards_and_byes);
    assert_eq!(standings(&event).len(), 6);
}

#[test]
fn the_event_report_pairs_as_the_event_does_and_reads_back() {
    let mut event = Event::new(Format::Swiss { rounds: 3 }, &["A", "B", "C", "D", "E"]);
    event.pair_next().expect("round 1");
    play_round(&mut event);
    let text = trf::write(&event.report(), "Five");
    let read = trf::read(&text).expect("readable");
    assert_eq!(read, event.report());
    let from_text = dutch::pair(&read).expect("round 2");
    let paired = event.pair_next().expect("round 2").clone();
    assert_eq!(from_text, as_round(&paired));
}

#[test]
fn a_five_player_round_robin_ends_with_forfeits_against_a_withdrawn_player() {
    let mut event = Event::new(
        Format::RoundRobin { double: false },
        &["A", "B", "C", "D", "E"],
    );
    assert_eq!(event.total_rounds(), 5);
    for round in 1..=5 {
        if round == 3 {
            event.withdraw(3);
        }
        event.pair_next().expect("a round");
        let paired = &event.rounds[round - 1];
        for board in &paired.boards {
            let withdrawn = board.white == 3 || board.black == 3;
            assert_eq!(
                withdrawn && round >= 3,
                board.outcome.is_some(),
                "{board:?}"
            );
        }
        play_round(&mut event);
    }
    assert!(event.finished());
    // Everyone met everyone once, over the board or by forfeit.
    for a in 1..=5 {
        let opponents: Vec<usize> = event.history(a).iter().filter_map(|r| r.opponent).collect();
        assert_eq!(opponents.len(), 4, "{a}: {opponents:?}");
    }
    let forfeits = event.history(3).iter().filter(|r| r.code == '-').count();
    assert_eq!(forfeits, 2, "{:?}", event.history(3));
    let table = standings(&event);
    assert_eq!(table[0].number, 1, "{table:?}");
    assert_eq!(TieBreak::of(event.format)[0], TieBreak::DirectEncounter);
}

/// A four-player event with the given rounds of boards.
fn four_with(rounds: Vec<Vec<Board>>) -> Event {
    let mut event = Event::new(Format::Swiss { rounds: 3 }, &["P1", "P2", "P3", "P4"]);
    event.rounds = rounds
        .into_iter()
        .map(|boards| EventRound {
            boards,
            ..EventRound::default()
        })
        .collect();
    event
}

fn board(white: usize, black: usize, outcome: Outcome) -> Board {
    Board {
        white,
        black,
        outcome: Some(outcome),
    }
}

#[test]
fn buchholz_cut_one_and_sonneborn_berger_are_computed_as_by_hand() {
    let event = four_with(vec![
        vec![board(1, 2, Outcome::WhiteWins), board(3, 4, Outcome::Draw)],
        vec![board(1, 3, Outcome::Draw), board(4, 2, Outcome::WhiteWins)],
        vec![
            board(1, 4, Outcome::WhiteWins),
            board(2, 3, Outcome::BlackWins),
        ],
    ]);
    // Scores: P1 2½, P3 2, P4 1½, P2 0.
    // P1: BH 0 + 2 + 1½ = 3½, cut the 0: 3½; SB 0·1 + 2·½ + 1½·1 = 2½.
    // P2: BH 2½ + 1½ + 2 = 6, cut 1½: 4½.
    let text = standings_text(&event);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "1. P1 — 2½ · BH-C1 3½ · BH 3½ · SB 2½ · DE 0 · WON 2"
    );
    assert_eq!(lines[1], "2. P3 — 2 · BH-C1 4 · BH 4 · SB 2 · DE 0 · WON 1");
    assert_eq!(
        lines[2],
        "3. P4 — 1½ · BH-C1 4½ · BH 4½ · SB 1 · DE 0 · WON 1"
    );
    assert_eq!(
        lines[3],
        "4. P2 — 0 · BH-C1 4½ · BH 6 · SB 0 · DE 0 · WON 0"
    );
}

#[test]
fn an_unplayed_round_counts_as_a_game_against_ones_own_score() {
    // 1 beat 2; 3 had the bye; 4 was absent.
    let mut event = four_with(vec![vec![board(1, 2, Outcome::WhiteWins)]]);
    event.rounds[0].byes = vec![3];
    event.rounds[0].absent = vec![4];
    let table = standings(&event);
    let order: Vec<usize> = table.iter().map(|s| s.number).collect();
    // 1 and 3 on a point: BH-C1 0 each (3's only round is cut), then BH:
    // 3's bye counts 3's own point, 1's opponent has none.
    assert_eq!(order, [3, 1, 2, 4]);
    assert_eq!(table[0].values[1], 4, "BH 1 in quarters");
    assert_eq!(table[1].values[1], 0);
}

#[test]
fn players_tied_on_everything_share_their_place_and_direct_encounter_separates_the_others() {
    let mut event = Event::new(Format::RoundRobin { double: false }, &["A", "B", "C"]);
    event.rounds = vec![
        EventRound {
            boards: vec![board(1, 2, Outcome::Draw)],
            byes: vec![3],
            ..EventRound::default()
        },
        EventRound {
            boards: vec![board(3, 1, Outcome::Draw)],
            byes: vec![2],
            ..EventRound::default()
        },
        EventRound {
            boards: vec![board(2, 3, Outcome::Draw)],
            byes: vec![1],
            ..EventRound::default()
        },
    ];
    let places: Vec<usize> = standings(&event).iter().map(|s| s.place).collect();
    assert_eq!(places, [1, 1, 1]);
    // Four players: 1 and 2 end on 1½; 1 beat 2, so 1 is ahead (DE).
    let mut four = Event::new(Format::RoundRobin { double: false }, &["A", "B", "C", "D"]);
    four.rounds = [
        [
            board(1, 2, Outcome::WhiteWins),
            board(3, 4, Outcome::WhiteWins),
        ],
        [
            board(1, 3, Outcome::BlackWins),
            board(2, 4, Outcome::WhiteWins),
        ],
        [board(1, 4, Outcome::Draw), board(2, 3, Outcome::Draw)],
    ]
    .into_iter()
    .map(|boards| EventRound {
        boards: boards.to_vec(),
        ..EventRound::default()
    })
    .collect();
    let table = standings(&four);
    let order: Vec<(usize, usize, u32)> = table
        .iter()
        .map(|s| (s.place, s.number, s.values[0]))
        .collect();
    assert_eq!(order, [(1, 3, 0), (2, 1, 2), (3, 2, 0), (4, 4, 0)]);
}

/// A Swiss of eight over three rounds, results by a fixed rule, drawn.
fn eight_player_swiss() -> Event {
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
    let mut event = Event::new(Format::Swiss { rounds: 3 }, &names);
    for round in 1..=3 {
        event.pair_next().expect("a round");
        let boards = event.rounds[round - 1].boards.clone();
        for (index, board) in boards.iter().enumerate() {
            let outcome = match (board.white + board.black + round) % 3 {
                0 => Outcome::Draw,
                1 => Outcome::WhiteWins,
                _ => Outcome::BlackWins,
            };
            event.record(round, index + 1, outcome).expect("a board");
        }
    }
    event
}

#[test]
fn the_standings_picture_is_a_png_of_the_table() {
    let bytes = palanquee::tournament::picture::standings_png(&eight_player_swiss(), "Swiss")
        .expect("drawn");
    let image = image::load_from_memory(&bytes).expect("a PNG").to_rgb8();
    assert!(
        image.width() > 500 && image.height() > 250,
        "{:?}",
        image.dimensions()
    );
}

#[test]
#[ignore = "writes docs/standings-sample.png"]
fn write_standings_sample() {
    let bytes = palanquee::tournament::picture::standings_png(
        &eight_player_swiss(),
        "Palago Swiss — standings after round 3",
    )
    .expect("drawn");
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/docs/standings-sample.png"),
        bytes,
    )
    .expect("written");
}
