//! Discord's documented limits, on top of the OpenAPI schema (which is
//! looser in places: it allows 4000 characters of content, the limit of
//! Nitro users, where a bot has 2000).

use std::sync::OnceLock;

use regex::Regex;
use serde_json::Value;

use super::validate::Problem;

/// A bot message's text.
pub const MAX_CONTENT: usize = 2000;
/// A component's `custom_id`.
pub const MAX_CUSTOM_ID: usize = 100;
/// Action rows in a message.
pub const MAX_ROWS: usize = 5;
/// Buttons in an action row.
pub const MAX_BUTTONS: usize = 5;
/// Autocomplete choices, and choices of a command option.
pub const MAX_CHOICES: usize = 25;
/// Options of a command (or subcommand).
pub const MAX_OPTIONS: usize = 25;
/// Commands of each kind in one scope.
pub const MAX_COMMANDS: usize = 100;
/// Files of one request, all together.
pub const MAX_REQUEST_BYTES: usize = 25 * 1024 * 1024;
/// Files of one message, by default (`attachment_size_limit`).
pub const DEFAULT_FILE_BYTES: usize = 10 * 1024 * 1024;

fn chars(value: &Value) -> usize {
    value.as_str().map_or(0, |s| s.chars().count())
}

/// A message about to be created or edited (`data` of a callback, a
/// follow-up, an edit, a channel post), at `at`.
pub fn message(body: &Value, at: &str, creating: bool, files: usize) -> Vec<Problem> {
    let mut problems = Vec::new();
    let place = |key: &str| {
        if at.is_empty() {
            key.to_string()
        } else {
            format!("{at}/{key}")
        }
    };
    let content = chars(&body["content"]);
    if content > MAX_CONTENT {
        problems.push(Problem::new(
            &place("content"),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_CONTENT} or fewer in length (was {content})."),
        ));
    }
    if let Some(rows) = body["components"].as_array() {
        if rows.len() > MAX_ROWS {
            problems.push(Problem::new(
                &place("components"),
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {MAX_ROWS} or fewer in length."),
            ));
        }
        let mut ids: Vec<&str> = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            components(
                row,
                &place(&format!("components/{r}")),
                &mut ids,
                &mut problems,
            );
        }
    }
    let mentions = &body["allowed_mentions"];
    if let Some(parse) = mentions["parse"].as_array() {
        for kind in ["users", "roles"] {
            let parsed = parse.iter().any(|p| p == kind);
            let listed = mentions[kind].as_array().is_some_and(|l| !l.is_empty());
            if parsed && listed {
                problems.push(Problem::new(
                    &place("allowed_mentions"),
                    "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                    format!("parse:[\"{kind}\"] and {kind}: [ids] are mutually exclusive."),
                ));
            }
        }
    }
    if creating {
        let empty_list = |key: &str| body[key].as_array().is_none_or(Vec::is_empty);
        let no_text =
            body["content"].as_str().is_none_or(str::is_empty) && !body["content"].is_number();
        if no_text
            && files == 0
            && empty_list("embeds")
            && empty_list("components")
            && empty_list("sticker_ids")
            && body["poll"].is_null()
        {
            problems.push(Problem::new(
                at,
                "MESSAGE_EMPTY",
                "Cannot send an empty message (code 50006)",
            ));
        }
    }
    problems
}

