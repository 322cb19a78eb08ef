//! The maximum-weight matching that the Dutch pairing asks again and
//! again while it settles one criterion after another. A zero weight is
//! no edge.
//!
//! The solver is Edmonds' blossom algorithm with dual variables, in the
//! primal-dual form of Galil's survey ("Efficient algorithms for finding
//! maximum matching in graphs", 1986), laid out as in Joris van
//! Rantwijk's well-known implementation, over a dense graph. It keeps its
//! matching, blossoms and duals from one [`Matcher::compute`] to the next,
//! as bbpPairings' `matching/` computer does: changing the weights at k
//! vertices only frees those vertices (their blossoms dissolved, their
//! mates unmatched, their duals raised to cover their edges), so the next
//! solution takes O(k n²) instead of O(n³). A weight change that leaves
//! the old solution optimal (an unmatched edge getting lighter, or heavier
//! within its slack) frees nothing.
//!
//! Memory: the weights as a triangle (n(n-1)/2 of them), plus O(n) state.

use super::weight::Wide;

/// No vertex, no blossom.
const NONE: usize = usize::MAX;

/// An edge as `(a, b)`, oriented: the "endpoint" of van Rantwijk's
/// implementation is `a` seen from `b`.
type Edge = (usize, usize);

/// No edge.
const NO_EDGE: Edge = (NONE, NONE);

/// Labels of the alternating forest.
const FREE: u8 = 0;
/// An outer (even) vertex or blossom.
const OUTER: u8 = 1;
/// An inner (odd) vertex or blossom.
const INNER: u8 = 2;
/// The breadcrumb of [`Matcher::scan_blossom`], over [`OUTER`].
const CRUMB: u8 = 4;

/// A graph of `size` vertices with symmetric edge weights, and its last
/// maximum-weight matching.
pub struct Matcher<const L: usize> {
    size: usize,
    /// The weights of the pairs `(a, b)` with `b < a`, at
    /// `a (a - 1) / 2 + b`.
    weights: Vec<Wide<L>>,
    /// Whether a vertex must be freed before the next solution.
    dirty: Vec<bool>,
    /// The dirty vertices, in the order they became so.
    dirty_list: Vec<usize>,
    /// Each vertex's mate, or [`NONE`].
    mate: Vec<usize>,
    /// The duals: vertices `0..n` (twice van Rantwijk's `u`, as his), then
    /// blossoms `n..2n`.
    dual: Vec<Wide<L>>,
    /// The labels of vertices and blossoms during a stage.
    label: Vec<u8>,
    /// The edge through which a vertex or blossom got its label,
    /// `(remote, local)`.
    label_end: Vec<Edge>,
    /// The top-level blossom of each vertex.
    in_blossom: Vec<usize>,
    /// The blossom immediately containing a vertex or blossom.
    parent: Vec<usize>,
    /// The sub-blossoms of a blossom, around its cycle from its base.
    children: Vec<Vec<usize>>,
    /// The base vertex of each blossom; [`NONE`] for an unused one.
    base: Vec<usize>,
    /// `endpoints[b][i]` joins `children[b][i]` (first) to
    /// `children[b][i + 1]` (second).
    endpoints: Vec<Vec<Edge>>,
    /// The least-slack edge from a vertex or blossom to an outer blossom.
    best_edge: Vec<Edge>,
    /// For an outer blossom, its least-slack edges to other outer blossoms.
    blossom_best: Vec<Option<Vec<Edge>>>,
    /// Blossom numbers free for use.
    unused: Vec<usize>,
    /// Outer vertices whose edges are still to scan.
    queue: Vec<usize>,
}

impl<const L: usize> Matcher<L> {
    /// `size` vertices, no edges.
    #[must_use]
    pub fn new(size: usize) -> Matcher<L> {
        let twice = 2 * size;
        Matcher {
            size,
            weights: vec![Wide::ZERO; size * size.saturating_sub(1) / 2],
            dirty: vec![false; size],
            dirty_list: Vec::new(),
            mate: vec![NONE; size],
            dual: vec![Wide::ZERO; twice],
            label: vec![FREE; twice],
            label_end: vec![NO_EDGE; twice],
            in_blossom: (0..size).collect(),
            parent: vec![NONE; twice],
            children: vec![Vec::new(); twice],
            base: (0..size).chain(std::iter::repeat_n(NONE, size)).collect(),
            endpoints: vec![Vec::new(); twice],
            best_edge: vec![NO_EDGE; twice],
            blossom_best: vec![None; twice],
            unused: (size..twice).rev().collect(),
            queue: Vec::new(),
        }
    }

