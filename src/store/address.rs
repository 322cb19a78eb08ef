//! Where the database is: a `--db` option or `DATABASE_URL` read once into
//! a SQLite file or a PostgreSQL server, refused when the store cannot
//! serve it, and the same address made safe to print.
//!
//! A PostgreSQL address may carry a password in any of the forms the
//! server's own tools accept: in the user part (`postgres://u:PW@host/db`,
//! with `@` written as is or as `%40`), or as a parameter
//! (`?password=PW`). Every form is found here, once, and
//! [`DatabaseAddress::redact`] hides each spelling of the password
//! (as typed, percent-decoded, form-decoded, percent-encoded) in any text
//! that is about to be printed or logged: the address itself, or an error
//! that a driver built from it. What the store does not serve is refused
//! by name, never taken for a file path: another scheme (`mysql://`), a
//! libpq `key=value` string, a parameter the driver would ignore (it would
//! log its value), and `passfile`.

use std::fmt;

use percent_encoding::{NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};

/// The database file used when `DATABASE_URL` is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://palanquee.db";

/// The URL of `DATABASE_URL`, or the embedded default file.
pub(crate) fn url_from_env() -> String {
    std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_string())
}

/// What replaces a password in printed text.
const HIDDEN: &str = "***";

/// The parameters of a PostgreSQL URL that the driver (sqlx) reads; any
/// other is refused rather than ignored.
const POSTGRES_PARAMETERS: &[&str] = &[
    "sslmode",
    "ssl-mode",
    "sslrootcert",
    "ssl-root-cert",
    "ssl-ca",
    "sslcert",
    "ssl-cert",
    "sslkey",
    "ssl-key",
    "statement-cache-capacity",
    "host",
    "hostaddr",
    "port",
    "dbname",
    "user",
    "password",
    "application_name",
    "options",
];

/// A database address the store serves, with the secrets it carries.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseAddress {
    kind: DatabaseKind,
    /// The URL handed to the driver.
    url: String,
    /// Every spelling of every password in the address (never empty
    /// strings).
    secrets: Vec<String>,
}

/// Which database an address names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DatabaseKind {
    /// An embedded SQLite file (or an in-memory database).
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// Why an address is refused. The messages never repeat the address: it
/// may hold a password.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AddressError {
    /// An empty `--db` or `DATABASE_URL`.
    #[error(
        "the database address is empty: give a SQLite file (palanquee.db, sqlite://FILE) or a PostgreSQL URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
    )]
    Empty,
    /// A libpq `key=value` connection string.
    #[error(
        "`key=value` connection strings (host=… password=…) are not supported: write the server as a URL, postgres://USER:PASSWORD@HOST:PORT/DATABASE (with `@`, `:` and `/` in the password written %40, %3A, %2F)"
    )]
    KeyValue,
    /// A URL of a database the store does not run on.
    #[error(
        "`{0}://` databases are not served: use a SQLite file (palanquee.db, sqlite://FILE) or PostgreSQL (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
    )]
    UnservedScheme(String),
    /// `passfile=`, which the driver does not read.
    #[error(
        "the `passfile` parameter is not supported: put the password in the URL, or in ~/.pgpass or the file named by PGPASSFILE, which are read"
    )]
    Passfile,
    /// A parameter the driver would silently ignore.
    #[error(
        "the PostgreSQL URL parameter `{0}` is not known: the ones read are sslmode, sslrootcert, sslcert, sslkey, host, hostaddr, port, dbname, user, password, application_name, options and statement-cache-capacity"
    )]
    UnknownParameter(String),
    /// An unknown parameter that may be a piece of the password (a raw
    /// `&` in a `password=` value).
    #[error(
        "the PostgreSQL URL has a parameter that is not known right after the password: write `&` in a password as %26, `@` as %40"
    )]
    ParameterInPassword,
}

