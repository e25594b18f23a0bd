//! Codeforces 1310F Bad Cryptography: x with a^x = b in the nimbers below
//! 2^64, or -1. Brute force: the statement's pseudo-code product
//! (`multiply`, `multiply_powers_of_2`, as written; a cache of
//! `multiply_powers_of_2` by its two arguments changes no result) and the
//! powers a^1, a^2, ... enumerated until they return to 1, for a of order
//! at most [`BRUTE_ORDER`]. Reference: Pohlig-Hellman to the base a itself
//! (baby-step giant-step per prime, CRT in u128) with the pseudo-code
//! product, printing the least x >= 1. A checker problem: `check` accepts
//! any x with a^x = b (x = 0 too when b = 1: a^0 is the empty product 1)
//! and -1 exactly when b is not a power of a (b^ord(a) != 1). Tested by
//! tests/special.rs.

use sglab::contract::{answer, Kind};
use sglab::prelude::*;
use std::collections::HashMap;

/// The order of the multiplicative group of the nimbers below 2^64.
pub const F: u64 = u64::MAX;
/// The prime factors of F (tests/special.rs checks the product and each
/// primality).
pub const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65_537, 6_700_417];
/// The brute force enumerates the powers of a up to this order.
pub const BRUTE_ORDER: u64 = 65_535;
/// The orders random small cases draw from: the divisors of F up to 4000.
pub const SMALL_ORDERS: [u64; 14] = [1, 3, 5, 15, 17, 51, 85, 255, 257, 641, 771, 1285, 1923, 3205];

/// The statement's pseudo-code product, literally: `multiply` xors
/// `multiply_powers_of_2` over the pairs of set bits; that one recurses on
/// the largest power = 2^(2^n) <= max(a, b). `calls` counts the calls of
/// `multiply_powers_of_2`; with `cache` each of its results is kept by its
/// arguments (64 x 64 of them), which changes no result, and `multiply`
/// xors those results a byte of b at a time (see [`PseudoCode::multiply`]).
pub struct PseudoCode {
    pub cache: bool,
    pub calls: u64,
    memo: Vec<u64>,
    rows: Vec<u64>,
    building: bool,
}

impl PseudoCode {
    pub fn new(cache: bool) -> PseudoCode {
        PseudoCode {
            cache,
            calls: 0,
            memo: vec![0; 64 * 64],
            rows: Vec::new(),
            building: false,
        }
    }

    /// multiply(a, b) of the statement: the xor of
    /// multiply_powers_of_2(2^i, 2^j) over the set bits i of a and j of b.
    /// With the cache that xor is regrouped (xor is associative): for each
    /// bit i of a, each byte of b's xor over its bits is one entry of a
    /// table of 64 x 8 x 256 such xors, built once from the cached results.
    pub fn multiply(&mut self, a: u64, b: u64) -> u64 {
        if self.cache && self.rows.is_empty() && !self.building {
            // Building calls multiply_powers_of_2, which calls multiply:
            // those products take the literal loop below.
            self.building = true;
            self.build_rows();
            self.building = false;
        }
        if !self.rows.is_empty() {
            let mut ans = 0;
            for i in (0..64).filter(|&i| a >> i & 1 == 1) {
                let row = &self.rows[i * 8 * 256..(i + 1) * 8 * 256];
                for byte in 0..8 {
                    ans ^= row[byte * 256 + (b >> (8 * byte) & 0xff) as usize];
                }
            }
            return ans;
        }
        let mut ans = 0;
        for p1 in (0..64).filter(|&i| a >> i & 1 == 1) {
            for p2 in (0..64).filter(|&i| b >> i & 1 == 1) {
                ans ^= self.multiply_powers_of_2(1 << p1, 1 << p2);
            }
        }
        ans
    }

    /// The cached multiply's table: entry (i, byte, v) is the xor of
    /// multiply_powers_of_2(2^i, 2^(8 byte + j)) over the set bits j of v.
    fn build_rows(&mut self) {
        let mut rows = vec![0; 64 * 8 * 256];
        for i in 0..64 {
            for byte in 0..8 {
                let base = (i * 8 + byte) * 256;
                for v in 1..256usize {
                    let low = v.trailing_zeros();
                    let bit = self.multiply_powers_of_2(1 << i, 1 << (8 * byte as u32 + low));
                    rows[base + v] = rows[base + (v & (v - 1))] ^ bit;
                }
            }
        }
        self.rows = rows;
    }

