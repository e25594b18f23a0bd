//! LOJ 10243 (AcWing 1319) tokens on a DAG. Brute force: the multisets of
//! token vertices (`rules.rs`); reference: the xor of Grundy values,
//! g(v) = mex of g over v's out-neighbours. Tested by tests/special.rs.

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The game's rules as the statement gives them (its moves, for the brute
// force), in this folder's rules.rs.
#[path = "rules.rs"]
pub mod dag_tokens;

use dag_tokens::Dag;
use sg::mex::Mex;
use sglab::contract::explain::and_winning_move;
use sglab::graph_gen;
use sglab::prelude::*;

/// The brute force searches a case whose token multisets number at most this.
pub const SEARCH_LIMIT: u64 = 20_000;

pub const WORDS: Words = Words::new("win\n", "lose\n");

/// One input: the graph and the vertices holding the K tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    pub dag: Dag,
    pub tokens: Vec<usize>,
}

/// LOJ 10243. The brute force searches one graph at a time (a position is
/// the sorted token vertices, `rules.rs`), so it keeps no memo.
#[derive(Default)]
pub struct Loj10243;

/// g(v) for v in 1..=n (index 0 unused), in reverse topological order.
pub fn grundy(dag: &Dag) -> Vec<u32> {
    let (order, mut mex) = (dag.topological_order().expect("a DAG"), Mex::new());
    let mut g = vec![0u32; dag.n + 1];
    for &v in order.iter().rev() {
        g[v] = mex.of(dag.out(v).into_iter().map(|w| g[w]));
    }
    g
}

/// Whether the multisets of `k` vertices out of `n` (token positions)
/// number at most the search limit: the running products C(n - 1 + i, i).
fn searchable(n: usize, k: usize) -> bool {
    let next = |count: u64, i: u64| Some(count * (n as u64 + i - 1) / i).filter(|&c| c <= SEARCH_LIMIT);
    (1..=k as u64).try_fold(1, next).is_some()
}

/// Whether the player to move wins by exhaustive search; `None` if too large.
pub fn search(case: &Tokens) -> Option<bool> {
    searchable(case.dag.n, case.tokens.len()).then(|| {
        let mut tokens = case.tokens.clone();
        tokens.sort_unstable();
        Search::new(Play::Normal, |t: &Vec<usize>| case.dag.steps(t)).mover_wins(&tokens)
    })
}

