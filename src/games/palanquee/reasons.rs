//! Why the rules refuse an action: one [`Reason`] per refusal, carrying the
//! cells, players and numbers it is about. The engine words them in English
//! (their `Display`); other layers may word the same values in another
//! language, since a reason is data rather than a finished sentence.

use super::captures::RunEnd;
use super::cell_set::CellSet;
use super::geometry::Cell;
use super::position::{Piece, PieceKind, Player};
use super::report::Outcome;
use super::shapes::MAX_LAUNCH_DISTANCE;

/// A group of the mover's pieces that acts: a plant, or a seedless parasite
/// (R8, R30).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GroupKind {
    /// A group with a seed (R8).
    Plant,
    /// A seedless group, kept only by the advanced rules (R30).
    Parasite,
}

impl std::fmt::Display for GroupKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            GroupKind::Plant => "plant",
            GroupKind::Parasite => "parasite",
        })
    }
}

/// What an action does to a piece already on the board, for refusals that
/// name the wrong piece (R10, R32).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verb {
    /// `move`: a sprout steps along its plant (R10).
    Move,
    /// `harvest`: a seed goes back to reserve (R10).
    Harvest,
    /// `prune`: a sprout goes back to reserve (R10).
    Prune,
    /// `launch`: a button's centre jumps (R32).
    Launch,
}

impl std::fmt::Display for Verb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verb::Move => "move",
            Verb::Harvest => "harvest",
            Verb::Prune => "prune",
            Verb::Launch => "launch",
        })
    }
}

