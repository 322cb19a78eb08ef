//! Reading a Palago game: status, the table (now or after a round), the
//! turns so far, and the record as a file that `palanquee play --game
//! palago` replays (P13).

use async_trait::async_trait;

use super::ending::{end_words, result_words};
use super::hosted::Palago;
use super::hosted::options_words;
use super::table::{PalagoTable, Stop, player_words};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, pace, say, say_with};
use crate::commands::command::ExportFormat;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::lobby::aborted_why;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::{Attachment, Reply};
use crate::commands::service::Host;
use crate::commands::views::Views;
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Colour, Game};
use crate::store::queries::GameStatus;

impl Host<'_, Palago> {
    /// `/status` of a Palago game: the lobby's seats, or whose turn, tiles
    /// left, the caller's draft and the deadline, or how it ended; in the
    /// caller's language.
    pub(crate) fn status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        let language = caller.language;
        match table.row.status {
            GameStatus::Playing => self.playing_status(table, caller),
            GameStatus::Lobby => {
                let row = &table.row;
                let seated: Vec<String> = table.seats.iter().map(|s| shown(&s.name)).collect();
                let args: [(&str, &dyn std::fmt::Display); 3] = [
                    ("options", &options_words(language, &row.options)),
                    ("pace", &pace(language, row.turn_hours)),
                    ("seated", &seated.join(", ")),
                ];
                let text = say_with(language, PalagoMessage::StatusLobby, &args);
                Reply::private(language, text)
            }
            GameStatus::Finished => {
                let result = result_words(language, table)
                    .unwrap_or_else(|| table.row.result.clone().unwrap_or_default());
                let text = say_with(
                    language,
                    PalagoMessage::LastFinished,
                    &[("result", &result)],
                );
                Reply::private(language, text)
            }
            GameStatus::Aborted => {
                let why = aborted_why(language, table.row.result.as_deref().unwrap_or_default());
                let text = say_with(language, Message::LastGameAborted, &[("why", &why)]);
                Reply::private(language, text)
            }
        }
    }

    fn playing_status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        let language = caller.language;
        let game = &table.game;
        let mover = game.to_move();
        let tiebreak = if table.options().tiebreak {
            say(language, PalagoMessage::WithTiebreak)
        } else {
            String::new()
        };
        let turn: [(&str, &dyn std::fmt::Display); 4] = [
            ("tiebreak", &tiebreak),
            ("turn", &(game.turns().len() + 1)),
            ("player", &player_words(language, table, mover)),
            ("pace", &pace(language, table.row.turn_hours)),
        ];
        let counted = |message: PalagoMessage, count: usize| {
            say_with(language, message, &[("count", &count)])
        };
        let tiles: [(&str, &dyn std::fmt::Display); 4] = [
            (
                "laid",
                &counted(PalagoMessage::TileLaidCount, game.placed()),
            ),
            (
                "left",
                &counted(PalagoMessage::TileLeftCount, game.tiles_left()),
            ),
            ("white", &table.name(Colour::White)),
            ("blue", &table.name(Colour::Blue)),
        ];
        let mut lines = vec![
            say_with(language, PalagoMessage::StatusTurn, &turn),
            say_with(language, PalagoMessage::TilesLaid, &tiles),
        ];
        if table.colour_of(caller) == Some(mover) {
            lines.push(match table.draft.as_slice() {
                [] => say(language, PalagoMessage::StatusEmptyDraft),
                _ => {
                    let tiles = table.draft_texts().join(" ");
                    say_with(language, PalagoMessage::StatusDraft, &[("tiles", &tiles)])
                }
            });
        }
        let mut reply = Reply::private(language, lines.join("\n"));
        reply.deadline = table.deadline.map(|d| d.due_at);
        reply
    }
}

