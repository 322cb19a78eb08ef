//! Turn notices by direct message, against the fake Discord: one notice a
//! turn, never twice; closed DMs said once in the channel and tried at
//! most once a day; a player who left every shared server not holding up
//! their later notices; opening DMs too fast tried again soon; and a
//! French player's notices in French.

mod discord_common;
mod fake_discord;

use std::sync::atomic::Ordering;
use std::time::Duration;

use discord_common::{
    ALICE, BOB, CHANNEL, GUILD, Table, alice, bob, bot_online, content, delivery_for, eventually,
    fake_with_the_channel, game_with_a_deadline, is_ephemeral, open_game, play,
    service_with_a_clock,
};
use fake_discord::{FakeDiscord, Fault, Rule, Who};

/// The channel's posts (not interaction answers) that say `who`'s turn
/// notices cannot reach them.
fn closed_dm_posts(table: &Table, who: u64) -> usize {
    table
        .fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.route.starts_with("POST /channels"))
        .filter(|m| m.content.contains(&format!("<@{who}>")))
        .filter(|m| m.content.contains("could not send you your turn notice"))
        .count()
}

/// The first turn notice `user` receives, once it comes: it starts with
/// `first` and the channel's link, then tells Alice's turn.
async fn turn_notice(table: &Table, user: u64, first: &str) -> fake_discord::Message {
    eventually("the turn notice", async || {
        !table.fake.direct_messages(user).is_empty()
    })
    .await;
    let notice = table.fake.direct_messages(user).remove(0);
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    assert!(
        notice.content.starts_with(&format!("{first} {link}.")),
        "{}",
        notice.content
    );
    assert!(
        notice.content.contains("**ALICE** played:"),
        "{}",
        notice.content
    );
    notice
}

/// Turn notices by direct message: Bob asked for them, so when Alice's
/// turn hands him the turn he gets one DM with the board, the turn's story
/// and a link to the channel, once, though Discord stores the first try
/// and answers it with a 502 (the nonce keeps the retry from showing
/// twice), and later passes send nothing more. Alice's DMs are closed
/// (Discord answers 50007): the channel is told once, not at each turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_go_by_direct_message_once_and_closed_dms_are_said_once() {
    let online = bot_online().await;
    let table = &online.table;
    for who in [alice(), bob()] {
        let on = table.run(&who, "/notify dm:on").await;
        assert!(is_ephemeral(&on), "{}", content(&on));
        assert!(content(&on).contains("notices by direct message are on"));
    }
    table.fake.close_dms(ALICE);
    table.run(&alice(), "/new").await;
    table.run(&bob(), "/join").await;
    table.run(&alice(), "/start").await;
    eventually("the channel told that Alice's DMs are closed", async || {
        closed_dm_posts(table, ALICE) == 1
    })
    .await;
    assert!(table.fake.direct_messages(ALICE).is_empty());

    table.fake.fault(Rule::new(
        "POST",
        "/messages",
        Fault::AfterStore { status: 502 },
    ));
    table.run(&alice(), "/sow cell:E4").await;
    let published = table.run(&alice(), "/end").await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    let notice = turn_notice(table, BOB, "Your turn in").await;
    assert!(notice.content.contains("<t:") || !notice.content.contains("Turn ends"));
    let (name, png) = &notice.files[0];
    assert_eq!(name, "board.png");
    image::load_from_memory(png).expect("the board decodes");

    let bob_sows = table.run(&bob(), "/sow cell:O12").await;
    assert!(is_ephemeral(&bob_sows), "{}", content(&bob_sows));
    let published = table.run(&bob(), "/end").await;
    assert!(!is_ephemeral(&published), "{}", content(&published));
    // Several delivery passes (every 2 s) go by: nothing is sent twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(table.fake.direct_messages(BOB).len(), 1);
    assert_eq!(closed_dm_posts(table, ALICE), 1);
    assert!(
        table
            .fake
            .requests()
            .iter()
            .any(|r| r.method == "POST" && r.path.ends_with("/messages") && r.status == 502),
        "the DM's first try was answered 502"
    );
    let off = table.run(&bob(), "/notify dm:off").await;
    assert!(content(&off).contains("are off"), "{}", content(&off));
}

/// A French player's turn notices speak French: the language of their
/// client when they ran `/notify` (the turn's story stays the channel's
/// English).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_players_turn_notice_speaks_french() {
    let online = bot_online().await;
    let table = &online.table;
    let amelie = Who::new(444_000_000_000_000_004, "amelie").with_locale("fr");
    let on = table.run(&amelie, "/notify dm:on").await;
    assert!(is_ephemeral(&on), "{}", content(&on));
    table.run(&alice(), "/new").await;
    table.run(&amelie, "/join").await;
    table.run(&alice(), "/start").await;
    table.run(&alice(), "/sow cell:E4").await;
    table.run(&alice(), "/end").await;
    turn_notice(table, 444_000_000_000_000_004, "À toi de jouer dans").await;
}

