//! Palanquée's side of conditional turns (`commands::conditional`), for
//! games of two seats: a ply is a whole turn as `/play` takes it
//! (`grow H8; sow J9`, `end` optional), checked on a copy of the
//! published game; its canonical text is its actions as the record
//! writes them, so that two plies typed differently are the same turn
//! when their actions are. A queued reply is a whole turn: it must use
//! every action it owes (no claims are ever queued, R20, R21); the
//! opponent's expected turns may leave actions unused, as any turn.

use async_trait::async_trait;

use super::hosted::Palanquee;
use super::play_text::actions_from_text;
use super::refusals::action_refused;
use super::table::Table;
use super::turn::ended;
use crate::commands::catalogue::{Message, say};
use crate::commands::conditional::Conditionals;
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::reply::Reply;
use crate::commands::service::{Host, Service};
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Event, Game};
use crate::store::Tx;
use crate::store::queries::{GameRow, GameStatus};

#[async_trait]
impl Conditionals for Palanquee {
    async fn check_line(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        seat: usize,
        plies: &[String],
        language: Language,
    ) -> Result<Result<Vec<String>, (usize, String)>, CommandError> {
        let table = Host::new(service, self).table(tx, row.clone()).await?;
        let mut game = table.committed.clone();
        let mut checked = Vec::new();
        for (index, text) in plies.iter().enumerate() {
            if game.outcome().is_some() {
                let why = say(language, Message::ConditionalOverBefore);
                return Ok(Err((index + 1, why)));
            }
            let own = game.to_move().index() == seat;
            match play_ply(&mut game, text, own, language) {
                Ok(canonical) => checked.push(canonical),
                Err(why) => return Ok(Err((index + 1, why))),
            }
        }
        Ok(Ok(checked))
    }

    async fn last_turn(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
    ) -> Result<Option<(usize, String)>, CommandError> {
        let host = Host::new(service, self);
        let table = host.table_uncommitted(tx, row.clone()).await?;
        let turn: Vec<&Event> = table
            .last_turn
            .iter()
            .map(|(event, _)| event)
            .filter(|event| !matches!(event.action, Action::Claim(_) | Action::Resign))
            .collect();
        let Some(first) = turn.first() else {
            return Ok(None);
        };
        if turn.iter().any(|event| event.action == Action::TimeOut) {
            return Ok(None);
        }
        let actions: Vec<Action> = turn.iter().map(|event| event.action).collect();
        Ok(Some((first.player.index(), canonical(&actions))))
    }

    fn same_turn(&self, a: &str, b: &str) -> bool {
        a == b
    }

    async fn play_queued(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: &GameRow,
        seat: usize,
        ply: &str,
        readers: Language,
    ) -> Result<Option<Reply>, CommandError> {
        let host = Host::new(service, self);
        let mut table = host.table_uncommitted(tx, row.clone()).await?;
        if table.row.status != GameStatus::Playing || table.committed.to_move().index() != seat {
            return Ok(None);
        }
        table.redraft(&[]);
        if !draft_reply(&mut table, ply, readers) {
            return Ok(None);
        }
        let mover = table.current.to_move();
        let ending = if table.current.outcome().is_some() {
            None
        } else {
            match ended(&table.current, mover) {
                Ok(ending) => Some(ending),
                Err(_) => return Ok(None),
            }
        };
        let name = table.name(mover);
        let reply = host
            .publish_turn_in(tx, table, ending, &name, readers)
            .await?;
        Ok(Some(reply))
    }

    async fn line_picture(
        &self,
        service: &Service,
        row: GameRow,
        plies: &[String],
        language: Language,
    ) -> Result<Option<Vec<u8>>, CommandError> {
        let host = Host::new(service, self);
        let table = service
            .reading(async |tx| host.table(tx, row).await)
            .await?;
        let mut game = table.committed.clone();
        for ply in plies {
            if play_ply(&mut game, ply, false, language).is_err() {
                return Ok(None);
            }
        }
        let png = host.picture(&table, &game, &[], language).await?;
        Ok(Some(png))
    }
}

/// Plays the ply `text` on `game` for the player to move, its end
/// included (a reply of the caller's, `own`, must use every owed
/// action): its canonical text, or why it is refused in `language`
/// (`game` unchanged then).
fn play_ply(game: &mut Game, text: &str, own: bool, language: Language) -> Result<String, String> {
    let (actions, _) = actions_from_text(language, &text.to_ascii_lowercase())?;
    let mover = game.to_move();
    let mut next = game.clone();
    for &action in &actions {
        if let Err(illegal) = next.play(mover, action) {
            return Err(action_refused(action, illegal).words(language));
        }
    }
    if next.outcome().is_none() {
        if own && next.actions_owed() > 0 {
            return Err(say(language, PalanqueeMessage::ConditionalReplyUnused));
        }
        if let Err(illegal) = next.play(mover, Action::End) {
            return Err(action_refused(Action::End, illegal).words(language));
        }
    }
    *game = next;
    Ok(canonical(&actions))
}

/// Drafts the reply `ply` on `table` for its mover: whether it reads,
/// is legal and leaves no owed action (else the draft is partial).
fn draft_reply(table: &mut Table, ply: &str, language: Language) -> bool {
    let Ok((actions, _)) = actions_from_text(language, ply) else {
        return false;
    };
    let mover = table.current.to_move();
    for action in actions {
        let Ok(report) = table.current.play(mover, action) else {
            return false;
        };
        table.draft.push(action);
        table.draft_story.push((
            Event {
                player: mover,
                action,
            },
            report,
        ));
    }
    table.current.outcome().is_some() || table.current.actions_owed() == 0
}

/// A turn's canonical text: its actions as the record writes them, `end`
/// left out (`end` alone for a turn of none).
fn canonical(actions: &[Action]) -> String {
    let texts: Vec<String> = actions
        .iter()
        .filter(|action| **action != Action::End)
        .map(Action::to_string)
        .collect();
    if texts.is_empty() {
        return Action::End.to_string();
    }
    texts.join("; ")
}
