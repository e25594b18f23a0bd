// HDU 2509 Be the Winner: lines of apples, a move takes a run of
// consecutive apples from one line, whoever takes the last apple loses
// (misère). A line of k apples has Grundy value k, and only the empty line
// has value 0, so the Anti-SG (SJ) theorem applies: the first player wins
// iff (xor != 0 and some line has >= 2 apples) or (xor == 0 and no line
// has >= 2 apples).
// Time O(input), memory O(1): one pass per case, no line is stored.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the misère game exhaustively (sglab::search) on thousands of seeded
// cases and checks the golden files against that search or the SJ theorem;
// tests/special.rs checks every small position, the line values and the
// traps.
// Accepts: cases until end of input, n >= 1 lines of a_i >= 0 apples (no
// upper bound: the rule holds for any size; an empty line is allowed).

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    // Cases run to the end of input; blank lines between them are whitespace.
    while let Some(lines) = input.next_case("n", 1, u64::MAX)? {
        let mut xor = 0u64;
        let mut some_line_above_one = false;
        for _ in 0..lines {
            // Apples in the line = its Grundy value; empty lines are allowed.
            let apples = input.u64("a_i")?;
            xor ^= apples;
            some_line_above_one |= apples > 1;
        }
        out.line(if (xor != 0) == some_line_above_one { "Yes" } else { "No" });
    }
    Ok(())
}
