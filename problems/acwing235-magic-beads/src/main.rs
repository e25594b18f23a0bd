// AcWing 235 Magic Beads: a move replaces a pile p > 1 by all its proper
// divisors but one. With X(p) the xor of sg(d) over the proper divisors d,
// sg(p) = mex over the removed divisor e of X(p) ^ sg(e); Freda (first)
// wins iff the xor of sg(a_i) is non-zero.
// The table of sg(1..=1000) is built once at start by a divisor sieve
// (O(A log A) steps, 6 KiB; each mex over a bit mask, sg::mex::of_bits),
// before any input is read; each data set then costs O(n).
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// checks thousands of seeded cases and the golden files against sglab's
// exhaustive search of the real game, and the bad-input policy;
// tests/special.rs checks every pair of piles up to 30 against it and every
// pile up to 1000.
// Accepts: data sets until end of input, n >= 1 piles (any count: each
// pile is a look-up), 1 <= a_i <= 1000 (the statement's bound, the table's
// size).

use sg::entry;
use sg::error::Error;
use sg::mex;
use sg::out::Out;
use sg::scan::Scanner;

/// Largest pile supported: the statement's bound on a_i.
const A_MAX: usize = 1000;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let sg = grundy_values(A_MAX);
    while let Some(n) = input.next_case("n", 1, u64::MAX)? {
        let mut xor = 0;
        for _ in 0..n {
            xor ^= sg[input.usize_in("a_i", 1, A_MAX)?];
        }
        out.line(if xor != 0 { "freda" } else { "rainbow" });
    }
    Ok(())
}

/// sg(0..=limit) (sg(0) unused). Walking d upwards, every proper divisor of
/// d has already pushed its value into d's running xor and value set, so
/// sg(d) is final when d is reached; d then pushes into its multiples.
/// Every value up to 1000 is below 5 (and a running xor below 8), so one
/// bit per value in a u32 is plenty (its mex: sg::mex::of_bits).
fn grundy_values(limit: usize) -> Vec<u8> {
    let mut sg = vec![0u8; limit + 1];
    let mut xor = vec![0u8; limit + 1];
    let mut present = vec![0u32; limit + 1];
    for d in 1..=limit {
        if d > 1 {
            // Options: removing a divisor of value v leaves xor ^ v.
            let mut options = 0u32;
            for v in 0..8 {
                if present[d] >> v & 1 == 1 {
                    options |= 1 << (xor[d] ^ v);
                }
            }
            sg[d] = mex::of_bits(u128::from(options)) as u8;
        }
        for m in (2 * d..=limit).step_by(d) {
            xor[m] ^= sg[d];
            present[m] |= 1 << sg[d];
        }
    }
    sg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_stay_inside_the_bit_sets() {
        let sg = grundy_values(A_MAX);
        assert_eq!(&sg[1..=12], &[0, 1, 1, 2, 1, 2, 1, 0, 2, 2, 1, 3]);
        assert_eq!(sg.iter().max(), Some(&4));
    }
}
