//! What the side panel and the board marks say beyond the position: the
//! actions the player to move has on each plant (R9, R11, R20) and on each
//! parasite (R30), the result of a finished game (R22, R23), and under the
//! advanced rules the parasites with their hosts (R30), the buttons that
//! can launch (R32) and the leaves that grant a bonus (R36). Plain data,
//! so the picture does not depend on the game's internals;
//! [`Status::of_game`] fills it from a [`Game`], asking the engine for
//! every fact: the picture computes no rule.

pub use crate::games::palanquee::advanced::{BonusLeaf, Button, Parasite};
use crate::games::palanquee::{Cell, CellSet, Game, Outcome, Player};

/// What a row of the panel's action list acts with: a plant (R8) or a
/// parasite (R30).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Group {
    /// A plant, named by its seeds (the first one names it in the panel).
    Plant {
        /// The plant's seeds.
        seeds: Vec<Cell>,
    },
    /// A parasite of the player to move: a seedless group living on enemy
    /// pieces (R30).
    Parasite {
        /// Its sprouts (the first one names it in the panel).
        sprouts: Vec<Cell>,
        /// The players it lives on, in seat order.
        hosts: Vec<Player>,
    },
}

/// Actions the player to move can still take with one of their plants or
/// parasites.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlantActions {
    /// The plant or parasite.
    pub group: Group,
    /// Actions it still owes this turn (R9, R30): left unused, each opens
    /// a claim (R20, R21). A parasite's action must be used.
    pub owed: usize,
    /// Optional bonus actions from its leaves still available (R36).
    pub bonus: usize,
}

impl PlantActions {
    /// Owed and bonus actions together.
    #[must_use]
    pub fn total(&self) -> usize {
        self.owed + self.bonus
    }

    /// Whether the row is a parasite's (R30).
    #[must_use]
    pub fn is_parasite(&self) -> bool {
        matches!(self.group, Group::Parasite { .. })
    }
}

/// The actions of the player to move.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ActionsLeft {
    /// Actions left in the turn in all (R20's count, leaf bonuses
    /// included).
    pub total: usize,
    /// The player has no seed on the board: no plant acts, and their
    /// action is one sowing (R11), compulsory unless a parasite of theirs
    /// lives (then its rows follow in `per_plant`).
    pub sow_only: bool,
    /// Per plant, in the engine's plant order, then per parasite (advanced
    /// rules); empty when unknown.
    pub per_plant: Vec<PlantActions>,
}

/// Extra facts for the side panel and the board. `Status::default()`
/// shows neither actions nor a result nor any advanced mark.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Status {
    /// The actions of the player to move, if known.
    pub actions: Option<ActionsLeft>,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// Every player's parasites (advanced rules, R30).
    pub parasites: Vec<Parasite>,
    /// Every player's button centres (advanced rules, R32).
    pub buttons: Vec<Button>,
    /// Leaves granting a bonus: the player to move's this turn, the
    /// others' at their next turn (advanced rules, R36).
    pub bonus_leaves: Vec<BonusLeaf>,
}

impl Status {
    /// The panel facts of `game` as it stands: actions per plant (and
    /// parasite) of the player to move, the outcome, and under the
    /// advanced rules the parasites, buttons and bonus leaves.
    ///
    /// A group's actions are
    /// [`Turn::actions_left_within`](crate::games::palanquee::Turn::actions_left_within),
    /// owed and bonus apart (R9, R30, R36); a player has a handful of
    /// sources, so this is cheap.
    /// Whether a button can launch is asked of the engine launch by
    /// launch, only for the mover's buttons, stopping at the first legal
    /// one.
    #[must_use]
    pub fn of_game(game: &Game) -> Status {
        let outcome = game.outcome();
        if outcome.is_some() {
            return Status {
                outcome,
                ..Status::default()
            };
        }
        let position = game.position();
        let turn = game.turn();
        let player = position.to_move();
        let advanced = game.rules().is_advanced();
        let parasites = if advanced {
            game.parasites_with_hosts()
        } else {
            Vec::new()
        };
        let row = |group, cells| {
            let (owed, bonus) = turn.actions_left_within(cells);
            PlantActions { group, owed, bonus }
        };
        let mut per_plant: Vec<PlantActions> = position
            .plants(player)
            .into_iter()
            .map(|plant| {
                let seeds = plant.seeds.iter().collect();
                row(Group::Plant { seeds }, plant.cells)
            })
            .collect();
        for parasite in parasites.iter().filter(|p| p.owner == player) {
            let cells: CellSet = parasite.sprouts.iter().copied().collect();
            let group = Group::Parasite {
                sprouts: parasite.sprouts.clone(),
                hosts: parasite.hosts.clone(),
            };
            per_plant.push(row(group, cells));
        }
        let (buttons, bonus_leaves) = if advanced {
            (game.buttons(), game.bonus_leaves())
        } else {
            (Vec::new(), Vec::new())
        };
        Status {
            actions: Some(ActionsLeft {
                total: game.actions_left(),
                sow_only: turn.is_sow_only(),
                per_plant,
            }),
            outcome,
            parasites,
            buttons,
            bonus_leaves,
        }
    }

    /// Whether any advanced mark (parasite, button, bonus leaf) is to be
    /// drawn.
    #[must_use]
    pub fn has_advanced_marks(&self) -> bool {
        !(self.parasites.is_empty() && self.buttons.is_empty() && self.bonus_leaves.is_empty())
    }
}
