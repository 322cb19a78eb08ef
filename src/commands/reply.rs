//! What the command layer answers: text, an optional file (the board PNG
//! or the record), who sees it, whom to mention, buttons.

use super::catalogue::{Message, say};
use super::language::Language;

/// Who sees a reply.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// Only the caller (previews, refusals, information).
    Private,
    /// The whole channel (published turns, lobby news).
    Public,
}

/// A file sent with a reply.
#[derive(Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file name, like `board.png`.
    pub name: String,
    /// The bytes.
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for Attachment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Attachment({}, {} bytes)", self.name, self.bytes.len())
    }
}

/// A button under a private preview. Its id carries the game and the
/// version it was made for: a click on a stale preview is refused, never
/// applied twice; and it keeps working after a restart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Button {
    /// Publish the turn (`confirm`: even when the game warns first).
    EndTurn {
        /// The game.
        game: i64,
        /// The game version when the button was made.
        version: i64,
        /// Whether unused actions are accepted.
        confirm: bool,
    },
    /// Take back the draft's last action.
    Undo {
        /// The game.
        game: i64,
        /// The game version when the button was made.
        version: i64,
    },
    /// Answer a proposal (end by agreement, take back a turn): yes or no.
    /// It carries the proposal's id, not the game's version: drafting goes
    /// on while the others answer.
    Answer {
        /// The game.
        game: i64,
        /// The proposal.
        proposal: i64,
        /// Whether it accepts.
        accept: bool,
    },
}

impl Button {
    /// A draft's preview buttons: end the turn, and take the last step
    /// back, for `game` at `version`.
    #[must_use]
    pub fn preview(game: i64, version: i64) -> Vec<Button> {
        vec![
            Button::EndTurn {
                game,
                version,
                confirm: false,
            },
            Button::Undo { game, version },
        ]
    }

    /// A proposal's buttons: accept it, decline it.
    #[must_use]
    pub fn answers(game: i64, proposal: i64) -> Vec<Button> {
        [true, false]
            .into_iter()
            .map(|accept| Button::Answer {
                game,
                proposal,
                accept,
            })
            .collect()
    }

    /// The button's id: `end:GAME:VERSION`, `end!:GAME:VERSION` (confirmed),
    /// `undo:GAME:VERSION`, `yes:GAME:PROPOSAL` or `no:GAME:PROPOSAL`.
    #[must_use]
    pub fn custom_id(&self) -> String {
        match self {
            Button::EndTurn {
                game,
                version,
                confirm,
            } => format!("{}:{game}:{version}", if *confirm { "end!" } else { "end" }),
            Button::Undo { game, version } => format!("undo:{game}:{version}"),
            Button::Answer {
                game,
                proposal,
                accept,
            } => format!("{}:{game}:{proposal}", if *accept { "yes" } else { "no" }),
        }
    }

    /// Reads a button id back; `None` if it is not one of ours.
    #[must_use]
    pub fn parse(id: &str) -> Option<Button> {
        let mut parts = id.split(':');
        let (kind, game, version) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let game = game.parse().ok()?;
        let version = version.parse().ok()?;
        match kind {
            "end" | "end!" => Some(Button::EndTurn {
                game,
                version,
                confirm: kind == "end!",
            }),
            "undo" => Some(Button::Undo { game, version }),
            "yes" | "no" => Some(Button::Answer {
                game,
                proposal: version,
                accept: kind == "yes",
            }),
            _ => None,
        }
    }

    /// The button's label in `language`.
    #[must_use]
    pub fn label(&self, language: Language) -> String {
        let message = match self {
            Button::EndTurn { confirm: false, .. } => Message::ButtonEndTurn,
            Button::EndTurn { confirm: true, .. } => Message::ButtonEndTurnAnyway,
            Button::Undo { .. } => Message::ButtonUndo,
            Button::Answer { accept: true, .. } => Message::ButtonAccept,
            Button::Answer { accept: false, .. } => Message::ButtonDecline,
        };
        say(language, message)
    }
}

