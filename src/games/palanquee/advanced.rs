//! What the advanced rules show on the board now, for pictures and
//! players: every parasite with the players it lives on (R30), every
//! button with whether its owner may launch it now (R32), and the leaves
//! that grant a bonus (R36). Plain data asked of the game, so that no
//! picture or message works a rule out for itself.

use super::game::Game;
use super::parasites;
use super::shapes::{Leaf, MAX_LAUNCH_DISTANCE, bonus_leaves, button_centres};
use super::{Action, Cell, CellSet, Player, SourceKind};

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

impl Game {
    /// Every player's parasites, with the enemies they touch (R30).
    #[must_use]
    pub fn parasites_with_hosts(&self) -> Vec<Parasite> {
        let position = self.position();
        let mut found = Vec::new();
        for owner in position.players() {
            for parasite in position.parasites(owner) {
                found.push(Parasite {
                    owner,
                    sprouts: parasite.sprouts().iter().collect(),
                    hosts: parasites::hosts(position, owner, parasite.cells),
                });
            }
        }
        found
    }

    /// Every player's button centres; the mover's say whether they can
    /// launch now (R32).
    #[must_use]
    pub fn buttons(&self) -> Vec<Button> {
        let position = self.position();
        let mover = position.to_move();
        let mut found = Vec::new();
        for owner in position.players() {
            for centre in button_centres(position, owner).iter() {
                let can_launch = owner == mover && self.can_launch_from(centre);
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
    /// action is. Landings are tried only where a launch could land
    /// (empty, within reach, touching an enemy piece and none of the
    /// mover's), and each is then judged like any action: the same check
    /// as [`Game::legal_actions`] makes, without listing every other action.
    #[must_use]
    pub fn can_launch_from(&self, centre: Cell) -> bool {
        if self.actions_left() == 0 {
            return false;
        }
        let position = self.position();
        let mover = position.to_move();
        let landings = position.enemy_pieces(mover).grow()
            - position.pieces_of(mover).grow()
            - position.occupied();
        landings
            .iter()
            .filter(|&to| centre.distance(to) <= MAX_LAUNCH_DISTANCE)
            .any(|to| self.is_legal(Action::Launch(centre, to)))
    }

    /// Leaves granting a bonus (R36): the mover's live leaf sources of this
    /// turn whose bonus is still to use, and the others' leaves standing
    /// since their last turn that their next turn would count (at most two
    /// disjoint ones per group).
    #[must_use]
    pub fn bonus_leaves(&self) -> Vec<BonusLeaf> {
        let mover = self.position().to_move();
        self.position()
            .players()
            .flat_map(|owner| {
                if owner == mover {
                    self.bonus_leaves_this_turn()
                } else {
                    self.bonus_leaves_next_turn(owner)
                }
            })
            .collect()
    }

    /// The mover's leaves whose bonus is still to use this turn (a bonus
    /// already spent is no longer shown).
    fn bonus_leaves_this_turn(&self) -> Vec<BonusLeaf> {
        let owner = self.position().to_move();
        let prior = self.leaves_at_end(owner);
        let turn = self.turn();
        turn.live_sources()
            .filter(|source| {
                source.kind == SourceKind::Leaf && turn.actions_left_within(source.cells).1 > 0
            })
            .map(|source| BonusLeaf {
                owner,
                cells: source.cells,
                tip: prior
                    .iter()
                    .find(|leaf| leaf.cells == source.cells)
                    .and_then(Leaf::tip),
                this_turn: true,
            })
            .collect()
    }

    /// `owner`'s leaves standing since their last turn that their next
    /// turn would count.
    fn bonus_leaves_next_turn(&self, owner: Player) -> Vec<BonusLeaf> {
        let position = self.position();
        let standing: Vec<Leaf> = self
            .leaves_at_end(owner)
            .iter()
            .filter(|leaf| leaf.stands(position, owner))
            .copied()
            .collect();
        if standing.is_empty() {
            return Vec::new();
        }
        let groups: Vec<CellSet> = position.pieces_of(owner).components().collect();
        bonus_leaves(&standing, &groups)
            .into_iter()
            .map(|leaf| BonusLeaf {
                owner,
                cells: leaf.cells,
                tip: leaf.tip(),
                this_turn: false,
            })
            .collect()
    }
}
