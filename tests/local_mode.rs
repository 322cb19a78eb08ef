//! `palanquee local` as a real process: a scripted game from `/new` to a
//! win through a pipe, and nothing lost across a `kill -9`.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

fn local(dir: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["local", "--db"])
        .arg(dir.join("games.db"))
        .arg("--boards")
        .arg(dir.join("boards"))
        .args(["--channel", "table-1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("palanquee local starts")
}

/// Alice forgets three turns; Bob claims each of her seeds and wins (R20,
/// R21, R22).
const SCRIPT: &str = "\
@alice /new
@bob /join
@alice /start
@alice /sow cell:E4
@alice /end
@bob /sow cell:M10
@bob /end
@alice /end confirm:true
@bob /claim cell:E4
@bob /grow cell:M11
@bob /end
@alice /sow cell:E4
@alice /end
@bob /grow cell:M12
@bob /end
@alice /end confirm:true
@bob /claim cell:E4
@bob /grow cell:M13
@bob /end
@alice /sow cell:E4
@alice /end
@bob /grow cell:M14
@bob /end
@alice /end confirm:true
@bob /claim cell:E4
@bob /status
";

#[test]
fn a_scripted_local_game_runs_from_new_to_a_win() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = local(dir.path());
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(SCRIPT.as_bytes())
        .expect("script written");
    let out = child.wait_with_output().expect("finishes");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("[#table-1] **alice** opened a game"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[#table-1] @bob **alice** played:"),
        "{stdout}"
    );
    assert_eq!(
        stdout.matches("claims the seed on E4 (R21)").count(),
        3,
        "{stdout}"
    );
    assert!(
        stdout.contains("claim E4 → took E4 (alice's seed) (R21); alice is out (R22)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("**Game over: bob wins (R22).**"),
        "{stdout}"
    );
    assert!(
        stdout.contains("The last game here is finished: bob wins (R22)"),
        "{stdout}"
    );
    assert!(!stdout.contains("Sorry"), "{stdout}");
    // Every picture line names a real PNG.
    let pictures: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("file: "))
        .collect();
    assert!(pictures.len() >= 20, "{}", pictures.len());
    for path in pictures {
        let bytes = std::fs::read(path).expect("picture written");
        let image = image::load_from_memory(&bytes).expect("a PNG");
        assert!(image.width() > 0);
    }
}

/// Sends one line and reads the output until the echo of a marker command.
struct Session {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Session {
    fn start(dir: &Path) -> Session {
        let mut child = local(dir);
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Session {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) -> String {
        writeln!(self.stdin, "{line}").expect("send");
        writeln!(self.stdin, "@marker /rules topic:marker").expect("send");
        self.stdin.flush().expect("flush");
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            let read = self.stdout.read_line(&mut line).expect("read");
            assert!(read > 0, "the process ended early: {reply}");
            if line.contains("No topic `marker`") {
                return reply;
            }
            reply.push_str(&line);
        }
    }
}

#[test]
fn nothing_is_lost_across_a_kill_9_between_two_commands() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut first = Session::start(dir.path());
    for line in [
        "@alice /new",
        "@bob /join",
        "@alice /start",
        "@alice /sow cell:E4",
        "@alice /end",
        "@bob /sow cell:M10",
        "@bob /end",
    ] {
        let reply = first.send(line);
        assert!(!reply.contains("Sorry"), "{line}: {reply}");
    }
    let draft = first.send("@alice /grow cell:E5");
    assert!(draft.contains("grow E5"), "{draft}");
    first.child.kill().expect("SIGKILL");
    first.child.wait().expect("reaped");

    let mut second = Session::start(dir.path());
    let status = second.send("@alice /status");
    assert!(status.contains("Round 2, **alice** to move"), "{status}");
    assert!(status.contains("Your draft has 1 action"), "{status}");
    let published = second.send("@alice /end");
    assert!(published.contains("**alice** played:"), "{published}");
    assert!(published.contains("grow E5"), "{published}");
    drop(second.stdin);
    let _ = second.child.wait();
}
