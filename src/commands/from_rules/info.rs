//! What players read of a game hosted from its rules: `/status`, the
//! opening post, `/board`, `/history`, `/export` and `/replay`.

use std::sync::Arc;

use async_trait::async_trait;
use image::RgbImage;

use super::RulesGame;
use super::table::{RESIGN, TIMEOUT, Table};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, pace, say, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language;
use crate::commands::names::shown;
use crate::commands::notices::announcing_turn;
use crate::commands::refusal::said;
use crate::commands::replay::REPLAY_BUDGET;
use crate::commands::reply::{Attachment, Reply};
use crate::commands::service::{Host, Service};
use crate::commands::views::Views;
use crate::games::rules::GameRules;
use crate::picture::RenderError;
use crate::store::queries::GameStatus;

impl<G: GameRules> RulesGame<G> {
    /// `/status`: who sits, whose turn it is and the caller's draft, or
    /// how the game ended, with the board.
    pub(super) async fn status_of(
        &self,
        _service: &Service,
        table: &Table<G::State>,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        let seated: Vec<String> = table.seats.iter().map(|s| shown(&s.name)).collect();
        let mut text = format!(
            "{} ({}{}): {}.",
            self.rules.title(),
            self.rules.options_in_words(&table.row.options),
            pace(table.row.turn_hours),
            seated.join(", ")
        );
        match table.row.status {
            GameStatus::Lobby => text.push_str(" The game has not started: /join, then /start."),
            GameStatus::Playing => {
                if let Some(mover) = self.rules.to_move(&table.state) {
                    text.push_str(&format!(" {} to move.", table.player(mover)));
                }
                if table.seat_of(caller).is_some() && !table.draft.is_empty() {
                    text.push_str(&format!(" Your draft: {}.", table.draft.join("; ")));
                }
            }
            GameStatus::Finished | GameStatus::Aborted => {
                let result = table.row.result.clone().unwrap_or_default();
                text.push_str(&format!(" The game is over. {result}"));
            }
        }
        let png = self.picture(&table.state, table.names()).await?;
        Ok(Reply::private(text).with_picture(png))
    }

    /// The post that opens the game: the seats, the board, and a mention
    /// of who moves first.
    pub(super) async fn opening_post(
        &self,
        _service: &Service,
        table: &Table<G::State>,
    ) -> Result<Reply, CommandError> {
        let seats: Vec<String> = (0..table.seats.len())
            .map(|seat| format!("{} {}", self.rules.seat_name(seat), table.player(seat)))
            .collect();
        let first = self.rules.to_move(&table.state).unwrap_or_default();
        let png = self.picture(&table.state, table.names()).await?;
        let text = say_with(
            Message::GameBegins,
            &[
                ("title", &self.rules.title()),
                ("seats", &seats.join(", ")),
                ("mention", &table.player(first)),
            ],
        );
        let reply = Reply::public(text).with_picture(png);
        let due = table.deadline.map(|d| d.due_at);
        Ok(announcing_turn(
            reply,
            &table.row,
            table.user_id(first),
            due,
        ))
    }

    /// `/board [round]`: the board now, or after turn `round`.
    pub(super) async fn board(
        &self,
        table: &Table<G::State>,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.turns().len();
        let (state, text) = match round.map(|r| r as usize) {
            None => (
                table.state.clone(),
                say_with(Message::BoardAfterTurn, &[("turn", &turns)]),
            ),
            Some(round) if round > turns => {
                return refuse(said(
                    Message::TurnNotPlayed,
                    &[("round", &round), ("turns", &turns)],
                ));
            }
            Some(round) => {
                let events = table.turns().iter().take(round).map(|(_, m)| m.len()).sum();
                let state = self.state_after(table, events).or_else(refuse)?;
                (
                    state,
                    say_with(Message::BoardAfterTurn, &[("turn", &round)]),
                )
            }
        };
        let png = self.picture(&state, table.names()).await?;
        Ok(vec![Reply::private(text).with_picture(png)])
    }

