// HDU 1848 Fibonacci again and again: three piles, a move takes a Fibonacci
// number (1, 2, 3, 5, 8, ...) of stones from one pile, the last move wins.
// By the Sprague-Grundy theorem the first player wins iff
// g(m) xor g(n) xor g(p) != 0, where g is the Grundy table of one pile.
// Time O(L log L) once for the table (L = 1000, about 15 Fibonacci moves per
// size), then O(1) per case; memory O(L).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the three-pile game exhaustively (sglab::search) on thousands of
// seeded cases and checks the golden files against that search or a Grundy
// table from the rules; tests/special.rs checks every small position and
// the write-up's table.
// Accepts: piles m, n, p in 0..=1000 (0 is an empty pile); the line `0 0 0`
// must end the input, and only whitespace may follow it.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use sg::subtraction;

/// Largest pile the judge gives (1 <= m, n, p <= 1000).
const MAX_PILE: u64 = 1000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let g = subtraction::table(&fibonacci(MAX_PILE as usize), MAX_PILE as usize);
    loop {
        let m = input.case_or_end_marker("m", 0, MAX_PILE)?;
        let n = input.u64_in("n", 0, MAX_PILE)?;
        let p = input.u64_in("p", 0, MAX_PILE)?;
        if m == 0 && n == 0 && p == 0 {
            return Ok(());
        }
        let xor = g[m as usize] ^ g[n as usize] ^ g[p as usize];
        out.line(if xor != 0 { "Fibo" } else { "Nacci" });
    }
}

/// The move sizes: 1, 2, 3, 5, 8, ... up to `limit`.
fn fibonacci(limit: usize) -> Vec<usize> {
    let mut numbers = Vec::new();
    let (mut a, mut b) = (1, 2);
    while a <= limit {
        numbers.push(a);
        let next = a + b;
        a = b;
        b = next;
    }
    numbers
}
