//! LOJ 10243 against the game searched exhaustively on multisets of token
//! vertices: every DAG on 4 vertices with every token multiset up to 3,
//! thousands of seeded graphs through the binary, pairs of tokens that
//! cancel, a ladder whose values the write-up shows, the golden files, the
//! exact strings, the range and cycle refusals, and the bad-input suite.

use sglab::games::dag_tokens::Dag;
use sglab::harness::{self, Frame};
use sglab::judge::{brute_output, expected_output};
use sglab::problems::loj10243::{grundy, search, Loj10243, Tokens};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_loj10243");
const SAMPLE: &str = "6 8 4\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n1 2 4 6\n";

/// Every multiset of `k` vertices of 1..=n, sorted.
fn multisets(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut all = Vec::new();
    for rest in multisets(n, k - 1) {
        for v in rest.last().copied().unwrap_or(1)..=n {
            let mut next = rest.clone();
            next.push(v);
            all.push(next);
        }
    }
    all
}

#[test]
fn reference_matches_the_search_on_every_dag_of_4_vertices() {
    // Edges x -> y with x < y (every DAG up to relabelling), each edge in or
    // out, the edge 1 -> 2 also doubled; every token multiset of size 1..=3.
    let pairs: Vec<(usize, usize)> = (1..=4).flat_map(|x| (x + 1..=4).map(move |y| (x, y))).collect();
    let mut count = 0;
    for mask in 0u32..1 << (pairs.len() + 1) {
        let mut edges: Vec<(usize, usize)> = (0..pairs.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        if mask >> pairs.len() & 1 == 1 {
            edges.push((1, 2));
        }
        let dag = Dag { n: 4, edges };
        for k in 1..=3 {
            for tokens in multisets(4, k) {
                let case = Tokens {
                    dag: dag.clone(),
                    tokens,
                };
                assert_eq!(
                    Some(Loj10243::reference(&case)),
                    Loj10243::brute(std::slice::from_ref(&case))[0],
                    "{case:?}"
                );
                count += 1;
            }
        }
    }
    assert_eq!(count, 128 * (4 + 10 + 20));
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=2 {
        let mut rng = Rng::new(seed);
        for _ in 0..700 {
            let case = [Loj10243::random_small(&mut rng)];
            assert_eq!(
                harness::run_ok(BIN, &Loj10243::write(&case)),
                brute_output::<Loj10243>(&case),
                "seed {seed}: {case:?}"
            );
        }
    }
}

/// Two tokens on one vertex are two games with equal values: they cancel,
/// so adding a pair never changes the answer (and never merges into one).
#[test]
fn two_tokens_on_one_vertex_cancel() {
    let mut rng = Rng::new(3);
    for _ in 0..300 {
        let case = Loj10243::random_small(&mut rng);
        for v in 1..=case.dag.n {
            let pair = Tokens {
                dag: case.dag.clone(),
                tokens: vec![v, v],
            };
            assert_eq!(search(&pair), Some(false), "{pair:?}");
            let mut more = case.clone();
            more.tokens.extend([v, v]);
            more.tokens.truncate(6);
            assert_eq!(search(&more), search(&case), "{more:?}");
        }
    }
    // The binary on the sample's graph: tokens 1 1 lose, 1 lose-free 1 1 1 wins.
    let graph = "6 8 2\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n";
    assert_eq!(harness::run_ok(BIN, &format!("{graph}1 1\n")), "lose\n");
    let three = graph.replacen("6 8 2", "6 8 3", 1);
    assert_eq!(harness::run_ok(BIN, &format!("{three}1 1 1\n")), "win\n");
}

/// The write-up's ladder: vertices 1..=12, edges i -> i+1, i+2, i+3. The
/// value of vertex i is (12 - i) mod 4; one token wins unless 4 divides
/// 12 - i.
#[test]
fn ladder_values() {
    let n = 12;
    let edges = (1..=n)
        .flat_map(|i| (1..=3).map(move |d| (i, i + d)))
        .filter(|&(_, j)| j <= n)
        .collect();
    let dag = Dag { n, edges };
    let g = grundy(&dag);
    let want: Vec<u32> = (1..=n).map(|i| ((n - i) % 4) as u32).collect();
    assert_eq!(g[1..], want[..]);
    for i in 1..=n {
        let case = Tokens {
            dag: dag.clone(),
            tokens: vec![i],
        };
        assert_eq!(search(&case), Some((n - i) % 4 != 0), "token on {i}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Loj10243>);
}

#[test]
fn output_strings_are_byte_exact() {
    assert_eq!(harness::run_ok(BIN, SAMPLE).as_bytes(), b"win\n");
    assert_eq!(harness::run_ok(BIN, "1 0 1\n1\n").as_bytes(), b"lose\n");
    assert_eq!(harness::run_ok(BIN, "2 1 1\r\n1\t2\r\n\r\n1").as_bytes(), b"win\n");
}

#[test]
fn ranges_and_cycles_are_refused_by_name() {
    let error = harness::expect_failure(BIN, b"0 0 1\n1\n", "");
    assert_eq!(error, "error: N at byte 0: 0 is outside the supported range 1..=2000");
    let error = harness::expect_failure(BIN, b"2001 0 1\n1\n", "");
    assert!(error.starts_with("error: N at byte 0: 2001 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"3 6001 1\n", "");
    assert_eq!(
        error,
        "error: M at byte 2: 6001 is outside the supported range 0..=6000"
    );
    let error = harness::expect_failure(BIN, b"3 0 4\n1 1 1 1\n", "");
    assert_eq!(error, "error: K at byte 4: 4 is outside the supported range 1..=3");
    let error = harness::expect_failure(BIN, b"3 1 1\n1 4\n1\n", "");
    assert_eq!(error, "error: Y at byte 8: 4 is outside the supported range 1..=3");
    let error = harness::expect_failure(BIN, b"3 1 1\n1 2\n0\n", "");
    assert!(error.starts_with("error: token at byte 10: 0 is outside"), "{error}");
    let error = harness::expect_failure(BIN, b"4 4 1\n1 2\n2 3\n3 4\n4 2\n1\n", "");
    assert_eq!(error, "error: X at byte 6: the edges have a cycle through vertex 2");
    let error = harness::expect_failure(BIN, b"3 2 1\n1 2\n3 3\n1\n", "");
    assert_eq!(error, "error: X at byte 6: the edges have a cycle through vertex 3");
    assert!(Loj10243::parse("3 2 1\n1 2\n3 3\n1\n").is_err());
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Single, &[(SAMPLE, "win\n")]);
}
