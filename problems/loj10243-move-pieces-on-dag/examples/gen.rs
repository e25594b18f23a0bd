// Input generator for LOJ 10243 (AcWing 1319): `loj10243-gen KIND SEED`
// prints one input (one graph and its tokens). KIND:
//   random   1 to 8 vertices, up to 12 edges, 1 to 4 tokens (searched);
//   pairs    a random graph of 3 to 8 vertices whose tokens come in equal pairs plus
//            one more on a vertex of non-zero value (the pair cancels: win);
//   max      N = 2000, M = 6000 random forward edges, K = 2000 tokens;
//   ladder   N = 2000, M = 6000: vertex i has edges to i+1, i+2, i+3 in a
//            shuffled labelling, so g runs 0, 1, 2, 3, 0, ... along a path
//            1999 edges deep (a recursive search goes that deep);
//   large    N = 300, M = 900, K = 300 (committable).
// Vertex labels and edge order are shuffled.

use sglab::games::dag_tokens::Dag;
use sglab::generator;
use sglab::problems::loj10243::{grundy, Loj10243, Tokens, MAX_M, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;

const KINDS: [&str; 5] = ["random", "pairs", "max", "ladder", "large"];

fn main() {
    let (kind, seed) = generator::args("loj10243-gen", &KINDS);
    let mut rng = Rng::new(seed);
    let case = match kind.as_str() {
        "random" => Loj10243::random_small(&mut rng),
        "pairs" => {
            let mut case = Loj10243::random_small(&mut rng);
            while case.dag.n < 3 || grundy(&case.dag).iter().all(|&g| g == 0) {
                case = Loj10243::random_small(&mut rng);
            }
            // The extra token on a vertex of non-zero value: the answer is win.
            let extra = grundy(&case.dag)
                .iter()
                .position(|&g| g != 0)
                .expect("a non-zero value");
            let pair = case.tokens[case.tokens.len() - 1];
            case.tokens = vec![pair, extra, pair];
            case
        }
        "max" => random_dag(&mut rng, MAX_N, MAX_M, MAX_N),
        "ladder" => {
            let edges = (0..MAX_N)
                .flat_map(|i| (1..=3).map(move |d| (i, i + d)))
                .filter(|&(_, j)| j < MAX_N);
            let edges: Vec<(usize, usize)> = edges.collect();
            let k = MAX_N;
            let tokens = (0..k).map(|_| rng.below(MAX_N)).collect();
            labelled(&mut rng, MAX_N, edges, tokens)
        }
        "large" => random_dag(&mut rng, 300, 900, 300),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Loj10243::write(&[case]));
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