    /// multiply_powers_of_2(a, b) of the statement, for powers of two a, b.
    pub fn multiply_powers_of_2(&mut self, a: u64, b: u64) -> u64 {
        self.calls += 1;
        let key = (a.trailing_zeros() * 64 + b.trailing_zeros()) as usize;
        if self.cache && self.memo[key] != 0 {
            return self.memo[key];
        }
        let value = if a == 1 || b == 1 {
            a * b
        } else {
            // n = the largest with 2^(2^n) <= max(a, b).
            let top = a.max(b);
            let n = (0..6).rev().find(|&n| 1u64 << (1u32 << n) <= top).unwrap();
            let power = 1u64 << (1u32 << n);
            if a >= power && b >= power {
                let inner = self.multiply_powers_of_2(a / power, b / power);
                self.multiply(power * 3 / 2, inner)
            } else if a >= power {
                self.multiply_powers_of_2(a / power, b) * power
            } else {
                self.multiply_powers_of_2(a, b / power) * power
            }
        };
        if self.cache {
            self.memo[key] = value;
        }
        value
    }

    /// base^exponent: square and multiply with [`PseudoCode::multiply`]
    /// (base^0 = 1, the empty product).
    pub fn power(&mut self, base: u64, exponent: u64) -> u64 {
        let mut result = 1;
        for bit in (0..64).rev() {
            result = self.multiply(result, result);
            if exponent >> bit & 1 == 1 {
                result = self.multiply(result, base);
            }
        }
        result
    }

    /// ord(a) for a != 0: the product of the primes p of F with
    /// a^(F/p) != 1 (F is square-free, so ord(a) is that product).
    pub fn order(&mut self, a: u64) -> u64 {
        PRIMES.iter().filter(|&&p| self.power(a, F / p) != 1).product()
    }

    /// a^1, a^2, ..., a^ord(a) = 1 by repeated multiplication, or `None`
    /// when ord(a) > `limit`.
    pub fn powers(&mut self, a: u64, limit: u64) -> Option<Vec<u64>> {
        let mut list = vec![a];
        while *list.last().unwrap() != 1 {
            if list.len() as u64 >= limit {
                return None;
            }
            let next = self.multiply(*list.last().unwrap(), a);
            list.push(next);
        }
        Some(list)
    }
}

/// b^e mod m for m < 2^32.
fn pow_mod(b: u64, e: u64, m: u64) -> u64 {
    (0..64).rev().fold(1, |r, bit| {
        let r = r * r % m;
        if e >> bit & 1 == 1 {
            r * (b % m) % m
        } else {
            r
        }
    })
}

/// The least x >= 1 with a^x = b, by Pohlig-Hellman to the base a: for
/// each prime p of F, A = a^(F/p) and B = b^(F/p); A = 1 needs B = 1 (else
/// no x), otherwise y_p = log_A B by baby-step giant-step (a hash map of
/// ceil(sqrt p) baby steps); the CRT of the y_p modulo ord(a) (u128).
pub fn pohlig_hellman(code: &mut PseudoCode, a: u64, b: u64) -> Option<u64> {
    let mut residues = Vec::new();
    for &p in &PRIMES {
        let (big_a, big_b) = (code.power(a, F / p), code.power(b, F / p));
        if big_a == 1 {
            if big_b != 1 {
                return None;
            }
            continue;
        }
        let m = (1..).find(|&m: &u64| m * m >= p).unwrap();
        let mut baby = HashMap::new();
        let mut x = 1;
        for j in 0..m {
            baby.entry(x).or_insert(j);
            x = code.multiply(x, big_a);
        }
        // x = A^m; giant steps B (x) A^(-m i) = A^j means y = m i + j.
        let back = code.power(big_a, (p - m % p) % p);
        let mut y = big_b;
        let log = (0..=m)
            .find_map(|i| {
                let found = baby.get(&y).map(|&j| (m * i + j) % p);
                y = code.multiply(y, back);
                found
            })
            .expect("B lies in the subgroup of order p");
        residues.push((p, log));
    }
    let order: u64 = residues.iter().map(|&(p, _)| p).product();
    let mut x: u128 = 0;
    for &(p, y) in &residues {
        let rest = order / p;
        x += u128::from(rest) * u128::from(y * pow_mod(rest, p - 2, p) % p);
    }
    let x = (x % u128::from(order)) as u64;
    Some(if x == 0 { order } else { x })
}

/// One answer as the judge reads it: x, or -1.
pub fn answer(x: Option<u64>) -> String {
    match x {
        Some(x) => format!("{x}\n"),
        None => "-1\n".to_string(),
    }
}

