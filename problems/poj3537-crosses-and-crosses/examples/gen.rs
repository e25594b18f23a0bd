// Input generator for POJ 3537, used for golden files and benchmarks:
// `poj3537-gen KIND SEED` prints one input, values of n one per token.
// KIND: `random` (200 values of n <= 16 from `Problem::random_small`,
// which the brute force plays out, in mixed whitespace), `max` (n = 2000,
// the judge's largest input), `all` (every n in 1..=2000 once, shuffled:
// the whole table), `many` (100000
// values of n <= 2000: the many-queries benchmark), `tiny` (n = 1 and 2,
// where nobody can make three in a row, among 3..=6), `thirds` (every
// multiple of 3 up to 2000 and every other n up to 400: the published rule
// "second wins iff 3 divides n" tested both ways).

use sglab::generator;
use sglab::problems::poj3537::Poj3537;
use sglab::problems::Problem;
use sglab::rng::Rng;
use std::fmt::Write;

/// The judge's largest n.
const JUDGE_MAX: u64 = 2000;

fn main() {
    let (kind, seed) = generator::args("poj3537-gen", &["random", "max", "all", "many", "tiny", "thirds"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let values: Vec<u64> = match kind {
        "random" => (0..200).map(|_| Poj3537::random_small(&mut rng) as u64).collect(),
        "max" => vec![JUDGE_MAX],
        "all" => shuffled((1..=JUDGE_MAX).collect(), &mut rng),
        "many" => (0..100_000).map(|_| rng.range(1, JUDGE_MAX)).collect(),
        "tiny" => (0..60).map(|_| rng.range(1, 6)).chain([1, 2]).collect(),
        "thirds" => {
            let thirds = (1..=JUDGE_MAX / 3).map(|k| 3 * k);
            let others = (1..=400).filter(|n| n % 3 != 0);
            shuffled(thirds.chain(others).collect(), &mut rng)
        }
        _ => unreachable!("generator::args checked KIND"),
    };
    let mut text = String::new();
    for n in values {
        // `random` varies the layout: any whitespace separates values.
        let separator = match (kind, rng.below(8)) {
            ("random", 0) => " ",
            ("random", 1) => "\r\n",
            ("random", 2) => "\t\n\n",
            _ => "\n",
        };
        let _ = write!(text, "{n}{separator}");
    }
    print!("{text}");
}

fn shuffled(mut values: Vec<u64>, rng: &mut Rng) -> Vec<u64> {
    rng.shuffle(&mut values);
    values
}
