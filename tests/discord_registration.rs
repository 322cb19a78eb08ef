//! The slash commands as Discord receives them at registration, checked
//! offline: every command of the command layer, option types, required
//! flags, autocomplete on cells, and Discord's limits on names and
//! descriptions.

use palanquee::commands::{Command, Language, SHARED_COMMAND_NAMES, Service, system_clock};
use palanquee::discord::commands::all;
use palanquee::registry::built_in_menu;
use palanquee::store::Store;
use serde_json::Value;

/// The registration JSON of every command, the games' generated from
/// what they offer.
fn registration() -> Vec<Value> {
    let commands = all(&built_in_menu());
    poise::builtins::create_application_commands(&commands)
        .iter()
        .map(|command| serde_json::to_value(command).expect("serializable"))
        .collect()
}

fn command<'a>(commands: &'a [Value], name: &str) -> &'a Value {
    commands
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no /{name}"))
}

fn options(command: &Value) -> Vec<Value> {
    command["options"].as_array().cloned().unwrap_or_default()
}

fn option(command: &Value, name: &str) -> Value {
    options(command)
        .into_iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no option {name} in {command}"))
}

/// Discord's rule for command and option names.
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

const STRING: u64 = 3;
const INTEGER: u64 = 4;
const BOOLEAN: u64 = 5;

#[test]
fn every_command_of_the_command_layer_is_a_slash_command() {
    let commands = registration();
    let mut names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort_unstable();
    let menu = built_in_menu();
    let mut expected = SHARED_COMMAND_NAMES.to_vec();
    expected.extend(menu.commands.iter().map(|command| command.name));
    expected.sort_unstable();
    assert_eq!(names, expected);
    assert!(commands.len() <= 100, "Discord allows 100 global commands");
}

#[test]
fn names_and_descriptions_are_within_discord_limits() {
    for command in registration() {
        let name = command["name"].as_str().expect("a name");
        assert!(valid_name(name), "{name}");
        let kind = command["type"].as_u64().unwrap_or(1);
        assert_eq!(kind, 1, "/{name} is a slash command (the default type)");
        let description = command["description"].as_str().expect("a description");
        assert!(
            (1..=100).contains(&description.chars().count()),
            "/{name}: {description:?}"
        );
        let options = options(&command);
        assert!(options.len() <= 25, "/{name}");
        let mut total = name.len() + description.len();
        let mut optional_seen = false;
        for option in &options {
            let option_name = option["name"].as_str().expect("an option name");
            assert!(valid_name(option_name), "/{name} {option_name}");
            let text = option["description"]
                .as_str()
                .expect("an option description");
            assert!(
                (1..=100).contains(&text.chars().count()),
                "/{name} {option_name}: {text:?}"
            );
            let required = option["required"].as_bool().unwrap_or(false);
            assert!(
                !(required && optional_seen),
                "/{name}: required options come first"
            );
            optional_seen |= !required;
            total += option_name.len() + text.len();
            for choice in option["choices"].as_array().into_iter().flatten() {
                total += choice["name"].as_str().map_or(0, str::len);
            }
        }
        assert!(total <= 4000, "/{name}: {total} characters");
    }
}

#[test]
fn cell_and_game_options_are_strings_with_autocomplete() {
    let commands = registration();
    let cells = [
        ("sow", "cell"),
        ("grow", "cell"),
        ("move", "from"),
        ("move", "to"),
        ("harvest", "cell"),
        ("prune", "cell"),
        ("claim", "cell"),
        ("launch", "from"),
        ("launch", "to"),
        // Palago: the cell, then the orientations legal on it.
        ("place", "cell"),
        ("place", "orientation"),
    ];
    for (name, field) in cells {
        let option = option(command(&commands, name), field);
        assert_eq!(option["type"], STRING, "/{name} {field}");
        assert_eq!(option["required"], true, "/{name} {field}");
        assert_eq!(option["autocomplete"], true, "/{name} {field}");
    }
    // The game of /new and /leaderboard: the hosted games' keys, offered
    // as one types; the first game without it.
    let games = [("new", "game"), ("leaderboard", "game")];
    for (name, field) in games {
        let option = option(command(&commands, name), field);
        assert_eq!(option["type"], STRING, "/{name} {field}");
        assert_ne!(option["required"], true, "/{name} {field}");
        assert_eq!(option["autocomplete"], true, "/{name} {field}");
    }
    // No other option autocompletes.
    for command in &commands {
        for option in options(command) {
            let autocomplete = option["autocomplete"].as_bool().unwrap_or(false);
            let listed = cells
                .iter()
                .chain(&games)
                .any(|(n, f)| command["name"] == *n && option["name"] == *f);
            assert_eq!(
                autocomplete, listed,
                "{} {}",
                command["name"], option["name"]
            );
        }
    }
}

