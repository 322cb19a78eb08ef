//! The maximum-weight matching that the Dutch pairing asks again and
//! again while it settles one criterion after another: a full weight
//! table whose entries the pairing changes, solved by the blossom
//! algorithm (`integer-blossom`) on demand. A zero weight is no edge.

use super::weight::Wide;

/// A graph of `size` vertices with symmetric edge weights.
pub struct Matcher<const L: usize> {
    size: usize,
    weights: Vec<Wide<L>>,
    mates: Vec<usize>,
}

impl<const L: usize> Matcher<L> {
    /// `size` vertices, no edges.
    #[must_use]
    pub fn new(size: usize) -> Matcher<L> {
        Matcher {
            size,
            weights: vec![Wide::ZERO; size * size],
            mates: (0..size).collect(),
        }
    }

    /// The number of vertices.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Sets the weight of the edge between `a` and `b`.
    pub fn set(&mut self, a: usize, b: usize, weight: Wide<L>) {
        self.weights[a * self.size + b] = weight;
        self.weights[b * self.size + a] = weight;
    }

    /// Solves the matching for the weights as they are now.
    pub fn compute(&mut self) {
        let mates = integer_blossom::max_weight_matching(&self.weights, self.size);
        self.mates = mates
            .iter()
            .enumerate()
            .map(|(vertex, mate)| mate.unwrap_or(vertex))
            .collect();
    }

    /// Each vertex's mate in the last solution; itself when unmatched.
    #[must_use]
    pub fn mates(&self) -> Vec<usize> {
        self.mates.clone()
    }

    /// Fixes `a` with `b`: their edge gets `weight`, every other edge of
    /// either is removed.
    pub fn finalize(&mut self, a: usize, b: usize, weight: Wide<L>) {
        for other in 0..self.size {
            if other != a {
                self.set(a, other, if other == b { weight } else { Wide::ZERO });
            }
            if other != b {
                self.set(b, other, if other == a { weight } else { Wide::ZERO });
            }
        }
    }
}
