//! Luogu P2252 Wythoff's game (pairs until the end of input, as POJ 1067 has
//! them). Brute force: the real two-heap game; reference: the Beatty pair of
//! the heaps' difference, from an exact integer square root. Tested by
//! tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

use sglab::games::wythoff::{self, Heaps};
use sglab::prelude::*;

/// Heaps up to this size are searched.
const SEARCH_TOP: u64 = 120;

pub const WORDS: Words = Words::new("1\n", "0\n");

/// The two-heap search's memo, kept across cases.
pub struct Luogu2252(Memo<Heaps>);

impl Default for Luogu2252 {
    fn default() -> Luogu2252 {
        Luogu2252(Search::boxed(Play::Normal, wythoff::steps))
    }
}

/// The largest x with x * x <= n, exactly (Newton's method from above).
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = n;
    let mut y = (x + 1) / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// The k-th losing position (a_k, b_k) = (floor(k phi), floor(k phi) + k),
/// with floor(k phi) = floor((k + k sqrt 5) / 2) = (k + isqrt(5 k^2)) / 2
/// (k sqrt 5 is irrational for k > 0, so flooring it first changes nothing).
pub fn losing_pair(k: u64) -> (u64, u64) {
    let k = u128::from(k);
    let a = (k + isqrt(5 * k * k)) / 2;
    (a as u64, (a + k) as u64)
}

/// d phi in exact integers to 9 decimals, as (its integer part, its
/// fraction in units of 10^-9), for d up to [`PHI_DECIMALS_TOP`]
/// (5 d^2 10^18 fits a u128).
pub fn phi_times(d: u64) -> Option<(u64, u64)> {
    const SCALE: u128 = 1_000_000_000;
    if d > PHI_DECIMALS_TOP {
        return None;
    }
    let d = u128::from(d);
    let x = (d * SCALE + isqrt(5 * d * d * SCALE * SCALE)) / 2;
    Some(((x / SCALE) as u64, (x % SCALE) as u64))
}

/// The largest d [`phi_times`] computes.
pub const PHI_DECIMALS_TOP: u64 = 8_000_000_000;

/// Where d phi lies within 10^-7 of an integer, which one: there a
/// double's floor(d * phi) may come out on the wrong side of it.
pub fn phi_near_integer(d: u64) -> Option<u64> {
    let (whole, fraction) = phi_times(d)?;
    match fraction {
        f if f < 100 => Some(whole),
        f if f > 999_999_900 => Some(whole + 1),
        _ => None,
    }
}

/// Whether the player to move from heaps (a, b) loses: with a <= b, iff
/// (a, b) is the losing pair of index b - a.
pub fn mover_loses(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    losing_pair(b - a) == (a, b)
}

/// A move from (a, b) to a losing position, if one exists: heaps after it.
pub fn winning_move(a: u64, b: u64) -> Option<(u64, u64)> {
    let (a, b) = (a.min(b), a.max(b));
    let (pa, pb) = losing_pair(b - a);
    if a >= pa {
        // Same difference, smaller heaps: take a - pa from both (none when
        // a = pa: then (a, b) is the losing pair).
        return (a > pa).then_some((pa, pb));
    }
    // a is some a_j or some b_j (Beatty: each positive integer exactly
    // once), with j near a / phi or a / phi^2.
    let a128 = u128::from(a);
    let root = isqrt(5 * a128 * a128);
    let near_lower = ((root - a128) / 2) as u64; // a / phi = a (sqrt 5 - 1) / 2
    let near_upper = ((3 * a128 - root) / 2) as u64; // a / phi^2 = a (3 - sqrt 5) / 2
    let around = |j: u64| j.saturating_sub(2)..=j + 2;
    for k in around(near_lower).chain(around(near_upper)) {
        let (x, y) = losing_pair(k);
        if x == a && y < b {
            return Some((a, y)); // lower b to b_k (k < b - a)
        }
        if y == a {
            return Some((x, a)); // lower b to a_k
        }
    }
    unreachable!("Beatty: {a} is in one of the two sequences")
}

