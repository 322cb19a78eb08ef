//! Palanquée through the real serenity/poise client, connected to a fake
//! Discord on 127.0.0.1 (HTTP API and gateway): a short two-player game
//! sent as INTERACTION_CREATE events, with the interaction responses it
//! sends back checked (private previews with buttons, an ephemeral
//! refusal, autocomplete of legal cells, published turns with a PNG and a
//! mention, an R20 warning, and an R21 claim); a whole advanced game
//! (R30-R36) with `/launch` autocomplete, from `/new` to a win; and a
//! client in French answered in French. No network, no token.

mod discord_common;
mod fake_discord;

use std::time::{Duration, Instant};

use discord_common::{
    ALICE, BOB, GUILD, Table, alice, bob, bot_online, button_labels, buttons, carol, choices,
    content, is_ephemeral, kind, picture,
};
use fake_discord::{APP_ID, Fault, Request, Rule, Who};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_two_player_game_through_a_fake_discord() {
    let started = Instant::now();
    let online = bot_online().await;
    let fake = &online.table.fake;

    // The commands are registered in the development server at once.
    let registered = fake
        .wait_for(
            "command registration",
            Duration::from_secs(20),
            |requests| {
                requests
                    .iter()
                    .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                    .cloned()
            },
        )
        .await;
    assert_eq!(
        registered.path,
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands")
    );
    let names: Vec<&str> = registered
        .json
        .as_ref()
        .expect("commands")
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert!(
        names.contains(&"grow") && names.contains(&"move"),
        "{names:?}"
    );
    assert!(fake.identified());
    let table = &online.table;

    // Lobby: public answers in the channel.
    let new = table.run(&alice(), "/new").await;
    assert_eq!(kind(&new), 4);
    assert!(!is_ephemeral(&new), "{new:?}");
    let join = table.run(&bob(), "/join").await;
    assert!(!is_ephemeral(&join));
    let start = table.run(&alice(), "/start").await;
    assert!(!is_ephemeral(&start), "{}", content(&start));

    // Alice sows: a private preview with the picture and two buttons.
    let preview = table.run(&alice(), "/sow cell:E4").await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(content(&preview).contains("E4"), "{}", content(&preview));
    picture(&preview);
    let ids = buttons(&preview);
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(
        ids[0].starts_with("end:") && ids[1].starts_with("undo:"),
        "{ids:?}"
    );

    // End turn by the button; Discord fails the first try with a 500, the
    // bot tries again. The turn is public, with the board and Bob pinged.
    table
        .fake
        .fault(Rule::new("POST", "/callback", Fault::server(500)));
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert_eq!(kind(&published), 4);
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains(&format!("<@{BOB}>")), "{text}");
    let board = picture(&published);
    assert!(board.width() > 500 && board.height() > 500);
    let mentioned = &published.json.as_ref().expect("json")["data"]["allowed_mentions"]["users"];
    assert_eq!(mentioned, &json!([BOB.to_string()]), "only Bob is pinged");
    assert!(
        table
            .fake
            .requests()
            .iter()
            .any(|r| r.path.contains(&format!("/{token}/callback")) && r.status == 500),
        "the first try failed"
    );

    // The same button again: stale, refused privately.
    let token = table.click(&alice(), &ids[0]);
    let stale = table.answer(&token).await;
    assert!(is_ephemeral(&stale), "{}", content(&stale));

    // Bob sows and ends with /end.
    let preview = table.run(&bob(), "/sow cell:M10").await;
    assert!(is_ephemeral(&preview));
    let published = table.run(&bob(), "/end").await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{ALICE}>")));
    picture(&published);

    // Alice types a grow: only her legal cells, filtered by what she typed.
    let token = table.autocompletes(&alice(), "/grow cell:");
    let offered = table.answer(&token).await;
    assert_eq!(kind(&offered), 8);
    assert_eq!(choices(&offered), ["D3", "D4", "E3", "E5", "F3", "F4"]);
    let token = table.autocompletes(&alice(), "/grow cell:e");
    assert_eq!(choices(&table.answer(&token).await), ["E3", "E5"]);
    let token = table.autocompletes(&bob(), "/grow cell:");
    assert!(
        choices(&table.answer(&token).await).is_empty(),
        "not Bob's turn"
    );

    // A typed illegal cell is checked again on submit: a private refusal.
    let refusal = table.run(&alice(), "/grow cell:M9").await;
    assert_eq!(kind(&refusal), 4);
    assert!(is_ephemeral(&refusal), "{}", content(&refusal));
    assert!(!content(&refusal).is_empty());
    let nonsense = table.run(&alice(), "/grow cell:Z99").await;
    assert!(is_ephemeral(&nonsense), "{}", content(&nonsense));

    // The grow, then End turn.
    let preview = table.run(&alice(), "/grow cell:E5").await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(
        content(&preview).contains("grow E5"),
        "{}",
        content(&preview)
    );
    let ids = buttons(&preview);
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    assert!(content(&published).contains(&format!("<@{BOB}>")));
    picture(&published);

    // The game so far as an animated replay, public, inline.
    let replay = table.run(&bob(), "/replay").await;
    assert!(!is_ephemeral(&replay), "{}", content(&replay));
    assert!(content(&replay).contains("3 turns"), "{}", content(&replay));
    let (name, gif) = replay.files.first().expect("the replay");
    assert_eq!(name, "replay.gif");
    let mut frames = gif::DecodeOptions::new()
        .read_info(&gif[..])
        .expect("a GIF");
    let mut count = 0;
    while frames.read_next_frame().expect("a frame").is_some() {
        count += 1;
    }
    assert_eq!(count, 4, "three turns and the pause");

    // Bob ends without acting: warned privately first (R20), with a button
    // to end anyway; then his unused action opens a claim (R21).
    let warning = table.run(&bob(), "/end").await;
    assert!(is_ephemeral(&warning));
    assert!(content(&warning).contains("R20"), "{}", content(&warning));
    let anyway = buttons(&warning)
        .into_iter()
        .find(|id| id.starts_with("end!:"))
        .expect("an End turn anyway button");
    let token = table.click(&bob(), &anyway);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    let text = content(&published);
    assert!(text.contains("R21") && text.contains("M10"), "{text}");
    assert!(text.contains(&format!("<@{ALICE}>")), "{text}");

    // Alice claims Bob's seed, offered by autocomplete.
    let token = table.autocompletes(&alice(), "/claim cell:");
    assert_eq!(choices(&table.answer(&token).await), ["M10"]);
    let claim = table.run(&alice(), "/claim cell:M10").await;
    assert!(!is_ephemeral(&claim), "{}", content(&claim));
    let again = table.run(&alice(), "/claim cell:M10").await;
    assert!(is_ephemeral(&again));
    assert!(content(&again).contains("R21"), "{}", content(&again));

    // Only the creator or a member who manages the channel may abort.
    let refused = table.run(&bob(), "/abort").await;
    assert!(is_ephemeral(&refused), "{}", content(&refused));
    let aborted = table.run(&carol(), "/abort").await;
    assert!(!is_ephemeral(&aborted), "{}", content(&aborted));
    let status = table.run(&alice(), "/status").await;
    assert!(is_ephemeral(&status));

    // The channel shows the public answers only: the lobby, four turns,
    // the replay, the claim, the abort; once each (the retried turn too).
    let visible = table.channel_texts();
    assert_eq!(visible.len(), 10, "{visible:#?}");
    assert!(visible[0].contains("opened a game"), "{visible:#?}");
    assert!(visible[9].contains("aborted"), "{visible:#?}");

    let elapsed = started.elapsed();
    eprintln!("e2e game took {elapsed:?}");
    assert!(elapsed < Duration::from_secs(30), "{elapsed:?}");
}

