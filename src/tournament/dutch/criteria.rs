//! The Dutch system's criteria as bit fields of an edge weight (C.04.3
//! C1-C21), from the highest priority down: the absolute criteria decide
//! whether an edge exists at all (C1-C3), the completion and bye criteria
//! (C4, C5) come first, then the brackets' pairs and scores (C6, C7), the
//! bye assignee's unplayed games (C9), the colour criteria (C10-C13) and
//! the floaters of the last two rounds (C14-C21). The lowest bits are
//! left free for the choices made inside a bracket (exchanges, C.04.3
//! B.3-B.5). Follows the weights of bbpPairings (Apache-2.0), a
//! FIDE-endorsed engine, so that both pair alike.

use std::collections::HashMap;

use super::field::{Entrant, Field};
use super::weight::Wide;
use crate::tournament::trf::Colour;

/// Where a player floated in a past round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Float {
    /// Met a lower score, or scored without playing.
    Down,
    /// Met a higher score.
    Up,
    /// Neither.
    None,
}

/// The widths of the weight's fields, fixed for a round.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Bits to count the players of the largest score group.
    pub group_size_bits: u32,
    /// Bits of a field holding one count per score group.
    pub groups_bits: u32,
    /// Where each score's count sits in such a field.
    pub group_shift: HashMap<u32, u32>,
}

/// The bits needed to write `value`.
#[must_use]
pub fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

impl Layout {
    /// The layout for `sorted`, the players by descending score.
    #[must_use]
    pub fn new(sorted: &[&Entrant]) -> Layout {
        let mut layout = Layout {
            group_size_bits: 0,
            groups_bits: 0,
            group_shift: HashMap::new(),
        };
        let mut largest = 0;
        let mut start = sorted.len();
        while start > 0 {
            let score = sorted[start - 1].score;
            let size = sorted[..start]
                .iter()
                .rev()
                .take_while(|e| e.score == score)
                .count();
            layout.group_shift.insert(score, layout.groups_bits);
            layout.groups_bits += bits_for(size);
            largest = largest.max(size);
            start -= size;
        }
        layout.group_size_bits = bits_for(largest);
        layout
    }

    /// The shift of `score`'s count.
    #[must_use]
    pub fn shift(&self, score: u32) -> u32 {
        self.group_shift.get(&score).copied().unwrap_or(0)
    }

    /// The number of bits of the largest weight of a round with
    /// `played_rounds` rounds behind it.
    #[must_use]
    pub fn weight_bits(&self, played_rounds: usize) -> u32 {
        let (size, groups) = (self.group_size_bits, self.groups_bits);
        let mut shifts = size + groups + size + groups + 2 * size + 4 * size + 3 * size + 1;
        if played_rounds >= 1 {
            shifts += 2 * size + 2 * groups;
        }
        if played_rounds >= 2 {
            shifts += 2 * size + 2 * groups;
        }
        shifts + 2
    }
}

/// Who may meet whom at all (C.04.1 b, C.04.3 C1-C3): not twice, and not
/// two players with the same absolute colour preference, except, in the
/// last round, when one of them has more than half the possible points.
#[must_use]
pub fn compatible(field: &Field, a: &Entrant, b: &Entrant) -> bool {
    if field.met[a.id].contains(&b.id) {
        return false;
    }
    let half = u32::try_from(field.played_rounds).unwrap_or(u32::MAX);
    let leader = a.score > half || b.score > half;
    !a.absolute()
        || !b.absolute()
        || a.preference != b.preference
        || (field.played_rounds + 1 >= field.total_rounds && leader)
}

/// Where `entrant` floated `rounds_back` rounds ago.
#[must_use]
pub fn float(field: &Field, entrant: &Entrant, rounds_back: usize) -> Float {
    let record = &entrant.records[field.played_rounds - rounds_back];
    if !record.played {
        return if record.points() > 0 {
            Float::Down
        } else {
            Float::None
        };
    }
    let mine = entrant.score_back(field, rounds_back);
    let theirs = record
        .opponent
        .and_then(|o| field.entrant(o))
        .map_or(mine, |o| o.score_back(field, rounds_back));
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}

/// Two colour preferences that both can be granted.
#[must_use]
pub fn preferences_agree(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}

/// What the bye's criteria need to know of the round.
#[derive(Clone, Debug, Default)]
pub struct ByeContext {
    /// The score of the player who will get the bye.
    pub assignee_score: u32,
    /// Whether C9 (fewest unplayed games for the bye assignee) is in play
    /// in the bracket.
    pub single_downfloater_is_assignee: bool,
    /// Each number of played games among the assignee's score group, by
    /// rank from the most games.
    pub unplayed_ranks: HashMap<usize, u64>,
}

impl ByeContext {
    /// May get the bye: eligible, and not above the assignee's score.
    fn candidate(&self, entrant: &Entrant) -> bool {
        entrant.bye_eligible() && entrant.score <= self.assignee_score
    }
}

