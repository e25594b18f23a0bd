//! Pieces the problems' explanations share: who wins in words, and one
//! winning move of a small sum of components found by the exhaustive search.

use crate::search::{sum_steps, Play, Search, Step};
use std::fmt::Display;
use std::hash::Hash;

/// "the first player wins" or "the second player wins".
pub fn winner(first_wins: bool) -> &'static str {
    if first_wins {
        "the first player wins"
    } else {
        "the second player wins"
    }
}

/// One move from the sum of components `start` after which the opponent
/// loses under `play`, found by searching every move (the brute force):
/// the components before and after, in words. `None` when the player to
/// move loses.
pub fn winning_move<C>(play: Play, start: &[C], part_steps: impl Fn(&C) -> Vec<Step<Vec<C>>>) -> Option<String>
where
    C: Clone + Ord + Hash + std::fmt::Debug + Display,
{
    let mut position = start.to_vec();
    position.sort();
    let mut search = Search::new(play, |p: &Vec<C>| sum_steps(p, &part_steps));
    for step in sum_steps(&position, &part_steps) {
        match step {
            Step::Win => return Some("a move that wins at once".to_string()),
            Step::To(next) if !search.mover_wins(&next) => return Some(describe(&position, &next)),
            Step::To(_) => {}
        }
    }
    None
}

/// The move from `before` to `after` (sorted components) in words: which
/// component changed into what.
pub fn describe<C: PartialEq + Clone + Display>(before: &[C], after: &[C]) -> String {
    let mut gone = before.to_vec();
    let mut new = Vec::new();
    for c in after {
        match gone.iter().position(|x| x == c) {
            Some(i) => {
                gone.remove(i);
            }
            None => new.push(c.clone()),
        }
    }
    let from = gone.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" and ");
    let to = new.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" + ");
    match (from.is_empty(), to.is_empty()) {
        (_, true) => format!("{from} -> nothing (removed)"),
        (true, _) => format!("add {to}"),
        _ => format!("{from} -> {to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim;

    #[test]
    fn describes_moves() {
        assert_eq!(describe(&[1, 4], &[1, 1]), "4 -> 1");
        assert_eq!(describe(&[1, 4], &[1]), "4 -> nothing (removed)");
        assert_eq!(describe(&[1, 4], &[1, 1, 1, 2]), "4 -> 1 + 1 + 2");
    }

    #[test]
    fn finds_the_nim_move_to_xor_zero() {
        assert_eq!(
            winning_move(Play::Normal, &[1u32, 2, 4], nim::steps).as_deref(),
            Some("4 -> 3")
        );
        assert_eq!(winning_move(Play::Normal, &[1u32, 2, 3], nim::steps), None);
        assert_eq!(
            winning_move(Play::Misere, &[1u32, 1], nim::steps).as_deref(),
            Some("1 -> nothing (removed)")
        );
    }
}
