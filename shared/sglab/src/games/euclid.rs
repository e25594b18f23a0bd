//! The Euclid game (HDU 3595 plays N of them as an Every-SG game): a pair of
//! piles (p, q); a move removes a positive multiple of the smaller pile from
//! the larger one, leaving it >= 0; a game whose smaller pile is 0 is
//! finished (no moves). In HDU 3595 the mover must move in every unfinished
//! game at once: [`every_steps`] generates those whole-position moves for
//! `search`; [`steps`] and [`options`] give one game's moves as a component.

use crate::search::Step;

/// Whether the game (p, q) is finished: its smaller pile is empty.
pub fn finished(p: usize, q: usize) -> bool {
    p.min(q) == 0
}

/// The games one move from (p, q) leaves, in the same orientation: k times
/// the smaller pile taken from the larger, k = 1, 2, ... while it stays >= 0.
/// Empty when the game is finished. (With p = q either pile may shrink; both
/// give the same finished game, listed once.)
pub fn moves(p: usize, q: usize) -> Vec<(usize, usize)> {
    if finished(p, q) {
        return Vec::new();
    }
    if p >= q {
        (1..=p / q).map(|k| (p - k * q, q)).collect()
    } else {
        (1..=q / p).map(|k| (p, q - k * p)).collect()
    }
}

/// One game's moves as a component of an ordinary sum (`search::sum_steps`):
/// each move leaves the one game it changes.
pub fn steps(&(p, q): &(usize, usize)) -> Vec<Step<Vec<(usize, usize)>>> {
    moves(p, q).into_iter().map(|game| Step::To(vec![game])).collect()
}

/// The same moves for `grundy::table2`: each option is one game with a
/// smaller p + q, each pile at most its old size.
pub fn options(p: usize, q: usize) -> Vec<Vec<(usize, usize)>> {
    moves(p, q).into_iter().map(|game| vec![game]).collect()
}

/// The moves of the Every-SG game over a whole position (a list of games):
/// the mover moves in every unfinished game, so a move is one choice per
/// unfinished game (the product of their move lists). No move when every
/// game is finished: the mover loses. The positions returned keep only the
/// unfinished games, each as (larger, smaller), sorted: finished games have
/// no moves and the order of games and of a game's two piles do not change
/// the play, so this only keeps the search's memo small.
pub fn every_steps(position: &[(usize, usize)]) -> Vec<Step<Vec<(usize, usize)>>> {
    let live: Vec<(usize, usize)> = position.iter().copied().filter(|&(p, q)| !finished(p, q)).collect();
    if live.is_empty() {
        return Vec::new();
    }
    let mut products: Vec<Vec<(usize, usize)>> = vec![Vec::new()];
    for &(p, q) in &live {
        let choices = moves(p, q);
        products = products
            .iter()
            .flat_map(|chosen| {
                choices.iter().map(move |&game| {
                    let mut next = chosen.clone();
                    next.push(game);
                    next
                })
            })
            .collect();
    }
    products
        .into_iter()
        .map(|next| {
            let mut kept: Vec<(usize, usize)> = next
                .into_iter()
                .filter(|&(p, q)| !finished(p, q))
                .map(|(p, q)| (p.max(q), p.min(q)))
                .collect();
            kept.sort_unstable();
            Step::To(kept)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy;
    use crate::search::{sum_mover_wins, Play, Search};

    #[test]
    fn moves_follow_the_rules() {
        assert_eq!(moves(7, 3), vec![(4, 3), (1, 3)]);
        assert_eq!(moves(3, 7), vec![(3, 4), (3, 1)]);
        assert_eq!(moves(6, 3), vec![(3, 3), (0, 3)]);
        assert_eq!(moves(4, 4), vec![(0, 4)]);
        assert_eq!(moves(5, 1).len(), 5);
        assert!(moves(0, 5).is_empty() && moves(5, 0).is_empty() && moves(0, 0).is_empty());
        assert!(steps(&(9, 0)).is_empty());
    }

    #[test]
    fn options_shrink_for_table2() {
        for p in 0..=12 {
            for q in 0..=12 {
                for option in options(p, q) {
                    assert_eq!(option.len(), 1, "one game per option");
                    let (a, b) = option[0];
                    assert!(a + b < p + q && a <= p && b <= q, "({a}, {b}) from ({p}, {q})");
                }
            }
        }
        // Table2 runs on these options; its values stay finite and 0 at the end.
        let g = grundy::table2(12, 12, options);
        assert!((0..=12).all(|x| g[x][0] == 0 && g[0][x] == 0));
    }

    #[test]
    fn every_steps_moves_in_every_unfinished_game() {
        // (2, 1) has moves to (1, 1) and (0, 1); (3, 3) only to (0, 3);
        // (0, 4) is finished and takes no part.
        let steps = every_steps(&[(2, 1), (0, 4), (3, 3)]);
        assert_eq!(steps, vec![Step::To(vec![(1, 1)]), Step::To(vec![])]);
        assert!(every_steps(&[]).is_empty());
        assert!(every_steps(&[(0, 3), (5, 0)]).is_empty());
        assert_eq!(every_steps(&[(5, 2), (4, 3)]).len(), 2);
    }

    #[test]
    fn one_game_alone_is_the_same_under_both_move_rules() {
        // With a single game "move in every unfinished game" is "move in it".
        let mut every = Search::new(Play::Normal, |p: &Vec<(usize, usize)>| every_steps(p));
        for p in 0..=15 {
            for q in 0..=15 {
                assert_eq!(
                    every.mover_wins(&vec![(p, q)]),
                    sum_mover_wins(Play::Normal, &[(p, q)], steps),
                    "({p}, {q})"
                );
            }
        }
    }
}