#[async_trait]
impl Views for Host<'_, Palago> {
    /// `/board` of a Palago game: the table now with the last turn ringed,
    /// or as it stood after `round` (a round is White's turn and Blue's);
    /// posted for all, in `language` (the channel's).
    async fn board(
        &self,
        table: &PalagoTable,
        round: Option<u32>,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.game.turns();
        if turns.is_empty() {
            return refuse(PalagoMessage::EmptyTable);
        }
        let rounds = turns.len().div_ceil(2);
        let (game, text) = match round.map(|r| r as usize) {
            None => (
                table.game.clone(),
                say_with(
                    language,
                    PalagoMessage::TableAfterTurn,
                    &[("turn", &turns.len())],
                ),
            ),
            Some(r) if r > rounds => {
                return refuse(said(
                    PalagoMessage::RoundNotPlayed,
                    &[("round", &r), ("current", &rounds)],
                ));
            }
            Some(r) => {
                let shown = &turns[..(2 * r).min(turns.len())];
                let Ok(game) = Game::replay(table.options(), shown) else {
                    return refuse(Message::RecordDoesNotReplay);
                };
                let text = say_with(language, PalagoMessage::TableAtRoundEnd, &[("round", &r)]);
                (game, text)
            }
        };
        let names = table.picture_names();
        let png = self.picture_of(game, names, None, language).await?;
        Ok(vec![Reply::public(language, text).with_picture(png)])
    }

    /// `/history` of a Palago game: one line per turn, with who laid it;
    /// for the caller, in `language` (theirs).
    async fn history(
        &self,
        table: &PalagoTable,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut lines: Vec<String> = Vec::new();
        let mut colour = Colour::White;
        for (index, turn) in table.game.turns().iter().enumerate() {
            lines.push(format!(
                "{}. {} {}: {turn}",
                index + 1,
                colour.letter(),
                table.name(colour)
            ));
            colour = colour.other();
        }
        if let Some(end) = table.game.end() {
            lines.push(end_words(language, end));
        }
        if let Some(stop) = table.stop {
            let (message, colour) = match stop {
                Stop::Resigned(c) => (PalagoMessage::Resigned, c),
                Stop::TimedOut(c) => (PalagoMessage::TimedOut, c),
            };
            let player = player_words(language, table, colour);
            lines.push(say_with(language, message, &[("player", &player)]));
        }
        if lines.is_empty() {
            let text = say(language, Message::NoTurnYet);
            return Ok(vec![Reply::private(language, text)]);
        }
        // 24 turns at most (48 tiles): always within a message.
        Ok(vec![Reply::private(language, lines.join("\n"))])
    }

    /// `/export` of a Palago game: the record (P13), the players and any
    /// resignation or timeout as `#` comment lines (in English, as the
    /// record is), or with `format:ap` an Abstract Play record; its
    /// message for the caller, in `language` (theirs).
    async fn export(
        &self,
        table: &PalagoTable,
        format: ExportFormat,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        if format == ExportFormat::Ap {
            return self.ap_record(table, language).await;
        }
        let [white, blue] = table.picture_names();
        let mut text = format!(
            "# Palago{}\n# W = {white}\n# B = {blue}\n",
            if table.options().tiebreak {
                " (tiebreak)"
            } else {
                ""
            },
        );
        text.push_str(&table.game.record());
        match table.stop {
            Some(Stop::Resigned(c)) => text.push_str(&format!("# {c} resigned\n")),
            Some(Stop::TimedOut(c)) => text.push_str(&format!("# {c} ran out of time\n")),
            None => {}
        }
        let turns = table.game.turns().len();
        let turns = say_with(language, Message::TurnCount, &[("count", &turns)]);
        let said = say_with(language, PalagoMessage::ExportRecord, &[("turns", &turns)]);
        let mut reply = Reply::private(language, said);
        reply.file = Some(Attachment {
            name: format!("palago-game-{}.txt", table.row.id),
            bytes: text.into_bytes(),
        });
        Ok(vec![reply])
    }

    /// `/replay` of a Palago game: one frame per turn, posted for all, its
    /// panels in `language` (the channel's).
    async fn replay(
        &self,
        table: &PalagoTable,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        self.animation(table, language).await
    }
}
