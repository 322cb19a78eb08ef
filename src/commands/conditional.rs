//! Conditional turns (issue 50): in a two-player game, a player queues,
//! privately, replies to the opponent's possible next turns, several
//! plies deep (`/conditional line:"T1 | R1 | T2 | R2"`). When the
//! opponent publishes a turn that a queued line expects, its reply is
//! published at once in the owner's name, in the same transaction and
//! through the same pipeline as any turn ([`Service::publish`]); any
//! other turn drops the queue and tells its owner by a direct message
//! kept in the outbox. So does the end of the game, an expired turn and
//! an abort. The queue is never shown to anyone but its owner (their
//! `/conditional` and `/status`).
//!
//! This file is the queue's life and names no game: reading a ply,
//! checking a line on the engine, telling two turns apart and publishing
//! a reply are each game's ([`Conditionals`], reached through
//! [`HostedGame::conditionals`](super::service::HostedGame::conditionals)).
//!
//! A line is refused while it is the caller's own turn (a line begins
//! with the opponent's turn), and each reply must be a whole turn (in a
//! game of claims, one that leaves no owed action unused).

use async_trait::async_trait;

use super::caller::Caller;
use super::catalogue::{Message, say, say_with};
use super::error::{CommandError, refuse};
use super::language::Language;
use super::notices::{channel_link, dm_destination};
use super::refusal::said;
use super::reply::Reply;
use super::service::{HostedGame, Service};
use super::tournament::platform_channel;
use crate::store::Tx;
use crate::store::conditionals::{self, LineRow, PLY_SEPARATOR};
use crate::store::outbox::{self, NewPost};
use crate::store::queries::{self, GameRow, GameStatus};

/// The most plies a line may hold.
pub const MAX_PLIES: usize = 12;

/// The most lines a player may queue in one game.
pub const MAX_LINES: usize = 20;

/// What a game with conditional turns answers: its side of the queue.
#[async_trait]
pub(crate) trait Conditionals: Send + Sync {
    /// Checks `plies`, as typed, queued by `seat` in `row`'s game, from
    /// the published position with the opponent to move: each ply's
    /// canonical text, or the ply refused (its number, from 1) and why,
    /// in `language`.
    async fn check_line(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        seat: usize,
        plies: &[String],
        language: Language,
    ) -> Result<Result<Vec<String>, (usize, String)>, CommandError>;

    /// The last turn published in `row`'s game: the seat that played it
    /// and its canonical text; `None` when the last change was no turn
    /// (a claim, a timeout) or there is none.
    async fn last_turn(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
    ) -> Result<Option<(usize, String)>, CommandError>;

    /// Whether canonical plies `a` and `b` are the same turn (however
    /// ordered).
    fn same_turn(&self, a: &str, b: &str) -> bool;

    /// Publishes `ply` for `seat` of `row`'s game in `tx` (recorded and
    /// announced as any turn, not committed): the announcement in
    /// `readers`' language; `None` when it is not `seat`'s turn or the
    /// ply is no longer legal.
    async fn play_queued(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        seat: usize,
        ply: &str,
        readers: Language,
    ) -> Result<Option<Reply>, CommandError>;

    /// The picture of `row`'s game at the end of `plies` (canonical,
    /// checked), its words in `language`.
    async fn line_picture(
        &self,
        service: &Service,
        row: GameRow,
        plies: &[String],
        language: Language,
    ) -> Result<Option<Vec<u8>>, CommandError>;
}

