//! Proposals answered by every other person in a game (issue 50), through
//! the command layer on SQLite and PostgreSQL: a game ended by agreement
//! (Palago drawn and rated as a draw; a three-player Palanquée placed by
//! seeds, then sprouts, the resigned below) and a takeback of the last
//! turn, restoring its claims or its capture exactly (position, reserves,
//! deadline); declines, lapsed proposals and stale buttons change nothing; a
//! computer declines at once.

mod common_store;

use common_store::{Bench, caller, dump, ok, refused, texts};
use palanquee::commands::{Button, Command, CommandError, Reply, Service, Stamp, rated};
use palanquee::games::GameKind;
use palanquee::store::ratings;
use skillratings::glicko2::Glicko2Rating;

const CH: &str = "consent";

/// The stored rating of `name` in `game`, if rated.
async fn rating(service: &Service, game: &'static str, name: &str) -> Option<(f64, i64)> {
    let mut tx = service.store().read().await.expect("read");
    let id = format!("id-{name}");
    let row = ratings::rating(&mut tx, "test-server", &GameKind::new(game), &id)
        .await
        .expect("rating");
    row.map(|row| (row.rating, row.games))
}

/// The game's rows without the outbox: what a proposal must not change
/// until it is carried out.
async fn game_rows(service: &Service) -> String {
    let all = dump(service).await;
    all.lines().take(5).collect::<Vec<_>>().join("\n")
}

/// The Accept (`accept`) or Decline button of a proposal's post.
fn answer_button(post: &Reply, accept: bool) -> Stamp {
    post.buttons
        .iter()
        .find_map(|button| match *button {
            Button::Answer {
                game,
                proposal,
                accept: yes,
            } if yes == accept => Some(Stamp {
                game,
                version: proposal,
            }),
            _ => None,
        })
        .expect("an answer button")
}

/// `who` clicks the button `stamp` (accept or not).
async fn click(
    service: &Service,
    who: &str,
    accept: bool,
    stamp: Stamp,
) -> Result<Vec<Reply>, CommandError> {
    let command = Command::Answer { accept, stamp };
    service.handle(CH, &caller(who), command).await
}

async fn palago(service: &Service) {
    ok(service, CH, "alice", "/new game:palago").await;
    ok(service, CH, "bob", "/join").await;
    ok(service, CH, "alice", "/start").await;
    ok(service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

async fn palago_ends_drawn_by_agreement_and_is_rated_as_a_draw() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago(&service).await;
    let proposed = ok(&service, CH, "alice", "/propose-end").await;
    let post = &proposed[0];
    assert!(!post.is_private());
    assert!(
        post.text.contains("proposes to end the game"),
        "{}",
        post.text
    );
    assert_eq!(post.mentions, ["id-bob"]);
    assert_eq!(post.buttons.len(), 2);
    assert!(post.post.is_some(), "kept in the outbox");
    let own = refused(&service, CH, "alice", "/propose-end answer:yes").await;
    assert!(own.contains("You made this proposal"), "{own}");
    let again = refused(&service, CH, "bob", "/propose-end").await;
    assert!(again.contains("still waiting"), "{again}");
    let other = refused(&service, CH, "bob", "/takeback answer:yes").await;
    assert!(other.contains("/propose-end"), "{other}");
    let ended = click(&service, "bob", true, answer_button(post, true))
        .await
        .expect("accepted");
    let text = texts(&ended);
    assert!(text.contains("it ends here"), "{text}");
    assert!(text.contains("1. alice and bob"), "{text}");
    let status = texts(&ok(&service, CH, "bob", "/status").await);
    assert!(status.contains("agreed"), "{status}");
    let new = Glicko2Rating::new();
    let drawn = rated(&[(new, 0), (new, 0)]);
    for (name, want) in [("alice", drawn[0]), ("bob", drawn[1])] {
        let (got, games) = rating(&service, "palago", name).await.expect("rated");
        assert!(close(got, want.rating), "{name}: {got} against {want:?}");
        assert_eq!(games, 1);
    }
    let over = refused(&service, CH, "alice", "/propose-end").await;
    assert!(!over.is_empty());
}

async fn a_three_player_palanquee_ends_with_places_by_seeds() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "carol", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    ok(&service, CH, "bob", "/play actions:\"sow M10; end\"").await;
    ok(&service, CH, "carol", "/resign").await;
    ok(&service, CH, "alice", "/grow cell:E5").await;
    ok(&service, CH, "alice", "/end confirm:true").await;
    let resigned = refused(&service, CH, "carol", "/propose-end").await;
    assert!(resigned.contains("no longer in this game"), "{resigned}");
    // Bob proposes in his turn; alice, who has a sprout more, accepts.
    let proposed = ok(&service, CH, "bob", "/propose-end").await;
    assert_eq!(proposed[0].mentions, ["id-alice"], "carol is out");
    let ended = ok(&service, CH, "alice", "/propose-end answer:yes").await;
    let text = texts(&ended);
    assert!(text.contains("1. alice; 2. bob; 3. carol"), "{text}");
    let new = Glicko2Rating::new();
    let want = rated(&[(new, 0), (new, 1), (new, 2)]);
    for (name, want) in [("alice", want[0]), ("bob", want[1]), ("carol", want[2])] {
        let (got, _) = rating(&service, "palanquee", name).await.expect("rated");
        assert!(close(got, want.rating), "{name}: {got} against {want:?}");
    }
}

