//! French localisations of the slash commands (being written).

/// Each command's description in French.
pub const COMMANDS: &[(&str, &str)] = &[];
/// Each option's description in French.
pub const OPTIONS: &[(&str, &str, &str)] = &[];
/// Each choice's label in French.
pub const CHOICES: &[(&str, &str)] = &[];
