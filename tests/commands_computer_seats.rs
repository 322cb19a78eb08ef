//! Computer seats through the command layer on a real SQLite file:
//! seating and freeing them in the lobby, their turns played and published
//! like anyone's (the next person mentioned, the computer never), a turn
//! pending at a restart played by the next tick, a stale stamp refused,
//! a computer claiming out of turn (R21), a computer playing a
//! Palanquée game through to its win, and computers of every level at
//! tables of 2-5 never freezing a game: every call publishes or has
//! nothing to do, and no computer's draft is left behind.

mod common;
mod common_store;

use common_store::{Bench, caller, computer_drafts, ok, refused, run, texts};
use palanquee::ai::{Budget, Level, Rng};
use palanquee::commands::{Command, Service, Stamp, is_computer, parse_command_line};
use palanquee::games::palanquee::{Action, Game, Record};

const CH: &str = "computers";

async fn the_lobby_seats_and_frees_computers() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    let seated = ok(&service, CH, "alice", "/addbot level:hard").await;
    assert!(
        texts(&seated).contains("**Computer (hard)** takes seat 2 (b), seated by alice"),
        "{}",
        texts(&seated)
    );
    ok(&service, CH, "bob", "/join").await;
    let not_creator = refused(&service, CH, "bob", "/addbot").await;
    assert!(not_creator.contains("creator"), "{not_creator}");
    let person = refused(&service, CH, "alice", "/leave seat:3").await;
    assert!(person.contains("a person's"), "{person}");
    let wrong = parse_command_line(
        palanquee::commands::Language::English,
        "/addbot level:greedy",
    )
    .expect_err("a baseline");
    assert!(wrong.contains("easy, medium and hard"), "{wrong}");
    let freed = ok(&service, CH, "alice", "/leave seat:2").await;
    assert!(texts(&freed).contains("freed seat 2"), "{}", texts(&freed));
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "bob", "/leave").await;
    // The last person leaving closes the game: computers hold no lobby.
    let closed = ok(&service, CH, "alice", "/leave").await;
    assert!(
        texts(&closed).contains("the game is closed"),
        "{}",
        texts(&closed)
    );
}

async fn a_computer_plays_its_turn_and_mentions_the_next_person() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new turn-hours:24").await;
    ok(&service, CH, "alice", "/addbot level:medium").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    let played = service
        .computer_turns(CH)
        .await
        .expect("the computer plays");
    assert_eq!(played.len(), 1, "{played:?}");
    let post = &played[0].reply;
    assert!(
        post.text.contains("**Computer (medium)** played:"),
        "{}",
        post.text
    );
    assert_eq!(post.mentions, ["id-alice"]);
    assert!(post.file.is_some(), "the picture");
    assert!(
        service
            .computer_turns(CH)
            .await
            .expect("nothing due")
            .is_empty()
    );
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("**alice** to move"),
        "{}",
        status[0].text
    );
    // Nothing ever mentions a computer.
    for reply in &played {
        assert!(reply.reply.mentions.iter().all(|m| !is_computer(m)));
    }
}

async fn a_computer_turn_pending_at_a_restart_is_played_by_the_next_tick() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "alice", "/addbot level:hard").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    service.store().close().await;
    drop(service);

    let service = bench.service().await;
    let ticked = service.tick().await.expect("tick");
    assert_eq!(ticked.len(), 1, "{ticked:?}");
    assert!(
        ticked[0]
            .reply
            .text
            .contains("**Computer (hard)** (Blue) laid"),
        "{}",
        ticked[0].reply.text
    );
    assert_eq!(ticked[0].reply.mentions, ["id-alice"]);
    assert!(
        service.tick().await.expect("tick").is_empty(),
        "played once"
    );
}

async fn a_turn_stamped_for_an_older_version_is_refused() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new game:palago").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let stale = Command::Play {
        text: "0,0:0 0,-1:2".to_owned(),
        stamp: Some(Stamp {
            game: 1,
            version: 0,
        }),
    };
    let answer = service.handle(CH, &caller("alice"), stale).await;
    assert!(matches!(answer, Err(ref e) if e.is_refusal()), "{answer:?}");
    let fresh = ok(&service, CH, "alice", "/play actions:\"0,0:0 0,-1:2\"").await;
    assert!(fresh[0].text.contains("laid"), "{}", fresh[0].text);
}

async fn a_computer_plays_a_palanquee_game_to_its_win() {
    // Two players; a computer (hard) against alice, who only sows far
    // away and then forgets: the computer claims and captures to the end.
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "alice", "/addbot level:hard").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    let mut finished = false;
    for _ in 0..60 {
        service
            .computer_turns(CH)
            .await
            .expect("the computer plays");
        let status = ok(&service, CH, "alice", "/status").await;
        if status[0].text.contains("is finished") {
            assert!(
                status[0].text.contains("Computer (hard) wins"),
                "{}",
                status[0].text
            );
            finished = true;
            break;
        }
        // alice forgets her turn (R20), which lets the computer claim (R21);
        // with no seed left she must sow one (R11), somewhere.
        let mut played = run(&service, CH, "alice", "/end confirm:true")
            .await
            .is_ok();
        for cell in ["A1", "S16", "A16", "S1", "J1", "J16", "A8", "S8"] {
            if played {
                break;
            }
            let line = format!("/play actions:\"sow {cell}; end\"");
            played = run(&service, CH, "alice", &line).await.is_ok();
        }
        assert!(played, "alice found a turn to play");
    }
    assert!(finished, "the computer won within 60 turns");
    let history = ok(&service, CH, "alice", "/history").await;
    assert!(
        history[0].text.contains("Computer (hard)"),
        "{}",
        history[0].text
    );
}

