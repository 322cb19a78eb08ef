//! The proof that a game is its own code and one line: Hex on a 5x5
//! board, written here and nowhere under `src/`, registered with
//! `Service::with_game` and played through the real command layer and
//! store on both databases: the lobby, `/play`, undo, publishing,
//! `/status`, the board picture, `/history`, `/export`, `/replay`, a
//! deadline that expires, a computer seat, ratings and the refusals.

#[macro_use]
mod common_store;

use common_store::{Bench, dump, event_count, ok, refused, run, texts};
use image::{Rgb, RgbImage};
use palanquee::ai::Level;
use palanquee::commands::tournament::board_channel;
use palanquee::commands::{Button, Command, CommandError, Reply, Service, Stamp, Visibility};
use palanquee::games::rules::{Finish, GameRules};
use palanquee::language::Language;
use palanquee::store::tournaments::{self, TournamentStatus};
use palanquee::tournament::event::{Event, Outcome};

/// The player whose boards with stones cannot be drawn.
const FAULTY: &str = "faulty";
/// The channel of the tournament test.
const EV: &str = "events";

/// Cells a side.
const SIZE: usize = 5;
/// A seat's stone, or an empty cell.
type Board = [[Option<usize>; SIZE]; SIZE];

/// Hex (Piet Hein, John Nash): Red (seat 1) joins the top and bottom
/// rows, Blue (seat 2) the left and right columns; nobody can draw.
struct Hex;

/// A position of Hex.
#[derive(Clone, Debug, PartialEq)]
struct HexState {
    /// `board[row][column]`.
    board: Board,
    /// The seat to move.
    to_move: usize,
    /// The seat that left the game, if one did.
    resigned: Option<usize>,
}

/// `c3`: column letter, row number, from `a1`.
fn cell(text: &str) -> Option<(usize, usize)> {
    let mut chars = text.trim().chars();
    let column = chars.next()?.to_ascii_lowercase();
    let row: usize = chars.as_str().parse().ok()?;
    let column = (column as usize).checked_sub('a' as usize)?;
    (column < SIZE && (1..=SIZE).contains(&row)).then_some((row - 1, column))
}

fn name_of((row, column): (usize, usize)) -> String {
    format!("{}{}", char::from(b'a' + column as u8), row + 1)
}

/// The six neighbours of a cell of the rhombus.
fn neighbours((row, column): (usize, usize)) -> impl Iterator<Item = (usize, usize)> {
    const STEPS: [(isize, isize); 6] = [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)];
    STEPS.into_iter().filter_map(move |(dr, dc)| {
        let r = row.checked_add_signed(dr)?;
        let c = column.checked_add_signed(dc)?;
        (r < SIZE && c < SIZE).then_some((r, c))
    })
}

/// Whether `seat`'s stones join its two sides.
fn joined(board: &Board, seat: usize) -> bool {
    let start: Vec<(usize, usize)> = (0..SIZE)
        .map(|i| if seat == 0 { (0, i) } else { (i, 0) })
        .filter(|&(r, c)| board[r][c] == Some(seat))
        .collect();
    let mut seen = start.clone();
    let mut todo = start;
    while let Some(here) = todo.pop() {
        let far = if seat == 0 { here.0 } else { here.1 };
        if far == SIZE - 1 {
            return true;
        }
        for next in neighbours(here) {
            if board[next.0][next.1] == Some(seat) && !seen.contains(&next) {
                seen.push(next);
                todo.push(next);
            }
        }
    }
    false
}

fn empty_cells(board: &Board) -> Vec<(usize, usize)> {
    (0..SIZE)
        .flat_map(|r| (0..SIZE).map(move |c| (r, c)))
        .filter(|&(r, c)| board[r][c].is_none())
        .collect()
}

impl GameRules for Hex {
    type State = HexState;

