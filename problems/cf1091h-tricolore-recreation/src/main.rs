// Codeforces 1091H New Year and the Tricolore Recreation: n rows of blue <
// white < red tokens; a step k is a prime or a product of two primes, not
// f; Alice moves blue, or blue and white, k cells right, Bob red, or white
// and red, k cells left; the player who cannot move loses (normal play).
// Both players lower one of a row's two gaps (empty cells) by a step, so
// the game is the impartial sum of 2n subtraction games (README.md): the
// player to move wins iff the xor x of the gaps' values is not 0, and the
// two lines are Alice/Bob if x != 0, else Bob/Alice.
// The values g(0..=N), N the widest gap, come from bitsets: has[v] holds
// bit j when gap j has an option worth v; g(i) is the least v whose has[v]
// lacks bit i, then has[g(i)] |= steps << i. The steps shifted by 0..63
// bits are made once, so each OR is word-aligned over the words from i's
// on; has grows by one bitset per new value (54 is the largest known).
// Time O(N^2 / 128 word ORs + N * (max g + 1) bit tests + n), memory
// O(N * (max g + 1) / 64 + 64 * N / 64 words + n), N <= 199998.
// Accepts: 1 <= n <= 10^5, 2 <= f <= 2 * 10^5, and n rows b w r with
// -10^5 <= b, w, r <= 10^5 (the judge's ranges); a row with b >= w or
// w >= r is refused by its number and the offsets of the two tokens.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the literal game exhaustively (lab.rs, sglab::search) with both
// starting players on 2000 seeded boards and checks
// testdata/cf1091h-tricolore-recreation/ against that search or the bitset
// reference; tests/special.rs checks the search against the reference for
// every f up to 40, the reference against the plain mex, the card's traps
// and the pinned table of values.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

const MAX_N: u64 = 100_000;
const MAX_F: u64 = 200_000;
const EDGE: i64 = 100_000;

fn main() {
    entry::run(solve);
}

/// The steps up to `n` other than f as a bitset of `words` words: k is a
/// step when it has one or two prime factors (counted with multiplicity),
/// from a sieve of the smallest prime factor.
fn steps(n: usize, f: u64, words: usize) -> Vec<u64> {
    let mut least = vec![0u32; n + 1];
    let mut factors = vec![0u8; n + 1];
    let mut bits = vec![0u64; words];
    for k in 2..=n {
        if least[k] == 0 {
            let mut m = k;
            while m <= n {
                if least[m] == 0 {
                    least[m] = k as u32;
                }
                m += k;
            }
        }
        factors[k] = factors[k / least[k] as usize] + 1;
        if factors[k] <= 2 && k as u64 != f {
            bits[k / 64] |= 1 << (k % 64);
        }
    }
    bits
}

/// g(0..=n) of one gap: the bitset mex (see the header).
fn values(n: usize, f: u64) -> Vec<u32> {
    let words = n / 64 + 1;
    let steps = steps(n, f, words);
    // shifted[s * words + w]: word w of the steps shifted left by s bits.
    let mut shifted = vec![0u64; 64 * words];
    for s in 0..64 {
        for w in 0..words {
            let carry = if s > 0 && w > 0 { steps[w - 1] >> (64 - s) } else { 0 };
            shifted[s * words + w] = steps[w] << s | carry;
        }
    }
    let mut has: Vec<u64> = Vec::with_capacity(64 * words);
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for i in 0..=n {
        let (word, bit) = (i / 64, i % 64);
        let mut v = 0;
        while v * words < has.len() && has[v * words + word] >> bit & 1 == 1 {
            v += 1;
        }
        if v * words == has.len() {
            has.resize(has.len() + words, 0);
        }
        g.push(v as u32);
        let target = &mut has[v * words + word..(v + 1) * words];
        let source = &shifted[bit * words..bit * words + target.len()];
        for (t, s) in target.iter_mut().zip(source) {
            *t |= *s;
        }
    }
    g
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    let n = input.u64_in("n", 1, MAX_N)?;
    let f = input.u64_in("f", 2, MAX_F)?;
    let mut gaps: Vec<u32> = Vec::with_capacity(2 * n as usize);
    for number in 1..=n {
        let mut row = [0i64; 3];
        let mut at = [0u64; 3];
        for (x, name) in ["b", "w", "r"].iter().enumerate() {
            row[x] = input.i64_in(name, -EDGE, EDGE)?;
            at[x] = input.last_token_offset();
        }
        for &(lo, hi, x, y) in &[(0, 1, "b", "w"), (1, 2, "w", "r")] {
            if row[lo] >= row[hi] {
                return Err(Error::new(format!(
                    "row {} ({} at byte {}, {} at byte {}): {} = {} is not less than {} = {}",
                    number, x, at[lo], y, at[hi], x, row[lo], y, row[hi]
                )));
            }
        }
        gaps.push((row[1] - row[0] - 1) as u32);
        gaps.push((row[2] - row[1] - 1) as u32);
    }
    let widest = gaps.iter().copied().max().unwrap_or(0) as usize;
    let g = values(widest, f);
    let x = gaps.iter().fold(0u32, |x, &gap| x ^ g[gap as usize]);
    out.line(if x != 0 { "Alice" } else { "Bob" });
    out.line(if x != 0 { "Bob" } else { "Alice" });
    Ok(())
}