/// The ladder on 1..=n: vertex i with edges to i + 1, i + 2, i + 3, so g
/// runs ..., 3, 2, 1, 0 towards n; its first `m` edges.
pub fn ladder(n: usize, m: usize) -> Vec<(usize, usize)> {
    let edges = (1..=n).flat_map(|i| (1..=3).map(move |d| (i, i + d)));
    edges.filter(|&(_, j)| j <= n).take(m).collect()
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
        let n = r.u64("N")?;
        let (m_at, m) = (r.offset(), r.u64("M")?);
        let k = r.usize_upto("K", n)?;
        let edges = (0..m)
            .map(|_| Ok((r.usize_upto("X", n)?, r.usize_upto("Y", n)?)))
            .collect::<Result<Vec<_>, String>>()?;
        let dag = Dag { n: n as usize, edges };
        if let Err(stuck) = dag.topological_order() {
            return Err(format!(
                "M at byte {m_at}: the edges have a cycle (vertices {stuck:?} are on or behind one)"
            ));
        }
        let tokens = (0..k).map(|_| r.usize_upto("token", n)).collect::<Result<_, _>>()?;
        Ok(Tokens { dag, tokens })
    }

    fn write_case(case: &Tokens) -> String {
        let (n, edges, tokens) = (case.dag.n, &case.dag.edges, &case.tokens);
        let lines: String = edges.iter().map(|(x, y)| format!("{x} {y}\n")).collect();
        format!("{n} {} {}\n{lines}{}\n", edges.len(), tokens.len(), join(tokens))
    }

    /// 1 to 8 vertices, up to 12 edges forward in a shuffled order (parallel
    /// edges included), 1 to 4 tokens, often on the same vertex.
    fn random_small(rng: &mut Rng) -> Tokens {
        let n = rng.range(1, 8) as usize;
        let mut edges = Vec::new();
        for _ in (0..rng.range(0, 12)).filter(|_| n > 1) {
            let a = 1 + rng.below(n - 1);
            edges.push((a, a + 1 + rng.below(n - a)));
        }
        let mut tokens: Vec<usize> = Vec::new();
        for _ in 0..rng.range(1, n.min(4) as u64) {
            let v = match tokens.last() {
                Some(&last) if rng.chance(1, 3) => last,
                _ => 1 + rng.below(n),
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
            "pairs" => loop {
                let mut case = Self::random_small(rng);
                let extra = grundy(&case.dag).iter().position(|&g| g != 0);
                if let Some(extra) = extra.filter(|_| case.dag.n >= 3) {
                    let pair = case.tokens[case.tokens.len() - 1];
                    case.tokens = vec![pair, extra, pair];
                    break case;
                }
            },
            "max" => random_dag(rng, n, m, n),
            "ladder" => {
                let tokens = (0..n).map(|_| 1 + rng.below(n)).collect();
                labelled(rng, n, ladder(n, m), tokens)
            }
            "large" => random_dag(rng, 300, 900, 300),
            other => unknown_kind(other),
        };
        vec![case]
    }

    fn brute(&mut self, case: &Tokens) -> Option<String> {
        search(case).map(|wins| WORDS.answer(wins))
    }

    /// The xor of the token vertices' Grundy values (Sprague-Grundy).
    fn reference(&mut self, case: &Tokens) -> String {
        let g = grundy(&case.dag);
        WORDS.answer(case.tokens.iter().fold(0, |x, &v| x ^ g[v]) != 0)
    }

    /// Fewer tokens, fewer edges (`contract::shrink::smaller_lists`), or
    /// one vertex fewer (its edges and tokens dropped, vertex n renamed to
    /// it).
    fn shrink(case: &Tokens) -> Vec<Tokens> {
        let (n, edges) = (case.dag.n, &case.dag.edges);
        let fewer_tokens = smaller_lists(&case.tokens, |_| vec![]).into_iter();
        let mut smaller: Vec<Tokens> = fewer_tokens.map(|tokens| Tokens { tokens, ..case.clone() }).collect();
        let fewer_edges = match edges.len() {
            1 => vec![vec![]],
            _ => smaller_lists(edges, |_| vec![]),
        };
        for edges in fewer_edges {
            let dag = Dag { n, edges };
            smaller.push(Tokens { dag, ..case.clone() });
        }
        for v in (1..=n).filter(|_| n > 1) {
            let rename = |u: usize| if u == n { v } else { u };
            let tokens: Vec<usize> = case.tokens.iter().filter(|&&t| t != v).map(|&t| rename(t)).collect();
            let edges = graph_gen::without_vertex(edges, v, n);
            let dag = Dag { n: n - 1, edges };
            if !tokens.is_empty() && tokens.len() < n {
                smaller.push(Tokens { dag, tokens });
            }
        }
        smaller
    }

    /// Each token's g, the xor and the winner (`contract::explain`), and
    /// for a win one move that the search finds, where it is small enough.
    fn explain(&mut self, case: &Tokens) -> String {
        let g = grundy(&case.dag);
        let values: Vec<u64> = case.tokens.iter().map(|&v| u64::from(g[v])).collect();
        let parts = format!("tokens on {}", join(&case.tokens));
        let text = sum_line(&parts, &values, "g(v) = mex of g over v's out-neighbours", Play::Normal);
        if !searchable(case.dag.n, case.tokens.len()) {
            return text + "(too large to search for a winning move)\n";
        }
        let slide = |&v: &usize| case.dag.out(v).into_iter().map(|w| Step::To(vec![w])).collect();
        and_winning_move(text, Play::Normal, &case.tokens, slide)
    }
}

/// `m` random edges forward in 1..=n, `k` random tokens, then relabelled.
fn random_dag(rng: &mut Rng, n: usize, m: usize, k: usize) -> Tokens {
    let edges = (0..m)
        .map(|_| {
            let a = 1 + rng.below(n - 1);
            (a, a + 1 + rng.below((n - a).min(40)))
        })
        .collect();
    let tokens = (0..k).map(|_| 1 + rng.below(n)).collect();
    labelled(rng, n, edges, tokens)
}

/// Vertices renamed by a random permutation of 1..=n, edges shuffled (their
/// direction kept).
fn labelled(rng: &mut Rng, n: usize, edges: Vec<(usize, usize)>, tokens: Vec<usize>) -> Tokens {
    let label = graph_gen::random_labels(rng, n, false);
    let edges = graph_gen::scrambled(rng, &edges, &label, false);
    let (dag, tokens) = (Dag { n, edges }, tokens.into_iter().map(|t| label[t]).collect());
    Tokens { dag, tokens }
}
