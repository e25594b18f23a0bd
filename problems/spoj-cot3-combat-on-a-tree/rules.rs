//! SPOJ COT3's game: a tree rooted at one node, each node white or black; a
//! move chooses a white node v and blackens every white node on the path
//! from the root to v; the player who cannot move (no white node left)
//! loses. A position is the set of white nodes, as a bit mask over 0-based
//! nodes; the tree enters only through each node's root path, a mask too.
//! A search visits at most 2^w positions for w white nodes, n moves each
//! (memory: one memo entry per position). Tested by the unit test below
//! and by COT3's tests, which compare it with the recurrence.

use sglab::search::{Play, Search, Step};
use std::collections::HashMap;

/// Each node's parent (0-based; the root is its own), in breadth-first
/// order from `root`; `None` if some node is not reached (`adjacent` is
/// not connected).
pub fn parents(adjacent: &[Vec<usize>], root: usize) -> Option<(Vec<usize>, Vec<usize>)> {
    let (parent, order) = sglab::matching::breadth_first(adjacent, root);
    (order.len() == adjacent.len()).then_some((parent, order))
}

/// The mask of each node's path from the root (both ends included), for
/// at most 32 nodes.
pub fn root_paths(parent: &[usize]) -> Vec<u32> {
    assert!(parent.len() <= 32, "positions are 32-bit masks");
    (0..parent.len())
        .map(|v| {
            let (mut at, mut path) = (v, 1u32 << v);
            while parent[at] != at {
                at = parent[at];
                path |= 1 << at;
            }
            path
        })
        .collect()
}

/// Every move from the white nodes `white`: for each white node v, the
/// white nodes left when v's root path is blackened.
pub fn steps(paths: &[u32], white: u32) -> Vec<Step<u32>> {
    (0..paths.len())
        .filter(|&v| white >> v & 1 == 1)
        .map(|v| Step::To(white & !paths[v]))
        .collect()
}

/// A search of the game on the tree whose root paths are `paths`.
pub fn search(paths: Vec<u32>) -> Search<u32, impl FnMut(&u32) -> Vec<Step<u32>>> {
    Search::new(Play::Normal, move |&white: &u32| steps(&paths, white))
}

/// The nodes (0-based, ascending) whose choice as the first move from
/// `white` leaves the opponent losing, by exhaustive search.
pub fn winning_moves(paths: &[u32], white: u32) -> Vec<usize> {
    let mut search = search(paths.to_vec());
    (0..paths.len())
        .filter(|&v| white >> v & 1 == 1 && !search.mover_wins(&(white & !paths[v])))
        .collect()
}

/// The Grundy value of the white nodes `white`, by the mex over the
/// literal moves (memoised in `memo`): the tables of the write-up.
pub fn value(paths: &[u32], white: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&white) {
        return g;
    }
    let options: Vec<u32> = (0..paths.len())
        .filter(|&v| white >> v & 1 == 1)
        .map(|v| value(paths, white & !paths[v], memo))
        .collect();
    let g = (0..).find(|g| !options.contains(g)).expect("a finite set has a mex");
    memo.insert(white, g);
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use sglab::matching::adjacency;

    #[test]
    fn moves_blacken_the_root_path() {
        // 1 - 2 - 3 with 4 under 2; rooted at 2 (0-based 1).
        let adjacent = adjacency(4, &[(1, 2), (2, 3), (2, 4)]);
        let (parent, order) = parents(&adjacent, 1).unwrap();
        assert_eq!((parent, order), (vec![1, 1, 1, 1], vec![1, 0, 2, 3]));
        let paths = root_paths(&[1, 1, 1, 1]);
        assert_eq!(paths, vec![0b11, 0b10, 0b110, 0b1010]);
        // Only 1 and 3 white (0-based 0, 2): each move blackens one of them.
        assert_eq!(steps(&paths, 0b101), vec![Step::To(0b100), Step::To(0b1)]);
        // Two separate white leaves: a sum of two single moves, a P-position.
        assert!(winning_moves(&paths, 0b101).is_empty());
        // All white, three leaves (odd): every leaf wins, the centre loses.
        assert_eq!(winning_moves(&paths, 0b1111), vec![0, 2, 3]);
        // Two white leaves (even): the centre wins.
        assert_eq!(winning_moves(&paths, 0b0111), vec![1]);
        assert!(parents(&adjacency(3, &[(1, 2), (1, 2)]), 0).is_none());
        // The star centred at 2 is worth 2; three single leaves, 1.
        let mut memo = HashMap::new();
        assert_eq!(value(&paths, 0b1111, &mut memo), 2);
        assert_eq!(value(&paths, 0b1101, &mut memo), 1);
    }
}