    fn key(&self) -> &'static str {
        "hex"
    }

    fn title(&self) -> &'static str {
        "Hex"
    }

    fn seats(&self) -> (usize, usize) {
        (2, 2)
    }

    fn seat_name(&self, seat: usize) -> String {
        if seat == 0 { "Red" } else { "Blue" }.to_owned()
    }

    fn read_options(&self, text: &str) -> Result<String, String> {
        match text.trim() {
            "" => Ok(String::new()),
            other => Err(format!("Hex has no options: `{other}`.")),
        }
    }

    fn options_in_words(&self, _options: &str) -> String {
        "5x5 board".to_owned()
    }

    fn start(&self, _options: &str, _players: usize) -> Result<HexState, String> {
        Ok(HexState {
            board: [[None; SIZE]; SIZE],
            to_move: 0,
            resigned: None,
        })
    }

    fn to_move(&self, state: &HexState) -> Option<usize> {
        self.finish(state).is_none().then_some(state.to_move)
    }

    fn play(&self, state: &HexState, text: &str) -> Result<HexState, String> {
        if self.finish(state).is_some() {
            return Err("The game is over.".to_owned());
        }
        let Some((row, column)) = cell(text) else {
            return Err(format!("`{text}` is not a cell: a1 to e5."));
        };
        if state.board[row][column].is_some() {
            return Err(format!("`{text}` is taken."));
        }
        let mut next = state.clone();
        next.board[row][column] = Some(state.to_move);
        next.to_move = 1 - state.to_move;
        Ok(next)
    }

    fn finish(&self, state: &HexState) -> Option<Finish> {
        if let Some(seat) = state.resigned {
            return Some(Finish::Won(1 - seat));
        }
        (0..2)
            .find(|&seat| joined(&state.board, seat))
            .map(Finish::Won)
    }

    fn resign(&self, state: &HexState, seat: usize) -> HexState {
        HexState {
            resigned: Some(seat),
            ..state.clone()
        }
    }

    /// A board with a stone on it cannot be drawn for a player named
    /// `faulty`: the fault the preview test injects.
    fn picture(&self, state: &HexState, names: &[String], _language: Language) -> RgbImage {
        let stones = state.board.iter().flatten().any(Option::is_some);
        if stones && names.iter().any(|name| name == FAULTY) {
            panic!("the test's fault: this board cannot be drawn");
        }
        let mut image = RgbImage::from_pixel(300, 200, Rgb([240, 236, 224]));
        for (r, row) in state.board.iter().enumerate() {
            for (c, stone) in row.iter().enumerate() {
                let colour = match stone {
                    Some(0) => Rgb([200, 40, 40]),
                    Some(_) => Rgb([40, 70, 200]),
                    None => Rgb([180, 180, 170]),
                };
                let (x0, y0) = (20 + c * 40 + r * 20, 10 + r * 36);
                for y in y0..y0 + 30 {
                    for x in x0..x0 + 30 {
                        image.put_pixel(x as u32, y as u32, colour);
                    }
                }
            }
        }
        image
    }

    fn level_in_words(&self, level: Level) -> String {
        match level {
            Level::Random => "plays at random.".to_owned(),
            _ => "takes a win, else blocks one, else plays at random.".to_owned(),
        }
    }

    fn computer_turn(&self, state: &HexState, level: Level, seed: u64) -> Vec<String> {
        let empty = empty_cells(&state.board);
        if self.to_move(state).is_none() || empty.is_empty() {
            return Vec::new();
        }
        let wins = |seat: usize| {
            empty.iter().copied().find(|&(r, c)| {
                let mut board = state.board;
                board[r][c] = Some(seat);
                joined(&board, seat)
            })
        };
        let chosen = match level {
            Level::Random => None,
            _ => wins(state.to_move).or_else(|| wins(1 - state.to_move)),
        };
        let chosen = chosen.unwrap_or(empty[(seed as usize) % empty.len()]);
        vec![name_of(chosen)]
    }

    fn rules_text(&self) -> &'static str {
        "Red joins the top and bottom rows, Blue the left and right columns. One stone a turn on an empty cell: /play actions:\"c3; end\"."
    }
}

/// A service on `bench`'s database hosting Hex too.
async fn hex_service(bench: &Bench) -> Service {
    bench.service().await.with_game(Hex)
}

