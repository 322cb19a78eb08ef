//! What every CLI command returns: its standard output, standard error and
//! exit code, and the exit codes the contracts name.

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

/// Malformed input: exit 2 with the message.
pub(crate) fn malformed(message: impl std::fmt::Display) -> Outcome {
    Outcome {
        stdout: String::new(),
        stderr: format!("error: {message}\n"),
        code: EXIT_MALFORMED,
    }
}
