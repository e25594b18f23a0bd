//! HAMILG: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::graph_gen::{complete, path, star, subsets};
use sglab::prelude::*;
use pack::problems::hamilg::*;

sglab::suite!(Hamilg);

fn graph(n: usize, edges: Vec<(usize, usize)>) -> Graph {
    Graph { n, edges }
}

/// The binary's output on `cases`, all in one input (it accepts any T).
fn run(cases: &[Graph]) -> String {
    harness::run_ok(bin(), &write::<Hamilg>(cases))
}

#[test]
fn every_connected_graph_to_6_vertices_matches_the_game_search() {
    let graphs: Vec<Graph> = (1..=6)
        .flat_map(|n| subsets(complete(n)).map(move |edges| Graph { n, edges }))
        .filter(|g| invalid(g).is_none())
        .collect();
    // OEIS A001187: 1, 1, 4, 38, 728, 26704 connected labelled graphs.
    assert_eq!(graphs.len(), 1 + 1 + 4 + 38 + 728 + 26704);
    let brute = brute_answers(&mut Hamilg, &graphs);
    let reference: String = graphs.iter().map(|g| Hamilg.reference(g)).collect();
    assert_eq!(reference, brute);
    assert_eq!(run(&graphs), brute);
}

/// 400 graphs of 10 to 200 vertices, a third of them with chains of
/// triangles and pentagons (nested blossoms), the rest a spanning tree plus
/// random pairs.
#[test]
fn larger_graphs_match_the_second_blossom_implementation() {
    let mut rng = Rng::new(7);
    let graphs: Vec<Graph> = (0..400)
        .map(|i| {
            let (lo, hi) = if i % 4 == 0 { (60, 200) } else { (10, 40) };
            let n = rng.range(lo, hi) as usize;
            let m = n + rng.range(0, 2 * n as u64) as usize;
            if rng.chance(1, 3) {
                blossoms(&mut rng, n, m)
            } else {
                random_graph(&mut rng, n, m)
            }
        })
        .collect();
    let reference: String = graphs.iter().map(|g| Hamilg.reference(g)).collect();
    assert_eq!(run(&graphs), reference);
    // The answers vary: not all 0 or all N.
    let distinct: std::collections::HashSet<&str> = reference.lines().collect();
    assert!(distinct.len() > 20, "{}", distinct.len());
}

/// The write-up's table, from the game search (n <= 9), each row's exact
/// vertex set, which is also the set some maximum matching misses.
#[test]
fn table_of_paths_cycles_stars_and_complete_graphs() {
    for n in 1..=9usize {
        let all: Vec<usize> = (1..=n).filter(|_| n % 2 == 1).collect();
        let odd_positions: Vec<usize> = (1..=n).step_by(2).filter(|_| n % 2 == 1).collect();
        let mut rows = vec![("path", path(n), odd_positions), ("complete", complete(n), all.clone())];
        if n >= 3 {
            let cycle = [path(n), vec![(n, 1)]].concat();
            rows.extend([("cycle", cycle, all), ("star", star(n, 1), (2..=n).collect())]);
        }
        for (name, edges, want) in rows {
            let g = graph(n, edges);
            assert_eq!(search_winning(&g), want, "{name} {n}");
            assert_eq!(missable_vertices(&g), want, "{name} {n}");
        }
    }
}

