//! Exhaustive tests of the board (R1-R6): every cell, every direction.

use std::collections::VecDeque;

use palanquee::games::palanquee::{CELL_COUNT, Cell, CellSet, Column, Direction, ParseCellError};

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

#[test]
fn r1_every_cell_name_round_trips_and_parsing_ignores_case() {
    let all: Vec<Cell> = Cell::all().collect();
    assert_eq!(all.len(), CELL_COUNT);
    assert_eq!(CELL_COUNT, 304);
    for c in &all {
        let name = c.to_string();
        assert_eq!(name.parse::<Cell>(), Ok(*c));
        assert_eq!(name.to_lowercase().parse::<Cell>(), Ok(*c));
        assert_eq!(Cell::from_index(c.index()), Some(*c));
    }
    assert_eq!(all.first().map(ToString::to_string).as_deref(), Some("A1"));
    assert_eq!(all.last().map(ToString::to_string).as_deref(), Some("S16"));
    assert_eq!(cell("j8").to_string(), "J8");
}

#[test]
fn r1_names_off_the_board_are_refused_with_a_reason() {
    assert_eq!("".parse::<Cell>(), Err(ParseCellError::Empty));
    for bad in ["T1", "Z9", "81", "?3", "é4"] {
        assert!(
            matches!(bad.parse::<Cell>(), Err(ParseCellError::BadColumn(_))),
            "{bad}"
        );
    }
    for bad in ["A0", "A17", "A", "A1x", "B-1", "C999", "D+5"] {
        assert!(
            matches!(bad.parse::<Cell>(), Err(ParseCellError::BadRow(_))),
            "{bad}"
        );
    }
}

#[test]
fn r2_even_and_odd_columns_have_the_ruled_neighbours() {
    let names = |c: Cell| {
        let mut n: Vec<String> = c.neighbours().map(|n| n.to_string()).collect();
        n.sort();
        n
    };
    // C (even): rows r-1 and r on the sides.
    assert_eq!(names(cell("C5")), ["B4", "B5", "C4", "C6", "D4", "D5"]);
    // D (odd, lowered): rows r and r+1 on the sides.
    assert_eq!(names(cell("D5")), ["C5", "C6", "D4", "D6", "E5", "E6"]);
    assert!(Column::ALL[1].is_lowered() && !Column::ALL[2].is_lowered());
}

#[test]
fn r2_every_neighbour_link_is_symmetric() {
    for c in Cell::all() {
        for d in Direction::ALL {
            if let Some(n) = c.neighbour(d) {
                assert_eq!(n.neighbour(d.opposite()), Some(c), "{c} {d:?}");
                assert!(n.touches(c));
            }
        }
    }
}

#[test]
fn r2_r4_272_cells_have_six_neighbours_and_32_have_four() {
    let mut six = 0;
    let mut four = 0;
    for c in Cell::all() {
        match c.neighbours().count() {
            6 => six += 1,
            4 => {
                four += 1;
                let column = c.column().letter();
                assert!(column == 'A' || column == 'S', "{c}");
            }
            n => panic!("{c} has {n} neighbours"),
        }
        let distinct: CellSet = c.neighbours().collect();
        assert_eq!(distinct.len(), c.neighbours().count(), "{c}");
        assert!(!distinct.contains(c));
    }
    assert_eq!((six, four), (272, 32));
}

#[test]
fn r3_rows_wrap_so_row_16_touches_row_1() {
    assert!(cell("B1").touches(cell("B16")));
    assert!(cell("A1").touches(cell("A16")));
    assert!(cell("A1").touches(cell("B16")));
    assert!(cell("B16").touches(cell("C16")));
    for column in Column::ALL {
        let ring: Vec<Cell> = column.cells().collect();
        assert_eq!(ring.len(), 16);
        for (i, c) in ring.iter().enumerate() {
            assert_eq!(c.neighbour(Direction::South), Some(ring[(i + 1) % 16]));
        }
    }
}

#[test]
fn r4_nothing_crosses_the_red_edges() {
    for c in Cell::all() {
        let letter = c.column().letter();
        let west = c
            .neighbour(Direction::NorthWest)
            .or(c.neighbour(Direction::SouthWest));
        let east = c
            .neighbour(Direction::NorthEast)
            .or(c.neighbour(Direction::SouthEast));
        assert_eq!(west.is_none(), letter == 'A', "{c}");
        assert_eq!(east.is_none(), letter == 'S', "{c}");
    }
}

#[test]
fn r5_a_column_line_is_a_ring_and_diagonals_run_edge_to_edge() {
    for c in Cell::all() {
        let ring: Vec<Cell> = c.ray(Direction::North).collect();
        assert_eq!(ring.len(), 15, "{c}: the other 15 cells of the ring");
        assert!(ring.iter().all(|r| r.column() == c.column()));
        for axis in [Direction::NorthEast, Direction::SouthEast] {
            let forward = c.ray(axis).count();
            let backward = c.ray(axis.opposite()).count();
            assert_eq!(forward + backward + 1, 19, "{c} {axis:?}");
        }
    }
    // A rising diagonal wraps through the blue edge.
    let line: Vec<String> = cell("A2")
        .ray(Direction::NorthEast)
        .take(3)
        .map(|c| c.to_string())
        .collect();
    assert_eq!(line, ["B1", "C1", "D16"]);
}

/// Breadth-first distances on the neighbour graph, the reference for R6.
fn bfs(from: Cell) -> Vec<usize> {
    let mut distance = vec![usize::MAX; CELL_COUNT];
    distance[from.index()] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for n in c.neighbours() {
            if distance[n.index()] == usize::MAX {
                distance[n.index()] = distance[c.index()] + 1;
                queue.push_back(n);
            }
        }
    }
    distance
}

#[test]
fn r6_distance_is_the_shortest_walk_on_the_cylinder_for_every_pair() {
    for a in Cell::all() {
        let reference = bfs(a);
        for b in Cell::all() {
            assert_eq!(a.distance(b), reference[b.index()], "{a} to {b}");
        }
    }
    assert_eq!(cell("B1").distance(cell("B16")), 1);
    assert_eq!(cell("H1").distance(cell("H9")), 8);
    assert_eq!(cell("A1").distance(cell("S1")), 18);
}

#[test]
fn cell_sets_grow_exactly_to_the_neighbours() {
    for c in Cell::all() {
        let grown = CellSet::single(c).grow();
        let expected: CellSet = c.neighbours().chain([c]).collect();
        assert_eq!(grown, expected, "{c}");
    }
}
