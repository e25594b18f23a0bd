// AcWing 219 Cutting Game (= POJ 2311): cut a W x H sheet; whoever cuts
// out a 1 x 1 piece wins. A cut that leaves a strip of width 1 loses at
// once (the opponent cuts a 1 x 1 off it), so the game is the sum of the
// pieces under cuts that keep both sides >= 2:
// sg(w, h) = mex of sg(i, h) ^ sg(w - i, h) and sg(w, j) ^ sg(w, h - j)
// over 2 <= i <= w - 2, 2 <= j <= h - 2; the first player wins iff
// sg(W, H) != 0.
// The table for 2 <= w, h <= 200 is built once at start (about 4 million
// xors, 40 KiB); each query is then one look-up.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// checks thousands of seeded queries and the golden files against sglab's
// exhaustive search of the real game, and the bad-input policy;
// tests/special.rs checks every query against a Grundy table from the rules
// (sglab::grundy), itself checked against the search.
// Accepts: queries W H until end of input, 2 <= W, H <= 200 (the
// statement's bounds and the table's size).

use sg::entry;
use sg::error::Error;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

/// Largest side supported: the statement's bound.
const SIDE_MAX: usize = 200;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let sg = grundy_values(SIDE_MAX);
    while let Some(w) = input.next_case("W", 2, SIDE_MAX as u64)? {
        let h = input.usize_in("H", 2, SIDE_MAX)?;
        out.line(if sg[w as usize][h] != 0 { "WIN" } else { "LOSE" });
    }
    Ok(())
}

/// `sg[w][h]` for 2 <= w, h <= n (rows and columns 0 and 1 unused). A piece
/// has at most (w / 2 - 1) + (h / 2 - 1) <= n - 2 options, so every value
/// is at most n - 2 (198: a u8).
fn grundy_values(n: usize) -> Vec<Vec<u8>> {
    let mut sg = vec![vec![0u8; n + 1]; n + 1];
    let mut mex = Mex::new();
    for w in 2..=n {
        for h in 2..=n {
            // Cutting at i and at w - i leaves the same pieces.
            let across = (2..=w / 2).map(|i| sg[i][h] ^ sg[w - i][h]);
            let along = (2..=h / 2).map(|j| sg[w][j] ^ sg[w][h - j]);
            sg[w][h] = mex.of(across.chain(along).map(u32::from)) as u8;
        }
    }
    sg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_fit_in_a_byte() {
        let sg = grundy_values(SIDE_MAX);
        let largest = sg.iter().flatten().copied().max().unwrap();
        assert!(usize::from(largest) <= SIDE_MAX - 2);
        assert_eq!((sg[2][2], sg[3][2], sg[4][2], sg[7][7]), (0, 0, 1, 0));
    }
}
