//! Palago at the table: the command layer's side of the second game.
//!
//! [`Service::run`](crate::commands::Service) sends a command here when
//! the channel's game is Palago; shared steps (seats, the outbox, turn
//! deadlines) are the layer's own. One file per concept: `table` (loading
//! a game and its draft), `turn` (placing, publishing, resigning, and its
//! side of the shared draft pipeline, `commands::draft`: loading, whose
//! turn, taking a tile back, the preview),
//! `refusals` (the engine's refusals in the caller's language), `ending`
//! (how a game ended, in the language given), `info` (status, board, history, export), `deadlines` (reminder and loss
//! on time), `rules` (the `/rules` topics) and `suggest` (autocomplete).
//!
//! Every function that words something takes the language it words in:
//! the caller's (`caller.language`) for what the caller alone reads (a
//! preview, `/status`, `/history`, a rules topic), the channel's
//! (`readers`) for what is posted for all (a published turn, the
//! opening post, `/board`, `/replay`, reminders and expiries), English
//! for the result the store keeps.

mod ap_export;
mod commands;
mod computer;
mod conditional;
mod deadlines;
mod ending;
mod hosted;
mod info;
pub(crate) mod refusals;
mod replay;
mod rules;
mod suggest;
mod table;
mod turn;

pub(crate) use hosted::Palago;

use crate::commands::caller::Caller;
use crate::commands::catalogue::say_with;
use crate::commands::command::Command;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::notices::announcing_turn;
use crate::commands::reply::Reply;
use crate::commands::service::Host;
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Game, Turn};
use crate::store::Tx;
use crate::store::queries::GameRow;

impl Host<'_, Palago> {
    /// Runs a game command in a channel whose game (active, or else the
    /// latest) is Palago. Seats and `/abort` are handled by the shared
    /// lobby before this. Answers in the caller's language, posts in
    /// `readers`' (the channel's).
    pub(crate) async fn run(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        match command {
            Command::Action { name, options, .. } => {
                match commands::read(language, &name, &options) {
                    Some(Ok(placement)) => self.place(channel, caller, placement).await,
                    Some(Err(refusal)) => refuse(refusal),
                    None => {
                        let quoted = self.service.command_quoted(language, &name);
                        refuse(hosted::not_ours(&quoted))
                    }
                }
            }
            Command::Play { text, stamp } if text.contains(':') => {
                match text.to_ascii_lowercase().parse::<Turn>() {
                    Ok(turn) => self.play(channel, caller, readers, turn, stamp).await,
                    Err(refusal) => refuse(refusals::turn_refused(None, refusal)),
                }
            }
            Command::Play { text, .. } => refuse(hosted::not_ours(
                &self.service.play_as_command(language, &text),
            )),
            Command::End { stamp, .. } => self.end(channel, caller, readers, stamp).await,
            Command::Resign => self.resign(channel, caller, readers).await,
            // The shared commands (seats, /status, /rules, /help, /undo,
            // the views) never come here: `Service::run` answers them.
            _ => refuse(PalagoMessage::NotForPalago),
        }
    }

    /// `/status` of a Palago game in play.
    pub(crate) async fn status_of(
        &self,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        let table = self
            .service
            .reading(async |tx| self.table(tx, row).await)
            .await?;
        Ok(self.status(&table, caller))
    }

    /// The announcement that a Palago game begins: the seats, the empty
    /// table, and a mention of White, who lays the first tile on 0,0 (P6),
    /// in `readers`' language (the channel's).
    pub(crate) async fn opening(
        &self,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError> {
        let table = self.table(tx, row).await?;
        let white = crate::games::palago::Colour::White;
        let (game, names) = (Game::new(table.options()), table.picture_names());
        let png = self.picture_of(game, names, None, readers).await?;
        let text = say_with(
            readers,
            PalagoMessage::Begins,
            &[
                ("white", &table.name(white)),
                ("blue", &table.name(white.other())),
                ("mention", &table.player(readers, white)),
            ],
        );
        let reply = Reply::public(readers, text).with_picture(png);
        let due = table.deadline.map(|d| d.due_at);
        Ok(announcing_turn(
            reply,
            &table.row,
            table.user_id(white),
            due,
        ))
    }
}
