//! Words as [Fluent](https://projectfluent.org) files. Each set of
//! sentences (the shared [`crate::commands::catalogue::Message`], and each
//! game's own in `src/games/NAME/words/`) is an enum declared with
//! [`sentences!`] beside one `.ftl` file per language, which says what each
//! sentence is for and its arguments. [`format`] writes a sentence in a
//! language: arguments are values placed once (a name that contains
//! `{ $other }` stays as typed), and plurals follow each language's CLDR
//! rule (`{ $count -> [one] … *[other] … }`), so no code counts its own way.
//!
//! The files are compiled in; [`check`], run by each set's tests, proves
//! every sentence is in every language with the same arguments, formats
//! without error and fits a message.

use std::collections::BTreeSet;
use std::fmt::Display;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

use crate::language::Language;

/// One language's sentences of a set, ready to format.
type Bundle = FluentBundle<FluentResource>;

/// A set of sentences with its Fluent files.
pub trait Sentence: Copy + std::fmt::Debug + Send + Sync + 'static {
    /// Every sentence of the set, for the tests.
    const ALL: &'static [Self];
    /// Its id in the Fluent files: the variant's name.
    fn id(self) -> &'static str;
    /// The set's bundles, one per language.
    fn bundles() -> &'static Bundles;

    /// The sentence in `language`, for a sentence without arguments.
    #[must_use]
    fn in_language(self, language: Language) -> String {
        format(self, language, &[])
    }
}

/// The bundles of one set of sentences, one per language of
/// [`Language::ALL`], with their sources for the tests.
pub struct Bundles {
    bundles: Vec<Bundle>,
    sources: [&'static str; Language::ALL.len()],
}

impl Bundles {
    /// Bundles from the set's Fluent sources, in [`Language::ALL`]'s order.
    /// A source that does not parse keeps the messages that do, and says
    /// so in the log; the tests refuse it.
    #[must_use]
    pub fn new(sources: [&'static str; Language::ALL.len()]) -> Bundles {
        let bundles = Language::ALL
            .iter()
            .zip(sources)
            .map(|(&language, source)| bundle(language, source))
            .collect();
        Bundles { bundles, sources }
    }

    fn of(&self, language: Language) -> &Bundle {
        &self.bundles[language.index()]
    }
}

fn bundle(language: Language, source: &str) -> Bundle {
    let locale: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![locale]);
    // Discord shows text as given: no Unicode isolation marks around values.
    bundle.set_use_isolating(false);
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, errors)| {
            tracing::error!(?language, ?errors, "a Fluent file does not parse");
            partial
        });
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(?language, ?errors, "a Fluent file names a message twice");
    }
    bundle
}

/// `sentence` in `language`, with `args` as its `$arguments`. A sentence
/// missing in `language` is said in English; one missing everywhere is its
/// id (the tests see that none is).
#[must_use]
pub fn format<S: Sentence>(
    sentence: S,
    language: Language,
    args: &[(&str, &dyn Display)],
) -> String {
    format_in(S::bundles(), sentence.id(), language, args)
}

/// `sentence` in `language` and its shorter forms, longest first: the
/// message's value, then each of its attributes in the order the file
/// gives them (`.shorter`, `.shortest`), for a picture that shows the
/// first that fits. A language may give more forms than another.
#[must_use]
pub fn forms<S: Sentence>(
    sentence: S,
    language: Language,
    args: &[(&str, &dyn Display)],
) -> Vec<String> {
    let bundles = S::bundles();
    let values = arguments(args);
    let language = if bundles.of(language).has_message(sentence.id()) {
        language
    } else {
        Language::English
    };
    let bundle = bundles.of(language);
    let Some(message) = bundle.get_message(sentence.id()) else {
        return vec![sentence.id().to_string()];
    };
    let patterns = message
        .value()
        .into_iter()
        .chain(message.attributes().map(|attribute| attribute.value()));
    let mut errors = Vec::new();
    let forms = patterns
        .map(|pattern| {
            bundle
                .format_pattern(pattern, Some(&values), &mut errors)
                .into_owned()
        })
        .collect();
    if !errors.is_empty() {
        tracing::warn!(
            id = sentence.id(),
            ?language,
            ?errors,
            "a sentence lacks words"
        );
    }
    forms
}

