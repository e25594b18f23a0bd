// The plain recursive nim product (pack::problems::nim_product_64::
// recursive: halve the bit width, three half-size products and one by a
// constant, down to single bits) with the same scanner and output as the
// submission: the baseline the write-up's speed figures compare with.
// Never submitted. Usage: nim_product_64-plain < input

use pack::problems::nim_product_64::recursive;
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
        let a = input.u64("A")?;
        let b = input.u64("B")?;
        out.u64_line(recursive(a, b, 64));
    }
    Ok(())
}
