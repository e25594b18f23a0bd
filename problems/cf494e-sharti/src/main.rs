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
// The coordinates and the row events are sorted by radix (three counting
// passes), which also numbers each rectangle's column gaps: no comparison
// sort, no binary search. Time O(m log m) (the tree), memory O(m).
// Accepts: 1 <= n <= 10^9, 1 <= m <= 5 * 10^4, 1 <= k <= n, and m
// rectangles a b c d with 1 <= a, b, c, d <= n (the judge's ranges); a
// rectangle with a > c or b > d is refused by its number and the offsets of
// the two tokens.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the real game exhaustively (sglab::search) on 400 seeded boards up
// to 4 x 4 and checks the files in testdata/cf494e-sharti/ against that
// search or a reference that counts the cells of each value by union-area
// sweeps; tests/special.rs checks the value rule against the mex, the
// binary against a cell-by-cell sum on boards up to 64 x 64, and the traps.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: u64 = 1_000_000_000;
const MAX_M: u64 = 50_000;

fn main() {
    entry::run(solve);
}

/// The covered columns, over the gaps `[xs[t], xs[t + 1])` between the
/// compressed column coordinates: a perfect binary tree stored from index
/// 1, gap t at leaf `leaves + t` (padding leaves cover no column).
struct Columns {
    leaves: usize,
    nodes: Vec<Node>,
}

/// One node: how many rectangles cover all of its gaps (and not all of its
/// parent's), the parity mask of its covered columns, and that of all its
/// columns (kept together: an update reads them together).
#[derive(Clone, Copy, Default)]
struct Node {
    count: i32,
    mask: u32,
    full: u32,
}

impl Columns {
    fn new(xs: &[u32]) -> Columns {
        let leaves = xs.len().next_power_of_two();
        let mut nodes = vec![Node::default(); 2 * leaves];
        for (t, gap) in xs.windows(2).enumerate() {
            // The multiples of 2^t in [gap[0], gap[1] - 1], as parities.
            nodes[leaves + t].full = (gap[1] - 1) ^ (gap[0] - 1);
        }
        for node in (1..leaves).rev() {
            nodes[node].full = nodes[2 * node].full ^ nodes[2 * node + 1].full;
        }
        Columns { leaves, nodes }
    }

    /// The mask of `node` from its own count and its children's masks.
    #[inline]
    fn pull(&mut self, node: usize) {
        let own = self.nodes[node];
        self.nodes[node].mask = if own.count > 0 {
            own.full
        } else if node >= self.leaves {
            0
        } else {
            self.nodes[2 * node].mask ^ self.nodes[2 * node + 1].mask
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
                self.nodes[l].count += delta;
                self.pull(l);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.nodes[r].count += delta;
                self.pull(r);
            }
            l /= 2;
            r /= 2;
        }
        // The ancestors of both ends, each once (the paths meet at the
        // common ancestor).
        let (mut a, mut b) = (first / 2, last / 2);
        while a >= 1 {
            self.pull(a);
            if b != a {
                self.pull(b);
            }
            a /= 2;
            b /= 2;
        }
    }
}

/// Bits of a column key below the coordinate: the item's number (m <= 5 *
/// 10^4 rectangles, two items each); a row key has two gaps there.
const ITEM_BITS: u32 = 17;
const ITEM: u64 = (1 << ITEM_BITS) - 1;

