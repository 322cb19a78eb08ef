//! Palanquée at the table: the command layer's side of the first game.
//!
//! [`Service::run`](crate::commands::Service) sends a command here when
//! the channel's game is Palanquée; shared steps (seats, the outbox, turn
//! deadlines) are the layer's own. One file per concept: `table` (loading
//! a game, its cached replay and the draft), `turn` (the turn flow:
//! drafts, publishing, claims, resignations, and its side of the shared
//! draft pipeline, `commands::draft`), `refusals` (the
//! engine's refusals in the caller's language), `wording` (what a
//! turn's posts and previews say), `post` (fitting a post to Discord's
//! length), `info` (status, board, history, export), `deadlines`
//! (reminders, expiry, R21, R22), `rules_text` (the `/rules` topics and
//! `docs/rules.md`) and `suggest` (autocomplete).

mod agreement;
mod ap_export;
mod commands;
mod computer;
mod conditional;
mod deadlines;
mod hosted;
mod info;
pub(crate) mod play_text;
mod post;
pub(crate) mod refusals;
mod replay;
mod rules_text;
mod suggest;
mod table;
mod turn;
mod wording;

pub(crate) use hosted::Palanquee;

use crate::commands::caller::Caller;
use crate::commands::catalogue::say_with;
use crate::commands::command::Command;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::notices::announcing_turn;
use crate::commands::parse::play_quoted;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palanquee::Player;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::store::Tx;
use crate::store::queries::GameRow;
use commands::Step;

impl Host<'_, Palanquee> {
    /// A game command in a channel whose game is Palanquée (or that has
    /// none yet, which the command then says): answers in the caller's
    /// language, posts in `readers`' (the channel's).
    pub(crate) async fn run(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        match command {
            Command::Action {
                name,
                options,
                stamp,
            } => match commands::read(caller.language, &name, &options) {
                Some(Ok(Step::Draft(action))) => {
                    self.draft(channel, caller, readers, vec![action], false, stamp)
                        .await
                }
                Some(Ok(Step::Claim(cell))) => self.claim(channel, caller, readers, cell).await,
                Some(Err(refusal)) => refuse(refusal),
                None => {
                    let quoted = self.service.command_quoted(caller.language, &name);
                    refuse(hosted::not_ours(&quoted))
                }
            },
            Command::End { confirm, stamp } => {
                self.end(channel, caller, readers, confirm, stamp).await
            }
            Command::Play { text, stamp } => {
                match play_text::actions_from_text(caller.language, &text.to_ascii_lowercase()) {
                    Ok((actions, end)) => {
                        self.draft(channel, caller, readers, actions, end, stamp)
                            .await
                    }
                    Err(_) if text.contains(':') => {
                        refuse(hosted::not_ours(&play_quoted(caller.language, &text)))
                    }
                    Err(refusal) => refuse(refusal),
                }
            }
            Command::Resign => self.resign(channel, caller, readers).await,
            // The shared commands (seats, /status, /rules, /help, /undo,
            // the views) never come here: `Service::run` answers them.
            _ => refuse(PalanqueeMessage::NotForPalanquee),
        }
    }

    /// The announcement that a Palanquée game begins, in `readers`'
    /// language (the channel's): the seat order, the empty board, and a
    /// mention of the first player (R11, R19).
    pub(crate) async fn opening(
        &self,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let table = self.table(tx, row).await?;
        let first = table.committed.to_move();
        let order: Vec<String> = table
            .seats
            .iter()
            .map(|s| {
                let letter = Player::new(s.seat as usize).map_or('?', Player::letter);
                format!("{letter} {}", s.name)
            })
            .collect();
        let png = self.picture(&table, &table.committed, &[], readers).await?;
        let text = say_with(
            readers,
            PalanqueeMessage::Begins,
            &[("order", &order.join(", ")), ("name", &table.name(first))],
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
}
