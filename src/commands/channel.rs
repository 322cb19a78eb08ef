//! What a channel plays: its active game, or else its latest, and the
//! commands answered for whichever game that is (`/status`, `/rules`)
//! before the game-specific ones are dispatched.

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::Command;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::parse::{name_in, play_quoted};
use crate::commands::refusal::said;
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
            None => refuse(Message::NothingPlayedHere),
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

    /// A game's own command (`/sow`, `/place`), named `name`: run by
    /// the channel's game if it offers it (by the game offering it where
    /// nothing was played yet, which then says so); in a channel playing
    /// another game, refused with whose it is and what to use here.
    pub(crate) async fn game_command(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        name: &str,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError> {
        let Some(offering) = self.games.offering(name) else {
            return refuse(said(Message::UnknownCommand, &[("name", &name)]));
        };
        let mut tx = self.store.read().await?;
        let played = active_or_latest(&mut tx, channel)
            .await?
            .map(|row| row.game);
        tx.commit().await?;
        let game = match played {
            Some(played) => self.games.get(&played)?,
            None => offering,
        };
        if game.offers().has_command(name) {
            game.run(self, channel, caller, readers, command).await
        } else {
            refuse(game.not_this_games(&self.command_quoted(caller.language, name)))
        }
    }

    /// A `/play` text as a refusal quotes it: as the command of its
    /// first word when a hosted game offers one (`grow H8; end` reads as
    /// `/grow`), else the text itself (`/play actions:"…"`); by the names
    /// of `language`, the player's.
    pub(crate) fn play_as_command(&self, language: Language, text: &str) -> String {
        let first = text.split_whitespace().next().unwrap_or_default();
        let first = first.trim_end_matches(';').to_ascii_lowercase();
        match self.games.offering(&first) {
            Some(_) => self.command_quoted(language, &first),
            None => play_quoted(language, text),
        }
    }

    /// `/name` as a player reading `language` knows the command `name`
    /// (registered): by its name in their menus (`/säen` for `sow`), or
    /// as registered where the menu words give it no other.
    pub(crate) fn command_quoted(&self, language: Language, name: &str) -> String {
        let own = name_in(&self.games.menu(), language, name, None);
        format!("/{}", own.as_deref().unwrap_or(name))
    }

    /// `/rules [topic]`: a topic of any game, or without one, the
    /// overview of the channel's game; an unknown topic is answered with
    /// every game's topics.
    pub(crate) async fn rules(
        &self,
        channel: &str,
        caller: &Caller,
        topic: Option<&str>,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let Some(topic) = topic else {
            let game = self.channel_game(channel).await?;
            let hosted = self.games.get(&game)?;
            let mut replies = vec![hosted.rules_overview(self, language).await?];
            // What a queue of conditional turns means, in a reply of its
            // own (the overview may be near Discord's length).
            if hosted.conditionals().is_some() {
                let said = say(language, Message::ConditionalRules);
                replies.push(Reply::private(language, said));
            }
            return Ok(replies);
        };
        for game in self.games.all() {
            if let Some(reply) = game.rules_topic(self, topic, language).await? {
                return Ok(vec![reply]);
            }
        }
        let topics: String = self
            .games
            .all()
            .map(|game| {
                let names = game.topic_names().join(", ");
                say_with(
                    caller.language,
                    Message::GameTopics,
                    &[("game", &game.title()), ("names", &names)],
                )
            })
            .collect();
        let answer = say_with(
            caller.language,
            Message::NoRulesTopic,
            &[("wanted", &topic), ("topics", &topics)],
        );
        Ok(vec![Reply::private(caller.language, answer)])
    }

    /// `/status`: the channel's game as its own game tells it, and why
    /// announcements are not reaching the channel, if they are not.
    pub(crate) async fn status(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let row = self
            .reading(async |tx| self.current_or_latest_row(tx, channel).await)
            .await?;
        let away = self
            .reading(async |tx| {
                self.vacation_lines(tx, &row, self.now(), caller.language)
                    .await
            })
            .await?;
        let game = self.games.get(&row.game)?;
        let queue = self.queue_for_status(&row, caller).await?;
        let mut reply = game.status(self, row, caller).await?;
        if let Some(queue) = queue {
            reply.text = format!("{}\n{queue}", reply.text);
        }
        for line in away {
            reply.text = format!("{}\n{line}", reply.text);
        }
        if let Some(problem) = self
            .outbox()
            .channel_problem(channel, caller.language)
            .await?
        {
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
