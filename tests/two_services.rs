//! Two services on one SQLite file, each with its own store pool and its
//! own memory of games, as two bot processes would be: every command sees
//! the other's changes, two conflicting commands at once apply exactly
//! once, and deadlines due together are settled exactly once between
//! them. (Issue 15 runs the same on PostgreSQL once that store exists.)

mod common_store;

use std::collections::HashMap;

use common_store::{Bench, ok, refused, run, texts};
use palanquee::commands::Announcement;

/// Games with deadlines due at once.
const GAMES: usize = 60;

async fn each_service_sees_the_others_changes_and_a_conflict_applies_once() {
    let bench = Bench::new().await;
    let (one, two) = (bench.service().await, bench.service().await);
    let ch = "shared";
    ok(&one, ch, "alice", "/new").await;
    ok(&two, ch, "bob", "/join").await;
    ok(&one, ch, "alice", "/start").await;
    // alice drafts through one and publishes through two.
    ok(&one, ch, "alice", "/sow cell:E4").await;
    let published = ok(&two, ch, "alice", "/end").await;
    assert!(
        texts(&published).contains("sow E4"),
        "{}",
        texts(&published)
    );
    let status = ok(&one, ch, "bob", "/status").await;
    assert!(
        texts(&status).contains("**bob** to move"),
        "{}",
        texts(&status)
    );
    // bob sends two different turns at once, one through each service.
    let (a, b) = tokio::join!(
        run(&one, ch, "bob", "/play actions:\"sow M10; end\""),
        run(&two, ch, "bob", "/play actions:\"sow P3; end\""),
    );
    assert_eq!(
        usize::from(a.is_ok()) + usize::from(b.is_ok()),
        1,
        "exactly one applies: {a:?} / {b:?}"
    );
    let history = texts(&ok(&two, ch, "alice", "/history").await);
    let sowed = ["sow M10", "sow P3"]
        .iter()
        .filter(|t| history.contains(*t))
        .count();
    assert_eq!(sowed, 1, "{history}");
    let refusal = refused(&one, ch, "bob", "/play actions:\"sow C12; end\"").await;
    assert!(refusal.contains("alice"), "{refusal}");
}

/// How many announcements each channel got.
fn per_channel(announced: &[Announcement]) -> HashMap<String, usize> {
    let mut count = HashMap::new();
    for a in announced {
        *count.entry(a.channel.clone()).or_insert(0) += 1;
    }
    count
}

async fn deadlines_due_together_are_settled_once_between_two_services() {
    let bench = Bench::new().await;
    let (one, two) = (bench.service().await, bench.service().await);
    for i in 0..GAMES {
        let ch = format!("table-{i}");
        ok(&one, &ch, "alice", "/new turn-hours:4").await;
        ok(&two, &ch, "bob", "/join").await;
        ok(&one, &ch, "alice", "/start").await;
    }
    for (wait, says) in [(3 * 3600 + 1, "Reminder"), (3600, "Time is up")] {
        bench.advance(wait);
        let (a, b) = tokio::join!(one.tick(), two.tick());
        let mut announced = a.expect("tick one");
        announced.extend(b.expect("tick two"));
        let counts = per_channel(&announced);
        assert_eq!(counts.len(), GAMES, "every game: {says}");
        assert!(counts.values().all(|&n| n == 1), "{says} twice: {counts:?}");
        assert!(announced.iter().all(|a| a.reply.text.contains(says)));
        assert!(one.tick().await.expect("tick").is_empty());
        assert!(two.tick().await.expect("tick").is_empty());
    }
}

on_both_backends!(
    each_service_sees_the_others_changes_and_a_conflict_applies_once,
    deadlines_due_together_are_settled_once_between_two_services,
);
