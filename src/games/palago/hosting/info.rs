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
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::{in_public, publicly};
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
    /// left, the caller's draft and the deadline, or how it ended.
    pub(crate) fn status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        match table.row.status {
            GameStatus::Playing => self.playing_status(table, caller),
            GameStatus::Lobby => {
                let row = &table.row;
                let seated: Vec<String> = table.seats.iter().map(|s| shown(&s.name)).collect();
                let args: [(&str, &dyn std::fmt::Display); 3] = [
                    ("options", &options_words(&row.options)),
                    ("pace", &pace(row.turn_hours)),
                    ("seated", &seated.join(", ")),
                ];
                Reply::private(say_with(PalagoMessage::StatusLobby, &args))
            }
            GameStatus::Finished => {
                let result = result_words(table)
                    .unwrap_or_else(|| table.row.result.clone().unwrap_or_default());
                Reply::private(say_with(
                    PalagoMessage::LastFinished,
                    &[("result", &result)],
                ))
            }
            GameStatus::Aborted => {
                let why = aborted_why(table.row.result.as_deref().unwrap_or_default());
                Reply::private(say_with(Message::LastGameAborted, &[("why", &why)]))
            }
        }
    }

    fn playing_status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        let game = &table.game;
        let mover = game.to_move();
        let tiebreak = if table.options().tiebreak {
            say(PalagoMessage::WithTiebreak)
        } else {
            String::new()
        };
        let turn: [(&str, &dyn std::fmt::Display); 4] = [
            ("tiebreak", &tiebreak),
            ("turn", &(game.turns().len() + 1)),
            ("player", &player_words(table, mover)),
            ("pace", &pace(table.row.turn_hours)),
        ];
        let tiles: [(&str, &dyn std::fmt::Display); 4] = [
            (
                "laid",
                &say_with(PalagoMessage::TileLaidCount, &[("count", &game.placed())]),
            ),
            (
                "left",
                &say_with(
                    PalagoMessage::TileLeftCount,
                    &[("count", &game.tiles_left())],
                ),
            ),
            ("white", &table.name(Colour::White)),
            ("blue", &table.name(Colour::Blue)),
        ];
        let mut lines = vec![
            say_with(PalagoMessage::StatusTurn, &turn),
            say_with(PalagoMessage::TilesLaid, &tiles),
        ];
        if table.colour_of(caller) == Some(mover) {
            lines.push(match table.draft.as_slice() {
                [] => say(PalagoMessage::StatusEmptyDraft),
                _ => {
                    let tiles = table.draft_texts().join(" ");
                    say_with(PalagoMessage::StatusDraft, &[("tiles", &tiles)])
                }
            });
        }
        let mut reply = Reply::private(lines.join("\n"));
        reply.deadline = table.deadline.map(|d| d.due_at);
        reply
    }
}

#[async_trait]
impl Views for Host<'_, Palago> {
    /// `/board` of a Palago game: the table now with the last turn ringed,
    /// or as it stood after `round` (a round is White's turn and Blue's).
    async fn board(
        &self,
        table: &PalagoTable,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.game.turns();
        if turns.is_empty() {
            return refuse(PalagoMessage::EmptyTable);
        }
        let rounds = turns.len().div_ceil(2);
        let (game, text) = match round.map(|r| r as usize) {
            None => (
                table.game.clone(),
                in_public(|| say_with(PalagoMessage::TableAfterTurn, &[("turn", &turns.len())])),
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
                let text = in_public(|| say_with(PalagoMessage::TableAtRoundEnd, &[("round", &r)]));
                (game, text)
            }
        };
        let png = publicly(self.picture_of(game, table.picture_names(), None)).await?;
        Ok(vec![Reply::public(text).with_picture(png)])
    }

    /// `/history` of a Palago game: one line per turn, with who laid it.
    async fn history(&self, table: &PalagoTable) -> Result<Vec<Reply>, CommandError> {
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
            lines.push(end_words(end));
        }
        if let Some(stop) = table.stop {
            let (message, colour) = match stop {
                Stop::Resigned(c) => (PalagoMessage::Resigned, c),
                Stop::TimedOut(c) => (PalagoMessage::TimedOut, c),
            };
            lines.push(say_with(
                message,
                &[("player", &player_words(table, colour))],
            ));
        }
        if lines.is_empty() {
            return Ok(vec![Reply::private(say(Message::NoTurnYet))]);
        }
        // 24 turns at most (48 tiles): always within a message.
        Ok(vec![Reply::private(lines.join("\n"))])
    }

    /// `/export` of a Palago game: the record (P13), the players and any
    /// resignation or timeout as `#` comment lines.
    async fn export(&self, table: &PalagoTable) -> Result<Vec<Reply>, CommandError> {
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
        let mut reply = Reply::private(say_with(
            PalagoMessage::ExportRecord,
            &[("turns", &say_with(Message::TurnCount, &[("count", &turns)]))],
        ));
        reply.file = Some(Attachment {
            name: format!("palago-game-{}.txt", table.row.id),
            bytes: text.into_bytes(),
        });
        Ok(vec![reply])
    }

    /// `/replay` of a Palago game: one frame per turn.
    async fn replay(&self, table: &PalagoTable) -> Result<Vec<Reply>, CommandError> {
        self.animation(table).await
    }
}
