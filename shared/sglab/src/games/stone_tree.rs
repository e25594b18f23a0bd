//! AtCoder AGC010 F's game: a tree, stones on its vertices and one piece.
//! A turn takes one stone off the vertex under the piece and then moves the
//! piece to a neighbouring vertex; a player who finds no stone under the
//! piece at the start of his turn loses. The whole tree is one position:
//! the game is not a sum (every turn touches the one vertex under the piece).

use crate::search::Step;

/// The stones on each vertex (0-based) and the vertex under the piece.
pub type Position = (Vec<u32>, usize);

/// Adjacency lists (0-based) of the tree whose 1-based edges are given.
pub use crate::matching::adjacency;

/// Every turn from `position`: none when the vertex under the piece is
/// empty (the player to move loses), else one stone off it and the piece to
/// each neighbour.
pub fn steps(adjacent: &[Vec<usize>], position: &Position) -> Vec<Step<Position>> {
    let (stones, at) = position;
    if stones[*at] == 0 {
        return Vec::new();
    }
    let mut taken = stones.clone();
    taken[*at] -= 1;
    adjacent[*at].iter().map(|&w| Step::To((taken.clone(), w))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Play, Search};

    #[test]
    fn turns_follow_the_statement() {
        let adjacent = adjacency(3, &[(1, 2), (2, 3)]);
        assert!(steps(&adjacent, &(vec![1, 0, 1], 1)).is_empty());
        assert_eq!(
            steps(&adjacent, &(vec![1, 2, 3], 1)),
            vec![Step::To((vec![1, 1, 3], 0)), Step::To((vec![1, 1, 3], 2))]
        );
    }

    #[test]
    fn two_vertices_one_stone_each_lose_for_the_mover() {
        // Take from 1, move to 2; the opponent takes from 2, moves back to
        // an empty 1: the first player is stuck.
        let adjacent = adjacency(2, &[(1, 2)]);
        let mut search = Search::new(Play::Normal, |p: &Position| steps(&adjacent, p));
        assert!(!search.mover_wins(&(vec![1, 1], 0)));
        assert!(search.mover_wins(&(vec![2, 1], 0)));
        assert!(!search.mover_wins(&(vec![1, 2], 0)));
    }
}
