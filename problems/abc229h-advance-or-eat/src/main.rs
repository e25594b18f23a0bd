// AtCoder ABC229 H Advance or Eat: an N x N board of white and black
// pieces; Takahashi moves a white piece up into an empty square or removes
// any black piece, Snuke the same with the colours swapped; who cannot act
// loses (normal play), Takahashi moves first. The game is partizan, so no
// Grundy values: each column is a surreal number (Takahashi = Left) given
// by the simplest-number rule, the board is their sum, and Takahashi wins
// iff the sum is > 0 (README.md).
// Time O(N^2 * 3^N) for the values of every column of height N (memo
// over the 3^N contents, at most 2N moves each), memory O(3^N).
// Accepts: N = 1..=8, then N rows of N characters from `W`, `B`, `.`
// (the judge's bounds); one board per input.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// searches the whole board with the player to move (sglab::search) on
// thousands of seeded boards and checks the files in
// testdata/abc229h-advance-or-eat/ against that search or the column
// values; tests/special.rs checks every 2 x 2 board.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

/// Values are integers times 1 / 2^16; columns of height <= 8 need at most
/// 1 / 2^7 (tested for every column).
const SCALE: i64 = 1 << 16;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.usize_in("N", 1, 8)?;
    let mut board = Vec::with_capacity(n * n);
    let mut row = Vec::new();
    for r in 1..=n {
        let at = input.word("row", &mut row)?;
        if row.len() != n || row.iter().any(|b| !b"WB.".contains(b)) {
            let detail = format!("must be {} characters from W, B, . (row {})", n, r);
            return Err(Error::at("row", at, &detail));
        }
        board.extend_from_slice(&row);
    }
    // A column of height n as base-3 digits, top square first: 0 = '.',
    // 1 = 'W', 2 = 'B'.
    let mut memo = vec![None; 3usize.pow(n as u32)];
    let mut sum = 0;
    for c in 0..n {
        let col: Vec<u8> = (0..n).map(|r| digit(board[r * n + c])).collect();
        sum += value(&col, &mut memo);
    }
    out.line(if sum > 0 { "Takahashi" } else { "Snuke" });
    Ok(())
}

fn digit(square: u8) -> u8 {
    match square {
        b'W' => 1,
        b'B' => 2,
        _ => 0,
    }
}

fn index(col: &[u8]) -> usize {
    col.iter().fold(0, |i, &d| i * 3 + d as usize)
}

/// The column's value {L | R}: the simplest number above its best
/// Takahashi option and below its best Snuke option.
fn value(col: &[u8], memo: &mut Vec<Option<i64>>) -> i64 {
    if let Some(v) = memo[index(col)] {
        return v;
    }
    let (mut left, mut right): (Option<i64>, Option<i64>) = (None, None);
    let mut next = col.to_vec();
    for i in 0..col.len() {
        if col[i] == 0 {
            continue;
        }
        // A piece moves up (its owner's move) into an empty square above.
        if i > 0 && col[i - 1] == 0 {
            next.swap(i, i - 1);
            let v = value(&next, memo);
            next.swap(i, i - 1);
            if col[i] == 1 {
                left = Some(left.map_or(v, |l| l.max(v)));
            } else {
                right = Some(right.map_or(v, |r| r.min(v)));
            }
        }
        // A piece is removed by its opponent.
        next[i] = 0;
        let v = value(&next, memo);
        next[i] = col[i];
        if col[i] == 2 {
            left = Some(left.map_or(v, |l| l.max(v)));
        } else {
            right = Some(right.map_or(v, |r| r.min(v)));
        }
    }
    let v = simplest(left, right);
    memo[index(col)] = Some(v);
    v
}

/// The simplest number strictly between `lo` and `hi` (None: unbounded):
/// 0, else the integer nearest 0, else the one fitting multiple of 1/2^k
/// with the least k.
fn simplest(lo: Option<i64>, hi: Option<i64>) -> i64 {
    if let Some(h) = hi.filter(|&h| h <= 0) {
        return -simplest(Some(-h), lo.map(|l| -l));
    }
    let l = match lo {
        Some(l) if l >= 0 => l,
        _ => return 0,
    };
    let mut step = SCALE;
    loop {
        let m = (l / step + 1) * step;
        // `step == 1` only ends the loop: the gaps between values are at
        // least 2^9 units (tests/special.rs checks every column).
        if hi.map_or(true, |h| m < h) || step == 1 {
            return m;
        }
        step /= 2;
    }
}