    /// The number of vertices.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Where the weight of `a`-`b` is kept.
    fn slot(a: usize, b: usize) -> usize {
        let (high, low) = if a > b { (a, b) } else { (b, a) };
        high * (high - 1) / 2 + low
    }

    /// The weight of the edge `a`-`b`.
    fn weight(&self, a: usize, b: usize) -> Wide<L> {
        if a == b {
            return Wide::ZERO;
        }
        self.weights
            .get(Self::slot(a, b))
            .copied()
            .unwrap_or(Wide::ZERO)
    }

    /// The slack of the edge `a`-`b` (between two top-level blossoms):
    /// `u_a + u_b - 2 w`.
    fn slack(&self, (a, b): Edge) -> Wide<L> {
        self.dual[a] + self.dual[b] - self.weight(a, b).doubled()
    }

    /// Sets the weight of the edge between `a` and `b`; `a` is freed
    /// before the next solution if the change can make it other.
    pub fn set(&mut self, a: usize, b: usize, weight: Wide<L>) {
        if a == b || a >= self.size || b >= self.size {
            return;
        }
        let slot = Self::slot(a, b);
        let old = self.weights[slot];
        if old == weight {
            return;
        }
        self.weights[slot] = weight;
        let together = self.in_blossom[a] == self.in_blossom[b];
        let infeasible = weight > old && self.dual[a] + self.dual[b] < weight.doubled();
        if self.mate[a] == b || together || infeasible {
            self.mark(a);
        }
    }

    /// Marks `v` to be freed.
    fn mark(&mut self, v: usize) {
        if !self.dirty[v] {
            self.dirty[v] = true;
            self.dirty_list.push(v);
        }
    }

    /// Solves the matching for the weights as they are now.
    pub fn compute(&mut self) {
        self.free_dirty();
        while self.stage() {}
    }

    /// Each vertex's mate in the last solution; itself when unmatched.
    #[must_use]
    pub fn mates(&self) -> Vec<usize> {
        self.mate
            .iter()
            .enumerate()
            .map(|(v, &m)| if m == NONE { v } else { m })
            .collect()
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

    /// Frees the dirty vertices: each one's top-level blossom loses its
    /// outside mate, the vertex becomes its base and its blossoms dissolve
    /// (each blossom's dual moves onto its vertices, so no edge loses
    /// slack); then their duals become the least that covers their edges.
    fn free_dirty(&mut self) {
        let dirty = std::mem::take(&mut self.dirty_list);
        for &v in &dirty {
            self.dirty[v] = false;
            let top = self.in_blossom[v];
            let base = if top >= self.size { self.base[top] } else { v };
            let mate = self.mate[base];
            if mate != NONE {
                self.mate[mate] = NONE;
                self.mate[base] = NONE;
            }
            if top >= self.size {
                // `v` becomes the base of every blossom holding it, so
                // that dissolving them leaves every matched edge tight.
                self.augment_blossom(top, v);
                self.mate[v] = NONE;
                while self.in_blossom[v] >= self.size {
                    self.dissolve(self.in_blossom[v]);
                }
            }
        }
        for &v in &dirty {
            self.dual[v] = Wide::ZERO;
        }
        for &v in &dirty {
            let mut dual = Wide::ZERO;
            for u in 0..self.size {
                let weight = self.weight(v, u);
                if !weight.is_zero() {
                    let need = weight.doubled() - self.dual[u];
                    if need > dual {
                        dual = need;
                    }
                }
            }
            self.dual[v] = dual;
        }
    }

    /// Dissolves the top-level blossom `b` into its sub-blossoms.
    fn dissolve(&mut self, b: usize) {
        let z = self.dual[b];
        let mut leaves = Vec::new();
        self.leaves(b, &mut leaves);
        for &x in &leaves {
            self.dual[x] += z;
        }
        let children = std::mem::take(&mut self.children[b]);
        for &child in &children {
            self.parent[child] = NONE;
            leaves.clear();
            self.leaves(child, &mut leaves);
            for &x in &leaves {
                self.in_blossom[x] = child;
            }
        }
        self.recycle(b);
    }

    /// Returns blossom number `b` to the unused ones.
    fn recycle(&mut self, b: usize) {
        self.label[b] = FREE;
        self.label_end[b] = NO_EDGE;
        self.children[b].clear();
        self.endpoints[b].clear();
        self.base[b] = NONE;
        self.blossom_best[b] = None;
        self.best_edge[b] = NO_EDGE;
        self.dual[b] = Wide::ZERO;
        self.unused.push(b);
    }

    /// The vertices of `b`, appended to `out`.
    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.size {
            out.push(b);
            return;
        }
        let mut stack = vec![b];
        while let Some(top) = stack.pop() {
            if top < self.size {
                out.push(top);
            } else {
                stack.extend(self.children[top].iter().rev());
            }
        }
    }

