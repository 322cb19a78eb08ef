//! Palago through the fake Discord: a whole game as slash-command
//! interactions, from `/new game:palago` to a win, and one person playing
//! a computer to the end, the computer's turns posted by themselves.

mod discord_common;
mod fake_discord;

use discord_common::{
    ALICE, BOB, Table, alice, bob, bot_online, buttons, choices, content, eventually, is_ephemeral,
    picture,
};

/// A whole Palago game as slash-command interactions: `/new game:palago`,
/// `/place` with autocomplete of cells and orientations, a refused tile
/// answered privately with its ruling, the End turn button, `/play` with a
/// whole turn, and a win by a creature shown outlined in the final
/// picture, the published turns mentioning the opponent (P5-P11).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_palago_game_from_new_to_a_win_through_a_fake_discord() {
    let online = bot_online().await;
    let table = &online.table;
    // `game` is typed, the hosted games offered as one types.
    let token = table.autocompletes(&alice(), "/new game:pa");
    assert_eq!(
        choices(&table.answer(&token).await),
        ["palanquee", "palago"]
    );
    let token = table.autocompletes(&alice(), "/new game:palag");
    assert_eq!(choices(&table.answer(&token).await), ["palago"]);
    let new = table.run(&alice(), "/new game:palago").await;
    assert!(
        content(&new).contains("opened a game of Palago"),
        "{}",
        content(&new)
    );
    table.run(&bob(), "/join").await;
    let start = table.run(&alice(), "/start").await;
    assert!(!is_ephemeral(&start));
    assert!(
        content(&start).contains(&format!("<@{ALICE}>")),
        "{}",
        content(&start)
    );
    picture(&start);

    // Autocomplete: the first tile goes on 0,0; all three orientations.
    let token = table.autocompletes(&alice(), "/place cell:");
    assert_eq!(choices(&table.answer(&token).await), ["0,0"]);
    let token = table.autocompletes(&bob(), "/place cell:");
    assert!(
        choices(&table.answer(&token).await).is_empty(),
        "not Bob's turn"
    );
    let token = table.autocompletes(&alice(), "/place cell:0,0 orientation:");
    let offered = table.answer(&token).await;
    assert_eq!(choices(&offered), ["0", "1", "2"]);
    let names: Vec<String> = offered.json.as_ref().expect("json")["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["name"].as_str().expect("a name").to_string())
        .collect();
    assert_eq!(
        names,
        ["0 · upright │", "1 · leaning left ╲", "2 · leaning right ╱"]
    );

    // The first tile: a private preview with its picture and buttons.
    let preview = table.run(&alice(), "/place cell:0,0 orientation:0").await;
    assert!(is_ephemeral(&preview), "{}", content(&preview));
    assert!(
        content(&preview).contains("second tile next to 0,0"),
        "{}",
        content(&preview)
    );
    picture(&preview);
    // The second tile may only go next to the first (P7).
    let token = table.autocompletes(&alice(), "/place cell:");
    let mut cells = choices(&table.answer(&token).await);
    cells.sort();
    assert_eq!(cells, ["-1,0", "-1,1", "0,-1", "0,1", "1,-1", "1,0"]);
    let preview = table.run(&alice(), "/place cell:0,-1 orientation:2").await;
    assert!(content(&preview).contains("ready"), "{}", content(&preview));
    let ids = buttons(&preview);
    assert!(ids[0].starts_with("end:"), "{ids:?}");
    let token = table.click(&alice(), &ids[0]);
    let published = table.answer(&token).await;
    assert!(!is_ephemeral(&published));
    assert!(
        content(&published).contains(&format!("<@{BOB}>")),
        "{}",
        content(&published)
    );
    picture(&published);

    // A tile out of reach: refused privately, naming its ruling.
    let refused = table.run(&bob(), "/place cell:5,5 orientation:0").await;
    assert!(is_ephemeral(&refused));
    assert!(content(&refused).contains("P7"), "{}", content(&refused));
    let played = table.run(&bob(), r#"/play actions:"1,-1:0 1,-2:0""#).await;
    assert!(!is_ephemeral(&played), "{}", content(&played));
    assert!(content(&played).contains(&format!("<@{ALICE}>")));
    table.run(&alice(), r#"/play actions:"0,1:1 -1,2:0""#).await;

    // Bob's 1,0:0 closes a blue creature: the whole turn (P9), and he wins.
    let token = table.autocompletes(&bob(), "/place cell:1,0 orientation:");
    assert!(choices(&table.answer(&token).await).contains(&"0".to_string()));
    let preview = table
        .run(&bob(), "/place cell:1,0 orientation:upright")
        .await;
    assert!(
        content(&preview).contains("ends the game by itself"),
        "{}",
        content(&preview)
    );
    let won = table.run(&bob(), "/end").await;
    let text = content(&won);
    assert!(!is_ephemeral(&won));
    assert!(
        text.contains("Blue closed a blue creature: Blue wins (P11)"),
        "{text}"
    );
    assert!(text.contains(&format!("<@{ALICE}>")), "{text}");
    let board = picture(&won).to_rgb8();
    let outlined = board
        .enumerate_pixels()
        .filter(|(x, _, p)| *x < 800 && **p == palanquee::games::palago::picture::palette::CREATURE)
        .count();
    assert!(
        outlined > 100,
        "the creature is outlined: {outlined} pixels"
    );
    let status = table.run(&alice(), "/status").await;
    assert!(is_ephemeral(&status));
    assert!(
        content(&status).contains("is finished"),
        "{}",
        content(&status)
    );
}

/// The turn the latest post of `who` in the channel announces.
fn computer_turn(table: &Table, who: &str) -> Option<palanquee::games::palago::Turn> {
    let marker = format!("{who} laid ");
    table.channel_texts().iter().rev().find_map(|text| {
        let after = text.split(&marker).nth(1)?;
        after.split('.').next()?.trim().parse().ok()
    })
}

/// One person against a computer on Discord, a whole Palago game:
/// `/addbot level:medium`, then the person's turns by `/play` (random legal
/// turns worked out on a copy of the game) and the computer's posted to
/// the channel by themselves, mentioning the person, until the result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_palago_against_the_computer_through_a_fake_discord() {
    use palanquee::ai::{Budget, Level, Rng};
    use palanquee::games::palago::{Game, Options, ai::choose_turn};
    let online = bot_online().await;
    let table = &online.table;
    let who = "**Computer (medium)** (Blue)";
    table.run(&alice(), "/new game:palago").await;
    // `level` is a choice, picked by its name (sent as its index).
    let seated = table.run(&alice(), "/addbot level:medium").await;
    assert!(
        content(&seated).contains("**Computer (medium)** takes seat 2"),
        "{}",
        content(&seated)
    );
    table.run(&alice(), "/start").await;
    let mut mirror = Game::new(Options::default());
    let mut rng = Rng::new(5);
    let mut answers = 0;
    while !mirror.is_over() {
        let turn = choose_turn(&mirror, Level::Random, Budget::Work(1), &mut rng).expect("a turn");
        let played = table
            .run(&alice(), &format!("/play actions:\"{turn}\""))
            .await;
        assert!(!is_ephemeral(&played), "{}", content(&played));
        mirror.play(&turn).expect("legal");
        if mirror.is_over() {
            break;
        }
        let before = mirror.placed();
        let mut answer = None;
        eventually("the computer's turn is posted", async || {
            answer = computer_turn(table, who).filter(|t| {
                let mut after = mirror.clone();
                after.play(t).is_ok() && after.placed() > before
            });
            answer.is_some()
        })
        .await;
        let answer = answer.expect("a turn");
        mirror.play(&answer).expect("the computer's turn is legal");
        answers += 1;
        let post = table
            .channel_texts()
            .into_iter()
            .rev()
            .find(|t| t.contains(who))
            .unwrap_or_default();
        if !mirror.is_over() {
            assert!(post.contains(&format!("<@{ALICE}>")), "{post}");
        }
    }
    assert!(answers > 0);
    let status = table.run(&alice(), "/status").await;
    assert!(
        content(&status).contains("is finished"),
        "{}",
        content(&status)
    );
    // No message ever mentions a computer's seat.
    assert!(
        table
            .channel_texts()
            .iter()
            .all(|t| !t.contains("<@computer"))
    );
}