async fn a_computer_claims_a_forgotten_seed_without_waiting_for_its_turn() {
    // alice, bob, then the computer; alice forgets her round-2 action
    // (R20) with bob to move: the computer claims at once (R21), before
    // alice's next turn would close the window.
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    ok(&service, CH, "bob", "/play actions:\"sow P12; end\"").await;
    let sowed = service.computer_turns(CH).await.expect("the computer sows");
    assert_eq!(sowed.len(), 1, "{sowed:?}");
    ok(&service, CH, "alice", "/end confirm:true").await;
    let claimed = service
        .computer_turns(CH)
        .await
        .expect("the computer claims");
    assert_eq!(claimed.len(), 1, "{claimed:?}");
    assert!(
        claimed[0]
            .reply
            .text
            .contains("**Computer (easy)** claims the seed on E4 (R21)"),
        "{}",
        claimed[0].reply.text
    );
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("**bob** to move"),
        "{}",
        status[0].text
    );
    assert!(
        service
            .computer_turns(CH)
            .await
            .expect("nothing due")
            .is_empty(),
        "one claim for one forgotten action"
    );
}

/// The published game of `channel`, from its export (the `#` lines name
/// the players).
async fn published(service: &Service, channel: &str) -> Game {
    let export = ok(service, channel, "alice", "/export").await;
    let file = export[0].file.as_ref().expect("the record");
    let text = String::from_utf8_lossy(&file.bytes);
    let record: Record = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
        .parse()
        .expect("the record reads");
    Game::replay(&record).expect("the record replays")
}

/// alice's turn, played as a person would send it: the greedy level's
/// turn as a draft with `end`, confirmed if it leaves actions unused
/// (R20). Returns whether it was published.
async fn alice_plays(service: &Service, channel: &str, seed: u64) -> bool {
    let game = published(service, channel).await;
    let mut actions = palanquee::games::palanquee::ai::choose_turn(
        &game,
        Level::Greedy,
        Budget::Work(1),
        &mut Rng::new(seed),
    );
    if let Some(&Action::Claim(cell)) = actions.first() {
        let claim = Command::Action {
            name: "claim".to_owned(),
            options: vec![("cell".to_owned(), cell.to_string())],
            stamp: None,
        };
        return service
            .handle(channel, &caller("alice"), claim)
            .await
            .is_ok();
    }
    actions.retain(|&a| a != Action::End);
    let mut words: Vec<String> = actions.iter().map(ToString::to_string).collect();
    words.push("end".to_owned());
    let draft = Command::Play {
        text: words.join("; "),
        stamp: None,
    };
    let Ok(replies) = service.handle(channel, &caller("alice"), draft).await else {
        return false;
    };
    if replies.iter().any(|r| !r.is_private()) {
        return true;
    }
    run(service, channel, "alice", "/end confirm:true")
        .await
        .is_ok_and(|replies| replies.iter().any(|r| !r.is_private()))
}

/// Computers at tables of 2-5 (every level, two of one level at a table),
/// with alice playing her turns, for up to 8 rounds each: every call of
/// `computer_turns` publishes turns or has nothing to do (alice to move,
/// or the game over), and no computer's draft stays stored.
async fn computers_of_every_level_never_freeze_a_palanquee_game() {
    let tables: [&[&str]; 4] = [
        &["hard"],
        &["easy", "medium"],
        &["medium", "hard", "easy"],
        &["easy", "easy", "hard", "medium"],
    ];
    let played_rounds = play_tables(&tables, 8).await;
    assert!(played_rounds >= 20, "{played_rounds} rounds played");
}

/// The same for hundreds of rounds, with the seats' levels that think
/// little (hard's thinking makes a debug build too slow for that many):
/// tables of 2, 3 and 5, alice playing greedy turns.
async fn computers_never_freeze_a_palanquee_game_in_hundreds_of_rounds() {
    // Medium weighs six turns, judged as hard judges: one at the table of three.
    let tables: [&[&str]; 3] = [
        &["easy"],
        &["easy", "medium"],
        &["beginner", "easy", "easy", "beginner"],
    ];
    let played_rounds = play_tables(&tables, 150).await;
    assert!(played_rounds >= 200, "{played_rounds} rounds played");
}

