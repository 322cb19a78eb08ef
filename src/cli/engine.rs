//! What the command line asks of a game: the engine subcommands `play`,
//! `show`, `legal`, `ai` and `arena`, with arguments any game can read.
//! Each game implements [`EngineCli`] in its own file and is listed once in
//! [`crate::registry`]; `main.rs` dispatches through the trait without
//! naming a game.

use std::path::Path;

use super::arena::Match;
use super::outcome::Outcome;
use crate::ai::{Budget, Level};
use crate::games::ap_record::ApRecord;

/// The computer player of `palanquee ai`: its level, thinking budget and
/// seed (the same seed gives the same turn).
#[derive(Clone, Copy, Debug)]
pub struct Computer {
    /// How strong it plays.
    pub level: Level,
    /// Thinking per turn.
    pub budget: Budget,
    /// The random seed.
    pub seed: u64,
}

/// One game's side of the engine subcommands.
///
/// Every method takes the game's options as an options text of
/// `name:value` pairs (see [`crate::games::options`]) holding the options
/// of the chosen game given on the command line (`rules:advanced`):
/// a game reads its own (see [`own_options`]) and ignores the others'.
/// `position` is the `--position` text, `moves` the free arguments (turns
/// or actions); a game refuses what it needs and lacks, in its own words.
pub trait EngineCli: Sync {
    /// The game's key, as `--game` takes it and the store keeps it.
    fn key(&self) -> &'static str;

    /// The value `value` of the option `name` as this game's options text
    /// writes it (`advanced` for `Advanced`), or why it cannot be; `None`
    /// when `name` is not an option of this game. Lets the command line
    /// check a flag while it reads it, without knowing whose it is.
    fn option_value(&self, name: &str, value: &str) -> Option<Result<String, String>>;

    /// `palanquee play`: plays `moves` and reports each, then the state.
    fn play(&self, options: &str, position: Option<&str>, moves: &[String]) -> Outcome;

    /// `palanquee show`: the board as text, or its picture written to
    /// `png` (then the path is printed).
    fn show(
        &self,
        options: &str,
        position: Option<&str>,
        moves: &[String],
        png: Option<&Path>,
    ) -> Outcome;

    /// `palanquee legal`: the legal next moves, one per line.
    fn legal(&self, options: &str, position: Option<&str>, moves: &[String]) -> Outcome;

    /// `palanquee ai`: the computer's turn, as the last line `turn: …`.
    fn ai(
        &self,
        options: &str,
        position: Option<&str>,
        moves: &[String],
        computer: Computer,
    ) -> Outcome;

    /// `palanquee arena`: plays the match `m` with `players` seats (when
    /// `--players` was given; a game with one table size refuses it) and
    /// reports the measured level's score.
    fn arena(&self, options: &str, m: &Match, players: Option<usize>) -> Outcome;

    /// `palanquee play --record FILE` and `show --record FILE`: the game
    /// an Abstract Play record (`/export format:ap`) reads back to, shown
    /// as `view` says; `None` when the record is not of this game (its
    /// `header.game.name`), the default for a game that reads none.
    fn record(&self, record: &ApRecord, view: RecordView<'_>) -> Option<Outcome> {
        let _ = (record, view);
        None
    }
}

/// What `--record` prints of the game read back.
#[derive(Clone, Copy, Debug)]
pub enum RecordView<'a> {
    /// `play`: each action or turn as `play` prints it, then the state.
    Play,
    /// `show`: the board as text, or its picture written to the file.
    Show(Option<&'a Path>),
}

/// The pairs of the options text `text` whose names are in `names`, in
/// order, as an options text: what a game reads of the command line's
/// options. A word that is not `name:value` is kept, for the game to
/// refuse.
#[must_use]
pub fn own_options(text: &str, names: &[&str]) -> String {
    text.split_whitespace()
        .filter(|word| {
            word.split_once(':')
                .is_none_or(|(name, _)| names.contains(&name))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_options_keep_the_names_asked_and_what_is_not_a_pair() {
        assert_eq!(
            own_options("rules:advanced tiebreak:on", &["tiebreak"]),
            "tiebreak:on"
        );
        assert_eq!(own_options("rules:basic odd", &["tiebreak"]), "odd");
        assert_eq!(own_options("", &["rules"]), "");
    }
}
