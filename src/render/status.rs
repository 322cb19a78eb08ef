//! What the side panel and the board marks say beyond the position: the
//! actions the player to move has on each plant (R9, R11, R20) and on each
//! parasite (R30), the result of a finished game (R22, R23), and under the
//! advanced rules the parasites with their hosts (R30), the buttons that
//! can launch (R32) and the leaves that grant a bonus (R36). Plain data,
//! so the picture does not depend on the game's internals;
//! [`Status::of_game`] fills it from a [`Game`].

use crate::engine::game::MAX_LAUNCH_DISTANCE;
use crate::engine::shapes::{Leaf, bonus_leaves, button_centres};
use crate::engine::{Action, Cell, CellSet, Game, Outcome, Player, Position, SourceKind};

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

/// A parasite on the board (R30), marked on each sprout in its hosts'
/// colours so that "c's parasite on a's plant" reads at a glance.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Parasite {
    /// Whose sprouts.
    pub owner: Player,
    /// Its sprouts.
    pub sprouts: Vec<Cell>,
    /// The enemy players whose pieces it touches, in seat order.
    pub hosts: Vec<Player>,
}

/// The centre of a button (R32): a sprout ringed by six of its colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Button {
    /// Whose button.
    pub owner: Player,
    /// The centre sprout, the one a launch flies.
    pub centre: Cell,
    /// The player to move may launch it now (R32): some launch from it is
    /// legal.
    pub can_launch: bool,
}

/// A leaf granting a bonus action (R36).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BonusLeaf {
    /// Whose leaf.
    pub owner: Player,
    /// Its 8 sprouts.
    pub cells: CellSet,
    /// Its tip, the sprout beyond the button.
    pub tip: Option<Cell>,
    /// The bonus is the player to move's, this turn; otherwise it is due
    /// at the owner's next turn if the leaf still stands then.
    pub this_turn: bool,
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
    /// [`Turn::actions_left_within`](crate::engine::Turn::actions_left_within),
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
            every_parasite(position)
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
            (every_button(game), every_bonus_leaf(game))
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

/// Every player's parasites with the enemies they touch (R30).
fn every_parasite(position: &Position) -> Vec<Parasite> {
    let mut found = Vec::new();
    for owner in position.players() {
        for parasite in position.parasites(owner) {
            let around = parasite.cells.border();
            let hosts = position
                .players()
                .filter(|&host| host != owner && !(around & position.pieces_of(host)).is_empty())
                .collect();
            found.push(Parasite {
                owner,
                sprouts: parasite.sprouts().iter().collect(),
                hosts,
            });
        }
    }
    found
}

/// Every player's button centres; the mover's say whether they can launch
/// now (R32).
fn every_button(game: &Game) -> Vec<Button> {
    let position = game.position();
    let mover = position.to_move();
    let mut found = Vec::new();
    for owner in position.players() {
        for centre in button_centres(position, owner).iter() {
            let can_launch = owner == mover && can_launch_from(game, centre);
            found.push(Button {
                owner,
                centre,
                can_launch,
            });
        }
    }
    found
}

/// Whether the player to move may launch the centre of their button at
/// `centre` now (R32): a launch is an action, so none is left when no
/// action is. Landings are tried only where the engine could allow one
/// (empty, within reach, touching an enemy piece and none of the mover's),
/// and each is then checked by the engine itself: the same check as
/// [`Game::legal_actions`] makes, without listing every other action.
fn can_launch_from(game: &Game, centre: Cell) -> bool {
    if game.actions_left() == 0 {
        return false;
    }
    let position = game.position();
    let mover = position.to_move();
    let landings = position.enemy_pieces(mover).grow()
        - position.pieces_of(mover).grow()
        - position.occupied();
    landings
        .iter()
        .filter(|&to| centre.distance(to) <= MAX_LAUNCH_DISTANCE)
        .any(|to| game.is_legal(Action::Launch(centre, to)))
}

/// Leaves granting a bonus (R36): the mover's live leaf sources of this
/// turn whose bonus is still to use, and the others' leaves standing since their last turn that their
/// next turn would count (at most two disjoint ones per group).
fn every_bonus_leaf(game: &Game) -> Vec<BonusLeaf> {
    let position = game.position();
    let mover = position.to_move();
    let mut found = Vec::new();
    for owner in position.players() {
        let prior = game.leaves_at_end(owner);
        if owner == mover {
            let turn = game.turn();
            for source in turn.live_sources() {
                // A bonus already spent this turn is no longer outlined.
                if source.kind != SourceKind::Leaf || turn.actions_left_within(source.cells).1 == 0
                {
                    continue;
                }
                let tip = prior
                    .iter()
                    .find(|leaf| leaf.cells == source.cells)
                    .and_then(Leaf::tip);
                found.push(BonusLeaf {
                    owner,
                    cells: source.cells,
                    tip,
                    this_turn: true,
                });
            }
        } else {
            let standing: Vec<Leaf> = prior
                .iter()
                .filter(|leaf| leaf.stands(position, owner))
                .copied()
                .collect();
            if standing.is_empty() {
                continue;
            }
            let groups: Vec<CellSet> = position.pieces_of(owner).components().collect();
            found.extend(
                bonus_leaves(&standing, &groups)
                    .into_iter()
                    .map(|leaf| BonusLeaf {
                        owner,
                        cells: leaf.cells,
                        tip: leaf.tip(),
                        this_turn: false,
                    }),
            );
        }
    }
    found
}
