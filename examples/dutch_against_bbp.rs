//! Checks `palanquee pairings --system dutch` against bbpPairings, a
//! FIDE-endorsed Dutch engine, on random tournaments: bbpPairings'
//! own generator plays each tournament (its `-g`, with draws, forfeits,
//! half-point byes and withdrawals), then every round is paired again
//! from the report cut just before it, by both engines, and the two
//! outputs are compared line for line (boards, colours, order, bye).
//!
//! ```text
//! cargo run --release --example dutch_against_bbp -- \
//!     --bbp /path/to/bbpPairings.exe [--tournaments 60] [--seed 1] \
//!     [--min-players 7] [--max-players 200] [--keep DIR] [--fixtures DIR]
//! ```
//!
//! Prints one line per tournament and a total; with `--keep`, the
//! reports of the rounds that differ are written to DIR; with
//! `--fixtures`, every round compared is written there as `NAME.trf` and
//! bbpPairings' answer `NAME.pairs` (how `tests/fixtures/dutch` was made).

use std::path::{Path, PathBuf};
use std::process::Command;

use palanquee::tournament::{dutch, trf};

/// The options.
struct Options {
    bbp: PathBuf,
    tournaments: u64,
    seed: u64,
    min_players: u64,
    max_players: u64,
    keep: Option<PathBuf>,
    fixtures: Option<PathBuf>,
}

/// A small deterministic generator (SplitMix64), so that runs repeat.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high`.
    fn between(&mut self, low: u64, high: u64) -> u64 {
        low + self.next() % (high - low + 1)
    }
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(why) => {
            eprintln!("error: {why}");
            std::process::exit(2);
        }
    };
    let work = std::env::temp_dir().join(format!("dutch-against-bbp-{}", std::process::id()));
    if let Err(error) = std::fs::create_dir_all(&work) {
        eprintln!("error: cannot create {}: {error}", work.display());
        std::process::exit(2);
    }
    let mut rng = Rng(options.seed);
    let (mut rounds, mut same, mut players_seen) = (0, 0, (u64::MAX, 0));
    for tournament in 0..options.tournaments {
        let players = rng.between(options.min_players, options.max_players);
        let total = rng.between(5, 11).min(players - 1);
        let config = format!(
            "PlayersNumber={players}\nRoundsNumber={total}\nDrawPercentage={}\nForfeitRate={}\nRetiredRate={}\nHalfPointByeRate={}\n",
            rng.between(10, 45),
            rng.between(8, 40),
            rng.between(30, 150),
            rng.between(15, 60),
        );
        let seed = rng.next() % 1_000_000_000;
        match compare_tournament(&options, &work, tournament, &config, seed, total) {
            Ok((paired, identical)) => {
                println!(
                    "tournament {tournament}: {players} players, {total} rounds, seed {seed}: {identical}/{paired} rounds identical"
                );
                rounds += paired;
                same += identical;
                players_seen = (players_seen.0.min(players), players_seen.1.max(players));
            }
            Err(why) => println!("tournament {tournament}: skipped: {why}"),
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let share = if rounds == 0 {
        0.0
    } else {
        100.0 * same as f64 / rounds as f64
    };
    println!(
        "total: {same}/{rounds} rounds identical ({share:.2}%), {} tournaments of {} to {} players",
        options.tournaments, players_seen.0, players_seen.1
    );
}

/// Reads the command line.
fn options() -> Result<Options, String> {
    let mut options = Options {
        bbp: PathBuf::new(),
        tournaments: 60,
        seed: 1,
        min_players: 7,
        max_players: 200,
        keep: None,
        fixtures: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag} needs a number"))
        };
        match flag.as_str() {
            "--bbp" => options.bbp = PathBuf::from(&value),
            "--tournaments" => options.tournaments = number()?,
            "--seed" => options.seed = number()?,
            "--min-players" => options.min_players = number()?.max(3),
            "--max-players" => options.max_players = number()?,
            "--keep" => options.keep = Some(PathBuf::from(&value)),
            "--fixtures" => options.fixtures = Some(PathBuf::from(&value)),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if options.bbp.as_os_str().is_empty() {
        return Err("--bbp PATH (the bbpPairings executable) is required".into());
    }
    options.max_players = options.max_players.max(options.min_players);
    Ok(options)
}

/// Generates one tournament and compares every round; returns the
/// rounds compared and how many were identical.
fn compare_tournament(
    options: &Options,
    work: &Path,
    index: u64,
    config: &str,
    seed: u64,
    total: u64,
) -> Result<(u64, u64), String> {
    let config_file = work.join("config.txt");
    let played = work.join("played.trf");
    std::fs::write(&config_file, config).map_err(|e| e.to_string())?;
    let status = Command::new(&options.bbp)
        .args(["--dutch", "-g"])
        .arg(&config_file)
        .arg("-o")
        .arg(&played)
        .args(["-s", &seed.to_string()])
        .status()
        .map_err(|e| format!("cannot run {}: {e}", options.bbp.display()))?;
    if !status.success() {
        return Err(format!("the generator failed ({status})"));
    }
    let text = std::fs::read_to_string(&played).map_err(|e| e.to_string())?;
    let (mut paired, mut identical) = (0, 0);
    for round in 1..=total {
        let report = cut_before(&text, round, total);
        let input = work.join("round.trf");
        std::fs::write(&input, &report).map_err(|e| e.to_string())?;
        let theirs = theirs(options, work, &input)?;
        let ours = ours(&report);
        if theirs.starts_with("exit") {
            return Err(format!("bbpPairings refused round {round}: {theirs}"));
        }
        paired += 1;
        if let Some(fixtures) = &options.fixtures {
            let name = format!("s{}-t{index}-r{round}", options.seed);
            let _ = std::fs::create_dir_all(fixtures);
            let _ = std::fs::write(fixtures.join(format!("{name}.trf")), &report);
            let _ = std::fs::write(fixtures.join(format!("{name}.pairs")), &theirs);
        }
        if ours == theirs {
            identical += 1;
        } else if let Some(keep) = &options.keep {
            let name = format!("t{index}-s{seed}-r{round}");
            let _ = std::fs::create_dir_all(keep);
            let _ = std::fs::write(keep.join(format!("{name}.trf")), &report);
            let _ = std::fs::write(keep.join(format!("{name}.bbp")), &theirs);
            let _ = std::fs::write(keep.join(format!("{name}.ours")), &ours);
        }
    }
    Ok((paired, identical))
}

/// bbpPairings' pairing of `input`, or its exit code as text.
fn theirs(options: &Options, work: &Path, input: &Path) -> Result<String, String> {
    let output = work.join("bbp.txt");
    let status = Command::new(&options.bbp)
        .arg("--dutch")
        .arg(input)
        .arg("-p")
        .arg(&output)
        .stderr(std::process::Stdio::null())
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Ok(format!("exit {}", status.code().unwrap_or(-1)));
    }
    std::fs::read_to_string(&output).map_err(|e| e.to_string())
}

