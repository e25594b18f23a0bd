// Input generator for HDU 2516 Fibonacci Nim: `hdu2516-gen KIND SEED` prints
// one input. KIND:
//   random  200 small piles the brute force checks (Problem::random_small);
//   traps   every Fibonacci number below 2^31 and its two neighbours, the
//           largest n the judge allows (2^31 - 1), the positive values a wrapping i32 table
//           of 60 Fibonacci numbers holds, and 2 and 3 (the take-all trap);
//   max     10^6 lines of n < 2^31, a quarter Fibonacci numbers: the
//           judge's largest kind of input (its line count is not stated);
//   large   2000 such lines (a committable golden).

use sglab::games::fibonacci_nim::fibonacci_up_to;
use sglab::generator;
use sglab::problems::hdu2516::Hdu2516;
use sglab::problems::Problem;
use sglab::rng::Rng;

const TOP: u64 = (1 << 31) - 1;

fn main() {
    let (kind, seed) = generator::args("hdu2516-gen", &["random", "traps", "max", "large"]);
    let mut rng = Rng::new(seed);
    let cases: Vec<u64> = match kind.as_str() {
        "random" => (0..200).map(|_| Hdu2516::random_small(&mut rng)).collect(),
        "traps" => traps(),
        "max" => (0..1_000_000).map(|_| pile(&mut rng)).collect(),
        "large" => (0..2000).map(|_| pile(&mut rng)).collect(),
        _ => unreachable!("generator::args checked KIND"),
    };
    print!("{}", Hdu2516::write(&cases));
}

fn pile(rng: &mut Rng) -> u64 {
    let fib = fibonacci_up_to(TOP);
    if rng.chance(1, 4) {
        fib[rng.range(1, fib.len() as u64 - 1) as usize]
    } else {
        rng.range(2, TOP)
    }
}

fn traps() -> Vec<u64> {
    let mut cases = Vec::new();
    for f in fibonacci_up_to(TOP).into_iter().skip(1) {
        cases.extend([f - 1, f, f + 1].into_iter().filter(|&n| n >= 2));
    }
    cases.extend([TOP, TOP - 1]);
    // F_47, F_48, ... summed in wrapping i32: the positive ones.
    let (mut a, mut b) = (1i32, 2i32);
    for _ in 0..60 {
        if a > 1 && !fibonacci_up_to(TOP).contains(&(a as u64)) {
            cases.push(a as u64);
        }
        (a, b) = (b, a.wrapping_add(b));
    }
    cases.dedup();
    cases
}
