//! Requests checked against Discord's OpenAPI description (the vendored
//! subset in `spec/`, see its README): the path must match one of its path
//! templates, the method must be one it describes there, path parameters
//! must fit their schema, and the body (JSON, or a multipart form's
//! `payload_json`) must fit the operation's request schema for its content
//! type, JSON Schema 2020-12 (OpenAPI 3.1's dialect).
//!
//! One deviation from the description, to match Discord itself:
//! `SnowflakeType` also accepts a non-negative integer (Discord parses
//! snowflakes from strings or numbers in requests; serenity sends new
//! attachments' placeholder ids as numbers).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, OnceLock};

use jsonschema::error::ValidationErrorKind;
use jsonschema::paths::LocationSegment;
use jsonschema::{ValidationError, Validator};
use serde_json::{Value, json};

const SUBSET: &str = include_str!("spec/openapi-subset.json");

/// One thing wrong with a request, at a place in its body.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Where, as JSON keys and indices (`["data", "content"]`).
    pub at: Vec<String>,
    /// Discord's kind of error, like `BASE_TYPE_MAX_LENGTH`.
    pub code: String,
    /// In words.
    pub message: String,
}

impl Problem {
    /// A problem at `at` (a `/`-separated path, empty for the whole body).
    pub fn new(at: &str, code: &str, message: impl Into<String>) -> Problem {
        Problem {
            at: at
                .split('/')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect(),
            code: code.to_string(),
            message: message.into(),
        }
    }

    /// `at: message (code)`, for a violation's text.
    pub fn describe(&self) -> String {
        let at = if self.at.is_empty() {
            "body".to_string()
        } else {
            self.at.join(".")
        };
        format!("{at}: {} ({})", self.message, self.code)
    }
}

/// Discord's `errors` object for `problems`: nested by key, each leaf an
/// `_errors` list.
pub fn errors_object(problems: &[Problem]) -> Value {
    let mut root = json!({});
    for problem in problems {
        let mut node = &mut root;
        for key in &problem.at {
            node = node
                .as_object_mut()
                .expect("an object")
                .entry(key.clone())
                .or_insert_with(|| json!({}));
        }
        let list = node
            .as_object_mut()
            .expect("an object")
            .entry("_errors")
            .or_insert_with(|| json!([]));
        list.as_array_mut()
            .expect("a list")
            .push(json!({"code": problem.code, "message": problem.message}));
    }
    root
}

/// A path template of the description, like `/channels/{channel_id}`.
pub struct Template {
    /// As written in the description.
    pub path: String,
    segments: Vec<String>,
}

impl Template {
    /// The parameters of `path` if it matches (`None` otherwise).
    fn matches(&self, path: &[&str]) -> Option<BTreeMap<String, String>> {
        if path.len() != self.segments.len() {
            return None;
        }
        let mut params = BTreeMap::new();
        for (segment, value) in self.segments.iter().zip(path) {
            if let Some(name) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                if value.is_empty() {
                    return None;
                }
                params.insert(name.to_string(), (*value).to_string());
            } else if segment != value {
                return None;
            }
        }
        Some(params)
    }

    fn literals(&self) -> usize {
        self.segments.iter().filter(|s| !s.starts_with('{')).count()
    }
}

/// The vendored description, its templates and compiled validators.
pub struct Spec {
    doc: Value,
    templates: Vec<Template>,
    validators: Mutex<HashMap<String, &'static Validator>>,
}

/// The description, loaded once.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let mut doc: Value = serde_json::from_str(SUBSET).expect("spec/openapi-subset.json");
        doc["components"]["schemas"]["SnowflakeType"] = json!({
            "anyOf": [
                {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"},
                {"type": "integer", "minimum": 0}
            ]
        });
        let templates = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|path| Template {
                path: path.clone(),
                segments: path.split('/').skip(1).map(str::to_string).collect(),
            })
            .collect();
        Spec {
            doc,
            templates,
            validators: Mutex::new(HashMap::new()),
        }
    })
}

impl Spec {
    /// The template `path` (without `/api/v10` and query) matches, with
    /// its parameters; the most specific one if several do
    /// (`messages/@original` over `messages/{message_id}`).
    pub fn find(&self, path: &str) -> Option<(&Template, BTreeMap<String, String>)> {
        let parts: Vec<&str> = path.split('/').skip(1).collect();
        self.templates
            .iter()
            .filter_map(|t| t.matches(&parts).map(|params| (t, params)))
            .max_by_key(|(t, _)| t.literals())
    }

    /// The operation for `method` on `template`, if described.
    pub fn operation(&self, template: &Template, method: &str) -> Option<&Value> {
        self.doc["paths"][&template.path].get(method.to_ascii_lowercase())
    }

    /// Whether `template` describes `method`.
    pub fn has_method(&self, template: &Template, method: &str) -> bool {
        self.operation(template, method).is_some()
    }

