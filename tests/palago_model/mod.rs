//! A second, independent model of Palago regions (P2-P4, P10) for the
//! tests: tiles in a hash map, corners found by their position on the
//! picture (P1, P14), pieces from the table of P4 written out, regions by a
//! plain union-find. It shares nothing with `src/games/palago/regions.rs` or the
//! corner tables of `src/games/palago/cell.rs`.

#![allow(dead_code)]

use std::collections::HashMap;

/// Tiles by cell `(q, r)`: the orientation's number 0..3.
pub type Tiles = HashMap<(i32, i32), usize>;

/// Where corner `c` of cell `(q, r)` lies on the picture, in units of
/// `s/2` across and `s·sqrt(3)/2` down (P1: centre `x = 1.5 s q`,
/// `y = sqrt(3) s (r + q/2)`; P14: corner `c` at `60° - 60°·c`).
pub fn corner_point(q: i32, r: i32, c: usize) -> (i32, i32) {
    const OFFSETS: [(i32, i32); 6] = [(1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1)];
    let (dx, dy) = OFFSETS[c % 6];
    (3 * q + dx, 2 * r + q + dy)
}

/// The cells having a corner at `point`, with that corner's number.
pub fn cells_at(point: (i32, i32)) -> Vec<((i32, i32), usize)> {
    let mut found = Vec::new();
    for c in 0..6 {
        let (q0, r0) = corner_point(0, 0, c);
        let (x, y) = (point.0 - q0, point.1 - r0);
        if x % 3 == 0 {
            let q = x / 3;
            if (y - q) % 2 == 0 {
                found.push(((q, (y - q) / 2), c));
            }
        }
    }
    found
}

/// White tip, blue tip, white bridge, blue bridge of orientation `k`, as
/// PALAGO.md's P4 table gives them.
const P4: [(usize, usize, [usize; 2], [usize; 2]); 3] = [
    (1, 4, [3, 5], [0, 2]),
    (3, 0, [5, 1], [2, 4]),
    (5, 2, [1, 3], [4, 0]),
];

/// The pieces of a tile in orientation `k`: the corners each holds
/// (one for a tip, two for a bridge), and whether it is white.
pub fn pieces(k: usize) -> [(Vec<usize>, bool); 4] {
    let (white_tip, blue_tip, white_bridge, blue_bridge) = P4[k];
    [
        (vec![white_tip], true),
        (vec![blue_tip], false),
        (white_bridge.to_vec(), true),
        (blue_bridge.to_vec(), false),
    ]
}

/// One region of the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// White or blue.
    pub white: bool,
    /// Bridges in it.
    pub straights: usize,
    /// No corner of it has an empty cell around.
    pub closed: bool,
    /// Its corner points, sorted.
    pub points: Vec<(i32, i32)>,
}

