//! What a Discord client can send, and nothing else: a line typed as a
//! person types it (`/tournament new format:swiss rounds:3`) resolved
//! against the command tree the bot registered, as Discord's client
//! resolves it, into the `data` of an APPLICATION_COMMAND or
//! APPLICATION_COMMAND_AUTOCOMPLETE interaction.
//!
//! From Discord's documentation, Interactions > Application Commands
//! (<https://discord.com/developers/docs/interactions/application-commands>):
//! - "Subcommands and Subcommand Groups": a command with subcommands is
//!   run through one of them, never on its own; the interaction nests the
//!   group, then the subcommand, then its options.
//! - "Application Command Option Type": STRING 3, INTEGER 4 (-2^53..2^53),
//!   BOOLEAN 5, USER 6, CHANNEL 7, ROLE 8, MENTIONABLE 9, NUMBER 10; a
//!   client sends a value of the registered type only.
//! - "Application Command Option Choice Structure": with choices, the
//!   person picks a choice by its name and the client sends its value.
//! - `required`, `min_value`/`max_value`, `min_length`/`max_length`: the
//!   client does not send a command that breaks them.
//! - "Autocomplete": only options registered with `autocomplete: true`
//!   take it; exactly one option is `focused`, its value is what was typed
//!   so far (a string, whatever its type), and the others are sent as far
//!   as they are filled in.
//! - "Localization": a person whose client is in a locale types the
//!   localised names, and the interaction carries the default ones.
//!
//! From Interactions > Receiving and Responding, "Resolved Data
//! Structure": a USER option's value is the id, and the user (and, in a
//! guild, the member) is in `data.resolved`.

use serde_json::{Map, Value, json};

use super::channels::{Place, PlaceKind};
use super::interactions::Who;

/// Option types, as registered and sent.
mod option_type {
    pub const SUB_COMMAND: u64 = 1;
    pub const SUB_COMMAND_GROUP: u64 = 2;
    pub const STRING: u64 = 3;
    pub const INTEGER: u64 = 4;
    pub const BOOLEAN: u64 = 5;
    pub const USER: u64 = 6;
    pub const NUMBER: u64 = 10;
}

/// The largest integer Discord takes (2^53).
const MAX_SAFE_INTEGER: i64 = 1 << 53;

/// A typed line: its command path and its `name:value` options.
#[derive(Debug, PartialEq)]
struct Line {
    path: Vec<String>,
    options: Vec<(String, String)>,
}