/// One line of a local-mode script (`@alice /grow cell:H8 seed:true`):
/// who types it, the command's name and what they type.
fn slash_command(line: &str) -> (Who, String, &str) {
    let (who, typed) = line.split_once(' ').expect("@NAME /command");
    let user = match who {
        "@alice" => alice(),
        "@bob" => bob(),
        other => panic!("unknown player {other}"),
    };
    let name = typed
        .trim_start_matches('/')
        .split(' ')
        .next()
        .unwrap_or_default();
    (user, name.to_string(), typed)
}

/// The text of the answer to `token`, waiting past a deferral ("thinking…",
/// then the original response edited) if the bot was slow.
async fn answered_text(table: &Table, token: &str) -> (Request, String) {
    let first = table.answer(token).await;
    if kind(&first) != 5 {
        let text = content(&first);
        return (first, text);
    }
    let edited = table.fake.answers(token, 2).await.remove(1);
    let text = edited.json.as_ref().expect("json")["content"]
        .as_str()
        .unwrap_or("")
        .to_string();
    (edited, text)
}

/// The advanced game of `tests/fixtures/advanced_game.txt`, the one the
/// local mode plays, as slash commands: `/new rules:advanced`, a leaf's
/// bonus, `/launch` with autocomplete of buttons and landing cells, a
/// parasite acting and claimed whole, and a win (R20-R22, R30-R32, R36).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_advanced_game_from_start_to_finish_through_a_fake_discord() {
    let online = bot_online().await;
    let table = &online.table;
    let mut said = String::new();
    let mut published_pictures = 0;
    let script = include_str!("fixtures/advanced_game.txt");
    let lines: Vec<&str> = script.lines().filter(|l| l.starts_with('@')).collect();
    for (index, &line) in lines.iter().enumerate() {
        let (who, name, typed) = slash_command(line);
        if name == "launch" {
            // Autocomplete offers the button's centre, then its landings.
            let token = table.autocompletes(&who, "/launch from:");
            assert_eq!(choices(&table.answer(&token).await), ["H8"]);
            let token = table.autocompletes(&who, "/launch from:H8 to:");
            let landings = choices(&table.answer(&token).await);
            assert!(landings.contains(&"K8".to_string()), "{landings:?}");
            assert!(
                !landings.contains(&"J9".to_string()),
                "touches I9: {landings:?}"
            );
        }
        let token = table.types(&who, typed);
        let (answer, text) = answered_text(table, &token).await;
        let succeeded = match name.as_str() {
            "new" => "opened a game",
            "join" => "takes seat",
            "start" => "The game begins!",
            "status" if index + 1 == lines.len() => "The last game here is finished: ALICE wins",
            "status" => "to move",
            "claim" => " claims ",
            "end" => " played:",
            "play" if line.ends_with("end\"") => " played:",
            _ => "Your draft",
        };
        assert!(text.contains(succeeded), "{line}: {text}");
        if text.contains(" played:") {
            assert!(!is_ephemeral(&answer), "{line}: a published turn is public");
            picture(&answer);
            published_pictures += 1;
        }
        said.push_str(&text);
        said.push('\n');
    }
    for expected in [
        "opened a game of Palanquée (advanced rules",
        "4 actions (plant F6: 3 + 1 bonus",
        "• launch H8 K8",
        "parasite K8: 1",
        "**BOB** claims ALICE's parasite at K9, taken whole (R21, R30).",
        "claim P3 → took P3 (BOB's seed) (R21); BOB is out (R22)",
        "**Game over: ALICE wins (R22).**",
    ] {
        assert!(said.contains(expected), "missing {expected:?} in\n{said}");
    }
    assert!(said.contains(&format!("<@{BOB}>")), "{said}");
    assert!(published_pictures >= 25, "{published_pictures}");
}

