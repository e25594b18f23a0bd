//! LOJ 10243 (AcWing 1319) tokens on a DAG for the pack's tools: one graph
//! and K tokens per input; `win` or `lose` for the first player. A case is
//! the graph with its tokens (the input holds one). The brute force searches
//! the multisets of token vertices (`games::dag_tokens`); the reference
//! sums Grundy values, g(v) = mex of g over the out-neighbours of v. Tested
//! by the shared suite (tests/suite.rs) and tests/special.rs.

use crate::contract::shrink::smaller_lists;
use crate::contract::{Frame, Problem, Reader, Words};
use crate::format::join;
use crate::games::dag_tokens::Dag;
use crate::meta::Ranges;
use crate::rng::Rng;
use crate::search::{Memo, Play, Search, Step};
use sg::mex::Mex;
use std::rc::Rc;

/// The brute force searches a case whose token multisets number at most this.
pub const SEARCH_LIMIT: u64 = 20_000;

pub const WORDS: Words = Words {
    first: "win\n",
    second: "lose\n",
};

/// One input: the graph and the vertices holding the K tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    pub dag: Dag,
    pub tokens: Vec<usize>,
}

/// A position of the search: the graph and the sorted token vertices (one
/// memo serves every graph).
type Position = (Rc<Dag>, Vec<usize>);

/// LOJ 10243: the search's memo and the mex buffer the Grundy computations
/// reuse.
pub struct Loj10243 {
    search: Memo<Position>,
    mex: Mex,
}

impl Default for Loj10243 {
    fn default() -> Loj10243 {
        let moves = |(dag, tokens): &Position| -> Vec<Step<Position>> {
            let to = |step| match step {
                Step::To(next) => Step::To((Rc::clone(dag), next)),
                Step::Win => Step::Win,
            };
            dag.steps(tokens).into_iter().map(to).collect()
        };
        Loj10243 {
            search: Search::boxed(Play::Normal, moves),
            mex: Mex::new(),
        }
    }
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

impl Loj10243 {
    /// Whether the player to move wins by exhaustive search; `None` if too large.
    pub fn search(&mut self, case: &Tokens) -> Option<bool> {
        (positions(case.dag.n, case.tokens.len()) <= SEARCH_LIMIT).then(|| {
            let mut tokens = case.tokens.clone();
            tokens.sort_unstable();
            self.search.mover_wins(&(Rc::new(case.dag.clone()), tokens))
        })
    }
}

impl Problem for Loj10243 {
    type Case = Tokens;
    const NAME: &'static str = "loj10243";
    const FRAME: Frame = Frame::Single;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["pairs", "max", "ladder", "large"];

    /// N M K, the M edges, the K token vertices; vertices and K at most N;
    /// edges that form a cycle are refused at M's byte (no one edge is to
    /// blame).
    fn read_case(r: &mut Reader) -> Result<Tokens, String> {
        let n = r.usize("N")?;
        let m_at = r.offset();
        let m = r.u64("M")?;
        let upto_n = |r: &mut Reader, name: &str| -> Result<usize, String> {
            let lo = r.range(name)?.lo;
            r.u64_in(name, lo, n as u64).map(|v| v as usize)
        };
        let k = upto_n(r, "K")?;
        let mut edges = Vec::new();
        for _ in 0..m {
            edges.push((upto_n(r, "X")?, upto_n(r, "Y")?));
        }
        let dag = Dag { n, edges };
        if let Err(stuck) = dag.topological_order() {
            return Err(format!(
                "M at byte {m_at}: the edges have a cycle (vertices {stuck:?} are on or behind one)"
            ));
        }
        let tokens = (0..k).map(|_| upto_n(r, "token")).collect::<Result<_, _>>()?;
        Ok(Tokens { dag, tokens })
    }

    fn write_case(case: &Tokens) -> String {
        let mut text = format!("{} {} {}\n", case.dag.n, case.dag.edges.len(), case.tokens.len());
        for (x, y) in &case.dag.edges {
            text.push_str(&format!("{x} {y}\n"));
        }
        text + &join(&case.tokens) + "\n"
    }

    /// 1 to 8 vertices, up to 12 edges forward in a shuffled order (parallel
    /// edges included), 1 to 4 tokens, often on the same vertex.
    fn random_small(rng: &mut Rng) -> Tokens {
        let n = rng.range(1, 8) as usize;
        let mut edges = Vec::new();
        if n > 1 {
            for _ in 0..rng.range(0, 12) {
                let a = rng.below(n - 1);
                edges.push((a, a + 1 + rng.below(n - 1 - a)));
            }
        }
        let k = rng.range(1, n.min(4) as u64) as usize;
        let mut tokens: Vec<usize> = Vec::new();
        for _ in 0..k {
            let v = match tokens.last() {
                Some(&last) if rng.chance(1, 3) => last,
                _ => rng.below(n),
            };
            tokens.push(v);
        }
        labelled(rng, n, edges, tokens)
    }

