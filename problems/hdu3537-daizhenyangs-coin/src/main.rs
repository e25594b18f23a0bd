// HDU 3537 Daizhenyang's Coin: coins in a row, some heads; a move turns
// over 1, 2 or 3 distinct coins whose rightmost shows heads; the player who
// cannot move loses (normal play). A set of heads is worth the xor of its
// heads' values (the coin-turning lemma), and a head at x is worth 2x if x
// has an odd number of one bits, else 2x + 1 (Mock Turtles, README.md).
// `Yes` iff the xor is 0: the first player loses.
// Time O(n log n) per case (sorting to drop repeated positions), memory O(n).
// Accepts: n = 0..=1000000 positions per case, a_k = 0..=9223372036854775807
// (the judge: n <= 100, a_k < 10^8); cases up to the end of the input.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the whole set of heads exhaustively (sglab::search) on thousands of
// seeded cases and checks the files in testdata/hdu3537-daizhenyangs-coin/
// against that search or the lemma; tests/special.rs checks every set of
// heads below coin 10.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let mut heads: Vec<u64> = Vec::new();
    while let Some(n) = input.next_case("n", 0, 1_000_000)? {
        heads.clear();
        input.each_u64_in(n, "a_k", 0, u64::MAX >> 1, |a| heads.push(a))?;
        // A position listed twice is still one coin.
        heads.sort_unstable();
        heads.dedup();
        let xor = heads
            .iter()
            .fold(0, |x, &a| x ^ (2 * a + u64::from(a.count_ones() % 2 == 0)));
        out.line(if xor == 0 { "Yes" } else { "No" });
    }
    Ok(())
}
