//! `palanquee local` as a real process, fed what goes wrong: pictures that
//! cannot be written, bytes that are not UTF-8, control characters, odd
//! names and commands. The session answers each such line in one line and
//! goes on; the game's state is never lost to it.

use std::io::Write;
use std::path::Path;
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