/// The PNG of a reply, decoded.
fn picture(reply: &Reply) -> image::DynamicImage {
    let file = reply.file.as_ref().expect("a picture");
    assert!(file.name.ends_with(".png"), "{}", file.name);
    image::load_from_memory(&file.bytes).expect("a PNG that decodes")
}

/// A Hex game between alice (Red) and bob (Blue), started in `channel`.
async fn started(service: &Service, channel: &str, extra: &str) {
    let opened = ok(service, channel, "alice", &format!("/new game:hex{extra}")).await;
    assert!(
        texts(&opened).contains("opened a game of Hex"),
        "{}",
        texts(&opened)
    );
    ok(service, channel, "bob", "/join").await;
    let begins = ok(service, channel, "alice", "/start").await;
    assert!(
        texts(&begins).contains("The game of Hex begins"),
        "{}",
        texts(&begins)
    );
    assert_eq!(picture(&begins[0]).width(), 300);
}

/// The lobby, drafts, undo, publishing and a win, with the refusals
/// leaving the game as it was.
async fn a_game_of_hex_is_played_to_a_win() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    let wrong = refused(&service, "other", "alice", "/new game:hex rules:advanced").await;
    assert!(wrong.contains("Hex has no options"), "{wrong}");
    let unknown = refused(&service, "other", "alice", "/new game:chess").await;
    assert!(unknown.contains("palanquee, palago, hex"), "{unknown}");
    // /help lists the game with the others, as it is played.
    let help = ok(&service, "other", "alice", "/help").await;
    assert!(
        help[0]
            .text
            .contains("**Hex** (/new game:hex, /rules topic:hex): /play"),
        "{}",
        help[0].text
    );
    started(&service, "hex", "").await;
    let full = refused(&service, "hex", "carol", "/join").await;
    assert!(
        full.contains("has started") || full.contains("taken"),
        "{full}"
    );

    let before = dump(&service).await;
    let early = refused(&service, "hex", "bob", "/play actions:\"c3\"").await;
    assert!(early.contains("alice"), "{early}");
    let bad = refused(&service, "hex", "alice", "/play actions:\"z9\"").await;
    assert!(bad.contains("`z9` is not a cell"), "{bad}");
    let palanquee = refused(&service, "hex", "alice", "/sow cell:E4").await;
    assert!(palanquee.contains("This channel plays Hex"), "{palanquee}");
    assert_eq!(dump(&service).await, before, "refusals change nothing");

    let preview = ok(&service, "hex", "alice", "/play actions:\"c3\"").await;
    assert_eq!(preview[0].visibility, Visibility::Private);
    assert!(
        texts(&preview).contains("Your turn: c3"),
        "{}",
        texts(&preview)
    );
    picture(&preview[0]);
    let two = refused(&service, "hex", "alice", "/play actions:\"c4\"").await;
    assert!(two.contains("whole already"), "{two}");
    ok(&service, "hex", "alice", "/undo").await;
    let empty = refused(&service, "hex", "alice", "/end").await;
    assert!(empty.contains("draft is empty"), "{empty}");
    assert_eq!(event_count(&service).await, 0);
    ok(&service, "hex", "alice", "/play actions:\"c3\"").await;
    let published = ok(&service, "hex", "alice", "/end").await;
    assert_eq!(published[0].visibility, Visibility::Public);
    assert!(texts(&published).contains("played c3. **bob**, your turn."));
    assert_eq!(published[0].mentions, vec!["id-bob".to_owned()]);
    assert_eq!(event_count(&service).await, 1);

    let status = texts(&ok(&service, "hex", "bob", "/status").await);
    assert!(status.contains("**bob** to move"), "{status}");
    for (who, turn) in [
        ("bob", "a1"),
        ("alice", "c2"),
        ("bob", "a2"),
        ("alice", "c4"),
        ("bob", "a3"),
        ("alice", "c1"),
        ("bob", "a4"),
    ] {
        ok(
            &service,
            "hex",
            who,
            &format!("/play actions:\"{turn}; end\""),
        )
        .await;
    }
    let won = ok(&service, "hex", "alice", "/play actions:\"c5; end\"").await;
    assert!(texts(&won).contains("**alice** wins."), "{}", texts(&won));
    let over = refused(&service, "hex", "bob", "/play actions:\"b5\"").await;
    assert!(over.contains("No game in this channel"), "{over}");

    let history = texts(&ok(&service, "hex", "bob", "/history").await);
    assert!(
        history.starts_with("1. Red alice: c3\n2. Blue bob: a1"),
        "{history}"
    );
    let export = ok(&service, "hex", "bob", "/export").await;
    let file = export[0].file.as_ref().expect("a record file");
    let record = String::from_utf8(file.bytes.clone()).expect("text");
    assert!(
        record.contains("# Red = alice") && record.contains("9. Red alice: c5"),
        "{record}"
    );
    let board = ok(&service, "hex", "bob", "/board round:1").await;
    assert!(texts(&board).contains("after turn 1"));
    picture(&board[0]);
    let replay = ok(&service, "hex", "bob", "/replay").await;
    assert!(replay[0].file.is_some(), "an animation");
    let rules = texts(&ok(&service, "hex", "bob", "/rules").await);
    assert!(
        rules.contains("Red joins the top and bottom rows"),
        "{rules}"
    );
    let leaders = texts(&ok(&service, "hex", "bob", "/leaderboard game:hex").await);
    assert!(
        leaders.contains("Hex leaderboard") && leaders.contains("alice"),
        "{leaders}"
    );
}

