//! The bot's part of `/readyz` and `/metrics`: its shards connected, and
//! its deadline and delivery loops running (exactly one of each).

use std::sync::Arc;

use async_trait::async_trait;
use poise::serenity_prelude as serenity;

use super::background::Running;
use crate::operations::Probe;
use crate::telemetry;

/// The shards and loops of one bot process.
pub(super) struct DiscordProbe {
    /// The client's shards.
    pub(super) shards: Arc<serenity::ShardManager>,
    /// How many shards this process runs.
    pub(super) expected: usize,
    /// Copies of the deadline loop running.
    pub(super) deadline_loops: Running,
    /// Copies of the delivery loop running.
    pub(super) delivery_loops: Running,
}

#[async_trait]
impl Probe for DiscordProbe {
    fn name(&self) -> &'static str {
        "discord"
    }

    async fn not_ready(&self) -> Option<String> {
        let connected = self
            .shards
            .runners
            .lock()
            .await
            .values()
            .filter(|info| info.stage == serenity::ConnectionStage::Connected)
            .count();
        let mut reasons = Vec::new();
        if connected < self.expected {
            reasons.push(format!(
                "{connected} of {} shards connected to the gateway",
                self.expected
            ));
        }
        if self.deadline_loops.count() != 1 {
            reasons.push("the deadline loop is not running".to_owned());
        }
        if self.delivery_loops.count() != 1 {
            reasons.push("the delivery loop is not running".to_owned());
        }
        (!reasons.is_empty()).then(|| reasons.join("; "))
    }

    async fn sample(&self) {
        for (id, info) in self.shards.runners.lock().await.iter() {
            let connected = info.stage == serenity::ConnectionStage::Connected;
            telemetry::shard_state(id.0, connected, info.latency);
        }
    }
}
