//! `palanquee local` as a real process: scripted games (basic and
//! advanced) from `/new` to a win through a pipe, nothing lost across a
//! `kill -9`, a clean stop on SIGTERM, a game left to computers ending, and people refused the
//! computers' names.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

fn local(dir: &Path) -> Child {
    local_speaking(dir, "en")
}

/// `palanquee local --lang LANGUAGE` on a database in `dir`.
fn local_speaking(dir: &Path, language: &str) -> Child {
    Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["local", "--lang", language, "--db"])
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
    let stdout = run_script(dir.path(), SCRIPT);
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
    assert!(pictures_decode(&stdout) >= 20);
}

/// Runs `script` through `palanquee local` in `dir`; its standard output.
fn run_script(dir: &Path, script: &str) -> String {
    run_script_speaking(dir, "en", script)
}

/// Runs `script` through `palanquee local --lang LANGUAGE` in `dir`; its
/// standard output.
fn run_script_speaking(dir: &Path, language: &str, script: &str) -> String {
    let mut child = local_speaking(dir, language);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("script written");
    let out = child.wait_with_output().expect("finishes");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Every picture line of `stdout` names a PNG that decodes; how many.
fn pictures_decode(stdout: &str) -> usize {
    let pictures: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("file: "))
        .filter(|path| path.ends_with(".png"))
        .collect();
    for path in &pictures {
        let bytes = std::fs::read(path).expect("picture written");
        let image = image::load_from_memory(&bytes).expect("a PNG");
        assert!(image.width() > 0);
    }
    pictures.len()
}

/// The advanced game of `tests/fixtures/advanced_game.txt`: a button, a
/// leaf's bonus, a launch, a parasite acting and claimed whole, and a win
/// through claims (R20-R22, R30-R32, R36). No line is refused.
#[test]
fn an_advanced_game_runs_from_new_to_a_win() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = include_str!("fixtures/advanced_game.txt");
    let stdout = run_script(dir.path(), script);
    for expected in [
        "opened a game of Palanquée (advanced rules",
        // R36: the leaf made in round 6 gives a bonus in round 7.
        "**alice**, your turn (round 7): 4 actions (plant F6: 3 + 1 bonus",
        // R32: the launch, then the parasite owes its action (R30).
        "• launch H8 K8",
        "5 actions (plant F6: 3 + 1 bonus, parasite K8: 1;",
        "Left: 4 actions (plant F6: 3 + 1 bonus;",
        // R21, R30: the forgotten parasite is claimed whole.
        "on the parasite at K8, taken whole (R30)",
        "**bob** claims alice's parasite at K9, taken whole (R21, R30).",
        "claim K9 → took K8 (alice's sprout), K9 (alice's sprout) (R21)",
        // R30: bob's plant goes with its seed, and so would a parasite on it.
        "claim M8 → took M8 (bob's seed) (R21); removed L8 (bob's sprout)",
        "claim P3 → took P3 (bob's seed) (R21); bob is out (R22)",
        "**Game over: alice wins (R22).**",
    ] {
        assert!(
            stdout.contains(expected),
            "missing {expected:?} in\n{stdout}"
        );
    }
    // Only the forgotten parasite opened claims against alice: the bonuses
    // she left unused in rounds 10-13 neither warn nor open claims (R36).
    assert_eq!(stdout.matches("alice left").count(), 1, "{stdout}");
    assert!(!stdout.contains("You still have"), "{stdout}");
    for refusal in ["Sorry", "is refused", "not yours"] {
        assert!(!stdout.contains(refusal), "{refusal:?} in\n{stdout}");
    }
    // A refusal names its ruling first: `[only alice] R9: …`.
    let refused = stdout.lines().find(|line| {
        line.split_once("] R")
            .is_some_and(|(_, rest)| rest.starts_with(|c: char| c.is_ascii_digit()))
    });
    assert_eq!(refused, None, "{stdout}");
    assert!(pictures_decode(&stdout) >= 50);
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

