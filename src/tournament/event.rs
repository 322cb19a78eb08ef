//! A tournament as its arbiter keeps it: the entrants in starting order,
//! each round's boards, byes and absences, and the results as they come
//! in. It pairs the next round by the event's system (Berger tables for
//! a round-robin, the Dutch system for a Swiss event), handles
//! withdrawals as an arbiter would (no further pairing; a round-robin's
//! remaining games against the withdrawn player are forfeits, marked
//! `+`/`-` and not counted as played), and writes the event as a FIDE
//! report (TRF), the form both pairing systems and other tools read.
//! Pure: the command layer stores it and calls it.

use super::pairing::{Pair, Round};
use super::trf::{Colour, Played, Player, Report};
use super::{berger, dutch};

/// How the event is paired.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    /// Everyone meets everyone (twice, colours reversed, when `double`).
    RoundRobin {
        /// A double round-robin.
        double: bool,
    },
    /// The FIDE Dutch system over `rounds` rounds.
    Swiss {
        /// The number of rounds.
        rounds: usize,
    },
}

/// How a board ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// White won over the board.
    WhiteWins,
    /// Black won over the board.
    BlackWins,
    /// A draw over the board.
    Draw,
    /// Black did not play: white wins by forfeit (`+`/`-`).
    WhiteByForfeit,
    /// White did not play: black wins by forfeit.
    BlackByForfeit,
    /// Neither played: both lose by forfeit.
    DoubleForfeit,
}

impl Outcome {
    /// Half points of white and of black.
    #[must_use]
    pub fn half_points(self) -> (u32, u32) {
        match self {
            Outcome::WhiteWins | Outcome::WhiteByForfeit => (2, 0),
            Outcome::BlackWins | Outcome::BlackByForfeit => (0, 2),
            Outcome::Draw => (1, 1),
            Outcome::DoubleForfeit => (0, 0),
        }
    }

    /// Whether the game was played over the board.
    #[must_use]
    pub fn played(self) -> bool {
        matches!(
            self,
            Outcome::WhiteWins | Outcome::BlackWins | Outcome::Draw
        )
    }

    /// The TRF result codes of white and of black.
    fn codes(self) -> (char, char) {
        match self {
            Outcome::WhiteWins => ('1', '0'),
            Outcome::BlackWins => ('0', '1'),
            Outcome::Draw => ('=', '='),
            Outcome::WhiteByForfeit => ('+', '-'),
            Outcome::BlackByForfeit => ('-', '+'),
            Outcome::DoubleForfeit => ('-', '-'),
        }
    }
}

/// One board of a round, players by starting number (from 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    /// White's number.
    pub white: usize,
    /// Black's number.
    pub black: usize,
    /// The result, once known.
    pub outcome: Option<Outcome>,
}

/// One round: its boards, its pairing-allocated byes, and the players
/// who were not paired (withdrawn).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct EventRound {
    /// The boards, board 1 first.
    pub boards: Vec<Board>,
    /// Players with the pairing-allocated bye (a point).
    pub byes: Vec<usize>,
    /// Players not paired this round (withdrawn): no points.
    pub absent: Vec<usize>,
}

/// An entrant, numbered by order of entry (the starting rank).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entrant {
    /// The name shown.
    pub name: String,
    /// After which round the entrant withdrew, if they did (0: before
    /// round 1).
    pub withdrawn_after: Option<usize>,
}

/// Why the event cannot go on as asked.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum EventError {
    /// Every round is paired.
    #[error("all {0} rounds are paired")]
    Finished(usize),
    /// The current round still has games in play.
    #[error("round {0} is not over")]
    RoundNotOver(usize),
    /// Fewer than two players remain.
    #[error("fewer than two players remain")]
    TooFew,
    /// No pairing keeps the rules.
    #[error("no pairing of round {round} keeps the rules: {why}")]
    NoPairing {
        /// The round.
        round: usize,
        /// Why, as the pairing system says.
        why: String,
    },
    /// No such board or player.
    #[error("round {round} has no board {board}")]
    NoBoard {
        /// The round.
        round: usize,
        /// The board.
        board: usize,
    },
}

/// A whole event.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Event {
    /// Its system.
    pub format: Format,
    /// The entrants; number `n` is `entrants[n - 1]`.
    pub entrants: Vec<Entrant>,
    /// The rounds paired so far.
    pub rounds: Vec<EventRound>,
}

