//! What a channel plays: its active game, or else its latest, and the
//! commands answered for whichever game that is (`/status`, `/rules`)
//! before the game-specific ones are dispatched.

use super::Caller;
use super::{CommandError, Reply, Service, refuse};
use crate::commands::catalogue::{Message, say, say_with};
use crate::games::GameKind;
use crate::store::Tx;
use crate::store::queries::{self, GameRow};

impl Service {
    /// The row of the channel's active game, or else of its most recent
    /// one.
    pub(crate) async fn current_or_latest_row(
        &self,
        conn: &mut Tx,
        channel: &str,
    ) -> Result<GameRow, CommandError> {
        match active_or_latest(conn, channel).await? {
            Some(row) => Ok(row),
            None => refuse(say(Message::NothingPlayedHere)),
        }
    }

    /// Which game the channel plays: its active game's, else its latest
    /// game's, else Palanquée (whose commands then say there is no game).
    pub(crate) async fn channel_game(&self, channel: &str) -> Result<GameKind, CommandError> {
        let mut tx = self.store.read().await?;
        let row = active_or_latest(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(row.map_or(GameKind::Palanquee, |row| row.game))
    }

    /// A command of `game` whose options could not be read: in a channel
    /// playing the other game, that the command is not this channel's
    /// game's, and what to use instead; elsewhere, `refusal`.
    pub(crate) async fn unreadable(
        &self,
        channel: &str,
        game: GameKind,
        command: &str,
        refusal: String,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.read().await?;
        let played = active_or_latest(&mut tx, channel)
            .await?
            .map(|row| row.game);
        tx.commit().await?;
        match played {
            Some(played) if played != game => refuse(not_this_games(played, command)),
            _ => refuse(refusal),
        }
    }

    /// `/rules [topic]`: a topic of either game, or without one, the
    /// overview of the channel's game.
    pub(crate) async fn rules(
        &self,
        channel: &str,
        topic: Option<&str>,
    ) -> Result<Vec<Reply>, CommandError> {
        let topic = match topic {
            Some(topic) => topic,
            None if self.channel_game(channel).await? == GameKind::Palago => "palago",
            None => return Ok(vec![super::palanquee::rules(None)]),
        };
        match self.palago_rules(topic).await? {
            Some(reply) => Ok(vec![reply]),
            None => Ok(vec![super::palanquee::rules(Some(topic))]),
        }
    }

    /// `/status`: the channel's game as its own game tells it, and why
    /// announcements are not reaching the channel, if they are not.
    pub(crate) async fn status(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let row = {
            let mut tx = self.store.read().await?;
            let row = self.current_or_latest_row(&mut tx, channel).await?;
            tx.commit().await?;
            row
        };
        let away = {
            let mut tx = self.store.read().await?;
            let lines = self.vacation_lines(&mut tx, &row, self.now()).await?;
            tx.commit().await?;
            lines
        };
        let mut reply = match row.game {
            GameKind::Palanquee => self.palanquee_status(row, caller).await?,
            GameKind::Palago => self.palago_status_of(row, caller).await?,
        };
        for line in away {
            reply.text = format!("{}\n{line}", reply.text);
        }
        if let Some(problem) = self.channel_problem(channel).await? {
            reply.text = format!("{}\n{problem}", reply.text);
        }
        Ok(vec![reply])
    }
}

/// The refusal of `command`, a command of the other game, in a channel
/// that plays `played`: which game it belongs to, and what to use here.
pub(crate) fn not_this_games(played: GameKind, command: &str) -> String {
    let message = match played {
        GameKind::Palago => Message::ActionsArePalanquees,
        GameKind::Palanquee => Message::TilesArePalagos,
    };
    say_with(message, &[("command", &command)])
}

/// The row of `channel`'s active game, or else of its most recent one.
async fn active_or_latest(conn: &mut Tx, channel: &str) -> Result<Option<GameRow>, CommandError> {
    match queries::active_game(conn, channel).await? {
        Some(row) => Ok(Some(row)),
        None => Ok(queries::latest_game(conn, channel).await?),
    }
}