/// One top-level component (an action row) at `at`.
fn components<'a>(row: &'a Value, at: &str, ids: &mut Vec<&'a str>, problems: &mut Vec<Problem>) {
    if row["type"] != 1 {
        return;
    }
    let inner = row["components"].as_array().cloned().unwrap_or_default();
    let buttons = inner.iter().filter(|c| c["type"] == 2).count();
    if buttons > MAX_BUTTONS {
        problems.push(Problem::new(
            &format!("{at}/components"),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_BUTTONS} or fewer in length."),
        ));
    }
    if buttons < inner.len() && inner.len() > 1 {
        problems.push(Problem::new(
            &format!("{at}/components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "A select menu fills its action row alone.",
        ));
    }
    for (c, component) in row["components"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let here = format!("{at}/components/{c}");
        let custom_id = component["custom_id"].as_str();
        if let Some(id) = custom_id {
            if id.chars().count() > MAX_CUSTOM_ID {
                problems.push(Problem::new(
                    &format!("{here}/custom_id"),
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {MAX_CUSTOM_ID} or fewer in length."),
                ));
            }
            if ids.contains(&id) {
                problems.push(Problem::new(
                    &format!("{here}/custom_id"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    format!("Component custom id {id:?} cannot be duplicated"),
                ));
            }
            ids.push(id);
        }
        if component["type"] == 2 {
            let link = component["style"] == 5 || component["style"] == 6;
            if link && custom_id.is_some() {
                problems.push(Problem::new(
                    &format!("{here}/custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                    "A link or premium button has no custom id.",
                ));
            }
            if !link && custom_id.is_none() {
                problems.push(Problem::new(
                    &format!("{here}/custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_REQUIRED",
                    "A button needs a custom id.",
                ));
            }
            if component["style"] == 5 && component["url"].as_str().is_none() {
                problems.push(Problem::new(
                    &format!("{here}/url"),
                    "BUTTON_COMPONENT_URL_REQUIRED",
                    "A link button needs a url.",
                ));
            }
            if component["label"].as_str().is_none_or(str::is_empty) && component["emoji"].is_null()
            {
                problems.push(Problem::new(
                    &here,
                    "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
                    "A button needs a label or an emoji.",
                ));
            }
        }
    }
}

/// An autocomplete result's `data` at `at`.
pub fn autocomplete(data: &Value, at: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let choices = data["choices"].as_array().cloned().unwrap_or_default();
    if choices.len() > MAX_CHOICES {
        problems.push(Problem::new(
            &format!("{at}/choices"),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_CHOICES} or fewer in length."),
        ));
    }
    for (i, choice) in choices.iter().enumerate() {
        problems.extend(choice_problems(choice, &format!("{at}/choices/{i}")));
    }
    problems
}

fn choice_problems(choice: &Value, at: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let name = chars(&choice["name"]);
    if !(1..=100).contains(&name) {
        problems.push(Problem::new(
            &format!("{at}/name"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        ));
    }
    if choice["value"].is_string() && chars(&choice["value"]) > 100 {
        problems.push(Problem::new(
            &format!("{at}/value"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 100 or fewer in length.",
        ));
    }
    problems
}

/// Discord's rule for command and option names.
fn name_rule() -> &'static Regex {
    static RULE: OnceLock<Regex> = OnceLock::new();
    RULE.get_or_init(|| {
        Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").expect("Discord's name regex")
    })
}

fn name_problems(name: &Value, at: &str, chat_input: bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    let Some(text) = name.as_str() else {
        return vec![Problem::new(
            at,
            "BASE_TYPE_REQUIRED",
            "This field is required",
        )];
    };
    let length = text.chars().count();
    if !(1..=32).contains(&length) {
        problems.push(Problem::new(
            at,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 32 in length.",
        ));
    }
    if chat_input && !name_rule().is_match(text) {
        problems.push(Problem::new(
            at,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name {text:?} is invalid"),
        ));
    }
    if chat_input && text.to_lowercase() != text {
        problems.push(Problem::new(
            at,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name {text:?} must be lowercase"),
        ));
    }
    problems
}

/// Discord's locales, the only keys of `name_localizations` and
/// `description_localizations` (Reference > Locales,
/// <https://discord.com/developers/docs/reference#locales>; the same list
/// as the OpenAPI description's `AvailableLocalesEnum`).
pub const LOCALES: [&str; 34] = [
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he",
    "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE",
    "th", "tr", "uk", "vi", "zh-CN", "zh-TW",
];

/// The localisations of a command, option or choice at `at`: keys among
/// Discord's [`LOCALES`]; a localised name follows the rule of names
/// (Application Commands > "Localization": "Localized option names are
/// subject to the same restrictions as regular option names"), a choice's
/// name 1 to 100 characters. Discord answers a bad localised name at
/// `name_localizations` with `APPLICATION_COMMAND_INVALID_NAME`; the code
/// for a key that is no locale is the fake's own choice.
fn localization_problems(object: &Value, at: &str, kind: Named) -> Vec<Problem> {
    let mut problems = Vec::new();
    for field in ["name_localizations", "description_localizations"] {
        let Some(map) = object[field].as_object() else {
            continue;
        };
        for (locale, words) in map {
            let here = format!("{at}/{field}");
            if !LOCALES.contains(&locale.as_str()) {
                problems.push(Problem::new(
                    &here,
                    "BASE_TYPE_CHOICES",
                    format!("{locale:?} is not one of Discord's locales."),
                ));
            }
            if field == "description_localizations" {
                continue;
            }
            match kind {
                Named::Command { chat_input } => {
                    problems.extend(name_problems(words, &here, chat_input));
                }
                Named::Choice => {
                    if !(1..=100).contains(&chars(words)) {
                        problems.push(Problem::new(
                            &here,
                            "BASE_TYPE_BAD_LENGTH",
                            "Must be between 1 and 100 in length.",
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// What a localised name names.
#[derive(Clone, Copy)]
enum Named {
    /// A command, subcommand or option, by the rule of names.
    Command { chat_input: bool },
    /// A choice, by its label's length.
    Choice,
}

/// Names unique in every locale too: among `objects` (by their index in
/// `at`), each one's name in a locale (its localisation, else its default
/// name) is no other's, as a client in that locale reads them all.
fn unique_in_every_locale(objects: &[(usize, &Value)], at: &str, code: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut locales: Vec<&str> = objects
        .iter()
        .filter_map(|(_, object)| object["name_localizations"].as_object())
        .flat_map(|map| map.keys().map(String::as_str))
        .collect();
    locales.sort_unstable();
    locales.dedup();
    for locale in locales {
        let mut seen: Vec<&str> = Vec::new();
        for (index, object) in objects {
            let name = object["name_localizations"][locale]
                .as_str()
                .or_else(|| object["name"].as_str())
                .unwrap_or("");
            if seen.contains(&name) {
                problems.push(Problem::new(
                    &format!("{at}{index}/name_localizations"),
                    code,
                    format!("Names must be unique in every locale ({name:?} twice in {locale})"),
                ));
            }
            seen.push(name);
        }
    }
    problems
}

fn description_problems(description: &Value, at: &str) -> Vec<Problem> {
    let length = chars(description);
    if (1..=100).contains(&length) {
        Vec::new()
    } else {
        vec![Problem::new(
            at,
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between 1 and 100 in length (was {length})."),
        )]
    }
}

/// A `PUT .../commands` body: the whole list of commands of a scope.
pub fn commands(list: &Value) -> Vec<Problem> {
    let mut problems = Vec::new();
    let commands = list.as_array().cloned().unwrap_or_default();
    let mut seen: Vec<(u64, String)> = Vec::new();
    for kind in [1u64, 2, 3] {
        let count = commands
            .iter()
            .filter(|c| c["type"].as_u64().unwrap_or(1) == kind)
            .count();
        if count > MAX_COMMANDS {
            problems.push(Problem::new(
                "",
                "APPLICATION_COMMANDS_TOO_MANY",
                format!("More than {MAX_COMMANDS} commands of type {kind}."),
            ));
        }
    }
    for (i, command) in commands.iter().enumerate() {
        let at = i.to_string();
        let kind = command["type"].as_u64().unwrap_or(1);
        let chat_input = kind == 1;
        problems.extend(name_problems(
            &command["name"],
            &format!("{at}/name"),
            chat_input,
        ));
        let key = (kind, command["name"].as_str().unwrap_or("").to_string());
        if seen.contains(&key) {
            problems.push(Problem::new(
                &format!("{at}/name"),
                "APPLICATION_COMMAND_NAME_ALREADY_EXISTS",
                format!("Application command names must be unique ({:?})", key.1),
            ));
        }
        seen.push(key);
        if chat_input {
            problems.extend(description_problems(
                &command["description"],
                &format!("{at}/description"),
            ));
        }
        problems.extend(localization_problems(
            command,
            &at,
            Named::Command { chat_input },
        ));
        problems.extend(options(&command["options"], &format!("{at}/options")));
    }
    for kind in [1u64, 2, 3] {
        let of_kind: Vec<(usize, &Value)> = commands
            .iter()
            .enumerate()
            .filter(|(_, c)| c["type"].as_u64().unwrap_or(1) == kind)
            .collect();
        problems.extend(unique_in_every_locale(
            &of_kind,
            "",
            "APPLICATION_COMMAND_NAME_ALREADY_EXISTS",
        ));
    }
    problems
}

fn options(list: &Value, at: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let Some(options) = list.as_array() else {
        return problems;
    };
    if options.len() > MAX_OPTIONS {
        problems.push(Problem::new(
            at,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_OPTIONS} or fewer in length."),
        ));
    }
    let mut names: Vec<&str> = Vec::new();
    let mut optional_seen = false;
    for (i, option) in options.iter().enumerate() {
        let here = format!("{at}/{i}");
        problems.extend(name_problems(
            &option["name"],
            &format!("{here}/name"),
            true,
        ));
        problems.extend(description_problems(
            &option["description"],
            &format!("{here}/description"),
        ));
        problems.extend(localization_problems(
            option,
            &here,
            Named::Command { chat_input: true },
        ));
        let name = option["name"].as_str().unwrap_or("");
        if names.contains(&name) {
            problems.push(Problem::new(
                &format!("{here}/name"),
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                format!("Option names must be unique ({name:?})"),
            ));
        }
        names.push(name);
        let kind = option["type"].as_u64().unwrap_or(0);
        let required = option["required"].as_bool().unwrap_or(false);
        if kind > 2 {
            if required && optional_seen {
                problems.push(Problem::new(
                    &here,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID_ORDER",
                    "Required options must be placed before non-required options",
                ));
            }
            optional_seen |= !required;
        }
        if let Some(choices) = option["choices"].as_array() {
            if choices.len() > MAX_CHOICES {
                problems.push(Problem::new(
                    &format!("{here}/choices"),
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {MAX_CHOICES} or fewer in length."),
                ));
            }
            if !choices.is_empty() && option["autocomplete"] == true {
                problems.push(Problem::new(
                    &format!("{here}/autocomplete"),
                    "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_CHOICES",
                    "Autocomplete cannot be set with choices.",
                ));
            }
            for (c, choice) in choices.iter().enumerate() {
                problems.extend(choice_problems(choice, &format!("{here}/choices/{c}")));
                problems.extend(localization_problems(
                    choice,
                    &format!("{here}/choices/{c}"),
                    Named::Choice,
                ));
            }
        }
        problems.extend(self::options(
            &option["options"],
            &format!("{here}/options"),
        ));
    }
    let indexed: Vec<(usize, &Value)> = options.iter().enumerate().collect();
    problems.extend(unique_in_every_locale(
        &indexed,
        &format!("{at}/"),
        "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
    ));
    problems
}
