//! What the process counts and times for its operators (issue 51): every
//! metric's name, labels and unit in one file, recorded through the
//! `metrics` facade. Without an exporter installed
//! ([`crate::operations::metrics`]) each call is a no-op; with one, the
//! process serves them as Prometheus text at `/metrics`.
//!
//! Labels are bounded: a command's name (the commands are a fixed list),
//! an outcome, a route group, a status, a Discord JSON code, a shard
//! number. No user, channel, server or game id is ever a label.

use std::time::Duration;

use metrics::{counter, gauge, histogram};

/// How a command ended, for `palanquee_commands_total{outcome}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CommandOutcome {
    /// It ran and answered.
    Answered,
    /// It was refused (bad input, not the caller's turn…): nothing changed.
    Refused,
    /// It failed (the database, a task): the caller was told.
    Failed,
}

impl CommandOutcome {
    /// The label value.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            CommandOutcome::Answered => "answered",
            CommandOutcome::Refused => "refused",
            CommandOutcome::Failed => "failed",
        }
    }
}

/// The groups of Discord's HTTP routes the bot calls, for
/// `palanquee_discord_responses_total{route}`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Route {
    /// Registering the application commands.
    Commands,
    /// An interaction's response, its edits and follow-ups.
    Interaction,
    /// A message posted in a channel or thread.
    ChannelMessage,
    /// Opening, joining or editing a thread.
    Thread,
    /// Opening a direct-message channel and posting in it.
    DirectMessage,
}

impl Route {
    /// The label value.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Route::Commands => "commands",
            Route::Interaction => "interaction",
            Route::ChannelMessage => "channel_message",
            Route::Thread => "thread",
            Route::DirectMessage => "direct_message",
        }
    }
}

/// Upper bounds (seconds) of the latency histograms: from a millisecond
/// (a read command) to a minute (a hard computer's turn, a slow request).
pub const LATENCY_BUCKETS: [f64; 14] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 15.0, 60.0,
];

/// Commands handled, by name and outcome.
pub const COMMANDS: &str = "palanquee_commands_total";
/// Time to handle a command, by name.
pub const COMMAND_SECONDS: &str = "palanquee_command_seconds";
/// Interactions answered after Discord's 3 seconds (deferred first).
pub const INTERACTIONS_DEFERRED: &str = "palanquee_interactions_deferred_total";
/// Interactions Discord no longer knew when answered (10062).
pub const INTERACTIONS_LOST: &str = "palanquee_interactions_lost_total";
/// Outbox posts due now and not delivered.
pub const OUTBOX_DUE: &str = "palanquee_outbox_due";
/// Age of the oldest due post, in seconds (0 when none is due).
pub const OUTBOX_OLDEST_DUE: &str = "palanquee_outbox_oldest_due_seconds";
/// Outbox posts delivered, by how (`message`, `answer`).
pub const OUTBOX_DELIVERED: &str = "palanquee_outbox_delivered_total";
/// Outbox posts that failed a try or were given up, by reason.
pub const OUTBOX_FAILED: &str = "palanquee_outbox_failed_total";
/// Discord's answers, by route group, status and JSON error code.
pub const DISCORD_RESPONSES: &str = "palanquee_discord_responses_total";
/// Discord's rate limits met (429), by scope.
pub const RATE_LIMITS: &str = "palanquee_discord_rate_limits_total";
/// Whether each shard of this process is connected (1) or not (0).
pub const SHARD_CONNECTED: &str = "palanquee_shard_connected";
/// Each shard's last heartbeat latency, in seconds.
pub const SHARD_LATENCY: &str = "palanquee_shard_latency_seconds";
/// Deadlines settled (turns ended by the clock).
pub const DEADLINES_SETTLED: &str = "palanquee_deadlines_settled_total";
/// How late a deadline was settled after it fell due, in seconds.
pub const DEADLINE_LAG: &str = "palanquee_deadline_lag_seconds";
/// Computer turns waiting for the thinker.
pub const COMPUTERS_WAITING: &str = "palanquee_computer_turns_waiting";
/// Time a computer thought for a turn, in seconds.
pub const COMPUTER_SECONDS: &str = "palanquee_computer_thinking_seconds";
/// Time to draw a board picture, by game, in seconds.
pub const PICTURE_SECONDS: &str = "palanquee_picture_seconds";
/// Database connections in use, and open, in the pool.
pub const POOL_IN_USE: &str = "palanquee_db_connections_in_use";
/// Database connections open in the pool.
pub const POOL_OPEN: &str = "palanquee_db_connections_open";
/// Time a transaction stayed open, by kind (`read`, `write`), in seconds.
pub const TRANSACTION_SECONDS: &str = "palanquee_db_transaction_seconds";

/// Every histogram: they share [`LATENCY_BUCKETS`].
pub const HISTOGRAMS: [&str; 6] = [
    COMMAND_SECONDS,
    DEADLINE_LAG,
    COMPUTER_SECONDS,
    PICTURE_SECONDS,
    TRANSACTION_SECONDS,
    SHARD_LATENCY,
];