impl DatabaseAddress {
    /// Reads a `--db` value or `DATABASE_URL`: `postgres://…` or
    /// `postgresql://…` (a server), `sqlite:…` (a file or `sqlite::memory:`),
    /// or a plain path (a SQLite file). Anything else is refused by name.
    pub fn parse(text: &str) -> Result<DatabaseAddress, AddressError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AddressError::Empty);
        }
        if let Some(scheme) = scheme_of(text) {
            return match scheme.as_str() {
                "postgres" | "postgresql" => DatabaseAddress::postgres(text),
                "sqlite" => Ok(DatabaseAddress::sqlite(text.to_string())),
                _ => Err(AddressError::UnservedScheme(scheme)),
            };
        }
        if text.starts_with("sqlite:") {
            return Ok(DatabaseAddress::sqlite(text.to_string()));
        }
        if looks_like_key_value(text) {
            return Err(AddressError::KeyValue);
        }
        Ok(DatabaseAddress::sqlite(format!("sqlite://{text}")))
    }

    /// The address of a `--db` option, or without one `DATABASE_URL`, or
    /// the embedded default file.
    pub fn from_option(db: Option<&str>) -> Result<DatabaseAddress, AddressError> {
        match db {
            Some(text) => DatabaseAddress::parse(text),
            None => DatabaseAddress::parse(&url_from_env()),
        }
    }

    fn sqlite(url: String) -> DatabaseAddress {
        DatabaseAddress {
            kind: DatabaseKind::Sqlite,
            url,
            secrets: Vec::new(),
        }
    }

    /// A PostgreSQL URL: its passwords gathered, its parameters checked
    /// as the driver will read them.
    fn postgres(text: &str) -> Result<DatabaseAddress, AddressError> {
        let secrets = spellings(&raw_passwords(text));
        if let Ok(url) = url::Url::parse(text) {
            for (key, _) in url.query_pairs() {
                check_parameter(&key, &secrets)?;
            }
        }
        Ok(DatabaseAddress {
            kind: DatabaseKind::Postgres,
            url: text.to_string(),
            secrets,
        })
    }

    /// Which database this is.
    #[must_use]
    pub fn kind(&self) -> DatabaseKind {
        self.kind
    }

    /// The URL to hand to the driver. Never print it: see
    /// [`DatabaseAddress::shown`].
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The address as it may be printed: every password replaced by `***`.
    #[must_use]
    pub fn shown(&self) -> String {
        self.redact(&self.url)
    }

    /// `text` with every spelling of the address's passwords replaced by
    /// `***`: for any message or log line that may quote the address or
    /// an error built from it.
    #[must_use]
    pub fn redact(&self, text: &str) -> String {
        let mut out = text.to_string();
        for secret in &self.secrets {
            out = out.replace(secret.as_str(), HIDDEN);
        }
        out
    }
}

/// Shows the address with its passwords hidden, so that a `{:?}` in a log
/// line cannot leak one.
impl fmt::Debug for DatabaseAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DatabaseAddress")
            .field("kind", &self.kind)
            .field("url", &self.shown())
            .finish()
    }
}

/// The scheme of `text` in lower case when it starts like a URL
/// (`letters://`).
fn scheme_of(text: &str) -> Option<String> {
    let (scheme, _) = text.split_once("://")?;
    let mut chars = scheme.chars();
    let first = chars.next()?;
    let valid = first.is_ascii_alphabetic()
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then(|| scheme.to_ascii_lowercase())
}

