//! A game hosted from its rules, loaded: its rows, the position replayed
//! from its events, and the mover's draft of moves.

use super::RulesGame;
use crate::commands::caller::Caller;
use crate::commands::catalogue::Message;
use crate::commands::computer::is_computer;
use crate::commands::error::{CommandError, refuse};
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::games::rules::GameRules;
use crate::store::queries::{self, DeadlineRow, EventRow, GameRow, GameStatus, SeatRow};
use crate::store::{StoreError, Tx};

/// The event text of a resignation.
pub(super) const RESIGN: &str = "resign";
/// The event text of a turn that ran out of time.
pub(super) const TIMEOUT: &str = "timeout";

/// One game, loaded.
pub(crate) struct Table<S> {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The committed events, in order.
    pub events: Vec<EventRow>,
    /// What everybody sees.
    pub state: S,
    /// The mover's drafted moves, not yet published.
    pub draft: Vec<String>,
    pub deadline: Option<DeadlineRow>,
}

impl<G: GameRules> RulesGame<G> {
    /// Loads `row`'s seats, events and draft, replaying the events.
    pub(super) async fn table(
        &self,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Table<G::State>, CommandError> {
        let seats = queries::seats(tx, row.id).await?;
        let events = queries::events_after(tx, row.id, 0).await?;
        let draft = queries::draft(tx, row.id).await?;
        let deadline = queries::deadline(tx, row.id).await?;
        let corrupt = |reason: String| StoreError::Corrupt {
            game: row.id,
            reason,
        };
        let start = self.start(&row, seats.len()).map_err(corrupt)?;
        let state = self.replay(start, &events).map_err(corrupt)?;
        Ok(Table {
            row,
            seats,
            events,
            state,
            draft: draft.map(|d| d.actions).unwrap_or_default(),
            deadline,
        })
    }

    /// The position `row`'s game began from, with `seated` players (a
    /// lobby is read as a game of the fewest players).
    fn start(&self, row: &GameRow, seated: usize) -> Result<G::State, String> {
        let players = seated.max(self.rules.seats().0);
        self.rules.start(&row.options, players)
    }

    /// The position `table`'s game began from.
    pub(super) fn start_of(&self, table: &Table<G::State>) -> Result<G::State, String> {
        self.start(&table.row, table.seats.len())
    }

    /// The position after `events` from `start`.
    pub(super) fn replay(&self, start: G::State, events: &[EventRow]) -> Result<G::State, String> {
        events.iter().try_fold(start, |state, event| {
            let seat = usize::try_from(event.seat).map_err(|e| e.to_string())?;
            match event.action.as_str() {
                RESIGN | TIMEOUT => Ok(self.rules.resign(&state, seat)),
                text => self.rules.play(&state, text),
            }
        })
    }

    /// The seat of the caller when it is their turn, or the refusal.
    pub(super) fn mover(
        &self,
        table: &Table<G::State>,
        caller: &Caller,
    ) -> Result<usize, CommandError> {
        match table.row.status {
            GameStatus::Playing => {}
            GameStatus::Lobby => return refuse(Message::GameNotStartedYet),
            _ => return refuse(Message::GameOver),
        }
        let Some(seat) = table.seat_of(caller) else {
            return refuse(Message::NoSeat);
        };
        match self.rules.to_move(&table.state) {
            Some(mover) if mover == seat => Ok(seat),
            Some(mover) => refuse(said(
                Message::NotYourTurnNow,
                &[("player", &table.player(mover))],
            )),
            None => refuse(Message::GameOver),
        }
    }

    /// The position after the draft, or the refusal of its first bad move.
    pub(super) fn drafted(&self, table: &Table<G::State>) -> Result<G::State, String> {
        table
            .draft
            .iter()
            .try_fold(table.state.clone(), |state, text| {
                self.rules.play(&state, text)
            })
    }
}

impl<S> Table<S> {
    /// The seat of `caller`, if they sit in this game.
    pub(super) fn seat_of(&self, caller: &Caller) -> Option<usize> {
        let seat = self.seats.iter().find(|s| s.user_id == caller.id)?;
        usize::try_from(seat.seat).ok()
    }

    fn seat(&self, seat: usize) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.seat == seat as i64)
    }

    /// `**alice**`, the player of `seat`.
    pub(super) fn player(&self, seat: usize) -> String {
        format!("**{}**", shown(&self.name(seat)))
    }

    /// The name of the player of `seat`.
    pub(super) fn name(&self, seat: usize) -> String {
        self.seat(seat).map(|s| s.name.clone()).unwrap_or_default()
    }

    /// The user id of `seat`'s player, to mention.
    pub(super) fn user_id(&self, seat: usize) -> Option<String> {
        self.seat(seat)
            .filter(|s| !is_computer(&s.user_id))
            .map(|s| s.user_id.clone())
    }

    /// Whether `seat` is a computer's.
    pub(super) fn is_computer(&self, seat: usize) -> bool {
        self.seat(seat).is_some_and(|s| is_computer(&s.user_id))
    }

    /// The players' names in seat order, for pictures.
    pub(super) fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The committed turns: each a seat and its run of moves.
    pub(super) fn turns(&self) -> Vec<(usize, Vec<&str>)> {
        let mut turns: Vec<(usize, Vec<&str>)> = Vec::new();
        for event in &self.events {
            let seat = usize::try_from(event.seat).unwrap_or_default();
            match turns.last_mut() {
                Some((last, moves)) if *last == seat => moves.push(&event.action),
                _ => turns.push((seat, vec![&event.action])),
            }
        }
        turns
    }
}
