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
    let stronger =
        |a: &Entrant, b: &Entrant| a.absolute() && (a.imbalance > b.imbalance || !b.absolute());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::dutch::testing::field;

    /// The colour of `a` against `b` (starting ranks) in `f`.
    fn colour(f: &Field, a: usize, b: usize) -> Colour {
        let who = |rank: usize| f.entrant(rank - 1).expect("an entrant");
        colour_of(f, who(a), who(b))
    }

    #[test]
    fn e1_both_preferences_granted_when_they_differ() {
        let f = field(
            &[
                &[(3, 'w', '1')],
                &[(4, 'b', '1')],
                &[(1, 'b', '0')],
                &[(2, 'w', '0')],
            ],
            5,
        );
        assert_eq!(colour(&f, 1, 2), Colour::Black);
        assert_eq!(colour(&f, 2, 1), Colour::White);
    }

    #[test]
    fn e2_e3_the_stronger_preference_wins() {
        // 1: W W (absolute black); 2: W (strong black).
        let f = field(
            &[
                &[(3, 'w', '1'), (4, 'w', '1')],
                &[(5, 'w', '1')],
                &[(1, 'b', '0')],
                &[(6, 'b', '0'), (1, 'b', '0')],
                &[(2, 'b', '0')],
                &[(4, 'w', '1')],
            ],
            5,
        );
        assert_eq!(colour(&f, 1, 2), Colour::Black);
        assert_eq!(colour(&f, 2, 1), Colour::White);
    }

    #[test]
    fn e4_equal_preferences_alternate_from_the_latest_round_they_differed() {
        // 1: W B W B and 2: B W W B, both balanced and last black: the
        // same mild preference for white. Counting back, round 2 is the
        // latest where they differed (1 black, 2 white): alternate it.
        // Their opponents' lines say the same meetings (half-point byes
        // in the other rounds).
        let draw = |opponent, colour| (opponent, colour, '=');
        let bye = (0, '-', 'H');
        let f = field(
            &[
                &[draw(3, 'w'), draw(4, 'b'), draw(5, 'w'), draw(6, 'b')],
                &[draw(4, 'b'), draw(3, 'w'), draw(6, 'w'), draw(5, 'b')],
                &[draw(1, 'b'), draw(2, 'b'), bye, bye],
                &[draw(2, 'w'), draw(1, 'w'), bye, bye],
                &[bye, bye, draw(1, 'b'), draw(2, 'w')],
                &[bye, bye, draw(2, 'b'), draw(1, 'w')],
            ],
            6,
        );
        assert_eq!(colour(&f, 1, 2), Colour::White);
        assert_eq!(colour(&f, 2, 1), Colour::Black);
    }

    #[test]
    fn e5_the_higher_ranked_player_gets_the_preference_else_colours_alternate_by_rank() {
        // Round one: no preferences; the top player gets the initial
        // colour, and it alternates down the ranks.
        let f = field(&[&[], &[], &[], &[]], 5);
        assert_eq!(colour(&f, 1, 3), Colour::White);
        assert_eq!(colour(&f, 3, 1), Colour::Black);
        assert_eq!(colour(&f, 2, 4), Colour::Black);
        // Same mild preference (both had white last, balanced before):
        // the higher-ranked player (more points) gets it.
        let g = field(
            &[
                &[(3, 'b', '1'), (4, 'w', '1')],
                &[(4, 'b', '0'), (3, 'w', '1')],
                &[(1, 'w', '0'), (2, 'b', '0')],
                &[(2, 'w', '1'), (1, 'b', '0')],
            ],
            5,
        );
        assert_eq!(colour(&g, 2, 1), Colour::White);
        assert_eq!(colour(&g, 1, 2), Colour::Black);
    }
}
