//! `/help`, the same list of commands for every game, and the Markdown
//! form of a rules topic that both games' rules pages are written with.

use super::Reply;

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

/// The reply to `/help`.
#[must_use]
pub fn help() -> Reply {
    Reply::private(
        "**Game:** /new [game] [rules] [tiebreak] [turn-hours] · /join · /addbot [level] · /leave [seat] · /start · /status · /board [round] · /history · /replay · /export · /mygames · /rating [user] · /leaderboard [game] · /vacation [days] [end] · /rules [topic] · /resign · /abort\n\
**Your turn** (a private draft until you end it): /sow cell · /grow cell [seed] · /move from to · /harvest cell · /prune cell · \
/play actions:\"grow H8; move H8 J9\" · /undo · /end [confirm]\n\
**Advanced rules** (/rules topic:advanced): /launch from to sends a button's centre off as a parasite (R32).\n\
**Any time:** /claim cell, when an opponent left actions unused (R21).\n\
Cells are a column A-S and a row 1-16, like H8.\n\
**Palago** (/new game:palago, /rules topic:palago): /place cell:q,r orientation:k twice, then /end · /undo · \
/play actions:\"0,1:1 1,1:2\" · /resign. Cells are `q,r` from the first tile at 0,0; orientations 0, 1, 2 (P4, P13).",
    )
}