impl Problem for Luogu2252 {
    /// The two heaps.
    type Case = (u64, u64);
    const NAME: &'static str = "luogu2252";
    /// Pairs until the end of input (Luogu gives one line; POJ 1067 and
    /// HDU 1527, the same game, give many).
    const FRAME: Frame = Frame::UntilEof;
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "float"];

    fn read_case(r: &mut Reader) -> Result<(u64, u64), String> {
        Ok((r.u64("a")?, r.u64("b")?))
    }

    fn write_case((a, b): &(u64, u64)) -> String {
        format!("{a} {b}\n")
    }

    /// Heaps up to 40: a losing pair half of the time (in either order),
    /// a neighbour of one or any two heaps otherwise.
    fn random_small(rng: &mut Rng) -> (u64, u64) {
        let (a, b) = losing_pair(rng.range(0, 15));
        let (a, b) = match rng.below(4) {
            0 | 1 => (a, b),
            2 => (a + rng.range(0, 1), b + rng.range(0, 2)),
            _ => (rng.range(0, 40), rng.range(0, 40)),
        };
        [(a, b), (b, a)][rng.below(2)]
    }

    /// `max`: one pair near the judge's limit: the last losing pairs below
    /// it, as is or with one heap one larger, in either order; `float`: a
    /// losing pair where f64 gets floor(d phi) wrong (d the Fibonacci
    /// numbers 102334155 or 267914296).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<(u64, u64)> {
        if kind == "float" {
            return vec![losing_pair(if rng.chance(1, 2) { 102_334_155 } else { 267_914_296 })];
        }
        if kind != "max" {
            unknown_kind(kind);
        }
        // b_k ~ k phi^2 <= top for k up to about top / phi^2.
        let top = limits["b"].hi.min(limits["a"].hi);
        let most = (top as f64 / 2.618_034) as u64;
        let (a, b) = loop {
            let (a, b) = losing_pair(rng.range(most - most / 200, most));
            if b < top {
                break (a, b);
            }
        };
        let bump = rng.below(3); // 0: as is; 1: a one larger; 2: b one larger
        let (a, b) = (a + u64::from(bump == 1), b + u64::from(bump == 2));
        vec![[(a, b), (b, a)][rng.below(2)]]
    }

    fn brute(&mut self, &(a, b): &(u64, u64)) -> Option<String> {
        (a.max(b) <= SEARCH_TOP).then(|| {
            let heaps = wythoff::ordered((a as usize, b as usize));
            WORDS.answer(self.0.mover_wins(&heaps))
        })
    }

    fn reference(&mut self, &(a, b): &(u64, u64)) -> String {
        WORDS.answer(!mover_loses(a, b))
    }

    /// Smaller losing pairs first (a wrong rule errs on them, and random
    /// halving rarely lands on one), then halves and one stone less.
    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let d = a.max(b) - a.min(b);
        let losing = [1, 2, d / 2, d.saturating_sub(1)].map(losing_pair);
        let halves = [(0, b), (a, 0), (a / 2, b / 2), (a / 2, b), (a, b / 2)];
        let less = [(a.saturating_sub(1), b), (a, b.saturating_sub(1))];
        let mut smaller = Vec::new();
        for next in losing.into_iter().chain(halves).chain(less) {
            if next.0 + next.1 < a + b && !smaller.contains(&next) {
                smaller.push(next);
            }
        }
        smaller
    }

    fn explain(&mut self, &(a, b): &(u64, u64)) -> String {
        let (lo, hi) = (a.min(b), a.max(b));
        let d = hi - lo;
        let (pa, pb) = losing_pair(d);
        let mut text = format!(
            "smaller heap {lo}, difference {d}; the losing pair with difference {d} is ({pa}, {pb}) = \
             (floor({d} phi), floor({d} phi) + {d})\n"
        );
        if let (Some(near), Some((whole, fraction))) = (phi_near_integer(d), phi_times(d)) {
            text.push_str(&format!(
                "{d} phi = {whole}.{fraction:09}..., within 10^-7 of the integer {near}: computed with a double \
                 (phi rounded, the product rounded), floor({d} * phi) can land on the other side of {near}, \
                 one off; the exact floor is (d + isqrt(5 d^2)) / 2 in integers\n"
            ));
        }
        match winning_move(a, b) {
            None => text.push_str(&format!("the heaps are that pair: {}\n", winner(false))),
            Some((x, y)) => {
                text.push_str(&format!("not that pair: {} by moving to ({x}, {y})\n", winner(true)));
                let after = wythoff::ordered((x as usize, y as usize));
                if hi <= SEARCH_TOP && !self.0.mover_wins(&after) {
                    text.push_str(&format!("winning move (checked by the brute force): to ({x}, {y})\n"));
                }
            }
        }
        text
    }
}

