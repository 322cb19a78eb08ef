//! The bot's background loops (deadlines, delivery of the outbox), each
//! supervised: a loop that panics or ends is logged and started again, so
//! one bad pass can never stop deadlines or announcements for good. The
//! loops belong to the process, not to a gateway session: reconnects and
//! new sessions (op 7, op 9) leave exactly one of each running.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The pause before a loop that stopped is started again.
pub const RESTART_AFTER: Duration = Duration::from_secs(1);

/// How many copies of a loop are running (a test, or a health check, can
/// see that there is exactly one).
#[derive(Clone, Default, Debug)]
pub struct Running(Arc<AtomicUsize>);

impl Running {
    /// The copies running now.
    #[must_use]
    pub fn count(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }
}

/// Counts a running copy for as long as it lives, however it ends.
struct Guard(Arc<AtomicUsize>);

impl Guard {
    fn enter(running: &Running) -> Guard {
        running.0.fetch_add(1, Ordering::SeqCst);
        Guard(Arc::clone(&running.0))
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Aborts a task when dropped: a task that lives as long as its owner.
pub struct AbortOnDrop(pub tokio::task::AbortHandle);

impl<T> From<tokio::task::JoinHandle<T>> for AbortOnDrop {
    fn from(task: tokio::task::JoinHandle<T>) -> AbortOnDrop {
        AbortOnDrop(task.abort_handle())
    }
}

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs the loop `start()` makes, and starts it again whenever it ends
/// (a panic included); `name` names it in the log.
pub fn run_supervised<F, Fut>(
    name: &'static str,
    running: Running,
    start: F,
) -> tokio::task::JoinHandle<()>
where
    F: Fn() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    tokio::spawn(async move {
        loop {
            let run = start();
            let guard = Guard::enter(&running);
            let mut task = tokio::spawn(async move {
                let _guard = guard;
                run.await;
            });
            // Stopping the supervisor stops the loop too.
            let _stop = AbortOnDrop(task.abort_handle());
            let ended = (&mut task).await;
            match ended {
                Ok(()) => tracing::error!(name, "a background loop ended; starting it again"),
                Err(error) if error.is_panic() => {
                    tracing::error!(name, "a background loop panicked; starting it again");
                }
                Err(_) => return,
            }
            tokio::time::sleep(RESTART_AFTER).await;
        }
    })
}
