//! Conditional turns through the fake Discord (issue 50): `/conditional
//! line:…` answered privately, the queued reply fired and announced in
//! the channel when the opponent plays the expected turn, and the queue's
//! drop told by direct message when they play another.

mod discord_common;
mod fake_discord;

use discord_common::{ALICE, alice, bob, bot_online, content, eventually, is_ephemeral};
use palanquee::games::palago::{Game, Options, Turn};

/// The first legal turn of `game` that goes on, other than `not`.
fn next(game: &Game, not: Option<&Turn>) -> Turn {
    game.legal_turns()
        .into_iter()
        .find(|turn| {
            let mut after = game.clone();
            Some(turn) != not
                && turn.second().is_some()
                && after.play(turn).is_ok_and(|report| report.end.is_none())
        })
        .expect("a turn that goes on")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_queued_reply_fires_in_the_channel_and_its_drop_is_a_dm() {
    let online = bot_online().await;
    let table = &online.table;
    table.run(&alice(), "/new game:palago").await;
    table.run(&bob(), "/join").await;
    table.run(&alice(), "/start").await;
    let mut game = Game::new(Options::default());
    let mut turns = Vec::new();
    for _ in 0..5 {
        let turn = next(&game, None);
        game.play(&turn).expect("legal");
        turns.push(turn);
    }
    table
        .run(&alice(), &format!("/play actions:\"{}\"", turns[0]))
        .await;

    let line = format!(
        "/conditional line:\"{} | {} | {} | {}\"",
        turns[1], turns[2], turns[3], turns[4]
    );
    let queued = table.run(&alice(), &line).await;
    assert!(is_ephemeral(&queued), "{}", content(&queued));
    assert!(
        content(&queued).starts_with("Queued"),
        "{}",
        content(&queued)
    );

    // Bob plays the expected turn: alice's reply is announced in the
    // channel, in her name.
    let played = table
        .run(&bob(), &format!("/play actions:\"{}\"", turns[1]))
        .await;
    assert!(!is_ephemeral(&played), "{}", content(&played));
    let fired = format!("laid {}", turns[2]);
    eventually("the fired reply in the channel", async || {
        table.channel_texts().iter().any(|t| t.contains(&fired))
    })
    .await;

    // Bob plays another turn than the one expected: alice is told by DM.
    let mut after = Game::new(Options::default());
    for turn in &turns[..3] {
        after.play(turn).expect("legal");
    }
    let other = next(&after, Some(&turns[3]));
    table
        .run(&bob(), &format!("/play actions:\"{other}\""))
        .await;
    eventually("the drop notice by DM", async || {
        table
            .fake
            .direct_messages(ALICE)
            .iter()
            .any(|m| m.content.contains("are dropped: your opponent played"))
    })
    .await;
    assert!(
        table
            .channel_texts()
            .iter()
            .all(|t| !t.contains("conditional") && !t.contains(&turns[4].to_string())),
        "the queue never reaches the channel"
    );
}
