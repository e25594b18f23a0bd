//! Mock Turtles (HDU 3537), a coin-turning game: coins 0, 1, 2, ... in a
//! row, a position is the set of heads (a bitmask here); a move turns over
//! 1, 2 or 3 distinct coins whose rightmost shows heads. Normal play. Each
//! move lowers the mask as a binary number (the rightmost coin goes from
//! heads to tails, the others are to its left), so the game is finite.
//! A single head at x has Grundy value [`value`]`(x)`, the x-th odious
//! number, and a set of heads the xor of its heads' values (the coin-turning
//! lemma, HDU 3537's write-up); both are tested here against the rules.

use crate::search::{Play, Search, Step};
use sg::mex::Mex;
use std::collections::HashMap;

/// Every move from the heads `mask`: for each head r, turn over r alone,
/// r and one coin a < r, or r and two coins a < b < r.
pub fn steps(&mask: &u64) -> Vec<Step<u64>> {
    let mut steps = Vec::new();
    for r in (0..64).filter(|&r| mask >> r & 1 == 1) {
        let m = mask ^ 1 << r;
        steps.push(Step::To(m));
        for a in 0..r {
            steps.push(Step::To(m ^ 1 << a));
            for b in a + 1..r {
                steps.push(Step::To(m ^ 1 << a ^ 1 << b));
            }
        }
    }
    steps
}

/// The move generator's type, for a [`Search`] kept in a struct.
pub type Steps = fn(&u64) -> Vec<Step<u64>>;

/// A search over the real rules (normal play).
pub fn search() -> Search<u64, Steps> {
    Search::new(Play::Normal, steps as Steps)
}

/// The Grundy value of a whole set of heads, straight from the rules: the
/// mex of the values of its options (memoised in `memo`; no lemma used).
pub fn set_grundy(mask: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let options: Vec<u64> = steps(&mask)
        .into_iter()
        .map(|step| match step {
            Step::To(next) => set_grundy(next, memo),
            Step::Win => unreachable!("no move wins at once"),
        })
        .collect();
    let g = u64::from(Mex::new().of(options.into_iter().map(|v| v as u32)));
    memo.insert(mask, g);
    g
}

/// The values of single heads at 0..n from the rules ([`set_grundy`]);
/// n <= 20.
pub fn values_by_search(n: usize) -> Vec<u64> {
    assert!(n <= 20, "the search covers every set of coins below n");
    let mut memo = HashMap::new();
    (0..n).map(|x| set_grundy(1 << x, &mut memo)).collect()
}

/// A single head at `x` as a component for `grundy::table` and the
/// explorer (`Rules::One`): each move leaves the heads it turns up, as
/// components: nothing, one head a < x, or two heads a < b < x. Valid by
/// the coin-turning lemma (a set of heads is the sum of its heads).
pub fn options(x: usize) -> Vec<Vec<usize>> {
    let mut options = vec![vec![]];
    for a in 0..x {
        options.push(vec![a]);
        options.extend((a + 1..x).map(|b| vec![a, b]));
    }
    options
}

/// Whether `x` has an odd number of one bits (an odious number).
pub fn odious(x: u64) -> bool {
    x.count_ones() % 2 == 1
}

/// The value of a single head at `x` (x < 2^63): 2x if x is odious, else
/// 2x + 1. That is, the one odious number of the pair {2x, 2x + 1}.
pub fn value(x: u64) -> u64 {
    2 * x + u64::from(!odious(x))
}

/// The value of a set of heads listed as `positions` (a position listed
/// twice is one coin): the xor of the distinct heads' values.
pub fn set_value(positions: &[u64]) -> u64 {
    let mut coins = positions.to_vec();
    coins.sort_unstable();
    coins.dedup();
    coins.iter().fold(0, |x, &c| x ^ value(c))
}

/// A winning move from the heads `coins` (distinct) of value X != 0: a
/// head h whose value has X's top bit, turned over with the coins left of
/// it whose values xor to t = value(h) xor X < value(h): none if t = 0,
/// coin t / 2 if t is odious, else the coins p / 2 and (t xor p) / 2 for
/// p = t's top bit (two odious numbers from different pairs). Returns the
/// coins turned over, rightmost first; `None` if X = 0.
pub fn winning_move(coins: &[u64]) -> Option<Vec<u64>> {
    let x = coins.iter().fold(0, |x, &c| x ^ value(c));
    if x == 0 {
        return None;
    }
    let top = 63 - x.leading_zeros();
    let &h = coins.iter().find(|&&c| value(c) >> top & 1 == 1)?;
    let t = value(h) ^ x;
    let mut flipped = vec![h];
    if t != 0 && odious(t) {
        flipped.push(t / 2);
    } else if t != 0 {
        let p = 1 << (63 - t.leading_zeros());
        flipped.extend([p / 2, (t ^ p) / 2]);
    }
    Some(flipped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_follow_the_statement() {
        assert!(steps(&0).is_empty());
        // A head at 0: turn it alone.
        assert_eq!(steps(&1), vec![Step::To(0)]);
        // Heads at 0 and 2 (mask 101): head 0 alone; head 2 alone, with 0,
        // with 0 and 1, with 1.
        assert_eq!(
            steps(&0b101),
            vec![
                Step::To(0b100),
                Step::To(0b001),
                Step::To(0b000),
                Step::To(0b010),
                Step::To(0b011)
            ]
        );
        // Three coins at most: from a head at 3, 1 + 3 + 3 moves.
        assert_eq!(steps(&0b1000).len(), 7);
    }

    #[test]
    fn single_heads_are_the_odious_numbers() {
        let by_search = values_by_search(14);
        assert_eq!(&by_search[..8], &[1, 2, 4, 7, 8, 11, 13, 14]);
        let formula: Vec<u64> = (0..14).map(value).collect();
        assert_eq!(by_search, formula);
        assert!((0..1000).all(|x| odious(value(x)) && value(x) / 2 == x));
        // The explorer's component rules give the same values.
        let table = crate::grundy::table(200, options);
        assert!(table.iter().enumerate().all(|(x, &g)| u64::from(g) == value(x as u64)));
        assert_eq!(options(2), vec![vec![], vec![0], vec![0, 1], vec![1]]);
    }

    #[test]
    fn a_set_is_worth_the_xor_of_its_heads() {
        // The coin-turning lemma, on every set of heads below coin 11.
        let mut memo = HashMap::new();
        for mask in 0..1u64 << 11 {
            let heads: Vec<u64> = (0..11).filter(|&c| mask >> c & 1 == 1).collect();
            assert_eq!(set_grundy(mask, &mut memo), set_value(&heads), "{heads:?}");
        }
        assert_eq!(set_value(&[0, 0]), 1);
        assert_eq!(set_value(&[0, 1, 2, 3]), 0);
    }

    #[test]
    fn the_winning_move_leaves_a_lost_position() {
        let mut search = search();
        for mask in 1..1u64 << 10 {
            let heads: Vec<u64> = (0..10).filter(|&c| mask >> c & 1 == 1).collect();
            match winning_move(&heads) {
                None => assert!(!search.mover_wins(&mask), "{heads:?}"),
                Some(coins) => {
                    let h = coins[0];
                    assert!(
                        mask >> h & 1 == 1 && coins[1..].iter().all(|&c| c < h),
                        "{heads:?}: {coins:?}"
                    );
                    assert!(coins.len() <= 3 && (coins.len() < 3 || coins[1] != coins[2]));
                    let after = coins.iter().fold(mask, |m, &c| m ^ 1 << c);
                    assert!(!search.mover_wins(&after), "{heads:?}: {coins:?}");
                }
            }
        }
    }
}
