//! Tournaments through the command layer (issue 31), on SQLite and on
//! PostgreSQL: a whole 6-player Swiss event and a 5-player round-robin
//! played to the end with computer seats, a withdrawal and a timeout on
//! the way; the next round paired exactly once by two services; the
//! commands' refusals.

mod common_store;

use common_store::{Bench, caller, ok, refused, run, texts};
use palanquee::commands::{Service, tournament::board_channel};
use palanquee::games::GameKind;
use palanquee::store::tournaments::{self, TournamentStatus};
use palanquee::store::{queries, ratings};
use palanquee::tournament::event::{Event, Outcome};

/// The event's channel.
const EV: &str = "events";

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

/// The number of a person entrant, by name.
fn number_of(event: &Event, name: &str) -> usize {
    event
        .entrants
        .iter()
        .position(|e| e.name == name)
        .expect("entered")
        + 1
}

/// The channels of the boards of the last round still in play.
fn boards_in_play(event: &Event) -> Vec<(usize, String)> {
    let round = event.rounds.len();
    event.rounds[round - 1]
        .boards
        .iter()
        .enumerate()
        .filter(|(_, b)| b.outcome.is_none())
        .map(|(i, _)| (i + 1, board_channel(EV, round as i64, i as i64 + 1)))
        .collect()
}

