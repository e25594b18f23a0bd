//! HDU 2516 Fibonacci Nim. Brute force: the pile with its allowance
//! (`games::fibonacci_nim`); reference: Zeckendorf's rule (the first player
//! loses iff n is a Fibonacci number; the least winning take is n's smallest
//! Zeckendorf term). Tested by tests/special.rs.

// The game `scripts/play.sh` plays; pack's build script lists it.
#[path = "play.rs"]
pub mod play;

// The write-up's figure, drawn from this lab; pack's figures list it.
#[path = "figure.rs"]
pub mod figure;

use sglab::games::fibonacci_nim::{self, fibonacci_up_to, Position, Steps};
use sglab::prelude::*;

/// Largest pile the brute force searches (about n^2 / 2 positions).
pub const SEARCH_LIMIT: u64 = 300;

pub const WORDS: Words = Words::new("First win\n", "Second win\n");

/// The brute force's memo: positions (stones left, allowance) solved so far.
pub struct Hdu2516(Search<Position, Steps>);

impl Default for Hdu2516 {
    fn default() -> Hdu2516 {
        Hdu2516(fibonacci_nim::search())
    }
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, ...).
pub fn is_fibonacci(n: u64) -> bool {
    fibonacci_nim::zeckendorf(n).len() == 1
}

impl Problem for Hdu2516 {
    /// The pile size n.
    type Case = u64;
    const NAME: &'static str = "hdu2516";
    const FRAME: Frame = Frame::Terminator("0");
    const WORDS: Option<Words> = Some(WORDS);
    const KINDS: &'static [&'static str] = &["traps", "max", "large"];

    fn read_case(r: &mut Reader) -> Result<u64, String> {
        r.u64("n")
    }

    fn write_case(n: &u64) -> String {
        format!("{n}\n")
    }

    /// A pile of 2 to 90 stones, a Fibonacci number one time in four.
    fn random_small(rng: &mut Rng) -> u64 {
        pile(rng, &fibonacci_up_to(90), 2, 90)
    }

    /// `traps`: every Fibonacci number up to the limit with its neighbours,
    /// the two largest piles, the positive values a wrapping i32 table of 60
    /// Fibonacci numbers holds, 2 and 3 (the take-all trap); `max`: 10^6
    /// piles, a quarter Fibonacci numbers (the judge states no line count);
    /// `large`: 2000 such piles (a committable golden).
    fn generate(kind: &str, rng: &mut Rng, limits: &Ranges) -> Vec<u64> {
        let range = limits["n"];
        let fib = fibonacci_up_to(range.hi);
        let mut piles = |count: usize| (0..count).map(|_| pile(rng, &fib, range.lo, range.hi)).collect();
        match kind {
            "max" => piles(1_000_000),
            "large" => piles(2000),
            "traps" => traps(range.lo, range.hi),
            other => unknown_kind(other),
        }
    }

    fn brute(&mut self, &n: &u64) -> Option<String> {
        (n <= SEARCH_LIMIT).then(|| WORDS.answer(self.0.mover_wins(&fibonacci_nim::start(n))))
    }

    fn reference(&mut self, &n: &u64) -> String {
        WORDS.answer(!is_fibonacci(n))
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller_values(n, 2)
    }

    /// n's Zeckendorf terms; when the first player wins, his least winning
    /// take (the smallest term), confirmed by the search for small piles.
    fn explain(&mut self, &n: &u64) -> String {
        let z = fibonacci_nim::zeckendorf(n);
        let smallest = *z.last().expect("n >= 1 has a term");
        let text = format!(
            "n = {n} = {} (Zeckendorf); smallest term {smallest}\n",
            join(&z).replace(' ', " + ")
        );
        if z.len() == 1 {
            let why = "every first take k < n leaves n - k whose smallest Zeckendorf term is at most 2k";
            return text + &format!("n is a Fibonacci number: {why}; {}\n", winner(false));
        }
        let (left, next, limit) = (n - smallest, z[z.len() - 2], 2 * smallest);
        let checked = if n > SEARCH_LIMIT {
            "too large to search"
        } else if self.0.mover_wins(&(left, limit.min(left))) {
            "THE SEARCH DISAGREES"
        } else {
            "the search confirms: the opponent loses, and every smaller take loses"
        };
        text + &format!(
            "{}: take {smallest} (the smallest term), leaving {left} whose smallest term {next} is more than the opponent's limit {limit} ({checked})\n",
            winner(true)
        )
    }
}

