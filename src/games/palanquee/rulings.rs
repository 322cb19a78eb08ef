//! Ruling ids of `shared/rules/RULINGS.md`, the refusal value that names
//! them, and which ruling each [`Reason`] applies ([`Reason::ruling`]).
//! Every refusal of the engine carries the ruling it applies.

use std::fmt;

use super::reasons::Reason;

/// A ruling of the project's rulings page. The variant docs summarise them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ruling {
    /// Cells: 19 columns A-S × 16 rows.
    R1,
    /// Shape: flat-topped hexagons, odd columns half a cell lower.
    R2,
    /// Blue edges wrap: row 16 touches row 1.
    R3,
    /// Red edges: nothing crosses the sides of A and S.
    R4,
    /// Lines: the three hex directions, wrapping through blue edges.
    R5,
    /// Distance on the cylinder.
    R6,
    /// Players and material: 2-5 seats, 50 sprouts and 3 seeds each.
    R7,
    /// Plant: a connected group with a seed; seedless groups are removed.
    R8,
    /// Budget: one action per seed present at the start of the turn.
    R9,
    /// Actions on a plant: grow, move, harvest, prune.
    R10,
    /// Sowing, and the compulsory sowing of a player with no seed on board.
    R11,
    /// At most one seed placed per turn.
    R12,
    /// Order of consequences: captures, saturation, isolated sprouts.
    R13,
    /// Pincer captures: simple, multiple, polychrome, against the red edge.
    R14,
    /// What captures remove.
    R15,
    /// Saturation of a column.
    R16,
    /// No suicide, unless the action's own captures lift the threat.
    R17,
    /// No immediate recapture.
    R18,
    /// Opening distance: 3 cells from enemy pieces in the first three turns.
    R19,
    /// Ending a turn with actions unused.
    R20,
    /// Claims against a forgetful player.
    R21,
    /// Elimination, victory and resignation.
    R22,
    /// Draw.
    R23,
    /// Parasites (advanced rules).
    R30,
    /// Parasite actions (advanced rules).
    R31,
    /// Button and launch (advanced rules).
    R32,
    /// Leaves and bonus actions (advanced rules).
    R36,
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// An action the rules refuse. The game is left untouched; the value says
/// which ruling applied and what is wrong and where, as data that any layer
/// can word ([`Reason`]'s `Display` is the engine's English).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{ruling}: {reason}")]
pub struct IllegalAction {
    /// The ruling that refuses the action.
    pub ruling: Ruling,
    /// What is wrong, where.
    pub reason: Reason,
}

impl From<Reason> for IllegalAction {
    fn from(reason: Reason) -> IllegalAction {
        IllegalAction {
            ruling: reason.ruling(),
            reason,
        }
    }
}

impl Reason {
    /// The ruling that refuses the action.
    #[must_use]
    pub const fn ruling(&self) -> Ruling {
        use Reason as R;
        match self {
            R::NotYourTurn { .. } | R::NoSeedInReserve | R::NoSproutInReserve => Ruling::R7,
            R::NoPlant { .. } | R::ParasiteInBasicRules { .. } => Ruling::R8,
            R::NoActionToSow
            | R::NoActionToGrow { .. }
            | R::NoActionToHarvest { .. }
            | R::NoActionLeft { .. } => Ruling::R9,
            R::Taken { .. }
            | R::SeedsNever { .. }
            | R::OnlySeedsHarvested { .. }
            | R::NotYours { .. }
            | R::Empty { .. }
            | R::TouchesNoPlant { .. }
            | R::LeavesItsPlant { .. }
            | R::SingleSeed { .. }
            | R::StrandsSprouts { .. } => Ruling::R10,
            R::NoSeedToSow | R::MustSow | R::SowOnly => Ruling::R11,
            R::OneSeedPerTurn | R::SeedActionNeeded => Ruling::R12,
            R::Suicide { .. } => Ruling::R17,
            R::Recapture { .. } => Ruling::R18,
            R::TooClose { .. } => Ruling::R19,
            R::TimeoutByHand
            | R::ClaimOnEmpty { .. }
            | R::ClaimOnSprout { .. }
            | R::ClaimOnOwn { .. }
            | R::NoClaimOpen { .. }
            | R::NothingToClaim { .. }
            | R::AllClaimed { .. } => Ruling::R21,
            R::GameOver { .. } | R::NotPlaying { .. } => Ruling::R22,
            R::NewParasite { .. } => Ruling::R30,
            R::ParasiteStep { .. } | R::ParasiteLosesContact { .. } => Ruling::R31,
            R::LaunchInBasicRules
            | R::NotAButton { .. }
            | R::LaunchTooFar { .. }
            | R::LaunchTouchesOwn { .. }
            | R::LaunchTouchesNoEnemy { .. }
            | R::AlreadyLaunched { .. } => Ruling::R32,
        }
    }
}
