//! The turn flow of a game hosted from its rules: `/play` drafts moves
//! privately (with a preview picture; the draft is kept, and `/undo`
//! takes the last move back, by the shared pipeline), `/end`
//! (or `end` after the moves) publishes the turn once it is whole, and
//! `/resign` leaves the game.

use std::sync::Arc;

use async_trait::async_trait;

use super::RulesGame;
use super::table::{RESIGN, Table};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Stamp;
use crate::commands::draft::Drafting;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::{Host, Service};
use crate::commands::turn_end::{Published, Standing};
use crate::games::rules::{Finish, GameRules};
use crate::picture::encode::{Squeeze, indexed_png};
use crate::store::Tx;
use crate::store::queries::{GameRow, GameStatus};

/// The word that ends a turn given as text (`c3; end`).
const END: &str = "end";

impl<G: GameRules> RulesGame<G> {
    /// `/play actions:"…"`: adds the moves to the caller's draft; with a
    /// last `end`, publishes the turn in `readers`' language.
    pub(super) async fn play(
        &self,
        service: &Service,
        channel: &str,
        (caller, readers): (&Caller, Language),
        text: &str,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let host = Host::new(service, self);
        let (tx, mut table, seat) = host.open_turn(channel, caller, stamp).await?;
        let mut moves: Vec<&str> = text.split(';').map(str::trim).collect();
        let end = moves.last() == Some(&END);
        if end {
            moves.pop();
        }
        let mut state = self.drafted(&table).or_else(refuse)?;
        for text in moves.into_iter().filter(|m| !m.is_empty()) {
            if self.rules.to_move(&state) != Some(seat) {
                return refuse(Message::TurnIsWhole);
            }
            state = self.rules.play(&state, text).or_else(refuse)?;
            table.draft.push(text.to_owned());
        }
        if end {
            return self.publish_draft(service, tx, table, seat, readers).await;
        }
        host.keep_draft(tx, &table, seat, caller.language).await
    }

    /// `/end`: publishes the drafted turn, once it is whole, in `readers`'
    /// language.
    pub(super) async fn end(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        readers: Language,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let host = Host::new(service, self);
        let (tx, table, seat) = host.open_turn(channel, caller, stamp).await?;
        self.publish_draft(service, tx, table, seat, readers).await
    }

