// POJ 2315 Football Game, the judge's answer: a ball at distance S is
// A = ceil(S / c) turns from the goal and a kick rolls it 1..=k turns, with
// c = 2 pi R and k = floor(L / c); each ball becomes B = A mod (k + 1) and
// the mover (Alice) loses iff, for every bit, the number of B's with that
// bit set is divisible by M + 1 (Moore's Nim-M). For M >= 2 this is what the
// judge expects, not the value of the real game (see README.md).
// Time O(N log A) per case, memory O(1): no ball is stored.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// checks thousands of seeded cases against sglab's exhaustive search of the
// real game (the judge's formula where M >= 2 makes them differ), the
// goldens and the bad-input policy; tests/special.rs pins where M >= 2
// differs and checks the f64 conversion against exact integer arithmetic on
// every near-integer quotient within the bounds.
// Accepts: cases until end of input, 1 <= N <= 30, 1 <= M <= N,
// 1 <= S(i), L < 10^8, 1 <= R < 10^4 (the statement's bounds, within which
// the f64 conversion is proven exact).

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;
use std::f64::consts::PI;

/// The judge's bounds: S, L < 10^8, R < 10^4. The f64 conversion is proven
/// exact only up to these (tests/special.rs), so nothing larger is accepted.
const MAX_DISTANCE: u64 = 99_999_999;
const MAX_RADIUS: u64 = 9_999;
const MAX_BALLS: u64 = 30;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    while let Some(balls) = input.next_case("N", 1, MAX_BALLS)? {
        let per_move = input.u64_in("M", 1, balls)?;
        let kick = input.u64_in("L", 1, MAX_DISTANCE)?;
        let radius = input.u64_in("R", 1, MAX_RADIUS)?;
        let turn = 2.0 * PI * radius as f64;
        // L / c and S / c are never integers (pi is irrational) and within
        // the bounds never within f64 error of one, so floor/ceil are exact.
        let max_roll = (kick as f64 / turn).floor() as u64;
        // bit_counts[j] = number of balls whose value has bit j set; values
        // are below 2^24 (A <= 10^8 / 2 pi).
        let mut bit_counts = [0u64; 32];
        for _ in 0..balls {
            let distance = input.u64_in("S(i)", 1, MAX_DISTANCE)?;
            let turns = (distance as f64 / turn).ceil() as u64;
            let mut value = turns % (max_roll + 1);
            let mut bit = 0;
            while value > 0 {
                bit_counts[bit] += value & 1;
                value >>= 1;
                bit += 1;
            }
        }
        let mover_loses = bit_counts.iter().all(|&count| count % (per_move + 1) == 0);
        out.line(if mover_loses { "Bob" } else { "Alice" });
    }
    Ok(())
}