/// Sorts `keys` by their 30 bits from bit `low` on (values below 2^30),
/// least significant 10 bits first, stably: three counting passes, no
/// comparisons.
fn radix_sort(keys: &mut Vec<u64>, low: u32) {
    let mut other = vec![0u64; keys.len()];
    for pass in 0..3 {
        let shift = low + 10 * pass;
        let mut start = [0usize; 1025];
        for &key in keys.iter() {
            start[((key >> shift) as usize & 1023) + 1] += 1;
        }
        for b in 0..1024 {
            start[b + 1] += start[b];
        }
        for &key in keys.iter() {
            let b = (key >> shift) as usize & 1023;
            other[start[b]] = key;
            start[b] += 1;
        }
        std::mem::swap(keys, &mut other);
    }
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.u64_in("n", 1, MAX_N)?;
    let m = input.u64_in("m", 1, MAX_M)?;
    let k = input.u64_in("k", 1, n)?;
    // Column keys: x << ITEM_BITS | item; each rectangle r covers the gaps
    // from b (item 2r) to d + 1 (item 2r + 1). Rows: a and c + 1.
    let mut columns: Vec<u64> = Vec::with_capacity(2 * m as usize);
    let mut spans: Vec<[u32; 2]> = Vec::with_capacity(m as usize);
    for number in 0..m {
        let mut rect = [0u64; 4];
        let mut at = [0u64; 4];
        for (x, name) in ["a", "b", "c", "d"].iter().enumerate() {
            rect[x] = input.u64_in(name, 1, n)?;
            at[x] = input.last_token_offset();
        }
        for &(lo, hi, x, y) in &[(0, 2, "a", "c"), (1, 3, "b", "d")] {
            if rect[lo] > rect[hi] {
                return Err(Error::new(format!(
                    "rectangle {} ({} at byte {}, {} at byte {}): {} = {} is greater than {} = {}",
                    number + 1,
                    x,
                    at[lo],
                    y,
                    at[hi],
                    x,
                    rect[lo],
                    y,
                    rect[hi]
                )));
            }
        }
        columns.push((rect[1] << ITEM_BITS) | (2 * number));
        columns.push(((rect[3] + 1) << ITEM_BITS) | (2 * number + 1));
        spans.push([rect[0] as u32, rect[2] as u32 + 1]);
    }

    // The distinct column coordinates, and each item's gap number.
    radix_sort(&mut columns, ITEM_BITS);
    let mut xs: Vec<u32> = Vec::with_capacity(columns.len());
    let mut gap = vec![0u64; columns.len()];
    for &key in &columns {
        let x = (key >> ITEM_BITS) as u32;
        if xs.last() != Some(&x) {
            xs.push(x);
        }
        gap[(key & ITEM) as usize] = xs.len() as u64 - 1;
    }
    drop(columns);

    // Row keys: row << 34 | lo << 17 | hi to add a cover to the gaps
    // lo..hi (lo < hi) from row a on, and row << 34 | hi << 17 | lo to
    // take it away from row c + 1 on.
    let mut rows: Vec<u64> = Vec::with_capacity(2 * spans.len());
    for (r, span) in spans.iter().enumerate() {
        let (lo, hi) = (gap[2 * r], gap[2 * r + 1]);
        rows.push((u64::from(span[0]) << (2 * ITEM_BITS)) | (lo << ITEM_BITS) | hi);
        rows.push((u64::from(span[1]) << (2 * ITEM_BITS)) | (hi << ITEM_BITS) | lo);
    }
    drop(gap);
    radix_sort(&mut rows, 2 * ITEM_BITS);
    let mut tree = Columns::new(&xs);
    let (mut b, mut last) = (0u32, 1u32);
    for &key in &rows {
        let (row, x, y) = (
            (key >> (2 * ITEM_BITS)) as u32,
            ((key >> ITEM_BITS) & ITEM) as usize,
            (key & ITEM) as usize,
        );
        // The rows last..row - 1 with the current columns.
        b ^= ((row - 1) ^ (last - 1)) & tree.nodes[1].mask;
        last = row;
        if x < y {
            tree.add(x, y, 1);
        } else {
            tree.add(y, x, -1);
        }
    }
    // Bits 0..=h count; H = 2^h <= k < 2^30.
    let h = 31 - (k as u32).leading_zeros();
    let levels = (2u32 << h) - 1;
    out.line(if b & levels != 0 { "Hamed" } else { "Malek" });
    Ok(())
}
