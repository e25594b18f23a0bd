// Input generator for AcWing 235, used for golden files and benchmarks:
// `acwing235-gen KIND SEED` prints one input. KIND: `random` (small cases
// from `Problem::random_small` that the brute force can check), `max` (300 data sets of n = 100, a_i <= 1000),
// `traps` (losing positions with piles > 1, which a wrong table calls wins:
// pairs of equal values, values of sg 0 such as 8, all-ones sets).

use sglab::format::sized_lists;
use sglab::games::beads;
use sglab::generator;
use sglab::grundy;
use sglab::problems::acwing235::Acwing235;
use sglab::problems::Problem;
use sglab::rng::Rng;

const A_MAX: usize = 1000;

fn main() {
    let (kind, seed) = generator::args("acwing235-gen", &["random", "max", "traps"]);
    let kind = kind.as_str();
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = match kind {
        "random" => (0..200)
            .map(|_| Acwing235::random_small(&mut rng).into_iter().map(u64::from).collect())
            .collect(),
        "max" => (0..300)
            .map(|_| (0..100).map(|_| rng.range(1, A_MAX as u64)).collect())
            .collect(),
        "traps" => traps(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", sized_lists(&cases));
}

/// n random piles and one more whose value cancels their xor (redrawn
/// until the xor is a value some pile has).
fn balanced(rng: &mut Rng, g: &[u32], n: usize) -> Vec<u64> {
    loop {
        let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, A_MAX as u64)).collect();
        let xor = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
        let fix: Vec<u64> = (1..=A_MAX as u64).filter(|&a| g[a as usize] == xor).collect();
        if !fix.is_empty() {
            piles.push(fix[rng.below(fix.len())]);
            return piles;
        }
    }
}

/// Positions whose values xor to 0 although some pile can move.
fn traps(rng: &mut Rng) -> Vec<Vec<u64>> {
    let g = grundy::table(A_MAX, beads::options);
    let zeros: Vec<u64> = (2..=A_MAX as u64).filter(|&a| g[a as usize] == 0).collect();
    (0..200)
        .map(|i| {
            let n = rng.range(1, 99) as usize; // room for the balancing pile
            match i % 4 {
                0 | 1 => balanced(rng, &g, n),
                2 => vec![zeros[rng.below(zeros.len())]],
                _ => vec![1; n],
            }
        })
        .collect()
}