/// Issue 27, case 3: Bob left every server he shared with the bot, so
/// Discord refuses his turn notices with 50278. The notice is given up
/// and the channel told once; it does not hold up his later notices, so
/// once he is back he gets the next one, not a burst of stale ones.
#[tokio::test]
async fn an_unreachable_user_does_not_hold_up_later_notices() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = service_with_a_clock(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    let on = play(&service, BOB, "/notify dm:on").await;
    assert!(on[0].text.contains("are on"), "{}", on[0].text);
    open_game(&service, CHANNEL).await;
    fake.leave_servers(BOB);
    play(&service, ALICE, "/sow cell:E4").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    fake.wait_for("the refused notice", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 403).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    eventually("the channel told", async || {
        fake.channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains(&format!("<@{BOB}>")))
    })
    .await;

    // He comes back the next day (after a refusal, notices wait a day:
    // each one refused is an invalid request to Discord).
    fake.rejoin(BOB);
    now.fetch_add(palanquee::commands::DM_REFUSED_QUIET + 1, Ordering::SeqCst);
    play(&service, BOB, "/sow cell:M10").await;
    play(&service, BOB, "/end").await;
    play(&service, ALICE, "/grow cell:E5").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    eventually("the new notice", async || {
        !fake.direct_messages(BOB).is_empty()
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    delivery.pass().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let notices = fake.direct_messages(BOB);
    assert_eq!(notices.len(), 1, "no stale notice");
    let told = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains(&format!("<@{BOB}>")))
        .count();
    assert_eq!(told, 1, "the channel is told once");
}

/// Issue 27, case 3: Discord's 40003 (opening direct messages too fast)
/// is a passing failure, not a refusal: the notice goes a moment later.
#[tokio::test]
async fn opening_direct_messages_too_fast_is_tried_again_soon() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = game_with_a_deadline(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    play(&service, BOB, "/notify dm:on").await;
    fake.fault(Rule::new(
        "POST",
        "/users/@me/channels",
        Fault::opening_dms_too_fast(),
    ));
    play(&service, ALICE, "/sow cell:E4").await;
    play(&service, ALICE, "/end").await;
    delivery.pass().await;
    fake.wait_for("the refused DM", Duration::from_secs(10), |requests| {
        requests.iter().find(|r| r.status == 403).map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    now.fetch_add(2, Ordering::SeqCst);
    delivery.pass().await;
    eventually("the notice", async || !fake.direct_messages(BOB).is_empty()).await;
    let problem = service
        .outbox()
        .channel_problem(&format!("dm:{BOB}"), palanquee::commands::Language::English)
        .await;
    assert!(problem.expect("read").is_none());
}

/// Issue 27, case 7: Bob's DMs are closed. Each refused notice is an
/// invalid request to Discord, so after a refusal no notice is sent him
/// for a day (the channel was told once); after that one is tried again.
#[tokio::test]
async fn closed_dms_are_tried_once_a_day_not_at_every_turn() {
    let fake = fake_with_the_channel().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (service, now) = service_with_a_clock(&dir).await;
    let delivery = delivery_for(&fake, service.clone());
    play(&service, BOB, "/notify dm:on").await;
    for (who, line) in [(ALICE, "/new"), (BOB, "/join"), (ALICE, "/start")] {
        play(&service, who, line).await;
    }
    fake.close_dms(BOB);
    let refusals = |fake: &FakeDiscord| {
        let requests = fake.requests();
        requests
            .iter()
            .filter(|r| r.path.ends_with("/messages") && r.status == 403)
            .count()
    };
    let turns = [
        (ALICE, "/sow cell:E4"),
        (BOB, "/sow cell:M10"),
        (ALICE, "/grow cell:E5"),
    ];
    for (who, line) in turns {
        play(&service, who, line).await;
        play(&service, who, "/end").await;
        delivery.pass().await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert_eq!(refusals(&fake), 1, "one try in the quiet day");
    now.fetch_add(palanquee::commands::DM_REFUSED_QUIET + 1, Ordering::SeqCst);
    for (who, line) in [(BOB, "/grow cell:M11"), (ALICE, "/grow cell:E6")] {
        play(&service, who, line).await;
        play(&service, who, "/end confirm:true").await;
    }
    delivery.pass().await;
    fake.wait_until("the next day's try", Duration::from_secs(10), |fake| {
        refusals(fake) == 2
    })
    .await;
    let told = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains(&format!("<@{BOB}>")))
        .count();
    assert_eq!(told, 1, "the channel is told once");
}
