//! Running the process as a service (issue 51): its logs
//! ([`logging`]), its metrics ([`metrics`], recorded through
//! [`crate::telemetry`]), what makes it ready ([`health`]), how it stops
//! ([`stop`]) and the address
//! that serves them to operators ([`endpoint`]): `/metrics`, `/healthz`,
//! `/readyz`. Front ends sit on this layer; the command layer and the
//! store only record, through the `metrics` facade.

pub mod endpoint;
pub mod health;
pub mod logging;
pub mod metrics;
pub mod settings;
pub mod stop;

pub use health::{Probe, Readiness};
pub use settings::{LogFormat, OperationsError, Settings};
