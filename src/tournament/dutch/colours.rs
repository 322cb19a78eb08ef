//! Who gets white on each board (C.04.3 E), and the order of the boards
//! (C.04.2: by the higher player's score, then the lower player's, then
//! the higher player's rank).

use super::field::{Entrant, Field};
use crate::tournament::trf::Colour;

/// Whether `a` ranks below `b`: a lower score, or the same score and a
/// higher number.
#[must_use]
pub fn ranks_below(a: &Entrant, b: &Entrant) -> bool {
    (a.score, b.rank) < (b.score, a.rank)
}

/// The colour `player` gets against `opponent` (E.1-E.5).
#[must_use]
pub fn colour_of(field: &Field, player: &Entrant, opponent: &Entrant) -> Colour {
    if let Some(colour) = by_preferences(player, opponent) {
        return colour;
    }
    let below = ranks_below(player, opponent);
    match player.preference {
        // E.5: the higher-ranked player's preference, else the initial
        // colour alternated down the ranks.
        Some(preference) if below => opponent.preference.map_or(preference, Colour::other),
        Some(preference) => preference,
        None => {
            let (rank, first) = if below {
                (opponent.rank, field.initial_colour)
            } else {
                (player.rank, field.initial_colour.other())
            };
            if rank % 2 == 1 { first } else { first.other() }
        }
    }
}

/// The colour the preferences decide (E.1-E.4), if they do.
fn by_preferences(player: &Entrant, opponent: &Entrant) -> Option<Colour> {
    let (mine, theirs) = (player.preference, opponent.preference);
    if mine != theirs || mine.is_none() {
        return mine.or(theirs.map(Colour::other));
    }
    let stronger = |a: &Entrant, b: &Entrant| {
        a.absolute() && (a.imbalance > b.imbalance || !b.absolute())
    };
    if stronger(player, opponent) {
        return mine;
    }
    if stronger(opponent, player) {
        return theirs.map(Colour::other);
    }
    if player.strong && !opponent.strong {
        return mine;
    }
    if opponent.strong && !player.strong {
        return theirs.map(Colour::other);
    }
    last_difference(player, opponent).map(|(_, theirs)| theirs)
}

/// The colours of the two players in the latest round, counting back
/// through their games, where they had different colours.
fn last_difference(player: &Entrant, opponent: &Entrant) -> Option<(Colour, Colour)> {
    let mine = player.records.iter().rev().filter_map(|r| r.colour);
    let theirs = opponent.records.iter().rev().filter_map(|r| r.colour);
    mine.zip(theirs).find(|(a, b)| a != b)
}