/// Where the lower player of an edge stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// In the bracket being paired.
    Current,
    /// In the next score group.
    Next,
    /// Neither (the whole-round feasibility check).
    Elsewhere,
}

/// The weight of pairing `higher` with `lower` (who stands at `place`):
/// zero when they may not meet.
#[must_use]
pub fn edge_weight<const L: usize>(
    field: &Field,
    layout: &Layout,
    bye: &ByeContext,
    (higher, lower): (&Entrant, &Entrant),
    place: Place,
) -> Wide<L> {
    if !compatible(field, higher, lower) {
        return Wide::ZERO;
    }
    let (size, groups) = (layout.group_size_bits, layout.groups_bits);
    let current = place == Place::Current;
    let next = place == Place::Next;
    let top_bit = |score: u32| Wide::<L>::bit(layout.shift(score));
    let mut w = Wide::<L>::from_u64(
        1 + u64::from(!bye.candidate(higher)) + u64::from(!bye.candidate(lower)),
    );
    w = w.shifted(size).or_flag(current);
    w = w.shifted(groups);
    if current {
        w += top_bit(higher.score);
    }
    w = w.shifted(size).or_flag(next);
    w = w.shifted(groups);
    if next {
        w += top_bit(higher.score);
    }
    w = w.shifted(2 * size);
    if bye.single_downfloater_is_assignee {
        for entrant in [higher, lower] {
            if entrant.score == bye.assignee_score {
                let rank = bye.unplayed_ranks.get(&entrant.played_games);
                w = w.plus(rank.copied().unwrap_or(0));
            }
        }
    }
    w = colour_bits(w, lower, higher, current, size);
    w = float_bits(w, field, layout, (higher, lower), current);
    w.shifted(3 * size + 1)
}

/// The colour criteria C10-C13, each a field of `size` bits, set only in
/// the bracket being paired.
fn colour_bits<const L: usize>(
    w: Wide<L>,
    player: &Entrant,
    opponent: &Entrant,
    current: bool,
    size: u32,
) -> Wide<L> {
    let differ = player.preference != opponent.preference;
    let c10 = player.imbalance <= 1 || opponent.imbalance <= 1 || differ;
    let c11 = !player.absolute() || !opponent.absolute() || differ || {
        if player.imbalance == opponent.imbalance {
            player.repeated.is_none() || player.repeated != opponent.repeated
        } else {
            let weaker = if player.imbalance > opponent.imbalance {
                opponent
            } else {
                player
            };
            weaker.repeated != player.preference.map(Colour::other)
        }
    };
    let c12 = preferences_agree(player.preference, opponent.preference);
    let mild = |e: &Entrant| !e.strong && !e.absolute();
    let c13 =
        mild(player) || mild(opponent) || (player.absolute() && opponent.absolute()) || differ;
    [c10, c11, c12, c13].into_iter().fold(w, |w, criterion| {
        w.shifted(size).or_flag(current && criterion)
    })
}

