//! LOJ 10243: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::loj10243::dag_tokens::Dag;
use sglab::graph_gen::{complete, subsets};
use sglab::prelude::*;
use pack::problems::loj10243::*;

sglab::suite!(Loj10243);

const SAMPLE: &str = "6 8 4\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n1 2 4 6\n";

fn read(input: &str) -> Result<Tokens, String> {
    parsed::<Loj10243>(input).map(|mut cases| cases.remove(0))
}

#[test]
fn reference_matches_the_search_on_every_dag_of_4_vertices() {
    // Edges x -> y with x < y (every DAG up to relabelling), each edge in or
    // out, the edge 1 -> 2 also doubled; every token multiset of size 1..=3.
    let (mut p, mut count) = (Loj10243, 0);
    for edges in subsets(complete(4)) {
        let doubled = [&edges[..], &[(1, 2)]].concat();
        for edges in [edges, doubled] {
            let dag = Dag { n: 4, edges };
            for tokens in multisets(3, 4) {
                let (dag, tokens) = (dag.clone(), tokens.iter().map(|&t| t as usize).collect());
                let case = Tokens { dag, tokens };
                assert_eq!(Some(p.reference(&case)), p.brute(&case), "{case:?}");
                count += 1;
            }
        }
    }
    assert_eq!(count, 128 * (4 + 10 + 20));
}

/// Two tokens on one vertex are two games with equal values: they cancel,
/// so adding a pair never changes the answer (and never merges into one).
#[test]
fn two_tokens_on_one_vertex_cancel() {
    let mut rng = Rng::new(3);
    for case in (0..300).map(|_| Loj10243::random_small(&mut rng)) {
        for v in 1..=case.dag.n {
            let mut pair = case.clone();
            pair.tokens = vec![v, v];
            assert_eq!(search(&pair), Some(false), "{pair:?}");
            let mut more = case.clone();
            more.tokens.extend([v, v]);
            more.tokens.truncate(6);
            assert_eq!(search(&more), search(&case), "{more:?}");
        }
    }
    // The binary on the sample's graph: tokens 1 1 lose, 1 1 1 wins.
    let graph = "6 8 2\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n";
    assert_eq!(harness::run_ok(bin(), &format!("{graph}1 1\n")), "lose\n");
    let three = graph.replacen("6 8 2", "6 8 3", 1);
    assert_eq!(harness::run_ok(bin(), &format!("{three}1 1 1\n")), "win\n");
}

/// The write-up's sample table: g by vertex, the xor 3 and the winning move
/// the search confirms; the tokens 3 4 (xor 0) lose.
#[test]
fn parse_write_and_explain() {
    let mut p = Loj10243;
    let case = read(SAMPLE).unwrap();
    assert_eq!(write_one::<Loj10243>(&case), SAMPLE);
    assert_eq!(grundy(&case.dag), vec![0, 2, 0, 1, 1, 0, 0]);
    let text = p.explain(&case);
    assert_eq!(
        text,
        "tokens on 1 2 4 6: Grundy values 2 0 1 0 (g(v) = mex of g over v's out-neighbours), xor 3: the first \
         player wins\nwinning move (checked by the brute force): 1 -> 4\n"
    );
    let mut lost = case;
    lost.tokens = vec![3, 4];
    assert!(p.explain(&lost).contains("xor 0: the second player wins"));
}

/// The write-up's ladder: vertices 1..=12, edges i -> i+1, i+2, i+3. The
/// value of vertex i is (12 - i) mod 4; one token wins unless 4 divides
/// 12 - i.
#[test]
fn ladder_values() {
    let edges = ladder(12, usize::MAX);
    let dag = Dag { n: 12, edges };
    let want: Vec<u32> = (1..=12).map(|i| (12 - i) % 4).collect();
    assert_eq!(grundy(&dag)[1..], want[..]);
    let mut case = Tokens { dag, tokens: vec![] };
    for i in 1..=12 {
        case.tokens = vec![i];
        assert_eq!(search(&case), Some((12 - i) % 4 != 0), "token on {i}");
    }
}

