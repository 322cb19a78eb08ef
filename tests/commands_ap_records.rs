//! `/export format:ap` through the command layer, on SQLite and
//! PostgreSQL: a finished five-player Palanquée game (a computer claiming
//! out of turn, R21, a player resigning early, three eliminated by the
//! claims on their forgotten turns, R22, the computer winning as the last
//! left) and a Palago game to a win (P11) give Abstract Play
//! records valid against the AP Game Record 1-0-0 schema
//! (tests/fixtures/ap_record/, MIT), with `null` for the eliminated seat,
//! results as the game placed the players and computers flagged; read
//! back by `palanquee play --record` and `show --record`, each reaches
//! the game's final position. A bad format, and an AP record of a game
//! not over, are refused and change nothing.

mod common;
mod common_store;

use common_store::{Bench, code_and_text, dump, ok, palanquee, refused};
use palanquee::commands::{Command, Language, Service, parse_command_line};
use palanquee::games::ap_record::{self, ApRecord, Entry};
use palanquee::games::palanquee::{Game, Record, Rules};
use serde_json::Value;

const CH: &str = "records";

/// The schema of AP Game Record 1-0-0.
fn schema() -> Value {
    let text = include_str!("fixtures/ap_record/apgamerecord-1-0-0.json");
    serde_json::from_str(text).expect("the schema is JSON")
}

/// Asserts `json` is valid against the schema, formats (dates) included.
fn assert_valid(json: &Value) {
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema())
        .expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(json)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{json:#}");
}

/// The file of `/export` (with `options`) as `who`: its name and text.
async fn export(service: &Service, who: &str, options: &str) -> (String, String) {
    let replies = ok(service, CH, who, &format!("/export {options}")).await;
    let file = replies[0].file.as_ref().expect("a file attached");
    let text = String::from_utf8(file.bytes.clone()).expect("UTF-8");
    (file.name.clone(), text)
}

/// `who` sows and ends the turn: on `cell`, or if the computer's pieces
/// have come too near it for their first three turns (R19), on the first
/// cell of the same row that the rules allow (a refused `/play` changes
/// nothing).
async fn sow_where_allowed(service: &Service, who: &str, cell: &str) {
    let (column, row) = cell.split_at(1);
    let columns = std::iter::once(column.to_owned()).chain(('A'..='S').map(String::from));
    for column in columns {
        let line = format!("/play actions:\"sow {column}{row}; end\"");
        if common_store::run(service, CH, who, &line).await.is_ok() {
            return;
        }
    }
    panic!("{who} found no cell to sow in row {row}");
}

/// The computers' turns and claims until none is due.
async fn computers(service: &Service) {
    while !service
        .computer_turns(CH)
        .await
        .expect("the computers play")
        .is_empty()
    {}
}

