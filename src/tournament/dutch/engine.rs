//! The Dutch pairing of one round (C.04.3), bracket by bracket from the
//! top score down: first whether the whole round can be paired at all
//! and who would get the bye, then, in each bracket, which moved-down
//! players are paired and with whom (B.2-B.3), which players of the
//! score group change halves (the exchanges of B.4-B.5, fewest and with
//! the smallest differences), and the pairs of the first half with the
//! highest possible opponents. Each choice is one more maximum-weight
//! matching with the weights nudged, the order of bbpPairings'
//! `dutch.cpp` (Apache-2.0), which FIDE endorses.

use std::collections::HashMap;

use super::criteria::{self, ByeContext, Layout, Place};
use super::field::{Entrant, Field};
use super::matcher::Matcher;
use super::weight::Wide;

/// No round can be paired within the absolute criteria.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NoPairing;

/// The round's pairs by player index; a player alone has the bye.
pub type Matching = Vec<(usize, Option<usize>)>;

/// The state of the pairing of one round.
struct Round<'a, const L: usize> {
    field: &'a Field,
    /// The players to pair, by descending score then rank: the vertices.
    sorted: &'a [&'a Entrant],
    layout: &'a Layout,
    /// A weight above every other, for pairs already fixed.
    max_weight: Wide<L>,
    matcher: Matcher<L>,
    /// Each vertex's mate in the last matching solved.
    mates: Vec<usize>,
    bye: ByeContext,
    /// Vertices whose pair is settled.
    matched: Vec<bool>,
    /// The pairs settled, both ways.
    pairs: HashMap<usize, usize>,
    bracket: Bracket<L>,
}

/// The bracket being paired: its players (moved-down players first, then
/// the score group) followed by the next score group.
struct Bracket<const L: usize> {
    /// The vertices of the bracket, then of the next score group.
    vertices: Vec<usize>,
    /// How many of `vertices` were moved down from above.
    moved_down: usize,
    /// Where the next score group starts in `vertices`.
    next_start: usize,
    /// The first vertex of the score group.
    group_vertex: usize,
    /// The first vertex of the next score group.
    next_vertex: usize,
    /// `base[lower][higher]`, by position in `vertices`: the weights
    /// before the bracket's own choices.
    base: Vec<Vec<Wide<L>>>,
}

impl<const L: usize> Bracket<L> {
    /// The base weight between positions `higher` < `lower`.
    fn base(&self, lower: usize, higher: usize) -> Wide<L> {
        self.base
            .get(lower)
            .and_then(|row| row.get(higher))
            .copied()
            .unwrap_or(Wide::ZERO)
    }

    /// Forbids the pair of positions `higher` < `lower` from now on.
    fn clear(&mut self, lower: usize, higher: usize) {
        if let Some(weight) = self.base.get_mut(lower).and_then(|row| row.get_mut(higher)) {
            *weight = Wide::ZERO;
        }
    }
}

/// Pairs `field`'s next round; `sorted` are the players to pair by
/// descending score then rank, `layout` the weights' fields.
pub fn pair<const L: usize>(
    field: &Field,
    sorted: &[&Entrant],
    layout: &Layout,
) -> Result<Matching, NoPairing> {
    let mut round = Round {
        field,
        sorted,
        layout,
        max_weight: Wide::<L>::ones(layout.weight_bits(field.played_rounds)),
        matcher: Matcher::new(sorted.len()),
        mates: (0..sorted.len()).collect(),
        bye: ByeContext::default(),
        matched: vec![false; sorted.len()],
        pairs: HashMap::new(),
        bracket: Bracket {
            vertices: Vec::new(),
            moved_down: 0,
            next_start: 0,
            group_vertex: 0,
            next_vertex: 0,
            base: Vec::new(),
        },
    };
    round.check_feasible()?;
    round.pair_brackets();
    Ok(round.result())
}

