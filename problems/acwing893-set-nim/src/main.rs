// AcWing 893 Set-Nim: n heaps, a move takes exactly s stones from one heap,
// s in a given set S. By the Sprague-Grundy theorem the first player wins
// iff the xor of g(h_i) is non-zero, g the Grundy table of one heap under S.
// Time O(H k + n) with H the largest heap (<= 10000) and k = |S| <= 100;
// memory O(H + n).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the game exhaustively (sglab::search) on hundreds of seeded inputs
// and checks the golden files against that search or a Grundy table from
// the rules; tests/special.rs checks the traps and the write-up's table.
// Accepts: one case: 1 <= k <= 100 sizes, 1 <= s_i <= 10000 (any order,
// repeats merged), 1 <= n <= 100 heaps, 0 <= h_i <= 10000 (a heap of 0 is
// empty); only whitespace may follow.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use sg::subtraction;

const MAX_K: usize = 100;
const MAX_S: u64 = 10_000;
const MAX_N: usize = 100;
const MAX_H: u64 = 10_000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let k = input.usize_in("k", 1, MAX_K)?;
    // Any order; a repeated size is the same move (the table merges them).
    let mut set = Vec::with_capacity(k);
    for _ in 0..k {
        set.push(input.u64_in("s_i", 1, MAX_S)? as usize);
    }
    let n = input.usize_in("n", 1, MAX_N)?;
    let mut heaps = Vec::with_capacity(n);
    for _ in 0..n {
        heaps.push(input.u64_in("h_i", 0, MAX_H)? as usize);
    }
    let g = subtraction::table(&set, heaps.iter().copied().max().unwrap_or(0));
    let xor = heaps.iter().fold(0, |x, &h| x ^ g[h]);
    out.line(if xor != 0 { "Yes" } else { "No" });
    Ok(())
}
