//! Mistakes answered clearly (issue 28): each answer says what happened
//! and what to do, in English and French, and changes nothing. Option
//! names are quoted as typed; a command of the other game says whose it
//! is and what to use here; `/leave seat:N` of a person's seat names that
//! person; a lobby left to computers says so as it closes; Palago's
//! `/play` over a draft is refused with the way out; `/place`'s
//! orientation is refused in the words of `palanquee play --game palago`.

mod common_store;

use common_store::{Bench, caller, dump, ok, refused, texts};
use palanquee::commands::{Caller, Command, CommandError, Language, Service, parse_command_line};
use palanquee::games::palago::Placement;

const CH: &str = "answers";

/// The refusal of `line` by `who`, in French.
async fn refused_in_french(service: &Service, who: &str, line: &str) -> String {
    let french = Caller {
        language: Language::French,
        ..caller(who)
    };
    // Front ends read the command in the caller's language too.
    let command = parse_command_line(Language::French, line);
    let command = command.unwrap_or_else(|e| panic!("{line}: {e}"));
    match service.handle(CH, &french, command).await {
        Err(CommandError::Refused(refusal)) => refusal.words(Language::French),
        other => panic!("{line} should be refused, got {other:?}"),
    }
}

/// The refusal of a command line that cannot be read.
fn unreadable(line: &str) -> String {
    parse_command_line(palanquee::commands::Language::English, line).expect_err(line)
}

#[test]
fn refusals_quote_option_names_as_the_player_typed_them() {
    let days = unreadable("/settings vacation_days:367");
    assert!(days.contains("`vacation_days:367`"), "{days}");
    assert!(days.contains("from 0 to 366"), "{days}");
    assert!(!days.contains("vacation-days"), "{days}");
    let hyphen = unreadable("/settings vacation-days:367");
    assert!(hyphen.contains("`vacation-days:367`"), "{hyphen}");
    let hours = unreadable("/new turn_hours:0");
    assert!(hours.contains("`turn_hours:0`"), "{hours}");
    let twice = unreadable("/new turn-hours:1 Turn_Hours:2");
    assert!(twice.contains("`Turn_Hours` is given twice"), "{twice}");
    let empty = unreadable("/settings vacation_days:");
    assert!(
        empty.contains("`vacation_days:` has no value: give a whole number of days from 0 to 366"),
        "{empty}"
    );
    let days = unreadable("/vacation days:");
    assert!(days.contains("from 1 to 366, like days:7"), "{days}");
    let unknown = unreadable("/status Vacation_Days:3");
    assert!(unknown.contains("no option `Vacation_Days`"), "{unknown}");
    let flag = unreadable("/vacation End_:maybe");
    assert!(flag.contains("no option `End_`"), "{flag}");
    // Discord sends its own option names, `vacation_days` and `turn_hours`.
    let pairs = [("vacation_days".to_owned(), "367".to_owned())];
    let discord = Command::from_options(palanquee::commands::Language::English, "settings", &pairs)
        .expect_err("367");
    assert!(discord.contains("`vacation_days:367`"), "{discord}");
    let pairs = [("turn_hours".to_owned(), "999".to_owned())];
    let french = Command::from_options(Language::French, "new", &pairs);
    let french = french.expect_err("999 hours");
    assert!(french.contains("`turn_hours:999`"), "{french}");
}

/// Opens a Palago game (alice White, bob Blue) in `CH`.
async fn palago_game(service: &Service) {
    ok(service, CH, "alice", "/new game:palago").await;
    ok(service, CH, "bob", "/join").await;
    ok(service, CH, "alice", "/start").await;
}