/// The float criteria C14-C21 for the last two rounds: fewest repeated
/// downfloaters and upfloaters, then the lowest scores among them.
fn float_bits<const L: usize>(
    mut w: Wide<L>,
    field: &Field,
    layout: &Layout,
    (higher, lower): (&Entrant, &Entrant),
    current: bool,
) -> Wide<L> {
    let (size, groups) = (layout.group_size_bits, layout.groups_bits);
    let back = field.played_rounds.min(2);
    let higher_above = higher.score > lower.score;
    for rounds_back in 1..=back {
        w = w.shifted(size);
        if current {
            let downs = u64::from(float(field, lower, rounds_back) == Float::Down)
                + u64::from(!higher_above && float(field, higher, rounds_back) == Float::Down);
            w = w.plus(downs);
        }
        w = w.shifted(size);
        let repeated_up = higher_above && float(field, lower, rounds_back) == Float::Up;
        w = w.or_flag(current && !repeated_up);
    }
    for rounds_back in 1..=back {
        w = w.shifted(groups);
        if current {
            for entrant in [lower, higher] {
                if float(field, entrant, rounds_back) == Float::Down {
                    w += Wide::bit(layout.shift(entrant.score));
                }
            }
        }
        w = w.shifted(groups);
        let repeated_up = higher_above && float(field, lower, rounds_back) == Float::Up;
        if current && !repeated_up {
            w += Wide::bit(layout.shift(higher.score));
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::dutch::testing::field;

    /// The entrant of starting rank `rank`.
    fn who(field: &Field, rank: usize) -> &Entrant {
        field.entrant(rank - 1).expect("an entrant")
    }

    #[test]
    fn c1_players_who_met_over_the_board_may_not_meet_again() {
        let f = field(
            &[
                &[(2, 'w', '1')],
                &[(1, 'b', '0')],
                &[(4, 'w', '+')],
                &[(3, 'b', '-')],
            ],
            5,
        );
        assert!(!compatible(&f, who(&f, 1), who(&f, 2)));
        // A forfeit is no game: 3 and 4 may still meet.
        assert!(compatible(&f, who(&f, 3), who(&f, 4)));
        assert!(compatible(&f, who(&f, 1), who(&f, 3)));
    }

    #[test]
    fn c3_two_absolute_preferences_for_the_same_colour_may_not_meet_but_in_the_last_round_a_leader_may()
     {
        // 1 and 2 had white twice: both must have black.
        let rounds: [&[(usize, char, char)]; 4] = [
            &[(3, 'w', '1'), (4, 'w', '1')],
            &[(4, 'w', '1'), (3, 'w', '1')],
            &[(1, 'b', '0'), (2, 'b', '0')],
            &[(2, 'b', '0'), (1, 'b', '0')],
        ];
        let early = field(&rounds, 5);
        assert!(who(&early, 1).absolute() && who(&early, 2).absolute());
        assert!(!compatible(&early, who(&early, 1), who(&early, 2)));
        // Before the last round, players above half the points may meet.
        let last = field(&rounds, 3);
        assert!(compatible(&last, who(&last, 1), who(&last, 2)));
        // Not two players at or under half the points (3 and 4 have 0).
        assert!(!compatible(&last, who(&last, 3), who(&last, 4)));
    }

    #[test]
    fn floats_are_read_from_scores_before_the_round_and_from_points_without_a_game() {
        let f = field(
            &[
                &[(2, 'w', '1'), (3, 'w', '1')],
                &[(1, 'b', '0'), (0, '-', 'U')],
                &[(4, 'w', '1'), (1, 'b', '0')],
                &[(3, 'b', '0'), (0, '-', 'Z')],
            ],
            5,
        );
        // Round 2: 1 (1 point) met 3 (1 point): no float; round 1 none.
        assert_eq!(float(&f, who(&f, 1), 1), Float::None);
        // The bye scored without a game: a downfloat; a zero-point bye is none.
        assert_eq!(float(&f, who(&f, 2), 1), Float::Down);
        assert_eq!(float(&f, who(&f, 4), 1), Float::None);
        assert_eq!(float(&f, who(&f, 3), 2), Float::None);
    }

    #[test]
    fn upfloats_and_downfloats_follow_the_scores_before_the_round() {
        let f = field(
            &[
                &[(2, 'w', '1'), (3, 'b', '1')],
                &[(1, 'b', '0'), (4, 'w', '1')],
                &[(4, 'w', '='), (1, 'w', '0')],
                &[(3, 'b', '='), (2, 'b', '0')],
            ],
            5,
        );
        // Round 2: 1 (1 point) met 3 (half a point): 1 down, 3 up.
        assert_eq!(float(&f, who(&f, 1), 1), Float::Down);
        assert_eq!(float(&f, who(&f, 3), 1), Float::Up);
        // 2 (0) met 4 (half): 2 up, 4 down.
        assert_eq!(float(&f, who(&f, 2), 1), Float::Up);
        assert_eq!(float(&f, who(&f, 4), 1), Float::Down);
    }

    #[test]
    fn c6_a_pair_inside_the_bracket_outweighs_any_pair_into_the_next_group() {
        let f = field(&[&[], &[], &[], &[]], 5);
        let sorted: Vec<&Entrant> = f.to_pair();
        let layout = Layout::new(&sorted);
        let bye = ByeContext::default();
        let inside = edge_weight::<2>(&f, &layout, &bye, (sorted[0], sorted[1]), Place::Current);
        let next = edge_weight::<2>(&f, &layout, &bye, (sorted[0], sorted[2]), Place::Next);
        let elsewhere =
            edge_weight::<2>(&f, &layout, &bye, (sorted[0], sorted[3]), Place::Elsewhere);
        assert!(inside > next && next > elsewhere && elsewhere > Wide::ZERO);
        assert!(layout.weight_bits(0) < 64 * 2 - 8);
    }

    #[test]
    fn c12_a_pair_granting_both_colour_preferences_weighs_more() {
        // 1 and 3 had white, 2 and 4 black: 1-2 grants both, 1-3 does not.
        let f = field(
            &[
                &[(2, 'w', '=')],
                &[(1, 'b', '=')],
                &[(4, 'w', '=')],
                &[(3, 'b', '=')],
            ],
            5,
        );
        let sorted: Vec<&Entrant> = f.to_pair();
        let layout = Layout::new(&sorted);
        let bye = ByeContext::default();
        let weigh = |a: usize, b: usize| {
            edge_weight::<2>(&f, &layout, &bye, (who(&f, a), who(&f, b)), Place::Current)
        };
        assert!(weigh(1, 4) > weigh(1, 3));
        assert!(weigh(2, 3) > weigh(2, 4));
        assert!(weigh(1, 2).is_zero(), "they met");
    }
}
