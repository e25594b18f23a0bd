// Codeforces 1704F Colouring Game: a row of red and blue cells; Alice paints
// two neighbouring cells white of which at least one is red, Bob two of
// which at least one is blue; Alice first, who cannot move loses. With r
// red and b blue cells, r > b is Alice's win and r < b Bob's; when r = b
// the game is Dawson's Kayles (octal 0.07) on the maximal alternating runs
// (a move deletes two neighbouring cells of a run), and Alice wins iff the
// xor of g(run length) is non-zero (README.md proves it). g is computed by
// its mex recurrence up to 141 and folded with period 34 from 53 beyond:
// the periodicity theorem for octal games needs exactly the range 53..142.
// Time O(n) per test (one pass to count, one to cut runs on a tie), memory
// O(n) for the string being read.
// Accepts: t >= 1 tests, each n >= 2 and a word of n letters R/B (the
// judge: t <= 10^4, n <= 5 * 10^5, the sum of n <= 5 * 10^5); n = 1, where
// the rule fails, is refused.
// Tested: the shared suite (tests/special.rs) plays the partizan game
// itself, cell by cell, by exhaustive search (no reduction) on thousands of
// seeded strings and checks testdata/cf1704f-colouring-game/ against that
// search or the rule; tests/special.rs checks every string up to 11 cells,
// the Grundy table to 20000 against sglab's octal machinery and the traps.

use sg::entry;
use sg::error::Error;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

/// g(m) = g(m + PERIOD) for every m >= PREPERIOD (Dawson's Kayles).
const PREPERIOD: usize = 53;
const PERIOD: usize = 34;
/// Values computed by the recurrence: g(0..TABLE), TABLE = 2 * PREPERIOD +
/// PERIOD + 2, the range the periodicity theorem checks (removing 2 cells
/// leaves at most 2 runs).
const TABLE: usize = 2 * PREPERIOD + PERIOD + 2;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let g = dawson_kayles();
    let value = |m: usize| {
        if m < TABLE {
            g[m]
        } else {
            g[PREPERIOD + (m - PREPERIOD) % PERIOD]
        }
    };
    let tests = input.u64_in("t", 1, u64::MAX)?;
    let mut s = Vec::new();
    for test in 1..=tests {
        let n = input.usize_in("n", 2, usize::MAX)?;
        let at = input.word("s", &mut s)?;
        let red = s.iter().filter(|&&c| c == b'R').count();
        let blue = s.iter().filter(|&&c| c == b'B').count();
        if s.len() != n || red + blue != n {
            let detail = format!("must be {} letters R or B (test {})", n, test);
            return Err(Error::at("s", at, &detail));
        }
        let alice = if red != blue {
            red > blue
        } else {
            // Cut between equal neighbours: the alternating runs.
            let (mut x, mut start) = (0, 0);
            for i in 1..n {
                if s[i] == s[i - 1] {
                    x ^= value(i - start);
                    start = i;
                }
            }
            x ^ value(n - start) != 0
        };
        out.line(if alice { "Alice" } else { "Bob" });
    }
    Ok(())
}

/// g(0..TABLE) of Dawson's Kayles: a move removes two neighbouring cells of
/// a run of m, leaving runs of j and m - 2 - j.
fn dawson_kayles() -> [u32; TABLE] {
    let mut g = [0; TABLE];
    let mut mex = Mex::new();
    for m in 2..TABLE {
        g[m] = mex.of((0..=(m - 2) / 2).map(|j| g[j] ^ g[m - 2 - j]));
    }
    g
}
