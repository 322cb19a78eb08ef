//! The interactions this process is answering now: a clean stop closes
//! the gateway first (no new ones come), then waits for these to be
//! answered (issue 51).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// A count of interactions being answered, and a bell when it falls to
/// zero.
#[derive(Default, Debug)]
pub struct InFlight {
    count: AtomicUsize,
    idle: Notify,
}

/// One interaction counted while it lives, however its handler ends.
#[must_use = "the interaction counts only while this lives"]
pub struct Answering<'a>(&'a InFlight);

impl InFlight {
    /// Counts one more interaction until the returned guard is dropped.
    pub fn start(&self) -> Answering<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        Answering(self)
    }

    /// The interactions being answered now.
    #[must_use]
    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Waits until none is being answered, at most `within`; whether none
    /// is.
    pub async fn idle(&self, within: Duration) -> bool {
        let waited = tokio::time::timeout(within, async {
            loop {
                let rung = self.idle.notified();
                tokio::pin!(rung);
                rung.as_mut().enable();
                if self.count() == 0 {
                    return;
                }
                rung.await;
            }
        });
        waited.await.is_ok()
    }
}

impl Drop for Answering<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_waits_for_the_last_guard() {
        let in_flight = std::sync::Arc::new(InFlight::default());
        assert!(in_flight.idle(Duration::from_millis(1)).await);
        let first = in_flight.start();
        let second = in_flight.start();
        assert!(!in_flight.idle(Duration::from_millis(10)).await);
        drop(first);
        let waiting = std::sync::Arc::clone(&in_flight);
        let waiter = tokio::spawn(async move { waiting.idle(Duration::from_secs(5)).await });
        tokio::time::sleep(Duration::from_millis(10)).await;
        drop(second);
        assert!(waiter.await.expect("joined"));
        assert_eq!(in_flight.count(), 0);
    }
}
