//! How long a computer may think: real time, or a fixed amount of work.
//!
//! A Discord player waits hours between turns, so a computer seat thinks
//! for real time ([`Budget::Millis`], wall clock). Tests and the arena may
//! ask instead for a fixed amount of work ([`Budget::Work`]: search nodes
//! in Palago, candidate turns in Palanquée), so that a seed gives the same
//! turn on any machine. A search draws on its budget through a
//! [`Thinking`], which is the only place an engine reads the clock.

use std::fmt;
use std::time::{Duration, Instant};

/// The longest a computer may be asked to think for one turn: ten minutes.
pub const MAX_MILLIS: u64 = 600_000;

/// The most work a computer may be asked to do for one turn.
pub const MAX_WORK: u64 = 1_000_000_000;

/// How long a computer may think for one turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Budget {
    /// Milliseconds of wall clock (1 to [`MAX_MILLIS`]).
    Millis(u64),
    /// Units of work (1 to [`MAX_WORK`]): the same turn on any machine.
    Work(u64),
}

/// A thinking budget that is zero or absurdly large.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum BudgetError {
    /// Zero milliseconds or zero work: nothing could be thought.
    #[error("a computer needs some time to think: give at least 1")]
    Zero,
    /// More than ten minutes of wall clock.
    #[error("{0} ms is more than the {MAX_MILLIS} ms (ten minutes) a computer may think")]
    TooLong(u64),
    /// More work than [`MAX_WORK`].
    #[error("{0} is more than the {MAX_WORK} units of work a computer may do")]
    TooMuchWork(u64),
}

impl Budget {
    /// `ms` milliseconds of wall clock, refused when 0 or over ten
    /// minutes (never wrapped).
    pub fn millis(ms: u64) -> Result<Budget, BudgetError> {
        match ms {
            0 => Err(BudgetError::Zero),
            ms if ms > MAX_MILLIS => Err(BudgetError::TooLong(ms)),
            ms => Ok(Budget::Millis(ms)),
        }
    }

    /// `units` of work, refused when 0 or over [`MAX_WORK`].
    pub fn work(units: u64) -> Result<Budget, BudgetError> {
        match units {
            0 => Err(BudgetError::Zero),
            units if units > MAX_WORK => Err(BudgetError::TooMuchWork(units)),
            units => Ok(Budget::Work(units)),
        }
    }

    /// Starts thinking now under this budget.
    #[must_use]
    pub fn start(self) -> Thinking {
        match self {
            Budget::Millis(ms) => Thinking {
                started: Instant::now(),
                deadline: Some(Instant::now() + Duration::from_millis(ms.min(MAX_MILLIS))),
                work: u64::MAX,
                spent: 0,
            },
            Budget::Work(units) => Thinking {
                started: Instant::now(),
                deadline: None,
                work: units.min(MAX_WORK),
                spent: 0,
            },
        }
    }
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Millis(ms) => write!(f, "{ms} ms"),
            Budget::Work(units) => write!(f, "{units} nodes"),
        }
    }
}

/// A budget being spent: the work done so far and what is left.
#[derive(Clone, Debug)]
pub struct Thinking {
    started: Instant,
    deadline: Option<Instant>,
    work: u64,
    spent: u64,
}

impl Thinking {
    /// Counts `units` of work done; `true` while the budget allows more.
    pub fn spend(&mut self, units: u64) -> bool {
        self.spent = self.spent.saturating_add(units);
        !self.is_spent()
    }

    /// Whether the work or the time has run out.
    #[must_use]
    pub fn is_spent(&self) -> bool {
        self.spent >= self.work || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The work done so far.
    #[must_use]
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// The share of the budget used so far, from 0 to 1 (by time for a
    /// wall-clock budget, by work otherwise): lets a search judge whether
    /// one more iteration can finish.
    #[must_use]
    pub fn used(&self) -> f64 {
        match self.deadline {
            Some(deadline) => {
                let total = deadline
                    .saturating_duration_since(self.started)
                    .as_secs_f64();
                let gone = self.started.elapsed().as_secs_f64();
                if total <= 0.0 {
                    1.0
                } else {
                    (gone / total).min(1.0)
                }
            }
            None => (self.spent as f64 / self.work as f64).min(1.0),
        }
    }
}

/// The clock of a search deepened iteration by iteration: a node at a
/// time from a [`Thinking`], except that nothing stops the first
/// iteration (a search must always have a move to give). Once stopped,
/// it stays stopped, so every node on the way back up sees it.
#[derive(Clone, Debug)]
pub struct Deepening {
    thinking: Thinking,
    first_iteration: bool,
    stopped: bool,
}

impl Deepening {
    /// A clock for a search within `budget`, in its first iteration.
    #[must_use]
    pub fn new(budget: Budget) -> Deepening {
        Deepening {
            thinking: budget.start(),
            first_iteration: true,
            stopped: false,
        }
    }

    /// Counts one node; `true` once the search must stop.
    pub fn out_of_time(&mut self) -> bool {
        if !self.thinking.spend(1) && !self.first_iteration {
            self.stopped = true;
        }
        self.stopped
    }

    /// The first iteration is complete: the budget may stop the next.
    pub fn first_iteration_done(&mut self) {
        self.first_iteration = false;
    }

    /// Whether the budget stopped the search in the middle of an
    /// iteration (whose result then does not count).
    #[must_use]
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Whether the budget is spent: no further iteration should start.
    #[must_use]
    pub fn is_spent(&self) -> bool {
        self.thinking.is_spent()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_and_absurd_budgets_are_refused_not_wrapped() {
        assert_eq!(Budget::millis(0), Err(BudgetError::Zero));
        assert_eq!(
            Budget::millis(461_168_601_842_738_792),
            Err(BudgetError::TooLong(461_168_601_842_738_792))
        );
        assert_eq!(Budget::millis(MAX_MILLIS), Ok(Budget::Millis(MAX_MILLIS)));
        assert_eq!(Budget::work(0), Err(BudgetError::Zero));
        assert!(Budget::work(u64::MAX).is_err());
    }

    #[test]
    fn work_runs_out_after_exactly_its_units() {
        let mut thinking = Budget::Work(3).start();
        assert!(thinking.spend(1));
        assert!(thinking.spend(1));
        assert!(!thinking.spend(1));
        assert!(thinking.is_spent());
        assert_eq!(thinking.spent(), 3);
    }

    #[test]
    fn wall_clock_runs_out_when_its_time_has_passed() {
        let mut thinking = Budget::Millis(1).start();
        assert!(!thinking.is_spent() || thinking.spent() == 0);
        std::thread::sleep(Duration::from_millis(3));
        assert!(!thinking.spend(1));
    }

    #[test]
    fn a_deepening_search_is_stopped_only_after_its_first_iteration() {
        let mut clock = Deepening::new(Budget::Work(2));
        assert!(
            (0..10).all(|_| !clock.out_of_time()),
            "the first iteration runs on"
        );
        assert!(clock.is_spent() && !clock.stopped());
        clock.first_iteration_done();
        assert!(clock.out_of_time() && clock.stopped());
        assert!(clock.out_of_time(), "it stays stopped");
    }
}
