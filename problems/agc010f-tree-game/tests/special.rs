//! What only AGC010 F needs beyond the shared suite (tests/suite.rs): the
//! rule against the search on every labelled tree up to 4 vertices with
//! every stone vector up to 3 and on 3,000 seeded trees, the strict
//! inequality, the write-up's
//! two-vertex table, a path of 3000 vertices, explanations confirmed by the
//! search, and the refusal of edges that are not a tree.

use sglab::contract::{write, Problem};
use sglab::games::hackenbush::labelled_trees;
use sglab::games::stone_tree::adjacency;
use sglab::harness;
use sglab::problems::agc010f::{rule_starts, Agc010f, Tree};
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_agc010f");

fn input(tree: &Tree) -> String {
    write::<Agc010f>(std::slice::from_ref(tree))
}

fn tree(stones: &[u64], edges: &[(usize, usize)]) -> Tree {
    Tree {
        stones: stones.to_vec(),
        edges: edges.to_vec(),
    }
}

#[test]
fn rule_matches_the_search_on_every_small_tree_and_stone_vector() {
    let (mut p, mut count) = (Agc010f::default(), 0);
    for n in 2..=4u32 {
        for edges in labelled_trees(n as usize) {
            for code in 0..4u64.pow(n) {
                let stones: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i) % 4).collect();
                let t = tree(&stones, &edges);
                assert_eq!(rule_starts(&t), p.search_starts(&t), "{t:?}");
                count += 1;
            }
        }
    }
    assert_eq!(count, 16 + 3 * 64 + 16 * 256);
}

#[test]
fn rule_matches_the_search_on_thousands_of_seeded_trees() {
    // The shared suite runs 400 seeded trees through the binary (one process
    // each); the rule alone is checked on more.
    let (mut p, mut rng) = (Agc010f::default(), Rng::new(1));
    for _ in 0..3000 {
        let t = Agc010f::random_small(&mut rng);
        assert_eq!(rule_starts(&t), p.search_starts(&t), "{t:?}");
    }
}

/// The rule with `<=` (a neighbour with as many stones counts): wrong.
fn loose_rule(t: &Tree) -> Vec<usize> {
    fn wins(adjacent: &[Vec<usize>], stones: &[u64], v: usize, parent: usize) -> bool {
        (adjacent[v].iter()).any(|&w| w != parent && stones[w] <= stones[v] && !wins(adjacent, stones, w, v))
    }
    let adjacent = adjacency(t.stones.len(), &t.edges);
    (0..t.stones.len())
        .filter(|&v| wins(&adjacent, &t.stones, v, usize::MAX))
        .map(|v| v + 1)
        .collect()
}

#[test]
fn the_inequality_is_strict() {
    let mut p = Agc010f::default();
    let pair = tree(&[1, 1], &[(1, 2)]);
    assert_eq!(p.search_starts(&pair), Vec::<usize>::new());
    assert_eq!(loose_rule(&pair), vec![1, 2]);
    assert_eq!(harness::run_ok(BIN, &input(&pair)), "\n");
    // A vertex with no stone never wins, whatever its neighbours hold.
    let zeros = tree(&[0, 0, 5, 0], &[(1, 2), (2, 3), (3, 4)]);
    assert_eq!(p.search_starts(&zeros), vec![3]);
    assert!(loose_rule(&zeros).contains(&1));
    // The loose rule fails on many random trees.
    let mut rng = Rng::new(3);
    let wrong = (0..500)
        .map(|_| Agc010f::random_small(&mut rng))
        .filter(|t| loose_rule(t) != p.search_starts(t))
        .count();
    assert!(wrong > 100, "{wrong}");
}

#[test]
fn two_vertex_table() {
    // The write-up's table: on one edge, start 1 wins iff A_1 > A_2.
    let mut p = Agc010f::default();
    for a in 0..=4u64 {
        for b in 0..=4u64 {
            let starts = p.search_starts(&tree(&[a, b], &[(1, 2)]));
            assert_eq!(starts.contains(&1), a > b, "{a} {b}");
            assert_eq!(starts.contains(&2), b > a, "{a} {b}");
        }
    }
}

#[test]
fn a_path_of_3000_vertices_runs_without_recursion() {
    // Stones 3000, 2999, ..., 1 along the path 1 - 2 - ... - 3000: from v
    // only v + 1 has fewer stones. In its branch (v + 1, ..., 3000) the end
    // vertex 3000 loses, 2999 wins, 2998 loses...: w loses iff 3000 - w is
    // even, so start v wins iff 3000 - v is odd: the odd vertices.
    let n = 3000;
    let stones: Vec<u64> = (0..n as u64).map(|i| n as u64 - i).collect();
    let path = tree(&stones, &(1..n).map(|v| (v, v + 1)).collect::<Vec<_>>());
    let odd: Vec<String> = (1..n).step_by(2).map(|v| v.to_string()).collect();
    let expected = format!("{}\n", odd.join(" "));
    assert_eq!(Agc010f::default().reference(&path), expected);
    assert_eq!(harness::run_ok(BIN, &input(&path)), expected);
}

#[test]
fn explained_moves_are_confirmed_by_the_search() {
    let mut p = Agc010f::default();
    let text = p.explain(&tree(&[1, 2, 3], &[(1, 2), (2, 3)]));
    assert!(text.starts_with("Takahashi wins from vertices 2\n"), "{text}");
    assert!(text.contains("start 2: win: move to 1 (A = 1 < 2), a losing vertex (the search confirms"));
    assert!(text.contains("start 3: loss"));
    let mut rng = Rng::new(6);
    for _ in 0..500 {
        let t = Agc010f::random_small(&mut rng);
        let text = p.explain(&t);
        assert!(!text.contains("DISAGREES"), "{t:?}\n{text}");
        let wins = text.matches(": win:").count();
        assert_eq!(wins, text.matches("the search confirms").count(), "{text}");
        assert_eq!(wins, p.search_starts(&t).len(), "{t:?}\n{text}");
    }
}

#[test]
fn edges_that_are_not_a_tree_are_refused_where_they_start() {
    let error = harness::expect_failure(BIN, b"3\n1 1 1\n2 3\n3 2\n", "");
    assert_eq!(
        error,
        "error: the 2 edges starting at byte 8 do not form a tree: vertex 2 cannot be reached from vertex 1"
    );
    let error = harness::expect_failure(BIN, b"3\n1 1 1\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 cannot be reached from vertex 1"), "{error}");
    let ranges = sglab::meta::find("agc010f").unwrap().accepts;
    let e = sglab::contract::parse::<Agc010f>("3\n1 1 1\n1 2\n3 3\n", &ranges).unwrap_err();
    assert_eq!(e, "the 2 edges starting at byte 8 do not form a tree");
}
