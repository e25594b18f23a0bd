//! Maximum matchings in general graphs, for CodeChef HAMILG's reference,
//! explanations and tests: Edmonds' blossom algorithm (one search from each
//! exposed vertex, as in the classic textbook form), the vertices that some
//! maximum matching misses (the Gallai-Edmonds set D, from one search per
//! exposed vertex of a maximum matching), and an exhaustive maximum
//! matching for small graphs that checks both.
//!
//! Graphs are adjacency lists on 0-based vertices. Time O(n (m + n^2)) for
//! a maximum matching and as much again per exposed vertex for D; memory
//! O(n + m). Tested below against exhaustive maximum matchings (size, and
//! D as the vertices v with nu(G - v) = nu(G)) on 3,000 random graphs.

/// No vertex: the mate of an exposed vertex, the parent of an unlabelled one.
pub const NONE: usize = usize::MAX;

/// Adjacency lists (0-based) of the graph on `n` vertices whose 1-based
/// edges are `edges`.
pub fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in edges {
        adjacent[x - 1].push(y - 1);
        adjacent[y - 1].push(x - 1);
    }
    adjacent
}

/// The vertices reached from `root` in breadth-first order, and each one's
/// parent (the root's is itself, an unreached vertex's [`NONE`]).
pub fn breadth_first(adjacent: &[Vec<usize>], root: usize) -> (Vec<usize>, Vec<usize>) {
    let (mut parent, mut order) = (vec![usize::MAX; adjacent.len()], vec![root]);
    parent[root] = root;
    let mut i = 0;
    while let Some(&v) = order.get(i) {
        i += 1;
        for &w in &adjacent[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    (parent, order)
}

/// The first vertex (0-based) not connected to vertex 0, if any: a graph
/// on at least one vertex is connected iff this is `None`.
pub fn unreached(adjacent: &[Vec<usize>]) -> Option<usize> {
    let (mut reached, mut stack) = (vec![false; adjacent.len()], vec![0]);
    reached[0] = true;
    while let Some(v) = stack.pop() {
        for &w in &adjacent[v] {
            if !std::mem::replace(&mut reached[w], true) {
                stack.push(w);
            }
        }
    }
    reached.iter().position(|&r| !r)
}

/// One alternating search of Edmonds' algorithm from a single root, over a
/// matching `mate`. Outer vertices are those at even alternating distance
/// from the root (a shrunk blossom's vertices are all outer); `parent[w]`
/// of a vertex w reached by a non-matching edge is where it was reached
/// from. For every outer vertex x the walk x, mate[x], parent[mate[x]],
/// mate[...], ... is an even alternating path back to the root.
struct Search<'a> {
    adjacent: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    outer: Vec<bool>,
}

impl<'a> Search<'a> {
    fn new(adjacent: &'a [Vec<usize>], mate: Vec<usize>) -> Search<'a> {
        let n = adjacent.len();
        Search {
            adjacent,
            mate,
            parent: vec![NONE; n],
            base: (0..n).collect(),
            outer: vec![false; n],
        }
    }

    /// The base of the first blossom common to the walks from `a` and `b`.
    fn common_base(&self, a: usize, b: usize) -> usize {
        let mut seen = vec![false; self.adjacent.len()];
        let mut a = a;
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        let mut b = b;
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossoms on the walk from `v` up to base `top`, pointing
    /// the walk's parents the other way round the new blossom.
    fn mark_path(&mut self, mut v: usize, top: usize, mut child: usize, in_blossom: &mut [bool]) {
        while self.base[v] != top {
            in_blossom[self.base[v]] = true;
            in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// Searches from `root`: an exposed vertex at the end of an augmenting
    /// path, or `None` when there is none (then `outer` holds the vertices
    /// at even alternating distance from the root).
    fn from(&mut self, root: usize) -> Option<usize> {
        let n = self.adjacent.len();
        self.parent = vec![NONE; n];
        self.base = (0..n).collect();
        self.outer = vec![false; n];
        self.outer[root] = true;
        let mut queue = vec![root];
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &to in &self.adjacent[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || self.mate[to] != NONE && self.parent[self.mate[to]] != NONE {
                    // An odd cycle: shrink it into one outer blossom.
                    let top = self.common_base(v, to);
                    let mut in_blossom = vec![false; n];
                    self.mark_path(v, top, to, &mut in_blossom);
                    self.mark_path(to, top, v, &mut in_blossom);
                    for i in 0..n {
                        if in_blossom[self.base[i]] {
                            self.base[i] = top;
                            if !self.outer[i] {
                                self.outer[i] = true;
                                queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    self.outer[self.mate[to]] = true;
                    queue.push(self.mate[to]);
                }
            }
        }
        None
    }

    /// Flips the augmenting path that ends at the exposed vertex `end`.
    fn augment(&mut self, end: usize) {
        let mut v = end;
        while v != NONE {
            let pv = self.parent[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
    }
}

/// A maximum matching: `mate[v]`, or [`NONE`] where v is exposed. One
/// search from each vertex still exposed: a vertex with no augmenting path
/// from it never gets one later (Edmonds), so one pass suffices.
/// Time O(n (m + n^2)).
pub fn maximum_matching(adjacent: &[Vec<usize>]) -> Vec<usize> {
    let n = adjacent.len();
    let mut search = Search::new(adjacent, vec![NONE; n]);
    for root in 0..n {
        if search.mate[root] == NONE {
            if let Some(end) = search.from(root) {
                search.augment(end);
            }
        }
    }
    search.mate
}

/// The number of edges of a matching.
pub fn size(mate: &[usize]) -> usize {
    mate.iter().filter(|&&m| m != NONE).count() / 2
}

/// The vertices some maximum matching misses (the Gallai-Edmonds set D):
/// those at even alternating distance from an exposed vertex of a maximum
/// matching, found by one search per exposed vertex (the union of their
/// outer sets).
pub fn missable(adjacent: &[Vec<usize>]) -> Vec<bool> {
    let n = adjacent.len();
    let mate = maximum_matching(adjacent);
    let mut search = Search::new(adjacent, mate.clone());
    let mut missable = vec![false; n];
    for root in (0..n).filter(|&v| mate[v] == NONE) {
        let end = search.from(root);
        assert!(
            end.is_none(),
            "an augmenting path from {root}: the matching is not maximum"
        );
        for (mark, &outer) in missable.iter_mut().zip(&search.outer) {
            *mark |= outer;
        }
    }
    missable
}

/// A maximum matching of the graph with `avoid` deleted (all its edges
/// left out), as 0-based pairs: the certificate that a maximum matching
/// misses `avoid` when it is as large as one of the whole graph.
pub fn matching_without(adjacent: &[Vec<usize>], avoid: usize) -> Vec<(usize, usize)> {
    let without: Vec<Vec<usize>> = adjacent
        .iter()
        .enumerate()
        .map(|(v, list)| {
            if v == avoid {
                Vec::new()
            } else {
                list.iter().copied().filter(|&w| w != avoid).collect()
            }
        })
        .collect();
    pairs(&maximum_matching(&without))
}

/// The matched pairs (smaller vertex first) of `mate`.
pub fn pairs(mate: &[usize]) -> Vec<(usize, usize)> {
    (0..mate.len())
        .filter(|&v| mate[v] != NONE && v < mate[v])
        .map(|v| (v, mate[v]))
        .collect()
}

/// A maximum matching by exhaustive search (every choice for the lowest
/// free vertex: left exposed, or matched to each free neighbour), for
/// graphs of at most 32 vertices small enough to enumerate; `avoid` is a
/// set of vertices left out. Returns its pairs.
pub fn brute_maximum(adjacent: &[Vec<usize>], avoid: u32) -> Vec<(usize, usize)> {
    fn best(adjacent: &[Vec<usize>], used: u32, chosen: &mut Vec<(usize, usize)>, found: &mut Vec<(usize, usize)>) {
        let n = adjacent.len();
        let free = (0..n).find(|&v| used >> v & 1 == 0);
        let v = match free {
            Some(v) => v,
            None => {
                if chosen.len() > found.len() {
                    *found = chosen.clone();
                }
                return;
            }
        };
        for &w in &adjacent[v] {
            if used >> w & 1 == 0 {
                chosen.push((v.min(w), v.max(w)));
                best(adjacent, used | 1 << v | 1 << w, chosen, found);
                chosen.pop();
            }
        }
        best(adjacent, used | 1 << v, chosen, found);
    }
    assert!(adjacent.len() <= 32);
    let mut found = Vec::new();
    best(adjacent, avoid, &mut Vec::new(), &mut found);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn breadth_first_gives_the_order_and_parents_and_leaves_the_unreached() {
        // 1 - 2 - 4 and 1 - 3 (1-based), vertex 5 alone.
        let adjacent = adjacency(5, &[(1, 2), (2, 4), (1, 3)]);
        assert_eq!(breadth_first(&adjacent, 0), (vec![0, 0, 0, 1, NONE], vec![0, 1, 2, 3]));
        assert_eq!(breadth_first(&adjacent, 3), (vec![1, 3, 0, 3, NONE], vec![3, 1, 0, 2]));
    }

    /// Whether `mate` is a matching of the graph.
    fn is_matching(adjacent: &[Vec<usize>], mate: &[usize]) -> bool {
        (0..mate.len()).all(|v| mate[v] == NONE || mate[mate[v]] == v && adjacent[v].contains(&mate[v]))
    }

    fn random_graph(rng: &mut Rng, n: usize) -> Vec<Vec<usize>> {
        let mut edges = Vec::new();
        let density = rng.range(1, 9);
        for x in 1..=n {
            for y in x + 1..=n {
                if rng.range(1, 10) <= density {
                    edges.push((x, y));
                }
            }
        }
        adjacency(n, &edges)
    }

    #[test]
    fn unreached_finds_the_first_vertex_cut_off_from_0() {
        assert_eq!(unreached(&adjacency(1, &[])), None);
        assert_eq!(unreached(&adjacency(3, &[(3, 1), (2, 3)])), None);
        assert_eq!(unreached(&adjacency(4, &[(1, 2), (3, 4)])), Some(2));
    }

    #[test]
    fn blossom_matches_the_exhaustive_maximum_and_d_the_deleted_vertex_test() {
        let mut rng = Rng::new(11);
        for _ in 0..3000 {
            let n = rng.range(1, 10) as usize;
            let adjacent = random_graph(&mut rng, n);
            let mate = maximum_matching(&adjacent);
            assert!(is_matching(&adjacent, &mate), "{adjacent:?}");
            let nu = brute_maximum(&adjacent, 0).len();
            assert_eq!(size(&mate), nu, "{adjacent:?}");
            // v is missed by some maximum matching iff G - v still has a
            // matching of size nu.
            let missable = missable(&adjacent);
            for (v, &missed) in missable.iter().enumerate() {
                let without = brute_maximum(&adjacent, 1 << v).len();
                assert_eq!(missed, without == nu, "{adjacent:?} vertex {v}");
                assert_eq!(matching_without(&adjacent, v).len(), without, "{adjacent:?} vertex {v}");
            }
        }
    }

    #[test]
    fn odd_cycles_and_a_flower() {
        // A 5-cycle: each vertex is missed by one of its five maximum
        // matchings. A triangle 2-3-4 with a stem 1-2 has the perfect
        // matching {1-2, 3-4}: no vertex is missable.
        let cycle = adjacency(5, &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]);
        assert_eq!(missable(&cycle), vec![true; 5]);
        let flower = adjacency(4, &[(1, 2), (2, 3), (3, 4), (4, 2)]);
        assert_eq!(size(&maximum_matching(&flower)), 2);
        assert_eq!(missable(&flower), vec![false; 4]);
    }
}
