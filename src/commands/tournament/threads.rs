//! Where a front end plays a tournament's games (the Discord bot's
//! threads): a game's channel is `<event channel>/r2-b3` for every front
//! end; on Discord each game gets a thread of the event's channel, started
//! from a starter message there, or, when no thread can be made, is
//! played in the event's channel itself. What is known of each game's
//! thread is kept per game (`store/threads.rs`), so that a later event's
//! board of the same name never shares an earlier one's thread.

use super::Tournaments;
use super::split_board_channel;
use crate::commands::error::CommandError;
use crate::commands::names::shown;
use crate::store::outbox::{self, NewPost};
use crate::store::threads::{self, BoardThread};
use crate::store::{OutboxRow, Tx, queries};

/// Discord's longest thread name, in characters.
pub const THREAD_NAME_LIMIT: usize = 100;

/// Where players find `channel` on their platform, for links: a
/// tournament game's thread once opened, else (on Discord, whose channels
/// are numbers) the event's channel; any other channel is itself.
pub(crate) async fn platform_channel(tx: &mut Tx, channel: &str) -> Result<String, CommandError> {
    let Some((parent, _)) = split_board_channel(channel) else {
        return Ok(channel.to_owned());
    };
    if let Some(thread) = threads::thread_of(tx, channel).await? {
        return Ok(thread);
    }
    let numeric = !parent.is_empty() && parent.bytes().all(|b| b.is_ascii_digit());
    Ok(if numeric { parent } else { channel }.to_owned())
}

/// A tournament game as a front end places it: the post's game, its
/// event's channel, its name and title, and what is known of its thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The game.
    pub game: i64,
    /// Its channel in the command layer (`<event channel>/r1-b2`).
    pub channel: String,
    /// The event's channel.
    pub event_channel: String,
    /// Its short name, `r1-b2`.
    pub name: String,
    /// Its thread's name: the short name and who plays, `r1-b2 · Ann –
    /// Bob`, within [`THREAD_NAME_LIMIT`].
    pub title: String,
    /// Its starter message, thread or fallback, as far as known.
    pub known: Option<BoardThread>,
}

