//! The server's language (`/settings language:en|fr|de`): what the channel
//! reads (lobby posts, openings, turn posts, reminders, pictures) follows
//! the server's admins, while each player's private answers keep their
//! own client's language; the choice survives a restart and touches no
//! other server.

mod common_store;

use common_store::{Bench, caller, ok, refused, run, texts};
use palanquee::commands::{Caller, Language, Reply, Service, Visibility, parse_command_line};

const CH: &str = "salon";
const HOUR: i64 = 3600;

/// A moderator of the test server.
fn admin() -> Caller {
    Caller {
        moderator: true,
        server_admin: true,
        ..caller("carol")
    }
}

/// Runs `line` as the test server's moderator.
async fn as_admin(service: &Service, line: &str) -> Vec<Reply> {
    let command = parse_command_line(palanquee::commands::Language::English, line)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    service
        .handle(CH, &admin(), command)
        .await
        .unwrap_or_else(|e| panic!("{line}: {e}"))
}

/// The text of the public replies only.
fn public(replies: &[Reply]) -> String {
    let public: Vec<Reply> = replies
        .iter()
        .filter(|r| r.visibility == Visibility::Public)
        .cloned()
        .collect();
    texts(&public)
}

/// The board picture of the first reply that has one.
fn picture(replies: &[Reply]) -> Vec<u8> {
    let file = replies
        .iter()
        .find_map(|r| r.file.as_ref())
        .expect("a picture");
    file.bytes.clone()
}

async fn only_moderators_choose_and_bad_values_change_nothing() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let shown = texts(&ok(&service, CH, "bob", "/settings").await);
    assert!(shown.contains("pictures): English."), "{shown}");
    let denied = refused(&service, CH, "bob", "/settings language:fr").await;
    assert!(
        denied.contains("Only those who manage this server"),
        "{denied}"
    );
    let unknown = parse_command_line(
        palanquee::commands::Language::English,
        "/settings language:es",
    )
    .expect_err("not a language");
    assert!(unknown.contains("`language:es`"), "{unknown}");
    assert!(
        unknown.contains("en (English), fr (French) or de (German)"),
        "{unknown}"
    );
    let set = texts(&as_admin(&service, "/settings language:fr").await);
    // The admin reads English; the language is named in its own words.
    assert!(set.contains("now read français"), "{set}");
    let shown = texts(&ok(&service, CH, "bob", "/settings").await);
    assert!(shown.contains("pictures): français."), "{shown}");
    assert!(
        shown.contains("calendar year on this server: 30."),
        "{shown}"
    );
}

async fn the_channel_reads_french_and_the_players_their_own_language() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    as_admin(&service, "/settings language:fr").await;
    let opened = ok(&service, CH, "alice", "/new turn-hours:4").await;
    assert!(
        public(&opened).contains("**alice** a ouvert une partie de Palanquée"),
        "{opened:?}"
    );
    assert_eq!(opened[0].language, Language::French);
    let joined = public(&ok(&service, CH, "bob", "/join").await);
    assert!(joined.contains("**bob** prend la place 2 (b)"), "{joined}");
    let started = ok(&service, CH, "alice", "/start").await;
    assert!(
        public(&started).contains("La partie commence !"),
        "{started:?}"
    );
    // A private answer speaks its caller's language, whatever the server.
    let refusal = refused(&service, CH, "bob", "/start").await;
    assert!(
        refusal.contains("The game has already started."),
        "{refusal}"
    );
    let played = ok(&service, CH, "alice", "/play actions:\"sow E4; end\"").await;
    let post = public(&played);
    assert!(post.contains("**alice** a joué :"), "{post}");
    assert!(post.contains("**bob**, à toi (manche 1)"), "{post}");
    // The reminder and the end of the turn go to the channel in French.
    bench.advance(3 * HOUR + 1);
    let reminded = service.tick().await.expect("tick");
    assert!(
        reminded[0].reply.text.starts_with("Rappel : **bob**"),
        "{reminded:?}"
    );
    bench.advance(HOUR);
    let expired = service.tick().await.expect("tick");
    assert!(
        expired[0]
            .reply
            .text
            .contains("Le temps est écoulé pour **bob**"),
        "{expired:?}"
    );
    // After a restart the server still reads French.
    let again = bench.service().await;
    let board = public(&ok(&again, CH, "alice", "/board").await);
    assert!(board.starts_with("Le plateau, manche"), "{board}");
}

