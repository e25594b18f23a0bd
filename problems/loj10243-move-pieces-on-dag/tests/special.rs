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
