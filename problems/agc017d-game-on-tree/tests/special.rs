//! AGC017 D: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::hackenbush::labelled_trees;
use sglab::graph_gen::{path, star};
use sglab::prelude::*;
use pack::problems::agc017d::*;

sglab::suite!(Agc017d);

/// Every labelled tree to 7 vertices (the binary to 5), and the root trap:
/// on many 5-vertex trees the answer changes when the first edge's first
/// end is made the root; the binary roots them at 1, as the search does.
#[test]
fn colon_principle_matches_the_search_on_every_labelled_tree_to_7_vertices() {
    let (mut p, mut count, mut root_traps) = (Agc017d, 0, 0);
    for n in 2..=7 {
        for edges in labelled_trees(n) {
            let by_search = WORDS.answer(mover_wins(&edges, None));
            assert_eq!(p.reference(&edges), by_search, "{edges:?}");
            if n <= 5 {
                assert_eq!(
                    harness::run_ok(bin(), &write_one::<Agc017d>(&edges)),
                    by_search,
                    "{edges:?}"
                );
            }
            // Labels 1 and a swapped: a, the first edge's first end, is the root.
            let mut label: Vec<usize> = (0..=n).collect();
            label.swap(1, edges[0].0);
            let rerooted: Vec<(usize, usize)> = edges.iter().map(|&(x, y)| (label[x], label[y])).collect();
            root_traps += usize::from(n == 5 && p.reference(&rerooted) != by_search);
            count += 1;
        }
    }
    assert_eq!(count, 1 + 3 + 16 + 125 + 1296 + 16807);
    assert!(root_traps > 10, "{root_traps}");
}

/// The values the write-up's table shows, with the search's verdicts: a
/// path of k edges hanging from the root is a Nim heap of k; k edges at the
/// root alone are k heaps of 1; the four samples.
#[test]
fn values_of_the_write_up() {
    for k in 1..=10usize {
        assert_eq!(colon_value(&path(k + 1)), Some(k as u64));
        assert_eq!(colon_value(&star(k + 1, 1)), Some(k as u64 % 2));
    }
    let samples = [
        (vec![(1, 2), (2, 3), (2, 4), (4, 5)], 4),
        (vec![(1, 2), (2, 3), (1, 4), (4, 5)], 0),
        (vec![(1, 2), (2, 4), (5, 1), (6, 3), (3, 2)], 5),
        (vec![(1, 2), (3, 7), (4, 6), (2, 3), (2, 4), (1, 5)], 0),
    ];
    for (edges, g) in samples {
        assert_eq!(colon_value(&edges), Some(g), "{edges:?}");
        assert_eq!(mover_wins(&edges, None), g != 0, "{edges:?}");
    }
}

#[test]
fn a_path_and_a_star_of_100000_vertices_run_without_recursion() {
    let n = 100_000;
    // A path with vertex 1 in the middle: two heaps of 50,000 and 49,999.
    let order: Vec<usize> = (2..=50_001).chain([1]).chain(50_002..=n).collect();
    let middle: Vec<(usize, usize)> = order.windows(2).map(|w| (w[0], w[1])).collect();
    assert_eq!(colon_value(&middle), Some(50_000 ^ 49_999));
    // A path of 99,999 edges from the root (g = 99999); a star centred at 1
    // (99,999 heaps of 1, xor 1); a star centred at 2 with root leaf 1
    // (g(1) = (99,998 mod 2) + 1 = 1). Alice wins all four.
    let reversed: Vec<(usize, usize)> = path(n).into_iter().map(|(x, y)| (y, x)).collect();
    for edges in [middle, reversed, star(n, 1), star(n, 2)] {
        assert_eq!(harness::run_ok(bin(), &write_one::<Agc017d>(&edges)), "Alice\n");
    }
}

#[test]
fn edges_that_are_not_a_tree_are_refused() {
    // A cycle 2-3-2 leaves vertex 1 alone; a self-loop likewise.
    let error = harness::expect_failure(bin(), b"3\n2 3\n3 2\n", "");
    assert_eq!(
        error,
        "error: N at byte 0: the 2 edges that follow do not form a tree: vertex 2 is not connected to vertex 1"
    );
    let error = harness::expect_failure(bin(), b"3\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 is not connected to vertex 1"), "{error}");
}
