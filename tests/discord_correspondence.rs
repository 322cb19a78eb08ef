//! What correspondence players ask for (issue 50), against the strict
//! fake Discord: `/note` and `/notes` answered privately; `/follow`, typed
//! as a Discord client sends it, bringing a direct message with the board
//! after each published turn; and the daily digest delivered as one
//! direct message through serenity's HTTP.

mod discord_common;
mod fake_discord;

use std::time::Duration;

use discord_common::{
    ALICE, CAROL, CHANNEL, GUILD, alice, bob, bot_online, carol, content, delivery_for, eventually,
    fake_with_the_channel, is_ephemeral, open_game, play, service_with_a_clock,
};

/// Carol follows Alice and Bob's game: each published turn reaches her
/// by direct message with the board, her `/follow` and Alice's notes are
/// private, and Bob never sees a note.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follower_gets_each_turn_by_direct_message() {
    let online = bot_online().await;
    let table = &online.table;
    table.run(&alice(), "/new").await;
    table.run(&bob(), "/join").await;
    let follow = table.run(&carol(), "/follow").await;
    assert!(is_ephemeral(&follow), "{}", content(&follow));
    assert!(
        content(&follow).starts_with("You follow this game"),
        "{}",
        content(&follow)
    );
    table.run(&alice(), "/start").await;
    eventually("the opening followed", async || {
        table.fake.direct_messages(CAROL).len() == 1
    })
    .await;
    let opening = 1;

    let note = table
        .run(&alice(), "/note text:\"watch the left edge\"")
        .await;
    assert!(is_ephemeral(&note), "{}", content(&note));
    table.run(&alice(), "/sow cell:E4").await;
    table.run(&alice(), "/end").await;
    table.run(&bob(), "/sow cell:M10").await;
    table.run(&bob(), "/end").await;
    table.run(&alice(), "/grow cell:E5").await;
    table.run(&alice(), "/end").await;
    eventually("three turns followed", async || {
        table.fake.direct_messages(CAROL).len() >= opening + 3
    })
    .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let dms = table.fake.direct_messages(CAROL);
    assert_eq!(dms.len(), opening + 3, "each once");
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    for dm in &dms[opening..] {
        assert!(
            dm.content
                .starts_with(&format!("Palanquée in {link}, which you follow:")),
            "{}",
            dm.content
        );
        let (name, png) = &dm.files[0];
        assert_eq!(name, "board.png");
        image::load_from_memory(png).expect("the board decodes");
    }
    let notes = table.run(&alice(), "/notes").await;
    assert!(is_ephemeral(&notes) && content(&notes).contains("watch the left edge"));
    let texts = table.channel_texts().join("\n");
    assert!(
        !texts.contains("left edge"),
        "a note never reaches the channel"
    );
    let bobs = table.run(&bob(), "/notes").await;
    assert!(
        content(&bobs).starts_with("You keep no notes"),
        "{}",
        content(&bobs)
    );
}

/// The daily digest goes out as one direct message through serenity's
/// HTTP, at Alice's hour, and is not sent again that day.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_digest_is_one_direct_message() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, _now) = service_with_a_clock(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    let set = play(&service, ALICE, "/notify dm:digest hour:0").await;
    assert!(set[0].text.contains("daily digest"), "{}", set[0].text);
    open_game(&service, CHANNEL).await;
    service.tick().await.expect("ticks");
    delivery.pass().await;
    eventually("the digest", async || {
        !fake.direct_messages(ALICE).is_empty()
    })
    .await;
    service.tick().await.expect("ticks");
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let dms = fake.direct_messages(ALICE);
    assert_eq!(dms.len(), 1, "once a day");
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    assert!(
        dms[0]
            .content
            .starts_with("Your daily digest: one game waits for your turn.")
            && dms[0]
                .content
                .contains(&format!("Palanquée in {link}: round 1, ends <t:")),
        "{}",
        dms[0].content
    );
}
