// Input generator for HDU 1907, used for golden files and benchmarks:
// `hdu1907-gen KIND SEED` prints one input. KIND: `random` (small cases the
// brute force can check, drawn by sglab's Hdu1907::random_small like the
// stress test and the judge tool), `max` (T = 500, N = 50, A_i <= 5000: the largest
// of HDU, POJ and Luogu), `traps` (all-ones piles, single piles, one big pile
// among ones).

use sglab::format::counted_sized_lists;
use sglab::generator;
use sglab::problems::hdu1907::Hdu1907;
use sglab::problems::Problem;
use sglab::rng::Rng;

fn main() {
    let (kind, seed) = generator::args("hdu1907-gen", &["random", "max", "traps"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = match kind {
        "random" => (0..200).map(|_| Hdu1907::random_small(&mut rng)).collect(),
        "max" => (0..500)
            .map(|_| (0..50).map(|_| rng.range(1, 5000)).collect())
            .collect(),
        "traps" => (0..500)
            .map(|i| {
                let n = rng.range(1, 50) as usize;
                let mut piles = vec![1u64; n];
                if i % 3 == 1 {
                    piles[rng.below(n)] = rng.range(2, 5000);
                }
                if i % 3 == 2 {
                    piles = vec![rng.range(1, 5000)];
                }
                piles
            })
            .collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", counted_sized_lists(&cases));
}
