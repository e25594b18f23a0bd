//! Wythoff's game (Luogu P2252, POJ 1067): two heaps (a, b); a move takes
//! any positive number of stones from one heap, or the same positive number
//! from both. Not a sum of two heaps (the diagonal move touches both), so
//! the position is the pair: `steps` for `search` (pairs kept ordered, so a
//! position and its mirror share one memo entry), `options` for the
//! explorer's `grundy::table2`. The tests tie the two together.

use crate::search::Step;

/// Two heaps.
pub type Heaps = (usize, usize);

/// The heaps as `(smaller, larger)`: the order does not matter.
pub fn ordered((a, b): Heaps) -> Heaps {
    (a.min(b), a.max(b))
}

/// Every move from (a, b): take 1..=a from the first, 1..=b from the
/// second, or 1..=min(a, b) from both.
fn moves(a: usize, b: usize) -> impl Iterator<Item = Heaps> {
    let from_a = (0..a).map(move |x| (x, b));
    let from_b = (0..b).map(move |y| (a, y));
    let from_both = (1..=a.min(b)).map(move |t| (a - t, b - t));
    from_a.chain(from_b).chain(from_both)
}

/// The moves for `search`, each position ordered.
pub fn steps(&(a, b): &Heaps) -> Vec<Step<Heaps>> {
    moves(a, b).map(|p| Step::To(ordered(p))).collect()
}

/// The moves for `grundy::table2`: each leaves one pair.
pub fn options(a: usize, b: usize) -> Vec<Vec<Heaps>> {
    moves(a, b).map(|p| vec![p]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{Play, Search};

    #[test]
    fn moves_follow_the_statement() {
        assert!(steps(&(0, 0)).is_empty());
        assert_eq!(steps(&(0, 2)), vec![Step::To((0, 0)), Step::To((0, 1))]);
        assert_eq!(
            steps(&(1, 2)),
            vec![Step::To((0, 2)), Step::To((0, 1)), Step::To((1, 1)), Step::To((0, 1))]
        );
        assert_eq!(options(1, 1), vec![vec![(0, 1)], vec![(1, 0)], vec![(0, 0)]]);
    }

    #[test]
    fn the_table_decides_the_game_like_search() {
        let g = grundy::table2(14, 14, options);
        let mut search = Search::new(Play::Normal, steps);
        for (a, row) in g.iter().enumerate() {
            for (b, &value) in row.iter().enumerate() {
                assert_eq!(search.mover_wins(&ordered((a, b))), value != 0, "({a}, {b})");
            }
        }
        // The losing positions (floor(k phi), floor(k phi^2)).
        let zeros: Vec<Heaps> = (0..=14)
            .flat_map(|a| (a..=14).map(move |b| (a, b)))
            .filter(|&(a, b)| g[a][b] == 0)
            .collect();
        assert_eq!(zeros, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }
}
