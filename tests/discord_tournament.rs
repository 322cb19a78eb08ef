//! A tournament through the fake Discord (issue 31): `/tournament new`
//! and `start` refused where the bot may not open threads, naming the
//! missing permissions; each game of a round opened in a public thread of
//! the event's channel with both players mentioned; a command in a
//! game's thread played in that game, its result posted in the channel.

mod discord_common;
mod fake_discord;

use std::time::Duration;

use discord_common::{
    ALICE, BOB, CHANNEL, GUILD, alice, bob, bot_online, content, is_ephemeral, table_texts,
};
use fake_discord::{FakeDiscord, Place, PlaceKind, permissions};
use serde_json::json;

/// `who` types `line` at `place`; the answer's text.
async fn typed(fake: &FakeDiscord, who: &fake_discord::Who, place: &Place, line: &str) -> String {
    let token = fake.types(who, place, line);
    content(&fake.answers(&token, 1).await.remove(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_without_thread_permissions_is_refused_by_name() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let bare = Place::channel(GUILD, 777_000_000_000_000_009)
        .with_app_permissions(permissions::DEFAULT_APP & !permissions::CREATE_PUBLIC_THREADS);
    fake.add_place(&bare);
    let swiss = "/tournament new format:swiss rounds:3";
    let token = fake.types(&alice(), &bare, swiss);
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    let text = content(&refusal);
    assert!(text.contains("Create Public Threads"), "{text}");
    assert!(!text.contains("Send Messages in Threads"), "{text}");
    // In a thread, a tournament is refused: its games need threads.
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_011);
    fake.add_place(&thread);
    let text = typed(fake, &alice(), &thread, swiss).await;
    assert!(text.contains("not from a thread"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_is_opened_in_a_thread_with_both_players_mentioned() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let here = online.table.place.clone();
    let opened = typed(
        fake,
        &alice(),
        &here,
        "/tournament new format:round-robin game:palago",
    )
    .await;
    assert!(opened.contains("opened a tournament of Palago"), "{opened}");
    for who in [alice(), bob()] {
        let entered = typed(fake, &who, &here, "/tournament join").await;
        assert!(entered.contains("entered the tournament"), "{entered}");
    }
    let started = typed(fake, &alice(), &here, "/tournament start").await;
    assert!(started.contains("2 players"), "{started}");
    // The delivery opens the board's thread and posts its game there.
    fake.wait_until("a thread opened", Duration::from_secs(20), |fake| {
        !fake.opened_threads().is_empty()
    })
    .await;
    let (thread, name) = fake.opened_threads().remove(0);
    // Its name says who plays (issue 46).
    assert_eq!(name, "r1-b1 · ALICE – BOB");
    fake.wait_until("the game's post", Duration::from_secs(20), |fake| {
        !fake.channel_messages(thread).is_empty()
    })
    .await;
    let first = fake.channel_messages(thread).remove(0);
    assert!(
        first.content.contains("round 1, board 1"),
        "{}",
        first.content
    );
    let mentioned = first
        .allowed_mentions
        .as_ref()
        .and_then(|m| m["users"].as_array().cloned())
        .unwrap_or_default();
    for who in [ALICE, BOB] {
        assert!(mentioned.contains(&json!(who.to_string())), "{mentioned:?}");
        assert!(
            first.content.contains(&format!("<@{who}>")),
            "{}",
            first.content
        );
    }
    // /mygames links the game's thread.
    let token = fake.types(&bob(), &here, "/mygames");
    let listed = content(&fake.answers(&token, 1).await.remove(0));
    assert!(listed.contains(&format!("<#{thread}>")), "{listed}");
    // /tournament pairings links it too (issue 46).
    let pairings = typed(fake, &bob(), &here, "/tournament pairings").await;
    assert!(pairings.contains(&format!("<#{thread}>")), "{pairings}");
    // A command in the thread is the game's: bob resigns there, and the
    // result and the final standings are posted in the event's channel.
    let place = Place::public_thread(GUILD, CHANNEL, thread);
    let token = fake.types(&bob(), &place, "/resign");
    let resigned = fake.answers(&token, 1).await.remove(0);
    assert!(
        content(&resigned).contains("resign"),
        "{}",
        content(&resigned)
    );
    fake.wait_until("the final standings", Duration::from_secs(20), |fake| {
        fake.channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("The tournament is over"))
    })
    .await;
    let texts = table_texts(fake);
    assert!(
        texts.iter().any(|t| t.contains("Round 1, board 1")),
        "{texts:?}"
    );
}

/// Issue 46: the `/tournament new` lines of the players' guide
/// (docs/players.md, "How to run an event"; in the README before issue
/// 48), typed as a person types them into Discord (each in a channel of
/// its own), open a Swiss and a round-robin event. Before option names
/// were fixed, Discord only offered `_format`, and every event was refused
/// "needs a format".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readme_lines_open_a_swiss_and_a_round_robin_event() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let players = include_str!("../docs/players.md");
    let lines: Vec<&str> = players
        .lines()
        .filter(|line| line.starts_with("/tournament new "))
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    let expected = [("Palago", "Swiss"), ("Palanquée", "round-robin")];
    for (index, (line, (game, format))) in lines.iter().zip(expected).enumerate() {
        let place = Place::channel(GUILD, 777_000_000_000_000_100 + index as u64);
        fake.add_place(&place);
        let opened = typed(fake, &alice(), &place, line).await;
        assert!(
            opened.contains(&format!("opened a tournament of {game}")),
            "{line}: {opened}"
        );
        assert!(
            opened.to_lowercase().contains(&format.to_lowercase()),
            "{line}: {opened}"
        );
    }
}

/// Issue 46: a voice, stage or announcement channel cannot hold the
/// games' public threads (Discord answers 50024), so an event there would
/// stall with every board unposted: `/tournament new` is refused there,
/// saying where to run it. A forum takes no command of its own; in one of
/// its posts (a thread) the event is refused as in any thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_channel_that_cannot_hold_threads_is_refused_saying_where_to_go() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let line = "/tournament new format:swiss rounds:3";
    let kinds = [
        (PlaceKind::Voice, "voice or stage channel"),
        (PlaceKind::Stage, "voice or stage channel"),
        (PlaceKind::Announcement, "announcement channel"),
    ];
    for (index, (kind, named)) in kinds.into_iter().enumerate() {
        let place = Place::of_kind(GUILD, 777_000_000_000_000_200 + index as u64, kind);
        fake.add_place(&place);
        let token = fake.types(&alice(), &place, line);
        let refusal = fake.answers(&token, 1).await.remove(0);
        assert!(is_ephemeral(&refusal));
        let text = content(&refusal);
        assert!(text.contains(named), "{kind:?}: {text}");
        assert!(
            text.contains("Run /tournament new in a text channel"),
            "{kind:?}: {text}"
        );
        let joined = typed(fake, &bob(), &place, "/tournament join").await;
        assert!(
            !joined.contains("entered the tournament"),
            "{kind:?}: {joined}"
        );
    }
    let forum = Place::of_kind(GUILD, 777_000_000_000_000_210, PlaceKind::Forum);
    fake.add_place(&forum);
    assert!(fake.try_types(&alice(), &forum, line).is_err());
    let post = Place::public_thread(GUILD, forum.channel, 999_000_000_000_000_210);
    fake.add_place(&post);
    let text = typed(fake, &alice(), &post, line).await;
    assert!(text.contains("not from a thread"), "{text}");
    assert!(fake.opened_threads().is_empty());
}
