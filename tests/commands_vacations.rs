//! Vacations, with the test clock: a deadline that would have expired
//! while its player is away waits, then resumes with the time the turn
//! had left; `/status` says who is away; the yearly allowance is counted
//! by the day, given back for days not begun, never goes below zero, and
//! comes back with the new year.

mod common_store;

use common_store::{Bench, caller, ok, refused, texts};
use palanquee::commands::{Caller, Command, parse_command_line};

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
    assert!(
        parse_command_line(palanquee::commands::Language::English, "/vacation days:0").is_err()
    );
    // A new year, a new allowance (the bench's clock starts in January).
    bench.advance(366 * DAY);
    let renewed = texts(&ok(&service, CH, "bob", "/vacation").await);
    assert!(renewed.contains("30 vacation days left"), "{renewed}");
}

/// The turn post that hands the turn to someone away says until when
/// (their deadline waits); one to someone at home does not.
async fn the_turn_post_says_until_when_the_next_player_is_away() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new turn-hours:4").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    ok(&service, "elsewhere", "bob", "/vacation days:3").await;
    let post = texts(&ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await);
    assert!(post.contains("On vacation until <t:"), "{post}");
    let back = texts(&ok(&service, CH, "bob", "/play actions:\"sow O12; end\"").await);
    assert!(!back.contains("On vacation"), "{back}");
}

/// A server's admins set the allowance (`/settings vacation_days:N`):
/// players then have that many days; others may only look.
async fn a_server_sets_its_own_allowance() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let shown = texts(&ok(&service, CH, "bob", "/settings").await);
    assert!(
        shown.contains("calendar year on this server: 30."),
        "{shown}"
    );
    let denied = refused(&service, CH, "bob", "/settings vacation_days:100").await;
    assert!(
        denied.contains("Only those who manage this server"),
        "{denied}"
    );
    let admin = Caller {
        moderator: true,
        server_admin: true,
        ..caller("carol")
    };
    let set = Command::Settings {
        vacation_days: Some(10),
        language: None,
    };
    service
        .handle(CH, &admin, set)
        .await
        .expect("set by an admin");
    let left = texts(&ok(&service, CH, "bob", "/vacation").await);
    assert!(
        left.contains("10 vacation days left this year (of 10)"),
        "{left}"
    );
    let too_many = refused(&service, CH, "bob", "/vacation days:11").await;
    assert!(too_many.contains("days:11 is too many"), "{too_many}");
    assert!(
        parse_command_line(
            palanquee::commands::Language::English,
            "/settings vacation_days:367"
        )
        .is_err()
    );
}

on_both_backends!(
    a_server_sets_its_own_allowance,
    a_deadline_waits_for_a_player_away_then_runs_on,
    the_allowance_is_counted_by_the_day_and_never_goes_below_zero,
    the_turn_post_says_until_when_the_next_player_is_away,
);
