//! The cutting game (AcWing 219 = POJ 2311): pieces of grid paper; a move
//! cuts one piece along a grid line into two rectangles, and whoever cuts
//! out a 1 x 1 piece wins at once. `real_steps` is that game for the brute
//! force; `options` is the reduced game the solution plays (only cuts that
//! leave both pieces with both sides >= 2), tied to it by the tests below.

use crate::search::Step;

/// A piece, `(width, height)`.
pub type Rect = (usize, usize);

/// The piece with its sides in order: a piece and its rotation have the
/// same moves, so the brute force keeps one of them.
pub fn upright((w, h): Rect) -> Rect {
    (w.min(h), w.max(h))
}

/// The moves of one piece in the real game: every cut; a cut that leaves a
/// 1 x 1 piece wins at once. Pieces are kept upright.
pub fn real_steps(&(w, h): &Rect) -> Vec<Step<Vec<Rect>>> {
    let across = (1..=w / 2).map(|i| ((i, h), (w - i, h)));
    let along = (1..=h / 2).map(|j| ((w, j), (w, h - j)));
    across
        .chain(along)
        .map(|(a, b)| {
            if a == (1, 1) || b == (1, 1) {
                Step::Win
            } else {
                Step::To(vec![upright(a), upright(b)])
            }
        })
        .collect()
}

/// The reduced game for `grundy::table2`: from a w x h piece with both
/// sides >= 2, the cuts that leave two pieces with both sides >= 2.
/// Pieces with a side below 2 have no options here (they never occur).
pub fn options(w: usize, h: usize) -> Vec<Vec<Rect>> {
    if w < 2 || h < 2 {
        return Vec::new();
    }
    let across = (2..=w / 2).map(|i| vec![(i, h), (w - i, h)]);
    let along = (2..=h / 2).map(|j| vec![(w, j), (w, h - j)]);
    across.chain(along).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{sum_steps, Play, Search};

    type Moves = fn(&Vec<Rect>) -> Vec<Step<Vec<Rect>>>;

    fn real_game() -> Search<Vec<Rect>, Moves> {
        Search::new(Play::Normal, |position| sum_steps(position, real_steps))
    }

    #[test]
    fn real_moves_follow_the_statement() {
        assert!(real_steps(&(1, 1)).is_empty());
        assert_eq!(real_steps(&(1, 2)), vec![Step::Win]);
        assert_eq!(
            real_steps(&(2, 3)),
            vec![Step::To(vec![(1, 3), (1, 3)]), Step::To(vec![(1, 2), (2, 2)]),]
        );
        assert_eq!(options(5, 4), vec![vec![(2, 4), (3, 4)], vec![(5, 2), (5, 2)]]);
        assert!(options(3, 3).is_empty() && options(2, 2).is_empty());
    }

    #[test]
    fn reduced_table_decides_the_real_game() {
        let g = grundy::table2(7, 7, options);
        let mut real = real_game();
        for (a, b) in (2..=5).flat_map(|a| (a..=5).map(move |b| (a, b))) {
            assert_eq!(real.mover_wins(&vec![(a, b)]), g[a][b] != 0, "{a}x{b}");
        }
        for (p, q) in [((2, 4), (2, 4)), ((2, 4), (3, 4)), ((2, 5), (3, 3)), ((4, 4), (2, 6))] {
            let mut position = vec![upright(p), upright(q)];
            position.sort();
            assert_eq!(
                real.mover_wins(&position),
                g[p.0][p.1] ^ g[q.0][q.1] != 0,
                "{p:?} + {q:?}"
            );
        }
    }
}
