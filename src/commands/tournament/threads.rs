//! The threads a front end opens for a tournament's games (the Discord
//! bot's): a game's channel is `<event channel>/r2-b3`, and the thread
//! opened for it is kept, to post there and to read its commands as the
//! game's.

use super::split_board_channel;
use crate::commands::error::CommandError;
use crate::commands::service::Service;
use crate::store::{Tx, threads};

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

impl Service {
    /// The channel whose commands come from platform channel `channel`:
    /// the tournament game's channel if it is a thread opened for one,
    /// else `channel` itself.
    pub async fn channel_of_thread(&self, channel: &str) -> Result<String, CommandError> {
        self.reading(async |tx| {
            Ok(threads::channel_of_thread(tx, channel)
                .await?
                .unwrap_or_else(|| channel.to_owned()))
        })
        .await
    }

    /// The thread opened for tournament game channel `channel`, if any.
    pub async fn thread_of(&self, channel: &str) -> Result<Option<String>, CommandError> {
        self.reading(async |tx| Ok(threads::thread_of(tx, channel).await?))
            .await
    }

    /// Keeps `thread` as the thread of `channel`, unless another process
    /// kept one first: returns the one to post in.
    pub async fn thread_opened(&self, channel: &str, thread: &str) -> Result<String, CommandError> {
        let mut tx = self.store.write().await?;
        let kept = threads::keep_thread(&mut tx, channel, thread).await?;
        tx.commit().await?;
        Ok(kept)
    }
}
