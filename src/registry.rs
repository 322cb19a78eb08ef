//! The games this crate ships: the one list of them. Each game is its
//! engine and picture (`games/NAME/`), its side of the command layer
//! (`commands/NAME/`, a [`HostedGame`]) and its side of the command line
//! (`cli/NAME.rs`, an [`EngineCli`]); a new game adds its folders and one
//! entry here, and no shared file names it.

use std::sync::Arc;

use crate::cli::engine::EngineCli;
use crate::commands::HostedGame;

/// One game of the crate: what the command layer hosts, and what the
/// command line plays.
pub(crate) struct Shipped {
    /// Its side of the command layer.
    pub hosted: Arc<dyn HostedGame>,
    /// Its side of the command line.
    pub engine: &'static dyn EngineCli,
}

/// Every game of the crate, in menu order: the first is the default
/// (`/new` without `game:`, the command line without `--game`).
pub(crate) fn shipped() -> [Shipped; 2] {
    [
        Shipped {
            hosted: Arc::new(crate::commands::palanquee::Palanquee),
            engine: &crate::cli::palanquee::ENGINE,
        },
        Shipped {
            hosted: Arc::new(crate::commands::palago::Palago),
            engine: &crate::cli::palago::ENGINE,
        },
    ]
}
