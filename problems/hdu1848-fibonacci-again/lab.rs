//! HDU 1848 Fibonacci again and again: three piles, a move takes a
//! Fibonacci number of stones from one pile. A case is its three piles.

use super::explain::{winner, winning_move};
use super::Problem;
use crate::format::join;
use crate::games::subtraction;
use crate::grundy;
use crate::judge::shrink::smaller_values;
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search, Step};
use std::cell::RefCell;

pub struct Hdu1848;

/// Largest pile of the statement.
pub const MAX_PILE: usize = 1000;
/// Largest pile the brute force searches (its positions grow as pile^3).
pub const BRUTE_PILE: usize = 60;

/// The judge's line for who wins.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "Fibo\n"
    } else {
        "Nacci\n"
    }
}

/// Grundy values g(0..=MAX_PILE) of one pile from the rules, built once
/// per thread.
pub fn grundy_values() -> Vec<u32> {
    thread_local! {
        static G: Vec<u32> = grundy::table(MAX_PILE, subtraction::fibonacci_options);
    }
    G.with(|g| g.clone())
}

/// The moves of a position (sorted piles): take a Fibonacci number of
/// stones from one pile. (`&Vec`: the search's positions are vectors.)
#[allow(clippy::ptr_arg)]
fn moves(position: &Vec<usize>) -> Vec<Step<Vec<usize>>> {
    let fib = subtraction::fibonacci(BRUTE_PILE);
    sum_steps(position, |pile| subtraction::steps(&fib, pile))
}

type Moves = fn(&Vec<usize>) -> Vec<Step<Vec<usize>>>;

thread_local! {
    static SEARCH: RefCell<Search<Vec<usize>, Moves>> = RefCell::new(Search::new(Play::Normal, moves as Moves));
}

fn position(piles: &[usize; 3]) -> Vec<usize> {
    let mut start: Vec<usize> = piles.iter().copied().filter(|&p| p > 0).collect();
    start.sort();
    start
}

impl Problem for Hdu1848 {
    type Case = [usize; 3];
    const NAME: &'static str = "hdu1848";

    fn parse(input: &str) -> Result<Vec<[usize; 3]>, String> {
        let mut numbers = Vec::new();
        for (i, token) in input.split_whitespace().enumerate() {
            match token.parse::<usize>() {
                Ok(v) if v <= MAX_PILE => numbers.push(v),
                _ => return Err(format!("token {} ({token:?}) is not a pile 0..={MAX_PILE}", i + 1)),
            }
        }
        let cases: Vec<[usize; 3]> = numbers
            .chunks(3)
            .map(|c| [c[0], *c.get(1).unwrap_or(&0), *c.get(2).unwrap_or(&0)])
            .take_while(|c| *c != [0; 3])
            .collect();
        if numbers.len() < 3 * cases.len() {
            return Err("the last case has fewer than three piles".to_string());
        }
        Ok(cases)
    }

    fn write(cases: &[[usize; 3]]) -> String {
        let mut text: String = cases.iter().map(|[m, n, p]| format!("{m} {n} {p}\n")).collect();
        text.push_str("0 0 0\n");
        text
    }

    /// Three piles of 1..=BRUTE_PILE stones, as the statement allows.
    fn random_small(rng: &mut Rng) -> [usize; 3] {
        let mut pile = || rng.range(1, BRUTE_PILE as u64) as usize;
        [pile(), pile(), pile()]
    }

    /// One search (one memo) per thread for every call: the judge asks
    /// batch after batch.
    fn brute(cases: &[[usize; 3]]) -> Vec<Option<String>> {
        SEARCH.with(|search| {
            let mut search = search.borrow_mut();
            cases
                .iter()
                .map(|piles| {
                    let small = piles.iter().all(|&p| p <= BRUTE_PILE);
                    small.then(|| answer(search.mover_wins(&position(piles))).to_string())
                })
                .collect()
        })
    }

    /// The xor of Grundy values tabulated from the rules.
    fn reference(&[m, n, p]: &[usize; 3]) -> String {
        let g = grundy_values();
        answer(g[m] ^ g[n] ^ g[p] != 0).to_string()
    }

    fn shrink(piles: &[usize; 3]) -> Vec<[usize; 3]> {
        let mut smaller = Vec::new();
        for i in 0..3 {
            for v in smaller_values(piles[i] as u64, 1) {
                let mut next = *piles;
                next[i] = v as usize;
                smaller.push(next);
            }
        }
        smaller
    }

    fn explain(piles: &[usize; 3]) -> String {
        let g = grundy_values();
        let values: Vec<u32> = piles.iter().map(|&p| g[p]).collect();
        let xor = values.iter().fold(0, |x, v| x ^ v);
        let mut text = format!(
            "piles {}: Grundy values {} (mex over taking 1, 2, 3, 5, 8, ... stones), xor {xor}: {}\n",
            join(piles),
            join(&values),
            winner(xor != 0)
        );
        if xor != 0 && piles.iter().all(|&p| p <= BRUTE_PILE) {
            let fib = subtraction::fibonacci(BRUTE_PILE);
            if let Some(step) = winning_move(Play::Normal, &position(piles), |p| subtraction::steps(&fib, p)) {
                text.push_str(&format!("winning move (checked by the brute force): {step}\n"));
            }
        }
        text
    }
}
