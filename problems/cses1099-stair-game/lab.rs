//! CSES 1099 Stair Game (staircase Nim) for the judge tool and the stress
//! test: the brute force moves balls on the real staircase; the reference
//! is the proven rule (the xor of the even stairs).

use super::Problem;
use crate::games::staircase::{self, Stairs};
use crate::rng::Rng;
use crate::search::{Play, Search};
use sg::scan::Scanner;

pub struct Cses1099;

/// Positions the brute force may visit per case: balls only go down, so a
/// case reaches at most the placements of its balls on its stairs.
const SEARCH_LIMIT: u64 = 60_000;

pub fn answer(first_wins: bool) -> String {
    if first_wins { "first\n" } else { "second\n" }.to_string()
}

/// The xor of the balls on the even-numbered stairs (2, 4, ...).
pub fn even_xor(balls: &[u64]) -> u64 {
    balls.iter().skip(1).step_by(2).fold(0, |x, &p| x ^ p)
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

    fn parse(input: &str) -> Result<Vec<Vec<u64>>, String> {
        let mut scan = Scanner::new(input.as_bytes());
        let tests = scan.u64_in("t", 1, 200_000).map_err(|e| e.to_string())?;
        (0..tests)
            .map(|_| {
                let n = scan.u64_in("n", 1, 200_000)?;
                (0..n).map(|_| scan.u64_in("p_i", 0, 1_000_000_000)).collect()
            })
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())
    }

    fn write(cases: &[Vec<u64>]) -> String {
        crate::format::counted_sized_lists(cases)
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

    fn brute(cases: &[Vec<u64>]) -> Vec<Option<String>> {
        let mut search = Search::new(Play::Normal, staircase::steps);
        cases
            .iter()
            .map(|balls| searchable(balls).then(|| answer(search.mover_wins(&stairs(balls)))))
            .collect()
    }

    fn reference(balls: &Vec<u64>) -> String {
        answer(even_xor(balls) != 0)
    }

    fn shrink(balls: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = Vec::new();
        if balls.len() > 1 {
            smaller.push(balls[..balls.len() - 1].to_vec());
            smaller.push(balls[1..].to_vec());
        }
        for i in 0..balls.len() {
            for fewer in [0, balls[i] / 2, balls[i].saturating_sub(1)] {
                if fewer < balls[i] {
                    let mut next = balls.clone();
                    next[i] = fewer;
                    smaller.push(next);
                }
            }
        }
        smaller.dedup();
        smaller
    }

    fn explain(balls: &Vec<u64>) -> String {
        let x = even_xor(balls);
        let evens: Vec<String> = (1..balls.len())
            .step_by(2)
            .map(|i| format!("p_{} = {}", i + 1, balls[i]))
            .collect();
        let mut text = format!(
            "even stairs (odd stairs do not count): {}; xor = {x}\n",
            if evens.is_empty() {
                "none".to_string()
            } else {
                evens.join(", ")
            }
        );
        if x == 0 {
            text.push_str("xor 0: second wins (every move on an even stair makes it non-zero; a move on an odd stair is copied one stair down)\n");
            return text;
        }
        // Nim on the even stairs: lower one of them to p xor x.
        let k = (1..balls.len())
            .step_by(2)
            .find(|&i| balls[i] ^ x < balls[i])
            .expect("Nim move exists");
        let moved = balls[k] - (balls[k] ^ x);
        let mut after = balls.clone();
        after[k] -= moved;
        after[k - 1] += moved;
        text.push_str(&format!(
            "xor {x} != 0: first wins; move {moved} ball(s) from stair {} to stair {k}, leaving even xor 0",
            k + 1
        ));
        if searchable(&after) {
            let confirmed = !Search::new(Play::Normal, staircase::steps).mover_wins(&stairs(&after));
            text.push_str(if confirmed {
                " (the search confirms: the opponent loses)\n"
            } else {
                " (THE SEARCH DISAGREES)\n"
            });
        } else {
            text.push_str(" (too large to search)\n");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_matches_the_search_on_seeded_cases() {
        let mut rng = Rng::new(5);
        let cases: Vec<Vec<u64>> = (0..3000).map(|_| Cses1099::random_small(&mut rng)).collect();
        for (case, brute) in cases.iter().zip(Cses1099::brute(&cases)) {
            assert_eq!(Some(Cses1099::reference(case)), brute, "{case:?}");
        }
    }

    #[test]
    fn parse_write_and_explain() {
        let sample = "3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n";
        let cases = Cses1099::parse(sample).unwrap();
        assert_eq!(cases, vec![vec![0, 2, 1], vec![1, 1, 1, 1], vec![5, 3]]);
        assert_eq!(Cses1099::write(&cases), sample);
        assert!(Cses1099::explain(&cases[0]).contains("move 2 ball(s) from stair 2 to stair 1"));
        assert!(Cses1099::explain(&cases[0]).contains("confirms"));
        assert!(Cses1099::explain(&cases[1]).contains("second wins"));
        assert!(Cses1099::parse("1\n2\n1\n").is_err());
        assert!(Cses1099::shrink(&vec![0]).is_empty());
    }
}