/// Whether `text` reads like libpq's `key=value key=value` form: it starts
/// with a word and `=`.
fn looks_like_key_value(text: &str) -> bool {
    let Some((key, _)) = text.split_once('=') else {
        return false;
    };
    let key = key.trim_end();
    !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Every reading of the passwords in `text`, as typed. The user part's
/// password is taken both as the driver reads it (the authority ends at
/// the first `/`, `?` or `#`) and generously (up to the last `@`), so that
/// a password holding `@`, `/` or `?` is hidden whole whichever way it is
/// read; hiding a little more than the password is harmless.
fn raw_passwords(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    if let Some((_, rest)) = text.split_once("://") {
        let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
        for userinfo_end in [rest.rfind('@'), rest[..authority_end].rfind('@')] {
            let Some(at) = userinfo_end else { continue };
            if let Some(colon) = rest[..at].find(':') {
                found.push(rest[colon + 1..at].to_string());
            }
        }
    }
    for (at, _) in text.match_indices("password=") {
        let value = &text[at + "password=".len()..];
        found.push(value.to_string());
        found.push(
            value
                .split(['&', '#'])
                .next()
                .unwrap_or_default()
                .to_string(),
        );
    }
    found
}

/// Refuses a parameter the driver would not read: `passfile` with its own
/// answer, any other unknown one by name, unless its name may be part of
/// a password (a raw `&` in one), which is then not repeated.
fn check_parameter(key: &str, secrets: &[String]) -> Result<(), AddressError> {
    if key == "passfile" {
        return Err(AddressError::Passfile);
    }
    let known =
        POSTGRES_PARAMETERS.contains(&key) || (key.starts_with("options[") && key.ends_with(']'));
    if known {
        return Ok(());
    }
    let in_a_password = secrets
        .iter()
        .any(|s| s.contains(key) || key.contains(s.as_str()));
    Err(if in_a_password {
        AddressError::ParameterInPassword
    } else {
        AddressError::UnknownParameter(printable(key))
    })
}

/// Every way a password may be spelt in a message: as typed, decoded as
/// the driver decodes it (percent-decoding; `+` as a space in
/// parameters), and percent-encoded again. Empty ones are dropped, long
/// ones first so that a shorter one inside them does not break them up.
fn spellings(secrets: &[String]) -> Vec<String> {
    let mut all = Vec::new();
    for secret in secrets {
        let decoded = percent_decode_str(secret).decode_utf8_lossy().into_owned();
        let form = form_decode(secret);
        let encoded = utf8_percent_encode(&decoded, NON_ALPHANUMERIC).to_string();
        all.extend([secret.clone(), decoded, form, encoded]);
    }
    all.retain(|s| !s.is_empty());
    all.sort_by_key(|s| std::cmp::Reverse(s.len()));
    all.dedup();
    all
}

/// `text` decoded as a URL's query is (`+` is a space, `%XX` a byte).
fn form_decode(text: &str) -> String {
    percent_decode_str(&text.replace('+', " "))
        .decode_utf8_lossy()
        .into_owned()
}

/// A parameter's name as it may be quoted: control characters shown
/// escaped, and no longer than 40 characters.
fn printable(name: &str) -> String {
    name.chars().take(40).flat_map(char::escape_debug).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every way the tests spell a password into an address, as
    /// PostgreSQL's tools accept them; `{}` is the password as typed,
    /// `{%}` percent-encoded.
    const FORMS: &[&str] = &[
        "postgres://u:{}@127.0.0.1:1/x",
        "postgresql://u:{%}@127.0.0.1:1/x",
        "postgres://u@127.0.0.1:1/x?password={}",
        "postgres://u@127.0.0.1:1/x?sslmode=disable&password={%}",
        "postgres://u:{}@127.0.0.1:1/x?password={}&sslmode=disable",
        "host=127.0.0.1 port=1 user=u password={}",
        "host=127.0.0.1 password='{}'",
        "mysql://u:{}@127.0.0.1:1/x",
        "redis://:{}@127.0.0.1:1",
        "postgres://u@127.0.0.1:1/x?passfile=/tmp/{}",
    ];

    fn in_form(form: &str, password: &str) -> String {
        let encoded = utf8_percent_encode(password, NON_ALPHANUMERIC).to_string();
        form.replace("{%}", &encoded).replace("{}", password)
    }

    /// What a user of the address may see: the address shown, or the
    /// refusal.
    fn printed(text: &str) -> String {
        match DatabaseAddress::parse(text) {
            Ok(address) => format!("{} {address:?}", address.shown()),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_password_in_the_user_part_is_hidden_even_when_it_holds_an_at() {
        let address = DatabaseAddress::parse("postgres://u:SECRET@PW@127.0.0.1:1/x").unwrap();
        assert_eq!(address.shown(), "postgres://u:***@127.0.0.1:1/x");
        let encoded = DatabaseAddress::parse("postgres://u:SECRET%40PW@h/x").unwrap();
        assert_eq!(encoded.shown(), "postgres://u:***@h/x");
        assert_eq!(
            encoded.redact("password authentication failed for SECRET@PW"),
            "password authentication failed for ***"
        );
    }

    #[test]
    fn a_password_parameter_is_hidden_in_every_spelling() {
        let address =
            DatabaseAddress::parse("postgres://u@127.0.0.1:1/x?password=SECRET%2BPW").unwrap();
        assert_eq!(address.shown(), "postgres://u@127.0.0.1:1/x?password=***");
        for spelling in ["SECRET+PW", "SECRET%2BPW"] {
            assert_eq!(address.redact(spelling), "***", "{spelling}");
        }
        let plus = DatabaseAddress::parse("postgres://u@h/x?password=SECRET+PW").unwrap();
        assert_eq!(
            plus.redact("SECRET PW"),
            "***",
            "the driver reads + as a space"
        );
    }

    #[test]
    fn what_the_store_does_not_serve_is_refused_by_name() {
        let refused = |text: &str| DatabaseAddress::parse(text).unwrap_err();
        assert_eq!(
            refused("mysql://u:p@h/x"),
            AddressError::UnservedScheme("mysql".into())
        );
        assert_eq!(
            refused("REDIS://h"),
            AddressError::UnservedScheme("redis".into())
        );
        assert_eq!(
            refused("host=127.0.0.1 password=SECRETPW"),
            AddressError::KeyValue
        );
        assert_eq!(refused("dbname = x"), AddressError::KeyValue);
        assert_eq!(refused("  "), AddressError::Empty);
        assert_eq!(
            refused("postgres://u@h/x?passfile=/p"),
            AddressError::Passfile
        );
        assert_eq!(
            refused("postgres://u@h/x?sslmod=disable"),
            AddressError::UnknownParameter("sslmod".into())
        );
        assert_eq!(
            refused("postgres://u@h/x?password=ab&cdefgh"),
            AddressError::ParameterInPassword,
            "a password's piece after a raw & is not repeated"
        );
    }

    #[test]
    fn files_and_sqlite_urls_are_sqlite() {
        let sqlite = |text: &str| DatabaseAddress::parse(text).unwrap();
        assert_eq!(sqlite("palanquee.db").url(), "sqlite://palanquee.db");
        assert_eq!(sqlite("dir/a=b.db").url(), "sqlite://dir/a=b.db");
        assert_eq!(sqlite("sqlite://x.db").url(), "sqlite://x.db");
        assert_eq!(sqlite("sqlite::memory:").url(), "sqlite::memory:");
        assert_eq!(sqlite("x.db").kind(), DatabaseKind::Sqlite);
        assert_eq!(
            sqlite("postgresql://h/x?options[search_path]=s").kind(),
            DatabaseKind::Postgres
        );
    }

    proptest! {
        /// Whatever the password and whichever form carries it, neither
        /// the address shown nor a refusal contains it, in any spelling.
        #[test]
        fn no_password_is_ever_printed(
            password in "[A-Za-z0-9@:/?#%&=+ !$'_.-]{8,20}",
            form in 0..FORMS.len(),
        ) {
            let text = in_form(FORMS[form], &password);
            let out = printed(&text);
            let decoded = percent_decode_str(&password).decode_utf8_lossy().into_owned();
            prop_assert!(!out.contains(&password), "{text} printed {out}");
            prop_assert!(!out.contains(&decoded), "{text} printed {out}");
        }
    }
}
