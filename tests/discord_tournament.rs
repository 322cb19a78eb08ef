//! A tournament through the fake Discord (issue 31): `/tournament new`
//! and `start` refused where the bot may not open threads, naming the
//! missing permissions; each game of a round opened in a public thread of
//! the event's channel with both players mentioned; a command in a
//! game's thread played in that game, its result posted in the channel.

mod discord_common;
mod fake_discord;

use std::time::Duration;

use discord_common::{ALICE, BOB, CHANNEL, GUILD, alice, bob, bot_online, content, is_ephemeral};
use fake_discord::{FakeDiscord, Place, permissions};
use serde_json::{Value, json};

/// `/tournament WHAT` with `options`, as Discord sends a subcommand.
fn sub(what: &str, options: Value) -> Value {
    json!([{ "name": what, "type": 1, "options": options }])
}

/// Runs `/tournament WHAT` for `who` at `place` and returns the answer.
async fn tournament(
    fake: &FakeDiscord,
    who: &fake_discord::Who,
    place: &Place,
    what: &str,
    options: Value,
) -> String {
    let token = fake.slash(who, place, "tournament", sub(what, options));
    content(&fake.answers(&token, 1).await.remove(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_without_thread_permissions_is_refused_by_name() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let bare = Place::channel(GUILD, 777_000_000_000_000_009)
        .with_app_permissions(permissions::DEFAULT_APP & !permissions::CREATE_PUBLIC_THREADS);
    fake.add_place(&bare);
    let swiss = json!([{ "name": "format", "type": 4, "value": 1 },
                       { "name": "rounds", "type": 4, "value": 3 }]);
    let token = fake.slash(&alice(), &bare, "tournament", sub("new", swiss.clone()));
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    let text = content(&refusal);
    assert!(text.contains("Create Public Threads"), "{text}");
    assert!(!text.contains("Send Messages in Threads"), "{text}");
    // In a thread, a tournament is refused: its games need threads.
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_011);
    fake.add_place(&thread);
    let text = tournament(fake, &alice(), &thread, "new", swiss).await;
    assert!(text.contains("not from a thread"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_is_opened_in_a_thread_with_both_players_mentioned() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let here = online.table.place.clone();
    let options = json!([{ "name": "format", "type": 4, "value": 0 },
                         { "name": "game", "type": 3, "value": "palago" }]);
    let opened = tournament(fake, &alice(), &here, "new", options).await;
    assert!(opened.contains("opened a tournament of Palago"), "{opened}");
    for who in [alice(), bob()] {
        let entered = tournament(fake, &who, &here, "join", json!([])).await;
        assert!(entered.contains("entered the tournament"), "{entered}");
    }
    let started = tournament(fake, &alice(), &here, "start", json!([])).await;
    assert!(started.contains("2 players"), "{started}");
    // The delivery opens the board's thread and posts its game there.
    fake.wait_until("a thread opened", Duration::from_secs(20), |fake| {
        !fake.opened_threads().is_empty()
    })
    .await;
    let (thread, name) = fake.opened_threads().remove(0);
    assert_eq!(name, "r1-b1");
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
    let token = fake.slash(&bob(), &here, "mygames", json!([]));
    let listed = content(&fake.answers(&token, 1).await.remove(0));
    assert!(listed.contains(&format!("<#{thread}>")), "{listed}");
    // A command in the thread is the game's: bob resigns there, and the
    // result and the final standings are posted in the event's channel.
    let place = Place::public_thread(GUILD, CHANNEL, thread);
    let token = fake.slash(&bob(), &place, "resign", json!([]));
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
    let texts: Vec<String> = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert!(
        texts.iter().any(|t| t.contains("Round 1, board 1")),
        "{texts:?}"
    );
}
