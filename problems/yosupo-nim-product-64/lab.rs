//! Library Checker nim_product_64: T pairs (A, B); each answer is the nim
//! product A (x) B. Three implementations that share nothing: the mex
//! definition itself (the brute force, for A, B < 64), a bit-by-bit product
//! from the table of 2^i (x) 2^j built by the Fermat-power rules (the
//! reference), and the plain halving recursion (the speed baseline and the
//! second opinion on the sample).

use super::Problem;
use crate::rng::Rng;
use sg::mex::Mex;
use sg::scan::Scanner;
use std::cell::RefCell;

pub struct NimProduct64;

/// Arguments below this are answered from the mex definition.
pub const BRUTE_BELOW: u64 = 64;
pub const MAX_T: u64 = 1_000_000;

/// a (x) b for all a, b < n straight from the definition
/// a (x) b = mex { a' (x) b xor a (x) b' xor a' (x) b' : a' < a, b' < b }.
pub fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    let mut mex = Mex::new();
    for a in 0..n {
        for b in 0..n {
            let mut values = Vec::with_capacity(a * b);
            for a2 in 0..a {
                for b2 in 0..b {
                    values.push((t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as u32);
                }
            }
            t[a][b] = u64::from(mex.of(values));
        }
    }
    t
}

thread_local! {
    static MEX_TABLE: RefCell<Vec<Vec<u64>>> = const { RefCell::new(Vec::new()) };
    static POWERS: RefCell<Vec<Vec<u64>>> = const { RefCell::new(Vec::new()) };
}

/// The mex definition's a (x) b for a, b < BRUTE_BELOW, else `None`.
pub fn by_definition(a: u64, b: u64) -> Option<u64> {
    if a >= BRUTE_BELOW || b >= BRUTE_BELOW {
        return None;
    }
    MEX_TABLE.with(|t| {
        let mut t = t.borrow_mut();
        if t.is_empty() {
            *t = mex_table(BRUTE_BELOW as usize);
        }
        Some(t[a as usize][b as usize])
    })
}

/// 2^i (x) 2^j from the rules for Fermat 2-powers F = 2^(2^k): a product of
/// distinct Fermat 2-powers is their ordinary product, and F (x) F = 3F/2.
/// Write i = sum of distinct 2^k, so 2^i is the product of those F. If the
/// top bit k of i | j is in both, 2^i (x) 2^j = (F (x) F) (x) (2^(i-2^k)
/// (x) 2^(j-2^k)); if in one only, F times a product below F, an ordinary
/// shift.
fn power_product(powers: &mut Vec<Vec<u64>>, i: usize, j: usize) -> u64 {
    if powers[i][j] != 0 {
        return powers[i][j];
    }
    let value = if i == 0 || j == 0 {
        1 << (i | j)
    } else {
        let k = 63 - ((i | j) as u64).leading_zeros() as usize; // top bit of i | j
        let half = 1usize << k; // F = 2^half
        if i >= half && j >= half {
            let below = power_product(powers, i - half, j - half);
            bitwise_with(powers, below, 3 << (half - 1))
        } else if i >= half {
            power_product(powers, i - half, j) << half
        } else {
            power_product(powers, i, j - half) << half
        }
    };
    powers[i][j] = value;
    value
}

fn bitwise_with(powers: &mut Vec<Vec<u64>>, a: u64, b: u64) -> u64 {
    let mut product = 0;
    for i in (0..64).filter(|&i| a >> i & 1 == 1) {
        for j in (0..64).filter(|&j| b >> j & 1 == 1) {
            product ^= power_product(powers, i, j);
        }
    }
    product
}

/// a (x) b as the xor of 2^i (x) 2^j over the set bits (the product is
/// xor-bilinear).
pub fn bitwise(a: u64, b: u64) -> u64 {
    POWERS.with(|p| {
        let mut p = p.borrow_mut();
        if p.is_empty() {
            *p = vec![vec![0u64; 64]; 64];
        }
        bitwise_with(&mut p, a, b)
    })
}

/// a (x) b for a, b < 2^bits (bits a power of two) by halving: with
/// X = 2^(bits/2), (a1 X + a0)(b1 X + b0) = (m xor l) X + (l xor h (x) X/2)
/// where h = a1 b1, l = a0 b0, m = (a0 xor a1)(b0 xor b1), because
/// X (x) X = X xor X/2.
pub fn recursive(a: u64, b: u64, bits: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let h = recursive(a1, b1, half);
    let l = recursive(a0, b0, half);
    let m = recursive(a0 ^ a1, b0 ^ b1, half);
    ((m ^ l) << half) ^ l ^ recursive(h, 1 << (half - 1), half)
}

impl Problem for NimProduct64 {
    type Case = (u64, u64);
    const NAME: &'static str = "nim_product_64";

    fn parse(input: &str) -> Result<Vec<(u64, u64)>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let fail = |e: sg::error::Error| e.to_string();
        let t = scan.u64_in("T", 1, MAX_T).map_err(fail)?;
        let mut cases = Vec::new();
        for _ in 0..t {
            let a = scan.u64("A").map_err(fail)?;
            let b = scan.u64("B").map_err(fail)?;
            cases.push((a, b));
        }
        match scan.next_u64("end of input").map_err(fail)? {
            None => Ok(cases),
            Some(_) => Err(format!(
                "a token after the last case at byte {}",
                scan.last_token_offset()
            )),
        }
    }

    fn write(cases: &[(u64, u64)]) -> String {
        let mut text = format!("{}\n", cases.len());
        for (a, b) in cases {
            text.push_str(&format!("{a} {b}\n"));
        }
        text
    }

    fn random_small(rng: &mut Rng) -> (u64, u64) {
        (rng.range(0, BRUTE_BELOW - 1), rng.range(0, BRUTE_BELOW - 1))
    }

    fn brute(cases: &[(u64, u64)]) -> Vec<Option<String>> {
        cases
            .iter()
            .map(|&(a, b)| by_definition(a, b).map(|v| format!("{v}\n")))
            .collect()
    }

    fn reference(&(a, b): &(u64, u64)) -> String {
        format!("{}\n", bitwise(a, b))
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = vec![(a >> 1, b), (a, b >> 1), (a >> 32, b >> 32)];
        smaller.retain(|&c| c != (a, b));
        smaller.dedup();
        smaller
    }

    fn explain(&(a, b): &(u64, u64)) -> String {
        let product = bitwise(a, b);
        let mut text = format!(
            "{a} (x) {b} = {product}: in Turning Corners (the Tartan product of Nim heaps {a} and {b}) \
             one heads coin at ({a}, {b}) has Grundy value {product}"
        );
        if let Some(defined) = by_definition(a, b) {
            text.push_str(&format!("; the mex definition gives {defined}"));
        }
        text.push('\n');
        text
    }
}
