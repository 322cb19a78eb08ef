//! Whether the process is ready to serve (`/readyz`): each part that can
//! fail on its own (the database, Discord's shards, the background loops)
//! adds a [`Probe`], asked at each request, which also sets that part's
//! gauges before a scrape of `/metrics`.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use async_trait::async_trait;

use crate::commands::Service;
use crate::store::Backend;
use crate::telemetry;

/// One part of the process that may be not ready.
#[async_trait]
pub trait Probe: Send + Sync {
    /// What it watches, as `/readyz` names it (`database`, `discord`).
    fn name(&self) -> &'static str;

    /// Why it is not ready, if it is not.
    async fn not_ready(&self) -> Option<String>;

    /// Sets its gauges, before a scrape of `/metrics`.
    async fn sample(&self) {}
}

/// The probes of the process, shared by whoever adds one and the
/// endpoint that asks them.
#[derive(Clone, Default)]
pub struct Readiness {
    probes: Arc<Mutex<Vec<Arc<dyn Probe>>>>,
}

impl Readiness {
    /// Adds `probe`: from now on, the process is ready only if it is.
    pub fn add(&self, probe: Arc<dyn Probe>) {
        self.probes
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(probe);
    }

    fn probes(&self) -> Vec<Arc<dyn Probe>> {
        self.probes
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Why the process is not ready (`name: reason`, one per part); empty
    /// when it is. Before any part has reported, it is still starting.
    pub async fn reasons(&self) -> Vec<String> {
        let probes = self.probes();
        if probes.is_empty() {
            return vec!["process: starting".to_owned()];
        }
        let mut reasons = Vec::new();
        for probe in probes {
            if let Some(why) = probe.not_ready().await {
                reasons.push(format!("{}: {why}", probe.name()));
            }
        }
        reasons
    }

    /// Asks every probe to set its gauges.
    pub async fn sample(&self) {
        for probe in self.probes() {
            probe.sample().await;
        }
    }
}

/// The database: ready when it answers a read; its pool and the outbox's
/// due posts are its gauges.
pub struct DatabaseProbe {
    service: Service,
}

impl DatabaseProbe {
    /// The probe of `service`'s store.
    #[must_use]
    pub fn new(service: Service) -> DatabaseProbe {
        DatabaseProbe { service }
    }
}

#[async_trait]
impl Probe for DatabaseProbe {
    fn name(&self) -> &'static str {
        "database"
    }

    async fn not_ready(&self) -> Option<String> {
        self.service
            .outbox()
            .waiting()
            .await
            .err()
            .map(|error| format!("does not answer ({error})"))
    }

    async fn sample(&self) {
        let (open, idle) = match self.service.store().backend() {
            Backend::Sqlite(pool) => (pool.size(), pool.num_idle()),
            Backend::Postgres(pool) => (pool.size(), pool.num_idle()),
        };
        telemetry::database_pool(open, idle);
        if let Ok((due, oldest)) = self.service.outbox().waiting().await {
            let age = oldest.map_or(0, |at| (self.service.now() - at).max(0));
            telemetry::outbox_waiting(due, Duration::from_secs(age.unsigned_abs()));
        }
    }
}