/// Edges with a cycle (a self-loop too) are refused at M's byte by the
/// binary, naming a vertex on the cycle, and by the tools' parser.
#[test]
fn cycles_are_refused_at_m() {
    let cycle = "M at byte 2: the edges have a cycle";
    for (input, vertex) in [("4 4 1\n1 2\n2 3\n3 4\n4 2\n1\n", 2), ("3 2 1\n1 2\n3 3\n1\n", 3)] {
        let error = harness::expect_failure(bin(), input.as_bytes(), "");
        assert_eq!(error, format!("error: {cycle} through vertex {vertex}"));
        assert!(read(input).unwrap_err().starts_with(cycle));
    }
}

/// The write-up's shrunk counterexamples: the judge tool shrinks each wrong
/// fixture to exactly the input the write-up shows, where the brute force
/// says `lose` and the fixture `win`.
#[test]
fn the_write_ups_counterexamples() {
    let report = |input| shrunk_to(input, "lose", "win");
    sglab::assert_fixture_report!(Loj10243, "dedup_tokens.py", report("2 1 2\n1 2\n1 1"));
    sglab::assert_fixture_report!(Loj10243, "max_plus_one.py", report("3 2 1\n1 3\n3 2\n1"));
    let text = Loj10243.explain(&read("3 2 1\n1 3\n3 2\n1\n").unwrap());
    assert!(text.starts_with("tokens on 1: Grundy values 0 (g(v) = mex of g over v's out-neighbours), xor 0:"));
}

/// The 64 edge sets with x -> y only for x < y are every DAG on 4 vertices
/// up to relabelling: 543 labelled DAGs, each of which renumbered in some
/// order is one of the 64. The write-up says so, cites Winning Ways'
/// chapter 3 (the mex rule; chapter 2 is "Finding the Correct Number is
/// Simplicity Itself"), and gives `max_plus_one.py`'s heights and the
/// goldens' sizes as they are.
#[test]
fn loj10243_543_labelled_dags_are_the_64_forward_ones_relabelled() {
    use crate::flat;
    let pairs: Vec<(usize, usize)> = (0..4)
        .flat_map(|x| (0..4).map(move |y| (x, y)))
        .filter(|(x, y)| x != y)
        .collect();
    let acyclic = |edges: &[(usize, usize)]| {
        // Repeatedly remove a vertex with no edge into it from the rest.
        let mut left: Vec<usize> = (0..4).collect();
        while let Some(i) = left
            .iter()
            .position(|&v| !edges.iter().any(|&(x, y)| y == v && left.contains(&x)))
        {
            left.remove(i);
        }
        left.is_empty()
    };
    let mut orders: Vec<Vec<usize>> = Vec::new();
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                orders.push(vec![a, b, c, 6 - a - b - c]);
            }
        }
    }
    let (mut labelled, mut forward) = (0, 0);
    for mask in 0u32..1 << pairs.len() {
        let edges: Vec<(usize, usize)> = (0..pairs.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        if !acyclic(&edges) {
            continue;
        }
        labelled += 1;
        forward += usize::from(edges.iter().all(|(x, y)| x < y));
        // Some renumbering (vertex v becomes order[v]) makes every edge forward.
        assert!(orders
            .iter()
            .any(|order| edges.iter().all(|&(x, y)| order[x] < order[y])));
    }
    assert_eq!((labelled, forward), (543, 64));
    let page = flat(&write_up());
    assert!(page.contains("every DAG of 4 vertices up to relabelling"));
    assert!(page.contains("the 64 edge sets with $x \\to y$ only for $x < y$ (each of the 543 labelled DAGs"));
    assert!(page.contains("vol. 1, chapter 3, \"Some Harder Games and How to Make Them Easier\""));
    assert!(!page.contains("Playing Several Games at Once"));
    assert!(page.contains("Its heights, for vertices 1, 2, 3, are 2, 0, 1"));
    // The goldens the edge case names: traps-1 has three vertices, traps-3 one.
    let first_line = |name: &str| crate::read(&format!("testdata/loj10243-move-pieces-on-dag/{name}.in"));
    assert!(first_line("traps-1").starts_with("3 0 2\n2 2"));
    assert!(first_line("traps-3").starts_with("1 0 1\n"));
    assert!(page.contains("(goldens `traps-1`: $n = 3$, $m = 0$, two tokens on 2; `traps-3`: $n = 1$, $m = 0$)"));
}
