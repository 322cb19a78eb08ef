//! The project's rules page, `docs/rules.md`, is what `/rules` says: one
//! text serves both. Regenerate the page after changing a topic with
//! `cargo test --test commands_rules_page -- --ignored`.

use palanquee::commands::{TOPICS, rules_page};

const PAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md");

#[test]
fn the_rules_page_is_what_slash_rules_says() {
    let written = std::fs::read_to_string(PAGE).unwrap_or_default();
    assert!(
        written == rules_page(),
        "docs/rules.md is out of date: run `cargo test --test commands_rules_page -- --ignored`"
    );
}

#[test]
fn every_topic_names_its_rulings_and_the_advanced_ones_show_a_figure() {
    for (name, body) in TOPICS {
        assert!(body.contains("(R"), "{name} names no ruling");
        assert!(body.chars().count() < 1900, "{name} fits a Discord message");
    }
    for figure in ["parasites", "launch", "leaves"] {
        let (_, body) = TOPICS
            .iter()
            .find(|(name, _)| *name == figure)
            .expect("an advanced topic");
        assert!(body.contains("```"), "{figure} has a small diagram");
    }
}

#[test]
#[ignore = "writes docs/rules.md"]
fn write_the_rules_page() {
    std::fs::write(PAGE, rules_page()).expect("docs/rules.md written");
}

const PALAGO_PAGE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/palago.md");

#[test]
fn the_palago_page_is_what_slash_rules_says() {
    let written = std::fs::read_to_string(PALAGO_PAGE).unwrap_or_default();
    assert!(
        written == palanquee::commands::palago_rules_page(),
        "docs/palago.md is out of date: run `cargo test --test commands_rules_page -- --ignored`"
    );
}

#[test]
fn every_palago_topic_names_its_rulings_and_fits_a_message() {
    for (name, body) in palanquee::commands::PALAGO_TOPICS {
        assert!(body.contains("(P"), "{name} names no ruling");
        assert!(body.chars().count() < 1800, "{name} fits a Discord message");
    }
}

#[test]
#[ignore = "writes docs/palago.md"]
fn write_the_palago_page() {
    std::fs::write(PALAGO_PAGE, palanquee::commands::palago_rules_page())
        .expect("docs/palago.md written");
}
