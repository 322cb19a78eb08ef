//! What a channel plays: its active game, or else its latest, and the
//! commands answered for whichever game that is (`/status`, `/rules`)
//! before the game-specific ones are dispatched.

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::reply::Reply;
use crate::commands::service::Service;
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
    /// game's, else the default game (whose commands then say there is no
    /// game).
    pub(crate) async fn channel_game(&self, channel: &str) -> Result<GameKind, CommandError> {
        let mut tx = self.store.read().await?;
        let row = active_or_latest(&mut tx, channel).await?;
        tx.commit().await?;
        Ok(row.map_or_else(|| self.games.first().kind(), |row| row.game))
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
            Some(played) if played != game => {
                refuse(self.games.get(&played)?.not_this_games(command))
            }
            _ => refuse(refusal),
        }
    }

    /// `/rules [topic]`: a topic of any game, or without one, the
    /// overview of the channel's game; an unknown topic is answered with
    /// every game's topics.
    pub(crate) async fn rules(
        &self,
        channel: &str,
        topic: Option<&str>,
    ) -> Result<Vec<Reply>, CommandError> {
        let Some(topic) = topic else {
            let game = self.channel_game(channel).await?;
            return Ok(vec![self.games.get(&game)?.rules_overview(self).await?]);
        };
        for game in self.games.all() {
            if let Some(reply) = game.rules_topic(self, topic).await? {
                return Ok(vec![reply]);
            }
        }
        let topics: String = self
            .games
            .all()
            .map(|game| {
                let names = game.topic_names().join(", ");
                say_with(
                    Message::GameTopics,
                    &[("game", &game.title()), ("names", &names)],
                )
            })
            .collect();
        let answer = say_with(
            Message::NoRulesTopic,
            &[("wanted", &topic), ("topics", &topics)],
        );
        Ok(vec![Reply::private(answer)])
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
        let game = self.games.get(&row.game)?;
        let mut reply = game.status(self, row, caller).await?;
        for line in away {
            reply.text = format!("{}\n{line}", reply.text);
        }
        if let Some(problem) = self.channel_problem(channel).await? {
            reply.text = format!("{}\n{problem}", reply.text);
        }
        Ok(vec![reply])
    }
}

/// The row of `channel`'s active game, or else of its most recent one.
async fn active_or_latest(conn: &mut Tx, channel: &str) -> Result<Option<GameRow>, CommandError> {
    match queries::active_game(conn, channel).await? {
        Some(row) => Ok(Some(row)),
        None => Ok(queries::latest_game(conn, channel).await?),
    }
}
