// Input generator for AtCoder AGC010 F Tree Game, used for golden files and
// benchmarks: `agc010f-gen KIND SEED` prints one input (one tree). KIND:
//   random  a tree of 2 to 6 vertices with 0 to 5 stones each (the brute
//           force searches it);
//   ties    a random tree of 3000 vertices with 0 to 2 stones each (equal
//           neighbours everywhere: the strict inequality decides);
//   path    a path of 3000 vertices whose stones fall along it with random
//           dips (depth 3000 for every start: no recursion allowed);
//   star    3000 vertices around one centre, random stones up to 10^9;
//   max     a random tree of 3000 vertices, random stones up to 10^9.
// Labels, edge order and edge orientation are shuffled.

use sglab::games::hackenbush::random_tree;
use sglab::generator;
use sglab::problems::agc010f::{Agc010f, Tree, MAX_A, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;

const KINDS: [&str; 5] = ["random", "ties", "path", "star", "max"];

fn main() {
    let (kind, seed) = generator::args("agc010f-gen", &KINDS);
    let mut rng = Rng::new(seed);
    let n = MAX_N;
    let tree = match kind.as_str() {
        "random" => Agc010f::random_small(&mut rng),
        "ties" => Tree {
            stones: (0..n).map(|_| rng.range(0, 2)).collect(),
            edges: random_tree(&mut rng, n),
        },
        "path" => path(&mut rng, n),
        "star" => star(&mut rng, n),
        "max" => Tree {
            stones: (0..n).map(|_| rng.range(0, MAX_A)).collect(),
            edges: random_tree(&mut rng, n),
        },
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Agc010f::write(&[tree]));
}

/// Shuffled edges in random orientation.
fn shuffled(rng: &mut Rng, mut edges: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    for edge in &mut edges {
        if rng.chance(1, 2) {
            *edge = (edge.1, edge.0);
        }
    }
    rng.shuffle(&mut edges);
    edges
}

fn path(rng: &mut Rng, n: usize) -> Tree {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut stones = vec![0; n];
    for (i, &v) in label.iter().enumerate() {
        let fall = (n - i) as u64 * 1000;
        stones[v - 1] = if rng.chance(1, 10) { rng.range(0, fall) } else { fall };
    }
    let edges = label.windows(2).map(|w| (w[0], w[1])).collect();
    Tree {
        stones,
        edges: shuffled(rng, edges),
    }
}

fn star(rng: &mut Rng, n: usize) -> Tree {
    let centre = rng.range(1, n as u64) as usize;
    let edges = (1..=n).filter(|&v| v != centre).map(|v| (centre, v)).collect();
    Tree {
        stones: (0..n).map(|_| rng.range(0, MAX_A)).collect(),
        edges: shuffled(rng, edges),
    }
}