/// A turn left past its deadline: a reminder, then the late player leaves
/// and the other wins.
async fn a_hex_turn_past_its_deadline_loses_the_game() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    started(&service, "late", " turn-hours:4").await;
    bench.advance(3 * 3600 + 60);
    let reminded = service.tick().await.expect("tick");
    assert!(
        texts_of(&reminded).contains("Reminder: **alice**"),
        "{}",
        texts_of(&reminded)
    );
    bench.advance(3600);
    let expired = service.tick().await.expect("tick");
    let said = texts_of(&expired);
    assert!(
        said.contains("Time is up for **alice**") && said.contains("**bob** wins."),
        "{said}"
    );
    let status = texts(&ok(&service, "late", "alice", "/status").await);
    assert!(status.contains("The game is over"), "{status}");
}

/// A computer seat plays its turns, and the game survives a restart.
async fn a_computer_seat_plays_hex() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    ok(&service, "cpu", "alice", "/new game:hex").await;
    ok(&service, "cpu", "alice", "/addbot level:medium").await;
    ok(&service, "cpu", "alice", "/start").await;
    ok(&service, "cpu", "alice", "/play actions:\"c3; end\"").await;
    let restarted = hex_service(&bench).await;
    let moved = restarted
        .computer_turns("cpu")
        .await
        .expect("computer turns");
    let said = texts_of(&moved);
    assert!(
        said.contains("played") && said.contains("**alice**, your turn."),
        "{said}"
    );
    assert_eq!(event_count(&restarted).await, 2);
}

/// A draft's preview is drawn after its transaction is committed (issue
/// 48): when the picture cannot be drawn, the command fails but the
/// draft stands, and drawing never holds the store's write lock.
async fn a_draft_stands_when_its_preview_cannot_be_drawn() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    ok(&service, "faults", FAULTY, "/new game:hex").await;
    ok(&service, "faults", "bob", "/join").await;
    ok(&service, "faults", FAULTY, "/start").await;
    let failed = run(&service, "faults", FAULTY, "/play actions:\"c3\"").await;
    assert!(failed.is_err(), "the preview cannot be drawn: {failed:?}");
    let status = texts(&ok(&service, "faults", FAULTY, "/status").await);
    assert!(status.contains("Your draft: c3."), "{status}");
    let undone = ok(&service, "faults", FAULTY, "/undo").await;
    assert!(
        texts(&undone).contains("draft is empty"),
        "{}",
        texts(&undone)
    );
    picture(&undone[0]);
}

