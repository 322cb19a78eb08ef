//! `palanquee pairings --system SYSTEM --trf FILE`: the next round of a
//! tournament given as a FIDE report (TRF), printed in the output format
//! of the FIDE-endorsed pairing programs (first line the number of pairs,
//! then `WHITE_ID BLACK_ID` per pair, `ID 0` for a bye), so that other
//! tools, and the endorsed programs themselves, can check it.
//!
//! Exit codes: 0 with the pairings, 1 when no legal pairing exists (the
//! event is over, or a game of the last round has no result yet), 3 for a file that cannot be read, with one line saying
//! why.

use std::io::Read;
use std::path::Path;

use super::outcome::{Outcome, success};
use crate::tournament::berger;
use crate::tournament::dutch::DutchError;
use crate::tournament::dutch::field::FieldError;
use crate::tournament::trf::{self, Report};

/// Exit code when no legal pairing exists.
pub const EXIT_NO_PAIRING: u8 = 1;
/// Exit code for a report that cannot be read.
pub const EXIT_UNREADABLE: u8 = 3;

/// The largest report read, in bytes (16 MiB): a report of 5,000 players
/// over 99 rounds is under 6 MiB. A larger file, or one that is not a
/// regular file (a device such as `/dev/zero`, a pipe, a folder), is
/// refused before it is read, so that reading takes bounded memory and
/// never waits on a writer (issue 47).
pub const MAX_REPORT_BYTES: u64 = 16 * 1024 * 1024;

/// A pairing system of `palanquee pairings`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum System {
    /// FIDE Berger tables (C.05, Annex 1); a double round-robin when the
    /// report's `XXR` asks for more rounds than one cycle has.
    RoundRobin,
    /// FIDE Dutch system (C.04.3, 2025 rules), the next round of a Swiss
    /// event; the report must give `XXR` and, before any colour is known,
    /// `XXC white1` or `XXC black1`.
    Dutch,
}

/// The next round of the tournament in `file` by `system`.
#[must_use]
pub fn pairings(system: System, file: &Path) -> Outcome {
    let text = match read_report(file) {
        Ok(text) => text,
        Err(why) => return unreadable(why),
    };
    let report = match trf::read(&text) {
        Ok(report) => report,
        Err(error) => return unreadable(format!("{}: {error}", file.display())),
    };
    if let Some((round, player, opponent)) = report.game_in_play() {
        return no_pairing(&FieldError::InPlay {
            round,
            player,
            opponent,
        });
    }
    match system {
        System::RoundRobin => round_robin(&report),
        System::Dutch => dutch(&report),
    }
}

/// The text of report `file`, if it is a regular file of at most
/// [`MAX_REPORT_BYTES`]; else why not, in a sentence.
fn read_report(file: &Path) -> Result<String, String> {
    let shown = file.display();
    let cannot = |error: std::io::Error| format!("cannot read {shown}: {error}");
    let metadata = std::fs::metadata(file).map_err(cannot)?;
    if !metadata.is_file() {
        return Err(format!(
            "{shown} is not a regular file (a folder, a device or a pipe): give a report saved as a file"
        ));
    }
    let too_big =
        || format!("{shown} is larger than the {MAX_REPORT_BYTES} bytes a report may have");
    if metadata.len() > MAX_REPORT_BYTES {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|opened| opened.take(MAX_REPORT_BYTES + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    // The file may have grown since it was looked at.
    if bytes.len() as u64 > MAX_REPORT_BYTES {
        return Err(too_big());
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The next Berger round of `report`'s players, numbered by their
/// starting ranks 1 to N.
fn round_robin(report: &Report) -> Outcome {
    let players = report.players.len();
    if let Some(stranger) = report.players.iter().find(|p| p.id > players) {
        return unreadable(format!(
            "a round-robin numbers its {players} players 1 to {players}; starting rank {} is not one of them",
            stranger.id
        ));
    }
    let single = berger::rounds(players, false);
    let double = report.total_rounds.is_some_and(|rounds| rounds > single);
    let next = report.rounds_played() + 1;
    match berger::round(players, next, double) {
        Ok(round) => success(round.engine_output()),
        Err(error) => no_pairing(&error),
    }
}

/// The next Dutch round of `report`.
fn dutch(report: &Report) -> Outcome {
    match crate::tournament::dutch::pair(report) {
        Ok(round) => success(round.engine_output()),
        Err(error @ (DutchError::NoPairing | DutchError::Field(FieldError::Finished(_)))) => {
            no_pairing(&error)
        }
        Err(error) => unreadable(error.to_string()),
    }
}

/// No round to pair now: exit 1 with why.
fn no_pairing(why: &dyn std::fmt::Display) -> Outcome {
    Outcome {
        stdout: String::new(),
        stderr: format!("no pairing: {why}\n"),
        code: EXIT_NO_PAIRING,
    }
}

/// A report that cannot be read: exit 3 with `why`.
fn unreadable(why: String) -> Outcome {
    Outcome {
        stdout: String::new(),
        stderr: format!("error: {why}\n"),
        code: EXIT_UNREADABLE,
    }
}
