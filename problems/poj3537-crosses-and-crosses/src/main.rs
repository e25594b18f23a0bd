// POJ 3537 Crosses and Crosses (Treblecross): on a 1 x n strip players put
// X's; three in a row wins. Nobody plays within distance 2 of an X (that
// hands the opponent three in a row), so the game is a sum of runs of safe
// cells, and a move at cell i of a run of m leaves runs of max(0, i - 3)
// and max(0, m - i - 2). First wins iff g(n) != 0, with
// g(m) = mex { g(i - 3) xor g(m - i - 2) : 1 <= i <= m } (g of sizes <= 0 is 0).
// Time about N^2 / 4 steps for the largest n asked, N (a million for the
// judge's 2000; n up to 5000 is supported), then O(1) per query; memory
// O(N). The table grows iteratively, only as far as the input asks.
// n = 1 and n = 2 print the recurrence's answer, 1, as the judge's accepted
// solutions do (for n = 2 the real strip, played to the end, is a
// second-player win: see README).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// checks seeded cases and the golden files against sglab's brute force,
// which plays the real strip exhaustively (three in a row wins), and the
// bad-input policy; tests/special.rs plays every n up to 22 and every safe
// position up to 14 cells, and checks every n up to 5000 against a Grundy
// table from the rules.
// Accepts: queries until end of input, 1 <= n <= 5000.

use sg::entry;
use sg::error::Error;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

/// Largest n answered: the judge's 2000 and more, while the quadratic
/// table takes a few milliseconds (about 20 ms at 5000).
const MAX_N: u64 = 5000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let mut runs = SafeRuns::new();
    while let Some(n) = input.next_case("n", 1, MAX_N)? {
        out.line(if runs.grundy(n as usize) != 0 { "1" } else { "2" });
    }
    Ok(())
}

/// Grundy values g(0), g(1), ... of one run of safe cells, computed in
/// increasing order and kept, so each value is computed once.
struct SafeRuns {
    g: Vec<u32>,
    mex: Mex,
}

impl SafeRuns {
    fn new() -> SafeRuns {
        SafeRuns {
            g: Vec::new(),
            mex: Mex::new(),
        }
    }

    fn grundy(&mut self, n: usize) -> u32 {
        while self.g.len() <= n {
            let m = self.g.len();
            let g = &self.g;
            // Cells i and m + 1 - i leave the same two runs, swapped: half suffice.
            let options = (1..=(m + 1) / 2).map(|i| g[i.saturating_sub(3)] ^ g[(m - i).saturating_sub(2)]);
            let value = self.mex.of(options);
            self.g.push(value);
        }
        self.g[n]
    }
}