async fn a_decline_changes_nothing_and_a_stale_button_is_refused() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago(&service).await;
    let before = game_rows(&service).await;
    let proposed = ok(&service, CH, "alice", "/propose-end").await;
    let declined = ok(&service, CH, "bob", "/propose-end answer:no").await;
    assert!(
        texts(&declined).contains("bob** declines"),
        "{}",
        texts(&declined)
    );
    assert_eq!(game_rows(&service).await, before);
    let stale = click(&service, "bob", true, answer_button(&proposed[0], true)).await;
    match stale {
        Err(CommandError::Refused(refusal)) => {
            let words = refusal.words(palanquee::commands::Language::English);
            assert!(words.contains("out of date"), "{words}");
        }
        other => panic!("a stale button went through: {other:?}"),
    }
    assert_eq!(game_rows(&service).await, before);
    let nothing = refused(&service, CH, "bob", "/propose-end answer:yes").await;
    assert!(nothing.contains("nothing to answer"), "{nothing}");
}

async fn a_proposal_lapses_once_a_turn_is_published() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago(&service).await;
    ok(&service, CH, "alice", "/propose-end").await;
    ok(&service, CH, "bob", "/play actions:\"1,-1:0 1,-2:0\"").await;
    let lapsed = refused(&service, CH, "bob", "/propose-end answer:yes").await;
    assert!(lapsed.contains("lapsed"), "{lapsed}");
    // It may be made again.
    ok(&service, CH, "alice", "/propose-end").await;
    let ended = ok(&service, CH, "bob", "/propose-end answer:yes").await;
    assert!(texts(&ended).contains("it ends here"), "{}", texts(&ended));
}

async fn a_computer_declines_at_once() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/start").await;
    let before = game_rows(&service).await;
    let declined = ok(&service, CH, "alice", "/propose-end").await;
    let text = texts(&declined);
    assert!(text.contains("declines"), "{text}");
    assert!(text.contains("cannot end by agreement"), "{text}");
    assert_eq!(game_rows(&service).await, before);
    let nothing = refused(&service, CH, "alice", "/propose-end answer:yes").await;
    assert!(nothing.contains("nothing to answer"), "{nothing}");
}

/// The board picture's bytes and the status text, as `who` sees them.
async fn board_and_status(service: &Service, who: &str) -> (Vec<u8>, String) {
    let board = ok(service, CH, who, "/board").await;
    let bytes = board[0].file.as_ref().expect("a picture").bytes.clone();
    (bytes, texts(&ok(service, CH, who, "/status").await))
}

/// The seats (with missed deadlines) and the deadline rows.
async fn seats_and_deadline(service: &Service) -> String {
    let all = dump(service).await;
    let lines: Vec<&str> = all.lines().collect();
    format!("{}\n{}", lines[1], lines[4])
}

async fn a_palanquee_takeback_restores_the_turn_its_claims_and_deadline() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    common_store::two_player_game(&service, CH, "turn-hours:24").await;
    let sql = "UPDATE seats SET missed_deadlines = 1 WHERE seat = 0";
    let mut tx = service.store().write().await.expect("a transaction");
    palanquee::execute!(tx, sql).expect(sql);
    tx.commit().await.expect("committed");
    bench.advance(3600);
    let (board, status) = board_and_status(&service, "alice").await;
    let rows = seats_and_deadline(&service).await;
    // Alice ends her turn with her action unused: claims open (R21).
    ok(&service, CH, "alice", "/end confirm:true").await;
    assert_ne!(seats_and_deadline(&service).await, rows);
    bench.advance(3600);
    let not_yours = refused(&service, CH, "bob", "/takeback").await;
    assert!(not_yours.contains("alice"), "{not_yours}");
    let asked = ok(&service, CH, "alice", "/takeback").await;
    assert!(asked[0].text.contains("take back"), "{}", asked[0].text);
    assert_eq!(asked[0].mentions, ["id-bob"]);
    let done = click(&service, "bob", true, answer_button(&asked[0], true))
        .await
        .expect("taken back");
    assert!(texts(&done).contains("is taken back"), "{}", texts(&done));
    assert_eq!(
        seats_and_deadline(&service).await,
        rows,
        "deadline and missed counts"
    );
    assert_eq!(board_and_status(&service, "alice").await, (board, status));
    let no_claim = refused(&service, CH, "bob", "/claim cell:E4").await;
    assert!(!no_claim.is_empty(), "the claims it opened are gone");
    // Alice plays her turn again, and the game goes on from there.
    ok(&service, CH, "alice", "/grow cell:E5").await;
    ok(&service, CH, "alice", "/end").await;
    ok(&service, CH, "bob", "/grow cell:M11").await;
    let history = texts(&ok(&service, CH, "bob", "/history").await);
    assert!(history.contains("grow E5"), "{history}");
}

