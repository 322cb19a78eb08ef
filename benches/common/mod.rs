//! What the command benches share: running a command line as a player in
//! the bench channel.

use palanquee::commands::{Caller, Language, Service, parse_command_line};

/// The channel the benches play in.
pub const CH: &str = "bench";

/// A player whose id is their name.
pub fn caller(name: &str) -> Caller {
    Caller {
        id: name.into(),
        name: name.into(),
        moderator: false,
        server: String::new(),
        language: Language::English,
    }
}

/// Runs `line` as `who`; it must go through.
pub async fn run(service: &Service, who: &str, line: &str) {
    let command = parse_command_line(line).expect("command");
    service
        .handle(CH, &caller(who), command)
        .await
        .unwrap_or_else(|e| panic!("{line}: {e}"));
}
