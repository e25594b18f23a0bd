//! Magic beads (AcWing 235): a pile of p beads; a move takes a pile with
//! p > 1, replaces it by one pile per proper divisor of p (1 included), and
//! removes exactly one of those new piles. Piles of one bead have no move.

use crate::search::Step;

/// The divisors of `p` smaller than `p`, ascending (none for p <= 1).
pub fn proper_divisors(p: usize) -> Vec<usize> {
    (1..p).filter(|d| p % d == 0).collect()
}

/// The moves of one pile, for `search`. Piles of one bead can never move
/// again, so they are dropped: a position is the multiset of piles > 1.
pub fn steps(&p: &u32) -> Vec<Step<Vec<u32>>> {
    options(p as usize)
        .into_iter()
        .map(|left| Step::To(left.into_iter().filter(|&q| q > 1).map(|q| q as u32).collect()))
        .collect()
}

/// The same moves for `grundy::table`: per removed divisor e, the piles
/// left (every proper divisor but e, ones included).
pub fn options(p: usize) -> Vec<Vec<usize>> {
    let divisors = proper_divisors(p);
    (0..divisors.len())
        .map(|skip| {
            let mut left = divisors.clone();
            left.remove(skip);
            left
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{sum_mover_wins, Play};

    #[test]
    fn moves_follow_the_statement() {
        assert!(steps(&1).is_empty());
        // A prime leaves only the pile of 1, which is removed: nothing left.
        assert_eq!(steps(&7), vec![Step::To(vec![])]);
        // 12: divisors 1 2 3 4 6; removing one of them, ones dropped.
        assert_eq!(
            steps(&12),
            vec![
                Step::To(vec![2, 3, 4, 6]),
                Step::To(vec![3, 4, 6]),
                Step::To(vec![2, 4, 6]),
                Step::To(vec![2, 3, 6]),
                Step::To(vec![2, 3, 4]),
            ]
        );
        assert_eq!(options(4), vec![vec![2], vec![1]]);
    }

    #[test]
    fn table_matches_the_card_and_decides_sums_like_search() {
        let g = grundy::table(40, options);
        assert_eq!(&g[1..=12], &[0, 1, 1, 2, 1, 2, 1, 0, 2, 2, 1, 3]);
        for a in 1..=16 {
            for b in a..=16 {
                let first_wins = sum_mover_wins(Play::Normal, &[a as u32, b as u32], steps);
                assert_eq!(first_wins, g[a] ^ g[b] != 0, "{a} {b}");
            }
        }
    }
}