/// The one draft pipeline serves a game hosted from its rules as it
/// serves the crate's: a button of an older preview (here its Undo, made
/// before the draft moved on) is refused as out of date and changes
/// nothing; the current one takes the move back.
async fn an_old_preview_button_changes_nothing() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    started(&service, "buttons", "").await;
    let first = ok(&service, "buttons", "alice", "/play actions:\"c3\"").await;
    let old = undo_stamp(&first[0]);
    ok(&service, "buttons", "alice", "/undo").await;
    let second = ok(&service, "buttons", "alice", "/play actions:\"b2\"").await;
    let before = dump(&service).await;
    let alice = common_store::caller("alice");
    let stale = Command::Undo { stamp: Some(old) };
    let answer = service.handle("buttons", &alice, stale).await;
    assert!(
        matches!(&answer, Err(CommandError::Refused(why)) if why.to_string().contains("out of date")),
        "{answer:?}"
    );
    assert_eq!(
        dump(&service).await,
        before,
        "a stale button changes nothing"
    );
    let current = Command::Undo {
        stamp: Some(undo_stamp(&second[0])),
    };
    let undone = service.handle("buttons", &alice, current).await;
    let undone = undone.expect("the current button works");
    assert!(
        texts(&undone).contains("draft is empty"),
        "{}",
        texts(&undone)
    );
}

/// The stamp of a preview's Undo button.
fn undo_stamp(preview: &Reply) -> Stamp {
    preview
        .buttons
        .iter()
        .find_map(|button| match *button {
            Button::Undo { game, version } => Some(Stamp { game, version }),
            Button::EndTurn { .. } | Button::Answer { .. } => None,
        })
        .expect("a preview has an Undo button")
}

/// The channel's latest event, read back whole.
async fn event_of(service: &Service) -> (TournamentStatus, Event) {
    let mut tx = service.store().read().await.expect("a transaction");
    let row = tournaments::latest_tournament(&mut tx, EV)
        .await
        .expect("read")
        .expect("an event");
    let event = tournaments::load_event(&mut tx, &row).await.expect("read");
    tx.commit().await.expect("committed");
    (row.status, event)
}

/// A Hex tournament in which the first to move never moves: their turn
/// runs out, they lose the game, and the event scores it a forfeit, not
/// a game played (issue 48: a missed deadline is recorded by the one
/// pipeline for every game).
async fn a_hex_player_who_never_moves_loses_by_forfeit() {
    let bench = Bench::new().await;
    let service = hex_service(&bench).await;
    let new = "/tournament new game:hex format:round-robin turn-hours:2";
    ok(&service, EV, "alice", new).await;
    ok(&service, EV, "alice", "/tournament join").await;
    ok(&service, EV, "bob", "/tournament join").await;
    ok(&service, EV, "alice", "/tournament start").await;
    let board = board_channel(EV, 1, 1);
    let status = texts(&ok(&service, &board, "alice", "/status").await);
    assert!(status.contains("to move"), "{status}");
    bench.advance(3 * 3600);
    let expired = service.tick().await.expect("tick");
    assert!(
        texts_of(&expired).contains("Time is up for"),
        "{}",
        texts_of(&expired)
    );
    service.tick().await.expect("tick");
    let (status, event) = event_of(&service).await;
    assert_eq!(status, TournamentStatus::Finished, "{event:?}");
    let outcome = event.rounds[0].boards[0].outcome;
    assert_eq!(outcome, Some(Outcome::BlackByForfeit), "{event:?}");
}

fn texts_of(announcements: &[palanquee::commands::Announcement]) -> String {
    let replies: Vec<Reply> = announcements.iter().map(|a| a.reply.clone()).collect();
    texts(&replies)
}

on_both_backends!(
    a_game_of_hex_is_played_to_a_win,
    a_hex_turn_past_its_deadline_loses_the_game,
    a_computer_seat_plays_hex,
    a_draft_stands_when_its_preview_cannot_be_drawn,
    an_old_preview_button_changes_nothing,
    a_hex_player_who_never_moves_loses_by_forfeit,
);
