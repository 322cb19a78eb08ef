//! `palanquee local` as a real process, fed what goes wrong: pictures that
//! cannot be written, bytes that are not UTF-8, control characters, odd
//! names and commands. The session answers each such line in one line and
//! goes on; the game's state is never lost to it.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// `palanquee local` on `dir/games.db`, channel `channel`, pictures in
/// `boards`.
fn local(dir: &Path, channel: &str, boards: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["local", "--db"])
        .arg(dir.join("games.db"))
        .arg("--boards")
        .arg(boards)
        .args(["--channel", channel])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("palanquee local starts")
}

/// Feeds `input` to `palanquee local` and closes it; the standard output
/// as bytes, once the process ended well.
fn run_bytes(dir: &Path, channel: &str, boards: &Path, input: &[u8]) -> Vec<u8> {
    let mut child = local(dir, channel, boards);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("input written");
    let out = child.wait_with_output().expect("finishes");
    assert!(
        out.status.success(),
        "exit {:?}: {}\nstdout:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    out.stdout
}

/// [`run_bytes`] as text.
fn run(dir: &Path, channel: &str, boards: &Path, input: &str) -> String {
    String::from_utf8(run_bytes(dir, channel, boards, input.as_bytes())).expect("UTF-8 output")
}

/// The bytes of `text` that a terminal would act on: C0 controls but the
/// line feed, DEL, and C1 controls.
fn control_characters(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| c.is_control() && c != '\n')
        .collect()
}

#[test]
fn the_terminal_never_prints_a_control_character_from_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    // ESC, BEL, NUL, DEL and C1's CSI (U+009B) in names, echoed option
    // values and the command word.
    let input = "@alice\x07\x1b[2J /status\n\
                 @a\x00l\x7fi\u{9b}ce /new\n\
                 @bob /join\n\
                 @bob /rules topic:\x1b]0;pwned\x07\u{9b}31m\x7f\n\
                 @bob /st\x1batus\n\
                 @bob /status\n\
                 @b\x1bob\n\
                 @bob \x00\n";
    let bytes = run_bytes(dir.path(), "t", &boards, input.as_bytes());
    let stdout = String::from_utf8(bytes).expect("UTF-8 output");
    assert_eq!(
        control_characters(&stdout),
        Vec::<char>::new(),
        "{stdout:?}"
    );
    assert!(stdout.contains("2 seated"), "{stdout}");
    // And a channel name that carries them.
    let stdout = run(dir.path(), "t\x1b[31m\u{9b}", &boards, "@alice /new\n");
    assert_eq!(
        control_characters(&stdout),
        Vec::<char>::new(),
        "{stdout:?}"
    );
    assert!(stdout.contains("opened a game"), "{stdout}");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    // A byte-order mark first, Windows line ends, a stray byte.
    let input = b"\xef\xbb\xbf@alice /new\r\n@bob \xff/join\n@bob /join\r\n@alice /status\r\n";
    let stdout = String::from_utf8(run_bytes(dir.path(), "t", &boards, input)).expect("UTF-8");
    assert!(stdout.contains("**alice** opened a game"), "{stdout}");
    let refused: Vec<&str> = stdout
        .lines()
        .filter(|l| l.contains("not valid UTF-8"))
        .collect();
    assert_eq!(refused.len(), 1, "{stdout}");
    assert!(stdout.contains("**bob** takes seat 2"), "{stdout}");
    assert!(stdout.contains("2 seated"), "{stdout}");
    assert!(!stdout.contains("Lines read"), "{stdout}");
    assert!(!stdout.contains('\r'), "{stdout}");
}

const OPENING: &str = "@alice /new\n@bob /join\n@alice /start\n";

/// The paths named by the `  file: PATH` lines of `stdout`.
fn picture_lines(stdout: &str) -> Vec<PathBuf> {
    stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("file: "))
        .map(PathBuf::from)
        .collect()
}

#[test]
fn a_plain_file_where_the_boards_folder_should_be_costs_only_the_pictures() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    std::fs::write(&boards, "not a folder").expect("plain file");
    let stdout = run(
        dir.path(),
        "t",
        &boards,
        &format!("{OPENING}@alice /sow cell:E4\n@alice /status\n"),
    );
    assert!(stdout.contains("The game begins!"), "{stdout}");
    let failures: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("  picture not written: "))
        .collect();
    // The start's picture and the preview's.
    assert_eq!(failures.len(), 2, "{stdout}");
    assert!(failures[0].contains("boards"), "{stdout}");
    // The session went on after each: the sowing is in the draft.
    assert!(stdout.contains("• sow E4"), "{stdout}");
    assert!(stdout.contains("Your draft has 1 action"), "{stdout}");
    assert!(picture_lines(&stdout).is_empty(), "{stdout}");
}

#[test]
fn a_boards_folder_deleted_mid_session_costs_only_the_pictures() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let mut child = local(dir.path(), "t", &boards);
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    stdin
        .write_all(b"@alice /new\n@bob /join\n")
        .expect("written");
    stdin.flush().expect("flushed");
    let mut seen = String::new();
    while !seen.contains("takes seat 2") {
        let read = stdout.read_line(&mut seen).expect("read");
        assert!(read > 0, "the process ended early: {seen}");
    }
    assert!(boards.is_dir());
    std::fs::remove_dir_all(&boards).expect("folder deleted");
    stdin
        .write_all(b"@alice /start\n@alice /sow cell:E4\n@alice /status\n")
        .expect("written");
    drop(stdin);
    stdout.read_to_string(&mut seen).expect("read");
    let status = child.wait().expect("finishes");
    assert!(status.success(), "{status:?}\n{seen}");
    assert!(seen.contains("The game begins!"), "{seen}");
    assert_eq!(
        seen.matches("\n  picture not written: ").count(),
        2,
        "{seen}"
    );
    assert!(seen.contains("Your draft has 1 action"), "{seen}");
}

