// Input generator for Codeforces 2004E, used for golden files and
// benchmarks: `cf2004e-gen KIND SEED` prints one input. KIND:
//   random      300 small cases from `Problem::random_small` that the
//               brute force can check (piles up to 14)
//   max         one case, n = 3*10^5, a_i uniform in 1..=10^7
//   many        10^4 cases of n = 30 (sum of n = 3*10^5), a_i up to 10^7
//   primes      one case, n = 3*10^5, every a_i a prime in 5*10^6..=10^7
//   composites  one case, n = 3*10^5, every a_i = p*q <= 10^7 with primes
//               1000 < p <= q: odd composites whose smallest factor is large
//   traps       golden-sized: 1s, evens, 10^7, the largest prime 9999991,
//               prime squares, values next to multiples of 2^15, and piles
//               of equal Grundy value but different size (3 and 9, p and
//               p*q) that cancel, so about half the answers are Bob

use sglab::format::counted_sized_lists;
use sglab::generator;
use sglab::problems::cf2004e::Cf2004e;
use sglab::problems::Problem;
use sglab::rng::Rng;

const MAX_A: u64 = 10_000_000;

fn main() {
    let (kind, seed) = generator::args(
        "cf2004e-gen",
        &["random", "max", "many", "primes", "composites", "traps"],
    );
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = match kind {
        "random" => (0..300)
            .map(|_| Cf2004e::random_small(&mut rng).into_iter().map(u64::from).collect())
            .collect(),
        "max" => vec![(0..300_000).map(|_| rng.range(1, MAX_A)).collect()],
        "many" => (0..10_000)
            .map(|_| (0..30).map(|_| rng.range(1, MAX_A)).collect())
            .collect(),
        "primes" => {
            let primes: Vec<u64> = primes_up_to(MAX_A).into_iter().filter(|&p| p >= MAX_A / 2).collect();
            vec![(0..300_000).map(|_| primes[rng.below(primes.len())]).collect()]
        }
        "composites" => {
            let primes = primes_up_to(MAX_A / 1000);
            let large: Vec<u64> = primes.iter().copied().filter(|&p| p > 1000).collect();
            let piles = (0..300_000)
                .map(|_| loop {
                    let p = large[rng.below(large.len())];
                    let q = primes[rng.below(primes.len())];
                    if q >= p && p * q <= MAX_A {
                        break p * q;
                    }
                })
                .collect();
            vec![piles]
        }
        "traps" => traps(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", counted_sized_lists(&cases));
}

fn primes_up_to(limit: u64) -> Vec<u64> {
    let limit = limit as usize;
    let mut composite = vec![false; limit + 1];
    let mut primes = Vec::new();
    for p in 2..=limit {
        if !composite[p] {
            primes.push(p as u64);
            for m in (p * p..=limit).step_by(p) {
                composite[m] = true;
            }
        }
    }
    primes
}

/// 400 cases of the traps; each pile is drawn with its smallest prime
/// factor (0 for 1 and evens are handled apart) so that a partner of equal
/// Grundy value can be added without knowing the value.
fn traps(rng: &mut Rng) -> Vec<Vec<u64>> {
    let primes = primes_up_to(MAX_A);
    let odd: Vec<u64> = primes[1..].to_vec();
    let pick = |rng: &mut Rng, from: &[u64]| from[rng.below(from.len())];
    let small_odd: Vec<u64> = odd.iter().copied().take_while(|&p| p < 60).collect();
    let square_roots: Vec<u64> = odd.iter().copied().take_while(|&p| p * p <= MAX_A).collect();
    let mut cases = vec![
        vec![1],
        vec![1, 1],
        vec![2],
        vec![MAX_A],
        vec![9_999_991],
        vec![9_999_991, 9_999_991],
        vec![3, 9],
        vec![3, 9, 27, 81],
        vec![MAX_A, 9_999_991, 1],
    ];
    while cases.len() < 400 {
        let n = rng.range(1, 20) as usize;
        let mut piles = Vec::new();
        let mut partners = Vec::new();
        for _ in 0..n {
            // (pile, a pile of the same Grundy value)
            let (pile, partner) = match rng.below(7) {
                0 => (1, 1),
                1 => (2 * rng.range(1, MAX_A / 2), 2 * rng.range(1, MAX_A / 2)),
                2 => {
                    let p = pick(rng, &small_odd);
                    (p, p * pick(rng, &small_odd).max(p))
                }
                3 => {
                    let p = pick(rng, &odd[odd.len() - 20_000..]);
                    (p, p)
                }
                4 => {
                    let p = pick(rng, &square_roots);
                    (p * p, p)
                }
                5 => {
                    // Odd values next to a multiple of 2^15 (sieve window edges).
                    let edge = (1 << 15) * rng.range(1, MAX_A >> 15);
                    let x = if rng.chance(1, 2) { edge - 1 } else { edge + 1 };
                    (x, x)
                }
                _ => {
                    let p = pick(rng, &square_roots[square_roots.len() / 2..]);
                    let q = pick(rng, &odd[..odd.partition_point(|&q| q <= MAX_A / p)]);
                    (p * q.max(p), p)
                }
            };
            piles.push(pile);
            partners.push(partner);
        }
        if rng.chance(1, 2) {
            piles.extend(partners);
        }
        cases.push(piles);
    }
    cases
}