#[test]
fn other_options_have_their_types_and_flags() {
    let commands = registration();
    let seed = option(command(&commands, "grow"), "seed");
    assert_eq!(
        (seed["type"].as_u64(), seed["required"].as_bool()),
        (Some(BOOLEAN), Some(false))
    );
    let confirm = option(command(&commands, "end"), "confirm");
    assert_eq!(confirm["type"], BOOLEAN);
    assert_ne!(confirm["required"], true);
    let hours = option(command(&commands, "new"), "turn-hours");
    assert_eq!(hours["type"], INTEGER);
    assert_eq!(
        (hours["min_value"].as_f64(), hours["max_value"].as_f64()),
        (Some(1.0), Some(336.0))
    );
    assert_ne!(hours["required"], true);
    let rules = option(command(&commands, "new"), "rules");
    let names: Vec<&str> = rules["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["basic", "advanced"]);
    let round = option(command(&commands, "board"), "round");
    assert_eq!(round["type"], INTEGER);
    let actions = option(command(&commands, "play"), "actions");
    assert_eq!(
        (actions["type"].as_u64(), actions["required"].as_bool()),
        (Some(STRING), Some(true))
    );
    // /leave frees the caller's seat, or (the creator) a computer's.
    let seat = option(command(&commands, "leave"), "seat");
    assert_eq!(seat["type"], INTEGER);
    assert_ne!(seat["required"], true);
    let level = option(command(&commands, "addbot"), "level");
    let levels: Vec<&str> = level["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(levels, ["beginner", "easy", "medium", "hard"]);
    // /export takes a format: the text record or an Abstract Play record.
    let format = option(command(&commands, "export"), "format");
    assert_ne!(format["required"], true);
    let formats: Vec<&str> = format["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(formats, ["text", "ap"]);
    for bare in [
        "join", "start", "status", "history", "replay", "mygames", "help", "resign", "abort",
        "undo",
    ] {
        assert!(options(command(&commands, bare)).is_empty(), "/{bare}");
    }
}

#[tokio::test]
async fn every_rules_topic_offered_is_one_the_command_layer_knows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("games.db").display());
    let service = Service::new(Store::open(&url).await.expect("store"), system_clock());
    let caller = palanquee::commands::Caller {
        id: "1".into(),
        name: "a".into(),
        moderator: false,
        server_admin: false,
        server: String::new(),
        language: Language::English,
    };
    let commands = registration();
    let topic = option(command(&commands, "rules"), "topic");
    let choices = topic["choices"].as_array().expect("choices");
    assert!(
        choices.len() >= 18,
        "every game's topics: {}",
        choices.len()
    );
    for (index, choice) in choices.iter().enumerate() {
        // Choices are sent as their index, which the handler reads back.
        assert_eq!(choice["value"], index, "{choice}");
        let key = choice["name"].as_str().expect("a topic");
        let command = Command::Rules {
            topic: Some(key.to_string()),
        };
        let replies = service.handle("1", &caller, command).await.expect("rules");
        assert!(!replies[0].text.starts_with("No topic"), "{key}");
    }
}

#[test]
fn commands_are_for_servers_and_only_rules_and_help_answer_in_direct_messages() {
    const GUILD_INSTALL: u64 = 0;
    const GUILD: u64 = 0;
    const BOT_DM: u64 = 1;
    for command in registration() {
        let name = command["name"].as_str().expect("a name");
        assert_eq!(
            command["integration_types"],
            serde_json::json!([GUILD_INSTALL]),
            "/{name} is installed with the bot in a server, never on a user"
        );
        let contexts = if matches!(name, "rules" | "help") {
            serde_json::json!([GUILD, BOT_DM])
        } else {
            serde_json::json!([GUILD])
        };
        assert_eq!(command["contexts"], contexts, "/{name}");
    }
}

/// The words of `object` (a command, option or choice) under `field`
/// (`description_localizations`) for `language`'s Discord locale.
fn localized<'a>(object: &'a Value, field: &str, language: Language) -> Option<&'a str> {
    object[field][language.discord_locale()].as_str()
}