#[test]
fn very_long_channel_names_give_short_distinct_file_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let long = "x".repeat(299);
    let mut files = Vec::new();
    for last in ['a', 'b'] {
        let channel = format!("{long}{last}");
        let stdout = run(dir.path(), &channel, &boards, OPENING);
        assert!(stdout.contains("The game begins!"), "{stdout}");
        assert!(!stdout.contains("not written"), "{stdout}");
        let pictures = picture_lines(&stdout);
        assert_eq!(pictures.len(), 1, "{stdout}");
        files.extend(pictures);
    }
    assert_ne!(files[0], files[1]);
    for file in &files {
        let name = file.file_name().expect("a name").to_str().expect("UTF-8");
        assert!(name.len() <= 100, "{name}");
        assert!(
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)),
            "{name}"
        );
        image::open(file).expect("a PNG");
    }
    // Written in the folder itself, both kept.
    assert_eq!(std::fs::read_dir(&boards).expect("folder").count(), 2);
}

#[test]
fn previews_overwrite_one_file_per_player_and_published_pictures_are_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let mut script = String::from(OPENING);
    for _ in 0..25 {
        script.push_str("@alice /sow cell:E4\n@alice /undo\n");
    }
    script.push_str("@alice /sow cell:E4\n@alice /end\n");
    for _ in 0..25 {
        script.push_str("@bob /sow cell:M10\n@bob /undo\n");
    }
    script.push_str("@bob /sow cell:M10\n@bob /end\n@bob /board\n@alice /export\n");
    let stdout = run(dir.path(), "t", &boards, &script);
    assert!(stdout.contains("**bob** played:"), "{stdout}");

    // Each reply says where its picture is; previews name one file per
    // player, the rest one file each.
    let mut previews: BTreeSet<PathBuf> = BTreeSet::new();
    let mut kept: Vec<PathBuf> = Vec::new();
    let mut audience = "";
    for line in stdout.lines() {
        if let Some(file) = line.strip_prefix("  file: ") {
            if audience.starts_with("[only") && file.ends_with(".png") {
                previews.insert(PathBuf::from(file));
            } else {
                kept.push(PathBuf::from(file));
            }
        } else if line.starts_with('[') {
            audience = line;
        }
    }
    assert_eq!(previews.len(), 2, "{previews:?}");
    // The start, two published turns, /board, /export.
    assert_eq!(kept.len(), 5, "{kept:?}");
    let named: BTreeSet<PathBuf> = previews.iter().chain(&kept).cloned().collect();
    assert_eq!(named.len(), 7, "{named:?}");
    let on_disk: BTreeSet<PathBuf> = std::fs::read_dir(&boards)
        .expect("folder")
        .map(|e| e.expect("entry").path())
        .collect();
    let named: BTreeSet<PathBuf> = named
        .iter()
        .map(|p| boards.join(p.file_name().expect("a name")))
        .collect();
    assert_eq!(on_disk, named);
    for file in &on_disk {
        if file.extension().is_some_and(|e| e == "png") {
            image::open(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        }
    }
}

#[test]
fn a_double_slash_is_not_a_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let stdout = run(
        dir.path(),
        "t",
        &boards,
        &format!("{OPENING}@alice //sow cell:E4\n@alice /status\n"),
    );
    assert!(stdout.contains("Your draft has 0 actions"), "{stdout}");
    assert!(!stdout.contains("• sow E4"), "{stdout}");
    assert!(stdout.contains("`//sow` is not a command"), "{stdout}");
}

#[test]
fn an_empty_name_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let stdout = run(
        dir.path(),
        "t",
        &boards,
        "@ /new\n@\u{3000} /new\n@alice /status\n",
    );
    assert!(!stdout.contains("[only ]"), "{stdout}");
    assert!(!stdout.contains("opened a game"), "{stdout}");
    assert_eq!(stdout.matches("needs a name").count(), 2, "{stdout}");
    assert!(stdout.contains("No game"), "{stdout}");
}

#[test]
fn a_database_deleted_mid_session_stops_the_session_saying_why() {
    // Issue 11, defect 9, as a player of the local mode sees it.
    let dir = tempfile::tempdir().expect("temp dir");
    let boards = dir.path().join("boards");
    let mut child = local(dir.path(), "t", &boards);
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    stdin.write_all(b"@alice /new\n").expect("written");
    stdin.flush().expect("flushed");
    let mut seen = String::new();
    while !seen.contains("opened a game") {
        let read = stdout.read_line(&mut seen).expect("read");
        assert!(read > 0, "the process ended early: {seen}");
    }
    std::fs::remove_file(dir.path().join("games.db")).expect("deleted");
    stdin
        .write_all(b"@bob /join\n@carol /join\n")
        .expect("written");
    drop(stdin);
    stdout.read_to_string(&mut seen).expect("read");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("read");
    let status = child.wait().expect("finishes");
    assert!(!status.success(), "{seen}");
    assert!(stderr.contains("was deleted while running"), "{stderr}");
    assert!(!seen.contains("takes seat"), "nothing was saved: {seen}");
    assert!(!dir.path().join("games.db").exists());
}