    /// pairs: a random graph of 3 to 8 vertices whose tokens are an equal
    /// pair plus one on a vertex of non-zero value (the pair cancels: win);
    /// max: N, M and K at the judge's limits, random forward edges; ladder:
    /// N and M at the limits, vertex i with edges to i+1, i+2, i+3, so g
    /// runs 0, 1, 2, 3, 0, ... along a path N - 1 edges deep (a recursive
    /// search goes that deep); large: N = 300, M = 900, K = 300
    /// (committable). Vertex labels and edge order are shuffled.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Tokens> {
        let (n, m) = (limits["N"].hi as usize, limits["M"].hi as usize);
        let case = match kind {
            "pairs" => {
                let mut case = Self::random_small(rng);
                while case.dag.n < 3 || grundy(&case.dag).iter().all(|&g| g == 0) {
                    case = Self::random_small(rng);
                }
                let extra = grundy(&case.dag)
                    .iter()
                    .position(|&g| g != 0)
                    .expect("a non-zero value");
                let pair = case.tokens[case.tokens.len() - 1];
                case.tokens = vec![pair, extra, pair];
                case
            }
            "max" => random_dag(rng, n, m, n),
            "ladder" => {
                let edges = (0..n).flat_map(|i| (1..=3).map(move |d| (i, i + d)));
                let edges: Vec<(usize, usize)> = edges.filter(|&(_, j)| j < n).take(m).collect();
                let tokens = (0..n).map(|_| rng.below(n)).collect();
                labelled(rng, n, edges, tokens)
            }
            _ => random_dag(rng, 300, 900, 300),
        };
        vec![case]
    }

    fn brute(&mut self, case: &Tokens) -> Option<String> {
        self.search(case).map(|wins| WORDS.answer(wins))
    }

    /// The xor of the token vertices' Grundy values (Sprague-Grundy).
    fn reference(&mut self, case: &Tokens) -> String {
        let g = grundy_with(&mut self.mex, &case.dag);
        WORDS.answer(case.tokens.iter().fold(0, |x, &v| x ^ g[v]) != 0)
    }

    /// Fewer tokens, fewer edges (`contract::shrink::smaller_lists`), or
    /// one vertex fewer (its edges and tokens dropped, vertex n renamed to
    /// it).
    fn shrink(case: &Tokens) -> Vec<Tokens> {
        let mut smaller: Vec<Tokens> = smaller_lists(&case.tokens, |_| vec![])
            .into_iter()
            .map(|tokens| Tokens { tokens, ..case.clone() })
            .collect();
        let edges = &case.dag.edges;
        let fewer = if edges.len() == 1 {
            vec![vec![]]
        } else {
            smaller_lists(edges, |_| vec![])
        };
        smaller.extend(fewer.into_iter().map(|edges| Tokens {
            dag: Dag { n: case.dag.n, edges },
            ..case.clone()
        }));
        let n = case.dag.n;
        for v in (1..=n).filter(|_| n > 1) {
            let rename = |u: usize| if u == n { v } else { u };
            let tokens: Vec<usize> = case.tokens.iter().filter(|&&t| t != v).map(|&t| rename(t)).collect();
            let edges = edges.iter().filter(|&&(x, y)| x != v && y != v);
            let edges = edges.map(|&(x, y)| (rename(x), rename(y))).collect();
            if !tokens.is_empty() && tokens.len() < n {
                smaller.push(Tokens {
                    dag: Dag { n: n - 1, edges },
                    tokens,
                });
            }
        }
        smaller
    }

    /// Each token's g, the xor, the winner, and for a win a move to xor 0
    /// that the search confirms.
    fn explain(&mut self, case: &Tokens) -> String {
        let g = grundy_with(&mut self.mex, &case.dag);
        let x = case.tokens.iter().fold(0, |x, &v| x ^ g[v]);
        let each: Vec<String> = case.tokens.iter().map(|&v| format!("g({v}) = {}", g[v])).collect();
        let mut text = format!("tokens: {}; xor = {x}\n", each.join(", "));
        if x == 0 {
            text.push_str("lose: the second player wins (every move changes one g and leaves a non-zero xor)\n");
            return text;
        }
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
        let mut after = case.clone();
        after.tokens[i] = w;
        let confirmed = match self.search(&after) {
            Some(false) => "the exhaustive search confirms: the second player to move loses",
            Some(true) => "BUT the search disagrees",
            None => "too large to search",
        };
        text.push_str(&format!(
            "win: the first player wins: slide the token on {} to {w} (g {} -> {}), leaving xor 0 ({confirmed})\n",
            case.tokens[i], g[case.tokens[i]], g[w]
        ));
        text
    }
}

/// `m` random edges forward in 0..n, `k` random tokens, then relabelled.
fn random_dag(rng: &mut Rng, n: usize, m: usize, k: usize) -> Tokens {
    let edges = (0..m)
        .map(|_| {
            let a = rng.below(n - 1);
            (a, a + 1 + rng.below((n - 1 - a).min(40)))
        })
        .collect();
    let tokens = (0..k).map(|_| rng.below(n)).collect();
    labelled(rng, n, edges, tokens)
}

/// Vertices 0..n renamed by a random permutation onto 1..=n, edges shuffled.
fn labelled(rng: &mut Rng, n: usize, edges: Vec<(usize, usize)>, tokens: Vec<usize>) -> Tokens {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = edges.into_iter().map(|(a, b)| (label[a], label[b])).collect();
    rng.shuffle(&mut edges);
    let tokens = tokens.into_iter().map(|t| label[t]).collect();
    Tokens {
        dag: Dag { n, edges },
        tokens,
    }
}