fn format_in(
    bundles: &Bundles,
    id: &'static str,
    language: Language,
    args: &[(&str, &dyn Display)],
) -> String {
    let values = arguments(args);
    for language in [language, Language::English] {
        let bundle = bundles.of(language);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&values), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id, ?language, ?errors, "a sentence lacks words");
        }
        return text.into_owned();
    }
    id.to_string()
}

/// A sentence of any set, for values that hold one without naming its
/// set (a refusal may be the shared catalogue's or a game's).
#[derive(Clone, Copy)]
pub struct AnySentence {
    id: &'static str,
    bundles: fn() -> &'static Bundles,
}

impl AnySentence {
    /// The sentence in `language`, with `args` as its `$arguments`
    /// (see [`format`]).
    #[must_use]
    pub fn format(self, language: Language, args: &[(&str, &dyn Display)]) -> String {
        format_in((self.bundles)(), self.id, language, args)
    }
}

impl<S: Sentence> From<S> for AnySentence {
    fn from(sentence: S) -> AnySentence {
        AnySentence {
            id: sentence.id(),
            bundles: S::bundles,
        }
    }
}

/// Two sentences are one when they are of one set with one id.
impl PartialEq for AnySentence {
    fn eq(&self, other: &AnySentence) -> bool {
        self.id == other.id && std::ptr::eq((self.bundles)(), (other.bundles)())
    }
}

impl Eq for AnySentence {}

impl std::fmt::Debug for AnySentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)
    }
}

/// Words looked up by name rather than through a set's enum, where the
/// names are given elsewhere: one Fluent file per language.
///
/// A menu of slash commands (`menu.en.ftl`…) names them as registered: a
/// message per command, named as it is typed with a dash for a subcommand
/// (`tournament-new`), whose value describes it and whose attributes
/// describe its options (`.cell`); a message `options` for options shared
/// by several commands (a game's `/new` options); `choice-KEY` for a
/// fixed choice's label; and `help` for a game's paragraph of `/help`. A
/// game's `/rules` topics (`rules.en.ftl`…) are a message per topic.
/// [`NamedWords::faults`] proves every language has the same names.
pub struct NamedWords {
    sources: [&'static str; Language::ALL.len()],
    bundles: std::sync::OnceLock<Bundles>,
}

impl NamedWords {
    /// Named words from their Fluent sources, in [`Language::ALL`]'s order.
    #[must_use]
    pub const fn new(sources: [&'static str; Language::ALL.len()]) -> NamedWords {
        NamedWords {
            sources,
            bundles: std::sync::OnceLock::new(),
        }
    }

    fn of(&self, language: Language) -> &Bundle {
        self.bundles
            .get_or_init(|| Bundles::new(self.sources))
            .of(language)
    }

    /// `message`'s value in `language`, or its `attribute`'s; `None` when
    /// this language has no such words.
    #[must_use]
    pub fn text(
        &self,
        language: Language,
        message: &str,
        attribute: Option<&str>,
    ) -> Option<String> {
        self.format(language, message, attribute, &[])
    }

    /// The messages `names` in `language`, in their order: (name, text),
    /// leaving out a name this language has no words for (the tests see
    /// that none is).
    #[must_use]
    pub fn each(&self, language: Language, names: &[&'static str]) -> Vec<(&'static str, String)> {
        names
            .iter()
            .filter_map(|&name| Some((name, self.text(language, name, None)?)))
            .collect()
    }

    /// [`NamedWords::text`] with `args` as the `$arguments` (see [`format`]).
    #[must_use]
    pub fn format(
        &self,
        language: Language,
        message: &str,
        attribute: Option<&str>,
        args: &[(&str, &dyn Display)],
    ) -> Option<String> {
        let bundle = self.of(language);
        let found = bundle.get_message(message)?;
        let pattern = match attribute {
            Some(name) => found.get_attribute(name)?.value(),
            None => found.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&arguments(args)), &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Every message (`sow`) and attribute (`sow.cell`) the English file
    /// names, which every language names too ([`NamedWords::faults`]).
    #[must_use]
    pub fn names(&self) -> BTreeSet<String> {
        ast_of(self.sources[0]).map_or_else(|_| BTreeSet::new(), |resource| menu_names(&resource))
    }

    /// What is wrong with the files, one line per fault: a file that does
    /// not parse, or a name (`sow`, `sow.cell`) one language has and
    /// English has not, or the reverse.
    #[must_use]
    pub fn faults(&self) -> Vec<String> {
        let mut faults = Vec::new();
        let mut english: Option<BTreeSet<String>> = None;
        for (&language, source) in Language::ALL.iter().zip(self.sources) {
            let names = match ast_of(source) {
                Ok(resource) => menu_names(&resource),
                Err(fault) => {
                    faults.push(format!("{language:?}: {fault}"));
                    continue;
                }
            };
            match &english {
                None => english = Some(names),
                Some(english) => faults.extend(
                    english
                        .symmetric_difference(&names)
                        .map(|name| format!("{language:?}: `{name}` differs from English")),
                ),
            }
        }
        faults
    }
}

/// Menu words are one when they are the same static.
impl PartialEq for NamedWords {
    fn eq(&self, other: &NamedWords) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for NamedWords {}

impl std::fmt::Debug for NamedWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NamedWords")
    }
}

/// Every message (`sow`) and attribute (`sow.cell`) a menu file names.
fn menu_names(resource: &ast::Resource<&str>) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            if message.value.is_some() {
                names.insert(message.id.name.to_string());
            }
            for attribute in &message.attributes {
                names.insert(format!("{}.{}", message.id.name, attribute.id.name));
            }
        }
    }
    names
}

