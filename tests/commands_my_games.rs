//! `/mygames`: every game the caller sits in across the server's
//! channels, privately, the ones waiting for them first; games of other
//! servers and games over are not listed.

mod common_store;

use common_store::{Bench, caller, ok, texts};
use palanquee::commands::{Caller, parse_command_line};

/// `who` in another server than the bench's.
fn elsewhere(who: &str) -> Caller {
    Caller {
        server: "another-server".into(),
        ..caller(who)
    }
}

async fn my_games_lists_the_callers_games_across_channels_waiting_ones_first() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let empty = texts(&ok(&service, "100", "alice", "/mygames").await);
    assert!(empty.contains("no game"), "{empty}");
    // 100: bob moves (he created it); 200: alice moves, with a deadline;
    // 300: a Palago lobby; 400: over; 500: another server.
    for (ch, first, second, extra) in [
        ("100", "bob", "alice", ""),
        ("200", "alice", "bob", "turn-hours:12"),
        ("400", "alice", "bob", ""),
    ] {
        ok(&service, ch, first, &format!("/new {extra}")).await;
        ok(&service, ch, second, "/join").await;
        ok(&service, ch, first, "/start").await;
    }
    ok(&service, "400", "alice", "/resign").await;
    ok(&service, "300", "alice", "/new game:palago").await;
    let command =
        parse_command_line(palanquee::commands::Language::English, "/new").expect("command");
    service
        .handle("500", &elsewhere("alice"), command)
        .await
        .expect("a game in another server");

    let mine = ok(&service, "900", "alice", "/mygames").await;
    assert!(mine.iter().all(|r| r.is_private()), "{mine:?}");
    let text = texts(&mine);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Your games here (3):", "{text}");
    assert!(
        lines[1].starts_with("• Palanquée in <#200>: round 1, **your turn**, ends <t:"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("• Palanquée in <#100>: round 1, bob to move"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("• Palago in <#300>: in the lobby, 1 seated"),
        "{text}"
    );
    assert_eq!(
        lines.len(),
        4,
        "neither the game over nor the other server's: {text}"
    );

    // In the other server, only that server's game.
    let command =
        parse_command_line(palanquee::commands::Language::English, "/mygames").expect("command");
    let there = service
        .handle("501", &elsewhere("alice"), command)
        .await
        .expect("listed");
    let there = texts(&there);
    assert!(
        there.contains("(1)") && there.contains("<#500>: in the lobby"),
        "{there}"
    );

    // Bob's view: waiting in 100.
    let bob = texts(&ok(&service, "900", "bob", "/mygames").await);
    assert!(
        bob.lines()
            .nth(1)
            .is_some_and(|l| l.contains("<#100>") && l.contains("your turn")),
        "{bob}"
    );
}

on_both_backends!(my_games_lists_the_callers_games_across_channels_waiting_ones_first);
