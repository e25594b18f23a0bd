//! AGC017 D against the game played exhaustively on edge subsets: every
//! labelled tree up to 7 vertices against the Colon principle, thousands of
//! seeded random trees through the binary, the root being vertex 1, paths
//! and stars of 100,000 vertices, the exact strings, the golden files,
//! range and tree refusals, and the bad-input suite.

use sglab::games::hackenbush::{self, labelled_trees};
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::agc017d::{colon_value, Agc017d};
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_agc017d");

fn brute(edges: &[(usize, usize)]) -> String {
    Agc017d::brute(&[edges.to_vec()])[0].clone().expect("small tree")
}

fn input(edges: &[(usize, usize)]) -> String {
    Agc017d::write(&[edges.to_vec()])
}

#[test]
fn colon_principle_matches_the_search_on_every_labelled_tree_to_7_vertices() {
    let mut count = 0;
    for n in 2..=7 {
        for edges in labelled_trees(n) {
            assert_eq!(Agc017d::reference(&edges), brute(&edges), "{edges:?}");
            count += 1;
        }
    }
    assert_eq!(count, 1 + 3 + 16 + 125 + 1296 + 16807);
}

#[test]
fn binary_matches_the_search_on_every_labelled_tree_to_5_vertices() {
    for n in 2..=5 {
        for edges in labelled_trees(n) {
            assert_eq!(harness::run_ok(BIN, &input(&edges)), brute(&edges), "{edges:?}");
        }
    }
}

#[test]
fn thousands_of_seeded_trees_match_the_brute_force() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        for _ in 0..400 {
            let edges = Agc017d::random_small(&mut rng);
            assert_eq!(
                harness::run_ok(BIN, &input(&edges)),
                brute(&edges),
                "seed {seed}: {edges:?}"
            );
        }
    }
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
fn the_root_is_vertex_1_not_the_first_edges_end() {
    // Sample 3 rooted at 3 (its first edge is not at 1 in many trees):
    // find trees whose answer changes with the root, and check the binary
    // roots at 1.
    let mut found = 0;
    for edges in labelled_trees(5) {
        let (a, _) = edges[0];
        if a == 1 {
            continue;
        }
        let swap = |v: usize| {
            if v == a {
                1
            } else if v == 1 {
                a
            } else {
                v
            }
        };
        let rerooted: Vec<(usize, usize)> = edges.iter().map(|&(x, y)| (swap(x), swap(y))).collect();
        if Agc017d::reference(&rerooted) != Agc017d::reference(&edges) {
            assert_eq!(harness::run_ok(BIN, &input(&edges)), brute(&edges), "{edges:?}");
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
    let ran = harness::run(BIN, input(&path).as_bytes(), Duration::from_secs(10));
    assert_eq!((ran.code, ran.stdout.as_str()), (Some(0), "Alice\n"));
    assert_eq!(colon_value(&path), Some(50_000 ^ 49_999));
    // A path of 99,999 edges from the root: g = 99999, Alice.
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v + 1, v)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&path)), "Alice\n");
    // A star centred at 1: 99,999 heaps of 1, xor 1: Alice. Centred at 2
    // with root leaf 1: g(1) = (99,998 mod 2) + 1 = 1: Alice.
    let star: Vec<(usize, usize)> = (2..=n).map(|v| (1, v)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&star)), "Alice\n");
    let star: Vec<(usize, usize)> = (1..=n).filter(|&v| v != 2).map(|v| (v, 2)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&star)), "Alice\n");
    let star: Vec<(usize, usize)> = (1..n).filter(|&v| v != 2).map(|v| (v, 2)).collect();
    assert_eq!(harness::run_ok(BIN, &input(&star)), Agc017d::reference(&star));
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Agc017d>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "2\n2 1\n").as_bytes(), b"Alice\n");
    assert_eq!(harness::run_ok(BIN, "3\n1 2\n3 1\n").as_bytes(), b"Bob\n");
}

#[test]
fn ranges_and_trees_are_enforced_by_name() {
    let error = harness::expect_failure(BIN, b"1\n", "");
    assert_eq!(error, "error: N at byte 0: 1 is outside the supported range 2..=100000");
    let error = harness::expect_failure(BIN, b"100001\n1 2\n", "");
    assert!(error.starts_with("error: N at byte 0: 100001 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"3\n1 2\n2 4\n", "");
    assert_eq!(error, "error: y_i at byte 8: 4 is outside the supported range 1..=3");
    let error = harness::expect_failure(BIN, b"3\n0 2\n2 3\n", "");
    assert!(error.starts_with("error: x_i at byte 2: 0 is outside"), "{error}");
    // A cycle 2-3-2 leaves vertex 1 alone; a self-loop likewise.
    let error = harness::expect_failure(BIN, b"3\n2 3\n3 2\n", "");
    assert_eq!(
        error,
        "error: x_i at byte 2: the 2 edges do not form a tree: vertex 2 is not connected to vertex 1"
    );
    let error = harness::expect_failure(BIN, b"3\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 is not connected to vertex 1"), "{error}");
    assert!(Agc017d::parse("3\n1 2\n3 3\n").is_err());
    assert!(hackenbush::labelled_trees(3)
        .iter()
        .all(|t| Agc017d::parse(&input(t)).is_ok()));
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[("5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n")]);
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
    for (edges, g) in samples {
        assert_eq!(colon_value(&edges), Some(g), "{edges:?}");
        assert_eq!(brute(&edges), if g != 0 { "Alice\n" } else { "Bob\n" });
    }
}