/// The arguments as Fluent values: a whole number written as Rust writes
/// it is a number (plural rules select on it), anything else text.
fn arguments<'a>(args: &[(&'a str, &dyn Display)]) -> FluentArgs<'a> {
    let mut values = FluentArgs::with_capacity(args.len());
    for &(name, value) in args {
        let text = value.to_string();
        let number = text
            .parse::<i64>()
            .ok()
            .filter(|n| n.unsigned_abs() < 1 << 53 && n.to_string() == text);
        match number {
            Some(n) => values.set(name, FluentValue::from(n)),
            None => values.set(name, FluentValue::from(text)),
        }
    }
    values
}

/// Declares a set of sentences: the enum, and its [`Sentence`] impl over
/// the Fluent sources given in [`Language::ALL`]'s order (`include_str!`
/// of the files beside the declaration). A variant's documentation is its
/// comment in the English file.
macro_rules! sentences {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident from $sources:expr => {
            $($variant:ident),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
        $vis enum $name {
            $(
                #[doc = concat!("`", stringify!($variant), "`: its words and what it is for are in the Fluent files.")]
                $variant,
            )+
        }

        impl $crate::words::Sentence for $name {
            const ALL: &'static [Self] = &[$($name::$variant,)+];

            fn id(self) -> &'static str {
                match self {
                    $($name::$variant => stringify!($variant),)+
                }
            }

            fn bundles() -> &'static $crate::words::Bundles {
                static BUNDLES: std::sync::OnceLock<$crate::words::Bundles> =
                    std::sync::OnceLock::new();
                BUNDLES.get_or_init(|| $crate::words::Bundles::new($sources))
            }
        }
    };
}
pub(crate) use sentences;

