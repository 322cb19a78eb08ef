//! The thread computers think on: one thread of its own, at a lower
//! priority than the rest of the process, so that a computer thinking
//! for seconds never adds to the wait of a person's command.
//!
//! Computers think one at a time (see [`computer`](super::computer)), so
//! one thread is enough. Before it, thinking ran on Tokio's blocking
//! threads, shared with the pictures of people's commands, at the same
//! priority: on the 2-core reference machine a command's p99 went from
//! about 9 ms to 17 ms while computers thought in other games
//! (`cargo bench --bench commands`). The thread lowers its own priority
//! once (about `nice 10` on Linux): the scheduler then gives the cores to
//! people's commands first and to the computer whatever is left, which on
//! a quiet server is nearly everything. If the system refuses the lower
//! priority, the thread thinks at normal priority and says so in the log.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;

use thread_priority::{ThreadPriority, ThreadPriorityValue, set_current_thread_priority};
use tokio::sync::oneshot;

/// A piece of thinking, with the way back for its result.
type Job = Box<dyn FnOnce() + Send>;

/// The thinker's priority on `thread_priority`'s 0-99 scale: 23 is about
/// `nice 10` on Linux (the scale maps to nice 19..-20).
const THINKER_PRIORITY: u8 = 23;

/// The handle of the thinking thread; its clones share the thread, which
/// stops when the last one is dropped.
#[derive(Clone, Debug)]
pub(crate) struct Thinker {
    /// `None` if the thread could not be started: thinking then runs on
    /// Tokio's blocking threads, as it did before.
    jobs: Option<mpsc::Sender<Job>>,
}

/// The thinking panicked: its result never came (the thread goes on with
/// the next job).
#[derive(Debug, thiserror::Error)]
#[error("the computer's thinking failed (a panic)")]
pub(crate) struct ThinkingPanicked;

impl Thinker {
    /// Starts the thinking thread (if the system refuses a thread, logs
    /// it and thinks on Tokio's blocking threads instead).
    pub(crate) fn start() -> Thinker {
        let (jobs, queue) = mpsc::channel::<Job>();
        let started = std::thread::Builder::new()
            .name("computer thinking".into())
            .spawn(move || {
                lower_priority();
                while let Ok(job) = queue.recv() {
                    // A panic is the job's alone: its caller hears of it
                    // (its result never comes), the thread goes on.
                    let _ = catch_unwind(AssertUnwindSafe(job));
                }
            });
        match started {
            Ok(_) => Thinker { jobs: Some(jobs) },
            Err(error) => {
                tracing::warn!(%error, "no thinking thread: computers think on the blocking threads");
                Thinker { jobs: None }
            }
        }
    }

    /// Runs `think` on the thinking thread and waits for its result
    /// without holding an async thread.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        think: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ThinkingPanicked> {
        let Some(jobs) = &self.jobs else {
            return tokio::task::spawn_blocking(think)
                .await
                .map_err(|_| ThinkingPanicked);
        };
        let (result, answer) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = result.send(think());
        });
        // The thread stops only once every handle is gone, and survives
        // its jobs' panics: a send cannot fail while `self` lives.
        jobs.send(job).map_err(|_| ThinkingPanicked)?;
        answer.await.map_err(|_| ThinkingPanicked)
    }
}

/// Lowers the calling thread's priority to [`THINKER_PRIORITY`], or logs
/// why it could not.
fn lower_priority() {
    let lowered = ThreadPriorityValue::try_from(THINKER_PRIORITY)
        .map_err(|error| error.to_string())
        .and_then(|value| {
            set_current_thread_priority(ThreadPriority::Crossplatform(value))
                .map_err(|error| format!("{error:?}"))
        });
    if let Err(error) = lowered {
        tracing::warn!(%error, "computers think at normal priority");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn thinks_in_turn_and_survives_a_panic() {
        let thinker = Thinker::start();
        assert_eq!(thinker.run(|| 2 + 2).await.expect("four"), 4);
        let panicked = thinker.run(|| -> u8 { panic!("a bug in a search") }).await;
        assert!(panicked.is_err());
        let name = thinker
            .run(|| std::thread::current().name().map(str::to_owned))
            .await
            .expect("a name");
        assert_eq!(name.as_deref(), Some("computer thinking"));
    }
}
