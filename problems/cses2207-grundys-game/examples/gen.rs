// Input generator for CSES 2207, used for golden files and benchmarks:
// `cses2207-gen KIND SEED` prints one input. KIND:
//   random  300 heaps the brute force searches (n <= 40);
//   max     t = 10^5 heaps drawn from 1..=10^6: the benchmark input;
//   large   t = 20,000 heaps from 1..=10^6 (a committable max-like golden);
//   table   every n from 1 to 2100: the whole table, its last loss (1222)
//           and the switch to the computed part above 2000, then 10^6.

use sglab::generator;
use sglab::problems::cses2207::{Cses2207, MAX_N};
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::io::{self, Write};

fn main() {
    let (kind, seed) = generator::args("cses2207-gen", &["random", "max", "large", "table"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<u64> = match kind.as_str() {
        "random" => (0..300).map(|_| Cses2207::random_small(&mut rng)).collect(),
        "max" => (0..100_000).map(|_| rng.range(1, MAX_N)).collect(),
        "large" => (0..20_000).map(|_| rng.range(1, MAX_N)).collect(),
        "table" => (1..=2100).chain([MAX_N - 1, MAX_N]).collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    io::stdout()
        .write_all(Cses2207::write(&cases).as_bytes())
        .expect("cannot write the input");
}