/// A pile in `lo..=hi`, one time in four a Fibonacci number from `fib` (past 1).
fn pile(rng: &mut Rng, fib: &[u64], lo: u64, hi: u64) -> u64 {
    if rng.chance(1, 4) {
        fib[rng.range(1, fib.len() as u64 - 1) as usize]
    } else {
        rng.range(lo, hi)
    }
}

/// Piles where a solution goes wrong: each Fibonacci number in `lo..=top`
/// and its neighbours, `top` and `top - 1`, and the positive values past
/// F_46 that a Fibonacci table summed in wrapping i32 holds.
fn traps(lo: u64, top: u64) -> Vec<u64> {
    let fib = fibonacci_up_to(top);
    let mut cases = Vec::new();
    for &f in &fib[1..] {
        cases.extend([f - 1, f, f + 1].into_iter().filter(|&n| (lo..=top).contains(&n)));
    }
    cases.extend([top, top - 1]);
    let (mut a, mut b) = (1i32, 2i32);
    for _ in 0..60 {
        if a > 1 && !fib.contains(&(a as u64)) {
            cases.push(a as u64);
        }
        (a, b) = (b, a.wrapping_add(b));
    }
    cases.dedup();
    cases
}

/// Whether the player to move from `(left, allowance)` wins: n's smallest
/// Zeckendorf term is within the allowance (the write-up's Claim).
pub fn mover_wins(&(left, allowance): &Position) -> bool {
    left > 0
        && fibonacci_nim::zeckendorf(left)
            .last()
            .is_some_and(|&least| least <= allowance)
}

/// Fibonacci Nim for `scripts/play.sh`: a move is the number of stones
/// taken; the pack's winning replies are drawn among all winning takes.
pub struct Playing;

impl sglab::play::Game for Playing {
    type Pos = Position;
    type Move = u64;

    fn read_move(&self, &(left, allowance): &Position, line: &str) -> Result<u64, String> {
        let k: u64 = line
            .trim()
            .parse()
            .map_err(|_| "write the number of stones to take".to_string())?;
        let most = allowance.min(left);
        if k == 0 || k > most {
            return Err(format!("take 1 to {most} stones"));
        }
        Ok(k)
    }

    fn write_move(&self, k: &u64) -> String {
        k.to_string()
    }

    fn after(&mut self, &(left, _): &Position, &k: &u64) -> Position {
        (left - k, 2 * k)
    }

    fn wins(&mut self, pos: &Position) -> bool {
        mover_wins(pos)
    }

    fn reply(&mut self, pos: &Position, rng: &mut Rng) -> Option<u64> {
        let most = pos.0.min(pos.1);
        if most == 0 {
            return None;
        }
        if most > 1 << 16 {
            return Some(*fibonacci_nim::zeckendorf(pos.0).last()?.min(&most));
        }
        let winning: Vec<u64> = (1..=most).filter(|&k| !mover_wins(&(pos.0 - k, 2 * k))).collect();
        // Losing: take one stone, the longest game.
        Some(if winning.is_empty() {
            1
        } else {
            winning[rng.below(winning.len())]
        })
    }

    fn moves(&mut self, &(left, allowance): &Position) -> Option<Vec<u64>> {
        let most = left.min(allowance);
        (most <= 64).then(|| (1..=most).collect())
    }

    fn show(&self, &(left, allowance): &Position) -> String {
        format!("{left} stones, take 1 to {}", allowance.min(left))
    }
}