/// A game where alice's next action, `grow C6`, captures bob's seed A5
/// and sprout B5 against the red edge (R14), eliminating the seed and
/// pruning his sprouts A6 and B4 (R15); her first three turns keep their
/// distance (R19).
async fn capture_at_hand(service: &Service) {
    ok(service, CH, "alice", "/new turn-hours:24").await;
    ok(service, CH, "bob", "/join").await;
    ok(service, CH, "alice", "/start").await;
    for (who, action) in [
        ("alice", "sow D9"),
        ("bob", "sow A5"),
        ("alice", "grow D8"),
        ("bob", "grow B5"),
        ("alice", "grow D7"),
        ("bob", "grow A6"),
        ("alice", "grow D6"),
        ("bob", "grow B4"),
    ] {
        ok(
            service,
            CH,
            who,
            &format!("/play actions:\"{action}; end\""),
        )
        .await;
    }
}

async fn a_palanquee_takeback_restores_a_capture_its_pruning_and_eliminated_seed() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    capture_at_hand(&service).await;
    bench.advance(3600);
    let (board, status) = board_and_status(&service, "bob").await;
    let rows = seats_and_deadline(&service).await;
    let captured = ok(&service, CH, "alice", "/play actions:\"grow C6; end\"").await;
    assert!(texts(&captured).contains("A5"), "{}", texts(&captured));
    let (board_after, status_after) = board_and_status(&service, "bob").await;
    assert_ne!(board_after, board, "the capture shows on the board");
    assert_ne!(status_after, status, "bob's seed is eliminated (R15)");
    assert_ne!(seats_and_deadline(&service).await, rows);
    bench.advance(3600);
    ok(&service, CH, "alice", "/takeback").await;
    let done = ok(&service, CH, "bob", "/takeback answer:yes").await;
    assert!(texts(&done).contains("is taken back"), "{}", texts(&done));
    assert_eq!(seats_and_deadline(&service).await, rows, "the deadline");
    assert_eq!(
        board_and_status(&service, "bob").await,
        (board, status),
        "the position and the reserves"
    );
    // The game goes on from the restored position: the same capture is
    // there to be made again, and the history holds it once.
    ok(&service, CH, "alice", "/play actions:\"grow C6; end\"").await;
    let history = texts(&ok(&service, CH, "bob", "/history").await);
    assert_eq!(history.matches("grow C6").count(), 1, "{history}");
}

async fn a_palago_takeback_restores_the_tiles_and_a_decline_changes_nothing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago(&service).await;
    let (board, status) = board_and_status(&service, "bob").await;
    ok(&service, CH, "bob", "/play actions:\"1,-1:0 1,-2:0\"").await;
    let not_yours = refused(&service, CH, "alice", "/takeback").await;
    assert!(not_yours.contains("bob"), "{not_yours}");
    ok(&service, CH, "bob", "/takeback").await;
    let before = game_rows(&service).await;
    ok(&service, CH, "alice", "/takeback answer:no").await;
    assert_eq!(
        game_rows(&service).await,
        before,
        "a decline changes nothing"
    );
    ok(&service, CH, "bob", "/takeback").await;
    let done = ok(&service, CH, "alice", "/takeback answer:yes").await;
    assert!(
        texts(&done).contains("bob**'s last turn"),
        "{}",
        texts(&done)
    );
    assert_eq!(board_and_status(&service, "bob").await, (board, status));
    ok(&service, CH, "bob", "/play actions:\"0,1:1 -1,2:0\"").await;
    let history = texts(&ok(&service, CH, "bob", "/history").await);
    assert!(!history.contains("1,-1:0"), "{history}");
    let export = ok(&service, CH, "bob", "/export").await;
    let record =
        String::from_utf8(export[0].file.as_ref().expect("a file").bytes.clone()).expect("text");
    assert!(!record.contains("1,-1:0"), "{record}");
}

async fn a_computer_declines_a_takeback() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    let before = game_rows(&service).await;
    let declined = texts(&ok(&service, CH, "alice", "/takeback").await);
    assert!(declined.contains("declines"), "{declined}");
    assert_eq!(game_rows(&service).await, before);
}

on_both_backends!(
    palago_ends_drawn_by_agreement_and_is_rated_as_a_draw,
    a_three_player_palanquee_ends_with_places_by_seeds,
    a_decline_changes_nothing_and_a_stale_button_is_refused,
    a_proposal_lapses_once_a_turn_is_published,
    a_computer_declines_at_once,
    a_palanquee_takeback_restores_the_turn_its_claims_and_deadline,
    a_palanquee_takeback_restores_a_capture_its_pruning_and_eliminated_seed,
    a_palago_takeback_restores_the_tiles_and_a_decline_changes_nothing,
    a_computer_declines_a_takeback,
);