impl Event {
    /// A new event with `names` as entrants 1, 2, ….
    #[must_use]
    pub fn new(format: Format, names: &[&str]) -> Event {
        Event {
            format,
            entrants: names
                .iter()
                .map(|name| Entrant {
                    name: (*name).to_owned(),
                    withdrawn_after: None,
                })
                .collect(),
            rounds: Vec::new(),
        }
    }

    /// The number of rounds of the event.
    #[must_use]
    pub fn total_rounds(&self) -> usize {
        match self.format {
            Format::RoundRobin { double } => berger::rounds(self.entrants.len(), double),
            Format::Swiss { rounds } => rounds,
        }
    }

    /// Whether every board of the last round has a result.
    #[must_use]
    pub fn round_over(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|round| round.boards.iter().all(|b| b.outcome.is_some()))
    }

    /// Whether the last round is over and no round is left.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.round_over() && self.rounds.len() >= self.total_rounds()
    }

    /// Whether entrant `number` still plays in round `round`.
    fn active(&self, number: usize, round: usize) -> bool {
        self.entrants[number - 1]
            .withdrawn_after
            .is_none_or(|after| round <= after)
    }

    /// Withdraws entrant `number` after the rounds paired so far.
    pub fn withdraw(&mut self, number: usize) {
        let after = self.rounds.len();
        if let Some(entrant) = self.entrants.get_mut(number.wrapping_sub(1)) {
            entrant.withdrawn_after.get_or_insert(after);
        }
    }

    /// Records the result of `board` in `round` (both from 1).
    pub fn record(
        &mut self,
        round: usize,
        board: usize,
        outcome: Outcome,
    ) -> Result<(), EventError> {
        let slot = self
            .rounds
            .get_mut(round.wrapping_sub(1))
            .and_then(|r| r.boards.get_mut(board.wrapping_sub(1)))
            .ok_or(EventError::NoBoard { round, board })?;
        slot.outcome = Some(outcome);
        Ok(())
    }

    /// Pairs the next round and adds it. In a round-robin, a board with a
    /// withdrawn player is a forfeit at once.
    pub fn pair_next(&mut self) -> Result<&EventRound, EventError> {
        let next = self.rounds.len() + 1;
        if !self.round_over() {
            return Err(EventError::RoundNotOver(next - 1));
        }
        if next > self.total_rounds() {
            return Err(EventError::Finished(self.total_rounds()));
        }
        let round = match self.format {
            Format::RoundRobin { double } => self.berger_round(next, double)?,
            Format::Swiss { .. } => self.swiss_round(next)?,
        };
        self.rounds.push(round);
        Ok(&self.rounds[next - 1])
    }

    /// Adds `round`, which [`Event::pair_next`] paired on a copy of this
    /// event as it is now (elsewhere, without holding a lock): refused,
    /// like `pair_next`, while the last round goes on or when every round
    /// is paired.
    pub fn add_paired(&mut self, round: EventRound) -> Result<&EventRound, EventError> {
        let next = self.rounds.len() + 1;
        if !self.round_over() {
            return Err(EventError::RoundNotOver(next - 1));
        }
        if next > self.total_rounds() {
            return Err(EventError::Finished(self.total_rounds()));
        }
        self.rounds.push(round);
        Ok(&self.rounds[next - 1])
    }

    /// Round `next` of the Berger tables, forfeits for the withdrawn.
    fn berger_round(&self, next: usize, double: bool) -> Result<EventRound, EventError> {
        let table = berger::round(self.entrants.len(), next, double).map_err(|error| {
            EventError::NoPairing {
                round: next,
                why: error.to_string(),
            }
        })?;
        let mut round = EventRound::default();
        for Pair { white, black } in table.pairs {
            let outcome = match (self.active(white, next), self.active(black, next)) {
                (true, true) => None,
                (true, false) => Some(Outcome::WhiteByForfeit),
                (false, true) => Some(Outcome::BlackByForfeit),
                (false, false) => Some(Outcome::DoubleForfeit),
            };
            round.boards.push(Board {
                white,
                black,
                outcome,
            });
        }
        for bye in table.byes {
            if self.active(bye, next) {
                round.byes.push(bye);
            } else {
                round.absent.push(bye);
            }
        }
        Ok(round)
    }

    /// Round `next` by the Dutch system, the withdrawn left out.
    fn swiss_round(&self, next: usize) -> Result<EventRound, EventError> {
        let absent: Vec<usize> = (1..=self.entrants.len())
            .filter(|&n| !self.active(n, next))
            .collect();
        if self.entrants.len() - absent.len() < 2 {
            return Err(EventError::TooFew);
        }
        let report = self.report();
        let Round { pairs, byes } =
            dutch::pair(&report).map_err(|error| EventError::NoPairing {
                round: next,
                why: error.to_string(),
            })?;
        let boards = pairs
            .into_iter()
            .map(|Pair { white, black }| Board {
                white,
                black,
                outcome: None,
            })
            .collect();
        Ok(EventRound {
            boards,
            byes,
            absent,
        })
    }

    /// Entrant `number`'s half points after the rounds with results.
    #[must_use]
    pub fn half_points(&self, number: usize) -> u32 {
        self.history(number).iter().map(|r| r.half_points).sum()
    }

    /// Entrant `number`'s rounds, as the standings and the report read
    /// them.
    #[must_use]
    pub fn history(&self, number: usize) -> Vec<RoundOf> {
        self.rounds
            .iter()
            .map(|round| round_of(round, number))
            .collect()
    }

    /// The event as a FIDE report: what the pairing systems read and
    /// `/export` writes. Between rounds of a Swiss event, a withdrawn
    /// entrant's next round is written ahead as an absence (`0000 - Z`),
    /// so that a pairing program reading the report leaves them out as
    /// the event does.
    #[must_use]
    pub fn report(&self) -> Report {
        let next = self.rounds.len() + 1;
        let swiss = matches!(self.format, Format::Swiss { .. });
        let ahead = swiss && self.round_over() && next <= self.total_rounds();
        let players = (1..=self.entrants.len())
            .map(|number| {
                let mut rounds: Vec<Played> =
                    self.history(number).iter().map(RoundOf::played).collect();
                if ahead && !self.active(number, next) {
                    rounds.push(Played {
                        opponent: None,
                        colour: None,
                        result: 'Z',
                        written: true,
                    });
                }
                Player {
                    id: number,
                    name: self.entrants[number - 1].name.clone(),
                    rating: 0,
                    half_points: self.half_points(number),
                    rounds,
                }
            })
            .collect();
        Report {
            players,
            total_rounds: Some(self.total_rounds()),
            initial_colour: Some(Colour::White),
            unsupported: Vec::new(),
        }
    }
}

