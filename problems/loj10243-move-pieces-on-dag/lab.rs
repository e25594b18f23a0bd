//! LOJ 10243 (AcWing 1319) tokens on a DAG: one graph and K tokens per
//! input; `win` or `lose` for the first player. The brute force searches
//! the multisets of token vertices (`games::dag_tokens`); the reference
//! sums Grundy values, g(v) = mex of g over the out-neighbours of v.

use super::Problem;
use crate::games::dag_tokens::Dag;
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::mex::Mex;
use sg::scan::Scanner;

/// The judge's bounds.
pub const MAX_N: usize = 2000;
pub const MAX_M: usize = 6000;
/// The brute force searches a case whose token multisets number at most this.
pub const SEARCH_LIMIT: u64 = 20_000;

/// One input: the graph and the vertices holding the K tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    pub dag: Dag,
    pub tokens: Vec<usize>,
}

/// LOJ 10243, holding the mex buffer its Grundy computations reuse.
#[derive(Default)]
pub struct Loj10243 {
    mex: Mex,
}

pub fn answer(first_wins: bool) -> String {
    String::from(if first_wins { "win\n" } else { "lose\n" })
}

/// g(v) for v in 1..=n (index 0 unused), in reverse topological order.
pub fn grundy(dag: &Dag) -> Vec<u32> {
    grundy_with(&mut Mex::new(), dag)
}

/// [`grundy`] with a reusable mex buffer.
fn grundy_with(mex: &mut Mex, dag: &Dag) -> Vec<u32> {
    let order = dag.topological_order().expect("a DAG");
    let mut g = vec![0u32; dag.n + 1];
    for &v in order.iter().rev() {
        g[v] = mex.of(dag.out(v).into_iter().map(|w| g[w]));
    }
    g
}

/// The number of multisets of `k` vertices out of `n` (token positions),
/// capped just above the search limit.
fn positions(n: usize, k: usize) -> u64 {
    let mut count: u64 = 1;
    for i in 1..=k as u64 {
        count = count * (n as u64 + i - 1) / i;
        if count > SEARCH_LIMIT {
            return SEARCH_LIMIT + 1;
        }
    }
    count
}

fn sorted(tokens: &[usize]) -> Vec<usize> {
    let mut tokens = tokens.to_vec();
    tokens.sort_unstable();
    tokens
}

/// Whether the player to move wins by exhaustive search; `None` if too large.
pub fn search(case: &Tokens) -> Option<bool> {
    (positions(case.dag.n, case.tokens.len()) <= SEARCH_LIMIT).then(|| {
        let mut search = Search::new(Play::Normal, |p: &Vec<usize>| case.dag.steps(p));
        search.mover_wins(&sorted(&case.tokens))
    })
}

impl Loj10243 {
    pub fn brute_one(&mut self, case: &Tokens) -> Option<String> {
        search(case).map(answer)
    }

    pub fn reference_one(&mut self, case: &Tokens) -> String {
        let g = grundy_with(&mut self.mex, &case.dag);
        answer(case.tokens.iter().fold(0, |x, &v| x ^ g[v]) != 0)
    }

    /// Each token's g, the xor, the winner, and for a win a move to xor 0
    /// that the search confirms.
    pub fn explain_one(&mut self, case: &Tokens) -> String {
        let g = grundy_with(&mut self.mex, &case.dag);
        let x = case.tokens.iter().fold(0, |x, &v| x ^ g[v]);
        let each: Vec<String> = case.tokens.iter().map(|&v| format!("g({v}) = {}", g[v])).collect();
        let mut text = format!("tokens: {}; xor = {x}\n", each.join(", "));
        if x == 0 {
            text.push_str("lose: the second player wins (every move changes one g and leaves a non-zero xor)\n");
            return text;
        }
        text.push_str("win: the first player wins");
        let (i, w) = case
            .tokens
            .iter()
            .enumerate()
            .find_map(|(i, &v)| {
                let want = g[v] ^ x;
                (want < g[v]).then(|| (i, case.dag.out(v).into_iter().find(|&w| g[w] == want)))
            })
            .map(|(i, w)| (i, w.expect("mex: every smaller value is an option")))
            .expect("a non-zero xor has a move to 0");
        text.push_str(&format!(
            ": slide the token on {} to {w} (g {} -> {}), leaving xor 0",
            case.tokens[i], g[case.tokens[i]], g[w]
        ));
        let mut after = case.clone();
        after.tokens[i] = w;
        text.push_str(match search(&after) {
            Some(false) => " (the exhaustive search confirms: the second player to move loses)\n",
            Some(true) => " (BUT the search disagrees)\n",
            None => " (too large to search)\n",
        });
        text
    }
}

impl Problem for Loj10243 {
    type Case = Tokens;
    const NAME: &'static str = "loj10243";
    const CASES_PER_INPUT: usize = 1;

