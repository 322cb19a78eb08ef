//! Reading a Palago game: status, the table (now or after a round), the
//! turns so far, and the record as a file that `palanquee play --game
//! palago` replays (P13).

use super::table::{PalagoTable, Stop};
use crate::commands::{Attachment, Caller, CommandError, Reply, Service, refuse, shown};
use crate::games::palago::{Colour, Game};
use crate::store::queries::GameStatus;

impl Service {
    /// `/status` of a Palago game: the lobby's seats, or whose turn, tiles
    /// left, the caller's draft and the deadline, or how it ended.
    pub(crate) fn palago_status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        match table.row.status {
            GameStatus::Playing => self.palago_playing_status(table, caller),
            GameStatus::Lobby => Reply::private(format!(
                "A game of Palago is open ({}{}). Seated: {}. It needs two players: /join, then the creator runs /start.",
                table
                    .row
                    .game
                    .options_in_words(table.row.rules, table.row.tiebreak),
                pace(table.row.turn_hours),
                table
                    .seats
                    .iter()
                    .map(|s| shown(&s.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            GameStatus::Finished | GameStatus::Aborted => Reply::private(format!(
                "The last game here, of Palago, is {}: {} /new opens another.",
                table.row.status,
                table.row.result.clone().unwrap_or_default()
            )),
        }
    }

    fn palago_playing_status(&self, table: &PalagoTable, caller: &Caller) -> Reply {
        let game = &table.game;
        let mover = game.to_move();
        let mut lines = vec![
            format!(
                "Palago{}, turn {}: {} to move{}.",
                if table.row.tiebreak {
                    " with the tiebreak (P12)"
                } else {
                    ""
                },
                game.turns().len() + 1,
                table.player(mover),
                pace(table.row.turn_hours)
            ),
            format!(
                "{} tiles laid, {} left. White: **{}**. Blue: **{}**.",
                game.placed(),
                game.tiles_left(),
                table.name(Colour::White),
                table.name(Colour::Blue)
            ),
        ];
        if table.colour_of(caller) == Some(mover) {
            lines.push(match table.draft.as_slice() {
                [] => "Your draft is empty: /place cell:q,r orientation:k.".into(),
                _ => format!("Your draft: {}.", table.draft_texts().join(" ")),
            });
        }
        let mut reply = Reply::private(lines.join("\n"));
        reply.deadline = table.deadline.map(|d| d.due_at);
        reply
    }

    /// `/board` of a Palago game: the table now with the last turn ringed,
    /// or as it stood after `round` (a round is White's turn and Blue's).
    pub(crate) async fn palago_board(
        &self,
        table: &PalagoTable,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.game.turns();
        if turns.is_empty() {
            return refuse("No tile has been laid yet: the table is empty.");
        }
        let rounds = turns.len().div_ceil(2);
        let (game, text) = match round.map(|r| r as usize) {
            None => (
                table.game.clone(),
                format!("The table after turn {}.", turns.len()),
            ),
            Some(r) if r > rounds => {
                return refuse(format!(
                    "Round {r} has not been played: this is round {rounds} (a round is White's turn and Blue's)."
                ));
            }
            Some(r) => {
                let shown = &turns[..(2 * r).min(turns.len())];
                let Ok(game) = Game::replay(table.options(), shown) else {
                    return refuse("This game's record does not replay; please report it.");
                };
                (game, format!("The table at the end of round {r}."))
            }
        };
        let png = self
            .palago_picture_of(game, table.picture_names(), None)
            .await?;
        Ok(vec![Reply::public(text).with_picture(png)])
    }

    /// `/history` of a Palago game: one line per turn, with who laid it.
    pub(crate) fn palago_history(&self, table: &PalagoTable) -> Reply {
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
            lines.push(end.to_string());
        }
        match table.stop {
            Some(Stop::Resigned(c)) => lines.push(format!("{} resigned.", table.player(c))),
            Some(Stop::TimedOut(c)) => lines.push(format!("{} ran out of time.", table.player(c))),
            None => {}
        }
        if lines.is_empty() {
            return Reply::private("No turn has been played yet.");
        }
        // 24 turns at most (48 tiles): always within a message.
        Reply::private(lines.join("\n"))
    }

    /// `/export` of a Palago game: the record (P13), the players and any
    /// resignation or timeout as `#` comment lines.
    pub(crate) fn palago_export(&self, table: &PalagoTable) -> Reply {
        let [white, blue] = table.picture_names();
        let mut text = format!(
            "# Palago{}\n# W = {white}\n# B = {blue}\n",
            if table.row.tiebreak {
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
        let mut reply = Reply::private(format!(
            "The game record ({} turns): replay it with `palanquee play --game palago`, one turn per argument.",
            table.game.turns().len()
        ));
        reply.file = Some(Attachment {
            name: format!("palago-game-{}.txt", table.row.id),
            bytes: text.into_bytes(),
        });
        reply
    }
}

/// `, 24 h per turn`, or nothing without a deadline.
pub(crate) fn pace(turn_hours: Option<i64>) -> String {
    match turn_hours {
        Some(h) => format!(", {h} h per turn"),
        None => String::new(),
    }
}