/// Every post the event's channels were given, in order.
async fn posts_under(service: &Service, channel: &str) -> String {
    let posts = service
        .outbox()
        .undelivered_under(channel)
        .await
        .expect("outbox");
    posts
        .iter()
        .map(|p| format!("[{}] {}", p.channel, p.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// alice opens an event with `new`, `people` enter it and she adds
/// `computers` easy computers, then starts it: the start's texts.
async fn open_event(service: &Service, new: &str, people: &[&str], computers: usize) -> String {
    ok(service, EV, "alice", new).await;
    for who in people {
        ok(service, EV, who, "/tournament join").await;
    }
    for _ in 0..computers {
        ok(service, EV, "alice", "/tournament addbot level:easy").await;
    }
    texts(&ok(service, EV, "alice", "/tournament start").await)
}

/// Plays the event to its end: computers move on each tick; `person`
/// answers for the people in a game of theirs whose turn it is (a line to
/// run, or `None` to let the turn run out); the clock moves past each
/// turn's deadline.
async fn play_out(
    bench: &Bench,
    service: &Service,
    people: &[&str],
    person: impl Fn(&str, usize) -> Option<&'static str>,
) -> Event {
    for _ in 0..400 {
        service.tick().await.expect("tick");
        let (status, event) = event_of(service).await;
        if status == TournamentStatus::Finished {
            return event;
        }
        let round = event.rounds.len();
        for (_, channel) in boards_in_play(&event) {
            for who in people {
                if let Some(line) = person(who, round) {
                    // A `/tournament` line is run in the event's channel.
                    // Refused when it is not theirs to move or not their
                    // game.
                    let target = if line.starts_with("/tournament") {
                        EV
                    } else {
                        &channel
                    };
                    let _ = run(service, target, who, line).await;
                }
            }
        }
        bench.advance(3 * 3600);
    }
    panic!("the event did not end: {:?}", event_of(service).await);
}

/// The outcome of entrant `number`'s boards, round by round.
fn results_of(event: &Event, number: usize) -> Vec<Option<Outcome>> {
    event
        .rounds
        .iter()
        .map(|round| {
            round
                .boards
                .iter()
                .find(|b| b.white == number || b.black == number)
                .and_then(|b| b.outcome)
        })
        .collect()
}

async fn a_swiss_event_of_six_is_played_to_the_end() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let new = "/tournament new game:palago format:swiss rounds:4 turn-hours:2";
    let started = open_event(&service, new, &["alice", "bob", "carol"], 3).await;
    assert!(started.contains("6 players, 4 rounds"), "{started}");
    assert!(started.contains("Round 1 of 4"), "{started}");
    // Each game opened in its own channel with both players mentioned.
    let opened = posts_under(&service, EV).await;
    for board in 1..=3 {
        assert!(
            opened.contains(&format!(
                "[{EV}/r1-b{board}] **Tournament, round 1, board {board}"
            )),
            "{opened}"
        );
    }
    // bob withdraws in round 2; carol lets her round-1 game run out of
    // time, then resigns her games; alice resigns hers.
    let event = play_out(
        &bench,
        &service,
        &["alice", "bob", "carol"],
        |who, round| match (who, round) {
            ("carol", 1) => None,
            ("bob", 2) => Some("/tournament leave"),
            _ => Some("/resign"),
        },
    )
    .await;
    let posts = posts_under(&service, EV).await;
    assert_eq!(event.rounds.len(), 4, "{posts}");
    let bob = number_of(&event, "bob");
    let carol = number_of(&event, "carol");
    assert!(
        event.entrants[bob - 1].withdrawn_after.is_some(),
        "{event:?}"
    );
    // carol never moved in round 1: a forfeit, not a game played.
    let carols = results_of(&event, carol);
    assert!(
        matches!(
            carols[0],
            Some(Outcome::WhiteByForfeit | Outcome::BlackByForfeit)
        ),
        "{carols:?}"
    );
    // No two met twice, and nobody was paired after withdrawing.
    let mut met = std::collections::HashSet::new();
    for (index, round) in event.rounds.iter().enumerate() {
        for board in &round.boards {
            let pair = (board.white.min(board.black), board.white.max(board.black));
            assert!(met.insert(pair), "{pair:?} met twice");
            if let Some(after) = event.entrants[bob - 1].withdrawn_after {
                assert!(
                    index < after || (board.white != bob && board.black != bob),
                    "bob paired in round {}",
                    index + 1
                );
            }
        }
        assert!(round.boards.iter().all(|b| b.outcome.is_some()));
    }
    let posts = posts_under(&service, EV).await;
    assert!(posts.contains("The tournament is over"), "{posts}");
    assert!(posts.contains("**bob** withdrew"), "{posts}");
    let standings = ok(&service, EV, "bob", "/tournament standings").await;
    assert!(texts(&standings).contains("Standings after round 4 of 4"));
    let png = standings[0].file.as_ref().expect("a picture");
    image::load_from_memory(&png.bytes).expect("a PNG");
    let export = ok(&service, EV, "bob", "/tournament export").await;
    let trf =
        String::from_utf8(export[0].file.as_ref().expect("a file").bytes.clone()).expect("text");
    let report = palanquee::tournament::trf::read(&trf).expect("reads back");
    assert_eq!(report.players.len(), 6);
    assert_eq!(report.rounds_played(), 4);
}

async fn a_round_robin_of_five_is_played_to_the_end() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let new = "/tournament new game:palago format:round-robin turn-hours:2";
    open_event(&service, new, &["alice", "bob"], 3).await;
    let refusal = refused(&service, EV, "dan", "/tournament join").await;
    assert!(refusal.contains("fixed at the start"), "{refusal}");
    // bob lets every turn run out until he is withdrawn; alice resigns.
    let event = play_out(&bench, &service, &["alice", "bob"], |who, round| {
        match (who, round) {
            ("bob", _) => None,
            _ => Some("/resign"),
        }
    })
    .await;
    // Berger: 5 rounds for 5 players, a bye in each.
    assert_eq!(event.rounds.len(), 5);
    assert!(event.rounds.iter().all(|r| r.boards.len() == 2));
    let bob = number_of(&event, "bob");
    // Two games lost without moving: withdrawn, his later games forfeits.
    assert!(
        event.entrants[bob - 1].withdrawn_after.is_some(),
        "{event:?}"
    );
    let bobs = results_of(&event, bob);
    let forfeits = bobs
        .iter()
        .filter(|o| matches!(o, Some(Outcome::WhiteByForfeit | Outcome::BlackByForfeit)))
        .count();
    assert!(forfeits >= 2, "{bobs:?}");
    let posts = posts_under(&service, EV).await;
    assert!(posts.contains("lost 2 games by forfeit"), "{posts}");
    assert!(posts.contains("The tournament is over"), "{posts}");
}

/// Four players, two boards: both round-1 games end at once, one through
/// each service, and round 2 is paired once.
async fn two_services_ending_a_round_at_once_pair_it_once() {
    let bench = Bench::new().await;
    let (one, two) = (bench.service().await, bench.service().await);
    ok(
        &one,
        EV,
        "alice",
        "/tournament new game:palago format:swiss rounds:3",
    )
    .await;
    for who in ["alice", "bob", "carol", "dan"] {
        ok(&one, EV, who, "/tournament join").await;
    }
    ok(&two, EV, "alice", "/tournament start").await;
    // Numbers 1-4: board 1 is 1 v 3, board 2 is 4 v 2 (or so): whoever
    // sits on each board resigns it, both at once.
    let (_, event) = event_of(&one).await;
    let boards = boards_in_play(&event);
    let name = |n: usize| ["alice", "bob", "carol", "dan"][n - 1];
    let first = event.rounds[0].boards[0];
    let second = event.rounds[0].boards[1];
    let (a, b) = tokio::join!(
        run(&one, &boards[0].1, name(first.white), "/resign"),
        run(&two, &boards[1].1, name(second.black), "/resign"),
    );
    a.expect("resigned");
    b.expect("resigned");
    let (_, event) = event_of(&one).await;
    assert_eq!(event.rounds.len(), 2, "{event:?}");
    let posts = posts_under(&one, EV).await;
    assert_eq!(posts.matches("Round 2 of 3").count(), 1, "{posts}");
    for board in 1..=2 {
        assert_eq!(
            posts.matches(&format!("round 2, board {board}:")).count(),
            1,
            "{posts}"
        );
    }
}

/// A round whose last result was stored but whose next round was not
/// paired (a process killed in between) is paired by the next tick, once
/// though two services tick at once.
async fn a_round_left_unpaired_by_a_kill_is_paired_once() {
    let bench = Bench::new().await;
    let (one, two) = (bench.service().await, bench.service().await);
    ok(
        &one,
        EV,
        "alice",
        "/tournament new format:round-robin game:palago",
    )
    .await;
    for who in ["alice", "bob", "carol"] {
        ok(&one, EV, who, "/tournament join").await;
    }
    ok(&one, EV, "alice", "/tournament start").await;
    // The result is written as the game's end would write it, without
    // what follows it.
    {
        let mut tx = one.store().write().await.expect("a transaction");
        let row = tournaments::open_tournament(&mut tx, EV)
            .await
            .expect("read")
            .expect("open");
        let games = tournaments::round_games(&mut tx, row.id, 1)
            .await
            .expect("read");
        for (board, game) in games {
            tournaments::set_outcome(&mut tx, row.id, (1, board), Outcome::Draw)
                .await
                .expect("stored");
            let game = game.expect("a game");
            queries::set_status(&mut tx, game, queries::GameStatus::Finished, Some("draw"))
                .await
                .expect("stored");
        }
        tx.commit().await.expect("committed");
    }
    let (a, b) = tokio::join!(one.tick(), two.tick());
    a.expect("tick");
    b.expect("tick");
    let (_, event) = event_of(&one).await;
    assert_eq!(event.rounds.len(), 2, "{event:?}");
    let posts = posts_under(&one, EV).await;
    assert_eq!(posts.matches("Round 2 of 3").count(), 1, "{posts}");
    assert_eq!(
        posts.matches("[events/r2-b1] **Tournament").count(),
        1,
        "{posts}"
    );
}

async fn the_commands_refuse_what_an_arbiter_would() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let none = refused(&service, EV, "alice", "/tournament standings").await;
    assert!(none.contains("No tournament here"), "{none}");
    for (line, expected) in [
        ("/tournament new", "needs `format:round-robin`"),
        ("/tournament new format:swiss", "needs its number of rounds"),
        ("/tournament new format:knockout", "`format:knockout`"),
        (
            "/tournament new format:round-robin rounds:3",
            "for Swiss events",
        ),
        (
            "/tournament new format:swiss rounds:3 double:true",
            "for round-robins",
        ),
        ("/tournament", "needs what to do"),
        ("/tournament dance", "is not a tournament command"),
        (
            "/tournament new format:round-robin double:",
            "give true or false, like double:true",
        ),
    ] {
        let command =
            palanquee::commands::parse_command_line(palanquee::commands::Language::English, line);
        let refusal = command.expect_err(line);
        assert!(refusal.contains(expected), "{line}: {refusal}");
    }
    let bogus = refused(
        &service,
        EV,
        "alice",
        "/tournament new format:swiss rounds:2 bogus:1",
    )
    .await;
    assert!(
        bogus.contains("`/tournament new` has no option `bogus`"),
        "{bogus}"
    );
    let side = format!("{EV}/side");
    let aside = refused(
        &service,
        &side,
        "alice",
        "/tournament new format:swiss rounds:2",
    )
    .await;
    assert!(
        aside.contains("not from a thread or a game's own channel"),
        "{aside}"
    );
    ok(
        &service,
        EV,
        "alice",
        "/tournament new format:swiss rounds:3 game:palago",
    )
    .await;
    let game_here = refused(&service, EV, "bob", "/new").await;
    assert!(
        game_here.contains("runs a tournament that is still open"),
        "{game_here}"
    );
    let twice = refused(&service, EV, "bob", "/tournament new format:swiss rounds:2").await;
    assert!(twice.contains("already runs a tournament"), "{twice}");
    ok(&service, EV, "bob", "/tournament join").await;
    let again = refused(&service, EV, "bob", "/tournament join").await;
    assert!(again.contains("already entered"), "{again}");
    let starter = refused(&service, EV, "bob", "/tournament start").await;
    assert!(
        starter.contains("Only the tournament's creator"),
        "{starter}"
    );
    let few = refused(&service, EV, "alice", "/tournament start").await;
    assert!(few.contains("1 entered"), "{few}");
    let early = refused(&service, EV, "bob", "/tournament pairings").await;
    assert!(early.contains("has not started"), "{early}");
    ok(&service, EV, "carol", "/tournament join").await;
    // Two players cannot play three Swiss rounds without meeting twice.
    let rounds = refused(&service, EV, "alice", "/tournament start").await;
    assert!(rounds.contains("at most 1 round."), "{rounds}");
    ok(&service, EV, "erin", "/tournament join").await;
    ok(&service, EV, "alice", "/tournament start").await;
    // A late entry before round 2 is paired.
    let late = texts(&ok(&service, EV, "dan", "/tournament join").await);
    assert!(late.contains("entered late"), "{late}");
    let game = board_channel(EV, 1, 1);
    let listed = texts(&ok(&service, EV, "bob", "/mygames").await);
    assert!(listed.contains("#events/r1-b1"), "{listed}");
    let new = refused(&service, &board_channel(EV, 2, 1), "alice", "/new").await;
    assert!(new.contains("the tournament opens its games"), "{new}");
    let abort = refused(&service, &game, "alice", "/abort").await;
    assert!(abort.contains("tournament's"), "{abort}");
    let here = refused(
        &service,
        &game,
        "alice",
        "/tournament new format:swiss rounds:2",
    )
    .await;
    assert!(
        here.contains("not from a thread or a game's own channel"),
        "{here}"
    );
    let standings = texts(&ok(&service, EV, "bob", "/tournament standings").await);
    assert!(
        standings.contains("Standings during round 1 of 3, with its results so far"),
        "{standings}"
    );
    let (_, event) = event_of(&service).await;
    let bye = event.rounds[0].byes[0];
    let holder = event.entrants[bye - 1].name.clone();
    let left = texts(&ok(&service, EV, &holder, "/tournament leave").await);
    assert!(left.contains("their bye of this round stands"), "{left}");
    let round = refused(&service, EV, "bob", "/tournament pairings round:2").await;
    assert!(round.contains("rounds 1 to 1"), "{round}");
    let mut moderator = caller("mod");
    moderator.moderator = true;
    let command = palanquee::commands::parse_command_line(
        palanquee::commands::Language::English,
        "/tournament abort",
    )
    .expect("parses");
    let stopped = service
        .handle(EV, &moderator, command)
        .await
        .expect("stops");
    assert!(texts(&stopped).contains("stopped the tournament"));
    let status = texts(&ok(&service, &game, "bob", "/status").await);
    assert!(status.contains("stopped with the tournament"), "{status}");
    let pairings = texts(&ok(&service, EV, "bob", "/tournament pairings").await);
    assert!(
        pairings.contains("stopped (the tournament was aborted)") && !pairings.contains(" … "),
        "{pairings}"
    );
}