#[test]
fn sigterm_ends_the_session_cleanly_after_the_line_in_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut first = Session::start(dir.path());
    for line in ["@alice /new", "@bob /join", "@alice /start"] {
        let reply = first.send(line);
        assert!(!reply.contains("Sorry"), "{line}: {reply}");
    }
    let pid = first.child.id().to_string();
    let killed = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(killed.expect("kill runs").success());
    // The input is still open: only the signal ends the session.
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = first.child.try_wait().expect("a status") {
            break status;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "still running 10 s after SIGTERM"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0), "a clean stop exits 0");
    drop(first.stdin);
    let mut second = Session::start(dir.path());
    let status = second.send("@alice /status");
    assert!(status.contains("Round 1, **alice** to move"), "{status}");
    drop(second.stdin);
    let _ = second.child.wait();
}

/// A whole Palago game through the local mode: `/new game:palago`, tiles
/// placed one by one with previews, a refused tile naming its ruling, a
/// whole turn by `/play`, and Blue's win by a creature (P6-P11).
const PALAGO_SCRIPT: &str = "\
@alice /new game:palago
@bob /join
@alice /start
@alice /place cell:0,0 orientation:0
@alice /place cell:0,-1 orientation:2
@alice /end
@bob /place cell:5,5 orientation:0
@bob /play actions:\"1,-1:0 1,-2:0\"
@alice /play actions:\"0,1:1 -1,2:0\"
@bob /place cell:1,0 orientation:0
@bob /end
@alice /status
@alice /export
";

#[test]
fn a_palago_game_runs_from_new_to_a_win() {
    let dir = tempfile::tempdir().expect("temp dir");
    let stdout = run_script(dir.path(), PALAGO_SCRIPT);
    for expected in [
        "[#table-1] **alice** opened a game of Palago",
        "[#table-1] @alice The game of Palago begins!",
        "[only alice] Your draft: 0,0:0. Now lay the second tile next to 0,0 (P7)",
        "[#table-1] @bob **alice** (White) laid 0,0:0 0,-1:2.",
        "[only bob] `5,5:0` is refused. P7:",
        "[only bob] Your draft: 1,0:0. This tile ends the game by itself",
        "[#table-1] @alice **bob** (Blue) laid 1,0:0. Blue closed a blue creature: Blue wins (P11). **bob** (Blue) wins.",
        "[only alice] The last game here, of Palago, is finished",
        "palago-game-1.txt",
    ] {
        assert!(
            stdout.contains(expected),
            "missing {expected:?} in\n{stdout}"
        );
    }
    assert!(!stdout.contains("Sorry"), "{stdout}");
    let export = stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("file: "))
        .find(|path| path.ends_with(".txt"))
        .expect("the export");
    let record = std::fs::read_to_string(export).expect("written");
    assert!(record.ends_with("4. B 1,0:0 (B wins)\n"), "{record}");
    assert!(pictures_decode(&stdout) >= 8, "{stdout}");
}

/// The turn a post announces: `… (Blue) laid 0,1:1 1,1:2. …`.
fn laid_turn(text: &str, who: &str) -> Option<palanquee::games::palago::Turn> {
    let marker = format!("{who} laid ");
    let line = text.lines().find(|l| l.contains(&marker))?;
    let after = line.split(&marker).nth(1)?;
    after.split('.').next()?.trim().parse().ok()
}