    /// One stage: alternating trees grown from the free vertices with a
    /// positive dual (of one parity, so that every slack halved is whole),
    /// until an augmenting path, or an outer vertex's dual reaching zero.
    /// False when no free vertex has a positive dual: the matching is
    /// optimal.
    fn stage(&mut self) -> bool {
        let n = self.size;
        self.label.fill(FREE);
        self.label_end.fill(NO_EDGE);
        self.best_edge.fill(NO_EDGE);
        for best in &mut self.blossom_best[n..] {
            *best = None;
        }
        self.queue.clear();
        let mut parity = None;
        for v in 0..n {
            if self.mate[v] != NONE || self.dual[v].is_zero() {
                continue;
            }
            let odd = self.dual[v].is_odd();
            if *parity.get_or_insert(odd) == odd && self.label[self.in_blossom[v]] == FREE {
                self.assign_label(v, OUTER, NO_EDGE);
            }
        }
        if parity.is_none() {
            return false;
        }
        loop {
            if self.scan_queue() {
                return true;
            }
            if self.adjust_duals() {
                return true;
            }
        }
    }

    /// Scans the queued outer vertices' tight edges: grows the trees,
    /// forms blossoms; true once it augments.
    fn scan_queue(&mut self) -> bool {
        let n = self.size;
        while let Some(v) = self.queue.pop() {
            for w in 0..n {
                // Read again at each edge: a blossom formed may hold `v`.
                let bv = self.in_blossom[v];
                let bw = self.in_blossom[w];
                if bw == bv {
                    continue;
                }
                let weight = self.weight(v, w);
                if weight.is_zero() {
                    continue;
                }
                let slack = self.dual[v] + self.dual[w] - weight.doubled();
                if slack <= Wide::ZERO {
                    if self.label[bw] == FREE {
                        if self.mate[self.base[bw]] == NONE {
                            self.augment(v, w);
                            return true;
                        }
                        self.assign_label(w, INNER, (v, w));
                    } else if self.label[bw] == OUTER {
                        match self.scan_blossom(v, w) {
                            Some(base) => self.add_blossom(base, v, w),
                            None => {
                                self.augment(v, w);
                                return true;
                            }
                        }
                    } else if self.label[w] == FREE {
                        self.label[w] = INNER;
                        self.label_end[w] = (v, w);
                    }
                } else if self.label[bw] == OUTER {
                    if self.best_edge[bv] == NO_EDGE || slack < self.slack(self.best_edge[bv]) {
                        self.best_edge[bv] = (v, w);
                    }
                } else if self.label[w] == FREE
                    && (self.best_edge[w] == NO_EDGE || slack < self.slack(self.best_edge[w]))
                {
                    self.best_edge[w] = (v, w);
                }
            }
        }
        false
    }

