//! The project's rules pages, `docs/rules.md` and `docs/palago.md`, are
//! what `/rules` says: one text serves both. Regenerate the pages after
//! changing a topic with
//! `cargo test --test commands_rules_page -- --ignored`.

use palanquee::commands::RulesPage;
use palanquee::registry::built_in_rules_pages;

fn path(page: &RulesPage) -> String {
    format!("{}/docs/{}", env!("CARGO_MANIFEST_DIR"), page.file)
}

#[test]
fn each_rules_page_is_what_slash_rules_says() {
    let pages = built_in_rules_pages();
    let files: Vec<&str> = pages.iter().map(|page| page.file).collect();
    assert_eq!(files, ["rules.md", "palago.md"]);
    for page in &pages {
        let written = std::fs::read_to_string(path(page)).unwrap_or_default();
        assert!(
            written == page.text,
            "docs/{} is out of date: run `cargo test --test commands_rules_page -- --ignored`",
            page.file
        );
    }
}

#[test]
fn every_topic_names_its_rulings_and_fits_a_message() {
    for page in built_in_rules_pages() {
        let cited = format!("({}", page.ruling_prefix);
        // Palago's topics leave room for the picture's caption.
        let limit = if page.ruling_prefix == "P" {
            1800
        } else {
            1900
        };
        for (name, body) in &page.topics {
            assert!(body.contains(&cited), "{name} names no ruling");
            assert!(
                body.chars().count() < limit,
                "{name} fits a Discord message"
            );
        }
    }
}

#[test]
fn the_advanced_topics_show_a_figure() {
    let pages = built_in_rules_pages();
    let topics = &pages[0].topics;
    for figure in ["parasites", "launch", "leaves"] {
        let (_, body) = topics
            .iter()
            .find(|(name, _)| *name == figure)
            .expect("an advanced topic");
        assert!(body.contains("```"), "{figure} has a small diagram");
    }
}

#[test]
#[ignore = "writes docs/rules.md and docs/palago.md"]
fn write_the_rules_pages() {
    for page in built_in_rules_pages() {
        std::fs::write(path(&page), &page.text).expect("page written");
    }
}