/// `r1-b2 · Ann – Bob`, cut to `limit` characters.
fn board_title(name: &str, players: &[String], limit: usize) -> String {
    let full = format!("{name} · {}", players.join(" – "));
    if full.chars().count() <= limit {
        return full;
    }
    let cut: String = full.chars().take(limit.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

impl Tournaments<'_> {
    /// The channel whose commands come from platform channel `channel`:
    /// the tournament game's channel if it is the thread of the newest
    /// game there, else `channel` itself.
    pub async fn channel_of_thread(&self, channel: &str) -> Result<String, CommandError> {
        self.service
            .reading(async |tx| {
                Ok(threads::channel_of_thread(tx, channel)
                    .await?
                    .unwrap_or_else(|| channel.to_owned()))
            })
            .await
    }

    /// The channel whose commands `user` types in event channel `event`:
    /// their game of that event played there (its thread could not be
    /// made), if any.
    pub async fn fallback_board_of(
        &self,
        event: &str,
        user: &str,
    ) -> Result<Option<String>, CommandError> {
        self.service
            .reading(async |tx| Ok(threads::fallback_board_of(tx, event, user).await?))
            .await
    }

    /// The thread opened for the newest game of tournament game channel
    /// `channel`, if any.
    pub async fn thread_of(&self, channel: &str) -> Result<Option<String>, CommandError> {
        self.service
            .reading(async |tx| Ok(threads::thread_of(tx, channel).await?))
            .await
    }

    /// The tournament game `post` announces, if it is one's.
    pub async fn board_of_post(&self, post: &OutboxRow) -> Result<Option<Board>, CommandError> {
        let Some((event, name)) = split_board_channel(&post.channel) else {
            return Ok(None);
        };
        self.service
            .reading(async |tx| {
                let game = match post.board_game {
                    Some(game) => Some(game),
                    None => threads::newest_game(tx, &post.channel).await?,
                };
                let Some(game) = game else {
                    return Ok(None);
                };
                let players: Vec<String> = queries::seats(tx, game)
                    .await?
                    .iter()
                    .map(|seat| shown(&seat.name))
                    .collect();
                Ok(Some(Board {
                    game,
                    channel: post.channel.clone(),
                    event_channel: event.to_owned(),
                    name: name.to_owned(),
                    title: board_title(name, &players, THREAD_NAME_LIMIT),
                    known: threads::board_thread(tx, game).await?,
                }))
            })
            .await
    }

    /// What is known of game `game`'s thread.
    pub async fn board_thread(&self, game: i64) -> Result<Option<BoardThread>, CommandError> {
        self.service
            .reading(async |tx| Ok(threads::board_thread(tx, game).await?))
            .await
    }

    /// `starter` was posted as `board`'s starter message: kept, unless
    /// another process kept one first; returns the one kept.
    pub async fn starter_posted(
        &self,
        board: &Board,
        starter: &str,
    ) -> Result<String, CommandError> {
        let mut tx = self.service.store.write().await?;
        let kept = threads::keep_starter(&mut tx, board.game, &board.channel, starter).await?;
        tx.commit().await?;
        Ok(kept)
    }

    /// `board`'s thread is `thread`: its posts go there.
    pub async fn thread_started(&self, board: &Board, thread: &str) -> Result<(), CommandError> {
        let mut tx = self.service.store.write().await?;
        threads::keep_thread(&mut tx, board.game, thread).await?;
        tx.commit().await?;
        Ok(())
    }

    /// `board` is played in its event's channel from now on (`why`: its
    /// thread could not be made, or is gone); the first time, the event's
    /// channel is told, and its players mentioned.
    pub async fn board_falls_back(&self, board: &Board, why: &str) -> Result<(), CommandError> {
        let now = self.service.now();
        let mut tx = self.service.store.write().await?;
        if threads::keep_fallback(&mut tx, board.game, &board.channel, why).await? {
            let players: Vec<String> = queries::seats(&mut tx, board.game)
                .await?
                .into_iter()
                .map(|seat| seat.user_id)
                .filter(|id| !crate::commands::computer::is_computer(id))
                .collect();
            let text = fallback_notice(board, why);
            let notice = NewPost::plain(&board.event_channel, &text, &players);
            outbox::insert_post(&mut tx, &notice, now, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Threads of finished games with nothing left to post, to archive:
    /// (game, thread), at most `limit`.
    pub async fn threads_to_archive(&self, limit: i64) -> Result<Vec<(i64, String)>, CommandError> {
        self.service
            .reading(async |tx| Ok(threads::threads_to_archive(tx, limit).await?))
            .await
    }

    /// Game `game`'s thread is archived, or can never be: not tried again.
    pub async fn thread_archived(&self, game: i64) -> Result<(), CommandError> {
        let mut tx = self.service.store.write().await?;
        threads::mark_archived(&mut tx, game).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// What an event's channel is told when one of its games is played there.
fn fallback_notice(board: &Board, why: &str) -> String {
    format!(
        "**{}**: {why} This game is played here in the event's channel: its posts start with `[{}]`, and its players' game commands typed here go to it.",
        board.title, board.name
    )
}

/// How a post of a game played in its event's channel starts, so that
/// its players tell it from the other boards'.
#[must_use]
pub fn fallback_prefix(board: &Board) -> String {
    format!("[{}] ", board.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_title_says_who_plays_within_the_limit() {
        let players = vec!["Ann".to_owned(), "Bob".to_owned()];
        assert_eq!(board_title("r1-b2", &players, 100), "r1-b2 · Ann – Bob");
        let long = vec!["A".repeat(80), "B".repeat(80)];
        let title = board_title("r12-b30", &long, THREAD_NAME_LIMIT);
        assert_eq!(title.chars().count(), THREAD_NAME_LIMIT);
        assert!(title.starts_with("r12-b30 · AAAA"), "{title}");
        assert!(title.ends_with('…'), "{title}");
    }
}
