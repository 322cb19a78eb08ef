//! Deadlines: every [`super::TICK_EVERY`] the command layer publishes
//! expired turns and sends reminders ([`Service::tick`], which catches up
//! after a restart); each announcement is posted to its channel, retried
//! on 5xx/429. The game has already moved on when a post fails, and
//! `/board` shows it again.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{replies, retry::retry};
use crate::commands::{Announcement, Service};

/// Starts the deadline loop in the background.
pub fn spawn(
    http: Arc<serenity::Http>,
    service: Service,
    every: Duration,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut interval = tokio::time::interval(every);
        interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            interval.tick().await;
            tick(&http, &service).await;
        }
    })
}

/// One check: publish what is due, post every announcement.
pub async fn tick(http: &serenity::Http, service: &Service) {
    match service.tick().await {
        Ok(announcements) => {
            for announcement in announcements {
                post(http, &announcement).await;
            }
        }
        Err(error) => tracing::error!(%error, "deadline check failed"),
    }
}

/// Posts one announcement to its channel; failures are logged.
pub async fn post(http: &serenity::Http, announcement: &Announcement) {
    let Some(channel) = announcement
        .channel
        .parse::<u64>()
        .ok()
        .filter(|&id| id > 0)
        .map(serenity::ChannelId::new)
    else {
        tracing::warn!(
            channel = announcement.channel,
            "not a Discord channel; announcement skipped"
        );
        return;
    };
    let message = replies::channel_message(&announcement.reply);
    if let Err(error) = retry("announcement", || {
        channel.send_message(http, message.clone())
    })
    .await
    {
        tracing::error!(%error, %channel, "cannot post an announcement; /board shows the game");
    }
}