/// A Palanquée event of three computers: its games between computers
/// alone play to their end (a tournament game is not closed for want of
/// a person, and says so never), and a late entrant is paired from round
/// 2. A board of two `easy` computers is one rated player against
/// itself: it is not rated, said once when it opens and once with its
/// result (issue 47: it was rated, and "no person is left" followed
/// every computer turn).
async fn computers_play_their_boards_and_a_late_entrant_is_paired() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let new = "/tournament new game:palanquee format:swiss rounds:2";
    open_event(&service, new, &[], 3).await;
    let late = texts(&ok(&service, EV, "dan", "/tournament join").await);
    assert!(late.contains("entered late"), "{late}");
    let event = play_out(&bench, &service, &["dan"], |_, _| Some("/resign")).await;
    assert_eq!(event.rounds.len(), 2);
    let first = event.rounds[0].boards[0];
    assert!(
        matches!(
            first.outcome,
            Some(Outcome::WhiteWins | Outcome::BlackWins | Outcome::Draw)
        ),
        "{event:?}"
    );
    let dan = number_of(&event, "dan");
    assert!(
        event.rounds[1]
            .boards
            .iter()
            .any(|b| b.white == dan || b.black == dan)
            || event.rounds[1].byes.contains(&dan),
        "{event:?}"
    );
    let posts = posts_under(&service, EV).await;
    assert!(!posts.contains("No person is left"), "{posts}");
    let boards: Vec<_> = event.rounds.iter().flat_map(|r| r.boards.iter()).collect();
    let among_computers = boards
        .iter()
        .filter(|b| b.white != dan && b.black != dan)
        .count();
    assert!(among_computers >= 1, "{event:?}");
    assert_eq!(
        posts
            .matches("This game is not rated: both seats are played by")
            .count(),
        among_computers,
        "{posts}"
    );
    assert_eq!(
        posts.matches("(Not rated: both seats were").count(),
        among_computers,
        "{posts}"
    );
    let against_dan = boards.len() - among_computers;
    let mut tx = service.store().read().await.expect("read");
    let easy = ratings::rating(
        &mut tx,
        "test-server",
        &GameKind::new("palanquee"),
        "computer:easy",
    )
    .await
    .expect("rating");
    assert_eq!(
        easy.map_or(0, |r| r.games),
        against_dan as i64,
        "only the games against dan are rated: {event:?}"
    );
}

