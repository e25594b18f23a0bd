//! POJ 3710 Christmas Game: the shared suite (`sglab::suite!`, which also
//! defines `bin()` and `write_up()`), then the checks only this problem needs:
//! the Fusion principle against the search on every small shape, the
//! write-up's table, each trap of the judge facts card, the refusals and the
//! wrong fixtures' counterexamples.

use sglab::games::hackenbush_graph::{connected_multigraphs, Rooted, Values};
use sglab::prelude::*;
use pack::problems::poj3710::*;

sglab::suite!(Poj3710);

/// g of one graph by the definition (the mex over the real moves).
fn searched(values: &mut Values, edges: &[(usize, usize)]) -> u64 {
    u64::from(values.of(&Rooted::new(edges)))
}

/// The number of nodes an edge list uses (at least 1).
fn nodes(edges: &[(usize, usize)]) -> usize {
    edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1)
}

fn graph(edges: &[(usize, usize)]) -> Graph {
    Graph::new(nodes(edges), edges.to_vec())
}

/// A polygon of `len` edges through `at` and fresh nodes `first`,
/// `first + 1`, ...: a loop for 1, two parallel edges for 2.
fn polygon(at: usize, len: usize, first: usize) -> Vec<(usize, usize)> {
    let corners: Vec<usize> = std::iter::once(at).chain(first..first + len - 1).collect();
    (0..len).map(|i| (corners[i], corners[(i + 1) % len])).collect()
}

