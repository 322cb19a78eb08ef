//! `/export format:ap` through the fake Discord: the `format` option is a
//! choice of `text` and `ap`, and a finished Palago game's Abstract Play
//! record comes back privately as a `.json` attachment; `/export` alone
//! still attaches the text record.

mod discord_common;
mod fake_discord;

use discord_common::{alice, bob, bot_online, content, is_ephemeral};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_format_ap_answers_with_a_json_attachment() {
    let online = bot_online().await;
    let table = &online.table;
    table.run(&alice(), "/new game:palago").await;
    table.run(&bob(), "/join").await;
    table.run(&alice(), "/start").await;
    table.run(&alice(), r#"/play actions:"0,0:0 0,-1:2""#).await;
    table.run(&bob(), r#"/play actions:"1,-1:0 1,-2:0""#).await;
    table.run(&alice(), r#"/play actions:"0,1:1 -1,2:0""#).await;
    let won = table.run(&bob(), r#"/play actions:"1,0:0""#).await;
    assert!(content(&won).contains("Blue wins"), "{}", content(&won));

    let record = table.run(&alice(), "/export format:ap").await;
    assert!(is_ephemeral(&record));
    assert!(
        content(&record).contains("Abstract Play game record"),
        "{}",
        content(&record)
    );
    let (name, bytes) = record.files.first().expect("a file attached");
    assert_eq!(name, "palago-game-1.json");
    let json: serde_json::Value = serde_json::from_slice(bytes).expect("JSON");
    assert_eq!(json["header"]["game"]["name"], "Palago");
    assert_eq!(json["moves"][1][1], "1,0:0");
    assert_eq!(json["header"]["players"][1]["result"], 1);

    let text = table.run(&alice(), "/export").await;
    let (name, _) = text.files.first().expect("a file attached");
    assert_eq!(name, "palago-game-1.txt");
}
