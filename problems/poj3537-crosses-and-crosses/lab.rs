//! POJ 3537 Crosses and Crosses: a case is one strip length n. The brute
//! force plays the real strip cell by cell (`games::crosses::real_steps`,
//! three in a row wins); the reference is the Grundy table of the reduced
//! game (runs of safe cells). They differ at n = 2, where the judge expects
//! the table's `1`: see `problems/poj3537-crosses-and-crosses/README.md`,
//! "Edge cases and traps".

use super::Problem;
use crate::games::crosses;
use crate::grundy;
use crate::rng::Rng;
use crate::search::{Play, Search, Step};
use sg::scan::Scanner;
use std::cell::RefCell;

/// The judge's largest n.
pub const MAX_N: u64 = 2000;
/// Longest strip the brute force plays out (2^16 positions at most).
pub const SEARCH_N: usize = 16;

/// The judge's answer line for "the first player wins".
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "1\n"
    } else {
        "2\n"
    }
}

/// Whether the first player wins the real strip of `n` cells, searched move
/// by move from the rules alone (three in a row wins; a full strip leaves
/// the player to move without a move, who loses).
pub fn real_first_wins(n: usize) -> bool {
    real_search(n).mover_wins(&0)
}

fn real_search(n: usize) -> Search<u64, impl FnMut(&u64) -> Vec<Step<u64>>> {
    Search::new(Play::Normal, move |xs: &u64| crosses::real_steps(n, xs))
}

thread_local! {
    static RUN_VALUES: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// The Grundy value of a run of `m` safe cells, from the rules of the
/// reduced game (`grundy::table`, not the solution's code); the table is
/// kept and grown as larger runs are asked for.
pub fn run_value(m: usize) -> u32 {
    RUN_VALUES.with(|table| {
        let mut table = table.borrow_mut();
        if table.len() <= m {
            *table = grundy::table(m.max(64).max(2 * table.len()), crosses::options);
        }
        table[m]
    })
}

pub struct Poj3537;

impl Problem for Poj3537 {
    type Case = usize;
    const NAME: &'static str = "poj3537";

    fn parse(input: &str) -> Result<Vec<usize>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut values = Vec::new();
        while let Some(n) = scan.next_case("n", 1, MAX_N).map_err(|e| e.to_string())? {
            values.push(n as usize);
        }
        Ok(values)
    }

    fn write(cases: &[usize]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    /// n from 1 to 16: every length the brute force plays out.
    fn random_small(rng: &mut Rng) -> usize {
        rng.range(1, SEARCH_N as u64) as usize
    }

    fn brute(cases: &[usize]) -> Vec<Option<String>> {
        let mut known = [None; SEARCH_N + 1];
        cases
            .iter()
            .map(|&n| (n <= SEARCH_N).then(|| answer(*known[n].get_or_insert_with(|| real_first_wins(n))).to_string()))
            .collect()
    }

    fn reference(&n: &usize) -> String {
        answer(run_value(n) != 0).to_string()
    }

    /// Shorter strips: 1, 2, 3, n / 4, n / 2, n - 2, n - 1 (those below n).
    fn shrink(&n: &usize) -> Vec<usize> {
        let mut smaller: Vec<usize> = [1, 2, 3, n / 4, n / 2, n.saturating_sub(2), n - 1]
            .into_iter()
            .filter(|&m| (1..n).contains(&m))
            .collect();
        smaller.sort_unstable();
        smaller.dedup();
        smaller
    }

    fn explain(&n: &usize) -> String {
        let g = run_value(n);
        let mut text = format!(
            "an empty strip of {n} cells is one run of {n} safe cells (no X within distance 2), Grundy value g({n}) = {g}: the {} player wins by the table\n",
            if g != 0 { "first" } else { "second" }
        );
        if n == 2 {
            text.push_str("on 2 cells nobody can make three in a row: played to the full strip, the first player fills one cell, the second the other, and the first player, facing a full strip, loses\n");
            return text;
        }
        if n == 1 {
            text.push_str("winning move: the X in the only cell fills the strip; the second player has no move\n");
            return text;
        }
        // A move at cell i (1-based) leaves runs of i - 3 and n - i - 2.
        let cell = (1..=n).find(|&i| run_value(i.saturating_sub(3)) ^ run_value((n - i).saturating_sub(2)) == 0);
        match cell {
            Some(i) => {
                let (left, right) = (i.saturating_sub(3), (n - i).saturating_sub(2));
                text.push_str(&format!(
                    "winning move: an X in cell {i}, leaving safe runs of {left} and {right} cells, values {} xor {} = 0",
                    run_value(left),
                    run_value(right)
                ));
                if n <= SEARCH_N {
                    let confirmed = !real_search(n).mover_wins(&(1 << (i - 1)));
                    assert!(confirmed, "the table's move at cell {i} of {n} loses on the real strip");
                    text.push_str(" (confirmed on the real strip by exhaustive search)");
                }
                text.push('\n');
            }
            None => text.push_str(
                "every first X leaves safe runs whose values xor to a non-zero value: the second player answers each\n",
            ),
        }
        text
    }

    fn judge_differs(&n: &usize) -> Option<String> {
        (n == 2).then(|| {
            "on 2 cells nobody can make three in a row: played to the full strip the first player \
             loses (2), but the recurrence gives g(2) = 1 and the judge's accepted solutions print 1 \
             (see problems/poj3537-crosses-and-crosses/README.md, \"Edge cases and traps\", n = 1 and n = 2)"
                .to_string()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_and_shrinking() {
        assert_eq!(Poj3537::shrink(&22), vec![1, 2, 3, 5, 11, 20, 21]);
        assert_eq!(Poj3537::shrink(&2), vec![1]);
        assert!(Poj3537::shrink(&1).is_empty());
        let text = Poj3537::explain(&7);
        assert!(
            text.contains("first player wins") && text.contains("confirmed"),
            "{text}"
        );
        assert!(Poj3537::explain(&6).contains("second player wins"));
        assert!(Poj3537::explain(&2).contains("loses") && Poj3537::judge_differs(&2).unwrap().contains("README"));
        assert_eq!(Poj3537::parse("3\r\n6").unwrap(), vec![3, 6]);
        assert!(Poj3537::parse("2001\n").is_err());
    }
}