    /// `/history`: the turns played, one per line.
    pub(super) fn history(&self, table: &Table<G::State>) -> Vec<Reply> {
        let lines = self.turn_lines(table);
        if lines.is_empty() {
            return vec![Reply::private(say(Message::NoTurnYet))];
        }
        vec![Reply::private(lines.join("\n"))]
    }

    /// `/export`: the game record as a text file.
    pub(super) fn export(&self, table: &Table<G::State>) -> Vec<Reply> {
        let mut text = format!(
            "# {} ({})\n",
            self.rules.title(),
            self.rules.options_in_words(&table.row.options)
        );
        for seat in 0..table.seats.len() {
            let name = table.name(seat);
            text.push_str(&format!("# {} = {name}\n", self.rules.seat_name(seat)));
        }
        for line in self.turn_lines(table) {
            text.push_str(&line);
            text.push('\n');
        }
        if let Some(result) = &table.row.result {
            text.push_str(&format!("# {result}\n"));
        }
        let mut reply = Reply::private(format!("The game record: {} turns.", table.turns().len()));
        reply.file = Some(Attachment {
            name: format!("{}-game-{}.txt", self.rules.key(), table.row.id),
            bytes: text.into_bytes(),
        });
        vec![reply]
    }

    /// `/replay`: the game as an animated GIF, one frame per turn.
    pub(super) async fn replay_animation(
        &self,
        service: &Service,
        table: &Table<G::State>,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.turns().len();
        if turns == 0 {
            return refuse(Message::NoTurnYet);
        }
        let states = self.states_by_turn(table).or_else(refuse)?;
        let (rules, names) = (Arc::clone(&self.rules), table.names());
        let language = language::current();
        let frames = move || {
            let (rules, names) = (Arc::clone(&rules), names.clone());
            states.clone().into_iter().map(move |state| {
                Ok::<RgbImage, RenderError>(rules.picture(&state, &names, language))
            })
        };
        let version = (table.row.id, table.row.version);
        let reply = service
            .replays
            .reply(version, frames, turns, REPLAY_BUDGET)
            .await?;
        Ok(vec![reply])
    }

    /// One line per turn: `3. Red alice: c3`.
    fn turn_lines(&self, table: &Table<G::State>) -> Vec<String> {
        table
            .turns()
            .iter()
            .enumerate()
            .map(|(index, (seat, moves))| {
                let moves = match moves.as_slice() {
                    [RESIGN] => "resigns".to_owned(),
                    [TIMEOUT] => "ran out of time".to_owned(),
                    moves => moves.join("; "),
                };
                let (name, player) = (self.rules.seat_name(*seat), table.name(*seat));
                format!("{}. {name} {player}: {moves}", index + 1)
            })
            .collect()
    }

    /// The position after the first `events` events.
    fn state_after(&self, table: &Table<G::State>, events: usize) -> Result<G::State, String> {
        let start = self.start_of(table)?;
        self.replay(start, &table.events[..events.min(table.events.len())])
    }

    /// The position after each turn, in order, from one replay.
    fn states_by_turn(&self, table: &Table<G::State>) -> Result<Vec<G::State>, String> {
        let mut state = self.start_of(table)?;
        let mut states = Vec::new();
        for (index, event) in table.events.iter().enumerate() {
            state = self.replay(state, std::slice::from_ref(event))?;
            // A turn is the run of one seat's events (`Table::turns`).
            let next = table.events.get(index + 1);
            if next.is_none_or(|next| next.seat != event.seat) {
                states.push(state.clone());
            }
        }
        Ok(states)
    }
}

#[async_trait]
impl<G: GameRules> Views for Host<'_, RulesGame<G>> {
    async fn board(
        &self,
        table: &Table<G::State>,
        round: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        self.game.board(table, round).await
    }

    async fn history(&self, table: &Table<G::State>) -> Result<Vec<Reply>, CommandError> {
        Ok(self.game.history(table))
    }

    async fn export(&self, table: &Table<G::State>) -> Result<Vec<Reply>, CommandError> {
        Ok(self.game.export(table))
    }

    async fn replay(&self, table: &Table<G::State>) -> Result<Vec<Reply>, CommandError> {
        self.game.replay_animation(self.service, table).await
    }
}
