//! `/replay`: the whole game as an animated GIF, through the command layer
//! on a real database. The GIF decodes, holds one frame per published turn
//! and then the pause, and fits Discord's file limit, even for a game of
//! 300 turns (then shrunk or thinned, and the reply says so).

mod common_store;

use common_store::{Bench, ok, refused};
use palanquee::ai::{Budget, Level, Rng};
use palanquee::commands::Reply;
use palanquee::commands::replay::REPLAY_MAX_BYTES;
use palanquee::games::palanquee::ai::choose_turn;
use palanquee::games::palanquee::{Action, Game};
use palanquee::store::queries;

const CH: &str = "replayed";

/// The replay among `replies`: its text, and its frames as (width,
/// height, delay in hundredths of a second).
fn replay_of(replies: &[Reply]) -> (String, usize, Vec<(u16, u16, u16)>) {
    let reply = replies.iter().find(|r| r.file.is_some()).expect("a file");
    let file = reply.file.as_ref().expect("a file");
    assert_eq!(file.name, "replay.gif");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(&file.bytes[..]).expect("a GIF");
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames.push((frame.width, frame.height, frame.delay));
    }
    (reply.text.clone(), file.bytes.len(), frames)
}

async fn a_palanquee_game_replays_one_frame_per_turn_then_the_pause() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let refusal = refused(&service, CH, "alice", "/replay").await;
    assert!(refusal.contains("No game"), "{refusal}");
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let refusal = refused(&service, CH, "alice", "/replay").await;
    assert!(refusal.contains("nothing to replay"), "{refusal}");
    for (who, turn) in [
        ("alice", "sow E4; end"),
        ("bob", "sow M10; end"),
        ("alice", "grow E5; end"),
        ("bob", "grow M11; end"),
    ] {
        ok(&service, CH, who, &format!("/play actions:\"{turn}\"")).await;
    }
    // A draft is private: it is not replayed.
    ok(&service, CH, "alice", "/sow cell:C3").await;
    let (text, _, frames) = replay_of(&ok(&service, CH, "bob", "/replay").await);
    assert!(text.contains("4 turns, one frame per turn"), "{text}");
    assert_eq!(frames.len(), 5, "four turns and the pause: {frames:?}");
    // Half the picture's size; 0.8 s a turn, 4 s on the last picture.
    assert_eq!((frames[0].0, frames[0].1), (620, 439));
    assert!(frames[..4].iter().all(|f| f.2 == 80), "{frames:?}");
    assert_eq!(frames[4].2, 400);
}

async fn a_palago_game_replays_too() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"0,0:1 -1,1:0\"").await;
    ok(&service, CH, "bob", "/play actions:\"1,0:0 1,-1:2\"").await;
    let (text, _, frames) = replay_of(&ok(&service, CH, "alice", "/replay").await);
    assert!(text.contains("2 turns"), "{text}");
    assert_eq!(frames.len(), 3, "{frames:?}");
}

/// The first `turns` turns of the first two-player game (greedy against
/// greedy, seeds 1, 2…) that lasts that long: (seat, action) events.
fn long_game(turns: usize) -> (usize, Vec<(i64, String)>) {
    for seed in 1..500 {
        let mut game = Game::new(2).expect("two players");
        let mut rng = Rng::new(seed);
        let mut events = Vec::new();
        let mut played = 0;
        while played < turns && game.outcome().is_none() {
            let mover = game.to_move();
            for action in choose_turn(&game, Level::Greedy, Budget::Work(1), &mut rng) {
                game.play(mover, action).expect("a legal action");
                events.push((mover.index() as i64, action.to_string()));
                played += usize::from(action == Action::End);
            }
        }
        if played == turns && game.outcome().is_none() {
            return (played, events);
        }
    }
    panic!("no game of {turns} turns among 500 seeds");
}