/// Why an action is refused, with what it is about. [`Reason::ruling`]
/// (in [`rulings`](super::rulings)) names the ruling that applies;
/// `Display` says it in a player's words.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Reason {
    /// R7: the action is not the mover's to play.
    #[error("it is {to_move}'s turn, not {player}'s")]
    NotYourTurn {
        /// Who is to move.
        to_move: Player,
        /// Who tried.
        player: Player,
    },
    /// R7: growing a seed with none in reserve.
    #[error("you have no seed in reserve")]
    NoSeedInReserve,
    /// R7: growing a sprout with all 50 on the board.
    #[error("all 50 of your sprouts are on the board")]
    NoSproutInReserve,
    /// R8: the piece is in no group.
    #[error("the piece on {cell} belongs to no plant")]
    NoPlant {
        /// The piece's cell.
        cell: Cell,
    },
    /// R8: a position with a seedless group, under the basic rules.
    #[error(
        "{player}'s sprout at {cell} is in a group with no seed: a parasite, which only the advanced rules keep (R30)"
    )]
    ParasiteInBasicRules {
        /// The group's owner.
        player: Player,
        /// One of its sprouts.
        cell: Cell,
    },
    /// R9: no action left to sow with.
    #[error("you have no action left this turn to sow with")]
    NoActionToSow,
    /// R9: the groups next to a grown cell have no action left.
    #[error("{}", no_action_to_grow(*cell, *groups, *seed))]
    NoActionToGrow {
        /// The cell to grow on.
        cell: Cell,
        /// How many of the mover's groups touch it.
        groups: usize,
        /// Whether a seed was to be grown (a seed's action is needed, R12).
        seed: bool,
    },
    /// R9: the plant has no seed's action left to harvest with.
    #[error(
        "the plant of {cell} has no seed's action left this turn (parasites and leaves never harvest, R12)"
    )]
    NoActionToHarvest {
        /// The seed to harvest.
        cell: Cell,
    },
    /// R9: the group has no action left (move, prune, launch).
    #[error("the {group} of {cell} has no action left this turn")]
    NoActionLeft {
        /// The piece acted on.
        cell: Cell,
        /// Plant or parasite.
        group: GroupKind,
    },
    /// R10: the target cell holds a piece.
    #[error("{cell} is taken by {piece}")]
    Taken {
        /// The cell.
        cell: Cell,
        /// What stands there.
        piece: Piece,
    },
    /// R10: a seed where only a sprout may act.
    #[error("{cell} holds a seed; seeds never {verb}, only sprouts do")]
    SeedsNever {
        /// The seed's cell.
        cell: Cell,
        /// The action tried.
        verb: Verb,
    },
    /// R10: harvesting a sprout.
    #[error("{cell} holds a sprout; only a seed can be harvested")]
    OnlySeedsHarvested {
        /// The sprout's cell.
        cell: Cell,
    },
    /// R10: an opponent's piece.
    #[error("{cell} holds {piece}, not one of yours")]
    NotYours {
        /// The cell.
        cell: Cell,
        /// The opponent's piece.
        piece: Piece,
    },
    /// R10: nothing to act on.
    #[error("{cell} is empty: there is no {kind} of yours to {verb}")]
    Empty {
        /// The empty cell.
        cell: Cell,
        /// The piece the action needs.
        kind: PieceKind,
        /// The action tried.
        verb: Verb,
    },
    /// R10: growing where no plant of the mover touches.
    #[error("{cell} touches none of your plants")]
    TouchesNoPlant {
        /// The cell to grow on.
        cell: Cell,
    },
    /// R10: a move landing away from its plant.
    #[error(
        "{to} does not touch the plant of {from} (a sprout must land next to another piece of its plant)"
    )]
    LeavesItsPlant {
        /// The sprout's cell.
        from: Cell,
        /// Where it was to land.
        to: Cell,
    },
    /// R10: harvesting a plant's only seed.
    #[error("the plant of {cell} has a single seed; only a plant with two or more may harvest")]
    SingleSeed {
        /// The seed's cell.
        cell: Cell,
    },
    /// R10: a harvest that would leave sprouts with no seed.
    #[error("harvesting {cell} would leave {} without a seed", cell_list(*stranded))]
    StrandsSprouts {
        /// The seed's cell.
        cell: Cell,
        /// The sprouts left seedless.
        stranded: CellSet,
    },
    /// R11: sowing with no seed in reserve.
    #[error("you have no seed left in reserve to sow")]
    NoSeedToSow,
    /// R11: ending a turn without the compulsory sowing.
    #[error(
        "you have no seed on the board and no parasite: sow one first, then end the turn (sowing is compulsory)"
    )]
    MustSow,
    /// R11: a turn begun with no seed acts only by sowing.
    #[error("you had no seed on the board when your turn began: your only action is to sow one")]
    SowOnly,
    /// R12: a second seed in one turn.
    #[error("you already put a seed on the board this turn; one seed per turn")]
    OneSeedPerTurn,
    /// R12: placing or harvesting a seed with a parasite's or leaf's action.
    #[error(
        "only a seed's action may place or harvest a seed; parasites' actions and leaves' bonuses never do"
    )]
    SeedActionNeeded,
    /// R17: the action would leave one of the mover's pieces captured.
    #[error("{}", suicide(*kind, *cell, *by, *ends))]
    Suicide {
        /// The threatened piece's kind, if known.
        kind: Option<PieceKind>,
        /// The threatened piece's cell.
        cell: Cell,
        /// The player whose pieces would close the pincer.
        by: Player,
        /// The pincer's two ends.
        ends: [RunEnd; 2],
    },
    /// R18: taking back at once the piece that just took one.
    #[error(
        "no immediate recapture: {owner}'s piece at {cell} took your piece on {placed} in their last turn"
    )]
    Recapture {
        /// The piece that would be taken.
        cell: Cell,
        /// Its owner.
        owner: Player,
        /// Where the mover is placing.
        placed: Cell,
    },
    /// R19: too close to an enemy piece in the first three turns.
    #[error("{}", too_close(*cell, *distance, *owner, *enemy))]
    TooClose {
        /// The cell played.
        cell: Cell,
        /// Its distance to the nearest enemy piece.
        distance: usize,
        /// That piece's owner, if known.
        owner: Option<Player>,
        /// That piece's cell.
        enemy: Cell,
    },
    /// R21: `timeout` played by hand.
    #[error("only a missed deadline ends a turn by timeout; use `end`")]
    TimeoutByHand,
    /// R21: a claim on an empty cell.
    #[error("{cell} is empty: a claim takes a seed")]
    ClaimOnEmpty {
        /// The cell claimed.
        cell: Cell,
    },
    /// R21: a claim on a plant's sprout.
    #[error("{cell} holds a sprout of a plant: a claim takes a seed, or a whole parasite")]
    ClaimOnSprout {
        /// The cell claimed.
        cell: Cell,
    },
    /// R21: a claim on one's own piece.
    #[error("{cell} is your own piece: claims are against opponents")]
    ClaimOnOwn {
        /// The cell claimed.
        cell: Cell,
    },
    /// R21: no claim is open against the piece's owner: their last turn
    /// used every action, or every claim it opened was made.
    #[error(
        "no claim is open against {owner}: their last turn left no action unused, or its claims are all made"
    )]
    NoClaimOpen {
        /// The piece's owner.
        owner: Player,
    },
    /// R21: the group used all its actions in its owner's last turn.
    #[error("the {group} of {cell} used all its actions in {owner}'s last turn")]
    NothingToClaim {
        /// The cell claimed.
        cell: Cell,
        /// Plant or parasite.
        group: GroupKind,
        /// Its owner.
        owner: Player,
    },
    /// R21: the group had unused actions, but the claims made already
    /// stand for every one of them.
    #[error("the unused actions of the {group} of {cell} in {owner}'s last turn are all claimed")]
    AllClaimed {
        /// The cell claimed.
        cell: Cell,
        /// Plant or parasite.
        group: GroupKind,
        /// Its owner.
        owner: Player,
    },
    /// R22: the game has ended.
    #[error("the game is over: {outcome}")]
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// R22: the player is out of the game.
    #[error("{player} is not playing in this game")]
    NotPlaying {
        /// The player.
        player: Player,
    },
    /// R30: a parasite acts from its owner's next turn.
    #[error("{}", parasite_too_young(*at))]
    NewParasite {
        /// One of its cells, if known.
        at: Option<Cell>,
    },
    /// R31: a one-sprout parasite moves one cell.
    #[error("the one-sprout parasite on {from} moves one cell at a time; {to} is not next to it")]
    ParasiteStep {
        /// The parasite's cell.
        from: Cell,
        /// Where it was to land.
        to: Cell,
    },
    /// R31: a one-sprout parasite keeps touching an enemy.
    #[error("the parasite on {from} must keep touching an enemy: {to} touches no enemy piece")]
    ParasiteLosesContact {
        /// The parasite's cell.
        from: Cell,
        /// Where it was to land.
        to: Cell,
    },
    /// R32: launching under the basic rules.
    #[error("launching is an advanced rule, and this game plays the basic rules")]
    LaunchInBasicRules,
    /// R32: only a button's centre launches.
    #[error(
        "{from} is not the centre of a button: its six neighbours must all be sprouts of yours"
    )]
    NotAButton {
        /// The sprout to launch.
        from: Cell,
    },
    /// R32: a launch too long.
    #[error("{to} is {distance} cells from {from}; a launch goes at most {MAX_LAUNCH_DISTANCE}")]
    LaunchTooFar {
        /// The button's centre.
        from: Cell,
        /// The landing cell.
        to: Cell,
        /// Their distance.
        distance: usize,
    },
    /// R32: a launch landing next to the mover's own pieces.
    #[error(
        "a launched sprout must land touching none of your pieces; {to} touches yours at {touching}"
    )]
    LaunchTouchesOwn {
        /// The landing cell.
        to: Cell,
        /// One of the mover's pieces next to it.
        touching: Cell,
    },
    /// R32: a launch landing away from enemy plants and parasites.
    #[error(
        "a launched sprout must land touching an enemy plant or an enemy parasite; {to} touches neither"
    )]
    LaunchTouchesNoEnemy {
        /// The landing cell.
        to: Cell,
    },
    /// R32: a second launch of one group in a turn.
    #[error("the {group} of {from} already launched this turn; one launch per plant or parasite")]
    AlreadyLaunched {
        /// The sprout to launch.
        from: Cell,
        /// Plant or parasite.
        group: GroupKind,
    },
}

