//! The story of the last turn, as the picture tells it: where pieces
//! arrived, where sprouts moved from, what left the board and why, and
//! which plants are open to a claim (R21).
//!
//! The command layer collects the engine's `(Event, Report)` pairs of a
//! turn (and the claims and resignations since) and builds a [`TurnStory`]
//! with [`TurnStory::from_events`] or [`TurnStory::record`]; the picture
//! only reads plain data.

use crate::games::palanquee::{Action, Cell, ClaimWindow, Event, Piece, Player, Position, Report};

/// Why a piece left the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RemovalReason {
    /// Taken by a pincer (R14, R15).
    Captured,
    /// Its column lost its last two adjacent empty cells (R16).
    Saturated,
    /// A sprout group left without a seed (R8, R13).
    Isolated,
    /// A seed taken by a claim (R21).
    Claimed,
    /// Its owner resigned (R22).
    Resigned,
}

/// A piece that left the board during the story, drawn as a ghost with a
/// cross where it stood.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Removal {
    /// Where it stood.
    pub cell: Cell,
    /// What it was.
    pub piece: Piece,
    /// Why it left.
    pub reason: RemovalReason,
}

/// What happened since the player to move last looked, in the order it
/// happened. `TurnStory::default()` tells nothing (a fresh game, or a
/// picture without history).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TurnStory {
    /// Cells where a piece arrived (sown, grown or moved to), highlighted.
    pub arrivals: Vec<Cell>,
    /// Moves of sprouts, `(from, to)`: the origin is marked with a faded
    /// sprout and an arrow points to the arrival (R10).
    pub moves: Vec<(Cell, Cell)>,
    /// Pieces removed, with the reason.
    pub removals: Vec<Removal>,
    /// Seeds that a claim may take now (R21): each gets a dashed ring.
    pub claimable: Vec<Cell>,
    /// Claims still open (R20, R21): how many seeds may be claimed.
    pub claims_open: usize,
    /// Whose turn the story tells: the player of its last turn action.
    pub mover: Option<Player>,
}

impl TurnStory {
    /// The story of a sequence of events and the reports the engine gave
    /// for them (a turn, plus claims and resignations).
    #[must_use]
    pub fn from_events<'a>(events: impl IntoIterator<Item = (&'a Event, &'a Report)>) -> Self {
        let mut story = TurnStory::default();
        for (event, report) in events {
            story.record(event, report);
        }
        story
    }

    /// The removals of a sequence of reports, when the actions are not at
    /// hand: no arrivals or moves can be told from reports alone, and
    /// `removed` pieces count as isolated.
    #[must_use]
    pub fn from_reports<'a>(reports: impl IntoIterator<Item = &'a Report>) -> Self {
        let mut story = TurnStory::default();
        for report in reports {
            story.add_removals(report, None);
        }
        story
    }

    /// Adds one event and its report to the story.
    pub fn record(&mut self, event: &Event, report: &Report) {
        if event.action.is_turn_action() {
            self.mover = Some(event.player);
        }
        match event.action {
            Action::Sow(cell) | Action::Grow(cell, _) => self.arrive(cell),
            Action::Move(from, to) | Action::Launch(from, to) => {
                // A piece that arrived and moved on this turn only counts
                // where it ended.
                self.arrivals.retain(|&cell| cell != from);
                self.moves.push((from, to));
                self.arrive(to);
            }
            Action::Harvest(_)
            | Action::Prune(_)
            | Action::Claim(_)
            | Action::End
            | Action::TimeOut
            | Action::Resign => {}
        }
        let resigner = (event.action == Action::Resign).then_some(event.player);
        self.add_removals(report, resigner);
    }

    /// Replaces the claim marks with the seeds the open claim windows
    /// allow now (R21), for `position` as it stands.
    #[must_use]
    pub fn with_claims(mut self, windows: &[ClaimWindow], position: &Position) -> Self {
        self.claimable.clear();
        self.claims_open = 0;
        for window in windows {
            self.claims_open += window.remaining();
            for cell in window.claimable_cells(position).iter() {
                if !self.claimable.contains(&cell) {
                    self.claimable.push(cell);
                }
            }
        }
        self
    }

    /// Whether there is nothing to tell.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.arrivals.is_empty()
            && self.moves.is_empty()
            && self.removals.is_empty()
            && self.claimable.is_empty()
    }

    /// How many removals had `reason`.
    #[must_use]
    pub fn removed_count(&self, reason: RemovalReason) -> usize {
        self.removals.iter().filter(|r| r.reason == reason).count()
    }

    fn arrive(&mut self, cell: Cell) {
        if !self.arrivals.contains(&cell) {
            self.arrivals.push(cell);
        }
    }

    fn add_removals(&mut self, report: &Report, resigner: Option<Player>) {
        let mut add = |list: &[(Cell, Piece)], reason| {
            self.removals
                .extend(list.iter().map(|&(cell, piece)| Removal {
                    cell,
                    piece,
                    reason,
                }));
        };
        add(&report.captured, RemovalReason::Captured);
        for (_, pieces) in &report.saturated {
            add(pieces, RemovalReason::Saturated);
        }
        add(&report.claimed, RemovalReason::Claimed);
        for &(cell, piece) in &report.removed {
            let reason = if Some(piece.owner) == resigner {
                RemovalReason::Resigned
            } else {
                RemovalReason::Isolated
            };
            self.removals.push(Removal {
                cell,
                piece,
                reason,
            });
        }
    }
}
