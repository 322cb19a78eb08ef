//! The threads a front end opens for a tournament's games (the Discord
//! bot's): a game's channel is `<event channel>/r2-b3`, and the thread
//! opened for it is kept, to post there and to read its commands as the
//! game's.

use crate::commands::error::CommandError;
use crate::commands::service::Service;
use crate::store::threads;

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
