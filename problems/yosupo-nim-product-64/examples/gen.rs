// Input generator for Library Checker nim_product_64, used for golden files
// and benchmarks: `nim_product_64-gen KIND SEED` prints one input. KIND:
//   random  500 pairs below 64 (the mex definition answers them);
//   max     T = 10^6 random 64-bit pairs: the benchmark input (about 40 MB);
//   large   T = 12,000 random 64-bit pairs (a committable max-like golden);
//   powers  every 2^i (x) 2^j for i, j < 64, then 0, 1 and 2^64 - 1 against
//           the powers: each bit of the Fermat-power table once.

use sglab::generator;
use sglab::problems::nim_product_64::NimProduct64;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::io::{self, BufWriter, Write};

fn main() {
    let (kind, seed) = generator::args("nim_product_64-gen", &["random", "max", "large", "powers"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<(u64, u64)> = match kind.as_str() {
        "random" => (0..500).map(|_| NimProduct64::random_small(&mut rng)).collect(),
        "max" => (0..1_000_000).map(|_| (rng.next_u64(), rng.next_u64())).collect(),
        "large" => (0..12_000).map(|_| (rng.next_u64(), rng.next_u64())).collect(),
        "powers" => powers(),
        _ => unreachable!("generator::args checked KIND"),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    writeln!(out, "{}", cases.len()).expect("cannot write the input");
    for (a, b) in cases {
        writeln!(out, "{a} {b}").expect("cannot write the input");
    }
    out.flush().expect("cannot write the input");
}

fn powers() -> Vec<(u64, u64)> {
    let mut cases = Vec::new();
    for i in 0..64 {
        for j in 0..64 {
            cases.push((1 << i, 1 << j));
        }
    }
    for i in 0..64 {
        for special in [0, 1, u64::MAX] {
            cases.push((special, 1 << i));
        }
    }
    cases
}
