//! The text form of the `/tournament` commands: `/tournament new
//! game:palago format:swiss rounds:4`, `/tournament pairings round:2`.

use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::command::{TOURNAMENT_COMMAND_NAMES, TournamentCommand};
use crate::commands::language::Language;
use crate::commands::options::Options;
use crate::commands::parse::{game_option, level_option};
use crate::tournament::event::Format;

/// The most rounds a Swiss event may have.
pub const MAX_SWISS_ROUNDS: u32 = 30;

/// Reads `/tournament WHAT` with its options; the message says what is
/// wrong, in `language` (the caller's; `what` empty: the subcommand is
/// missing).
pub(crate) fn read_tournament(
    language: Language,
    what: &str,
    options: &[(String, String)],
) -> Result<TournamentCommand, String> {
    let names = TOURNAMENT_COMMAND_NAMES.join(", ");
    if what.is_empty() {
        return Err(say_with(
            language,
            Message::TournamentNeedsWhat,
            &[("names", &names)],
        ));
    }
    let what = what.to_ascii_lowercase();
    let mut options = Options::new(language, &format!("tournament {what}"), options)?;
    let command = match what.as_str() {
        "new" => new_event(language, &mut options)?,
        "join" => TournamentCommand::Join,
        "leave" => TournamentCommand::Leave,
        "addbot" => TournamentCommand::AddBot {
            level: level_option(&mut options)?,
        },
        "start" => TournamentCommand::Start,
        "standings" => TournamentCommand::Standings,
        "pairings" => TournamentCommand::Pairings {
            round: options.number("round", 1, 1000)?,
        },
        "export" => TournamentCommand::Export,
        "abort" => TournamentCommand::Abort,
        other => {
            return Err(say_with(
                language,
                Message::TournamentUnknownWhat,
                &[("name", &other), ("names", &names)],
            ));
        }
    };
    options.finish()?;
    Ok(command)
}

/// `/tournament new game:… format:… [rounds:N] [double:true]
/// [turn-hours:H]` and the game's own options; refused in `language`.
fn new_event(language: Language, options: &mut Options) -> Result<TournamentCommand, String> {
    let game = game_option(options)?;
    let rounds = options.number("rounds", 1, MAX_SWISS_ROUNDS)?;
    let double = options.flag("double")?;
    let turn_hours = options.number("turn-hours", 1, 24 * 14)?;
    let format = match options.text("format").as_deref() {
        None => return Err(say(language, Message::TournamentNeedsFormat)),
        Some("round-robin" | "roundrobin" | "rr") => {
            if rounds.is_some() {
                return Err(say(language, Message::TournamentRoundsAreSwiss));
            }
            Format::RoundRobin { double }
        }
        Some("swiss") => {
            if double {
                return Err(say(language, Message::TournamentDoubleIsRoundRobin));
            }
            let Some(rounds) = rounds else {
                return Err(say_with(
                    language,
                    Message::TournamentSwissNeedsRounds,
                    &[("max", &MAX_SWISS_ROUNDS)],
                ));
            };
            Format::Swiss {
                rounds: rounds as usize,
            }
        }
        Some(other) => {
            return Err(say_with(
                language,
                Message::TournamentUnknownFormat,
                &[("text", &other)],
            ));
        }
    };
    Ok(TournamentCommand::New {
        game,
        format,
        options: options.rest(),
        turn_hours,
    })
}
