//! Two services on one database (SQLite, and PostgreSQL when
//! `TEST_DATABASE_URL` is set), each with its own store pool and its own
//! memory of games, as two bot processes would be: every command sees the
//! other's changes, two conflicting commands at once apply exactly once,
//! deadlines due together are settled exactly once between them, and each
//! post of the outbox is taken by one of them, a channel's posts in order.

mod common_store;

use std::collections::{HashMap, HashSet};

use common_store::{Bench, ok, refused, run, texts};
use palanquee::commands::Announcement;

/// Games with deadlines due at once.
const GAMES: usize = 200;

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

/// Two deliverers taking posts at once, a few at a time, until neither
/// gets any: no post is taken twice, and all the posts one channel had
/// taken went in one take (a channel's posts are never split between two
/// deliverers, which could post them out of order).
async fn two_deliverers_take_each_post_once_and_a_channels_posts_together() {
    let bench = Bench::new().await;
    let (one, two) = (bench.service().await, bench.service().await);
    for i in 0..20 {
        let ch = format!("table-{i}");
        ok(&one, &ch, "alice", "/new").await;
        ok(&two, &ch, "bob", "/join").await;
        ok(&one, &ch, "alice", "/start").await;
    }
    bench.advance(60); // past the front ends' grace: every post is due
    let due = one.outbox().due_posts(1000).await.expect("due");
    assert!(due.len() >= 40, "posts to take: {}", due.len());
    let taker = |service: palanquee::commands::Service| async move {
        let mut takes = Vec::new();
        loop {
            let taken = service.outbox().take_due_posts(7).await.expect("take");
            if taken.is_empty() {
                return takes;
            }
            takes.push(taken);
        }
    };
    let (a, b) = tokio::join!(taker(one.clone()), taker(two.clone()));
    let takes: Vec<_> = a.into_iter().chain(b).collect();
    let mut seen = HashSet::new();
    let mut take_of_channel: HashMap<String, usize> = HashMap::new();
    for (index, take) in takes.iter().enumerate() {
        for post in take {
            assert!(seen.insert(post.id), "post {} taken twice", post.id);
            let first = *take_of_channel.entry(post.channel.clone()).or_insert(index);
            assert_eq!(first, index, "{}'s posts split between takes", post.channel);
        }
    }
    assert_eq!(
        take_of_channel.len(),
        20,
        "every channel's first posts taken"
    );
    // Given back, the posts are due again.
    let (first, _) = takes.split_first().expect("a take");
    one.outbox().give_back(first).await.expect("given back");
    let again = two.outbox().take_due_posts(1000).await.expect("take");
    let ids: HashSet<i64> = again.iter().map(|p| p.id).collect();
    assert!(
        first.iter().all(|p| ids.contains(&p.id)),
        "given back: {ids:?}"
    );
}

on_both_backends!(
    two_deliverers_take_each_post_once_and_a_channels_posts_together,
    each_service_sees_the_others_changes_and_a_conflict_applies_once,
    deadlines_due_together_are_settled_once_between_two_services,
);