/// Why a queue was dropped, for its owner's notice.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Dropped<'a> {
    /// The opponent played a turn no line expected.
    Unexpected(&'a str),
    /// The reply became illegal.
    Illegal(&'a str),
    /// The game ended (or was aborted).
    Over,
    /// A turn ran out of time.
    Expired,
}

impl Service {
    /// `/conditional`: with `line`, queues it; with `clear`, empties the
    /// caller's queue; alone, shows it. Private answers, in the caller's
    /// language.
    pub(crate) async fn conditional(
        &self,
        channel: &str,
        caller: &Caller,
        line: Option<String>,
        clear: bool,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let (row, seat, game) = self.queue_table(&mut tx, channel, caller).await?;
        let language = caller.language;
        if clear {
            let count = conditionals::clear(&mut tx, row.id, seat as i64).await?;
            tx.commit().await?;
            let text = match count {
                0 => say(language, Message::ConditionalNone),
                _ => say_with(language, Message::ConditionalCleared, &[("count", &count)]),
            };
            return Ok(vec![Reply::private(language, text)]);
        }
        let Some(line) = line else {
            let lines = own_lines(&mut tx, row.id, seat).await?;
            tx.commit().await?;
            return Ok(vec![Reply::private(
                language,
                queue_words(language, &lines),
            )]);
        };
        let plies = self
            .queue_line(&mut tx, (&row, seat, game), caller, &line)
            .await?;
        let count = own_lines(&mut tx, row.id, seat).await?.len();
        tx.commit().await?;
        let shown = plies.join(PLY_SEPARATOR);
        let text = say_with(
            language,
            Message::ConditionalQueued,
            &[("line", &shown), ("count", &count)],
        );
        let mut reply = Reply::private(language, text);
        if let Some(conditionals) = game.conditionals()
            && let Some(png) = conditionals
                .line_picture(self, row, &plies, language)
                .await?
        {
            reply = reply.with_picture(png);
        }
        Ok(vec![reply])
    }

    /// The game being played in `channel`, the caller's seat and the
    /// game as hosted, or why a queue cannot be kept there.
    async fn queue_table(
        &self,
        tx: &mut Tx,
        channel: &str,
        caller: &Caller,
    ) -> Result<(GameRow, usize, &dyn HostedGame), CommandError> {
        let Some(row) = queries::latest_game(tx, channel).await? else {
            return refuse(Message::NoGameHere);
        };
        match row.status {
            GameStatus::Playing => {}
            GameStatus::Lobby => return refuse(Message::GameNotStartedYet),
            _ => return refuse(Message::GameOver),
        }
        let game = self.games.get(&row.game)?;
        if game.conditionals().is_none() {
            return refuse(said(
                Message::ConditionalNotInGame,
                &[("game", &game.title())],
            ));
        }
        let seats = queries::seats(tx, row.id).await?;
        if seats.len() != 2 {
            return refuse(said(
                Message::ConditionalTwoPlayers,
                &[("players", &seats.len())],
            ));
        }
        let Some(seat) = seats.iter().find(|s| s.user_id == caller.id) else {
            return refuse(Message::NoSeat);
        };
        Ok((row, seat.seat as usize, game))
    }

    /// Checks `line` (plies separated by `|`) for `seat` and queues it
    /// in `tx`: its plies in canonical text, or the refusal.
    async fn queue_line(
        &self,
        tx: &mut Tx,
        (row, seat, game): (&GameRow, usize, &dyn HostedGame),
        caller: &Caller,
        line: &str,
    ) -> Result<Vec<String>, CommandError> {
        let typed: Vec<String> = line.split('|').map(|p| p.trim().to_string()).collect();
        if typed.iter().any(String::is_empty) || typed.len() < 2 || !typed.len().is_multiple_of(2) {
            return refuse(Message::ConditionalPairs);
        }
        if typed.len() > MAX_PLIES {
            return refuse(said(Message::ConditionalTooLong, &[("most", &MAX_PLIES)]));
        }
        let holder = game.turn_holder(self, tx, row.clone(), caller.language);
        if holder.await?.is_some_and(|holder| holder.seat == seat) {
            return refuse(Message::ConditionalYourTurn);
        }
        let Some(conditionals) = game.conditionals() else {
            return refuse(Message::GameOver);
        };
        let checked = conditionals.check_line(self, tx, row, seat, &typed, caller.language);
        let plies = match checked.await? {
            Ok(plies) => plies,
            Err((ply, why)) => {
                let text = &typed[ply.saturating_sub(1).min(typed.len() - 1)];
                return refuse(said(
                    Message::ConditionalPlyRefused,
                    &[("ply", &ply), ("text", text), ("why", &why)],
                ));
            }
        };
        let queued = own_lines(tx, row.id, seat).await?;
        if let Some(turn) = queued
            .iter()
            .find_map(|other| conflict(conditionals, &other.plies, &plies))
        {
            return refuse(said(Message::ConditionalConflict, &[("turn", &turn)]));
        }
        if queued.iter().any(|other| other.plies == plies) {
            return Ok(plies);
        }
        if queued.len() >= MAX_LINES {
            return refuse(said(Message::ConditionalTooMany, &[("most", &MAX_LINES)]));
        }
        let code = caller.language.code();
        conditionals::add(tx, row.id, seat as i64, &plies, code).await?;
        Ok(plies)
    }

    /// After a turn of game `game` was published in `tx` (its
    /// announcement last in `replies`): the queued reply it calls for,
    /// published and announced (and the reply's own, if the other
    /// player queued one in turn), or the queue it drops, its owner told.
    pub(crate) async fn answer_queued(
        &self,
        tx: &mut Tx,
        game: i64,
        replies: &mut Vec<Reply>,
    ) -> Result<(), CommandError> {
        // Each round spends a ply pair of a line: it ends.
        for _ in 0..=MAX_PLIES {
            let Some(row) = queries::game(tx, game).await? else {
                return Ok(());
            };
            let lines = conditionals::lines(tx, game).await?;
            if lines.is_empty() {
                return Ok(());
            }
            if row.status != GameStatus::Playing {
                return self.drop_lines(tx, &row, lines, Dropped::Over).await;
            }
            let hosted = self.games.get(&row.game)?;
            let Some(conditionals) = hosted.conditionals() else {
                return Ok(());
            };
            let Some((mover, turn)) = conditionals.last_turn(self, tx, &row).await? else {
                return Ok(());
            };
            let waiting: Vec<LineRow> = lines
                .into_iter()
                .filter(|line| line.seat != mover as i64)
                .collect();
            if waiting.is_empty() {
                return Ok(());
            }
            let fired = self
                .fire(tx, (&row, conditionals), &turn, waiting, replies)
                .await?;
            if !fired {
                return Ok(());
            }
        }
        Ok(())
    }

    /// Fires the reply of the `waiting` lines (one seat's, the one to
    /// move) that expect `turn`, or drops them all: whether a reply was
    /// published (its announcement pushed on `replies`).
    async fn fire(
        &self,
        tx: &mut Tx,
        (row, conditionals): (&GameRow, &dyn Conditionals),
        turn: &str,
        waiting: Vec<LineRow>,
        replies: &mut Vec<Reply>,
    ) -> Result<bool, CommandError> {
        let (expected, others): (Vec<LineRow>, Vec<LineRow>) =
            waiting.into_iter().partition(|line| {
                line.plies
                    .first()
                    .is_some_and(|t| conditionals.same_turn(t, turn))
            });
        let Some(first) = expected.first() else {
            return self
                .drop_lines(tx, row, others, Dropped::Unexpected(turn))
                .await
                .map(|()| false);
        };
        let (seat, reply) = (first.seat, first.plies.get(1).cloned().unwrap_or_default());
        let readers = self.readers_language(tx, &row.server).await?;
        let played = conditionals.play_queued(self, tx, row, seat as usize, &reply, readers);
        let Some(announcement) = played.await? else {
            let mut all = expected;
            all.extend(others);
            return self
                .drop_lines(tx, row, all, Dropped::Illegal(&reply))
                .await
                .map(|()| false);
        };
        for line in others {
            conditionals::remove(tx, line.id).await?;
        }
        for line in &expected {
            conditionals::shorten(tx, line.id, line.plies.get(2..).unwrap_or_default()).await?;
        }
        // The turn the reply answered is not the owner's to play any more.
        if let Some(answered) = replies.last_mut() {
            answered.turn_of = None;
        }
        replies.push(announcement);
        Ok(true)
    }

    /// Drops every line queued in game `row`, for `why`, each owner told
    /// by a direct message (an expiry, an abort, the end of the game).
    pub(crate) async fn drop_queues(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        why: Dropped<'_>,
    ) -> Result<(), CommandError> {
        let lines = conditionals::lines(tx, row.id).await?;
        self.drop_lines(tx, row, lines, why).await
    }

    /// Removes `lines` of game `row` and tells each owner once, by a
    /// direct message in the outbox, in the language they queued in.
    async fn drop_lines(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        lines: Vec<LineRow>,
        why: Dropped<'_>,
    ) -> Result<(), CommandError> {
        let seats = queries::seats(tx, row.id).await?;
        let mut told = Vec::new();
        for line in lines {
            conditionals::remove(tx, line.id).await?;
            if told.contains(&line.seat) {
                continue;
            }
            told.push(line.seat);
            let Some(owner) = seats.iter().find(|s| s.seat == line.seat) else {
                continue;
            };
            let language = line.language.parse().unwrap_or_default();
            let link = channel_link(&row.server, &platform_channel(tx, &row.channel).await?);
            let text = dropped_words(language, &link, why);
            let destination = dm_destination(&owner.user_id);
            let post = NewPost {
                about: Some(&row.channel),
                language,
                ..NewPost::plain(&destination, &text, &[])
            };
            let now = self.now();
            outbox::insert_post(tx, &post, now, now).await?;
        }
        Ok(())
    }

    /// The caller's queue in `row`'s game, for their private `/status`:
    /// `None` when they queued nothing.
    pub(crate) async fn queue_for_status(
        &self,
        row: &GameRow,
        caller: &Caller,
    ) -> Result<Option<String>, CommandError> {
        let lines = self
            .reading(async |tx| Ok(conditionals::lines(tx, row.id).await?))
            .await?;
        let seats = self
            .reading(async |tx| Ok(queries::seats(tx, row.id).await?))
            .await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == caller.id) else {
            return Ok(None);
        };
        let own: Vec<LineRow> = lines.into_iter().filter(|l| l.seat == seat.seat).collect();
        if own.is_empty() || row.status != GameStatus::Playing {
            return Ok(None);
        }
        Ok(Some(queue_words(caller.language, &own)))
    }
}

