// Luogu P4301 [CQOI2013] New Nim: the first player removes whole heaps
// (not all), then the second player may, then they play Nim. The first
// player wins iff the heaps he keeps are linearly independent over GF(2)
// (no non-empty subset has xor 0), so he keeps a heaviest independent set:
// a greedy on a linear matroid, heaps in decreasing order into a xor basis,
// each heap that reduces to 0 removed. The answer is the removed total,
// never -1 (one heap alone is independent).
// Time O(k log k + 60 k), memory O(k).
// Tested: tests/special.rs plays both rounds and the Nim phase by
// exhaustive search (sglab::search) on every small input and on seeded
// cases; golden files are checked against that search or a rank
// computation by Gaussian elimination; the bad-input suite runs on the
// sample.
// Accepts: 1 <= k <= 100_000 heaps (the judge's bound is 100) and
// 1 <= a_i <= 10^18 matches (the judge's is 10^9; the sum is kept in 128
// bits); only whitespace may follow.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_K: u64 = 100_000;
const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// Bits of the basis: 10^18 < 2^60.
const BITS: usize = 60;

fn main() {
    entry::run(solve);
}

/// Inserts `x` into the basis (`basis[b]` has top bit b, or is 0):
/// whether it was independent of the vectors already there.
fn insert(basis: &mut [u64; BITS], mut x: u64) -> bool {
    while x != 0 {
        let top = 63 - x.leading_zeros() as usize;
        if basis[top] == 0 {
            basis[top] = x;
            return true;
        }
        x ^= basis[top];
    }
    false
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let k = input.u64_in("k", 1, MAX_K)?;
    let mut heaps = Vec::with_capacity(k as usize);
    input.each_u64_in(k, "a_i", 1, MAX_HEAP, |h| heaps.push(h))?;
    heaps.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = [0u64; BITS];
    let mut removed: u128 = 0;
    for &h in &heaps {
        if !insert(&mut basis, h) {
            removed += u128::from(h);
        }
    }
    out.line(&removed.to_string());
    Ok(())
}
