//! The bot's part of `/readyz` and `/metrics`: its commands registered,
//! its shards connected, and its deadline and delivery loops running
//! (exactly one of each).

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use async_trait::async_trait;
use poise::serenity_prelude as serenity;

use super::background::Running;
use crate::operations::Probe;
use crate::telemetry;

/// What one bot process reports, filled in as it starts.
pub struct DiscordProbe {
    /// How many shards this process runs.
    expected: usize,
    /// Why the commands are not registered yet, while they are not.
    registering: Mutex<Option<String>>,
    /// The client's shards, once the client is built.
    shards: OnceLock<Arc<serenity::ShardManager>>,
    /// Copies of the deadline and delivery loops running.
    loops: OnceLock<(Running, Running)>,
}

impl DiscordProbe {
    /// The probe of a process running `expected` shards, starting.
    #[must_use]
    pub fn new(expected: usize) -> DiscordProbe {
        DiscordProbe {
            expected,
            registering: Mutex::new(Some("not started".to_owned())),
            shards: OnceLock::new(),
            loops: OnceLock::new(),
        }
    }

    /// The commands are being registered (`Some`: not yet, and why), or
    /// are (`None`).
    pub fn registering(&self, why: Option<&str>) {
        *self
            .registering
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = why.map(str::to_owned);
    }

    /// Watches the loops counted by `deadlines` and `delivery`.
    pub fn watch_loops(&self, deadlines: &Running, delivery: &Running) {
        let _ = self.loops.set((deadlines.clone(), delivery.clone()));
    }

    /// Watches the client's `shards`.
    pub fn watch_shards(&self, shards: Arc<serenity::ShardManager>) {
        let _ = self.shards.set(shards);
    }

    /// How many shards are connected now.
    async fn connected(&self) -> usize {
        match self.shards.get() {
            Some(shards) => shards
                .runners
                .lock()
                .await
                .values()
                .filter(|info| info.stage == serenity::ConnectionStage::Connected)
                .count(),
            None => 0,
        }
    }
}

#[async_trait]
impl Probe for DiscordProbe {
    fn name(&self) -> &'static str {
        "discord"
    }

    async fn not_ready(&self) -> Option<String> {
        let mut reasons = Vec::new();
        let registering = self
            .registering
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(why) = registering {
            reasons.push(format!("the commands are not registered yet ({why})"));
        }
        let connected = self.connected().await;
        if connected < self.expected {
            reasons.push(format!(
                "{connected} of {} shards connected to the gateway",
                self.expected
            ));
        }
        match self.loops.get() {
            Some((deadlines, delivery)) => {
                if deadlines.count() != 1 {
                    reasons.push("the deadline loop is not running".to_owned());
                }
                if delivery.count() != 1 {
                    reasons.push("the delivery loop is not running".to_owned());
                }
            }
            None => reasons.push("the loops are not started".to_owned()),
        }
        (!reasons.is_empty()).then(|| reasons.join("; "))
    }

    async fn sample(&self) {
        let Some(shards) = self.shards.get() else {
            return;
        };
        for (id, info) in shards.runners.lock().await.iter() {
            let connected = info.stage == serenity::ConnectionStage::Connected;
            telemetry::shard_state(id.0, connected, info.latency);
        }
    }
}
