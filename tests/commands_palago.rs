//! Palago through the command layer on a real SQLite file: a whole game
//! from `/new game:palago` to a win, refusals that name their ruling and
//! change nothing, a draft that survives a restart, an export that
//! `palanquee play --game palago` replays to the same result, deadlines
//! (a reminder, then a loss on time, each once), the suggestions behind
//! `/place`'s autocomplete, and a database made before Palago existed that
//! opens and plays on.

mod common_store;

use common_store::{Bench, T0, caller, dump, ok, refused, texts};
use palanquee::commands::{Caller, Reply, Service, Typed, Visibility};
use palanquee::games::palago::{Cell, Orientation};
use palanquee::store::Store;

const CH: &str = "palago-table";

/// Blue wins with 1,0:0, which closes a blue creature alone (P9, P11).
const TURNS: [&str; 4] = ["0,0:0 0,-1:2", "1,-1:0 1,-2:0", "0,1:1 -1,2:0", "1,0:0"];

/// Opens a Palago game for alice (White) and bob (Blue) and starts it.
async fn started(service: &palanquee::commands::Service, extra: &str) {
    ok(service, CH, "alice", &format!("/new game:palago {extra}")).await;
    ok(service, CH, "bob", "/join").await;
    ok(service, CH, "alice", "/start").await;
}

fn picture(reply: &Reply) -> image::DynamicImage {
    let file = reply.file.as_ref().expect("a picture");
    image::load_from_memory(&file.bytes).expect("a PNG")
}

async fn a_whole_game_from_new_to_a_win() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let opened = ok(&service, CH, "alice", "/new game:palago").await;
    assert!(
        texts(&opened).contains("opened a game of Palago"),
        "{}",
        texts(&opened)
    );
    ok(&service, CH, "bob", "/join").await;
    let third = refused(&service, CH, "carol", "/join").await;
    assert!(third.contains("(P5)"), "{third}");
    let start = ok(&service, CH, "alice", "/start").await;
    assert_eq!(start[0].mentions, ["id-alice"]);
    picture(&start[0]);

    // Tile by tile: a private preview each, then /end publishes the pair.
    let first = ok(&service, CH, "alice", "/place cell:0,0 orientation:0").await;
    assert_eq!(first[0].visibility, Visibility::Private);
    assert!(
        first[0].text.contains("second tile next to 0,0 (P7)"),
        "{}",
        first[0].text
    );
    picture(&first[0]);
    let not_adjacent = refused(&service, CH, "alice", "/place cell:2,0 orientation:0").await;
    assert!(not_adjacent.contains("P7"), "{not_adjacent}");
    ok(&service, CH, "alice", "/place cell:0,-1 orientation:1").await;
    let undone = ok(&service, CH, "alice", "/undo").await;
    assert!(
        undone[0].text.contains("Your draft: 0,0:0."),
        "{}",
        undone[0].text
    );
    ok(&service, CH, "alice", "/place cell:0,-1 orientation:2").await;
    let not_yours = refused(&service, CH, "bob", "/place cell:1,0 orientation:0").await;
    assert!(not_yours.contains("not yours"), "{not_yours}");
    let published = ok(&service, CH, "alice", "/end").await;
    assert_eq!(published[0].visibility, Visibility::Public);
    assert!(
        published[0].text.contains("laid 0,0:0 0,-1:2"),
        "{}",
        published[0].text
    );
    assert_eq!(published[0].mentions, ["id-bob"]);
    picture(&published[0]);

    // Whole turns as text, and Palanquée's commands refused here.
    let wrong_game = refused(&service, CH, "bob", "/sow cell:E4").await;
    assert!(wrong_game.contains("plays Palago"), "{wrong_game}");
    ok(
        &service,
        CH,
        "bob",
        &format!("/play actions:\"{}\"", TURNS[1]),
    )
    .await;
    ok(
        &service,
        CH,
        "alice",
        &format!("/play actions:\"{}\"", TURNS[2]),
    )
    .await;
    let before = dump(&service).await;
    let single = refused(&service, CH, "bob", "/play actions:\"2,0:0\"").await;
    assert!(single.starts_with("`2,0:0` is refused. P9"), "{single}");
    assert_eq!(dump(&service).await, before, "a refusal changes nothing");

    // The winning tile is a whole turn by itself (P9), and the preview says so.
    let preview = ok(&service, CH, "bob", "/place cell:1,0 orientation:upright").await;
    assert!(
        preview[0].text.contains("ends the game by itself"),
        "{}",
        preview[0].text
    );
    assert!(
        preview[0].text.contains("Blue wins (P11)"),
        "{}",
        preview[0].text
    );
    let second = refused(&service, CH, "bob", "/place cell:2,0 orientation:0").await;
    assert!(second.contains("(P9)"), "{second}");
    let won = ok(&service, CH, "bob", "/end").await;
    assert!(
        won[0]
            .text
            .contains("Blue closed a blue creature: Blue wins (P11). **bob** (Blue) wins."),
        "{}",
        won[0].text
    );
    assert_eq!(won[0].mentions, ["id-alice"]);
    picture(&won[0]);

    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("of Palago, is finished"),
        "{}",
        status[0].text
    );
    let history = ok(&service, CH, "alice", "/history").await;
    assert!(
        history[0].text.contains("4. B bob: 1,0:0"),
        "{}",
        history[0].text
    );
    let board = ok(&service, CH, "alice", "/board round:1").await;
    assert!(
        board[0].text.contains("end of round 1"),
        "{}",
        board[0].text
    );
    picture(&board[0]);
    let later = refused(&service, CH, "alice", "/board round:3").await;
    assert!(later.contains("has not been played"), "{later}");
    let again = refused(&service, CH, "alice", "/place cell:2,0 orientation:0").await;
    assert!(again.contains("No game in this channel"), "{again}");
}