    /// Changes the duals by the largest step that keeps them feasible, and
    /// acts on what limited it; true once the stage is over.
    fn adjust_duals(&mut self) -> bool {
        let n = self.size;
        // 1: an outer vertex's dual reaching zero.
        let mut kind = 1;
        let mut delta: Option<Wide<L>> = None;
        let mut at_vertex = NONE;
        let mut at_edge = NO_EDGE;
        let mut at_blossom = NONE;
        for v in 0..n {
            if self.label[self.in_blossom[v]] == OUTER && delta.is_none_or(|d| self.dual[v] < d) {
                delta = Some(self.dual[v]);
                at_vertex = v;
            }
        }
        // 2: an edge from an outer vertex to a free one getting tight.
        for v in 0..n {
            if self.label[self.in_blossom[v]] == FREE && self.best_edge[v] != NO_EDGE {
                let d = self.slack(self.best_edge[v]);
                if delta.is_none_or(|best| d < best) {
                    (delta, kind, at_edge) = (Some(d), 2, self.best_edge[v]);
                }
            }
        }
        // 3: an edge between two outer blossoms getting tight.
        for b in 0..2 * n {
            if self.parent[b] == NONE
                && self.label[b] == OUTER
                && self.best_edge[b] != NO_EDGE
                && (b < n || self.base[b] != NONE)
            {
                let d = self.slack(self.best_edge[b]).halved();
                if delta.is_none_or(|best| d < best) {
                    (delta, kind, at_edge) = (Some(d), 3, self.best_edge[b]);
                }
            }
        }
        // 4: an inner blossom's dual reaching zero.
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == INNER
                && delta.is_none_or(|best| self.dual[b] < best)
            {
                (delta, kind, at_blossom) = (Some(self.dual[b]), 4, b);
            }
        }
        let Some(delta) = delta else {
            return true;
        };
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                OUTER => self.dual[v] -= delta,
                INNER => self.dual[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    OUTER => self.dual[b] += delta,
                    INNER => self.dual[b] -= delta,
                    _ => {}
                }
            }
        }
        match kind {
            1 => {
                self.augment_to_root(at_vertex);
                self.end_stage();
                return true;
            }
            2 => {
                let (i, j) = at_edge;
                let i = if self.label[self.in_blossom[i]] == OUTER {
                    i
                } else {
                    j
                };
                self.queue.push(i);
            }
            3 => self.queue.push(at_edge.0),
            _ => self.expand(at_blossom, false),
        }
        false
    }

    /// Expands the outer blossoms whose dual is zero, at the end of a stage.
    fn end_stage(&mut self) {
        let n = self.size;
        for b in n..2 * n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] == OUTER
                && self.dual[b].is_zero()
            {
                self.expand(b, true);
            }
        }
    }

    /// Labels `w`'s top-level blossom `label`, reached through `end`
    /// (remote, local); an inner blossom's mate becomes outer.
    fn assign_label(&mut self, w: usize, label: u8, end: Edge) {
        let b = self.in_blossom[w];
        self.label[w] = label;
        self.label[b] = label;
        self.label_end[w] = end;
        self.label_end[b] = end;
        self.best_edge[w] = NO_EDGE;
        self.best_edge[b] = NO_EDGE;
        if label == OUTER {
            let mut leaves = std::mem::take(&mut self.queue);
            self.leaves(b, &mut leaves);
            self.queue = leaves;
        } else {
            let base = self.base[b];
            let mate = self.mate[base];
            if mate != NONE {
                self.assign_label(mate, OUTER, (base, mate));
            }
        }
    }

    /// Traces back from the outer vertices `v` and `w`: the base of the
    /// blossom their edge closes, or `None` if it joins two trees.
    fn scan_blossom(&mut self, v: usize, w: usize) -> Option<usize> {
        let mut path = Vec::new();
        let mut found = None;
        let (mut v, mut w) = (v, w);
        while v != NONE {
            let b = self.in_blossom[v];
            if self.label[b] & CRUMB != 0 {
                found = Some(self.base[b]);
                break;
            }
            path.push(b);
            self.label[b] = OUTER | CRUMB;
            if self.label_end[b] == NO_EDGE {
                v = NONE;
            } else {
                let t = self.label_end[b].0;
                let bt = self.in_blossom[t];
                v = self.label_end[bt].0;
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = OUTER;
        }
        found
    }

    /// Forms the blossom closed by the edge `v`-`w` with base `base`.
    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let Some(b) = self.unused.pop() else {
            return;
        };
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut ends = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            ends.push(self.label_end[bv]);
            bv = self.in_blossom[self.label_end[bv].0];
        }
        path.push(bb);
        path.reverse();
        ends.reverse();
        ends.push((v, w));
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            let (remote, local) = self.label_end[bw];
            ends.push((local, remote));
            bw = self.in_blossom[remote];
        }
        self.label[b] = OUTER;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = Wide::ZERO;
        self.children[b] = path;
        self.endpoints[b] = ends;
        let mut leaves = Vec::new();
        self.leaves(b, &mut leaves);
        for &x in &leaves {
            if self.label[self.in_blossom[x]] == INNER {
                self.queue.push(x);
            }
            self.in_blossom[x] = b;
        }
        // The least-slack edges from the new blossom to other outer ones.
        let mut best_to = vec![NO_EDGE; 2 * self.size];
        let children = std::mem::take(&mut self.children[b]);
        let mut members = Vec::new();
        for &child in &children {
            match self.blossom_best[child].take() {
                Some(list) => {
                    for (i, j) in list {
                        self.consider(b, &mut best_to, i, j);
                    }
                }
                None => {
                    members.clear();
                    self.leaves(child, &mut members);
                    for &i in &members {
                        for j in 0..self.size {
                            if j != i && !self.weight(i, j).is_zero() {
                                self.consider(b, &mut best_to, i, j);
                            }
                        }
                    }
                }
            }
            self.best_edge[child] = NO_EDGE;
        }
        self.children[b] = children;
        let list: Vec<Edge> = best_to.into_iter().filter(|&e| e != NO_EDGE).collect();
        let mut best = NO_EDGE;
        for &edge in &list {
            if best == NO_EDGE || self.slack(edge) < self.slack(best) {
                best = edge;
            }
        }
        self.best_edge[b] = best;
        self.blossom_best[b] = Some(list);
    }

    /// Keeps `i`-`j` as the new blossom `b`'s best edge to `j`'s outer
    /// blossom if it has the least slack so far.
    fn consider(&self, b: usize, best_to: &mut [Edge], i: usize, j: usize) {
        let (i, j) = if self.in_blossom[j] == b {
            (j, i)
        } else {
            (i, j)
        };
        let bj = self.in_blossom[j];
        if bj != b
            && self.label[bj] == OUTER
            && (best_to[bj] == NO_EDGE || self.slack((i, j)) < self.slack(best_to[bj]))
        {
            best_to[bj] = (i, j);
        }
    }

    /// The position of `child` in blossom `b`'s cycle.
    fn position(&self, b: usize, child: usize) -> usize {
        self.children[b]
            .iter()
            .position(|&c| c == child)
            .unwrap_or(0)
    }

    /// The child at position `j` (taken around the cycle) of blossom `b`.
    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    /// The edge at position `j` (taken around the cycle) of blossom `b`.
    fn end_at(&self, b: usize, j: isize) -> Edge {
        let len = self.endpoints[b].len() as isize;
        self.endpoints[b][j.rem_euclid(len) as usize]
    }

    /// Expands the top-level blossom `b`: its sub-blossoms become top-level
    /// (at the end of a stage, those of dual zero expanded too); an inner
    /// blossom's sub-blossoms are relabelled during a stage.
    fn expand(&mut self, b: usize, end_stage: bool) {
        let children = self.children[b].clone();
        let mut leaves = Vec::new();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.size {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s].is_zero() {
                self.expand(s, end_stage);
            } else {
                leaves.clear();
                self.leaves(s, &mut leaves);
                for &v in &leaves {
                    self.in_blossom[v] = s;
                }
            }
        }
        if !end_stage && self.label[b] == INNER {
            self.relabel_expanded(b);
        }
        self.recycle(b);
    }

    /// Relabels the sub-blossoms of the inner blossom `b` being expanded:
    /// the path from where it was entered to its base alternates inner and
    /// outer; the rest are inner if reached, else free.
    fn relabel_expanded(&mut self, b: usize) {
        let entry = self.in_blossom[self.label_end[b].1];
        let len = self.children[b].len() as isize;
        let mut j = self.position(b, entry) as isize;
        let (step, trick): (isize, isize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let flip = |edge: Edge, flipped: bool| if flipped { (edge.1, edge.0) } else { edge };
        let mut p = self.label_end[b];
        while j != 0 {
            // p as (remote, local): its local end is in the inner child.
            self.label[p.1] = FREE;
            let e = self.end_at(b, j - trick);
            // endpoint[e ^ trick ^ 1]
            let other = if trick == 0 { e.1 } else { e.0 };
            self.label[other] = FREE;
            self.assign_label(p.1, INNER, p);
            j += step;
            let e = self.end_at(b, j - trick);
            // p = e ^ trick: remote = endpoint[p].
            p = flip(e, trick == 1);
            j += step;
        }
        let bv = self.child_at(b, j);
        self.label[p.1] = INNER;
        self.label[bv] = INNER;
        self.label_end[p.1] = p;
        self.label_end[bv] = p;
        self.best_edge[bv] = NO_EDGE;
        j += step;
        let mut leaves = Vec::new();
        while self.child_at(b, j) != entry {
            let bv = self.child_at(b, j);
            if self.label[bv] == OUTER {
                j += step;
                continue;
            }
            leaves.clear();
            self.leaves(bv, &mut leaves);
            if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != FREE) {
                self.label[v] = FREE;
                let mate = self.mate[self.base[bv]];
                if mate != NONE {
                    self.label[mate] = FREE;
                }
                let end = self.label_end[v];
                self.assign_label(v, INNER, end);
            }
            j += step;
        }
    }

    /// Swaps matched and unmatched edges inside blossom `b` so that its
    /// vertex `v` becomes its base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.size {
            self.augment_blossom(t, v);
        }
        let i = self.position(b, t);
        let mut j = i as isize;
        let len = self.children[b].len() as isize;
        let (step, trick): (isize, isize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.child_at(b, j);
            let e = self.end_at(b, j - trick);
            let p = if trick == 1 { (e.1, e.0) } else { e };
            if t >= self.size {
                self.augment_blossom(t, p.0);
            }
            j += step;
            let t = self.child_at(b, j);
            if t >= self.size {
                self.augment_blossom(t, p.1);
            }
            self.mate[p.0] = p.1;
            self.mate[p.1] = p.0;
        }
        self.children[b].rotate_left(i);
        self.endpoints[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Augments along the path from the outer vertex `s` back to its
    /// tree's root, `s` matched with `partner` (or left free).
    fn augment_side(&mut self, s: usize, partner: usize) {
        let (mut s, mut partner) = (s, partner);
        loop {
            let bs = self.in_blossom[s];
            if bs >= self.size {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = partner;
            if self.label_end[bs] == NO_EDGE {
                break;
            }
            let t = self.label_end[bs].0;
            let bt = self.in_blossom[t];
            let (next, j) = self.label_end[bt];
            if bt >= self.size {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = next;
            s = next;
            partner = j;
        }
    }

    /// Augments along the path through the tight edge `v`-`w`.
    fn augment(&mut self, v: usize, w: usize) {
        self.augment_side(v, w);
        self.augment_side(w, v);
        self.end_stage();
    }

    /// The outer vertex `x`'s dual reached zero: it becomes free, its
    /// tree's root matched.
    fn augment_to_root(&mut self, x: usize) {
        self.augment_side(x, NONE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best total weight over all matchings of a small graph.
    fn brute_force(weights: &[Vec<u64>]) -> u64 {
        fn best(weights: &[Vec<u64>], left: &mut Vec<usize>) -> u64 {
            let Some(first) = left.pop() else {
                return 0;
            };
            let mut result = best(weights, left);
            for index in 0..left.len() {
                let other = left[index];
                if weights[first][other] > 0 {
                    left.remove(index);
                    result = result.max(weights[first][other] + best(weights, left));
                    left.insert(index, other);
                }
            }
            left.push(first);
            result
        }
        best(weights, &mut (0..weights.len()).collect())
    }

    /// The total weight of the matcher's matching, checked to be one.
    fn total(matcher: &Matcher<1>, weights: &[Vec<u64>]) -> u64 {
        let mates = matcher.mates();
        let mut sum = 0;
        for (v, &m) in mates.iter().enumerate() {
            assert_eq!(mates[m], v);
            if m > v {
                assert!(weights[v][m] > 0, "a missing edge matched");
                sum += weights[v][m];
            }
        }
        sum
    }

    #[test]
    fn matches_brute_force_through_changes() {
        let mut seed = 12345u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..300 {
            let n = 2 + (next() % 9) as usize;
            let mut weights = vec![vec![0u64; n]; n];
            let mut matcher = Matcher::<1>::new(n);
            for _ in 0..6 {
                let changes = 1 + next() % (n as u64 * 2);
                for _ in 0..changes {
                    let a = (next() % n as u64) as usize;
                    let b = (next() % n as u64) as usize;
                    if a == b {
                        continue;
                    }
                    let w = if next() % 4 == 0 { 0 } else { next() % 20 };
                    weights[a][b] = w;
                    weights[b][a] = w;
                    matcher.set(a, b, Wide::from_u64(w));
                }
                matcher.compute();
                assert_eq!(total(&matcher, &weights), brute_force(&weights));
            }
        }
    }
}
