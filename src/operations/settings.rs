//! The operators' settings, from the environment: `METRICS_ADDR` and
//! `LOG_FORMAT`.

use std::net::SocketAddr;

/// How log lines are written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LogFormat {
    /// Human lines (`LOG_FORMAT=text`, the default); coloured only on a
    /// terminal.
    #[default]
    Text,
    /// One JSON object a line (`LOG_FORMAT=json`), with the span fields,
    /// for a log store to search.
    Json,
}

/// What the operator set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Settings {
    /// Where `/metrics`, `/healthz` and `/readyz` are served
    /// (`METRICS_ADDR=host:port`); off when unset.
    pub metrics_addr: Option<SocketAddr>,
    /// The log lines' format (`LOG_FORMAT`).
    pub log_format: LogFormat,
}

/// A setting that cannot be used: the message says which and why.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum OperationsError {
    /// `METRICS_ADDR` is not `host:port`.
    #[error("METRICS_ADDR must be an address and port like 127.0.0.1:9100, not `{0}`")]
    BadMetricsAddr(String),
    /// `LOG_FORMAT` is neither `text` nor `json`.
    #[error("LOG_FORMAT must be `text` or `json`, not `{0}`")]
    BadLogFormat(String),
}

impl Settings {
    /// The settings from a lookup of variables (the environment, or a map
    /// in tests); unset or blank means the default.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Settings, OperationsError> {
        let set = |key: &str| {
            var(key)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let metrics_addr = match set("METRICS_ADDR") {
            None => None,
            Some(text) => Some(
                text.parse()
                    .map_err(|_| OperationsError::BadMetricsAddr(text.clone()))?,
            ),
        };
        let log_format = match set("LOG_FORMAT").as_deref() {
            None => LogFormat::Text,
            Some(format) if format.eq_ignore_ascii_case("text") => LogFormat::Text,
            Some(format) if format.eq_ignore_ascii_case("json") => LogFormat::Json,
            Some(other) => return Err(OperationsError::BadLogFormat(other.to_owned())),
        };
        Ok(Settings {
            metrics_addr,
            log_format,
        })
    }

    /// The settings from the process's environment.
    pub fn from_env() -> Result<Settings, OperationsError> {
        Settings::from_vars(|key| std::env::var(key).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<Settings, OperationsError> {
        Settings::from_vars(|key| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn unset_means_no_metrics_and_text_logs() {
        assert_eq!(read(&[]), Ok(Settings::default()));
        assert_eq!(read(&[("METRICS_ADDR", " ")]), Ok(Settings::default()));
    }

    #[test]
    fn an_address_and_a_format_are_read_and_bad_ones_named() {
        let settings = read(&[("METRICS_ADDR", "127.0.0.1:9100"), ("LOG_FORMAT", "JSON")]);
        assert_eq!(
            settings,
            Ok(Settings {
                metrics_addr: Some("127.0.0.1:9100".parse().expect("an address")),
                log_format: LogFormat::Json,
            })
        );
        let bad = read(&[("METRICS_ADDR", "localhost")]).expect_err("no port");
        assert!(bad.to_string().contains("`localhost`"), "{bad}");
        let bad = read(&[("LOG_FORMAT", "xml")]).expect_err("no such format");
        assert_eq!(bad, OperationsError::BadLogFormat("xml".into()));
    }
}
