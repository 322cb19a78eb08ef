//! A game being played: the current position, the turn in progress, open
//! claims, and the record every position can be replayed from.
//!
//! Every action goes through [`Game::play`]: it is checked and applied on a
//! copy, with its consequences in the order of R13, and only a legal result
//! replaces the game. A refusal is an [`IllegalAction`] naming its ruling.
//!
//! This file holds the [`Game`] and its public API; the rules it applies
//! live in its private submodules, in layers, each using only those before
//! it: `state` (what an event changes, placing and charging, R9),
//! `checks` (the legality checks, each naming its ruling), `removals`
//! (groups cut from their seeds, R8, R13, R30), `act` (the action itself,
//! R10-R12, R31, R32), `turn_action` (its consequences in the order of
//! R13, R14-R18), `end_of_turn` (R20, R21, passing the turn),
//! `out_of_turn` (claims, R21, R30, and resignations, R22) and `apply`
//! (any event, then eliminations and the end, R22, R23).

mod act;
mod apply;
mod checks;
mod end_of_turn;
mod out_of_turn;
mod removals;
mod state;
mod turn_action;

use self::state::{Detail, Plants, State};
use super::actions::Action;
use super::plants::Plant;
use super::position::{Player, Position, SeedFate};
use super::reasons::Reason;
use super::record::{Event, Record};
use super::rules::Rules;
use super::rulings::IllegalAction;
use super::shapes::Leaf;
use super::turn::Turn;

pub use self::checks::{OPENING_DISTANCE, OPENING_ROUNDS};
pub use super::claims::ClaimWindow;
pub use super::report::{Outcome, Removed, Report};
pub use super::shapes::MAX_LAUNCH_DISTANCE;

/// A game: the record and the state it leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    record: Record,
    state: State,
    /// States before each action of the current turn, for undo.
    undo: Vec<State>,
}

impl Game {
    /// A new game of `player_count` seats (R7) under the basic rules.
    /// `None` unless 2-5.
    #[must_use]
    pub fn new(player_count: usize) -> Option<Game> {
        Game::new_with_rules(player_count, Rules::Basic)
    }

    /// A new game of `player_count` seats (R7) under `rules`. `None` unless
    /// 2-5.
    #[must_use]
    pub fn new_with_rules(player_count: usize, rules: Rules) -> Option<Game> {
        let position = Position::new(player_count)?;
        Some(Game::start(Record::with_rules(position, rules)))
    }

    /// A basic game whose player to move starts a turn in `position`.
    /// Nothing before it is known: no claims are open, no recapture is
    /// barred. Seedless groups, which only the advanced rules keep, are
    /// removed at once (R8); [`Game::from_position_with`] refuses them.
    #[must_use]
    pub fn from_position(mut position: Position) -> Game {
        for player in position.players() {
            for cell in position.isolated_sprouts(player).iter() {
                position.take(cell, SeedFate::Reserve);
            }
        }
        Game::start(Record::new(position))
    }

    /// A game under `rules` whose player to move starts a turn in
    /// `position`. Under the advanced rules, seedless groups are parasites
    /// (R30) and the leaves standing count as standing since each player's
    /// previous turn (R36). Under the basic rules a seedless group is
    /// refused (R8).
    pub fn from_position_with(position: Position, rules: Rules) -> Result<Game, IllegalAction> {
        if !rules.is_advanced() {
            for player in position.players() {
                if let Some(cell) = position.isolated_sprouts(player).first() {
                    return Err(Reason::ParasiteInBasicRules { player, cell }.into());
                }
            }
        }
        Ok(Game::start(Record::with_rules(position, rules)))
    }

    fn start(record: Record) -> Game {
        let state = State::start(record.start().clone(), record.rules());
        Game {
            record,
            state,
            undo: Vec::new(),
        }
    }

    /// The same game with its history forgotten: every rule's state kept
    /// (turn, claims, R18, leaves), the record restarted from the current
    /// position, no undo. For searches, whose many copies must not each
    /// carry a long game's whole record.
    #[must_use]
    pub fn detached(&self) -> Game {
        Game {
            record: Record::with_rules(self.state.position.clone(), self.state.rules),
            state: self.state.clone(),
            undo: Vec::new(),
        }
    }

