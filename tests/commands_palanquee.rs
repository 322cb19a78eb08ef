//! The command layer on a real SQLite file: the turn flow, restarts,
//! concurrency, refusals that change nothing, deadlines, and pictures.

mod common_store;

use common_store::{Bench, T0, dump, event_count, ok, refused, run, texts, two_player_game};
use palanquee::commands::{
    Button, Caller, Command, CommandError, Reply, Service, Stamp, Typed, Visibility,
};
use palanquee::games::palanquee::{Game, Outcome, Player, Record, Rules};

const CH: &str = "channel-1";

/// Alice clicks an "End turn anyway" button made for `stamp`.
async fn click_end(service: &Service, stamp: Stamp) -> Result<Vec<Reply>, CommandError> {
    let command = Command::End {
        confirm: true,
        stamp: Some(stamp),
    };
    service
        .handle(CH, &common_store::caller("alice"), command)
        .await
}

async fn a_turn_is_a_private_draft_until_end_publishes_it() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let replies = ok(&service, CH, "alice", "/grow cell:E5").await;
    assert_eq!(replies.len(), 1);
    let preview = &replies[0];
    assert_eq!(preview.visibility, Visibility::Private);
    assert!(preview.text.contains("grow E5"), "{}", preview.text);
    let png = &preview.file.as_ref().expect("a preview picture").bytes;
    let image = image::load_from_memory(png).expect("a real PNG");
    assert!(image.width() > 500 && image.height() > 500);
    assert!(matches!(
        preview.buttons[0],
        Button::EndTurn { confirm: false, .. }
    ));
    // Bob sees the published board: no E5 yet.
    let events_before = event_count(&service).await;
    let replies = ok(&service, CH, "alice", "/end").await;
    let published = &replies[0];
    assert_eq!(published.visibility, Visibility::Public);
    assert_eq!(published.mentions, ["id-bob"]);
    assert!(published.text.contains("grow E5"), "{}", published.text);
    assert_eq!(event_count(&service).await, events_before + 2);
}

async fn ending_with_unused_actions_warns_first_then_opens_claims() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let before = dump(&service).await;
    let warning = ok(&service, CH, "alice", "/end").await;
    assert!(warning[0].text.contains("R20"), "{}", warning[0].text);
    assert!(warning[0].is_private());
    let after_warning = dump(&service).await;
    assert_eq!(
        event_count(&service).await,
        4,
        "nothing published by the warning"
    );
    assert_ne!(before, after_warning, "only the version moved");
    let published = ok(&service, CH, "alice", "/end confirm:true").await;
    assert!(published[0].text.contains("R21"), "{}", published[0].text);
    assert!(published[0].text.contains("E4"), "{}", published[0].text);
    // Alice cannot claim her own seed; Bob can.
    let text = refused(&service, CH, "alice", "/claim cell:E4").await;
    assert!(text.contains("R21"), "{text}");
    let claim = ok(&service, CH, "bob", "/claim cell:E4").await;
    assert_eq!(claim[0].visibility, Visibility::Public);
    let text = refused(&service, CH, "bob", "/claim cell:E4").await;
    assert!(text.contains("R21"), "{text}");
}

async fn every_refusal_leaves_the_database_unchanged() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    ok(&service, CH, "alice", "/grow cell:E5").await;
    let before = dump(&service).await;
    let attempts = [
        ("alice", "/grow cell:E6"),         // R9: no action left
        ("alice", "/sow cell:F5"),          // R12? no: R9/R19
        ("bob", "/grow cell:M11"),          // not bob's turn
        ("carol", "/grow cell:B2"),         // no seat
        ("bob", "/claim cell:E4"),          // nothing to claim
        ("alice", "/move from:M10 to:M11"), // not hers
        ("bob", "/start"),                  // already started
        ("carol", "/join"),                 // seats taken at the start
        ("bob", "/abort"),                  // not the creator
        ("alice", "/new"),                  // a game is running
        ("alice", "/leave"),                // use resign
        ("bob", "/undo"),                   // not bob's turn
        ("alice", "/board round:9"),        // not played yet
    ];
    for (who, line) in attempts {
        let text = refused(&service, CH, who, line).await;
        assert!(!text.is_empty());
        assert_eq!(
            dump(&service).await,
            before,
            "{who} {line} changed the database"
        );
    }
    // A stale button is refused, never applied twice.
    let stale = click_end(
        &service,
        Stamp {
            game: 1,
            version: -1,
        },
    )
    .await;
    assert!(
        matches!(stale, Err(CommandError::Refused(ref t)) if t.to_string().contains("out of date"))
    );
    assert_eq!(dump(&service).await, before);
}

