//! Deadlines: every [`super::TICK_EVERY`] the command layer publishes
//! expired turns and sends reminders ([`Service::tick`], which catches up
//! after a restart and settles each game on its own). What they announce
//! is in the outbox already; the delivery task is woken to post it.

use std::sync::Arc;
use std::time::Duration;

use super::delivery::Delivery;
use crate::commands::Service;

/// Checks deadlines every `every`, forever (run it supervised).
pub async fn run(service: Service, delivery: Arc<Delivery>, every: Duration) {
    let mut interval = tokio::time::interval(every);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        tick(&service, &delivery).await;
    }
}

/// One check: settle what is due, then wake the delivery.
pub async fn tick(service: &Service, delivery: &Delivery) {
    match service.tick().await {
        Ok(announcements) if !announcements.is_empty() => delivery.wake(),
        Ok(_) => {}
        Err(error) => {
            if !delivery.stop_if_fatal(&error) {
                tracing::error!(%error, "deadline check failed");
            }
        }
    }
}
