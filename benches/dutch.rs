//! The FIDE Dutch pairing of rounds 1, 2 and 3 of a 1,000-player Swiss
//! (docs/measured.md, "Measured against bbpPairings"): the reports are made here,
//! the same on every run (ratings spread, each round paired by the
//! engine itself, results drawn by a seeded generator: 40 % white wins,
//! 25 % draws, 35 % black wins). With `DUTCH_BENCH_REPORTS=DIR`, the three
//! reports are also written to `DIR/round1.trf`... so that bbpPairings
//! can be timed on the very same files.

mod rng;

use criterion::{Criterion, criterion_group, criterion_main};
use palanquee::tournament::dutch;
use palanquee::tournament::trf::{self, Colour, Played, Player, Report};
use rng::Rng;
use std::hint::black_box;
use std::time::Duration;

/// Players in the event.
const PLAYERS: usize = 1000;

/// The report before round 1: players with ratings, nine rounds to come.
fn first_report() -> Report {
    let mut rng = Rng::for_playout(47);
    let players = (1..=PLAYERS)
        .map(|id| Player {
            id,
            name: format!("Player {id}"),
            rating: 2700 - (id as u32 * 15) / 10 - rng.below(3) as u32,
            half_points: 0,
            rounds: Vec::new(),
        })
        .collect();
    Report {
        players,
        total_rounds: Some(9),
        initial_colour: Some(Colour::White),
        unsupported: Vec::new(),
    }
}

/// `report` with its next round paired and played out at random.
fn play_round(report: &Report, rng: &mut Rng) -> Report {
    let round = match dutch::pair(report) {
        Ok(round) => round,
        Err(why) => panic!("the bench's event cannot be paired: {why}"),
    };
    let mut next = report.clone();
    let game = |opponent, colour, result| Played {
        opponent: Some(opponent),
        colour: Some(colour),
        result,
        written: true,
    };
    for pair in &round.pairs {
        let (white, black) = match rng.below(20) {
            0..8 => ('1', '0'),
            8..13 => ('=', '='),
            _ => ('0', '1'),
        };
        let (w, b) = (pair.white - 1, pair.black - 1);
        next.players[w]
            .rounds
            .push(game(pair.black, Colour::White, white));
        next.players[b]
            .rounds
            .push(game(pair.white, Colour::Black, black));
        next.players[w].half_points += trf::half_points_of(white);
        next.players[b].half_points += trf::half_points_of(black);
    }
    for &bye in &round.byes {
        next.players[bye - 1].rounds.push(Played {
            opponent: None,
            colour: None,
            result: 'U',
            written: true,
        });
        next.players[bye - 1].half_points += trf::half_points_of('U');
    }
    // Through the writer and the reader, as `palanquee pairings` gets it.
    match trf::read(&trf::write(&next, "Bench")) {
        Ok(read) => read,
        Err(why) => panic!("the bench's report does not read back: {why:?}"),
    }
}

/// The reports before rounds 1, 2 and 3.
fn reports() -> Vec<Report> {
    let mut rng = Rng::for_playout(2025);
    let first = first_report();
    let second = play_round(&first, &mut rng);
    let third = play_round(&second, &mut rng);
    let reports = vec![first, second, third];
    if let Some(dir) = std::env::var_os("DUTCH_BENCH_REPORTS") {
        for (index, report) in reports.iter().enumerate() {
            let path = std::path::Path::new(&dir).join(format!("round{}.trf", index + 1));
            if let Err(why) = std::fs::write(&path, trf::write(report, "Bench")) {
                panic!("cannot write {}: {why}", path.display());
            }
        }
    }
    reports
}

fn rounds(c: &mut Criterion) {
    let reports = reports();
    let mut group = c.benchmark_group("dutch_1000_players");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.warm_up_time(Duration::from_secs(1));
    for (index, report) in reports.iter().enumerate() {
        group.bench_function(format!("round_{}", index + 1), |b| {
            b.iter(|| dutch::pair(black_box(report)))
        });
    }
    group.finish();
}

criterion_group!(benches, rounds);
criterion_main!(benches);