/// Palanquée's commands in a Palago channel, with any options, say they
/// are Palanquée's and name Palago's; nothing changes.
async fn palanquee_commands_in_a_palago_channel_name_palagos() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago_game(&service).await;
    let before = dump(&service).await;
    for (line, command) in [
        ("/claim cell:0,0", "/claim"),
        ("/claim cell:E4", "/claim"),
        ("/launch from:0,0 to:1,1", "/launch"),
        ("/launch from:E4 to:E6", "/launch"),
        ("/sow cell:0,0", "/sow"),
        ("/grow cell:E4", "/grow"),
        ("/grow", "/grow"),
        ("/move from:A1 to:Z9", "/move"),
        ("/harvest cell:0,1", "/harvest"),
        ("/prune cell:E4 extra:1", "/prune"),
        ("/play actions:\"grow H8; end\"", "/grow"),
        ("/play actions:\"grwo H8\"", "/play actions:\"grwo H8\""),
    ] {
        for who in ["alice", "bob", "carol"] {
            let text = refused(&service, CH, who, line).await;
            let says = format!("This channel plays Palago, which has no `{command}`");
            assert!(text.contains(&says), "{line}: {text}");
            assert!(text.contains("/place cell:q,r orientation:k"), "{text}");
            assert!(!text.contains("A to S"), "{line}: {text}");
        }
    }
    let french = refused_in_french(&service, "alice", "/claim cell:0,0").await;
    assert!(
        french.contains("Ce salon joue à Palago, qui n'a pas de `/réclamer`"),
        "{french}"
    );
    assert_eq!(dump(&service).await, before);
}

/// Palago's commands in a Palanquée channel say they are Palago's and
/// name Palanquée's; nothing changes.
async fn palago_commands_in_a_palanquee_channel_name_palanquees() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    common_store::two_player_game(&service, CH, "").await;
    let before = dump(&service).await;
    for (line, command) in [
        ("/place cell:0,0 orientation:0", "/place"),
        ("/place cell:E4 orientation:1", "/place"),
        ("/place cell:0,0 orientation:7", "/place"),
        ("/place", "/place"),
        (
            "/play actions:\"0,0:1 -1,1:0\"",
            "/play actions:\"0,0:1 -1,1:0\"",
        ),
        (
            "/play actions:\"0,0:3 0,1:0\"",
            "/play actions:\"0,0:3 0,1:0\"",
        ),
    ] {
        let text = refused(&service, CH, "alice", line).await;
        let says = format!("This channel plays Palanquée, which has no `{command}`");
        assert!(text.contains(&says), "{line}: {text}");
        assert!(text.contains("/sow, /grow"), "{text}");
    }
    let french = refused_in_french(&service, "alice", "/place cell:0,0 orientation:0").await;
    assert!(
        french.contains("Ce salon joue à Palanquée, qui n'a pas de `/poser`"),
        "{french}"
    );
    // A Palanquée command that cannot be read keeps its own refusal here,
    // and where no game was ever played.
    let cell = refused(&service, CH, "alice", "/claim cell:0,0").await;
    assert!(cell.contains("(R1)"), "{cell}");
    let nowhere = refused(&service, "empty", "alice", "/claim cell:0,0").await;
    assert!(nowhere.contains("(R1)"), "{nowhere}");
    assert_eq!(dump(&service).await, before);
}

/// `/leave seat:N` of someone else's seat names whose it is; a player's
/// own seat number is their own seat; computers' seats stay the creator's
/// to free.
async fn leave_seat_of_a_person_names_who_may_leave_it() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    ok(&service, CH, "carol", "/join").await;
    let before = dump(&service).await;
    let alices = refused(&service, CH, "bob", "/leave seat:1").await;
    assert!(
        alices
            .contains("Seat 1 is a person's, **alice**'s: only alice can give it up, with /leave"),
        "{alices}"
    );
    assert!(!alices.contains("Only the game's creator"), "{alices}");
    let french = refused_in_french(&service, "bob", "/leave seat:1").await;
    assert!(
        french.contains("La place 1 est celle d'une personne, **alice** : il n'y a que alice"),
        "{french}"
    );
    let computer = refused(&service, CH, "bob", "/leave seat:3").await;
    assert!(computer.contains("Only the game's creator"), "{computer}");
    let none = refused(&service, CH, "bob", "/leave seat:5").await;
    assert!(none.contains("There is no seat 5"), "{none}");
    assert_eq!(dump(&service).await, before);
    let own = texts(&ok(&service, CH, "carol", "/leave seat:4").await);
    assert!(
        own.starts_with("**carol** left the game. 3 seated."),
        "{own}"
    );
}