/// One message of the answer to a command.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reply {
    /// The message, plain text with light Markdown.
    pub text: String,
    /// A file to attach (the board PNG, the record).
    pub file: Option<Attachment>,
    /// Who sees it.
    pub visibility: Visibility,
    /// User ids to mention (the front end writes the mention).
    pub mentions: Vec<String>,
    /// A deadline to show (unix seconds), in each reader's own time.
    pub deadline: Option<i64>,
    /// Buttons under the message.
    pub buttons: Vec<Button>,
    /// For an announcement (a public reply of a committed change): its row
    /// in the outbox. The front end reports it shown with
    /// [`super::Service::delivered`]; otherwise it is posted to the
    /// channel for it.
    pub post: Option<i64>,
    /// For an announcement that hands the turn to a person: who, for
    /// their turn notice by direct message (`/notify`).
    pub turn_of: Option<TurnOf>,
    /// The language of the reply's controls (button labels) and deadline
    /// line: the caller's for a private reply, the channel's for a public
    /// one, since front ends draw them outside the command.
    pub language: Language,
}

/// The person an announcement hands the turn to, and the server of the
/// game (for the link in their notice).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnOf {
    /// Their user id.
    pub user: String,
    /// The game's server; empty in the local mode.
    pub server: String,
}

impl Reply {
    /// A private text reply, whose controls speak `language` (the
    /// caller's).
    #[must_use]
    pub fn private(language: Language, text: impl Into<String>) -> Reply {
        Reply {
            text: fit(text.into()),
            file: None,
            visibility: Visibility::Private,
            mentions: Vec::new(),
            deadline: None,
            buttons: Vec::new(),
            post: None,
            turn_of: None,
            language,
        }
    }

    /// A public text reply, whose controls and deadline line speak
    /// `language` (the channel's).
    #[must_use]
    pub fn public(language: Language, text: impl Into<String>) -> Reply {
        Reply {
            visibility: Visibility::Public,
            ..Reply::private(language, text)
        }
    }

    /// The same reply with the board picture attached.
    #[must_use]
    pub fn with_picture(mut self, png: Vec<u8>) -> Reply {
        self.file = Some(Attachment {
            name: "board.png".into(),
            bytes: png,
        });
        self
    }

    /// Whether only the caller sees it.
    #[must_use]
    pub fn is_private(&self) -> bool {
        self.visibility == Visibility::Private
    }
}

/// Longest reply text, the command layer's budget: turn posts are built to
/// fit it (the story shortened, never the lines that matter), and anything
/// longer is cut. Front ends add to it; 1800 leaves room for Discord's
/// 2000 characters with the most it adds: up to 4 mentions `<@ID> ` of
/// 20-digit ids (4 × 24 = 96) and the deadline line `\nTurn ends <t:T:R>
/// (<t:T:f>).` with T up to 20 characters (27 + 2 × 20 = 67), 163 in all.
pub const TEXT_LIMIT: usize = 1800;

/// `text` cut to [`TEXT_LIMIT`] characters, ending with "…" when cut.
pub(crate) fn fit(text: String) -> String {
    if text.chars().count() <= TEXT_LIMIT {
        return text;
    }
    let mut cut: String = text.chars().take(TEXT_LIMIT - 1).collect();
    cut.push('…');
    cut
}

/// Most suggestions a front end shows (Discord's autocomplete limit).
pub const MAX_SUGGESTIONS: usize = 25;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_round_trip() {
        for button in [
            Button::EndTurn {
                game: 7,
                version: 42,
                confirm: false,
            },
            Button::EndTurn {
                game: 7,
                version: 43,
                confirm: true,
            },
            Button::Undo {
                game: 1,
                version: 0,
            },
            Button::Answer {
                game: 3,
                proposal: 9,
                accept: true,
            },
            Button::Answer {
                game: 3,
                proposal: 9,
                accept: false,
            },
        ] {
            assert_eq!(Button::parse(&button.custom_id()), Some(button));
        }
        for bad in ["", "end", "end:1", "end:x:2", "end:1:2:3", "play:1:2"] {
            assert_eq!(Button::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn long_texts_are_cut_to_the_limit() {
        let reply = Reply::public(Language::English, "é".repeat(5000));
        assert_eq!(reply.text.chars().count(), TEXT_LIMIT);
        assert!(reply.text.ends_with('…'));
        assert_eq!(Reply::private(Language::English, "short").text, "short");
    }
}