/// Gives every metric its help text (Prometheus's `# HELP` line).
pub fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(COMMANDS, "Commands handled, by name and outcome.");
    describe_histogram!(
        COMMAND_SECONDS,
        metrics::Unit::Seconds,
        "Time to handle a command."
    );
    describe_counter!(
        INTERACTIONS_DEFERRED,
        "Interactions answered after a deferral."
    );
    describe_counter!(
        INTERACTIONS_LOST,
        "Interactions Discord no longer knew (10062)."
    );
    describe_gauge!(OUTBOX_DUE, "Outbox posts due and not delivered.");
    describe_gauge!(
        OUTBOX_OLDEST_DUE,
        metrics::Unit::Seconds,
        "Age of the oldest due post."
    );
    describe_counter!(OUTBOX_DELIVERED, "Outbox posts delivered, by how.");
    describe_counter!(OUTBOX_FAILED, "Outbox posts failed or given up, by reason.");
    describe_counter!(
        DISCORD_RESPONSES,
        "Discord's answers, by route group, status and code."
    );
    describe_counter!(RATE_LIMITS, "Rate limits met (429), by scope.");
    describe_gauge!(SHARD_CONNECTED, "Whether the shard is connected.");
    describe_histogram!(
        SHARD_LATENCY,
        metrics::Unit::Seconds,
        "Heartbeat latency per shard."
    );
    describe_counter!(DEADLINES_SETTLED, "Deadlines settled.");
    describe_histogram!(
        DEADLINE_LAG,
        metrics::Unit::Seconds,
        "Delay of a deadline's settling."
    );
    describe_gauge!(COMPUTERS_WAITING, "Computer turns waiting to be thought.");
    describe_histogram!(
        COMPUTER_SECONDS,
        metrics::Unit::Seconds,
        "A computer's thinking."
    );
    describe_histogram!(
        PICTURE_SECONDS,
        metrics::Unit::Seconds,
        "Time to draw a board."
    );
    describe_gauge!(POOL_IN_USE, "Database connections in use.");
    describe_gauge!(POOL_OPEN, "Database connections open.");
    describe_histogram!(
        TRANSACTION_SECONDS,
        metrics::Unit::Seconds,
        "A transaction's life."
    );
}

/// A command `name` ended with `outcome` after `took`.
pub fn command_finished(name: String, outcome: CommandOutcome, took: Duration) {
    counter!(COMMANDS, "command" => name.clone(), "outcome" => outcome.label()).increment(1);
    histogram!(COMMAND_SECONDS, "command" => name).record(took.as_secs_f64());
}

/// An interaction was deferred (its answer would come after 3 seconds).
pub fn interaction_deferred() {
    counter!(INTERACTIONS_DEFERRED).increment(1);
}

/// An interaction's answer found it gone (Discord's 10062).
pub fn interaction_lost() {
    counter!(INTERACTIONS_LOST).increment(1);
}

/// What the outbox holds now: `due` posts, the oldest due for `oldest`.
pub fn outbox_waiting(due: u64, oldest: Duration) {
    gauge!(OUTBOX_DUE).set(due as f64);
    gauge!(OUTBOX_OLDEST_DUE).set(oldest.as_secs_f64());
}

/// A post was delivered (`how`: `message` or `answer`).
pub fn post_delivered(how: &'static str) {
    counter!(OUTBOX_DELIVERED, "how" => how).increment(1);
}

/// A post's try failed, or it was given up, for `reason` (`transient`,
/// `refused`, `gone`, `blocked`, `dm_closed`).
pub fn post_failed(reason: &'static str) {
    counter!(OUTBOX_FAILED, "reason" => reason).increment(1);
}

/// Discord answered a request of `route` with `status` and, for an
/// error, its JSON `code`; `status` 0 is no answer in time.
pub fn discord_response(route: Route, status: u16, code: Option<isize>) {
    let code = code.map_or_else(|| "none".to_owned(), |code| code.to_string());
    counter!(
        DISCORD_RESPONSES,
        "route" => route.label(),
        "status" => status.to_string(),
        "code" => code,
    )
    .increment(1);
}

/// Discord rate-limited a request (`scope`: `global` or `route`).
pub fn rate_limited(scope: &'static str) {
    counter!(RATE_LIMITS, "scope" => scope).increment(1);
}

/// Shard `shard`'s state: connected or not, and its last heartbeat's
/// latency if known.
pub fn shard_state(shard: u32, connected: bool, latency: Option<Duration>) {
    let shard = shard.to_string();
    gauge!(SHARD_CONNECTED, "shard" => shard.clone()).set(f64::from(u8::from(connected)));
    if let Some(latency) = latency {
        histogram!(SHARD_LATENCY, "shard" => shard).record(latency.as_secs_f64());
    }
}

/// A deadline was settled `lag` after it fell due.
pub fn deadline_settled(lag: Duration) {
    counter!(DEADLINES_SETTLED).increment(1);
    histogram!(DEADLINE_LAG).record(lag.as_secs_f64());
}

/// `waiting` computer turns wait for the thinker.
pub fn computers_waiting(waiting: usize) {
    gauge!(COMPUTERS_WAITING).set(waiting as f64);
}

/// A computer thought for `took`.
pub fn computer_thought(took: Duration) {
    histogram!(COMPUTER_SECONDS).record(took.as_secs_f64());
}

/// A board picture of `game` was drawn in `took`.
pub fn picture_drawn(game: &'static str, took: Duration) {
    histogram!(PICTURE_SECONDS, "game" => game).record(took.as_secs_f64());
}

/// The database pool: `open` connections, `idle` of them idle.
pub fn database_pool(open: u32, idle: usize) {
    gauge!(POOL_OPEN).set(f64::from(open));
    gauge!(POOL_IN_USE).set(f64::from(open).max(idle as f64) - idle as f64);
}

/// A transaction of `kind` (`read`, `write`) ended after `took`.
pub fn transaction_ended(kind: &'static str, took: Duration) {
    histogram!(TRANSACTION_SECONDS, "kind" => kind).record(took.as_secs_f64());
}
