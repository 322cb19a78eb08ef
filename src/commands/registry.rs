//! The games the command layer hosts: the one list of them. A new game's
//! command-layer folder adds its [`HostedGame`] here.

use super::hosted::HostedGame;
use super::{palago, palanquee};
use crate::games::GameKind;

/// The command layer's side of `game`.
pub(crate) fn hosted(game: GameKind) -> &'static dyn HostedGame {
    match game {
        GameKind::Palanquee => &palanquee::HOSTED,
        GameKind::Palago => &palago::HOSTED,
    }
}