/// `palanquee ARGS…` in `dir`: its exit code and standard output.
fn cli(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = palanquee(args, "", dir);
    let (code, all) = code_and_text(&out);
    assert_eq!(code, Some(0), "palanquee {args:?}: {all}");
    (code, String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The final game of Palanquée's text export (its `#` lines left out).
fn game_of_text_export(text: &str) -> Game {
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let record: Record = lines.join("\n").parse().expect("the text record reads");
    Game::replay(&record).expect("the text record replays")
}

async fn a_finished_five_player_palanquee_game_gives_an_ap_record_that_replays() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    for who in ["bob", "carol", "dave"] {
        ok(&service, CH, who, "/join").await;
    }
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/start").await;
    // Round 1: everyone sows (R11), the computer last.
    for (who, cell) in [
        ("alice", "E4"),
        ("bob", "P12"),
        ("carol", "E12"),
        ("dave", "P4"),
    ] {
        let line = format!("/play actions:\"sow {cell}; end\"");
        ok(&service, CH, who, &line).await;
    }
    computers(&service).await;
    // Round 2: alice forgets her actions (R20) and the computer claims at
    // once (R21); bob resigns (R22); carol and dave forget theirs.
    ok(&service, CH, "alice", "/end confirm:true").await;
    computers(&service).await;
    ok(&service, CH, "bob", "/resign").await;
    for who in ["carol", "dave"] {
        ok(&service, CH, who, "/end confirm:true").await;
        computers(&service).await;
    }
    // Not over yet: no AP record, and nothing changes.
    let before = dump(&service).await;
    let unfinished = refused(&service, CH, "alice", "/export format:ap").await;
    assert!(unfinished.contains("once the game is over"), "{unfinished}");
    assert_eq!(dump(&service).await, before);
    // Rounds 3 to 6: with no seed on the board, each must sow (R11), then
    // forgets again and loses that seed to the computer's claim, until
    // their third and last seed is gone: out, one by one (R22). The
    // computer, last left, wins.
    for round in 3..=6 {
        for (who, cell) in [("alice", "E4"), ("carol", "E12"), ("dave", "P4")] {
            if round % 2 == 1 {
                sow_where_allowed(&service, who, cell).await;
            } else {
                ok(&service, CH, who, "/end confirm:true").await;
            }
            computers(&service).await;
        }
    }
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(status[0].text.contains("is finished"), "{}", status[0].text);

    let (text_name, text) = export(&service, "alice", "").await;
    assert!(text_name.ends_with(".txt"), "{text_name}");
    let (same_name, same) = export(&service, "alice", "format:text").await;
    assert_eq!((same_name, same), (text_name, text.clone()));
    let (name, json) = export(&service, "alice", "format:ap").await;
    assert_eq!(name, "palanquee-game-1.json");
    let value: Value = serde_json::from_str(&json).expect("JSON");
    assert_valid(&value);
    let record: ApRecord = ap_record::read(&json).expect("an AP record");
    let header = &record.header;
    assert_eq!(header.game.name, "Palanquée");
    assert!(header.game.variants.is_empty(), "the basic rules");
    assert_eq!(header.site.name, "Palanquée bot");
    assert_eq!(header.site.gameid, Some(1));
    assert!(!header.unrated, "four people and a computer are rated");
    assert!(header.event.is_none() && header.round.is_none());
    let names: Vec<&str> = header.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["alice", "bob", "carol", "dave", "Computer (easy)"]);
    let ai: Vec<bool> = header.players.iter().map(|p| p.is_ai).collect();
    assert_eq!(ai, [false, false, false, false, true]);
    assert_eq!(header.players[0].userid.as_deref(), Some("id-alice"));
    // The winner first; then those who played until eliminated (R22),
    // equal; bob, who resigned, last (`Finish::places`).
    let results: Vec<i64> = header.players.iter().map(|p| p.result).collect();
    assert_eq!(results, [1, 0, 1, 1, 2]);

    // One entry per seat per row; bob's resignation, then null for him.
    assert!(record.moves.iter().all(|row| row.len() == 5));
    let texts = |seat: usize| -> Vec<Option<String>> {
        record
            .moves
            .iter()
            .map(|row| row[seat].as_ref().map(|e| e.text().to_owned()))
            .collect()
    };
    let bob = texts(1);
    let resigned = bob
        .iter()
        .position(|t| t.as_deref() == Some("resign"))
        .unwrap_or_else(|| panic!("bob's resignation: {bob:?}"));
    assert!(bob[resigned + 1..].iter().all(Option::is_none), "{bob:?}");
    assert_eq!(texts(0)[0].as_deref(), Some("sow E4; end"));
    // Alice lost her three seeds to claims (R22): no entry after that.
    let alice = texts(0);
    let out = alice
        .iter()
        .rposition(Option::is_some)
        .expect("alice played");
    assert!(out < alice.len() - 1, "null once she is out: {alice:?}");
    let computer = texts(4);
    assert!(
        computer.iter().flatten().any(|t| t.contains("claim ")),
        "the computer's claim: {computer:?}"
    );
    // Its claim came before bob's turn: that row says the order.
    assert!(
        record.moves.iter().flatten().flatten().any(|e| matches!(
            e,
            Entry::Ordered {
                sequence: Some(_),
                ..
            }
        )),
        "{json}"
    );

    // Read back: the engine and the command line reach the game's end.
    let game = game_of_text_export(&text);
    let start = header.starting_position.as_deref();
    let back = palanquee::games::palanquee::ap_record::replay_ap(
        start,
        5,
        Rules::Basic,
        &record.moves,
        |_, _, _| {},
    )
    .expect("the AP record replays");
    assert_eq!(back.position(), game.position());
    for seat in ['a', 'c', 'd'] {
        let player = palanquee::games::palanquee::Player::from_letter(seat).expect("a seat");
        let position = game.position();
        assert_eq!(position.seeds_eliminated(player), 3, "seat {seat} is out");
    }
    assert_eq!(back.outcome(), game.outcome());
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(dir.path().join("game.json"), &json).expect("written");
    let (_, played) = cli(dir.path(), &["play", "--record", "game.json"]);
    let last = played.lines().last().unwrap_or_default();
    assert_eq!(last, format!("position: {}", game.position()), "{played}");
    assert!(played.contains(": claim "), "{played}");
    let (_, shown) = cli(dir.path(), &["show", "--record", "game.json"]);
    let position = game.position().to_string();
    let (_, expected) = cli(dir.path(), &["show", "--position", &position]);
    assert_eq!(shown, expected);
}

