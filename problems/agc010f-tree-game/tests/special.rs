//! AGC010 F: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::hackenbush::labelled_trees;
use sglab::games::stone_tree::adjacency;
use sglab::graph_gen;
use sglab::prelude::*;
use pack::problems::agc010f::*;

sglab::suite!(Agc010f);

fn tree(stones: Vec<u64>, edges: Vec<(usize, usize)>) -> Tree {
    Tree { stones, edges }
}

/// Every labelled tree on 2 to 4 vertices with 0 to 3 stones per vertex,
/// then 3,000 seeded trees (the shared suite runs 400 through the binary,
/// one process each; the rule alone is checked on more).
#[test]
fn rule_matches_the_search_on_small_and_seeded_trees() {
    let (mut rng, mut trees) = (Rng::new(1), Vec::new());
    for n in 2..=4u32 {
        for edges in labelled_trees(n as usize) {
            for code in 0..4u64.pow(n) {
                trees.push(tree((0..n).map(|i| code / 4u64.pow(i) % 4).collect(), edges.clone()));
            }
        }
    }
    assert_eq!(trees.len(), 16 + 3 * 64 + 16 * 256);
    trees.extend((0..3000).map(|_| Agc010f::random_small(&mut rng)));
    for t in &trees {
        assert_eq!(rule_starts(t), search_starts(t), "{t:?}");
    }
}

/// The rule with `<=` (a neighbour with as many stones counts): wrong.
fn loose_rule(t: &Tree) -> Vec<usize> {
    fn wins(adjacent: &[Vec<usize>], stones: &[u64], v: usize, parent: usize) -> bool {
        (adjacent[v].iter()).any(|&w| w != parent && stones[w] <= stones[v] && !wins(adjacent, stones, w, v))
    }
    let adjacent = adjacency(t.stones.len(), &t.edges);
    (1..=t.stones.len())
        .filter(|&v| wins(&adjacent, &t.stones, v - 1, usize::MAX))
        .collect()
}

#[test]
fn the_inequality_is_strict() {
    let pair = tree(vec![1, 1], vec![(1, 2)]);
    assert_eq!(search_starts(&pair), Vec::<usize>::new());
    assert_eq!(loose_rule(&pair), vec![1, 2]);
    assert_eq!(harness::run_ok(bin(), &write_one::<Agc010f>(&pair)), "\n");
    // A vertex with no stone never wins, whatever its neighbours hold.
    let zeros = tree(vec![0, 0, 5, 0], vec![(1, 2), (2, 3), (3, 4)]);
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

/// The write-up's table: on one edge, the start that wins (start 1 iff
/// A_1 > A_2), by the search.
#[test]
fn two_vertex_table() {
    let cell = |a, b| match join(&search_starts(&tree(vec![a, b], vec![(1, 2)]))) {
        s if s.is_empty() => "-".to_string(),
        s => s,
    };
    let rows: Vec<_> = (0..=4).map(|a| row(a, (0..=4).map(|b| cell(a, b)))).collect();
    assert_write_up_has(&markdown_table(&row("$A_1 \\setminus A_2$", 0..=4), &rows));
}

/// Stones 3000, 2999, ..., 1 along the path 1 - 2 - ... - 3000: from v only
/// v + 1 has fewer stones. In its branch (v + 1, ..., 3000) the end vertex
/// 3000 loses, 2999 wins, 2998 loses...: w loses iff 3000 - w is even, so
/// start v wins iff 3000 - v is odd: the odd vertices.
#[test]
fn a_path_of_3000_vertices_runs_without_recursion() {
    let path = tree((1..=3000).rev().collect(), graph_gen::path(3000));
    let odd: Vec<usize> = (1..3000).step_by(2).collect();
    let expected = format!("{}\n", join(&odd));
    assert_eq!(Agc010f.reference(&path), expected);
    assert_eq!(harness::run_ok(bin(), &write_one::<Agc010f>(&path)), expected);
}

#[test]
fn explained_moves_are_confirmed_by_the_search() {
    let mut p = Agc010f;
    let text = p.explain(&tree(vec![1, 2, 3], vec![(1, 2), (2, 3)]));
    assert!(text.starts_with("Takahashi wins from vertices 2\n"), "{text}");
    assert!(text.contains("start 2: win: move to 1 (A = 1 < 2), a losing vertex (the search confirms"));
    assert!(text.contains("start 3: loss"));
    let mut rng = Rng::new(6);
    for t in (0..500).map(|_| Agc010f::random_small(&mut rng)) {
        let text = p.explain(&t);
        assert!(!text.contains("DISAGREES"), "{t:?}\n{text}");
        let wins = text.matches(": win:").count();
        assert_eq!(wins, text.matches("the search confirms").count(), "{text}");
        assert_eq!(wins, search_starts(&t).len(), "{t:?}\n{text}");
    }
}

#[test]
fn edges_that_are_not_a_tree_are_refused_where_they_start() {
    let e = harness::expect_failure(bin(), b"3\n1 1 1\n2 3\n3 2\n", "");
    let why = "do not form a tree: vertex 2 cannot be reached from vertex 1";
    assert_eq!(e, format!("error: the 2 edges starting at byte 8 {why}"));
    let error = harness::expect_failure(bin(), b"3\n1 1 1\n1 2\n3 3\n", "");
    assert!(error.ends_with("vertex 3 cannot be reached from vertex 1"), "{error}");
    let e = parsed::<Agc010f>("3\n1 1 1\n1 2\n3 3\n").unwrap_err();
    assert_eq!(e, "the 2 edges starting at byte 8 do not form a tree");
}

/// "Winning vertex" would mean the mover wins in AGC010 F and A (who does
/// not move first) wins in HAMILG; both write-ups say P- or N-position.
#[test]
fn agc010f_and_hamilg_say_p_and_n_positions_not_winning_vertices() {
    use crate::{flat, read};
    let tree = flat(&write_up());
    assert!(!tree.contains("Call a vertex v *winning*"));
    assert!(tree.contains("is an N-position if and only if $\\operatorname{win}(r)$, and a P-position otherwise"));
    let graph = flat(&read("problems/codechef-hamilg-game-on-a-graph/README.md"));
    assert!(!graph.contains("A vertex is *winning*") && !graph.contains("winning vertices"));
    assert!(graph.contains("the $v$ for which the token on $v$, with B to move, is a P-position"));
    assert!(graph.contains("**the position is an N-position if and only if every maximum matching covers $v$.**"));
}