/// The turns of an exported record: its lines without `#` comments, the
/// turn number, the colour and the result.
fn turns_of(record: &str) -> Vec<String> {
    record
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let turn = line.split_once(". ").map_or(line, |(_, rest)| rest);
            let turn = turn.get(2..).unwrap_or(turn);
            turn.split(" (").next().unwrap_or(turn).to_owned()
        })
        .collect()
}

async fn the_export_replays_to_the_same_result() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    started(&service, "").await;
    for (index, turn) in TURNS.iter().enumerate() {
        let who = if index % 2 == 0 { "alice" } else { "bob" };
        ok(&service, CH, who, &format!("/play actions:\"{turn}\"")).await;
    }
    let export = ok(&service, CH, "alice", "/export").await;
    let file = export[0].file.as_ref().expect("the record");
    let record = String::from_utf8(file.bytes.clone()).expect("text");
    assert!(
        record.starts_with("# Palago\n# W = alice\n# B = bob\n"),
        "{record}"
    );
    let turns = turns_of(&record);
    assert_eq!(turns, TURNS);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["play", "--game", "palago", "--"])
        .args(&turns)
        .output()
        .expect("palanquee runs");
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some("palago: 7 placed, 41 left, Blue wins"),
        "{stdout}"
    );
    // The record reads back too (P13), comments and all.
    let game =
        palanquee::games::palago::Game::from_record(&record, Default::default()).expect("replays");
    assert_eq!(game.status_line(), "palago: 7 placed, 41 left, Blue wins");
}

async fn a_draft_survives_a_restart() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    started(&service, "tiebreak:true").await;
    ok(&service, CH, "alice", "/place cell:0,0 orientation:1").await;
    service.store().close().await;
    drop(service);

    let service = bench.service().await;
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("with the tiebreak (P12)"),
        "{}",
        status[0].text
    );
    assert!(
        status[0].text.contains("Your draft: 0,0:1."),
        "{}",
        status[0].text
    );
    ok(&service, CH, "alice", "/place cell:-1,1 orientation:0").await;
    let published = ok(&service, CH, "alice", "/end").await;
    assert!(
        published[0].text.contains("laid 0,0:1 -1,1:0"),
        "{}",
        published[0].text
    );
}

