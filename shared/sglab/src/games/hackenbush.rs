//! Green Hackenbush on a tree rooted at vertex 1 (AtCoder AGC017 D Game on
//! Tree): a move deletes one edge, and the part no longer connected to
//! vertex 1 goes with it. Normal play. A position is the set of edges still
//! there, as a bit mask over the tree's edge list.

use crate::rng::Rng;
use crate::search::Step;

/// The edges of `mask` still connected to vertex 1 through edges of `mask`.
pub fn rooted_part(edges: &[(usize, usize)], mask: u32) -> u32 {
    let mut reached: u64 = 1 << 1;
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (i, &(x, y)) in edges.iter().enumerate() {
            let touches = (reached >> x | reached >> y) & 1 == 1;
            if mask >> i & 1 == 1 && touches {
                kept |= 1 << i;
                reached |= 1 << x | 1 << y;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// The moves from `mask`: delete one edge, keep what is still rooted.
pub fn steps(edges: &[(usize, usize)], mask: u32) -> Vec<Step<u32>> {
    (0..edges.len())
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| Step::To(rooted_part(edges, mask & !(1 << i))))
        .collect()
}

/// The whole tree as a position (every edge present).
pub fn full(edges: &[(usize, usize)]) -> u32 {
    assert!(edges.len() < 32 && edges.len() + 1 < 64, "too large to search");
    (1u32 << edges.len()) - 1
}

/// Every labelled tree on vertices 1..=n (n >= 2), from the Prüfer
/// sequences: n^(n-2) trees.
pub fn labelled_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    assert!(n >= 2);
    let mut trees = Vec::new();
    let mut code = vec![1usize; n - 2];
    loop {
        trees.push(from_pruefer(n, &code));
        // Next sequence in 1..=n, like an odometer.
        let i = match code.iter().rposition(|&c| c < n) {
            Some(i) => i,
            None => return trees,
        };
        code[i] += 1;
        for c in &mut code[i + 1..] {
            *c = 1;
        }
    }
}

/// The tree whose Prüfer sequence is `code` (values in 1..=n).
fn from_pruefer(n: usize, code: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1usize; n + 1];
    for &c in code {
        degree[c] += 1;
    }
    let mut edges = Vec::with_capacity(n - 1);
    for &c in code {
        let leaf = (1..=n).find(|&v| degree[v] == 1).unwrap();
        edges.push((leaf, c));
        degree[leaf] = 0;
        degree[c] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&v| degree[v] == 1).collect();
    edges.push((last[0], last[1]));
    edges
}

/// A random tree on 1..=n: random parents, then random labels, edge order
/// and orientation (so vertex 1 may be a leaf, and the first edge need not
/// touch it).
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let (a, b) = (label[v], label[rng.below(v)]);
            if rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// The Colon principle on a tree given as adjacency lists: `own[v]` is what
/// hangs at vertex v alone (0 for a bare vertex), and each branch below v
/// adds (its value + 1) by xor. The value at `root`, and how many vertices
/// are reached from it (all of them in a tree). Breadth-first from the
/// root, folded back from the last vertex: no recursion.
pub fn colon_value(adjacent: &[Vec<usize>], root: usize, own: Vec<u64>) -> (u64, usize) {
    let (parent, order) = crate::matching::breadth_first(adjacent, root);
    let mut g = own;
    for &v in order.iter().skip(1).rev() {
        let lift = g[v] + 1;
        g[parent[v]] ^= lift;
    }
    (g[root], order.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cayley_counts_and_every_tree_connects() {
        for n in 2..=6 {
            let trees = labelled_trees(n);
            assert_eq!(trees.len(), n.pow(n as u32 - 2), "n = {n}");
            for edges in &trees {
                assert_eq!(rooted_part(edges, full(edges)), full(edges), "{edges:?}");
            }
            let mut sorted: Vec<Vec<(usize, usize)>> = trees
                .iter()
                .map(|t| {
                    let mut t: Vec<(usize, usize)> = t.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    t.sort();
                    t
                })
                .collect();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), trees.len(), "distinct trees for n = {n}");
        }
    }

    #[test]
    fn cutting_an_edge_drops_the_far_side() {
        // 1 - 2 - 3, 2 - 4: cutting 1-2 leaves nothing; cutting 2-3 leaves 1-2, 2-4.
        let edges = [(1, 2), (2, 3), (4, 2)];
        assert_eq!(
            steps(&edges, 0b111),
            vec![Step::To(0), Step::To(0b101), Step::To(0b011)]
        );
    }

    #[test]
    fn random_trees_are_trees() {
        let mut rng = Rng::new(5);
        for n in 2..30 {
            let edges = random_tree(&mut rng, n);
            assert_eq!(edges.len(), n - 1);
            assert_eq!(rooted_part(&edges, full(&edges)), full(&edges));
        }
    }
}
