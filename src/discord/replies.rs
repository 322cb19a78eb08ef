//! A [`Reply`] of the command layer as a Discord message: the mentions
//! written `<@id>` (and allowed to ping), the deadline as `<t:UNIX:R>` so
//! each reader sees their own time, the PNG attached, the buttons in one
//! row, ephemeral when private.

use poise::serenity_prelude as serenity;

use crate::commands::catalogue::say_with;
use crate::commands::{Message, Reply};

/// Discord's limit on a message's text.
pub const MAX_TEXT: usize = 2000;

/// The message text: mentions first, then the text, then the deadline.
#[must_use]
pub fn text(reply: &Reply) -> String {
    let mut out = String::new();
    for id in &reply.mentions {
        out.push_str(&format!("<@{id}> "));
    }
    out.push_str(&reply.text);
    if let Some(due) = reply.deadline {
        let line = say_with(reply.language, Message::TurnEnds, &[("due", &due)]);
        out.push_str(&format!("\n{line}"));
    }
    shorten(out, MAX_TEXT)
}

/// `text` cut to at most `max` characters, marked when cut.
#[must_use]
pub fn shorten(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mark = "\n… (cut: too long for one message)";
    let keep = max.saturating_sub(mark.chars().count());
    let mut cut: String = text.chars().take(keep).collect();
    cut.push_str(mark);
    cut
}

/// Only the reply's own mentions ping; never everyone or roles.
pub fn allowed_mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = reply
        .mentions
        .iter()
        .filter_map(|id| id.parse::<u64>().ok())
        .filter(|&id| id > 0)
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// The reply's buttons as one action row (none if it has none).
#[must_use]
pub fn components(reply: &Reply) -> Vec<serenity::CreateActionRow> {
    if reply.buttons.is_empty() {
        return Vec::new();
    }
    let buttons = reply
        .buttons
        .iter()
        .take(5)
        .map(|button| {
            let style = match button {
                crate::commands::Button::EndTurn { .. } => serenity::ButtonStyle::Primary,
                crate::commands::Button::Undo { .. } => serenity::ButtonStyle::Secondary,
                crate::commands::Button::Answer { accept: true, .. } => {
                    serenity::ButtonStyle::Success
                }
                crate::commands::Button::Answer { accept: false, .. } => {
                    serenity::ButtonStyle::Danger
                }
            };
            serenity::CreateButton::new(button.custom_id())
                .label(button.label(reply.language))
                .style(style)
        })
        .collect();
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

/// The reply's file, if any.
#[must_use]
pub fn attachment(reply: &Reply) -> Option<serenity::CreateAttachment> {
    reply
        .file
        .as_ref()
        .map(|file| serenity::CreateAttachment::bytes(file.bytes.clone(), file.name.clone()))
}

/// The reply as the first response to an interaction.
pub fn response(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    let mut message = serenity::CreateInteractionResponseMessage::new()
        .content(text(reply))
        .ephemeral(reply.is_private())
        .allowed_mentions(allowed_mentions(reply))
        .components(components(reply));
    if let Some(file) = attachment(reply) {
        message = message.add_file(file);
    }
    message
}

/// The reply as a follow-up message of an interaction.
pub fn followup(reply: &Reply) -> serenity::CreateInteractionResponseFollowup {
    let mut message = serenity::CreateInteractionResponseFollowup::new()
        .content(text(reply))
        .ephemeral(reply.is_private())
        .allowed_mentions(allowed_mentions(reply))
        .components(components(reply));
    if let Some(file) = attachment(reply) {
        message = message.add_file(file);
    }
    message
}

/// The reply replacing a deferred response ("thinking…").
pub fn edit(reply: &Reply) -> serenity::EditInteractionResponse {
    let mut message = serenity::EditInteractionResponse::new()
        .content(text(reply))
        .allowed_mentions(allowed_mentions(reply))
        .components(components(reply));
    if let Some(file) = attachment(reply) {
        message = message.new_attachment(file);
    }
    message
}

/// The reply as a plain channel message (deadline announcements).
pub fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    let mut message = serenity::CreateMessage::new()
        .content(text(reply))
        .allowed_mentions(allowed_mentions(reply))
        .components(components(reply));
    if let Some(file) = attachment(reply) {
        message = message.add_file(file);
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_and_deadline_are_written_for_discord() {
        let mut reply = Reply::public(crate::commands::Language::English, "Bob to play.");
        reply.mentions = vec!["222".into()];
        reply.deadline = Some(1_800_000_000);
        assert_eq!(
            text(&reply),
            "<@222> Bob to play.\nTurn ends <t:1800000000:R> (<t:1800000000:f>)."
        );
    }

    #[test]
    fn the_longest_post_with_four_mentions_and_a_deadline_is_not_cut() {
        // The command layer keeps a post within TEXT_LIMIT; the front end
        // adds at most four mentions of 20-digit ids and the deadline line.
        let mut reply = Reply::public(
            crate::commands::Language::English,
            "é".repeat(crate::commands::TEXT_LIMIT),
        );
        reply.mentions = vec![u64::MAX.to_string(); 4];
        reply.deadline = Some(i64::MIN);
        let out = text(&reply);
        assert!(out.chars().count() <= MAX_TEXT, "{}", out.chars().count());
        assert!(
            out.ends_with(&format!("(<t:{}:f>).", i64::MIN)),
            "the deadline line is whole"
        );
        assert!(!out.contains("(cut:"));
    }

    #[test]
    fn long_text_is_cut_to_the_limit() {
        let text = shorten("é".repeat(3000), MAX_TEXT);
        assert_eq!(text.chars().count(), MAX_TEXT);
        assert!(text.ends_with("too long for one message)"));
    }
}