/// Entrants in the event whose round 1 pairs while other channels play:
/// enough that the Dutch system takes seconds in a debug build (about
/// 3 s for 400 on this machine; a release build pairs 1000 in the time
/// docs/measured.md gives).
const LARGE_FIELD: usize = 400;

/// A large Swiss round is paired off the store's write lock and off the
/// async threads: while `/tournament start` pairs round 1, a game in
/// another channel is opened, joined, started and played (issue 47: the
/// pairing held the write lock, and the one async thread of this test,
/// for its whole length).
async fn other_channels_are_answered_while_a_large_round_pairs() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(
        &service,
        EV,
        "alice",
        "/tournament new format:swiss rounds:5",
    )
    .await;
    for n in 0..LARGE_FIELD {
        ok(&service, EV, &format!("p{n}"), "/tournament join").await;
    }
    let starting = tokio::spawn({
        let service = service.clone();
        async move { run(&service, EV, "alice", "/tournament start").await }
    });
    // Let the start read the event and begin pairing.
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert!(!starting.is_finished(), "round 1 paired too fast to test");
    for (who, line) in [
        ("bob", "/new game:palago"),
        ("carol", "/join"),
        ("bob", "/start"),
        ("bob", "/status"),
    ] {
        ok(&service, "elsewhere", who, line).await;
    }
    assert!(
        !starting.is_finished(),
        "the other channel waited for the pairing"
    );
    let started = starting.await.expect("the task").expect("starts");
    assert!(texts(&started).contains("Round 1"), "{}", texts(&started));
    let (_, event) = event_of(&service).await;
    assert_eq!(event.rounds[0].boards.len(), LARGE_FIELD / 2);
}

