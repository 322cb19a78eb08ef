//! Private notes (issue 50): `/note text:…` keeps a note on the channel's
//! game (its active game, or else its latest) at the round it stands in,
//! which only its author reads: `/notes` lists them, and their `/export`
//! carries them as comment lines. A note is bounded ([`MAX_NOTE`]
//! characters, [`MAX_NOTES`] per person and game) and kept without
//! mentions, so that reading one back never pings anyone.

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::{Reply, TEXT_LIMIT};
use crate::commands::service::Service;
use crate::store::Tx;
use crate::store::notes::{self, NoteRow};
use crate::store::queries::{GameRow, GameStatus};

/// The longest note kept, in characters.
pub const MAX_NOTE: usize = 500;

/// The most notes one person keeps on one game.
pub const MAX_NOTES: i64 = 100;

impl Service {
    /// `/note text:…`: keeps the caller's note on the channel's game.
    pub(crate) async fn note(
        &self,
        channel: &str,
        caller: &Caller,
        text: &str,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let text = cleaned_note(text)?;
        let mut tx = self.store.write().await?;
        let row = self.current_or_latest_row(&mut tx, channel).await?;
        if notes::count(&mut tx, row.id, &caller.id).await? >= MAX_NOTES {
            return refuse(said(Message::NotesFull, &[("max", &MAX_NOTES)]));
        }
        let game = row.id;
        let round = self.round_of(&mut tx, row).await?;
        notes::add(&mut tx, game, &caller.id, round, (&text, self.now())).await?;
        let count = notes::count(&mut tx, game, &caller.id).await?;
        tx.commit().await?;
        let args: [(&str, &dyn std::fmt::Display); 2] = [("round", &round), ("count", &count)];
        Ok(vec![Reply::private(
            language,
            say_with(language, Message::NoteKept, &args),
        )])
    }

    /// `/notes`: the caller's notes on the channel's game, privately.
    pub(crate) async fn notes(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let kept = self
            .reading(async |tx| {
                let row = self.current_or_latest_row(tx, channel).await?;
                Ok(notes::of_author(tx, row.id, &caller.id).await?)
            })
            .await?;
        let text = if kept.is_empty() {
            say(language, Message::NoNotes)
        } else {
            notes_text(language, &kept)
        };
        Ok(vec![Reply::private(language, text)])
    }

    /// The round game `row` stands in, for a note: 0 in the lobby.
    async fn round_of(&self, tx: &mut Tx, row: GameRow) -> Result<i64, CommandError> {
        if row.status == GameStatus::Lobby {
            return Ok(0);
        }
        let game = self.games.get(&row.game)?;
        Ok(i64::from(game.progress(self, tx, row).await?.round))
    }

    /// The record `text` of game `game` with `user`'s notes after it, as
    /// comment lines (`# note, round 3: …`), which the record's readers
    /// skip: their own export.
    pub(crate) async fn with_notes(
        &self,
        game: i64,
        user: &str,
        text: &mut Vec<u8>,
    ) -> Result<(), CommandError> {
        let kept = self
            .reading(async |tx| Ok(notes::of_author(tx, game, user).await?))
            .await?;
        for note in kept {
            let line = format!("# note, round {}: {}\n", note.round, note.text);
            text.extend_from_slice(line.as_bytes());
        }
        Ok(())
    }
}

/// `text` as a note keeps it: one line, without control characters or
/// mentions (`<@…>`, `<@&…>`, `@everyone`, `@here` lose their `@`'s
/// power), trimmed; refused when empty or longer than [`MAX_NOTE`].
fn cleaned_note(text: &str) -> Result<String, CommandError> {
    let line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let line = without_mentions(
        line.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .as_str(),
    );
    let length = line.chars().count();
    if length == 0 {
        return refuse(Message::NoteEmpty);
    }
    if length > MAX_NOTE {
        return refuse(said(
            Message::NoteTooLong,
            &[("max", &MAX_NOTE), ("length", &length)],
        ));
    }
    Ok(line)
}

/// `text` with every mention made inert: `<@123>`, `<@!123>` and
/// `<@&123>` become `@123` (no ping: a bare id), and `@everyone` and
/// `@here` get a zero-width space after the `@`.
#[must_use]
pub(crate) fn without_mentions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("<@") {
        out.push_str(&rest[..start]);
        let tail = &rest[start + 2..];
        let id = tail.trim_start_matches(['!', '&']);
        let digits = id.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && id[digits..].starts_with('>') {
            out.push('@');
            out.push_str(&id[..digits]);
            rest = &id[digits + 1..];
        } else {
            out.push_str("<@");
            rest = tail;
        }
    }
    out.push_str(rest);
    out.replace("@everyone", "@\u{200b}everyone")
        .replace("@here", "@\u{200b}here")
}

/// The notes as `/notes` lists them in `language`: the newest that fit in
/// a message, oldest first, after how many there are.
fn notes_text(language: Language, kept: &[NoteRow]) -> String {
    let head = say_with(language, Message::YourNotes, &[("count", &kept.len())]);
    let mut lines = Vec::new();
    let mut length = head.len();
    for (index, note) in kept.iter().enumerate().rev() {
        let args: [(&str, &dyn std::fmt::Display); 3] = [
            ("round", &note.round),
            ("text", &shown(&note.text)),
            ("at", &note.at),
        ];
        let line = format!("\n• {}", say_with(language, Message::NoteLine, &args));
        let more = say_with(language, Message::EarlierNotes, &[("count", &(index + 1))]);
        if length + line.len() + more.len() > TEXT_LIMIT {
            lines.push(format!("\n{more}"));
            break;
        }
        length += line.len();
        lines.push(line);
    }
    lines.reverse();
    format!("{head}{}", lines.concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_lose_their_ping_and_the_rest_stays() {
        assert_eq!(
            without_mentions("ask <@123> and <@!45>"),
            "ask @123 and @45"
        );
        assert_eq!(without_mentions("<@&9> team"), "@9 team");
        assert_eq!(without_mentions("a <@x> b <@"), "a <@x> b <@");
        assert_eq!(
            without_mentions("@everyone @here"),
            "@\u{200b}everyone @\u{200b}here"
        );
    }

    #[test]
    fn a_note_is_one_line_and_bounded() {
        assert_eq!(
            cleaned_note("  E4\nthen  K9 ").ok(),
            Some("E4 then K9".into())
        );
        assert!(cleaned_note(" \n ").is_err());
        assert!(cleaned_note(&"x".repeat(MAX_NOTE)).is_ok());
        assert!(cleaned_note(&"x".repeat(MAX_NOTE + 1)).is_err());
    }
}