impl<const L: usize> Round<'_, L> {
    /// The score of vertex `v`.
    fn score(&self, v: usize) -> u32 {
        self.sorted[v].score
    }

    /// The vertex at position `index` of the bracket.
    fn vertex(&self, index: usize) -> usize {
        self.bracket.vertices[index]
    }

    /// Solves the matching for the weights as they are now.
    fn solve(&mut self) {
        self.matcher.compute();
        self.mates = self.matcher.mates();
    }

    /// Whether vertex `v` is paired inside its score group, with a vertex
    /// after it.
    fn paired_forward(&self, v: usize) -> bool {
        self.mates[v] > v && self.mates[v] < self.bracket.next_vertex
    }

    /// Whether vertex `v`'s mate is in the current score group.
    fn mate_in_group(&self, v: usize) -> bool {
        let mate = self.mates[v];
        mate >= self.bracket.group_vertex && mate < self.bracket.next_vertex
    }

    /// The weight of vertex `higher` against vertex `lower` > `higher`.
    fn weight(&self, higher: usize, lower: usize, place: Place) -> Wide<L> {
        let pair = (self.sorted[higher], self.sorted[lower]);
        criteria::edge_weight(self.field, self.layout, &self.bye, pair, place)
    }

    /// Whether the whole round can be paired within the absolute
    /// criteria, and who gets the bye (C.04.3 C4, C5, C9).
    fn check_feasible(&mut self) -> Result<(), NoPairing> {
        let count = self.sorted.len();
        let odd = count % 2 == 1;
        for lower in 0..count {
            for higher in 0..lower {
                let weight = if odd {
                    self.feasibility_weight(higher, lower)
                } else {
                    self.weight(higher, lower, Place::Elsewhere)
                };
                self.matcher.set(lower, higher, weight);
            }
        }
        self.solve();
        if !self.complete() {
            return Err(NoPairing);
        }
        if odd {
            self.choose_bye();
        }
        Ok(())
    }

    /// The weight of the feasibility check with an odd number of players:
    /// pair all but one player eligible for the bye, from as low a score
    /// as possible.
    fn feasibility_weight(&self, higher: usize, lower: usize) -> Wide<L> {
        let (player, opponent) = (self.sorted[lower], self.sorted[higher]);
        if !criteria::compatible(self.field, player, opponent) {
            return Wide::ZERO;
        }
        let shift = |e: &Entrant| u64::from(self.layout.shift(e.score));
        let unfit = u64::from(!player.bye_eligible()) + u64::from(!opponent.bye_eligible());
        Wide::from_u64(1 + unfit)
            .shifted(self.layout.groups_bits)
            .plus(shift(player) + shift(opponent))
            .shifted(self.layout.group_size_bits)
            .or_flag(player.score >= self.score(0))
    }

    /// All but at most one player paired, and that one eligible for a bye.
    fn complete(&self) -> bool {
        let mut alone = (0..self.mates.len()).filter(|&v| self.mates[v] == v);
        match (alone.next(), alone.next()) {
            (None, _) => true,
            (Some(v), None) => self.sorted[v].bye_eligible(),
            _ => false,
        }
    }

    /// Settles the bye's criteria from the feasible matching: the
    /// assignee's score, C9's ranks, and the weights that follow.
    fn choose_bye(&mut self) {
        let Some(assignee) = (0..self.mates.len()).find(|&v| self.mates[v] == v) else {
            return;
        };
        self.bye.assignee_score = self.score(assignee);
        let top = self.score(0);
        self.bye.single_downfloater_is_assignee = self.bye.assignee_score >= top
            && (0..self.sorted.len())
                .take_while(|&v| self.score(v) >= top)
                .all(|v| self.score(self.mates[v]) >= top);
        let mut games: Vec<usize> = self
            .sorted
            .iter()
            .filter(|e| e.score == self.bye.assignee_score)
            .map(|e| e.played_games)
            .collect();
        games.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, played) in games.into_iter().enumerate() {
            self.bye.unplayed_ranks.insert(played, rank as u64);
        }
        for lower in 0..self.sorted.len() {
            for higher in 0..lower {
                let weight = self.weight(higher, lower, Place::Elsewhere);
                self.matcher.set(lower, higher, weight);
            }
        }
    }

    /// Pairs bracket after bracket, from the top score group down.
    fn pair_brackets(&mut self) {
        let count = self.sorted.len();
        let top = self.score(0);
        let mut next = (0..count).take_while(|&v| self.score(v) >= top).count();
        self.bracket.vertices = (0..next).collect();
        while self.bracket.vertices.len() > 1 || next < count {
            let bracket = &mut self.bracket;
            bracket.next_start = bracket.vertices.len();
            bracket.next_vertex = bracket.group_vertex + (bracket.next_start - bracket.moved_down);
            let next_group = next;
            while next < count && self.sorted[next].score >= self.sorted[next_group].score {
                self.bracket.vertices.push(next);
                next += 1;
            }
            self.set_base_weights();
            self.solve();
            self.choose_moved_down();
            self.pair_moved_down();
            self.pair_remainder();
            self.move_down_unpaired(next_group);
        }
    }

    /// The bracket's weights before its own choices, set in the matcher.
    fn set_base_weights(&mut self) {
        let size = self.bracket.vertices.len();
        let mut base = vec![Vec::new(); size];
        for (lower, row) in base.iter_mut().enumerate().skip(self.bracket.moved_down) {
            let place = if lower < self.bracket.next_start {
                Place::Current
            } else {
                Place::Next
            };
            for higher in 0..lower {
                let (h, l) = (self.vertex(higher), self.vertex(lower));
                let weight = self.weight(h, l, place);
                self.matcher.set(l, h, weight);
                row.push(weight);
            }
        }
        self.bracket.base = base;
    }

    /// Which moved-down players are paired in the bracket: as many as
    /// possible, the highest first (B.2, C6, C7).
    fn choose_moved_down(&mut self) {
        let (mut score, mut remaining, mut remaining_matched) = (0, 0, 0);
        for index in 0..self.bracket.moved_down {
            if index == 0 || self.score(self.vertex(index)) < score {
                score = self.score(self.vertex(index));
                remaining = 0;
                remaining_matched = 0;
                let same = (index..self.bracket.vertices.len())
                    .take_while(|&i| self.score(self.vertex(i)) >= score);
                for i in same {
                    remaining += 1;
                    remaining_matched += usize::from(self.mate_in_group(self.vertex(i)));
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let v = self.vertex(index);
            if remaining <= remaining_matched {
                self.matched[v] = true;
                continue;
            }
            remaining -= 1;
            if !self.mate_in_group(v) {
                self.reweigh_with_group(index, |w| w.plus(1));
                self.solve();
            }
            if self.mate_in_group(v) {
                self.matched[v] = true;
                remaining_matched -= 1;
                let group_size = (self.bracket.next_start - self.bracket.moved_down) as u64;
                self.reweigh_with_group(index, |w| w.plus(group_size + 1));
            }
        }
    }

    /// Sets the edges of the moved-down player at `index` to the score
    /// group to `change` of their base weight.
    fn reweigh_with_group(&mut self, index: usize, change: impl Fn(Wide<L>) -> Wide<L>) {
        let v = self.vertex(index);
        for opponent in self.bracket.moved_down..self.bracket.next_start {
            let weight = self.bracket.base(opponent, index);
            if !weight.is_zero() {
                let o = self.vertex(opponent);
                self.matcher.set(v, o, change(weight));
            }
        }
    }

    /// The opponents of the moved-down players to pair, the highest
    /// possible for each in turn (B.3).
    fn pair_moved_down(&mut self) {
        for index in 0..self.bracket.moved_down {
            let v = self.vertex(index);
            if !self.matched[v] {
                continue;
            }
            let mut addend = self.bracket.vertices.len() as u64;
            for opponent in (self.bracket.moved_down..self.bracket.next_start).rev() {
                let o = self.vertex(opponent);
                let weight = self.bracket.base(opponent, index);
                if !self.matched[o] && !weight.is_zero() {
                    self.matcher.set(v, o, weight.plus(addend));
                    addend += 1;
                }
            }
            self.solve();
            let mate = self.mates[v];
            self.matched[mate] = true;
            self.matcher.finalize(v, mate, self.max_weight);
        }
    }

    /// Pairs the score group's players not paired with moved-down ones:
    /// the exchanges between its halves, then the first half's opponents.
    fn pair_remainder(&mut self) {
        let mut remainder = Vec::new();
        let mut pairs = 0;
        for index in self.bracket.moved_down..self.bracket.next_start {
            let v = self.vertex(index);
            if self.mates[v] < self.bracket.group_vertex {
                continue;
            }
            remainder.push(index);
            pairs += usize::from(self.mates[v] < v);
        }
        let exchanges = Exchanges { remainder, pairs };
        for (position, &lower) in exchanges.remainder.iter().enumerate() {
            for (higher_position, &higher) in exchanges.remainder[..position].iter().enumerate() {
                let weight = self.exchange_weight(&exchanges, higher, lower, higher_position);
                let (h, l) = (self.vertex(higher), self.vertex(lower));
                self.matcher.set(h, l, weight);
            }
        }
        self.solve();
        let count = exchanges.remainder[..exchanges.pairs]
            .iter()
            .filter(|&&index| !self.paired_forward(self.vertex(index)))
            .count();
        self.exchange_from_first_half(&exchanges, count);
        self.exchange_from_second_half(&exchanges, count);
        self.settle_exchanges(&exchanges);
        self.pair_first_half(&exchanges);
    }

    /// A base weight plus the exchange criteria: fewest exchanges, then
    /// the smallest differences of the exchanged players' numbers (B.4).
    fn exchange_weight(
        &self,
        exchanges: &Exchanges,
        higher: usize,
        lower: usize,
        higher_position: usize,
    ) -> Wide<L> {
        let weight = self.bracket.base(lower, higher);
        if weight.is_zero() {
            return weight;
        }
        let addend = Wide::<L>::ZERO
            .or_flag(higher_position < exchanges.pairs)
            .shifted(2 * self.layout.group_size_bits)
            .minus(higher_position as u64)
            .shifted(1);
        weight + addend
    }

    /// Chooses the first half's players to exchange, the lowest first
    /// (B.5).
    fn exchange_from_first_half(&mut self, exchanges: &Exchanges, count: usize) {
        let remainder = &exchanges.remainder;
        let mut left = count;
        let mut position = exchanges.pairs;
        while position > 0 && left > 0 {
            position -= 1;
            let index = remainder[position];
            let v = self.vertex(index);
            if self.paired_forward(v) {
                for &opponent in &remainder[position + 1..] {
                    let weight = self.exchange_weight(exchanges, index, opponent, position);
                    if !weight.is_zero() {
                        let o = self.vertex(opponent);
                        self.matcher.set(v, o, weight.minus(1));
                    }
                }
                self.solve();
            }
            let exchange = !self.paired_forward(v);
            left -= usize::from(exchange);
            for &opponent in &remainder[position + 1..] {
                if exchange {
                    self.bracket.clear(opponent, index);
                }
                let weight = self.exchange_weight(exchanges, index, opponent, position);
                let o = self.vertex(opponent);
                self.matcher.set(v, o, weight);
            }
        }
    }

    /// Chooses the second half's players to exchange, the highest first
    /// (B.5).
    fn exchange_from_second_half(&mut self, exchanges: &Exchanges, count: usize) {
        let remainder = &exchanges.remainder;
        let mut left = count;
        for position in exchanges.pairs..remainder.len() {
            if left <= 1 {
                break;
            }
            let index = remainder[position];
            let v = self.vertex(index);
            let already = self.paired_forward(v);
            if !already {
                for &opponent in &remainder[position + 1..] {
                    let weight = self.exchange_weight(exchanges, index, opponent, position);
                    if !weight.is_zero() {
                        let o = self.vertex(opponent);
                        self.matcher.set(v, o, weight.plus(1));
                    }
                }
                self.solve();
            }
            if self.paired_forward(v) {
                left -= 1;
                self.forbid_as_second_half(exchanges, position);
            }
            if !already {
                for &opponent in &remainder[position + 1..] {
                    let weight = self.exchange_weight(exchanges, index, opponent, position);
                    let o = self.vertex(opponent);
                    self.matcher.set(v, o, weight);
                }
            }
        }
    }

    /// The player at `position` of the remainder goes to the first half:
    /// no pair with those above, nor with the next score group.
    fn forbid_as_second_half(&mut self, exchanges: &Exchanges, position: usize) {
        let index = exchanges.remainder[position];
        let v = self.vertex(index);
        for &opponent in &exchanges.remainder[..position] {
            self.bracket.clear(index, opponent);
            let o = self.vertex(opponent);
            self.matcher.set(v, o, Wide::ZERO);
        }
        for opponent in self.bracket.next_start..self.bracket.vertices.len() {
            self.bracket.clear(opponent, index);
            let o = self.vertex(opponent);
            self.matcher.set(v, o, Wide::ZERO);
        }
    }

    /// Fixes the halves as exchanged: a first-half player meets only
    /// second-half players after it.
    fn settle_exchanges(&mut self, exchanges: &Exchanges) {
        let remainder = &exchanges.remainder;
        for (position, &index) in remainder.iter().enumerate() {
            let v = self.vertex(index);
            for &opponent in &remainder[position + 1..] {
                let o = self.vertex(opponent);
                if !self.paired_forward(v) || self.paired_forward(o) {
                    self.bracket.clear(opponent, index);
                }
                let weight = self.bracket.base(opponent, index);
                self.matcher.set(v, o, weight);
            }
        }
    }

    /// Each first-half player in turn meets the highest second-half player
    /// the criteria allow (B.6).
    fn pair_first_half(&mut self, exchanges: &Exchanges) {
        for &index in &exchanges.remainder {
            let v = self.vertex(index);
            if !self.paired_forward(v) {
                continue;
            }
            let mut addend = 0;
            for &opponent in exchanges.remainder.iter().rev() {
                let o = self.vertex(opponent);
                if opponent <= index || self.matched[o] {
                    continue;
                }
                let weight = self.bracket.base(opponent, index);
                if !weight.is_zero() {
                    self.matcher.set(v, o, weight.plus(addend));
                }
                addend += 1;
            }
            self.solve();
            let mate = self.mates[v];
            self.matched[v] = true;
            self.matched[mate] = true;
            self.matcher.finalize(v, mate, self.max_weight);
        }
    }

    /// Saves the bracket's pairs; its unpaired players move down into the
    /// bracket of the score group starting at vertex `next_group`.
    fn move_down_unpaired(&mut self, next_group: usize) {
        let count = self.sorted.len();
        let next_score = (next_group < count).then(|| self.score(next_group));
        self.bye.single_downfloater_is_assignee =
            count % 2 == 1 && next_score.is_some_and(|score| self.bye.assignee_score >= score);
        let old = std::mem::take(&mut self.bracket.vertices);
        let mut moved_down = 0;
        for (index, &v) in old.iter().enumerate() {
            let in_bracket = index < self.bracket.next_start;
            if in_bracket && self.matched[v] {
                self.pairs.insert(v, self.mates[v]);
                self.pairs.insert(self.mates[v], v);
                continue;
            }
            self.bracket.vertices.push(v);
            moved_down += usize::from(in_bracket);
            if next_score.is_some_and(|score| self.score(self.mates[v]) < score) {
                self.bye.single_downfloater_is_assignee = false;
            }
        }
        self.bracket.moved_down = moved_down;
        self.bracket.group_vertex = self.bracket.next_vertex;
    }

    /// The pairs by player index, each once, and the bye.
    fn result(&self) -> Matching {
        let mut result = Vec::new();
        for (v, entrant) in self.sorted.iter().enumerate() {
            match self.pairs.get(&v) {
                Some(&mate) if v < mate => result.push((entrant.id, Some(self.sorted[mate].id))),
                Some(_) => {}
                None => result.push((entrant.id, None)),
            }
        }
        result
    }
}

/// The score group's players left for the exchanges, by position in the
/// bracket, and how many pairs they form.
struct Exchanges {
    remainder: Vec<usize>,
    pairs: usize,
}
