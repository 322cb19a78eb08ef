//! `/help`, the shared commands and each hosted game's own, and the Markdown
//! form of a rules topic that both games' rules pages are written with.

use super::catalogue::{Message, say_with};
use super::language::Language;
use super::service::Games;
use crate::commands::reply::Reply;

/// Appends topic `name` to a Markdown page: a heading, then `body` with
/// its paragraphs, `• ` lists and ``` blocks written as Markdown.
pub(crate) fn push_topic(page: &mut String, name: &str, body: &str) {
    let kept = page.trim_end().len();
    page.truncate(kept);
    page.push_str(&format!("\n\n## {name}\n\n"));
    let (mut in_code, mut in_list) = (false, false);
    for line in body.lines() {
        let item = line.strip_prefix("• ");
        if in_list && item.is_none() {
            page.push('\n');
        }
        in_list = item.is_some() && !in_code;
        if line.starts_with("```") {
            in_code = !in_code;
            page.push_str(if in_code { "```text\n" } else { "```\n\n" });
        } else if in_code {
            page.push_str(line);
            page.push('\n');
        } else if let Some(item) = item {
            page.push_str(&format!("- {item}\n"));
        } else if !line.is_empty() {
            page.push_str(line);
            page.push_str("\n\n");
        }
    }
    if in_list {
        page.push('\n');
    }
}

/// The reply to `/help`: the shared commands, with the options `games`
/// add to `/new`, then a paragraph per hosted game, in `language` (the
/// caller's).
pub(crate) fn help(language: Language, games: &Games) -> Reply {
    let menu = games.menu();
    let new_options: Vec<String> = menu
        .new_options
        .iter()
        .map(|option| format!("[{}]", option.name))
        .collect();
    let paragraphs: Vec<String> = games
        .all()
        .map(|game| {
            match game
                .offers()
                .words
                .and_then(|w| w.text(language, "help", None))
            {
                Some(paragraph) => paragraph,
                None => {
                    let key = game.kind();
                    say_with(
                        language,
                        Message::HelpPlayOnly,
                        &[("title", &game.title()), ("key", &key)],
                    )
                }
            }
        })
        .collect();
    Reply::private(
        language,
        say_with(
            language,
            Message::Help,
            &[
                ("new_options", &new_options.join(" ")),
                ("games", &paragraphs.join("\n")),
            ],
        ),
    )
}
