// HDU 1907 John (= POJ 3480 = Luogu P4279): misère Nim, whoever takes the
// last stone loses. SJ theorem: John, moving first, wins iff (some pile > 1
// and the xor is non-zero) or (no pile > 1 and the xor is 0).
// Time O(input), memory O(1): the piles are streamed, never stored.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays misère Nim exhaustively (sglab::search) on seeded cases and checks
// the golden files against it; tests/special.rs on every small position.
// Accepts: T, N and A_i >= 1 (a 0 is refused); no upper bound (the judges
// stop at T <= 500, N <= 50, A_i <= 5000).

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let cases = input.u64_in("T", 1, u64::MAX)?;
    for _ in 0..cases {
        let piles = input.u64_in("N", 1, u64::MAX)?;
        let mut xor = 0u64;
        let mut some_pile_above_one = false;
        input.each_u64_in(piles, "A_i", 1, u64::MAX, |stones| {
            xor ^= stones;
            some_pile_above_one |= stones > 1;
        })?;
        // With a pile > 1 the mover wins iff xor != 0; with none, iff xor == 0.
        out.line(if (xor != 0) == some_pile_above_one {
            "John"
        } else {
            "Brother"
        });
    }
    Ok(())
}
