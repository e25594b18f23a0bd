//! CSES 1099 Stair Game (staircase Nim). Brute force: balls moved on the real
//! staircase; reference: the proven rule, the xor of the even stairs. Tested
//! by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

use sglab::games::staircase::{self, Stairs};
use sglab::prelude::*;

/// Positions the brute force may visit per case: balls only go down, so a
/// case reaches at most the placements of its balls on its stairs.
const SEARCH_LIMIT: u64 = 60_000;
/// The judge's bound on the sum of n over the tests of one input.
pub const SUM_N: usize = 200_000;

pub const WORDS: Words = Words::new("first\n", "second\n");

/// The staircase search's memo, kept across cases.
pub struct Cses1099(Memo<Stairs>);

impl Default for Cses1099 {
    fn default() -> Cses1099 {
        Cses1099(Search::boxed(Play::Normal, staircase::steps))
    }
}

/// The balls on the even-numbered stairs (2, 4, ...): the Nim heaps.
pub fn evens(balls: &[u64]) -> Vec<u64> {
    balls.iter().skip(1).step_by(2).copied().collect()
}

/// Placements of `total` balls on `stairs` stairs, capped at the limit + 1.
fn placements(total: u64, stairs: u64) -> u64 {
    // C(total + stairs - 1, stairs - 1), computed with early exit.
    let mut count: u64 = 1;
    for i in 1..stairs {
        count = count * (total + i) / i;
        if count > SEARCH_LIMIT {
            return SEARCH_LIMIT + 1;
        }
    }
    count
}

/// Whether the brute force answers `balls` in reasonable time.
pub fn searchable(balls: &[u64]) -> bool {
    let total: u64 = balls.iter().map(|&p| p.min(SEARCH_LIMIT)).sum();
    total <= 64 && placements(total, balls.len() as u64) <= SEARCH_LIMIT
}

fn stairs(balls: &[u64]) -> Stairs {
    balls.iter().map(|&p| p as u32).collect()
}

impl Problem for Cses1099 {
    /// The balls on stairs 1..n.
    type Case = Vec<u64>;
    const NAME: &'static str = "cses1099";
    const FRAME: Frame = Frame::Count("t");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["max", "many", "large", "traps"];

    fn read_case(r: &mut Reader) -> Result<Vec<u64>, String> {
        r.sized_list("n", "p_i")
    }

    fn write_case(balls: &Vec<u64>) -> String {
        sized_list(balls)
    }

    fn check_input(cases: &[Vec<u64>]) -> Result<(), String> {
        sum_within(cases, Vec::len, SUM_N, "n", "case")
    }

    /// One to seven stairs holding at most ten balls in all.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 7);
        let mut left = 10;
        (0..n)
            .map(|_| {
                let p = if rng.chance(1, 4) { 0 } else { rng.range(0, left.min(4)) };
                left -= p;
                p
            })
            .collect()
    }

    /// `max`: one staircase of the most stairs; `many`: the most tests (of
    /// 2 stairs, the sum of n at its bound); `large`: a committable max-like
    /// input (random; even stairs xoring to 0; odd stairs only; both);
    /// `traps`: the odd stairs' xor (the 0-based indexing mistake) and the
    /// even stairs' xor disagree, zeros, one stair.
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<Vec<u64>> {
        let top = limits["p_i"].hi;
        match kind {
            "max" => vec![balls(rng, limits["n"].hi as usize, top)],
            "many" => (0..SUM_N / 2).map(|_| balls(rng, 2, top)).collect(),
            "large" => {
                let n = 10_000;
                let odd_only = (0..n).map(|i| if i % 2 == 0 { rng.range(1, top) } else { 0 }).collect();
                vec![
                    balls(rng, n, top),
                    xor_zero_from(rng, n, 1, top),
                    odd_only,
                    xor_zero_from(rng, n + 1, 1, top),
                ]
            }
            "traps" => {
                // One stair, two, a ball at either end, all full, alternating.
                let mut cases = vec![vec![0], vec![top], vec![0, 0], vec![0, top], vec![top, 0]];
                cases.extend([vec![1, 0, 0], vec![0, 0, 1], vec![0, 0, 0, 1]]);
                cases.extend([vec![top; 4], vec![7, 3, 7, 3, 7]]);
                for n in 2..=12 {
                    let mut even_zero = xor_zero_from(rng, n, 1, top);
                    even_zero[0] ^= rng.range(1, 1000);
                    let mut odd_zero = xor_zero_from(rng, n, 0, top);
                    odd_zero[1] ^= rng.range(1, 1000);
                    cases.extend([even_zero, odd_zero]);
                }
                cases
            }
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, balls: &Vec<u64>) -> Option<String> {
        searchable(balls).then(|| WORDS.answer(self.0.mover_wins(&stairs(balls))))
    }

    /// Nim on the even stairs.
    fn reference(&mut self, balls: &Vec<u64>) -> String {
        WORDS.answer(sum_first_wins(Play::Normal, &evens(balls)))
    }

    fn shrink(balls: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(balls, |&p| smaller_values(p, 0))
    }

    /// The even stairs as Nim heaps; for a win, the Nim move on them (balls
    /// from an even stair down to the odd one below), confirmed by the
    /// search where the staircase is small enough.
    fn explain(&mut self, balls: &Vec<u64>) -> String {
        let even = evens(balls);
        let shown: Vec<String> = even
            .iter()
            .enumerate()
            .map(|(i, p)| format!("p_{} = {p}", 2 * i + 2))
            .collect();
        let parts = if even.is_empty() {
            "none".to_string()
        } else {
            shown.join(", ")
        };
        let how = "odd stairs do not count; the even stairs are Nim heaps";
        let mut text = sum_line(&format!("even stairs {parts}"), &even, how, Play::Normal);
        let x = even.iter().fold(0, |x, &p| x ^ p);
        if let Some(k) = (1..balls.len()).step_by(2).find(|&k| balls[k] ^ x < balls[k]) {
            let moved = balls[k] - (balls[k] ^ x);
            let mut after = balls.clone();
            after[k] -= moved;
            after[k - 1] += moved;
            if searchable(&after) && !self.0.mover_wins(&stairs(&after)) {
                text.push_str(&format!(
                    "winning move (checked by the brute force): {moved} ball(s) from stair {} to stair {k}\n",
                    k + 1
                ));
            }
        }
        text
    }
}

fn balls(rng: &mut Rng, n: usize, top: u64) -> Vec<u64> {
    (0..n).map(|_| rng.range(0, top)).collect()
}

/// `balls` where the stairs at 0-based indices `from`, `from + 2`, ... xor
/// to 0 (the last of them is set to the xor of the others, redrawn until
/// that value is at most `top`). `from` = 1: the even stairs.
fn xor_zero_from(rng: &mut Rng, n: usize, from: usize, top: u64) -> Vec<u64> {
    let last = from + (n - 1 - from) / 2 * 2;
    loop {
        let mut case = balls(rng, n, top);
        case[last] = 0;
        let x = case.iter().skip(from).step_by(2).fold(0, |x, &p| x ^ p);
        if x <= top {
            case[last] = x;
            return case;
        }
    }
}