async fn a_restart_keeps_the_game_the_draft_and_the_deadline() {
    let bench = Bench::new().await;
    {
        let service = bench.service().await;
        two_player_game(&service, CH, "turn-hours:24").await;
        ok(&service, CH, "alice", "/grow cell:E5").await;
        service.store().close().await;
    }
    let service = bench.service().await;
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("Your draft has 1 action"),
        "{}",
        status[0].text
    );
    assert_eq!(status[0].deadline, Some(T0 + 24 * 3600));
    // The draft is still there: ending publishes it.
    let published = ok(&service, CH, "alice", "/end").await;
    assert!(
        published[0].text.contains("grow E5"),
        "{}",
        published[0].text
    );
}

async fn concurrent_commands_apply_exactly_the_legal_sequence() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    // Alice has one action: ten different growths at once, one goes in.
    let cells = ["E5", "E3", "D4", "D5", "F4", "F5", "E5", "E3", "D4", "F4"];
    let mut tasks = Vec::new();
    for cell in cells {
        let service = service.clone();
        tasks.push(tokio::spawn(async move {
            run(&service, CH, "alice", &format!("/grow cell:{cell}")).await
        }));
    }
    let mut accepted = 0;
    for task in tasks {
        match task.await.expect("task") {
            Ok(_) => accepted += 1,
            Err(CommandError::Refused(_)) => {}
            Err(other) => panic!("internal error under load: {other}"),
        }
    }
    assert_eq!(accepted, 1, "one action, one growth");
    let status = ok(&service, CH, "alice", "/status").await;
    assert!(
        status[0].text.contains("Your draft has 1 action"),
        "{}",
        status[0].text
    );

    // Two clicks of one End button: one publishes, the other is stale.
    let stamp = match ok(&service, CH, "alice", "/undo").await[0].buttons[0] {
        Button::EndTurn { game, version, .. } => Stamp { game, version },
        Button::Undo { .. } | Button::Answer { .. } => panic!("End first"),
    };
    let events_before = event_count(&service).await;
    let mut clicks = Vec::new();
    for _ in 0..2 {
        let service = service.clone();
        clicks.push(tokio::spawn(
            async move { click_end(&service, stamp).await },
        ));
    }
    let mut ended = 0;
    for click in clicks {
        if click.await.expect("task").is_ok() {
            ended += 1;
        }
    }
    assert_eq!(ended, 1);
    assert_eq!(event_count(&service).await, events_before + 1, "one `end`");
}

async fn many_players_racing_to_join_fill_the_seats_once() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "p0", "/new").await;
    let mut tasks = Vec::new();
    for i in 1..10 {
        let service = service.clone();
        tasks.push(tokio::spawn(async move {
            run(&service, CH, &format!("p{i}"), "/join").await.is_ok()
        }));
    }
    let mut joined = 0;
    for task in tasks {
        joined += usize::from(task.await.expect("task"));
    }
    assert_eq!(joined, 4, "5 seats, the creator has one");
}

async fn deadlines_remind_then_publish_and_three_misses_resign() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "turn-hours:4").await;
    ok(&service, CH, "alice", "/grow cell:E5").await;
    assert!(service.tick().await.expect("tick").is_empty());
    bench.advance(3 * 3600 + 1);
    let reminders = service.tick().await.expect("tick");
    assert_eq!(reminders.len(), 1);
    assert!(reminders[0].reply.text.contains("Reminder"));
    assert_eq!(reminders[0].reply.mentions, ["id-alice"]);
    assert!(
        service.tick().await.expect("tick").is_empty(),
        "one reminder"
    );

    // Expiry after a restart: the new service catches up.
    let service = bench.service().await;
    bench.advance(3600);
    let expired = service.tick().await.expect("tick");
    assert_eq!(expired.len(), 1);
    let text = &expired[0].reply.text;
    assert!(text.contains("Time is up for **alice**"), "{text}");
    assert!(text.contains("grow E5"), "the draft was published: {text}");
    assert_eq!(expired[0].reply.mentions, ["id-bob"]);

    // Bob lets three turns run out: resigned, alice wins.
    for _ in 0..3 {
        bench.advance(4 * 3600);
        let out = service.tick().await.expect("tick");
        assert!(!out.is_empty());
        if out.iter().any(|a| a.reply.text.contains("resigned")) {
            assert!(
                texts(&out.iter().map(|a| a.reply.clone()).collect::<Vec<_>>())
                    .contains("alice wins")
            );
            return;
        }
        // Alice plays her turn in time.
        ok(&service, CH, "alice", "/end confirm:true").await;
    }
    panic!("bob was not resigned after three missed deadlines");
}

