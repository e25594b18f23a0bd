//! What only HAMILG needs beyond the shared suite (tests/suite.rs): every
//! connected graph up to 6 vertices against the game search, larger graphs
//! against the second blossom implementation in sglab::matching, the
//! write-up's table and traps, explanations confirmed by both exhaustive
//! searches, and the refusals of graphs that are not simple and connected.

use sglab::contract::{parse, write, Problem};
use sglab::harness;
use sglab::problems::hamilg::{add, invalid, missable_vertices, Graph, Hamilg};
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hamilg");

/// Every connected graph on 1..=n (each subset of the pairs).
fn connected_graphs(n: usize) -> Vec<Graph> {
    let pairs: Vec<(usize, usize)> = (1..=n).flat_map(|x| (x + 1..=n).map(move |y| (x, y))).collect();
    (0u32..1 << pairs.len())
        .map(|mask| Graph {
            n,
            edges: (0..pairs.len())
                .filter(|&i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect(),
        })
        .filter(|g| invalid(g).is_none())
        .collect()
}

/// The binary's output on `cases`, 100 tests per input.
fn run(cases: &[Graph]) -> String {
    cases
        .chunks(100)
        .map(|chunk| harness::run_ok(BIN, &write::<Hamilg>(chunk)))
        .collect()
}

#[test]
fn every_connected_graph_to_6_vertices_matches_the_game_search() {
    let mut graphs = Vec::new();
    for n in 1..=6 {
        graphs.extend(connected_graphs(n));
    }
    // OEIS A001187: 1, 1, 4, 38, 728, 26704 connected labelled graphs.
    assert_eq!(graphs.len(), 1 + 1 + 4 + 38 + 728 + 26704);
    let mut p = Hamilg::default();
    let brute: String = graphs.iter().map(|g| p.brute(g).unwrap()).collect();
    let reference: String = graphs.iter().map(|g| p.reference(g)).collect();
    assert_eq!(reference, brute);
    assert_eq!(run(&graphs), brute);
}

/// A random connected graph: a spanning tree plus random pairs, sometimes
/// with chains of triangles and pentagons (nested blossoms).
fn random_graph(rng: &mut Rng, n: usize) -> Graph {
    let mut edges = sglab::games::hackenbush::random_tree(rng, n);
    let mut seen = edges.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
    if rng.chance(1, 3) {
        for v in (1..n.saturating_sub(4)).step_by(3) {
            let k = if rng.chance(1, 2) { 2 } else { 4 };
            add(&mut seen, &mut edges, v, v + k);
            add(&mut seen, &mut edges, v, v + 1);
        }
    }
    for _ in 0..rng.range(0, 2 * n as u64) {
        let (x, y) = (rng.range(1, n as u64) as usize, rng.range(1, n as u64) as usize);
        add(&mut seen, &mut edges, x, y);
    }
    rng.shuffle(&mut edges);
    Graph { n, edges }
}

#[test]
fn larger_graphs_match_the_second_blossom_implementation() {
    let mut rng = Rng::new(7);
    let graphs: Vec<Graph> = (0..400)
        .map(|i| {
            let n = if i % 4 == 0 {
                rng.range(60, 200)
            } else {
                rng.range(10, 40)
            } as usize;
            random_graph(&mut rng, n)
        })
        .collect();
    let mut p = Hamilg::default();
    let reference: String = graphs.iter().map(|g| p.reference(g)).collect();
    assert_eq!(run(&graphs), reference);
    // The answers vary: not all 0 or all N.
    let distinct: std::collections::HashSet<&str> = reference.lines().collect();
    assert!(distinct.len() > 20, "{}", distinct.len());
}

fn graph(n: usize, edges: &[(usize, usize)]) -> Graph {
    Graph {
        n,
        edges: edges.to_vec(),
    }
}

#[test]
fn table_of_paths_cycles_stars_and_complete_graphs() {
    // The write-up's table, from the game search (n <= 9).
    let mut p = Hamilg::default();
    let mut search_winning = |g: &Graph| p.search_winning(g);
    for n in 1..=9usize {
        let path = graph(n, &(1..n).map(|v| (v, v + 1)).collect::<Vec<_>>());
        let expected = if n % 2 == 1 { (n + 1) / 2 } else { 0 };
        assert_eq!(search_winning(&path).len(), expected, "path {n}");
        let complete = graph(
            n,
            &(1..=n)
                .flat_map(|x| (x + 1..=n).map(move |y| (x, y)))
                .collect::<Vec<_>>(),
        );
        assert_eq!(
            search_winning(&complete).len(),
            if n % 2 == 1 { n } else { 0 },
            "complete {n}"
        );
        if n >= 3 {
            let mut cycle: Vec<(usize, usize)> = (1..n).map(|v| (v, v + 1)).collect();
            cycle.push((n, 1));
            assert_eq!(
                search_winning(&graph(n, &cycle)).len(),
                if n % 2 == 1 { n } else { 0 },
                "cycle {n}"
            );
            let star = graph(n, &(2..=n).map(|v| (1, v)).collect::<Vec<_>>());
            assert_eq!(search_winning(&star), (2..=n).collect::<Vec<_>>(), "star {n}");
        }
    }
    // On the path the winning starts are the odd positions 1, 3, 5, ...
    let path = graph(7, &(1..7).map(|v| (v, v + 1)).collect::<Vec<_>>());
    assert_eq!(search_winning(&path), vec![1, 3, 5, 7]);
    assert_eq!(missable_vertices(&path), vec![1, 3, 5, 7]);
}

#[test]
fn traps_mover_odd_cycles_and_one_vertex() {
    let mut p = Hamilg::default();
    let mut search_winning = |g: &Graph| p.search_winning(g);
    // B moves first: on the path 1-2-3 A wins from both ends (2), the
    // first player (B) only from the middle (1).
    assert_eq!(run(&[graph(3, &[(1, 2), (2, 3)])]), "2\n");
    // A pentagon: bipartite reasoning fails; every vertex is missable.
    let pentagon = graph(5, &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]);
    assert_eq!(search_winning(&pentagon).len(), 5);
    // A triangle with a stem has a perfect matching: 0. A triangle with two
    // stems at one vertex, 1-2, 2-3, 3-1, 1-4, 1-5: nu = 2, and only the
    // stems' ends are missable (a matching avoiding 2 keeps at most one
    // edge at 1): D = {4, 5}.
    let flower = graph(5, &[(1, 2), (2, 3), (3, 1), (1, 4), (1, 5)]);
    assert_eq!(search_winning(&flower), vec![4, 5]);
    assert_eq!(
        run(&[pentagon, flower, graph(4, &[(1, 2), (2, 3), (3, 1), (3, 4)])]),
        "5\n2\n0\n"
    );
    // One vertex: B cannot move, A wins.
    assert_eq!(run(&[graph(1, &[])]), "1\n");
}

