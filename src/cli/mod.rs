//! The command-line contracts of `palanquee play` and `palanquee show`,
//! for both games: [`palanquee`] (positions and actions) and [`palago`]
//! (turns from the empty table). Other tools depend on these forms.
//!
//! Exit codes of `play`: 0 when every action or turn was legal, 1 when one
//! was refused by the rules (stderr names the ruling; nothing after it is
//! played), 2 for malformed input.

pub mod arena;
pub mod palago;
pub mod palanquee;

pub use palanquee::{play, show, show_png};

/// What a command prints and how it exits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error.
    pub stderr: String,
    /// The process exit code.
    pub code: u8,
}

/// Exit code for an action the rules refuse.
pub const EXIT_ILLEGAL: u8 = 1;
/// Exit code for malformed input.
pub const EXIT_MALFORMED: u8 = 2;

/// Success: `stdout` printed, exit 0.
#[must_use]
pub fn success(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

/// A failure of the program itself (database, terminal): exit 2 with the
/// message.
#[must_use]
pub fn failure(message: impl std::fmt::Display) -> Outcome {
    malformed(message)
}

pub(crate) fn malformed(message: impl std::fmt::Display) -> Outcome {
    Outcome {
        stdout: String::new(),
        stderr: format!("error: {message}\n"),
        code: EXIT_MALFORMED,
    }
}