async fn info_commands_answer_without_changing_anything() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let before = dump(&service).await;
    let history = ok(&service, CH, "bob", "/history").await;
    assert!(
        history[0].text.contains("round 1, alice: sow E4"),
        "{}",
        history[0].text
    );
    let export = ok(&service, CH, "bob", "/export").await;
    let file = export[0].file.as_ref().expect("a record file");
    let text = String::from_utf8(file.bytes.clone()).expect("text");
    assert!(
        text.contains("a sow E4") && text.contains("b sow M10"),
        "{text}"
    );
    let board = ok(&service, CH, "bob", "/board").await;
    assert_eq!(board[0].visibility, Visibility::Public);
    image::load_from_memory(&board[0].file.as_ref().expect("png").bytes).expect("PNG");
    let old = ok(&service, CH, "bob", "/board round:1").await;
    assert!(old[0].text.contains("end of round 1"));
    for line in ["/rules", "/rules topic:captures", "/help", "/status"] {
        let replies = ok(&service, CH, "bob", line).await;
        assert!(replies[0].is_private(), "{line}");
        assert!(
            replies[0].text.len() < 2000,
            "{line} fits a Discord message"
        );
    }
    assert_eq!(dump(&service).await, before);
}

async fn channels_hold_separate_games_and_abort_frees_one() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, "thread-a", "").await;
    two_player_game(&service, "thread-b", "").await;
    ok(&service, "thread-a", "alice", "/grow cell:E5").await;
    let b = ok(&service, "thread-b", "alice", "/status").await;
    assert!(
        b[0].text.contains("Your draft has 0 actions"),
        "{}",
        b[0].text
    );
    refused(&service, "thread-a", "bob", "/abort").await;
    ok(&service, "thread-a", "alice", "/abort").await;
    ok(&service, "thread-a", "carol", "/new").await;
}

/// The values suggested to `who` for `/command cell`, typed `typed`.
async fn suggested(service: &Service, who: &Caller, command: &str, typed: &str) -> Vec<String> {
    let typed = Typed {
        command,
        option: "cell",
        text: typed,
        given: &[],
    };
    let found = service.suggest(CH, who, &typed).await.expect("suggestions");
    found.into_iter().map(|s| s.value).collect()
}

async fn cell_suggestions_are_the_legal_choices_of_the_caller() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let alice = common_store::caller("alice");
    let bob = common_store::caller("bob");
    let grow = suggested(&service, &alice, "grow", "").await;
    assert_eq!(grow, ["D3", "D4", "E3", "E5", "F3", "F4"]);
    let typed = suggested(&service, &alice, "grow", "e").await;
    assert_eq!(typed.len(), 2);
    let sow = suggested(&service, &alice, "sow", "").await;
    assert_eq!(sow.len(), 25, "at most 25");
    // Not bob's turn: nothing to suggest, and nothing to claim yet.
    assert!(suggested(&service, &bob, "grow", "").await.is_empty());
    assert!(suggested(&service, &bob, "claim", "").await.is_empty());
    ok(&service, CH, "alice", "/end confirm:true").await;
    let claims = suggested(&service, &bob, "claim", "").await;
    assert_eq!(claims, ["E4"]);
}

async fn a_button_from_another_game_is_refused_even_with_a_matching_version() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let preview = ok(&service, CH, "alice", "/grow cell:E5").await;
    let Button::EndTurn { game, version, .. } = preview[0].buttons[0] else {
        panic!("an End turn button first");
    };
    let before = dump(&service).await;
    let other_game = click_end(
        &service,
        Stamp {
            game: game + 1,
            version,
        },
    )
    .await;
    assert!(
        matches!(other_game, Err(CommandError::Refused(ref t)) if t.to_string().contains("out of date"))
    );
    assert_eq!(dump(&service).await, before);
}

async fn play_adds_all_its_actions_or_none_and_can_end_the_turn() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    two_player_game(&service, CH, "").await;
    let before = dump(&service).await;
    let text = refused(&service, CH, "alice", "/play actions:\"grow E5; grow E6\"").await;
    assert!(text.contains("Action 2") && text.contains("R9"), "{text}");
    assert_eq!(
        dump(&service).await,
        before,
        "the legal first action was not kept"
    );
    let published = ok(&service, CH, "alice", "/play actions:\"grow E5; end\"").await;
    assert_eq!(published[0].visibility, Visibility::Public);
    assert!(
        published[0].text.contains("grow E5"),
        "{}",
        published[0].text
    );
    let claim = refused(&service, CH, "bob", "/play actions:\"claim E4\"").await;
    assert!(claim.contains("/claim"), "{claim}");
}