    /// Problems with the path parameters.
    pub fn check_params(
        &self,
        template: &Template,
        params: &BTreeMap<String, String>,
    ) -> Vec<Problem> {
        let declared = self.doc["paths"][&template.path]["parameters"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let mut problems = Vec::new();
        for parameter in declared {
            let Some(name) = parameter["name"].as_str() else {
                continue;
            };
            let Some(value) = params.get(name) else {
                continue;
            };
            let key = format!("param {}#{name}", template.path);
            let validator = self.validator(&key, &parameter["schema"]);
            if !validator.is_valid(&Value::String(value.clone())) {
                problems.push(Problem::new(
                    name,
                    "NUMBER_TYPE_COERCE",
                    format!("Value \"{value}\" is not snowflake."),
                ));
            }
        }
        problems
    }

    /// The request schema of `method` on `template` for `content_type`
    /// (`application/json`, `multipart/form-data`), or why there is none.
    pub fn body_schema(
        &self,
        template: &Template,
        method: &str,
        content_type: &str,
    ) -> Result<Option<(String, &Value)>, String> {
        let Some(operation) = self.operation(template, method) else {
            return Err(format!("{method} not described on {}", template.path));
        };
        let Some(content) = operation["requestBody"]["content"].as_object() else {
            return Ok(None);
        };
        match content.get(content_type) {
            Some(media) => Ok(Some((
                format!("body {method} {}#{content_type}", template.path),
                &media["schema"],
            ))),
            None => Err(format!(
                "content type {content_type:?} not accepted by {method} {} (accepts {:?})",
                template.path,
                content.keys().collect::<Vec<_>>()
            )),
        }
    }

    /// The schema of the JSON answer `status` to `method` on `template`.
    pub fn response_schema(
        &self,
        template: &Template,
        method: &str,
        status: u16,
    ) -> Option<(String, &Value)> {
        let operation = self.operation(template, method)?;
        let schema =
            &operation["responses"][status.to_string()]["content"]["application/json"]["schema"];
        (!schema.is_null()).then(|| {
            (
                format!("answer {status} {method} {}", template.path),
                schema,
            )
        })
    }

    /// Whether `method` on `template` requires a body.
    pub fn body_required(&self, template: &Template, method: &str) -> bool {
        self.operation(template, method)
            .is_some_and(|op| op["requestBody"]["required"] == json!(true))
    }

    /// Validates `instance` against `schema` (cached under `key`).
    pub fn check(&self, key: &str, schema: &Value, instance: &Value) -> Vec<Problem> {
        let validator = self.validator(key, schema);
        let mut problems = Vec::new();
        for error in validator.iter_errors(instance) {
            explain(&error, &mut problems);
        }
        problems
    }

    /// A validator for `schema`, its `$ref`s resolved in the description.
    fn validator(&self, key: &str, schema: &Value) -> &'static Validator {
        if let Some(found) = self.validators.lock().expect("lock").get(key) {
            return found;
        }
        let mut root = match schema {
            Value::Object(map) => Value::Object(map.clone()),
            other => json!({"allOf": [other]}),
        };
        root["$schema"] = json!("https://json-schema.org/draft/2020-12/schema");
        root["components"] = self.doc["components"].clone();
        let validator = jsonschema::options()
            .build(&root)
            .unwrap_or_else(|e| panic!("schema {key} does not compile: {e}"));
        // Leaked on purpose: a few dozen validators per test process.
        let validator: &'static Validator = Box::leak(Box::new(validator));
        self.validators
            .lock()
            .expect("lock")
            .insert(key.to_string(), validator);
        validator
    }
}

/// The useful problems behind `error`: for a union (`anyOf`/`oneOf`) that
/// nothing matched, the branch meant (the one whose `type` fits), if any.
fn explain(error: &ValidationError<'_>, out: &mut Vec<Problem>) {
    let at: Vec<String> = error
        .instance_path()
        .segments()
        .map(|segment| match segment {
            LocationSegment::Property(p) => p.to_string(),
            LocationSegment::Index(i) => i.to_string(),
        })
        .collect();
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            Some(context)
        }
        _ => None,
    };
    if let Some(branches) = branches {
        // Branches that did not fail on a discriminating `type` (or on
        // the value's own JSON type) are the ones the sender meant.
        let meant: Vec<&Vec<ValidationError<'static>>> = branches
            .iter()
            .filter(|errors| {
                !errors.iter().any(|e| {
                    let path = e.instance_path().as_str().to_string();
                    let here = error.instance_path().as_str();
                    let discriminator = path == format!("{here}/type")
                        && matches!(
                            e.kind(),
                            ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. }
                        );
                    let wrong_kind = path == here
                        && matches!(
                            e.kind(),
                            ValidationErrorKind::Type { .. }
                                | ValidationErrorKind::Enum { .. }
                                | ValidationErrorKind::Constant { .. }
                        );
                    discriminator || wrong_kind
                })
            })
            .collect();
        // Of those, the one the value is closest to, if it stands out.
        let fewest = meant.iter().map(|errors| errors.len()).min();
        let closest: Vec<_> = meant
            .iter()
            .filter(|errors| Some(errors.len()) == fewest)
            .collect();
        if closest.len() == 1 {
            for inner in closest[0].iter() {
                explain(inner, out);
            }
            return;
        }
    }
    let (code, message) = match error.kind() {
        ValidationErrorKind::MaxLength { limit } => (
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {limit} or fewer in length."),
        ),
        ValidationErrorKind::MinLength { limit } => (
            "BASE_TYPE_MIN_LENGTH",
            format!("Must be {limit} or more in length."),
        ),
        ValidationErrorKind::MaxItems { limit } => (
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {limit} or fewer in length."),
        ),
        ValidationErrorKind::MinItems { limit } => (
            "BASE_TYPE_MIN_LENGTH",
            format!("Must be {limit} or more in length."),
        ),
        ValidationErrorKind::Required { property } => {
            let mut at = at.clone();
            at.push(property.as_str().unwrap_or("?").to_string());
            out.push(Problem {
                at,
                code: "BASE_TYPE_REQUIRED".into(),
                message: "This field is required".into(),
            });
            return;
        }
        ValidationErrorKind::Type { .. } => ("BASE_TYPE_BAD_TYPE", error.to_string()),
        ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. } => {
            ("BASE_TYPE_CHOICES", error.to_string())
        }
        _ => ("BASE_TYPE_INVALID", error.to_string()),
    };
    let mut message = message;
    if message.chars().count() > 200 {
        message = message.chars().take(200).collect::<String>() + "…";
    }
    out.push(Problem {
        at,
        code: code.to_string(),
        message,
    });
}
