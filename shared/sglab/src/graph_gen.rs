//! Graph shapes, relabellings and vertex deletion for the graph problems'
//! generators, shrinkers and tests (HAMILG, LOJ 10243, AGC010 F, AGC017 D).
//! Edges are pairs of vertices 1..=n. Random trees are
//! [`crate::games::hackenbush::random_tree`].

use crate::rng::Rng;

/// The path 1 - 2 - ... - n.
pub fn path(n: usize) -> Vec<(usize, usize)> {
    (1..n).map(|v| (v, v + 1)).collect()
}

/// The star on 1..=n with centre `centre`.
pub fn star(n: usize, centre: usize) -> Vec<(usize, usize)> {
    (1..=n).filter(|&v| v != centre).map(|v| (centre, v)).collect()
}

/// Every pair x < y of 1..=n in lexicographic order: the complete graph.
pub fn complete(n: usize) -> Vec<(usize, usize)> {
    (1..=n).flat_map(|x| (x + 1..=n).map(move |y| (x, y))).collect()
}

/// Every subset of `pairs` (at most 31), in the order of the bit masks.
pub fn subsets(pairs: Vec<(usize, usize)>) -> impl Iterator<Item = Vec<(usize, usize)>> {
    (0u32..1 << pairs.len()).map(move |mask| {
        (0..pairs.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect()
    })
}

/// A random renaming of 1..=n: `label[v]` is v's new name (index 0 unused);
/// with `keep_1`, vertex 1 keeps its name (a root).
pub fn random_labels(rng: &mut Rng, n: usize, keep_1: bool) -> Vec<usize> {
    let mut label: Vec<usize> = (0..=n).collect();
    rng.shuffle(&mut label[1 + usize::from(keep_1)..]);
    label
}

/// `edges` renamed by `label`, in a random order; with `flip`, each in a
/// random orientation too (for undirected graphs).
pub fn scrambled(rng: &mut Rng, edges: &[(usize, usize)], label: &[usize], flip: bool) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (edges.iter())
        .map(|&(x, y)| match flip && rng.chance(1, 2) {
            true => (label[y], label[x]),
            false => (label[x], label[y]),
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// The graph on 1..=n - 1 left when vertex `v` goes: its edges dropped,
/// vertex n renamed to `v`.
pub fn without_vertex(edges: &[(usize, usize)], v: usize, n: usize) -> Vec<(usize, usize)> {
    let rename = |w: usize| if w == n { v } else { w };
    (edges.iter())
        .filter(|&&(x, y)| x != v && y != v)
        .map(|&(x, y)| (rename(x), rename(y)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_and_renamings() {
        assert_eq!(path(3), vec![(1, 2), (2, 3)]);
        assert_eq!(star(3, 2), vec![(2, 1), (2, 3)]);
        assert_eq!(complete(3), vec![(1, 2), (1, 3), (2, 3)]);
        assert_eq!(subsets(complete(3)).count(), 8);
        assert_eq!(without_vertex(&path(4), 2, 4), vec![(3, 2)]);
        let mut rng = Rng::new(1);
        let label = random_labels(&mut rng, 6, true);
        assert_eq!(label[1], 1);
        let mut sorted = label.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..=6).collect::<Vec<_>>());
        let mut edges = scrambled(&mut rng, &complete(6), &label, true);
        edges.iter_mut().for_each(|e| *e = (e.0.min(e.1), e.0.max(e.1)));
        edges.sort_unstable();
        assert_eq!(edges, complete(6));
    }
}
