//! Grundy values from a component's rules: g(x) = mex over moves of the xor
//! of the values of the components the move leaves (the Sprague-Grundy
//! theorem). Used by the explorer, the write-ups' tables and the slow
//! references for inputs too large for `search`; tested against `search`.

use sg::mex::Mex;

/// g(0..=n) of a one-size component. `options(x)` lists, per move from size
/// x, the sizes of the components the move leaves (empty: nothing left);
/// every size listed must be smaller than x.
pub fn table(n: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u32> {
    let mut mex = Mex::new();
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let values: Vec<u32> = options(x)
            .iter()
            .map(|parts| {
                parts.iter().fold(0, |acc, &p| {
                    assert!(p < x, "option of size {p} from size {x} is not smaller");
                    acc ^ g[p]
                })
            })
            .collect();
        g.push(mex.of(values));
    }
    g
}

/// g(x, y) for 0 <= x <= w, 0 <= y <= h of a two-size component (a
/// rectangle, a pair of piles). `options(x, y)` lists, per move, the
/// components it leaves; each must have a smaller x + y. Returns rows
/// `g[x][y]`.
pub fn table2(w: usize, h: usize, options: impl Fn(usize, usize) -> Vec<Vec<(usize, usize)>>) -> Vec<Vec<u32>> {
    let mut mex = Mex::new();
    let mut g = vec![vec![0u32; h + 1]; w + 1];
    for sum in 0..=w + h {
        for x in sum.saturating_sub(h)..=sum.min(w) {
            let y = sum - x;
            let values: Vec<u32> = options(x, y)
                .iter()
                .map(|parts| {
                    parts.iter().fold(0, |acc, &(a, b)| {
                        assert!(
                            a + b < sum && a <= w && b <= h,
                            "option {a}x{b} from {x}x{y} is not smaller"
                        );
                        acc ^ g[a][b]
                    })
                })
                .collect();
            g[x][y] = mex.of(values);
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{sum_mover_wins, Play, Step};

    /// Kayles on a row of pins: knock one pin or two adjacent pins.
    fn kayles_options(n: usize) -> Vec<Vec<usize>> {
        let mut v = Vec::new();
        for take in 1..=2usize.min(n) {
            for left in 0..=n - take {
                v.push(vec![left, n - take - left].into_iter().filter(|&p| p > 0).collect());
            }
        }
        v
    }

    #[test]
    fn nim_values_are_sizes() {
        let g = table(20, |x| (0..x).map(|y| vec![y]).collect());
        assert_eq!(g, (0..=20).collect::<Vec<u32>>());
    }

    #[test]
    fn two_heap_nim_table_is_xor() {
        // Two-pile Nim as one component: take from either pile.
        let g = table2(6, 5, |x, y| {
            let mut v: Vec<Vec<(usize, usize)>> = (0..x).map(|a| vec![(a, y)]).collect();
            v.extend((0..y).map(|b| vec![(x, b)]));
            v
        });
        for (x, row) in g.iter().enumerate() {
            for (y, &value) in row.iter().enumerate() {
                assert_eq!(value as usize, x ^ y);
            }
        }
    }

    #[test]
    fn kayles_table_decides_sums_like_search() {
        let g = table(12, kayles_options);
        assert_eq!(&g[..12], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        let steps = |&n: &usize| -> Vec<Step<Vec<usize>>> { kayles_options(n).into_iter().map(Step::To).collect() };
        for a in 1..7 {
            for b in 0..7 {
                assert_eq!(
                    sum_mover_wins(Play::Normal, &[a, b], steps),
                    g[a] ^ g[b] != 0,
                    "{a} {b}"
                );
            }
        }
    }
}
