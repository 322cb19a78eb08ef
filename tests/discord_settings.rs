//! `/settings` over the real serenity client against the fake Discord:
//! the server's language, chosen by a member who manages the server, is the
//! language of the channel's posts and of their deadline line, while each
//! player's own answers follow their client; a member who may not change
//! the settings (managing channels is not enough: the settings hold for
//! every channel) is refused and nothing changes.

mod discord_common;
mod fake_discord;

use discord_common::{GUILD, alice, bob, bot_online, carol, content, dana, is_ephemeral};
use fake_discord::Who;
use serde_json::Value;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_server_reads_french_posts_and_deadline_lines() {
    let online = bot_online().await;
    let table = &online.table;
    // `language:fr`, a choice picked by its name (sent as its index).
    for who in [bob(), carol()] {
        let refused = table.run(&who, "/settings language:fr").await;
        assert!(is_ephemeral(&refused), "{}", content(&refused));
        assert!(
            content(&refused).contains("Only those who manage this server (Manage Server)"),
            "{}",
            content(&refused)
        );
    }
    let set = table.run(&dana(), "/settings language:fr").await;
    assert!(is_ephemeral(&set), "{}", content(&set));
    assert!(
        content(&set).contains("now read français"),
        "{}",
        content(&set)
    );

    let opened = table.run(&alice(), "/new turn-hours:4").await;
    assert!(
        content(&opened).contains("**ALICE** a ouvert une partie de Palanquée"),
        "{}",
        content(&opened)
    );
    table.run(&bob(), "/join").await;
    let started = table.run(&alice(), "/start").await;
    let text = content(&started);
    assert!(text.contains("La partie commence !"), "{text}");
    assert!(text.contains("\nFin du tour <t:"), "{text}");
    // Bob's own answer is in his client's language (English here).
    let status = table.run(&bob(), "/status").await;
    assert!(is_ephemeral(&status), "{}", content(&status));
    assert!(!content(&status).contains("Manche"), "{}", content(&status));
    assert!(
        table.fake.violations().is_empty(),
        "{:#?}",
        table.fake.take_violations()
    );
}

/// Issue 49: a German Discord client sees the commands described in
/// German (the registration carries `de` localisations, which Discord
/// shows to clients whose locale is `de`), reads its private answers in
/// German, and a server set to `de` reads German posts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_client_and_a_german_server_read_german() {
    let online = bot_online().await;
    let table = &online.table;
    let registered = table.fake.registered_commands(Some(GUILD));
    let new = registered
        .iter()
        .find(|command| command["name"] == "new")
        .expect("/new is registered");
    assert_eq!(
        new["description_localizations"]["de"],
        "Eröffne eine Partie in diesem Kanal; du nimmst den ersten Platz."
    );
    let hilde = Who::new(666_000_000_000_000_006, "hilde").with_locale("de");
    let help = table.run(&hilde, "/help").await;
    assert!(is_ephemeral(&help), "{}", content(&help));
    assert!(
        content(&help).starts_with("**Partie:**"),
        "{}",
        content(&help)
    );
    let set = table.run(&dana(), "/settings language:de").await;
    assert!(
        content(&set).contains("now read Deutsch"),
        "{}",
        content(&set)
    );
    let opened = table.run(&alice(), "/new").await;
    assert!(
        content(&opened).contains("**ALICE** hat eine Partie Palanquée eröffnet"),
        "{}",
        content(&opened)
    );
    assert!(
        table.fake.violations().is_empty(),
        "{:#?}",
        table.fake.take_violations()
    );
}

/// Issue 49: what a German Discord client sees of the commands the bot
/// registered (`GET .../commands` with `X-Discord-Locale: de`, as Discord
/// documents it): every command, subcommand and option by its German name
/// (`/urlaub tage`, `/turnier neu runden`) and description. The client
/// types those names; Discord sends the registered ones with
/// `locale: "de"`, and the answer is German and quotes the German names.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_client_sees_and_types_german_names() {
    let online = bot_online().await;
    let table = &online.table;
    let read = table.fake.commands_read_in(Some(GUILD), "de", false).await;
    let named = |list: &[Value], name: &str| -> Value {
        list.iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no {name}"))
    };
    let options = |node: &Value| node["options"].as_array().cloned().unwrap_or_default();
    let vacation = named(&read, "vacation");
    assert_eq!(vacation["name_localized"], "urlaub");
    assert_eq!(
        vacation["description_localized"],
        "Geh in Urlaub (deine Fristen warten), komm früher zurück oder sieh deine restlichen Tage."
    );
    let days = named(&options(&vacation), "days");
    assert_eq!(days["name_localized"], "tage");
    assert_eq!(
        days["description_localized"],
        "Tage Abwesenheit ab jetzt (30 pro Jahr)"
    );
    let tournament = named(&read, "tournament");
    assert_eq!(tournament["name_localized"], "turnier");
    let new = named(&options(&tournament), "new");
    assert_eq!(new["name_localized"], "neu");
    assert_eq!(named(&options(&new), "rounds")["name_localized"], "runden");
    assert_eq!(named(&read, "sow")["name_localized"], "säen");
    assert_eq!(named(&read, "place")["name_localized"], "legen");
    // Every command, subcommand and option, at every depth: a German name
    // and a German description, as registered for `de`.
    let registered = table.fake.commands_read_in(Some(GUILD), "de", true).await;
    let mut stack: Vec<(Value, Value)> = read.into_iter().zip(registered).collect();
    let mut seen = 0;
    while let Some((shown, full)) = stack.pop() {
        let path = full["name"].clone();
        for field in ["name", "description"] {
            let german = &full[format!("{field}_localizations")]["de"];
            assert!(german.is_string(), "{path}: no German {field}");
            assert_eq!(shown[format!("{field}_localized")], *german, "{path}");
        }
        seen += 1;
        stack.extend(options(&shown).into_iter().zip(options(&full)));
    }
    assert!(seen > 70, "{seen}");
    let hilde = Who::new(666_000_000_000_000_006, "hilde").with_locale("de");
    let away = table.run(&hilde, "/urlaub tage:3").await;
    assert!(is_ephemeral(&away), "{}", content(&away));
    assert!(
        content(&away).contains("im Urlaub (3 Tage; dieses Jahr noch 27 übrig)")
            && content(&away).contains("/urlaub ende:true beendet ihn früher."),
        "{}",
        content(&away)
    );
    let help = table.run(&hilde, "/hilfe").await;
    assert!(
        content(&help).contains("/urlaub [tage] [ende]"),
        "{}",
        content(&help)
    );
    assert!(
        table.fake.violations().is_empty(),
        "{:#?}",
        table.fake.take_violations()
    );
}