impl Region {
    pub fn is_creature(&self) -> bool {
        self.closed && self.straights > 0
    }
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// Every region of the tiles.
pub fn regions(tiles: &Tiles) -> Vec<Region> {
    // Pieces: (cell, corners, white).
    let mut all: Vec<((i32, i32), Vec<usize>, bool)> = Vec::new();
    let mut sorted: Vec<_> = tiles.iter().collect();
    sorted.sort();
    for (&cell, &k) in sorted {
        for (corners, white) in pieces(k) {
            all.push((cell, corners, white));
        }
    }
    let mut parent: Vec<usize> = (0..all.len()).collect();
    let mut at_point: HashMap<(i32, i32), usize> = HashMap::new();
    for (index, (cell, corners, _)) in all.iter().enumerate() {
        for &c in corners {
            let point = corner_point(cell.0, cell.1, c);
            match at_point.get(&point) {
                Some(&other) => {
                    let (a, b) = (find(&mut parent, index), find(&mut parent, other));
                    parent[a] = b;
                }
                None => {
                    at_point.insert(point, index);
                }
            }
        }
    }
    let mut by_root: HashMap<usize, Region> = HashMap::new();
    for (index, (cell, corners, white)) in all.iter().enumerate() {
        let root = find(&mut parent, index);
        let region = by_root.entry(root).or_insert(Region {
            white: *white,
            straights: 0,
            closed: true,
            points: Vec::new(),
        });
        assert_eq!(region.white, *white, "a region mixes colours");
        if corners.len() == 2 {
            region.straights += 1;
        }
        for &c in corners {
            let point = corner_point(cell.0, cell.1, c);
            let around = cells_at(point);
            assert_eq!(around.len(), 3, "three cells meet at a corner");
            if around.iter().any(|(cell, _)| !tiles.contains_key(cell)) {
                region.closed = false;
            }
            region.points.push(point);
        }
    }
    let mut regions: Vec<Region> = by_root
        .into_values()
        .map(|mut r| {
            r.points.sort_unstable();
            r.points.dedup();
            r
        })
        .collect();
    regions.sort_by(|a, b| a.points.cmp(&b.points));
    regions
}

/// Whether there is a white creature, a blue creature.
pub fn creatures(tiles: &Tiles) -> [bool; 2] {
    let mut found = [false; 2];
    for region in regions(tiles) {
        if region.is_creature() {
            found[usize::from(!region.white)] = true;
        }
    }
    found
}

/// The largest open region's straights, White then Blue (P12).
pub fn tiebreak(tiles: &Tiles) -> [usize; 2] {
    let mut scores = [0; 2];
    for region in regions(tiles).iter().filter(|r| !r.closed) {
        let score = &mut scores[usize::from(!region.white)];
        *score = (*score).max(region.straights);
    }
    scores
}

/// The six neighbours of a cell (P1).
pub fn neighbours((q, r): (i32, i32)) -> [(i32, i32); 6] {
    [
        (q, r - 1),
        (q + 1, r - 1),
        (q + 1, r),
        (q, r + 1),
        (q - 1, r + 1),
        (q - 1, r),
    ]
}

/// A third view: the tiles drawn on a pixel canvas (P14) and flood-filled.
/// Each pixel belongs to the cell of the nearest centre; inside a tile it is
/// a tip when within `s/2` of a tip corner, else it takes the colour of the
/// bridge on its side of the straight. Returns whether there is a white
/// creature, a blue creature, and the number of eyes (closed regions
/// without a bridge pixel).
pub fn pixel_creatures(tiles: &Tiles, s: f64) -> ([bool; 2], usize) {
    const EMPTY: u8 = 0;
    let root3 = 3f64.sqrt();
    let centre = |q: i32, r: i32| {
        (
            1.5 * s * f64::from(q),
            root3 * s * (f64::from(r) + f64::from(q) / 2.0),
        )
    };
    let corner = |q: i32, r: i32, c: usize| {
        let (x, y) = centre(q, r);
        let angle = (60.0 - 60.0 * c as f64).to_radians();
        (x + s * angle.cos(), y - s * angle.sin())
    };
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for &(q, r) in tiles.keys() {
        let (x, y) = centre(q, r);
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let margin = 2.0 * s;
    let (x0, y0) = (x0 - margin, y0 - margin);
    let width = ((x1 + margin - x0) as usize).max(1);
    let height = ((y1 + margin - y0) as usize).max(1);
    // Pixel: 0 empty, 1 white, 2 blue; bridge pixels flagged apart.
    let mut colour = vec![EMPTY; width * height];
    let mut bridge = vec![false; width * height];
    for py in 0..height {
        for px in 0..width {
            let (x, y) = (x0 + px as f64 + 0.5, y0 + py as f64 + 0.5);
            // The nearest centre: round in axial coordinates, then check
            // the neighbours.
            let qf = x / (1.5 * s);
            let rf = y / (root3 * s) - qf / 2.0;
            let (qa, ra) = (qf.round() as i32, rf.round() as i32);
            let mut best = (f64::MAX, (qa, ra));
            for (q, r) in std::iter::once((qa, ra)).chain(neighbours((qa, ra))) {
                let (cx, cy) = centre(q, r);
                let d = (cx - x).powi(2) + (cy - y).powi(2);
                if d < best.0 {
                    best = (d, (q, r));
                }
            }
            let (q, r) = best.1;
            let Some(&k) = tiles.get(&(q, r)) else {
                continue;
            };
            let (white_tip, blue_tip, white_bridge, _) = P4[k];
            let near = |c: usize| {
                let (cx, cy) = corner(q, r, c);
                (cx - x).powi(2) + (cy - y).powi(2) < (s / 2.0).powi(2)
            };
            let index = py * width + px;
            colour[index] = if near(white_tip) {
                1
            } else if near(blue_tip) {
                2
            } else {
                bridge[index] = true;
                // The straight runs from the centre towards the midpoint of
                // side 2k, i.e. at angle 90° - 120°·k on the picture.
                let (cx, cy) = centre(q, r);
                let angle = (90.0 - 120.0 * k as f64).to_radians();
                let (dx, dy) = (angle.cos(), -angle.sin());
                let side = |px: f64, py: f64| dx * (py - cy) - dy * (px - cx);
                let (wx, wy) = corner(q, r, white_bridge[0]);
                if side(x, y).signum() == side(wx, wy).signum() {
                    1
                } else {
                    2
                }
            };
        }
    }
    let mut seen = vec![false; width * height];
    let mut found = [false; 2];
    let mut eyes = 0;
    for start in 0..width * height {
        if colour[start] == EMPTY || seen[start] {
            continue;
        }
        let c = colour[start];
        let (mut closed, mut has_bridge) = (true, false);
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(index) = stack.pop() {
            has_bridge |= bridge[index];
            let (px, py) = (index % width, index / width);
            let next = [
                (px > 0).then(|| index - 1),
                (px + 1 < width).then(|| index + 1),
                (py > 0).then(|| index - width),
                (py + 1 < height).then(|| index + width),
            ];
            for n in next {
                match n {
                    None => closed = false,
                    Some(n) if colour[n] == EMPTY => closed = false,
                    Some(n) if colour[n] == c && !seen[n] => {
                        seen[n] = true;
                        stack.push(n);
                    }
                    Some(_) => {}
                }
            }
        }
        if closed && has_bridge {
            found[usize::from(c - 1)] = true;
        } else if closed {
            eyes += 1;
        }
    }
    (found, eyes)
}