/// The lines `seat` queued in game `game`.
async fn own_lines(tx: &mut Tx, game: i64, seat: usize) -> Result<Vec<LineRow>, CommandError> {
    let lines = conditionals::lines(tx, game).await?;
    Ok(lines
        .into_iter()
        .filter(|line| line.seat == seat as i64)
        .collect())
}

/// The opponent's turn at which `queued` and `new` part with different
/// replies, if they do: one turn has one reply.
fn conflict(conditionals: &dyn Conditionals, queued: &[String], new: &[String]) -> Option<String> {
    for (theirs, mine) in queued.chunks(2).zip(new.chunks(2)) {
        let (Some(turn), Some(other)) = (theirs.first(), mine.first()) else {
            return None;
        };
        if !conditionals.same_turn(turn, other) {
            return None;
        }
        match (theirs.get(1), mine.get(1)) {
            (Some(a), Some(b)) if !conditionals.same_turn(a, b) => return Some(turn.clone()),
            _ => {}
        }
    }
    None
}

/// A queue in `language`: each line on its own, or that there is none.
fn queue_words(language: Language, lines: &[LineRow]) -> String {
    if lines.is_empty() {
        return say(language, Message::ConditionalNone);
    }
    let shown: Vec<String> = lines
        .iter()
        .map(|line| format!("- {}", line.plies.join(PLY_SEPARATOR)))
        .collect();
    let head = say_with(
        language,
        Message::ConditionalYours,
        &[("count", &lines.len())],
    );
    format!("{head}\n{}", shown.join("\n"))
}

/// The notice of a queue dropped for `why`, in `language`, naming the
/// game's channel by `link`.
fn dropped_words(language: Language, link: &str, why: Dropped<'_>) -> String {
    match why {
        Dropped::Unexpected(turn) => say_with(
            language,
            Message::ConditionalDroppedUnexpected,
            &[("link", &link), ("turn", &turn)],
        ),
        Dropped::Illegal(turn) => say_with(
            language,
            Message::ConditionalDroppedIllegal,
            &[("link", &link), ("turn", &turn)],
        ),
        Dropped::Over => say_with(
            language,
            Message::ConditionalDroppedOver,
            &[("link", &link)],
        ),
        Dropped::Expired => say_with(
            language,
            Message::ConditionalDroppedExpired,
            &[("link", &link)],
        ),
    }
}