async fn pictures_follow_the_server_and_other_servers_keep_english() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    // The same game on an English server and on a French one.
    let elsewhere = |name: &str| Caller {
        server: "other-server".into(),
        ..caller(name)
    };
    for (who, line) in [("alice", "/new"), ("bob", "/join"), ("alice", "/start")] {
        let command =
            parse_command_line(palanquee::commands::Language::English, line).expect("a command");
        service
            .handle("english", &elsewhere(who), command)
            .await
            .expect("runs");
    }
    as_admin(&service, "/settings language:fr").await;
    ok(&service, CH, "alice", "/new").await;
    ok(&service, CH, "bob", "/join").await;
    ok(&service, CH, "alice", "/start").await;
    let english = {
        let command = parse_command_line(palanquee::commands::Language::English, "/board")
            .expect("a command");
        let replies = service
            .handle("english", &elsewhere("alice"), command)
            .await
            .expect("board");
        assert!(
            public(&replies).starts_with("The board, round 1."),
            "{replies:?}"
        );
        picture(&replies)
    };
    let french = picture(&ok(&service, CH, "alice", "/board").await);
    let english = image::load_from_memory(&english).expect("a PNG").to_rgb8();
    let french = image::load_from_memory(&french).expect("a PNG").to_rgb8();
    assert_eq!(english.dimensions(), french.dimensions());
    assert_ne!(english, french, "the French picture writes French words");
    // A private preview keeps the caller's language: the same picture as
    // an English server's preview of the same draft.
    let preview = |replies: Vec<Reply>| picture(&replies);
    let here = preview(ok(&service, CH, "alice", "/sow cell:E4").await);
    let command = parse_command_line(palanquee::commands::Language::English, "/sow cell:E4")
        .expect("a command");
    let there = preview(
        service
            .handle("english", &elsewhere("alice"), command)
            .await
            .expect("draft"),
    );
    assert_eq!(here, there, "a private preview follows its caller");
}

/// Issue 49: German is a language of files. A German server's posts and
/// pictures are German; a player's private answers keep their language;
/// the picture differs from the English and the French ones only in its
/// words (same size).
async fn a_german_server_reads_german_posts_and_pictures() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    let set = texts(&as_admin(&service, "/settings language:de").await);
    assert!(set.contains("now read Deutsch"), "{set}");
    let opened = ok(&service, CH, "alice", "/new turn-hours:4").await;
    assert!(
        public(&opened).contains("**alice** hat eine Partie Palanquée eröffnet"),
        "{opened:?}"
    );
    assert_eq!(opened[0].language, Language::German);
    ok(&service, CH, "bob", "/join").await;
    let started = public(&ok(&service, CH, "alice", "/start").await);
    assert!(started.contains("beginnt!"), "{started}");
    let refusal = refused(&service, CH, "bob", "/start").await;
    assert!(
        refusal.contains("The game has already started."),
        "{refusal}"
    );
    let board = ok(&service, CH, "alice", "/board").await;
    assert!(
        public(&board).starts_with("Das Brett, Runde 1."),
        "{board:?}"
    );
    let german = image::load_from_memory(&picture(&board))
        .expect("a PNG")
        .to_rgb8();
    let mut others = Vec::new();
    for language in ["en", "fr"] {
        as_admin(&service, &format!("/settings language:{language}")).await;
        let board = picture(&ok(&service, CH, "alice", "/board").await);
        others.push(image::load_from_memory(&board).expect("a PNG").to_rgb8());
    }
    for other in &others {
        assert_eq!(german.dimensions(), other.dimensions());
        assert_ne!(&german, other, "the German picture writes German words");
    }
}

async fn palago_speaks_french_to_a_french_server() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    as_admin(&service, "/settings language:fr").await;
    let opened = public(&ok(&service, CH, "alice", "/new game:palago").await);
    assert!(
        opened.contains("deux joueurs : la place 1 est Blanc"),
        "{opened}"
    );
    assert!(
        opened.contains("Les règles en bref : /règles sujet:palago."),
        "{opened}"
    );
    ok(&service, CH, "bob", "/join").await;
    let started = public(&ok(&service, CH, "alice", "/start").await);
    assert!(
        started.contains("La partie de Palago commence !"),
        "{started}"
    );
    let laid = public(&ok(&service, CH, "alice", "/play actions:\"0,0:1 -1,1:0\"").await);
    assert!(laid.contains(" a posé 0,0:1 -1,1:0."), "{laid}");
    assert!(laid.contains(", à toi : il reste 46 tuiles."), "{laid}");
    let resigned = public(&ok(&service, CH, "bob", "/resign").await);
    assert!(resigned.contains("**bob** (Bleu) abandonne."), "{resigned}");
    assert!(resigned.contains("gagne par abandon."), "{resigned}");
    // A lobby's abort is French too.
    ok(&service, CH, "alice", "/new game:palago").await;
    let left = run(&service, CH, "alice", "/abort").await.expect("abort");
    assert!(
        public(&left).contains("**alice** a arrêté la partie."),
        "{left:?}"
    );
}

on_both_backends!(
    only_moderators_choose_and_bad_values_change_nothing,
    a_german_server_reads_german_posts_and_pictures,
    the_channel_reads_french_and_the_players_their_own_language,
    pictures_follow_the_server_and_other_servers_keep_english,
    palago_speaks_french_to_a_french_server,
);
