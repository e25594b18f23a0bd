// Codeforces 1704F Colouring Game: a row of red and blue cells; Alice paints
// two neighbouring cells white of which at least one is red, Bob two of
// which at least one is blue; Alice first, who cannot move loses. With r
// red and b blue cells, r > b is Alice's win and r < b Bob's; when r = b
// the game is Dawson's Kayles (octal 0.07) on the maximal alternating runs
// (a move deletes two neighbouring cells of a run), and Alice wins iff the
// xor of g(run length) is non-zero (README.md proves it). g is computed by
// its mex recurrence up to 141 and folded with period 34 from 53 beyond:
// the periodicity theorem for octal games needs exactly the range 53..142.
// Time O(n) per test (one pass to count, one to cut runs on a tie), memory
// O(n) for the string being read.
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
    let mut s = Vec::new();
    for test in 1..=tests {
        let n = input.usize_in("n", 2, usize::MAX)?;
        let at = input.word("s", &mut s)?;
        let (red, letters_ok) = count_red(&s);
        if s.len() != n || !letters_ok {
            let detail = format!("must be {} letters R or B (test {})", n, test);
            return Err(Error::at("s", at, &detail));
        }
        let alice = if 2 * red != n {
            2 * red > n
        } else {
            runs_xor(&g, &s) != 0
        };
        out.line(if alice { "Alice" } else { "Bob" });
    }
    Ok(())
}

/// The number of `R` in `s`, and whether every byte is `R` or `B`: blocks
/// of 255 bytes counted in byte lanes, one pass the compiler vectorizes
/// (`c & 0xEF` maps `R` and `B`, and only them, to `B`).
fn count_red(s: &[u8]) -> (usize, bool) {
    let (mut red, mut bad) = (0, 0u8);
    for block in s.chunks(255) {
        let mut r = 0u8;
        for &c in block {
            r += u8::from(c == b'R');
            bad |= (c & 0xEF) ^ b'B';
        }
        red += usize::from(r);
    }
    (red, bad == 0)
}

/// The xor of g over the maximal alternating runs of `s`, cut between
/// equal neighbours: the equal pairs of each block of 64 as the bits of a
/// mask (a loop the compiler turns into vector compares), then one step per
/// cut, not per letter.
fn runs_xor(g: &[u32; TABLE], s: &[u8]) -> u32 {
    let value = |m: usize| {
        if m < TABLE {
            g[m]
        } else {
            g[PREPERIOD + (m - PREPERIOD) % PERIOD]
        }
    };
    let (mut x, mut start) = (0, 0);
    let mut cut = |mut mask: u64, base: usize| {
        while mask != 0 {
            // s[i] == s[i + 1]: a run ends at i.
            let i = base + mask.trailing_zeros() as usize;
            x ^= value(i + 1 - start);
            start = i + 1;
            mask &= mask - 1;
        }
    };
    let pairs = s.len() - 1;
    let blocks = pairs / 64;
    for k in 0..blocks {
        let (a, b) = (&s[64 * k..64 * k + 64], &s[64 * k + 1..64 * k + 65]);
        let mut mask = 0u64;
        for i in 0..64 {
            mask |= u64::from(a[i] == b[i]) << i;
        }
        cut(mask, 64 * k);
    }
    let mut mask = 0u64;
    for i in 64 * blocks..pairs {
        mask |= u64::from(s[i] == s[i + 1]) << (i - 64 * blocks);
    }
    cut(mask, 64 * blocks);
    x ^ value(s.len() - start)
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