/// Splits `/a b name:value name:"two words"` into its path and options;
/// `None` if it is not a command line.
fn parse_line(line: &str) -> Option<Line> {
    let rest = line.trim().strip_prefix('/')?;
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in rest.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !current.is_empty() {
                    words.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if quoted {
        return None;
    }
    if !current.is_empty() {
        words.push(current);
    }
    let mut path = Vec::new();
    let mut options = Vec::new();
    for word in words {
        match word.split_once(':') {
            Some((name, value)) => options.push((name.to_owned(), value.to_owned())),
            None if options.is_empty() => path.push(word),
            None => return None,
        }
    }
    (!path.is_empty()).then_some(Line { path, options })
}

/// Whether `declared` is called `name` for a person whose client is in
/// `locale`: its default name, or its name in that locale.
fn named(declared: &Value, name: &str, locale: &str) -> bool {
    declared["name"] == name || declared["name_localizations"][locale] == name
}

/// The registered command `name` usable at `place`, and its scope.
fn find_command(
    registered: &std::collections::BTreeMap<Option<u64>, Vec<Value>>,
    place: &Place,
    name: &str,
    locale: &str,
) -> Result<(Option<u64>, Value), String> {
    let found = registered.iter().find_map(|(scope, list)| {
        let usable = match (scope, place.guild) {
            (Some(g), Some(here)) => *g == here,
            (Some(_), None) => false,
            (None, _) => true,
        };
        let command = list
            .iter()
            .find(|c| c["type"] == 1 && named(c, name, locale))?;
        usable.then(|| (*scope, command.clone()))
    });
    let Some((scope, command)) = found else {
        return Err(format!("no /{name} registered where {place:?} is"));
    };
    if place.kind == PlaceKind::Dm {
        let contexts = &command["contexts"];
        let in_dms = contexts.is_null() && command["dm_permission"] != false
            || contexts.as_array().is_some_and(|c| c.contains(&json!(1)));
        if !in_dms {
            return Err(format!("/{name} is not offered in DMs"));
        }
    }
    Ok((scope, command))
}

/// What the client sends for `line` typed by `who` at `place`: the
/// interaction's `data`, or why no client could send it. With
/// `autocomplete`, the last option given is the one being typed.
pub fn command_data(
    registered: &std::collections::BTreeMap<Option<u64>, Vec<Value>>,
    who: &Who,
    place: &Place,
    line: &str,
    autocomplete: bool,
) -> Result<Value, String> {
    let parsed = parse_line(line).ok_or_else(|| format!("not a command line: {line:?}"))?;
    if place.kind == PlaceKind::Forum {
        // Channels, "Forum": a forum holds posts (threads) and no messages
        // of its own; commands are typed in a post.
        return Err("a forum channel has no message box: commands are typed in its posts".into());
    }
    let locale = who.locale.as_str();
    let (scope, command) = find_command(registered, place, &parsed.path[0], locale)?;
    let mut resolved = Map::new();
    let leaf_options = {
        let mut node = &command;
        let mut chain: Vec<(String, u64)> = Vec::new();
        for word in &parsed.path[1..] {
            let child = declared_options(node)
                .iter()
                .find(|o| is_subcommand(o) && named(o, word, locale))
                .ok_or_else(|| {
                    format!("{line:?}: no subcommand {word:?} under {}", node["name"])
                })?;
            chain.push((string(&child["name"]), child["type"].as_u64().unwrap_or(0)));
            node = child;
        }
        if declared_options(node).iter().any(is_subcommand) {
            return Err(format!("{line:?}: a subcommand must be chosen"));
        }
        let values = leaf_values(
            node,
            &parsed.options,
            who,
            place,
            autocomplete,
            &mut resolved,
        )
        .map_err(|why| format!("{line:?}: {why}"))?;
        chain.iter().rev().fold(
            values,
            |inner, (name, kind)| json!([{ "name": name, "type": kind, "options": inner }]),
        )
    };
    let mut data = json!({
        "id": command["id"].as_str().unwrap_or("3000"),
        "name": command["name"],
        "type": 1,
        "options": leaf_options,
    });
    if let Some(guild) = scope {
        data["guild_id"] = json!(guild.to_string());
    }
    if !resolved.is_empty() {
        data["resolved"] = Value::Object(resolved);
    }
    Ok(data)
}

/// Whether a declared option is a subcommand or a group of them, which a
/// person picks by name rather than filling in.
fn is_subcommand(option: &Value) -> bool {
    matches!(
        option["type"].as_u64(),
        Some(option_type::SUB_COMMAND | option_type::SUB_COMMAND_GROUP)
    )
}

/// The options declared under a command or subcommand.
fn declared_options(node: &Value) -> &[Value] {
    node["options"].as_array().map_or(&[], Vec::as_slice)
}

fn string(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_owned()
}

/// The options of a leaf command, typed as registered; users go into
/// `resolved`.
fn leaf_values(
    node: &Value,
    given: &[(String, String)],
    who: &Who,
    place: &Place,
    autocomplete: bool,
    resolved: &mut Map<String, Value>,
) -> Result<Value, String> {
    let declared = declared_options(node);
    let mut sent = Vec::new();
    for (index, (name, text)) in given.iter().enumerate() {
        let option = declared
            .iter()
            .find(|o| named(o, name, &who.locale))
            .ok_or_else(|| format!("{} has no option {name:?}", node["name"]))?;
        let canonical = string(&option["name"]);
        if sent.iter().any(|o: &Value| o["name"] == canonical) {
            return Err(format!("option {name:?} given twice"));
        }
        let kind = option["type"].as_u64().unwrap_or(0);
        let focused = autocomplete && index + 1 == given.len();
        if focused {
            if option["autocomplete"] != true {
                return Err(format!(
                    "option {name:?} is not registered for autocomplete"
                ));
            }
            sent.push(json!({"name": canonical, "type": kind, "value": text, "focused": true}));
            continue;
        }
        let value = typed_value(option, text, &who.locale)?;
        if kind == option_type::USER {
            resolve_user(&value, place, resolved);
        }
        sent.push(json!({"name": canonical, "type": kind, "value": value}));
    }
    if autocomplete && given.is_empty() {
        return Err("autocomplete needs the option being typed".into());
    }
    if !autocomplete {
        for option in declared.iter().filter(|o| o["required"] == true) {
            if !sent.iter().any(|o| o["name"] == option["name"]) {
                return Err(format!("required option {} missing", option["name"]));
            }
        }
    }
    Ok(Value::Array(sent))
}

/// `text` as the client sends an option of `option`'s type, within its
/// choices and limits.
fn typed_value(option: &Value, text: &str, locale: &str) -> Result<Value, String> {
    let name = &option["name"];
    if let Some(choices) = option["choices"].as_array().filter(|c| !c.is_empty()) {
        return choices
            .iter()
            .find(|choice| named(choice, text, locale))
            .map(|choice| choice["value"].clone())
            .ok_or_else(|| format!("{name}: {text:?} is not one of its choices"));
    }
    let kind = option["type"].as_u64().unwrap_or(0);
    let value = match kind {
        option_type::STRING => {
            let length = text.chars().count() as u64;
            let min = option["min_length"].as_u64().unwrap_or(0);
            let max = option["max_length"].as_u64().unwrap_or(6000);
            if length < min.max(1) || length > max {
                return Err(format!("{name}: {length} characters, not {min}..{max}"));
            }
            json!(text)
        }
        option_type::INTEGER => {
            let number: i64 = text
                .parse()
                .map_err(|_| format!("{name}: {text:?} is not an integer"))?;
            if number.abs() > MAX_SAFE_INTEGER {
                return Err(format!("{name}: {number} is out of Discord's integers"));
            }
            in_bounds(option, number as f64)?;
            json!(number)
        }
        option_type::NUMBER => {
            let number: f64 = text
                .parse()
                .map_err(|_| format!("{name}: {text:?} is not a number"))?;
            in_bounds(option, number)?;
            json!(number)
        }
        option_type::BOOLEAN => match text {
            "true" | "True" => json!(true),
            "false" | "False" => json!(false),
            _ => return Err(format!("{name}: {text:?} is not True or False")),
        },
        option_type::USER => {
            let id = text
                .trim_start_matches("<@")
                .trim_start_matches('!')
                .trim_end_matches('>');
            let id: u64 = id
                .parse()
                .map_err(|_| format!("{name}: {text:?} is not a user"))?;
            json!(id.to_string())
        }
        other => {
            return Err(format!(
                "{name}: option type {other} is not typed by these tests"
            ));
        }
    };
    Ok(value)
}

/// Whether `number` is within `option`'s `min_value`/`max_value`.
fn in_bounds(option: &Value, number: f64) -> Result<(), String> {
    let min = option["min_value"].as_f64().unwrap_or(f64::MIN);
    let max = option["max_value"].as_f64().unwrap_or(f64::MAX);
    if number < min || number > max {
        return Err(format!(
            "{}: {number} is outside {}..{}",
            option["name"], option["min_value"], option["max_value"]
        ));
    }
    Ok(())
}

/// The user of id `value` in `resolved` (and their member in a guild).
fn resolve_user(value: &Value, place: &Place, resolved: &mut Map<String, Value>) {
    let id = string(value);
    let user = Who::new(id.parse().unwrap_or(0), &format!("user{id}")).user();
    resolved.entry("users").or_insert_with(|| json!({}))[&id] = user;
    if place.guild.is_some() {
        let member = json!({
            "nick": null, "avatar": null, "roles": [],
            "joined_at": "2025-01-01T00:00:00.000000+00:00",
            "flags": 0, "pending": false, "permissions": "0"
        });
        resolved.entry("members").or_insert_with(|| json!({}))[&id] = member;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_into_a_path_and_options() {
        let line = parse_line(r#"/tournament new format:swiss rounds:3 name:"a b""#);
        assert_eq!(
            line,
            Some(Line {
                path: vec!["tournament".into(), "new".into()],
                options: vec![
                    ("format".into(), "swiss".into()),
                    ("rounds".into(), "3".into()),
                    ("name".into(), "a b".into()),
                ],
            })
        );
        assert_eq!(parse_line("tournament new"), None);
        assert_eq!(parse_line("/"), None);
        assert_eq!(parse_line("/sow cell:E4 extra"), None);
        assert_eq!(parse_line(r#"/play actions:"1,0:0"#), None);
    }

    /// A registered `/tournament new format:(round-robin|swiss)
    /// rounds:1..30` with French names, in guild 1.
    fn registered() -> std::collections::BTreeMap<Option<u64>, Vec<Value>> {
        let new = json!({"type": 1, "name": "new", "name_localizations": {"fr": "nouveau"},
            "description": "d", "options": [
            {"type": 4, "name": "format", "name_localizations": {"fr": "forme"}, "description": "d",
             "required": true, "choices": [
                {"name": "round-robin", "name_localizations": {"fr": "toutes-rondes"}, "value": 0},
                {"name": "swiss", "name_localizations": {"fr": "suisse"}, "value": 1}]},
            {"type": 4, "name": "rounds", "description": "d", "min_value": 1, "max_value": 30}]});
        let command = json!({"type": 1, "id": "42", "name": "tournament", "description": "d",
            "options": [new]});
        std::iter::once((Some(1), vec![command])).collect()
    }

    #[test]
    fn typed_lines_become_what_a_client_sends_or_are_refused() {
        let place = Place::channel(1, 2);
        let alice = Who::new(3, "alice");
        let line = "/tournament new format:swiss rounds:3";
        let data = command_data(&registered(), &alice, &place, line, false).expect("sent");
        assert_eq!(
            data["options"],
            json!([{"name": "new", "type": 1, "options": [
                {"name": "format", "type": 4, "value": 1},
                {"name": "rounds", "type": 4, "value": 3}]}])
        );
        let amelie = Who::new(4, "amelie").with_locale("fr");
        let line = "/tournament nouveau forme:suisse";
        let french = command_data(&registered(), &amelie, &place, line, false).expect("sent");
        assert_eq!(french["options"][0]["name"], "new");
        let format = json!({"name": "format", "type": 4, "value": 1});
        assert_eq!(french["options"][0]["options"][0], format);
        for refused in [
            "/tournament",
            "/tournament new",
            "/tournament new _format:swiss",
            "/tournament new format:1",
            "/tournament new format:swiss rounds:31",
            "/tournament new format:swiss rounds:three",
            "/tournament new format:swiss format:swiss",
            "/tournament old format:swiss",
            "/elsewhere",
        ] {
            let sent = command_data(&registered(), &alice, &place, refused, false);
            assert!(sent.is_err(), "{refused}");
        }
        let line = "/tournament new format:sw";
        let typing = command_data(&registered(), &alice, &place, line, true);
        assert!(typing.is_err(), "format is not registered for autocomplete");
    }
}
