//! Undirected vertex geography (CodeChef HAMILG): a token on a vertex of a
//! graph; a move slides it along an edge to a vertex not visited before in
//! this game (the start counts as visited); the player who cannot move
//! loses. The position is the token's vertex and the set of visited
//! vertices: no sum, the whole graph is one game.

use crate::search::Step;

/// The token's vertex (0-based) and the visited vertices as a bit set.
pub type Position = (usize, u32);

/// Adjacency bit sets (0-based) of the graph on `n` <= 32 vertices whose
/// 1-based edges are `edges`.
pub fn neighbour_sets(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    assert!(n <= 32, "a visited set is a u32");
    let mut sets = vec![0u32; n];
    for &(x, y) in edges {
        sets[x - 1] |= 1 << (y - 1);
        sets[y - 1] |= 1 << (x - 1);
    }
    sets
}

/// The game before the first move: the token on `start`, only it visited.
pub fn start(start: usize) -> Position {
    (start, 1 << start)
}

/// Every move from `position`: to each unvisited neighbour.
pub fn steps(neighbours: &[u32], position: &Position) -> Vec<Step<Position>> {
    let (at, visited) = *position;
    let mut free = neighbours[at] & !visited;
    let mut steps = Vec::new();
    while free != 0 {
        let w = free.trailing_zeros() as usize;
        free &= free - 1;
        steps.push(Step::To((w, visited | 1 << w)));
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Play, Search};

    #[test]
    fn moves_go_to_unvisited_neighbours_only() {
        let sets = neighbour_sets(3, &[(1, 2), (2, 3), (1, 3)]);
        assert_eq!(
            steps(&sets, &start(0)),
            vec![Step::To((1, 0b011)), Step::To((2, 0b101))]
        );
        assert_eq!(steps(&sets, &(1, 0b011)), vec![Step::To((2, 0b111))]);
        assert!(steps(&sets, &(2, 0b111)).is_empty());
    }

    #[test]
    fn the_mover_wins_on_a_path_of_two_and_loses_on_a_triangle() {
        let sets = neighbour_sets(2, &[(1, 2)]);
        assert!(Search::new(Play::Normal, |p: &Position| steps(&sets, p)).mover_wins(&start(0)));
        // Triangle: the mover goes to a second vertex, the opponent takes
        // the third, and the mover is stuck.
        let sets = neighbour_sets(3, &[(1, 2), (2, 3), (1, 3)]);
        assert!(!Search::new(Play::Normal, |p: &Position| steps(&sets, p)).mover_wins(&start(0)));
        // Middle of a path of three: the mover moves to an end and wins.
        let sets = neighbour_sets(3, &[(1, 2), (2, 3)]);
        let mut search = Search::new(Play::Normal, |p: &Position| steps(&sets, p));
        assert!(search.mover_wins(&start(1)));
        assert!(!search.mover_wins(&start(0)));
    }
}
