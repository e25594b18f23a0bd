//! HDU 3537 Daizhenyang's Coin (Mock Turtles) for the judge tool and the
//! stress test: the brute force searches the whole set of heads under the
//! statement's moves (`games::mock_turtles`); the reference is the
//! coin-turning lemma with the odious-number values. `Yes` means the first
//! player (Daizhenyang) loses.

use super::explain::winner;
use super::Problem;
use crate::format::sized_lists;
use crate::games::mock_turtles::{self, Steps};
use crate::rng::Rng;
use crate::search::Search;
use sg::scan::Scanner;

/// The brute force's memo: sets of heads solved so far.
pub struct Hdu3537 {
    search: Search<u64, Steps>,
}

impl Default for Hdu3537 {
    fn default() -> Hdu3537 {
        Hdu3537 {
            search: mock_turtles::search(),
        }
    }
}

/// The brute force searches sets of heads among coins 0..SEARCH_COINS.
pub const SEARCH_COINS: u64 = 16;

/// The judge's bounds: n <= 100 positions, each below 10^8.
pub const MAX_N: u64 = 100;
pub const MAX_POSITION: u64 = 99_999_999;

pub fn answer(first_wins: bool) -> String {
    if first_wins { "No\n" } else { "Yes\n" }.to_string()
}

/// The heads as a bitmask (a position listed twice is one coin), if every
/// position is below [`SEARCH_COINS`].
fn mask(positions: &[u64]) -> Option<u64> {
    positions
        .iter()
        .try_fold(0u64, |m, &p| (p < SEARCH_COINS).then(|| m | 1 << p))
}

impl Hdu3537 {
    pub fn brute_one(&mut self, positions: &[u64]) -> Option<String> {
        mask(positions).map(|m| answer(self.search.mover_wins(&m)))
    }

    pub fn reference_one(&mut self, positions: &[u64]) -> String {
        answer(mock_turtles::set_value(positions) != 0)
    }

    pub fn explain_one(&mut self, positions: &[u64]) -> String {
        let mut coins = positions.to_vec();
        coins.sort_unstable();
        coins.dedup();
        let listed: Vec<String> = coins
            .iter()
            .map(|&c| format!("coin {c} -> {}", mock_turtles::value(c)))
            .collect();
        let x = mock_turtles::set_value(&coins);
        let mut text = format!(
            "heads (each coin once{}): {}; xor = {x}\n",
            if coins.len() < positions.len() {
                ", repeated positions dropped"
            } else {
                ""
            },
            if listed.is_empty() {
                "none".to_string()
            } else {
                listed.join(", ")
            }
        );
        let turned = match mock_turtles::winning_move(&coins) {
            Some(turned) => turned,
            None => {
                text.push_str(&format!("xor 0: {} (Daizhenyang loses: Yes)\n", winner(false)));
                return text;
            }
        };
        let shown: Vec<String> = turned.iter().map(|c| c.to_string()).collect();
        text.push_str(&format!(
            "xor {x} != 0: {} (No); turn over coins {} (coin {} shows heads), leaving xor 0",
            winner(true),
            shown.join(", "),
            turned[0]
        ));
        match mask(&coins) {
            Some(m) => {
                let after = turned.iter().fold(m, |m, &c| m ^ 1 << c);
                text.push_str(if self.search.mover_wins(&after) {
                    " (THE SEARCH DISAGREES)\n"
                } else {
                    " (the search confirms: the opponent loses)\n"
                });
            }
            None => text.push_str(" (too large to search)\n"),
        }
        text
    }
}

impl Problem for Hdu3537 {
    /// The heads' positions as listed (repeats kept).
    type Case = Vec<u64>;
    const NAME: &'static str = "hdu3537";

    fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        while let Some(n) = scan.next_case("n", 0, MAX_N).map_err(|e| e.to_string())? {
            let positions = (0..n)
                .map(|_| scan.u64_in("a_k", 0, MAX_POSITION))
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?;
            cases.push(positions);
        }
        Ok(cases)
    }

    fn write(cases: &[Vec<u64>]) -> String {
        sized_lists(cases)
    }

    /// Up to six positions among coins 0 to 11, a repeat one time in three.
    fn random_small(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(0, 6) as usize;
        let mut positions: Vec<u64> = (0..n).map(|_| rng.range(0, 11)).collect();
        if n > 0 && rng.chance(1, 3) {
            let again = positions[rng.below(n)];
            positions.insert(rng.below(n + 1), again);
        }
        positions
    }

    fn brute(cases: &[Vec<u64>]) -> Vec<Option<String>> {
        let mut p = Hdu3537::default();
        cases.iter().map(|case| p.brute_one(case)).collect()
    }

    fn reference(case: &Vec<u64>) -> String {
        Hdu3537::default().reference_one(case)
    }

    fn shrink(positions: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = Vec::new();
        for i in 0..positions.len() {
            let mut fewer = positions.clone();
            fewer.remove(i);
            smaller.push(fewer);
        }
        for i in 0..positions.len() {
            for lower in crate::judge::shrink::smaller_values(positions[i], 0) {
                let mut next = positions.clone();
                next[i] = lower;
                smaller.push(next);
            }
        }
        smaller
    }

    fn explain(case: &Vec<u64>) -> String {
        Hdu3537::default().explain_one(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_write_and_explain() {
        let sample = "0\n1\n0\n4\n0 1 2 3\n";
        let cases = Hdu3537::parse(sample).unwrap();
        assert_eq!(cases, vec![vec![], vec![0], vec![0, 1, 2, 3]]);
        assert_eq!(Hdu3537::parse(&Hdu3537::write(&cases)).unwrap(), cases);
        assert!(Hdu3537::parse("2\n1\n").is_err());
        let twice = Hdu3537::explain(&vec![0, 0]);
        assert!(twice.contains("repeated positions dropped"), "{twice}");
        assert!(twice.contains("coin 0 -> 1; xor = 1"), "{twice}");
        assert!(twice.contains("turn over coins 0 "), "{twice}");
        assert!(twice.contains("the search confirms"), "{twice}");
        assert!(Hdu3537::explain(&vec![0, 1, 2, 3]).contains("the second player wins"));
        let big = Hdu3537::explain(&vec![99_999_999, 5]);
        assert!(big.contains("too large to search"), "{big}");
    }

    #[test]
    fn explained_moves_are_confirmed_by_the_search() {
        let mut rng = Rng::new(3537);
        for _ in 0..500 {
            let case = Hdu3537::random_small(&mut rng);
            let text = Hdu3537::explain(&case);
            assert!(!text.contains("DISAGREES"), "{case:?}: {text}");
        }
    }
}
