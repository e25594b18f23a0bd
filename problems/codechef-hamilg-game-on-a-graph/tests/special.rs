//! HAMILG against the real game searched over (token, visited set): every
//! connected graph up to 6 vertices, thousands of seeded graphs up to 9
//! vertices (odd cycles, complete graphs) through the binary and through
//! the reference; larger graphs against the second blossom implementation
//! in sglab::matching; the write-up's table; the golden files; range and
//! graph refusals; and the bad-input suite.

use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::hamilg::{invalid, missable_vertices, search_winning, Graph, Hamilg};
use sglab::problems::Problem;
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
        .map(|chunk| harness::run_ok(BIN, &Hamilg::write(chunk)))
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
    let brute = brute_output::<Hamilg>(&graphs);
    let reference: String = graphs.iter().map(Hamilg::reference).collect();
    assert_eq!(reference, brute);
    assert_eq!(run(&graphs), brute);
}

#[test]
fn thousands_of_seeded_graphs_match_the_game_search() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let graphs: Vec<Graph> = (0..1000).map(|_| Hamilg::random_small(&mut rng)).collect();
        let brute = brute_output::<Hamilg>(&graphs);
        for (graph, answer) in graphs.iter().zip(brute.lines()) {
            assert_eq!(Hamilg::reference(graph), format!("{answer}\n"), "{graph:?}");
        }
        assert_eq!(run(&graphs), brute, "seed {seed}");
    }
}

/// A random connected graph: a spanning tree plus random pairs, sometimes
/// with chains of triangles and pentagons (nested blossoms).
fn random_graph(rng: &mut Rng, n: usize) -> Graph {
    let mut edges = sglab::games::hackenbush::random_tree(rng, n);
    let mut seen: std::collections::HashSet<(usize, usize)> =
        edges.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
    let mut add = |edges: &mut Vec<(usize, usize)>, x: usize, y: usize| {
        if x != y && seen.insert((x.min(y), x.max(y))) {
            edges.push((x, y));
        }
    };
    if rng.chance(1, 3) {
        for v in (1..n.saturating_sub(4)).step_by(3) {
            let k = if rng.chance(1, 2) { 2 } else { 4 };
            add(&mut edges, v, v + k);
            add(&mut edges, v, v + 1);
        }
    }
    let extra = rng.range(0, 2 * n as u64);
    for _ in 0..extra {
        let (x, y) = (rng.range(1, n as u64) as usize, rng.range(1, n as u64) as usize);
        add(&mut edges, x, y);
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
    let reference: String = graphs.iter().map(Hamilg::reference).collect();
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
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hamilg>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, "2\r\n1 0\r\n2 1\t1 2").as_bytes(), b"1\n0\n");
}

#[test]
fn ranges_and_graphs_are_enforced_by_name() {
    let fail = |input: &str, before: &str| harness::expect_failure(BIN, input.as_bytes(), before);
    assert_eq!(
        fail("0\n", ""),
        "error: T at byte 0: 0 is outside the supported range 1..=100"
    );
    assert!(fail("101\n", "").starts_with("error: T at byte 0: 101 is outside"));
    assert!(fail("1\n2001 2000\n", "").starts_with("error: N at byte 2: 2001 is outside the supported range 1..=2000"));
    assert_eq!(
        fail("1\n3 1\n1 2\n", ""),
        "error: M at byte 4: 1 is outside the supported range 2..=3"
    );
    assert_eq!(
        fail("1\n3 4\n", ""),
        "error: M at byte 4: 4 is outside the supported range 2..=3"
    );
    assert_eq!(
        fail("2\n1 0\n3 2\n1 1\n", "1\n"),
        "error: y at byte 12: test 2: the edge 1 1 is a loop"
    );
    assert_eq!(
        fail("1\n3 2\n1 2\n2 1\n", ""),
        "error: y at byte 12: test 1: the edge 2 1 repeats an earlier edge"
    );
    assert_eq!(
        fail("1\n4 3\n1 2\n2 3\n3 1\n", ""),
        "error: N at byte 2: test 1: the graph is not connected: vertex 4 is not connected to vertex 1"
    );
    assert!(fail("1\n3 2\n1 4\n", "").starts_with("error: y at byte 8: 4 is outside the supported range 1..=3"));
    // The sum of M: 99 graphs of 10,000 edges, then one of 10,001.
    let mut big = String::new();
    let star_plus = |n: usize, m: usize| {
        let mut text = format!("{n} {m}\n");
        let mut count = 0;
        'all: for x in 1..=n {
            for y in x + 1..=n {
                if count == m {
                    break 'all;
                }
                text.push_str(&format!("{x} {y}\n"));
                count += 1;
            }
        }
        text
    };
    let body = star_plus(200, 10_000);
    for _ in 0..99 {
        big.push_str(&body);
    }
    let last = star_plus(200, 10_001);
    let input = format!("100\n{big}{last}");
    let at = 4 + big.len() + 4;
    let answer = Hamilg::reference(&Hamilg::parse(&format!("1\n{body}")).unwrap()[0]);
    let error = fail(&input, &answer.repeat(99));
    assert_eq!(
        error,
        format!("error: M at byte {at}: test 100: the sum of M reaches 1000001, above 1000000")
    );
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[
            ("4 6\n1 2\n1 3\n4 1\n4 2\n4 3\n2 3\n", "0\n"),
            ("8 7\n3 2\n1 2\n4 2\n5 1\n6 3\n7 1\n8 3\n", "4\n"),
            ("3 2\n1 2\n2 3\n", "2\n"),
        ],
    );
}
