// HDU 3595 GG and MM: N Euclid games played as an Every-SG game (the mover
// moves in every unfinished game). By the Every-SG theorem MM (first) wins
// iff the largest step count over the games is odd; a game's step count
// comes from its Euclid division chain, folded from the bottom:
// quotient 1 adds 1, quotient >= 2 goes to the next odd number.
// Time O(log min(p, q)) per game, memory O(1): no game is stored; any
// p, q, N up to 2^64 - 1 and any number of cases.
// Tested: the shared suite (sglab::suite, called from tests/special.rs)
// plays the whole Every-SG position exhaustively (sglab::search over
// games::euclid::every_steps) on thousands of seeded cases, checks the
// goldens against that search and a by-definition step table, and the
// bad-input policy; tests/special.rs checks every position of one or two
// small games and the table.
// Accepts: cases until end of input, any N >= 0 and any p, q < 2^64.

use sg::entry;
use sg::error::Error;
use sg::out::Out;
use sg::scan::Scanner;

fn main() {
    entry::run(solve);
}

fn solve(input: &mut Scanner, out: &mut Out) -> Result<(), Error> {
    while let Some(games) = input.next_case("N", 0, u64::MAX)? {
        let mut longest = 0;
        for _ in 0..games {
            let p = input.u64("p")?;
            let q = input.u64("q")?;
            longest = longest.max(step_count(p, q));
        }
        // No unfinished game (N = 0 included): MM cannot move and loses.
        out.line(if longest % 2 == 1 { "MM" } else { "GG" });
    }
    Ok(())
}

/// The Every-SG step count of the Euclid game (p, q); odd iff the mover
/// wins it. 0 when p or q is 0 (the game is finished).
fn step_count(p: u64, q: u64) -> u32 {
    let (mut big, mut small) = (p.max(q), p.min(q));
    // Bit i: the i-th division counted from the last one has quotient >= 2.
    // Lamé: at most 91 divisions below 2^64 (F_94 > 2^64), so 128 bits hold
    // them all.
    let mut wide = 0u128;
    let mut divisions = 0;
    while small > 0 {
        wide = wide << 1 | u128::from(big / small >= 2);
        divisions += 1;
        let rest = big % small;
        big = small;
        small = rest;
    }
    let mut steps = 0;
    for i in 0..divisions {
        steps = if wide >> i & 1 == 1 {
            // The mover wins, with the next odd number: when the game below
            // is a win for its mover, it first leaves (b + r, b), whose only
            // move hands that game back to it.
            steps + 1 + steps % 2
        } else {
            // The only move leads down.
            steps + 1
        };
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_games_by_hand() {
        assert_eq!(step_count(0, 0), 0);
        assert_eq!(step_count(0, 7), 0);
        assert_eq!(step_count(7, 0), 0);
        assert_eq!(step_count(4, 4), 1); // take all: done
        assert_eq!(step_count(2, 1), 1); // (2, 1) -> (0, 1)
        assert_eq!(step_count(3, 2), 2); // forced to (1, 2), a win for the opponent
        assert_eq!(step_count(5, 2), 3); // (5, 2) -> (3, 2): loser there
    }

    #[test]
    fn scaling_both_piles_changes_nothing() {
        for (p, q) in [(3, 2), (5, 2), (13, 8), (1000, 999), (7, 7)] {
            let s = step_count(p, q);
            for g in [2u64, 1_000_003, u64::MAX / 1000] {
                assert_eq!(step_count(p * g, q * g), s);
            }
        }
    }

    #[test]
    fn longest_chains_fit() {
        // Consecutive Fibonacci numbers make the longest Euclid chains.
        let (mut a, mut b) = (1u64, 1u64);
        while let Some(c) = a.checked_add(b) {
            b = a;
            a = c;
        }
        // (F_93, F_92): 90 forced moves (quotient 1) down to (2, 1), won in 1.
        assert_eq!((a, b), (12_200_160_415_121_876_738, 7_540_113_804_746_346_429));
        assert_eq!(step_count(a, b), 91);
        assert_eq!(step_count(b, a), 91);
        assert_eq!(step_count(u64::MAX, u64::MAX), 1);
        assert_eq!(step_count(u64::MAX, 1), 1);
    }
}
