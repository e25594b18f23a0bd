//! The stair game (CSES 1099), staircase Nim: stairs 1..n, stair i holds
//! p_i balls; a move takes a stair k >= 2 with a ball and moves one or more
//! of its balls down to stair k - 1. The whole staircase is one position
//! (the game is not a sum of the stairs: a move changes two of them).

use crate::search::Step;

/// A staircase: `balls[i]` is the number of balls on stair i + 1.
pub type Stairs = Vec<u32>;

/// Every move from `stairs`: for each stair k >= 2 (index >= 1) and each
/// count 1..=p_k, that many balls go down one stair.
pub fn steps(stairs: &Stairs) -> Vec<Step<Stairs>> {
    let mut steps = Vec::new();
    for k in 1..stairs.len() {
        for moved in 1..=stairs[k] {
            let mut next = stairs.clone();
            next[k] -= moved;
            next[k - 1] += moved;
            steps.push(Step::To(next));
        }
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Play, Search};

    #[test]
    fn moves_follow_the_statement() {
        assert!(steps(&vec![5]).is_empty()); // stair 1 is the floor's last step
        assert!(steps(&vec![3, 0, 0]).is_empty());
        assert_eq!(
            steps(&vec![0, 2, 1]),
            vec![
                Step::To(vec![1, 1, 1]),
                Step::To(vec![2, 0, 1]),
                Step::To(vec![0, 3, 0]),
            ]
        );
    }

    #[test]
    fn one_ball_on_stair_two_wins_and_stair_three_loses() {
        let mut search = Search::new(Play::Normal, steps);
        assert!(search.mover_wins(&vec![0, 1]));
        assert!(!search.mover_wins(&vec![0, 0, 1])); // 3 -> 2 hands over a win
        assert!(search.mover_wins(&vec![0, 0, 0, 1]));
    }
}