/// A game of 300 turns, greedy legal turns written to the store as the
/// command layer writes them, replays within the limit.
async fn a_game_of_300_turns_fits_discords_limit() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let (turns, events) = long_game(300);
    assert_eq!(turns, 300);
    let mut tx = service.store().write().await.expect("write");
    let row = queries::active_game(&mut tx, CH)
        .await
        .expect("read")
        .expect("a game");
    queries::append_events(&mut tx, row.id, &events, 0)
        .await
        .expect("events");
    queries::bump_version(&mut tx, row.id)
        .await
        .expect("version");
    tx.commit().await.expect("commit");
    let (text, bytes, frames) = replay_of(&ok(&service, CH, "alice", "/replay").await);
    assert!(bytes <= REPLAY_MAX_BYTES, "{bytes} bytes");
    assert!(
        frames.len() >= 2 && frames.len() <= turns + 1,
        "{} frames",
        frames.len()
    );
    if frames.len() < turns + 1 || frames[0].0 < 620 {
        assert!(text.contains("Discord's file limit"), "{text}");
    }
    eprintln!(
        "{turns} turns: {} frames, {bytes} bytes, {}x{}: {text}",
        frames.len(),
        frames[0].0,
        frames[0].1
    );
}

/// Two `/replay`s at once draw the game once; asked again of the
/// unchanged game, nothing is drawn; after a turn, it is drawn anew.
async fn a_replay_is_drawn_once_per_version_of_the_game() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    for (who, line) in [
        ("alice", "/new"),
        ("bob", "/join"),
        ("alice", "/start"),
        ("alice", "/play actions:\"sow E4; end\""),
        ("bob", "/play actions:\"sow M10; end\""),
    ] {
        ok(&service, CH, who, line).await;
    }
    let (first, second) = tokio::join!(
        ok(&service, CH, "alice", "/replay"),
        ok(&service, CH, "bob", "/replay")
    );
    assert_eq!(replay_of(&first), replay_of(&second));
    assert_eq!(service.replays_drawn(), 1, "two at once drew once");
    ok(&service, CH, "bob", "/replay").await;
    assert_eq!(
        service.replays_drawn(),
        1,
        "the unchanged game was not drawn again"
    );
    ok(&service, CH, "alice", "/play actions:\"grow E5; end\"").await;
    let (text, _, _) = replay_of(&ok(&service, CH, "bob", "/replay").await);
    assert!(text.contains("3 turns"), "{text}");
    assert_eq!(
        service.replays_drawn(),
        2,
        "the changed game was drawn anew"
    );
}

on_both_backends!(
    a_replay_is_drawn_once_per_version_of_the_game,
    a_palanquee_game_replays_one_frame_per_turn_then_the_pause,
    a_palago_game_replays_too,
    a_game_of_300_turns_fits_discords_limit,
);

/// `palanquee replay` writes the GIF of a local game, as `/replay` would.
#[test]
fn the_command_line_writes_the_replay_of_a_local_game() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("local.db");
    let db = db.to_str().expect("UTF-8");
    let mut local = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["local", "--db", db, "--boards"])
        .arg(dir.path().join("boards"))
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("local mode");
    let lines = "@alice /new\n@bob /join\n@alice /start\n@alice /play actions:\"sow E4; end\"\n@bob /play actions:\"sow M10; end\"\n@alice /play actions:\"grow E5; end\"\n";
    local
        .stdin
        .take()
        .expect("stdin")
        .write_all(lines.as_bytes())
        .expect("lines");
    assert!(local.wait().expect("ends").success());
    let out = dir.path().join("game.gif");
    let replay = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["replay", "--db", db, "--channel", "local", "--out"])
        .arg(&out)
        .output()
        .expect("replay");
    let stdout = String::from_utf8_lossy(&replay.stdout);
    assert_eq!(
        replay.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    assert!(stdout.contains("3 turns"), "{stdout}");
    let bytes = std::fs::read(&out).expect("the GIF");
    let mut decoder = gif::DecodeOptions::new()
        .read_info(&bytes[..])
        .expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 4, "three turns and the pause");
    let missing = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["replay", "--db", db, "--channel", "elsewhere"])
        .output()
        .expect("replay");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("No game"));
}