/// A set's Fluent files beside the file that names them, one per language
/// of [`Language::ALL`] in its order, compiled in: `fluent_files!()` is
/// `en.ftl`, `fr.ftl` and `de.ftl`; `fluent_files!("menu")` is
/// `menu.en.ftl`, `menu.fr.ftl` and `menu.de.ftl`. A new language is its
/// code here and its files.
macro_rules! fluent_files {
    () => {
        [
            include_str!("en.ftl"),
            include_str!("fr.ftl"),
            include_str!("de.ftl"),
        ]
    };
    ($stem:literal) => {
        [
            include_str!(concat!($stem, ".en.ftl")),
            include_str!(concat!($stem, ".fr.ftl")),
            include_str!(concat!($stem, ".de.ftl")),
        ]
    };
}
pub(crate) use fluent_files;

/// The `$arguments` a message uses, in its value, its shorter forms and
/// every variant.
fn variables(message: &ast::Message<&str>) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    if let Some(pattern) = &message.value {
        in_pattern(pattern, &mut names);
    }
    for attribute in &message.attributes {
        in_pattern(&attribute.value, &mut names);
    }
    names
}

fn in_pattern(pattern: &ast::Pattern<&str>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            in_expression(expression, names);
        }
    }
}

fn in_expression(expression: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            in_inline(selector, names);
            for variant in variants {
                in_pattern(&variant.value, names);
            }
        }
        ast::Expression::Inline(inline) => in_inline(inline, names),
    }
}

fn in_inline(inline: &ast::InlineExpression<&str>, names: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => in_expression(expression, names),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                in_inline(argument, names);
            }
            for argument in &arguments.named {
                in_inline(&argument.value, names);
            }
        }
        _ => {}
    }
}

/// What is wrong with a set's Fluent files, one line per fault (none when
/// all is well): a file that does not parse, a sentence missing in a
/// language or not in the set, arguments that differ from English's, a
/// sentence left in English outside `same_in_both` (the sentences a
/// language may write as English does: names, numbers, notation), or one that does not
/// fit `limit` characters with every argument 32 characters long.
#[must_use]
pub fn check<S: Sentence>(same_in_both: &[S], limit: usize) -> Vec<String> {
    let bundles = S::bundles();
    let mut faults = Vec::new();
    let mut english = std::collections::BTreeMap::new();
    for (&language, source) in Language::ALL.iter().zip(bundles.sources) {
        let resource = match ast_of(source) {
            Ok(resource) => resource,
            Err(fault) => {
                faults.push(format!("{language:?}: {fault}"));
                continue;
            }
        };
        let messages: std::collections::BTreeMap<&str, BTreeSet<String>> = resource
            .body
            .iter()
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => Some((message.id.name, variables(message))),
                _ => None,
            })
            .collect();
        for id in messages.keys() {
            if !S::ALL.iter().any(|s| s.id() == *id) {
                faults.push(format!("{language:?}: `{id}` is in no enum"));
            }
        }
        for &sentence in S::ALL {
            let Some(names) = messages.get(sentence.id()) else {
                faults.push(format!("{language:?}: `{}` is missing", sentence.id()));
                continue;
            };
            let text = said(sentence, language, names);
            let same_allowed = same_in_both.iter().any(|s| s.id() == sentence.id());
            let said = Said {
                id: sentence.id(),
                language,
                names,
                text: &text,
            };
            faults.extend(check_one(&said, &english, same_allowed, limit));
            if language == Language::English {
                english.insert(sentence.id(), (names.clone(), text));
            }
        }
    }
    faults
}

type EnglishWords = std::collections::BTreeMap<&'static str, (BTreeSet<String>, String)>;

/// One sentence as a language says it, for [`check_one`].
struct Said<'a> {
    id: &'static str,
    language: Language,
    names: &'a BTreeSet<String>,
    text: &'a str,
}

