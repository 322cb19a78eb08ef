//! What the side panel says beyond the position: the actions the player to
//! move has on each plant (R9, R11, R20) and the result of a finished game
//! (R22, R23). Plain data, so the picture does not depend on the game's
//! internals; [`Status::of_game`] fills it from a [`Game`].

use crate::engine::{Cell, Game, Outcome};

/// Actions the player to move can still take on one of their plants.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlantActions {
    /// The plant's seeds (the first one names the plant in the panel).
    pub seeds: Vec<Cell>,
    /// How many more actions this plant can take (R9): seeds of the plant,
    /// present at the start of the turn, that the turn's matching can
    /// still leave free.
    pub actions: usize,
}

/// The actions of the player to move.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ActionsLeft {
    /// Actions left in the turn in all (R20's count).
    pub total: usize,
    /// The only action is one sowing (R11: no seed on the board).
    pub sow_only: bool,
    /// Per plant, in the engine's plant order; empty when unknown.
    pub per_plant: Vec<PlantActions>,
}

/// Extra facts for the side panel. `Status::default()` shows neither
/// actions nor a result.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Status {
    /// The actions of the player to move, if known.
    pub actions: Option<ActionsLeft>,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
}

impl Status {
    /// The panel facts of `game` as it stands: actions per plant of the
    /// player to move, and the outcome.
    ///
    /// A plant can take `k` more actions when some `k` of its starting
    /// seeds can all be left unused by a matching of the turn so far
    /// ([`Turn::matchable_leaving`](crate::engine::Turn::matchable_leaving),
    /// R9); a player has at most a handful of seeds, so this is cheap.
    #[must_use]
    pub fn of_game(game: &Game) -> Status {
        let outcome = game.outcome();
        if outcome.is_some() {
            return Status {
                actions: None,
                outcome,
            };
        }
        let position = game.position();
        let turn = game.turn();
        let player = position.to_move();
        let per_plant = position
            .plants(player)
            .into_iter()
            .map(|plant| {
                let (owed, bonus) = turn.actions_left_within(plant.cells);
                let actions = owed + bonus;
                PlantActions {
                    seeds: plant.seeds.iter().collect(),
                    actions,
                }
            })
            .collect();
        Status {
            actions: Some(ActionsLeft {
                total: game.actions_left(),
                sow_only: turn.is_sow_only(),
                per_plant,
            }),
            outcome,
        }
    }
}
