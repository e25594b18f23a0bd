// Codeforces 1704F Colouring Game: a row of red and blue cells; Alice paints
// two neighbouring cells white of which at least one is red, Bob two of
// which at least one is blue; Alice first, who cannot move loses. With r
// red and b blue cells, r > b is Alice's win and r < b Bob's; when r = b
// the game is Dawson's Kayles (octal 0.07) on the maximal alternating runs
// (a move deletes two neighbouring cells of a run), and Alice wins iff the
// xor of g(run length) is non-zero (README.md proves it). g is computed by
// its mex recurrence up to 141 and folded with period 34 from 53 beyond:
// the periodicity theorem for octal games needs exactly the range 53..142.
// Time O(n) per test (one pass, eight cells a word, over the pieces of the
// scanner's buffer), memory O(1) beyond that 64 KiB buffer.
// Accepts: t >= 1 tests, each n >= 2 and a word of n letters R/B (the
// judge: t <= 10^4, n <= 5 * 10^5, the sum of n <= 5 * 10^5); n = 1, where
// the rule fails, is refused.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the partizan game itself, cell by cell, by exhaustive search (no
// reduction) on thousands of seeded strings and checks
// testdata/cf1704f-colouring-game/ against that search or the rule;
// tests/special.rs checks every string up to 11 cells, the Grundy table to
// 20000 against sglab's octal machinery and the traps.

use sg::entry;
use sg::error::Error;
use sg::mex::Mex;
use sg::out::Out;
use sg::scan::Scanner;

/// g(m) = g(m + PERIOD) for every m >= PREPERIOD (Dawson's Kayles).
const PREPERIOD: usize = 53;
const PERIOD: usize = 34;
/// Values computed by the recurrence: g(0..TABLE), TABLE = 2 * PREPERIOD +
/// PERIOD + 2, the range the periodicity theorem checks (removing 2 cells
/// leaves at most 2 runs).
const TABLE: usize = 2 * PREPERIOD + PERIOD + 2;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let g = dawson_kayles();
    let tests = input.u64_in("t", 1, u64::MAX)?;
    for test in 1..=tests {
        let n = input.usize_in("n", 2, usize::MAX)?;
        let mut row = Row::new(&g);
        let (at, len) = input.word_pieces("s", |piece| row.piece(piece))?;
        if len != n || row.bad != 0 {
            let detail = format!("must be {} letters R or B (test {})", n, test);
            return Err(Error::at("s", at, &detail));
        }
        let alice = if 2 * row.red != n {
            2 * row.red > n
        } else {
            row.x ^ value(&g, n - row.start) != 0
        };
        out.line(if alice { "Alice" } else { "Bob" });
    }
    Ok(())
}

/// g(m) for any m, from the table and the period.
fn value(g: &[u32; TABLE], m: usize) -> u32 {
    if m < TABLE {
        g[m]
    } else {
        g[PREPERIOD + (m - PREPERIOD) % PERIOD]
    }
}

/// One row read a piece at a time, in one pass: the `R` counted, every
/// byte checked to be `R` or `B`, and the maximal alternating runs cut
/// between equal neighbours, each run's g xored in as it ends (the last
/// run's is the caller's: `start` is where it starts).
struct Row<'g> {
    g: &'g [u32; TABLE],
    /// Cells read so far.
    len: usize,
    red: usize,
    /// Non-zero once a byte other than `R` or `B` was read.
    bad: u8,
    /// The xor of g over the runs that ended.
    x: u32,
    start: usize,
    last: u8,
}

impl<'g> Row<'g> {
    fn new(g: &'g [u32; TABLE]) -> Row<'g> {
        Row {
            g,
            len: 0,
            red: 0,
            bad: 0,
            x: 0,
            start: 0,
            last: 0,
        }
    }

    /// A run ends at cell `i` (cells `i` and `i + 1` are equal).
    fn cut(&mut self, i: usize) {
        self.x ^= value(self.g, i + 1 - self.start);
        self.start = i + 1;
    }

    /// The next piece of the row. Eight cells a word (SWAR, portable): `R`
    /// is 0x52 and `B` 0x42, so bit 4 of each byte is 1 for `R`, and
    /// `c & 0xEF == 0x42` holds for `R` and `B` only; the red bits add up in
    /// byte lanes (255 words at most, then summed), and the bytes whose bit
    /// 4 equals the next byte's are the cuts (for letters `R` and `B`,
    /// equal neighbours), one step per cut, not per cell.
    fn piece(&mut self, p: &[u8]) {
        const ONES: u64 = 0x0101_0101_0101_0101;
        let last = match p.last() {
            Some(&c) => c,
            None => return,
        };
        if self.len > 0 && self.last == p[0] {
            self.cut(self.len - 1);
        }
        // Words whose eight cells each have a next cell in this piece.
        let words = (p.len() - 1) / 8;
        let (base, mut bad) = (self.len, 0u64);
        for block in 0..(words + 254) / 255 {
            let mut lanes = 0u64;
            for k in 255 * block..words.min(255 * block + 255) {
                // Cells 8k .. 8k + 8 and their next cells.
                let c = &p[8 * k..8 * k + 9];
                let (w, next) = (load(c), load(&c[1..]));
                bad |= (w & (0xEF * ONES)) ^ (0x42 * ONES);
                lanes += (w >> 4) & ONES;
                let mut equal = !(w ^ next) & (0x10 * ONES);
                while equal != 0 {
                    self.cut(base + 8 * k + equal.trailing_zeros() as usize / 8);
                    equal &= equal - 1;
                }
            }
            self.red += lane_sum(lanes);
        }
        for i in 8 * words..p.len() {
            self.red += usize::from(p[i] == b'R');
            self.bad |= (p[i] & 0xEF) ^ b'B';
            if i + 1 < p.len() && p[i] == p[i + 1] {
                self.cut(self.len + i);
            }
        }
        self.bad |= u8::from(bad != 0);
        self.len += p.len();
        self.last = last;
    }
}

/// The first eight bytes of `p` as a little-endian word (one load).
fn load(p: &[u8]) -> u64 {
    let mut w = [0; 8];
    w.copy_from_slice(&p[..8]);
    u64::from_le_bytes(w)
}

/// The sum of the eight byte lanes of `lanes` (each at most 255).
fn lane_sum(lanes: u64) -> usize {
    const EVEN: u64 = 0x00FF_00FF_00FF_00FF;
    let pairs = (lanes & EVEN) + ((lanes >> 8) & EVEN);
    (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize
}

/// g(0..TABLE) of Dawson's Kayles: a move removes two neighbouring cells of
/// a run of m, leaving runs of j and m - 2 - j.
fn dawson_kayles() -> [u32; TABLE] {
    let mut g = [0; TABLE];
    let mut mex = Mex::new();
    for m in 2..TABLE {
        g[m] = mex.of((0..=(m - 2) / 2).map(|j| g[j] ^ g[m - 2 - j]));
    }
    g
}
