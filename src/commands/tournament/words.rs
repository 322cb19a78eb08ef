//! The words an event's posts share: its format and pace, a round's
//! boards, a result, the standings cut to fit a post.

use super::board_name;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::reply::{Attachment, Reply, TEXT_LIMIT};
use crate::tournament::event::{Event, Format, Outcome};
use crate::tournament::standings::standings_text;

/// The format in words in `language`: `Swiss, 4 rounds`.
pub(super) fn format_words(language: Language, format: Format) -> String {
    match format {
        Format::RoundRobin { double: false } => say(language, Message::TournamentRoundRobin),
        Format::RoundRobin { double: true } => say(language, Message::TournamentDoubleRoundRobin),
        Format::Swiss { rounds } => say_with(
            language,
            Message::TournamentSwiss,
            &[(
                "rounds",
                &say_with(language, Message::RoundCount, &[("count", &rounds)]),
            )],
        ),
    }
}

/// Entrant `number`'s name as posts show it (the number, should the
/// event have no such entrant).
pub(super) fn entrant_name(event: &Event, number: usize) -> String {
    event
        .entrants
        .get(number.wrapping_sub(1))
        .map_or_else(|| number.to_string(), |e| shown(&e.name))
}

/// A result as the crosstables write it: `1-0`, `½-½`, forfeits `+/-`.
pub(super) fn result_symbol(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "…",
        Some(Outcome::WhiteWins) => "1-0",
        Some(Outcome::BlackWins) => "0-1",
        Some(Outcome::Draw) => "½-½",
        Some(Outcome::WhiteByForfeit) => "+/-",
        Some(Outcome::BlackByForfeit) => "-/+",
        Some(Outcome::DoubleForfeit) => "-/-",
    }
}

/// A board's result in a round's lines: its symbol, or, for a game left
/// without one when the event was aborted, that it was stopped (in
/// `language`).
fn board_result(language: Language, outcome: Option<Outcome>, stopped: bool) -> String {
    match outcome {
        None if stopped => say(language, Message::TournamentBoardStopped),
        outcome => result_symbol(outcome).to_owned(),
    }
}

/// Round `round` of `event` (from 1), a line per board with its result
/// and where it is played (`threads`' link for its board number, else its
/// name, `r2-b3`), then the bye and the players left out; cut to fit a
/// post. When the event was `stopped` (aborted), a board without a result
/// says so rather than `…` (in play). In `language`.
pub(super) fn round_lines(
    language: Language,
    event: &Event,
    round: usize,
    threads: &std::collections::HashMap<i64, String>,
    stopped: bool,
) -> String {
    let Some(this) = event.rounds.get(round.wrapping_sub(1)) else {
        return String::new();
    };
    let name = |number: usize| entrant_name(event, number);
    let mut lines: Vec<String> = this
        .boards
        .iter()
        .enumerate()
        .map(|(index, board)| {
            let number = index as i64 + 1;
            let place = threads.get(&number).map_or_else(
                || format!("`{}`", board_name(round as i64, number)),
                |thread| format!("<#{thread}>"),
            );
            say_with(
                language,
                Message::TournamentBoardLine,
                &[
                    ("board", &(index + 1)),
                    ("white", &name(board.white)),
                    ("black", &name(board.black)),
                    ("result", &board_result(language, board.outcome, stopped)),
                    ("thread", &place),
                ],
            )
        })
        .collect();
    for &bye in &this.byes {
        lines.push(say_with(
            language,
            Message::TournamentByeLine,
            &[("name", &name(bye))],
        ));
    }
    if !this.absent.is_empty() {
        let names: Vec<String> = this.absent.iter().map(|&n| name(n)).collect();
        let names = names.join(", ");
        lines.push(say_with(
            language,
            Message::TournamentAbsentLine,
            &[("names", &names)],
        ));
    }
    fit(&lines, TEXT_LIMIT - 200)
}

/// The standings of `event` as lines, cut to fit a post.
pub(super) fn standings_lines(event: &Event) -> String {
    let text = standings_text(event);
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    fit(&lines, TEXT_LIMIT - 200)
}

/// `lines` joined, as many as fit in `limit` characters, then `…`.
fn fit(lines: &[String], limit: usize) -> String {
    let mut text = String::new();
    for line in lines {
        if text.chars().count() + line.chars().count() + 2 > limit {
            text.push('…');
            break;
        }
        text.push_str(line);
        text.push('\n');
    }
    text.trim_end().to_owned()
}

/// `reply` with the standings picture `png` attached as `standings.png`.
pub(super) fn with_standings(mut reply: Reply, png: Vec<u8>) -> Reply {
    reply.file = Some(Attachment {
        name: "standings.png".into(),
        bytes: png,
    });
    reply
}
