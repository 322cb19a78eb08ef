//! The Prometheus exporter behind the `metrics` facade: installed once
//! for the process when `METRICS_ADDR` is set, its text rendered for
//! each scrape of `/metrics` ([`super::endpoint`]).

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::telemetry;

/// Why the exporter could not be installed.
#[derive(Debug, thiserror::Error)]
#[error("cannot record metrics: {0}")]
pub struct MetricsError(String);

/// Installs the exporter as the process's recorder, histograms in
/// [`telemetry::LATENCY_BUCKETS`], every metric described; returns the
/// handle that renders the text.
pub fn install() -> Result<PrometheusHandle, MetricsError> {
    let mut builder = PrometheusBuilder::new();
    for name in telemetry::HISTOGRAMS {
        builder = builder
            .set_buckets_for_metric(
                metrics_exporter_prometheus::Matcher::Full(name.to_owned()),
                &telemetry::LATENCY_BUCKETS,
            )
            .map_err(|error| MetricsError(error.to_string()))?;
    }
    let recorder = builder.build_recorder();
    let handle = recorder.handle();
    metrics::set_global_recorder(recorder).map_err(|error| MetricsError(error.to_string()))?;
    telemetry::describe();
    Ok(handle)
}
