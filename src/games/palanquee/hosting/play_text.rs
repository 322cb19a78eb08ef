//! Palanquée's turns given as text, `/play actions:"grow H8; end"`: the
//! actions of a draft, then optionally `end` (R20).

use super::refusals::action_error_text;
use crate::commands::catalogue::say;
use crate::commands::language::Language;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, parse_actions};

/// The actions of `/play actions:"…"` and whether `end` closed them, or
/// the refusal of its text in `language` (the caller's).
pub(crate) fn actions_from_text(
    language: Language,
    text: &str,
) -> Result<(Vec<Action>, bool), String> {
    let mut actions = parse_actions(text).map_err(|e| action_error_text(&e, language))?;
    let end = actions.last() == Some(&Action::End);
    if end {
        actions.pop();
    }
    for action in &actions {
        match action {
            Action::End => return Err(say(language, PalanqueeMessage::EndOnlyLast)),
            Action::Claim(_) => return Err(say(language, PalanqueeMessage::ClaimWithCommand)),
            Action::Resign => return Err(say(language, PalanqueeMessage::ResignWithCommand)),
            Action::TimeOut => return Err(say(language, PalanqueeMessage::TimeoutNotPlayers)),
            _ => {}
        }
    }
    Ok((actions, end))
}
