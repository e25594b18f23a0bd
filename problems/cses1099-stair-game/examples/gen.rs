// Input generator for CSES 1099, used for golden files and benchmarks:
// `cses1099-gen KIND SEED` prints one input. KIND:
//   random  200 small cases the brute force checks (Problem::random_small);
//   max     t = 1, n = 2*10^5, p_i <= 10^9: the judge's largest staircase;
//   many    t = 10^5 tests of n = 2 (sum of n = 2*10^5): the most tests;
//   large   a committable max-like golden (t = 4, n = 10^4, p_i <= 10^9):
//           random; even stairs xoring to 0; odd stairs only; both;
//   traps   cases where the odd stairs' xor (the 0-based indexing mistake)
//           and the even stairs' xor disagree, zeros, one stair.

use sglab::format::counted_sized_lists;
use sglab::generator;
use sglab::problems::cses1099::Cses1099;
use sglab::problems::Problem;
use sglab::rng::Rng;

const TOP: u64 = 1_000_000_000;

fn main() {
    let (kind, seed) = generator::args("cses1099-gen", &["random", "max", "many", "large", "traps"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = match kind.as_str() {
        "random" => (0..200).map(|_| Cses1099::random_small(&mut rng)).collect(),
        "max" => vec![balls(&mut rng, 200_000)],
        "many" => (0..100_000).map(|_| balls(&mut rng, 2)).collect(),
        "large" => large(&mut rng),
        "traps" => traps(&mut rng),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", counted_sized_lists(&cases));
}

fn balls(rng: &mut Rng, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.range(0, TOP)).collect()
}

/// `balls` where the stairs at 0-based indices `from`, `from + 2`, ... xor
/// to 0 (the last of them is set to the xor of the others, redrawn until
/// that value is within the judge's range). `from` = 1: the even stairs.
fn xor_zero_from(rng: &mut Rng, n: usize, from: usize) -> Vec<u64> {
    let last = from + (n - 1 - from) / 2 * 2;
    loop {
        let mut case = balls(rng, n);
        case[last] = 0;
        let x = case.iter().skip(from).step_by(2).fold(0, |x, &p| x ^ p);
        if x <= TOP {
            case[last] = x;
            return case;
        }
    }
}

fn even_xor_zero(rng: &mut Rng, n: usize) -> Vec<u64> {
    xor_zero_from(rng, n, 1)
}

fn large(rng: &mut Rng) -> Vec<Vec<u64>> {
    let n = 10_000;
    let odd_only: Vec<u64> = (0..n).map(|i| if i % 2 == 0 { rng.range(1, TOP) } else { 0 }).collect();
    vec![
        balls(rng, n),
        even_xor_zero(rng, n),
        odd_only,
        even_xor_zero(rng, n + 1),
    ]
}

fn traps(rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut cases = vec![
        vec![0],
        vec![TOP],
        vec![0, 0],
        vec![0, TOP],
        vec![TOP, 0],
        vec![1, 0, 0],
        vec![0, 0, 1],
        vec![0, 0, 0, 1],
        vec![TOP, TOP, TOP, TOP],
        vec![7, 3, 7, 3, 7],
    ];
    // The odd stairs xor to non-zero, the even ones to zero, and the other
    // way round: a solution that counts the odd stairs (0-based indexing)
    // answers both wrong.
    for n in 2..=12 {
        let mut even_zero = even_xor_zero(rng, n);
        even_zero[0] ^= rng.range(1, 1000);
        cases.push(even_zero);
        let mut odd_zero = xor_zero_from(rng, n, 0);
        odd_zero[1] ^= rng.range(1, 1000);
        cases.push(odd_zero);
    }
    assert!(
        cases.iter().flatten().all(|&p| p <= TOP),
        "a trap left the judge's range"
    );
    cases
}