/// A client in French is answered in French (the interaction's locale):
/// a refusal, the engine's refusal of a move, `/help` and `/rules`; the
/// same refusal to an English client
/// stays English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_client_is_answered_in_french() {
    let online = bot_online().await;
    let table = &online.table;
    let amelie = Who::new(444_000_000_000_000_004, "amelie").with_locale("fr");
    let refused = table.run(&amelie, "/join").await;
    assert!(is_ephemeral(&refused));
    assert!(
        content(&refused).starts_with("Aucune partie dans ce salon."),
        "{}",
        content(&refused)
    );
    let english = table.run(&alice(), "/join").await;
    assert!(
        content(&english).starts_with("No game in this channel."),
        "{}",
        content(&english)
    );
    let help = table.run(&amelie, "/help").await;
    assert!(
        content(&help).contains("**Ton tour**"),
        "{}",
        content(&help)
    );
    // `topic` is a choice, picked by its name (sent as its index).
    let rules = table.run(&amelie, "/rules topic:captures").await;
    let text = content(&rules);
    assert!(text.contains("R13") && text.contains("graine"), "{text}");
    table.run(&amelie, "/new").await;
    let twice = table.run(&amelie, "/join").await;
    assert_eq!(content(&twice), "Tu as déjà une place.");
    // Her draft's preview is French; her published turn, read by the
    // whole channel, is not.
    table.run(&bob(), "/join").await;
    table.run(&amelie, "/start").await;
    let preview = table.run(&amelie, "/sow cell:E4").await;
    let text = content(&preview);
    assert!(text.starts_with("Ton brouillon, manche 1"), "{text}");
    assert!(text.contains("Reste : plus aucune action."), "{text}");
    assert_eq!(button_labels(&preview), ["Finir le tour", "Annuler"]);
    let typo = table.run(&amelie, "/sow cell:Z5").await;
    assert_eq!(
        content(&typo),
        "`Z5` n'est pas une case : les colonnes vont de A à S (R1)"
    );
    // The engine's refusal, worded in French with its ruling.
    let second = table.run(&amelie, "/sow cell:E5").await;
    assert!(is_ephemeral(&second));
    assert_eq!(
        content(&second),
        "`sow E5` est refusé. R12 : tu as déjà posé une graine sur le plateau ce tour ; une graine par tour"
    );
    let published = table.run(&amelie, "/end").await;
    let text = content(&published);
    assert!(text.contains("**AMELIE** played:"), "{text}");
    assert!(
        text.contains("your turn (round 1): one sowing, compulsory (R11)."),
        "{text}"
    );
}