    /// `/resign`: the caller leaves the game, as the rules say; announced
    /// in `readers`' language.
    pub(super) async fn resign(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = service.store().write().await?;
        let table = Host::new(service, self).active(&mut tx, channel).await?;
        if table.row.status != GameStatus::Playing {
            return refuse(Message::GameNotStartedYet);
        }
        let Some(seat) = table.seat_of(caller) else {
            return refuse(Message::NoSeat);
        };
        let name = table.player(seat);
        let headline = say_with(readers, Message::PlayerResigns, &[("name", &name)]);
        let reply = self
            .leave(service, &mut tx, table, seat, RESIGN, (readers, headline))
            .await?;
        service
            .outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// `seat` leaves the game by `event` (a resignation or a timeout) in
    /// `tx`; the announcement, for the caller to keep in the outbox, in
    /// `readers`' language after its `headline`.
    pub(super) async fn leave(
        &self,
        service: &Service,
        tx: &mut Tx,
        mut table: Table<G::State>,
        seat: usize,
        event: &str,
        (readers, headline): (Language, String),
    ) -> Result<Reply, CommandError> {
        let events = [(seat as i64, event.to_owned())];
        table.draft.clear();
        table.state = self.rules.resign(&table.state, seat);
        let standing = self.standing(&table);
        let deadline = service
            .record_change(tx, &table.row, &events, (&standing, true), None)
            .await?;
        self.announcement(&table, (readers, headline), deadline)
            .await
    }

    /// Publishes the mover's drafted turn once it is whole: its events,
    /// and the announcement with the board and a mention of who is next,
    /// in `readers`' language.
    async fn publish_draft(
        &self,
        service: &Service,
        tx: Tx,
        mut table: Table<G::State>,
        seat: usize,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        if table.draft.is_empty() {
            return refuse(Message::DraftEmptyPlay);
        }
        let state = self.drafted(&table).or_else(refuse)?;
        if self.rules.to_move(&state) == Some(seat) {
            return refuse(Message::TurnNotComplete);
        }
        let events: Vec<(i64, String)> = table
            .draft
            .iter()
            .map(|m| (seat as i64, m.clone()))
            .collect();
        let (name, moves) = (table.player(seat), table.draft.join("; "));
        let headline = say_with(
            readers,
            Message::PlayerPlayed,
            &[("name", &name), ("moves", &moves)],
        );
        table.draft.clear();
        table.state = state;
        let row = table.row.clone();
        let turn = Published {
            row: &row,
            seat: seat as i64,
            events: &events,
            standing: self.standing(&table),
            kept: None,
        };
        let announce = async |deadline| {
            self.announcement(&table, (readers, headline), deadline)
                .await
        };
        service.publish(tx, turn, announce).await
    }

    /// Where `table`'s game stands after a change: over (a finish, or
    /// nobody to move: a draw), or a new turn.
    fn standing(&self, table: &Table<G::State>) -> Standing {
        match self.finish_of(table) {
            Some(finish) => Standing::Over {
                places: finish.places(table.seats.len(), |_| false),
                result: self.result_words(Language::English, table, finish),
            },
            None => Standing::GoesOn { turn_passed: true },
        }
    }

    /// How `table`'s game ended, if it has: nobody to move is a draw.
    fn finish_of(&self, table: &Table<G::State>) -> Option<Finish> {
        let next = self.rules.to_move(&table.state);
        self.rules
            .finish(&table.state)
            .or_else(|| next.is_none().then_some(Finish::Drawn))
    }

    /// The announcement of a change in `readers`' language: `headline`,
    /// then the result or whose turn it is now (mentioned, with
    /// `deadline`), and the board.
    async fn announcement(
        &self,
        table: &Table<G::State>,
        (readers, headline): (Language, String),
        deadline: Option<i64>,
    ) -> Result<Reply, CommandError> {
        let mut text = headline;
        let ended = self.finish_of(table);
        let mention = match ended {
            Some(finish) => {
                let result = self.result_words(readers, table, finish);
                text.push_str(&format!(" {result}"));
                match finish {
                    Finish::Won(winner) => table.user_id(winner),
                    Finish::Drawn => None,
                }
            }
            None => {
                let next = self.rules.to_move(&table.state).unwrap_or_default();
                let name = table.player(next);
                let turn = say_with(readers, Message::YourTurnNow, &[("name", &name)]);
                text.push_str(&format!(" {turn}"));
                table.user_id(next)
            }
        };
        let png = self.picture(&table.state, table.names(), readers).await?;
        let mut reply = Reply::public(readers, text).with_picture(png);
        if ended.is_none() {
            reply.turn_of = crate::commands::notices::turn_of(&table.row, mention.as_ref());
        }
        reply.mentions = mention.into_iter().collect();
        reply.deadline = deadline;
        Ok(reply)
    }

    /// How the game ended, naming the winner, in `language`.
    pub(super) fn result_words(
        &self,
        language: Language,
        table: &Table<G::State>,
        finish: Finish,
    ) -> String {
        match finish {
            Finish::Won(winner) => {
                let name = table.player(winner);
                say_with(language, Message::PlayerWins, &[("name", &name)])
            }
            Finish::Drawn => say(language, Message::GameDrawn),
        }
    }

    /// The picture of `state` with its words in `language`, drawn and
    /// encoded off the async threads.
    pub(super) async fn picture(
        &self,
        state: &G::State,
        names: Vec<String>,
        language: Language,
    ) -> Result<Vec<u8>, CommandError> {
        let (rules, state) = (Arc::clone(&self.rules), state.clone());
        tokio::task::spawn_blocking(move || {
            indexed_png(&rules.picture(&state, &names, language), Squeeze::Small)
        })
        .await
        .map_err(|e| CommandError::Task(e.to_string()))?
        .map_err(CommandError::from)
    }
}

#[async_trait]
impl<G: GameRules> Drafting for Host<'_, RulesGame<G>> {
    type Table = Table<G::State>;

    fn row<'t>(&self, table: &'t Table<G::State>) -> &'t GameRow {
        &table.row
    }

    async fn load(&self, tx: &mut Tx, row: GameRow) -> Result<Table<G::State>, CommandError> {
        self.game.table(tx, row).await
    }

    fn mover(&self, table: &Table<G::State>, caller: &Caller) -> Result<usize, CommandError> {
        self.game.mover(table, caller)
    }

    fn draft_texts(&self, table: &Table<G::State>) -> Vec<String> {
        table.draft.clone()
    }

    fn take_back(&self, table: &mut Table<G::State>) -> bool {
        table.draft.pop().is_some()
    }

    /// The position after the moves drafted, and whether the turn is
    /// whole, in `language`.
    async fn preview(
        &self,
        table: &Table<G::State>,
        language: Language,
    ) -> Result<Reply, CommandError> {
        let rules = &self.game.rules;
        let state = self.game.drafted(table).or_else(refuse)?;
        let seat = rules.to_move(&table.state);
        let moves = table.draft.join("; ");
        let text = match table.draft.is_empty() {
            true => say(language, Message::DraftEmptyPlay),
            false if rules.to_move(&state) == seat => {
                say_with(language, Message::TurnGoesOn, &[("moves", &moves)])
            }
            false => say_with(language, Message::TurnWhole, &[("moves", &moves)]),
        };
        let png = self.game.picture(&state, table.names(), language).await?;
        Ok(Reply::private(language, text).with_picture(png))
    }
}
