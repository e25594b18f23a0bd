//! HDU 2516 Fibonacci Nim for the judge tool and the stress test: the brute
//! force plays the pile with its allowance (`games::fibonacci_nim`); the
//! reference is Zeckendorf's rule (the first player loses iff n is a
//! Fibonacci number; his least winning take is n's smallest Zeckendorf term).

use super::explain::winner;
use super::Problem;
use crate::games::fibonacci_nim::{self, Position, Steps};
use crate::rng::Rng;
use crate::search::Search;
use sg::scan::Scanner;

/// The brute force's memo: positions (stones left, allowance) solved so far.
pub struct Hdu2516 {
    search: Search<Position, Steps>,
}

impl Default for Hdu2516 {
    fn default() -> Hdu2516 {
        Hdu2516 {
            search: fibonacci_nim::search(),
        }
    }
}

/// Largest pile the brute force searches (about n^2 / 2 positions).
pub const SEARCH_LIMIT: u64 = 300;

pub fn answer(first_wins: bool) -> String {
    if first_wins { "First win\n" } else { "Second win\n" }.to_string()
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, ...).
pub fn is_fibonacci(n: u64) -> bool {
    fibonacci_nim::zeckendorf(n).len() == 1
}

impl Hdu2516 {
    pub fn brute_one(&mut self, &n: &u64) -> Option<String> {
        (n <= SEARCH_LIMIT).then(|| answer(self.search.mover_wins(&fibonacci_nim::start(n))))
    }

    pub fn reference_one(&mut self, &n: &u64) -> String {
        answer(!is_fibonacci(n))
    }

    pub fn explain_one(&mut self, &n: &u64) -> String {
        let z = fibonacci_nim::zeckendorf(n);
        let terms: Vec<String> = z.iter().map(|t| t.to_string()).collect();
        let smallest = *z.last().expect("n >= 1 has a term");
        let mut text = format!(
            "n = {n} = {} (Zeckendorf); smallest term {smallest}\n",
            terms.join(" + ")
        );
        if z.len() == 1 {
            text.push_str(&format!(
                "n is a Fibonacci number: every first take k < n leaves n - k whose smallest Zeckendorf term is at most 2k; {}\n",
                winner(false)
            ));
            return text;
        }
        let left = n - smallest;
        let next = *z[..z.len() - 1].last().expect("two terms or more");
        text.push_str(&format!(
            "{}: take {smallest} (the smallest term), leaving {left} whose smallest term {next} is more than the opponent's limit {}",
            winner(true),
            2 * smallest
        ));
        if n <= SEARCH_LIMIT {
            let after = (left, (2 * smallest).min(left));
            text.push_str(if self.search.mover_wins(&after) {
                " (THE SEARCH DISAGREES)\n"
            } else {
                " (the search confirms: the opponent loses, and every smaller take loses)\n"
            });
        } else {
            text.push_str(" (too large to search)\n");
        }
        text
    }
}

impl Problem for Hdu2516 {
    /// The pile size n.
    type Case = u64;
    const NAME: &'static str = "hdu2516";

    fn parse(input: &str) -> Result<Vec<u64>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        loop {
            match scan.case_or_end_marker("n", 0, u64::MAX).map_err(|e| e.to_string())? {
                0 => return Ok(cases),
                n => cases.push(n),
            }
        }
    }

    fn write(cases: &[u64]) -> String {
        let mut text: String = cases.iter().map(|n| format!("{n}\n")).collect();
        text.push_str("0\n");
        text
    }

    /// A pile of 2 to 90 stones, a Fibonacci number one time in four.
    fn random_small(rng: &mut Rng) -> u64 {
        if rng.chance(1, 4) {
            let fib = fibonacci_nim::fibonacci_up_to(89);
            fib[rng.range(1, fib.len() as u64 - 1) as usize]
        } else {
            rng.range(2, 90)
        }
    }

    fn brute(cases: &[u64]) -> Vec<Option<String>> {
        let mut p = Hdu2516::default();
        cases.iter().map(|case| p.brute_one(case)).collect()
    }

    fn reference(case: &u64) -> String {
        Hdu2516::default().reference_one(case)
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        crate::judge::shrink::smaller_values(n, 2)
    }

    fn explain(case: &u64) -> String {
        Hdu2516::default().explain_one(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_write_and_explain() {
        let sample = "2\n13\n10000\n0\n";
        let cases = Hdu2516::parse(sample).unwrap();
        assert_eq!(cases, vec![2, 13, 10000]);
        assert_eq!(Hdu2516::write(&cases), sample);
        assert!(Hdu2516::parse("2\n13\n").unwrap_err().contains("end marker"));
        let ten = Hdu2516::explain(&10);
        assert!(ten.contains("10 = 8 + 2"), "{ten}");
        assert!(ten.contains("take 2"), "{ten}");
        assert!(ten.contains("the search confirms"), "{ten}");
        assert!(Hdu2516::explain(&13).contains("the second player wins"));
        assert!(Hdu2516::explain(&10000).contains("too large to search"));
    }

    #[test]
    fn explanations_name_the_least_winning_take() {
        for n in 2..=60 {
            let take = fibonacci_nim::least_winning_take(n);
            let text = Hdu2516::explain(&n);
            match take {
                Some(k) => assert!(text.contains(&format!("take {k} ")), "{n}: {text}"),
                None => assert!(text.contains("the second player wins"), "{n}: {text}"),
            }
            assert!(!text.contains("DISAGREES"), "{n}: {text}");
        }
    }
}