/// One person against a computer (medium), a whole Palago game through
/// the local mode: the person's turns are random legal ones worked out on
/// a copy of the game; the computer's come by themselves after each, and
/// the game ends with a result.
#[test]
fn a_person_plays_palago_against_the_computer_to_the_end() {
    use palanquee::ai::{Budget, Level, Rng};
    use palanquee::games::palago::{Game, Options, ai::choose_turn};
    let dir = tempfile::tempdir().expect("temp dir");
    let mut session = Session::start(dir.path());
    session.send("@alice /new game:palago");
    let seated = session.send("@alice /addbot level:medium");
    assert!(
        seated.contains("**Computer (medium)** takes seat 2 (Blue)"),
        "{seated}"
    );
    session.send("@alice /start");
    let mut mirror = Game::new(Options::default());
    let mut rng = Rng::new(11);
    let mut computer_turns = 0;
    let mut last = String::new();
    while !mirror.is_over() {
        let turn = choose_turn(&mirror, Level::Random, Budget::Work(1), &mut rng).expect("a turn");
        last = session.send(&format!("@alice /play actions:\"{turn}\""));
        mirror.play(&turn).expect("legal");
        if mirror.is_over() {
            break;
        }
        let answer = laid_turn(&last, "**Computer (medium)** (Blue)")
            .unwrap_or_else(|| panic!("the computer answered: {last}"));
        mirror.play(&answer).expect("the computer's turn is legal");
        computer_turns += 1;
        assert!(!last.contains("Sorry"), "{last}");
    }
    assert!(computer_turns > 0);
    assert!(last.contains("wins") || last.contains("drawn"), "{last}");
    let status = session.send("@alice /status");
    assert!(status.contains("of Palago, is finished"), "{status}");
    drop(session.stdin);
    let _ = session.child.wait();
}

