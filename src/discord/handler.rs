//! What the command handlers share: the state poise hands each of them
//! ([`Data`]: the command layer and the delivery), the error they fail
//! with, and their context type.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::delivery::Delivery;
use crate::commands::{CommandError, Service};

/// What every command handler shares.
pub struct Data {
    /// The command layer over the database.
    pub service: Service,
    /// Posts to channels what answers could not carry.
    pub delivery: Arc<Delivery>,
}

impl Data {
    /// Plays the computer turns that `channel`'s last command made due,
    /// in the background (the person's answer does not wait for them), and
    /// wakes the delivery to post what they announced.
    pub fn computers_play(&self, channel: String) {
        let service = self.service.clone();
        let delivery = Arc::clone(&self.delivery);
        tokio::spawn(async move {
            match service.computer_turns(&channel).await {
                Ok(announced) if !announced.is_empty() => delivery.wake(),
                Ok(_) => {}
                Err(error) => {
                    if !delivery.stop_if_fatal(&error) {
                        tracing::error!(%error, channel, "a computer turn failed");
                    }
                }
            }
        });
    }
}

/// What a handler can fail with.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The command layer refused or failed.
    #[error(transparent)]
    Command(#[from] CommandError),
    /// Talking to Discord failed.
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
}

/// The poise context of our commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;
