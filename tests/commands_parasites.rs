//! The advanced rules' rulings on parasites through the command layer,
//! each game played from the empty board to the position: a player
//! with only a parasite may end without sowing (R11, R30), a launch may
//! land on an enemy parasite (R32), and `/end` before a compulsory sowing
//! says to sow instead of offering a confirmation that R11 then refuses.

mod common_store;

use common_store::{Bench, dump, ok, refused, texts};
use palanquee::commands::{Button, Service};

const CH: &str = "parasites";

/// An advanced game of alice and bob in which each entry of `turns` is a
/// turn, alice's first: its actions (`;`-separated, maybe none), then the
/// turn ended, unused actions confirmed.
async fn advanced_game(service: &Service, turns: &[&str]) {
    ok(service, CH, "alice", "/new rules:advanced").await;
    ok(service, CH, "bob", "/join").await;
    ok(service, CH, "alice", "/start").await;
    for (index, actions) in turns.iter().enumerate() {
        let who = if index % 2 == 0 { "alice" } else { "bob" };
        if !actions.is_empty() {
            ok(service, CH, who, &format!("/play actions:\"{actions}\"")).await;
        }
        ok(service, CH, who, "/end confirm:true").await;
    }
}

/// Alice's seeds H10 and H11 grow a button centred on H8 (ring H7 H9 G8
/// G9 I8 I9) while bob's plant grows down column L from L8; alice then
/// launches H8 onto K8, against bob's seed L8 (R32).
const ALICE_LAUNCHES_ON_BOB: [&str; 14] = [
    "sow H10",
    "sow L8",
    "grow H11 seed",
    "grow L9",
    "grow H9; grow H8",
    "grow L10",
    "grow H7; grow G8",
    "grow L11",
    "grow G9; grow I8",
    "grow L12",
    "grow I9; grow H12",
    "grow L13",
    "launch H8 K8; grow H13",
    "grow L14",
];

/// Alice forgets her whole turn; bob claims both her seeds (R21), so she
/// keeps only the parasite K8, with one seed in reserve.
async fn alice_left_with_only_her_parasite(service: &Service) {
    advanced_game(service, &ALICE_LAUNCHES_ON_BOB).await;
    ok(service, CH, "alice", "/end confirm:true").await;
    ok(service, CH, "bob", "/claim cell:H10").await;
    ok(service, CH, "bob", "/claim cell:H11").await;
    ok(service, CH, "bob", "/play actions:\"grow L15; end\"").await;
}

async fn r11_r30_a_player_with_only_a_parasite_ends_without_sowing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    alice_left_with_only_her_parasite(&service).await;
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    assert!(
        status.contains(
            "alice: 0 seeds and 1 sprout on the board; 1 seed and 49 sprouts in reserve; 2 seeds lost; 1 parasite (R30)"
        ),
        "{status}"
    );
    // The parasite's action is owed: ending warns first (R20), and the
    // confirmation offered is then accepted.
    let warning = ok(&service, CH, "alice", "/end").await;
    assert!(warning[0].text.contains("R20"), "{}", warning[0].text);
    assert!(
        warning[0]
            .buttons
            .iter()
            .any(|b| matches!(b, Button::EndTurn { confirm: true, .. })),
        "{:?}",
        warning[0].buttons
    );
    let published = texts(&ok(&service, CH, "alice", "/end confirm:true").await);
    assert!(published.contains("R21"), "claims are open: {published}");
    // Bob takes the forgotten parasite whole (R21, R30).
    let claimed = texts(&ok(&service, CH, "bob", "/claim cell:K8").await);
    assert!(claimed.contains("K8"), "{claimed}");
    let status = texts(&ok(&service, CH, "bob", "/status").await);
    assert!(
        status.contains("alice: 0 seeds and 0 sprouts on the board; 1 seed and 50 sprouts"),
        "{status}"
    );
}

async fn r11_end_before_the_compulsory_sowing_says_to_sow_and_offers_no_confirmation() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    alice_left_with_only_her_parasite(&service).await;
    ok(&service, CH, "alice", "/end confirm:true").await;
    ok(&service, CH, "bob", "/claim cell:K8").await;
    ok(&service, CH, "bob", "/play actions:\"grow L16; end\"").await;
    // No seed on the board, no parasite, a seed in reserve: the sowing is
    // compulsory, so `/end` is refused whatever is confirmed.
    let before = dump(&service).await;
    for line in ["/end", "/end confirm:true"] {
        let why = refused(&service, CH, "alice", line).await;
        assert!(
            why.contains("R11") && why.contains("sow one first"),
            "{line}: {why}"
        );
        assert!(!why.contains("confirm"), "{line}: {why}");
    }
    assert_eq!(dump(&service).await, before, "refusals change nothing");
    ok(&service, CH, "alice", "/play actions:\"sow C3; end\"").await;
}

async fn r11_end_in_round_one_says_to_sow_in_both_languages() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let why = refused(&service, CH, "alice", "/end").await;
    assert!(
        why.contains("R11") && why.contains("sow one first"),
        "{why}"
    );
    let mut french = common_store::caller("alice");
    french.language = palanquee::commands::Language::French;
    let command =
        palanquee::commands::parse_command_line(palanquee::commands::Language::English, "/end")
            .expect("a command");
    match service.handle(CH, &french, command).await {
        Err(palanquee::commands::CommandError::Refused(refusal)) => {
            // The engine's reason stays a value until worded, in French.
            assert_eq!(refusal.ruling().as_deref(), Some("R11"));
            let why = refusal.words(palanquee::commands::Language::French);
            assert!(why.contains("R11") && why.contains("sème d'abord"), "{why}");
        }
        other => panic!("/end in round 1 should be refused: {other:?}"),
    }
    ok(&service, CH, "alice", "/sow cell:E4").await;
    ok(&service, CH, "alice", "/end").await;
}

/// Both grow a button: alice's centred on H8 (seeds H10, H11, and L4 sown
/// alone, with L3), bob's centred on P5 (seeds P7, P8); bob launches P5 onto
/// L5, against alice's seed L4: a parasite of bob's (R30, R32).
const BOB_PARASITISES_ALICE: [&str; 14] = [
    "sow H10",
    "sow P7",
    "grow H11 seed",
    "grow P8 seed",
    "grow H9; grow H8",
    "grow P6; grow P5",
    "sow L4; grow H7",
    "grow P4; grow O5",
    "grow G8; grow G9; grow L3",
    "grow O6; grow Q5",
    "grow I8",
    "grow Q6",
    "grow I9",
    "launch P5 L5",
];

async fn r32_a_launch_may_land_touching_only_an_enemy_parasite() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    advanced_game(&service, &BOB_PARASITISES_ALICE).await;
    // K6 touches bob's parasite L5 and none of bob's plants.
    ok(&service, CH, "alice", "/launch from:H8 to:K6").await;
    ok(&service, CH, "alice", "/end confirm:true").await;
    let status = texts(&ok(&service, CH, "alice", "/status").await);
    for who in ["alice", "bob"] {
        let line = status
            .lines()
            .find(|line| line.contains(&format!("{who}:")))
            .unwrap_or_else(|| panic!("{who} in {status}"));
        assert!(line.ends_with("; 1 parasite (R30)"), "{line}");
    }
}

on_both_backends!(
    r11_r30_a_player_with_only_a_parasite_ends_without_sowing,
    r11_end_before_the_compulsory_sowing_says_to_sow_and_offers_no_confirmation,
    r11_end_in_round_one_says_to_sow_in_both_languages,
    r32_a_launch_may_land_touching_only_an_enemy_parasite,
);