/// `--lang fr`: the local mode answers in French (refusals, the engine's
/// included, `/help`,
/// `/rules`, `/mygames`, `/settings`, `/vacation`, a Palago preview and
/// `/status`), and English without it.
#[test]
fn the_local_mode_speaks_french_with_lang_fr() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = "@alice /join\n@alice /help\n@alice /rules topic:captures\n@alice /mygames\n@alice /settings\n@alice /vacation\n@alice /sow cell:Z9\n@alice /play actions:\"fly H8\"\n@alice /seat\n\
        @alice /new\n@alice /abort\n\
        @alice /new game:palago\n@bob /join\n@alice /start\n@alice /history\n@alice /board\n@alice /place cell:0,0 orientation:0\n@alice /place cell:5,5 orientation:1\n@alice /status\n";
    let stdout = run_script_speaking(dir.path(), "fr", script);
    assert!(stdout.contains("Aucune partie dans ce salon."), "{stdout}");
    assert!(stdout.contains("**Ton tour**"), "{stdout}");
    assert!(stdout.contains("graine"), "{stdout}");
    assert!(stdout.contains("Tu n'es dans aucune partie"), "{stdout}");
    assert!(
        stdout.contains("`Z9` n'est pas une case : les colonnes vont de A à S (R1)"),
        "{stdout}"
    );
    assert!(stdout.contains("action inconnue `fly`"), "{stdout}");
    assert!(
        stdout.starts_with("Palanquée et Palago, partie locale dans #"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  boutons sur Discord : Finir le tour · Annuler"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Aucun tour n'a encore été joué."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Aucune tuile n'a encore été posée : la table est vide."),
        "{stdout}"
    );
    assert!(
        stdout.contains("commande inconnue `/seat` : /aide en donne la liste"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Ton brouillon : 0,0:0. Pose maintenant la seconde tuile"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "`5,5:1` est refusé. P7 : 5,5 n'est pas à côté de 0,0 : les deux tuiles d'un tour doivent partager un côté"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "Palago, tour 1 : à **alice** (Blanc) de jouer.\n0 tuile posée, 48 restantes."
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("par année civile sur ce serveur : 30."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Il te reste 30 jours de vacances"),
        "{stdout}"
    );
    // What the channel reads is in the players' language too.
    assert!(
        stdout.contains("**alice** a ouvert une partie de Palanquée"),
        "{stdout}"
    );
    assert!(stdout.contains("**alice** a arrêté la partie."), "{stdout}");
    assert!(
        stdout.contains("La partie de Palago commence !"),
        "{stdout}"
    );
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let english = run_script(elsewhere.path(), "@alice /join\n");
    assert!(english.contains("No game in this channel."), "{english}");
    let german_dir = tempfile::tempdir().expect("temp dir");
    let german = run_script_speaking(german_dir.path(), "de", "@alice /join\n");
    assert!(german.contains("Keine Partie in diesem Kanal."), "{german}");
    let refused = Command::new(env!("CARGO_BIN_EXE_palanquee"))
        .args(["local", "--lang", "es"])
        .output()
        .expect("runs");
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("en, fr or de"), "{stderr}");
}

/// Instants print as UTC dates or "in 3 h", never as Discord's
/// `<t:…>` markup: a vacation, a vacation already under way (a
/// refusal), who is away in `/status`, the turn post to a player away
/// and the deadlines of `/mygames`, in both languages.
#[test]
fn instants_print_as_utc_dates_never_as_discord_markup() {
    let script = "@bob /vacation days:2\n@bob /vacation\n@bob /vacation days:1\n\
        @alice /new turn-hours:4\n@bob /join\n@alice /start\n\
        @alice /play actions:\"sow E4; end\"\n@alice /status\n@alice /mygames\n";
    let date = regex::Regex::new(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC").expect("a regex");
    for (language, until, ends, away) in [
        ("en", "until ", ", ends in ", "On vacation until "),
        (
            "fr",
            "jusqu'au ",
            ", se termine dans ",
            "En vacances jusqu'au ",
        ),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let stdout = run_script_speaking(dir.path(), language, script);
        assert!(!stdout.contains("<t:"), "{stdout}");
        let dated = date
            .find_iter(&stdout)
            .filter(|found| stdout[..found.start()].ends_with(until))
            .count();
        assert!(dated >= 3, "{language}: {stdout}");
        assert!(stdout.contains(away), "{stdout}");
        assert!(stdout.contains(ends), "{stdout}");
    }
}

/// The game that froze at round 566 (a computer leaving an action it
/// could not use, never confirming): alice leaves two easy computers,
/// then 1,000 lines each give the computers their turns. The game ends
/// at once, no person being left, and no line waits on a computer.
#[test]
fn a_game_left_to_two_easy_computers_ends_and_never_freezes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut script = String::from(
        "@alice /new\n@alice /addbot level:easy\n@alice /addbot level:easy\n@alice /start\n@alice /resign\n",
    );
    for _ in 0..1000 {
        script.push_str("@alice /status\n");
    }
    let stdout = run_script(dir.path(), &script);
    assert!(
        stdout.contains("**No person is left in this game: it ends here, unrated.**"),
        "{stdout}"
    );
    let statuses: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("[only alice] "))
        .collect();
    assert!(statuses.len() >= 1000, "{} answers", statuses.len());
    assert!(
        statuses
            .iter()
            .all(|l| l.contains("The last game here is aborted: no person is left")),
        "{stdout}"
    );
    assert!(!stdout.contains("to move"), "{stdout}");
    assert!(!stdout.contains("Sorry"), "{stdout}");
}

/// Names beginning `computer:` (any case) are the computer seats': a
/// person under one is refused, and nothing changes.
#[test]
fn a_person_named_like_a_computer_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let stdout = run_script(
        dir.path(),
        "@alice /new\n@computer:hard:7 /join\n@COMPUTER:easy /join\n@bob /join\n",
    );
    for who in ["computer:hard:7", "COMPUTER:easy"] {
        assert!(
            stdout.contains(&format!(
                "[only {who}] Names beginning with `computer:` are kept for computer players"
            )),
            "{stdout}"
        );
    }
    assert!(stdout.contains("**bob** takes seat 2"), "{stdout}");
    assert_eq!(stdout.matches("takes seat").count(), 1, "{stdout}");
}

