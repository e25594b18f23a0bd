// Input generator for Luogu P2252, used for golden files and benchmarks:
// `luogu2252-gen KIND SEED` prints one input (Luogu has one pair per
// input; the binary reads pairs until the end, as POJ 1067 has them). KIND:
//   random  200 small pairs the brute force checks (Problem::random_small);
//   max     one pair near 10^9, the judge's limit: a losing pair (a_k, b_k)
//           with b_k <= 10^9, as is or with one heap one larger, in either
//           order (the seed decides);
//   float   a losing pair where f64 gets floor(d phi) wrong: d the
//           Fibonacci numbers 102334155 and 267914296 (odd and even seeds).

use sglab::generator;
use sglab::problems::luogu2252::{losing_pair, Luogu2252};
use sglab::problems::Problem;
use sglab::rng::Rng;

const TOP: u64 = 1_000_000_000;

fn main() {
    let (kind, seed) = generator::args("luogu2252-gen", &["random", "max", "float"]);
    let mut rng = Rng::new(seed);
    let cases = match kind.as_str() {
        "random" => (0..200).map(|_| Luogu2252::random_small(&mut rng)).collect(),
        "max" => vec![near_the_top(&mut rng)],
        "float" => vec![losing_pair(if seed % 2 == 1 { 102_334_155 } else { 267_914_296 })],
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Luogu2252::write(&cases));
}

fn near_the_top(rng: &mut Rng) -> (u64, u64) {
    // b_k ~ k phi^2 <= 10^9 for k up to about 3.8 * 10^8.
    let k = rng.range(380_000_000, 381_966_000);
    let (mut a, mut b) = losing_pair(k);
    assert!(b < TOP, "b_k = {b} is past the judge's limit");
    match rng.below(3) {
        0 => {}
        1 => a += 1,
        _ => b += 1,
    }
    if rng.chance(1, 2) {
        (b, a)
    } else {
        (a, b)
    }
}