/// The checker's verdict on one answer token for (a, b): any x in
/// 0..=2^64-1 with a^x = b (so 0 when b = 1), or -1 exactly when no x
/// exists (b^ord(a) != 1). Tokens are read as testlib reads them.
pub fn judge_token(code: &mut PseudoCode, (a, b): (u64, u64), token: &str) -> Result<(), String> {
    if token == "-1" {
        let order = code.order(a);
        if code.power(b, order) == 1 {
            let x = pohlig_hellman(code, a, b).expect("b^ord(a) = 1: b is a power of a");
            return Err(format!(
                "-1, but a^x = b for x = {x}: ord(a) = {order} and b^ord(a) = 1, so b lies in the subgroup generated by a"
            ));
        }
        return Ok(());
    }
    let x = answer::natural(token, u64::MAX, "2^64-1")?;
    let got = code.power(a, x);
    if got == b {
        return Ok(());
    }
    let order = code.order(a);
    let why = if code.power(b, order) == 1 {
        "a valid x exists".to_string()
    } else {
        format!("no x exists (b^ord(a) != 1 for ord(a) = {order}): the answer is -1")
    };
    Err(format!("a^{x} = {got}, not b = {b}; {why}"))
}

/// Random small cases' pairs, the generators' and the tests': an element
/// of order dividing `order` (r^(F/order) for a random r, by the
/// pseudo-code product).
pub fn of_order(code: &mut PseudoCode, rng: &mut Rng, order: u64) -> u64 {
    let r = rng.next_u64().max(1);
    code.power(r, F / order)
}

/// The card's traps (README.md, Edge cases and traps), in that order.
pub fn traps() -> Vec<(u64, u64)> {
    vec![
        // Sample 7: a wrapping 64-bit CRT gives 68943624818814402.
        (123_214_213_213, 4_356_903_202_345_442_785),
        // a, b >= 2^63: parsed as i64 they overflow.
        (u64::MAX, u64::MAX - 1),
        (1 << 63, 1),
        // Sample 5: 2 is not a power of 8 (ord 5 and ord 3): -1.
        (8, 2),
        // b = 1: x = ord(a) (or 0, which the checker accepts).
        (1, 1),
        (321_321_321_321, 1),
    ]
}

/// The brute force's enumerations (kept per a) and the product's cache.
pub struct Cf1310f {
    pub code: PseudoCode,
    powers: HashMap<u64, Option<Vec<u64>>>,
}

impl Default for Cf1310f {
    fn default() -> Cf1310f {
        Cf1310f {
            code: PseudoCode::new(true),
            powers: HashMap::new(),
        }
    }
}

impl Cf1310f {
    /// The least k >= 1 with a^k = b by enumeration of the powers of a
    /// (`Some(None)`: b is not among them); `None` when ord(a) >
    /// [`BRUTE_ORDER`].
    pub fn enumerated(&mut self, a: u64, b: u64) -> Option<Option<u64>> {
        // ord(a) first (seven powers): enumerating past BRUTE_ORDER
        // products only to give up would cost seconds per case.
        if !self.powers.contains_key(&a) && self.code.order(a) > BRUTE_ORDER {
            self.powers.insert(a, None);
        }
        let code = &mut self.code;
        let list = self
            .powers
            .entry(a)
            .or_insert_with(|| code.powers(a, BRUTE_ORDER))
            .as_ref()?;
        Some(list.iter().position(|&p| p == b).map(|k| k as u64 + 1))
    }
}