/// A Swiss event takes no more entrants than the Dutch engine pairs:
/// the next entry is refused saying so, rather than the event ending
/// early when its round cannot be paired.
async fn a_swiss_event_is_full_at_the_dutch_engines_limit() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(
        &service,
        EV,
        "alice",
        "/tournament new format:swiss rounds:5",
    )
    .await;
    let mut tx = service.store().write().await.expect("write");
    let row = tournaments::open_tournament(&mut tx, EV)
        .await
        .expect("read")
        .expect("the event");
    for n in 0..palanquee::tournament::dutch::MAX_PLAYERS {
        tournaments::insert_entrant(&mut tx, row.id, &format!("id-p{n}"), &format!("p{n}"))
            .await
            .expect("entered");
    }
    tx.commit().await.expect("committed");
    let full = refused(&service, EV, "bob", "/tournament join").await;
    assert!(
        full.contains(
            "This Swiss tournament is full: the Dutch pairing serves at most 2000 players"
        ),
        "{full}"
    );
}

on_both_backends!(
    a_swiss_event_is_full_at_the_dutch_engines_limit,
    other_channels_are_answered_while_a_large_round_pairs,
    a_swiss_event_of_six_is_played_to_the_end,
    a_round_robin_of_five_is_played_to_the_end,
    two_services_ending_a_round_at_once_pair_it_once,
    a_round_left_unpaired_by_a_kill_is_paired_once,
    the_commands_refuse_what_an_arbiter_would,
    computers_play_their_boards_and_a_late_entrant_is_paired,
);