/// One round of one entrant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundOf {
    /// The opponent's number, if paired on a board.
    pub opponent: Option<usize>,
    /// The colour, if paired on a board.
    pub colour: Option<Colour>,
    /// The TRF result code (`' '` while the game goes on).
    pub code: char,
    /// Half points scored (0 while the game goes on).
    pub half_points: u32,
    /// Whether a game was played over the board.
    pub played: bool,
}

impl RoundOf {
    /// As a report writes it.
    fn played(&self) -> Played {
        Played {
            opponent: self.opponent,
            colour: self.colour,
            result: self.code,
            written: true,
        }
    }
}

/// What `round` was for entrant `number`.
fn round_of(round: &EventRound, number: usize) -> RoundOf {
    let unpaired = |code, half_points| RoundOf {
        opponent: None,
        colour: None,
        code,
        half_points,
        played: false,
    };
    if round.byes.contains(&number) {
        return unpaired('U', 2);
    }
    let Some(board) = round
        .boards
        .iter()
        .find(|b| b.white == number || b.black == number)
    else {
        return unpaired('Z', 0);
    };
    let white = board.white == number;
    let (opponent, colour) = if white {
        (board.black, Colour::White)
    } else {
        (board.white, Colour::Black)
    };
    let (code, half_points, played) = match board.outcome {
        None => (' ', 0, false),
        Some(outcome) => {
            let (codes, points) = (outcome.codes(), outcome.half_points());
            if white {
                (codes.0, points.0, outcome.played())
            } else {
                (codes.1, points.1, outcome.played())
            }
        }
    };
    RoundOf {
        opponent: Some(opponent),
        colour: Some(colour),
        code,
        half_points,
        played,
    }
}