fn check_one(
    said: &Said<'_>,
    english: &EnglishWords,
    same_allowed: bool,
    limit: usize,
) -> Vec<String> {
    let mut faults = Vec::new();
    let Said {
        id,
        language,
        names,
        text,
    } = *said;
    if text.trim().is_empty() || text.chars().count() > limit {
        faults.push(format!(
            "{language:?} `{id}`: {} characters",
            text.chars().count()
        ));
    }
    if let Some((english_names, english_text)) = english.get(id) {
        if english_names != names {
            faults.push(format!(
                "{language:?} `{id}`: arguments {names:?}, not {english_names:?}"
            ));
        }
        if english_text == text && !same_allowed {
            faults.push(format!("{language:?} `{id}`: left in English"));
        }
    }
    faults
}

/// `sentence` with every argument 32 characters long.
fn said<S: Sentence>(sentence: S, language: Language, names: &BTreeSet<String>) -> String {
    let long = "x".repeat(32);
    let args: Vec<(&str, &dyn Display)> = names
        .iter()
        .map(|name| (name.as_str(), &long as &dyn Display))
        .collect();
    format(sentence, language, &args)
}

fn ast_of(source: &str) -> Result<ast::Resource<&str>, String> {
    let resource =
        fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    match resource
        .body
        .iter()
        .find(|e| matches!(e, ast::Entry::Junk { .. }))
    {
        Some(junk) => Err(format!("does not parse: {junk:?}")),
        None => Ok(resource),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    sentences! {
        /// Sentences for these tests.
        enum Sample from [
            "Seeds = { $count ->\n    [one] { $count } seed\n   *[other] { $count } seeds\n}\nGreeting = Hello { $name }!\nTitle = Palanquée\n",
            "Seeds = { $count ->\n    [one] { $count } graine\n   *[other] { $count } graines\n}\nGreeting = Bonjour { $name } !\nTitle = Palanquée\n",
            "Seeds = { $count ->\n    [one] { $count } Samen\n   *[other] { $count } Samen\n}\nGreeting = Hallo { $name }!\nTitle = Palanquée\n",
        ] => {
            Seeds, Greeting, Title,
        }
    }

    #[test]
    fn plurals_follow_each_languages_rule() {
        let say = |language, n: i64| format(Sample::Seeds, language, &[("count", &n)]);
        assert_eq!(
            [0, 1, 2].map(|n| say(Language::English, n)),
            ["0 seeds", "1 seed", "2 seeds"]
        );
        assert_eq!(
            [0, 1, 2].map(|n| say(Language::French, n)),
            ["0 graine", "1 graine", "2 graines"]
        );
    }

    #[test]
    fn a_value_is_placed_once_and_never_read_again() {
        let name = "{ $name } 007";
        assert_eq!(
            format(Sample::Greeting, Language::English, &[("name", &name)]),
            "Hello { $name } 007!"
        );
        assert_eq!(
            format(Sample::Greeting, Language::English, &[("name", &"007")]),
            "Hello 007!"
        );
    }

    #[test]
    fn menu_words_find_values_and_attributes_and_name_a_difference() {
        static WORDS: NamedWords = NamedWords::new([
            "sow = Sow.\n    .cell = The cell\n",
            "sow = Sème.\n",
            "sow = Säe.\n    .cell = Das Feld\n",
        ]);
        assert_eq!(
            WORDS.text(Language::French, "sow", None).as_deref(),
            Some("Sème.")
        );
        let cell = WORDS.text(Language::English, "sow", Some("cell"));
        assert_eq!(cell.as_deref(), Some("The cell"));
        assert_eq!(WORDS.text(Language::French, "sow", Some("cell")), None);
        assert_eq!(WORDS.text(Language::French, "grow", None), None);
        assert_eq!(WORDS.faults(), ["French: `sow.cell` differs from English"]);
    }

    #[test]
    fn the_sample_set_is_complete_and_a_fault_is_named() {
        assert_eq!(
            check::<Sample>(&[Sample::Title], 2000),
            Vec::<String>::new()
        );
        assert_eq!(
            check::<Sample>(&[], 2000),
            [
                "French `Title`: left in English",
                "German `Title`: left in English"
            ]
        );
        assert!(
            check::<Sample>(&[], 10)
                .iter()
                .any(|f| f.contains("Greeting"))
        );
    }
}