async fn a_claim_during_another_players_draft_keeps_that_draft() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "carol", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    for (who, cell) in [("alice", "E4"), ("bob", "M10"), ("carol", "K3")] {
        ok(
            &service,
            CH,
            who,
            &format!("/play actions:\"sow {cell}; end\""),
        )
        .await;
    }
    ok(&service, CH, "alice", "/end confirm:true").await;
    ok(&service, CH, "bob", "/grow cell:M11").await;
    let claim = ok(&service, CH, "carol", "/claim cell:E4").await;
    assert_eq!(claim[0].visibility, Visibility::Public);
    assert!(!claim[0].text.contains("M11"), "bob's draft stays private");
    let status = ok(&service, CH, "bob", "/status").await;
    assert!(
        status[0].text.contains("Your draft has 1 action"),
        "{}",
        status[0].text
    );
    let published = ok(&service, CH, "bob", "/end").await;
    assert!(
        published[0].text.contains("grow M11"),
        "{}",
        published[0].text
    );
}

/// The lines of the advanced game fixture, as `(who, command)`.
fn advanced_script() -> Vec<(&'static str, &'static str)> {
    include_str!("fixtures/advanced_game.txt")
        .lines()
        .filter_map(|line| line.strip_prefix('@')?.split_once(' '))
        .collect()
}

async fn an_advanced_game_survives_a_restart_mid_launch_and_exports_its_rules() {
    let bench = Bench::new().await;
    let script = advanced_script();
    let launch = script
        .iter()
        .position(|(_, line)| line.starts_with("/launch"))
        .expect("the fixture launches");
    {
        let service = bench.service().await;
        let unknown = refused(&service, "elsewhere", "alice", "/new rules:fancy").await;
        assert!(unknown.contains("basic or advanced"), "{unknown}");
        for (who, line) in &script[..=launch] {
            ok(&service, CH, who, line).await;
        }
        service.store().close().await;
    }
    // A new process: the rules come back from the games table, and the
    // draft with its launch replays on the advanced game (R30, R32).
    let service = bench.service().await;
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(status.contains("Your draft has 2 actions"), "{status}");
    assert!(status.contains("plant F6: 2"), "{status}");
    let board = ok(&service, CH, "bob", "/board round:6").await;
    assert!(board[0].file.is_some(), "{}", texts(&board));
    for (who, line) in &script[launch + 1..] {
        ok(&service, CH, who, line).await;
    }
    let export = ok(&service, CH, "bob", "/export").await;
    let file = export[0].file.as_ref().expect("a record file");
    let text = String::from_utf8_lossy(&file.bytes);
    assert!(text.contains("rules advanced"), "{text}");
    assert!(text.contains("launch H8 K8"), "{text}");
    let record: Record = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
        .parse()
        .expect("the export parses as a record");
    let replayed = Game::replay(&record).expect("the record replays");
    assert_eq!(replayed.rules(), Rules::Advanced);
    assert_eq!(
        replayed.outcome(),
        Some(Outcome::Winner(Player::new(0).expect("a")))
    );
    let history = texts(&ok(&service, CH, "bob", "/history").await);
    assert!(history.contains("launch H8 K8"), "{history}");
}

on_both_backends!(
    a_turn_is_a_private_draft_until_end_publishes_it,
    ending_with_unused_actions_warns_first_then_opens_claims,
    every_refusal_leaves_the_database_unchanged,
    a_restart_keeps_the_game_the_draft_and_the_deadline,
    concurrent_commands_apply_exactly_the_legal_sequence,
    many_players_racing_to_join_fill_the_seats_once,
    deadlines_remind_then_publish_and_three_misses_resign,
    info_commands_answer_without_changing_anything,
    channels_hold_separate_games_and_abort_frees_one,
    cell_suggestions_are_the_legal_choices_of_the_caller,
    a_button_from_another_game_is_refused_even_with_a_matching_version,
    play_adds_all_its_actions_or_none_and_can_end_the_turn,
    a_claim_during_another_players_draft_keeps_that_draft,
    an_advanced_game_survives_a_restart_mid_launch_and_exports_its_rules,
);