/// Cells as `A1, B2, C3`, for refusals in any language.
#[must_use]
pub fn cell_list(cells: CellSet) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn no_action_to_grow(cell: Cell, groups: usize, seed: bool) -> String {
    let groups = if groups > 1 {
        format!("groups next to {cell} have")
    } else {
        format!("group next to {cell} has")
    };
    let why = if seed {
        " that a seed may use (parasites and leaves never place a seed, R12)"
    } else {
        ""
    };
    format!("the {groups} no action left this turn{why}")
}

fn suicide(kind: Option<PieceKind>, cell: Cell, by: Player, ends: [RunEnd; 2]) -> String {
    let what = kind.map_or("piece", |kind| match kind {
        PieceKind::Sprout => "sprout",
        PieceKind::Seed => "seed",
    });
    let ends = match ends {
        [RunEnd::Piece(a), RunEnd::Piece(b)] => format!("between {by}'s pieces at {a} and {b}"),
        [RunEnd::RedEdge, RunEnd::Piece(p)] | [RunEnd::Piece(p), RunEnd::RedEdge] => {
            format!("between the red edge and {by}'s piece at {p}")
        }
        [RunEnd::RedEdge, RunEnd::RedEdge] => "between the red edges".to_string(),
    };
    format!("your {what} at {cell} would stand captured {ends}")
}

fn too_close(cell: Cell, distance: usize, owner: Option<Player>, enemy: Cell) -> String {
    let owner = owner.map_or_else(String::new, |owner| format!("{owner}'s piece "));
    format!(
        "in your first three turns every piece must stand at least 3 cells from enemy pieces: {cell} is {distance} from {owner}at {enemy}"
    )
}

fn parasite_too_young(at: Option<Cell>) -> String {
    let at = at.map_or_else(String::new, |cell| format!(" at {cell}"));
    format!("the parasite{at} was made this turn; it acts from your next turn")
}
