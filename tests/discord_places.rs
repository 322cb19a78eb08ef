//! Where the bot plays and answers, through the fake Discord: a game in a
//! thread, a private thread joined before its game opens, `/rules` and
//! `/help` in a direct message, and `/new` refused in a place where the
//! bot lacks permissions, naming them.

mod discord_common;
mod fake_discord;

use std::time::Duration;

use discord_common::{
    ALICE, CHANNEL, GUILD, alice, bot_online, config, content, here, is_ephemeral, service_in,
    start_bot_configured,
};
use fake_discord::{FakeDiscord, Fault, Place, Rule, permissions};
use palanquee::discord::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_is_answered_in_the_thread() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_001);
    let token = fake.types(&alice(), &thread, "/new");
    let new = fake.answers(&token, 1).await.remove(0);
    assert!(!is_ephemeral(&new), "{}", content(&new));
    let texts: Vec<String> = fake
        .channel_messages(thread.channel)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(texts.len(), 1);
    assert!(texts[0].contains("opened a game"), "{texts:?}");
    assert!(fake.channel_messages(CHANNEL).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_thread_is_joined_before_its_game_opens() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    // A thread the bot may not join: /new says to add it.
    let closed = Place::private_thread(GUILD, CHANNEL, 999_000_000_000_000_003);
    fake.add_place(&closed);
    fake.fault(Rule::new(
        "PUT",
        "/thread-members/@me",
        Fault::missing_access(),
    ));
    let token = fake.types(&alice(), &closed, "/new");
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    assert!(
        content(&refusal).contains("not a member of this private thread"),
        "{}",
        content(&refusal)
    );
    // Once it can join, it does, and the game opens.
    let token = fake.types(&alice(), &closed, "/new");
    let opened = fake.answers(&token, 1).await.remove(0);
    assert!(
        content(&opened).contains("opened a game"),
        "{}",
        content(&opened)
    );
    let joins: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/thread-members/@me"))
        .map(|r| r.status)
        .collect();
    assert_eq!(joins, [403, 204]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_help_answer_in_a_direct_message() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    // Commands of a development server never show in direct messages:
    // registered globally, as in production.
    let global = Config {
        dev_guild: None,
        ..config(Duration::from_secs(3600))
    };
    let _bot = start_bot_configured(&fake, service_in(&dir).await, &global).await;
    let dm = Place::dm(888_000_000_000_000_001, ALICE);
    let token = fake.types(&alice(), &dm, "/help");
    let help = fake.answers(&token, 1).await.remove(0);
    assert!(content(&help).contains("/new"), "{}", content(&help));
    let token = fake.types(&alice(), &dm, "/rules");
    let rules = fake.answers(&token, 1).await.remove(0);
    assert!(content(&rules).contains("R1"), "{}", content(&rules));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_refuses_naming_the_permissions_the_bot_lacks_here() {
    let online = bot_online().await;
    let fake = &online.table.fake;
    let no_send = here().with_app_permissions(permissions::VIEW_CHANNEL | permissions::EMBED_LINKS);
    let token = fake.types(&alice(), &no_send, "/new");
    let refusal = fake.answers(&token, 1).await.remove(0);
    assert!(is_ephemeral(&refusal));
    let text = content(&refusal);
    assert!(
        text.contains("I am missing Send Messages and Attach Files here"),
        "{text}"
    );
    let thread = Place::public_thread(GUILD, CHANNEL, 999_000_000_000_000_002)
        .with_app_permissions(
            permissions::VIEW_CHANNEL | permissions::SEND_MESSAGES | permissions::ATTACH_FILES,
        );
    let token = fake.types(&alice(), &thread, "/new");
    let text = content(&fake.answers(&token, 1).await.remove(0));
    assert!(
        text.contains("missing Send Messages in Threads here"),
        "{text}"
    );
    // Nothing was opened: with the permissions, /new goes through.
    let token = fake.types(&alice(), &here(), "/new");
    let opened = fake.answers(&token, 1).await.remove(0);
    assert!(
        content(&opened).contains("opened a game"),
        "{}",
        content(&opened)
    );
}
