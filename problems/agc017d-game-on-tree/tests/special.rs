//! What only AGC017 D needs beyond the shared suite (tests/suite.rs): the
//! Colon principle against the search on every labelled tree up to 7
//! vertices (and the binary up to 5), the values the write-up shows, the
//! root being vertex 1, paths and stars of 100,000 vertices, and the
//! refusal of edges that are not a tree.

use sglab::contract::{write, Problem};
use sglab::games::hackenbush::labelled_trees;
use sglab::harness;
use sglab::problems::agc017d::{colon_value, Agc017d, WORDS};

const BIN: &str = env!("CARGO_BIN_EXE_agc017d");

fn input(edges: &[(usize, usize)]) -> String {
    write::<Agc017d>(&[edges.to_vec()])
}

#[test]
fn colon_principle_matches_the_search_on_every_labelled_tree_to_7_vertices() {
    let (mut p, mut count) = (Agc017d::default(), 0);
    for n in 2..=7 {
        for edges in labelled_trees(n) {
            let by_search = WORDS.answer(p.alice_wins(&edges));
            assert_eq!(p.reference(&edges), by_search, "{edges:?}");
            if n <= 5 {
                assert_eq!(harness::run_ok(BIN, &input(&edges)), by_search, "{edges:?}");
            }
            count += 1;
        }
    }
    assert_eq!(count, 1 + 3 + 16 + 125 + 1296 + 16807);
}

#[test]
fn values_of_paths_and_stars() {
    // A path of k edges hanging from the root is a Nim heap of k; k edges
    // at the root alone are k heaps of 1.
    for k in 1..=10usize {
        let path: Vec<(usize, usize)> = (1..=k).map(|v| (v, v + 1)).collect();
        assert_eq!(colon_value(&path), Some(k as u64));
        let star: Vec<(usize, usize)> = (2..=k + 1).map(|v| (1, v)).collect();
        assert_eq!(colon_value(&star), Some(k as u64 % 2));
    }
}

#[test]
fn sample_values() {
    // The values the write-up's table shows, and the search's verdicts.
    let samples = [
        (vec![(1, 2), (2, 3), (2, 4), (4, 5)], 4),
        (vec![(1, 2), (2, 3), (1, 4), (4, 5)], 0),
        (vec![(1, 2), (2, 4), (5, 1), (6, 3), (3, 2)], 5),
        (vec![(1, 2), (3, 7), (4, 6), (2, 3), (2, 4), (1, 5)], 0),
    ];
    let mut p = Agc017d::default();
    for (edges, g) in samples {
        assert_eq!(colon_value(&edges), Some(g), "{edges:?}");
        assert_eq!(p.alice_wins(&edges), g != 0, "{edges:?}");
    }
}

#[test]
fn the_root_is_vertex_1_not_the_first_edges_end() {
    // Trees whose answer changes when the first edge's first end is made
    // the root: the binary roots them at 1, as the search does.
    let (mut p, mut found) = (Agc017d::default(), 0);
    for edges in labelled_trees(5).into_iter().filter(|e| e[0].0 != 1) {
        let a = edges[0].0;
        let swap = |v: usize| [v, 1, a][usize::from(v == a) + 2 * usize::from(v == 1)];
        let rerooted: Vec<(usize, usize)> = edges.iter().map(|&(x, y)| (swap(x), swap(y))).collect();
        if p.reference(&rerooted) != p.reference(&edges) {
            assert_eq!(harness::run_ok(BIN, &input(&edges)), WORDS.answer(p.alice_wins(&edges)));
            found += 1;
        }
    }
    assert!(found > 10, "{found}");
}

#[test]
fn a_path_and_a_star_of_100000_vertices_run_without_recursion() {
    let n = 100_000;
    // A path with vertex 1 in the middle: two heaps of 50,000 and 49,999.
    let order: Vec<usize> = (2..=50_001).chain([1]).chain(50_002..=n).collect();
    let path: Vec<(usize, usize)> = order.windows(2).map(|w| (w[0], w[1])).collect();
    assert_eq!(colon_value(&path), Some(50_000 ^ 49_999));
    assert_eq!(harness::run_ok(BIN, &input(&path)), "Alice\n");
    // A path of 99,999 edges from the root: g = 99999, Alice.
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v + 1, v)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&path)), "Alice\n");
    // A star centred at 1: 99,999 heaps of 1, xor 1: Alice. Centred at 2
    // with root leaf 1: g(1) = (99,998 mod 2) + 1 = 1: Alice.
    let star: Vec<(usize, usize)> = (2..=n).map(|v| (1, v)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&star)), "Alice\n");
    let star: Vec<(usize, usize)> = (1..=n).filter(|&v| v != 2).map(|v| (v, 2)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&star)), "Alice\n");
}

#[test]
fn edges_that_are_not_a_tree_are_refused() {
    // A cycle 2-3-2 leaves vertex 1 alone; a self-loop likewise.
    let error = harness::expect_failure(BIN, b"3\n2 3\n3 2\n", "");
    assert_eq!(
        error,
        "error: N at byte 0: the 2 edges that follow do not form a tree: vertex 2 is not connected to vertex 1"
    );
    let error = harness::expect_failure(BIN, b"3\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 is not connected to vertex 1"), "{error}");
}