/// A round-robin of three in the local mode: each game in its own channel
/// under the local one (`table-1/r2-b1`), played there with `#r2-b1`
/// lines, the rounds paired as each game ends, the final standings
/// printed with their picture.
#[test]
fn a_local_round_robin_plays_each_game_in_its_own_channel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut script = String::from(
        "@alice /tournament new game:palago format:round-robin\n\
         @alice /tournament join\n@bob /tournament join\n@carol /tournament join\n\
         @alice /tournament start\n",
    );
    for round in 1..=3 {
        for who in ["alice", "bob", "carol"] {
            script.push_str(&format!("@{who} #r{round}-b1 /resign\n"));
        }
    }
    script.push_str("@bob /tournament standings\n");
    let stdout = run_script(dir.path(), &script);
    for round in 1..=3 {
        let opened = format!("**Tournament, round {round}, board 1:**");
        assert!(
            stdout.lines().any(
                |line| line.starts_with(&format!("[#table-1/r{round}-b1] @"))
                    && line.contains(&opened)
            ),
            "{stdout}"
        );
        assert!(
            stdout.contains(&format!("[#table-1] Round {round}, board 1: **")),
            "{stdout}"
        );
    }
    assert!(
        stdout.contains("[#table-1] **The tournament is over** after 3 rounds"),
        "{stdout}"
    );
    assert!(stdout.contains("Standings after round 3 of 3"), "{stdout}");
    assert!(!stdout.contains("Sorry"), "{stdout}");
    assert!(pictures_decode(&stdout) >= 5);
}

/// Issue 49: the local mode reads commands and options by the names of
/// its language, the names its replies quote (`--lang de`: `/urlaub
/// tage:3`, `/legen feld:0,0`; `--lang fr`: `/tournoi nouveau
/// format:swiss rondes:3`), in any case, and by the registered names too;
/// an option the command has in no language is still refused by name.
#[test]
fn the_local_mode_reads_the_names_of_its_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = "@alice /urlaub tage:3\n@alice /Urlaub Ende:true\n@alice /hilfe\n\
        @alice /neu spiel:palago\n@bob /join\n@alice /starten\n@alice /legen feld:0,0 ausrichtung:0\n\
        @alice /urlaub tage:3 ende:true\n@alice /urlaub foo:1\n@alice /vacation days:2\n";
    let stdout = run_script_speaking(dir.path(), "de", script);
    assert!(
        stdout.contains("im Urlaub (3 Tage; dieses Jahr noch 27 übrig)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Willkommen zurück: Deine Fristen laufen wieder."),
        "{stdout}"
    );
    assert!(stdout.contains("/urlaub [tage] [ende]"), "{stdout}");
    assert!(
        stdout.contains("**alice** hat eine Partie Palago eröffnet"),
        "{stdout}"
    );
    assert!(stdout.contains("Die Partie Palago beginnt!"), "{stdout}");
    assert!(stdout.contains("Dein Entwurf: 0,0:0."), "{stdout}");
    assert!(
        stdout.contains("Gib tage:N für Urlaub oder ende:true für die Rückkehr an, nicht beides."),
        "{stdout}"
    );
    assert!(stdout.contains("hat keine Option `foo`"), "{stdout}");
    assert!(
        stdout.contains("im Urlaub (2 Tage; dieses Jahr noch 28 übrig)"),
        "{stdout}"
    );

    let dir = tempfile::tempdir().expect("temp dir");
    let script =
        "@alice /tournoi nouveau format:swiss rondes:3\n@bob /tournoi rejoindre\n@alice /aide\n";
    let stdout = run_script_speaking(dir.path(), "fr", script);
    assert!(
        stdout.contains("**alice** a ouvert un tournoi de Palanquée, suisse, 3 rondes"),
        "{stdout}"
    );
    assert!(
        stdout.contains("/tournoi rejoindre pour s'inscrire"),
        "{stdout}"
    );
    assert!(stdout.contains("/vacances [jours] [fin]"), "{stdout}");
    assert!(!stdout.contains("inconnue"), "{stdout}");
}
