// Input generator for HDU 5795, used for golden files and benchmarks:
// `hdu5795-gen KIND SEED` prints one input. KIND:
//   random  200 small cases the brute force can check (heap sums <= 18),
//           drawn by sglab's Hdu5795::random_small like the stress test
//           and the judge tool;
//   max     T = 3, n = 10^6, 1 <= s[i] <= 10^9: the benchmark input (about
//           30 MB; never committed);
//   large   T = 3, n = 6000, s[i] <= 10^9: a committable max-like golden
//           (random heaps; every heap twice; heaps whose plain xor is 0);
//   traps   heaps at the 8k+7 / 8k+8 swap where plain Nim's xor is wrong,
//           pairs of equal heaps, single heaps, the largest heap 10^9.

use sglab::generator;
use sglab::problems::hdu5795::Hdu5795;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::io::{self, BufWriter, Write};

const TOP: u64 = 1_000_000_000;

fn main() {
    let (kind, seed) = generator::args("hdu5795-gen", &["random", "max", "large", "traps"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases = match kind {
        "random" => (0..200).map(|_| Hdu5795::random_small(&mut rng)).collect(),
        "max" => (0..3).map(|_| heaps(&mut rng, 1_000_000)).collect(),
        "large" => large(&mut rng),
        "traps" => traps(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    write(&mut out, &cases).expect("cannot write the input");
}

fn heaps(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.range(1, TOP)).collect()
}

fn large(rng: &mut Rng) -> Vec<Vec<u64>> {
    let random = heaps(rng, 6000);
    let half = heaps(rng, 3000);
    let mut twice: Vec<u64> = half.iter().chain(&half).copied().collect();
    rng.shuffle(&mut twice);
    // Plain xor 0: the last heap is the xor of the others (redrawn if 0).
    let mut plain_zero = heaps(rng, 5999);
    loop {
        let last = plain_zero.iter().fold(0, |x, &h| x ^ h);
        if (1..=TOP).contains(&last) {
            plain_zero.push(last);
            break;
        }
        plain_zero[0] = rng.range(1, TOP);
    }
    vec![random, twice, plain_zero]
}

fn traps(rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut cases: Vec<Vec<u64>> = vec![
        vec![7, 9, 1], // plain xor 15, yet the second player wins
        vec![8, 6, 1], // plain xor 15, yet the second player wins
        vec![7, 6, 1], // plain xor 0, yet the first player wins
        vec![8, 9, 1], // plain xor 0, yet the first player wins
        vec![7, 8],
        vec![7, 7],
        vec![8, 8],
        vec![15, 1, 2],
        vec![TOP],
        vec![TOP, TOP - 1],
        vec![TOP, TOP - 2, 1],
        vec![TOP - 1, TOP + 1 - 8, 1],
    ];
    cases.extend((1..=18).map(|x| vec![x]));
    for _ in 0..40 {
        let k = rng.range(1, TOP / 8 - 2) * 8;
        let mut case = match rng.below(5) {
            0 => vec![k + 7, k + 9, 1],
            1 => vec![k + 8, k + 6, 1],
            2 => vec![k + 7, k + 6, 1],
            3 => vec![k + 8, k + 9, 1],
            _ => vec![k + 7 + rng.range(0, 1); 2],
        };
        rng.shuffle(&mut case);
        cases.push(case);
    }
    cases
}

fn write(out: &mut impl Write, cases: &[Vec<u64>]) -> io::Result<()> {
    writeln!(out, "{}", cases.len())?;
    for case in cases {
        writeln!(out, "{}", case.len())?;
        for (i, heap) in case.iter().enumerate() {
            write!(out, "{}{heap}", if i == 0 { "" } else { " " })?;
        }
        writeln!(out)?;
    }
    out.flush()
}
