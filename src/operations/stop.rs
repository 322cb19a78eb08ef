//! Stopping on a signal (issue 51): the first SIGTERM or SIGINT asks the
//! process to stop cleanly (finish what it started, hand on what it
//! holds, exit 0); a second one ends it at once, for an operator who
//! cannot wait.

use tokio::signal::unix::{SignalKind, signal};
use tokio::sync::oneshot;

/// The exit code of a process ended at once by a second signal.
pub const STOPPED_AT_ONCE: i32 = 1;

/// Listens for SIGTERM and SIGINT: the future returned resolves at the
/// first; the second exits the process with [`STOPPED_AT_ONCE`]. Fails if
/// the signals cannot be listened to.
pub fn listen() -> std::io::Result<impl Future<Output = ()> + Send> {
    let mut terminate = signal(SignalKind::terminate())?;
    let mut interrupt = signal(SignalKind::interrupt())?;
    let (first_tx, first_rx) = oneshot::channel();
    tokio::spawn(async move {
        let first = tokio::select! {
            _ = terminate.recv() => "SIGTERM",
            _ = interrupt.recv() => "SIGINT",
        };
        tracing::warn!(
            signal = first,
            "stopping cleanly; a second signal stops at once"
        );
        let _ = first_tx.send(first);
        let second = tokio::select! {
            _ = terminate.recv() => "SIGTERM",
            _ = interrupt.recv() => "SIGINT",
        };
        tracing::error!(signal = second, "a second signal: stopping at once");
        std::process::exit(STOPPED_AT_ONCE);
    });
    Ok(async {
        let _ = first_rx.await;
    })
}