/// Plays a game at each table (the computers of `levels` with alice) for
/// up to `rounds` rounds, asserting at each round that the computers
/// publish or have nothing to do; returns the rounds played in all.
async fn play_tables(tables: &[&[&str]], rounds: u64) -> usize {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let mut played_rounds = 0;
    for (index, levels) in tables.iter().enumerate() {
        let channel = format!("table-{index}");
        let channel = channel.as_str();
        ok(&service, channel, "alice", "/new").await;
        for level in *levels {
            ok(
                &service,
                channel,
                "alice",
                &format!("/addbot level:{level}"),
            )
            .await;
        }
        ok(&service, channel, "alice", "/start").await;
        for round in 0..rounds {
            if !play_a_round(&service, channel, round).await {
                break;
            }
            played_rounds += 1;
        }
        let _ = run(&service, channel, "alice", "/abort").await;
    }
    played_rounds
}

/// alice's turn then the computers' until alice is to move again or the
/// game is over, asserting that no call leaves the game waiting on a
/// computer; `false` when the game was already over.
async fn play_a_round(service: &Service, channel: &str, round: u64) -> bool {
    let status = ok(service, channel, "alice", "/status").await;
    if status[0].text.contains("is finished") || status[0].text.contains("aborted") {
        return false;
    }
    assert!(
        status[0].text.contains("**alice** to move"),
        "round {round} of {channel}: {}",
        status[0].text
    );
    assert!(
        alice_plays(service, channel, round).await,
        "alice's turn published in {channel}"
    );
    loop {
        let played = service
            .computer_turns(channel)
            .await
            .expect("the computers play");
        assert!(
            computer_drafts(service).await.is_empty(),
            "no computer's draft left in {channel}"
        );
        if played.is_empty() {
            break;
        }
        assert!(played.iter().all(|a| !a.reply.is_private()), "{played:?}");
    }
    // Nothing to do: alice is to move, or the game is over.
    let status = ok(service, channel, "alice", "/status").await;
    assert!(
        status[0].text.contains("**alice** to move")
            || status[0].text.contains("is finished")
            || status[0].text.contains("aborted"),
        "{channel} waits on a computer: {}",
        status[0].text
    );
    true
}

/// A computer's draft left stored (as by a turn refused halfway, which
/// froze games before) is discarded, and the computer's turn published.
async fn a_computers_stale_draft_is_discarded_and_its_turn_published() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    common_store::store_draft(&service, 1, 1, "sow P12").await;
    assert_eq!(computer_drafts(&service).await.len(), 1);
    let played = service
        .computer_turns(CH)
        .await
        .expect("the computer plays");
    assert_eq!(played.len(), 1, "{played:?}");
    assert!(
        played[0].reply.text.contains("**Computer (easy)** played:"),
        "{}",
        played[0].reply.text
    );
    assert!(computer_drafts(&service).await.is_empty());
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("**alice** to move"),
        "{}",
        status[0].text
    );
}

/// Palago computers of every level answer each of alice's turns with one
/// published turn, to the end of the game.
async fn palago_computers_of_every_level_always_answer() {
    use palanquee::games::palago::{Game as Palago, Options, Turn};
    let bench = Bench::new().await;
    let service = bench.service().await;
    for (index, level) in ["easy", "medium", "hard"].iter().enumerate() {
        let channel = format!("palago-{index}");
        let channel = channel.as_str();
        ok(&service, channel, "alice", "/new game:palago").await;
        ok(
            &service,
            channel,
            "alice",
            &format!("/addbot level:{level}"),
        )
        .await;
        ok(&service, channel, "alice", "/start").await;
        let mut mirror = Palago::new(Options::default());
        while !mirror.is_over() {
            let turn: Turn = mirror.legal_turns().into_iter().next().expect("a turn");
            ok(
                &service,
                channel,
                "alice",
                &format!("/play actions:\"{turn}\""),
            )
            .await;
            mirror.play(&turn).expect("legal");
            let played = service.computer_turns(channel).await.expect("it answers");
            assert!(computer_drafts(&service).await.is_empty());
            if mirror.is_over() {
                assert!(played.is_empty(), "{played:?}");
                break;
            }
            assert_eq!(played.len(), 1, "one answer: {played:?}");
            let text = &played[0].reply.text;
            let laid = text
                .split(" laid ")
                .nth(1)
                .and_then(|rest| rest.split('.').next())
                .and_then(|turn| turn.trim().parse::<Turn>().ok())
                .unwrap_or_else(|| panic!("a laid turn: {text}"));
            mirror.play(&laid).expect("the computer's turn is legal");
        }
        let status = ok(&service, channel, "alice", "/status").await;
        assert!(status[0].text.contains("is finished"), "{}", status[0].text);
    }
}

on_both_backends!(
    computers_of_every_level_never_freeze_a_palanquee_game,
    computers_never_freeze_a_palanquee_game_in_hundreds_of_rounds,
    a_computers_stale_draft_is_discarded_and_its_turn_published,
    palago_computers_of_every_level_always_answer,
    the_lobby_seats_and_frees_computers,
    a_computer_plays_its_turn_and_mentions_the_next_person,
    a_computer_turn_pending_at_a_restart_is_played_by_the_next_tick,
    a_turn_stamped_for_an_older_version_is_refused,
    a_computer_plays_a_palanquee_game_to_its_win,
    a_computer_claims_a_forgotten_seed_without_waiting_for_its_turn,
);
