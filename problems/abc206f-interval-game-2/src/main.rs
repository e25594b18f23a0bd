// AtCoder ABC206 F Interval Game 2: N half-open intervals [L, R) on
// [1, 100); players alternately choose a listed interval that shares no
// point with the chosen ones; who cannot move loses. A free segment [l, r)
// is a game of its own: choosing [L, R) inside it leaves [l, L) and [R, r),
// independent, so g(l, r) = mex over listed [L, R) within [l, r) of
// g(l, L) xor g(R, r), and Alice wins iff g(1, 100) != 0.
// Time O(100^2 N) per test (only the intervals that fit a segment are
// scanned), memory O(100^2 + N). Grundy values are at most
// N <= 100, so a set of them is one u128 and the mex its lowest zero bit
// (sg::mex::of_bits).
// Accepts: T >= 1 tests (the judge: T <= 20), 1 <= N <= 100 intervals,
// 1 <= L_i <= 99 and 2 <= R_i <= 100 with L_i < R_i (the judge's ranges; an
// empty interval is refused by its test and interval number and the byte
// where it starts).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// searches every set of chosen intervals (sglab::search) on thousands of
// seeded cases and checks the golden files against that search or the
// segment table; tests/special.rs checks every list of up to three short
// intervals and the traps.

use sg::entry;
use sg::error::Error;
use sg::mex;
use sg::out::Out;
use sg::scan::Scanner;

/// Intervals lie in [1, END).
const END: usize = 100;
/// At most this many intervals: Grundy values stay below 128 (one u128).
const MAX_N: u64 = 100;

fn main() {
    entry::run(solve);
}

/// g(1, END) for the listed intervals: the table of free segments [l, r).
/// For each left end l (from the right, so g(R, r) with R > l is known)
/// the intervals starting at l or later are taken in order of right end:
/// those that fit in [l, r) are a prefix, growing with r.
fn whole_line_value(list: &mut Vec<(usize, usize)>) -> u32 {
    list.sort_unstable_by_key(|&(a, b)| (b, a));
    list.dedup(); // a repeated interval is the same option
    let mut g = [[0u8; END + 1]; END + 1];
    let mut fits: Vec<(usize, usize)> = Vec::with_capacity(list.len());
    for l in (1..END).rev() {
        fits.clear();
        fits.extend(list.iter().filter(|&&(a, _)| a >= l));
        let mut fitting = 0;
        for r in l + 1..=END {
            while fitting < fits.len() && fits[fitting].1 <= r {
                fitting += 1;
            }
            let mut seen = 0u128;
            for &(a, b) in &fits[..fitting] {
                seen |= 1 << (g[l][a] ^ g[b][r]);
            }
            g[l][r] = mex::of_bits(seen) as u8;
        }
    }
    u32::from(g[1][END])
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let tests = input.u64_in("T", 1, u64::MAX)?;
    let mut list = Vec::new();
    for test in 1..=tests {
        let n = input.u64_in("N", 1, MAX_N)?;
        list.clear();
        for i in 1..=n {
            let l = input.usize_in("L_i", 1, END - 1)?;
            let at = input.last_token_offset();
            let r = input.usize_in("R_i", 2, END)?;
            if l >= r {
                // Not worded `L_i at byte ...`: each token alone is in range.
                return Err(Error::new(format!(
                    "test {}, interval {}: the interval {} {} at byte {} is empty: L_i = {} is not below R_i = {}",
                    test, i, l, r, at, l, r
                )));
            }
            list.push((l, r));
        }
        out.line(if whole_line_value(&mut list) != 0 {
            "Alice"
        } else {
            "Bob"
        });
    }
    Ok(())
}
