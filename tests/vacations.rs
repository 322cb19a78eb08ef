//! Vacations, with the test clock: a deadline that would have expired
//! while its player is away waits, then resumes with the time the turn
//! had left; `/status` says who is away; the yearly allowance is counted
//! by the day, given back for days not begun, never goes below zero, and
//! comes back with the new year.

mod common_store;

use common_store::{Bench, ok, refused, texts};
use palanquee::commands::parse_command_line;

const CH: &str = "away";
const HOUR: i64 = 3600;
const DAY: i64 = 86_400;

async fn a_deadline_waits_for_a_player_away_then_runs_on() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new turn-hours:4").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    // bob's turn ends at T0 + 4 h; he goes away at T0 + 1 h for two days.
    bench.advance(HOUR);
    let away = texts(&ok(&service, "elsewhere", "bob", "/vacation days:2").await);
    assert!(away.contains("on vacation until <t:"), "{away}");
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(
        status.contains("**bob** is on vacation until <t:"),
        "{status}"
    );
    // Past his deadline: nothing happens.
    bench.advance(4 * HOUR);
    assert!(service.tick().await.expect("tick").is_empty());
    // Back after two days, his three hours left run again.
    bench.advance(2 * DAY - 4 * HOUR + 3 * HOUR - 60);
    let reminded = service.tick().await.expect("tick");
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert!(
        reminded[0].reply.text.contains("Reminder"),
        "{:?}",
        reminded[0].reply.text
    );
    bench.advance(120);
    let expired = service.tick().await.expect("tick");
    assert_eq!(expired.len(), 1, "{expired:?}");
    assert!(
        expired[0].reply.text.contains("Time is up"),
        "{:?}",
        expired[0].reply.text
    );
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(!status.contains("on vacation"), "{status}");
}

async fn the_allowance_is_counted_by_the_day_and_never_goes_below_zero() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let left = texts(&ok(&service, CH, "bob", "/vacation").await);
    assert!(left.contains("30 vacation days left"), "{left}");
    let too_many = refused(&service, CH, "bob", "/vacation days:31").await;
    assert!(too_many.contains("30 vacation days left"), "{too_many}");
    let away = texts(&ok(&service, CH, "bob", "/vacation days:20").await);
    assert!(away.contains("10 left this year"), "{away}");
    let again = refused(&service, CH, "bob", "/vacation days:5").await;
    assert!(again.contains("already"), "{again}");
    // Back after half a day: that day counts, the 19 not begun come back.
    bench.advance(DAY / 2);
    let back = texts(&ok(&service, CH, "bob", "/vacation end:true").await);
    assert!(back.contains("19 days given back; 29 left"), "{back}");
    let not_away = refused(&service, CH, "bob", "/vacation end:true").await;
    assert!(not_away.contains("not on vacation"), "{not_away}");
    let all = texts(&ok(&service, CH, "bob", "/vacation days:29").await);
    assert!(all.contains("0 left this year"), "{all}");
    bench.advance(29 * DAY);
    let none = refused(&service, CH, "bob", "/vacation days:1").await;
    assert!(none.contains("0 vacation days left"), "{none}");
    assert!(parse_command_line("/vacation days:0").is_err());
    // A new year, a new allowance (the bench's clock starts in January).
    bench.advance(366 * DAY);
    let renewed = texts(&ok(&service, CH, "bob", "/vacation").await);
    assert!(renewed.contains("30 vacation days left"), "{renewed}");
}

on_both_backends!(
    a_deadline_waits_for_a_player_away_then_runs_on,
    the_allowance_is_counted_by_the_day_and_never_goes_below_zero,
);
