//! What the command benches share: running a command line as a player in
//! the bench channel.

use palanquee::commands::{Caller, Language, Service, parse_command_line};
use palanquee::games::palanquee::{Action, Event, Game, Rules};

/// The channel the benches play in.
pub const CH: &str = "bench";

/// A player whose id is their name.
pub fn caller(name: &str) -> Caller {
    Caller {
        id: name.into(),
        name: name.into(),
        moderator: false,
        server_admin: false,
        server: String::new(),
        language: Language::English,
    }
}

/// Runs `line` as `who`; it must go through.
pub async fn run(service: &Service, who: &str, line: &str) {
    let command = parse_command_line(Language::English, line).expect("command");
    service
        .handle(CH, &caller(who), command)
        .await
        .unwrap_or_else(|e| panic!("{line}: {e}"));
}

/// The events of a long, quiet two-player game of `turns` turns: both
/// sow, then each grows a sprout and prunes it back, turn after turn.
/// Checked by the engine as they are made.
#[allow(dead_code)]
pub fn quiet_game(turns: usize) -> Vec<(i64, String)> {
    let mut game = Game::new_with_rules(2, Rules::Basic).expect("two players");
    let mut events = Vec::new();
    let later: [[&str; 2]; 2] = [["grow E5", "grow M11"], ["prune E5", "prune M11"]];
    for turn in 0..turns {
        let seat = turn % 2;
        let action = match turn {
            0 => "sow E4",
            1 => "sow M10",
            _ => later[(turn / 2 + 1) % 2][seat],
        };
        for text in [action, "end"] {
            let action: Action = text.parse().expect("an action");
            let player = game.to_move();
            game.apply_event(Event { player, action })
                .unwrap_or_else(|e| panic!("turn {turn}: {text}: {e}"));
            events.push((player.index() as i64, text.to_string()));
        }
    }
    events
}
