//! CSES 2207 Grundy's Game: one heap of n coins per case; `first` or
//! `second`. The brute force searches heap multisets; the reference is the
//! Grundy table built from the rules, and above it the computed fact that no
//! heap larger than 1222 is a loss.

use super::Problem;
use crate::games::grundys;
use crate::grundy;
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search};
use sg::scan::Scanner;
use std::cell::RefCell;

pub struct Cses2207;

/// Largest n the judge allows.
pub const MAX_N: u64 = 1_000_000;
/// Heaps up to this size are searched exhaustively (p(40) = 37,338 positions).
pub const BRUTE_MAX: u64 = 40;
/// The rules table reaches this far; above it the reference relies on the
/// computed fact that every heap larger than 1222 is a first-player win.
pub const TABLE: usize = 2000;

thread_local! {
    static VALUES: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// g(n) from the rules for n <= TABLE (built once per thread).
pub fn value(n: u64) -> Option<u32> {
    if n > TABLE as u64 {
        return None;
    }
    VALUES.with(|values| {
        let mut values = values.borrow_mut();
        if values.is_empty() {
            *values = grundy::table(TABLE, grundys::options);
        }
        Some(values[n as usize])
    })
}

fn verdict(first_wins: bool) -> String {
    String::from(if first_wins { "first\n" } else { "second\n" })
}

impl Problem for Cses2207 {
    type Case = u64;
    const NAME: &'static str = "cses2207";

    fn parse(input: &str) -> Result<Vec<u64>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let t = scan.u64_in("t", 1, 100_000).map_err(|e| e.to_string())?;
        let cases = (0..t)
            .map(|_| scan.u64_in("n", 1, MAX_N))
            .collect::<Result<Vec<u64>, _>>()
            .map_err(|e| e.to_string())?;
        match scan.next_u64("end of input").map_err(|e| e.to_string())? {
            None => Ok(cases),
            Some(_) => Err(format!(
                "a token after the last case at byte {}",
                scan.last_token_offset()
            )),
        }
    }

    fn write(cases: &[u64]) -> String {
        let mut text = format!("{}\n", cases.len());
        for n in cases {
            text.push_str(&format!("{n}\n"));
        }
        text
    }

    fn random_small(rng: &mut Rng) -> u64 {
        rng.range(1, BRUTE_MAX)
    }

    fn brute(cases: &[u64]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Normal, |p: &Vec<u32>| sum_steps(p, grundys::steps));
        cases
            .iter()
            .map(|&n| (n <= BRUTE_MAX).then(|| verdict(search.mover_wins(&vec![n as u32]))))
            .collect()
    }

    fn reference(&n: &u64) -> String {
        verdict(value(n) != Some(0))
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        let mut smaller = vec![1, 3, n / 2, n - 1];
        smaller.retain(|&m| m >= 1 && m < n);
        smaller.sort_unstable();
        smaller.dedup();
        smaller
    }

    fn explain(&n: &u64) -> String {
        let g = match value(n) {
            Some(g) => g,
            None => {
                return format!(
                    "heap {n}: beyond the rules table (n <= {TABLE}); no heap above 1222 is a loss \
                     in any table ever computed, so the first player wins\n"
                )
            }
        };
        let mut text = format!("heap {n}: g({n}) = {g}, ");
        if g == 0 {
            text.push_str("every split leaves a non-zero xor: the second player wins\n");
            return text;
        }
        let n = n as usize;
        let winning = grundys::splits(n)
            .into_iter()
            .find(|&[a, b]| value(a as u64) == value(b as u64))
            .expect("g(n) > 0 has a move to 0");
        let [a, b] = winning;
        text.push_str(&format!(
            "the first player wins: split into {a} + {b} (g({a}) xor g({b}) = 0)"
        ));
        if (n as u64) <= BRUTE_MAX {
            let mut search = Search::new(Play::Normal, |p: &Vec<u32>| sum_steps(p, grundys::steps));
            let loses = !search.mover_wins(&vec![a as u32, b as u32]);
            text.push_str(if loses {
                ", a loss for the opponent by exhaustive search"
            } else {
                ", BUT the search disagrees"
            });
        }
        text.push('\n');
        text
    }
}
