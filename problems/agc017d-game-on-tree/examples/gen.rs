// Input generator for AtCoder AGC017 D, used for golden files and
// benchmarks: `agc017d-gen KIND SEED` prints one input (one tree). KIND:
//   random      a random tree of 2 to 12 vertices (the brute force searches it);
//   path        a path of 100,000 vertices with vertex 1 at one end (depth
//               99,999: a recursive walk overflows the stack);
//   star        100,000 vertices around one centre that is not vertex 1;
//   max         a random tree of 100,000 vertices;
//   large-path  a path of 60,000 vertices, vertex 1 at one end (committable);
//   large-star  a star of 60,000 vertices (committable).
// Labels other than 1, edge order and edge orientation are shuffled.

use sglab::games::hackenbush;
use sglab::generator;
use sglab::problems::agc017d::{Agc017d, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::io::{self, Write};

const KINDS: [&str; 6] = ["random", "path", "star", "max", "large-path", "large-star"];

fn main() {
    let (kind, seed) = generator::args("agc017d-gen", &KINDS);
    let mut rng = Rng::new(seed);
    let edges = match kind.as_str() {
        "random" => Agc017d::random_small(&mut rng),
        "path" => path(&mut rng, MAX_N),
        "star" => star(&mut rng, MAX_N),
        "max" => hackenbush::random_tree(&mut rng, MAX_N),
        "large-path" => path(&mut rng, 60_000),
        "large-star" => star(&mut rng, 60_000),
        _ => unreachable!("generator::args checked KIND"),
    };
    io::stdout()
        .write_all(Agc017d::write(&[edges]).as_bytes())
        .expect("cannot write the input");
}

/// Vertices 2..=n in random order; their names, then shuffled edges.
fn shuffled_labels(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut rest: Vec<usize> = (2..=n).collect();
    rng.shuffle(&mut rest);
    let mut labels = vec![1];
    labels.extend(rest);
    labels
}

fn shuffled(rng: &mut Rng, mut edges: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    for edge in &mut edges {
        if rng.chance(1, 2) {
            *edge = (edge.1, edge.0);
        }
    }
    rng.shuffle(&mut edges);
    edges
}

fn path(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let label = shuffled_labels(rng, n);
    let edges = (1..n).map(|i| (label[i - 1], label[i])).collect();
    shuffled(rng, edges)
}

fn star(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let label = shuffled_labels(rng, n);
    let centre = label[1];
    let edges = label.iter().filter(|&&v| v != centre).map(|&v| (centre, v)).collect();
    shuffled(rng, edges)
}
