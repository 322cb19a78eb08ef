//! Issue 49: a value is placed once and never read again. A display name
//! holding `{mention}`, `{why}`, a Fluent placeable (`{ $name }`) or stray
//! braces prints as typed in every language the bot speaks, in public
//! posts and in refusals alike.

mod common_store;

use common_store::{Bench, caller, texts};
use palanquee::commands::{Caller, CommandError, Language, Reply, Service, parse_command_line};

const CH: &str = "salon";

/// A name a person could set on Discord (32 characters at most, which the
/// bot keeps whole), made of every placeholder form the bot's words have
/// used.
const ODD: &str = "{mention}{why}{ $name }}{{{x}}";

/// The player with the odd name, reading `language`.
fn odd(language: Language) -> Caller {
    Caller {
        id: "id-odd".into(),
        name: ODD.into(),
        language,
        ..caller("odd")
    }
}

/// Runs `line` as `who`.
async fn run(service: &Service, who: &Caller, line: &str) -> Result<Vec<Reply>, CommandError> {
    let command = parse_command_line(palanquee::commands::Language::English, line)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    service.handle(CH, who, command).await
}

async fn a_name_with_braces_prints_as_typed_in_every_language() {
    let bench = Bench::new().await;
    let service = bench.service().await;
    for language in Language::ALL {
        let channel_reply = run(&service, &odd(language), "/new")
            .await
            .expect("the game opens");
        let opened = texts(&channel_reply);
        assert!(
            opened.contains(&format!("**{ODD}**")),
            "{language:?}: {opened}"
        );
        let bob = Caller {
            language,
            ..caller("bob")
        };
        run(&service, &bob, "/join").await.expect("bob joins");
        run(&service, &odd(language), "/start")
            .await
            .expect("the game starts");
        // Bob moves out of turn: the refusal names the odd player as typed.
        let Err(CommandError::Refused(refusal)) = run(&service, &bob, "/sow cell:E4").await else {
            panic!("{language:?}: bob is refused");
        };
        let words = refusal.words(language);
        assert!(words.contains(ODD), "{language:?}: {words}");
        run(&service, &odd(language), "/abort")
            .await
            .expect("the creator stops the game");
    }
}

on_both_backends!(a_name_with_braces_prints_as_typed_in_every_language);
