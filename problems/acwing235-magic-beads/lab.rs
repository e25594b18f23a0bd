//! AcWing 235 Magic Beads: a case is one data set, its piles. The brute
//! force plays the real game over whole positions (`games::beads::steps`);
//! the reference xors the Grundy values of a table built from the rules.

use super::Problem;
use crate::judge::shrink::{smaller_lists, smaller_values};
use crate::format::sized_lists;
use crate::games::beads;
use crate::grundy;
use crate::rng::Rng;
use crate::search::{sum_steps, Play, Search, Step};
use sg::scan::Scanner;

/// The statement's bounds: n <= 100 piles, a_i <= 1000.
pub const N_MAX: u64 = 100;
pub const A_MAX: usize = 1000;

/// The judge's answer line for "Freda (the first player) wins".
pub fn answer(freda_wins: bool) -> &'static str {
    if freda_wins {
        "freda\n"
    } else {
        "rainbow\n"
    }
}

type Moves = fn(&Vec<u32>) -> Vec<Step<Vec<u32>>>;

/// The real game: whole positions (sorted multisets of piles > 1; piles of
/// one bead never move) searched exhaustively. One search serves many
/// cases, so positions met before are not searched again.
pub struct RealGame(Search<Vec<u32>, Moves>);

impl Default for RealGame {
    fn default() -> RealGame {
        RealGame(Search::new(Play::Normal, |position| sum_steps(position, beads::steps)))
    }
}

impl RealGame {
    pub fn freda_wins(&mut self, piles: &[u32]) -> bool {
        let mut start: Vec<u32> = piles.iter().copied().filter(|&p| p > 1).collect();
        start.sort_unstable();
        self.0.mover_wins(&start)
    }
}

/// Small enough for [`RealGame`]: the search space grows fast with highly
/// composite piles (one pile of 60 alone has 83,000 positions).
pub fn small(piles: &[u32]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(1);
    (piles.len() <= 3 && top <= 24) || (piles.len() <= 4 && top <= 12)
}

thread_local! {
    static TABLE: Vec<u32> = grundy::table(A_MAX, beads::options);
}

/// sg(p) for 1 <= p <= 1000 from the rules (`grundy::table`).
pub fn value(p: u32) -> u32 {
    TABLE.with(|g| g[p as usize])
}

/// The piles a move leaves from pile `p` when divisor `removed` vanishes.
fn after_move(p: u32, removed: usize) -> Vec<u32> {
    beads::proper_divisors(p as usize)
        .into_iter()
        .filter(|&d| d != removed)
        .map(|d| d as u32)
        .collect()
}

pub struct Acwing235;

impl Problem for Acwing235 {
    type Case = Vec<u32>;
    const NAME: &'static str = "acwing235";

    fn parse(input: &str) -> Result<Vec<Vec<u32>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let mut cases = Vec::new();
        let mut read = || -> Result<bool, sg::error::Error> {
            match scan.next_case("n", 1, N_MAX)? {
                Some(n) => {
                    let piles = (0..n)
                        .map(|_| scan.u64_in("a_i", 1, A_MAX as u64).map(|a| a as u32))
                        .collect::<Result<_, _>>()?;
                    cases.push(piles);
                    Ok(true)
                }
                None => Ok(false),
            }
        };
        while read().map_err(|e| e.to_string())? {}
        Ok(cases)
    }

    fn write(cases: &[Vec<u32>]) -> String {
        sized_lists(cases)
    }

    /// Four piles up to 12 (a third of the time) or one to three up to 24.
    fn random_small(rng: &mut Rng) -> Vec<u32> {
        let (n, top) = if rng.chance(1, 3) {
            (4, 12)
        } else {
            (rng.range(1, 3), 24)
        };
        (0..n).map(|_| rng.range(1, top) as u32).collect()
    }

    fn brute(cases: &[Vec<u32>]) -> Vec<Option<String>> {
        let mut game = RealGame::default();
        cases
            .iter()
            .map(|piles| small(piles).then(|| answer(game.freda_wins(piles)).to_string()))
            .collect()
    }

    fn reference(piles: &Vec<u32>) -> String {
        answer(piles.iter().fold(0, |x, &p| x ^ value(p)) != 0).to_string()
    }

    /// Each half, one pile fewer, then each pile smaller (1, half, one less).
    fn shrink(piles: &Vec<u32>) -> Vec<Vec<u32>> {
        smaller_lists(piles, |&p| smaller_values(u64::from(p), 1).into_iter().map(|v| v as u32).collect())
    }

    fn explain(piles: &Vec<u32>) -> String {
        let values: Vec<u32> = piles.iter().map(|&p| value(p)).collect();
        let xor = values.iter().fold(0, |x, &v| x ^ v);
        let mut text = String::from("each pile p: sg(p) = mex over the removed divisor e of (xor of sg(d) over the proper divisors d) xor sg(e)\n");
        for (&p, &v) in piles.iter().zip(&values) {
            text.push_str(&format!("  pile {p}: sg = {v}\n"));
        }
        text.push_str(&format!(
            "xor = {xor}: {}\n",
            if xor != 0 {
                "Freda (first) wins"
            } else {
                "rainbow (second) wins"
            }
        ));
        if xor == 0 {
            return text;
        }
        // Replace pile i by the divisors but e so that its part becomes
        // sg(p_i) xor xor.
        for (i, &p) in piles.iter().enumerate() {
            let target = values[i] ^ xor;
            let divisors = beads::proper_divisors(p as usize);
            let all = divisors.iter().fold(0, |x, &d| x ^ value(d as u32));
            if let Some(&e) = divisors.iter().find(|&&e| all ^ value(e as u32) == target) {
                let left = after_move(p, e);
                text.push_str(&format!(
                    "winning move: split the pile of {p} into {left:?} (its divisors but {e}), whose values xor to {target}"
                ));
                if small(piles) {
                    let mut next: Vec<u32> = piles
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &q)| q)
                        .collect();
                    next.extend(&left);
                    assert!(
                        !RealGame::default().freda_wins(&next),
                        "the table's move from {piles:?} loses"
                    );
                    text.push_str(" (confirmed by exhaustive search of the real game)");
                }
                text.push('\n');
                return text;
            }
        }
        unreachable!("a non-zero xor has a move to 0")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explanations_and_shrinking() {
        let text = Acwing235::explain(&vec![2, 2, 2]);
        assert!(
            text.contains("pile 2: sg = 1") && text.contains("xor = 1: Freda"),
            "{text}"
        );
        assert!(
            text.contains("split the pile of 2 into []") && text.contains("confirmed"),
            "{text}"
        );
        assert!(Acwing235::explain(&vec![8]).contains("xor = 0: rainbow"));
        assert_eq!(Acwing235::shrink(&vec![8]), vec![vec![1], vec![4], vec![7]]);
        assert_eq!(Acwing235::shrink(&vec![1, 2]), vec![vec![1], vec![2], vec![2], vec![1], vec![1, 1]]);
        assert_eq!(
            Acwing235::parse("3\n2 2 2\n3\n1 3 5\n").unwrap(),
            vec![vec![2, 2, 2], vec![1, 3, 5]]
        );
        assert!(Acwing235::parse("1\n1001\n").is_err());
    }
}