#[test]
fn traps_mover_odd_cycles_and_one_vertex() {
    // A pentagon: bipartite reasoning fails; every vertex is missable.
    let pentagon = graph(5, vec![(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]);
    assert_eq!(search_winning(&pentagon).len(), 5);
    // A triangle with a stem has a perfect matching: 0. A triangle with two
    // stems at one vertex, 1-2, 2-3, 3-1, 1-4, 1-5: nu = 2, and only the
    // stems' ends are missable (a matching avoiding 2 keeps at most one
    // edge at 1): D = {4, 5}.
    let flower = graph(5, vec![(1, 2), (2, 3), (3, 1), (1, 4), (1, 5)]);
    assert_eq!(search_winning(&flower), vec![4, 5]);
    // B moves first: on the path 1-2-3 A wins from both ends (2), the
    // first player (B) only from the middle (1). One vertex: B cannot
    // move, A wins.
    let stem = graph(4, vec![(1, 2), (2, 3), (3, 1), (3, 4)]);
    let graphs = [pentagon, flower, stem, graph(3, path(3)), graph(1, vec![])];
    assert_eq!(run(&graphs), "5\n2\n0\n2\n1\n");
}

#[test]
fn explanations_are_confirmed_by_both_exhaustive_searches() {
    let mut p = Hamilg;
    let text = p.explain(&graph(3, path(3)));
    let head = "winning vertices for A: 2 (1 3); B, to move, wins from: 2\n";
    let middle = "vertex 2: B wins: without it the graph matches only 0 edge(s)";
    assert!(text.starts_with(head) && text.contains(middle), "{text}");
    let mut rng = Rng::new(5);
    for g in (0..500).map(|_| Hamilg::random_small(&mut rng)) {
        let text = p.explain(&g);
        let agree = text.contains("exhaustive matching search agrees") && text.contains("game search agrees");
        assert!(agree && !text.contains("DISAGREES"), "{g:?}\n{text}");
    }
}

#[test]
fn graphs_that_are_not_simple_and_connected_are_refused() {
    let fail = |input: &str, before: &str| harness::expect_failure(bin(), input.as_bytes(), before);
    let e = fail("2\n1 0\n3 2\n1 1\n", "1\n");
    assert_eq!(e, "error: test 2: the edge 1 1 at byte 10 is a loop");
    let e = fail("1\n3 2\n1 2\n2 1\n", "");
    assert_eq!(e, "error: test 1: the edge 2 1 at byte 10 repeats an earlier edge");
    let e = fail("1\n4 3\n1 2\n2 3\n3 1\n", "");
    let why = "the graph is not connected: vertex 4 cannot be reached from vertex 1";
    assert_eq!(e, format!("error: test 1: {why} (the test starts at byte 2)"));
    // M below N - 1 leaves the graph disconnected; above N(N - 1)/2 an edge repeats.
    assert!(fail("1\n3 1\n1 2\n", "").contains("not connected"));
    assert!(fail("1\n3 4\n1 2\n2 3\n1 3\n3 2\n", "").ends_with("repeats an earlier edge"));
    let e = parsed::<Hamilg>("1\n3 2\n1 2\n1 2\n").unwrap_err();
    assert_eq!(e, "the graph starting at byte 2: the edge 1 2 repeats an earlier edge");
    // The sum of M: 99 graphs of 10,000 edges, then one of 10,001, refused
    // at the first edge past 10^6.
    let body = graph(200, complete(200)[..10_000].to_vec());
    let mut graphs = vec![body.clone(); 99];
    graphs.push(graph(200, complete(200)[..10_001].to_vec()));
    let input = write::<Hamilg>(&graphs);
    let at = input.trim_end().rfind('\n').unwrap() + 1;
    let error = fail(&input, &Hamilg.reference(&body).repeat(99));
    let over = "the sum of M over all tests exceeds 1000000";
    assert_eq!(error, format!("error: x at byte {at}: edge 1000001 in all: {over}"));
    assert_eq!(parsed::<Hamilg>(&input).unwrap_err(), format!("test 100: {over}"));
    assert_eq!(invalid(&graph(1, vec![])), None);
}

/// The claim the blossom lemma serves, on every graph of up to 6 vertices:
/// for a maximum matching M, the vertices some maximum matching misses are
/// exactly those an even simple alternating path reaches from an M-exposed
/// vertex. The write-up proves the lemma it used to assert: an outer
/// vertex's path through nested blossoms is simple.
#[test]
fn hamilg_missable_vertices_are_the_even_alternating_reach_up_to_6_vertices() {
    use crate::flat;
    use sglab::matching::{adjacency, brute_maximum};
    /// Marks every vertex at the end of an even simple alternating path
    /// that continues `path` (whose last edge was a matching edge iff
    /// `matched_last`).
    fn walk(
        adjacent: &[Vec<usize>],
        mate: &[Option<usize>],
        path: &mut Vec<usize>,
        matched_last: bool,
        even: &mut [bool],
    ) {
        let v = *path.last().unwrap();
        if path.len() % 2 == 1 {
            even[v] = true; // an even number of edges
        }
        for &w in &adjacent[v] {
            let matching = mate[v] == Some(w);
            if matching != matched_last && !path.contains(&w) {
                path.push(w);
                walk(adjacent, mate, path, matching, even);
                path.pop();
            }
        }
    }
    let mut graphs = 0;
    for n in 1..=6usize {
        let pairs: Vec<(usize, usize)> = (1..=n).flat_map(|x| (x + 1..=n).map(move |y| (x, y))).collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = (0..pairs.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let adjacent = adjacency(n, &edges);
            let matching = brute_maximum(&adjacent, 0);
            let missable: Vec<bool> = (0..n)
                .map(|v| brute_maximum(&adjacent, 1 << v).len() == matching.len())
                .collect();
            let mut mate = vec![None; n];
            for &(x, y) in &matching {
                mate[x] = Some(y);
                mate[y] = Some(x);
            }
            let mut even = vec![false; n];
            for root in (0..n).filter(|&v| mate[v].is_none()) {
                // From an exposed vertex the first edge is not a matching edge.
                walk(&adjacent, &mate, &mut vec![root], true, &mut even);
            }
            assert_eq!(missable, even, "n = {n}, edges {edges:?}");
            graphs += 1;
        }
    }
    assert_eq!(graphs, 1 + 2 + 8 + 64 + 1024 + 32768);
    let page = flat(&write_up());
    assert!(page.contains("**Lemma (paths through blossoms).**"));
    assert!(!page.contains("going round the cycle in the direction that starts with its own matching edge"));
}
