// HDU 2516 Fibonacci Nim: one pile of n; the first move takes 1 to n - 1
// stones, each later move 1 to twice the opponent's last take; whoever takes
// the last stone wins (normal play). The first player loses iff n is a
// Fibonacci number (Zeckendorf's theorem; proof in README.md).
// Time O(log n) per line (at most 92 Fibonacci numbers below 2^64), memory
// O(1).
// Accepts: n = 1..=18446744073709551615 per line (n = 1: no first move, so
// `Second win`); the line `0` must end the input, and only whitespace may
// follow it.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the pile with its allowance exhaustively (sglab::search) on
// thousands of seeded cases and checks the files in
// testdata/hdu2516-fibonacci-nim/ against that search or Zeckendorf's rule;
// tests/special.rs checks every n <= 300 and the Fibonacci numbers past i32
// and up to 2^64.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    loop {
        let n = input.case_or_end_marker("n", 0, u64::MAX)?;
        if n == 0 {
            return Ok(());
        }
        out.line(if is_fibonacci(n) { "Second win" } else { "First win" });
    }
}

/// Whether n is one of 1, 2, 3, 5, 8, ... (u128: the step past the largest
/// Fibonacci number below 2^64 does not overflow).
fn is_fibonacci(n: u64) -> bool {
    let (mut a, mut b) = (1u128, 2u128);
    while a < u128::from(n) {
        let next = a + b;
        a = b;
        b = next;
    }
    a == u128::from(n)
}