/// The last person leaving a lobby where computers still sit closes it,
/// saying that only computers were left; an empty lobby says nobody is.
async fn a_lobby_left_to_computers_says_so_as_it_closes() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "alice", "/addbot level:easy").await;
    let closed = texts(&ok(&service, CH, "alice", "/leave").await);
    assert!(
        closed.contains("**alice** left; only computers are left (Computer (easy))"),
        "{closed}"
    );
    assert!(closed.contains("the game is closed"), "{closed}");
    assert!(!closed.contains("nobody is seated"), "{closed}");
    let status = texts(&ok(&service, CH, "bob", "/status").await);
    assert!(status.contains("no person is left"), "{status}");
    ok(&service, CH, "bob", "/new").await;
    let alone = texts(&ok(&service, CH, "bob", "/leave").await);
    assert!(
        alone.contains("**bob** left; nobody is seated, so the game is closed."),
        "{alone}"
    );
}

/// Palago's `/play` over a draft is refused with the way out, and keeps
/// the draft: one tile (finish it or take it back), or a whole turn
/// (publish it).
async fn palago_play_over_a_draft_is_refused_with_the_way_out() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago_game(&service).await;
    ok(&service, CH, "alice", "/place cell:0,0 orientation:0").await;
    let before = dump(&service).await;
    let play = "/play actions:\"0,0:1 -1,1:0\"";
    let one = refused(&service, CH, "alice", play).await;
    assert!(
        one.contains("You have drafted 0,0:0 already, and /play would throw it away"),
        "{one}"
    );
    assert!(one.contains("/undo"), "{one}");
    let french = refused_in_french(&service, "alice", play).await;
    assert!(french.contains("Tu as déjà préparé 0,0:0"), "{french}");
    assert_eq!(dump(&service).await, before);
    ok(&service, CH, "alice", "/place cell:0,-1 orientation:2").await;
    let two = refused(&service, CH, "alice", play).await;
    assert!(
        two.contains("Your drafted turn 0,0:0 0,-1:2 is ready, and /play would throw it away: publish it with /end"),
        "{two}"
    );
    let published = texts(&ok(&service, CH, "alice", "/end").await);
    assert!(published.contains("laid 0,0:0 0,-1:2"), "{published}");
    // With no draft, /play plays.
    let played = texts(&ok(&service, CH, "bob", "/play actions:\"1,-1:0 1,-2:0\"").await);
    assert!(played.contains("laid 1,-1:0 1,-2:0"), "{played}");
}

/// `/place`'s orientation is refused as the rules and the command line
/// refuse it: 3-5 under P4 (a tile turned 60°), other numbers under P13,
/// in the same words as `palanquee play --game palago`.
async fn place_orientations_are_refused_as_the_command_line_refuses_them() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    palago_game(&service).await;
    let before = dump(&service).await;
    for k in ["3", "4", "5", "6", "7", "10", "-1"] {
        let line = format!("/place cell:0,0 orientation:{k}");
        let text = refused(&service, CH, "alice", &line).await;
        let cli = format!("0,0:{k}").parse::<Placement>().expect_err(k);
        assert_eq!(text, cli.to_string(), "{line}");
        let ruling = if ["3", "4", "5"].contains(&k) {
            "P4: "
        } else {
            "P13: "
        };
        assert!(text.starts_with(ruling), "{line}: {text}");
    }
    let french = refused_in_french(&service, "alice", "/place cell:0,0 orientation:3").await;
    assert!(french.starts_with("P4 : l'orientation 3"), "{french}");
    let word = refused(
        &service,
        CH,
        "alice",
        "/place cell:0,0 orientation:sideways",
    )
    .await;
    assert!(word.contains("say 0 (upright)"), "{word}");
    assert_eq!(dump(&service).await, before);
}

on_both_backends!(
    palanquee_commands_in_a_palago_channel_name_palagos,
    palago_commands_in_a_palanquee_channel_name_palanquees,
    leave_seat_of_a_person_names_who_may_leave_it,
    a_lobby_left_to_computers_says_so_as_it_closes,
    palago_play_over_a_draft_is_refused_with_the_way_out,
    place_orientations_are_refused_as_the_command_line_refuses_them,
);