/// Issue 49: every command, subcommand, option and choice, at every
/// depth, is described in every language the bot speaks besides English
/// (from the menu words' Fluent files), within Discord's 100 characters,
/// in words of that language; a choice's label keeps its key.
#[test]
fn every_command_option_and_choice_speaks_every_language() {
    let commands = registration();
    let length = |text: &str| text.chars().count();
    let mut entries: Vec<(String, &str, Value)> = Vec::new();
    for command in &commands {
        let name = command["name"].as_str().unwrap_or_default().to_owned();
        entries.push((name.clone(), "description", command.clone()));
        for (path, option) in all_options(command) {
            let path = format!("{path} {}", option["name"].as_str().unwrap_or_default());
            for choice in option["choices"].as_array().into_iter().flatten() {
                entries.push((
                    format!("{path} = {}", choice["name"]),
                    "name",
                    choice.clone(),
                ));
            }
            entries.push((path, "description", option));
        }
    }
    for language in &Language::ALL[1..] {
        for (path, field, entry) in &entries {
            let english = entry[*field].as_str().unwrap_or_default();
            let words = localized(entry, &format!("{field}_localizations"), *language)
                .unwrap_or_else(|| panic!("{path} has no {language:?}"));
            assert!((1..=100).contains(&length(words)), "{path}: {words}");
            if *field == "name" {
                let key = english.to_lowercase();
                assert!(
                    words.to_lowercase().contains(&key),
                    "{path}: {words} hides its key"
                );
            } else {
                assert_ne!(words, english, "{path} is English in {language:?}");
            }
        }
    }
    let level = option(command(&commands, "addbot"), "level");
    let easy = &level["choices"][1];
    assert_eq!(easy["name"], "easy");
    assert_eq!(
        localized(easy, "name_localizations", Language::French),
        Some("facile (easy)")
    );
    let sow = command(&commands, "sow");
    assert_eq!(
        sow["description"],
        "Sow a seed from your reserve on an empty cell (your draft, private)."
    );
}

/// Every option at every depth (subcommands' own included), with the
/// path of commands above it.
fn all_options(command: &Value) -> Vec<(String, Value)> {
    let mut found = Vec::new();
    let mut stack = vec![(
        command["name"].as_str().unwrap_or_default().to_owned(),
        command.clone(),
    )];
    while let Some((path, node)) = stack.pop() {
        for option in options(&node) {
            let name = option["name"].as_str().unwrap_or_default().to_owned();
            stack.push((format!("{path} {name}"), option.clone()));
            found.push((path.clone(), option));
        }
    }
    found
}

/// Issue 46: poise registers a parameter under its Rust name, so a
/// parameter named `_format` reached Discord as `_format` and no
/// tournament could be created. Every option at every depth has a name a
/// person types, as docs/players.md and the local mode write it.
#[test]
fn nested_options_have_the_names_people_type() {
    for command in registration() {
        for (path, option) in all_options(&command) {
            let name = option["name"].as_str().expect("a name");
            assert!(valid_name(name), "/{path} {name}");
            assert!(
                !name.starts_with('_'),
                "/{path} {name}: a Rust name, not a word"
            );
            assert!(
                !name.contains("turn_hours"),
                "/{path} {name}: docs/players.md writes turn-hours"
            );
        }
    }
    let commands = registration();
    let new = options(command(&commands, "tournament"))
        .into_iter()
        .find(|o| o["name"] == "new")
        .expect("/tournament new");
    let names: Vec<String> = options(&new)
        .iter()
        .filter_map(|o| o["name"].as_str().map(str::to_owned))
        .collect();
    for typed in [
        "format",
        "game",
        "rounds",
        "double",
        "turn-hours",
        "rules",
        "tiebreak",
    ] {
        assert!(
            names.iter().any(|n| n == typed),
            "/tournament new {typed}: {names:?}"
        );
    }
}
