//! Proposals through the fake Discord (issue 50): a takeback and an
//! ending by agreement asked with slash commands and answered by clicking
//! the Accept and Decline buttons of their public posts, as Discord sends
//! component interactions; an older post's button is refused privately.

mod discord_common;
mod fake_discord;

use discord_common::{BOB, alice, bob, bot_online, buttons, content, eventually, is_ephemeral};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn proposals_are_answered_with_their_buttons_through_a_fake_discord() {
    let online = bot_online().await;
    let table = &online.table;
    table.run(&alice(), "/new game:palago").await;
    table.run(&bob(), "/join").await;
    table.run(&alice(), "/start").await;
    table.run(&alice(), r#"/play actions:"0,0:0 0,-1:2""#).await;

    // A takeback, accepted with its button.
    let asked = table.run(&alice(), "/takeback").await;
    assert!(!is_ephemeral(&asked), "{}", content(&asked));
    assert!(
        content(&asked).contains(&format!("<@{BOB}>")),
        "{}",
        content(&asked)
    );
    let ids = buttons(&asked);
    assert!(
        ids[0].starts_with("yes:") && ids[1].starts_with("no:"),
        "{ids:?}"
    );
    let token = table.click(&bob(), &ids[0]);
    table.answer(&token).await;
    // The announcement and the board after it both reach the channel (the
    // click's answer is one of them).
    eventually("the takeback announced", async || {
        table
            .channel_texts()
            .iter()
            .any(|text| text.contains("is taken back"))
    })
    .await;

    // Alice plays again; her proposal to end is declined, then accepted.
    table.run(&alice(), r#"/play actions:"0,0:0 0,-1:2""#).await;
    let proposed = table.run(&alice(), "/propose-end").await;
    let ids = buttons(&proposed);
    let token = table.click(&bob(), &ids[1]);
    let declined = table.answer(&token).await;
    assert!(
        content(&declined).contains("declines"),
        "{}",
        content(&declined)
    );
    let token = table.click(&bob(), &ids[0]);
    let stale = table.answer(&token).await;
    assert!(is_ephemeral(&stale));
    assert!(
        content(&stale).contains("out of date"),
        "{}",
        content(&stale)
    );
    let proposed = table.run(&alice(), "/propose-end").await;
    let ids = buttons(&proposed);
    let token = table.click(&bob(), &ids[0]);
    let ended = table.answer(&token).await;
    assert!(
        content(&ended).contains("it ends here"),
        "{}",
        content(&ended)
    );
    let status = table.run(&bob(), "/status").await;
    assert!(content(&status).contains("agreed"), "{}", content(&status));
}
