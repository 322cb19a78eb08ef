//! The process's log lines, on standard error: `RUST_LOG` sets the level
//! (warnings by default), [`LogFormat`] the shape. Text is coloured only
//! when standard error is a terminal, so a file or a journal never holds
//! colour codes; JSON writes one object a line with the fields of the
//! spans it happened in (a command's server, channel, game, name,
//! outcome and latency), for a log store to filter.

use std::io::IsTerminal;

use super::settings::LogFormat;

/// Starts logging in `format`; a second call changes nothing.
pub fn init(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
        LogFormat::Json => builder
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}