async fn a_stale_button_and_a_wrong_game_change_nothing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    started(&service, "").await;
    let preview = ok(&service, CH, "alice", "/place cell:0,0 orientation:0").await;
    let stale = preview[0].buttons[0];
    ok(&service, CH, "alice", "/place cell:0,1 orientation:0").await;
    let before = dump(&service).await;
    let command = palanquee::commands::Command::End {
        confirm: false,
        stamp: Some(match stale {
            palanquee::commands::Button::EndTurn { game, version, .. } => {
                palanquee::commands::Stamp { game, version }
            }
            other => panic!("{other:?}"),
        }),
    };
    let answer = service.handle(CH, &caller("alice"), command).await;
    assert!(matches!(answer, Err(ref e) if e.is_refusal()), "{answer:?}");
    assert_eq!(dump(&service).await, before);
    for line in ["/new", "/claim cell:E4", "/grow cell:E5"] {
        let text = refused(&service, CH, "alice", line).await;
        assert!(!text.is_empty());
    }
    assert_eq!(dump(&service).await, before);
    let palanquee = "palanquee-here";
    ok(&service, palanquee, "alice", "/new").await;
    let text = refused(
        &service,
        palanquee,
        "alice",
        "/place cell:0,0 orientation:0",
    )
    .await;
    assert!(text.contains("plays Palanquée"), "{text}");
}

async fn at_the_deadline_the_player_who_ran_out_loses_once() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    started(&service, "turn-hours:4").await;
    ok(&service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    // Bob's reminder comes an hour before his 4 hours are up.
    bench.advance(3 * 3600 + 1);
    let reminded = service.tick().await.expect("tick");
    assert_eq!(reminded.len(), 1);
    assert!(
        reminded[0].reply.text.contains("you lose the game"),
        "{}",
        reminded[0].reply.text
    );
    assert_eq!(reminded[0].reply.mentions, ["id-bob"]);
    assert!(
        service.tick().await.expect("tick").is_empty(),
        "reminded once"
    );
    bench.advance(3600);
    let expired = service.tick().await.expect("tick");
    assert_eq!(expired.len(), 1);
    let text = &expired[0].reply.text;
    assert!(text.contains("Time is up for **bob** (Blue)"), "{text}");
    assert!(text.contains("**alice** (White) wins on time"), "{text}");
    picture(&expired[0].reply);
    assert!(
        service.tick().await.expect("tick").is_empty(),
        "settled once"
    );
    let status = ok(&service, CH, "bob", "/status").await;
    assert!(
        status[0].text.contains("wins on time"),
        "{}",
        status[0].text
    );
    let history = ok(&service, CH, "bob", "/history").await;
    assert!(
        history[0].text.contains("ran out of time"),
        "{}",
        history[0].text
    );
    let rules = ok(&service, CH, "bob", "/rules topic:palago-end").await;
    assert!(
        rules[0].text.contains("loses the game"),
        "{}",
        rules[0].text
    );
    assert!(bench.clock.load(std::sync::atomic::Ordering::SeqCst) > T0);
}

/// The cells `/place` suggests to `who` while they type `text`, as
/// Discord's autocomplete asks for them.
async fn suggested_cells(service: &Service, who: &Caller, text: &str) -> Vec<Cell> {
    let typed = Typed {
        command: "place",
        option: "cell",
        text,
        given: &[],
    };
    let found = service.suggest(CH, who, &typed).await.expect("cells");
    found
        .iter()
        .map(|s| s.value.parse().expect("a cell"))
        .collect()
}

/// The orientations `/place` suggests to `who` once `cell:` is `at`.
async fn suggested_orientations(service: &Service, who: &Caller, at: Cell) -> Vec<Orientation> {
    let given = [("cell".to_owned(), at.to_string())];
    let typed = Typed {
        command: "place",
        option: "orientation",
        text: "",
        given: &given,
    };
    let found = service
        .suggest(CH, who, &typed)
        .await
        .expect("orientations");
    found
        .iter()
        .map(|s| {
            let index: usize = s.value.parse().expect("an index");
            Orientation::from_index(index).expect("an orientation")
        })
        .collect()
}