impl Problem for Cf1310f {
    type Case = (u64, u64);
    const NAME: &'static str = "cf1310f";
    const FRAME: Frame = Frame::Count("t");
    const KIND: Kind = Kind::Checker;
    const KINDS: &'static [&'static str] = &["max", "traps", "orders"];
    const STRESS_CASES: usize = 2000;

    fn read_case(r: &mut Reader) -> Result<(u64, u64), String> {
        Ok((r.u64("a")?, r.u64("b")?))
    }

    fn write_case(&(a, b): &(u64, u64)) -> String {
        format!("{a} {b}\n")
    }

    /// Half the time a, b in 1..=255 (the subfield of 2^8 nimbers, orders
    /// dividing 255); else a of an order dividing one of [`SMALL_ORDERS`]
    /// anywhere below 2^64, and b a power of a or an element of another
    /// such order.
    fn random_small(rng: &mut Rng) -> (u64, u64) {
        if rng.chance(1, 2) {
            return (rng.range(1, 255), rng.range(1, 255));
        }
        let mut code = PseudoCode::new(true);
        let pick = |rng: &mut Rng| SMALL_ORDERS[rng.below(SMALL_ORDERS.len())];
        let order = pick(rng);
        let a = of_order(&mut code, rng, order);
        let b = if rng.chance(1, 2) {
            let k = rng.next_u64();
            code.power(a, k)
        } else {
            let other = pick(rng);
            of_order(&mut code, rng, other)
        };
        (a, b)
    }

    /// `max`: t = 100 random 64-bit pairs, half of them b = a^k for a
    /// random k; `traps`: [`traps`]; `orders`: 100 pairs whose a has an
    /// order of [`SMALL_ORDERS`] times 65537 or 6700417 (the largest
    /// baby-step tables).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<(u64, u64)> {
        let t = limits["t"].hi as usize;
        let mut code = PseudoCode::new(true);
        match kind {
            "max" => (0..t)
                .map(|i| {
                    let a = rng.next_u64().max(1);
                    let b = if i % 2 == 0 {
                        let k = rng.next_u64();
                        code.power(a, k)
                    } else {
                        rng.next_u64().max(1)
                    };
                    (a, b)
                })
                .collect(),
            "traps" => traps(),
            "orders" => (0..t)
                .map(|i| {
                    let big = if i % 2 == 0 { 65_537 } else { 6_700_417 };
                    let order = big * SMALL_ORDERS[i % SMALL_ORDERS.len()];
                    let a = of_order(&mut code, rng, order);
                    let b = if i % 3 == 0 {
                        rng.next_u64().max(1)
                    } else {
                        let k = rng.next_u64();
                        code.power(a, k)
                    };
                    (a, b)
                })
                .collect(),
            other => unknown_kind(other),
        }
    }

    /// The least k >= 1 with a^k = b among the enumerated powers of a, or
    /// -1 when b is not among them; `None` past [`BRUTE_ORDER`].
    fn brute(&mut self, &(a, b): &(u64, u64)) -> Option<String> {
        self.enumerated(a, b).map(answer)
    }

    fn reference(&mut self, &(a, b): &(u64, u64)) -> String {
        answer(pohlig_hellman(&mut self.code, a, b))
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = vec![
            (1, b),
            (a, 1),
            (a & 0xff, b & 0xff),
            (a & 0xffff, b & 0xffff),
            (a & 0xffff_ffff, b & 0xffff_ffff),
            (a >> 1, b),
            (a, b >> 1),
        ];
        smaller.retain(|&(x, y)| x >= 1 && y >= 1 && (x, y) != (a, b) && x <= a && y <= b);
        smaller.dedup();
        smaller
    }

    /// ord(a), whether b lies in the subgroup generated by a, and the least
    /// x (checked with the pseudo-code product).
    fn explain(&mut self, &(a, b): &(u64, u64)) -> String {
        let order = self.code.order(a);
        let factors: Vec<u64> = PRIMES.iter().copied().filter(|&p| order % p == 0).collect();
        let mut text = format!(
            "ord(a) = {order} (the primes p of 2^64 - 1 with a^((2^64-1)/p) != 1: {})\n",
            if factors.is_empty() {
                "none".to_string()
            } else {
                join(&factors)
            }
        );
        let inside = self.code.power(b, order);
        if inside != 1 {
            text.push_str(&format!(
                "b^ord(a) = {inside} != 1: b is not in the subgroup generated by a, no x exists: -1\n"
            ));
            return text;
        }
        let x = pohlig_hellman(&mut self.code, a, b).expect("b^ord(a) = 1");
        let check = self.code.power(a, x);
        assert_eq!(check, b, "the least x {x} of ({a}, {b}) fails the pseudo-code");
        text.push_str(&format!(
            "b^ord(a) = 1: b lies in the subgroup generated by a; the least x >= 1 is {x} \
             (a^{x} = {b} by the statement's product); every x = {x} + k ord(a) is valid too\n"
        ));
        text
    }

    fn check(&mut self, cases: &[(u64, u64)], output: &str) -> Result<(), (usize, String)> {
        let mut tokens = answer::tokens(output);
        for (i, &case) in cases.iter().enumerate() {
            let token = tokens.next().ok_or_else(|| {
                (
                    i,
                    format!("the output ends after {i} answers; expected t = {}", cases.len()),
                )
            })?;
            judge_token(&mut self.code, case, token).map_err(|why| (i, format!("answer {}, {why}", i + 1)))?;
        }
        if let Some(extra) = tokens.next() {
            return Err((
                cases.len() - 1,
                format!(
                    "{}: text after the t = {} answers",
                    sglab::format::quote(extra, sglab::format::QUOTED),
                    cases.len()
                ),
            ));
        }
        Ok(())
    }
}