/// Bob wins a short Palago game by a creature (P11): the turns of
/// tests/discord_palago.rs.
const PALAGO_TURNS: [(&str, &str); 4] = [
    ("alice", "0,0:0 0,-1:2"),
    ("bob", "1,-1:0 1,-2:0"),
    ("alice", "0,1:1 -1,2:0"),
    ("bob", "1,0:0"),
];

async fn a_palago_game_gives_an_ap_record_that_replays() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago tiebreak:true").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    for (who, turn) in PALAGO_TURNS {
        ok(&service, CH, who, &format!("/play actions:\"{turn}\"")).await;
    }
    let (name, json) = export(&service, "bob", "format:ap").await;
    assert_eq!(name, "palago-game-1.json");
    let value: Value = serde_json::from_str(&json).expect("JSON");
    assert_valid(&value);
    let record = ap_record::read(&json).expect("an AP record");
    assert_eq!(record.header.game.name, "Palago");
    assert_eq!(record.header.game.variants, ["tiebreak"]);
    let results: Vec<i64> = record.header.players.iter().map(|p| p.result).collect();
    assert_eq!(results, [0, 1], "Blue (bob) won");
    assert!(record.header.players.iter().all(|p| !p.is_ai));
    assert_eq!(
        record.moves,
        vec![
            vec![
                Some(Entry::Text("0,0:0 0,-1:2".into())),
                Some(Entry::Text("1,-1:0 1,-2:0".into())),
            ],
            vec![
                Some(Entry::Text("0,1:1 -1,2:0".into())),
                Some(Entry::Text("1,0:0".into())),
            ],
        ]
    );
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(dir.path().join("game.json"), &json).expect("written");
    let turns: Vec<&str> = PALAGO_TURNS.iter().map(|(_, turn)| *turn).collect();
    let mut by_turns = vec!["play", "--game", "palago", "--tiebreak", "--"];
    by_turns.extend(&turns);
    let (_, expected) = cli(dir.path(), &by_turns);
    let (_, played) = cli(dir.path(), &["play", "--record", "game.json"]);
    assert_eq!(played, expected);
    assert!(played.ends_with("Blue wins\n"), "{played}");
    by_turns[0] = "show";
    let (_, expected) = cli(dir.path(), &by_turns);
    let (_, shown) = cli(dir.path(), &["show", "--record", "game.json"]);
    assert_eq!(shown, expected);
}

async fn a_bad_export_format_is_refused_and_changes_nothing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let before = dump(&service).await;
    let typed = parse_command_line(Language::English, "/export format:pdf").expect_err("refused");
    assert!(typed.contains("`pdf` is not an export format"), "{typed}");
    let options = [("format".to_owned(), "json".to_owned())];
    let given = Command::from_options(Language::French, "export", &options).expect_err("refused");
    assert!(
        given.contains("`json` n'est pas un format d'export"),
        "{given}"
    );
    let read = parse_command_line(Language::English, "/export format:AP").expect("read");
    assert_eq!(
        read,
        Command::Export {
            format: palanquee::commands::ExportFormat::Ap
        }
    );
    let unfinished = refused(&service, CH, "alice", "/export format:ap").await;
    assert!(unfinished.contains("once the game is over"), "{unfinished}");
    assert_eq!(dump(&service).await, before);
}

on_both_backends!(
    a_finished_five_player_palanquee_game_gives_an_ap_record_that_replays,
    a_palago_game_gives_an_ap_record_that_replays,
    a_bad_export_format_is_refused_and_changes_nothing,
);