    /// The rules this game plays.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.state.rules
    }

    /// The leaves of `player` standing when their last turn ended, which
    /// give bonuses if still standing when their next turn starts (R36).
    #[must_use]
    pub fn leaves_at_end(&self, player: Player) -> &[Leaf] {
        &self.state.leaves_at_end[player.index()]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// The turn in progress.
    #[must_use]
    pub fn turn(&self) -> &Turn {
        &self.state.turn
    }

    /// The player to move.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.state.position.to_move()
    }

    /// The claims open now (R21).
    #[must_use]
    pub fn claims(&self) -> &[ClaimWindow] {
        &self.state.claims
    }

    /// How the game ended, if it did.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome
    }

    /// Every event so far, from the starting position.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Actions the player to move could still take this turn (R9),
    /// bonuses of leaves included (R36).
    #[must_use]
    pub fn actions_left(&self) -> usize {
        self.state.turn.actions_left()
    }

    /// Actions the player to move would leave unused by ending the turn
    /// now, each opening a claim (R20); bonuses are not owed (R36).
    #[must_use]
    pub fn actions_owed(&self) -> usize {
        self.state.turn.unused_actions()
    }

    /// Plays `action` for `player`. Turn actions are the player to move's;
    /// claims and resignations may come from any seat. On refusal the game
    /// is untouched.
    pub fn play(&mut self, player: Player, action: Action) -> Result<Report, IllegalAction> {
        if action == Action::TimeOut {
            return Err(Reason::TimeoutByHand.into());
        }
        self.apply_unchecked(player, action)
    }

    /// Ends the turn of the player to move because their deadline passed:
    /// every remaining action is unused and opens claims (R21), and even a
    /// compulsory sowing (R11) is forfeited.
    pub fn time_out(&mut self) -> Result<Report, IllegalAction> {
        self.apply_unchecked(self.to_move(), Action::TimeOut)
    }

    /// Plays a recorded event: like [`Game::play`], and a timeout as
    /// [`Game::time_out`].
    pub fn apply_event(&mut self, event: Event) -> Result<Report, IllegalAction> {
        self.apply_unchecked(event.player, event.action)
    }

    fn apply_unchecked(&mut self, player: Player, action: Action) -> Result<Report, IllegalAction> {
        let (state, report) = self
            .state
            .apply(player, action, Detail::Full, Plants::Live)?;
        let keeps_turn = action.is_turn_action()
            && !matches!(action, Action::End | Action::TimeOut)
            && state.position.to_move() == self.state.position.to_move()
            && report.next.is_none();
        if keeps_turn {
            self.undo.push(std::mem::replace(&mut self.state, state));
        } else {
            // Claims, resignations and ends of turn cannot be stepped back.
            self.undo.clear();
            self.state = state;
        }
        self.record.push(Event { player, action });
        Ok(report)
    }

    /// Whether `player` may play `action` now (a timeout is never a
    /// player's to play).
    #[must_use]
    pub fn is_legal_for(&self, player: Player, action: Action) -> bool {
        action != Action::TimeOut
            && self
                .state
                .apply(player, action, Detail::LegalityOnly, Plants::Live)
                .is_ok()
    }

    /// [`Game::is_legal_for`] for the player to move, given their plants in
    /// the current position (computed once for many checks).
    pub(crate) fn is_legal_with_plants(&self, action: Action, plants: &[Plant]) -> bool {
        self.state
            .apply(
                self.to_move(),
                action,
                Detail::LegalityOnly,
                Plants::Known(plants),
            )
            .is_ok()
    }

    /// The game after the player to move plays `action`, given their
    /// plants in the current position; `None` when it is illegal. Like
    /// [`Game::play`] on a copy, but for searches: the action is checked
    /// and applied at once, no report of fusions and separations is
    /// made, and the copy keeps no undo.
    pub(crate) fn successor(&self, action: Action, plants: &[Plant]) -> Option<Game> {
        let player = self.to_move();
        let (state, _) = self
            .state
            .apply(player, action, Detail::Quiet, Plants::Known(plants))
            .ok()?;
        let mut record = self.record.clone();
        record.push(Event { player, action });
        Some(Game {
            record,
            state,
            undo: Vec::new(),
        })
    }

    /// Takes back the last action of the turn in progress. `false` when
    /// there is none (the turn just began, or a claim came in between).
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(state) => {
                self.state = state;
                self.record.pop();
                true
            }
            None => false,
        }
    }

    /// Replays `record` from its starting position, under its rules.
    pub fn replay(record: &Record) -> Result<Game, (usize, IllegalAction)> {
        let mut game = Game::from_position_with(record.start().clone(), record.rules())
            .map_err(|error| (0, error))?;
        for (index, event) in record.events().iter().enumerate() {
            game.apply_event(*event).map_err(|error| (index, error))?;
        }
        Ok(game)
    }
}
