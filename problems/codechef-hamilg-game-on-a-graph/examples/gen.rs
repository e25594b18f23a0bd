// Input generator for CodeChef HAMILG, used for golden files and
// benchmarks: `hamilg-gen KIND SEED` prints one input. KIND:
//   random    100 random connected graphs of 1 to 9 vertices (the brute force
//             searches them);
//   medium    5 random connected graphs of 100 to 200 vertices, densities
//             from a tree plus a few edges to an eighth of all pairs;
//   dense     one graph of 2000 vertices and 10^6 edges (a random spanning
//             tree plus random pairs);
//   complete  the complete graph on 1413 vertices (997,578 edges; odd, so
//             every vertex is missed by some maximum matching);
//   many      100 graphs of 2000 vertices and 10,000 edges each;
//   greedy    2000 vertices: a complete graph on 1000 of them, each with a
//             pendant vertex of its own, the clique's edges first: a greedy
//             matching pairs clique vertices and leaves 1000 pendants
//             exposed (500 augmenting paths to find);
//   blossoms  100 graphs of 1999 vertices and 10,000 edges each: a path in
//             random label order, chords closing triangles along it, random
//             pairs for the rest (deep trees full of nested blossoms);
//   small-complete / small-greedy  the same shapes at 51 / 200 vertices
//             (committable golden files).
// Labels, edge order (except for `greedy`) and orientation are shuffled.

use sglab::games::hackenbush::random_tree;
use sglab::generator;
use sglab::problems::hamilg::{Graph, Hamilg, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;

const KINDS: [&str; 9] = [
    "random",
    "medium",
    "dense",
    "complete",
    "many",
    "greedy",
    "blossoms",
    "small-complete",
    "small-greedy",
];

fn main() {
    let (kind, seed) = generator::args("hamilg-gen", &KINDS);
    let mut rng = Rng::new(seed);
    let cases: Vec<Graph> = match kind.as_str() {
        "random" => (0..100).map(|_| Hamilg::random_small(&mut rng)).collect(),
        "medium" => (0..5)
            .map(|_| {
                let n = rng.range(100, 200) as usize;
                let extra = rng.range(0, 3 * n as u64) as usize;
                let m = if rng.chance(1, 3) { n * (n - 1) / 8 } else { n + extra };
                random_graph(&mut rng, n, m)
            })
            .collect(),
        "dense" => vec![random_graph(&mut rng, MAX_N, 1_000_000)],
        "complete" => vec![complete(&mut rng, 1413)],
        "many" => (0..100).map(|_| random_graph(&mut rng, MAX_N, 10_000)).collect(),
        "greedy" => vec![greedy_trap(MAX_N / 2)],
        "blossoms" => (0..100).map(|_| blossoms(&mut rng, MAX_N - 1, 10_000)).collect(),
        "small-complete" => vec![complete(&mut rng, 51)],
        "small-greedy" => vec![greedy_trap(100)],
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Hamilg::write(&cases));
}

/// Shuffled labels, edge order and orientation.
fn shuffled(rng: &mut Rng, n: usize, edges: Vec<(usize, usize)>) -> Graph {
    let mut label: Vec<usize> = (0..=n).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(x, y)| {
            if rng.chance(1, 2) {
                (label[x], label[y])
            } else {
                (label[y], label[x])
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    Graph { n, edges }
}

/// A random spanning tree plus random other pairs, `m` edges in all.
fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let mut edges = random_tree(rng, n);
    let mut seen = vec![false; n * n + n + 1];
    for &(x, y) in &edges {
        seen[x * n + y] = true;
        seen[y * n + x] = true;
    }
    while edges.len() < m {
        let (x, y) = (rng.range(1, n as u64) as usize, rng.range(1, n as u64) as usize);
        if x != y && !seen[x * n + y] {
            seen[x * n + y] = true;
            seen[y * n + x] = true;
            edges.push((x, y));
        }
    }
    shuffled(rng, n, edges)
}

fn complete(rng: &mut Rng, n: usize) -> Graph {
    let edges = (1..=n).flat_map(|x| (x + 1..=n).map(move |y| (x, y))).collect();
    shuffled(rng, n, edges)
}

/// A clique on 1..=k, vertex i's pendant k + i; the clique's edges first.
fn greedy_trap(k: usize) -> Graph {
    let mut edges: Vec<(usize, usize)> = (1..=k).flat_map(|x| (x + 1..=k).map(move |y| (x, y))).collect();
    edges.extend((1..=k).map(|i| (i, k + i)));
    Graph { n: 2 * k, edges }
}

/// A path 1 - 2 - ... - n, chords i - (i + 2) closing triangles for a
/// third of the i, then random pairs up to `m` edges; labels shuffled.
fn blossoms(rng: &mut Rng, n: usize, m: usize) -> Graph {
    let mut seen = std::collections::HashSet::new();
    let mut edges = Vec::with_capacity(m);
    let mut add = |edges: &mut Vec<(usize, usize)>, x: usize, y: usize| {
        if x != y && edges.len() < m && seen.insert((x.min(y), x.max(y))) {
            edges.push((x, y));
        }
    };
    for v in 1..n {
        add(&mut edges, v, v + 1);
    }
    for v in 1..n - 1 {
        if rng.chance(1, 3) {
            add(&mut edges, v, v + 2);
        }
    }
    while edges.len() < m {
        let (x, y) = (rng.range(1, n as u64) as usize, rng.range(1, n as u64) as usize);
        add(&mut edges, x, y);
    }
    shuffled(rng, n, edges)
}
