//! The Palago turn flow: a private draft of one or two tiles with a
//! preview picture (kept, and taken back, by the shared draft pipeline),
//! publishing the turn (or a whole turn given as
//! text), and resigning. A first tile that ends the game is the whole turn
//! (P9), and the preview says so.

use async_trait::async_trait;

use super::ending::{end_words, stop_words};
use super::hosted::Palago;
use super::refusals::turn_refused;
use super::table::{PalagoTable, RESIGN, Stop, seat_of};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Stamp;
use crate::commands::draft::Drafting;
use crate::commands::drawing::draw_png;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::refusal::{Refusal, said};
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::commands::turn_end::{Published, Standing};
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Colour, End, FirstTile, Game, Outcome, Placement, Turn};
use crate::games::rules::Finish;
use crate::store::Tx;
use crate::store::queries::GameRow;

impl Host<'_, Palago> {
    /// `/place`: adds a tile to the caller's draft and shows the preview,
    /// in the caller's language.
    pub(crate) async fn place(
        &self,
        channel: &str,
        caller: &Caller,
        placement: Placement,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, mut table, seat) = self.open_turn(channel, caller, None).await?;
        let judged = match *table.draft.as_slice() {
            [] => table.game.judge_first(placement).map(|_| ()),
            [first] if table.game.ends_the_game(first) => {
                return refuse(said(PalagoMessage::FirstTileIsTheTurn, &[("tile", &first)]));
            }
            [first] => table.game.judge_second(first, placement),
            _ => {
                return refuse(PalagoMessage::TwoTilesAlready);
            }
        };
        if let Err(refusal) = judged {
            return refuse(turn_refused(Some(&placement), refusal));
        }
        table.draft.push(placement);
        self.keep_draft(tx, &table, seat, caller.language).await
    }

    /// `/end` (or the End turn button): publishes the drafted turn, in
    /// `readers`' language (the channel's).
    pub(crate) async fn end(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, table, _) = self.open_turn(channel, caller, stamp).await?;
        let Some(turn) = table.draft_turn() else {
            return match *table.draft.as_slice() {
                [] => refuse(PalagoMessage::DraftEmptyEnd),
                _ => refuse(said(
                    PalagoMessage::SecondTileNeeded,
                    &[("cell", &table.draft[0].cell)],
                )),
            };
        };
        self.lay_turn(tx, table, turn, readers).await
    }

    /// `/play actions:"0,1:1 1,1:2"`: plays a whole turn at once. Refused
    /// while the caller has a draft: it would be thrown away unseen, so the
    /// refusal says how to finish or clear it. Published in `readers`'
    /// language (the channel's).
    pub(crate) async fn play(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        turn: Turn,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError> {
        let (tx, table, _) = self.open_turn(channel, caller, stamp).await?;
        if let Some(refusal) = draft_in_the_way(&table) {
            return refuse(refusal);
        }
        self.lay_turn(tx, table, turn, readers).await
    }

    /// `/resign`: the caller gives the game up; the other player wins.
    /// Announced in `readers`' language (the channel's).
    pub(crate) async fn resign(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let mut table = self.active(&mut tx, channel).await?;
        table.playing()?;
        let Some(colour) = table.colour_of(caller) else {
            return refuse(Message::NoSeat);
        };
        let stop = Stop::Resigned(colour);
        table.stop = Some(stop);
        let name = table.player(readers, colour);
        let text = say_with(readers, Message::PlayerResigns, &[("name", &name)]);
        let reply = self
            .stop(&mut tx, &table, stop, RESIGN, text, readers)
            .await?;
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// Ends the game by `stop` (a resignation or a timeout) in `tx`: its
    /// event and the result. Returns the announcement, with the table and a
    /// mention of the winner, in `readers`' language (the channel's), after
    /// `headline` (already in it); the caller keeps it in the outbox and
    /// commits.
    pub(crate) async fn stop(
        &self,
        tx: &mut Tx,
        table: &PalagoTable,
        stop: Stop,
        event: &str,
        headline: String,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let loser = stop.loser();
        let events = [(seat_of(loser), event.to_string())];
        let standing = Standing::Over {
            places: Finish::from(Outcome::Win(loser.other())).places(2, |_| false),
            result: stop_result(table, stop),
        };
        self.service
            .record_change(tx, &table.row, &events, (&standing, true), None)
            .await?;
        let png = self.picture(table, None, readers).await?;
        let said = stop_words(readers, table, stop);
        let mut reply = Reply::public(readers, format!("{headline} {said}")).with_picture(png);
        reply.mentions = table.user_id(loser.other()).into_iter().collect();
        Ok(reply)
    }

    /// Plays `turn` for the mover, stores it, and announces it with the
    /// table and a mention of the opponent (or the result), in `readers`'
    /// language (the channel's).
    async fn lay_turn(
        &self,
        mut tx: Tx,
        table: PalagoTable,
        turn: Turn,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let (game, channel) = (table.row.id, table.row.channel.clone());
        let reply = self.lay_turn_in(&mut tx, table, turn, readers).await?;
        self.service
            .announce_published(tx, game, &channel, reply)
            .await
    }

    /// [`Host::lay_turn`] in `tx`, not committed: the announcement, for
    /// the caller to keep in the outbox (a queued reply fired).
    pub(super) async fn lay_turn_in(
        &self,
        tx: &mut Tx,
        mut table: PalagoTable,
        turn: Turn,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let mover = table.game.to_move();
        let end = match table.game.play(&turn) {
            Ok(report) => report.end,
            Err(refusal) => return refuse(turn_refused(Some(&turn), refusal)),
        };
        let events = [(seat_of(mover), turn.to_string())];
        table.draft.clear();
        let standing = match end {
            Some(end) => Standing::Over {
                places: Finish::from(end.outcome()).places(2, |_| false),
                result: end_result(&table, end),
            },
            None => Standing::GoesOn { turn_passed: true },
        };
        let row = table.row.clone();
        let published = Published {
            row: &row,
            seat: seat_of(mover),
            events: &events,
            standing,
            kept: None,
        };
        let announce = async |deadline| {
            self.laid(&table, mover, &turn, end, deadline, readers)
                .await
        };
        self.service.publish_in(tx, published, announce).await
    }

    /// The announcement of `mover`'s `turn`: the result if it ended the
    /// game (`end`), else whose turn it is now, mentioned, with its
    /// `deadline`; and the table. In `readers`' language (the channel's).
    async fn laid(
        &self,
        table: &PalagoTable,
        mover: Colour,
        turn: &Turn,
        end: Option<End>,
        deadline: Option<i64>,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let name = table.player(readers, mover);
        let mut text = say_with(
            readers,
            PalagoMessage::PlayerLaid,
            &[("name", &name), ("turn", turn)],
        );
        let mention = table.user_id(mover.other());
        if let Some(end) = end {
            let result = public_end_result(readers, table, end);
            text.push_str(&format!(" {result}"));
        } else {
            let (next, left) = (mover.other(), table.game.tiles_left());
            let name = table.player(readers, next);
            let turn = say_with(
                readers,
                PalagoMessage::YourTurn,
                &[("name", &name), ("left", &left)],
            );
            text.push_str(&format!(" {turn}"));
        }
        let png = self.picture(table, None, readers).await?;
        let mut reply = Reply::public(readers, text).with_picture(png);
        if end.is_none() {
            reply.turn_of = crate::commands::notices::turn_of(&table.row, mention.as_ref());
        }
        reply.mentions = mention.into_iter().collect();
        reply.deadline = deadline;
        Ok(reply)
    }

    /// The picture of `table`'s game, rendered off the async threads, its
    /// panel in `language`: `highlight` as in
    /// [`crate::games::palago::picture::render_png`] (`None` rings the last
    /// turn; a draft's tiles are drawn in place).
    pub(crate) async fn picture(
        &self,
        table: &PalagoTable,
        highlight: Option<Vec<Placement>>,
        language: Language,
    ) -> Result<Vec<u8>, CommandError> {
        let (game, names) = (table.game.clone(), table.picture_names());
        self.picture_of(game, names, highlight, language).await
    }

    /// [`Host::picture`] of any game (the board of an earlier
    /// turn, a rules diagram).
    pub(crate) async fn picture_of(
        &self,
        game: Game,
        names: [String; 2],
        highlight: Option<Vec<Placement>>,
        language: Language,
    ) -> Result<Vec<u8>, CommandError> {
        draw_png("palago", move || {
            let names = [names[0].as_str(), names[1].as_str()];
            crate::games::palago::picture::render_png(&game, names, highlight.as_deref(), language)
        })
        .await
    }
}

/// The preview's words in `language`: the draft, what it does, what to
/// do next.
fn preview_text(language: Language, table: &PalagoTable) -> String {
    let game = &table.game;
    match *table.draft.as_slice() {
        [] => say(language, PalagoMessage::DraftEmpty),
        [first] => match game.judge_first(first) {
            Ok(FirstTile::EndsTheGame) => {
                let end = draft_end(table)
                    .map(|end| end.to_string())
                    .unwrap_or_default();
                say_with(
                    language,
                    PalagoMessage::FirstTileEnds,
                    &[("tile", &first), ("end", &end)],
                )
            }
            _ => say_with(
                language,
                PalagoMessage::LaySecondTile,
                &[("tile", &first), ("cell", &first.cell)],
            ),
        },
        _ => {
            let ends = draft_end(table)
                .map(|end| say_with(language, PalagoMessage::TurnEndsGame, &[("end", &end)]))
                .unwrap_or_default();
            let turn = table.draft_texts().join(" ");
            say_with(
                language,
                PalagoMessage::TurnReady,
                &[("turn", &turn), ("ends", &ends)],
            )
        }
    }
}

/// Why `/play` is refused over the mover's draft, if there is one: a
/// drafted turn is published with `/end`; a lone tile needs its second.
fn draft_in_the_way(table: &PalagoTable) -> Option<Refusal> {
    if let Some(turn) = table.draft_turn() {
        return Some(said(PalagoMessage::PlayOverReadyDraft, &[("turn", &turn)]));
    }
    let first = table.draft.first()?;
    Some(said(PalagoMessage::PlayOverOneTile, &[("tile", first)]))
}

/// How the drafted turn would end the game, if it would.
fn draft_end(table: &PalagoTable) -> Option<End> {
    let turn = table.draft_turn()?;
    let mut game = table.game.clone();
    game.play(&turn).ok()?.end
}

/// The result of a game that ended on the table (P11, P12), naming the
/// winner: in English, as the store keeps it.
pub(crate) fn end_result(table: &PalagoTable, end: End) -> String {
    let winner = match end.outcome() {
        Outcome::Win(colour) => format!("{} wins.", table.player(Language::English, colour)),
        Outcome::Draw => "The game is drawn.".into(),
    };
    let mut told = end.to_string();
    if let Some(first) = told.get(..1) {
        told = first.to_uppercase() + &told[1..];
    }
    format!("{told}. {winner}")
}

/// The result of a game that ended on the table as the channel reads it
/// (`readers`): in English the engine's own words ([`end_result`]), in
/// another language the catalogue's ([`end_words`]).
fn public_end_result(readers: Language, table: &PalagoTable, end: End) -> String {
    match readers {
        Language::English => end_result(table, end),
        _ => end_words(readers, end),
    }
}

/// The result of a game ended by a resignation or a timeout, as the store
/// keeps it: in English.
pub(crate) fn stop_result(table: &PalagoTable, stop: Stop) -> String {
    stop_words(Language::English, table, stop)
}

#[async_trait]
impl Drafting for Host<'_, Palago> {
    type Table = PalagoTable;

    fn row<'t>(&self, table: &'t PalagoTable) -> &'t GameRow {
        &table.row
    }

    async fn load(&self, tx: &mut Tx, row: GameRow) -> Result<PalagoTable, CommandError> {
        self.table(tx, row).await
    }

    fn no_game_here(&self) -> Refusal {
        PalagoMessage::NoGameHere.into()
    }

    fn mover(&self, table: &PalagoTable, caller: &Caller) -> Result<usize, CommandError> {
        table.mover(caller).map(Colour::seat)
    }

    fn draft_texts(&self, table: &PalagoTable) -> Vec<String> {
        table.draft_texts()
    }

    fn take_back(&self, table: &mut PalagoTable) -> bool {
        table.draft.pop().is_some()
    }

    /// The draft's tiles drawn in place, and what they do, in `language`
    /// (the mover's).
    async fn preview(
        &self,
        table: &PalagoTable,
        language: Language,
    ) -> Result<Reply, CommandError> {
        let png = self
            .picture(table, Some(table.draft.clone()), language)
            .await?;
        let text = preview_text(language, table);
        Ok(Reply::private(language, text).with_picture(png))
    }
}
