//! Wythoff's game (Luogu P2252): two heaps (a, b); a move takes any
//! positive number of stones from one heap, or the same positive number
//! from both. Not a sum of two heaps, so the explorer tabulates the pair as
//! one component (`options`, for `grundy::table2`); `steps` is the same
//! game for `search`, and the test below ties the two.

use crate::search::Step;

/// The positions one move reaches from (a, b).
fn moves(a: usize, b: usize) -> impl Iterator<Item = (usize, usize)> {
    let from_a = (0..a).map(move |x| (x, b));
    let from_b = (0..b).map(move |y| (a, y));
    let from_both = (1..=a.min(b)).map(move |t| (a - t, b - t));
    from_a.chain(from_b).chain(from_both)
}

/// The moves for `search`: the position is the pair.
pub fn steps(&(a, b): &(usize, usize)) -> Vec<Step<(usize, usize)>> {
    moves(a, b).map(Step::To).collect()
}

/// The moves for `grundy::table2`: each leaves one pair.
pub fn options(a: usize, b: usize) -> Vec<Vec<(usize, usize)>> {
    moves(a, b).map(|p| vec![p]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{Play, Search};

    #[test]
    fn the_table_decides_the_game_like_search() {
        let g = grundy::table2(14, 14, options);
        let mut search = Search::new(Play::Normal, steps);
        for (a, row) in g.iter().enumerate() {
            for (b, &value) in row.iter().enumerate() {
                assert_eq!(search.mover_wins(&(a, b)), value != 0, "({a}, {b})");
            }
        }
        // The losing positions (floor(k phi), floor(k phi^2)): (0,0) (1,2) (3,5) (4,7) (6,10) (8,13).
        let zeros: Vec<(usize, usize)> = (0..=14)
            .flat_map(|a| (a..=14).map(move |b| (a, b)))
            .filter(|&(a, b)| g[a][b] == 0)
            .collect();
        assert_eq!(zeros, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
        assert_eq!(
            steps(&(1, 1)),
            vec![Step::To((0, 1)), Step::To((1, 0)), Step::To((0, 0))]
        );
    }
}