/// Wythoff's game for `scripts/play.sh`: a move is written as the two heaps
/// it leaves (`3 5`); the pack's winning replies come from the reference,
/// drawn among all winning moves.
pub struct Playing;

impl sglab::play::Game for Playing {
    type Pos = (u64, u64);
    type Move = (u64, u64);

    fn read_move(&self, &(a, b): &(u64, u64), line: &str) -> Result<(u64, u64), String> {
        let heaps: Vec<u64> = line
            .split_whitespace()
            .map(|t| {
                t.parse()
                    .map_err(|_| format!("{} is not a heap size", sglab::format::quote(t, sglab::format::QUOTED)))
            })
            .collect::<Result<_, _>>()?;
        let [x, y] = heaps[..] else {
            return Err("write the two heaps the move leaves, as `3 5`".to_string());
        };
        let (da, db) = (a.checked_sub(x), b.checked_sub(y));
        match (da, db) {
            (Some(0), Some(0)) => Err("that takes nothing".to_string()),
            (Some(da), Some(db)) if da == 0 || db == 0 || da == db => Ok((x, y)),
            (Some(_), Some(_)) => Err("take from one heap, or the same number from both".to_string()),
            _ => Err(format!("a move only takes: ({a}, {b}) cannot become ({x}, {y})")),
        }
    }

    fn write_move(&self, &(a, b): &(u64, u64)) -> String {
        format!("{a} {b}")
    }

    fn after(&mut self, _pos: &(u64, u64), mv: &(u64, u64)) -> (u64, u64) {
        *mv
    }

    fn wins(&mut self, &(a, b): &(u64, u64)) -> bool {
        !mover_loses(a, b)
    }

    fn reply(&mut self, &(a, b): &(u64, u64), rng: &mut Rng) -> Option<(u64, u64)> {
        let Some(moves) = self.moves(&(a, b)) else {
            // Heaps too large to list: the reference's move, else one stone.
            return winning_move(a, b).or(Some(if a > 0 { (a - 1, b) } else { (a, b - 1) }));
        };
        let winning: Vec<(u64, u64)> = moves.iter().copied().filter(|&(x, y)| mover_loses(x, y)).collect();
        // Losing: a move that takes one stone (from either heap) or two
        // (one from each), so the game lasts.
        let pool = if winning.is_empty() {
            moves.into_iter().filter(|&(x, y)| a + b - x - y <= 2).collect()
        } else {
            winning
        };
        (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
    }

    fn moves(&mut self, &(a, b): &(u64, u64)) -> Option<Vec<(u64, u64)>> {
        if a + b > 1 << 16 {
            return None;
        }
        let mut moves: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect();
        moves.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
        Some(moves)
    }

    fn show(&self, &(a, b): &(u64, u64)) -> String {
        format!("heaps {a} and {b}")
    }
}
