//! Hostile and unlucky input at the command layer, on a real SQLite file:
//! a game closed before it started, a creator leaving the lobby, names
//! with control characters or Markdown, options without values, and a
//! fuzz of command lines that must never panic nor change anything unless
//! valid.

mod common_store;

use common_store::{Bench, caller, dump, ok, refused, run, texts};
use palanquee::commands::{
    CommandError, MAX_NAME, SHARED_COMMAND_NAMES, Service, parse_command_line,
};
use palanquee::registry::built_in_menu;
use proptest::prelude::*;

const CH: &str = "channel-1";

/// Every command name: the shared ones and the games' own.
fn command_names() -> Vec<&'static str> {
    let mut names = SHARED_COMMAND_NAMES.to_vec();
    names.extend(built_in_menu().commands.iter().map(|command| command.name));
    names
}

async fn a_game_closed_before_it_started_leaves_the_channel_usable() {
    // Issue 11, defect 2: `/new`, `/abort`, then `/status` used to fail
    // with "corrupt game 1: 1 seats"; `/export`, `/history`, `/board` too.
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "alice", "/abort").await;
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(status.contains("aborted"), "{status}");
    let board = refused(&service, CH, "alice", "/board").await;
    assert!(
        board.contains("closed before anything was played"),
        "{board}"
    );
    let history = texts(&ok(&service, CH, "alice", "/history").await);
    assert!(history.contains("No turn"), "{history}");
    ok(&service, CH, "alice", "/export").await;

    // The same after the last seated player leaves.
    ok(&service, "channel-2", "bob", "/new").await;
    ok(&service, "channel-2", "bob", "/leave").await;
    for line in ["/status", "/history", "/export"] {
        ok(&service, "channel-2", "bob", line).await;
    }
    refused(&service, "channel-2", "bob", "/board").await;
    // And a new game opens as usual.
    ok(&service, CH, "bob", "/new").await;
}

async fn the_lobby_passes_to_the_next_seated_player_when_its_creator_leaves() {
    // Defect 3: bob could not start while seatless alice still could.
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "carol", "/join").await;
    let left = texts(&ok(&service, CH, "alice", "/leave").await);
    assert!(left.contains("**bob** now runs the lobby"), "{left}");
    let refusal = refused(&service, CH, "alice", "/start").await;
    assert!(refusal.contains("creator"), "{refusal}");
    refused(&service, CH, "alice", "/abort").await;
    let started = texts(&ok(&service, CH, "bob", "/start").await);
    assert!(started.contains("The game begins"), "{started}");
}

async fn names_are_cleaned_bounded_and_shown_without_their_markdown() {
    // Defect 7: control characters, empty and huge names, Markdown.
    let bench = Bench::new().await;
    let service = bench.service().await;
    let mut alice = caller("alice");
    alice.name = "  **al\u{7}ice**\u{1b}[2J \u{0} ".into();
    let command =
        parse_command_line(palanquee::commands::Language::English, "/new").expect("a command");
    let opened = service.handle(CH, &alice, command).await.expect("opened");
    let text = &opened[0].text;
    assert!(text.starts_with(r"**\*\*alice\*\*\[2J**"), "{text}");
    assert!(!text.chars().any(char::is_control), "{text:?}");

    let mut nobody = caller("nobody");
    nobody.name = " \u{7}\u{1b} ".into();
    let command =
        parse_command_line(palanquee::commands::Language::English, "/join").expect("a command");
    match service.handle(CH, &nobody, command).await {
        Err(CommandError::Refused(refusal)) => {
            let text = refusal.to_string();
            assert!(text.contains("name"), "{text}");
        }
        other => panic!("an empty name must be refused: {other:?}"),
    }

    let mut long = caller("long");
    long.name = "x".repeat(10_000);
    let command =
        parse_command_line(palanquee::commands::Language::English, "/join").expect("a command");
    let joined = service.handle(CH, &long, command).await.expect("joined");
    assert!(joined[0].text.len() < 100, "{}", joined[0].text);
    assert!(joined[0].text.contains(&"x".repeat(MAX_NAME)));
    assert!(!joined[0].text.contains(&"x".repeat(MAX_NAME + 1)));
}

async fn an_option_without_a_value_is_refused_with_the_accepted_values() {
    // Defect 8: `confirm:` with no value counted as true.
    let bench = Bench::new().await;
    let service = bench.service().await;
    common_store::two_player_game(&service, CH, "").await;
    let before = dump(&service).await;
    for (line, accepted) in [
        ("/end confirm:", "true or false"),
        ("/grow cell:E5 seed:", "true or false"),
        ("/new rules:", "basic or advanced"),
        ("/grow cell:", "a cell"),
    ] {
        // A game's own command is refused by the channel's game, which
        // knows whether the command is its own.
        let error = match parse_command_line(palanquee::commands::Language::English, line) {
            Err(error) => error,
            Ok(_) => refused(&service, CH, "alice", line).await,
        };
        assert!(error.contains(accepted), "{line}: {error}");
    }
    assert!(
        parse_command_line(palanquee::commands::Language::English, "//grow cell:E5").is_err(),
        "one slash only"
    );
    let error = parse_command_line(
        palanquee::commands::Language::English,
        "/grow cell:E5\n/end",
    )
    .expect_err("a line break");
    assert!(
        error.contains("one line") && !error.contains('\n'),
        "{error}"
    );
    assert_eq!(dump(&service).await, before);
}

/// Runs `line` as `who`, with anything for an answer but a panic.
async fn try_line(service: &Service, who: &str, line: &str) -> bool {
    match parse_command_line(palanquee::commands::Language::English, line) {
        Ok(_) => run(service, CH, who, line).await.is_ok(),
        Err(message) => {
            assert!(
                !message.is_empty() && !message.contains('\n'),
                "{message:?}"
            );
            false
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random command lines (random bytes read as text, real command
    /// names with random options, random names): no panic, a one-line
    /// refusal, and nothing changes unless the command went through.
    #[test]
    fn random_command_lines_never_panic_and_change_nothing_when_refused(
        lines in prop::collection::vec(
            prop_oneof![
                prop::collection::vec(any::<u8>(), 0..40)
                    .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
                (
                    prop::sample::select(command_names()),
                    prop::collection::vec(
                        (
                            prop::sample::select(vec![
                                "cell", "from", "to", "seed", "confirm", "rules",
                                "turn-hours", "round", "topic", "actions", "bogus",
                            ]),
                            "[A-Za-z0-9:;\" \\-]{0,8}",
                        ),
                        0..3,
                    ),
                )
                    .prop_map(|(name, options)| {
                        let options: Vec<String> =
                            options.into_iter().map(|(k, v)| format!("{k}:{v}")).collect();
                        format!("/{name} {}", options.join(" "))
                    }),
            ],
            1..12,
        ),
        who in prop::sample::select(vec!["alice", "bob", "carol"]),
    ) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let bench = Bench::new().await;
            let service = bench.service().await;
            common_store::two_player_game(&service, CH, "").await;
            for line in &lines {
                let before = dump(&service).await;
                let accepted = try_line(&service, who, line).await;
                if !accepted {
                    assert_eq!(dump(&service).await, before, "{line:?} changed the game");
                }
            }
        });
    }
}

on_both_backends!(
    a_game_closed_before_it_started_leaves_the_channel_usable,
    the_lobby_passes_to_the_next_seated_player_when_its_creator_leaves,
    names_are_cleaned_bounded_and_shown_without_their_markdown,
    an_option_without_a_value_is_refused_with_the_accepted_values,
);