#[test]
fn explanations_are_confirmed_by_both_exhaustive_searches() {
    let mut p = Hamilg::default();
    let text = p.explain(&graph(3, &[(1, 2), (2, 3)]));
    assert!(
        text.starts_with("winning vertices for A: 2 (1 3); B, to move, wins from: 2\n"),
        "{text}"
    );
    assert!(
        text.contains("vertex 2: B wins: without it the graph matches only 0 edge(s)"),
        "{text}"
    );
    let mut rng = Rng::new(5);
    for _ in 0..500 {
        let g = Hamilg::random_small(&mut rng);
        let text = p.explain(&g);
        assert!(text.contains("exhaustive matching search agrees"), "{g:?}\n{text}");
        assert!(text.contains("game search agrees"), "{g:?}\n{text}");
        assert!(!text.contains("DISAGREES"), "{g:?}\n{text}");
    }
}

#[test]
fn graphs_that_are_not_simple_and_connected_are_refused() {
    let fail = |input: &str, before: &str| harness::expect_failure(BIN, input.as_bytes(), before);
    assert_eq!(
        fail("2\n1 0\n3 2\n1 1\n", "1\n"),
        "error: test 2: the edge 1 1 at byte 10 is a loop"
    );
    assert_eq!(
        fail("1\n3 2\n1 2\n2 1\n", ""),
        "error: test 1: the edge 2 1 at byte 10 repeats an earlier edge"
    );
    assert_eq!(
        fail("1\n4 3\n1 2\n2 3\n3 1\n", ""),
        "error: test 1: the graph is not connected: vertex 4 cannot be reached from vertex 1 (the test starts at byte 2)"
    );
    // M below N - 1 leaves the graph disconnected; above N(N - 1)/2 an edge repeats.
    assert!(fail("1\n3 1\n1 2\n", "").contains("not connected"));
    assert!(fail("1\n3 4\n1 2\n2 3\n1 3\n3 2\n", "").ends_with("repeats an earlier edge"));
    let ranges = sglab::meta::find("hamilg").unwrap().accepts;
    let e = parse::<Hamilg>("1\n3 2\n1 2\n1 2\n", &ranges).unwrap_err();
    assert_eq!(e, "the graph starting at byte 2: the edge 1 2 repeats an earlier edge");
    // The sum of M: 99 graphs of 10,000 edges, then one of 10,001, refused
    // at the first edge past 10^6.
    let star_plus = |n: usize, m: usize| {
        let pairs = (1..=n).flat_map(|x| (x + 1..=n).map(move |y| (x, y)));
        graph(n, &pairs.take(m).collect::<Vec<_>>())
    };
    let (body, last) = (star_plus(200, 10_000), star_plus(200, 10_001));
    let mut graphs = vec![body.clone(); 99];
    graphs.push(last);
    let input = write::<Hamilg>(&graphs);
    let at = input.trim_end().rfind('\n').unwrap() + 1;
    let answer = Hamilg::default().reference(&body);
    let error = fail(&input, &answer.repeat(99));
    assert_eq!(
        error,
        format!("error: x at byte {at}: edge 1000001 in all: the sum of M over all tests exceeds 1000000")
    );
    let e = parse::<Hamilg>(&input, &ranges).unwrap_err();
    assert_eq!(e, "test 100: the sum of M over all tests exceeds 1000000");
    assert_eq!(invalid(&graph(1, &[])), None);
}