/// A path of `len` edges from `at` through fresh nodes from `first`.
fn path_from(at: usize, len: usize, first: usize) -> Vec<(usize, usize)> {
    let nodes: Vec<usize> = std::iter::once(at).chain(first..first + len).collect();
    nodes.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Every multigraph connected to node 1 on up to 4 nodes with up to 6
/// edges, and on 5 nodes with up to 5 (loops and parallel edges included):
/// the Fusion reference equals the value the search finds, and the binary,
/// given them all as test cases of one input, says who wins each.
#[test]
fn fusion_matches_the_search_on_every_small_multigraph() {
    let mut values = Values::default();
    let mut cases = Vec::new();
    for (n, most) in [(1, 6), (2, 6), (3, 6), (4, 6), (5, 5)] {
        for e in 0..=most {
            for edges in connected_multigraphs(n, e) {
                let g = Graph::new(n, edges);
                assert_eq!(fusion_value(&g), searched(&mut values, &g.edges), "{g:?}");
                cases.push(vec![g]);
            }
        }
    }
    assert_eq!(cases.len(), 10_530);
    assert_binary_answers::<Poj3710>(bin(), &cases, |case| {
        WORDS.answer(searched(&mut values, &case[0].edges) != 0)
    });
}

/// The statement's graphs: a polygon of L edges (a loop for L = 1, a 2-gon
/// for L = 2) hanging at the end of a path of p edges from the root is
/// worth p + (L mod 2); two polygons at one node are worth the xor of
/// their parities; the binary agrees.
#[test]
fn polygons_hanging_at_one_node_are_worth_their_length_mod_2() {
    let mut values = Values::default();
    let mut cases = Vec::new();
    for len in 1..=9 {
        for p in 0..=3 {
            let mut edges = path_from(1, p, 2);
            edges.extend(polygon(p + 1, len, p + 2));
            let want = (p + len % 2) as u64;
            assert_eq!(searched(&mut values, &edges), want, "L = {len}, p = {p}");
            assert_eq!(fusion_value(&graph(&edges)), want);
            cases.push(vec![graph(&edges)]);
        }
        for other in 1..=5 {
            // Two polygons sharing a node, at the root and below an edge.
            for at in [1, 2] {
                let mut edges = path_from(1, at - 1, 2);
                edges.extend(polygon(at, len, at + 1));
                edges.extend(polygon(at, other, at + len));
                let want = ((len % 2) ^ (other % 2)) as u64 + (at as u64 - 1);
                assert_eq!(searched(&mut values, &edges), want, "{edges:?}");
                cases.push(vec![graph(&edges)]);
            }
        }
    }
    assert_binary_answers::<Poj3710>(bin(), &cases, |case| {
        WORDS.answer(searched(&mut values, &case[0].edges) != 0)
    });
}

/// Beyond the statement's letter: paths and polygons hanging from a
/// polygon's other corners. A polygon of L edges at the root with a path
/// of p edges at corner c is worth (L mod 2) xor p (fused: L loops and a
/// path at the root); a second polygon at that corner adds its parity.
#[test]
fn paths_and_polygons_hanging_from_polygon_corners() {
    let mut values = Values::default();
    for len in 2..=6 {
        for corner in 2..=len {
            for p in 1..=3 {
                let mut edges = polygon(1, len, 2);
                edges.extend(path_from(corner, p, len + 1));
                let want = ((len % 2) ^ p) as u64;
                assert_eq!(searched(&mut values, &edges), want, "{edges:?}");
                assert_eq!(fusion_value(&graph(&edges)), want);
            }
            for other in 2..=4 {
                let mut edges = polygon(1, len, 2);
                edges.extend(polygon(corner, other, len + 1));
                let want = ((len + other) % 2) as u64;
                assert_eq!(searched(&mut values, &edges), want, "{edges:?}");
            }
        }
    }
    // The card's example: a triangle at the root, 2 edges from a corner.
    assert_eq!(searched(&mut values, &[(1, 2), (2, 3), (3, 1), (2, 4), (4, 5)]), 3);
}

/// The write-up's table, every value found by the search (the definition
/// of g over the real moves), and the Fusion reference agreeing.
#[test]
fn values_of_the_write_up() {
    let mut values = Values::default();
    let shapes: Vec<(&str, Vec<(usize, usize)>)> = vec![
        ("one edge 1-2", vec![(1, 2)]),
        ("a loop at 1", vec![(1, 1)]),
        ("a 2-gon 1-2, 1-2", vec![(1, 2), (1, 2)]),
        ("a triangle at 1", polygon(1, 3, 2)),
        ("a square at 1", polygon(1, 4, 2)),
        ("a pentagon at 1", polygon(1, 5, 2)),
        ("a hexagon at 1", polygon(1, 6, 2)),
        ("three parallel edges 1-2", vec![(1, 2); 3]),
        ("the sample's second graph", vec![(1, 2), (2, 3), (2, 4), (3, 4)]),
        (
            "a square hanging below the edge 1-2",
            [vec![(1, 2)], polygon(2, 4, 3)].concat(),
        ),
        ("two triangles at 1", [polygon(1, 3, 2), polygon(1, 3, 4)].concat()),
        (
            "a triangle at 1, a 2-edge path from a corner",
            [polygon(1, 3, 2), path_from(2, 2, 4)].concat(),
        ),
    ];
    let rows: Vec<Vec<String>> = shapes
        .iter()
        .map(|(name, edges)| {
            let g = searched(&mut values, edges);
            assert_eq!(fusion_value(&graph(edges)), g, "{name}");
            row(name, [g])
        })
        .collect();
    let table = markdown_table(&["graph (root 1)", "$g$"], &rows);
    assert_write_up_has(&table);
}

/// Trap: skip the edge you came by, not the parent node. A 2-gon is worth
/// 0, and read as one edge it would be worth 1; below an edge it turns the
/// graph's 1 into 2.
#[test]
fn a_parallel_edge_to_the_parent_closes_a_2_gon() {
    assert_eq!(harness::run_ok(bin(), "1\n2 2\n1 2\n2 1\n"), "Harry\n");
    let below = "3 3\n1 2\n2 3\n3 2\n";
    assert_eq!(
        harness::run_ok(bin(), &format!("1\n{below}2\n{below}2 1\n1 2\n")),
        "Sally\nHarry\n"
    );
    assert_eq!(
        search(&[graph(&[(1, 2), (2, 3), (3, 2)]), graph(&[(1, 2)])]),
        Some(false)
    );
    // Three parallel edges: 1; four: 0.
    assert_eq!(
        harness::run_ok(bin(), "1\n2 3\n1 2\n2 1\n1 2\n1\n2 4\n1 2\n2 1\n1 2\n2 1\n"),
        "Sally\nHarry\n"
    );
}

/// Trap: an even polygon is a point, not an edge (a square beside one
/// edge: 0 xor 1, Sally; counted as an edge: 1 xor 1, Harry).
#[test]
fn an_even_polygon_is_a_point() {
    let square = graph(&polygon(1, 4, 2));
    assert_eq!(search(&[square.clone(), graph(&[(1, 2)])]), Some(true));
    assert_eq!(search(std::slice::from_ref(&square)), Some(false));
    let input = write::<Poj3710>(&[vec![square.clone(), graph(&[(1, 2)])], vec![square]]);
    assert_eq!(harness::run_ok(bin(), &input), "Sally\nHarry\n");
}

/// Traps: the answer is the xor over all N graphs (three single edges:
/// Sally; two: Harry), test cases run to the end of the file, node numbers
/// restart at 1 in every graph, a graph may be one node without an edge,
/// and a loop counts once (stored in both directions it would cancel).
#[test]
fn sums_many_cases_restarting_nodes_single_nodes_and_loops() {
    let input = "3\n2 1\n1 2\n2 1\n2 1\n2 1\n1 2\n2\n2 1\n1 2\n2 1\n1 2\n1\n1 0\n3\n1 0\n2 1\n1 2\n1 0\n1\n1 1\n1 1\n";
    assert_eq!(harness::run_ok(bin(), input), "Sally\nHarry\nHarry\nSally\nSally\n");
    let mut p = Poj3710;
    let cases = parsed::<Poj3710>(input).unwrap();
    assert_eq!(brute_answers(&mut p, &cases), "Sally\nHarry\nHarry\nSally\nSally\n");
    // Every trap test case of the generator: the binary is the search.
    assert_binary_is_brute(bin(), &mut p, &traps());
    // No graph at all (N = 0): Sally cannot move.
    assert_eq!(harness::run_ok(bin(), "0\n1\n2 1\n1 2\n"), "Harry\nSally\n");
}

/// Edges not connected to node 1 are refused at k's byte, naming the first
/// such edge, by the binary and by the tools' parser alike; a node without
/// any edge is fine.
#[test]
fn edges_away_from_the_root_are_refused() {
    let input = "1\n4 3\n1 2\n3 4\n2 1\n";
    let error = harness::expect_failure(bin(), input.as_bytes(), "");
    let want = "k at byte 4: edge 2 of 3 (3 4) is not connected to node 1";
    assert_eq!(error, format!("error: {want}"));
    assert_eq!(parsed::<Poj3710>(input).unwrap_err(), want);
    // A loop away from the root too; the answers before it are printed.
    let error = harness::expect_failure(bin(), b"1\n1 0\n1\n3 2\n1 2\n3 3\n", "Harry\n");
    assert_eq!(
        error,
        "error: k at byte 10: edge 2 of 2 (3 3) is not connected to node 1"
    );
    assert_eq!(harness::run_ok(bin(), "1\n5 1\n1 2\n"), "Sally\n");
}

/// The write-up's shrunk counterexamples: the judge tool catches the wrong
/// fixtures inside the statement and shrinks them to a 2-gon and to a
/// square at the root, both worth 0, where the brute force says Harry and
/// the fixtures Sally.
#[test]
fn the_write_ups_counterexamples() {
    let two_gon = shrunk_to("1\n2 2\n1 2\n2 1", "Harry", "Sally");
    sglab::assert_fixture_report!(Poj3710, "skip_parent_node.py", two_gon);
    let square = shrunk_to("1\n4 4\n1 3\n3 4\n4 2\n2 1", "Harry", "Sally");
    let why = "graphs {1-2 1-3 2-4 3-4}: Grundy values 0";
    sglab::assert_fixture_report!(Poj3710, "even_polygon_is_an_edge.py", square, why);
}

/// The statement's shape ([`outside_statement`]): a tree with polygons
/// (2-gons too, which the judge's files hold) hanging by one node each is
/// inside; a loop, an edge in two polygons, anything hanging from a
/// polygon's other nodes, or a node cut off from node 1 goes beyond.
#[test]
fn the_statement_is_a_tree_with_polygons_hanging_by_one_node() {
    let inside: [&[(usize, usize)]; 6] = [
        &[(1, 2), (2, 3), (2, 4), (3, 4)],
        &[(1, 2), (2, 1)],
        &[(1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1)],
        // The two in-statement cases where public solutions fail.
        &[(3, 4), (4, 5), (3, 1), (6, 1), (5, 2), (2, 3)],
        &[(1, 2), (1, 3), (2, 3), (1, 4)],
        &[(1, 2), (2, 3), (3, 4), (4, 2), (2, 5), (5, 2)],
    ];
    for edges in inside {
        assert_eq!(outside_statement(&graph(edges)), None, "{edges:?}");
    }
    assert_eq!(outside_statement(&Graph::new(1, vec![])), None);
    let beyond: [(&[(usize, usize)], &str); 5] = [
        (&[(1, 2), (2, 2)], "a loop at node 2"),
        (&[(1, 2), (2, 1), (1, 2)], "node 2 lies on a polygon"),
        (&[(1, 2), (2, 3), (3, 1), (3, 4), (4, 3)], "node 3 lies on a polygon"),
        (&[(1, 2), (2, 3), (3, 1), (2, 4), (4, 5)], "node 2 lies on a polygon"),
        (&[(1, 2), (2, 3), (3, 4), (4, 1), (2, 4)], "lies on a polygon"),
    ];
    for (edges, why) in beyond {
        let found = outside_statement(&graph(edges)).unwrap_or_else(|| panic!("{edges:?} is inside"));
        assert!(found.contains(why), "{edges:?}: {found}");
    }
    assert_eq!(
        outside_statement(&Graph::new(3, vec![(1, 2)])).as_deref(),
        Some("node 3 is not connected to node 1")
    );
}

/// A solution written from the statement, right on every graph it allows
/// and wrong on loops (`statement_only.c`, which counts a loop twice, as
/// public solutions do): the judge tool gives it AC by default, and with
/// beyond the statement judged too a failure in phase 4, shrunk to one
/// loop, which the report calls no verdict on the online judge's tests.
#[test]
fn the_in_statement_peer_passes_inside_and_fails_only_beyond() {
    let fixtures = sglab::suite::Fixtures::<Poj3710>::new();
    let (inside, beyond) = fixtures.inside_only("statement_only.c");
    assert!(inside.contains("judged inside the statement: "), "{inside}");
    assert!(inside.ends_with("verdict: AC (every phase passes)\n"), "{inside}");
    assert!(beyond.contains("phase 4: beyond the statement"), "{beyond}");
    assert!(beyond.contains(&shrunk_to("1\n1 1\n1 1", "Sally", "Harry")), "{beyond}");
    assert!(
        beyond.contains("verdict: AC inside the statement; WA beyond the statement (phase 4): no verdict on the online judge's tests"),
        "{beyond}"
    );
}
