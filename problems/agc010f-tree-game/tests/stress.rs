//! AGC010 F against the real turns searched over (stones, piece): every
//! labelled tree up to 4 vertices with every stone vector up to 3, thousands
//! of seeded trees through the rule and the binary, the strict inequality,
//! the two-vertex table of the write-up, the golden files, a path of 3000
//! vertices, range and tree refusals, and the bad-input suite.

use sglab::games::hackenbush::labelled_trees;
use sglab::games::stone_tree;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::agc010f::{rule_starts, search_starts, Agc010f, Tree};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_agc010f");

fn input(tree: &Tree) -> String {
    Agc010f::write(std::slice::from_ref(tree))
}

/// Every stone vector of `n` vertices with 0..=top stones each.
fn stone_vectors(n: usize, top: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                (0..=top).map(move |a| {
                    let mut w = v.clone();
                    w.push(a);
                    w
                })
            })
            .collect();
    }
    all
}

#[test]
fn rule_matches_the_search_on_every_small_tree_and_stone_vector() {
    let mut count = 0;
    for n in 2..=4 {
        for edges in labelled_trees(n) {
            for stones in stone_vectors(n, 3) {
                let tree = Tree {
                    stones,
                    edges: edges.clone(),
                };
                assert_eq!(rule_starts(&tree), search_starts(&tree), "{tree:?}");
                count += 1;
            }
        }
    }
    assert_eq!(count, 16 + 3 * 64 + 16 * 256);
}

#[test]
fn rule_matches_the_search_on_thousands_of_seeded_trees() {
    let mut rng = Rng::new(1);
    for _ in 0..3000 {
        let tree = Agc010f::random_small(&mut rng);
        assert_eq!(rule_starts(&tree), search_starts(&tree), "{tree:?}");
    }
}

#[test]
fn binary_matches_the_search_on_seeded_trees() {
    let mut rng = Rng::new(2);
    for _ in 0..600 {
        let tree = Agc010f::random_small(&mut rng);
        let expected = sglab::judge::brute_output::<Agc010f>(std::slice::from_ref(&tree));
        assert_eq!(harness::run_ok(BIN, &input(&tree)), expected, "{tree:?}");
    }
}

/// The rule with `<=` (a neighbour with as many stones counts): wrong.
fn loose_rule(tree: &Tree) -> Vec<usize> {
    let n = tree.stones.len();
    let adjacent = stone_tree::adjacency(n, &tree.edges);
    fn wins(adjacent: &[Vec<usize>], stones: &[u64], v: usize, parent: usize) -> bool {
        adjacent[v]
            .iter()
            .any(|&w| w != parent && stones[w] <= stones[v] && !wins(adjacent, stones, w, v))
    }
    (0..n)
        .filter(|&v| wins(&adjacent, &tree.stones, v, usize::MAX))
        .map(|v| v + 1)
        .collect()
}

#[test]
fn the_inequality_is_strict() {
    let pair = Tree {
        stones: vec![1, 1],
        edges: vec![(1, 2)],
    };
    assert_eq!(search_starts(&pair), Vec::<usize>::new());
    assert_eq!(loose_rule(&pair), vec![1, 2]);
    assert_eq!(harness::run_ok(BIN, &input(&pair)), "\n");
    // A vertex with no stone never wins, whatever its neighbours hold.
    let zeros = Tree {
        stones: vec![0, 0, 5, 0],
        edges: vec![(1, 2), (2, 3), (3, 4)],
    };
    assert_eq!(search_starts(&zeros), vec![3]);
    assert!(loose_rule(&zeros).contains(&1));
    // The loose rule fails on many random trees.
    let mut rng = Rng::new(3);
    let wrong = (0..500)
        .map(|_| Agc010f::random_small(&mut rng))
        .filter(|t| loose_rule(t) != search_starts(t))
        .count();
    assert!(wrong > 100, "{wrong}");
}

#[test]
fn two_vertex_table() {
    // The write-up's table: on one edge, start 1 wins iff A_1 > A_2.
    for a in 0..=4u64 {
        for b in 0..=4u64 {
            let tree = Tree {
                stones: vec![a, b],
                edges: vec![(1, 2)],
            };
            let starts = search_starts(&tree);
            assert_eq!(starts.contains(&1), a > b, "{a} {b}");
            assert_eq!(starts.contains(&2), b > a, "{a} {b}");
        }
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Agc010f>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "3\n1 2 3\n1 2\n2 3\n").as_bytes(), b"2\n");
    assert_eq!(harness::run_ok(BIN, "3\n1 1 1\n1 2\n2 3\n").as_bytes(), b"\n");
    assert_eq!(harness::run_ok(BIN, "2\r\n2\t1\r\n1 2").as_bytes(), b"1\n");
}

#[test]
fn a_path_of_3000_vertices_runs_without_recursion() {
    // Stones 3000, 2999, ..., 1 along the path 1 - 2 - ... - 3000: from v
    // only v + 1 has fewer stones. In its branch (v + 1, ..., 3000) the end
    // vertex 3000 loses, 2999 wins, 2998 loses...: w loses iff 3000 - w is
    // even, so start v wins iff 3000 - v is odd: the odd vertices.
    let n = 3000;
    let tree = Tree {
        stones: (0..n as u64).map(|i| n as u64 - i).collect(),
        edges: (1..n).map(|v| (v, v + 1)).collect(),
    };
    let out = harness::run_ok(BIN, &input(&tree));
    assert_eq!(out, Agc010f::reference(&tree));
    let odd: Vec<String> = (1..n).step_by(2).map(|v| v.to_string()).collect();
    assert_eq!(out, format!("{}\n", odd.join(" ")));
}

#[test]
fn ranges_and_trees_are_enforced_by_name() {
    let error = harness::expect_failure(BIN, b"1\n5\n", "");
    assert_eq!(error, "error: N at byte 0: 1 is outside the supported range 2..=3000");
    let error = harness::expect_failure(BIN, b"3001\n", "");
    assert!(error.starts_with("error: N at byte 0: 3001 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"2\n1 1000000001\n1 2\n", "");
    assert_eq!(
        error,
        "error: A_i at byte 4: 1000000001 is outside the supported range 0..=1000000000"
    );
    let error = harness::expect_failure(BIN, b"2\n1 1\n0 2\n", "");
    assert!(error.starts_with("error: a_i at byte 6: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"2\n1 1\n1 3\n", "");
    assert_eq!(error, "error: b_i at byte 8: 3 is outside the supported range 1..=2");
    let error = harness::expect_failure(BIN, b"3\n1 1 1\n2 3\n3 2\n", "");
    assert_eq!(
        error,
        "error: a_i at byte 8: the 2 edges do not form a tree: vertex 2 is not connected to vertex 1"
    );
    let error = harness::expect_failure(BIN, b"3\n1 1 1\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 is not connected to vertex 1"), "{error}");
    assert!(Agc010f::parse("3\n1 1 1\n1 2\n3 3\n").is_err());
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[("5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n", "1 2\n")]);
}
