//! What players read of a game hosted from its rules: `/status`, the
//! opening post, `/board`, `/history`, `/export` and `/replay`.

use std::sync::Arc;

use async_trait::async_trait;
use image::RgbImage;

use super::RulesGame;
use super::table::{RESIGN, TIMEOUT, Table};
use crate::commands::ap_export::no_ap_record;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, pace, say, say_with};
use crate::commands::command::ExportFormat;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
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

/// A view's answer.
type Replies = Result<Vec<Reply>, CommandError>;

impl<G: GameRules> RulesGame<G> {
    /// `/status`: who sits, whose turn it is and the caller's draft, or
    /// how the game ended, with the board, in the caller's language.
    pub(super) async fn status_of(
        &self,
        _service: &Service,
        table: &Table<G::State>,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        let language = caller.language;
        let seated: Vec<String> = table.seats.iter().map(|s| shown(&s.name)).collect();
        let mut text = format!(
            "{} ({}{}): {}.",
            self.rules.title(),
            self.rules.options_in_words(&table.row.options),
            pace(language, table.row.turn_hours),
            seated.join(", ")
        );
        let mut add = |line: String| text.push_str(&format!(" {line}"));
        match table.row.status {
            GameStatus::Lobby => add(say(language, Message::RulesNotStarted)),
            GameStatus::Playing => {
                if let Some(mover) = self.rules.to_move(&table.state) {
                    let player = table.player(mover);
                    add(say_with(
                        language,
                        Message::RulesToMove,
                        &[("player", &player)],
                    ));
                }
                if table.seat_of(caller).is_some() && !table.draft.is_empty() {
                    let moves = table.draft.join("; ");
                    add(say_with(
                        language,
                        Message::RulesYourDraft,
                        &[("moves", &moves)],
                    ));
                }
            }
            GameStatus::Finished | GameStatus::Aborted => {
                let result = table.row.result.clone().unwrap_or_default();
                add(say_with(
                    language,
                    Message::RulesOver,
                    &[("result", &result)],
                ));
            }
        }
        let png = self.picture(&table.state, table.names(), language).await?;
        Ok(Reply::private(language, text).with_picture(png))
    }

    /// The post that opens the game, in `readers`' language: the seats,
    /// the board, and a mention of who moves first.
    pub(super) async fn opening_post(
        &self,
        _service: &Service,
        table: &Table<G::State>,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let seats: Vec<String> = (0..table.seats.len())
            .map(|seat| format!("{} {}", self.rules.seat_name(seat), table.player(seat)))
            .collect();
        let first = self.rules.to_move(&table.state).unwrap_or_default();
        let png = self.picture(&table.state, table.names(), readers).await?;
        let text = say_with(
            readers,
            Message::GameBegins,
            &[
                ("title", &self.rules.title()),
                ("seats", &seats.join(", ")),
                ("mention", &table.player(first)),
            ],
        );
        let reply = Reply::public(readers, text).with_picture(png);
        let due = table.deadline.map(|d| d.due_at);
        Ok(announcing_turn(
            reply,
            &table.row,
            table.user_id(first),
            due,
        ))
    }

    /// `/board [round]`: the board now, or after turn `round`, posted
    /// for the channel in `readers`' language (as every game's).
    pub(super) async fn board(
        &self,
        table: &Table<G::State>,
        round: Option<u32>,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.turns().len();
        let (state, text) = match round.map(|r| r as usize) {
            None => (
                table.state.clone(),
                say_with(readers, Message::BoardAfterTurn, &[("turn", &turns)]),
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
                    say_with(readers, Message::BoardAfterTurn, &[("turn", &round)]),
                )
            }
        };
        let png = self.picture(&state, table.names(), readers).await?;
        Ok(vec![Reply::public(readers, text).with_picture(png)])
    }

    /// `/history`: the turns played, one per line, in `language`.
    pub(super) fn history(&self, table: &Table<G::State>, language: Language) -> Vec<Reply> {
        let lines = self.turn_lines(table, language);
        if lines.is_empty() {
            return vec![Reply::private(language, say(language, Message::NoTurnYet))];
        }
        vec![Reply::private(language, lines.join("\n"))]
    }

    /// `/export`: the game record as a text file (in English, a record
    /// other tools read), with a line in `language`.
    pub(super) fn export(&self, table: &Table<G::State>, language: Language) -> Vec<Reply> {
        let mut text = format!(
            "# {} ({})\n",
            self.rules.title(),
            self.rules.options_in_words(&table.row.options)
        );
        for seat in 0..table.seats.len() {
            let name = table.name(seat);
            text.push_str(&format!("# {} = {name}\n", self.rules.seat_name(seat)));
        }
        for line in self.turn_lines(table, Language::English) {
            text.push_str(&line);
            text.push('\n');
        }
        if let Some(result) = &table.row.result {
            text.push_str(&format!("# {result}\n"));
        }
        let turns = table.turns().len();
        let said = say_with(language, Message::RulesRecord, &[("turns", &turns)]);
        let mut reply = Reply::private(language, said);
        reply.file = Some(Attachment {
            name: format!("{}-game-{}.txt", self.rules.key(), table.row.id),
            bytes: text.into_bytes(),
        });
        vec![reply]
    }

    /// `/replay`: the game as an animated GIF, one frame per turn, in
    /// `language`.
    pub(super) async fn replay_animation(
        &self,
        service: &Service,
        table: &Table<G::State>,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.turns().len();
        if turns == 0 {
            return refuse(Message::NoTurnYet);
        }
        let states = self.states_by_turn(table).or_else(refuse)?;
        let (rules, names) = (Arc::clone(&self.rules), table.names());
        let frames = move || {
            let (rules, names) = (Arc::clone(&rules), names.clone());
            states.clone().into_iter().map(move |state| {
                Ok::<RgbImage, RenderError>(rules.picture(&state, &names, language))
            })
        };
        let version = (table.row.id, table.row.version);
        let reply = service
            .replays
            .reply(version, frames, turns, (REPLAY_BUDGET, language))
            .await?;
        Ok(vec![reply])
    }

    /// One line per turn, in `language`: `3. Red alice: c3`.
    fn turn_lines(&self, table: &Table<G::State>, language: Language) -> Vec<String> {
        table
            .turns()
            .iter()
            .enumerate()
            .map(|(index, (seat, moves))| {
                let moves = match moves.as_slice() {
                    [RESIGN] => say(language, Message::RulesResigns),
                    [TIMEOUT] => say(language, Message::RulesRanOutOfTime),
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
        language: Language,
    ) -> Replies {
        self.game.board(table, round, language).await
    }

    async fn history(&self, table: &Table<G::State>, language: Language) -> Replies {
        Ok(self.game.history(table, language))
    }

    /// `/export`: the text record; a game hosted from its rules has no
    /// Abstract Play record (its moves' notation is its own), which is
    /// refused by name.
    async fn export(
        &self,
        table: &Table<G::State>,
        format: ExportFormat,
        language: Language,
    ) -> Replies {
        match format {
            ExportFormat::Text => Ok(self.game.export(table, language)),
            ExportFormat::Ap => Err(no_ap_record(self.game.rules.title())),
        }
    }

    async fn replay(&self, table: &Table<G::State>, language: Language) -> Replies {
        self.game
            .replay_animation(self.service, table, language)
            .await
    }
}
