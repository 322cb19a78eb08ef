//! FIDE reports (TRF) written line by line, and `palanquee pairings`
//! run on them as another program would run it.

#![allow(dead_code)]

use std::process::Command;

/// A `001` line of a TRF report: starting rank, name, points, then rounds
/// `(opponent, colour, result)`, each in its columns.
pub fn player_line(id: usize, name: &str, points: &str, rounds: &[(usize, char, char)]) -> String {
    let mut line =
        format!("001 {id:>4} m    {name:<33} 1500 FRA             2000/01/01 {points:>4} {id:>4}");
    for (opponent, colour, result) in rounds {
        line.push_str(&format!("  {opponent:>4} {colour} {result}"));
    }
    line
}

/// Runs `palanquee pairings --system SYSTEM --trf` on `report`: exit
/// code, standard output, standard error.
pub fn pairings(system: &str, report: &str) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("event.trf");
    std::fs::write(&file, report).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["pairings", "--system", system, "--trf"])
        .arg(&file)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
