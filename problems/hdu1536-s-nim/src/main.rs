// HDU 1536 = POJ 2960 S-Nim: Nim where a move takes exactly s beads from
// one heap, s in a set S given per test case. By the Sprague-Grundy theorem
// a position is W iff the xor of g(h_i) is non-zero, g the Grundy table of
// one heap under S.
// Time per test case O(H k + m l) with H the largest heap asked in it
// (<= 10000) and k = |S| <= 100: the table is built once per test case, up
// to H only. Memory O(H + m l): the heaps of one test case are kept until
// the table is built.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays S-Nim exhaustively (sglab::search) on thousands of seeded cases
// with random sets (unsorted, repeated, larger than every heap, heaps of 0)
// and checks the golden files against that search or a Grundy table from
// the rules; tests/special.rs checks the traps and the write-up's rows.
// Accepts: k 1..=100 (0 is the end marker), s_i 1..=10000 (any order,
// repeats merged), m and l 1..=100, h_i 0..=10000; the line `0` must end
// the input, and only whitespace may follow it.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use sg::subtraction;

const MAX_K: u64 = 100;
const MAX_S: u64 = 10_000;
const MAX_M: usize = 100;
const MAX_L: usize = 100;
const MAX_H: u64 = 10_000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    loop {
        let k = input.case_or_end_marker("k", 0, MAX_K)?;
        if k == 0 {
            return Ok(());
        }
        // Any order, repeats allowed: the table sorts and merges them.
        let mut set = Vec::with_capacity(k as usize);
        for _ in 0..k {
            set.push(input.u64_in("s_i", 1, MAX_S)? as usize);
        }
        let m = input.usize_in("m", 1, MAX_M)?;
        let mut positions: Vec<Vec<usize>> = Vec::with_capacity(m);
        for _ in 0..m {
            let l = input.usize_in("l", 1, MAX_L)?;
            let mut heaps = Vec::with_capacity(l);
            for _ in 0..l {
                heaps.push(input.u64_in("h_i", 0, MAX_H)? as usize);
            }
            positions.push(heaps);
        }
        let largest = positions.iter().flatten().copied().max().unwrap_or(0);
        let g = subtraction::table(&set, largest);
        for heaps in &positions {
            let xor = heaps.iter().fold(0, |x, &h| x ^ g[h]);
            out.str(if xor != 0 { "W" } else { "L" });
        }
        out.line("");
    }
}
