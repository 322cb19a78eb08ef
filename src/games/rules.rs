//! What the platform needs of a game it hosts from its rules alone: the
//! interface a new game implements to be played in channels, with no
//! change to the platform's code.
//!
//! A game that implements [`GameRules`] is registered with
//! `commands::Service::with_game`; the command layer then runs its lobby
//! (seats within [`GameRules::seats`]), turns (a private draft of moves,
//! undo, publishing), `/status`, `/board`, `/history`, `/export`, turn
//! deadlines (a player out of time resigns), computer seats, ratings and
//! the store, exactly as for the games the crate ships. Everything here is
//! pure: states in, states or refusals out.
//!
//! A turn is a sequence of moves by one seat; it is complete when the
//! seat to move changes or the game ends. Moves are written in the game's
//! own text (`c3` for Hex), one move per `;`-separated part of
//! `/play actions:"…"`.

use image::RgbImage;

use crate::ai::Level;
use crate::language::Language;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finish {
    /// The seat (from 0) won; every other seat lost.
    Won(usize),
    /// Nobody won.
    Drawn,
}

impl Finish {
    /// Each of `seats` seats' final place (0 best), for ratings and
    /// tournament results, the one rule every game's result follows: the
    /// winner first, then those still playing at the end, then those who
    /// `left` the game (resigned); in a drawn game all who played on share
    /// the first place.
    #[must_use]
    pub fn places(self, seats: usize, left: impl Fn(usize) -> bool) -> Vec<usize> {
        (0..seats)
            .map(|seat| match self {
                Finish::Won(winner) if winner == seat => 0,
                Finish::Won(_) => 1 + usize::from(left(seat)),
                Finish::Drawn => usize::from(left(seat)),
            })
            .collect()
    }
}

/// A game the platform can host (see the module docs).
pub trait GameRules: Send + Sync + 'static {
    /// A position: the board and whose move it is.
    type State: Clone + Send + Sync + 'static;

    /// The name stored and typed (`game:hex`): lowercase ASCII letters,
    /// digits, `-` or `_`.
    fn key(&self) -> &'static str;

    /// The name players read (`Hex`).
    fn title(&self) -> &'static str;

    /// The fewest and most seats a game plays with.
    fn seats(&self) -> (usize, usize);

    /// Seat `seat` (from 0) as players know it (`Red`).
    fn seat_name(&self, seat: usize) -> String;

    /// Reads the options of `/new` (`name:value` words, empty for none):
    /// their stored form, or a refusal saying what is wrong.
    ///
    /// # Errors
    /// A sentence naming the option it cannot read.
    fn read_options(&self, text: &str) -> Result<String, String>;

    /// The options (as [`GameRules::read_options`] stored them) in a few
    /// words for `/status` (`standard board`).
    fn options_in_words(&self, options: &str) -> String;

    /// The position a game of `players` begins from, with `options`.
    ///
    /// # Errors
    /// A sentence, if these options or that many players cannot play.
    fn start(&self, options: &str, players: usize) -> Result<Self::State, String>;

    /// The seat to move, or `None` once the game is over.
    fn to_move(&self, state: &Self::State) -> Option<usize>;

    /// The position after the mover plays `text`.
    ///
    /// # Errors
    /// A sentence saying why the move is refused (not legal, not
    /// readable); the state is untouched.
    fn play(&self, state: &Self::State, text: &str) -> Result<Self::State, String>;

    /// How the game ended, once it has.
    fn finish(&self, state: &Self::State) -> Option<Finish>;

    /// The position after `seat` leaves the game (resigned, or out of
    /// time): a two-seat game is then won by the other seat.
    fn resign(&self, state: &Self::State, seat: usize) -> Self::State;

    /// The board, the players named by `names` (seat order), its words in
    /// `language` (the channel's for a public post, the caller's for a
    /// private answer).
    fn picture(&self, state: &Self::State, names: &[String], language: Language) -> RgbImage;

    /// The moves a computer of `level` plays for the seat to move; `seed`
    /// makes its choice repeatable. Empty when the game is over.
    fn computer_turn(&self, state: &Self::State, level: Level, seed: u64) -> Vec<String>;

    /// How a computer of `level` plays, in a few words of the game's own
    /// language (`/addbot` says it when it seats one): "takes a win when
    /// it sees one".
    fn level_in_words(&self, level: Level) -> String;

    /// The rules in a few sentences, for `/rules` in a channel of this
    /// game.
    fn rules_text(&self) -> &'static str;
}

#[cfg(test)]
mod tests {
    use super::Finish;

    #[test]
    fn places_rank_the_winner_then_who_played_on_then_who_left() {
        let none = |_| false;
        assert_eq!(Finish::Won(1).places(2, none), [1, 0]);
        assert_eq!(Finish::Drawn.places(2, none), [0, 0]);
        let left = |seat| seat == 2;
        assert_eq!(Finish::Won(0).places(4, left), [0, 1, 2, 1]);
        assert_eq!(Finish::Drawn.places(3, left), [0, 0, 1]);
    }
}
