//! Following a game (issue 50): `/follow` in a game's channel, by someone
//! who does not sit in it, sends them a direct message for each published
//! turn (the board and the story, as the channel read it) and for the
//! game's end; `/unfollow` stops them; `/mygames` lists the games they
//! follow. The messages are kept in the outbox in the same transaction as
//! the announcement they copy, delivered like turn notices, in the
//! language the follower's client used when they ran `/follow`.

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::notices::channel_link;
use crate::commands::reply::Reply;
use crate::commands::service::Service;
use crate::commands::tournament::platform_channel;
use crate::store::queries::{self, GameStatus};
use crate::store::{Tx, follows};

impl Service {
    /// `/follow`: the caller follows the channel's game in progress.
    pub(crate) async fn follow(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        if caller.server.is_empty() {
            return refuse(Message::FollowIsForDiscord);
        }
        let mut tx = self.store.write().await?;
        let Some(row) = queries::active_game(&mut tx, channel).await? else {
            return refuse(Message::NothingToFollow);
        };
        let seats = queries::seats(&mut tx, row.id).await?;
        if seats.iter().any(|seat| seat.user_id == caller.id) {
            return refuse(Message::FollowSeated);
        }
        let code = language.code();
        follows::follow(&mut tx, row.id, &caller.id, (code, self.now())).await?;
        tx.commit().await?;
        let title = self.games.get(&row.game)?.title();
        Ok(vec![Reply::private(
            language,
            say_with(language, Message::FollowStarted, &[("game", &title)]),
        )])
    }

    /// `/unfollow`: the caller stops following the channel's game.
    pub(crate) async fn unfollow(
        &self,
        channel: &str,
        caller: &Caller,
    ) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let mut tx = self.store.write().await?;
        let row = self.current_or_latest_row(&mut tx, channel).await?;
        let was = follows::unfollow(&mut tx, row.id, &caller.id).await?;
        tx.commit().await?;
        let said = if was {
            Message::Unfollowed
        } else {
            Message::NotFollowing
        };
        Ok(vec![Reply::private(language, say(language, said))])
    }

    /// Keeps, in `tx`, a copy of `reply` (an announcement of `channel`
    /// just kept in the outbox) for each follower of the channel's game,
    /// if it is news of the game: a picture of the board (a published
    /// turn, an expired one) or the game's end.
    pub(crate) async fn keep_follower_notices(
        &self,
        tx: &mut Tx,
        channel: &str,
        reply: &Reply,
    ) -> Result<(), CommandError> {
        let Some(row) = queries::latest_game(tx, channel).await? else {
            return Ok(());
        };
        let news = match row.status {
            GameStatus::Lobby => false,
            GameStatus::Playing => reply.file.is_some(),
            GameStatus::Finished | GameStatus::Aborted => true,
        };
        if !news {
            return Ok(());
        }
        let followers = follows::followers(tx, row.id).await?;
        if followers.is_empty() {
            return Ok(());
        }
        let link = channel_link(&row.server, &platform_channel(tx, channel).await?);
        let title = self.games.get(&row.game)?.title();
        for (user, code) in followers {
            let language: Language = code.parse().unwrap_or_default();
            let first = news_head(language, title, &link);
            self.keep_dm_copy(tx, &user, (&first, language), channel, reply)
                .await?;
        }
        Ok(())
    }
}

/// The first line of a follower's copy, in `language`: which game, where.
fn news_head(language: Language, title: &str, link: &str) -> String {
    let args: [(&str, &dyn std::fmt::Display); 2] = [("game", &title), ("link", &link)];
    say_with(language, Message::FollowedNews, &args)
}