    fn parse(input: &str) -> Result<Vec<Tokens>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let n = scan.usize_in("N", 1, MAX_N).map_err(fail)?;
        let m = scan.usize_in("M", 0, MAX_M).map_err(fail)?;
        let k = scan.usize_in("K", 1, n).map_err(fail)?;
        let mut edges = Vec::with_capacity(m);
        for _ in 0..m {
            let x = scan.usize_in("X", 1, n).map_err(fail)?;
            let y = scan.usize_in("Y", 1, n).map_err(fail)?;
            edges.push((x, y));
        }
        let tokens = (0..k)
            .map(|_| scan.usize_in("token", 1, n))
            .collect::<Result<Vec<_>, _>>()
            .map_err(fail)?;
        if scan.next_u64("end of input").map_err(fail)?.is_some() {
            return Err(format!(
                "a token after the last token at byte {}",
                scan.last_token_offset()
            ));
        }
        let dag = Dag { n, edges };
        match dag.topological_order() {
            Ok(_) => Ok(vec![Tokens { dag, tokens }]),
            Err(stuck) => Err(format!(
                "the edges have a cycle (vertices {stuck:?} are on or behind one)"
            )),
        }
    }

    fn write(cases: &[Tokens]) -> String {
        assert_eq!(cases.len(), 1, "the judge's input holds one graph");
        let case = &cases[0];
        let mut text = format!("{} {} {}\n", case.dag.n, case.dag.edges.len(), case.tokens.len());
        for (x, y) in &case.dag.edges {
            text.push_str(&format!("{x} {y}\n"));
        }
        text.push_str(&crate::format::join(&case.tokens));
        text.push('\n');
        text
    }

    /// 1 to 8 vertices, up to 12 edges forward in a shuffled order (parallel
    /// edges included), 1 to 4 tokens, often on the same vertex.
    fn random_small(rng: &mut Rng) -> Tokens {
        let n = rng.range(1, 8) as usize;
        let mut label: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut label);
        let mut edges = Vec::new();
        if n > 1 {
            for _ in 0..rng.range(0, 12) {
                let a = rng.below(n - 1);
                let b = a + 1 + rng.below(n - 1 - a);
                edges.push((label[a], label[b]));
            }
        }
        let k = rng.range(1, n.min(4) as u64) as usize;
        let mut tokens: Vec<usize> = Vec::new();
        for _ in 0..k {
            let v = match tokens.last() {
                Some(&last) if rng.chance(1, 3) => last,
                _ => rng.range(1, n as u64) as usize,
            };
            tokens.push(v);
        }
        Tokens {
            dag: Dag { n, edges },
            tokens,
        }
    }

    fn brute(cases: &[Tokens]) -> Vec<Option<String>> {
        let mut problem = Self::default();
        cases.iter().map(|case| problem.brute_one(case)).collect()
    }

    fn reference(case: &Tokens) -> String {
        Self::default().reference_one(case)
    }

    /// One token fewer, one edge fewer, or one vertex fewer (its edges and
    /// tokens dropped, vertex n renamed to it).
    fn shrink(case: &Tokens) -> Vec<Tokens> {
        let mut smaller = Vec::new();
        for i in 0..case.tokens.len() {
            if case.tokens.len() > 1 {
                let mut next = case.clone();
                next.tokens.remove(i);
                smaller.push(next);
            }
        }
        for i in 0..case.dag.edges.len() {
            let mut next = case.clone();
            next.dag.edges.remove(i);
            smaller.push(next);
        }
        let n = case.dag.n;
        for v in 1..=n {
            let tokens: Vec<usize> = case
                .tokens
                .iter()
                .filter(|&&t| t != v)
                .map(|&t| if t == n { v } else { t })
                .collect();
            if n == 1 || tokens.is_empty() || tokens.len() > n - 1 {
                continue;
            }
            let rename = |u: usize| if u == n { v } else { u };
            let edges = case
                .dag
                .edges
                .iter()
                .filter(|&&(x, y)| x != v && y != v)
                .map(|&(x, y)| (rename(x), rename(y)))
                .collect();
            smaller.push(Tokens {
                dag: Dag { n: n - 1, edges },
                tokens,
            });
        }
        smaller
    }

    fn explain(case: &Tokens) -> String {
        Self::default().explain_one(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "6 8 4\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n1 2 4 6\n";

    #[test]
    fn reference_matches_the_search_on_seeded_cases() {
        let mut rng = Rng::new(11);
        let cases: Vec<Tokens> = (0..3000).map(|_| Loj10243::random_small(&mut rng)).collect();
        for (case, brute) in cases.iter().zip(Loj10243::brute(&cases)) {
            assert_eq!(Some(Loj10243::reference(case)), brute, "{case:?}");
        }
    }

    #[test]
    fn shrinking_gives_valid_smaller_inputs_and_explanations_name_the_winner() {
        let mut rng = Rng::new(12);
        for _ in 0..500 {
            let case = Loj10243::random_small(&mut rng);
            for smaller in Loj10243::shrink(&case) {
                assert_ne!(smaller, case);
                let text = Loj10243::write(std::slice::from_ref(&smaller));
                assert_eq!(Loj10243::parse(&text), Ok(vec![smaller]));
            }
            let text = Loj10243::explain(&case);
            let verdict = Loj10243::reference(&case);
            assert!(text.contains(&format!("\n{}: the ", verdict.trim())), "{text}");
        }
    }

    #[test]
    fn parse_write_and_explain() {
        let cases = Loj10243::parse(SAMPLE).unwrap();
        assert_eq!(Loj10243::write(&cases), SAMPLE);
        assert_eq!(grundy(&cases[0].dag), vec![0, 2, 0, 1, 1, 0, 0]);
        let text = Loj10243::explain(&cases[0]);
        assert!(
            text.contains("tokens: g(1) = 2, g(2) = 0, g(4) = 1, g(6) = 0; xor = 3\nwin: the first player wins"),
            "{text}"
        );
        assert!(
            text.contains("slide the token on 1 to 4 (g 2 -> 1), leaving xor 0 (the exhaustive search confirms"),
            "{text}"
        );
        let text =
            Loj10243::explain(&Loj10243::parse("6 8 2\n2 1\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n3 4\n").unwrap()[0]);
        assert!(text.contains("xor = 0\nlose: the second player wins"), "{text}");
        assert!(Loj10243::parse("2 2 1\n1 2\n2 1\n1\n").unwrap_err().contains("cycle"));
        assert!(Loj10243::parse("2 0 3\n1 1 1\n").is_err());
    }
}