/// Our pairing of `report`, in the same form.
fn ours(report: &str) -> String {
    match trf::read(report) {
        Err(_) => "exit 3".into(),
        Ok(report) => match dutch::pair(&report) {
            Ok(round) => round.engine_output(),
            Err(dutch::DutchError::NoPairing) => "exit 1".into(),
            Err(_) => "exit 3".into(),
        },
    }
}

/// The report `text` as it stood before round `round`: the earlier
/// rounds, the byes and absences already known for `round`, the scores
/// recounted, and `XXR` with the event's length.
fn cut_before(text: &str, round: u64, total: u64) -> String {
    let kept = (round - 1) as usize;
    let mut out = String::new();
    for line in text.split(['\r', '\n']) {
        if line.starts_with("012") {
            out.push_str(line);
            out.push('\n');
        }
        if !line.starts_with("001") || line.len() < 91 || !line.is_ascii() {
            continue;
        }
        let blocks: Vec<String> = line.as_bytes()[91..]
            .chunks(10)
            .map(|chunk| format!("{:<10}", String::from_utf8_lossy(chunk)))
            .collect();
        let mut keep: Vec<&String> = blocks.iter().take(kept).collect();
        let points: u32 = keep.iter().map(|b| half_points(b)).sum();
        if let Some(next) = blocks.get(kept) {
            let result = next.as_bytes().get(7).copied().unwrap_or(b' ');
            if next.starts_with("0000") && result != b'U' && result != b'+' {
                keep.push(next);
            }
        }
        let score = format!("{:>2}.{}", points / 2, if points % 2 == 1 { 5 } else { 0 });
        let mut rebuilt = format!("{}{:>4}{}", &line[..80], score, &line[84..91]);
        for block in keep {
            rebuilt.push_str(block);
        }
        out.push_str(rebuilt.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("XXR {total}\n"));
    if let Some(colour) = first_colour(text) {
        out.push_str(&format!("XXC {colour}1\n"));
    }
    out
}

/// The colour the top-ranked player had, or would have had, in round 1
/// (`white` or `black`), read from the players paired in round 1.
fn first_colour(text: &str) -> Option<&'static str> {
    let mut position = 0;
    for line in text.split(['\r', '\n']).filter(|l| l.starts_with("001")) {
        let block = line.get(91..101)?;
        let (opponent, colour, result) = (&block[..4], &block[5..6], &block[7..8]);
        if opponent.trim() == "0000" && result != "U" && result != "+" {
            continue;
        }
        let white = match colour {
            "w" => true,
            "b" => false,
            _ => {
                position += 1;
                continue;
            }
        };
        return Some(if white == (position % 2 == 0) {
            "white"
        } else {
            "black"
        });
    }
    None
}

/// The half points of one round's block.
fn half_points(block: &str) -> u32 {
    match block.as_bytes().get(7) {
        Some(b'1' | b'W' | b'+' | b'F' | b'U') => 2,
        Some(b'=' | b'D' | b'H') => 1,
        _ => 0,
    }
}
