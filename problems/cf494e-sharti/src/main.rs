// Codeforces 494E Sharti: an n x n board whose white cells are the union of
// m rectangles; a move inverts a square of side at most k whose lower-right
// cell is white; the player who cannot move loses (normal play). Coin
// turning: the board is worth the xor of its white cells' values, a cell
// (i, j) is worth min(lowbit i, lowbit j, H) with H = 2^h the largest power
// of two <= k, and those values xor to the Gray code of the mask B whose bit
// t (t <= h) is the parity of the white cells with 2^t | i and 2^t | j
// (README.md). So Hamed, who moves first, wins iff B != 0.
// B comes from one sweep over the rows. A segment tree over the compressed
// columns keeps, for the covered columns, the mask of the t whose number of
// multiples of 2^t is odd: [1, x] holds floor(x / 2^t) of them, so the mask
// of [l, r] is r xor (l - 1). The rows [y, y') between two events add
// ((y' - 1) xor (y - 1)) AND (the root's mask) to B.
// Time O(m log m), memory O(m).
// Accepts: 1 <= n <= 10^9, 1 <= m <= 5 * 10^4, 1 <= k <= n, and m
// rectangles a b c d with 1 <= a, b, c, d <= n (the judge's ranges); a
// rectangle with a > c or b > d is refused by its number and the offsets of
// the two tokens.
// Tested: the shared suite (tests/special.rs) plays the real game
// exhaustively (sglab::search) on 400 seeded boards up to 4 x 4 and
// checks the files in testdata/cf494e-sharti/ against that search or a
// reference that counts the cells of each value by union-area sweeps;
// tests/special.rs checks the value rule against the mex, the binary
// against a cell-by-cell sum on boards up to 64 x 64, and the traps.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: u64 = 1_000_000_000;
const MAX_M: u64 = 50_000;

fn main() {
    entry::run(solve);
}

/// The covered columns, over the gaps [xs[t], xs[t + 1]) between the
/// compressed column coordinates: a perfect binary tree stored from index
/// 1, gap t at leaf `leaves + t` (padding leaves cover no column). Per
/// node: how many rectangles cover all of its gaps (and not all of its
/// parent's), the parity mask of its covered columns, and that of all its
/// columns.
struct Columns {
    leaves: usize,
    count: Vec<i32>,
    mask: Vec<u32>,
    full: Vec<u32>,
}

impl Columns {
    fn new(xs: &[u32]) -> Columns {
        let leaves = xs.len().next_power_of_two();
        let mut full = vec![0u32; 2 * leaves];
        for (t, gap) in xs.windows(2).enumerate() {
            // The multiples of 2^t in [gap[0], gap[1] - 1], as parities.
            full[leaves + t] = (gap[1] - 1) ^ (gap[0] - 1);
        }
        for node in (1..leaves).rev() {
            full[node] = full[2 * node] ^ full[2 * node + 1];
        }
        Columns {
            leaves,
            count: vec![0; 2 * leaves],
            mask: vec![0; 2 * leaves],
            full,
        }
    }

    /// The mask of `node` from its own count and its children's masks.
    fn pull(&mut self, node: usize) {
        self.mask[node] = if self.count[node] > 0 {
            self.full[node]
        } else if node >= self.leaves {
            0
        } else {
            self.mask[2 * node] ^ self.mask[2 * node + 1]
        };
    }

    /// Adds `delta` covers to the gaps lo..hi (lo < hi): to the O(log)
    /// nodes that tile them, bottom-up, then recomputes the ancestors of
    /// the two end leaves, which hold every node whose mask can change.
    fn add(&mut self, lo: usize, hi: usize, delta: i32) {
        let (mut l, mut r) = (lo + self.leaves, hi + self.leaves);
        let (first, last) = (l, r - 1);
        while l < r {
            if l & 1 == 1 {
                self.count[l] += delta;
                self.pull(l);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.count[r] += delta;
                self.pull(r);
            }
            l /= 2;
            r /= 2;
        }
        for end in [first, last] {
            let mut node = end / 2;
            while node >= 1 {
                self.pull(node);
                node /= 2;
            }
        }
    }
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.u64_in("n", 1, MAX_N)?;
    let m = input.u64_in("m", 1, MAX_M)?;
    let k = input.u64_in("k", 1, n)?;
    let mut rects: Vec<[u32; 4]> = Vec::with_capacity(m as usize);
    for number in 1..=m {
        let mut rect = [0u32; 4];
        let mut at = [0u64; 4];
        for (x, name) in ["a", "b", "c", "d"].iter().enumerate() {
            rect[x] = input.u64_in(name, 1, n)? as u32;
            at[x] = input.last_token_offset();
        }
        for &(lo, hi, x, y) in &[(0, 2, "a", "c"), (1, 3, "b", "d")] {
            if rect[lo] > rect[hi] {
                return Err(Error::new(format!(
                    "rectangle {} ({} at byte {}, {} at byte {}): {} = {} is greater than {} = {}",
                    number, x, at[lo], y, at[hi], x, rect[lo], y, rect[hi]
                )));
            }
        }
        rects.push(rect);
    }

    // Column coordinates: each rectangle covers the gaps from b to d + 1.
    let mut xs: Vec<u32> = Vec::with_capacity(2 * rects.len());
    for r in &rects {
        xs.push(r[1]);
        xs.push(r[3] + 1);
    }
    xs.sort_unstable();
    xs.dedup();
    let gap = |x: u32| xs.binary_search(&x).unwrap_or(0);
    // (row, +1 from row a on or -1 from row c + 1 on, first gap, end gap)
    let mut events: Vec<(u32, i32, usize, usize)> = Vec::with_capacity(2 * rects.len());
    for r in &rects {
        events.push((r[0], 1, gap(r[1]), gap(r[3] + 1)));
        events.push((r[2] + 1, -1, gap(r[1]), gap(r[3] + 1)));
    }
    events.sort_unstable_by_key(|e| e.0);

    let mut columns = Columns::new(&xs);
    let (mut b, mut last) = (0u32, 1u32);
    for &(row, delta, lo, hi) in &events {
        // The rows last..row - 1 with the current columns.
        b ^= ((row - 1) ^ (last - 1)) & columns.mask[1];
        last = row;
        columns.add(lo, hi, delta);
    }
    // Bits 0..=h count; H = 2^h <= k < 2^30.
    let h = 31 - (k as u32).leading_zeros();
    let levels = (2u32 << h) - 1;
    out.line(if b & levels != 0 { "Hamed" } else { "Malek" });
    Ok(())
}