async fn suggestions_offer_only_legal_cells_and_orientations() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    started(&service, "").await;
    let (alice, bob) = (caller("alice"), caller("bob"));
    let cells = suggested_cells(&service, &alice, "").await;
    assert_eq!(cells, [Cell::ORIGIN]);
    assert!(suggested_cells(&service, &bob, "").await.is_empty());
    ok(&service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    ok(&service, CH, "bob", "/play actions:\"1,-1:0 1,-2:0\"").await;
    ok(&service, CH, "alice", "/play actions:\"0,1:1 -1,2:0\"").await;
    let cells = suggested_cells(&service, &bob, "").await;
    assert!(cells.len() <= 25 && cells.len() > 6, "{cells:?}");
    let near: Cell = "3,3".parse().expect("a cell");
    let typed = suggested_cells(&service, &bob, "3,3").await;
    let distances: Vec<i32> = typed.iter().map(|c| c.distance(near)).collect();
    assert!(distances.is_sorted(), "nearest first: {typed:?}");
    let at: Cell = "1,0".parse().expect("a cell");
    let orientations = suggested_orientations(&service, &bob, at).await;
    assert!(
        orientations.contains(&Orientation::Upright),
        "{orientations:?}"
    );
    let far: Cell = "9,9".parse().expect("a cell");
    assert!(suggested_orientations(&service, &bob, far).await.is_empty());
    let rules = ok(&service, CH, "bob", "/rules topic:palago-tile").await;
    picture(&rules[0]);
    let overview = ok(&service, CH, "bob", "/rules").await;
    assert!(
        overview[0].text.starts_with("**Palago**"),
        "{}",
        overview[0].text
    );
}

/// A database made by the code before Palago (migrations 0001 and 0002
/// only) with a Palanquée game under way opens, gains the game kind, and
/// the game plays on as Palanquée.
#[tokio::test]
async fn a_database_from_before_palago_opens_and_plays_on() {
    let bench = Bench::sqlite();
    let old = tempfile::tempdir().expect("temp dir");
    for name in ["0001_games.sql", "0002_outbox.sql"] {
        let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations/sqlite")
            .join(name);
        std::fs::copy(&source, old.path().join(name)).expect("copied");
    }
    {
        use sqlx::ConnectOptions;
        use std::str::FromStr;
        let mut conn = sqlx::sqlite::SqliteConnectOptions::from_str(&bench.url)
            .expect("url")
            .create_if_missing(true)
            .connect()
            .await
            .expect("connects");
        let migrator = sqlx::migrate::Migrator::new(old.path())
            .await
            .expect("migrations");
        migrator.run(&mut conn).await.expect("old schema");
        for sql in [
            "INSERT INTO games (id, channel, status, rules, turn_hours, creator_id, version, created_at) VALUES (1, 'old', 'playing', 'basic', NULL, 'id-alice', 3, 0)",
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, 'id-alice', 'alice'), (1, 1, 'id-bob', 'bob')",
            "INSERT INTO events (game_id, seq, seat, action, at) VALUES (1, 1, 0, 'sow E4', 0), (1, 2, 0, 'end', 0)",
        ] {
            sqlx::query(sql).execute(&mut conn).await.expect("old rows");
        }
    }
    let store = Store::open(&bench.url).await.expect("the old file opens");
    let service = bench.service_on(store);
    let status = ok(&service, "old", "bob", "/status").await;
    assert!(
        status[0].text.contains("**bob** to move"),
        "{}",
        status[0].text
    );
    ok(&service, "old", "bob", "/sow cell:M10").await;
    let published = ok(&service, "old", "bob", "/end").await;
    assert!(
        published[0].text.contains("sow M10"),
        "{}",
        published[0].text
    );
    let export = ok(&service, "old", "bob", "/export").await;
    assert!(
        export[0]
            .file
            .as_ref()
            .expect("record")
            .name
            .starts_with("palanquee-game-1")
    );
}

on_both_backends!(
    a_whole_game_from_new_to_a_win,
    the_export_replays_to_the_same_result,
    a_draft_survives_a_restart,
    a_stale_button_and_a_wrong_game_change_nothing,
    at_the_deadline_the_player_who_ran_out_loses_once,
    suggestions_offer_only_legal_cells_and_orientations,
);
